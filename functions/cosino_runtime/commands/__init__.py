"""Subcommands of ``cosino``: one module each, each exposing ``register(subparsers)``.

Add a module's name to COMMANDS to make it part of the command line.
"""

COMMANDS = [
    "play",
    "verify",
    "demo",
    "bench",
    "league",
    "serve",
    "train",
    "exploitability",
    "phh",
    "advise",
    "review",
    "session",
    "calibrate",
    "power",
    "agent_key",
]
