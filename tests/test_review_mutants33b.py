"""Mutation review 33b: the embedded runner and its failures, seeds and queue messages
(cosino_runtime.engine.local, failures, seeds, messages), the league's check
(cosino_runtime.league.check) and the integrity sums and permutation test
(cosino.league.integrity_sums, cosino.league.permutation), each survivor pinned by a test.

Each test names, in a one-line comment, the hand-made mutant it kills; each of them survived the
tests that existed before. Expected values come from the documented contract (docs/league.md,
docs/runtime.md, docs/viewer.md, the modules' docstrings) or a naive second implementation here,
never from running the code under test. No test needs the network.

Equivalent survivors, left unpinned: C5 (check-published's own digest check dropped: verify, given the
entry alone, refuses the same bytes), C19 (the pin counting distinct ids: the manifest refuses an id
listed twice), I7 (`<=` on a full list inserts the unit and trims it away again), I18 (AttributeError
no longer caught: nothing of a kept value is looked up as an attribute), I23 (`not evidence` for
`is None`: evidence is None or a dict with units), I24 (`unit <= kept[-1]`: no two units share an
episode and a place), L22 (no seat with 0 decisions has 2 * 0 fallbacks above 0), P1, P10 and P21
(the other path of the same exact arithmetic: at 256 counts, packed under 16, for no groups).
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
    listing = manifest_bytes(entries)[: -len(b'],"format":1}\n')]
    forged = {**entries[0], "episode": hostile}
    blobs = {**store_blobs, "public/manifest.json": listing + b"," + dump_bytes(forged) + b'],"format":1}\n'}
    # Since review 44b such an id is no writer's and the manifest is refused as it is read (exit 2), in one
    # line that names the entry: before, the check named it as the replay of another episode (exit 1).
    with pytest.raises(CosinoError) as caught:
        check_published(_reader(blobs))
    problem = str(caught.value)
    assert f"episodes[{len(entries)}].episode: " in problem and "holds U+000A" in problem
    assert "\n" not in problem and "\x1b" not in problem and "\u202e" not in problem


# kills C9: the integrity sums of check-published keyed by the replay's digest instead of the episode id: a
# flag names its episodes by id (docs/league.md), so a forged report naming other ids would pass; the ids
# added are those the manifest lists
def test_the_integrity_sums_are_keyed_by_the_manifests_episode_ids(store_blobs, monkeypatch):
    from cosino_runtime.league import check

    added = []

    def recording():
        sums = empty_sums()
        plain = sums.add
        sums.add = lambda episode, evidence: (added.append(episode), plain(episode, evidence))[1]
        return sums

    monkeypatch.setattr(check, "empty_sums", recording)
    assert check_published(_reader(store_blobs)) is None
    assert added == [e["episode"] for e in _entries(store_blobs)]


# kills C14 and C18: the manifest read up to the replay's 256 MiB, or a results file up to twice that;
# docs/league.md: the manifest up to 64 MiB, every other blob up to 256 MiB
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


# kills I5: a tested kind's unit of value 1/2 or 2 taken in (the docstring: "Raises ValueError for a tested unit
# whose value is not 0 or 1"); a reported kind's unit may have any exact value
@pytest.mark.parametrize("value", [Fraction(1, 2), 2, -1])
def test_a_tested_unit_that_is_not_0_or_1_is_refused(value):
    with pytest.raises(ValueError, match="a faced3 unit is"):
        _sums().add("e1", _evidence([("faced3", 0, 1, 7, value)]))
    sums = _sums()
    sums.add("e1", _evidence([("bias3", 0, 1, 7, value)]))
    assert sums.to_json()["cells"] == [["bias3", "x", "y", 1, str(Fraction(value)), None]]


def _naive_sums(episodes, tested, top):
    """The module doc's sums, counted the long way: every unit kept, sorted and cut at the end."""
    import re

    cells, bits, met = {}, {}, {}
    for k, (episode, evidence) in enumerate(episodes):
        touched = set()
        for place, (kind, a, b, hand, value) in enumerate(evidence["units"]):
            family = re.sub("[0-9]+$", "", kind)
            pair = (evidence["agents"][a], evidence["agents"][b])
            if pair[0] == pair[1] and family != "mirror":
                continue
            cell = cells.setdefault((kind, pair), [0, Fraction(0), [[], []]])
            cell[0] += 1
            cell[1] += Fraction(value)
            if family in tested:
                cell[2][int(value)].append([episode, place, hand])
                bits[(family, pair)] = bits.get((family, pair), 0) | (1 << k)
            if family != "mirror":
                touched.add(pair)
        for pair in touched:
            met[pair] = met.get(pair, 0) + 1
    return {
        "format": 2,
        "for": {"tested": sorted(tested), "top": top},
        "ids": [e for e, _ in episodes],
        "cells": [
            [
                kind,
                a,
                b,
                n,
                str(total),
                [sorted(t)[:top] for t in tops] if re.sub("[0-9]+$", "", kind) in tested else None,
            ]
            for (kind, (a, b)), (n, total, tops) in sorted(cells.items())
        ],
        "bits": [[p, a, b, format(x, "x")] for (p, (a, b)), x in sorted(bits.items())],
        "met": [[a, b, n] for (a, b), n in sorted(met.items())],
    }


