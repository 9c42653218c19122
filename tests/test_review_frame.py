"""One dishonest seat, acting alone, must not get an honest rival flagged in the league integrity report.

The attacker here plays a calling station towards its target only: with the target in the hand it
never bets or raises and folds to the target's bets; otherwise it is the house seat. The target is
an honest house seat. Before the ``headsup`` units were split by the seat's own strength, the
target's passivity towards the attacker looked unusual (weak hands that other opponents would have
bet out checked through against it), and the pair was flagged ``soft-play`` in every league of 80
episodes tried: the honest seat named as a colluder by a seat it never cooperated with.
"""

from __future__ import annotations

import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from fractions import Fraction
from functools import lru_cache
from typing import Any

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.league.integrity import ALPHA, episode_evidence, league_integrity
from cosino.seats.house import decision_rng
from cosino_runtime.seats.registry import build_seat

# A third house seat, not the advisor: 0.40 s of CPU an episode against 0.88 for ``advisor:40`` (69 s -> 31 s for
# the test). 40 episodes, not 80, since 2026-12-08 (half the cost): at the parent of 2eed16e (the fix) this file
# still fails, on house#1 -> framer soft-play p = 71/19448, below ALPHA (at 40 the pair is not yet flagged).
AGENTS = ("framer", "house#1", "house#2", "random#1", "fake:json", "house#3")
TARGET = "Gizmo"  # the alias of slot 1, the honest house#1
EPISODES = 40
HANDS = 16


class Framer:
    """Passive towards the target (check or call, fold to its bets), the house seat elsewhere."""

    def __init__(self, rng: Any) -> None:
        self.house = build_seat("house", "holdem-6max", rng)

    def act(self, obs: dict[str, Any]) -> dict[str, Any]:
        aliases = obs.get("aliases") or []
        target = aliases.index(TARGET) if TARGET in aliases else None
        if target is None or not obs["inHand"][target]:
            return self.house.act(obs)
        to_call = obs["decision"]["toCall"]
        bets = [h for h in obs["history"] if h["street"] == obs["street"] and h["action"] in ("bet", "raise")]
        if to_call and bets and bets[-1]["pos"] == target:
            return {"action": "fold"}
        return {"action": "call"} if to_call else {"action": "check"}


def _episode(index: int) -> tuple[str, Any]:
    seed = 7_000_000 + index
    config = EpisodeConfig("holdem-6max", AGENTS, HANDS, seed, budget=HANDS * 240)
    episode = Episode(config)
    while (pending := episode.pending()) is not None:
        slot, obs = pending
        rng = decision_rng(seed, slot, episode.decisions)
        seat = Framer(rng) if AGENTS[slot] == "framer" else build_seat(AGENTS[slot].split("#")[0], config.variant, rng)
        episode.decide(seat.act(obs))
    return f"frame-{index:03d}", episode_evidence(episode.records)


@lru_cache(maxsize=None)
def _report() -> dict[str, Any]:
    # Fresh processes, not forked: the test session may hold threads whose locks a fork would copy.
    with ProcessPoolExecutor(max_workers=2, mp_context=multiprocessing.get_context("spawn")) as pool:
        played = list(pool.map(_episode, range(EPISODES)))
    return league_integrity(played)


def _soft_play_test(agent: str, other: str) -> dict[str, Any]:
    (pair,) = [p for p in _report()["pairs"] if (p["agent"], p["other"]) == (agent, other)]
    return pair["tests"]["soft-play"]


def test_a_calling_station_cannot_frame_an_honest_seat_for_soft_play():
    # No flag says anything of house#1's own play: none names it first, no mutual flag holds it.
    # (The attacker's folds to it remain the attacker's own ``dump`` flag, framer -> house#1.)
    flags = _report()["flags"]
    assert not [f for f in flags if f["agents"][0] == "house#1" or (f["mutual"] and "house#1" in f["agents"])]
    # The attacker's side is as lopsided as ever; the honest side is now ordinary.
    assert _soft_play_test("framer", "house#1")["p"] < Fraction(1, 10**20)
    assert _soft_play_test("house#1", "framer")["p"] > ALPHA
