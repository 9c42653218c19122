"""Red team 48e: framing and evading the Spades and Euchre ``trick-let`` test (report format 15).

Framing (decision 8: seats are adversaries). The ``let`` units of a seat that plays at random depend on its own
cards alone: in a stratum (cards to come, quarter of the legal cards that take the lead, the side's state) its
chance of letting a card stand is one less the share of its legal cards that take the lead, and a framer can only
move that share within its quarter. A framer that takes every card with its highest winner and leads its highest
card (so a random seat after it rarely holds a card above it), alone or beside a second hostile seat leading its
lowest card, got no random seat flagged towards it: 0 of 20 leagues at 20 and at 40 episodes, in Spades and in
Euchre (seeds 48,600,000 on; the same leagues with ``house#3`` in the framer's chair: 0 of 20 as well). The house
seat never lets an opponent's card stand, so it cannot be framed.

Evasion: help that is not a let makes no unit. A seat that, whenever ``house#2`` is an opponent, leads its lowest
card, or takes with its highest winner, or bids two tricks above its estimate (Spades), raised ``house#2``'s mean
net per hand and was never flagged: a known limit (docs/league-audit.md, "Letting an opponent's card stand").

Fixed: a seat that let ``house#2``'s cards stand late in the trick and offset it by letting its other opponents'
cards stand at second hand, where it took ``house#2``'s, was never flagged (the test pooled the strata, so the
deficit cancelled the excess); the test now also reads each stratum on its own (report format 16). Fixed: an honest
seat keeping its trumps was flagged towards a random seat (which plays far more trumps than the house seat) in 8 of
10 Spades leagues of 40 episodes; the ``let`` units now end in a trump digit (evidence format 16).

Also fixed: a damaged partnership replay (a card outside Euchre's deck, a 'makers' record in a Spades hand) made
units, or dropped them, without a word.
"""

from __future__ import annotations

from fractions import Fraction
from functools import lru_cache
from typing import Any

import pytest

from cosino.league.integrity import league_integrity


def _against(obs: dict[str, Any]) -> bool:
    """``Gizmo`` (slot 1, ``house#2``) is an opponent of the seat in this episode's seating."""
    aliases = obs.get("aliases") or []
    return "Gizmo" in aliases and aliases.index("Gizmo") % 2 != obs["position"] % 2


class _Scratch:
    """The house seat, but for one rule (``rule`` returns a decision, or None to play as the house seat)."""

    def __init__(self, variant: str, rng: Any) -> None:
        from cosino.seats.trick_house import HouseTrickSeat

        self.variant, self.house = variant, HouseTrickSeat(variant, rng)

    def judge(self, obs: dict[str, Any]) -> Any:
        from cosino.seats.trick_house import CardJudge

        return CardJudge(self.variant, obs.get("trump"))

    def act(self, obs: dict[str, Any]) -> dict[str, Any]:
        kinds = {o.get("action"): o for o in obs.get("legal") or []}
        return self.rule(obs, kinds) or self.house.act(obs)

    def rule(self, obs: dict[str, Any], kinds: dict[str, Any]) -> dict[str, Any] | None:
        return None


class OverTop(_Scratch):
    """Framer: takes an opponent's winning card with its highest winner and leads its highest card."""

    def rule(self, obs: dict[str, Any], kinds: dict[str, Any]) -> dict[str, Any] | None:
        if "play" not in kinds:
            return None
        judge, cards, trick = self.judge(obs), kinds["play"]["cards"], obs.get("trick") or []
        if not trick:
            return {"action": "play", "card": max(cards, key=judge.value)}
        pos, power, led = judge.best(trick)
        over = [c for c in cards if judge.strength(c, led) > power]
        if pos % 2 == obs["position"] % 2 or not over:
            return None
        return {"action": "play", "card": max(over, key=lambda c: judge.strength(c, led))}


class LowLead(_Scratch):
    """Helper of ``house#2``: whenever it is an opponent, leads its lowest card (trump last)."""

    def rule(self, obs: dict[str, Any], kinds: dict[str, Any]) -> dict[str, Any] | None:
        if "play" not in kinds or obs.get("trick") or not _against(obs):
            return None
        return {"action": "play", "card": min(kinds["play"]["cards"], key=self.judge(obs).value)}


