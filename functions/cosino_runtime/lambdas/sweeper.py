"""Lambda ``sweeper`` (EventBridge schedule): re-drive quiet episodes, fire the deadline guard.

``STALE_SECONDS`` (default 120): a running episode with no commit for that long gets its step
message sent again. ``DEADLINE_SECONDS`` (default 3600): an episode older than that is abandoned.
"""

from __future__ import annotations

import os
from typing import Any

from aws_lambda_powertools import Logger, Metrics, Tracer
from aws_lambda_powertools.metrics import MetricUnit

from cosino_runtime.engine import flow as pipeline
from cosino_runtime.lambdas.environment import runtime
from cosino_runtime.store.base import now_ms

logger = Logger(service="cosino-sweeper")
metrics = Metrics(namespace="Cosino", service="sweeper")
tracer = Tracer(service="cosino-sweeper")


def _seconds(name: str, default: int) -> int:
    raw = os.environ.get(name, str(default))
    try:
        value = int(raw)
    except ValueError:
        raise RuntimeError(f"environment variable {name}={raw!r} is not a whole number of seconds") from None
    return value


@logger.inject_lambda_context
@metrics.log_metrics
@tracer.capture_lambda_handler
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    rt = runtime()
    counts = pipeline.on_sweep(
        rt.store, rt.queue, now_ms(), _seconds("STALE_SECONDS", 120) * 1000, _seconds("DEADLINE_SECONDS", 3600) * 1000
    )
    for name, value in counts.items():
        metrics.add_metric(name=f"Sweep{name.capitalize()}", unit=MetricUnit.Count, value=value)
    logger.info("sweep", extra=counts)
    return counts
