"""Vectorised CFR+ over a heads-up turn or river subgame (numpy), with its exact exploitability.

Hands are vectors: every array at a node has one entry per combo of the acting player's range (and,
in the river subtree after a turn, one row per river card). Showdowns are matrix products with the
win/tie/compatibility matrices, so an iteration costs a few matrix-vector products per terminal.
Utilities are constant-sum (the two players' payoffs add up to the pot at the root), so the
exploitability is (BR(hero) + BR(villain) - pot) / 2, reported as a fraction of that pot.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from cosino.games.poker.evaluator import evaluate_indices
from cosino_runtime.subgame.tree import Node


@dataclass
class Showdown:
    """Per level (the root street; the river after a turn, with a card axis): S = win share, C = compatible."""

    S: np.ndarray
    C: np.ndarray
    S1: np.ndarray  # the villain's share, transposed (villain hands x hero hands)
    C1: np.ndarray
    stacked: tuple | None = None  # (S over C, S1 over C1), built on first use


def _compatible(hh: list[tuple[int, int]], oh: list[tuple[int, int]]) -> np.ndarray:
    a = np.array(hh)
    b = np.array(oh)
    clash = (a[:, None, 0] == b[None, :, 0]) | (a[:, None, 0] == b[None, :, 1])
    clash |= (a[:, None, 1] == b[None, :, 0]) | (a[:, None, 1] == b[None, :, 1])
    return (~clash).astype(np.float64)


def _share(rh: np.ndarray, ro: np.ndarray, compat: np.ndarray) -> np.ndarray:
    return ((rh[..., :, None] > ro[..., None, :]) + 0.5 * (rh[..., :, None] == ro[..., None, :])) * compat


def showdowns(
    board: list[int], hh: list[tuple[int, int]], oh: list[tuple[int, int]]
) -> tuple[Showdown, Showdown | None, dict | None]:
    """(root street, river after a turn or None, chance masks or None) for a board of 5 or 4 cards."""
    compat = _compatible(hh, oh)
    if len(board) == 5:
        rh = np.array([evaluate_indices((a, b, *board)) for a, b in hh], dtype=np.int64)
        ro = np.array([evaluate_indices((a, b, *board)) for a, b in oh], dtype=np.int64)
        s = _share(rh, ro, compat)
        return Showdown(s, compat, (compat - s).T.copy(), compat.T.copy()), None, None
    if len(board) == 3:
        return _flop_checked_down(board, hh, oh, compat)
    cards = [c for c in range(52) if c not in board]
    mh = np.array([[c not in h for h in hh] for c in cards], dtype=np.float64)  # (K, Nh)
    mo = np.array([[c not in o for o in oh] for c in cards], dtype=np.float64)
    rh = np.array([[evaluate_indices((a, b, *board, c)) for a, b in hh] for c in cards], dtype=np.int64)
    ro = np.array([[evaluate_indices((a, b, *board, c)) for a, b in oh] for c in cards], dtype=np.int64)
    ck = compat[None] * mh[:, :, None] * mo[:, None, :]
    s = _share(rh, ro, ck)
    river = Showdown(s, ck, np.swapaxes(ck - s, 1, 2).copy(), np.swapaxes(ck, 1, 2).copy())
    root = Showdown(compat * 0, compat, compat.T * 0, compat.T.copy())  # no showdown before the river
    return root, river, {"mask": (mh, mo), "cards": len(cards)}


DTYPE = np.float32  # single precision halves the cost of the showdown products (shallow stacks: see source.py)
FLOP_RUNOUTS = 120  # turn-and-river runouts behind a flop subgame's showdown (a fixed, seeded sample)


def _flop_checked_down(board, hh, oh, compat) -> tuple[Showdown, None, None]:
    """Flop: one betting round, then the turn and river are checked down; the showdown share of each
    pair is its mean over a fixed sample of runouts (those holding neither hand's cards)."""
    import random

    rng = random.Random(f"subgame-flop/{sorted(board)}")
    rest = [c for c in range(52) if c not in board]
    win = np.zeros_like(compat)
    seen = np.zeros_like(compat)
    for _ in range(FLOP_RUNOUTS):
        t, r = rng.sample(rest, 2)
        mh = np.array([t not in h and r not in h for h in hh], dtype=np.float64)
        mo = np.array([t not in o and r not in o for o in oh], dtype=np.float64)
        rh = np.array([evaluate_indices((a, b, *board, t, r)) for a, b in hh], dtype=np.int64)
        ro = np.array([evaluate_indices((a, b, *board, t, r)) for a, b in oh], dtype=np.int64)
        m = compat * mh[:, None] * mo[None, :]
        win += _share(rh, ro, m)
        seen += m
    s = np.where(seen > 0, win / np.where(seen > 0, seen, 1.0), 0.5) * compat
    return Showdown(s, compat, (compat - s).T.copy(), compat.T.copy()), None, None


class Solver:
    """CFR+ (regret floors at 0, linear averaging, alternating updates) on one subgame tree."""

    def __init__(
        self,
        root: Node,
        pot: int,
        priors: tuple[np.ndarray, np.ndarray],
        sd: Showdown,
        river: Showdown | None = None,
        chance: dict | None = None,
        algo: str = "cfr+",
        dtype: type = DTYPE,
    ) -> None:
        self.algo = algo
        self.dtype = dtype
        self.root, self.pot = root, pot
        self.priors = tuple(np.asarray(x, dtype=dtype) for x in priors)
        self.sd_root, self.sd_river, self.chance = sd, river, chance
        self.t = 0
        self.z = float(np.asarray(priors[0], dtype=np.float64) @ sd.C @ np.asarray(priors[1], dtype=np.float64))
        for m in (sd, river):
            if m is not None:
                m.C, m.C1 = m.C.astype(dtype), m.C1.astype(dtype)
        if chance is not None:
            chance["mask"] = tuple(x.astype(dtype) for x in chance["mask"])

    # -- values ---------------------------------------------------------------------------------
    def _terminal(self, node: Node, p: int, rq: np.ndarray) -> np.ndarray:
        sd = self.sd_river if node.batched and self.sd_river is not None else self.sd_root
        a = node.a
        if node.kind == "fold":
            reach = ((sd.C if p == 0 else sd.C1) @ rq[..., None])[..., 0]
            return -a[p] * reach if node.folder == p else (self.pot + a[node.folder]) * reach
        # One product for both: (pot * S - a_p * C) @ r, with S and C stacked along the hand axis.
        if sd.stacked is None:
            sd.stacked = tuple(np.concatenate(m, axis=-2).astype(self.dtype) for m in ((sd.S, sd.C), (sd.S1, sd.C1)))
        both = (sd.stacked[p] @ rq[..., None])[..., 0]
        n = both.shape[-1] // 2
        return (self.pot + a[0] + a[1]) * both[..., :n] - a[p] * both[..., n:]

    def _strategy(self, node: Node) -> np.ndarray:
        r = node.data["regret"]
        pos = np.maximum(r, 0.0)
        tot = pos.sum(axis=-2, keepdims=True)
        n = r.shape[-2]
        return np.where(tot > 0, pos / np.where(tot > 0, tot, 1.0), 1.0 / n)

    def _avg(self, node: Node) -> np.ndarray:
        s = node.data["sum"]
        tot = s.sum(axis=-2, keepdims=True)
        return np.where(tot > 0, s / np.where(tot > 0, tot, 1.0), 1.0 / s.shape[-2])

    def _ensure(self, node: Node, n: int, batch: tuple[int, ...]) -> None:
        if "regret" not in node.data:
            shape = (*batch, len(node.children), n)
            node.data["regret"] = np.zeros(shape, dtype=self.dtype)
            node.data["sum"] = np.zeros(shape, dtype=self.dtype)

    def walk(self, node: Node, p: int, rp: np.ndarray, rq: np.ndarray, mode: str) -> np.ndarray:
        """Counterfactual values of p's hands. mode: "cfr" (update), "br" (best response), "avg"."""
        if node.kind in ("fold", "showdown"):
            return self._terminal(node, p, rq)
        if node.kind == "chance":
            mh, mo = self.chance["mask"]
            mp, mq = (mh, mo) if p == 0 else (mo, mh)
            v = self.walk(node.children[0], p, rp[None] * mp, rq[None] * mq, mode)
            return (v * mp).sum(axis=0) / (self.chance["cards"] - 4)
        me = node.player == p
        self._ensure(node, (rp if me else rq).shape[-1], rp.shape[:-1])
        if mode == "cfr":
            sigma = self._strategy(node)
        else:
            sigma = self._avg(node)
        if not me:
            return sum(self.walk(c, p, rp, rq * sigma[..., a, :], mode) for a, c in enumerate(node.children))
        values = np.stack([self.walk(c, p, rp * sigma[..., a, :], rq, mode) for a, c in enumerate(node.children)], -2)
        if mode == "br":
            return values.max(axis=-2)
        v = (sigma * values).sum(axis=-2)
        if mode == "cfr":
            r = node.data["regret"] + values - v[..., None, :]
            if self.algo == "dcfr":  # discounted CFR (alpha 3/2, beta 0, gamma 2)
                ta = self.t**1.5
                node.data["regret"] = np.where(r > 0, r * (ta / (ta + 1)), r * 0.5)
                node.data["sum"] = node.data["sum"] * (self.t / (self.t + 1)) ** 2 + rp[..., None, :] * sigma
            else:  # CFR+: regrets floored at zero, linear averaging
                node.data["regret"] = np.maximum(r, 0.0)
                node.data["sum"] += self.t * rp[..., None, :] * sigma
        return v

    def iterate(self) -> None:
        self.t += 1
        for p in (0, 1):
            self.walk(self.root, p, self.priors[p], self.priors[1 - p], "cfr")

    def exploitability(self) -> float:
        """Chips per unit of joint prior: (BR0 + BR1 - pot) / 2."""
        br = [float(self.priors[p] @ self.walk(self.root, p, self.priors[p], self.priors[1 - p], "br")) for p in (0, 1)]
        return max(0.0, (br[0] + br[1]) / self.z - self.pot) / 2

    def run(self, target: float, max_iterations: int, max_seconds: float, check_every: int = 10) -> dict:
        """Iterate until the exploitability is at most ``target`` (a fraction of the pot) or a limit."""
        start = time.perf_counter()
        expl = float("inf")
        while self.t < max_iterations:
            self.iterate()
            if self.t % check_every == 0 or self.t == max_iterations:
                expl = self.exploitability() / self.pot
                if expl <= target or time.perf_counter() - start > max_seconds:
                    break
        if self.t % check_every:
            expl = self.exploitability() / self.pot
        return {"iterations": self.t, "exploitability_pct_pot": 100 * expl, "seconds": time.perf_counter() - start}

    def root_report(self, hero: int) -> tuple[np.ndarray, np.ndarray]:
        """(average mix, EV in chips of each root action) for the hero's hand index ``hero``."""
        root = self.root
        rq = self.priors[1]
        mix = self._avg(root)[:, hero]
        norm = (self.sd_root.C @ rq)[hero]
        evs = []
        for c in root.children:
            v = self.walk(c, 0, self.priors[0], rq, "avg")
            evs.append(v[hero] / norm if norm > 0 else 0.0)
        return mix, np.array(evs)
