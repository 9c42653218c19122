"""Results: a pure function of a replay's records.

Every scored hand contributes a zero-sum net per slot and its proven swing cap. Over the
scored hands, ``NORM`` is the sum of the caps and a slot's score is ``1/2 + net / (2 NORM)``:
it lies in [0, 1] because |net| <= NORM, the scores sum to n/2, and breaking even scores 1/2.
Chip-race tables score the final chip share instead. Diagnostics (exploitability, audits)
sit beside the scores and never change them.

>>> from fractions import Fraction
>>> ladder_scores([4, -4], 8)
[Fraction(3, 4), Fraction(1, 4)]
>>> ladder_scores([0, 0], 0)
[Fraction(1, 2), Fraction(1, 2)]
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any, Mapping

from cosino.diagnostics.catalog import results_entries
from cosino.games.protocol import GameType
from cosino.games.registry import game_type
from cosino.primitives.canonical import dump_bytes, jsonl_bytes, sha256_hex


def ladder_scores(net: list[Any], norm: Any) -> list[Fraction]:
    if norm == 0:
        return [Fraction(1, 2)] * len(net)
    return [Fraction(1, 2) + Fraction(v) / (2 * Fraction(norm)) for v in net]


def winners(values: list[Any]) -> list[bool]:
    top = max(values)
    return [v == top for v in values]


def _body(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The records that the engine wrote, without the audit events at the tail."""
    return [r for r in records if r.get("type") != "audit"]


def compute_results(records: list[dict[str, Any]], computed: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """Recompute the results of a finished episode from its replay records.

    ``computed`` may pass in diagnostics of these very records (name -> results entries, as
    :func:`cosino.diagnostics.catalog.at_end` returns them) when the caller has just computed them
    (an episode's end, a verification re-run), so they are not computed twice."""
    header = records[0]
    variant = header["variant"]
    game = game_type(variant)
    n = len(header["seats"])
    cfg = header.get("config", {})
    body = _body(records)
    ends = [r for r in body if r["type"] == "handEnd"]
    voids = [r for r in body if r["type"] == "handVoid"]
    final = [r for r in body if r["type"] == "end"]
    net = [sum((Fraction(r["nets"][s], r.get("unit", 1)) for r in ends), Fraction(0)) for s in range(n)]
    norm = sum((Fraction(r["cap"], r.get("unit", 1)) for r in ends), Fraction(0))
    out: dict[str, Any] = {
        "variant": variant,
        "seed": header["seed"],
        "seats": [s["alias"] for s in header["seats"]],
        "agents": [s["agent"] for s in header["seats"]],
        "reason": final[-1]["reason"] if final else None,
        "hands": len(ends) + len(voids),
        "scoredHands": len(ends),
        "voidHands": [r["hand"] for r in voids],
        "net": net,
    }
    if cfg.get("chipRace"):
        start = cfg["startingStack"]
        stacks = [start + v for v in net]
        out["finalStacks"] = stacks
        out["scores"] = [Fraction(s, n * start) for s in stacks]
        out["win"] = winners(stacks)
        out["norm"] = None
    else:
        out["norm"] = norm
        out["scores"] = ladder_scores(net, norm)
        out["win"] = winners(net)
    raw: dict[str, list[Any]] = {}
    for r in ends:
        for name, values in r.get("raw", {}).items():
            acc = raw.setdefault(name, [0] * n)
            for s in range(n):
                acc[s] += values[s]
    bb = cfg.get("bigBlind")
    if game.family != "tricks":
        raw["chipsWon"] = net
        if bb and ends:
            raw["bbPer100"] = [v * 100 / (bb * len(ends)) for v in net]
    out["raw"] = raw
    out.update(_diagnostics(game, variant, n, body, computed))
    # The decimals are for reading; the exact fractions let anyone check that they sum to n/2.
    out["scoresExact"] = [_exact(v) for v in out["scores"]]
    return out


def _exact(value: Fraction) -> str:
    value = Fraction(value)
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def _diagnostics(
    game: GameType, variant: str, n: int, body: list[dict[str, Any]], computed: Mapping[str, Any] | None
) -> dict[str, Any]:
    out: dict[str, Any] = {"exploitability": None, "audit": None}
    if game.ladder and not game.exact_tree:
        out["exploitability"] = [None] * n  # no exact best response at no-limit scale, one entry per seat
    out.update(results_entries(game, variant, body, n, computed))
    return out


def results_bytes(
    records: list[dict[str, Any]], computed: Mapping[str, Any] | None = None, replay_sha256: str | None = None
) -> bytes:
    """The results bytes of ``records``. ``replay_sha256`` is the digest of their replay bytes when the
    caller holds bytes known to be ``jsonl_bytes(records)`` (verify, which compared every line): writing
    them again held a second copy of the replay, 38% of the peak of verifying a 26 MB one."""
    results = compute_results(records, computed)
    results["replaySha256"] = replay_sha256 or sha256_hex(jsonl_bytes(records))
    return dump_bytes(results)
