"""The harness reliability report: how well the seats' plumbing worked, per seat and episode.

Two sources feed it. The replay says, for every decision, whether the seat's answer was
applied or refused (an action record with ``error`` carries the hand's fallback). The runner's
*transport log* says what the replay cannot: how long each call took, whether it timed out or
failed in transport, whether the answer was read strictly or loosely, whether an amount was
snapped, and the tokens the API reported. One :class:`CallRecord` per decision, keyed by the
decision's index in the episode (the n-th action record of the replay).

The report sits beside the results (``<episode>.reliability.json``), never inside them:
results are a pure function of the replay bytes and latency is wall-clock time. Numbers are
integers and Fractions (latency in milliseconds from integer microseconds), so the report is
written by the canonical writer like everything else.

>>> header = {"type": "episode", "variant": "kuhn", "seats": [{"slot": 0, "alias": "Sprocket", "agent": "a"},
...           {"slot": 1, "alias": "Gizmo", "agent": "b"}]}
>>> acts = [{"type": "action", "slot": 0, "action": "check"},
...         {"type": "action", "slot": 1, "action": "check", "received": "??",
...          "error": "response is not a JSON object"}]
>>> log = [CallRecord(0, 0, 1500), CallRecord(1, 1, 2500, parse="none", reason="no legal action is named")]
>>> seats = episode_reliability([header] + acts, log)["seats"]
>>> seats[1]["fallbacks"], seats[1]["unparseable"], seats[0]["latencyMs"]["median"]
(1, 1, Fraction(3, 2))
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from typing import Any, Iterable, Sequence

from cosino.arena.talk import normalize_text
from cosino.primitives.errors import quoted
from cosino.primitives.printable_chars import printable_char

FORMAT = 1
OUTCOMES = ("ok", "timeout", "transport", "rateLimited")
PARSES = ("json", "loose", "none", "direct")


@dataclass(frozen=True)
class CallRecord:
    """One decision as the transport saw it.

    ``outcome``: ``ok`` (an answer arrived), ``timeout`` (none within the decision's deadline),
    ``transport`` (connection refused, HTTP error, oversized or undecodable reply ...) or
    ``rateLimited`` (the provider kept saying "not now" until the deadline was spent: not the
    seat's own failure). ``parse``: ``json`` / ``loose`` / ``none`` for text answers, ``direct``
    for in-process seats that answer with a dict. ``attempts`` counts transport attempts (one
    retry of the seat's own failure, plus one per rate-limited answer waited out); ``throttled``
    counts the rate-limited answers (HTTP 429, 503 with Retry-After, a throttling error).
    """

    decision: int
    slot: int
    latency_us: int
    outcome: str = "ok"
    parse: str = "direct"
    snapped: bool = False
    attempts: int = 1
    input_tokens: int | None = None
    output_tokens: int | None = None
    reason: str | None = None
    throttled: int = 0

    def __post_init__(self) -> None:
        # Reason and token counts come from the seat's side of the wire: keep them storable and small.
        object.__setattr__(self, "reason", clean_text(self.reason))
        object.__setattr__(self, "input_tokens", _count(self.input_tokens))
        object.__setattr__(self, "output_tokens", _count(self.output_tokens))
        object.__setattr__(self, "attempts", _count(self.attempts) or 1)
        object.__setattr__(self, "throttled", min(_count(self.throttled) or 0, self.attempts))
        if self.outcome not in OUTCOMES:
            raise ValueError(f"CallRecord.outcome must be one of {', '.join(OUTCOMES)}, got {quoted(self.outcome)}")
        if self.parse not in PARSES:
            raise ValueError(f"CallRecord.parse must be one of {', '.join(PARSES)}, got {quoted(self.parse)}")
        # Read back from a file: 1e999 or "3" is not a count (slot -1: an alias the runner did not know).
        for name, least in (("decision", 0), ("slot", -1), ("latency_us", 0)):
            value = getattr(self, name)
            if type(value) is not int or value < least:
                raise ValueError(f"CallRecord.{name} must be a whole number of at least {least}")

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "decision": self.decision,
            "slot": self.slot,
            "latencyUs": self.latency_us,
            "outcome": self.outcome,
            "parse": self.parse,
            "snapped": self.snapped,
            "attempts": self.attempts,
        }
        if self.input_tokens is not None or self.output_tokens is not None:
            out["tokens"] = {"input": self.input_tokens, "output": self.output_tokens}
        if self.reason is not None:
            out["reason"] = self.reason
        if self.throttled:
            out["throttled"] = self.throttled
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> "CallRecord":
        tokens = data.get("tokens") or {}
        return cls(
            decision=data["decision"],
            slot=data["slot"],
            latency_us=data["latencyUs"],
            outcome=data.get("outcome", "ok"),
            parse=data.get("parse", "direct"),
            snapped=bool(data.get("snapped", False)),
            attempts=data.get("attempts", 1),
            input_tokens=tokens.get("input"),
            output_tokens=tokens.get("output"),
            reason=data.get("reason"),
            throttled=data.get("throttled", 0),
        )


REASON_LIMIT = 200  # characters of a failure reason kept in the transport log and the report
MAX_CAUSES = 8  # distinct fallback causes listed per seat; the rest are counted under "other"


def clean_text(text: Any, limit: int = REASON_LIMIT) -> str | None:
    """A seat-influenced line made storable: lone surrogates and controls escaped, clipped.

    >>> clean_text("bad \\ud800\\nthing"), clean_text(None), len(clean_text("x" * 500))
    ('bad \\\\ud800 thing', None, 200)
    """
    if text is None:
        return None
    text = normalize_text(str(text)[: limit * 2])  # the escapes talk and refusal reasons use
    return "".join(c if printable_char(c) else " " for c in text)[:limit]


def _count(value: Any) -> int | None:
    """A non-negative integer count as reported by an API, or None for anything else."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < 10**12:
        return None
    return value


def transport_failure(record: dict[str, Any]) -> str | None:
    """``timeout`` / ``transport`` / ``rateLimited`` when a replay action record was a fallback for a failed call."""
    received = record.get("received")
    if isinstance(received, dict) and received.get("transport") in ("timeout", "transport", "rateLimited"):
        return received["transport"]
    return None


def median(values: Sequence[int]) -> Fraction | None:
    """The middle value (the mean of the two middle ones for an even count), exactly.

    >>> median([3, 1, 2]), median([1, 2, 3, 4]), median([])
    (Fraction(2, 1), Fraction(5, 2), None)
    """
    if not values:
        return None
    ordered = sorted(values)
    mid = len(ordered) // 2
    if len(ordered) % 2:
        return Fraction(ordered[mid])
    return Fraction(ordered[mid - 1] + ordered[mid], 2)


def percentile(values: Sequence[int], pct: int) -> int | None:
    """Nearest-rank percentile: the smallest value with at least ``pct`` percent at or below it.

    >>> percentile(list(range(1, 101)), 95), percentile([7], 95), percentile([], 95)
    (95, 7, None)
    """
    if not values:
        return None
    ordered = sorted(values)
    rank = -(-pct * len(ordered) // 100)  # ceiling of pct% of n, at least 1
    return ordered[max(rank, 1) - 1]


def latency_block(latencies_us: Sequence[int]) -> dict[str, Any]:
    med = median(latencies_us)
    p95 = percentile(latencies_us, 95)
    return {
        "calls": len(latencies_us),
        "median": None if med is None else med / 1000,
        "p95": None if p95 is None else Fraction(p95, 1000),
    }


def _empty_counts() -> dict[str, Any]:
    return {
        "decisions": 0,
        "fallbacks": 0,
        "invalid": 0,
        "unparseable": 0,
        "snapped": 0,
        "loose": 0,
        "timeouts": 0,
        "transportErrors": 0,
        "retries": 0,
        "rateLimited": 0,
        "rateLimitRetries": 0,
        "rateLimitFallbacks": 0,
    }


def _classify(record: dict[str, Any], call: CallRecord | None) -> str | None:
    """Why a decision fell back: timeout, transport, unparseable or invalid (None if it did not)."""
    if "error" not in record:
        return None
    if call is not None and call.outcome != "ok":
        return call.outcome
    failure = transport_failure(record)
    if failure is not None:
        return failure
    if call is not None and call.parse == "none":
        # Text that named no single legal action is unparseable; a JSON object naming an
        # illegal action or card is invalid.
        return "invalid" if isinstance(record.get("received"), dict) else "unparseable"
    error = str(record.get("error", ""))
    if error.startswith("response is not a JSON object") or error.startswith("field 'action' is missing"):
        return "unparseable"
    return "invalid"


def episode_reliability(records: Sequence[dict[str, Any]], calls: Iterable[CallRecord] = ()) -> dict[str, Any]:
    """The report for one episode from its replay records and transport log (see module doc)."""
    header = records[0]
    seats = header["seats"]
    by_decision: dict[int, CallRecord] = {}
    for call in calls:
        by_decision[call.decision] = call  # the last attempt at a decision wins (a resumed run re-asks)
    counts = [_empty_counts() for _ in seats]
    latencies: list[list[int]] = [[] for _ in seats]
    tokens: list[list[int | None]] = [[None, None] for _ in seats]
    causes: list[dict[str, int]] = [{} for _ in seats]
    decision = -1
    for record in records:
        if record.get("type") != "action":
            continue
        decision += 1
        slot = record.get("slot")
        if not isinstance(slot, int) or not 0 <= slot < len(seats):
            continue
        c = counts[slot]
        c["decisions"] += 1
        call = by_decision.get(decision)
        if call is not None and call.slot != slot:
            call = None  # a log that does not match the replay is not evidence about this seat
        if "error" in record:
            c["fallbacks"] += 1
            cause = clean_text(record.get("error"), 80) or "fallback"
            if cause not in causes[slot] and len(causes[slot]) >= MAX_CAUSES:
                cause = "other"
            causes[slot][cause] = causes[slot].get(cause, 0) + 1
        kind = _classify(record, call)
        if kind == "timeout":
            c["timeouts"] += 1
        elif kind == "transport":
            c["transportErrors"] += 1
        elif kind == "unparseable":
            c["unparseable"] += 1
        elif kind == "invalid":
            c["invalid"] += 1
        elif kind == "rateLimited":
            c["rateLimitFallbacks"] += 1
        if call is None:
            continue
        latencies[slot].append(call.latency_us)
        if call.snapped and "error" not in record:
            c["snapped"] += 1
        if call.parse == "loose" and "error" not in record:
            c["loose"] += 1
        # Retries split by cause: waiting out the provider's limit is not the seat failing.
        throttle_retries = call.throttled - (1 if call.outcome == "rateLimited" else 0)
        c["rateLimited"] += call.throttled
        c["rateLimitRetries"] += max(throttle_retries, 0)
        c["retries"] += max(call.attempts - 1 - max(throttle_retries, 0), 0)
        for i, value in enumerate((call.input_tokens, call.output_tokens)):
            if value is not None:
                tokens[slot][i] = (tokens[slot][i] or 0) + value
    out_seats = []
    for i, seat in enumerate(seats):
        entry: dict[str, Any] = {"slot": i, "alias": seat["alias"], "agent": seat["agent"]}
        entry.update(counts[i])
        entry["causes"] = dict(sorted(causes[i].items()))
        entry["latencyMs"] = latency_block(latencies[i])
        has_tokens = tokens[i][0] is not None or tokens[i][1] is not None
        entry["tokens"] = {"input": tokens[i][0], "output": tokens[i][1]} if has_tokens else None
        out_seats.append(entry)
    return {"format": FORMAT, "variant": header.get("variant"), "seed": header.get("seed"), "seats": out_seats}


SUMMED = (
    "decisions",
    "fallbacks",
    "invalid",
    "unparseable",
    "snapped",
    "loose",
    "timeouts",
    "transportErrors",
    "retries",
    "rateLimited",
    "rateLimitRetries",
    "rateLimitFallbacks",
)


def agent_reliability(
    reports: Iterable[dict[str, Any]], latencies: dict[str, list[int]] | None = None
) -> dict[str, dict[str, Any]]:
    """Per-agent totals over many episode reports (the league's view).

    ``latencies`` maps an agent to all its call latencies in microseconds, for the pooled
    median and 95th percentile (per-episode medians cannot be combined into one).

    >>> rep = {"seats": [{"agent": "a", "decisions": 2, "fallbacks": 1, "tokens": {"input": 5, "output": None}}]}
    >>> agent_reliability([rep, rep], {"a": [1000, 3000]})["a"]["fallbackRate"]
    Fraction(1, 2)
    """
    totals: dict[str, dict[str, Any]] = {}
    for report in reports:
        for agent in sorted({seat["agent"] for seat in report["seats"]}):
            acc = totals.setdefault(agent, {**{k: 0 for k in SUMMED}, "episodes": 0, "tokens": None, "causes": {}})
            acc["episodes"] += 1
        for seat in report["seats"]:
            acc = totals[seat["agent"]]
            for key in SUMMED:
                acc[key] += seat.get(key, 0)
            for cause, n in (seat.get("causes") or {}).items():
                acc["causes"][cause] = acc["causes"].get(cause, 0) + n  # named or not: see _top_causes
            seat_tokens = seat.get("tokens")
            if seat_tokens:
                acc["tokens"] = acc["tokens"] or {"input": None, "output": None}
                for side in ("input", "output"):
                    if seat_tokens.get(side) is not None:
                        acc["tokens"][side] = (acc["tokens"][side] or 0) + seat_tokens[side]
    out: dict[str, dict[str, Any]] = {}
    for agent in sorted(totals):
        acc = totals[agent]
        acc["causes"] = _top_causes(acc["causes"])
        acc["fallbackRate"] = Fraction(acc["fallbacks"], acc["decisions"]) if acc["decisions"] else None
        acc["latencyMs"] = latency_block((latencies or {}).get(agent, []))
        out[agent] = acc
    return out


def _top_causes(causes: dict[str, int]) -> dict[str, int]:
    """The ``MAX_CAUSES`` most frequent causes (ties by name), the rest summed under ``other``.

    Chosen from the league's totals, not as the episodes come: keeping the first eight causes met made
    the list depend on the order of the reports, and eight one-off causes early on hid the cause of
    most of an agent's refusals under ``other``.

    >>> _top_causes({**{f"rare{i}": 1 for i in range(8)}, "common": 50, "other": 2})
    {'common': 50, 'other': 3, 'rare0': 1, 'rare1': 1, 'rare2': 1, 'rare3': 1, 'rare4': 1, 'rare5': 1, 'rare6': 1}
    """
    named = sorted((c for c in causes if c != "other"), key=lambda c: (-causes[c], c))[:MAX_CAUSES]
    out = {c: causes[c] for c in named}
    rest = sum(n for c, n in causes.items() if c not in out)
    if rest:
        out["other"] = rest
    return dict(sorted(out.items()))
