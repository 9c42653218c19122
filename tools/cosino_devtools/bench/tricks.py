"""``cosino bench tricks``: random-play hands per second of euchre, spades, hearts and oh-hell,
next to OpenSpiel's engines driven through its Python API in the same run.

Both engines are driven the same way: every decision is a uniform choice among the legal
actions (our options expanded into single actions, OpenSpiel's ``legal_actions()``), and every
draw comes from one ``cosino.primitives.rng`` generator per contender. OpenSpiel deals through its chance
nodes, one draw per card dealt; our deck is shuffled with one draw per card dealt too (a
Fisher-Yates shuffle of the dealt positions only: oh-hell's one-card hands do not pay for
fifty-one draws). OpenSpiel's oh-hell cycles through our default hand sizes (10 down to 1) so
both play the same mix of sizes; its hearts draws the passing direction at random, ours cycles
it (both give each direction a quarter of the hands). Contenders take turns in 0.2-second
slices until each has had ``--seconds``, so a busy machine slows them alike.

``python -m cosino_devtools.bench.tricks softplay`` instead runs the planted soft-player
experiment of docs/softplay.md and prints its tables; ``... tricks floor`` times the least a
Python play loop can do per card (docs/benchmarks.md, "tricks"); ``... tricks phases`` splits a
hand's time into its deal, new hand, bidding or passing, play and nets.
"""

from __future__ import annotations

import argparse
import sys
from fractions import Fraction
from typing import Any, Callable

from cosino.games.registry import get_variant
from cosino.games.tricks.base import PLAY_ACTIONS
from cosino.primitives.rng import Rng, derive
from cosino_devtools.bench.race import SLICE, race

GAMES = (("euchre", "euchre"), ("spades", "spades"), ("hearts", "hearts"), ("oh-hell", "oh_hell"))


def _dealt(variant, hand_index: int) -> int:
    """How many cards of the deck a hand deals (OpenSpiel draws one chance outcome for each)."""
    if variant.name == "euchre":
        return 21  # 5 to each position and the upcard
    if variant.name == "oh-hell":
        return 4 * variant.size_for(hand_index) + 1  # and the trump card
    return 52


def ours_player(name: str) -> Callable[[], int]:
    variant = get_variant(name)
    rng = Rng(derive("bench", "tricks", name, "cosino"))
    counter = [0]

    def one_hand() -> int:
        deck = variant.deck()
        rng.partial_shuffle(deck, _dealt(variant, counter[0]))
        hand = variant.new_hand(deck, [0, 0, 0, 0], 0, counter[0])
        counter[0] += 1
        while not hand.is_over():
            if hand.phase == "play":
                legal = hand.legal_cards()
                hand.apply(PLAY_ACTIONS[legal[rng.randbelow(len(legal))]])
            else:
                actions = hand.legal_actions()  # the options expanded, as OpenSpiel lists its actions
                hand.apply(actions[rng.randbelow(len(actions))])
        hand.nets()
        return 1

    return one_hand


def openspiel_player(name: str) -> Callable[[], int] | None:
    try:
        import pyspiel
    except ImportError:
        return None
    if name == "oh_hell":
        games = [pyspiel.load_game("oh_hell", {"players": 4, "num_tricks_fixed": n}) for n in range(10, 0, -1)]
    else:
        games = [pyspiel.load_game(name)]
    rng = Rng(derive("bench", "tricks", name, "openspiel"))
    counter = [0]

    def one_hand() -> int:
        state = games[counter[0] % len(games)].new_initial_state()
        counter[0] += 1
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randbelow(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randbelow(len(legal))])
        state.returns()
        return 1

    return one_hand


def run(args: argparse.Namespace) -> int:
    seconds = float(getattr(args, "seconds", 2.0))
    print(f"random-play hands per second ({seconds:g} s each, alternating {SLICE} s slices)")
    print(f"{'game':<8} {'cosino':>9} {'OpenSpiel':>10} {'ratio':>7}")
    for ours_name, peer_name in GAMES:
        bodies = {"cosino": ours_player(ours_name)}
        peer = openspiel_player(peer_name)
        if peer is not None:
            bodies["openspiel"] = peer
        rates = race(bodies, seconds)
        if peer is None:
            print(f"{ours_name:<8} {rates['cosino']:>9.0f} {'(absent)':>10}")
        else:
            ratio = rates["cosino"] / rates["openspiel"]
            print(f"{ours_name:<8} {rates['cosino']:>9.0f} {rates['openspiel']:>10.0f} {ratio:>6.2f}x")
    return 0


# -- the planted soft-player experiment (docs/softplay.md) -------------------------------------


def soft_episode(variant: str, hands: int, seed: int) -> dict[str, Any]:
    """One episode: slot 0 is the planted soft player yielding to slot 1, slots 1-3 are house."""
    from cosino.arena.episode import Episode, EpisodeConfig
    from cosino.arena.scoring import compute_results
    from cosino.seats.house import decision_rng
    from cosino.seats.trick_house import make_trick_seat

    kinds = ("softplay", "house", "house", "house")
    # No decision budget: 64 hands of hearts take about 4,100 decisions.
    ep = Episode(EpisodeConfig(variant, kinds, hands=hands, seed=seed, budget=10**6))
    k = 0
    while (pending := ep.pending()) is not None:
        slot, obs = pending
        kw = {"partner_alias": ep.aliases[1]} if slot == 0 else {}
        ep.decide(make_trick_seat(variant, kinds[slot], decision_rng(seed, slot, k), **kw).act(obs))
        k += 1
    return compute_results(ep.records)["audit"]


def _fmt(value: Fraction | None) -> str:
    return "-" if value is None else f"{float(value):.2f}"


