"""A hand history cannot make the advisor spend minutes on one hand.

``cosino review`` and ``cosino session import`` turn every decision of a PHH or replay file into
a table state holding the hand's history so far, so a hand costs the square of its actions. A PHH
file sets its own stacks, so one hand may hold 10,000 raises (the PHH reader's array limit): 2,000
took 2.9 s, 4,000 about 12 s. A table state read from JSON already holds at most MAX_HISTORY
actions; a hand read from a file is now refused past the same bound, before any state is built.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from support.cpu import assert_within_cpu

from cosino.advisor.pipeline import all_actions, observe_hand_history
from cosino.advisor.state import MAX_HISTORY, StateError


def _raises(count: int) -> str:
    actions = ["d dh p1 AsAd", "d dh p2 7c2h"]
    for k in range(count):
        actions.append(f"p{2 - k % 2} cbr {4 + 2 * k}")
    actions.append(f"p{2 - count % 2} f")
    return (
        "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\n"
        f"starting_stacks = [10000000, 10000000]\nactions = {actions!r}\n"
    )


@pytest.mark.parametrize("read", [lambda p: observe_hand_history(p, None), all_actions])
def test_a_hand_of_thousands_of_raises_is_refused_at_once(tmp_path: Path, read):
    path = tmp_path / "long.phh"
    path.write_text(_raises(4000))

    def work():
        with pytest.raises(StateError, match=f"4001 actions; a hand's history holds at most {MAX_HISTORY}"):
            read(path)

    assert_within_cpu(work, 2.0, "reading one hand of 4,001 actions")  # quadratic: about 12 s


def test_a_long_hand_within_the_bound_is_still_read(tmp_path: Path):
    path = tmp_path / "ok.phh"
    path.write_text(_raises(199))
    observations = observe_hand_history(path, None)
    assert len(observations) == 200
    assert len(observations[-1].state.history) == 199