def _random_league(seed, episodes=9):
    import random

    rng = random.Random(seed)
    out = []
    for n in range(episodes):
        agents = [rng.choice("pqrs") for _ in range(rng.choice((3, 4)))]  # an agent may hold two seats
        units = []
        for _ in range(rng.randrange(0, 14)):
            kind = rng.choice(("faced", "leads", "mirror", "bias")) + str(rng.choice((0, 1, 10, 12)))
            a, b = rng.randrange(len(agents)), rng.randrange(len(agents))
            value = rng.choice((0, 1)) if not kind.startswith("bias") else Fraction(rng.randrange(-5, 6), 4)
            units.append([kind, a, b, rng.randrange(40), value])
        out.append((f"e{rng.randrange(10**6):06d}-{n}", {"agents": agents, "units": units}))
    return out


# kills I4 (an agent's own two seats skipped for the per-agent mirror kind too), I6 (a unit's value not added),
# I8 (a value's list kept one past top), I9 (mirror units making a pair meet) and I20 (``faced10`` read as
# family ``faced1``): the kept sums against the module doc's sums counted the long way, and read back
@pytest.mark.parametrize("seed", range(6))
def test_the_kept_sums_are_the_module_docs_sums(seed):
    from cosino.league.integrity_sums import IntegritySums

    tested = ("faced", "leads", "mirror")
    episodes = _random_league(seed)
    sums = _sums(tested, 2)
    for episode, evidence in episodes:
        sums.add(episode, evidence)
    kept = json.loads(json.dumps(sums.to_json()))
    assert kept == json.loads(json.dumps(_naive_sums(episodes, tested, 2)))
    again = IntegritySums.from_json(kept, tested, 2)
    assert again is not None and again.to_json() == sums.to_json()
    for p, a, b, x in kept["bits"]:
        held = int(x, 16)
        assert again.episodes_of(held) == sorted(e for k, (e, _) in enumerate(episodes) if held >> k & 1)


def _kept_small():
    """Kept sums of three episodes with a tested and a reported kind (top 2)."""
    sums = _sums(("faced",), 2)
    for n in range(3):
        sums.add(
            f"e{n}", _evidence([("faced1", 0, 1, n, 1), ("faced1", 0, 1, n, 1), ("bias1", 1, 0, n, Fraction(1, 3))])
        )
    return json.loads(json.dumps(sums.to_json()))


def _damaged(how):
    data = _kept_small()
    faced = next(c for c in data["cells"] if c[0] == "faced1")
    if how == "no units":
        faced[3] = 0
    elif how == "three values":
        faced[5] = [*faced[5], []]
    elif how == "tested kind without its units":
        faced[5] = None
    elif how == "reported kind with units":
        next(c for c in data["cells"] if c[0] == "bias1")[5] = [[], []]
    elif how == "empty bit set":
        data["bits"][0][3] = "0"
    elif how == "a bit set wider than its episodes":
        data["bits"][0][3] = "0" + data["bits"][0][3]  # three episodes need one hex digit
    elif how == "an id that is a number":
        data["ids"][1] = 1
    elif how in ("a met count that is true", "a met count of 1.5", "a met count that is text"):
        data["met"][0][2] = {"a met count that is true": True, "a met count of 1.5": 1.5}.get(how, "3")
    elif how == "a met pair that is a number":
        data["met"][0][0] = 7
    return data


