"""The house advisor seat: plays Hold'em rungs with the advisor at a configurable budget.

Seat names: ``advisor`` (default budget) or ``advisor:N`` (N equity and rollout samples). Every
random draw comes from the :class:`~cosino.primitives.rng.Rng` the seat is given (its seed feeds the
advisor), and the advisor ranks candidates by integer sums, so a replay re-derives exactly.

>>> from cosino.games.poker.holdem import HoldemVariant, DECK_FOR_DOCTEST
>>> from cosino.primitives.rng import Rng, derive
>>> hand = HoldemVariant("holdem-hu", 2, 2).new_hand(DECK_FOR_DOCTEST, [200, 200], 0, 0)
>>> seat = AdvisorSeat(Rng(derive(0, "doc")), budget=40)
>>> seat.act(hand.observation(0))["action"] in ("fold", "call", "raise")
True
"""

from __future__ import annotations

import re
from typing import Any

from cosino.primitives.errors import CosinoError, quoted
from cosino.primitives.rng import Rng
from cosino.seats.holdem_house import holdem_observation, legal_answer
from cosino.seats.seat import plays_holdem

DEFAULT_BUDGET = 200
MIN_BUDGET = 20
MAX_BUDGET = 10_000  # samples per decision: more would stall a house seat that has no deadline
# Seconds per sample a decision is padded to while an outside agent is seated (``pace_s``): about five times the
# measured cost (0.05 ms a sample to the street's end, 0.2 ms to showdown; cosino_devtools.bench.seat_timing), so
# the time an agent sees almost never depends on the advisor's cards.
PACE_S_PER_SAMPLE = {"street": 0.00025, "showdown": 0.001}


class AdvisorSeat:
    def __init__(self, rng: Rng, budget: int = DEFAULT_BUDGET, depth: str = "street") -> None:
        if budget < MIN_BUDGET:
            raise ValueError(f"advisor seat budget must be at least {MIN_BUDGET} samples, got {budget}")
        if depth not in PACE_S_PER_SAMPLE:  # the names check_advisor_name reads; its pace needs one
            raise ValueError(f"advisor seat depth must be street or showdown, got {quoted(str(depth)[:20])}")
        self.rng = rng
        self.budget = budget
        self.depth = depth

    @property
    def pace_s(self) -> float:
        """Seconds the runtime pads one decision to when an outside agent could time it."""
        return self.budget * PACE_S_PER_SAMPLE[self.depth]

    def act(self, observation: dict[str, Any]) -> dict[str, Any]:
        obs = holdem_observation(observation)
        return legal_answer(obs, self.answer(obs))

    def answer(self, observation: dict[str, Any]) -> dict[str, Any]:
        """The advisor's choice for an observation already checked."""
        from cosino.advisor.decision import DecisionConfig, recommend_action
        from cosino.advisor.pipeline import observe_simulation

        legal = {o["action"]: o for o in observation.get("legal", [])}
        seed = self.rng.next_u64()
        config = DecisionConfig(
            equity_simulations=self.budget,
            rollout_simulations=self.budget,
            seed=seed,
            rollout_depth=self.depth,
            bootstrap_resamples=0,
        )
        report = recommend_action(observe_simulation(observation), config)
        line = report.recommended
        spr = report.summary.get("spr") if line is not None else None
        if line is not None and line.label == "all-in" and spr is not None and spr > 3:
            # Deep all-ins win the one-response model by rare big pots; the seat avoids them.
            others = [c for c in report.candidates if c.label != "all-in" and c.ev_bb is not None]
            if others:
                line = max(others, key=lambda c: c.ev_bb)
        if line is None:
            return {"action": "check"} if "check" in legal else {"action": "fold"}
        kind = line.kind
        if kind in ("bet", "raise"):
            # The engine names the first wager of a street "bet" and later ones "raise".
            kind = "bet" if "bet" in legal else "raise"
            option = legal.get(kind)
            if option is None:
                return {"action": "call"} if "call" in legal else {"action": "check"}
            amount = max(option["min"], min(option["max"], line.amount))
            return {"action": kind, "amount": amount}
        if kind not in legal:
            return {"action": "check"} if "check" in legal else {"action": "fold"}
        return {"action": kind}


class AdvisorSeatError(CosinoError, ValueError):
    """An advisor seat name that cannot be played; the message names the part that is wrong."""


def check_advisor_name(name: str, variant: str) -> tuple[int, str]:
    """The (budget, depth) of ``advisor[:<samples>[:<street|showdown>]]`` for a Hold'em variant, or AdvisorSeatError.

    >>> check_advisor_name("advisor:40:showdown", "holdem-hu")
    (40, 'showdown')
    """
    if not plays_holdem(variant):
        raise AdvisorSeatError(
            f"seat {quoted(name[:80])}: the advisor plays Hold'em only, not {variant}: choose a hold'em variant"
        )
    parts = name.split(":")
    if len(parts) > 3 or parts[0] != "advisor":
        raise AdvisorSeatError("expected advisor, advisor:<samples> or advisor:<samples>:<street|showdown>")
    budget = DEFAULT_BUDGET
    if len(parts) > 1:
        if not re.fullmatch(r"[0-9]{1,6}", parts[1]) or not MIN_BUDGET <= int(parts[1]) <= MAX_BUDGET:
            raise AdvisorSeatError(
                f"the advisor's budget must be a whole number of samples from {MIN_BUDGET} to {MAX_BUDGET},"
                f" not {quoted(parts[1][:20])}"
            )
        budget = int(parts[1])
    depth = parts[2] if len(parts) > 2 else "street"
    if depth not in ("street", "showdown"):
        raise AdvisorSeatError(f"the advisor's depth must be street or showdown, not {quoted(depth[:20])}")
    return budget, depth


def make_advisor_seat(name: str, variant: str, rng: Rng) -> AdvisorSeat:
    """``advisor`` or ``advisor:N`` for a Hold'em variant; anything else is refused naming the part."""
    budget, depth = check_advisor_name(name, variant)
    return AdvisorSeat(rng, budget, depth)
