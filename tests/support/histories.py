"""Episodes stepped to chosen histories, and their logs as the API polls them (commit marks, restores, store cost)."""

from __future__ import annotations

from typing import Any

from cosino.arena.public import live_records
from cosino.primitives.canonical import dump_bytes
from cosino_runtime.engine import steps as stepper


class Picker:
    """A seat that takes the legal option at ``index``: two pickers make two histories from one deal."""

    def __init__(self, index: int) -> None:
        self.index = index

    def act(self, observation: dict[str, Any]) -> dict[str, Any]:
        legal = observation["legal"]
        return {"action": legal[min(self.index, len(legal) - 1)]["action"]}


def step_picked(store: Any, episode: str, version: int, index: int) -> None:
    """Apply the decision after ``version`` with a :class:`Picker` of ``index`` in every seat."""
    outcome = stepper.step(store, episode, version, lambda *_: Picker(index), lambda _: False)
    assert outcome.status == "applied", outcome


def poll_events(api: Any, episode: str) -> bytes:
    """The body of one anonymous ``events`` poll."""
    reply = api.handle("GET", f"/api/episodes/{episode}/events", None, False)
    assert reply.status == 200
    return reply.body


def whole_view(store: Any, episode: str) -> bytes:
    """The public log read whole from the store, as a fresh process would answer the poll."""
    return dump_bytes({"episode": episode, "events": live_records(store.events(episode)), "view": "public"})
