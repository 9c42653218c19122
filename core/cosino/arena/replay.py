"""Replay bytes: reading them strictly, and verifying them by re-running the engine.

:func:`read_replay` accepts only canonical JSON Lines with integers (no floats), a header the
engine can play (variant, seat count, hands, seed) and well-formed cards, and names the line and
field of the first problem.
:func:`verify` re-runs the episode over the responses recorded in the replay, comparing
each line with the one the engine writes as it is read (so an edited replay is read only up
to its first divergent line), recomputes the results and, when results bytes are given,
compares those too.
"""

from __future__ import annotations

import codecs
import itertools
import json
from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Callable, Iterator

from cosino.arena.episode import ABANDON_REASONS, Episode, EpisodeConfig, EpisodeError, config_problem
from cosino.arena.manifest import find
from cosino.arena.scoring import results_bytes
from cosino.arena.talk import cut_text, normalize_text
from cosino.games.protocol import IllegalAction
from cosino.games.registry import UnknownVariant, get_variant
from cosino.primitives.canonical import dumps, sha256_hex
from cosino.primitives.cards import CardError, card_index
from cosino.primitives.errors import CosinoError, quoted
from cosino.primitives.jsonsafe import JsonInputError
from cosino.primitives.jsonsafe import loads as safe_loads

# Bytes of a replay, or of a results file, that are read (from disk, and by the web viewer: web/build.py
# writes its js/limits.js from this). 1,000 hands (the API's most) of hearts with house seats make 8.2 MB,
# of six-max 2.1 MB; remote seats' recorded answers (up to 4 KB each) and talk can make one many times that.
MAX_REPLAY_BYTES = 256 * 1024 * 1024
# A line of an honest replay is a few kilobytes at most (a recorded answer is bounded to 4 KB, talk to
# 120 code points, a seat name to its limit); a longer one is refused before it is parsed, since a
# flat list of small numbers parses to some 40 bytes of memory per byte of text.
MAX_LINE_CHARS = 1024 * 1024
UTF8_CHUNK = 1024 * 1024  # bytes of a replay checked as UTF-8 at once (the file is never decoded whole)
# Values parsed of differing results beyond one per recomputed byte: `[{},{},...]` is 20 bytes a byte.
RESULTS_SLACK_VALUES = 64 * 1024
# Values a results file read without its replay may hold: one void-hand index for each of the most hands
# an episode plays (`cosino play`'s million), and the slack. Unbounded, 256 MB of `[{},{},...]` took 8 GB.
MAX_RESULTS_VALUES = 1_000_000 + RESULTS_SLACK_VALUES
CORE_TYPES = {"episode", "hand", "handEnd", "handVoid", "stackOff", "bust", "end", "audit"}
CARD_LIST_TYPES = {"deal", "board", "showdown"}


class ReplayError(CosinoError):
    """A replay that is not well formed; the message names the file, line and field."""


def _no_float(text: str) -> Any:
    raise ValueError(f"non-integer number {text}")


SHOWN_LIMIT = 200  # characters of an edited value quoted in a message


def _shown(text: str, limit: int = SHOWN_LIMIT) -> str:
    """``text`` as a message quotes it: an edited value may be a megabyte long, or hold a line break."""
    if len(text) <= limit:
        shown = normalize_text(text)
        if len(shown) <= limit:
            return shown
    return _cut_shown(text[: 2 * limit], _normalized_length(text), limit)


def _cut_shown(head: str, length: int, limit: int) -> str:
    """A long text's quote from ``head`` (at least its first ``limit`` characters) and its normalised ``length``."""
    return normalize_text(head) if length <= limit else f"{cut_text(head, limit - 40)}... ({length} characters)"


_PIECE = 1 << 16  # characters normalised at once when only the length is wanted: no copy of a 256 MB value


def _normalized_length(text: str) -> int:
    """``len(normalize_text(text))`` without the whole copy (each character is rewritten alone)."""
    return sum(len(normalize_text(text[i : i + _PIECE])) for i in range(0, len(text), _PIECE))


def _shown_value(value: Any, write: Callable[[Any], str]) -> str:
    """``_shown(write(value))``; a long string is written a piece at a time, never whole (one character past
    U+FFFF makes a copy four bytes a character: a 32 MB forged field cost 460 MB to refuse)."""
    if not isinstance(value, str) or len(value) <= SHOWN_LIMIT:
        return _shown(write(value))
    pieces = range(0, len(value), _PIECE)
    length = 2 + sum(_normalized_length(write(value[i : i + _PIECE])) - 2 for i in pieces)  # each piece quoted
    return _cut_shown(write(value[: 2 * SHOWN_LIMIT])[:-1], length, SHOWN_LIMIT)


