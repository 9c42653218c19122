"""The command line as a new user meets it: how ``cosino review`` counts hands, the paths ``league``
prints, where ``train --out`` may write, and every subcommand that takes a path fed a hostile one."""

from __future__ import annotations

import json
import os
import re

import pytest
from support.replays import two_hand_replay

FAST = ("--rollouts", "10", "--equity", "10", "--subgame", "off")

HEADS_UP = """\
variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 200]
actions = ['d dh p1 AsAd', 'd dh p2 7s2h', 'p2 cc', 'p1 cc', 'd db Kc8d3h', 'p1 cbr 4', 'p2 f']
players = ['Annabel', 'Bartholomew']
"""


@pytest.fixture(scope="module")
def replay(tmp_path_factory):
    return two_hand_replay(tmp_path_factory.mktemp("episode"))


def _heads(out: str) -> list[str]:
    return [line.split(" (", 1)[0] for line in out.splitlines() if line.startswith("=== ")]


# --- (1) cosino review counts hands from 1 for both inputs, as the viewer does -------------------------


def test_review_counts_a_replays_hands_from_1_as_the_viewer(cosino_cli, replay):
    """A replay's first hand is "hand 1", its first action "decision 1": the viewer's ``hand ${h.hand + 1}``
    and ``?hand=N``. Before: "=== hand 0 decision 0" for a replay but "=== hand 1" for a PHH file's [1]."""
    seats = {r["hand"]: r for r in map(json.loads, replay.read_text().splitlines()) if r.get("type") == "hand"}
    assert sorted(seats) == [0, 1]  # the replay's own index is 0-based
    code, out, err = cosino_cli("review", str(replay), "--seat", "Sprocket", *FAST)
    assert code == 0, err
    heads = _heads(out)
    assert heads and heads[0].startswith("=== hand 1 decision ")
    assert {re.match("=== hand ([0-9]+) ", h).group(1) for h in heads} <= {"1", "2"}
    assert all(not h.startswith("=== hand 0") and " decision 0" not in h for h in heads)


def test_review_counts_a_phh_files_hands_from_1(cosino_cli, tmp_path):
    """A single-hand .phh is "hand 1" (before: "hand 0", its missing label's stand-in), a .phhs's hands by
    place, with a section label that differs from the place after it (``phh replay`` prints it too)."""
    single = tmp_path / "one.phh"
    single.write_text(HEADS_UP)
    code, out, err = cosino_cli("review", str(single), "--seat", "Annabel", *FAST)
    assert code == 0, err
    assert _heads(out) == ["=== hand 1 decision 2", "=== hand 1 decision 3"]
    many = tmp_path / "many.phhs"
    many.write_text(f"[2]\n{HEADS_UP}\n[b]\n{HEADS_UP}\n[3]\n{HEADS_UP}")
    code, out, err = cosino_cli("review", str(many), "--seat", "Bartholomew", *FAST)
    assert code == 0, err
    assert _heads(out) == [
        "=== hand 1 [2] decision 1",
        "=== hand 1 [2] decision 4",
        "=== hand 2 [b] decision 1",
        "=== hand 2 [b] decision 4",
        "=== hand 3 decision 1",
        "=== hand 3 decision 4",
    ]


def test_review_keeps_its_seeds(cosino_cli, tmp_path):
    """The advisor's seed is still made of the hand's label and 0-based index, so every figure a review
    printed before is printed again: only the heading changed (the report under it is byte for byte the same
    as ``analyze`` with the old seed)."""
    from dataclasses import replace

    from cosino.advisor.pipeline import analyze, observe_hand_history
    from cosino_runtime.cli import build_parser
    from cosino_runtime.commands.advise import config_from
    from cosino_runtime.commands.review import taken_candidate

    single = tmp_path / "one.phh"
    single.write_text(HEADS_UP)
    code, out, err = cosino_cli("review", str(single), "--seat", "Annabel", *FAST, "--seed", "7")
    assert code == 0, err
    (obs, _) = observe_hand_history(single, "Annabel")
    assert (obs.meta["hand"], obs.meta["decision"]) == ("0", 1)
    args = build_parser().parse_args(["review", str(single), "--seat", "Annabel", *FAST, "--seed", "7"])
    config = replace(config_from(args), extra_candidates=(taken_candidate(obs.meta),), seed="7/0/1")
    assert analyze(obs, config).format() in out


# --- (2) cosino league prints its out folder as the user would type it back ------------------------------

