"""House seats for the trick games, uniform-random seats, and the planted soft-player fixture.

Seats are stateless: every decision is made from the observation alone (own cards, trump, the
trick so far, bids, tricks won), so a step run anywhere makes the same choice.

* ``house``: follows suit sensibly (win cheaply when the trick is worth having, otherwise
  shed the least useful card; in hearts duck under the winning card and dump the queen of
  spades and high hearts when void) and bids from hand strength.
* ``random``: uniform over the legal options, then uniform over the option's cards or amounts.
* ``softplay``: plays like ``house`` except that whenever the slot whose alias is
  ``partner_alias`` holds the winning card of the trick, it declines to beat it when it has a
  card that does not (and in hearts it does not throw points onto that slot's trick). It is
  the fixture that shows what the soft-play audit measures (docs/softplay.md).

>>> from cosino.primitives.rng import Rng, derive
>>> seat = make_trick_seat("hearts", "house", Rng(derive(0, "doc")))
>>> obs = {"game": "hearts", "phase": "play", "position": 1, "cards": ["2h", "9c", "Kc"],
...        "trump": None, "trick": [{"pos": 0, "card": "Tc"}],
...        "legal": [{"action": "play", "cards": ["9c", "Kc"]}]}
>>> seat.act(obs)
{'action': 'play', 'card': '9c'}
"""

from __future__ import annotations

from typing import Any

from cosino.games.registry import game_type, get_variant, names_where
from cosino.primitives.cards import RANKS
from cosino.primitives.errors import CosinoError, quoted
from cosino.primitives.rng import Rng
from cosino.seats.seat import RandomSeat, legal_options, observation_dict, refuse, whole


class TrickSeatError(CosinoError, ValueError):
    """A trick seat asked for a game that is not a trick game, or without what it needs."""


def _trick_game(name: str) -> None:
    if game_type(name).family != "tricks":
        raise TrickSeatError(
            f"no trick seats for {quoted(name)}: choose one of {', '.join(names_where(family='tricks'))}"
        )


def _rank(card: str) -> int:
    return RANKS.index(card[0])


class CardJudge:
    """Card arithmetic of one observation: effective suits and strengths under its trump, read
    from the game's own tables (``TrickVariant.card_tables``) so the seat never restates a rule."""

    def __init__(self, game: str, trump: str | None) -> None:
        self.trump = trump
        self._suit_of, self._powers = get_variant(game).card_tables(trump)

    def suit(self, card: str) -> str:
        return self._suit_of[card]

    def strength(self, card: str, led: str) -> int:
        """Power of ``card`` in a trick led in ``led``: trump above the led suit, anything else -1."""
        return self._powers[led][card]

    def value(self, card: str) -> int:
        """Intrinsic worth for choosing what to lead or shed: trump above everything else."""
        return self.strength(card, self.suit(card))

    def best(self, trick: list[dict[str, Any]]) -> tuple[int, int, str]:
        """(winning position, its strength, led suit) of a trick in progress."""
        led = self.suit(trick[0]["card"])
        pos, power = trick[0]["pos"], self.strength(trick[0]["card"], led)
        for play in trick[1:]:
            p = self.strength(play["card"], led)
            if p > power:
                pos, power = play["pos"], p
        return pos, power, led


SUITS = ("c", "d", "h", "s")
# The options a trick game may offer, and the field each must carry (an empty name: none).
KINDS = {"play": "cards", "pass": "", "discard": "cards", "trump": "cards", "bid": "min"}
KINDS.update({"order": "", "alone": "", "partner": ""})
SEATS = 4  # every trick game here seats four
MOST_CARDS = 13  # a hand of any of them holds at most thirteen cards


def _card_list(obs: dict[str, Any], field: str, deck: set[str], most: int) -> None:
    cards = obs.get(field) or []
    if type(cards) is not list or len(cards) > most or any(type(c) is not str or c not in deck for c in cards):
        raise refuse(field, f"a list of at most {most} cards of this game", cards)


