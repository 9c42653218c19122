"""Mutation review 32e: the command line's own code (cosino_runtime.cli and the commands play,
verify, league, power, review, session, phh, agent-key and the shared argument checks).

Each test names, in a one-line comment, the hand-made mutant it kills; each of them survived the
tests that existed before. Expected values come from the documented contract (README's command
table, docs/*.md, the modules' docstrings) or a naive count in the test, never from running the
code under test. Commands run in-process through the ``cosino_cli`` fixture."""

from __future__ import annotations

import pytest

LONG = 100_000  # an argument that long reaches a command from a script's runaway variable


def _one_short_line(err: str, limit: int = 400) -> str:
    """The error of a refused argument: one line, short enough to read whatever the argument's size."""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err[:500]
    assert len(lines[0]) <= limit, f"{len(lines[0])} characters"
    return lines[0]


# Mutant c06: a number option's refusal quoted the whole argument (shown = quoted(arg_string)).
def test_a_huge_number_in_another_script_is_named_by_its_start_not_quoted_whole(cosino_cli):
    code, out, err = cosino_cli("play", "--variant", "kuhn", "--seats", "random,random", "--hands", "\u0661" * LONG)
    line = _one_short_line(err)
    assert code == 2 and out == ""
    assert line.startswith("cosino: --hands: ") and "not a number written in ASCII digits" in line


