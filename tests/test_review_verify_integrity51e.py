"""``cosino verify`` exit statuses and output, and the integrity report's smallest p-values.

Exit 1 says the inputs were read and the replay or its results do not reproduce; exit 2 says an input could
not be read. Until 2026-12-07 a results file that was not a JSON object at all (garbage, an array, bad UTF-8,
60,000 brackets, ``1e999999999``, a key twice) exited 1 as if it were a result that differs; a verified replay
printed ``OK <64 hex digits>`` without saying whose digest it was; and the integrity report wrote every
p-value under 5e-13 as 0 (the canonical writer's twelve decimals), a certainty no exact test gives.
"""

from __future__ import annotations

import json
import os
import re
from fractions import Fraction
from math import comb

import pytest
from support.cli import one_line

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.manifest import entry, manifest_bytes
from cosino.arena.replay import verify
from cosino.league.permutation import exact_p, holm
from cosino.primitives.canonical import dumps, format_number, jsonl_bytes
from cosino.seats.house import decision_rng, make_seat


def _replay(seed: int = 3) -> bytes:
    ep = Episode(EpisodeConfig("kuhn", ("random", "random"), hands=3, seed=seed))
    while (p := ep.pending()) is not None:
        slot, obs = p
        ep.decide(make_seat("random", "kuhn", decision_rng(seed, slot, ep.decisions)).act(obs))
    return jsonl_bytes(ep.records)


@pytest.fixture
def files(tmp_path):
    replay = _replay()
    path = tmp_path / "r.jsonl"
    path.write_bytes(replay)
    results = tmp_path / "res.json"
    results.write_bytes(verify(replay).results)
    return path, results


UNREADABLE_RESULTS = {
    "garbage": (b"not json", "line 1 column 1: not valid JSON"),
    "empty": (b"", "not valid JSON"),
    "array": (b"[1,2]", "expected a JSON object, found an array"),
    "string": (b'"net"', "expected a JSON object, found a string"),
    "bad-utf8": (b'{"net":"\xff"}', "line 1: not valid UTF-8"),
    "deep": (b"[" * 60_000 + b"]" * 60_000, "line 1: nesting deeper than 64 levels"),
    "exponent": (b'{"net":1e999999999}', "line 1: number '1e999999999' is out of range"),
    "key-twice": (b'{"net":[0,0],"net":[0,0]}', "line 1: key 'net' appears twice in one object"),
}


@pytest.mark.parametrize("case", list(UNREADABLE_RESULTS))
def test_a_results_file_that_cannot_be_read_exits_2_naming_it(cosino_cli, files, case):
    path, results = files
    data, words = UNREADABLE_RESULTS[case]
    results.write_bytes(data)
    one_line(*cosino_cli("verify", str(path), str(results)), f"cosino: {results}: ", words)


def test_a_repeated_key_with_the_recomputed_values_is_refused_too(cosino_cli, files):
    # The reader kept the last of the two, so a file whose first "net" lied verified as "not canonical" only.
    path, results = files
    honest = results.read_bytes()
    results.write_bytes(honest.replace(b"{", b'{"net":[99,-99],', 1))
    one_line(*cosino_cli("verify", str(path), str(results)), str(results), "key 'net' appears twice")


def test_the_core_marks_unreadable_results_apart_from_differing_ones(files):
    # The viewer still shows a mismatch and the recomputed results; the command line exits 2 on the mark.
    path, results = files
    replay = path.read_bytes()
    verdict = verify(replay, b"[]")
    assert (verdict.ok, verdict.unreadable, verdict.kind) == (False, True, "mismatch")
    assert verdict.message == "results: expected a JSON object, found an array"
    assert verdict.results == results.read_bytes()
    claimed = json.loads(results.read_bytes())
    claimed["net"] = [n + 1 for n in claimed["net"]]
    verdict = verify(replay, json.dumps(claimed).encode())
    assert not verdict.ok and not verdict.unreadable
    assert verdict.message.startswith("results: field 'net[0]': ")


def test_well_formed_results_that_differ_still_exit_1(cosino_cli, files):
    path, results = files
    claimed = json.loads(results.read_bytes())
    claimed["scoredHands"] += 1
    results.write_text(json.dumps(claimed))
    code, out, err = cosino_cli("verify", str(path), str(results))
    assert (code, err) == (1, "") and out == f"{results}: field 'scoredHands': expected 3, found 4\n"


def test_a_replay_that_does_not_reproduce_is_judged_before_its_results_are_read(cosino_cli, files):
    # The verdict on the replay is final on its own: results are read only for a replay that reproduces.
    path, results = files
    path.write_bytes(_replay(seed=4).replace(b'"seed":4', b'"seed":3', 1))
    results.write_bytes(b"not json")
    code, out, err = cosino_cli("verify", str(path), str(results))
    assert (code, err) == (1, "") and out.startswith(f"{path}: line ") and out.count("\n") == 1


def _lines(replay: bytes) -> list[bytes]:
    return replay.split(b"\n")[:-1]