# kills I12 (a cell of no units), I13 (tops of three values), I15 (an empty bit set), I17 (a bit set one hex digit
# wider than its episodes need), I19 (a tested kind kept without its units, or a reported kind with them), I21
# (an id that is not a string) and I22 (a met count that is not a JSON integer, a pair that is not two strings):
# the docstring's "malformed" sums read as None, so the caller starts again
@pytest.mark.parametrize(
    "how",
    [
        "no units",
        "three values",
        "tested kind without its units",
        "reported kind with units",
        "empty bit set",
        "a bit set wider than its episodes",
        "an id that is a number",
        "a met count that is true",
        "a met count of 1.5",
        "a met count that is text",
        "a met pair that is a number",
    ],
)
def test_malformed_kept_sums_are_read_as_none(how):
    from cosino.league.integrity_sums import IntegritySums

    assert IntegritySums.from_json(_kept_small(), ("faced",), 2) is not None
    assert IntegritySums.from_json(_damaged(how), ("faced",), 2) is None


# kills I14: a value's list kept longer than ``top`` read back whole ("each sorted and at most top long")
def test_kept_units_past_top_are_cut_to_top_when_read_back():
    from cosino.league.integrity_sums import IntegritySums

    data = _kept_small()
    faced = next(c for c in data["cells"] if c[0] == "faced1")
    faced[5][1] = [["e9", 0, 0], *faced[5][1], ["e0", 5, 0]]
    sums = IntegritySums.from_json(data, ("faced",), 2)
    assert sums is not None
    tops = next(c for c in sums.to_json()["cells"] if c[0] == "faced1")[5]
    assert tops[1] == [["e0", 0, 0], ["e0", 1, 0]]  # the first two in the pooled order (episode, place)


def _finalize_body(body: str):
    from pydantic import Json, TypeAdapter

    from cosino_runtime.engine.messages import FinalizeBody

    return TypeAdapter(Json[FinalizeBody]).validate_python(body)


BAD_IDS = ["../../x", "x/../y", "x\n", "-x", "Kuhn-1-abc", "kuhn-1-ABC", "a" * 101, "", "kuhn 1"]


# kills M1 (101 characters), M2 (the pattern unanchored at the start: "../../x" ends in an id), M3 (unanchored at the
# end), M6 (a leading dash) and M9 (capitals): an episode id is a lower-case letter or digit and then at most 99
# more of them or dashes, the ids the runtime gives (docs/runtime.md: a malformed message is dropped)
@pytest.mark.parametrize("episode", BAD_IDS)
def test_a_message_naming_a_malformed_episode_id_is_malformed(episode):
    from pydantic import ValidationError

    with pytest.raises(ValidationError):
        _step_body(json.dumps({"kind": "step", "episode": episode, "version": 1}))
    with pytest.raises(ValidationError):
        _finalize_body(json.dumps({"kind": "finalize", "episode": episode}))


@pytest.mark.parametrize("episode", ["a" * 100, "kuhn-1-0123456789ab", "0"])
def test_a_message_naming_a_well_formed_episode_id_is_read(episode):
    assert _step_body(json.dumps({"kind": "step", "episode": episode, "version": 0})).episode == episode
    assert _finalize_body(json.dumps({"kind": "finalize", "episode": episode})).episode == episode


# kills M4 (a version of -1), M5 (a version past 10^9) and M7/M8 (a message of the other kind read as this one)
def test_a_step_version_is_0_to_a_billion_and_each_body_is_its_own_kind():
    from pydantic import ValidationError

    assert [_step_body(f'{{"kind": "step", "episode": "e", "version": {v}}}').version for v in (0, 10**9)] == [0, 10**9]
    for body in (
        '{"kind": "step", "episode": "e", "version": -1}',
        '{"kind": "step", "episode": "e", "version": 1000000001}',
        '{"kind": "finalize", "episode": "e", "version": 1}',
    ):
        with pytest.raises(ValidationError):
            _step_body(body)
    with pytest.raises(ValidationError):
        _finalize_body('{"kind": "step", "episode": "e", "version": 1}')


