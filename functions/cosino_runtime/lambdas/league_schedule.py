"""Lambda ``league`` (EventBridge schedule): leaderboard (one table per family), manifest, integrity
report and episode index to S3, brought up to date with the episodes finalised since the last run
(``pipeline.on_league`` and ``league.publish.publish_leaderboard``)."""

from __future__ import annotations

from typing import Any

from cosino_runtime.engine import flow as pipeline
from cosino_runtime.lambdas.environment import runtime
from cosino_runtime.lambdas.observed import lambda_handler, observed

obs = observed("league")


@lambda_handler(obs)
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    store = runtime().store
    outcome = pipeline.on_league(store)
    obs.count("LeagueEpisodes", outcome["episodes"])
    obs.count("LeagueNewEpisodes", outcome["new"])
    obs.logger.info("league published", extra=outcome)
    return outcome
