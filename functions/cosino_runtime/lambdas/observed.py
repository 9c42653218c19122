"""What every handler does around its work, written once: logs, metrics and traces.

Each handler module stays thin, as in the Powertools examples: it names its service, and
decorates one plain function (see also :mod:`cosino_runtime.lambdas.sqs_batch` for the queue
consumers). Only the logger, metrics and tracer load here, so the scheduled and HTTP handlers
do not pay for the batch and parser utilities. The X-Ray tracer (about 200 ms of imports, botocore
included) loads only when tracing is on, by the same rule powertools uses to disable it: in a
Lambda runtime, not under SAM local or chalice, and POWERTOOLS_TRACE_DISABLED not true (the
template sets it true).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import Any, Callable

from aws_lambda_powertools import Logger, Metrics
from aws_lambda_powertools.metrics import MetricUnit

Handler = Callable[[dict[str, Any], Any], Any]


def tracing_on() -> bool:
    """Whether powertools' Tracer would trace here (it disables itself on the same conditions)."""
    if os.getenv("POWERTOOLS_TRACE_DISABLED", "false").strip().lower() in ("1", "y", "yes", "t", "true", "on"):
        return False
    in_lambda = bool(os.getenv("LAMBDA_TASK_ROOT"))
    return in_lambda and not os.getenv("AWS_SAM_LOCAL") and not os.getenv("AWS_CHALICE_CLI_MODE")


class Untraced:
    """The two Tracer decorators the handlers use, as identities: what a disabled Tracer does."""

    @staticmethod
    def capture_lambda_handler(fn: Any = None, **_: Any) -> Any:
        return fn if fn is not None else (lambda f: f)

    @staticmethod
    def capture_method(fn: Any = None, **_: Any) -> Any:
        return fn if fn is not None else (lambda f: f)


def _tracer(name: str) -> Any:
    if not tracing_on():
        return Untraced()
    from aws_lambda_powertools import Tracer

    return Tracer(service=f"cosino-{name}")


@dataclass(frozen=True)
class Observed:
    """One function's logger, metrics and tracer (service ``cosino-<name>``, metrics namespace Cosino)."""

    name: str
    logger: Logger
    metrics: Any  # Metrics, or EphemeralMetrics where functions share a process (cosino serve --aws-local)
    tracer: Any  # powertools Tracer when tracing is on, else Untraced

    def count(self, name: str, value: int = 1) -> None:
        self.metrics.add_metric(name=name, unit=MetricUnit.Count, value=value)


def observed(name: str, metrics: Any = None) -> Observed:
    return Observed(
        name,
        Logger(service=f"cosino-{name}"),
        metrics if metrics is not None else Metrics(namespace="Cosino", service=name),
        _tracer(name),
    )


def lambda_handler(obs: Observed, **context_options: Any) -> Callable[[Handler], Handler]:
    """Logger context, metrics flushed at the end, and a trace segment: the three around every handler."""

    def wrap(fn: Handler) -> Handler:
        return obs.logger.inject_lambda_context(**context_options)(
            obs.metrics.log_metrics(obs.tracer.capture_lambda_handler(fn))
        )

    return wrap
