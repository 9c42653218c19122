"""Reference heads-up spots (preflop to river) shared by the rollout depth study and ``cosino bench advisor``.

>>> [state.street for _, state in SPOTS][:3]
['preflop', 'preflop', 'flop']
"""

from __future__ import annotations

from cosino.advisor.state import state_from_dict


def spot(hero_cards, board, pot, hero_stack, opp_stack, hero_bet, opp_bet, history, hero_is_dealer):
    """One heads-up spot at 100 BB (200 chips each); ``validate`` checks the pot against the stacks."""
    return state_from_dict(
        {
            "hero": 0,
            "dealer": 0 if hero_is_dealer else 1,
            "hero_cards": hero_cards,
            "board": board,
            "pot": pot,
            "big_blind": 2,
            "small_blind": 1,
            "actor": 0,
            "starting_stacks": [200, 200],
            "seats": [{"stack": hero_stack, "committed": hero_bet}, {"stack": opp_stack, "committed": opp_bet}],
            "history": history,
        }
    )


def _act(street, seat, action, amount=None):
    out = {"street": street, "seat": seat, "action": action}
    if amount is not None:
        out["amount"] = amount
    return out


# Heads-up the dealer posts the small blind and acts first preflop, last after the flop.
PF_RAISE_IP = [_act("preflop", 0, "raise", 6), _act("preflop", 1, "call")]  # the hero (dealer) raised
PF_RAISE_OOP = [_act("preflop", 1, "raise", 6), _act("preflop", 0, "call")]  # the villain (dealer) raised
FLOP_BET_CALLED = [_act("flop", 0, "check"), _act("flop", 1, "bet", 8), _act("flop", 0, "call")]
SPOTS = [
    ("BTN open, A5s, 100 BB", spot("As5s", "", 3, 199, 198, 1, 2, [], True)),
    ("BB vs BTN raise, KTo", spot("KhTd", "", 8, 198, 194, 2, 6, [_act("preflop", 1, "raise", 6)], False)),
    (
        "flop top pair, checked to (IP)",
        spot("KsQs", "Qh7c2d", 12, 194, 194, 0, 0, PF_RAISE_IP + [_act("flop", 1, "check")], True),
    ),
    (
        "flop flush draw, facing 2/3 pot (OOP)",
        spot(
            "Ah5h",
            "Kh8h2c",
            20,
            194,
            186,
            0,
            8,
            PF_RAISE_OOP + [_act("flop", 0, "check"), _act("flop", 1, "bet", 8)],
            False,
        ),
    ),
    (
        "turn middle pair, facing half pot",
        spot(
            "9c9d",
            "Ks8h4c2d",
            42,
            186,
            172,
            0,
            14,
            PF_RAISE_OOP + FLOP_BET_CALLED + [_act("turn", 0, "check"), _act("turn", 1, "bet", 14)],
            False,
        ),
    ),
    (
        "turn overpair, first to act",
        spot("QdQc", "Jh7s3d2c", 28, 186, 186, 0, 0, PF_RAISE_OOP + FLOP_BET_CALLED, False),
    ),
    (
        "river bluff catcher, facing pot",
        spot(
            "Ac9d",
            "Ks9h4c2d7s",
            56,
            186,
            158,
            0,
            28,
            PF_RAISE_OOP
            + FLOP_BET_CALLED
            + [
                _act("turn", 0, "check"),
                _act("turn", 1, "check"),
                _act("river", 0, "check"),
                _act("river", 1, "bet", 28),
            ],
            False,
        ),
    ),
]
