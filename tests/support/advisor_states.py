"""Advisor states the tests share: heads-up, before the flop, the hero in the big blind and to act."""

from __future__ import annotations

PREFLOP = {
    "hero": 0,
    "dealer": 1,
    "board": "",
    "pot": 3,
    "big_blind": 2,
    "small_blind": 1,
    "actor": 0,
    "seats": [{"stack": 198, "committed": 2}, {"stack": 199, "committed": 1}],
}
# Options that make `cosino advise` answer in a moment: a small equity sample, no rollouts, no subgame.
CHEAP = ("--equity", "100", "--rollouts", "0", "--subgame", "off")
