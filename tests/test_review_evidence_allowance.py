"""How much a seat's answers can make its episode weigh.

Measured before the allowance (`/tmp` scripts, 2026-12-02): four hearts seats answering every
decision with a legal-looking answer carrying about 4 KB of extra keys, 1,000 hands, made an
85 MB replay and a 185 MB store, and finalising it peaked at 478 MB of resident memory, at the
edge of a 512 MB function; at the full evidence limit on every decision a replay would pass the
256 MiB bound it is verified within. Now a seat's refused answers are kept in full only up to
SEAT_EVIDENCE_ALLOWANCE bytes per episode (then as size and digest), and a stored input keeps an
accepted answer only as far as it decides the records."""

from __future__ import annotations

import hashlib
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.evidence import EVIDENCE_LIMIT, SEAT_EVIDENCE_ALLOWANCE, digest_only, is_digest
from cosino.arena.replay import verify
from cosino.arena.scoring import results_bytes
from cosino.primitives.canonical import dump_bytes, dumps
from cosino.seats.house import decision_rng, make_seat

JUNK = "\x01" * 110  # escapes to 660 bytes once written


def bloated(observation, junk_keys=5):
    """The house's answer, carrying junk keys and a long say as well."""
    answer = make_seat("house", observation["variant"], decision_rng(1, 0, 0)).act(observation)
    for i in range(junk_keys):
        answer[f"k{i}"] = JUNK
    answer["say"] = "\x01" * 119
    return answer


def refused(observation):
    """An answer the table refuses, kept whole: just under the evidence limit once written."""
    return {"action": "teleport", **{f"k{i}": JUNK for i in range(5)}}


def play(config, bad_answer, bad_slots=(0,)):
    """Play ``config``: the slots in ``bad_slots`` answer with ``bad_answer(observation)``, the others as the house."""
    episode = Episode(config)
    inputs = []
    while True:
        pending = episode.pending()
        if pending is None:
            break
        slot, observation = pending
        if slot in bad_slots:
            answer = bad_answer(observation)
        else:
            answer = make_seat("house", config.variant, decision_rng(config.seed, slot, episode.decisions)).act(
                observation
            )
        episode.decide(answer)
        inputs.append(episode.kept_input)
    return episode, inputs


def replay_bytes(records):
    return b"".join(dumps(r).encode("utf-8") + b"\n" for r in records)


def seat_lines(episode, slot):
    """The records of the seat's refused decisions."""
    return [r for r in episode.records if r.get("slot") == slot and "received" in r]


def test_a_seat_refusing_everything_keeps_full_evidence_only_up_to_its_allowance():
    config = EpisodeConfig("hearts", ("bad", "house", "house", "house"), hands=40, seed=2**60 + 3, budget=100_000)
    episode, _ = play(config, refused)
    kept = seat_lines(episode, 0)
    assert len(kept) > 300
    full = [r for r in kept if not is_digest(r["received"])]
    spent = sum(len(dump_bytes(r["received"])) + len(r["error"].encode()) for r in full)
    assert (
        SEAT_EVIDENCE_ALLOWANCE <= spent < SEAT_EVIDENCE_ALLOWANCE + EVIDENCE_LIMIT + 4096
    )  # the last one may cross it
    after = kept[len(full) :]
    assert after and all(is_digest(r["received"]) for r in after)  # once spent, it stays spent
    assert all(len(dumps(r).encode()) < 600 for r in after), max(len(dumps(r).encode()) for r in after)
    assert {r["error"] for r in after} == {
        "answer kept as its size and digest (the seat's allowance of kept refusals is spent)"
    }
    # The digest is of the answer as bounded: what the seat sent, not what the arena made of it.
    assert "say" not in after[0] and after[0]["received"]["clipped"]["bytes"] > 3000


def test_the_allowance_is_per_seat():
    config = EpisodeConfig("hearts", ("bad", "bad", "house", "house"), hands=20, seed=2**60 + 9, budget=100_000)
    episode, _ = play(config, refused, bad_slots=(0, 1))
    for slot in (0, 1):
        first_digest = next(i for i, r in enumerate(seat_lines(episode, slot)) if is_digest(r.get("received")))
        assert first_digest > 40  # each seat spent its own allowance before its answers were digested


