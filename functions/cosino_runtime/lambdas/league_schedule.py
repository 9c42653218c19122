"""Lambda ``league`` (EventBridge schedule): leaderboard (one table per family), manifest and episode
index to S3 (``pipeline.on_league`` and ``league.publish.publish_leaderboard``)."""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools import Logger, Metrics, Tracer
from aws_lambda_powertools.metrics import MetricUnit

from cosino_runtime.engine import flow as pipeline
from cosino_runtime.lambdas.environment import runtime

logger = Logger(service="cosino-league")
metrics = Metrics(namespace="Cosino", service="league")
tracer = Tracer(service="cosino-league")


@logger.inject_lambda_context
@metrics.log_metrics
@tracer.capture_lambda_handler
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    store = runtime().store
    outcome = pipeline.on_league(store)
    metrics.add_metric(name="LeagueEpisodes", unit=MetricUnit.Count, value=outcome["episodes"])
    logger.info("league published", extra=outcome)
    return outcome
