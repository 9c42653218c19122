"""Lambda ``finalize``: replay and results to S3 once, league row updated (``pipeline.on_finalize``).

Wrapped in powertools Idempotency keyed by the episode id: a duplicate delivery returns the
stored outcome instead of recomputing results; a failure deletes the record so a retry runs.
"""

from __future__ import annotations

from typing import Any, Callable

from aws_lambda_powertools import Logger, Metrics, Tracer
from aws_lambda_powertools.metrics import MetricUnit
from aws_lambda_powertools.utilities.batch import SqsFifoPartialProcessor, process_partial_response
from aws_lambda_powertools.utilities.data_classes.sqs_event import SQSRecord
from aws_lambda_powertools.utilities.idempotency import (
    DynamoDBPersistenceLayer,
    IdempotencyConfig,
    idempotent_function,
)
from aws_lambda_powertools.utilities.parser import ValidationError, parse

from cosino_runtime.engine import flow as pipeline
from cosino_runtime.engine.messages import FinalizeRecord
from cosino_runtime.lambdas.environment import Runtime, runtime

logger = Logger(service="cosino-finalize")
metrics = Metrics(namespace="Cosino", service="finalize")
tracer = Tracer(service="cosino-finalize")
config = IdempotencyConfig(event_key_jmespath="episode", expires_after_seconds=24 * 3600)
_ONCE: dict[int, Callable[..., dict[str, Any]]] = {}


def _finalize_once(rt: Runtime) -> Callable[..., dict[str, Any]]:
    """The idempotent wrapper for this runtime's table (records under their own partition key)."""
    fn = _ONCE.get(id(rt))
    if fn is None:
        layer = DynamoDBPersistenceLayer(
            table_name=rt.table,
            key_attr="pk",
            sort_key_attr="sk",
            static_pk_value="IDEMPOTENCY#finalize",
            boto3_client=rt.ddb,
        )

        @idempotent_function(data_keyword_argument="message", config=config, persistence_store=layer)
        def finalize_once(message: dict[str, Any]) -> dict[str, Any]:
            return pipeline.on_finalize(rt.store, message["episode"])

        fn = _ONCE[id(rt)] = finalize_once
    return fn


@tracer.capture_method
def record_handler(record: SQSRecord) -> dict[str, Any]:
    try:
        message = parse(event=record.raw_event, model=FinalizeRecord)
    except ValidationError as exc:
        logger.warning(
            "malformed finalize message dropped", extra={"messageId": record.message_id, "error": str(exc)[:300]}
        )
        metrics.add_metric(name="DroppedMessages", unit=MetricUnit.Count, value=1)
        return {"status": "malformed"}
    outcome = _finalize_once(runtime())(message={"episode": message.body.episode})
    logger.info("finalize", extra={"episode": message.body.episode, **outcome})
    if outcome.get("status") == "final":
        metrics.add_metric(name="EpisodesFinalized", unit=MetricUnit.Count, value=1)
    return outcome


@logger.inject_lambda_context
@metrics.log_metrics
@tracer.capture_lambda_handler
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    metrics.add_metric(name="Messages", unit=MetricUnit.Count, value=len(event.get("Records", [])))
    config.register_lambda_context(context)
    return process_partial_response(
        event=event,
        record_handler=record_handler,
        processor=SqsFifoPartialProcessor(skip_group_on_error=True),
        context=context,
    )
