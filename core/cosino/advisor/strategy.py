"""Trained abstract strategies: the artifact format, loading, and looking up a real spot.

An artifact is one JSON object::

    {"format": "cosino-holdem-abstract", "version": 1, "game": "holdem-hu-abstract",
     "config": {...AbstractionConfig...}, "signature": "<16 hex>", "iterations": N,
     "seeds": [...], "checkpoints": [...],
     "strategy": {key: {action: probability}},
     "confidence": {key: {"visits", "movement", "seed_disagreement", "collision", "flags"}}}

:func:`load_strategy` returns a :class:`SolverStrategyProvider`, or a :class:`LookupMiss` coded
``INCOMPATIBLE_CHECKPOINT`` (missing, unreadable, other format) or ``CONFIG_MISMATCH`` (the stored
signature is not the one its config produces, or not the config the caller expects).

``provider.lookup(state)`` maps the real spot into the abstraction: same blinds and stack depth,
heads-up, every real bet translated to the nearest abstract size (pseudo-harmonic mapping; the
hit is ``exact`` only when every size matched to the chip). It returns a :class:`SolverHit` with
concrete actions for the real table, after removing sizes below the legal minimum raise (their
probability is reported as ``illegal_size_mass_removed``) — or a :class:`LookupMiss` with one of
:data:`REJECTION_CODES`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any, Mapping

from cosino.advisor.abstraction import (
    ENCODER,
    GAME_NAME,
    AbstractionConfig,
    HoldemAbstractGame,
    postflop_bucket,
    preflop_bucket,
)
from cosino.advisor.rollout import Candidate
from cosino.advisor.state import STREETS, ObservedTableState
from cosino.primitives.cards import card_index
from cosino.primitives.errors import CosinoError, quoted
from cosino.primitives.files import read_input, write_atomic
from cosino.primitives.jsonsafe import loads

FORMAT = "cosino-holdem-abstract"
MAX_ARTIFACT_BYTES = 192 * 1024 * 1024  # 20,000 iterations x 3 seeds wrote 46 MB (docs/advisor.md)
# Parsed, a JSON value costs about 100 bytes whatever its text: trained artifacts hold one per 15 bytes
# (46 MB, about 3 million), while 48 MB of `{},` held 16 million and took 1.45 GB. So values bound memory.
MAX_ARTIFACT_VALUES = 8_000_000
VERSION = 1
REJECTION_CODES = {
    "CONFIG_MISMATCH": "its signature (config, card encoder, game) is not the expected one",
    "INCOMPATIBLE_CHECKPOINT": "no readable artifact of a format this code knows",
    "OUTSIDE_ABSTRACTION": "no abstract counterpart: multiway, blinds or stacks differ, or a history it cannot follow",
    "UNSEEN_STATE": "no training traversal ever updated this key",
    "LOW_VISIT_COUNT": "too few training updates to trust the key",
    "SOLVER_ERROR": "the lookup itself raised an error",
}
DESCRIPTION = "abstract MCCFR average strategy (imperfect-recall buckets; no equilibrium guarantee)"


@dataclass(frozen=True)
class LookupMiss:
    code: str
    message: str = ""
    visits: int | None = None


@dataclass(frozen=True)
class SolverHit:
    key: str
    actions: list[tuple[Candidate, float]]  # concrete actions and probabilities (sum 1)
    exact: bool
    confidence: Mapping[str, Any]
    illegal_size_mass_removed: float = 0.0
    description: str = DESCRIPTION
    abstract: Mapping[str, float] = field(default_factory=dict)


def write_artifact(path: str | Path, config: AbstractionConfig, trained: Any) -> None:
    """Write a trained strategy (from :func:`~.mccfr.train_seeds`) atomically."""
    body = {
        "format": FORMAT,
        "version": VERSION,
        "game": GAME_NAME,
        "config": config.to_json(),
        "signature": config.signature(),
        "iterations": trained.iterations,
        "seeds": [str(s) for s in trained.seeds],
        "checkpoints": trained.checkpoints,
        # Keys the traverser never updated carry no information and would read as UNSEEN_STATE anyway.
        "strategy": {
            k: {a: round(p, 4) for a, p in v.items()}
            for k, v in trained.strategy.items()
            if trained.confidence[k]["visits"] > 0
        },
        "confidence": {
            k: {kk: (round(vv, 4) if isinstance(vv, float) else vv) for kk, vv in v.items()}
            for k, v in trained.confidence.items()
            if v["visits"] > 0
        },
    }
    write_atomic(path, json.dumps(body, sort_keys=True, separators=(",", ":")))


def load_strategy(path: str | Path, expected: AbstractionConfig | None = None) -> "SolverStrategyProvider | LookupMiss":
    try:  # a regular file of bounded size: a FIFO or /dev/zero is refused, not waited on
        data = loads(read_input(path, MAX_ARTIFACT_BYTES), str(path), floats="float", max_values=MAX_ARTIFACT_VALUES)
    except CosinoError as exc:  # the reader's message names the file (and the line)
        return LookupMiss("INCOMPATIBLE_CHECKPOINT", f"cannot read a strategy: {exc}")
    except OSError as exc:  # a failing disk under a file that opened
        return LookupMiss("INCOMPATIBLE_CHECKPOINT", f"{path}: cannot read a strategy ({exc})")
    # JSON true and 1.0 equal 1 in Python, but only the integer is what write_artifact writes.
    version = data.get("version") if isinstance(data, dict) else None
    if not isinstance(data, dict) or data.get("format") != FORMAT or type(version) is not int or version != VERSION:
        return LookupMiss("INCOMPATIBLE_CHECKPOINT", f"{path}: not a {FORMAT} v{VERSION} artifact")
    try:
        config = AbstractionConfig.from_json(data["config"])
        strategy = data["strategy"]
        confidence = data["confidence"]
        if not isinstance(strategy, dict) or not isinstance(confidence, dict):
            raise ValueError("'strategy' and 'confidence' must be objects")
    except (KeyError, TypeError, ValueError) as exc:
        return LookupMiss("INCOMPATIBLE_CHECKPOINT", f"{path}: malformed artifact ({exc})")
    if data.get("game") != GAME_NAME or config.encoder != ENCODER or data.get("signature") != config.signature():
        return LookupMiss(
            "CONFIG_MISMATCH", f"{path}: signature {data.get('signature')} does not match its config/encoder/game"
        )
    if expected is not None and expected.signature() != config.signature():
        return LookupMiss(
            "CONFIG_MISMATCH", f"{path}: trained for signature {config.signature()}, expected {expected.signature()}"
        )
    letters = {"f", "c", "a", *(str(i + 1) for i in range(len(config.bet_fractions)))}
    for key, row in strategy.items():  # every row checked once here, so a lookup meets only well-formed ones
        problem = _strategy_row(row, letters) or _confidence_row(confidence.get(key, {"visits": 0}))
        if problem:
            return LookupMiss("INCOMPATIBLE_CHECKPOINT", f"{path}: key {quoted(key[:60])}: {problem}")
    for key, row in confidence.items():
        problem = _confidence_row(row)
        if problem:
            return LookupMiss("INCOMPATIBLE_CHECKPOINT", f"{path}: key {quoted(key[:60])}: {problem}")
    return SolverStrategyProvider(config, strategy, confidence, str(path))


def _strategy_row(row: Any, letters: set[str]) -> str | None:
    """What is wrong with a strategy row as :func:`write_artifact` writes it (None: nothing)."""
    if not isinstance(row, dict) or not all(a in letters and _probability(p) for a, p in row.items()):
        return "the strategy row is not an object of action letters to probabilities"
    return None


def _confidence_row(row: Any) -> str | None:
    """What is wrong with a confidence row (None: nothing); the solver gate compares these fields."""
    if not isinstance(row, dict) or type(row.get("visits")) is not int or row["visits"] < 0:
        return "the confidence row has no whole number of visits"
    for name in ("movement", "seed_disagreement", "collision"):
        if row.get(name) is not None and not _probability(row[name], top=float("inf")):
            return f"the confidence row's {name} is not a non-negative number"
    flags = row.get("flags", [])
    if not isinstance(flags, list) or not all(isinstance(f, str) for f in flags):
        return "the confidence row's flags are not a list of names"
    return None


def _probability(value: Any, top: float = 1.0) -> bool:
    """A number from 0 to ``top`` (JSON true is not one; NaN never reaches here, the reader refuses it)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value <= top