# --- seeds an outside agent cannot search for (cosino_runtime.engine.seeds) -------------------------------


# kills S3, S5 and S6: docs/runtime.md draws a secret seed as 2^48 plus secrets.randbelow(2^63 - 2^48), so the
# generator's least and greatest answers give 2^48 and 2^63 - 1, the largest seed an episode takes
def test_a_secret_seed_spans_2_48_to_2_63_minus_1(monkeypatch):
    from cosino_runtime.engine import seeds

    asked, drawn = [], []
    for pick in (lambda n: 0, lambda n: n - 1):
        monkeypatch.setattr(seeds.secrets, "randbelow", lambda n, pick=pick: asked.append(n) or pick(n))
        drawn.append(seeds.secret_seed())
    assert drawn == [2**48, 2**63 - 1] and asked == [2**63 - 2**48] * 2
    assert seeds.MAX_SEED == 2**63 - 1


# kills S1 and S2: below 2^48 a seed is searchable (docs/league.md, docs/runtime.md), from 2^48 on it is not
def test_a_seed_is_searchable_exactly_below_2_48():
    from cosino_runtime.engine.seeds import searchable

    assert [searchable(s) for s in (0, 2**47, 2**48 - 1, 2**48, 2**63 - 1)] == [True, True, True, False, False]


# --- which failures a retry may cure, and how one is kept (cosino_runtime.engine.failures) -------------------


# defect: the cause was clipped to 500 characters before its lone surrogates were escaped (six characters each),
# so a message of them was kept at 2,940; docs/runtime.md keeps "the exception's class and message, 500 characters
# at most"
@pytest.mark.parametrize("message", ["\ud800" * 600, "x\udcff" * 300, "y" * 600])
def test_a_failure_cause_is_at_most_500_characters_and_encodes(message):
    from cosino_runtime.engine.failures import failure_cause

    cause = failure_cause(ValueError(message))
    assert len(cause) <= 500 and cause.startswith("ValueError: ")
    cause.encode("utf-8")  # storable: no lone surrogate is left


# kills F8 and F9: the cause is one line with its lone surrogates escaped as backslash escapes (the docstring)
def test_a_failure_cause_is_one_line_with_surrogates_escaped():
    from cosino_runtime.engine.failures import failure_cause

    assert failure_cause(ValueError("a\ud800b\nc")) == "ValueError: a\\ud800b c"


# defect: an exception whose own text raised made failure_cause raise instead of naming it, so the step's
# failure went unrecorded and the poison guard (docs/runtime.md) never counted it (kills F18 too)
def test_a_failure_whose_text_raises_is_still_named():
    from cosino_runtime.engine.failures import failure_cause

    class Unprintable(Exception):
        def __str__(self):
            raise LookupError("no text")

    cause = failure_cause(Unprintable())
    assert cause.startswith("Unprintable: ") and "\n" not in cause


# defect: an exception whose ``response`` is a dict of another shape (not botocore's) made is_transient raise
# AttributeError or TypeError from inside the step's error handling; it is simply not transient (kills F12, F17, F19)
@pytest.mark.parametrize(
    "response",
    [{"Error": "Throttling"}, {"Error": None}, {"Error": {"Code": ["SlowDown"]}}, {"Error": {"Code": 7}}, "HTTP 503"],
)
def test_an_error_response_of_another_shape_is_not_transient(response):
    from cosino_runtime.engine.failures import arena_transient, is_transient

    exc = Exception("x")
    exc.response = response
    assert is_transient(exc) is False and arena_transient(exc) is False


# --- the embedded runner (cosino_runtime.engine.local) -------------------------------------------------------


