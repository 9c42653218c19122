"""What the PokerKit peer checks share: the automations under which they replay a hand action by action
(PokerKit posts, collects, shows and pushes; the test deals and decides, as our engine did)."""

from __future__ import annotations

from typing import Any


def replay_automations(pokerkit: Any) -> tuple[Any, ...]:
    automation = pokerkit.Automation
    return (
        automation.ANTE_POSTING,
        automation.BET_COLLECTION,
        automation.BLIND_OR_STRADDLE_POSTING,
        automation.HOLE_CARDS_SHOWING_OR_MUCKING,
        automation.HAND_KILLING,
        automation.CHIPS_PUSHING,
        automation.CHIPS_PULLING,
    )


def deal_chance(state: Any, hole_of: Any, board: list[str], dealt_board: int) -> int | None:
    """Deal PokerKit's next chance step from our cards (``hole_of(pokerkit index)`` gives a seat's
    hole cards); the board cards dealt so far, or None when no card was due."""
    if state.can_deal_hole():
        state.deal_hole("".join(hole_of(state.hole_dealee_index)))
    elif state.can_burn_card():
        state.burn_card("??")
    elif state.can_deal_board():
        count = 3 if dealt_board == 0 else 1
        state.deal_board("".join(board[dealt_board : dealt_board + count]))
        dealt_board += count
    else:
        return None
    return dealt_board
