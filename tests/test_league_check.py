"""``cosino league table --check``: a league's table, manifest and integrity report must follow
from its episodes. An edited Elo, a results file swapped for an edited replay's own, or a dropped
episode is named in one line with exit 1; nothing is written; an honest league passes."""

from __future__ import annotations

import json
import shutil
from fractions import Fraction

import pytest

from cosino.primitives.canonical import dump_bytes, sha256_hex
from cosino_runtime.cli import main
from cosino_runtime.league.publish import INTEGRITY_NAME, MANIFEST_NAME


@pytest.fixture(scope="module")
def league(tmp_path_factory):
    """A small played league (kuhn and leduc; house, random and a fake model seat)."""
    base = tmp_path_factory.mktemp("league-check")
    config = base / "league.toml"
    config.write_text(
        f'[league]\nname = "check"\nvariants = ["kuhn", "leduc"]\nhands = 4\nseed = 9\nbootstrap = 5\n'
        f'out = "{base / "out"}"\n'
        '[agents.house]\nseat = "house"\n[agents.random]\nseat = "random"\n'
        '[agents.fake]\nseat = "fake"\nstyle = "mixed"\n'
    )
    assert main(["league", "run", "--config", str(config), "--quiet"]) == 0
    return config


def _values(data):
    return json.loads(data, parse_float=Fraction)  # decimals stay exact, as the writer needs them


def _copy(league, tmp_path):
    """The league's config and files in a fresh folder, to edit."""
    out = tmp_path / "out"
    shutil.copytree(league.parent / "out", out)
    config = tmp_path / "league.toml"
    config.write_text(league.read_text().replace(str(league.parent / "out"), str(out)))
    return config, out


def _snapshot(out):
    return {p.relative_to(out): p.read_bytes() for p in sorted(out.rglob("*")) if p.is_file()}


def _check(config, capsys):
    code = main(["league", "table", "--config", str(config), "--check"])
    lines = capsys.readouterr().out.strip().splitlines()
    assert len(lines) == 1, lines  # one line, whatever the verdict
    return code, lines[0]


def test_an_honest_league_passes_and_nothing_is_written(league, tmp_path, capsys):
    config, out = _copy(league, tmp_path)
    before = _snapshot(out)
    code, line = _check(config, capsys)
    assert code == 0 and line.startswith("ok: ")
    assert _snapshot(out) == before


def test_an_edited_elo_is_named(league, tmp_path, capsys):
    config, out = _copy(league, tmp_path)
    table = _values((out / "league.json").read_bytes())
    table["table"][-1]["elo"] = 1700  # the attacker's agent climbs; the pin is left as it was
    (out / "league.json").write_bytes(dump_bytes(table))
    code, line = _check(config, capsys)
    assert code == 1 and "league.json" in line and "elo" in line and "1700" in line


def test_an_integrity_report_with_a_flag_removed_is_named(league, tmp_path, capsys):
    config, out = _copy(league, tmp_path)
    report = _values((out / INTEGRITY_NAME).read_bytes())
    report["episodes"] += 1
    (out / INTEGRITY_NAME).write_bytes(dump_bytes(report))
    code, line = _check(config, capsys)
    assert code == 1 and INTEGRITY_NAME in line and "episodes" in line


def test_a_dropped_episode_is_named_by_the_manifest(league, tmp_path, capsys):
    config, out = _copy(league, tmp_path)
    victim = sorted((out / "episodes").glob("*.results.json"))[0]
    victim.unlink()  # the table and the manifest still count it
    code, line = _check(config, capsys)
    assert code == 1 and MANIFEST_NAME in line and "items, found" in line


def test_results_that_do_not_follow_from_their_replay_are_named(league, tmp_path, capsys):
    config, out = _copy(league, tmp_path)
    path = sorted((out / "episodes").glob("*.results.json"))[0]
    results = _values(path.read_bytes())
    results["scores"] = list(reversed(results["scores"]))
    path.write_bytes(dump_bytes(results))
    code, line = _check(config, capsys)
    assert code == 1 and "scores" in line


def test_a_league_rebuilt_around_an_edited_replay_passes_only_under_its_own_manifest(league, tmp_path, capsys):
    # Every derived file regenerated: the files agree, and only the manifest's digest tells the leagues apart.
    from cosino.arena.replay import verify

    config, out = _copy(league, tmp_path)
    honest = sha256_hex((out / MANIFEST_NAME).read_bytes())
    replay = sorted((out / "episodes").glob("*.replay.jsonl"))[0]
    lines = replay.read_bytes().splitlines(keepends=True)
    header = _values(lines[0])
    header["budget"] += 1  # an input the engine cannot derive
    edited = dump_bytes(header) + b"\n" + b"".join(lines[1:])
    replay.write_bytes(edited)
    verdict = verify(edited)
    assert verdict.ok
    replay.with_name(replay.name.replace(".replay.jsonl", ".results.json")).write_bytes(verdict.results)
    assert main(["league", "table", "--config", str(config), "--recompute", "--json"]) == 0
    capsys.readouterr()
    code, line = _check(config, capsys)
    assert code == 0 and sha256_hex((out / MANIFEST_NAME).read_bytes()) != honest


@pytest.mark.parametrize("args", [["--check"], ["--check", "--out", "x"], ["--check", "--recompute"]])
def test_check_needs_a_config_and_stands_alone(league, args, capsys):
    assert main(["league", "table", *args]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
