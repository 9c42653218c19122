"""Lambda ``step``: one SQS FIFO record = one decision of one episode (``pipeline.on_step``)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import cosino_runtime.engine.steps  # noqa: F401  every message runs the engine: loaded at init, not on the first one
from cosino_runtime.engine import flow as pipeline
from cosino_runtime.engine import limits
from cosino_runtime.lambdas.environment import load_model_keys, runtime
from cosino_runtime.lambdas.observed import observed
from cosino_runtime.lambdas.sqs_batch import sqs_fifo_handler
from cosino_runtime.seats.deadline import env_deadline_seconds, guarded_by
from cosino_runtime.seats.registry import build_seat

if TYPE_CHECKING:
    from cosino_runtime.engine.messages import StepBody

obs = observed("step")


@sqs_fifo_handler(obs, "cosino_runtime.engine.messages:StepRecord", malformed="malformed")
def handler(body: StepBody) -> str:
    rt = runtime()
    load_model_keys()  # once per container: model seats read their keys from the environment
    # The episode cap; the head it read (a first step's, under a cap) is the step's too.
    # It reads that head twice, around the slot's hold: the sweeper may end the episode in between.
    head = limits.start_episode(rt.store, body.episode, body.version, limits.episode_cap())
    rates = limits.agent_rates()  # per-agent buckets in the table, shared by every step function
    seats = limits.shared_factory(rt.store, rates, build_seat) if rates else build_seat
    with guarded_by(env_deadline_seconds()):  # the sweeper's guard: clocks the outside seats
        known = {} if head is None else {"head": head}  # only a first step under a cap has one
        result = pipeline.on_step(rt.store, rt.queue, body.episode, body.version, seats, **known)
    obs.logger.info("step", extra={"episode": body.episode, "version": body.version, "result": result})
    obs.count("Decisions" if result == "applied" else "StepsSkipped")
    return result
