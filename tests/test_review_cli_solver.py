"""``--solver S.json`` (advise, review, session import): the artifact is a file from outside.

Before: a confidence row with ``"visits": "x"`` or ``"flags": 5`` reached the solver gate and ended
in a TypeError traceback; a config fraction written ``"1e999999999"`` made the loader expand a
billion digits (the command hung); a FIFO was waited on; a misspelt path printed a full report
with exit 0. Now the whole artifact is checked when it is loaded, and a file that can answer no
spot is one line naming the file (and the key), exit 2.
"""

from __future__ import annotations

import json
import os

import pytest

from cosino.advisor.abstraction import AbstractionConfig, HoldemAbstractGame
from cosino.advisor.mccfr import train_seeds
from cosino.advisor.strategy import LookupMiss, SolverStrategyProvider, load_strategy, write_artifact

PREFLOP = {
    "hero": 0,
    "dealer": 0,
    "hero_cards": "AsAd",
    "board": "",
    "pot": 3,
    "big_blind": 2,
    "small_blind": 1,
    "actor": 0,
    "seats": [{"stack": 199, "committed": 1}, {"stack": 198, "committed": 2}],
    "history": [],
}
FAST = ("--rollouts", "20", "--equity", "20", "--subgame", "off")


@pytest.fixture(scope="module")
def artifact(tmp_path_factory):
    path = tmp_path_factory.mktemp("solver") / "s.json"
    write_artifact(path, AbstractionConfig(), train_seeds(HoldemAbstractGame(AbstractionConfig()), 2, ["0"], 1))
    return json.loads(path.read_text())


def _edited(tmp_path, artifact, change):
    data = json.loads(json.dumps(artifact))
    change(data)
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data))
    return str(path)


def _first(section):
    return lambda data: next(iter(data[section].values()))


ROWS = [
    ("confidence", "visits", "x"),  # TypeError in the gate: '<=' between str and int
    ("confidence", "visits", True),
    ("confidence", "flags", 5),  # TypeError in the gate: 'int' object is not iterable
    ("confidence", "movement", "0.5"),
    ("confidence", "seed_disagreement", [1]),
    ("strategy", "c", "x"),
    ("strategy", "9", 1.0),  # no such bet size in this config
]


@pytest.mark.parametrize("section, field, value", ROWS)
def test_a_malformed_row_is_refused_when_loaded(tmp_path, artifact, section, field, value):
    def change(data):
        for row in data[section].values():  # every row, so whichever key the spot maps to is bad
            row[field] = value

    miss = load_strategy(_edited(tmp_path, artifact, change))
    assert isinstance(miss, LookupMiss) and miss.code == "INCOMPATIBLE_CHECKPOINT", miss


@pytest.mark.parametrize("section, field, value", ROWS[:3])
def test_the_command_names_the_file_and_key(cosino_cli, tmp_path, artifact, section, field, value):
    def change(data):
        for row in data[section].values():
            row[field] = value

    path = _edited(tmp_path, artifact, change)
    state = tmp_path / "state.json"
    state.write_text(json.dumps(PREFLOP))
    code, out, err = cosino_cli("advise", str(state), *FAST, "--solver", path)
    assert code == 2 and out == "" and "Traceback" not in err and err.count("\n") == 1, err
    assert path in err and "key '" in err and "INCOMPATIBLE_CHECKPOINT" in err, err


@pytest.mark.parametrize(
    "field, value",
    [
        ("bet_fractions", ["1e999999999"]),  # Fraction() of it expanded a billion digits: a hang
        ("bet_fractions", ["1/1", 5]),
        ("bet_fractions", []),
        ("preflop_buckets", 0),
        ("stack", 10**30),
        ("small_blind", 1.5),
        ("max_raises", True),
    ],
)
def test_a_config_out_of_bounds_is_refused_without_reading_it_as_a_number(tmp_path, artifact, field, value):
    path = _edited(tmp_path, artifact, lambda data: data["config"].__setitem__(field, value))
    miss = load_strategy(path)
    assert isinstance(miss, LookupMiss) and miss.code == "INCOMPATIBLE_CHECKPOINT", miss
    assert "config" in miss.message, miss


def test_a_fifo_is_refused_not_waited_on(tmp_path):
    fifo = tmp_path / "s.json"
    os.mkfifo(fifo)
    miss = load_strategy(fifo)
    assert isinstance(miss, LookupMiss) and "not a regular file" in miss.message, miss


@pytest.mark.parametrize("kind", ["missing", "folder", "foreign"])
def test_a_file_that_answers_no_spot_is_refused_by_the_command(cosino_cli, tmp_path, kind):
    path = tmp_path / "s.json"
    if kind == "folder":
        path.mkdir()
    elif kind == "foreign":
        path.write_text('{"format": "something-else"}')
    state = tmp_path / "state.json"
    state.write_text(json.dumps(PREFLOP))
    code, out, err = cosino_cli("advise", str(state), *FAST, "--solver", str(path))
    assert code == 2 and out == "" and err.count("\n") == 1 and "--solver" in err and str(path) in err, (code, err)


def test_a_sound_artifact_still_loads_and_is_consulted(cosino_cli, tmp_path, artifact):
    path = _edited(tmp_path, artifact, lambda data: None)
    assert isinstance(load_strategy(path), SolverStrategyProvider)
    state = tmp_path / "state.json"
    state.write_text(json.dumps(PREFLOP))
    code, out, err = cosino_cli("advise", str(state), *FAST, "--solver", path)
    assert code == 0 and "cascade: solver: rejected (INCOMPATIBLE_CHECKPOINT)" not in out, err
