"""Red team 51g: ``cosino power`` fed hostile inputs, the published index's ``agentKeys`` joined as the viewer joins
them, and the leaderboard's significance column set beside ``cosino power`` on data with a known answer.

Fixed here: a ``replaySha256`` spelt in upper case (or with a space, or empty) counted one episode twice, and two
results files naming one replay with other numbers counted whichever sorted first; the
bootstrap spent most of its time in one method call per draw (a 10 MB replay took 34 s, now 14 s); escaping a
10 MB agent name for the terminal took seconds, one character at a time. Found here, fixed after the review (two
strict xfails until then): an ACPC address spelt two ways (``127.1`` and ``127.0.0.1``) was one listening socket but
two agents to ``registry.outside_agent``, so it could take two seats; ``acpc:[::1]:5000`` passed the check and was
never bound.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from fractions import Fraction
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
DIGEST = "1c2af298a7968c3a54acc9a3c2a7f43b0a9bae902a7a9703eefa25ac09b11eda"


def _write(path: Path, body: dict | str) -> str:
    path.write_text(body if isinstance(body, str) else json.dumps(body))
    return str(path)


def _body(**extra) -> dict:
    return {"agents": ["a", "b"], "variant": "holdem-hu", "net": [3, -3], "scoredHands": 4, **extra}


# -- cosino power: replaySha256 is the digest sha256_hex writes -------------------------------------------------


def test_a_replay_digest_in_upper_case_is_the_same_episode(cosino_cli, tmp_path):
    """Two copies of one episode's results, the second with its ``replaySha256`` in upper case: 1 episode.
    Before: 2 episodes, the pair's interval narrowed by a copy of itself."""
    _write(tmp_path / "a.results.json", _body(replaySha256=DIGEST))
    _write(tmp_path / "b.results.json", _body(replaySha256=DIGEST.upper()))
    code, out, err = cosino_cli("power", str(tmp_path), "--bootstrap", "50")
    assert code == 0, err
    assert out.splitlines()[0] == "results: 1 episode, bootstrap 50, seed 0", out


@pytest.mark.parametrize("digest", ["", " " + DIGEST, DIGEST[:63], DIGEST[:63] + "g", DIGEST + "0"])
def test_a_replay_digest_that_is_no_sha256_is_refused_in_one_line(cosino_cli, tmp_path, digest):
    """Before: each was taken as another episode's digest (the empty one as none: the file's bytes decided)."""
    path = _write(tmp_path / "x.results.json", _body(replaySha256=digest))
    code, out, err = cosino_cli("power", path)
    assert code == 2 and out == "", (code, out)
    assert err.count("\n") == 1 and err.startswith(f"cosino: {path}: field 'replaySha256' must be 64 hex digits"), err


def test_two_results_files_claiming_one_replay_with_other_numbers_are_refused(cosino_cli, tmp_path):
    """A forged results file naming a real episode's ``replaySha256``, sorted first: before, it counted and the real
    one was dropped as a copy (the report said a - b is -60 over 1 episode). Now one line naming both files."""
    forged = _write(tmp_path / "a.results.json", _body(replaySha256=DIGEST, net=[-30, 30]))
    real = tmp_path / "b.results.json"
    real.write_text(json.dumps(_body(replaySha256=DIGEST), indent=2))
    code, out, err = cosino_cli("power", str(tmp_path))
    assert code == 2 and out == "", (code, out)
    assert err.strip() == f"cosino: {real}: names the same replay as {forged} (replaySha256) but its 'net' differs"
    # a copy with the same numbers, however indented, is still the one episode
    real.write_text(json.dumps(_body(replaySha256=DIGEST)))
    _write(tmp_path / "a.results.json", _body(replaySha256=DIGEST.upper()))
    code, out, err = cosino_cli("power", str(tmp_path), "--bootstrap", "50")
    assert code == 0 and out.splitlines()[0] == "results: 1 episode, bootstrap 50, seed 0", (err, out)


# -- cosino power: every hostile input ends in one line or a report, quickly ------------------------------------

