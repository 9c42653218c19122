"""``cosino advise STATE.json``: a key the state reader does not know is refused in one line naming
it (exit 2). Before, a misspelt key fell back to its default without a word, and the report was
advice for another table (``comitted`` read as no bet: "to call 0")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

EXAMPLE = json.loads((Path(__file__).resolve().parent.parent / "examples" / "STATE.json").read_text())
FAST = ("--rollouts", "20", "--equity", "20", "--subgame", "off")


def _state(where: str, typo: str) -> dict:
    data = json.loads(json.dumps(EXAMPLE))
    target = data if where == "top" else data["seats"][1] if where == "seat" else data["history"][3]
    key = next(k for k in ("big_blind", "committed", "amount") if k in target)
    target[typo] = target.pop(key)
    return data


@pytest.mark.parametrize(
    "where, typo, name",
    [
        ("top", "bigblind", "'bigblind'"),  # the big blind silently became 2
        ("seat", "comitted", "'seats[1].comitted'"),  # the villain's bet of 8 silently became 0
        ("history", "amout", "'history[3].amout'"),
    ],
)
def test_a_misspelt_key_is_refused_not_defaulted(cosino_cli, tmp_path, where, typo, name):
    path = tmp_path / "state.json"
    path.write_text(json.dumps(_state(where, typo)))
    code, out, err = cosino_cli("advise", str(path), *FAST)
    assert code == 2 and out == "", (code, out, err)
    assert err.count("\n") == 1 and "Traceback" not in err, err
    assert str(path) in err and name in err and "unknown key" in err, err


def test_every_key_the_state_writes_is_read_back(cosino_cli, tmp_path):
    from cosino.advisor.state import state_from_dict

    state = state_from_dict(EXAMPLE)
    again = state_from_dict({**state.to_dict(), "street": "flop"})  # to_dict's keys plus the optional street
    assert again.to_dict() == state.to_dict()


def test_a_decimal_where_chips_go_is_quoted_as_written(cosino_cli, tmp_path):
    path = tmp_path / "state.json"
    path.write_text(json.dumps(EXAMPLE).replace('"pot": 20', '"pot": 20.5'))
    code, out, err = cosino_cli("advise", str(path), *FAST)
    assert code == 2 and "field 'pot'" in err and "got 20.5" in err and "Fraction" not in err, err
