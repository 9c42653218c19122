"""Red team 37 against verify: replays, results files and manifests that cost far more to refuse
than their size.

Field edits, reordered, repeated or dropped lines and hands, spellings of one value and the other
forgeries are refused by the line-for-line re-run and the byte comparison of results (a sweep of
195,000 single-field edits of ten variants' replays found no edit that verified and no crash);
what is held here is the memory it took to say so.
"""

from __future__ import annotations

import tracemalloc
from typing import Any, Callable

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.manifest import ManifestError, entry, manifest_bytes, read_manifest
from cosino.arena.replay import UTF8_CHUNK, ReplayError, verify
from cosino.primitives.canonical import jsonl_bytes, sha256_hex
from cosino.primitives.errors import CosinoError
from cosino.primitives.jsonsafe import loads
from cosino.seats.house import decision_rng, make_seat

MB = 1024 * 1024
EMOJI = "\U0001f600".encode()  # one character past U+FFFF makes Python hold the whole text at 4 bytes a character


def _replay(variant: str = "kuhn", seats: int = 2, hands: int = 2, seed: int = 3) -> bytes:
    ep = Episode(EpisodeConfig(variant, ("random",) * seats, hands=hands, seed=seed))
    while (p := ep.pending()) is not None:
        slot, obs = p
        ep.decide(make_seat("random", variant, decision_rng(seed, slot, ep.decisions)).act(obs))
    return jsonl_bytes(ep.records)


def _peak(work: Callable[[], Any]) -> tuple[Any, int]:
    """What ``work`` returns or raises, and the most memory it held at once."""
    tracemalloc.start()
    try:
        try:
            out: Any = work()
        except Exception as exc:  # the caller asserts which
            out = exc
        return out, tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_one_long_string_in_a_results_file_is_compared_in_bounded_memory():
    # The pre-scan's string pattern kept a backtracking mark per character: an 8 MB string took
    # 1.1 GB to refuse, so a results file at the read bound (256 MB) would take some 35 GB.
    replay = _replay()
    forged = b'"' + b"a" * (8 * MB) + b'"'
    verdict, peak = _peak(lambda: verify(replay, forged))
    assert not verdict.ok and verdict.message == "results: expected a JSON object, found a string"
    assert peak < 48 * MB, peak


def test_a_manifest_holding_one_long_string_is_refused_in_bounded_memory():
    # A manifest is read from any URL (cosino verify --manifest, the viewer) up to 64 MB: one long
    # string in it took 137 bytes of memory a byte (8 MB: 1.1 GB) before its field was refused.
    honest = manifest_bytes([entry("kuhn-1-x", b"R\n", b"{}", "kuhn")])
    padded = honest[:-2] + b',"x":"' + b"a" * (8 * MB) + b'"}\n'
    error, peak = _peak(lambda: read_manifest(padded, "m.json"))
    assert isinstance(error, ManifestError) and str(error).startswith("m.json: unknown field 'x'")
    assert peak < 40 * MB, peak
    unclosed = honest[:-2] + b',"x":"' + b"a\\\\" * (2 * MB) + b"\n"  # no closing quote: the scan runs to the line end
    error, peak = _peak(lambda: read_manifest(unclosed, "m.json"))
    assert isinstance(error, CosinoError) and str(error).startswith("m.json: line 1 column ")
    assert peak < 40 * MB, peak


@pytest.mark.parametrize(
    "text, value",
    [
        ('["a\\"b", {"k": [1, "]"]}]', ['a"b', {"k": [1, "]"]}]),
        ('"' + '\\"' * 1000 + '"', '"' * 1000),
        ('{"a": "x\\\\"}', {"a": "x\\"}),
    ],
)
def test_the_possessive_scan_reads_strings_as_before(text, value):
    assert loads(text) == value


def test_the_possessive_scan_still_counts_values_and_depth_inside_and_after_strings():
    with pytest.raises(Exception, match=r"^x: line 2: more than 3 values$"):
        loads('["[[[", "\\"]]]",\n 1, 2]', "x", max_values=3)
    with pytest.raises(Exception, match=r"^x: line 1: nesting deeper than 2 levels$"):
        loads('["\\\\", ["]", [0]]]', "x", max_depth=2)


def _forged_lines(megabytes: int, tail: bytes) -> bytes:
    header = _replay().split(b"\n")[0] + b"\n"
    return header + b'{"type":""}\n' * (megabytes * MB // 12) + b'{"type":"' + tail + b'"}\n'


@pytest.mark.parametrize("tail", [b"a", EMOJI])
def test_a_replay_is_never_decoded_whole(tail):
    # The reader decoded the whole file before its first line: one character past U+FFFF anywhere
    # made that text four bytes a character, so a 64 MB replay took 256 MB to refuse at its line 2.
    forged = _forged_lines(16, tail)
    verdict, peak = _peak(lambda: verify(forged, name="r.jsonl"))
    assert verdict.message == "r.jsonl: line 2: unknown event type ''"
    assert peak < 8 * MB, peak


def test_the_file_checks_name_the_line_of_a_bad_byte_anywhere():
    honest = _replay()
    at = len(honest) - 40  # in the last line, past a megabyte of padding so the check runs in chunks
    padded = honest[:at] + b"\xff" + honest[at + 1 :]
    lines = padded.count(b"\n", 0, at) + 1
    with pytest.raises(ReplayError, match=rf"^r: line {lines}: not valid UTF-8$"):
        verify(padded, name="r")
    head = honest.split(b"\n")[0] + b'\n{"type":""}\n{"type":"'
    for k in (1, 2, 3):  # a character whose four bytes straddle the end of the first megabyte checked
        data = head + b"a" * (UTF8_CHUNK - k - len(head)) + EMOJI + b'"}\n'
        assert data.index(EMOJI) == UTF8_CHUNK - k
        assert verify(data, name="r").message == "r: line 2: unknown event type ''"
        with pytest.raises(ReplayError, match=r"^r: line 3: not valid UTF-8$"):
            verify(data[: UTF8_CHUNK - k + 3] + b"\n", name="r")  # the character cut by the line's end
    with pytest.raises(ReplayError, match=r"^r: line 2: truncated: the last line has no newline$"):
        verify(honest.split(b"\n")[0] + b"\n{", name="r")
    with pytest.raises(ReplayError, match=r"^r: empty file$"):
        verify(b"", name="r")


def test_verify_digests_the_replay_it_was_given_without_writing_it_again(monkeypatch):
    # The results name their replay's SHA-256, which verify took of jsonl_bytes(records): a second
    # copy of the replay, 85 of the 223 MB verifying a 26 MB Kuhn replay held. Every line was
    # compared with the engine's, so the bytes given are those bytes.
    from cosino.arena import scoring

    replay = _replay(hands=6)
    honest = verify(replay)
    assert honest.ok and f'"replaySha256":"{sha256_hex(replay)}"' in honest.results.decode()
    monkeypatch.setattr(scoring, "jsonl_bytes", lambda records: pytest.fail("the replay was written again"))
    assert verify(replay) == honest
    manifest = read_manifest(manifest_bytes([entry("kuhn-3-x", replay, honest.results, "kuhn")]))
    assert verify(replay, honest.results, manifest=manifest).ok
