"""Edited replays that a review tried: what verify must refuse, and at what cost.

Field edits of a recomputed output, dropped, repeated or swapped lines and hands, and the JSON
spellings of one value are refused by the line-for-line re-run (see test_replay, test_trust,
test_hostile_audit_inputs). What is checked here is the cost of refusing: an edited replay is
read only up to its first divergent line, and no single line may parse into memory far beyond
what an honest replay ever holds.
"""

from __future__ import annotations

import re
import tracemalloc

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.manifest import entry, manifest_bytes, read_manifest
from cosino.arena.replay import MAX_LINE_CHARS, ReplayError, read_replay, verify
from cosino.arena.scoring import results_bytes
from cosino.primitives.canonical import jsonl_bytes
from cosino.seats.house import decision_rng, make_seat

GAMES = [("kuhn", 2, 4), ("leduc", 2, 3), ("holdem-hu", 2, 2), ("holdem-6max", 6, 2), ("hearts", 4, 1)]
GAMES += [("sixmax", 6, 2), ("spades", 4, 1)]


def _play(variant: str, seats: int, hands: int, seed: int = 5) -> list[dict]:
    ep = Episode(EpisodeConfig(variant, ("random",) * seats, hands=hands, seed=seed))
    while (p := ep.pending()) is not None:
        slot, obs = p
        response = make_seat("random", variant, decision_rng(seed, slot, ep.decisions)).act(obs)
        if ep.decisions % 3 == 0:
            response = dict(response, say="t" * 200)  # talk at its bound
        if ep.decisions % 5 == 2:  # a refused answer at the evidence bound
            response = {"action": "teleport", "say": "zap", "why": ["x" * 400] * 16}
        ep.decide(response)
    return ep.records


@pytest.mark.parametrize("variant, seats, hands", GAMES)
def test_honest_replays_verify_with_every_line_far_below_the_bound(variant, seats, hands):
    records = _play(variant, seats, hands)
    replay = jsonl_bytes(records)
    verdict = verify(replay, results_bytes(records))
    assert verdict.ok, verdict.message
    assert max(len(line) for line in replay.split(b"\n")) < MAX_LINE_CHARS // 64


def _header() -> bytes:
    return jsonl_bytes(_play("kuhn", 2, 1)[:1])


def test_a_replay_of_many_small_forged_lines_is_refused_at_the_first_without_reading_the_rest():
    forged = _header() + b'{"type":""}\n' * 400_000  # 4.8 MB of lines
    tracemalloc.start()
    try:
        verdict = verify(forged, name="r.jsonl")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert not verdict.ok and verdict.message == "r.jsonl: line 2: unknown event type ''"
    assert peak < 3 * len(forged), peak  # the text itself, not a parsed record per line


def test_an_edited_line_stops_the_reading_there():
    records = _play("kuhn", 2, 4)
    replay = jsonl_bytes(records)
    lines = replay.split(b"\n")
    lines[3] = lines[3].replace(b'"hand":0', b'"hand":7', 1)
    lines[-2] = b"not json"  # a broken line after the first difference is never reached
    verdict = verify(b"\n".join(lines))
    assert not verdict.ok and verdict.message.startswith("replay: line 4: field 'hand'"), verdict.message


