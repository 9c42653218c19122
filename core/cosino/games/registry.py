"""The registry of variants by name: ladder rungs, chip-race tables and trick-taking games."""

from __future__ import annotations

from typing import Any, Callable

from cosino.games.protocol import GameType, Variant
from cosino.primitives.errors import CosinoError, quoted


def _kuhn() -> Variant:
    from cosino.games.poker.kuhn import KuhnVariant

    return KuhnVariant()


def _leduc() -> Variant:
    from cosino.games.poker.leduc import LeducVariant

    return LeducVariant()


def _holdem(name: str, seats: int, chip_race: bool) -> Callable[[], Variant]:
    def factory() -> Variant:
        from cosino.games.poker.holdem import HoldemVariant

        return HoldemVariant(name, seats, seats, small_blind=1, big_blind=2, starting_stack=200, chip_race=chip_race)

    return factory


def _trick(module: str, cls: str) -> Callable[[], Variant]:
    def factory() -> Variant:
        import importlib

        return getattr(importlib.import_module(f"cosino.games.tricks.{module}"), cls)()

    return factory


# name -> factory; factories import lazily so one game's module never loads another's.
REGISTRY: dict[str, Callable[[], Variant]] = {
    "kuhn": _kuhn,
    "euchre": _trick("euchre", "EuchreVariant"),
    "spades": _trick("spades", "SpadesVariant"),
    "hearts": _trick("hearts", "HeartsVariant"),
    "oh-hell": _trick("ohhell", "OhHellVariant"),
    "holdem-hu": _holdem("holdem-hu", 2, False),
    "holdem-6max": _holdem("holdem-6max", 6, False),
    "headsup": _holdem("headsup", 2, True),
    "sixmax": _holdem("sixmax", 6, True),
    "leduc": _leduc,
}


class UnknownVariant(CosinoError):
    pass


def get_variant(name: str) -> Variant:
    try:
        factory = REGISTRY[name]
    except KeyError:
        raise UnknownVariant(f"unknown variant {quoted(name)}: choose one of {', '.join(sorted(REGISTRY))}") from None
    return factory()


def variant_names() -> list[str]:
    return sorted(REGISTRY)


def game_type(name: str) -> GameType:
    """What the variant ``name`` can do (see :class:`cosino.games.protocol.GameType`)."""
    key = (name, REGISTRY.get(name))
    try:
        return _TYPES[key]
    except KeyError:
        pass
    found = _TYPES[key] = get_variant(name).game_type
    return found


# Game types are frozen, so one per variant is enough; keyed by the factory too, so a variant registered again
# under its name (an extension, a test's patched table) is never answered with the type of the one it replaced.
_TYPES: dict[tuple[str, Any], GameType] = {}


def names_where(**facts: Any) -> tuple[str, ...]:
    """The variants whose game type has every given field value, in registry order.

    The one list of, e.g., the trick games or the partnership games: ask this, never spell them out.

    >>> names_where(family="tricks")
    ('euchre', 'spades', 'hearts', 'oh-hell')
    >>> names_where(partnerships=True)
    ('euchre', 'spades')
    >>> names_where(colour="red")
    Traceback (most recent call last):
    cosino.games.registry.UnknownVariant: names_where: GameType has no field 'colour'
    """
    fields = GameType.__dataclass_fields__
    for key in facts:
        if key not in fields:
            raise UnknownVariant(f"names_where: GameType has no field {quoted(key)}")
    return tuple(n for n in REGISTRY if all(getattr(game_type(n), k) == v for k, v in facts.items()))


def has_partnerships(name: Any) -> bool:
    """Whether ``name`` is a registered partnership game (False for names not registered).

    >>> has_partnerships("spades"), has_partnerships("hearts"), has_partnerships("no-such-game")
    (True, False, False)
    """
    return isinstance(name, str) and name in REGISTRY and game_type(name).partnerships


def describe_all() -> dict[str, dict[str, Any]]:
    """Every variant's game type as JSON, for the viewer (``web/build.py`` writes it to the site).

    >>> describe_all()["leduc"]["betSizes"], describe_all()["hearts"]["diagnostics"]
    ([2, 4], ['softplay'])
    """
    return {name: get_variant(name).game_type.to_json() for name in sorted(REGISTRY)}