LEAGUE = """\
[league]
name = "t"
variants = ["kuhn"]
hands = 2
rounds = 1
seed = 1
out = "../runs/lg"
bootstrap = 10

[agents.house]
seat = "house"

[agents.random]
seat = "random"
"""


def test_league_run_prints_the_out_folder_normalised(cosino_cli, tmp_path, monkeypatch):
    """``[league] out = "../runs/lg"`` in ``cfg/l.toml``: before, ``table: cfg/../runs/lg/league.json`` (and
    ``--check`` said ``in cfg/../runs/lg``); now ``runs/lg/league.json``, the path to type back."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "cfg").mkdir()
    (tmp_path / "cfg" / "l.toml").write_text(LEAGUE)
    code, out, err = cosino_cli("league", "run", "--config", "./cfg/l.toml", "--quiet")
    assert code == 0, err
    assert out.splitlines()[-1] == "played 1, already done 0; table: runs/lg/league.json"
    assert (tmp_path / "runs" / "lg" / "league.json").is_file()
    code, out, err = cosino_cli("league", "table", "--check", "--config", "cfg/l.toml")
    assert code == 0, err
    assert out.startswith("ok: league.json, manifest.json and integrity.json in runs/lg follow")


def test_league_run_keeps_dot_dot_after_a_link(cosino_cli, tmp_path, monkeypatch):
    """``lnk -> real/deep``: ``lnk/../runs`` is ``real/runs``, so the short form ``runs`` would name another
    folder; the path is printed as the config's folder and ``out`` give it (``lnk/../runs/lg/league.json``)."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "real" / "deep").mkdir(parents=True)
    (tmp_path / "real" / "deep" / "l.toml").write_text(LEAGUE)
    os.symlink("real/deep", tmp_path / "lnk")
    code, out, err = cosino_cli("league", "run", "--config", "lnk/l.toml", "--quiet")
    assert code == 0, err
    assert out.splitlines()[-1].endswith("table: lnk/../runs/lg/league.json")
    assert (tmp_path / "real" / "runs" / "lg" / "league.json").is_file() and not (tmp_path / "runs").exists()


def test_files_write_beside_a_link_and_dot_dot(tmp_path, monkeypatch):
    """Under ``lnk -> real/deep``, ``lnk/../out`` is ``real/out``. mkstemp returned its temporary name through
    abspath, which folds ``lnk/..`` by the letters: before, each writer raised FileNotFoundError (the league
    above stopped at its first replay, exit 2, with the episode stored but no replay), and ``output_problem``
    said "its folder does not exist" of ``lnk/../out/x``; now all three write into ``real/out``."""
    from cosino.primitives.files import create_once, output_problem, write_all_or_none, write_atomic

    monkeypatch.chdir(tmp_path)
    (tmp_path / "real" / "deep").mkdir(parents=True)
    (tmp_path / "real" / "out").mkdir()
    os.symlink("real/deep", tmp_path / "lnk")
    assert output_problem("lnk/../out/a.json") is None
    assert output_problem("lnk/../nowhere/a.json") == "its folder does not exist"
    write_atomic("lnk/../out/a.json", "a")
    assert create_once("lnk/../out/b.json", b"b") is True
    write_all_or_none([("lnk/../out/c.json", "c")])
    assert sorted(p.name for p in (tmp_path / "real" / "out").iterdir()) == ["a.json", "b.json", "c.json"]


# --- (5) every subcommand that takes a path, fed a hostile one ------------------------------------------

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SURROGATE = "s\udcff.json"  # an undecodable byte in a name, as Python hands it over


@pytest.fixture(scope="module")
def policy(tmp_path_factory):
    """A good Kuhn profile, so the second file of ``exploitability`` is the one read badly."""
    from cosino_runtime.cli import main

    path = tmp_path_factory.mktemp("policy") / "kuhn.json"
    assert main(["train", "--game", "kuhn", "--algo", "cfr", "--iterations", "2", "--quiet", "--out", str(path)]) == 0
    return path


@pytest.fixture
def hostile(tmp_path, monkeypatch, replay, policy):
    """A working folder holding one of each hostile thing, and the good files the other arguments need."""
    monkeypatch.chdir(tmp_path)
    os.mkdir("adir")
    os.mkdir("emptydir")
    os.mkfifo("fifo")
    open("empty", "w").close()
    with open("afile", "w") as fh:
        fh.write("x")
    with open(os.fsencode(SURROGATE), "w") as fh:  # a garbage file whose name holds the byte 0xFF
        fh.write("{")
    with open("STATE.json", "w") as fh, open(os.path.join(ROOT, "examples", "STATE.json")) as src:
        fh.write(src.read())
    os.mkdir("cfgd")
    (tmp_path / "cfgd" / "l.toml").write_text(LEAGUE.replace("../runs/lg", "lg"))
    return {"REPLAY": str(replay), "POLICY": str(policy)}


