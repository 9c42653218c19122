"""The registry of diagnostics: when each applies, how it is computed, which tail events it writes.

A diagnostic reads a finished episode's records and adds entries to its results beside the
scores (it never changes them). A variant names the diagnostics that apply to it in
``GameType.diagnostics``; an entry here adds the seat count it needs, the function that computes
its results entries from ``(variant name, records without the tail, slots)``, and optionally the
function that turns those entries into ``audit`` records for the log's tail. Those with a tail
are computed at the episode's end (the tail is part of the replay); the episode hands what it
computed to scoring, so nothing is computed twice.

Adding a diagnostic: write its module, then add one :class:`Diagnostic` line to ``DIAGNOSTICS``
and its name to the variants' ``GameType.diagnostics``.

>>> from cosino.games.registry import game_type
>>> [d.name for d in applicable(game_type("holdem-6max"), 6)], [d.name for d in applicable(game_type("kuhn"), 2)]
(['collusion', 'luck'], ['exploitability'])
>>> [d.name for d in applicable(game_type("euchre"), 4)]
[]
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from cosino.games.protocol import GameType

Entries = dict[str, Any]


@dataclass(frozen=True)
class Diagnostic:
    """One diagnostic: its name, the seats it needs, and where its functions live (imported on use)."""

    name: str  # as listed in GameType.diagnostics
    module: str  # the module that computes it; imported only when an episode needs it
    compute: str  # module function (variant name, records, slots) -> results entries
    tail: str | None = None  # module function (results entries) -> the log's tail records
    min_slots: int = 2

    def applies(self, game: GameType, num_slots: int) -> bool:
        return self.name in game.diagnostics and num_slots >= self.min_slots

    def _function(self, attribute: str) -> Any:
        # Looked up at each call, so the module loads late and a test may substitute its functions.
        return getattr(importlib.import_module(self.module), attribute)

    def entries(self, variant_name: str, records: Sequence[dict[str, Any]], num_slots: int) -> Entries:
        return self._function(self.compute)(variant_name, records, num_slots)

    def tail_events(self, entries: Entries) -> list[dict[str, Any]]:
        return self._function(self.tail)(entries) if self.tail else []


DIAGNOSTICS: tuple[Diagnostic, ...] = (
    Diagnostic("exploitability", "cosino.diagnostics.exploitability", "seat_exploitability"),
    Diagnostic("softplay", "cosino.diagnostics.softplay", "softplay_results"),
    Diagnostic("collusion", "cosino.diagnostics.collusion", "collusion_results", "collusion_tail", min_slots=3),
    Diagnostic("luck", "cosino.diagnostics.luck", "luck_results"),
)


def writes_tail(game: GameType, num_slots: int) -> bool:
    """Whether an episode of this table computes diagnostics as it ends (see :func:`at_end`).

    >>> from cosino.games.registry import get_variant
    >>> writes_tail(get_variant("holdem-6max").game_type, 6), writes_tail(get_variant("holdem-hu").game_type, 2)
    (True, False)
    """
    return any(d.tail for d in applicable(game, num_slots))


def applicable(game: GameType, num_slots: int) -> list[Diagnostic]:
    """The diagnostics that apply to a table of ``num_slots`` playing ``game``, in registry order."""
    return [d for d in DIAGNOSTICS if d.applies(game, num_slots)]


def at_end(game: GameType, variant_name: str, records: Sequence[dict[str, Any]], num_slots: int) -> dict[str, Entries]:
    """The diagnostics that write tail records, computed at the episode's end: name -> entries."""
    return {d.name: d.entries(variant_name, records, num_slots) for d in applicable(game, num_slots) if d.tail}


def tail_events(computed: Mapping[str, Entries]) -> list[dict[str, Any]]:
    """The tail records of what :func:`at_end` computed, in registry order."""
    return [event for d in DIAGNOSTICS if d.name in computed for event in d.tail_events(computed[d.name])]


def results_entries(
    game: GameType,
    variant_name: str,
    records: Sequence[dict[str, Any]],
    num_slots: int,
    computed: Mapping[str, Entries] | None = None,
) -> Entries:
    """Every applicable diagnostic's results entries; those in ``computed`` are taken, not recomputed."""
    out: Entries = {}
    for d in applicable(game, num_slots):
        if computed is not None and d.name in computed:
            out.update(computed[d.name])
        else:
            out.update(d.entries(variant_name, records, num_slots))
    return out
