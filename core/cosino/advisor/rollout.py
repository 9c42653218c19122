"""Rollouts: the EV of each candidate action against sampled opponent hands and responses.

Every sample is drawn once and shared by all candidates (common random numbers): the opponents'
joint hands (exact rejection sampling from their ranges), the runout, and one uniform integer for
every response anyone might make. Each candidate is then replayed on that sample:

* the hero acts; opponents answer fold / call / raise in clockwise order, with at most one raise
  in total (to ``raise_multiplier`` x the hero's bet); the hero answers a raise by its own model
  and earlier callers answer it by call or fold;
* after a check, an opponent still to act may bet ``opponent_bet_fraction`` of the pot; the others
  answer by call or fold;
* depth ``street`` then checks the hand down; depth ``showdown`` (heads-up only) plays the later
  streets too: on each, one player may bet ``opponent_bet_fraction`` of the pot and the other
  calls or folds on that street's strength (no later raises).

Settlement uses side pots by commitment level, with the chips of earlier streets as one layer
every remaining player is eligible for, and exact split units (:data:`~cosino.games.poker.equity.UNIT`). An EV is
measured against folding now (fold = exactly 0). All sums are integers, so the ranking of
candidates, and hence the house advisor seat, is the same on every interpreter.

Response models: ``behavior`` (absolute strength, :class:`~.ranges.BehaviorModel`), ``mdf_range``
(defend the top 1/(1+size) of one's own range, never raise), ``mdf_linear`` (defend
a + b/(1+size) of it, with a and b set by hand, not fitted; ``mdf_calibrated`` is its old name),
and ``fixed`` (constant fold/call/raise/bet probabilities; tests use it to pin closed forms).
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Mapping, Sequence

from cosino.advisor.ranges import REGULAR, BehaviorModel, Range, behavior_from, range_percentiles, strength_table
from cosino.advisor.state import MAX_CHIPS, ObservedTableState
from cosino.games.poker.equity import (
    MAX_EQUITY_SAMPLES,
    MAX_SEED_CHARS,
    JointSampler,
    draw_runout,
    seed_ok,
    shown_value,
)
from cosino.games.poker.equity import UNIT as SCALE
from cosino.games.poker.evaluator import evaluate_indices
from cosino.primitives.cards import card_index
from cosino.primitives.errors import quoted
from cosino.primitives.rng import Rng, derive

RESPONSES = ("behavior", "mdf_range", "mdf_linear", "mdf_calibrated", "fixed")
DEPTHS = ("street", "showdown")
HERO_MODELS = ("behavior", "call", "fold")  # how the hero answers a raise or a later bet (_hero_continues)
UNIT = 1 << 20  # uniforms are integers below UNIT (three per 64-bit word); probabilities are per mille
MASK = UNIT - 1
_REFERENCE_COMBOS = 40  # random combos a later-street strength is measured against
MAX_RESAMPLES = 100_000  # bootstrap resamples: each redraws every batch for every candidate
MAX_BATCHES = 1000  # bootstrap batches: a resample costs about 0.4 ms here at 1000 batches and 6 candidates
DEFAULT_BATCHES = 50
# Resamples x batches: the most resamples at the default batches, 2.6 s here at 6 candidates (1,000 batches at the
# most resamples took 44 s).
MAX_RESAMPLED_BATCHES = MAX_RESAMPLES * DEFAULT_BATCHES
# A setting given as text: an int, a decimal or n/d, at most 12 digits a part (Fraction() alone also reads "1e999999999"
# and expands it digit by digit, and says "Invalid literal for Fraction" without naming the setting).
SETTING_TEXT = re.compile(r"-?[0-9]{1,12}(?:[.][0-9]{1,12}|/[0-9]{1,12})?")
CANDIDATE_KINDS = ("fold", "check", "call", "bet", "raise")  # a bet or raise names the street total it goes to
SETTING_BITS = 128  # a numerator or denominator given as a number: wider is no pot fraction anyone means


class RolloutError(RuntimeError):
    """A rollout could not be run (bad candidate, inconsistent state)."""


class CandidateError(RolloutError, ValueError):
    """A candidate that is no action of the table: a rollout error, and (given by a caller) a ValueError."""


@dataclass(frozen=True)
class Candidate:
    """A concrete hero action: kind and, for bet/raise, the street total it raises to."""

    kind: str
    amount: int | None = None
    label: str = ""

    def text(self) -> str:
        return self.kind if self.amount is None else f"{self.kind} {self.amount}"


@dataclass
class CandidateEV:
    candidate: Candidate
    ev: float  # chips, relative to folding now
    se: float
    samples: int
    units: list[int] = field(repr=False, default_factory=list)  # per-sample EV x SCALE
    note: str = ""

    @property
    def total(self) -> int:
        return sum(self.units)


@dataclass
class RolloutResult:
    evs: list[CandidateEV]
    depth: str
    response: str
    samples: int
    notes: list[str] = field(default_factory=list)

    def best_index(self) -> int:
        """Index of the highest mean EV (integer totals; ties go to the earlier candidate)."""
        best = 0
        for i, e in enumerate(self.evs):
            if e.total > self.evs[best].total:
                best = i
        return best

    def paired_se(self, i: int, j: int) -> float:
        a, b = self.evs[i].units, self.evs[j].units
        n = len(a)
        if n < 2:
            return float("inf")
        return standard_error([x - y for x, y in zip(a, b)]) / SCALE

    def bootstrap_frequencies(
        self, seed: int | str, resamples: int = 200, batches: int = DEFAULT_BATCHES
    ) -> list[float]:
        """Paired bootstrap: how often each candidate has the highest mean EV (candidates tied for it share).

        Samples are grouped into ``batches`` consecutive batches (the same batches for every
        candidate, so the pairing is kept) and batches are resampled with replacement. Resamples times
        batches is at most :data:`MAX_RESAMPLED_BATCHES`.
        """
        _check_bootstrap(seed, resamples, batches)
        n = self.samples
        k = len(self.evs)
        if n == 0 or k == 0:
            return [0.0] * k
        b = max(1, min(batches, n))
        edges = [n * t // b for t in range(b + 1)]
        sums = [[sum(e.units[edges[t] : edges[t + 1]]) for t in range(b)] for e in self.evs]
        rng = Rng(derive(seed, "advisor-bootstrap"))
        wins = [Fraction(0)] * k
        for _ in range(resamples):
            pick = [rng.randbelow(b) for _ in range(b)]
            totals = [sum(s[p] for p in pick) for s in sums]
            top = max(totals)
            leaders = [c for c in range(k) if totals[c] == top]
            for c in leaders:  # a tie is shared: six bets worth exactly the pot each lead a sixth of the time
                wins[c] += Fraction(1, len(leaders))
        return [float(w / resamples) for w in wins]


@dataclass(frozen=True)
class RolloutSettings:
    depth: str = "street"
    response: str = "behavior"
    response_params: Mapping[str, Any] | None = None
    raise_multiplier: Fraction = Fraction(3)
    opponent_bet_fraction: Fraction = Fraction(1, 2)
    hero_model: str = "behavior"  # or "call" (always continue) / "fold" (never)


# -- the simulator ----------------------------------------------------------------------------------


class _Responder:
    """Turns (player, strength, bet, pot, uniform) into fold/call/raise by the chosen model."""

    def __init__(self, settings: RolloutSettings, opp_ranges: Sequence[Range], strengths: Sequence[dict]) -> None:
        # "mdf_calibrated" is the old name of "mdf_linear": its a, b were never fitted, so it is not called that.
        self.kind = "mdf_linear" if settings.response == "mdf_calibrated" else settings.response
        params = dict(settings.response_params or {})
        self.behavior: BehaviorModel = behavior_from(
            params if self.kind == "behavior" else {"model": params.get("model", "regular")}
        )
        if self.kind == "fixed":

            def pm(name: str) -> int:
                return int(setting_number(params.get(name, 0), f"rollout_response_params.{name}") * 1000)

            self.fixed = {k: pm(k) for k in ("fold", "call", "raise", "bet")}
            if self.fixed["fold"] + self.fixed["call"] + self.fixed["raise"] != 1000:
                raise ValueError("rollout_response_params: fixed fold + call + raise must sum to 1")
        if self.kind == "mdf_linear":
            self.a = int(setting_number(params.get("a", Fraction(1, 10)), "rollout_response_params.a") * 1000)
            self.b = int(setting_number(params.get("b", Fraction(8, 10)), "rollout_response_params.b") * 1000)
        # Range percentiles per opponent, for the MDF models (by combo).
        self.range_pct: list[dict[tuple[int, int], int]] = []
        if self.kind in ("mdf_range", "mdf_linear"):
            for r, table in zip(opp_ranges, strengths):
                pct = range_percentiles(r, table)
                self.range_pct.append(dict(zip(r.combos, pct)))

    def respond(self, strength: int, range_pct: int, bet: int, pot: int, u: int, can_raise: bool) -> str:
        """``bet``: chips to call; ``pot``: the pot before that bet was made."""
        kind = self.kind
        if kind == "fixed":
            f, c = self.fixed["fold"], self.fixed["call"]
            x = u * 1000 // UNIT
            if x < f:
                return "fold"
            if x < f + c or not can_raise:
                return "call"
            return "raise"
        if kind == "behavior":
            m = self.behavior
            cont = m.continue_pm(strength, bet, pot)
            if u * 1000 >= cont * UNIT:
                return "fold"
            if can_raise:
                # The same uniform, rescaled inside the continue region, decides a raise.
                if cont and (u * 1000 // cont) < m.raise_pm(strength) * UNIT // 1000:
                    return "raise"
            return "call"
        # MDF models: defend a share of one's own range; never raise.
        if kind == "mdf_range":
            defend = 1000 * pot // (pot + bet) if pot + bet else 1000
        else:
            defend = self.a + self.b * pot // (pot + bet) if pot + bet else 1000
            defend = max(0, min(1000, defend))
        return "call" if range_pct >= 1000 - defend else "fold"

    def bets(self, strength: int, u: int) -> bool:
        if self.kind == "fixed":
            return u * 1000 // UNIT < self.fixed["bet"]
        if self.kind == "behavior":
            return u * 1000 < self.behavior.bet_pm(strength) * UNIT
        return u * 1000 < REGULAR.bet_pm(strength) * UNIT


def _hero_continues(model: str, strength: int, bet: int, pot: int, u: int) -> bool:
    if model == "call":
        return True
    if model == "fold":
        return False
    return u * 1000 < REGULAR.continue_pm(strength, bet, pot) * UNIT


def settle_units(dead: int, contrib: Sequence[int], live: Sequence[bool], ranks: Sequence[int]) -> list[int]:
    """Payout per player in units of SCALE: side pots by commitment, ``dead`` joins the main pot.

    >>> settle_units(10, [5, 5], [True, True], [7, 7])   # a tie splits 20 chips exactly
    [25200, 25200]
    >>> settle_units(0, [10, 30, 30], [True, True, True], [9, 1, 5])  # short nut stack wins the main pot only
    [75600, 0, 100800]
    """
    n = len(contrib)
    out = [0] * n
    live_idx = [p for p in range(n) if live[p]]
    if not live_idx:
        raise RolloutError("nobody is left to win the pot")
    levels = sorted({contrib[p] for p in live_idx})
    levels[-1] = max(levels[-1], max(contrib))
    floor = 0
    first = True
    for cap in levels:
        amount = sum(min(c, cap) - min(c, floor) for c in contrib)
        if first:
            amount += dead
            first = False
        floor = cap
        if amount == 0:
            continue
        eligible = [p for p in live_idx if contrib[p] >= cap] or live_idx
        best = max(ranks[p] for p in eligible)
        winners = [p for p in eligible if ranks[p] == best]
        share = amount * SCALE // len(winners)
        for w in winners:
            out[w] += share
    return out


class _Table:
    """Mutable per-candidate money state; player 0 is the hero, then opponents clockwise."""

    __slots__ = ("behind", "bet", "live", "start_bet")

    def __init__(self, behind: list[int], bet: list[int]) -> None:
        self.behind = list(behind)
        self.bet = list(bet)
        self.start_bet = list(bet)
        self.live = [True] * len(behind)

    def level(self) -> int:
        return max(self.bet[p] for p in range(len(self.bet)) if self.live[p]) if any(self.live) else 0

    def put_to(self, p: int, total: int) -> None:
        add = min(total - self.bet[p], self.behind[p])
        if add > 0:
            self.bet[p] += add
            self.behind[p] -= add

    def pot(self, dead: int) -> int:
        return dead + sum(self.bet)


def candidates_for(state: ObservedTableState, fractions: Sequence[Fraction]) -> list[Candidate]:
    """The legal candidate actions: fold/check/call and bets or raises sized as pot fractions, all-in."""
    out: list[Candidate] = []
    to_call = state.to_call()
    if to_call > 0:
        out.append(Candidate("fold"))
        out.append(Candidate("call", to_call))
    else:
        out.append(Candidate("check"))
    bounds = state.raise_bounds()
    if bounds is None:
        return out
    lo, hi = bounds
    kind = "raise" if state.level() > (state.big_blind if state.street == "preflop" else 0) or to_call > 0 else "bet"
    if state.street == "preflop":
        kind = "raise"
    level = state.level()
    hero = state.seats[state.hero]
    pot_after_call = state.pot + (level - hero.committed)
    seen: set[int] = set()
    for f in fractions:
        wanted = level + int(Fraction(f) * pot_after_call)
        target = max(lo, min(hi, wanted))
        if target not in seen:
            seen.add(target)
            # Say what the candidate is: a size clipped to the legal minimum or to the stack is not that fraction.
            if target == hi:
                label = "all-in"
            elif target != wanted:
                label = f"min {kind}"
            else:
                label = f"{kind} {_frac_label(f)} pot"
            out.append(Candidate(kind, target, label))
    if hi not in seen:
        out.append(Candidate(kind, hi, "all-in"))
    return out


def _frac_label(f: Fraction) -> str:
    f = Fraction(f)
    return str(f.numerator) if f.denominator == 1 else f"{f.numerator}/{f.denominator}"


@dataclass
class _Sim:
    """What every sample of one spot shares: the money at the table and the response models."""

    state: ObservedTableState
    behind: list[int]
    bets: list[int]
    dead: int
    to_act_after: list[int]
    responder: _Responder
    hero_model: str
    bet_frac: Fraction
    raise_mult: Fraction


@dataclass
class _Draw:
    """One sample: strengths, range percentiles, the uniforms, showdown ranks and later streets."""

    strength: list[int]
    rpct: list[int]
    u: list[int]
    ranks: list[int]
    later: list[tuple[int, int]] | None


def setting_number(value: object, name: str) -> Fraction:
    """A numeric setting read exactly: an int, a Fraction, a finite float, or text as SETTING_TEXT writes it.

    Anything else raises a one-line ``ValueError`` naming ``name`` and the value (cut, escaped): a bool, None, "x",
    "1/0", "nan", "1e999999999", a lone surrogate, a 10 MB string, a Fraction of a 5,000-digit numerator.

    >>> setting_number("5/2", "raise_multiplier"), setting_number(0.5, "f"), setting_number(3, "f")
    (Fraction(5, 2), Fraction(1, 2), Fraction(3, 1))
    >>> setting_number("1e999999999", "multiplier")
    Traceback (most recent call last):
    ValueError: multiplier: must be a number (an int, a decimal or n/d, 12 digits a part at most), got '1e999999999'
    """
    number: Fraction | None = None
    if type(value) is str:
        if len(value) <= 40 and SETTING_TEXT.fullmatch(value) and int(value.partition("/")[2] or 1) != 0:
            number = Fraction(value)
    elif type(value) in (int, Fraction) or (type(value) is float and math.isfinite(value)):
        number = Fraction(value)  # type: ignore[arg-type]
        if max(abs(number.numerator).bit_length(), number.denominator.bit_length()) > SETTING_BITS:
            number = None
    if number is None:
        parts = (value.numerator, value.denominator) if type(value) is Fraction else (value,)
        shown = "/".join(shown_value(part[:40] if type(part) is str else part) for part in parts)  # cut, or sized
        raise ValueError(f"{name}: must be a number (an int, a decimal or n/d, 12 digits a part at most), got {shown}")
    return number


# The sizing settings' floors. A raise to twice the bet is the smallest a no-limit raise over a bet can be: until
# 2026-12-07 any multiplier above 1 was taken, and 1.0001 turned a bet of 13 into a "raise" to 13 that put no chips in.
MIN_RAISE_MULTIPLIER = 2
SIZE_FLOORS = {
    "raise_multiplier": (MIN_RAISE_MULTIPLIER, f"of at least {MIN_RAISE_MULTIPLIER}"),
    "opponent_bet_fraction": (0, "above 0"),
}


def size_floor_problem(name: str, value: Fraction | int | float) -> bool:
    """Whether a sizing setting's number is below its floor (the raise multiplier may equal its own).

    >>> size_floor_problem("raise_multiplier", 2), size_floor_problem("raise_multiplier", Fraction(3, 2))
    (False, True)
    """
    low = SIZE_FLOORS[name][0]
    return value < low if name == "raise_multiplier" else value <= low


def check_candidate(candidate: object, where: str) -> None:
    """Refuse, in one line naming ``where`` (CandidateError), anything but a Candidate of a known kind and chips.

    A bet or raise needs an int amount above 0; the others may leave it out (a call's is informative). No amount may
    be a bool, negative, or above MAX_CHIPS. Until 2026-12-07 a bare string raised AttributeError deep in the
    rollouts, and ``Candidate("raise", -5)`` was rolled out as a raise putting in minus five chips.

    >>> check_candidate(Candidate("raise", -5), "candidates[2]")
    Traceback (most recent call last):
    cosino.advisor.rollout.CandidateError: candidates[2]: amount must be whole chips from 1 to 1e+15, got -5
    """
    if not isinstance(candidate, Candidate):
        raise CandidateError(f"{where}: expected a Candidate (kind, amount), got {shown_value(candidate)}")
    kind, amount = candidate.kind, candidate.amount
    if type(kind) is not str or kind not in CANDIDATE_KINDS:
        shown = shown_value(kind)
        raise CandidateError(f"{where}: unknown candidate kind {shown} (expected {', '.join(CANDIDATE_KINDS)})")
    wager = kind in ("bet", "raise")
    if wager and amount is None:
        raise CandidateError(f"{where}: {kind} needs an amount, the street total in chips it goes to")
    if amount is not None and not (type(amount) is int and int(wager) <= amount <= MAX_CHIPS):
        low, shown = int(wager), shown_value(amount)
        raise CandidateError(f"{where}: amount must be whole chips from {low} to {MAX_CHIPS:.0e}, got {shown}")
    if type(candidate.label) is not str or len(candidate.label) > 200:
        shown = shown_value(candidate.label)
        raise CandidateError(f"{where}: label must be a str of at most 200 characters, got {shown}")


def check_affordable(candidate: Candidate, state: ObservedTableState, where: str) -> None:
    """A wager to more chips than the hero has is refused: it used to be rolled out as the all-in, under its own
    label (a bet of 1000000 with 90 chips behind read as a line of its own, with the all-in's EV)."""
    hero = state.seats[state.hero]
    if candidate.kind in ("bet", "raise") and hero.stack is not None and candidate.amount > hero.committed + hero.stack:
        top = hero.committed + hero.stack
        raise CandidateError(
            f"{where}: a {candidate.kind} to {candidate.amount} chips is more than the hero has ({top}: its stack"
            " and what it has put in on this street)"
        )


def _check_settings(settings: RolloutSettings, samples: int, state: ObservedTableState) -> None:
    if settings.depth not in DEPTHS:
        raise ValueError(f"rollout_depth: {shown_value(settings.depth)} is not one of {', '.join(DEPTHS)}")
    if settings.response not in RESPONSES:
        raise ValueError(f"rollout_response: {shown_value(settings.response)} is not one of {', '.join(RESPONSES)}")
    # Unchecked, a misspelt model ran as "behavior", and a raise to at most the bet put no chips in (a raise of half
    # the bet read every bet on the flop as worth about a check), both with no word said. A value is shown cut at 40.
    if settings.hero_model not in HERO_MODELS:
        raise ValueError(f"hero_model: {shown_value(settings.hero_model)} is not one of {', '.join(HERO_MODELS)}")
    for name in SIZE_FLOORS:
        value = getattr(settings, name)
        usable = type(value) in (int, Fraction) or (type(value) is float and math.isfinite(value))
        if not usable or size_floor_problem(name, value):
            parts = (value.numerator, value.denominator) if type(value) is Fraction else (value,)
            shown = "/".join(shown_value(part) for part in parts)  # a huge part is sized, not written out
            raise ValueError(f"{name}: must be a number {SIZE_FLOORS[name][1]}, got {shown}")
    if type(samples) is not int or samples < 2:
        raise ValueError(f"rollout_simulations: need at least 2 samples, got {shown_value(samples)}")
    if samples > MAX_EQUITY_SAMPLES:  # the one sample cap, shared with equity (`cosino advise` too)
        raise ValueError(f"rollout_simulations: at most {MAX_EQUITY_SAMPLES} samples, got {shown_value(samples)}")
    if not state.hero_cards:
        raise RolloutError("hero cards are unknown")


def _check_seed(seed: object, field: str) -> None:
    if not seed_ok(seed, MAX_SEED_CHARS):  # derive hashes an int of at most 256 bits or a str without lone surrogates
        raise ValueError(
            f"{field}: must be an int of at most 256 bits or a str of at most {MAX_SEED_CHARS} characters,"
            f" got {shown_value(seed)}"
        )


def _check_bootstrap(seed: object, resamples: object, batches: object) -> None:
    """Refuse, in one line, what the bootstrap cannot use. Unchecked, 0 resamples divided by zero, 2.5 raised a
    TypeError in range(), a float seed derive's TypeError, and a count of 10^12 ran for weeks (until 2026-12-07 a
    call made directly took any number of batches: 10^7 of them over as many samples, at the most resamples, ran for
    days)."""
    _check_seed(seed, "bootstrap seed")
    if type(resamples) is not int or not 1 <= resamples <= MAX_RESAMPLES:
        raise ValueError(
            f"bootstrap_resamples: must be a whole number from 1 to {MAX_RESAMPLES}, got {shown_value(resamples)}"
        )
    if type(batches) is not int or not 1 <= batches <= MAX_BATCHES:
        raise ValueError(
            f"bootstrap batches: must be a whole number from 1 to {MAX_BATCHES}, got {shown_value(batches)}"
        )
    problem = bootstrap_work(resamples, batches)
    if problem is not None:
        raise ValueError(f"bootstrap: {problem}")


def bootstrap_work(resamples: int, batches: int) -> str | None:
    """Why ``resamples`` of ``batches`` batches are more than :data:`MAX_RESAMPLED_BATCHES` (one line), or None.

    Each count within its own range, 100,000 resamples of 1,000 batches still took 44 s.

    >>> bootstrap_work(200, DEFAULT_BATCHES) is None
    True
    >>> bootstrap_work(5001, 1000)
    '5001 resamples x 1000 batches = 5001000, more than the limit of 5000000; at most 5000 resamples fit'
    """
    work = resamples * batches
    if work <= MAX_RESAMPLED_BATCHES:
        return None
    most = MAX_RESAMPLED_BATCHES // batches
    return (
        f"{resamples} resamples x {batches} batches = {work}, more than the limit of {MAX_RESAMPLED_BATCHES};"
        f" at most {most} resamples fit"
    )


def _money(state: ObservedTableState, opps: Sequence[int]) -> tuple[list[int], list[int]]:
    """(chips behind, chips committed) for the hero, then each opponent."""
    hero_seat = state.seats[state.hero]
    if hero_seat.stack is None:
        raise RolloutError("hero stack is unknown")
    behind = [hero_seat.stack]
    bets = [hero_seat.committed]
    for o in opps:
        s = state.seats[o]
        # An unknown opponent stack is assumed to cover the hero.
        behind.append(s.stack if s.stack is not None else hero_seat.stack + hero_seat.committed)
        bets.append(s.committed)
    return behind, bets


def _uniforms(rng: Rng, words: int) -> list[int]:
    u: list[int] = []
    for _ in range(words):
        w = rng.next_u64()
        u += (w & MASK, (w >> 20) & MASK, (w >> 40) & MASK)
    return u


def standard_error(values: Sequence[int]) -> float:
    """Standard error of the mean of integers (at least two), from an exact integer variance.

    ``ss - s * s / n`` in floats cancelled: per-sample values of a billion chips that differ by one chip
    gave an SE of 0, which the confidence grading read as an infinite lead.
    """
    n = len(values)
    s = sum(values)
    spread = n * sum(x * x for x in values) - s * s  # n^2 (n - 1) times the variance of the mean, exactly
    return math.sqrt(spread / (n * n * (n - 1)))


def _summarise(evs: list[CandidateEV], notes: list[str]) -> None:
    for e in evs:
        n = len(e.units)
        e.ev = sum(e.units) / n / SCALE
        e.se = standard_error(e.units) / SCALE
        if notes and e.candidate.kind != "fold":
            e.note = notes[0]


def rollout_action_evs(
    state: ObservedTableState,
    candidates: Sequence[Candidate],
    opp_ranges: Sequence[Range],
    samples: int,
    seed: int | str = 0,
    settings: RolloutSettings = RolloutSettings(),
) -> RolloutResult:
    """Per candidate: mean EV in chips (vs folding now), its SE and the per-sample values."""
    _check_settings(settings, samples, state)
    _check_seed(seed, "rollout seed")
    if not isinstance(candidates, (list, tuple)):
        raise CandidateError(f"candidates: expected a list of Candidates, got {shown_value(candidates)}")
    for k, candidate in enumerate(candidates):
        check_candidate(candidate, f"candidates[{k}]")
        check_affordable(candidate, state, f"candidates[{k}]")
    hero_cards = tuple(card_index(c) for c in state.hero_cards)
    board = [card_index(c) for c in state.board]
    opps = state.opponents()
    if len(opps) != len(opp_ranges):
        raise RolloutError(f"{len(opps)} opponents but {len(opp_ranges)} ranges")
    depth = settings.depth
    notes: list[str] = []
    if depth == "showdown" and len(opps) > 1:
        depth = "street"
        notes.append("multiway: showdown depth is not modelled, street depth used instead")
    behind, bets = _money(state, opps)
    street_acted = {a.seat for a in state.history if a.street == state.street}
    to_act_after = [k + 1 for k, o in enumerate(opps) if o not in street_acted and behind[k + 1] > 0]
    # Absolute strength now, for every combo of every range, and the hero's own.
    table_now = strength_table(board, [])
    responder = _Responder(settings, opp_ranges, [table_now] * len(opps))
    sim = _Sim(
        state,
        behind,
        bets,
        # A folded seat's bet above what the hero can put in is in a side pot the hero cannot win.
        state.dead_money() - state.unmatched(folded_only=True),
        to_act_after,
        responder,
        settings.hero_model,
        Fraction(settings.opponent_bet_fraction),
        Fraction(settings.raise_multiplier),
    )
    hero_strength = table_now.get(tuple(sorted(hero_cards)), 500)
    sampler = JointSampler(opp_ranges)
    rng = Rng(derive(seed, "advisor-rollout"))
    known = set(hero_cards) | set(board)
    stub = [c for c in range(52) if c not in known]
    need = 5 - len(board)
    k_opp = len(opps)
    words = (3 * k_opp + 2 + 8 + 2) // 3  # three 20-bit uniforms per word
    evs = [CandidateEV(c, 0.0, 0.0, samples) for c in candidates]
    for _ in range(samples):
        hands = sampler.sample(rng)
        runout = draw_runout(rng, stub, [c for h in hands for c in h], need)
        full = (*board, *runout)
        u = _uniforms(rng, words)
        ranks = [evaluate_indices((hero_cards[0], hero_cards[1], *full))]
        ranks += [evaluate_indices((h[0], h[1], *full)) for h in hands]
        strength = [hero_strength] + [table_now.get(hands[k], 500) for k in range(k_opp)]
        pct = [responder.range_pct[k].get(hands[k], 500) for k in range(k_opp)] if responder.range_pct else None
        later = _later_strengths(rng, hero_cards, hands[0], board, runout) if depth == "showdown" and need > 0 else None
        draw = _Draw(strength, [0] + (pct if pct is not None else [500] * k_opp), u, ranks, later)
        for ci, cand in enumerate(candidates):
            evs[ci].units.append(_play(sim, cand, draw))
    _summarise(evs, notes)
    return RolloutResult(evs, depth, settings.response, samples, notes)


def _later_strengths(
    rng: Rng, hero: tuple[int, int], opp: tuple[int, int], board: list[int], runout: list[int]
) -> list[tuple[int, int]]:
    """(hero, opponent) strength per mille on each later street, against random reference combos."""
    out = []
    used = set(hero) | set(opp) | set(board) | set(runout)
    pool = [c for c in range(52) if c not in used]
    refs = []
    for _ in range(_REFERENCE_COMBOS):
        a = pool[rng.randbelow(len(pool))]
        b = pool[rng.randbelow(len(pool))]
        while b == a:
            b = pool[rng.randbelow(len(pool))]
        refs.append((a, b))
    first_later = max(3, len(board) + 1)
    full = board + runout
    for cards in range(first_later, 6):
        shown = full[:cards]
        vals = [evaluate_indices((a, b, *shown)) for a, b in refs]
        pair = []
        for h in (hero, opp):
            v = evaluate_indices((h[0], h[1], *shown))
            beat = sum(2 if v > x else 1 if v == x else 0 for x in vals)
            pair.append(beat * 1000 // (2 * len(vals)))
        out.append((pair[0], pair[1]))
    return out


def _play(sim: _Sim, cand: Candidate, d: _Draw) -> int:
    """Hero's result in SCALE units for one candidate on one sample."""
    kind = cand.kind
    if kind == "fold":
        return 0
    t = _Table(sim.behind, sim.bets)
    if kind == "call":
        _play_call(sim, t, d)
    elif kind == "check":
        _play_check(sim, t, d)
    elif kind in ("bet", "raise"):
        if cand.amount is None:
            raise RolloutError(f"{kind} needs an amount")
        _play_bet(sim, t, d, cand.amount)
    else:
        raise RolloutError(f"unknown candidate kind {quoted(kind)}")
    return _finish(t, sim.dead, d.ranks, d.later, sim.responder, sim.hero_model, sim.bet_frac, d.u, sim.state)


def _folds(sim: _Sim, d: _Draw, p: int, owed: int, pot: int, ui: int, can_raise: bool = False) -> str:
    """Opponent ``p``'s answer to ``owed`` chips into ``pot`` (floored at 1), on uniform ``ui``."""
    return sim.responder.respond(d.strength[p], d.rpct[p], owed, max(1, pot), d.u[ui], can_raise)


def _play_call(sim: _Sim, t: _Table, d: _Draw) -> None:
    t.put_to(0, t.level())
    # Every live opponent facing the bet answers it by call or fold (no further raises), clockwise
    # from the hero: those still to act and those who checked or called less earlier on the street.
    for p in range(1, len(t.bet)):
        if t.behind[p] == 0 or not t.live[p]:
            continue
        owed = t.level() - t.bet[p]
        if owed > 0:
            if _folds(sim, d, p, owed, t.pot(sim.dead) - owed, 3 * (p - 1)) == "fold":
                t.live[p] = False
            else:
                t.put_to(p, t.level())


def _play_check(sim: _Sim, t: _Table, d: _Draw) -> None:
    if t.bet[0] != t.level():
        raise RolloutError("check is not legal: the hero faces a bet")
    for p in sim.to_act_after:
        if t.live[p] and t.behind[p] > 0 and sim.responder.bets(d.strength[p], d.u[3 * (p - 1) + 2]):
            pot = t.pot(sim.dead)
            t.put_to(p, t.level() + max(sim.state.big_blind, int(sim.bet_frac * pot)))
            uk = 3 * (len(t.bet) - 1)  # index of the hero's uniforms
            _answer(t, p, sim.dead, d.strength, d.rpct, d.u, sim.responder, sim.hero_model, uk, order_from=p)
            return


def _play_bet(sim: _Sim, t: _Table, d: _Draw, amount: int) -> None:
    n = len(t.bet)
    t.put_to(0, amount)
    x = t.bet[0]
    raiser = -1
    callers: list[int] = []
    for p in range(1, n):
        if not t.live[p] or t.behind[p] == 0:
            continue
        owed = x - t.bet[p]
        if owed <= 0:
            continue
        can_raise = raiser < 0 and t.behind[p] > owed and any(t.behind[q] > 0 for q in range(n) if q != p and t.live[q])
        answer = _folds(sim, d, p, owed, t.pot(sim.dead) - owed, 3 * (p - 1), can_raise)
        if answer == "fold":
            t.live[p] = False
        elif answer == "raise":
            raiser = p
            t.put_to(p, int(sim.raise_mult * x))
        else:
            t.put_to(p, x)
            callers.append(p)
    if raiser > 0:
        _answer_raise(sim, t, d, raiser, callers)


def _answer_raise(sim: _Sim, t: _Table, d: _Draw, raiser: int, callers: list[int]) -> None:
    """The hero answers the raise, then earlier callers (call or fold only)."""
    top = t.bet[raiser]
    pot_then = t.pot(sim.dead)
    owed = top - t.bet[0]
    if owed > 0 and t.behind[0] > 0:
        uk = 3 * (len(t.bet) - 1)  # index of the hero's uniforms
        if _hero_continues(sim.hero_model, d.strength[0], owed, max(1, pot_then - owed), d.u[uk]):
            t.put_to(0, top)
        else:
            t.live[0] = False
    for p in callers:
        owed = top - t.bet[p]
        if owed > 0 and t.behind[p] > 0:
            if _folds(sim, d, p, owed, pot_then - owed, 3 * (p - 1) + 1) == "fold":
                t.live[p] = False
            else:
                t.put_to(p, top)


def _answer(
    t: _Table,
    bettor: int,
    dead: int,
    strength: list[int],
    rpct: list[int],
    u: list[int],
    responder: _Responder,
    hero_model: str,
    uk: int,
    order_from: int,
) -> None:
    """Everyone else still live answers the bettor's bet by call or fold, clockwise after it."""
    n = len(t.bet)
    top = t.bet[bettor]
    pot_before = t.pot(dead) - (top - t.start_bet[bettor])
    for step in range(1, n):
        p = (order_from + step) % n
        if not t.live[p] or p == bettor:
            continue
        owed = top - t.bet[p]
        if owed <= 0 or t.behind[p] == 0:
            continue
        if p == 0:
            ok = _hero_continues(hero_model, strength[0], owed, max(1, pot_before), u[uk])
        else:
            ok = responder.respond(strength[p], rpct[p], owed, max(1, pot_before), u[3 * (p - 1) + 1], False) != "fold"
        if ok:
            t.put_to(p, top)
        else:
            t.live[p] = False


def _finish(
    t: _Table,
    dead: int,
    ranks: list[int],
    later: list[tuple[int, int]] | None,
    responder: _Responder,
    hero_model: str,
    bet_frac: Fraction,
    u: list[int],
    state: ObservedTableState,
) -> int:
    n = len(t.bet)
    live_count = sum(t.live)
    # Unmatched chips above the second-highest live bet go back to their owner.
    _return_unmatched(t)
    if later and live_count == 2 and t.live[0] and t.behind[0] > 0 and t.behind[1] > 0:
        _play_later_streets(t, dead, later, responder, hero_model, bet_frac, u, state)
    if sum(t.live) == 1:
        winner = t.live.index(True)
        contributed = t.bet[0] - t.start_bet[0]
        return (t.pot(dead) * SCALE if winner == 0 else 0) - contributed * SCALE
    contributed = (t.bet[0] - t.start_bet[0]) * SCALE
    live_bets = [t.bet[p] for p in range(n) if t.live[p]]
    if min(live_bets) == max(live_bets):
        # One pot: every live player matched the same total (the common case, no side pots).
        best = max(ranks[p] for p in range(n) if t.live[p])
        if ranks[0] != best:
            return -contributed
        ties = sum(1 for p in range(n) if t.live[p] and ranks[p] == best)
        return t.pot(dead) * SCALE // ties - contributed
    payout = settle_units(dead, t.bet, t.live, ranks)
    return payout[0] - contributed


def _return_unmatched(t: _Table) -> None:
    bet = t.bet
    top = max(bet)
    who = bet.index(top)
    second = max(bet[:who] + bet[who + 1 :]) if len(bet) > 1 else 0
    if top > second and t.live[who]:
        bet[who] = second
        t.behind[who] += top - second


def _play_later_streets(
    t: _Table,
    dead: int,
    later: list[tuple[int, int]],
    responder: _Responder,
    hero_model: str,
    bet_frac: Fraction,
    u: list[int],
    state: ObservedTableState,
) -> None:
    """Heads-up: on each later street one player may bet a pot fraction; the other calls or folds."""
    # Postflop the first seat after the dealer acts first (heads-up the big blind, even with folded seats between).
    hero_first = state.acts_first_postflop(state.hero, state.opponents()[0])
    base = len(u) - 8
    for s, (hs, os) in enumerate(later):
        if not (t.live[0] and t.live[1]) or t.behind[0] == 0 or t.behind[1] == 0:
            return
        order = (0, 1) if hero_first else (1, 0)
        strengths = {0: hs, 1: os}
        for k, p in enumerate(order):
            ub = u[base + 2 * s + k]
            wants = (ub * 1000 < REGULAR.bet_pm(hs) * UNIT) if p == 0 else responder.bets(os, ub)
            if not wants:
                continue
            pot = t.pot(dead)
            size = min(max(state.big_blind, int(bet_frac * pot)), t.behind[p])
            other = 1 - p
            t.put_to(p, t.bet[p] + size)
            owed = t.bet[p] - t.bet[other]
            uo = u[base + 2 * s + (1 - k)]
            if other == 0:
                ok = _hero_continues(hero_model, hs, owed, pot, uo)
            else:
                ok = responder.respond(os, strengths[1], owed, pot, uo, False) != "fold"
            if ok:
                t.put_to(other, t.bet[p])
                _return_unmatched(t)
            else:
                t.live[other] = False
            break