def _tree(root) -> dict[str, int]:
    return {
        os.path.relpath(os.path.join(d, f), root): os.lstat(os.path.join(d, f)).st_size
        for d, dirs, files in os.walk(root)
        for f in files + dirs
    }


def _refused(cosino_cli, argv, names) -> str:
    """The command refused in one line (exit 2, no traceback) naming the path, and wrote nothing."""
    from cosino.primitives.errors import printable

    before = _tree(".")
    code, out, err = cosino_cli(*argv)
    assert code == 2 and out == "", (argv, code, out, err)
    assert err.startswith("cosino: ") and err.count("\n") == 1 and "Traceback" not in err, err
    assert printable(names) in err, (names, err)
    assert _tree(".") == before, argv  # nothing half-written, no folder made
    return err


INPUTS = {
    "verify": lambda p: ["verify", p],
    "verify --manifest": lambda p: ["verify", "REPLAY", "--manifest", p],
    "league run --config": lambda p: ["league", "run", "--config", p, "--quiet"],
    "league table --config": lambda p: ["league", "table", "--config", p],
    "league table --check --config": lambda p: ["league", "table", "--check", "--config", p],
    "exploitability": lambda p: ["exploitability", "--game", "kuhn", p],
    "exploitability (position 1)": lambda p: ["exploitability", "--game", "kuhn", "POLICY", p],
    "phh replay": lambda p: ["phh", "replay", p],
    "advise": lambda p: ["advise", p],
    "advise --solver": lambda p: ["advise", "STATE.json", "--solver", p],
    "review": lambda p: ["review", p, "--seat", "X"],
    "review --solver": lambda p: ["review", "REPLAY", "--seat", "Sprocket", "--solver", p],
    "session import": lambda p: ["session", "import", p, "--db", "db.sqlite"],
    "session import --solver": lambda p: ["session", "import", "REPLAY", "--db", "db.sqlite", "--solver", p],
    "session analyze --db": lambda p: ["session", "analyze", "--db", p],
    "power": lambda p: ["power", p],
    "league table --out": lambda p: ["league", "table", "--out", p],
    "league check-published": lambda p: ["league", "check-published", p],
}
# What each input case is, by its name in the working folder (the path the message must name).
INPUT_CASES = {
    "a folder": "adir",
    "an empty folder": "emptydir",
    "a FIFO": "fifo",
    "a missing parent": "nope/x.json",
    "a lone surrogate in the name": SURROGATE,
    "an empty file": "empty",
}


@pytest.mark.parametrize("case", list(INPUT_CASES))
@pytest.mark.parametrize("command", list(INPUTS))
def test_every_input_path_is_refused_in_one_line(cosino_cli, hostile, command, case):
    """Each input path of every subcommand (18 of them) fed a folder, an empty folder, a FIFO, a path under
    a missing folder, a garbage file whose name holds an undecodable byte, and an empty file: one line naming
    it, exit 2, nothing written (``session import``'s --db is not created). All 108 held before this sweep;
    the outputs below did not."""
    name = INPUT_CASES[case]
    argv = [hostile.get(a, a) for a in INPUTS[command](name)]
    _refused(cosino_cli, argv, name)


def test_verify_results_that_are_not_json_are_refused_as_unreadable(cosino_cli, hostile):
    """A results file that is empty or garbage could not be read: exit 2 naming it, as for every other input
    (until 2026-12-07 it exited 1 on stdout, the status of results that were read and differ)."""
    for name in ("empty", SURROGATE):
        assert "not valid JSON" in _refused(cosino_cli, ["verify", hostile["REPLAY"], name], name)


FILE_OUTPUTS = {
    "train --out": lambda p: ["train", "--game", "kuhn", "--algo", "cfr", "--iterations", "2", "--quiet", "--out", p],
    "train holdem --out": lambda p: [
        *("train", "--game", "holdem-hu-abstract", "--algo", "mccfr", "--iterations", "2", "--quiet", "--out", p)
    ],
    "power --json": lambda p: ["power", "REPLAY", "--json", p],
    "calibrate --doc": lambda p: ["calibrate", "--doc", p, "--episodes", "1", "--hands", "2", "collusion"],
    "bench scale --svg": lambda p: ["bench", "scale", "--svg", p, "--seconds", "1"],
}
FILE_CASES = {"a folder": "adir", "a FIFO": "fifo", "a missing folder": "nope/x.json", "a file as folder": "afile/x"}


