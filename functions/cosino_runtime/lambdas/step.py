"""Lambda ``step``: one SQS FIFO record = one decision of one episode (``pipeline.on_step``)."""

from __future__ import annotations

from typing import Any

from aws_lambda_powertools import Logger, Metrics, Tracer
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.batch import SqsFifoPartialProcessor, process_partial_response
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord
from aws_lambda_powertools.utilities.parser import ValidationError, parse

from cosino_runtime.engine import flow as pipeline
from cosino_runtime.engine.messages import StepRecord
from cosino_runtime.lambdas.environment import runtime

logger = Logger(service="cosino-step")
metrics = Metrics(namespace="Cosino", service="step")
tracer = Tracer(service="cosino-step")


@tracer.capture_method
def record_handler(record: SQSRecord) -> str:
    try:
        message = parse(event=record.raw_event, model=StepRecord)
    except ValidationError as exc:
        # A malformed message never becomes valid: log it and let it go (no retry storm).
        logger.warning(
            "malformed step message dropped", extra={"messageId": record.message_id, "error": str(exc)[:300]}
        )
        metrics.add_metric(name="DroppedMessages", unit=MetricUnit.Count, value=1)
        return "malformed"
    body = message.body
    rt = runtime()
    result = pipeline.on_step(rt.store, rt.queue, body.episode, body.version)
    logger.info("step", extra={"episode": body.episode, "version": body.version, "result": result})
    metrics.add_metric(name="Decisions" if result == "applied" else "StepsSkipped", unit=MetricUnit.Count, value=1)
    return result


@logger.inject_lambda_context
@metrics.log_metrics
@tracer.capture_lambda_handler
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    metrics.add_metric(name="Messages", unit=MetricUnit.Count, value=len(event.get("Records", [])))
    # FIFO: a failed record fails only the later records of its own episode (message group), which
    # keeps that episode's order; other episodes' records in the batch still run.
    return process_partial_response(
        event=event,
        record_handler=record_handler,
        processor=SqsFifoPartialProcessor(skip_group_on_error=True),
        context=context,
    )
