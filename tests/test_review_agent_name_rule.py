"""One rule for an agent (seat) name, in the core: a string of 1 to AGENT_NAME_LIMIT printable characters.

Before, only the runtime's seat check held it: an edited replay whose header named an agent "house\\u202e",
"a\\u2028b", "\\x1b[31mred", "" or a 100,000-character name verified with exit 0 (``OK <digest>``), and
the name reached the verify and league output, the results and the viewer. Now the core's
``config_problem`` refuses it, so Episode, the replay reader, ``cosino verify``, the league readers
and Pyodide refuse the same names the runtime's ``check_seat`` refuses, naming the header's field.
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support.cli import one_line

from cosino.arena.episode import (
    AGENT_NAME_LIMIT,
    Episode,
    EpisodeConfig,
    EpisodeError,
    agent_name_problem,
    config_problem,
)
from cosino.arena.replay import ReplayError, read_replay
from cosino.primitives.canonical import dumps, jsonl_bytes
from cosino.primitives.errors import CosinoError
from cosino_runtime.seats.registry import SeatNameError, check_seat
from cosino_runtime.seats.transport import URL_LIMIT

BAD_NAMES = {
    "bidi-override": "house\u202e",
    "line-separator": "a\u2028b",
    "zero-width": "house\u200b",
    "terminal-escape": "\x1b[31mred",
    "empty": "",
    "one-over": "x" * (AGENT_NAME_LIMIT + 1),
    "100k": "x" * 100_000,
}


def _replay(agents: tuple[str, ...] = ("scripted", "scripted")) -> list[dict]:
    episode = Episode(EpisodeConfig("kuhn", agents, hands=2, seed=3))
    while episode.pending() is not None:
        episode.decide({"action": "check"})
    return episode.records


def _edited(tmp_path, agent: str, raw_agent: str | None = None):
    """A played replay whose header names ``agent`` in slot 1 (``raw_agent``: its JSON text as written)."""
    records = _replay()
    records[0]["seats"][1]["agent"] = agent
    data = jsonl_bytes(records)
    if raw_agent is not None:
        data = data.replace(dumps(agent).encode(), raw_agent.encode(), 1)
    path = tmp_path / "edited.replay.jsonl"
    path.write_bytes(data)
    return path


@pytest.mark.parametrize("name", list(BAD_NAMES.values()), ids=list(BAD_NAMES))
def test_verify_refuses_a_header_naming_an_unshowable_agent(tmp_path, cosino_cli, name):
    path = _edited(tmp_path, name)
    code, out, err = cosino_cli("verify", str(path))
    one_line(code, out, err, f"{path}: line 1: field 'seats[1].agent': a seat name")
    assert err.rstrip("\n").isprintable() and len(err) < 300, repr(err[:300])


def test_a_lone_surrogate_never_reaches_the_name_check(tmp_path, cosino_cli):
    # The reader lets no lone surrogate through: escaped, the line is not canonical (raw, not UTF-8).
    path = _edited(tmp_path, "SURROGATE", raw_agent='"\\ud800"')
    code, out, err = cosino_cli("verify", str(path))
    one_line(code, out, err, f"{path}: line 1: not canonical JSON")


def test_the_unedited_replay_still_verifies(tmp_path, cosino_cli):
    path = _edited(tmp_path, "x" * AGENT_NAME_LIMIT)  # the longest name the runtime may seat
    code, out, err = cosino_cli("verify", str(path))
    assert (code, err) == (0, "") and out.startswith("OK: "), (code, out, err)


MORE_BAD = {"lone-surrogate": "\ud800", "tag-character": "\U000e0041", "none": None, "number": 7}


@pytest.mark.parametrize("name", [*BAD_NAMES.values(), *MORE_BAD.values()], ids=[*BAD_NAMES, *MORE_BAD])
def test_config_problem_and_episode_refuse_the_name_naming_its_seat(name):
    config = EpisodeConfig("kuhn", ("house", name), hands=2, seed=1)  # type: ignore[arg-type]
    field, why = config_problem(config)
    assert field == "seats[1].agent" and why == agent_name_problem(name) and why.startswith("a seat name"), why
    with pytest.raises(EpisodeError) as caught:
        Episode(config)
    assert str(caught.value) == f"field 'seats[1].agent': {why}"
    assert str(caught.value).isprintable() and len(str(caught.value)) < 200


def test_the_reader_refuses_the_name_as_the_config_does():
    records = _replay()
    records[0]["seats"][0]["agent"] = "house\u2066"
    with pytest.raises(ReplayError, match=r"^edited: line 1: field 'seats\[0\]\.agent': .*\(U\+2066\)$"):
        read_replay(jsonl_bytes(records), "edited")
    records[0]["seats"][0]["agent"] = ["house"]
    with pytest.raises(ReplayError, match=r"^edited: line 1: field 'seats\[0\]\.agent': .*non-empty string$"):
        read_replay(jsonl_bytes(records), "edited")


def test_the_longest_remote_url_is_a_legal_name():
    # The bound is the runtime's: the longest URL a remote seat may have fits in one name.
    name = "remote:https://agent.example/" + "a" * (URL_LIMIT - len("https://agent.example/"))
    assert len(name) == len("remote:") + URL_LIMIT <= AGENT_NAME_LIMIT
    assert agent_name_problem(name) is None


KINDS = st.sampled_from(["", "house", "random", "fake:", "remote:https://agent.example/", "advisor:", "nobody:"])
LONG = st.builds(lambda c, n: c * n, st.characters(), st.integers(AGENT_NAME_LIMIT - 8, AGENT_NAME_LIMIT + 8))
NAMES = st.one_of(st.builds(lambda k, t: k + t, KINDS, st.text(max_size=12)), LONG, st.text())


@settings(max_examples=300, deadline=None)
@given(NAMES)
def test_the_registry_refuses_by_the_core_rule_exactly(name):
    problem = agent_name_problem(name)
    try:
        check_seat(name, "kuhn")
        refused = None
    except SeatNameError as exc:
        refused = str(exc)
    assert (refused == problem) if problem is not None else (refused is None or "a seat name" not in refused)


def _league_table(agent: str) -> dict:
    bt = {"rating": 0, "lo": -1, "hi": 1}
    row = {"agent": agent, "rank": 1, "episodes": 2, "elo": 1500, "meanScore": 0, "swapWithNext": None, "bt": bt}
    return {"table": [row]}


@pytest.mark.parametrize("name", ["", "house\u202e", "x" * 257], ids=["empty", "bidi", "wider-than-a-row"])
def test_the_league_table_printer_refuses_what_the_rule_refuses(tmp_path, name):
    # Before: an empty agent passed the printer's own check and printed a nameless row.
    from cosino_runtime.commands.league import _checked_table

    _checked_table(_league_table("house"), tmp_path / "league.json")
    with pytest.raises(CosinoError, match=r"table\[0\]: field 'agent'"):
        _checked_table(_league_table(name), tmp_path / "league.json")


PYODIDE_SCRIPT = """
import os
from cosino.arena.replay import ReplayError, verify
for name in sorted(os.listdir(FOLDER)):
    try:
        print(ascii(verify(open(FOLDER + "/" + name, "rb").read(), name=name).message))
    except ReplayError as exc:
        print(ascii(str(exc)))
