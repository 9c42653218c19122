"""Mutation review 32c: the Hold'em advisor's input side. The defects found on the way, each with the
test that failed before its fix (``# defect:``); the mutants' tests follow."""

from __future__ import annotations

import copy
import json

import pytest

from cosino.advisor.state import StateError, state_from_dict, validate

# Heads-up preflop: the hero (big blind) has checked behind a limp; 200-chip stacks, blinds 1/2.
STATE = {
    "hero": 0,
    "dealer": 1,
    "hero_cards": "AsKd",
    "board": "",
    "pot": 4,
    "big_blind": 2,
    "small_blind": 1,
    "actor": 0,
    "starting_stacks": [200, 200],
    "seats": [{"stack": 198, "committed": 2}, {"stack": 198, "committed": 2}],
}
FAST = ("--rollouts", "0", "--equity", "10", "--subgame", "off")


def with_(**changes) -> dict:
    """STATE with some top-level keys replaced (None: the key removed)."""
    data = copy.deepcopy(STATE)
    for key, value in changes.items():
        if value is None:
            data.pop(key, None)
        else:
            data[key] = value
    return data


def seats(*pairs, **extra) -> list[dict]:
    """Seats from (stack, committed) pairs; ``extra`` merged into the first seat (the hero)."""
    out = [{"stack": s, "committed": c} for s, c in pairs]
    out[0].update(extra)
    return out


def refused(data, *needles: str) -> str:
    with pytest.raises(StateError) as caught:
        state_from_dict(data)
    message = str(caught.value)
    assert "\n" not in message, message
    for needle in needles:
        assert needle in message, (needle, message)
    return message


def codes(data) -> list[str]:
    return [i.code for i in validate(state_from_dict(data)) if i.severity == "error"]


def one_line_error(code: int, out: str, err: str, *needles: str) -> None:
    assert code == 2 and out == "", (code, out, err)
    assert "Traceback" not in err and err.count("\n") == 1 and err.startswith("cosino: "), err
    for needle in needles:
        assert needle in err, (needle, err)


# defect: the pot matched the stacks in sum while one seat's stack fell by less than its bet on this
# street (the committed amounts swapped, or a seat that gained chips): the state was advised, not refused
@pytest.mark.parametrize(
    "table, starting",
    [([(199, 2), (197, 1)], [200, 200]), ([(101, 2), (289, 2)], [100, 300]), ([(198, 2), (199, 1)], [200, 200])],
)
def test_each_seat_must_have_put_in_at_least_its_bet(table, starting):
    pot = sum(start - stack for start, (stack, _) in zip(starting, table))
    data = with_(pot=pot, seats=seats(*table), starting_stacks=starting)
    # counted by hand: a seat's chips gone in are its start less its stack, and hold at least its bet
    short = [start - stack < bet for start, (stack, bet) in zip(starting, table)]
    assert codes(data) == (["pot_mismatch"] if any(short) else [])


def advise(cosino_cli, tmp_path, data, *options: str, name: str = "state.json"):
    path = tmp_path / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path, cosino_cli("advise", str(path), *options)


# defect: a claimed street of a megabyte was quoted whole in the refusal (1 MB of report); the reader clips
# every value it quotes, as the refusal now does
def test_a_huge_claimed_street_is_quoted_clipped(cosino_cli, tmp_path):
    long = "x" * 100_000
    issues = validate(state_from_dict(with_(street=long)))
    assert [i.code for i in issues] == ["board_street"] and len(issues[0].message) < 200, issues[0].message[:300]
    path, (code, out, err) = advise(cosino_cli, tmp_path, with_(street=long), *FAST)
    assert code == 0 and "board_street" in out and len(out) < 2000, (code, len(out), err)
