"""``cosino league table --check``: a league's table, manifest and integrity report must follow
from its episodes. An edited Elo, a results file swapped for an edited replay's own, or a dropped
episode is named in one line with exit 1; nothing is written; an honest league passes."""

from __future__ import annotations

import json
import shutil
from fractions import Fraction

import pytest
from support.leagues import HOUSE_AND_RANDOM, played_league, published_store
from support.replays import cut_by_a_deadline

from cosino.arena.replay import read_replay
from cosino.primitives.canonical import dump_bytes, jsonl_bytes, sha256_hex
from cosino_runtime.cli import main
from cosino_runtime.league.config import load_config
from cosino_runtime.league.episodes import episode_paths, schedule
from cosino_runtime.league.publish import INTEGRITY_NAME, MANIFEST_NAME


@pytest.fixture(scope="module")
def league(tmp_path_factory):
    """A small played league (kuhn and leduc; house, random and a fake model seat)."""
    agents = HOUSE_AND_RANDOM + '[agents.fake]\nseat = "fake"\nstyle = "mixed"\n'
    return played_league(tmp_path_factory.mktemp("league-check"), "check", '["kuhn", "leduc"]', 4, agents)


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
    assert code == 0 and line.startswith("ok: ") and line.endswith("its 6 played episodes of 6 scheduled")
    assert _snapshot(out) == before


def test_a_league_cut_short_passes_and_says_how_many_episodes_have_no_results(league, tmp_path, capsys):
    """A removed results file reads as an unplayed episode once the files derived from it are rebuilt
    (the manifest's digest, published elsewhere, is what tells the two apart); the count is said."""
    config, out = _copy(league, tmp_path)
    sorted((out / "episodes").glob("*.results.json"))[-1].unlink()
    assert main(["league", "table", "--config", str(config), "--recompute"]) == 0
    capsys.readouterr()
    code, line = _check(config, capsys)
    assert code == 0 and line.endswith("its 5 played episodes of 6 scheduled; 1 without results (unplayed or removed)")


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
    records = read_replay(replay.read_bytes())
    # The deadline guard is wall-clock: an end it wrote is an input the engine cannot derive (the
    # header's fields are not: the schedule fixes them).
    edited = jsonl_bytes(cut_by_a_deadline(records, 1))
    replay.write_bytes(edited)
    verdict = verify(edited)
    assert verdict.ok
    replay.with_name(replay.name.replace(".replay.jsonl", ".results.json")).write_bytes(verdict.results)
    assert main(["league", "table", "--config", str(config), "--recompute", "--json"]) == 0
    capsys.readouterr()
    code, line = _check(config, capsys)
    assert code == 0 and sha256_hex((out / MANIFEST_NAME).read_bytes()) != honest


@pytest.fixture(scope="module")
def two_rounds(tmp_path_factory):
    """A league whose two rounds seat the same pair: two episodes that differ only in their seed."""
    return played_league(tmp_path_factory.mktemp("league-rounds"), "rounds", '["kuhn"]', 2, rounds=2)