HOSTILE = {
    "nan": json.dumps(_body()).replace("[3, -3]", "[NaN, -3]"),
    "huge-exponent": json.dumps(_body()).replace("[3, -3]", "[1e999999999, -3]"),
    "bool-net": _body(net=[True, False]),
    "text-ratio-net": _body(net=["1/3", "-1/3"]),
    "long-ratio-net": _body(net=["1" * 5000 + "/3", "-1/3"]),
    "deep": json.dumps(_body())[:-1] + ', "x": ' + "[" * 60000 + "]" * 60000 + "}",
    "float-hands": _body(scoredHands=2.0),
    "lone-surrogate": json.dumps(_body()).replace('"a"', '"\\ud800"', 1),
    "three-seats-heads-up": _body(agents=["a", "b", "c"], net=[1, 2, -3]),
    "same-agent": _body(agents=["a", "a"]),
    "luck-not-object": _body(luckAdjusted=[1, 2]),
}


@pytest.mark.parametrize("name", sorted(HOSTILE))
def test_a_hostile_results_file_is_one_line_exit_2(cosino_cli, tmp_path, name):
    path = _write(tmp_path / f"{name}.results.json", HOSTILE[name])
    start = time.monotonic()
    code, out, err = cosino_cli("power", path)
    assert time.monotonic() - start < 5
    assert code == 2 and out == "" and err.count("\n") == 1 and "Traceback" not in err, (name, err)


def test_a_fifo_a_folder_and_a_symlink_loop_named_as_results_are_refused(cosino_cli, tmp_path):
    fifo, folder, loop = (tmp_path / f"{n}.results.json" for n in ("fifo", "folder", "loop"))
    os.mkfifo(fifo)
    loop.symlink_to(loop.name)
    (tmp_path / "inner").mkdir()
    folder.mkdir()
    for path, why in ((fifo, "not a regular file"), (loop, "Too many levels of symbolic links")):
        code, out, err = cosino_cli("power", str(path))
        assert code == 2 and err.strip() == f"cosino: {path}: cannot read ({why})", err
    fifo.unlink()
    loop.unlink()
    _write(tmp_path / "inner" / "ok.results.json", _body())
    code, _, err = cosino_cli("power", str(tmp_path))  # searched, the folder named *.results.json is refused
    assert code == 2 and err.strip() == f"cosino: {folder}: cannot read (Is a directory)", err


def test_a_ten_megabyte_agent_name_is_escaped_in_linear_time():
    """``printable`` judged each character by a bisect in Python: 20 million characters took about 4 s.
    Now each distinct character is judged once and the text rewritten by ``str.translate``."""
    from cosino.primitives.errors import printable

    name = "a" * 20_000_000
    start = time.monotonic()
    assert printable(name) is name
    assert time.monotonic() - start < 1
    mixed = "ev\x1b[31mil\u202e two\u2028lines \U0001fa75 \ud800 é"
    assert printable(mixed) == "ev\\u001b[31mil\\u202e two\\u2028lines \\U0001fa75 \\ud800 é"


def test_the_bootstrap_draws_the_same_numbers_without_a_call_per_draw(monkeypatch):
    """``bootstrap_interval`` called ``Rng.randbelow`` once per draw (20,000 units x 1,000 resamples: 15 s). Now it
    takes each resample's draws at once (``Rng.below_many``): the same words, rejections and interval."""
    from cosino.league import power
    from cosino.primitives.rng import Rng, derive

    # the same numbers, and the generator left where the draws one at a time leave it, rejections included
    for n in (2, 7, 1000, 3 * 2**62, 2**64 - 1, 2**64, 2**64 + 5, 1):
        for count in (0, 1, 3, 4, 5, 33, 200):
            bulk, single = Rng(derive(n, count)), Rng(derive(n, count))
            bulk.next_u64(), single.next_u64()
            assert bulk.below_many(n, count) == [single.randbelow(n) for _ in range(count)], (n, count)
            assert [bulk.next_u64() for _ in range(9)] == [single.next_u64() for _ in range(9)]
    values = [Fraction(v % 21 - 10, 1 + v % 3) for v in range(300)]
    key = derive(0, "power", "t")
    expected = _one_draw_at_a_time(values, key, 200)
    calls = []
    monkeypatch.setattr(Rng, "randbelow", lambda self, n: calls.append(n))
    assert power.bootstrap_interval(values, key, 200) == expected
    assert calls == []  # before: 60,000 calls


