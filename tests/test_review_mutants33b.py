"""Mutation review 33b: the embedded runner and its failures, seeds and queue messages
(cosino_runtime.engine.local, failures, seeds, messages), the league's check
(cosino_runtime.league.check) and the integrity sums and permutation test
(cosino.league.integrity_sums, cosino.league.permutation), each survivor pinned by a test.

Each test names, in a one-line comment, the hand-made mutant it kills; each of them survived the
tests that existed before. Expected values come from the documented contract (docs/league.md,
docs/runtime.md, docs/viewer.md, the modules' docstrings) or a naive second implementation here,
never from running the code under test. No test needs the network.
"""

from __future__ import annotations

import json
from fractions import Fraction

import pytest

from cosino.arena.episode import EpisodeConfig
from cosino.arena.manifest import manifest_bytes, read_manifest
from cosino.arena.replay import read_replay
from cosino.league.integrity import empty_sums, episode_evidence, integrity_report
from cosino.league.table import leaderboards
from cosino.primitives.canonical import dump_bytes, sha256_hex
from cosino.primitives.errors import CosinoError
from cosino_runtime.league.check import check_published
from cosino_runtime.league.publish import parse_results

MIB = 1024 * 1024

# --- cosino league check-published (cosino_runtime.league.check) -------------------------------------


@pytest.fixture(scope="module")
def store_blobs(tmp_path_factory):
    """The blobs of an embedded store with three final episodes, one of them under the id a secret seed
    gets (no seed in it), and the scheduled league run's files; as a dict of key -> bytes."""
    from cosino_runtime.engine import flow
    from cosino_runtime.engine import steps as stepper
    from cosino_runtime.seats.registry import build_seat
    from cosino_runtime.store.embedded import EmbeddedStore

    root = tmp_path_factory.mktemp("published33b") / "store"
    store = EmbeddedStore(root)
    for variant, seats, seed, secret in (
        ("kuhn", ("house", "random"), 3, False),
        ("leduc", ("random", "house"), 4, True),
        ("kuhn", ("random", "house"), 5, False),
    ):
        config = EpisodeConfig(variant, seats, 2, seed)
        episode = stepper.create(store, config, stepper.episode_id_for(config, seed_in_id=not secret))
        while store.load(episode).status == "running":
            stepper.step(store, episode, store.load(episode).version, build_seat)
        flow.on_finalize(store, episode)
    flow.on_league(store)
    store.close()
    blobs = root / "blobs"
    return {str(p.relative_to(blobs)): p.read_bytes() for p in sorted(blobs.rglob("*")) if p.is_file()}


def _reader(blobs: dict[str, bytes], asked: list | None = None):
    """A BlobReader over ``blobs``, refusing a blob over the bound it is asked with (as the folder's does)."""

    def read(key: str, bound: int) -> bytes:
        if asked is not None:
            asked.append((key, bound))
        if key not in blobs:
            raise CosinoError(f"{key}: missing")
        if len(blobs[key]) > bound:
            raise CosinoError(f"{key}: more than {bound} bytes")
        return blobs[key]

    return read


def _republished(blobs: dict[str, bytes]) -> dict[str, bytes]:
    """What a forger writes after changing blobs: the board and integrity report of the blobs as they now
    are, each replay and results file read under the key the manifest gives it."""
    manifest = blobs["public/manifest.json"]
    entries = read_manifest(manifest)["episodes"]
    pinned = {"manifest": sha256_hex(manifest), "episodes": len(entries)}
    results, sums = [], empty_sums()
    for e in entries:
        results.append(parse_results(blobs[f"results/{e['results']}.json"]))
        sums.add(e["episode"], episode_evidence(read_replay(blobs[f"replays/{e['replay']}.jsonl"])))
    board = leaderboards(results, pinned=pinned, keys=[e["episode"] for e in entries])
    report = {**integrity_report(sums, 0), "pinned": pinned}
    return {**blobs, "public/leaderboard.json": dump_bytes(board), "public/integrity.json": dump_bytes(report)}


def _entries(blobs):
    return json.loads(blobs["public/manifest.json"])["episodes"]


# kills C8: the ids of a replay's header taken as the seeded one twice: an episode created with a secret
# seed (its id has no seed, docs/runtime.md) was named "the replay of another episode" on an honest store
def test_an_honest_store_with_a_secret_seed_episode_passes(store_blobs):
    ids = [e["episode"] for e in _entries(store_blobs)]
    assert any(i.startswith("leduc-") and i.count("-") == 1 for i in ids), ids  # the id without its seed
    assert check_published(_reader(store_blobs)) is None


# kills C15: each episode verified without its manifest entry: a manifest listing a kuhn replay as
# "leduc" passed, though docs/league.md has the manifest name the variant a reader browses by
def test_a_manifest_entry_naming_another_variant_is_refused(store_blobs):
    entries = _entries(store_blobs)
    kuhn = next(e for e in entries if e["variant"] == "kuhn")
    forged = [{**e, "variant": "leduc"} if e is kuhn else e for e in entries]
    blobs = _republished({**store_blobs, "public/manifest.json": manifest_bytes(forged)})
    problem = check_published(_reader(blobs))
    assert problem is not None and "variant" in problem and "leduc" in problem


