"""Cards as two-character strings (``As``, ``Td``) and as small integers for fast work.

A card's integer is ``rank * 4 + suit`` with ranks 2..A as 0..12 and suits c, d, h, s as 0..3.

>>> card_index("As"), card_name(51)
(51, 'As')
>>> parse_cards("AsKd")
['As', 'Kd']
"""

from __future__ import annotations

from cosino.primitives.errors import CosinoError, quoted

RANKS = "23456789TJQKA"
SUITS = "cdhs"
DECK = tuple(r + s for r in RANKS for s in SUITS)
CARD_INDEX: dict[str, int] = {name: i for i, name in enumerate(DECK)}  # the one card -> integer map


class CardError(CosinoError):
    """A string that is not a card, or a card used twice."""


def card_index(name: str) -> int:
    try:
        return CARD_INDEX[name]
    except (KeyError, TypeError):
        raise CardError(f"bad card {quoted(name)}: expected rank of {RANKS} then suit of {SUITS}") from None


def card_name(index: int) -> str:
    return DECK[index]


def rank_of(name: str) -> int:
    return RANKS.index(name[0])


def suit_of(name: str) -> str:
    return name[1]


SHOWN = 60  # characters of card text a message quotes


def parse_cards(text: str) -> list[str]:
    """Split ``"AsKd"`` or ``"As Kd"`` into cards, checking each one and refusing repeats. A word between spaces
    holds whole cards: ``"A s"`` is refused, not read as ``As``.

    >>> parse_cards("As Kd2c")
    ['As', 'Kd', '2c']
    """
    words = text.split()
    cards = []
    for k, word in enumerate(words):
        if len(word) % 2:
            shown = quoted(text[:SHOWN]) + ("..." if len(text) > SHOWN else "")
            if len(words) == 1:
                raise CardError(f"bad card string {shown}: odd length")
            raise CardError(
                f"bad card string {shown}: word {k + 1}, {quoted(word[:SHOWN])}, is not whole cards "
                "(a space never joins two halves of a card)"
            )
        cards.extend(word[i : i + 2] for i in range(0, len(word), 2))
    check_distinct(cards)
    return cards


def check_distinct(cards: list[str]) -> None:
    seen: set[str] = set()
    for c in cards:
        card_index(c)
        if c in seen:
            raise CardError(f"duplicate card {c}")
        seen.add(c)


def full_deck() -> list[str]:
    return list(DECK)