@pytest.mark.parametrize("where", ["header", "body"])
def test_a_line_past_the_bound_is_refused_before_it_is_parsed(where):
    huge = b'{"type":"x","z":[' + b"0," * (MAX_LINE_CHARS // 2) + b"0]}\n"
    data = huge if where == "header" else _header() + huge
    line = 1 if where == "header" else 2
    tracemalloc.start()
    try:
        with pytest.raises(ReplayError, match=rf"^r\.jsonl: line {line}: longer than {MAX_LINE_CHARS} characters$"):
            verify(data, name="r.jsonl")
        with pytest.raises(ReplayError, match=rf"line {line}: longer than"):
            read_replay(data, "r.jsonl")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 4 * len(data), peak


def test_a_manifest_entry_that_names_another_variant_is_not_the_published_episode():
    records = _play("kuhn", 2, 2)
    replay, results = jsonl_bytes(records), results_bytes(records)
    honest = read_manifest(manifest_bytes([entry("kuhn-1", replay, results, "kuhn")]))
    assert verify(replay, results, manifest=honest).ok
    lying = read_manifest(manifest_bytes([entry("kuhn-1", replay, results, "leduc")]))
    verdict = verify(replay, results, name="r.jsonl", manifest=lying)
    assert not verdict.ok and verdict.kind == "unpublished"
    assert verdict.message == "r.jsonl: episode kuhn-1 is published as variant 'leduc', but the replay plays 'kuhn'"


@pytest.mark.parametrize("where", ["say", "alias", "type", "variant", "card"])
def test_a_message_quotes_at_most_a_few_hundred_characters_of_an_edited_value(where):
    records = [dict(r) for r in _play("kuhn", 2, 2)]
    line = next(i for i, r in enumerate(records) if r["type"] == "action" and "say" in r)
    long = "\u00e9" * 500_000
    if where == "say":
        records[line]["say"] = long
    elif where == "alias":
        records[0]["seats"] = [dict(s) for s in records[0]["seats"]]
        records[0]["seats"][0]["alias"] = long
    elif where == "type":
        records[line]["type"] = long
    elif where == "variant":
        records[0]["variant"] = long
    else:
        deal = next(i for i, r in enumerate(records) if r["type"] == "deal")
        records[deal]["cards"] = [long]
    try:
        message = verify(jsonl_bytes(records), name="r.jsonl").message
    except ReplayError as exc:
        message = str(exc)
    assert message.startswith("r.jsonl: line ") and len(message) < 600, len(message)
    assert re.search(r"\.\.\. \(500\d{3} characters\)", message), message[-80:]


def test_a_rerun_builds_no_observation(monkeypatch):
    # Each observation read the whole episode's talk: a re-run that built one per decision took
    # time quadratic in the talk (a 20,000-hand Kuhn replay verified in 153 s, now in 7 s).
    records = _play("kuhn", 2, 30)
    replay = jsonl_bytes(records)

    def refuse(self, pos):
        raise AssertionError("verify built an observation")

    monkeypatch.setattr(Episode, "observation", refuse)
    assert verify(replay, results_bytes(records)).ok


@pytest.mark.parametrize("variant, seats, hands", [("kuhn", 2, 15), ("hearts", 4, 1), ("holdem-6max", 6, 6)])
def test_an_observation_shows_the_last_twenty_lines_of_this_hands_talk(variant, seats, hands):
    ep = Episode(EpisodeConfig(variant, ("random",) * seats, hands=hands, seed=2))
    while (p := ep.pending()) is not None:
        slot, obs = p
        mine = [t for t in ep.talk if t["hand"] == ep.hand_index][-20:]
        assert obs["talk"] == [{"alias": t["alias"], "say": t["say"]} for t in mine]
        response = make_seat("random", variant, decision_rng(2, slot, ep.decisions)).act(obs)
        ep.decide(dict(response, say=f"line {ep.decisions}"))
    assert len(ep.talk) > 20


@pytest.mark.parametrize(
    "respell",
    [
        lambda b: b + b"\n",
        lambda b: b.replace(b":", b": "),  # a key written twice is refused instead: test_review_verify_integrity51e
    ],
)
def test_results_with_the_same_values_spelled_otherwise_name_the_first_byte(respell):
    records = _play("kuhn", 2, 2)
    replay, results = jsonl_bytes(records), results_bytes(records)
    edited = respell(results)
    assert edited != results
    verdict = verify(replay, edited, results_name="r.json")
    assert not verdict.ok and verdict.message.startswith("r.json: the values are the recomputed ones but the bytes are")
    at = next((i for i, (a, b) in enumerate(zip(edited, results)) if a != b), len(results))
    assert verdict.message.endswith(f"differ from byte {at} on")
