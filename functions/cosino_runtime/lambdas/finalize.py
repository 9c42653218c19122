"""Lambda ``finalize``: replay and results to S3 once, league row updated (``pipeline.on_finalize``).

Wrapped in powertools Idempotency keyed by the episode id: a duplicate delivery returns the
stored outcome instead of recomputing results; a failure deletes the record so a retry runs.
Only an episode that has finished goes through the wrapper: a message that comes while the
episode still runs (or before it exists) is dropped without a record, since a stored "running"
would answer the real finalisation, and the sweeper's re-sends, for the record's 24 hours.
The head read to tell which is handed to ``pipeline.on_finalize``, which does not read it again.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING, Any, Callable

# Every message writes a replay and scores it: loaded at init, not on the first message.
import cosino.arena.scoring  # noqa: F401
import cosino_runtime.engine.steps  # noqa: F401
from cosino_runtime.engine import flow as pipeline
from cosino_runtime.lambdas.environment import Runtime, runtime
from cosino_runtime.lambdas.observed import observed
from cosino_runtime.lambdas.sqs_batch import sqs_fifo_handler
from cosino_runtime.store.base import EpisodeHead

if TYPE_CHECKING:
    from aws_lambda_powertools.utilities.idempotency import IdempotencyConfig

    from cosino_runtime.engine.messages import FinalizeBody

obs = observed("finalize")
_ONCE: dict[int, Callable[..., dict[str, Any]]] = {}


@cache
def config() -> IdempotencyConfig:
    """The idempotency settings, built (and the utility imported) on the first batch."""
    from aws_lambda_powertools.utilities.idempotency import IdempotencyConfig

    return IdempotencyConfig(event_key_jmespath="episode", expires_after_seconds=24 * 3600)


def _register_context(context: Any) -> None:
    config().register_lambda_context(context)


def _finalize_once(rt: Runtime) -> Callable[..., dict[str, Any]]:
    """The idempotent wrapper for this runtime's table (records under their own partition key)."""
    fn = _ONCE.get(id(rt))
    if fn is None:
        from aws_lambda_powertools.utilities.idempotency import DynamoDBPersistenceLayer, idempotent_function

        layer = DynamoDBPersistenceLayer(
            table_name=rt.table,
            key_attr="pk",
            sort_key_attr="sk",
            static_pk_value="IDEMPOTENCY#finalize",
            boto3_client=rt.ddb,
        )

        # ``head`` is no part of the idempotency key (the message is): the handler's read, handed on, not read again.
        @idempotent_function(data_keyword_argument="message", config=config(), persistence_store=layer)
        def finalize_once(message: dict[str, Any], head: EpisodeHead | None = None) -> dict[str, Any]:
            return pipeline.on_finalize(rt.store, message["episode"], head)

        fn = _ONCE[id(rt)] = finalize_once
    return fn


@sqs_fifo_handler(
    obs, "cosino_runtime.engine.messages:FinalizeRecord", malformed={"status": "malformed"}, before=_register_context
)
def handler(body: FinalizeBody) -> dict[str, Any]:
    rt = runtime()
    # The one head read of a finalisation: on_finalize takes it rather than reading it again (until 2026-12-07 it
    # did: 2 head reads). A status never moves back to running, and a finished head no longer changes but to final.
    head = pipeline.head_to_finalize(rt.store, body.episode)
    if isinstance(head, dict):
        outcome = head  # an unknown or running episode's message, dropped and logged: nothing is kept
    else:
        outcome = _finalize_once(rt)(message={"episode": body.episode}, head=head)
    obs.logger.info("finalize", extra={"episode": body.episode, **outcome})
    if outcome.get("status") == "final":
        obs.count("EpisodesFinalized")
    return outcome