REPLAY_CASES = {
    "bad-utf8-line-7": (lambda lines: lines[:6] + [lines[6] + b"\xff"] + lines[7:], "line 7: not valid UTF-8"),
    "not-json-line-5": (lambda lines: lines[:4] + [b"not json"] + lines[5:], "line 5: not valid JSON"),
    "not-object-line-5": (lambda lines: lines[:4] + [b"[1]"] + lines[5:], "line 5: expected a JSON object"),
    "empty": (lambda lines: [], "empty file"),
}


@pytest.mark.parametrize("case", list(REPLAY_CASES))
def test_a_replay_that_is_no_json_lines_exits_2_naming_the_line(cosino_cli, files, case):
    path, results = files
    edit, words = REPLAY_CASES[case]
    lines = edit(_lines(path.read_bytes()))
    path.write_bytes(b"".join(line + b"\n" for line in lines))
    one_line(*cosino_cli("verify", str(path), str(results)), f"cosino: {path}: {words}")


def test_a_folder_or_a_fifo_as_any_input_exits_2(cosino_cli, files, tmp_path):
    path, results = files
    folder, fifo = tmp_path / "folder", tmp_path / "fifo"
    folder.mkdir()
    os.mkfifo(fifo)
    for bad in (folder, fifo):
        for argv in ([str(bad)], [str(path), str(bad)]):
            one_line(*cosino_cli("verify", *argv), f"cosino: {bad}: cannot read")
        one_line(*cosino_cli("verify", str(path), "--manifest", str(bad)), f"cosino: --manifest {bad}: cannot read")


def test_a_verified_replay_names_every_figure_it_prints(cosino_cli, files, tmp_path):
    path, results = files
    manifest = tmp_path / "m.json"
    manifest.write_bytes(manifest_bytes([entry("kuhn-3-x", path.read_bytes(), results.read_bytes(), "kuhn")]))
    digest = verify(path.read_bytes()).digest
    code, out, err = cosino_cli("verify", str(path), str(results), "--manifest", str(manifest))
    assert (code, err) == (0, "")
    assert out.splitlines() == [
        f"OK: {path} re-runs line for line",
        f"recomputed results SHA-256: {digest}",
        f"{results}: the same bytes as the recomputed results",
        f"{manifest}: publishes this replay and its recomputed results as episode kuhn-3-x",
    ]
    code, out, err = cosino_cli("verify", str(path))
    assert (code, err) == (0, "") and out == f"OK: {path} re-runs line for line\nrecomputed results SHA-256: {digest}\n"
    # every figure is preceded by its label: no bare digest or number starts a line or follows "OK"
    assert all(re.fullmatch(r"[0-9a-f]{64}", word) is None for word in out.split()[:3])


def test_a_p_value_under_5e_13_keeps_its_magnitude():
    p = exact_p([(100, 50, 50)], 50)  # all 50 ones among the seat's 50 of 100 units
    assert p == Fraction(1, comb(100, 50))
    written = dumps({"p": p, "pHolm": holm({"a": p, "b": Fraction(1, 2)})["a"]})
    assert written == '{"p":9.91165302142e-30,"pHolm":1.98233060428e-29}'  # 1/C(100,50) is 9.911653021418e-30
    value = Fraction(json.loads(written, parse_float=str)["p"])
    assert abs(value - p) <= p / 10**11


def test_the_holm_adjustment_stays_monotone_as_written():
    raw = [Fraction(1, 10**40), Fraction(3, 10**20), Fraction(4, 10**13), Fraction(5, 10**13), Fraction(6, 10**13)]
    raw += [Fraction(1, 10**12), Fraction(1, 7**6000), Fraction(1, 100)]  # 7**6000: past CPython's 4,300 digits
    adjusted = holm(dict(enumerate(raw)))
    ordered = sorted(range(len(raw)), key=lambda k: raw[k])
    texts = [dumps(adjusted[k]) for k in ordered]
    assert texts[:3] == ["2.06466645345e-5070", "7e-40", "1.8e-19"]
    written = [Fraction(text) for text in texts]
    assert all(w > 0 for w in written) and written == sorted(written)


def test_only_p_values_that_would_be_written_as_0_change():
    from cosino.primitives.canonical import Significant  # new with this fix: the tests above run without it

    for value in (Fraction(1, 3), Fraction(6, 10**13), Fraction(1, 8192), Fraction(1), Fraction(0)):
        assert format_number(Significant(value)) == format_number(value)
    assert format_number(Significant(5, 10**13)) == "5e-13" and format_number(Fraction(5, 10**13)) == "0"
    # results and replays are written from plain Fractions: their bytes are as before
    assert dumps({"x": Fraction(1, 10**15)}) == '{"x":0}'


def test_a_league_check_names_the_field_beside_a_derived_p_under_1e_40():
    # The check read its own derived report with the guarded reader, whose exponents stop at 40: a league
    # whose report holds such a p and whose written file differs exited 2 ("derived: ... out of range").
    from cosino_runtime.league.check import _compare

    problem = _compare("integrity.json", b'{"p":1}', b'{"p":1e-45}')
    assert problem.startswith("integrity.json: not what the episodes give: field 'p': expected 0.000")
    assert problem.endswith("1, found 1")
