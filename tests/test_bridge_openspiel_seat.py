"""An OpenSpiel policy as a seat in our Kuhn and Leduc hands."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("pyspiel")

from cosino.bridges.openspiel import (  # noqa: E402
    OpenSpielError,
    check_openspiel_seat,
    openspiel_seat,
    openspiel_state,
)
from cosino.games.protocol import Action  # noqa: E402
from cosino.games.registry import get_variant  # noqa: E402
from cosino.primitives.errors import CosinoError  # noqa: E402
from cosino.primitives.rng import Rng, derive  # noqa: E402
from cosino_runtime.seats.registry import SEATS  # noqa: E402


def _decisions(variant):
    """Every decision of every deal of ``variant``: (our infoset key, observation)."""
    v = get_variant(variant)
    stack = [v.new_hand(deck, [0, 0], 0, 0) for deck, _ in v.tree_deals()]
    while stack:
        h = stack.pop()
        if h.is_over():
            continue
        p = h.to_act()
        yield h.infoset_key(p), h.observation(p)
        for o in h.options():
            twin = h.clone()
            twin.apply(Action(o.kind, o.min_amount))
            stack.append(twin)


@pytest.mark.parametrize("variant", ["kuhn", "leduc"])
def test_every_infoset_of_ours_is_one_openspiel_infoset_of_the_same_player(variant):
    # Our Leduc keys name ranks only; OpenSpiel's name the card, so we key by the cards seen too.
    ours_to_theirs: dict[tuple, str] = {}
    for key, obs in _decisions(variant):
        s = openspiel_state(variant, obs)
        assert s.current_player() == obs["position"]
        seen = (key, tuple(obs["cards"]), tuple(obs.get("board") or ()))
        assert ours_to_theirs.setdefault(seen, s.information_state_string()) == s.information_state_string()
    assert len(set(ours_to_theirs.values())) == len(ours_to_theirs)  # one to one
    assert len(ours_to_theirs) == {"kuhn": 12, "leduc": 567}[variant]  # our Leduc deals up to suit symmetry


def test_openspiel_card_ids_rank_like_our_deck():
    import pyspiel

    s = pyspiel.load_game("leduc_poker").new_initial_state()
    for a in (0, 2, 1, 1, 1, 1, 1):  # Js to p0, Qs to p1; check, check; Jh public; check, check
        s.apply_action(a)
    assert s.returns() == [1.0, -1.0]  # the jack pairs the board: card ids 0 and 1 are both jacks


def test_the_seat_plays_the_policy_it_was_given(tmp_path):
    # Always bet (OpenSpiel action 1) as the first player in Kuhn; the rest uniform.
    path = tmp_path / "bet.json"
    path.write_text(json.dumps({"0": {"1": 1}, "1": {"1": 1}, "2": {"1": 1}}))
    seats = SEATS.extended()
    seats.register("openspiel", openspiel_seat, lambda name, variant: check_openspiel_seat(name, variant))
    seat = seats.build(f"openspiel:{path}", "kuhn", Rng(derive(1, "seat")))
    v = get_variant("kuhn")
    for deck, _ in v.tree_deals():
        h = v.new_hand(deck, [0, 0], 0, 0)
        assert seat.act(h.observation(0)) == {"action": "bet"}
        h.apply(Action("bet"))
        assert seat.act(h.observation(1))["action"] in ("fold", "call")  # uniform there
    with pytest.raises(OpenSpielError, match="plays kuhn or leduc, not 'holdem-hu'"):
        seats.check(f"openspiel:{path}", "holdem-hu")


def test_the_shipped_registry_knows_the_openspiel_seat(tmp_path):
    from cosino_runtime.seats.registry import check_seats, known_seats

    assert "openspiel" in known_seats()
    with pytest.raises(CosinoError, match="seat 1"):
        check_seats([f"openspiel:{tmp_path / 'missing.json'}", "house"], "kuhn")