class Keeper(_Scratch):
    """Honest but unusual: lets an opponent's winning trump stand (its lowest card that does) unless it plays last."""

    def rule(self, obs: dict[str, Any], kinds: dict[str, Any]) -> dict[str, Any] | None:
        trick = obs.get("trick") or []
        if "play" not in kinds or not trick or len(trick) == 3:
            return None
        judge = self.judge(obs)
        pos, power, led = judge.best(trick)
        winning = next(t["card"] for t in trick if t["pos"] == pos)
        under = [c for c in kinds["play"]["cards"] if judge.strength(c, led) <= power]
        if pos % 2 == obs["position"] % 2 or judge.suit(winning) != judge.trump or not under:
            return None
        return {"action": "play", "card": min(under, key=judge.value)}


class TrumpLead(_Scratch):
    """Framer of the keeper (``Gizmo``): leads its middle trump whenever the keeper plays next."""

    def rule(self, obs: dict[str, Any], kinds: dict[str, Any]) -> dict[str, Any] | None:
        aliases = obs.get("aliases") or []
        if "play" not in kinds or obs.get("trick") or aliases[(obs["position"] + 1) % 4] != "Gizmo":
            return None
        judge = self.judge(obs)
        trumps = sorted((c for c in kinds["play"]["cards"] if judge.suit(c) == judge.trump), key=judge.value)
        return {"action": "play", "card": trumps[len(trumps) // 2]} if trumps else None


class OverBid(_Scratch):
    """Helper of ``house#2`` (Spades): whenever it is an opponent, bids two tricks above the house estimate (the
    closest allowed bid); its side is set more often, and a side's loss is the other side's net."""

    def rule(self, obs: dict[str, Any], kinds: dict[str, Any]) -> dict[str, Any] | None:
        if "bid" not in kinds or not _against(obs):
            return None
        from cosino.seats.trick_house import trick_observation

        wanted = self.house.estimate_bid(trick_observation(obs, self.variant)) + 2
        allowed = [b for o in obs["legal"] if o.get("action") == "bid" for b in range(o["min"], o["max"] + 1)]
        return {"action": "bid", "amount": min(allowed, key=lambda b: (abs(b - wanted), b))}


class Offset(_Scratch):
    """Helper of ``house#2`` that offsets its lets: lets ``house#2``'s winning card stand (its lowest card that does)
    when it plays third or last and takes it when it plays second; lets any other opponent's card stand when it
    plays second (second hand low) and takes it otherwise."""

    def rule(self, obs: dict[str, Any], kinds: dict[str, Any]) -> dict[str, Any] | None:
        trick, aliases = obs.get("trick") or [], obs.get("aliases") or []
        if "play" not in kinds or not trick:
            return None
        judge = self.judge(obs)
        pos, power, led = judge.best(trick)
        under = [c for c in kinds["play"]["cards"] if judge.strength(c, led) <= power]
        if pos % 2 == obs["position"] % 2 or not under or (aliases[pos] == "Gizmo") == (len(trick) == 1):
            return None
        return {"action": "play", "card": min(under, key=judge.value)}


SEATS = {
    "offset": Offset,
    "overtop": OverTop,
    "lowlead": LowLead,
    "overbid": OverBid,
    "keeper": Keeper,
    "trumplead": TrumpLead,
}


@lru_cache(maxsize=None)
def _league(variant: str, agents: tuple[str, ...], first_seed: int, size: int) -> tuple[Any, ...]:
    """``size`` 16-hand episodes: (the evidence of each, every slot's total net, hands scored); the scratch seats
    of this file by their names, the calibration's seats for the rest."""
    from support.leagues import trick_league

    def build(slot: int, variant: str, rng: Any) -> Any:
        name = agents[slot].split("#")[0]
        return SEATS[name](variant, rng) if name in SEATS else None

    return trick_league(variant, agents, first_seed, size, build)


@pytest.mark.parametrize("variant", ["spades", "euchre"])
def test_a_framer_taking_over_the_top_gets_no_random_seat_flagged(variant: str) -> None:
    """The framer (slot 0) takes every opponent's card with its highest winner and leads its highest card, so a
    random seat playing after it holds a card above it less often within each quarter. One league of 20
    episodes (seeds 48,600,000 on, Euchre 48,600,500): nothing is flagged, and ``random#1`` is tested towards
    the framer. Measured over 20 such leagues at 20 and 40 episodes: 0 flags towards the framer in either game
    (0 with a second hostile seat leading its lowest card beside it; 0 with ``house#3`` in the framer's chair)."""
    agents = ("overtop#1", "random#1", "house#1", "house#2")
    seed = 48_600_000 + (500 if variant == "euchre" else 0)
    evidence, _nets, _hands = _league(variant, agents, seed, 20)
    report = league_integrity(list(evidence))
    assert report["flags"] == []
    tested = [p for p in report["pairs"] if (p["agent"], p["other"]) == ("random#1", "overtop#1")]
    assert tested and "trick-let" in tested[0]["tests"]
    assert tested[0]["tests"]["trick-let"]["pRow"] > Fraction(1, 100)


def test_a_framer_leading_trumps_into_a_trump_keeper_seldom_gets_it_flagged() -> None:
    """The keeper (slot 1, alias Gizmo) lets an opponent's winning trump stand unless it plays last; the framer leads
    its middle trump whenever the keeper plays next, so the keeper's lets fall on the framer (the house seats lead
    their best plain card). Whether the winning card is a trump is in no stratum. One Euchre league of 20 episodes
    (seeds 48,900,000 on): nothing is flagged. Measured over 30 leagues: flagged towards the framer in 1 at 20
    episodes (22 lets of 48 chances against 2 of 41 towards ``house#1``; row p 0.0037, Holm 0.045) and 0 at 40;
    Spades 0 of 10 at both sizes; with the framer's lowest trump 0 of 10 in either game. That is the rate at which
    an honest random seat errs (1 in 100 leagues, red team 48a), not a framing one can count on; with the trump
    digit of evidence format 16, 0 of 10 at 20 and 40 in both games."""
    agents = ("trumplead#1", "keeper#1", "house#1", "random#1")
    evidence, _nets, _hands = _league("euchre", agents, 48_900_000, 20)
    report = league_integrity(list(evidence))
    assert report["flags"] == []
    tested = [p for p in report["pairs"] if (p["agent"], p["other"]) == ("keeper#1", "trumplead#1")]
    assert tested and "trick-let" in tested[0]["tests"]


def test_an_honest_trump_keeper_is_not_flagged_towards_a_random_seat() -> None:
    """No framer: the trump keeper beside ``house#3``, ``house#1`` and ``random#1``, Spades, 20 episodes (seeds
    48,907,000 on). A random seat ruffs and leads trumps far more than the house seats, and the keeper lets every
    opponent's trump stand, so its lets fell on ``random#1``: before evidence format 16 it was flagged ``trick-let``
    towards it (Holm 5.3e-4 here; over 10 leagues in 3 at 20 episodes and 8 at 40, Holm down to 6.9e-8). The
    ``let`` units now end in a trump digit: nothing is flagged (0 of 10 at 20 and at 40)."""
    agents = ("house#3", "keeper#1", "house#1", "random#1")
    evidence, _nets, _hands = _league("spades", agents, 48_907_000, 20)
    report = league_integrity(list(evidence))
    assert report["flags"] == []
    tested = [p for p in report["pairs"] if (p["agent"], p["other"]) == ("keeper#1", "random#1")]
    assert tested and "trick-let" in tested[0]["tests"]


HELPED = 1  # house#2, alias Gizmo
EVADERS = {
    # helper: (the helped agent's mean net per hand over 10 leagues of 40 Spades episodes, seeds 48,800,000 on,
    # with house#3 in the helper's chair, and with the helper)
    "lowlead#1": (Fraction(38565, 1000), Fraction(4242, 100)),
    "overbid#1": (Fraction(38565, 1000), Fraction(63959, 1000)),
}


def _gain(helper: str) -> tuple[Fraction, Fraction, list[Any]]:
    base = _league("spades", ("house#3", "house#2", "house#1", "random#1"), 48_800_000, 20)
    mine = _league("spades", (helper, "house#2", "house#1", "random#1"), 48_800_000, 20)
    flags = league_integrity(list(mine[0]))["flags"]
    return Fraction(base[1][HELPED], base[2]), Fraction(mine[1][HELPED], mine[2]), flags


@pytest.mark.parametrize("helper", sorted(EVADERS))
def test_help_that_is_not_a_let_buys_a_gain_and_no_flag(helper: str) -> None:
    """Known limit. Helpers of ``house#2`` acting only when it is an opponent, by leading their lowest card or
    (Spades) bidding two above their estimate, let no card stand and make no ``let`` unit. In one league of 20
    Spades episodes (seeds 48,800,000 on) ``house#2``'s net per hand rises against the same seeds with ``house#3``
    in the helper's chair, and nothing is flagged: 42.90 to 46.09 (low leads) and 69.23 (overbids). Over 10
    leagues of 40: 38.57 to 42.42 and 63.96 (the overbidder's own net from 57.28 to 31.88), flagged in 0 of 10
    (taking with its highest winner: 42.07, 0 of 10). At Euchre, same seeds: 0.272 to 0.292 (low leads) and
    0.321 (highest winner), 0 of 10."""
    before, after, flags = _gain(helper)
    assert after > before
    assert flags == []


@pytest.mark.xfail(strict=True, reason="known limit: help by leads and bids makes no unit (docs/league-audit.md)")
@pytest.mark.parametrize("helper", sorted(EVADERS))
def test_help_that_is_not_a_let_is_flagged(helper: str) -> None:
    """What a fix must reach: the helper above flagged towards ``house#2`` in the same league (now: no flag)."""
    _before, _after, flags = _gain(helper)
    assert any(f["agents"] == [helper, "house#2"] for f in flags)


def test_lets_offset_by_takes_in_another_stratum_are_flagged() -> None:
    """The offsetting helper lets ``house#2``'s winning card stand when it plays third or last and takes it when
    it plays second; it lets its other opponents' cards stand at second hand only. The pooled test summed the
    strata, so the deficit cancelled the excess: in the first league of 40 Spades episodes (seeds 48,800,000 on)
    200 lets of 413 chances towards ``house#2`` and 376 of 779 towards the others, an excess of 0.001 and a row p
    of 0.84; over 10 leagues of 40 ``house#2``'s net per hand rose from 38.57 to 41.60 (Euchre 0.272 to 0.304) and
    nothing was flagged. Report format 16 also reads each stratum on its own: in one league of 20 the helper is
    flagged towards ``house#2`` (Holm 6.7e-6 on 233 units, 1.1e-3 with the trump digit of evidence format 16;
    the deciding stratum's excess 1). Over 10 leagues of 40: 10 (Spades) and 9 (Euchre), and with the trump digit
    10 and 1 (Euchre pairs hold a fifth of the units: a known limit there), besides towards the agents it lets win
    at second hand; no honest seat is."""
    evidence, _nets, _hands = _league("spades", ("offset#1", "house#2", "house#1", "random#1"), 48_800_000, 20)
    mine = league_integrity(list(evidence))
    assert [f["agents"] for f in mine["flags"]] == [["offset#1", "house#2"]]
    flag = mine["flags"][0]
    assert flag["pHolm"] < Fraction(1, 100) and flag["material"] == [1] and flag["excess"][0] < 0


def _hand(plays: list[tuple[int, str, list[str]]], makers: str | None) -> list[dict[str, Any]]:
    """One scored hand, every seat bidding 3, with a 'makers' record naming ``makers`` as trump when given."""
    out: list[dict[str, Any]] = [{"type": "hand", "hand": 0, "slots": [0, 1, 2, 3]}]
    out += [{"type": "action", "action": "bid", "hand": 0, "slot": s, "amount": 3} for s in range(4)]
    if makers is not None:
        out.append({"type": "makers", "hand": 0, "slot": 0, "trump": makers, "alone": False})
    out += [
        {"type": "action", "action": "play", "hand": 0, "slot": s, "card": c, "legal": legal} for s, c, legal in plays
    ]
    return out + [{"type": "handEnd", "hand": 0}]


def test_a_damaged_partnership_replay_gets_one_line_naming_the_record() -> None:
    """A Euchre play of a card its 24-card deck does not hold, and a 'makers' record in a Spades hand, are refused
    with one line naming the record. Before: the 2 of hearts played against the ace made a ``let220`` unit (the
    power table ranks all 52 cards), and a 'makers' record naming hearts made hearts trump for the audit of a
    Spades hand, so letting the ace of hearts stand while holding the ace of spades made no unit (1 unit without
    the record, 0 with it). A replay as the engine writes it is read as before."""
    from cosino.diagnostics.softplay import SoftplayError, partnership_units

    cases = [
        ("euchre", _hand([(0, "Ah", ["Ah"]), (1, "2h", ["2h", "Jd"])], "h"), "record 7: card 2h is not in the euchre"),
        ("euchre", _hand([(0, "Ah", ["Ah"]), (1, "9h", ["9h", "2d"])], "h"), "record 7: card 2d is not in the euchre"),
        ("spades", _hand([(0, "Ah", ["Ah"]), (1, "2h", ["2h", "As"])], "h"), "record 5: a Spades hand has no 'makers'"),
    ]
    for game, records, message in cases:
        with pytest.raises(SoftplayError, match=message) as caught:
            partnership_units(game, records, 4)
        assert "\n" not in str(caught.value)
    plays = [(0, "Ah", ["Ah"]), (1, "2h", ["2h", "As"])]
    assert [u[0] for u in partnership_units("spades", _hand(plays, None), 4)] == ["let2200"]
    plays = [(0, "Ah", ["Ah"]), (1, "9h", ["9h", "Jd"])]
    assert [u[0] for u in partnership_units("euchre", _hand(plays, "h"), 4)] == ["let2201"]
