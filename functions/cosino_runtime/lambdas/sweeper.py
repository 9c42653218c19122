"""Lambda ``sweeper`` (EventBridge schedule): re-drive quiet episodes, fire the deadline guard.

``STALE_SECONDS`` (default 120, at least 30): a running episode with no commit for that long gets its
step message sent again. ``DEADLINE_SECONDS`` (default 3600, at least 60): an episode older than that
is abandoned. The least values are the template's MinValue.
A run starts no abandon the invocation's remaining time cannot cover (``pipeline.on_sweep``): those
are counted as deferred and the next run starts with them.
"""

from __future__ import annotations

from typing import Any

from cosino_runtime.engine import flow as pipeline
from cosino_runtime.lambdas.environment import runtime
from cosino_runtime.lambdas.observed import lambda_handler, observed
from cosino_runtime.store.base import now_ms

obs = observed("sweeper")


@lambda_handler(obs)
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    # here: the module loads no seat part
    from cosino_runtime.seats.deadline import env_deadline_seconds, env_stale_seconds, remaining_seconds

    # The settings first: a bad one is named before anything reaches AWS.
    stale, deadline = env_stale_seconds() * 1000, env_deadline_seconds() * 1000
    rt = runtime()
    # A run stops starting abandons it cannot finish; the next goes on.
    counts = pipeline.on_sweep(rt.store, rt.queue, now_ms(), stale, deadline, lambda: remaining_seconds(context))
    for name, value in counts.items():
        obs.count(f"Sweep{name.capitalize()}", value)
    obs.logger.info("sweep", extra=counts)
    return counts