def test_a_replay_with_digested_refusals_verifies_and_an_edited_digest_does_not():
    config = EpisodeConfig("hearts", ("bad", "house", "house", "house"), hands=30, seed=2**60 + 5, budget=100_000)
    episode, _ = play(config, refused)
    data = replay_bytes(episode.records)
    results = results_bytes(episode.records)
    assert verify(data, results).ok
    lines = data.decode().splitlines()
    i = next(i for i, line in enumerate(lines) if '"clipped":{"bytes"' in line and '"prefix"' not in line)
    record = json.loads(lines[i])
    record["received"] = {"action": "teleport"}  # an edit that would read as a small refusal
    lines[i] = dumps(record)
    assert not verify(("\n".join(lines) + "\n").encode(), results).ok


def test_stored_inputs_keep_an_accepted_answer_only_as_far_as_it_decides_the_records():
    config = EpisodeConfig("hearts", ("bad", "house", "house", "house"), hands=4, seed=2**60 + 7, budget=100_000)
    episode, inputs = play(config, bloated)
    assert max(len(dump_bytes(i)) for i in inputs) < 300  # each was about 4 KB as sent
    rebuilt = Episode(config)
    for item in inputs:
        rebuilt.decide(item)
    assert rebuilt.records == episode.records  # the records, talk included, come back byte for byte


@settings(max_examples=150, deadline=None)
@given(
    junk=st.dictionaries(
        st.text(max_size=12), st.recursive(st.text(max_size=30) | st.integers(), st.lists, max_leaves=6), max_size=6
    ),
    say=st.none() | st.text(max_size=200),
    pick=st.integers(0, 40),
    extra=st.sampled_from([None, "amount", "card", "action"]),
)
def test_a_kept_input_re_derives_the_same_records(junk, say, pick, extra):
    config = EpisodeConfig("holdem-hu", ("a", "b"), hands=2, seed=2**60 + 11, budget=100_000)
    first, second = Episode(config), Episode(config)
    for _ in range(3):
        pending = first.pending()
        if pending is None:
            return
        legal = pending[1]["legal"]
        answer = {**junk, **legal[pick % len(legal)]}
        if say is not None:
            answer["say"] = say
        if extra == "amount":
            answer["amount"] = pick * 7
        elif extra == "card":
            answer["card"] = "Ah"
        elif extra == "action":
            answer["action"] = junk.get("x", "jump")
        records = first.decide(answer)
        assert second.decide(first.kept_input) == records


def test_digest_only_is_idempotent_and_names_what_it_digested():
    value = {"action": "fold", "say": "\u202e" * 10}
    digest = digest_only(value)
    assert digest["clipped"]["sha256"] == hashlib.sha256(dump_bytes(value)).hexdigest()
    assert digest_only(digest) == digest and is_digest(digest)
    assert not is_digest({"clipped": {"bytes": 1, "sha256": "x", "prefix": ""}})  # the large-answer form


class _Bloated:
    """A seat that gives the house's answer with about 4 KB of junk around it."""

    def __init__(self, variant, rng):
        self.inner = make_seat("house", variant, rng)

    def act(self, observation):
        answer = self.inner.act(observation)
        return {**answer, **{f"k{i}": JUNK for i in range(5)}}


def _factory(name, variant, rng):
    return _Bloated(variant, rng) if name == "bloat" else make_seat(name, variant, rng)


def _run(store, config, cold):
    from cosino_runtime.engine import steps as stepper

    episode_id = stepper.create(store, config)
    version = store.load_head(episode_id).version
    while True:
        if cold:
            stepper._WARM.clear()  # every step rebuilds the episode from the stored inputs
        outcome = stepper.step(store, episode_id, version, seat_factory=_factory)
        assert outcome.status == "applied"
        version = outcome.version
        if outcome.finished:
            return store.load_inputs(episode_id, version), store.events(episode_id)


def test_the_store_keeps_the_small_input_and_a_cold_step_rebuilds_the_same_log(tmp_path):
    from cosino_runtime.store.embedded import EmbeddedStore

    config = EpisodeConfig("hearts", ("bloat", "house", "house", "house"), hands=2, seed=2**60 + 13, budget=100_000)
    cold_store, warm_store = EmbeddedStore(tmp_path / "cold"), EmbeddedStore(tmp_path / "warm")
    try:
        inputs, cold_events = _run(cold_store, config, cold=True)
        _, warm_events = _run(warm_store, config, cold=False)
    finally:
        cold_store.close()
        warm_store.close()
    assert max(len(dump_bytes(i)) for i in inputs) < 300  # the bloated answers were about 3.4 KB each
    assert cold_events == warm_events


def test_the_evidence_bench_reports_sizes_and_peaks(capsys):
    from cosino_devtools.bench.evidence import main

    assert main(["--variant", "kuhn", "--hands", "2"]) == 0
    out = capsys.readouterr().out
    assert "hostile seats: all" in out and "replay " in out and "finalize peak" in out and "cold rebuild peak" in out