# Mutant c07: a control character far into a long value was shown with everything before it (start = 0).
# Mutant c08: ... and with everything after it (cut = arg_string[start:]).
@pytest.mark.parametrize("at", [0, LONG // 2, LONG - 1])
def test_a_control_character_in_a_huge_value_is_shown_with_its_neighbours_only(cosino_cli, tmp_path, at):
    value = "a" * at + "\n" + "b" * (LONG - at - 1)
    out_dir = tmp_path / "runs"
    code, out, err = cosino_cli("play", "--variant", "kuhn", "--seats", "random,random", "--out", value)
    line = _one_short_line(err)
    assert code == 2 and out == ""
    assert f"U+000A at character {at + 1}" in line and "--out" in line
    assert line.count("a") <= 60 and line.count("b") <= 60  # the neighbours, not the whole argument
    assert not out_dir.exists()


# Mutant c09: after "--" the option check read on (continue for return), so a file whose name
# starts with "--" was refused as an unknown option instead of being read.
def test_after_a_double_dash_a_name_starting_with_dashes_is_a_file(cosino_cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    code, out, err = cosino_cli("verify", "--", "--nightly.replay.jsonl")
    line = _one_short_line(err)
    assert code == 2 and out == ""
    assert "unknown option" not in line and "--nightly.replay.jsonl" in line


# Mutant c11: a damaged record in the embedded store (CorruptRecord) was left to the traceback.
def test_a_damaged_store_record_is_one_line_and_exit_2(cosino_cli, tmp_path):
    import sqlite3

    out_dir = tmp_path / "runs"
    argv = ("play", "--variant", "kuhn", "--seats", "random,random", "--out", str(out_dir))
    assert cosino_cli(*argv)[0] == 0
    (database,) = out_dir.rglob("cosino.sqlite")
    with sqlite3.connect(database) as db:
        assert db.execute("UPDATE episodes SET config = '{not json'").rowcount == 1
    code, out, err = cosino_cli(*argv)  # the same episode again: its stored head is read back
    line = _one_short_line(err)
    assert code == 2 and "cosino.sqlite" in line


# Mutant c12: a full disk under standard output (an OSError without a file name) kept its traceback.
def test_a_full_disk_under_standard_output_is_one_line_and_exit_2(tmp_path):
    import errno
    import io
    from contextlib import redirect_stderr, redirect_stdout

    from cosino_runtime.cli import main

    class FullDisk(io.StringIO):
        def write(self, text: str) -> int:
            raise OSError(errno.ENOSPC, "No space left on device")

    err = io.StringIO()
    with redirect_stdout(FullDisk()), redirect_stderr(err):
        code = main(["play", "--variant", "kuhn", "--seats", "random,random", "--out", str(tmp_path / "runs")])
    assert code == 2
    assert _one_short_line(err.getvalue()) == "cosino: standard output: No space left on device"


# Mutant c13: a loop of symbolic links met under a named path (ELOOP) was taken for a bug (a traceback).
# Mutant c17: so was a path that exists where a new file or folder was to be made (FileExistsError).
@pytest.mark.parametrize(
    "number, reason",
    [
        ("ELOOP", "Too many levels of symbolic links"),
        ("ENAMETOOLONG", "File name too long"),
        ("EEXIST", "File exists"),
    ],
)
def test_a_path_that_names_no_file_at_all_is_one_line_and_exit_2(cosino_cli, monkeypatch, number, reason):
    import errno

    from cosino_runtime.commands import phh

    def unreadable(path, limit):
        raise OSError(getattr(errno, number), reason, path)

    monkeypatch.setattr(phh, "read_input", unreadable)
    code, out, err = cosino_cli("phh", "replay", "hands/loop.phh")
    assert code == 2 and out == ""
    assert _one_short_line(err) == f"cosino: hands/loop.phh: {reason}"


# Mutant c14: an error line quoting a huge argument was not cut at 2,000 characters (README: "Bad input"). Since
# review 54f the cut is in the middle, so the reason after the quoted value ("choose one of") is kept.
def test_an_error_line_quoting_a_huge_value_is_cut_at_2000_characters(cosino_cli):
    code, out, err = cosino_cli("play", "--variant", "v" * LONG, "--seats", "random,random")
    line = _one_short_line(err, limit=len("cosino: ") + 2000 + len("..."))
    assert code == 2 and out == ""
    assert line.startswith("cosino: unknown variant 'vvv") and "v..." in line and line.count("v") > 1000
    assert line.endswith("kuhn, leduc, oh-hell, sixmax, spades")


# Mutant k03: the unset variable's name was quoted whole (no [:128]), so a runaway --secret-env filled the line.
def test_agent_key_names_a_huge_unset_variable_by_its_start(cosino_cli, monkeypatch):
    name = "COSINO_" + "X" * LONG
    monkeypatch.delenv(name, raising=False)
    code, out, err = cosino_cli("agent-key", "https://bots.team-x.example/act", "--secret-env", name)
    line = _one_short_line(err)
    assert code == 2 and out == ""
    assert "COSINO_XXX" in line and "not set" in line


SIDE_POT = """\
variant = 'NT'
antes = [0, 0, 0]
blinds_or_straddles = [1, 2, 0]
min_bet = 2
starting_stacks = [20, 100, 100]
actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'd dh p3 QsQh', 'p3 cbr 10', 'p1 cbr 20', 'p2 cc', 'p3 cc',
  'd db 2c7d9h', 'p2 cbr 10', 'p3 cc', 'd db Tc', 'p2 cc', 'p3 cc', 'd db 3s', 'p2 cc', 'p3 cc',
  'p2 sm KsKd', 'p3 sm QsQh', 'p1 sm AsAd']
players = ['Ann', 'Bob', 'Cy']
finishing_stacks = [60, 90, 70]
"""


# Mutant h05: the first side pot was printed as "side pot 2" (k + 1 for k).
def test_phh_replay_numbers_the_first_side_pot_one(cosino_cli, tmp_path):
    path = tmp_path / "side.phh"
    path.write_text(SIDE_POT)
    code, out, err = cosino_cli("phh", "replay", str(path))
    assert code == 0 and err == ""
    # Ann is all in for 20 (a main pot of 3 x 20, her aces win it); Bob and Cy add 10 each on the flop.
    assert out.splitlines() == [
        "hand",
        "  nets: Ann +40, Bob -10, Cy -30",
        "  main pot: 60 (eligible: Ann, Bob, Cy) -> Ann 60",
        "  side pot 1: 20 (eligible: Bob, Cy) -> Bob 20",
    ]


def _one_answer_server(payload: bytes) -> str:
    """The address of a loopback server that answers one request with ``payload`` and closes."""
    import socket
    import threading

    server = socket.create_server(("127.0.0.1", 0))

    def answer() -> None:
        with server:
            conn, _ = server.accept()
            with conn:
                conn.recv(65536)
                conn.sendall(payload)

    threading.Thread(target=answer, daemon=True).start()
    return f"http://127.0.0.1:{server.getsockname()[1]}/manifest.json"


# Mutant v03: a body one byte over the limit was accepted (len(data) > limit + 1).
# Mutant v04: ... and cut to the limit rather than refused (read(limit) for read(limit + 1)).
@pytest.mark.parametrize("size, refused", [(10, False), (11, True)])
def test_a_fetched_body_over_its_limit_is_refused_not_cut(size, refused):
    from cosino.primitives.errors import CosinoError
    from cosino_runtime.commands.verify import fetch

    body = b"x" * size
    url = _one_answer_server(b"HTTP/1.1 200 OK\r\nContent-Length: %d\r\n\r\n" % size + body)
    if not refused:
        assert fetch(url, 10, "the manifest", 4.0) == body
        return
    with pytest.raises(CosinoError) as caught:
        fetch(url, 10, "the manifest", 4.0)
    assert str(caught.value) == f"{url}: the manifest is larger than 10 bytes"


# Mutant v06: an address written "HTTP://..." was read as a file path (no .lower() on the scheme).
def test_a_manifest_address_in_capitals_is_fetched_not_opened_as_a_file(cosino_cli, tmp_path):
    import socket

    with socket.create_server(("127.0.0.1", 0)) as closed:
        port = closed.getsockname()[1]  # closed again before the fetch: the connection is refused
    replay = tmp_path / "r.replay.jsonl"
    replay.write_text("{}\n")
    url = f"HTTP://127.0.0.1:{port}/manifest.json"
    code, out, err = cosino_cli("verify", str(replay), "--manifest", url)
    assert code == 2 and out == ""
    assert _one_short_line(err).startswith(f"cosino: --manifest {url}: cannot fetch the manifest (")


HEADS_UP = """\
variant = 'NT'
antes = [0, 0]
blinds_or_straddles = [1, 2]
min_bet = 2
starting_stacks = [200, 150]
actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'p2 cbr 6', 'p1 cbr 20', 'p2 cc',
  'd db 2c7d9h', 'p1 cbr 30', 'p2 cbr 130', 'p1 cc', 'p2 sm KsKd', 'p1 sm AsAd', 'd db Tc', 'd db 3s']
players = ['Ann', 'Bob']
finishing_stacks = [350, 0]
"""


# Mutant r01: review no longer checked the file first, so bytes that are not UTF-8 were replaced silently.
def test_review_refuses_a_file_that_is_not_utf8(cosino_cli, tmp_path):
    path = tmp_path / "hand.phh"
    path.write_bytes(b"# \xff\xfe a comment\n" + HEADS_UP.encode())
    code, out, err = cosino_cli("review", str(path), "--seat", "Bob", "--rollouts", "10")
    assert code == 2 and out == ""
    assert _one_short_line(err).startswith(f"cosino: {path}:")


# Mutant r02: a taken raise was evaluated without its amount, so it was no candidate and had no EV line.
def test_review_prints_the_taken_actions_ev_beside_every_decision(cosino_cli, tmp_path):
    path = tmp_path / "hand.phh"
    path.write_text(HEADS_UP)
    code, out, err = cosino_cli("review", str(path), "--seat", "Bob", "--rollouts", "10", "--equity", "100")
    assert code == 0
    heads = [line for line in out.splitlines() if line.startswith("=== hand")]
    # Bob raises to 6, calls 14 more, then raises to 130 (all in): the hand's own actions.
    assert [h.split(": ", 1)[1] for h in heads] == ["Bob took raise to 6", "Bob took call 14", "Bob took raise to 130"]
    taken = [line for line in out.splitlines() if line.startswith("taken ")]
    assert len(taken) == len(heads) == 3
    assert out.rstrip().endswith("3 decisions of Bob reviewed")


# Mutant r03: a taken call was stored without the amount it called ("call", not "call 14").
def test_session_import_stores_a_taken_call_with_its_amount(cosino_cli, tmp_path):
    import sqlite3

    path = tmp_path / "hand.phh"
    path.write_text(HEADS_UP)
    db = tmp_path / "s.sqlite"
    argv = ("session", "import", str(path), "--db", str(db), "--seat", "Bob", "--rollouts", "10", "--equity", "100")
    assert cosino_cli(*argv)[0] == 0
    with sqlite3.connect(db) as conn:
        taken = [row[0] for row in conn.execute("SELECT taken FROM decisions ORDER BY decision")]
    # Bob put 6 in, Ann raised to 20: his call is 14 more chips.
    assert taken[1] == "call 14" and len(taken) == 3


# Mutant v07: a manifest file was read up to the replay's bound (256 MiB), not the manifest's (64 MiB).
def test_a_manifest_file_over_its_bound_is_refused_by_size(cosino_cli, tmp_path):
    from cosino.arena.manifest import MAX_MANIFEST_BYTES

    manifest = tmp_path / "manifest.json"
    with open(manifest, "wb") as fh:
        fh.truncate(MAX_MANIFEST_BYTES + 1)  # sparse: no disk is spent on it
    replay = tmp_path / "r.replay.jsonl"
    replay.write_text("{}\n")
    code, out, err = cosino_cli("verify", str(replay), "--manifest", str(manifest))
    assert code == 2 and out == ""
    assert _one_short_line(err) == f"cosino: --manifest {manifest}: larger than {64 * 1024 * 1024} bytes"


def _results_file(tmp_path, name: str = "ep.results.json", **fields) -> str:
    import json

    body = {"agents": ["solo"], "variant": "kuhn", "net": [0], "scoredHands": 2}
    body.update(fields)
    path = tmp_path / name
    path.write_text(json.dumps(body))
    return str(path)


# Mutant p02: the largest --bootstrap the help names (1 to 1,000,000) was refused (< for <=).
def test_power_takes_the_largest_bootstrap_it_names_and_refuses_one_more(cosino_cli, tmp_path):
    # two agents who tied: a pair with no spread to resample, so a million costs nothing (one agent
    # alone is refused since session 35: there is no pair to compare)
    results = _results_file(tmp_path, agents=["solo", "rival"], net=[0, 0])
    code, out, err = cosino_cli("power", results, "--bootstrap", "1000000")
    assert code == 0 and err == "" and "bootstrap 1000000" in out
    code, out, err = cosino_cli("power", results, "--bootstrap", "1000001")
    assert code == 2 and out == "" and "--bootstrap" in _one_short_line(err)


# Mutant p07: a results file with no agents at all (and so no nets) was accepted.
def test_power_refuses_results_naming_no_agent(cosino_cli, tmp_path):
    code, out, err = cosino_cli("power", _results_file(tmp_path, agents=[], net=[]))
    assert code == 2 and out == ""
    assert "field 'agents'" in _one_short_line(err)


# Mutant p08: an episode with no scored hand (a --deadline 0 run ends so) was refused (hands < 1 for < 0).
# Mutant p14: a count written as true was read as 1 (the bool check dropped).
# Since session 43 an episode with no scored hand compares no one, so alone it leaves no pair: refused for that, in
# one line, and never as a bad field.
@pytest.mark.parametrize("hands", [-1, True])
def test_power_refuses_a_negative_or_boolean_count_of_scored_hands(cosino_cli, tmp_path, hands):
    got, out, err = cosino_cli(
        "power", _results_file(tmp_path, scoredHands=hands, agents=["solo", "rival"], net=[0, 0])
    )
    assert got == 2 and "field 'scoredHands'" in err


def test_power_takes_an_episode_without_scored_hands_as_one_that_measured_nothing(cosino_cli, tmp_path):
    unplayed = _results_file(tmp_path, scoredHands=0, agents=["solo", "rival"], net=[0, 0])
    got, out, err = cosino_cli("power", unplayed)
    assert got == 2 and "field" not in err
    assert "the 1 episode read had no scored hand" in _one_short_line(err)
    played = _results_file(tmp_path, "b.results.json", agents=["solo", "rival"], net=[1, -1])
    got, out, err = cosino_cli("power", unplayed, played)
    assert got == 0 and "2 episodes (1 with no scored hand: nothing measured)" in out
    assert "(1 episode," in out  # the pair is measured on the played episode alone


# Mutant p10: more nets than agents were accepted (len(values) < len(agents) for !=).
def test_power_refuses_more_nets_than_agents(cosino_cli, tmp_path):
    code, out, err = cosino_cli("power", _results_file(tmp_path, net=[0, 5]))
    assert code == 2 and out == ""
    assert "field 'net' must be a list of 1 numbers" in _one_short_line(err)


# Mutant p13: a results file without a variant (or with a number there) was accepted.
@pytest.mark.parametrize("variant", [None, 7])
def test_power_refuses_results_without_a_variant_name(cosino_cli, tmp_path, variant):
    code, out, err = cosino_cli("power", _results_file(tmp_path, variant=variant))
    assert code == 2 and out == ""
    assert "field 'variant' must be a string" in _one_short_line(err)


SMALL_LEAGUE = """\
[league]
name = "tiny"
variants = ["kuhn"]
hands = 2
rounds = 1
seed = 1
out = "out"

[agents.house]
seat = "house"

[agents.random]
seat = "random"
"""


# Mutant l01: --concurrency 257 was taken (the bound 256 moved by one). Mutant l02: so was 0.
@pytest.mark.parametrize("value", ["0", "257"])
def test_league_run_refuses_a_concurrency_outside_1_to_256_before_playing(cosino_cli, tmp_path, value):
    config = tmp_path / "league.toml"
    config.write_text(SMALL_LEAGUE)
    code, out, err = cosino_cli("league", "run", "--config", str(config), "--concurrency", value, "--quiet")
    assert code == 2 and out == ""
    assert _one_short_line(err) == f"cosino: --concurrency {value}: expected 1 to 256 episodes at once"
    assert not (tmp_path / "out").exists()


# Mutant l04: check-published took --seconds 0 (the rule is 1 to 86400).
@pytest.mark.parametrize("value", ["0", "86401"])
def test_check_published_refuses_seconds_outside_1_to_a_day(cosino_cli, tmp_path, value):
    code, out, err = cosino_cli("league", "check-published", str(tmp_path), "--seconds", value)
    assert code == 2 and out == ""
    assert "--seconds" in _one_short_line(err) and f"got '{value}'" in err


def _table(**row_fields) -> dict:
    row = {
        "agent": "house",
        "rank": 1,
        "episodes": 2,
        "elo": 1500,
        "meanScore": 0,
        "swapWithNext": None,
        "bt": {"rating": 0, "lo": 0, "hi": 0},
    }
    row.update(row_fields)
    return {"table": [{k: v for k, v in row.items() if v != "absent"}], "league": {"name": "tiny"}, "reliability": {}}


def _league_table(cosino_cli, tmp_path, table: dict):
    import json

    (tmp_path / "league.json").write_text(json.dumps(table))
    return cosino_cli("league", "table", "--out", str(tmp_path))


def test_a_league_table_of_the_right_kinds_prints(cosino_cli, tmp_path):
    code, out, err = _league_table(cosino_cli, tmp_path, _table())
    assert code == 0 and "house" in out


# Mutant l05: a negative count (rank -1) passed (the 0 <= dropped). Mutant l17: rank went unchecked.
# Mutant l06: a 257-character agent name passed (the bound 256 moved). Mutant l07: so did a bidi override.
# Mutant l08: true passed as a number (the bool check dropped). Mutant l10: a row without swapWithNext passed.
@pytest.mark.parametrize(
    "field, value",
    [
        ("rank", -1),
        ("rank", "1"),
        ("episodes", -2),
        ("agent", "a" * 257),
        ("agent", "ho\u202euse"),
        ("elo", True),
        ("meanScore", False),
        ("swapWithNext", "absent"),
    ],
)
def test_a_league_table_row_field_of_the_wrong_kind_is_named(cosino_cli, tmp_path, field, value):
    code, out, err = _league_table(cosino_cli, tmp_path, _table(**{field: value}))
    assert code == 2 and out == ""
    assert f"table[0]: field '{field}' is missing or not of its kind" in _one_short_line(err)


# Mutant l11: the heading's name and counts went unchecked (a list or a negative count reached the printer).
@pytest.mark.parametrize("key, value", [("name", ["a"]), ("played", -1), ("scheduled", True), ("family", "x\u202e")])
def test_a_league_heading_field_of_the_wrong_kind_is_named(cosino_cli, tmp_path, key, value):
    table = _table()
    table["league"][key] = value
    code, out, err = _league_table(cosino_cli, tmp_path, table)
    assert code == 2 and out == ""
    assert f"league.{key}: not of its kind" in _one_short_line(err)


# Mutant l09: a reliability row's latency that is not exact numbers passed. Mutant l15: so did a list there.
@pytest.mark.parametrize(
    "reliability",
    [
        {"house": {"latencyMs": {"median": [1], "p95": 2}}},
        {"house": {"latencyMs": {"median": 1, "p95": True}}},
    ],
)
def test_a_league_reliability_row_of_the_wrong_kind_is_named(cosino_cli, tmp_path, reliability):
    table = _table()
    table["reliability"] = reliability
    code, out, err = _league_table(cosino_cli, tmp_path, table)
    assert code == 2 and out == ""
    assert "reliability['house']: not an object of counts and exact latencies" in _one_short_line(err)


def test_a_league_reliability_that_is_not_an_object_is_named(cosino_cli, tmp_path):
    table = _table()
    table["reliability"] = [1]
    code, out, err = _league_table(cosino_cli, tmp_path, table)
    assert code == 2 and "fields 'league' and 'reliability' must be objects" in _one_short_line(err)


# Mutant l12: --recompute without --config reached the config loader with None (a traceback).
# Mutant l13: so did --check without --config.
@pytest.mark.parametrize("flag", ["--recompute", "--check"])
def test_league_table_rebuilds_only_with_a_config(cosino_cli, tmp_path, flag):
    code, out, err = cosino_cli("league", "table", "--out", str(tmp_path), flag)
    assert code == 2 and out == ""
    assert _one_short_line(err) == f"cosino: {flag}: give --config so the schedule is known"


# Mutant l14: a league.json that is a loop of links was called "no league table yet" (exists() for lexists()).
def test_a_league_table_that_is_a_link_loop_is_named_as_unreadable(cosino_cli, tmp_path):
    import os

    os.symlink("league.json", tmp_path / "league.json")
    code, out, err = cosino_cli("league", "table", "--out", str(tmp_path))
    line = _one_short_line(err)
    assert code == 2 and out == ""
    assert "no league table yet" not in line and "cannot read" in line and "league.json" in line


# Mutant s02: the largest --top (10,000 rows) was refused (< for <=); the database is named instead.
def test_session_analyze_takes_the_largest_top(cosino_cli, tmp_path):
    missing = tmp_path / "none.sqlite"
    code, out, err = cosino_cli("session", "analyze", "--db", str(missing), "--top", "10000")
    assert code == 2 and _one_short_line(err).startswith(f"cosino: --db: {missing} does not exist")
    code, out, err = cosino_cli("session", "analyze", "--db", str(missing), "--top", "10001")
    assert code == 2 and _one_short_line(err).startswith("cosino: --top: must be between 1 and 10000")


# Mutant s11: a --db in a missing folder reached SQLite and was called "not a session database".
def test_session_import_names_a_missing_folder_of_the_database(cosino_cli, tmp_path):
    path = tmp_path / "hand.phh"
    path.write_text(HEADS_UP)
    db = tmp_path / "no" / "such" / "s.sqlite"
    code, out, err = cosino_cli("session", "import", str(path), "--db", str(db), "--rollouts", "0")
    assert code == 2 and out == ""
    assert _one_short_line(err) == f"cosino: --db: folder of {db} does not exist"
    assert not (tmp_path / "no").exists()


def _play(cosino_cli, tmp_path, *extra: str):
    out_dir = tmp_path / "runs"
    return (
        *cosino_cli("play", "--variant", "kuhn", "--seats", "random,random", "--out", str(out_dir), *extra),
        out_dir,
    )


# Mutants y01/y02 and y03/y04: the bounds of --hands (1 to 1,000,000) and --budget (1 to 10,000,000) moved
# by one. The largest of each is taken: the other ends the episode at once.
@pytest.mark.parametrize(
    "extra, refused",
    [
        (("--hands", "0"), "--hands: must be between 1 and 1000000, got 0"),
        (("--hands", "1000001", "--budget", "1"), "--hands: must be between 1 and 1000000, got 1000001"),
        (("--hands", "1000000", "--budget", "1"), None),
        (("--budget", "0"), "--budget: must be between 1 and 10000000 decisions, got 0"),
        (("--budget", "10000001"), "--budget: must be between 1 and 10000000 decisions, got 10000001"),
        (("--budget", "10000000"), None),
    ],
)
def test_play_takes_the_bounds_of_hands_and_budget_and_refuses_one_past(cosino_cli, tmp_path, extra, refused):
    code, out, err, out_dir = _play(cosino_cli, tmp_path, *extra)
    if refused is None:
        assert code == 0 and "replay:" in out
        return
    assert code == 2 and out == "" and _one_short_line(err) == f"cosino: {refused}"
    assert not out_dir.exists()


# Mutant y05: --deadline 0 (end at once, refunding the hand in play) was refused (> for >=).
# Mutant y06: an infinite or NaN deadline was taken (the isfinite check dropped).
@pytest.mark.parametrize("value, ok", [("0", True), ("inf", False), ("nan", False), ("-0.5", False)])
def test_play_deadline_is_a_finite_number_of_seconds_at_least_0(cosino_cli, tmp_path, value, ok):
    code, out, err, out_dir = _play(cosino_cli, tmp_path, "--deadline", value)
    if ok:
        assert code == 0 and "reason: deadline" in out
        return
    assert code == 2 and out == "" and _one_short_line(err).startswith("cosino: --deadline: must be a finite number")
    assert not out_dir.exists()


# Mutant y07: --phh on a variant without PHH (Kuhn) was taken and ignored instead of refused before any work.
def test_play_refuses_phh_export_for_a_variant_that_is_not_holdem(cosino_cli, tmp_path):
    code, out, err, out_dir = _play(cosino_cli, tmp_path, "--phh")
    assert code == 2 and out == ""
    assert _one_short_line(err) == "cosino: --phh: PHH export is for Hold'em variants, not kuhn"
    assert not out_dir.exists()


# Mutant y08: a blank entry of --seats (a trailing comma, spaces) became a seat named "".
def test_play_ignores_blank_entries_of_the_seat_list(cosino_cli, tmp_path):
    out_dir = tmp_path / "runs"
    code, out, err = cosino_cli("play", "--variant", "kuhn", "--seats", " random , ,random,", "--out", str(out_dir))
    assert code == 0, err
    assert len(list(out_dir.glob("*.replay.jsonl"))) == 1


# Defect: `cosino power --seed` took any int() (-1, a 4,000-digit number, copied into the JSON report);
# every other --seed, and the API, take 0 to 2^63 - 1 (docs/variance.md).
@pytest.mark.parametrize(
    "seed, ok",
    [("-1", False), ("9" * 60, False), ("9223372036854775808", False), ("9223372036854775807", True), ("0", True)],
)
def test_power_seed_is_an_integer_from_0_to_2_63_minus_1(cosino_cli, tmp_path, seed, ok):
    code, out, err = cosino_cli("power", _results_file(tmp_path, agents=["solo", "rival"], net=[0, 0]), "--seed", seed)
    if ok:
        assert code == 0 and f"seed {seed}" in out
        return
    assert code == 2 and out == ""
    assert "--seed: must be an integer from 0 to 2^63 - 1" in _one_short_line(err)


# Mutant v02: verify printed its verdict as it came (no printable()), and the verdict quotes the replay's
# own name, which the parser lets hold a bidi override.
def test_verify_escapes_a_bidi_override_in_the_replays_name(cosino_cli, tmp_path):
    import json

    out_dir = tmp_path / "runs"
    assert cosino_cli("play", "--variant", "kuhn", "--seats", "random,random", "--out", str(out_dir))[0] == 0
    (played,) = out_dir.glob("*.replay.jsonl")
    lines = played.read_bytes().splitlines()
    header = json.loads(lines[0])
    header["seats"][0]["alias"] = "zz"  # an edit, so the verdict is a divergence naming the file
    renamed = tmp_path / "r\u202e.replay.jsonl"
    renamed.write_bytes(b"\n".join([json.dumps(header, separators=(",", ":")).encode(), *lines[1:]]) + b"\n")
    code, out, err = cosino_cli("verify", str(renamed))
    assert code == 1 and "\u202e" not in out
    assert "r\\u202e.replay.jsonl" in out and "seats[0].alias" in out