@pytest.mark.parametrize("command", ["--check", "--recompute"])
def test_another_rounds_episode_copied_into_an_episodes_files_is_refused(two_rounds, tmp_path, capsys, command):
    # Both files of round 2's episode in round 1's place: every file agreed, so the check passed and a
    # rebuilt table counted round 2 twice (a won match twice, a lost one gone). The schedule fixes the seed.
    config, out = _copy(two_rounds, tmp_path)
    first, second = schedule(load_config(str(config), check_network=False))[:2]
    for kind in ("replay", "results"):
        target = episode_paths(out, first.episode_id)[kind]
        target.write_bytes(episode_paths(out, second.episode_id)[kind].read_bytes())
    assert main(["league", "table", "--config", str(config), command]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err == [
        f"cosino: {episode_paths(out, first.episode_id)['replay']}: line 1: field 'seed' is not the scheduled episode's"
    ]


@pytest.mark.parametrize("args", [["--check"], ["--check", "--out", "x"], ["--check", "--recompute"]])
def test_check_needs_a_config_and_stands_alone(league, args, capsys):
    assert main(["league", "table", *args]) == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1


# -- what a store published: cosino league check-published --------------------------------------


@pytest.fixture(scope="module")
def published(tmp_path_factory):
    """An embedded store with three final episodes and its scheduled league run's files."""
    games = (
        ("kuhn", ("house", "random"), 3),
        ("leduc", ("random", "house"), 4),
        ("hearts", ("house", "random", "house", "random"), 5),
    )
    return published_store(tmp_path_factory.mktemp("published") / "store", games)


def _blobs_copy(published, tmp_path):
    shutil.copytree(published, tmp_path / "blobs")
    return tmp_path / "blobs"


def _check_published(source, capsys):
    code = main(["league", "check-published", str(source)])
    out = capsys.readouterr()
    lines = (out.out or out.err).strip().splitlines()
    assert len(lines) == 1, lines
    return code, lines[0]


def test_an_honest_store_passes_from_a_folder_and_over_http(published, tmp_path, capsys):
    import functools
    import http.server
    import threading

    blobs = _blobs_copy(published, tmp_path)
    before = _snapshot(blobs)
    assert _check_published(blobs, capsys) == (
        0,
        f"ok: the leaderboard and integrity report at {blobs} follow from the episodes they pin",
    )
    handler = functools.partial(http.server.SimpleHTTPRequestHandler, directory=str(blobs))
    handler.log_message = lambda *a: None
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        code, line = _check_published(f"http://127.0.0.1:{server.server_address[1]}/", capsys)
    finally:
        server.shutdown()
    assert code == 0 and line.startswith("ok: ")
    assert _snapshot(blobs) == before


def _more_elo(board):
    board["families"]["poker"]["table"][0]["elo"] += 100


def _one_more_episode(report):
    report["episodes"] += 1


@pytest.mark.parametrize(
    "key,edit,field",
    [
        ("public/leaderboard.json", _more_elo, "families.poker.table[0].elo"),
        ("public/integrity.json", _one_more_episode, "episodes"),
    ],
)
def test_an_edited_published_file_is_named_with_its_field(published, tmp_path, capsys, key, edit, field):
    blobs = _blobs_copy(published, tmp_path)
    value = _values((blobs / key).read_bytes())
    edit(value)  # the pin is left as it was: only the numbers an attacker wants change
    (blobs / key).write_bytes(dump_bytes(value))
    code, line = _check_published(blobs, capsys)
    assert code == 1 and key in line and f"field '{field}'" in line


def test_published_results_that_do_not_follow_from_their_replay_are_named(published, tmp_path, capsys):
    blobs = _blobs_copy(published, tmp_path)
    manifest = _values((blobs / "public/manifest.json").read_bytes())
    path = blobs / "results" / f"{manifest['episodes'][0]['results']}.json"
    results = _values(path.read_bytes())
    results["scores"] = list(reversed(results["scores"]))
    path.write_bytes(dump_bytes(results))  # the file the manifest names, with other bytes
    code, line = _check_published(blobs, capsys)
    assert code == 1 and "scores" in line


@pytest.mark.parametrize("source", ["/nonexistent/blobs", "http://127.0.0.1:9/api/blobs"])
def test_a_source_that_cannot_be_read_is_one_line_with_status_2(source, capsys):
    code, line = _check_published(source, capsys)
    assert code == 2 and source in line


@pytest.mark.parametrize("source", ["/etc/hostname", "ftp://x/blobs", "/tmp/\u202ex"])  # '': test_review_empty_options
def test_a_source_that_is_not_a_folder_or_an_http_address_is_refused(source, capsys):
    code, line = _check_published(source, capsys)
    assert code == 2 and "not a folder of blobs or an http(s) address" in line and "\u202e" not in line


def _republish(blobs):
    """What a forger writes after changing blobs: the leaderboard and integrity report of the blobs
    as they now are, each replay and results file read under the key the manifest gives it."""
    from cosino.arena.manifest import read_manifest
    from cosino.arena.replay import read_replay
    from cosino.league.integrity import empty_sums, episode_evidence, integrity_report
    from cosino.league.table import leaderboards
    from cosino_runtime.league.publish import parse_results

    manifest_bytes = (blobs / "public/manifest.json").read_bytes()
    entries = read_manifest(manifest_bytes)["episodes"]
    pinned = {"manifest": sha256_hex(manifest_bytes), "episodes": len(entries)}
    results, sums = [], empty_sums()
    for entry in entries:
        results.append(parse_results((blobs / f"results/{entry['results']}.json").read_bytes()))
        sums.add(
            entry["episode"], episode_evidence(read_replay((blobs / f"replays/{entry['replay']}.jsonl").read_bytes()))
        )
    board = leaderboards(results, pinned=pinned, keys=[e["episode"] for e in entries])
    (blobs / "public/leaderboard.json").write_bytes(dump_bytes(board))
    (blobs / "public/integrity.json").write_bytes(dump_bytes({**integrity_report(sums, 0), "pinned": pinned}))


def test_a_blob_holding_another_episodes_bytes_is_named(published, tmp_path, capsys):
    # Episode 0's replay and results replaced by episode 1's (both listed, both verify): the board
    # rebuilt from them counts episode 1 twice and episode 0 never, under the manifest's own pin.
    blobs = _blobs_copy(published, tmp_path)
    first, second = _values((blobs / "public/manifest.json").read_bytes())["episodes"][:2]
    for folder, field, ext in (("replays", "replay", "jsonl"), ("results", "results", "json")):
        source = blobs / folder / f"{second[field]}.{ext}"
        (blobs / folder / f"{first[field]}.{ext}").write_bytes(source.read_bytes())
    _republish(blobs)
    code, line = _check_published(blobs, capsys)
    assert code == 1 and f"replays/{first['replay']}.jsonl" in line and "SHA-256" in line


def test_a_replay_listed_again_under_another_episodes_id_is_named(published, tmp_path, capsys):
    # The manifest accepts one replay under two ids (an episode's id with and without its secret seed):
    # a won match listed again under a made-up id was counted twice on a board that passed the check.
    from cosino.arena.manifest import manifest_bytes

    blobs = _blobs_copy(published, tmp_path)
    entries = _values((blobs / "public/manifest.json").read_bytes())["episodes"]
    won = next(e for e in entries if e["variant"] == "kuhn")
    again = {**won, "episode": "kuhn-0-000000000000"}
    (blobs / "public/manifest.json").write_bytes(manifest_bytes([*entries, again]))
    _republish(blobs)
    code, line = _check_published(blobs, capsys)
    assert code == 1 and line.endswith(
        f": public/manifest.json: episode kuhn-0-000000000000 lists replays/{won['replay']}.jsonl, "
        "the replay of another episode"
    )


def test_a_published_board_of_many_small_values_is_refused_unparsed(published, tmp_path, capsys):
    # A store's board is read from the network: as many empty objects as fit would parse to some
    # twenty bytes of memory per byte, so past the derived board's size it is not parsed.
    blobs = _blobs_copy(published, tmp_path)
    size = (blobs / "public/leaderboard.json").stat().st_size
    (blobs / "public/leaderboard.json").write_bytes(b"[" + b"{}," * (size + 70_000) + b"{}]")
    code, line = _check_published(blobs, capsys)
    assert code == 1 and "public/leaderboard.json" in line and "more than" in line and "values" in line


def test_a_table_that_is_a_folder_is_named_as_such(league, tmp_path, capsys):
    config, out = _copy(league, tmp_path)
    (out / "league.json").unlink()
    (out / "league.json").mkdir()
    code, line = _check(config, capsys)
    assert code == 1 and "league.json: not a file" in line


def test_a_source_that_drips_its_blobs_is_given_up_after_the_budget(published, tmp_path, capsys):
    # each blob arrives within the 20 s one fetch may take, so only a budget for the whole run ends it
    import functools
    import http.server
    import threading
    import time

    blobs = _blobs_copy(published, tmp_path)

    class Slow(http.server.SimpleHTTPRequestHandler):
        def do_GET(self):
            if "manifest" not in self.path:
                time.sleep(4)
            super().do_GET()

        def log_message(self, *args):
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Slow, directory=str(blobs)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        code = main(["league", "check-published", "--seconds", "2", f"http://127.0.0.1:{server.server_address[1]}"])
    finally:
        server.shutdown()
    out = capsys.readouterr()
    lines = out.err.strip().splitlines()
    assert code == 2 and len(lines) == 1 and "gave up" in lines[0] and "--seconds 2" in lines[0], lines


@pytest.mark.parametrize("seconds", ["0", "-1", "1e9", "\u0663", "86401", "1.5", ""])
def test_a_budget_that_is_not_a_whole_number_of_seconds_is_refused(seconds, capsys):
    assert main(["league", "check-published", "--seconds", seconds, "http://127.0.0.1:9/"]) == 2
    assert "--seconds" in capsys.readouterr().err


def test_a_budget_padded_with_zeros_is_read_as_its_number():
    from cosino_runtime.commands.league import _budget

    assert _budget("0" * 5000 + "30") == 30.0  # as DEADLINE_SECONDS is read; int() of the padding would raise
    with pytest.raises(Exception):
        _budget("0" * 5000)  # still zero seconds


def test_a_replay_listed_again_under_its_own_other_id_is_named(published, tmp_path, capsys):
    # One replay may be listed under its id with the seed and its id without (the manifest reads both);
    # a won match listed under both was counted twice on a republished board that passed the check.
    from cosino.arena.manifest import manifest_bytes
    from cosino.arena.replay import config_of, read_replay
    from cosino_runtime.engine.steps import episode_id_for

    blobs = _blobs_copy(published, tmp_path)
    entries = _values((blobs / "public/manifest.json").read_bytes())["episodes"]
    won = next(e for e in entries if e["variant"] == "kuhn")
    header = read_replay((blobs / f"replays/{won['replay']}.jsonl").read_bytes())[0]
    twin = episode_id_for(config_of(header), seed_in_id=False)
    assert twin != won["episode"]
    (blobs / "public/manifest.json").write_bytes(manifest_bytes([*entries, {**won, "episode": twin}]))
    _republish(blobs)
    code, line = _check_published(blobs, capsys)
    first, second = sorted([won["episode"], twin])  # the manifest lists episodes by id
    assert code == 1 and line.endswith(
        f"replays/{won['replay']}.jsonl is listed under episodes {first} and {second}: one match counted twice"
    ), line
