"""`cosino demo` (what `make demo` runs): files written, summary printed, replays verify."""

from __future__ import annotations

import json

from cosino.arena.replay import verify


def test_demo_writes_verifiable_replays(cosino_cli, tmp_path):
    code, out, err = cosino_cli("demo", "--out", str(tmp_path))
    assert code == 0, err
    # the README's figures: 12 six-max hands and 20 Leduc hands, both from seed 2026
    assert "== holdem-6max: 12 hands, reason complete" in out and "== leduc: 20 hands, reason complete" in out
    for header in ("seat", "net", "score", "win"):
        assert header in out
    replays = sorted(tmp_path.glob("*.replay.jsonl"))
    assert len(replays) == 2
    for replay in replays:
        results = replay.with_name(replay.name.replace(".replay.jsonl", ".results.json"))
        assert str(replay) in out and str(results) in out
        verdict = verify(replay.read_bytes(), results.read_bytes())
        assert verdict.ok, verdict.message
        assert json.loads(replay.read_text().splitlines()[0])["seed"] == 2026
    # running it again is safe and gives the same bytes
    before = {p.name: p.read_bytes() for p in tmp_path.glob("*.json*")}
    code, _, _ = cosino_cli("demo", "--out", str(tmp_path))
    assert code == 0
    assert before == {p.name: p.read_bytes() for p in tmp_path.glob("*.json*")}


def test_play_exports_phh_that_replays(cosino_cli, tmp_path):
    code, out, err = cosino_cli(
        "play",
        "--variant",
        "holdem-6max",
        "--seats",
        "random,house,random,house,random,house",
        "--hands",
        "4",
        "--seed",
        "9",
        "--out",
        str(tmp_path),
        "--phh",
    )
    assert code == 0, err
    phh = next(tmp_path.glob("*.phhs"))
    code, out, err = cosino_cli("phh", "replay", str(phh), "--json")
    assert code == 0, err
    hands = [json.loads(line) for line in out.splitlines()]
    assert len(hands) == 4
    replay = [json.loads(l) for l in next(tmp_path.glob("*.replay.jsonl")).read_text().splitlines()]
    alias = {s["slot"]: s["alias"] for s in replay[0]["seats"]}
    ends = [r for r in replay if r["type"] == "handEnd"]
    for hand, end in zip(hands, ends):
        by_alias = dict(zip(hand["players"], hand["nets"]))
        assert by_alias == {alias[slot]: net for slot, net in enumerate(end["nets"])}


def test_demo_ends_with_three_next_steps_that_work(cosino_cli, tmp_path):
    code, out, err = cosino_cli("demo", "--out", str(tmp_path))
    assert code == 0, err
    tail = out[out.index("next, try:") :].splitlines()
    assert [line.split()[1] for line in tail[1:4]] == ["cosino", "cosino", "cosino"]
    assert "cosino serve" in tail[2] and "cosino league run --config examples/league.toml" in tail[3]
    verify_argv = tail[1].split("#")[0].split()[2:]
    code, out, _ = cosino_cli(*verify_argv)  # the first suggestion runs as printed
    assert code == 0 and out.startswith("OK: ")
