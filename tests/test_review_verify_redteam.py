"""Forgeries an attacker holding real replay, results and manifest files tried against verify.

Most edits are refused by the line-for-line re-run or, for the replay's inputs (agent names,
seed, hand count, budget, talk, recorded answers), by the manifest; those are covered by
test_trust, test_replay, test_review_replay_tamper and test_review_replay_edits. What is held
here are the holes the review found.
"""

from __future__ import annotations

import tracemalloc

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.manifest import entry, manifest_bytes, read_manifest
from cosino.arena.replay import verify
from cosino.primitives.canonical import jsonl_bytes
from cosino.primitives.errors import CosinoError
from cosino.seats.house import decision_rng, make_seat


def _replay(variant: str = "kuhn", seats: int = 2, hands: int = 2, seed: int = 3) -> bytes:
    ep = Episode(EpisodeConfig(variant, ("random",) * seats, hands=hands, seed=seed))
    while (p := ep.pending()) is not None:
        slot, obs = p
        ep.decide(make_seat("random", variant, decision_rng(seed, slot, ep.decisions)).act(obs))
    return jsonl_bytes(ep.records)


def test_a_huge_results_file_is_refused_without_parsing_it_into_memory():
    # Empty objects parse to about 20 bytes of memory per byte of text: a results file at the read
    # bound (256 MiB) took gigabytes just to say where it differs from a result of one kilobyte.
    replay = _replay()
    honest = verify(replay)
    forged = b"[" + b",".join([b"{}"] * 600_000) + b"]"
    tracemalloc.start()
    try:
        verdict = verify(replay, forged)
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert not verdict.ok and verdict.digest == honest.digest
    assert verdict.message.startswith("results: line 1: more than ") and "\n" not in verdict.message
    assert peak < 8 * 1024 * 1024, peak


def test_a_manifest_padded_with_empty_objects_is_refused_before_it_is_parsed():
    # An extra key is allowed, so its value can be any JSON: 64 MiB of it took about 2 GB to parse.
    honest = manifest_bytes([entry(f"kuhn-{i}-x", b"R%d\n" % i, b"{}%d" % i, "kuhn") for i in range(3)])
    assert read_manifest(honest)["episodes"][2]["episode"] == "kuhn-2-x"
    padded = honest[:-2] + b',"x":[' + b",".join([b"{}"] * 300_000) + b"]}\n"
    tracemalloc.start()
    try:
        with pytest.raises(CosinoError, match=r"^m\.json: line 1: more than \d+ values$"):
            read_manifest(padded, "m.json")
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert peak < 8 * 1024 * 1024, peak


def _no_engine(*args, **kwargs):
    raise AssertionError("an unlisted replay was re-run")


def test_a_replay_the_manifest_does_not_list_is_read_but_never_re_run(monkeypatch):
    # The lookup came after the re-run: an edited Hold'em replay at the read bound took some twenty
    # minutes of engine and audits before it was named "not published", a digest away.
    listed = _replay(seed=3)
    manifest = read_manifest(manifest_bytes([entry("kuhn-3-x", listed, verify(listed).results, "kuhn")]))
    other = _replay(seed=4)
    lines = other.split(b"\n")
    cut = b"\n".join(lines[:4]) + b"\n"
    monkeypatch.setattr("cosino.arena.replay.Episode", _no_engine)
    verdict = verify(other, manifest=manifest)
    assert (verdict.ok, verdict.kind) == (False, "unpublished") and "not a published replay" in verdict.message
    verdict = verify(cut, manifest=manifest)
    assert (verdict.ok, verdict.kind, verdict.message) == (
        False,
        "incomplete",
        "replay: incomplete: it stops at line 4 before its 'end' record",
    )
    with pytest.raises(CosinoError, match=r"^replay: line 2: not valid JSON"):
        verify(lines[0] + b"\n{\n", manifest=manifest)


def test_an_unlisted_replay_is_hashed_once(monkeypatch):
    # The lookup hashed the replay and the "not published" message hashed it again: twice over a
    # replay of up to 256 MB, in the viewer's Pyodide too.
    from cosino.arena import replay as module

    listed, other = _replay(seed=3), _replay(seed=4)
    manifest = read_manifest(manifest_bytes([entry("kuhn-3-x", listed, verify(listed).results, "kuhn")]))
    hashed = []
    real = module.sha256_hex
    monkeypatch.setattr(module, "sha256_hex", lambda data: hashed.append(data) or real(data))
    verdict = verify(other, manifest=manifest)
    assert verdict.kind == "unpublished" and real(other) in verdict.message
    assert hashed == [other]
