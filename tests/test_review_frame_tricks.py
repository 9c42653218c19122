"""One dishonest Oh Hell seat, acting alone, must not make an honest rival look like a yielder to it.

Bids and tricks taken are public. The framer takes the lead in the tricks its target (an honest house seat)
still has to answer when the target has taken as many tricks as it bid, so the target ducks (it wants no more
tricks), and stays out of the lead when the target still needs tricks. The target's yields to the framer
then run 0.06 to 0.11 of its chances above its yields to the others. Before the ``yield`` units carried
whether the seat had made its bid, the target's ``trick-yield`` row p towards the framer was 3.7e-6 in this
40-episode league (2e-8 to 3e-6 at 80 episodes), with the column p 0.03 (0.0014 to 0.026 at 80) and the
materiality bar the only things between an honest seat and the flag. Now its row p is 1.0.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.league.integrity import episode_evidence, league_integrity
from cosino.seats.house import decision_rng
from cosino.seats.trick_house import CardJudge, HouseTrickSeat
from cosino_runtime.seats.registry import build_seat

AGENTS = ("framer:Gizmo", "house#1", "house#2", "random#1")  # Gizmo: the alias of slot 1, the honest house#1


class Framer:
    """Leads the trick when the target must answer it with its bid made; stays out of the lead otherwise."""

    def __init__(self, target: str, rng: Any) -> None:
        self.target, self.house = target, HouseTrickSeat("oh-hell", rng)

    def act(self, obs: dict[str, Any]) -> dict[str, Any]:
        plays = [o for o in obs.get("legal") or [] if o.get("action") == "play"]
        aliases, trick, bids = obs.get("aliases") or [], obs.get("trick") or [], obs.get("bids") or []
        if not plays or self.target not in aliases or not bids or None in bids:
            return self.house.act(obs)
        t = aliases.index(self.target)
        if t == obs["position"] or t in {e["pos"] for e in trick}:
            return self.house.act(obs)
        judge = CardJudge("oh-hell", obs.get("trump"))
        power, led = judge.best(trick)[1:] if trick else (-1, None)
        mine = plays[0]["cards"]

        def strength(card: str) -> int:
            return judge.strength(card, led or card[1])

        over = [c for c in mine if strength(c) > power]
        under = [c for c in mine if strength(c) <= power]
        if obs["tricksWon"][t] >= bids[t]:
            return {"action": "play", "card": max(over, key=strength)} if over else self.house.act(obs)
        if under:
            return {"action": "play", "card": min(under, key=strength)}
        return {"action": "play", "card": min(mine, key=strength)} if not trick else self.house.act(obs)


def _league(episodes: int) -> list[tuple[str, Any]]:
    out = []
    for index in range(episodes):
        seed = 15_000_000 + index
        episode = Episode(EpisodeConfig("oh-hell", AGENTS, 16, seed, budget=16 * 400))
        while (pending := episode.pending()) is not None:
            slot, obs = pending
            rng = decision_rng(seed, slot, episode.decisions)
            name = AGENTS[slot].split("#")[0]
            seat = Framer("Gizmo", rng) if name.startswith("framer:") else build_seat(name, "oh-hell", rng)
            episode.decide(seat.act(obs))
        out.append((f"frame-{index:03d}", episode_evidence(episode.records)))
    return out


def test_a_framer_timing_its_tricks_by_the_targets_bid_cannot_make_it_look_like_a_yielder():
    report = league_integrity(_league(40))
    (row,) = [p for p in report["pairs"] if (p["agent"], p["other"]) == ("house#1", "framer:Gizmo")]
    test = row["tests"]["trick-yield"]
    assert test["material"] > Fraction(1, 20)  # the framing worked on the raw rates (0.125 here)...
    assert test["pRow"] > Fraction(1, 20)  # ...but not within the strata (3.7e-6 before)
    assert not [f for f in report["flags"] if f["agents"][0] == "house#1"]


def test_oh_hell_yield_units_say_whether_the_seat_has_made_its_bid():
    """The last digit is 1 once the seat has taken as many tricks as it bid; a bid that is no int (a bool, a
    text) or a record without a valid slot is not read, and a game without bids (Hearts) has no such digit."""
    from cosino.diagnostics.softplay import play_units

    def bid(slot: int, amount: Any) -> dict[str, Any]:
        return {"type": "action", "action": "bid", "hand": 0, "slot": slot, "amount": amount}

    def play(slot: int, card: str, legal: list[str]) -> dict[str, Any]:
        return {"type": "action", "action": "play", "hand": 0, "slot": slot, "card": card, "legal": legal}

    first = [play(0, "5c", ["5c"]), play(1, "9c", ["2c", "9c"]), play(2, "3c", ["3c", "Kc"]), play(3, "4c", ["4c"])]
    second = [play(0, "6c", ["6c"]), play(1, "3d", ["3d", "Tc"])]
    records = (
        [{"type": "hand", "hand": 0}, bid(0, 0), bid(1, 1), bid(2, True), bid(3, "1")]
        + first
        + [{"type": "trick", "hand": 0, "slot": 1}, {"type": "trick", "hand": 0, "slot": "x"}]
        + second
        + [{"type": "handEnd", "hand": 0}]
    )
    units = play_units("oh-hell", records, 4)
    kinds = [(kind, a, b) for kind, a, b, _hand, _value in units if kind.startswith("yield")]
    # Slot 0 bid 0, so it is on its bid from the start: slot 1's plays against it add ``spare`` units (review 47a).
    assert [(kind, a, b) for kind, a, b, _hand, _value in units if kind.startswith("spare")] == [
        ("spare20", 1, 0),
        ("spare21", 1, 0),
    ]
    # Slot 1 bid 1: not made in the first trick, made (it took that trick) in the second; slots 2 and 3 bid
    # nothing readable, so they have not made a bid.
    assert kinds == [("yield20", 1, 0), ("yield20", 2, 1), ("yield21", 1, 0)]
    hearts = [(kind, a) for kind, a, _b, _h, _v in play_units("hearts", records[:1] + first + records[-1:], 4)]
    assert hearts == [("yield2", 1), ("yield2", 2)]