def _fail(name: str, line: int, message: str) -> ReplayError:
    return ReplayError(f"{name}: line {line}: {_shown(message, 2 * SHOWN_LIMIT)}")


def _expect(record: dict[str, Any], key: str, kind: type, name: str, line: int, optional: bool = False) -> None:
    if key not in record:
        if optional:
            return
        raise _fail(name, line, f"field '{key}' is missing")
    value = record[key]
    ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
    if not ok:
        raise _fail(name, line, f"field '{key}': expected {kind.__name__}, got {type(value).__name__}")


def read_replay(data: bytes, name: str = "replay") -> list[dict[str, Any]]:
    """Parse and check replay bytes; raise ReplayError naming the first bad line and field."""
    return list(iter_replay(data, name))


def _check_file(data: bytes, name: str) -> None:
    """The file as a whole: UTF-8, not empty, ending in a newline. Checked a megabyte at a time, so
    nothing the size of the file is decoded: one character past U+FFFF anywhere in it makes Python
    hold the whole text at four bytes a character (a 64 MB replay took 256 MB to refuse at line 2)."""
    view, at = memoryview(data), 0
    while at < len(data):
        final = at + UTF8_CHUNK >= len(data)
        try:  # not final: a character cut at the chunk's end is left for the next chunk
            at += codecs.utf_8_decode(view[at : at + UTF8_CHUNK], "strict", final)[1]
        except UnicodeDecodeError as exc:
            raise _fail(name, data.count(b"\n", 0, at + exc.start) + 1, "not valid UTF-8") from None
    if not data:
        raise ReplayError(f"{name}: empty file")
    if not data.endswith(b"\n"):
        raise _fail(name, data.count(b"\n") + 1, "truncated: the last line has no newline")


def iter_replay(data: bytes, name: str = "replay") -> Iterator[dict[str, Any]]:
    """The records of replay bytes one at a time, each checked as :func:`read_replay` checks it.

    The file as a whole (UTF-8, a final newline) is checked before the first record; a line is
    decoded and parsed only when it is asked for, so a reader that stops at a bad record never holds
    the rest. A line longer than :data:`MAX_LINE_CHARS` is refused before it is parsed."""
    _check_file(data, name)
    dealt: dict[str, int] = {}
    start = 0
    i = 0
    while start < len(data):
        end = data.index(b"\n", start)
        i += 1
        # a character is one to four bytes: a line of more bytes than four per character is too long undecoded
        text = data[start:end].decode("utf-8") if end - start <= 4 * MAX_LINE_CHARS else ""
        if len(text) > MAX_LINE_CHARS or end - start > 4 * MAX_LINE_CHARS:
            raise _fail(name, i, f"longer than {MAX_LINE_CHARS} characters")
        record = _parse_line(text, name, i)
        start = end + 1
        kind = record["type"]
        if i == 1:
            _check_header(record, name)
        elif kind == "episode":
            raise _fail(name, i, "a second episode header")
        if kind == "hand":
            dealt = {}
        for key in ("hand", "pos", "slot", "amount"):
            _expect(record, key, int, name, i, optional=True)
        if kind in CARD_LIST_TYPES and "cards" in record:
            _check_cards(record, kind, dealt, name, i)
        yield record


def _check_cards(record: dict[str, Any], kind: str, dealt: dict[str, int], name: str, i: int) -> None:
    cards = record["cards"]
    if not isinstance(cards, list):
        raise _fail(name, i, "field 'cards': expected a list")
    for card in cards:
        try:
            card_index(card)
        except CardError:
            raise _fail(name, i, f"field 'cards': bad card {quoted(card)}") from None
        if kind != "showdown":
            if card in dealt:
                raise _fail(name, i, f"field 'cards': card {card} dealt twice (first on line {dealt[card]})")
            dealt[card] = i


def _parse_line(line: str, name: str, i: int) -> dict[str, Any]:
    """One line as a canonical JSON object with integer numbers, or the ReplayError naming it."""
    try:
        record = json.loads(line, parse_float=_no_float, parse_constant=_no_float)
    except ValueError as exc:
        raise _fail(name, i, f"not valid JSON ({str(exc).split(':')[0]})") from None
    except RecursionError:  # the parser recurses once per level; a hostile line goes deeper
        raise _fail(name, i, "nested too deeply") from None
    if not isinstance(record, dict):
        raise _fail(name, i, "expected a JSON object")
    _expect(record, "type", str, name, i)
    try:
        canonical = dumps(record) == line
    except RecursionError:  # the writer recurses too, and a line just under the parser's limit outruns it
        raise _fail(name, i, "nested too deeply") from None
    if not canonical:
        raise _fail(name, i, "not canonical JSON (keys sorted, no spaces)")
    return record