"""


def test_pyodide_refuses_the_same_names_as_cpython(tmp_path):
    import subprocess
    import sys

    from test_pyodide_identity import ROOT, build_core_wheel, core_fingerprint

    from cosino_devtools.bench.audit import run_in_pyodide

    folder = tmp_path / "replays"
    folder.mkdir()
    for label, name in BAD_NAMES.items():
        records = _replay()
        records[0]["seats"][0]["agent"] = name
        (folder / f"{label}.jsonl").write_bytes(jsonl_bytes(records))
    wheel = build_core_wheel(tmp_path / "wheel" / core_fingerprint())
    files = {p: f"/replays/{p.name}" for p in sorted(folder.iterdir())}
    there = run_in_pyodide(wheel, files, PYODIDE_SCRIPT.replace("FOLDER", "'/replays'"))
    here = subprocess.run(
        [sys.executable, "-c", PYODIDE_SCRIPT.replace("FOLDER", repr(str(folder)))],
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    assert there.returncode == 0 and here.returncode == 0, there.stderr[-2000:] + here.stderr[-2000:]
    assert there.stdout == here.stdout  # names are the files' own (verify is given the bare name)
    assert there.stdout.count("line 1: field 'seats[0].agent': a seat name") == len(BAD_NAMES), there.stdout
