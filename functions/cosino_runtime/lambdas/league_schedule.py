"""Lambda ``league`` (EventBridge schedule): leaderboard (one table per family), manifest, integrity
report and episode index to S3, brought up to date with the episodes finalised since the last run
(``pipeline.on_league`` and ``league.publish.publish_leaderboard``)."""

from __future__ import annotations

from typing import Any

from cosino_runtime.engine import flow as pipeline
from cosino_runtime.lambdas.environment import runtime
from cosino_runtime.lambdas.observed import lambda_handler, observed

obs = observed("league")
# Kept of the invocation beyond the run's bound: the state's and the files' writes.
RESERVE_SECONDS = 10.0


@lambda_handler(obs)
def handler(event: dict[str, Any], context: Any) -> dict[str, Any]:
    from cosino_runtime.seats.deadline import remaining_seconds  # here: the module loads no seat part

    store = runtime().store
    left = remaining_seconds(context)
    # Bounded by the invocation: a rebuild too large for one run goes on in the next
    # (before, each retry started again from nothing and timed out again).
    outcome = pipeline.on_league(store, None if left is None else max(left - RESERVE_SECONDS, 0.0))
    obs.count("LeagueEpisodes", outcome["episodes"])
    obs.count("LeagueNewEpisodes", outcome["new"])
    obs.count("LeaguePendingEpisodes", outcome.get("pending", 0))
    obs.logger.info("league published", extra=outcome)
    return outcome