# defect: an --out holding a NUL or a lone surrogate raised ValueError or UnicodeEncodeError out of prepare_out,
# whose docstring says in one line why a folder cannot hold an episode's files
@pytest.mark.parametrize("name", ["runs\x00x", "runs-\ud800"])
def test_an_out_folder_name_no_system_takes_is_one_line(tmp_path, name):
    from cosino_runtime.engine.local import prepare_out

    with pytest.raises(CosinoError) as refused:
        prepare_out(tmp_path / name)
    message = str(refused.value)
    assert message.startswith("--out ") and "\n" not in message and "\x00" not in message
    message.encode("utf-8")  # printable: the lone surrogate is escaped
    assert list(tmp_path.iterdir()) == []


# --- the permutation test (cosino.league.permutation) --------------------------------------------------------


def _naive_p(groups, observed):
    """P(S >= observed) by the module doc: per stratum the hypergeometric counts, convolved in plain integers."""
    from math import comb

    dist, ways = {0: 1}, 1
    for size, ones, mine in groups:
        counts = {k: comb(ones, k) * comb(size - ones, mine - k) for k in range(0, mine + 1)}
        joined = {}
        for i, x in dist.items():
            for k, y in counts.items():
                if y:
                    joined[i + k] = joined.get(i + k, 0) + x * y
        dist, ways = joined, ways * comb(size, mine)
    return Fraction(sum(x for s, x in dist.items() if s >= observed), ways)


# the short path (few counts) and the packed one (256 counts or more, several strata, one below 16 counts)
GROUPS = [
    [(6, 3, 2), (5, 1, 4), (4, 4, 2)],
    [(700, 300, 320), (90, 40, 30), (12, 5, 6), (40, 39, 20)],
    [(600, 250, 300)],
    [(300, 200, 150), (300, 100, 150), (80, 60, 70)],
    [(200, 100, 100), (200, 100, 100), (200, 100, 100)],
    [(2000, 1700, 600), (50, 20, 25)],  # the largest stratum cannot bring fewer than 300 ones
    [(10000, 20, 20), (10000, 20, 20), (10000, 300, 300)],  # most relabellings give no one: a count near the bound
]


