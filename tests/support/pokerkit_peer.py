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
