"""Red team 47a: the trick flags of the league integrity report, from both sides of decision 8.

Evasion found: in Oh Hell a seat helps an opponent most by taking the lead from its winning card once that
opponent has taken exactly as many tricks as it bid (the trick would break the bid: 10 points plus its tricks
lost). That play is a *non*-yield, so the ``yield`` units read it as the least suspicious thing a seat can do.
A seat doing it for one honest house seat raised that seat's mean net per hand from 2.874 to 3.622 (16-hand
episodes, 20 leagues of 40 at seeds 47,000,000 on: the sparer, ``house#2``, ``house#3``, ``random#1``), and was
flagged in 0 of those 20 leagues; one that also yielded whenever the house seat still needed tricks (3.561) in
0 of 20 too. The ``spare`` units and the directed ``trick-spare`` test (report format 13, evidence format 14)
flag both in 20 of 20, and no honest seat in 20 honest and 40 framed leagues.

Evasion found: in Hearts a seat keeps one opponent's tricks clean by discarding clean cards on them when void
(the house seat throws the queen of spades or its highest heart). A discard never takes the lead, so no unit
saw it: the helped seat's net per hand rose from 3.993 to 4.414, flagged in 0 of 20 leagues of 40. The
``shelter`` units and ``trick-shelter`` flag it in 20 of 20 (30 of 30 calibration leagues at 10 episodes), and
no pair of 30 honest Hearts leagues at 10, 20 or 40 episodes.
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.diagnostics.softplay import play_units
from cosino.league.integrity import episode_evidence, league_integrity
from cosino.seats.house import decision_rng
from cosino.seats.trick_house import CardJudge, HouseTrickSeat
from cosino_runtime.seats.registry import build_seat


class Keeper:
    """Helps the seat with alias ``partner`` keep its bid: lets its winning card stand while it still needs
    tricks, and takes the lead from it once it has made its bid exactly; the house seat otherwise."""

    def __init__(self, partner: str, rng: Any, yields: bool = True) -> None:
        self.partner, self.yields, self.house = partner, yields, HouseTrickSeat("oh-hell", rng)

    def act(self, obs: dict[str, Any]) -> dict[str, Any]:
        plays = [o for o in obs.get("legal") or [] if o.get("action") == "play"]
        aliases, trick = obs.get("aliases") or [], obs.get("trick") or []
        bids, won = obs.get("bids") or [], obs.get("tricksWon") or []
        if not plays or not trick or self.partner not in aliases or None in bids:
            return self.house.act(obs)
        p = aliases.index(self.partner)
        judge = CardJudge("oh-hell", obs.get("trump"))
        pos, power, led = judge.best(trick)
        over = [c for c in plays[0]["cards"] if judge.strength(c, led) > power]
        under = [c for c in plays[0]["cards"] if judge.strength(c, led) <= power]
        if pos == p and won[p] < bids[p] and under and self.yields:
            return {"action": "play", "card": max(under, key=judge.value)}
        if pos == p and won[p] == bids[p] and over:
            return {"action": "play", "card": min(over, key=lambda c: judge.strength(c, led))}
        return self.house.act(obs)


class SpareFramer:
    """Tries to make an honest target look like it spares the framer: once the framer has made its bid
    exactly, it takes the lead in tricks the target still has to answer while the target needs tricks (so the
    target takes it), and stays out of the lead when the target has made its own bid (so the target would duck)."""

    def __init__(self, target: str, rng: Any) -> None:
        self.target, self.house = target, HouseTrickSeat("oh-hell", rng)

    def act(self, obs: dict[str, Any]) -> dict[str, Any]:
        plays = [o for o in obs.get("legal") or [] if o.get("action") == "play"]
        aliases, trick = obs.get("aliases") or [], obs.get("trick") or []
        bids, won, me = obs.get("bids") or [], obs.get("tricksWon") or [], obs.get("position")
        if not plays or self.target not in aliases or not bids or None in bids:
            return self.house.act(obs)
        t = aliases.index(self.target)
        if t == me or t in {e["pos"] for e in trick} or won[me] != bids[me]:
            return self.house.act(obs)
        judge = CardJudge("oh-hell", obs.get("trump"))
        power, led = judge.best(trick)[1:] if trick else (-1, None)

        def strength(card: str) -> int:
            return judge.strength(card, led or judge.suit(card))

        over = [c for c in plays[0]["cards"] if strength(c) > power]
        under = [c for c in plays[0]["cards"] if strength(c) <= power]
        if won[t] < bids[t] and over:
            return {"action": "play", "card": max(over, key=strength)}
        if won[t] >= bids[t] and under:
            return {"action": "play", "card": min(under, key=strength)}
        return self.house.act(obs)


def _league(agents: tuple[str, ...], episodes: int, league: int) -> tuple[list[tuple[str, Any]], list[int]]:
    """The league's (episode id, evidence) and each slot's total net."""
    out, nets = [], [0] * len(agents)
    for index in range(episodes):
        seed = 47_000_000 + 1000 * league + index
        episode = Episode(EpisodeConfig("oh-hell", agents, 16, seed, budget=16 * 400))
        while (pending := episode.pending()) is not None:
            slot, obs = pending
            rng = decision_rng(seed, slot, episode.decisions)
            kind, _, alias = agents[slot].split("#")[0].partition(":")
            if kind in ("keeper", "sparer"):
                seat: Any = Keeper(alias, rng, yields=kind == "keeper")
            elif kind == "framer":
                seat = SpareFramer(alias, rng)
            else:
                seat = build_seat(kind, "oh-hell", rng)
            episode.decide(seat.act(obs))
        for r in episode.records:
            if r["type"] == "handEnd":
                nets = [n + d for n, d in zip(nets, r["nets"])]
        out.append((f"rt47a-{league}-{index:03d}", episode_evidence(episode.records)))
    return out, nets


@pytest.mark.parametrize("kind", ["sparer", "keeper"])
def test_a_seat_that_spares_one_opponent_the_trick_breaking_its_bid_is_flagged(kind: str) -> None:
    """A seat taking the lead from ``house#2`` whenever ``house#2`` has made its bid exactly (``sparer``), or also
    yielding to it while it needs tricks (``keeper``), is flagged ``trick-spare`` towards it, and nothing else is.

    Before: no flag in 20 of 20 leagues of 40 (this league included), while ``house#2``'s net per hand rose
    from 2.874 (an honest ``house#1`` in the sparer's seat) to 3.622 (sparer) and 3.561 (keeper); the keeper's
    yields were diluted by its takes. After:
    ``trick-spare`` sparer -> house#2 in 20 of 20 leagues of 40 for both."""
    agents = (f"{kind}:Gizmo", "house#2", "house#3", "random#1")  # Gizmo: the alias of slot 1
    evidence, nets = _league(agents, 40, 0)
    report = league_integrity(evidence)
    named = [(f["flag"], f["agents"]) for f in report["flags"]]
    assert named == [("trick-spare", [agents[0], "house#2"])]
    (row,) = [p for p in report["pairs"] if (p["agent"], p["other"]) == (agents[0], "house#2")]
    assert row["tests"]["trick-spare"]["material"] > Fraction(1, 10)
    assert nets[1] > max(nets[2], nets[0])  # the helped seat out-earns the other house seat and its helper


def test_a_framer_cannot_make_an_honest_seat_look_like_it_spares_the_framer() -> None:
    """A framer that, once it has made its bid exactly, wins the tricks an honest house seat must answer while
    that seat still needs tricks (it takes them, a ``spare`` 1) and ducks when the seat has made its bid (it
    would duck, a 0), cannot get the seat flagged: the house seat takes exactly when it needs tricks, and the
    ``spare`` units carry the seat's own made digit. Measured over 20 leagues of 40 episodes (with a framer
    of a random seat too, winning with its cheapest card): no honest seat flagged; the smallest p of any
    honest seat's trick test 0.061 (``trick-soft-play``), its smallest ``trick-spare`` row p 0.0086, with its
    column p near 1. This is the first of those leagues."""
    agents = ("framer:Gizmo", "house#1", "house#2", "random#1")
    evidence, _nets = _league(agents, 40, 0)
    report = league_integrity(evidence)
    assert not [f for f in report["flags"] if ":" not in f["agents"][0]]
    (row,) = [p for p in report["pairs"] if (p["agent"], p["other"]) == ("house#1", agents[0])]
    assert row["tests"]["trick-spare"]["p"] > Fraction(1, 20)


def _play(slot: int, card: str, legal: list[str]) -> dict[str, Any]:
    return {"type": "action", "action": "play", "hand": 0, "slot": slot, "card": card, "legal": legal}


def test_spare_units_are_read_only_against_a_winner_on_its_bid_and_where_the_seat_could_duck() -> None:
    """Slot 0 bid 0 and leads (so it is on its bid): slot 1 ducks (spare 0), slot 2 takes the lead (spare 1),
    slot 3 is forced (no spare unit). With slot 0 bidding 1 (still short) none of them gives one, nor in
    Hearts (no bids). Before: no ``spare`` unit at all."""

    def bid(slot: int, amount: int) -> dict[str, Any]:
        return {"type": "action", "action": "bid", "hand": 0, "slot": slot, "amount": amount}

    plays = [_play(0, "5c", ["5c"]), _play(1, "2c", ["2c", "9c"]), _play(2, "Kc", ["3c", "Kc"])]
    plays.append(_play(3, "Ac", ["Ac"]))
    for first, expected in ((0, [("spare20", 1, 0, 0), ("spare20", 2, 0, 1)]), (1, [])):
        records = [{"type": "hand", "hand": 0}, bid(0, first), bid(1, 1), bid(2, 1), bid(3, 1), *plays]
        records.append({"type": "handEnd", "hand": 0})
        units = play_units("oh-hell", records, 4)
        spares = [(k, a, b, int(v)) for k, a, b, _h, v in units if k.startswith("spare")]
        assert spares == expected
    hearts = [{"type": "hand", "hand": 0}, *plays, {"type": "handEnd", "hand": 0}]
    assert not [u for u in play_units("hearts", hearts, 4) if u[0].startswith("spare")]


def test_a_hearts_seat_that_keeps_one_opponents_tricks_clean_is_flagged() -> None:
    """Evasion: a Hearts seat that, with no card of the led suit, discards a clean card whenever one honest
    house seat's card is winning (and the house seat's dump otherwise) raised that seat's mean net per hand from
    3.993 to 4.414 (20 leagues of 40, seeds 47,000,000 on: the helper, ``house#2``, ``house#3``, ``random#1``)
    and was flagged in 0 of 20: a discard never takes the lead, so it made no ``yield`` or ``rescue`` unit, and
    ``gift`` is reported, not tested. The ``shelter`` units and ``trick-shelter`` flag it in 20 of 20 of those
    leagues; this is league 0 of the ``shelter-hearts`` calibration kind (its helper ``trickshelter:Gizmo``)."""
    from cosino_devtools import calibrate

    played = [calibrate.league_episode("shelter-hearts", 0, i) for i in range(40)]
    report = league_integrity([(e, ev) for e, ev, _hands, _net in played])
    named = [(f["flag"], f["agents"]) for f in report["flags"]]
    assert named == [("trick-shelter", ["trickshelter:Gizmo", "house#2"])]


def test_shelter_units_are_discards_with_a_choice_between_points_and_clean_cards() -> None:
    """Slot 1 follows suit (no unit), slot 2 discards a clean card holding the queen of spades too (1, a share
    of 1 in 2: digit 2), slot 3 discards a heart from hearts alone (no choice, no unit); all against slot 0,
    winning so far. In Oh Hell (no penalty cards) nothing. Before: no ``shelter`` unit at all."""
    plays = [_play(0, "Kc", ["Kc"]), _play(1, "2c", ["2c"]), _play(2, "3d", ["Qs", "3d"]), _play(3, "5h", ["5h"])]
    records = [{"type": "hand", "hand": 0}, *plays, {"type": "handEnd", "hand": 0}]
    shelters = [(k, a, b, int(v)) for k, a, b, _h, v in play_units("hearts", records, 4) if k.startswith("shelter")]
    assert shelters == [("shelter2", 2, 0, 1)]
    assert not [u for u in play_units("oh-hell", records, 4) if u[0].startswith("shelter")]


def test_a_spades_seat_that_lets_one_agents_winning_cards_stand_is_flagged() -> None:
    """A known limit until red team 48a: the partnership games (Spades, Euchre) gave the league report no units
    at all, since letting one's partner win is good play there. A Spades seat that lets one other agent's
    winning card stand whenever it can (``calibrate``'s trick soft player; ``house#2`` beside it, ``house#3`` and
    ``random#1``) raised that agent's mean net per hand from 49.84 to 58.95 (its own fell from 38.28 to 26.53)
    in 10 leagues of 40 16-hand episodes at seeds 47,000,000 on, and no league flagged anything (this test was a
    strict expected failure). The ``let`` units count the plays against an opponent's winning card alone, and
    ``trick-let`` flags the seat towards ``house#2`` in this league of 40: 498 units, all lets, against none of
    its 817 towards its other opponents, Holm p 1.0e-168; nothing else is flagged."""
    from support.leagues import trick_league

    agents = ("tricksoft:Gizmo", "house#2", "house#3", "random#1")
    evidence, _nets, _hands = trick_league("spades", agents, 47_000_000, 40)
    report = league_integrity(list(evidence))
    assert [f["agents"] for f in report["flags"]] == [[agents[0], "house#2"]]
