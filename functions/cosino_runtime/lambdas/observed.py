"""What every handler does around its work, written once: logs, metrics, traces, and SQS batches.

Each handler module stays thin, as in the Powertools examples: it names its service, and
decorates one plain function that takes the parsed message and returns the outcome.
``sqs_fifo_handler`` does the rest: parse each record, drop a malformed one (a malformed
message never becomes valid, so it is logged and acknowledged, not retried), and report
partial batch failures so a failed record fails only the later records of its own episode.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable

from aws_lambda_powertools import Logger, Metrics, Tracer
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.batch import SqsFifoPartialProcessor, process_partial_response
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord
from aws_lambda_powertools.utilities.parser import ValidationError, parse

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


def sqs_fifo_handler(
    obs: Observed, model: Any, malformed: Any, before: Callable[[Any], None] | None = None
) -> Callable[[Callable[[Any], Any]], Handler]:
    """Turn ``fn(body) -> outcome`` into the handler of an SQS FIFO batch of ``model`` records.

    ``malformed`` is the outcome recorded for a record that does not parse; ``before(context)``
    runs once per batch before any record.
    """

    def wrap(fn: Callable[[Any], Any]) -> Handler:
        @obs.tracer.capture_method
        def record_handler(record: SQSRecord) -> Any:
            try:
                message = parse(event=record.raw_event, model=model)
            except ValidationError as exc:
                extra = {"messageId": record.message_id, "error": str(exc)[:300]}
                obs.logger.warning(f"malformed {obs.name} message dropped", extra=extra)
                obs.count("DroppedMessages")
                return malformed
            return fn(message.body)

        @lambda_handler(obs)
        def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
            obs.count("Messages", len(event.get("Records", [])))
            if before is not None:
                before(context)
            return process_partial_response(
                event=event,
                record_handler=record_handler,
                processor=SqsFifoPartialProcessor(skip_group_on_error=True),
                context=context,
            )

        return handler

    return wrap
