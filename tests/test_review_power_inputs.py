"""``cosino power`` counted an episode once per file naming it: the same league folder given twice,
or a replay (or results file) copied into a subfolder, doubled its hands and narrowed every
interval, so a pair could be called separated on evidence played once. Now the same bytes count once."""

from __future__ import annotations

import json
import shutil


def _played(tmp_path, cosino_cli):
    out = tmp_path / "league"
    for seed in ("1", "2"):
        code, _, err = cosino_cli(
            "play", "--variant", "kuhn", "--seats", "house,random", "--hands", "4", "--seed", seed, "--out", str(out)
        )
        assert code == 0, err
    return out


def _report(tmp_path, cosino_cli, *paths):
    target = tmp_path / "report.json"
    code, _, err = cosino_cli("power", *map(str, paths), "--json", str(target), "--bootstrap", "50")
    assert code == 0, err
    return json.loads(target.read_text())


def test_a_replay_named_twice_counts_once(tmp_path, cosino_cli):
    out = _played(tmp_path, cosino_cli)
    once = _report(tmp_path, cosino_cli, out)
    assert once["replays"]["episodes"] == 2
    copy = out / "backup"
    copy.mkdir()
    shutil.copy(sorted(out.glob("*.replay.jsonl"))[0], copy / "again.replay.jsonl")
    assert _report(tmp_path, cosino_cli, out, out) == once
    assert _report(tmp_path, cosino_cli, out) == once


def test_a_results_file_named_twice_counts_once(tmp_path, cosino_cli):
    out = _played(tmp_path, cosino_cli)
    for replay in out.glob("*.replay.jsonl"):
        replay.unlink()  # results alone: episode units
    once = _report(tmp_path, cosino_cli, out)
    assert once["results"]["episodes"] == 2
    first = sorted(out.glob("*.results.json"))[0]
    assert _report(tmp_path, cosino_cli, out, first) == once


def test_results_are_paired_with_their_replay_by_digest_not_by_name(tmp_path, cosino_cli):
    """Two folders both hold an episode of the same name: before, a results
    file was dropped whenever any replay of that name was read, though it was another episode."""
    first = _played(tmp_path / "a", cosino_cli)
    other = tmp_path / "b"
    code, _, err = cosino_cli(
        "play", "--variant", "kuhn", "--seats", "house,random", "--hands", "6", "--seed", "1", "--out", str(other)
    )
    assert code == 0, err
    for replay in other.glob("*.replay.jsonl"):
        replay.unlink()  # this folder keeps its results only
    # Name it as one of the first folder's episodes, as two leagues numbering their episodes would.
    taken = sorted(first.glob("*.replay.jsonl"))[0].name[: -len(".replay.jsonl")]
    [only] = other.glob("*.results.json")
    only.rename(other / f"{taken}.results.json")
    both = _report(tmp_path, cosino_cli, first, other)
    assert both["replays"]["episodes"] == 2
    assert both["results"]["episodes"] == 1
    # A results file whose replay is read counts once, wherever it lies and whatever it is called.
    moved = tmp_path / "elsewhere"
    moved.mkdir()
    shutil.copy(sorted(first.glob("*.results.json"))[0], moved / "renamed.results.json")
    assert _report(tmp_path, cosino_cli, first, moved) == _report(tmp_path, cosino_cli, first)


def test_two_results_files_of_one_episode_count_once_whatever_their_bytes(tmp_path, cosino_cli):
    """Results are paired by the replay they name: a re-indented copy of an episode's results (other
    bytes, same ``replaySha256``) counted as a second episode when its replay was not given."""
    out = _played(tmp_path, cosino_cli)
    for replay in out.glob("*.replay.jsonl"):
        replay.unlink()
    once = _report(tmp_path, cosino_cli, out)
    copy = tmp_path / "pretty"
    copy.mkdir()
    first = sorted(out.glob("*.results.json"))[0]
    (copy / "again.results.json").write_text(json.dumps(json.loads(first.read_text()), indent=2))
    assert _report(tmp_path, cosino_cli, out, copy) == once


def test_a_results_file_whose_replay_digest_is_not_text_is_refused(tmp_path, cosino_cli):
    out = _played(tmp_path, cosino_cli)
    first = sorted(out.glob("*.results.json"))[0]
    res = json.loads(first.read_text())
    res["replaySha256"] = 7
    bad = tmp_path / "bad.results.json"
    bad.write_text(json.dumps(res))
    code, _, err = cosino_cli("power", str(bad), "--bootstrap", "50")
    assert code == 2
    why = "field 'replaySha256' must be a string (the SHA-256 of the episode's replay)"
    assert err.strip().splitlines() == [f"cosino: {bad}: {why}"]