# kills P2/P5-P9, P16-P20: the exact p-value against the naive convolution at every edge of the support (below the
# fewest ones possible, at it, inside, at the most, past it)
@pytest.mark.parametrize(
    "groups", GROUPS, ids=["short", "long", "one-stratum", "tight", "packed", "offset", "concentrated"]
)
def test_exact_p_is_the_naive_convolution_at_every_edge(groups):
    from cosino.league.permutation import exact_p

    low = sum(max(0, mine - (size - ones)) for size, ones, mine in groups)
    high = sum(min(ones, mine) for size, ones, mine in groups)
    for observed in sorted({-3, low - 1, low, low + 1, (low + high) // 2, high - 1, high, high + 1, 10**6}):
        assert exact_p(groups, observed) == _naive_p(groups, observed), observed
    assert exact_p(groups, low) == 1 and exact_p(groups, high + 1) == 0


def _naive_holm(pvalues):
    """Holm's step-down as textbooks give it: the i-th smallest of m times (m - i), capped at 1, made monotone."""
    order = sorted(pvalues, key=lambda k: pvalues[k])
    out, running = {}, Fraction(0)
    for i, key in enumerate(order):
        running = max(running, min(Fraction(1), (len(order) - i) * pvalues[key]))
        out[key] = running
    return out


# kills P11-P14: Holm's adjusted p-values against the textbook's, with a key that sorts first by name but
# not by p-value, one that needs the cap and one that needs the running maximum
@pytest.mark.parametrize(
    "pvalues",
    [
        {"a": Fraction(4, 100), "b": Fraction(1, 100), "c": Fraction(3, 100)},
        {"a": Fraction(4, 5), "b": Fraction(3, 5), "z": Fraction(1, 1000)},
        {
            ("x", "y"): Fraction(1, 50),
            ("a", "b"): Fraction(1, 40),
            ("m", "n"): Fraction(1, 45),
            ("p", "q"): Fraction(9, 10),
        },
    ],
)
def test_holm_is_the_textbook_step_down(pvalues):
    from cosino.league.permutation import holm

    assert holm(pvalues) == _naive_holm(pvalues)


# kills L2 and L3: a folder the runner may write but not search cannot hold the files, and is said in one line
# before the store is made in it (root may search any folder, so access(2) is told what such a folder answers)
def test_an_out_folder_that_cannot_be_searched_is_refused(tmp_path, monkeypatch):
    import os

    from cosino_runtime.engine.local import prepare_out

    monkeypatch.setattr(os, "access", lambda path, mode: not mode & os.X_OK)
    with pytest.raises(CosinoError, match="the folder is not writable"):
        prepare_out(tmp_path / "runs")
    monkeypatch.undo()
    assert prepare_out(tmp_path / "runs") == tmp_path / "runs"


# kills L7 and L23: the replay and results written in place instead of beside and renamed (write_atomic: "a reader
# or a crash never meets half a file"); a rename leaves a hard link to the old file with its old bytes
def test_the_episode_files_are_replaced_by_a_rename(tmp_path):
    from cosino_runtime.engine.local import play
    from cosino_runtime.engine.steps import episode_id_for

    config = EpisodeConfig("kuhn", ("house", "random"), 2, 11)
    episode = episode_id_for(config)
    out = tmp_path / "out"
    out.mkdir()
    kept = {}
    for suffix in (".replay.jsonl", ".results.json"):
        kept[suffix] = tmp_path / f"old{suffix}"
        kept[suffix].write_bytes(b"old bytes")
        (out / f"{episode}{suffix}").hardlink_to(kept[suffix])
    played = play(config, out)
    assert played.replay_path.read_bytes().startswith(b"{") and played.results_path.read_bytes().startswith(b"{")
    assert [p.read_bytes() for p in kept.values()] == [b"old bytes", b"old bytes"]


def _played(results, reliability=None, unpaired=(), hands_asked=10):
    from pathlib import Path

    from cosino_runtime.engine.local import Played

    return Played(
        "e",
        Path("e.replay.jsonl"),
        Path("e.results.json"),
        results,
        None,
        False,
        reliability or {},
        list(unpaired),
        hands_asked,
    )


def _seat(alias, decisions, fallbacks):
    return {"alias": alias, "agent": f"agent-{alias}", "decisions": decisions, "fallbacks": fallbacks}


# kills L18 (half the decisions called "mostly"), L19 (a deadline's cut not said) and L20 (", 0 refunded" said):
# warnings_for's docstring: cut short, unpaired hands, seats that fell back on most decisions
def test_warnings_name_a_cut_the_pairs_and_seats_that_mostly_fell_back():
    from cosino_runtime.engine.local import warnings_for

    seats = {"seats": [_seat("a", 4, 2), _seat("b", 4, 3), _seat("c", 0, 0), _seat("d", 1, 1)]}
    deadline = {"reason": "deadline", "scoredHands": 7, "voidHands": []}
    assert warnings_for(_played(deadline, seats, hands_asked=10)) == [
        "the deadline ended the episode: 7 of 10 hands scored",
        "seat b (agent-b) fell back on 3 of 4 decisions",
        "seat d (agent-d) fell back on 1 of 1 decisions",
    ]
    budget = {"reason": "budget", "scoredHands": 3, "voidHands": [4, 5]}
    assert warnings_for(_played(budget, unpaired=[1], hands_asked=6)) == [
        "the decision budget ended the episode: 3 of 6 hands scored, 2 refunded",
        "duplicate pair(s) of hands 3+4 left unpaired: only one hand of the pair was scored "
        "(play an even number of hands)",
    ]
    assert warnings_for(_played({"reason": "complete"}, {"seats": [_seat("a", 2, 1)]})) == []


# kills L10-L13: a duplicate episode's pairs (hands 2k and 2k+1) with one hand scored, and none for an episode
# that is not duplicate, counted the long way
@pytest.mark.parametrize("duplicate", [True, False])
def test_unpaired_pairs_are_the_pairs_with_one_scored_hand(duplicate):
    from cosino_runtime.engine.local import unpaired_pairs

    scored = [0, 1, 2, 5, 6, 7, 9]
    records = [{"type": "header", "config": {"duplicate": duplicate}}]
    records += [{"type": "handEnd", "hand": h} for h in scored] + [{"type": "handEnd", "hand": "8"}]
    expected = [k for k in range(6) if (2 * k in scored) + (2 * k + 1 in scored) == 1] if duplicate else []
    assert unpaired_pairs(records) == expected == ([1, 2, 4] if duplicate else [])


# kills L14-L17: exact numbers shown with four decimals, half to even (Python's round of a Fraction), no "-0",
# a missing one as "-", a fractional net with three
def test_numbers_are_shown_rounded_with_their_sign():
    from cosino_runtime.engine.local import fixed, summary_table

    cases = {
        Fraction(0): "0.0000",
        Fraction(-1, 10**6): "0.0000",
        Fraction(99999, 10**6): "0.1000",
        Fraction(-99999, 10**6): "-0.1000",
        Fraction(5, 10**5): "0.0000",
        Fraction(15, 10**5): "0.0002",
        Fraction(-7, 2): "-3.5000",
        None: "-",
    }
    assert {v: fixed(v) for v in cases} == cases
    results = {"seats": ["s0"], "agents": ["house"], "net": [Fraction(1, 3)], "scores": [Fraction(2, 3)], "win": [True]}
    assert summary_table(results).splitlines()[1].split() == ["s0", "house", "0.333", "0.6667", "yes"]


def _client_error(code):
    from botocore.exceptions import ClientError

    return ClientError({"Error": {"Code": code, "Message": "m"}}, "Op")


# kills F1-F6, F10, F13-F16: docs/runtime.md retries throttling, conflicting transactions, connection errors and
# AWS's own passing answers without counting them; inside an outside seat's call a socket error is the seat's
TRANSIENT_AWS = [
    "ThrottlingException",
    "ProvisionedThroughputExceededException",
    "RequestLimitExceeded",
    "TransactionConflictException",
    "TransactionInProgressException",
    "InternalServerError",
    "ServiceUnavailable",
    "SlowDown",
]


def test_which_failures_a_retry_may_cure():
    from botocore import exceptions as boto

    from cosino_runtime.engine.failures import RetryLater, arena_transient, is_transient
    from cosino_runtime.store.base import TransientStoreError

    arena = [RetryLater("x"), TransientStoreError("x"), *map(_client_error, TRANSIENT_AWS)]
    connections = [
        boto.EndpointConnectionError(endpoint_url="http://x"),
        boto.ConnectionClosedError(endpoint_url="http://x"),
        boto.ReadTimeoutError(endpoint_url="http://x"),
        boto.ConnectTimeoutError(endpoint_url="http://x"),
    ]
    sockets = [ConnectionResetError(), ConnectionRefusedError(), TimeoutError()]
    lasting = [_client_error("ConditionalCheckFailedException"), _client_error("ValidationException"), ValueError("x")]
    retried = arena + connections + sockets
    assert [is_transient(e) for e in retried] == [True] * len(retried) and len(retried) == 17
    assert [arena_transient(e) for e in arena + connections] == [True] * 14
    assert [arena_transient(e) for e in sockets] == [False] * 3
    assert [is_transient(e) or arena_transient(e) for e in lasting] == [False] * 3


# kills L9: play's own seat check dropped (the command line checks the seats first, so only play's other callers,
# the demo and the bench viewer, met it): play's docstring runs every check before the first file is written
def test_play_refuses_a_seat_that_cannot_play_before_anything_is_written(tmp_path):
    from cosino_runtime.engine.local import play

    out = tmp_path / "out"
    with pytest.raises(CosinoError, match=r"seat 2 \('nosuchseat'\): unknown seat"):
        play(EpisodeConfig("kuhn", ("house", "nosuchseat"), 2, 1), out)
    assert not out.exists()


# Found in review 33b, fixed after it: a pair's met count of 0, -1 or more than the kept episodes was read back, so
# the sums went on from a count no league could have made
@pytest.mark.parametrize("count", [0, -1, 10**6])
def test_a_met_count_outside_one_to_the_kept_episodes_is_read_as_none(count):
    from cosino.league.integrity_sums import IntegritySums

    data = _kept_small()
    data["met"][0][2] = count
    assert IntegritySums.from_json(data, ("faced",), 2) is None
