"""The PHH export of a chip-race hand whose big blind was posted short by a small stack.

A seat left with one chip posts a one-chip big blind, but the table's stakes are still 1/2: the
minimum raise, and PHH's ``blinds_or_straddles`` and ``min_bet``, are the table's. PokerKit, fed
the exported hand, must offer the same minimum raise as the engine did.
"""

from __future__ import annotations

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.formats.phh import export_episode, loads, replay

pokerkit = pytest.importorskip("pokerkit")

SEED = 0  # sixmax: position 3 shoves 199 of its 200 chips in hand 0, loses and keeps one


def _short_big_blind_episode() -> tuple[Episode, dict]:
    ep = Episode(EpisodeConfig("sixmax", tuple("abcdef"), 2, SEED))
    short = ep.slots_by_pos[3]
    ep.decide({"action": "raise", "amount": 199})  # position 3
    ep.decide({"action": "call"})  # position 4
    for _ in range(4):  # positions 5, 0 (the button), 1 and 2 (the blinds)
        ep.decide({"action": "fold"})
    while ep.hand_index == 0:
        ep.decide({"action": "check"})
    assert ep.stacks[short] == 1
    blinds = [r for r in ep.records if r["type"] == "blind" and r["hand"] == 1]
    assert [(b["pos"], b["amount"]) for b in blinds] == [(2, 1), (3, 1)]  # position 3 is all-in for 1
    slot, obs = ep.pending()
    assert obs["decision"]["minRaiseTo"] == 3  # our rule, and PokerKit's: the level 1 plus a full big blind
    ep.decide({"action": "raise", "amount": 3})
    while not ep.finished:
        ep.decide({"action": "fold"})
    return ep, obs


def test_a_short_big_blind_keeps_the_tables_stakes_in_the_phh_export():
    ep, obs = _short_big_blind_episode()
    text = export_episode(ep.records)
    second = text.split("[2]\n")[1]
    assert "blinds_or_straddles = [1, 2, 0, 0, 0, 0]" in second
    assert "min_bet = 2" in second
    # PokerKit builds the same table from the file: the blinds trimmed to the stack, our minimum raise.
    state = next(s for s in pokerkit.HandHistory.loads(second) if s.actor_index is not None)
    assert list(state.bets)[:2] == [1, 1]
    assert state.min_completion_betting_or_raising_to_amount == obs["decision"]["minRaiseTo"]
    # And the file still replays to the recorded chips, through our reader and through PokerKit.
    for hand in loads(text):
        assert replay(hand).stack_mismatch() is None
    *_, last = pokerkit.HandHistory.loads(second)
    assert list(last.stacks) == replay(loads(text)[1]).finishing_stacks