# kills C15 too: a results file kept under a digest that is not its own passed (docs/league.md: each blob
# is "refused unless its bytes hash to that digest")
def test_a_results_blob_under_another_digest_is_refused(store_blobs):
    entries = _entries(store_blobs)
    first = entries[0]
    fake = "0" * 64
    forged = [{**e, "results": fake} if e is first else e for e in entries]
    blobs = {**store_blobs, f"results/{fake}.json": store_blobs[f"results/{first['results']}.json"]}
    blobs = _republished({**blobs, "public/manifest.json": manifest_bytes(forged)})
    problem = check_published(_reader(blobs))
    assert problem is not None and f"replays/{first['replay']}.jsonl" in problem and "results" in problem


# kills C13: a file with the derived values written otherwise (not canonical bytes) passed; the check
# compares bytes (docs/league.md), and a board is pinned by its bytes
@pytest.mark.parametrize("key", ["public/leaderboard.json", "public/integrity.json"])
def test_a_published_file_with_the_same_values_written_otherwise_is_named(store_blobs, key):
    respaced = b" " + store_blobs[key]  # whitespace before the value: the same values, other bytes
    assert json.loads(respaced, parse_float=Fraction) == json.loads(store_blobs[key], parse_float=Fraction)
    problem = check_published(_reader({**store_blobs, key: respaced}))
    assert problem is not None and problem.startswith(f"{key}: ")


# kills C17: a manifest's episode id put into the message unescaped: an id holding a newline and a
# terminal escape split the one line the check answers with and reached the terminal
def test_a_hostile_episode_id_in_the_manifest_is_named_on_one_escaped_line(store_blobs):
    entries = _entries(store_blobs)
    hostile = "kuhn\n\x1b[2Jok: all fine\u202e"
    blobs = _republished(
        {**store_blobs, "public/manifest.json": manifest_bytes([*entries, {**entries[0], "episode": hostile}])}
    )
    problem = check_published(_reader(blobs))
    assert problem is not None and "the replay of another episode" in problem
    assert "\n" not in problem and "\x1b" not in problem and "\u202e" not in problem


# kills C14 and C18: the manifest read up to the replay's 256 MiB, or a results file up to twice that;
# docs/viewer.md bounds a manifest at 64 MiB and a replay or results file at 256 MiB
def test_each_blob_is_read_under_its_documented_bound(store_blobs):
    asked: list[tuple[str, int]] = []
    assert check_published(_reader(store_blobs, asked)) is None
    bounds = {key.split("/")[0] if not key.startswith("public/") else key: bound for key, bound in asked}
    assert bounds == {
        "public/manifest.json": 64 * MIB,
        "replays": 256 * MIB,
        "results": 256 * MIB,
        "public/leaderboard.json": 256 * MIB,
        "public/integrity.json": 256 * MIB,
    }
    assert len(asked) == 2 * len(_entries(store_blobs)) + 3  # each listed blob once, then the two files


# --- the integrity sums (cosino.league.integrity_sums) ----------------------------------------------------


def _sums(tested=("faced",), top=2):
    from cosino.league.integrity_sums import IntegritySums

    return IntegritySums(tested, top)


def _evidence(units, agents=("x", "y", "z")):
    return {"agents": list(agents), "units": [list(u) for u in units]}


# kills I1 (b's type unchecked: True read as seat 1), I2 (a slot of -1 read as the last seat) and I3 (a slot one
# past the seats an IndexError): each is "a slot that is not a seat's", the ValueError the docstring names
@pytest.mark.parametrize("a, b", [(0, True), (-1, 0), (0, 3), (True, 1), (0, 1.0)])
def test_a_unit_naming_a_slot_that_is_not_a_seats_is_refused(a, b):
    sums = _sums()
    with pytest.raises(ValueError, match=r"integrity evidence of e1: unit 1 names slots"):
        sums.add("e1", _evidence([("faced1", 0, 1, 0, 1), ("faced1", a, b, 0, 1)]))


# --- the queue messages (cosino_runtime.engine.messages) --------------------------------------------------


def _step_body(body: str):
    """The body of a step record as the step handler's parser reads it (Json[StepBody])."""
    from pydantic import Json, TypeAdapter

    from cosino_runtime.engine.messages import StepBody

    return TypeAdapter(Json[StepBody]).validate_python(body)


# defect: pydantic's lax mode took a step message's version written as true, "3", 3.0 or 1e3 for the
# integer; docs/runtime.md drops a malformed step message, and flow.py writes the version as a JSON integer
@pytest.mark.parametrize("version", ["true", '"3"', "3.0", "1e3", "false"])
def test_a_step_version_that_is_not_a_json_integer_is_malformed(version):
    from pydantic import ValidationError

    with pytest.raises(ValidationError):
        _step_body(f'{{"kind": "step", "episode": "kuhn-1-abc", "version": {version}}}')
    assert _step_body('{"kind": "step", "episode": "kuhn-1-abc", "version": 3}').version == 3