def _check_header(record: dict[str, Any], name: str) -> None:
    if record["type"] != "episode":
        raise _fail(name, 1, f"field 'type': the first line must be the episode header, got {quoted(record['type'])}")
    _expect(record, "variant", str, name, 1)
    _expect(record, "seed", int, name, 1)
    _expect(record, "hands", int, name, 1)
    _expect(record, "budget", int, name, 1)
    _expect(record, "seats", list, name, 1)
    try:
        get_variant(record["variant"])
    except UnknownVariant as exc:
        raise _fail(name, 1, f"field 'variant': {exc}") from None
    for seat in record["seats"]:
        if not isinstance(seat, dict) or "agent" not in seat:
            raise _fail(name, 1, "field 'seats': each seat needs a string 'agent'")
    problem = config_problem(config_of(record))
    if problem is not None:
        raise _fail(name, 1, f"field '{problem[0]}': {problem[1]}")


def config_of(header: dict[str, Any]) -> EpisodeConfig:
    return EpisodeConfig(
        variant=header["variant"],
        agents=tuple(s["agent"] for s in header["seats"]),
        hands=header["hands"],
        seed=header["seed"],
        budget=header["budget"],
    )


def recorded_response(record: dict[str, Any], episode: Episode) -> Any:
    """The seat response that produced an action record, as the episode received it.

    An event may carry informational numbers (a call's chips paid), so only the fields that
    the chosen kind of action takes in the current state are fed back."""
    if "received" in record:
        return record["received"]
    response: dict[str, Any] = {"action": record.get("action")}
    hand = episode.hand
    if hand is not None:
        for option in hand.options():
            if option.kind == response["action"]:
                if option.min_amount is not None and "amount" in record:
                    response["amount"] = record["amount"]
                if option.cards is not None and "card" in record:
                    response["card"] = record["card"]
    if "say" in record:
        response["say"] = record["say"]
    return response


@dataclass(frozen=True)
class Verdict:
    ok: bool
    digest: str  # SHA-256 of the recomputed results bytes
    message: str
    results: bytes
    kind: str = "mismatch"  # "verified" | "incomplete" | "unpublished" | "mismatch"
    episode: str | None = None  # the published episode id, when a manifest listed the replay
    unreadable: bool = False  # the results given are no JSON object: not a result that differs (exit 2)


def _same(a: Any, b: Any) -> bool:
    """Equal as JSON values, exactly: the writer rounds a Fraction to 12 places, so comparing written
    text would call ``0.5000000000004`` the ``0.5`` it is not. ``true`` is not ``1``; ``20.0`` is ``20``."""
    if isinstance(a, bool) or isinstance(b, bool) or a is None or b is None:
        return a is b
    if isinstance(a, (int, Fraction)) and isinstance(b, (int, Fraction)):
        return a == b
    if isinstance(a, str) and isinstance(b, str):
        return a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_same(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b))
    return False


def first_difference(expected: Any, found: Any, path: str = "") -> str:
    """Where two JSON values first part, as a message: the field's path and both values, quoted short."""
    if isinstance(expected, dict) and isinstance(found, dict):
        for key in sorted(set(expected) | set(found)):
            where = _shown(f"{path}.{key}" if path else key)
            if key not in found:
                return f"field '{where}' is missing (expected {_shown_value(expected[key], dumps)})"
            if key not in expected:
                return f"field '{where}' is not expected (found {_shown_value(found[key], dumps)})"
            if not _same(expected[key], found[key]):
                return first_difference(expected[key], found[key], where)
        return f"field '{path}' differs"
    if isinstance(expected, list) and isinstance(found, list) and len(expected) == len(found):
        for i, (a, b) in enumerate(zip(expected, found)):
            if not _same(a, b):
                return first_difference(a, b, f"{path}[{i}]")
    if isinstance(expected, list) and isinstance(found, list) and len(expected) != len(found):  # a count says more
        return f"field '{path}': expected {len(expected)} items, found {len(found)}"
    return f"field '{path}': expected {_shown_value(expected, _written)}, found {_shown_value(found, _written)}"


