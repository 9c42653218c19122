"""Review: hostile text answers read by the answer parser, played through whole episodes of every variant.

``tests/test_review_fuzz_seats.py`` sends decoded values straight to the episode and plays eight
variants; this plays all ten (the chip races too) and sends text, as a remote or model seat's reply
is: JSON with amounts at the edges of the range (min-raise minus one, all-in plus one), booleans,
floats, ``1e999999999``, digit strings, negative zero, duplicate and escaped keys, action names of
other phases and games, cards not held or held by another seat, talk at the 120-code-point cut in
multi-byte characters and lone surrogates, and the loose phrases models write. After every step:

1. an answer the parser accepted is applied exactly as read (never refused by the engine, never
   changed); one it refused is recorded with a one-line reason and the hand's fallback is applied;
2. the observation and the prompt of the seat asked next hold no card another seat holds unseen;
3. each finished hand's nets sum to zero and, on a chip race, no chip is made or lost.

At the end the scores lie in [0, 1] and the replay verifies with the same results bytes.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cosino.arena.episode import Episode, EpisodeConfig
from cosino.arena.replay import verify
from cosino.arena.scoring import results_bytes
from cosino.games.protocol import Action
from cosino.games.registry import get_variant, variant_names
from cosino.primitives.canonical import jsonl_bytes
from cosino.seats.answer_words import KIND_WORDS
from cosino.seats.answers import parse_answer
from cosino.seats.prompts import render_prompt
from tests.test_review_fuzz_seats import unseen
from tests.test_review_private_info import cards_in

DECK = [r + s for r in "23456789TJQKA" for s in "cdhs"]
PROMPT_CARD = re.compile(r"(?<![A-Za-z0-9])[2-9TJQKA][cdhs](?![A-Za-z0-9])")
AMOUNTS = ("min", "max", "min-1", "max+1", "true", "1.5", "1e999999999", "huge", "-0", "-0.0", "digits", "neg", "none")
CARDS = ("legal", "held", "other", "deck", "ten", "word", "suit", "nonsense", "none")
SAYS = (None, "gl", "é" * 120, "é" * 121, "🂡" * 121, "x" * 119 + "\\ud800", "\\ud83c" * 130, "\u202e" * 200)
FORMS = ("json", "twice", "escaped-key", "fenced", "loose", "final", "bare")


def _amount(mode: str, option: dict[str, Any]) -> str:
    low, high = option.get("min", 0), option.get("max", 0)
    return {
        "min": str(low),
        "max": str(high),
        "min-1": str(low - 1),
        "max+1": str(high + 1),
        "true": "true",
        "1.5": "1.5",
        "1e999999999": "1e999999999",
        "huge": str(10**30),
        "-0": "-0",
        "-0.0": "-0.0",
        "digits": json.dumps(str(high)),
        "neg": str(-(10**6)),
    }[mode]


def _card(mode: str, option: dict[str, Any], obs: dict[str, Any], others: list[str], index: int) -> str:
    legal = option.get("cards") or ["As"]
    pool = {
        "legal": legal,
        "held": obs.get("cards") or ["As"],
        "other": others or ["As"],
        "deck": DECK,
        "ten": ["10" + c[1] for c in legal if c[0] == "T"] or ["10h"],
        "word": ["queen of hearts", "ace of spades", "Q♠"],
        "suit": ["c", "Hearts", "♦", "S"],
        "nonsense": ["Zz", "", "1x"],
    }[mode]
    return pool[index % len(pool)]


def answer_text(spec: tuple[Any, ...], obs: dict[str, Any], others: list[str]) -> str:
    """The reply a hostile seat answering ``spec`` writes for ``obs`` (``others``: cards it must not know)."""
    index, kind_mode, amount_mode, card_mode, say_index, form = spec
    option = obs["legal"][index % len(obs["legal"])]
    kind = option["action"] if kind_mode is None else kind_mode
    fields = [f'"action": {json.dumps(kind)}']
    words = [kind]
    if amount_mode != "none":
        fields.append(f'"amount": {_amount(amount_mode, option)}')
        words.append(_amount(amount_mode, option).strip('"'))
    if card_mode != "none":
        card = _card(card_mode, option, obs, others, index)
        fields.append(f'"card": {json.dumps(card)}')
        words.append(card)
    if SAYS[say_index] is not None:
        fields.append(f'"say": {json.dumps(SAYS[say_index], ensure_ascii=False)}')
    text = "{" + ", ".join(fields) + "}"
    if form == "twice":
        return text[:-1] + ', "amount": 3}'
    if form == "escaped-key":
        return text.replace('"action"', '"\\u0061ction"', 1) + ' {"act\\u0069on": "fold"}'
    if form == "fenced":
        return "Thinking it over.\n```json\n" + text + "\n```"
    if form == "loose":
        return " ".join(words)
    if form == "final":
        return "I could fold here, or call. Final answer: " + " ".join(words)
    if form == "bare":
        return " ".join(words[1:]) or kind
    return text


specs = st.tuples(
    st.integers(0, 40),
    st.none() | st.none() | st.sampled_from(KIND_WORDS + ("all in", "nil", "FOLD", "teleport")),
    st.sampled_from(AMOUNTS),
    st.sampled_from(CARDS),
    st.integers(0, len(SAYS) - 1),
    st.sampled_from(FORMS),
)


@st.composite
def plans(draw: Any) -> dict[str, Any]:
    variant = draw(st.sampled_from(variant_names()))
    v = get_variant(variant)
    n = draw(st.integers(v.min_seats, v.max_seats))
    # The properties hold per decision and per hand; up to four hands still carry chip-race stacks over.
    return {
        "config": EpisodeConfig(
            variant, tuple(f"s{i}" for i in range(n)), draw(st.integers(1, 4)), draw(st.integers(0, 2**31)), 300
        ),
        "answers": [draw(st.lists(specs, min_size=1, max_size=8)) for _ in range(n)],
    }


def check_step(answer: Any, fallback: Action, record: dict[str, Any]) -> None:
    """Property 1: accepted means applied as read; refused means recorded, and the fallback applied."""
    if answer.accepted:
        assert "error" not in record, (answer.response, record)
        assert record["action"] == answer.response["action"]
        assert record.get("card") == answer.response.get("card")
        if "amount" in answer.response:
            assert record["amount"] == answer.response["amount"]
        return
    assert record["error"].splitlines() == [record["error"]]
    assert record["action"] == fallback.kind and record.get("card") == fallback.card
    if fallback.amount is not None:
        assert record["amount"] == fallback.amount


def check_hand_ends(ep: Episode, new: list[dict[str, Any]], start: int, seats: int) -> None:
    """Property 3: each finished hand's nets sum to zero; a chip race keeps every chip."""
    for record in new:
        if record["type"] == "handEnd":
            assert sum(record["nets"]) == 0
            if ep.variant.chip_race:
                assert sum(ep.stacks) == seats * start and min(ep.stacks) >= 0


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(plans())
def test_hostile_text_answers_play_every_variant_to_a_verified_end(plan):
    config = plan["config"]
    ep = Episode(config)
    seats, start = len(config.agents), ep.variant.starting_stack(len(config.agents))
    asked, hand = [0] * seats, None  # hand: the index of the hand-in-play's first record
    while ep.pending() is not None:
        slot, obs = ep.pending()
        hand = max(i for i, r in enumerate(ep.records) if r["type"] == "hand") if hand is None else hand
        hidden = unseen(ep.records[hand:], len(ep.records) - hand, slot)  # unseen reads the hand in play only
        prompt = render_prompt(dict(obs, talk=[])).user  # talk is the seats' own words, which prove nothing
        shown = cards_in({k: v for k, v in obs.items() if k != "talk"}) | set(PROMPT_CARD.findall(prompt))
        assert not shown & hidden, (slot, sorted(shown & hidden))  # property 2
        spec = plan["answers"][slot][asked[slot] % len(plan["answers"][slot])]
        asked[slot] += 1
        answer = parse_answer(answer_text(spec, obs, sorted(hidden)), obs["legal"])
        fallback = ep.hand.fallback()
        new = ep.decide(answer.response)
        hand = None if any(r["type"] == "hand" for r in new) else hand
        check_step(answer, fallback, new[0])
        check_hand_ends(ep, new, start, seats)
    replay, written = jsonl_bytes(ep.records), results_bytes(ep.records, ep.diagnostics)
    assert all(0 <= Fraction(s) <= 1 for s in json.loads(written)["scores"])  # the bytes results_bytes computed
    verdict = verify(replay, written)
    assert verdict.ok and verdict.results == written, verdict.message