def _seat_list(obs: dict[str, Any], field: str, none_ok: bool) -> None:
    values = obs.get(field)
    if values is not None and (
        type(values) is not list
        or len(values) != SEATS
        or not all((v is None and none_ok) or (whole(v) and v <= MOST_CARDS) for v in values)
    ):
        raise refuse(field, f"{SEATS} counts from 0 to {MOST_CARDS}, one a seat", values)


def trick_observation(observation: Any, game: str) -> dict[str, Any]:
    """``observation`` if a trick seat can read every field it uses, else ObservationError naming the field."""
    obs = observation_dict(observation)
    deck = set(get_variant(game).deck())
    legal = legal_options(obs)
    kinds = {o["action"] for o in legal}
    for i, option in enumerate(legal):
        if option["action"] not in KINDS:
            raise refuse(f"legal[{i}].action", "one of " + ", ".join(KINDS), option["action"])
        need = "cards" if option["action"] == "pass" and game == "hearts" else KINDS[option["action"]]
        if need and need not in option:
            raise refuse(f"legal[{i}]", f"a {option['action']} option with its {need}", option)
        allowed = set(SUITS) if option["action"] == "trump" else deck
        if any(c not in allowed for c in option.get("cards", [])):
            raise refuse(f"legal[{i}].cards", "cards (or, naming trump, suits) of this game", option["cards"])
    if not whole(obs.get("position")) or obs["position"] >= SEATS:
        raise refuse("position", f"a seat from 0 to {SEATS - 1}", obs.get("position"))
    if not whole(obs.get("dealer", 0)) or obs.get("dealer", 0) >= SEATS:
        raise refuse("dealer", f"a seat from 0 to {SEATS - 1}", obs.get("dealer"))
    if obs.get("trump") is not None and not _in(obs["trump"], set(SUITS)):
        raise refuse("trump", "a suit letter or null", obs["trump"])
    _card_list(obs, "cards", deck, MOST_CARDS)
    if ("upcard" in obs or "order" in kinds) and (type(obs.get("upcard")) is not str or obs["upcard"] not in deck):
        raise refuse("upcard", "a card of this game", obs.get("upcard"))
    trick = obs.get("trick") or []
    if type(trick) is not list or len(trick) >= SEATS:
        raise refuse("trick", f"a list of at most {SEATS - 1} plays", trick)
    for i, play in enumerate(trick):
        seated = type(play) is dict and whole(play.get("pos")) and play["pos"] < SEATS
        if not seated or not _in(play.get("card"), deck):
            raise refuse(f"trick[{i}]", "a seat from 0 to 3 and a card of this game", play)
    _seat_list(obs, "bids", True)
    _seat_list(obs, "tricksWon", False)
    aliases = obs.get("aliases") or []
    if type(aliases) is not list or any(type(a) is not str for a in aliases):
        raise refuse("aliases", "a list of seat aliases", aliases)
    return obs


def _in(card: Any, deck: set[str]) -> bool:
    return type(card) is str and card in deck


def _option(obs: dict[str, Any], kind: str) -> dict[str, Any] | None:
    for o in obs.get("legal") or []:
        if o.get("action") == kind:
            return o
    return None


def _first_allowed(obs: dict[str, Any], wanted: int) -> int:
    """The allowed bid closest to ``wanted`` (the lower one on a tie)."""
    allowed: list[int] = []
    for o in obs.get("legal") or []:
        if o.get("action") == "bid":
            allowed.extend(range(o["min"], o["max"] + 1))
    return min(allowed, key=lambda b: (abs(b - wanted), b))


