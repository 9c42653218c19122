"""The audit of what a file or a request can send into Cosino, for the cases the other hostile
tests leave open: a FIFO or a device where a file belongs, a replay line nested past the parser,
results numbers that would expand without end, edited replays fed to ``cosino power``, and over
HTTP odd framing (Content-Length forms, Transfer-Encoding), NUL and over-long paths, duplicate
keys and methods the server does not know. Each must end in one line (CLI exit 2, API 4xx)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from test_hostile_readers import one_line_error, run_cli

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.replay import ReplayError, read_replay, verify
from cosino.arena.scoring import results_bytes
from cosino.primitives.canonical import dumps, jsonl_bytes
from cosino.primitives.errors import CosinoError
from cosino.primitives.jsonsafe import loads
from cosino.seats.house import decision_rng, make_seat


def played(variant: str = "kuhn", agents: tuple[str, ...] = ("house", "random"), hands: int = 2, seed: int = 7):
    """(replay bytes, results bytes) of one episode played in-process."""
    ep = Episode(EpisodeConfig(variant, agents, hands, seed))
    while (pending := ep.pending()) is not None:
        slot, obs = pending
        ep.decide(make_seat(agents[slot], variant, decision_rng(seed, slot, ep.decisions)).act(obs))
    return jsonl_bytes(ep.records), results_bytes(ep.records, ep.diagnostics)


@pytest.fixture
def episode(tmp_path) -> tuple[Path, Path]:
    replay, results = played()
    paths = tmp_path / "e.replay.jsonl", tmp_path / "e.results.json"
    paths[0].write_bytes(replay)
    paths[1].write_bytes(results)
    return paths


@pytest.fixture
def fifo(tmp_path) -> Path:
    path = tmp_path / "pipe"
    os.mkfifo(path)
    return path


# -- a FIFO, a device, a folder where a file belongs: refused before any read ------------------------


@pytest.mark.parametrize("where", ["replay", "results", "manifest"])
@pytest.mark.parametrize("kind", ["fifo", "/dev/zero"])
def test_verify_refuses_a_fifo_or_a_device_at_once(episode, fifo, where, kind):
    # Opening a FIFO with no writer blocks forever, and /dev/zero never ends: both used to hang.
    bad = str(fifo) if kind == "fifo" else kind
    argv = {
        "replay": [bad],
        "results": [str(episode[0]), bad],
        "manifest": [str(episode[0]), "--manifest", bad],
    }[where]
    done = run_cli("verify", *argv, timeout=30)
    one_line_error(done.returncode, done.stdout, done.stderr, bad, "cannot read (not a regular file)")


@pytest.mark.parametrize(
    "argv", [("phh", "replay", "F"), ("review", "F", "--seat", "p1", "--rollouts", "0"), ("power", "F")]
)
def test_other_readers_refuse_a_fifo_at_once(fifo, argv):
    done = run_cli(*[str(fifo) if a == "F" else a for a in argv], timeout=30)
    one_line_error(done.returncode, done.stdout, done.stderr, str(fifo), "not a regular file")


def test_power_refuses_a_device(cosino_cli):
    code, out, err = cosino_cli("power", "/dev/zero")
    one_line_error(code, out, err, "/dev/zero: cannot read (not a regular file)")


def test_verify_results_and_manifest_folders_are_one_line(cosino_cli, episode, tmp_path):
    code, out, err = cosino_cli("verify", str(episode[0]), str(tmp_path))
    one_line_error(code, out, err, f"{tmp_path}: cannot read (Is a directory)")
    code, out, err = cosino_cli("verify", str(episode[0]), "--manifest", str(tmp_path))
    one_line_error(code, out, err, f"{tmp_path}: cannot read (Is a directory)")


def test_a_symlink_loop_is_one_line_and_a_folder_holding_itself_ends(cosino_cli, episode, tmp_path):
    loop = tmp_path / "loop.replay.jsonl"
    loop.symlink_to(loop)
    code, out, err = cosino_cli("verify", str(loop))
    one_line_error(code, out, err, str(loop), "Too many levels of symbolic links")
    (tmp_path / "up").symlink_to(tmp_path)  # the folder search must not walk round this forever
    done = run_cli("power", str(tmp_path), "--bootstrap", "10", timeout=60)
    one_line_error(done.returncode, done.stdout, done.stderr, str(loop), "Too many levels")
    loop.unlink()
    done = run_cli("power", str(tmp_path), "--bootstrap", "10", timeout=60)
    assert done.returncode == 0 and done.stdout.startswith("replays: 1 episodes"), done


# -- replay lines and results numbers past what the parsers survive ----------------------------------


@pytest.mark.parametrize("depth", [995, 60_000])
def test_a_replay_line_nested_past_the_parser_names_the_line(episode, depth):
    # 60,000 levels break the parser; 995 pass it and break the canonical re-writer instead.
    header = episode[0].read_bytes().split(b"\n")[0]
    data = header + b'\n{"type":"x","y":' + b"[" * depth + b"]" * depth + b"}\n"
    with pytest.raises(ReplayError, match=r"^r\.jsonl: line 2: nested too deeply$"):
        read_replay(data, "r.jsonl")


@pytest.mark.parametrize(
    "claimed, words",
    [
        (b'{"net":1e999999999}', "number '1e999999999' is out of range"),
        (b'{"net":' + b"9" * 100_000 + b"}", "integer of 100000 digits is out of range"),
        (b"[" * 60_000 + b"]" * 60_000, "nesting deeper than 64 levels"),
        (b'{"net":NaN}', "NaN is not a number JSON allows"),
        (b'{"agents":["\\ud800"]}', "lone surrogate"),
    ],
    ids=["exponent", "100k-digits", "nesting", "nan", "surrogate"],
)
def test_hostile_results_are_a_quick_mismatch(episode, claimed, words):
    # Fraction('1e999999999') expands a billion digits: the claimed results used to hang verify.
    verdict = verify(episode[0].read_bytes(), claimed, results_name="r.json")
    assert not verdict.ok and verdict.message.startswith("r.json: line 1") and words in verdict.message


def test_results_that_differ_still_name_the_field(episode):
    claimed = loads(episode[1].read_bytes())
    claimed["net"][0] += 1
    verdict = verify(episode[0].read_bytes(), dumps(claimed).encode())
    assert not verdict.ok and verdict.message.startswith("results: field 'net[0]': expected ")


def test_every_one_byte_edit_fails_verification(episode):
    replay, results = episode[0].read_bytes(), episode[1].read_bytes()
    assert verify(replay, results).ok
    for i in range(len(replay)):
        edited = bytearray(replay)
        edited[i] ^= 1
        try:
            verdict = verify(bytes(edited), results)
        except CosinoError:
            continue
        assert not verdict.ok, (i, replay[max(0, i - 30) : i + 30])


def test_crlf_and_empty_replays_are_one_line(cosino_cli, episode, tmp_path):
    crlf = tmp_path / "crlf.replay.jsonl"
    crlf.write_bytes(episode[0].read_bytes().replace(b"\n", b"\r\n"))
    code, out, err = cosino_cli("verify", str(crlf))
    one_line_error(code, out, err, f"{crlf}: line 1: not canonical JSON")
    empty = tmp_path / "empty.replay.jsonl"
    empty.write_bytes(b"")
    code, out, err = cosino_cli("verify", str(empty))
    one_line_error(code, out, err, f"{empty}: empty file")


# -- cosino power: what it reads must be what was played ---------------------------------------------


def edited_records(replay: bytes, kind: str, field: str, value=None) -> bytes:
    records = [json.loads(line) for line in replay.splitlines()]
    target = next(r for r in records if r["type"] == kind)
    if value is None:
        del target[field]
    else:
        target[field] = value
    return jsonl_bytes(records)


@pytest.mark.parametrize(
    "kind, field, value",
    [("action", "pos", None), ("deal", "cards", None), ("hand", "slots", []), ("episode", "config", [])],
)
def test_power_refuses_an_edited_replay_naming_the_line(cosino_cli, tmp_path, kind, field, value):
    # Each of these edits used to end in a KeyError, IndexError or AttributeError traceback.
    replay, _ = played("holdem-hu", hands=2)
    path = tmp_path / "x.replay.jsonl"
    path.write_bytes(edited_records(replay, kind, field, value))
    code, out, err = cosino_cli("power", str(path), "--bootstrap", "10")
    one_line_error(code, out, err, str(path))
    assert "line " in err or "engine refused" in err, err


RESULTS_CASES = {
    "list": (b"[1, 2]", "not a results file"),
    "no-agents": (b'{"variant": "kuhn"}', "field 'agents'"),
    "short-net": (b'{"agents": ["a", "b"], "variant": "kuhn", "net": [1]}', "field 'net'"),
    "text-net": (b'{"agents": ["a", "b"], "variant": "kuhn", "net": ["1", 2]}', "field 'net'"),
    "bool-net": (b'{"agents": ["a", "b"], "variant": "kuhn", "net": [true, 2]}', "field 'net'"),
    "luck": (b'{"agents": ["a", "b"], "variant": "kuhn", "net": [1, -1], "luckAdjusted": 3}', "'luckAdjusted'"),
    "luck-net": (
        b'{"agents": ["a", "b"], "variant": "kuhn", "net": [1, -1], "luckAdjusted": {"net": [0]}}',
        "field 'luckAdjusted.net'",
    ),
    "hands": (b'{"agents": ["a", "b"], "variant": "kuhn", "net": [1, -1], "scoredHands": -2}', "'scoredHands'"),
    "exponent": (b'{"agents": ["a", "b"], "variant": "kuhn", "net": [1e999999999, 1]}', "out of range"),
    "nesting": (b"[" * 60_000 + b"]" * 60_000, "nesting deeper"),
}


@pytest.mark.parametrize("case", sorted(RESULTS_CASES))
def test_power_refuses_hostile_results_naming_the_field(cosino_cli, tmp_path, case):
    text, needle = RESULTS_CASES[case]
    path = tmp_path / "x.results.json"
    path.write_bytes(text)
    code, out, err = cosino_cli("power", str(path), "--bootstrap", "10")
    one_line_error(code, out, err, str(path), needle)


def test_power_reads_real_results_alone(cosino_cli, tmp_path):
    for seed in range(2):
        (tmp_path / f"e{seed}.results.json").write_bytes(played("holdem-hu", seed=seed)[1])
    code, out, err = cosino_cli("power", str(tmp_path), "--bootstrap", "10")
    assert code == 0 and out.startswith("results: 2 episodes, bootstrap 10"), (out, err)


@pytest.mark.parametrize("value", ["0", "-5", "1000001"])
def test_power_bootstrap_out_of_range_is_one_line(cosino_cli, episode, value):
    code, out, err = cosino_cli("power", str(episode[0]), "--bootstrap", value)
    one_line_error(code, out, err, "--bootstrap", value)


def test_power_json_into_a_folder_is_refused_before_any_output(cosino_cli, episode, tmp_path):
    code, out, err = cosino_cli("power", str(episode[0]), "--bootstrap", "10", "--json", str(tmp_path))
    one_line_error(code, out, err, f"--json {tmp_path}", "is a folder")
    out_file = tmp_path / "report.json"
    code, out, err = cosino_cli("power", str(episode[0]), "--bootstrap", "10", "--json", str(out_file))
    assert code == 0 and json.loads(out_file.read_bytes())["replays"]["episodes"] == 1
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith(".tmp-")] == []
