"""The last-resort advisor: pot odds and check-down EVs from an equity estimate, nothing else.

It only ever chooses among fold, check and call; bet sizes are not evaluated, and it says so.
Without an equity estimate it can still check when checking is free (never worse than folding),
but facing a bet it refuses with ``NO_EQUITY`` rather than guess.

>>> pick = heuristic_choice(to_call=10, pot=30, equity=0.30)
>>> pick.action, round(pick.evs["call"], 2), pick.evs["fold"]
('call', 2.0, 0.0)
>>> heuristic_choice(to_call=10, pot=30, equity=None).refusal
'NO_EQUITY'
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class HeuristicChoice:
    action: str | None  # fold / check / call, or None with a refusal code
    evs: dict[str, float] = field(default_factory=dict)  # chips vs folding now, check-down assumption
    price: float | None = None  # the call's share of the final pot (pot odds threshold)
    refusal: str | None = None
    warnings: tuple[str, ...] = ()


def heuristic_choice(to_call: int, pot: int, equity: float | None) -> HeuristicChoice:
    """Fold / check / call by pot odds, with check-down EVs (the pot is assumed to go to showdown)."""
    if to_call <= 0:
        if equity is None:
            return HeuristicChoice(
                "check",
                {"check": float("nan")},
                None,
                None,
                ("no equity estimate: checking is free and never worse than folding",),
            )
        return HeuristicChoice("check", {"check": equity * pot}, None)
    price = to_call / (pot + to_call)
    if equity is None:
        return HeuristicChoice(
            None, {}, price, "NO_EQUITY", ("facing a bet without an equity estimate: no recommendation",)
        )
    evs = {"fold": 0.0, "call": equity * (pot + to_call) - to_call}
    return HeuristicChoice("call" if equity >= price else "fold", evs, price)