class HouseTrickSeat:
    """The house baseline for one trick game (see the module docstring)."""

    def __init__(self, game: str, rng: Rng) -> None:
        _trick_game(game)
        self.game = game
        self.partnerships = game_type(game).partnerships
        self.rng = rng

    # -- entry point --------------------------------------------------------------------------

    def act(self, obs: dict[str, Any]) -> dict[str, Any]:
        response = self.answer(trick_observation(obs, self.game))
        if response["action"] not in {o["action"] for o in obs["legal"]}:
            raise refuse("legal", f"a list holding {response['action']}, the answer this phase calls for", obs["legal"])
        return response

    def answer(self, obs: dict[str, Any]) -> dict[str, Any]:
        """The seat's choice for an observation already checked."""
        legal = obs.get("legal") or []
        kinds = [o.get("action") for o in legal]
        if "play" in kinds:
            return {"action": "play", "card": self.choose_card(obs, list(_option(obs, "play")["cards"]))}  # type: ignore[index]
        if "bid" in kinds:
            return {"action": "bid", "amount": _first_allowed(obs, self.estimate_bid(obs))}
        if "pass" in kinds and self.game == "hearts":
            return {"action": "pass", "card": self.choose_pass(list(_option(obs, "pass")["cards"]))}  # type: ignore[index]
        if self.game == "euchre":
            return self.euchre_decision(obs, kinds)
        option = legal[0] if legal else {"action": "pass"}
        return {"action": option["action"]}

    # -- playing a card -----------------------------------------------------------------------

    def choose_card(self, obs: dict[str, Any], legal: list[str]) -> str:
        if len(legal) == 1:
            return legal[0]
        if self.game == "hearts":
            return self._hearts_card(obs, legal)
        cards = CardJudge(self.game, obs.get("trump"))
        trick = obs.get("trick") or []
        me = obs["position"]
        want = self._wants_trick(obs)
        if not trick:
            if want:
                return max(
                    legal, key=lambda c: (cards.value(c) if cards.suit(c) != cards.trump else -1, cards.value(c))
                )
            return min(legal, key=cards.value)
        best_pos, best_power, led = cards.best(trick)
        if self.partnerships and best_pos == (me + 2) % 4:
            want = False  # partner is winning: keep our strength
        winners = [c for c in legal if cards.strength(c, led) > best_power]
        losers = [c for c in legal if c not in winners]
        if want and winners:
            return min(winners, key=lambda c: cards.strength(c, led))
        if losers:
            if self.game == "oh-hell":  # shed the most dangerous card that still loses
                return max(losers, key=cards.value)
            return min(losers, key=cards.value)
        return min(winners, key=lambda c: cards.strength(c, led))

    def _wants_trick(self, obs: dict[str, Any]) -> bool:
        me = obs["position"]
        bids = obs.get("bids")
        if self.game == "oh-hell":
            return (obs.get("tricksWon") or [0] * 4)[me] < ((bids or [0] * 4)[me] or 0)
        if self.game == "spades" and bids and bids[me] == 0:
            return False  # our nil
        return True

    def _hearts_card(self, obs: dict[str, Any], legal: list[str]) -> str:
        trick = obs.get("trick") or []
        if not trick:
            return min(legal, key=lambda c: (c == "Qs", c[1] == "h", _rank(c)))
        cards = CardJudge("hearts", None)
        _, best_power, led = cards.best(trick)
        if any(c[1] == led for c in legal):
            under = [c for c in legal if cards.strength(c, led) < best_power]
            if under:
                return max(under, key=_rank)
            if len(trick) == 3 and not any(t["card"][1] == "h" or t["card"] == "Qs" for t in trick):
                return max(legal, key=_rank)  # a clean trick is ours anyway: spend the big card
            return min(legal, key=_rank)
        return self._hearts_dump(legal)

    @staticmethod
    def _hearts_dump(legal: list[str]) -> str:
        if "Qs" in legal:
            return "Qs"
        hearts = [c for c in legal if c[1] == "h"]
        if hearts:
            return max(hearts, key=_rank)
        return max(legal, key=_rank)

    @staticmethod
    def choose_pass(cards: list[str]) -> str:
        for danger in ("Qs", "As", "Ks"):
            if danger in cards:
                return danger
        return max(cards, key=lambda c: (_rank(c), c[1] == "h"))

    # -- bidding ------------------------------------------------------------------------------

    def estimate_bid(self, obs: dict[str, Any]) -> int:
        hand = obs.get("cards") or []
        trump = obs.get("trump")
        by_suit: dict[str, list[int]] = {}
        for c in hand:
            by_suit.setdefault(c[1], []).append(_rank(c))
        tricks = 0
        for suit, ranks in by_suit.items():
            if suit == trump:
                tricks += sum(1 for r in ranks if r >= RANKS.index("Q"))
                tricks += max(0, len(ranks) - 3)
            else:
                tricks += sum(1 for r in ranks if r == 12)
                if 11 in ranks and len(ranks) >= 2:
                    tricks += 1
        if self.game == "spades":
            strong = any(_rank(c) >= RANKS.index("Q") for c in hand)
            if tricks == 0 and not strong and len(by_suit.get("s", [])) <= 2:
                return 0  # nil
            return max(1, tricks)
        return min(tricks, len(hand))

    # -- euchre's own decisions -----------------------------------------------------------------

    def euchre_decision(self, obs: dict[str, Any], kinds: list[Any]) -> dict[str, Any]:
        hand = obs.get("cards") or []
        me, dealer = obs["position"], obs.get("dealer", 0)
        if "order" in kinds:
            suit = obs["upcard"][1]
            score = _euchre_strength(hand, suit)
            if me == dealer:
                score += 2
            elif (me + 2) % 4 == dealer:
                score += 1
            return {"action": "order" if score >= 12 else "pass"}
        if "trump" in kinds:
            suits = _option(obs, "trump")["cards"]  # type: ignore[index]
            best = max(suits, key=lambda s: (_euchre_strength(hand, s), s))
            if "pass" not in kinds or _euchre_strength(hand, best) >= 12:
                return {"action": "trump", "card": best}
            return {"action": "pass"}
        if "discard" in kinds:
            trump = obs.get("trump")
            cards = CardJudge("euchre", trump)
            options = _option(obs, "discard")["cards"]  # type: ignore[index]
            return {"action": "discard", "card": min(options, key=cards.value)}
        if "alone" in kinds:
            strong = _euchre_strength(hand, obs["trump"]) >= 20
            return {"action": "alone" if strong else "partner"}
        return {"action": kinds[0] if kinds else "pass"}