def wager_kind(state: ObservedTableState) -> str:
    return "raise" if state.street == "preflop" or state.level() > 0 else "bet"


class SolverStrategyProvider:
    def __init__(
        self,
        config: AbstractionConfig,
        strategy: Mapping[str, Mapping[str, float]],
        confidence: Mapping[str, Mapping[str, Any]],
        source: str = "",
    ) -> None:
        self.config = config
        self.strategy = strategy
        self.confidence = confidence
        self.source = source
        self.game = HoldemAbstractGame(config)

    # -- mapping ------------------------------------------------------------------------------------
    def translate(self, state: ObservedTableState) -> tuple[str, bool] | LookupMiss:
        """The abstract key of the hero's decision and whether every size matched exactly."""
        cfg = self.config
        order = state.dealt_order()
        if len(order) != 2 or len(state.opponents()) != 1:
            return LookupMiss("OUTSIDE_ABSTRACTION", "the abstraction is heads-up only")
        if (state.small_blind, state.big_blind) != (cfg.small_blind, cfg.big_blind):
            return LookupMiss(
                "OUTSIDE_ABSTRACTION",
                f"blinds {state.small_blind}/{state.big_blind} differ from "
                f"the abstraction's {cfg.small_blind}/{cfg.big_blind}",
            )
        if not state.hero_cards:
            return LookupMiss("OUTSIDE_ABSTRACTION", "hero cards unknown")
        button = state.dealer
        other = order[0]
        pos_of = {button: 0, other: 1}
        # Re-play the real history, keeping real chips beside the abstract node.
        total = {button: cfg.small_blind, other: cfg.big_blind}
        bet = dict(total)
        street = "preflop"
        s = self.game.root()
        exact = True
        for a in state.history:
            if a.street != street:
                if STREETS.index(a.street) < STREETS.index(street) or s.street != STREETS.index(a.street):
                    return LookupMiss("OUTSIDE_ABSTRACTION", f"history cannot be followed into the {a.street}")
                street = a.street
                bet = {button: 0, other: 0}
            if self.game.is_terminal(s) or pos_of.get(a.seat) != s.actor:
                return LookupMiss("OUTSIDE_ABSTRACTION", f"history action by seat {a.seat} is not the abstract actor")
            legal = self.game.actions(s)
            level = max(bet.values())
            if a.kind == "fold":
                letter = "f"
            elif a.kind in ("check", "call"):
                letter = "c"
                put = min(level - bet[a.seat], cfg.stack - total[a.seat])
                bet[a.seat] += put
                total[a.seat] += put
            else:
                target = a.amount or 0
                if target <= level:  # it puts in no more than it faces: no abstract raise is that
                    return LookupMiss("OUTSIDE_ABSTRACTION", f"a {a.kind} to {target} does not raise the level {level}")
                pot_after_call = sum(total.values()) + (level - bet[a.seat])
                all_in = bet[a.seat] + (cfg.stack - total[a.seat])
                letter, match = self._nearest(s, legal, target, level, pot_after_call, all_in)
                if letter is None:
                    return LookupMiss("OUTSIDE_ABSTRACTION", f"a {a.kind} to {target} has no abstract counterpart")
                exact = exact and match
                total[a.seat] += target - bet[a.seat]
                bet[a.seat] = target
            if letter not in legal:
                return LookupMiss("OUTSIDE_ABSTRACTION", f"{a.kind} is not available in the abstraction here")
            s = self.game.child(s, letter)
        if self.game.is_terminal(s) or s.actor != pos_of[state.hero] or s.street != STREETS.index(state.street):
            return LookupMiss("OUTSIDE_ABSTRACTION", "the abstract game is not at the hero's decision")
        # Stack depth: what each player started with must be the abstraction's stack.
        for seat in (button, other):
            if state.seats[seat].stack is not None and state.seats[seat].stack + total[seat] != cfg.stack:
                return LookupMiss(
                    "OUTSIDE_ABSTRACTION",
                    f"seat {seat} started with {state.seats[seat].stack + total[seat]} "
                    f"chips, the abstraction with {cfg.stack}",
                )
        hole = [card_index(c) for c in state.hero_cards]
        board = [card_index(c) for c in state.board]
        bucket = preflop_bucket(hole[0], hole[1], cfg.preflop_buckets) if not board else postflop_bucket(hole, board)
        return f"{s.street}|{bucket}|{s.hist}", exact

    def _nearest(
        self, s: Any, legal: tuple[str, ...], target: int, level: int, pot_after_call: int, all_in: int
    ) -> tuple[str | None, bool]:
        if target >= all_in and "a" in legal:
            return "a", True
        real = Fraction(target - level, max(1, pot_after_call))
        sizes = [
            (Fraction(f), letter) for letter, f in zip(self.game.letters, self.config.bet_fractions) if letter in legal
        ]
        if not sizes:
            return ("a", False) if "a" in legal else (None, False)
        sizes.sort()
        if real <= sizes[0][0]:
            pick = sizes[0]
        elif real >= sizes[-1][0]:
            pick = sizes[-1]
        else:
            for (lo, la), (hi, lb) in zip(sizes, sizes[1:]):
                if lo <= real <= hi:
                    # Pseudo-harmonic mapping: the share that goes to the smaller size.
                    p_lo = (hi - real) * (1 + lo) / ((hi - lo) * (1 + real))
                    pick = (lo, la) if p_lo >= Fraction(1, 2) else (hi, lb)
                    break
        abstract_target = self.game.raise_to(s, pick[0])
        return pick[1], abstract_target == target

    # -- lookup -------------------------------------------------------------------------------------
    def lookup(self, state: ObservedTableState) -> SolverHit | LookupMiss:
        mapped = self.translate(state)
        if isinstance(mapped, LookupMiss):
            return mapped
        key, exact = mapped
        probs = self.strategy.get(key)
        conf = self.confidence.get(key)
        if probs is None or conf is None:
            return LookupMiss("UNSEEN_STATE", f"key {key} was never visited in training", 0)
        if not conf["visits"]:
            return LookupMiss("UNSEEN_STATE", f"key {key} was never visited in training", 0)
        actions, removed = self.concrete_actions(state, probs)
        if not actions:
            return LookupMiss("OUTSIDE_ABSTRACTION", f"key {key}: no abstract action is legal at the table")
        return SolverHit(key, actions, exact, dict(conf), removed, DESCRIPTION, dict(probs))

    def concrete_actions(
        self, state: ObservedTableState, probs: Mapping[str, float]
    ) -> tuple[list[tuple[Candidate, float]], float]:
        """Abstract letters to real actions; sizes below the minimum raise are removed and renormalised."""
        to_call = state.to_call()
        bounds = state.raise_bounds()
        level = state.level()
        pot_after_call = state.pot + to_call
        kind = wager_kind(state)
        merged: dict[tuple[str, int | None], float] = {}
        labels: dict[tuple[str, int | None], str] = {}
        removed = 0.0
        for letter in sorted(probs):
            p = float(probs[letter])
            if p <= 0:
                continue
            if letter == "f":
                if to_call <= 0:
                    removed += p  # folding when checking is free is not offered
                    continue
                key, label = ("fold", None), "fold"
            elif letter == "c":
                key, label = (("call", to_call), f"call {to_call}") if to_call > 0 else (("check", None), "check")
            else:
                if bounds is None:
                    removed += p
                    continue
                lo, hi = bounds
                if letter == "a":
                    target = hi
                else:
                    f = self.config.bet_fractions[int(letter) - 1]
                    target = level + int(f * pot_after_call)
                    if target < lo:
                        removed += p
                        continue
                    target = min(target, hi)
                key = (kind, target)
                label = "all-in" if target == hi else f"{kind} {target}"
            merged[key] = merged.get(key, 0.0) + p
            labels[key] = label
        total = sum(merged.values())
        if total <= 0:
            return [], removed
        out = [(Candidate(k[0], k[1], labels[k]), v / total) for k, v in merged.items()]
        return out, removed
