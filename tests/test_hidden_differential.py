"""Information hiding as a differential: deal one hand of an episode from two decks that agree on
every card a seat sees, replay the same decisions, and the seat's observation, its prompt and the
live public view must not differ by a byte while what the seat (or the table) saw is the same.

The decks differ only in cards hidden from the seat (other holdings, the undealt deck, euchre's
kitty, cards still to be passed, a folded hand), so any difference is a leak of a hidden card.
"""

from __future__ import annotations

from typing import Any

import pytest

from cosino.arena.episode import Episode, EpisodeConfig, hand_deck
from cosino.arena.public import PUBLIC_CARD_ACTIONS, live_records
from cosino.games.protocol import Action
from cosino.games.registry import get_variant, variant_names
from cosino.primitives.canonical import dump_bytes
from cosino.primitives.rng import Rng, derive
from cosino.seats.house import decision_rng
from cosino.seats.prompts import render_prompt
from cosino_runtime.seats.registry import build_seat
from tests.test_review_private_info import FACE_UP, cards_in  # what a card is, and which records show theirs


class Dealt(Episode):
    """An episode whose hand ``hand`` is dealt from ``deck`` instead of the seed's deck."""

    def __init__(self, config: EpisodeConfig, hand: int, deck: list[str] | None) -> None:
        self.swap = (hand, deck)
        super().__init__(config)

    def _deck(self, hand_index: int) -> list[str]:
        hand, deck = self.swap
        return list(deck) if deck is not None and hand_index == hand else super()._deck(hand_index)


def seen_by(records: list[dict[str, Any]], slot: int | None) -> list[Any]:
    """What ``slot`` (None: a spectator) has seen in ``records``, written independently of public.py:
    its own cards and answers, every other action without a hidden card, face-up cards, results."""
    out: list[Any] = []
    for r in records:
        kind = r.get("type")
        mine = slot is not None and r.get("slot") == slot
        if kind == "episode":
            out.append({k: v for k, v in r.items() if k != "seed"})
        elif kind in ("deal", "receive"):
            out.append((kind, r.get("hand"), r.get("slot"), r["cards"] if mine else len(r["cards"])))
        elif kind == "action":
            shown = mine or r.get("action") in PUBLIC_CARD_ACTIONS
            out.append(
                (r.get("hand"), r.get("slot"), r.get("action"), r.get("amount"), r.get("say"), shown and r.get("card"))
            )
        else:
            out.append(r)
    return out


def answer(variant: str, seed: int, slot: int, decision: int, obs: dict[str, Any]) -> dict[str, Any]:
    """A house answer, now and then refused or with talk, so both paths are in the replayed decisions."""
    response = dict(build_seat("house", variant, decision_rng(seed, slot, decision)).act(obs))
    if decision % 7 == 5:
        response = {"action": "teleport", "card": "Ah"}
    if decision % 4 == 1:
        response["say"] = f"line {decision}"
    return response


def play(config: EpisodeConfig, hand: int, deck: list[str] | None, script: list[dict] | None) -> dict[str, Any]:
    """Play the episode; with a script (another run's answers), answer as it did while that is legal
    here, else as the house would. At each decision keep where the log stood, every seated slot's
    observation (on move or not) and the prompt of the slot on move."""
    ep = Dealt(config, hand, deck)
    steps: list[dict[str, Any]] = []
    answers: list[dict] = []
    while (pending := ep.pending()) is not None:
        slot, _ = pending
        assert ep.hand is not None
        views = {}
        for pos in range(ep.hand.num_positions):
            obs = ep.observation(pos)
            # The prompt is rendered for the slot on move only: the others are not asked.
            prompt = render_prompt(obs) if ep.slots_by_pos[pos] == slot else None
            views[ep.slots_by_pos[pos]] = (dump_bytes(obs), prompt)
        steps.append(
            {
                "cut": len(ep.records),
                "slot": slot,
                "hand": ep.hand_index,
                "views": views,
            }
        )
        d = ep.decisions
        response = None
        if script is not None and d < len(script):
            old = script[d]
            # A refused answer is replayed as refused; any other only where this deal allows it.
            again = Action(old["action"], old.get("amount"), old.get("card"))
            if old["action"] == "teleport" or ep.hand.is_legal(again):
                response = old
        if response is None:
            response = answer(config.variant, config.seed, slot, d, pending[1])
        answers.append(response)
        ep.decide(response)
    return {"records": ep.records, "steps": steps, "answers": answers}


def hidden_positions(deck: list[str], records: list[dict[str, Any]], hand: int, slot: int | None) -> list[int]:
    """Positions of ``deck`` holding cards ``slot`` never saw in hand ``hand`` (private to others or never dealt)."""
    seen: set[str] = set()
    for r in records:
        if r.get("hand") != hand:
            continue
        kind = r.get("type")
        if kind in ("deal", "receive") and slot is not None and r.get("slot") == slot:
            seen |= set(r["cards"])
        elif kind in FACE_UP or (kind == "action" and r.get("action") in PUBLIC_CARD_ACTIONS):
            seen |= cards_in(r)
        elif kind == "action" and slot is not None and r.get("slot") == slot:
            seen |= cards_in(r)
    return [p for p, c in enumerate(deck) if c not in seen]


