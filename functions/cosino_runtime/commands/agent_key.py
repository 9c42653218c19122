"""``cosino agent-key <url>``: the key the arena signs its requests to one agent with.

The arena's master secret (``COSINO_AGENT_SECRET``, or a league agent's ``secret_env`` with
``--secret-env``) never leaves the operator: each competitor is handed the key of its own URL and
checks requests with ``verify_signature(key, ...)``. The key goes to standard output only.
"""

from __future__ import annotations

import argparse

from cosino.primitives.errors import CosinoError, quoted
from cosino_runtime.seats.remote import SECRET_ENV, master_secret
from cosino_runtime.seats.signing import agent_key
from cosino_runtime.seats.transport import check_url


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("agent-key", help="print the signing key to hand the agent at URL (hex)")
    p.add_argument("url", help="the agent's URL, exactly as it will be seated")
    p.add_argument(
        "--secret-env",
        default=SECRET_ENV,
        metavar="NAME",
        help="the variable holding the master secret (a league agent's secret_env)",
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    master = master_secret(args.secret_env)
    if master is None:  # an empty secret signs nothing (the seats send such requests unsigned)
        raise CosinoError(
            f"the master secret's environment variable {quoted(args.secret_env[:128])} is not set or is empty"
        )
    check_url(args.url, "agent URL")
    print(agent_key(master, args.url).decode("ascii"))
    return 0
