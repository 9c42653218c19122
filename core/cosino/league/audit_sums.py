"""The league-level audit: each per-episode audit's signals summed per pair of agents over a
family's episodes (surrender, contested hands, net flow; yields and chances in the trick games),
with each agent's field rates beside them. Exact ratios throughout; a diagnostic only.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Iterable, Sequence

from cosino.league.ratings import as_fraction
from cosino.primitives.exact import median
from cosino.primitives.jsonsafe import exact_ratio, kept_int

AUDIT_COUNTS = ("episodes", "hands")  # the audit sums' integer fields; the others are exact ratios


def _pair_entry(acc: dict[tuple[str, str], dict[str, Any]], a: str, b: str, keys: Sequence[str]) -> dict[str, Any]:
    entry = acc.get((a, b))
    if entry is None:
        entry = {k: Fraction(0) for k in keys}
        entry["episodes"] = 0
        entry["hands"] = 0
        acc[(a, b)] = entry
    return entry


def audit_aggregate(entries: Iterable[tuple[Sequence[str], dict[str, Any]]]) -> dict[str, Any]:
    """League-level sums of the per-episode audits, per ordered pair of agents. Reported only.

    ``entries`` are (agents by slot, results) for every episode. Collusion audits (six-max)
    contribute ``surrender`` and ``contested`` (and ``netFlow`` where present); the bias is
    recomputed from the pooled sums: ``rate = surrender / max(contested, 1)``, ``field`` the same
    against everyone, ``bias = rate - field``. Soft-play audits (Hearts, Oh Hell) contribute
    ``chance`` and ``yield``, and the pooled ``yieldRate = yield / chance``. Pairs of slots held by
    the same agent are skipped. The ``power`` blocks say how much evidence each number rests on.

    >>> res = {"audit": {"chance": [[0, 3], [2, 0]], "yield": [[0, 1], [2, 0]], "power": {"hands": 4}}}
    >>> out = audit_aggregate([(["a", "b"], res), (["b", "a"], res)])
    >>> out["softPlay"]["pairs"][0]["chance"] == 5, out["softPlay"]["pairs"][0]["yieldRate"]
    (True, Fraction(3, 5))
    """
    acc = empty_audit_sums()
    for agents, results in entries:
        audit_add(acc, agents, results)
    return audit_blocks(acc)


_AUDIT_KINDS = {  # block: (the fields summed, the fields an audit must carry to count)
    "collusion": (("surrender", "contested", "netFlow"), ("surrender", "contested")),
    "softPlay": (("chance", "yield"), ("chance", "yield")),
}


def empty_audit_sums() -> dict[str, Any]:
    """Empty audit sums: per block, the pairs' sums and the power counts."""
    return {kind: {"pairs": {}, "power": {"episodes": 0, "hands": 0}} for kind in _AUDIT_KINDS}


def audit_problem(audit: Any, n: int) -> str | None:
    """What :func:`audit_add` cannot read in a results file's ``audit`` block for ``n`` slots, or None.

    The block is None (no audit applies), or an object whose summed matrices are ``n`` rows of ``n``
    numbers (as :func:`~cosino.league.ratings.as_fraction` reads them) and whose ``power.hands``, when
    given, is a count. A hand-edited results file is outside input: before this check a short row, a number
    where a matrix goes or a count written as text ended the league's run in a traceback.

    >>> audit_problem({"chance": [[0, 1], [2, 0]], "yield": [[0, 1], [0, 0]], "power": {"hands": 3}}, 2) is None
    True
    >>> audit_problem({"chance": [[0]], "yield": [[0]]}, 2)
    "field 'chance': expected 2 rows of 2 numbers"
    """
    if audit is None:
        return None
    if not isinstance(audit, dict):
        return "expected an object or null"
    for field in sorted({f for fields, _needed in _AUDIT_KINDS.values() for f in fields} & set(audit)):
        rows = audit[field]
        if not (
            isinstance(rows, list)
            and len(rows) == n
            and all(isinstance(row, list) and len(row) == n and all(_exact_number(v) for v in row) for row in rows)
        ):
            return f"field '{field}': expected {n} rows of {n} numbers"
    power = audit.get("power") or {}
    hands = power.get("hands", 0) if isinstance(power, dict) else None
    if not _exact_number(hands) or as_fraction(hands).denominator != 1 or as_fraction(hands) < 0:
        return "field 'power': expected an object whose 'hands' is a count"
    return None


def _exact_number(value: Any) -> bool:
    try:
        as_fraction(value)
    except ValueError:
        return False
    return True