@pytest.mark.parametrize("case", list(FILE_CASES))
@pytest.mark.parametrize("command", list(FILE_OUTPUTS))
def test_every_output_file_is_refused_before_the_work(cosino_cli, hostile, command, case):
    """A file output (``train --out``, ``power --json``, ``calibrate --doc``, ``bench scale --svg``) at a
    folder, a FIFO, under a missing folder or under a file: one line naming the flag and the path, before
    any work, and no folder made. A missing folder is refused, not created, for every one of them alike
    (a file output's folder is the user's to make; ``play``, ``demo`` and ``league run`` make their --out
    folders because the folder is the output). ``train --out DIR/FILE`` with DIR missing was already this."""
    name = FILE_CASES[case]
    argv = [hostile.get(a, a) for a in FILE_OUTPUTS[command](name)]
    err = _refused(cosino_cli, argv, name)
    assert err.split(" ")[1] in ("--out", "--json", "--doc", "--svg"), err
    assert not os.path.exists("nope")


@pytest.mark.parametrize("command", list(FILE_OUTPUTS))
def test_an_output_file_in_a_folder_that_is_not_writable(cosino_cli, hostile, command, monkeypatch):
    """A read-only folder (``chmod a-w``) is refused before the work: "its folder is not writable". Before,
    ``calibrate --doc`` played every episode and ``train --out`` trained before the write failed. Tests run
    as root here, where chmod does not stop a write, so the folder's answer is the one ``os.access`` gives
    a user without the right (the chmod is done as well, for a run as a user)."""
    os.mkdir("ro")
    os.chmod("ro", 0o555)
    real = os.access
    monkeypatch.setattr(os, "access", lambda p, mode, **kw: False if os.fspath(p) == "ro" else real(p, mode, **kw))
    argv = [hostile.get(a, a) for a in FILE_OUTPUTS[command]("ro/out.json")]
    err = _refused(cosino_cli, argv, "ro/out.json")
    assert err.rstrip().endswith("its folder is not writable") and os.listdir("ro") == []


FOLDER_OUTPUTS = {
    "play --out": lambda p: ["play", "--variant", "kuhn", "--seats", "house,random", "--out", p],
    "demo --out": lambda p: ["demo", "--out", p],
    "league run --out": lambda p: ["league", "run", "--config", "cfgd/l.toml", "--out", p, "--quiet"],
    "serve --data": lambda p: ["serve", "--port", "0", "--data", p],
}


@pytest.mark.parametrize("case", ["afile", "fifo"])
@pytest.mark.parametrize("command", list(FOLDER_OUTPUTS))
def test_every_output_folder_that_is_a_file_is_refused(cosino_cli, hostile, command, case):
    """A folder output given an existing file or a FIFO: "--out afile: is a file, not a folder". Before,
    ``league run --out afile`` said only "afile/episodes: Not a directory" (from its mkdir), naming no flag;
    ``play``, ``demo`` and ``serve`` already said this."""
    err = _refused(cosino_cli, FOLDER_OUTPUTS[command](case), case)
    assert err.rstrip().endswith("is a file, not a folder"), err


@pytest.mark.parametrize("case", ["afile", "fifo", "empty"])
def test_league_table_out_that_is_a_file(cosino_cli, hostile, case):
    """``league table --out afile``: before, "afile/league.json: no league table yet (run `cosino league run`
    first)", as though a folder were there and empty; now "--out afile: is a file, not a folder"."""
    err = _refused(cosino_cli, ["league", "table", "--out", case], case)
    assert err == f"cosino: --out {case}: is a file, not a folder\n"


@pytest.mark.parametrize("command", ["play --out", "demo --out", "league run --out"])
def test_an_output_folder_that_is_not_writable(cosino_cli, hostile, command, monkeypatch):
    """An existing read-only folder (``chmod a-w``) as a folder output: "--out ro: the folder is not writable",
    before any episode. ``play`` and ``demo`` already said so; ``league run`` went on to its first write
    ("ro/.store: Permission denied" as a user). Root ignores chmod, so ``os.access`` answers as for a user."""
    os.mkdir("ro")
    os.chmod("ro", 0o555)
    real = os.access
    monkeypatch.setattr(os, "access", lambda p, mode, **kw: False if os.fspath(p) == "ro" else real(p, mode, **kw))
    err = _refused(cosino_cli, FOLDER_OUTPUTS[command]("ro"), "ro")
    assert err == "cosino: --out ro: the folder is not writable\n" and os.listdir("ro") == []