def softplay_table(variant: str, sizes=(4, 16, 64), seeds=range(8)) -> str:
    lines = [
        f"### {variant}",
        "",
        "| hands | seed | chance 0->1 | yieldRate 0->1 | field[0] | honest field (min-max) | gift 0->1 "
        "| power chanceMin / median |",
        "|---:|---:|---:|---:|---:|---|---:|---|",
    ]
    summary = []
    for hands in sizes:
        above = 0
        counted = 0
        for seed in seeds:
            audit = soft_episode(variant, hands, seed)
            rate = audit["yieldRate"][0][1]
            honest = [f for f in audit["field"][1:] if f is not None]
            gift = audit["gift"][0][1] if "gift" in audit else "-"
            power = audit["power"]
            lines.append(
                f"| {hands} | {seed} | {audit['chance'][0][1]} | {_fmt(rate)} | {_fmt(audit['field'][0])} | "
                f"{_fmt(min(honest)) if honest else '-'}-{_fmt(max(honest)) if honest else '-'} | {gift} | "
                f"{power['chanceMin']} / {_fmt(Fraction(power['chanceMedian']))} |"
            )
            if rate is not None and honest:
                counted += 1
                above += rate > max(honest)
        summary.append(
            f"- {hands} hands: the soft player's yield rate toward its partner is above every honest seat's "
            f"field rate in {above} of {counted} episodes (seeds with at least one chance)."
        )
    return "\n".join(lines + [""] + summary)


# -- the floor of a Python play loop ----------------------------------------------------------


class _MinimalPlay:
    """The least a Python trick engine does per card, driven as :func:`ours_player` drives ours.

    Each card is checked against the legal list, recorded as an event with its legal set, and
    removed from the holding; the next position may play anything it holds. No trick winner, no
    following suit, no bidding, no deal: what is left of a real engine's cost beyond this is
    the rules themselves.
    """

    __slots__ = ("holdings", "turn", "played", "_legal", "_over", "phase")

    def __init__(self, holdings: list[list[str]]) -> None:
        self.holdings = holdings
        self.turn = 0
        self.played = 0
        self._legal = holdings[0][:]
        self._over = False
        self.phase = "play"

    def is_over(self) -> bool:
        return self._over

    def legal_cards(self) -> list[str]:
        return self._legal

    def apply(self, action) -> list[dict[str, Any]]:
        legal = self._legal
        card = action.card
        if card not in legal or action.kind != "play" or action.amount is not None:
            raise ValueError(f"{action} is not legal")
        pos = self.turn
        events = [{"type": "action", "pos": pos, "action": "play", "card": card, "legal": legal}]
        self.holdings[pos].remove(card)
        self.played += 1
        if self.played == 20:
            self._over = True
            return events
        self.turn = nxt = (pos + 1) % 4
        self._legal = self.holdings[nxt][:]
        return events


def floor_per_card(seconds: float = 1.0) -> float:
    """Microseconds per card of :class:`_MinimalPlay` over 20-card hands (the generator included)."""
    import time

    rng = Rng(derive("bench", "tricks", "floor"))
    deal = [["9c", "Tc", "Jc", "Qc", "Kc"], ["9d", "Td", "Jd", "Qd", "Kd"], ["9h", "Th", "Jh", "Qh", "Kh"]]
    deal.append(["9s", "Ts", "Js", "Qs", "Ks"])
    hands = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(500):
            hand = _MinimalPlay([list(h) for h in deal])
            while not hand.is_over():
                if hand.phase == "play":
                    legal = hand.legal_cards()
                    hand.apply(PLAY_ACTIONS[legal[rng.randbelow(len(legal))]])
        hands += 500
    return (time.perf_counter() - start) / hands / 20 * 1e6


def phase_times(name: str, hands: int = 20000) -> dict[str, float]:
    """Microseconds per hand in each phase of :func:`ours_player`'s loop: deal, new hand, the game's
    own phases (bidding, passing), the card play and the nets (a clock read between phases included)."""
    import time

    variant = get_variant(name)
    rng = Rng(derive("bench", "tricks", name, "cosino"))
    clock = time.perf_counter
    spent = [0.0] * 5
    for i in range(hands):
        t0 = clock()
        deck = variant.deck()
        rng.partial_shuffle(deck, _dealt(variant, i))
        t1 = clock()
        hand = variant.new_hand(deck, [0, 0, 0, 0], 0, i)
        t2 = clock()
        while hand.phase != "play" and not hand.is_over():
            actions = hand.legal_actions()
            hand.apply(actions[rng.randbelow(len(actions))])
        t3 = clock()
        while not hand.is_over():
            legal = hand.legal_cards()
            hand.apply(PLAY_ACTIONS[legal[rng.randbelow(len(legal))]])
        t4 = clock()
        hand.nets()
        t5 = clock()
        for k, (a, b) in enumerate(((t0, t1), (t1, t2), (t2, t3), (t3, t4), (t4, t5))):
            spent[k] += b - a
    return {phase: t / hands * 1e6 for phase, t in zip(("deal", "new hand", "own phases", "play", "nets"), spent)}


def main(argv: list[str]) -> int:
    if argv[:1] == ["softplay"]:
        for variant in ("oh-hell", "hearts"):
            print(softplay_table(variant))
            print()
        return 0
    if argv[:1] == ["floor"]:
        print(f"minimal Python play loop: {floor_per_card(2.0):.2f} us per card (20-card hands, generator included)")
        return 0
    if argv[:1] == ["phases"]:
        for ours_name, _ in GAMES:
            times = phase_times(ours_name)
            parts = "  ".join(f"{phase} {us:.1f}" for phase, us in times.items())
            print(f"{ours_name:<8} {sum(times.values()):6.1f} us/hand: {parts}")
        return 0
    print("usage: python -m cosino_devtools.bench.tricks softplay|floor|phases", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
