"""A seat's observation the transport tests send: heads-up Hold'em, facing a bet."""

FACING_A_BET = {
    "variant": "holdem-hu",
    "alias": "Gizmo",
    "aliases": ["Sprocket", "Gizmo"],
    "position": 1,
    "talk": [],
    "legal": [{"action": "fold"}, {"action": "call"}, {"action": "raise", "min": 4, "max": 200}],
}