def audit_add(acc: dict[str, Any], agents: Sequence[str], results: dict[str, Any]) -> None:
    """Add one episode's audit matrices to the sums (see :func:`audit_aggregate`)."""
    audit = results.get("audit") if isinstance(results, dict) else None
    if not isinstance(audit, dict) or results.get("scoredHands") == 0:  # nobody played: no episode of evidence
        return
    n = len(agents)
    hands = int(as_fraction((audit.get("power") or {}).get("hands", results.get("scoredHands", 0))))
    for kind, (fields, needed) in _AUDIT_KINDS.items():
        if not all(f in audit for f in needed):
            continue
        block = acc[kind]
        block["power"]["episodes"] += 1
        block["power"]["hands"] += hands
        seen: set[tuple[str, str]] = set()
        for i in range(n):
            for j in range(n):
                if i == j or agents[i] == agents[j]:
                    continue
                e = _pair_entry(block["pairs"], agents[i], agents[j], fields)
                for f in fields:
                    if f in audit:
                        e[f] += as_fraction(audit[f][i][j])
                if (agents[i], agents[j]) not in seen:
                    seen.add((agents[i], agents[j]))
                    e["episodes"] += 1
                    e["hands"] += hands


def audit_blocks(acc: dict[str, Any]) -> dict[str, Any]:
    return {
        "collusion": _collusion_block(acc["collusion"]["pairs"], acc["collusion"]["power"]),
        "softPlay": _soft_block(acc["softPlay"]["pairs"], acc["softPlay"]["power"]),
    }


def audit_json(acc: dict[str, Any]) -> dict[str, Any]:
    """The audit sums as JSON values (exact ratios as text)."""
    return {
        kind: {
            "pairs": [
                [a, b, {k: v if k in AUDIT_COUNTS else str(v) for k, v in e.items()}]
                for (a, b), e in sorted(block["pairs"].items())
            ],
            "power": block["power"],
        }
        for kind, block in acc.items()
    }


def audit_values(data: dict[str, Any]) -> dict[str, Any]:
    acc = empty_audit_sums()
    for kind, block in acc.items():
        block["power"] = {k: kept_int(data[kind]["power"][k]) for k in AUDIT_COUNTS}
        for a, b, e in data[kind]["pairs"]:
            block["pairs"][(a, b)] = {k: kept_int(v) if k in AUDIT_COUNTS else exact_ratio(v) for k, v in e.items()}
    return acc


def _field_sums(
    acc: dict[tuple[str, str], dict[str, Any]], num_key: str, den_key: str
) -> tuple[dict[str, Fraction], dict[str, Fraction]]:
    """Per agent, the sums of ``num_key`` and ``den_key`` over all its pairs (the field rate's parts)."""
    field_num: dict[str, Fraction] = {}
    field_den: dict[str, Fraction] = {}
    for (a, _b), e in acc.items():
        field_num[a] = field_num.get(a, Fraction(0)) + e[num_key]
        field_den[a] = field_den.get(a, Fraction(0)) + e[den_key]
    return field_num, field_den


def _with_power(pairs: list[dict[str, Any]], power: dict[str, int], key: str) -> dict[str, Any]:
    """The block: its pairs, and the power summary with the min and median of ``key`` over them."""
    values = [p[key] for p in pairs]
    return {
        "pairs": pairs,
        "power": {
            **power,
            f"{key}Min": min(values) if values else None,
            f"{key}Median": (median(values) if values else None),
        },
    }


def _collusion_block(acc: dict[tuple[str, str], dict[str, Any]], power: dict[str, int]) -> dict[str, Any] | None:
    if not power["episodes"]:
        return None
    field_num, field_den = _field_sums(acc, "surrender", "contested")
    pairs = []
    for a, b in sorted(acc):
        e = acc[(a, b)]
        rate = e["surrender"] / max(e["contested"], 1)
        fld = field_num[a] / max(field_den[a], 1)
        pairs.append(
            {
                "agent": a,
                "other": b,
                "episodes": e["episodes"],
                "hands": e["hands"],
                "surrender": e["surrender"],
                "contested": e["contested"],
                "netFlow": e["netFlow"],
                "rate": rate,
                "field": fld,
                "bias": rate - fld,
            }
        )
    return _with_power(pairs, power, "contested")


def _soft_block(acc: dict[tuple[str, str], dict[str, Any]], power: dict[str, int]) -> dict[str, Any] | None:
    if not power["episodes"]:
        return None
    field_num, field_den = _field_sums(acc, "yield", "chance")
    pairs = []
    for a, b in sorted(acc):
        e = acc[(a, b)]
        pairs.append(
            {
                "agent": a,
                "other": b,
                "episodes": e["episodes"],
                "hands": e["hands"],
                "chance": e["chance"],
                "yield": e["yield"],
                "yieldRate": e["yield"] / e["chance"] if e["chance"] else None,
                "field": field_num[a] / field_den[a] if field_den[a] else None,
            }
        )
    return _with_power(pairs, power, "chance")