def _written(value: Any) -> str:
    """A value as a message quotes it: a decimal in all its places (the writer rounds to 12)."""
    if not isinstance(value, Fraction) or value.denominator == 1:
        return dumps(value)
    places = next((k for k in range(1, 200) if 10**k % value.denominator == 0), None)  # read decimals: 2^a 5^b
    if places is None:
        return str(value)
    digits = str(abs(value.numerator) * (10**places // value.denominator)).rjust(places + 1, "0")
    return f"{'-' if value < 0 else ''}{digits[:-places]}.{digits[-places:]}"


def _results_difference(fresh: Any, claimed: Any, results: bytes, recomputed: bytes) -> str:
    """Where claimed results differ from the recomputed ones: a field, or, when every value is the
    same (a trailing newline, a space, ``20.0`` for ``20``), the first byte that is not canonical."""
    if not _same(fresh, claimed):
        return first_difference(fresh, claimed)
    at = next((i for i, (a, b) in enumerate(zip(results, recomputed)) if a != b), min(len(results), len(recomputed)))
    return f"the values are the recomputed ones but the bytes are not canonical: they differ from byte {at} on"


def _feed(episode: Episode, record: dict[str, Any]) -> None:
    """Apply one recorded decision (an action, or the guard that ended the episode) to ``episode``."""
    kind = record["type"]
    if kind == "action":
        hand = episode.hand  # pending() would also build the observation, which a re-run never reads
        if not episode.finished and hand is not None and hand.to_act() is not None:
            episode.decide(recorded_response(record, episode))
    elif kind in ("handVoid", "end") and record.get("reason") in ABANDON_REASONS:
        episode.abandon(record["reason"])


def rerun(records: list[dict[str, Any]]) -> Episode:
    """Re-run the episode over the decisions recorded in ``records``."""
    episode = Episode(config_of(records[0]))
    for record in records[1:]:
        if episode.finished:
            break
        _feed(episode, record)
    return episode


# The one rule change a stored replay may predate: its engine voided the hand in play at the budget.
OLD_BUDGET_RULE = (
    " (a hand voided by the budget: the budget now ends an episode only once the duplicate pair in play"
    " is over, so a replay written under the old rule does not verify)"
)


def _replay_against(stream: Iterator[dict[str, Any]], name: str) -> tuple[Episode | None, str | None, str]:
    """Re-run the episode while its lines are read, comparing each with the line the engine writes.

    The engine is handed a recorded decision only when it has written every line before it, so
    the first line that differs ends the reading there: an edited replay is never held whole.
    Returns the episode, or None and the verdict's message and kind."""
    header = next(stream)
    episode = Episode(config_of(header))
    known = set(CORE_TYPES)
    typed = 0  # the engine's lines whose types are in ``known``
    line = 0
    for line, found in enumerate(itertools.chain([header], stream), start=1):
        if line > len(episode.records):
            if episode.finished:
                return None, f"{name}: line {line}: the replay has records after the episode ended", "mismatch"
            _feed(episode, found)
        regenerated = episode.records
        known.update(r["type"] for r in regenerated[typed:])
        typed = len(regenerated)
        if found["type"] not in known:
            return None, f"{name}: line {line}: unknown event type {_shown(quoted(found['type']))}", "mismatch"
        if line > len(regenerated):
            message = f"{name}: line {line}: expected a decision, found a {_shown(quoted(found['type']))} record"
            old_rule = found.get("type") == "handVoid" and found.get("reason") == "budget"
            if old_rule and episode.decisions >= episode.config.budget:  # where the old rule voided
                message += OLD_BUDGET_RULE
            return None, message, "mismatch"
        expected = regenerated[line - 1]
        if dumps(expected) != dumps(found):
            return None, f"{name}: line {line}: {first_difference(expected, found)}", "mismatch"
    if not episode.finished:  # cut at a line where a decision was pending: not the whole episode
        return None, f"{name}: incomplete: it stops at line {line} before its 'end' record", "incomplete"
    if line < len(episode.records):
        message = f"{name}: incomplete: it stops at line {line}; the episode writes {len(episode.records)} lines"
        return None, message, "incomplete"
    return episode, None, ""


def _unpublished(data: bytes, name: str, digest: str) -> Verdict:
    """The verdict on a replay the manifest does not list, from reading its lines only.

    A broken line still raises ReplayError and a replay without its ``end`` record is still named
    incomplete, as the re-run would name them; an edited one is named unpublished."""
    line, ended = 0, False
    for line, record in enumerate(iter_replay(data, name), start=1):  # one record held at a time
        ended = ended or record["type"] == "end"
    if not ended:
        return Verdict(
            False, "", f"{name}: incomplete: it stops at line {line} before its 'end' record", b"", "incomplete"
        )
    message = f"{name}: not a published replay: SHA-256 {digest} is not in the manifest"
    return Verdict(False, "", message, b"", "unpublished")


def verify(
    data: bytes,
    results: bytes | None = None,
    name: str = "replay",
    results_name: str = "results",
    manifest: dict[str, Any] | None = None,
) -> Verdict:
    """Re-derive a replay and its results; say OK or where the first divergence is.

    With a ``manifest`` (see :mod:`cosino.arena.manifest`) the replay must also be a published one:
    its bytes and its recomputed results must be the digests listed for its episode. A replay the
    manifest does not list is only read, never re-run: its verdict is "unpublished" whatever the
    engine would say, and a re-run of a large one takes minutes.

    A replay that is not canonical JSON Lines with a playable header raises ReplayError (:func:`iter_replay`).
    ``results`` are looked at only once the replay reproduces and the bytes differ; when they are no JSON
    object the verdict is ``unreadable``, which ``cosino verify`` reports as an input it could not read."""
    published, replay_digest = None, None
    if manifest is not None:
        replay_digest = sha256_hex(data)  # hashed once: a replay may be 256 MB, and the viewer runs this in Pyodide
        published = find(manifest, replay_digest)
        if published is None:
            return _unpublished(data, name, replay_digest)
    stream = iter_replay(data, name)
    try:
        episode, message, kind = _replay_against(stream, name)
    except (EpisodeError, IllegalAction) as exc:
        return Verdict(False, "", f"{name}: the engine refused the recorded decisions: {exc}", b"")
    if episode is None:
        return Verdict(False, "", message or "", b"", kind)
    records = episode.records  # line for line the replay's own records
    if published is not None:
        if published["variant"] != records[0]["variant"]:  # the listing a reader browses by must say what was played
            message = (
                f"{name}: episode {_shown(published['episode'])} is published as variant "
                f"{_shown(quoted(published['variant']))}, "
                f"but the replay plays {quoted(records[0]['variant'])}"
            )
            return Verdict(False, "", message, b"", "unpublished")
    # every line of ``data`` is the engine's own record, written canonically, and there are no others:
    # ``data`` is ``jsonl_bytes(records)`` byte for byte, so its digest is the replay's
    recomputed = results_bytes(records, episode.diagnostics, replay_digest or sha256_hex(data))
    digest = sha256_hex(recomputed)
    if published is not None and published["results"] != digest:
        return Verdict(
            False,
            digest,
            f"{name}: its results differ from the published results of episode {_shown(published['episode'])}",
            recomputed,
            "unpublished",
        )
    if results is not None and results != recomputed:
        return _results_verdict(results, results_name, recomputed, digest)
    # the id comes from the manifest, a file like any other: escaped to one line and cut short in the message
    where = f" (episode {_shown(published['episode'])}, as published)" if published is not None else ""
    episode_id = published["episode"] if published is not None else None
    return Verdict(True, digest, f"OK: recomputed results SHA-256 {digest}{where}", recomputed, "verified", episode_id)


_JSON_KINDS = {list: "an array", str: "a string", int: "a number", Fraction: "a number", bool: "true or false"}


def _results_verdict(results: bytes, name: str, recomputed: bytes, digest: str) -> Verdict:
    """The verdict on results bytes that differ from the recomputed ones: the first field that differs, or
    why they cannot be read at all (``unreadable``: still a mismatch, so the viewer shows the recomputed ones)."""
    try:
        claimed = _claimed_results(results, name, len(recomputed))
    except CosinoError as exc:
        return Verdict(False, digest, str(exc), recomputed, unreadable=True)
    fresh = json.loads(recomputed.decode("utf-8"), parse_float=Fraction)
    return Verdict(False, digest, f"{name}: {_results_difference(fresh, claimed, results, recomputed)}", recomputed)


def _claimed_results(results: bytes, name: str, recomputed_size: int) -> dict[str, Any]:
    """Results bytes that differ from the recomputed ones, as values; JsonInputError when they are no
    results object at all (not UTF-8 or JSON, a number out of range, a key twice, too deep, or more values than
    ``recomputed_size`` bytes could hold): a file that cannot be read is not a result that differs."""
    # bounded, as 1e999999999 would expand to a billion digits; a repeated key reads as either of its values
    claimed = safe_loads(results, name, max_values=recomputed_size + RESULTS_SLACK_VALUES, unique_keys=True)
    if not isinstance(claimed, dict):
        raise JsonInputError(f"{name}: expected a JSON object, found {_JSON_KINDS.get(type(claimed), 'null')}")
    return claimed
