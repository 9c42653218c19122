"""The SQS FIFO consumers' handler, written once: parse each record, call a plain function.

A malformed message never becomes valid, so it is logged, counted and acknowledged, not
retried. A record the batch utility cannot even name (not an object, no message id, attributes
that are not an object) is dropped the same way before the batch runs, so it cannot fail the
records around it; partial batch failures are reported so a failed record fails only the later records
of its own episode (message group), which keeps that episode's order.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Callable

from cosino_runtime.lambdas.observed import Handler, Observed, lambda_handler
from cosino_runtime.seats.deadline import remaining_seconds, step_ends_in

if TYPE_CHECKING:
    from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord


def _resolve(model: Any) -> Any:
    """A parser model, or ``"module:Class"`` naming one (imported on the first batch: pydantic and
    the batch utilities cost about 150 ms of imports that a cold start need not pay up front)."""
    if isinstance(model, str):
        module, _, name = model.partition(":")
        return getattr(importlib.import_module(module), name)
    return model


def usable_records(event: Any) -> tuple[list[dict[str, Any]], int]:
    """The records of ``event`` that can be processed and reported, and how many were not."""
    records = event.get("Records") if isinstance(event, dict) else None
    if not isinstance(records, list):
        return [], 1
    usable = [
        r
        for r in records
        if isinstance(r, dict)
        and isinstance(r.get("messageId"), str)
        and r["messageId"]
        and isinstance(r.get("attributes", {}), dict)
    ]
    return usable, len(records) - len(usable)


def sqs_fifo_handler(
    obs: Observed, model: Any, malformed: Any, before: Callable[[Any], None] | None = None
) -> Callable[[Callable[[Any], Any]], Handler]:
    """Turn ``fn(body) -> outcome`` into the handler of an SQS FIFO batch of ``model`` records.

    ``model`` is the parser model or ``"module:Class"`` naming it. ``malformed`` is the outcome
    recorded for a record that does not parse; ``before(context)`` runs once per batch before any
    record.
    """

    def wrap(fn: Callable[[Any], Any]) -> Handler:
        @obs.tracer.capture_method
        def record_handler(record: SQSRecord) -> Any:
            from aws_lambda_powertools.utilities.parser import ValidationError, parse

            try:
                message = parse(event=record.raw_event, model=_resolve(model))
            except ValidationError as exc:
                extra = {"messageId": record.message_id, "error": str(exc)[:300]}
                obs.logger.warning(f"malformed {obs.name} message dropped", extra=extra)
                obs.count("DroppedMessages")
                return malformed
            return fn(message.body)

        @lambda_handler(obs)
        def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
            from aws_lambda_powertools.utilities.batch import SqsFifoPartialProcessor, process_partial_response

            records, unusable = usable_records(event)
            obs.count("Messages", len(records) + unusable)
            if unusable:
                obs.logger.warning(f"{unusable} unusable {obs.name} record(s) dropped")
                obs.count("DroppedMessages", unusable)
            if not records:  # nothing to process (the batch utility refuses an empty batch)
                return {"batchItemFailures": []}
            if before is not None:
                before(context)
            # A seat answers within what the invocation has left, so its fallback is committed in time.
            with step_ends_in(remaining_seconds(context)):
                return process_partial_response(
                    event={**event, "Records": records},
                    record_handler=record_handler,
                    processor=SqsFifoPartialProcessor(skip_group_on_error=True),
                    context=context,
                )

        return handler

    return wrap
