"""What every handler does around its work, written once: logs, metrics and traces.

Each handler module stays thin, as in the Powertools examples: it names its service, and
decorates one plain function (see also :mod:`cosino_runtime.lambdas.sqs_batch` for the queue
consumers). Only the logger, metrics and tracer load here, so the scheduled and HTTP handlers
do not pay for the batch and parser utilities.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from aws_lambda_powertools import Logger, Metrics, Tracer
from aws_lambda_powertools.metrics import MetricUnit

Handler = Callable[[dict[str, Any], Any], Any]


@dataclass(frozen=True)
class Observed:
    """One function's logger, metrics and tracer (service ``cosino-<name>``, metrics namespace Cosino)."""

    name: str
    logger: Logger
    metrics: Any  # Metrics, or EphemeralMetrics where functions share a process (cosino serve --aws-local)
    tracer: Tracer

    def count(self, name: str, value: int = 1) -> None:
        self.metrics.add_metric(name=name, unit=MetricUnit.Count, value=value)


def observed(name: str, metrics: Any = None) -> Observed:
    return Observed(
        name,
        Logger(service=f"cosino-{name}"),
        metrics if metrics is not None else Metrics(namespace="Cosino", service=name),
        Tracer(service=f"cosino-{name}"),
    )


def lambda_handler(obs: Observed, **context_options: Any) -> Callable[[Handler], Handler]:
    """Logger context, metrics flushed at the end, and a trace segment: the three around every handler."""

    def wrap(fn: Handler) -> Handler:
        return obs.logger.inject_lambda_context(**context_options)(
            obs.metrics.log_metrics(obs.tracer.capture_lambda_handler(fn))
        )

    return wrap
