"""Reference heads-up spots (preflop to river) shared by the rollout depth study and ``cosino bench advisor``.

>>> [state.street for _, state in SPOTS][:3]
['preflop', 'preflop', 'flop']
"""

from __future__ import annotations

from cosino.advisor.state import state_from_dict


def spot(hero_cards, board, pot, hero_stack, opp_stack, hero_bet, opp_bet, history, hero_is_dealer):
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
            "seats": [{"stack": hero_stack, "committed": hero_bet}, {"stack": opp_stack, "committed": opp_bet}],
            "history": history,
        }
    )


PF_RAISE = [
    {"street": "preflop", "seat": 0, "action": "raise", "amount": 6},
    {"street": "preflop", "seat": 1, "action": "call", "amount": 4},
]
SPOTS = [
    ("BTN open, A5s, 100 BB", spot("As5s", "", 3, 199, 198, 1, 2, [], True)),
    (
        "BB vs BTN raise, KTo",
        spot("KhTd", "", 8, 198, 194, 2, 6, [{"street": "preflop", "seat": 1, "action": "raise", "amount": 6}], False),
    ),
    (
        "flop top pair, checked to (IP)",
        spot("KsQs", "Qh7c2d", 12, 194, 194, 0, 0, PF_RAISE + [{"street": "flop", "seat": 1, "action": "check"}], True),
    ),
    (
        "flop flush draw, facing 2/3 pot (OOP)",
        spot(
            "Ah5h",
            "Kh8h2c",
            20,
            190,
            182,
            0,
            8,
            PF_RAISE + [{"street": "flop", "seat": 1, "action": "bet", "amount": 8}],
            False,
        ),
    ),
    (
        "turn middle pair, facing half pot",
        spot(
            "9c9d",
            "Ks8h4c2d",
            40,
            160,
            140,
            0,
            20,
            PF_RAISE + [{"street": "turn", "seat": 1, "action": "bet", "amount": 20}],
            False,
        ),
    ),
    ("turn overpair, first to act", spot("QdQc", "Jh7s3d2c", 30, 170, 170, 0, 0, PF_RAISE, False)),
    (
        "river bluff catcher, facing pot",
        spot(
            "Ac9d",
            "Ks9h4c2d7s",
            60,
            140,
            80,
            0,
            60,
            PF_RAISE + [{"street": "river", "seat": 1, "action": "bet", "amount": 60}],
            False,
        ),
    ),
]