def test_league_config_out_that_is_a_file_names_the_config(cosino_cli, hostile):
    """``[league] out`` naming a file: the line names the config and its key. Before: "cfgd/afile/episodes:
    Not a directory"."""
    config = os.path.join("cfgd", "f.toml")
    with open(config, "w") as fh:
        fh.write(LEAGUE.replace("../runs/lg", "afile"))
    open(os.path.join("cfgd", "afile"), "w").close()
    err = _refused(cosino_cli, ["league", "run", "--config", config, "--quiet"], "cfgd/afile")
    assert err == "cosino: --config cfgd/f.toml: [league] out cfgd/afile: is a file, not a folder\n"


def test_session_db_that_is_another_file_is_left_alone(cosino_cli, hostile):
    """``session import --db notes.txt`` where notes.txt holds one byte: before, SQLite took it for a new
    database and wrote 90,112 bytes over it (exit 0); now one line, exit 2, the file as it was. An empty
    file is still made into the database (nothing to lose)."""
    err = _refused(cosino_cli, ["session", "import", hostile["REPLAY"], "--db", "afile", *FAST], "afile")
    assert "not a session database (not an SQLite file" in err and open("afile").read() == "x"
    _refused(cosino_cli, ["session", "analyze", "--db", "afile"], "afile")
    code, _, err = cosino_cli("session", "import", hostile["REPLAY"], "--db", "empty", *FAST, "--seat", "Sprocket")
    assert code == 0, err
    assert open("empty", "rb").read(16) == b"SQLite format 3\x00"


def test_calibrate_doc_named_with_an_undecodable_byte(cosino_cli, hostile):
    """``calibrate --doc s<0xFF>.md``: the doc names the command that wrote it, and the lone surrogate could
    not be encoded: before, a UnicodeEncodeError traceback after every episode was played, and no doc; now
    the doc is written under that name, its command line showing the byte escaped (``s\\udcff.md``)."""
    name = "s\udcff.md"
    code, out, err = cosino_cli("calibrate", "--doc", name, "--episodes", "1", "--hands", "2", "collusion")
    assert code == 0, err
    with open(os.fsencode(name), encoding="utf-8") as fh:
        text = fh.read()
    assert "--doc s\\udcff.md`" in text and "\udcff" not in out


def test_names_with_an_undecodable_byte_reach_the_terminal_escaped(cosino_cli, hostile, tmp_path):
    """A folder named ``g<0xFF>`` holding a good replay and results, read and written by every command that
    prints a path: all output must encode as strict UTF-8 (a terminal under en_US.UTF-8). Before,
    ``session import`` printed ``stored in g\\udcff.db`` raw (a UnicodeEncodeError traceback after the
    database was written) and ``bench scale --svg`` printed ``plot written to`` raw after the plot."""
    import shutil

    folder = "g\udcff"
    os.mkdir(os.fsencode(folder))
    replay = os.path.join(folder, "r.replay.jsonl")
    shutil.copy(hostile["REPLAY"], os.fsencode(replay))
    shutil.copy(hostile["REPLAY"].replace(".replay.jsonl", ".results.json"), os.fsencode(folder + "/r.results.json"))
    runs = [
        ("verify", replay, replay.replace(".replay.jsonl", ".results.json")),
        ("power", folder, "--json", folder + ".power.json"),
        ("review", replay, "--seat", "Sprocket", *FAST),
        ("session", "import", replay, "--db", folder + ".db", *FAST),
        ("session", "analyze", "--db", folder + ".db"),
        ("train", "--game", "kuhn", "--algo", "cfr", "--iterations", "2", "--quiet", "--out", folder + ".pol.json"),
        ("exploitability", "--game", "kuhn", folder + ".pol.json"),
        ("play", "--variant", "kuhn", "--seats", "house,random", "--out", folder + ".played"),
        ("league", "run", "--config", "cfgd/l.toml", "--out", folder + ".lg", "--quiet"),
        ("league", "table", "--out", folder + ".lg"),
        ("bench", "scale", "--svg", folder + ".svg", "--max-hands", "10", "--max-episodes", "25"),
    ]
    for argv in runs:
        code, out, err = cosino_cli(*argv)
        assert code == 0, (argv, err)
        out.encode("utf-8"), err.encode("utf-8")  # strict: a lone surrogate raises here
    assert "stored in g\\udcff.db" in cosino_cli(*runs[3])[1]
    assert open(os.fsencode(folder + ".svg"), encoding="utf-8").read().startswith("<svg")