def other_deck(deck: list[str], hidden: list[int], rng: Rng, whole: bool) -> list[str]:
    """``deck`` with the cards at ``hidden`` shuffled among themselves, or just two of them swapped."""
    out = list(deck)
    if len(hidden) < 2:
        return out
    if whole:
        cards = [out[p] for p in hidden]
        rng.shuffle(cards)
        for p, c in zip(hidden, cards):
            out[p] = c
    else:
        a = hidden[rng.randint(0, len(hidden) - 1)]
        b = hidden[rng.randint(0, len(hidden) - 1)]
        out[a], out[b] = out[b], out[a]
    return out


def compare(a: dict[str, Any], b: dict[str, Any], slot: int | None, where: str) -> int:
    """Assert equal bytes at every decision where ``slot`` has seen the same in both runs; count them."""
    compared, last = 0, 0
    for sa, sb in zip(a["steps"], b["steps"]):
        # seen_by maps record by record, so comparing the new records alone compares the prefix.
        if seen_by(a["records"][last : sa["cut"]], slot) != seen_by(b["records"][last : sb["cut"]], slot):
            break
        last = sa["cut"]
        if slot is None:
            view_a, view_b = (dump_bytes(live_records(run["records"][:last])) for run in (a, b))
            assert view_a == view_b, f"{where}: the live public view differs at cut {last}"
        elif slot in sa["views"]:
            assert sa["views"][slot] == sb["views"][slot], (
                f"{where}: slot {slot} is shown different bytes at cut {last}:\n"
                f"{sa['views'][slot][0]!r}\n{sb['views'][slot][0]!r}"
            )
        compared += 1
    return compared


def seats_for(variant: str) -> int:
    v = get_variant(variant)
    return 6 if v.max_seats >= 6 else v.min_seats


@pytest.mark.parametrize("variant", variant_names())
def test_hidden_cards_change_no_byte_a_seat_or_the_table_is_shown(variant):
    n = seats_for(variant)
    total = 0
    for seed in range(2):
        config = EpisodeConfig(variant, ("house",) * n, 3, seed, 400)
        base = play(config, -1, None, None)
        hands = sorted({s["hand"] for s in base["steps"]})
        rng = Rng(derive(seed, "differential", variant))
        for hand in hands:
            deck = hand_deck(get_variant(variant), seed, hand)
            cuts = [s["cut"] for s in base["steps"] if s["hand"] == hand] + [len(base["records"])]
            for slot in [*range(n), None]:
                for trial in range(4):
                    # Cards seen up to a random point of the hand stay; the rest may move.
                    cut = cuts[rng.randint(0, len(cuts) - 1)] if trial < 3 else cuts[-1]
                    hidden = hidden_positions(deck, base["records"][:cut], hand, slot)
                    other = other_deck(deck, hidden, rng, whole=trial % 2 == 0)
                    if other == deck:
                        continue
                    run = play(config, hand, other, base["answers"])
                    where = f"{variant} seed {seed} hand {hand} slot {slot} trial {trial}"
                    total += compare(base, run, slot, where)
    assert total > 25 * n, total  # decisions compared, not skipped for a diverging run


class Pair(Episode):
    """A heads-up episode whose one duplicate pair is dealt from ``deck``."""

    def __init__(self, config: EpisodeConfig, deck: list[str]) -> None:
        self.pair_deck = deck
        super().__init__(config)

    def _deck(self, hand_index: int) -> list[str]:
        return list(self.pair_deck)


def mirror_preflop(deck: list[str]) -> tuple[bytes, int]:
    """Both seats all in before the flop of the first hand; the mirror's first observation and live view length."""
    ep = Pair(EpisodeConfig("holdem-hu", ("a", "b"), 2, 9), deck)
    while ep.hand_index == 0:
        _, obs = ep.pending()
        legal = {o["action"]: o for o in obs["legal"]}
        ep.decide({"action": "raise", "amount": legal["raise"]["max"]} if "raise" in legal else {"action": "call"})
    _, obs = ep.pending()
    return dump_bytes(obs), len(live_records(ep.records))


def test_the_length_of_a_withheld_hand_does_not_tell_the_mirror_its_board():
    # The same holes, the same decisions; only the board (undealt when the mirror's first seat decides) differs.
    holes = ["4s", "As", "Jh", "Qs"]
    lost = holes + ["Kd", "9d", "3c", "2s", "9c"]  # the As Qs seat takes the pot: the other loses its stack
    split = holes + ["Kd", "Ad", "8d", "7d", "5d"]  # a flush on the board: both play it
    rest = [c for c in hand_deck(get_variant("holdem-hu"), 9, 0) if c not in set(lost) | set(split)]
    seen_a, length_a = mirror_preflop(lost + rest)
    seen_b, length_b = mirror_preflop(split + rest)
    assert seen_a == seen_b  # the seat on decision in the mirror is shown the same bytes
    assert length_a == length_b  # and the public live view (the API's event count too) must not differ
