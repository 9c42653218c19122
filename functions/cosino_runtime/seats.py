"""Seat names the runtime accepts, and how each becomes a seat for one decision.

House seats live in the core; model and remote seats (which do I/O) are registered here.
"""

from __future__ import annotations

from typing import Any, Callable

from cosino.policies import Seat, SEAT_NAMES, UnknownSeat, make_seat
from cosino.rng import Rng

# Extra seat kinds: name -> factory(variant, rng). Planted colluders and model seats add themselves.
EXTRA: dict[str, Callable[[str, Rng], Seat]] = {}


def _advisor_seat(name: str, variant: str, rng: Rng) -> Seat:
    from cosino.advisor_seat import make_advisor_seat

    return make_advisor_seat(name, variant, rng)


EXTRA["advisor"] = _advisor_seat  # type: ignore[assignment]


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


def _lazy_seat(module: str, factory: str) -> Callable[..., Seat]:
    """A factory that imports its module on first use (the model seats pull in boto3 only when asked)."""

    def build(name: str, variant: str, rng: Rng) -> Seat:
        import importlib

        return getattr(importlib.import_module(f"{__package__}.{module}"), factory)(name, variant, rng)

    return build


# Model and remote-agent seats: remote:<url>, openai:<model>, bedrock:<model id>, fake:<style>.
EXTRA.update({
    "remote": _lazy_seat("seats_remote", "remote_seat"),
    "openai": _lazy_seat("seats_models", "openai_seat"),
    "bedrock": _lazy_seat("seats_models", "bedrock_seat"),
    "fake": _lazy_seat("seats_models", "fake_seat"),
})


def _planted(name: str, variant: str, rng: Rng) -> Seat:
    from cosino.colluders import make_colluder

    return make_colluder(name, variant, rng)


# Planted colluders (calibration fixtures and demo seats): softplay:<alias>, dumper:<alias>, ...
EXTRA.update({kind: _planted for kind in ("softplay", "dumper", "receiver", "feeder")})
