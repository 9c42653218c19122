"""Seat names the runtime accepts, and how each becomes a seat for one decision.

House seats live in the core; model and remote seats (which do I/O) are registered here.
"""

from __future__ import annotations

from typing import Any, Callable

from cosino.policies import Seat, SEAT_NAMES, UnknownSeat, make_seat
from cosino.rng import Rng

# Extra seat kinds: name -> factory(variant, rng). Planted colluders and model seats add themselves.
EXTRA: dict[str, Callable[[str, Rng], Seat]] = {}


def known_seats() -> list[str]:
    return sorted(set(SEAT_NAMES) | set(EXTRA))


def build_seat(name: str, variant: str, rng: Rng) -> Seat:
    base = name.split(":", 1)[0]
    if base in EXTRA:
        return EXTRA[base](name, variant, rng)  # type: ignore[call-arg]
    return make_seat(name, variant, rng)


def check_seats(names: list[str], variant: str) -> None:
    """Refuse unknown seat names before any episode starts (one line, naming the seat)."""
    for i, name in enumerate(names):
        base = name.split(":", 1)[0]
        if base in EXTRA:
            continue
        try:
            make_seat(name, variant, Rng(bytes(32)))
        except UnknownSeat as exc:
            raise UnknownSeat(f"seat {i + 1} ({name!r}): {exc}") from None


def response_of(seat: Seat, observation: dict[str, Any]) -> Any:
    return seat.act(observation)
