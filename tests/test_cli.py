"""The command line: one-line errors with exit status 2, nothing half-written."""

from __future__ import annotations

from pathlib import Path


def test_unknown_variant_exits_2_and_writes_nothing(cosino_cli, tmp_path):
    out = tmp_path / "out"
    code, _, err = cosino_cli("play", "--variant", "chess", "--seats", "house,house", "--out", str(out))
    assert code == 2 and err.count("\n") == 1 and "unknown variant 'chess'" in err
    assert not out.exists()


def test_unknown_seat_exits_2(cosino_cli, tmp_path):
    out = tmp_path / "out"
    code, _, err = cosino_cli("play", "--variant", "kuhn", "--seats", "house,grandmaster", "--out", str(out))
    assert code == 2 and "seat 2 ('grandmaster')" in err and err.count("\n") == 1
    assert not out.exists()


def test_play_then_verify(cosino_cli, tmp_path):
    code, out, _ = cosino_cli("play", "--variant", "kuhn", "--seats", "house,random", "--hands", "4", "--seed", "1", "--out", str(tmp_path))
    assert code == 0 and "Sprocket" in out
    replay = next(tmp_path.glob("*.replay.jsonl"))
    results = next(tmp_path.glob("*.results.json"))
    code, out, _ = cosino_cli("verify", str(replay), str(results))
    assert code == 0 and out.startswith("OK ") and len(out.split()[1]) == 64


def test_verify_of_truncated_replay_exits_2(cosino_cli, tmp_path):
    cosino_cli("play", "--variant", "kuhn", "--seats", "random,random", "--hands", "2", "--out", str(tmp_path))
    replay = next(tmp_path.glob("*.replay.jsonl"))
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(replay.read_bytes()[:-5])
    code, out, err = cosino_cli("verify", str(bad))
    assert code == 2 and str(bad) in err and "truncated" in err and out == ""


def test_missing_file_exits_2(cosino_cli, tmp_path):
    code, _, err = cosino_cli("verify", str(tmp_path / "nope.jsonl"))
    assert code == 2 and "nope.jsonl: cannot read" in err


def test_deadline_guard_refunds_and_verifies(cosino_cli, tmp_path):
    code, out, err = cosino_cli(
        "play", "--variant", "holdem-hu", "--seats", "house,random", "--hands", "6", "--seed", "4",
        "--out", str(tmp_path), "--deadline", "0",
    )
    assert code == 0, err
    import json

    results = json.loads(next(tmp_path.glob("*.results.json")).read_text())
    assert results["reason"] == "deadline" and results["voidHands"] == [0] and results["scoredHands"] == 0
    assert results["net"] == [0, 0]
    replay = next(tmp_path.glob("*.replay.jsonl"))
    code, out, _ = cosino_cli("verify", str(replay), str(next(tmp_path.glob("*.results.json"))))
    assert code == 0 and out.startswith("OK ")


def test_negative_deadline_exits_2(cosino_cli, tmp_path):
    code, _, err = cosino_cli("play", "--variant", "kuhn", "--seats", "house,house", "--deadline", "-1", "--out", str(tmp_path / "o"))
    assert code == 2 and "--deadline" in err
    assert not (tmp_path / "o").exists()