def _one_draw_at_a_time(values, key, resamples):
    """The interval as bootstrap_interval computed it before: one ``randbelow`` per draw."""
    from math import ceil, lcm

    from cosino.primitives.rng import Rng

    n, den = len(values), lcm(*(v.denominator for v in values))
    ints = [v.numerator * (den // v.denominator) for v in values]
    rng = Rng(key)
    sums = sorted(sum(ints[rng.randbelow(n)] for _ in range(n)) for _ in range(resamples))
    return Fraction(sums[(resamples * 25) // 1000], den * n), Fraction(sums[ceil(resamples * 975 / 1000) - 1], den * n)


# -- the leaderboard's significance column and cosino power agree ---------------------------------------------


def _episodes(diffs: list[Fraction]) -> list[dict]:
    """Heads-up Hold'em episodes of A and B (seats alternating), 4 scored hands each; A's score less B's is each
    of ``diffs``, and its net difference 20 times that."""
    out = []
    for i, d in enumerate(diffs):
        high, net = Fraction(1, 2) + Fraction(d) / 2, 10 * Fraction(d)
        scores, nets = [high, 1 - high], [net, -net]
        agents = ["A", "B"]
        if i % 2:
            scores, nets, agents = scores[::-1], nets[::-1], agents[::-1]
        out.append(
            {
                "variant": "holdem-hu",
                "agents": agents,
                "scores": scores,
                "net": nets,
                "win": [s > min(scores) for s in scores],
                "scoredHands": 4,
                "replaySha256": f"{i:064x}",
            }
        )
    return out


@pytest.mark.parametrize(
    ("diffs", "significant", "still"),
    [
        # 3 equal differences: no spread, so MIN_UNITS = 6 episodes (24 hands) would do; 12 played.
        ([Fraction(1, 2)] * 3, False, 12),
        # 11 episodes, mean 1/11, variance 12/11: Student's t separates at 510 episodes, 2,040 hands; 44 played.
        ([1, -1] * 5 + [1], False, 1996),
        # 10 equal differences: separated, none still needed.
        ([Fraction(1, 2)] * 10, True, 0),
    ],
)
def test_the_leaderboard_and_cosino_power_agree_on_a_known_answer(cosino_cli, tmp_path, diffs, significant, still):
    from cosino.league.power import adjacent_significance, results_report
    from cosino.league.table import leaderboard
    from cosino.primitives.canonical import dump_bytes

    episodes = _episodes(diffs)
    top, _ = leaderboard(episodes, bootstrap=1000)["table"]
    assert top["agent"] == "A"
    assert (top["orderSignificant"], top["handsStillNeeded"]) == (significant, still)
    by_scores = adjacent_significance(["A", "B"], results_report(episodes, measure="scores"), method="raw")
    assert (by_scores[0]["significant"], by_scores[0]["handsStillNeeded"]) == (significant, still)
    for i, e in enumerate(episodes):  # the command line reads net, 20 times the score difference
        (tmp_path / f"e{i}.results.json").write_bytes(dump_bytes({k: v for k, v in e.items() if k != "scores"}))
    report = tmp_path / "report.json"
    code, _, err = cosino_cli("power", str(tmp_path), "--json", str(report))
    assert code == 0, err
    (pair,) = json.loads(report.read_text())["results"]["pairs"]
    raw = pair["raw"]
    assert raw["separated"] is significant and raw["hands"] == 4 * len(diffs)
    if not significant:
        assert raw["handsNeeded"] - raw["hands"] == still


# -- the published index: agentKeys as the viewer's agentOf joins them -------------------------------------------

SPELLINGS = [
    ("remote:HTTP://Bot.Example:80", "house"),
    ("remote:http://bot.example/", "random"),
    ("remote:http://bot.example./#seat-2", "house"),
    ("remote:http://BOT.example:080/?", "random"),
    ("remote:http://bot.example/act", "house"),  # another agent: another path
    ("remote:http://bot.example:8080/", "house"),  # another agent: another port
    ("remote:https://bot.example/", "house"),  # another agent: another scheme
    ("remote:http://127.1/%61ct", "house"),
    ("remote:http://[::ffff:7f00:1]/act", "random"),
    ("remote:http://127.0.0.1/ACT", "house"),  # another agent: a path's case is its own
    ("acpc:Poker.Example:0099", "house"),
    ("acpc:poker.example:99", "random"),
    ("acpc:poker.example:990", "house"),
    ("house", "random"),
]

AGENT_OF = """
import { readFileSync } from "node:fs";
const { agentOf } = await import(process.argv[2]);
const index = JSON.parse(readFileSync(process.argv[3], "utf8"));
const names = JSON.parse(readFileSync(process.argv[4], "utf8"));
console.log(JSON.stringify(names.map((n) => agentOf(index.episodes, n))));
"""


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed")
def test_the_index_is_canonical_and_the_viewer_joins_each_spelling_to_its_agent(tmp_path):
    """14 Kuhn episodes seating one remote agent spelt 4 ways, 5 other remote agents (path, port, scheme, case),
    one ACPC address spelt 2 ways and another port: the published index is canonical JSON, and the viewer's
    ``agentOf`` (web/js/browse.js under node) names every seat and every key as ``outside_agent`` does, so two
    spellings of one agent share a page and two agents never do."""
    from test_review_agent_keys50d import INDEX, published

    from cosino.primitives.canonical import dump_bytes
    from cosino.primitives.jsonsafe import loads
    from cosino_runtime.seats.registry import outside_agent
    from cosino_runtime.store.embedded import EmbeddedStore

    entries, board = published(tmp_path, SPELLINGS)
    store = EmbeddedStore(tmp_path / "store")
    try:
        raw = store.get_blob(INDEX)  # the bytes as published
    finally:
        store.close()
    assert dump_bytes(loads(raw, INDEX)) == raw and loads(raw, INDEX)["episodes"] == entries
    seats = sorted({s for e in entries for s in e["agents"]})
    keys = sorted({k for e in entries for k in e.get("agentKeys", e["agents"])})
    rated = {row["agent"] for table in board["families"].values() for row in table["table"]}
    assert set(keys) == rated and len(keys) == 10
    index, names = tmp_path / "index.json", tmp_path / "names.json"
    index.write_bytes(raw)
    names.write_text(json.dumps(seats + keys))
    script = tmp_path / "agent_of.mjs"
    script.write_text(AGENT_OF)
    module = (ROOT / "web" / "js" / "browse.js").as_uri()
    done = subprocess.run(
        ["node", str(script), module, str(index), str(names)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    joined = dict(zip(seats + keys, json.loads(done.stdout)))
    assert joined == {n: outside_agent(n) for n in seats + keys}


# -- found, not fixed here: registry.outside_agent (not this branch's to edit) --------------------------------


def test_one_acpc_address_spelt_two_ways_is_one_agent():
    from cosino_runtime.seats.registry import outside_agent

    assert outside_agent("acpc:127.1:5000") == outside_agent("acpc:127.0.0.1:5000") == outside_agent("acpc:0x7f.1:5000")
    assert outside_agent("acpc:0:0:0:0:0:0:0:1:5000") == outside_agent("acpc:::1:5000")


def test_one_acpc_address_spelt_two_ways_cannot_take_two_seats():
    from cosino.primitives.errors import CosinoError
    from cosino_runtime.seats.registry import check_seats

    with pytest.raises(CosinoError, match="the same outside agent"):
        check_seats(["acpc:127.1:5000", "acpc:127.0.0.1:5000"], "holdem-hu")


def test_a_bracketed_acpc_address_is_bound_without_its_brackets():
    """``acpc:[::1]:5000`` passed the seat check with ``[::1]`` as its host, which getaddrinfo cannot read: the seat
    failed at its first decision. The check now hands the socket ``::1``, and the name is the agent ``acpc:::1``."""
    from cosino_runtime.seats.acpc import check_acpc_name
    from cosino_runtime.seats.registry import outside_agent

    assert check_acpc_name("acpc:[::1]:5000")[:2] == ("::1", 5000)
    assert outside_agent("acpc:[::1]:5000") == outside_agent("acpc:0:0:0:0:0:0:0:1:5000") == "acpc:::1:5000"