def _euchre_strength(hand: list[str], suit: str) -> int:
    """Twice the expected trick-taking worth of ``hand`` with ``suit`` as trump (integers only)."""
    suit_of = CardJudge("euchre", suit).suit  # the game's own table: it knows which jack is the left bower
    score = 0
    for c in hand:
        if suit_of(c) == suit:
            if c[0] == "J":
                score += 6 if c[1] == suit else 5  # the right bower, or the left
            else:
                score += 4 if c[0] in "AK" else 3
        elif c[0] == "A":
            score += 2
    return score


class SoftPlayerSeat(HouseTrickSeat):
    """The planted soft player: house play, except it never overtakes ``partner_alias``."""

    def __init__(self, game: str, rng: Rng, partner_alias: str) -> None:
        super().__init__(game, rng)
        self.partner_alias = partner_alias

    def choose_card(self, obs: dict[str, Any], legal: list[str]) -> str:
        trick = obs.get("trick") or []
        aliases = obs.get("aliases") or []
        if trick and self.partner_alias in aliases:
            partner = aliases.index(self.partner_alias)
            cards = CardJudge(self.game, obs.get("trump"))
            best_pos, best_power, led = cards.best(trick)
            if best_pos == partner:
                losers = [c for c in legal if cards.strength(c, led) <= best_power]
                if self.game == "hearts":
                    clean = [c for c in losers if c[1] != "h" and c != "Qs"]
                    losers = clean or losers
                if losers:
                    return min(losers, key=lambda c: (cards.value(c), c))
        return super().choose_card(obs, legal)


def make_trick_seat(variant_name: str, kind: str, rng: Rng, **kw: Any) -> Any:
    """A seat for a trick game: ``kind`` is "house", "random" or "softplay" (needs partner_alias)."""
    _trick_game(variant_name)
    if kind == "house":
        return HouseTrickSeat(variant_name, rng)
    if kind == "random":
        return RandomSeat(rng)
    if kind == "softplay":
        partner = kw.get("partner_alias")
        if not isinstance(partner, str) or not partner:
            raise TrickSeatError("a softplay seat needs partner_alias, the alias of the slot it yields to")
        return SoftPlayerSeat(variant_name, rng, partner)
    raise TrickSeatError(f"unknown trick seat kind {quoted(kind)}: choose house, random or softplay")
