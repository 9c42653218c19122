"""``cosino serve [--aws-local]``: the HTTP API and the static viewer on 127.0.0.1."""

from __future__ import annotations

import argparse
import os

from cosino.primitives.errors import CosinoError, quoted
from cosino_runtime.api.server import start, wait_forever
from cosino_runtime.commands.arguments import path_option

DEFAULT_VIEWER = "web/dist"


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("serve", help="serve the HTTP API and the viewer on 127.0.0.1")
    p.add_argument("--port", type=int, default=8787, help="TCP port on 127.0.0.1 (0 picks a free one)")
    path_option(p, "--data", "names the store's folder", default="runs/serve", help="folder of the embedded store")
    p.add_argument(
        "--aws-local", action="store_true", help="run against an in-process moto server (needs the dev extras)"
    )
    path_option(
        p,
        "--viewer",
        help=f"folder of the built static viewer (default: {DEFAULT_VIEWER}; unbuilt, a page lists the API instead)",
    )
    p.add_argument("--tick", type=float, default=5.0, help="seconds between scheduled league and sweeper runs")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if not 0 <= args.port <= 65535:
        raise CosinoError(f"--port: {args.port} is not a TCP port (0 to 65535)")
    if not 0 < args.tick <= 86_400:  # also refuses nan and inf
        raise CosinoError(f"--tick: must be between 0 and 86400 seconds, got {args.tick}")
    if not args.aws_local and os.path.exists(args.data) and not os.path.isdir(args.data):
        # The store's own mkdir would say only "File exists", after the port is bound.
        raise CosinoError(f"--data {quoted(args.data[:200])}: is a file, not a folder")
    if args.viewer is not None and not os.path.isdir(args.viewer):  # a typo served the "not built" page quietly
        raise CosinoError(f"--viewer {quoted(args.viewer[:200])}: is not a folder (make web builds {DEFAULT_VIEWER})")
    if args.aws_local:
        try:
            import boto3  # noqa: F401
            import moto  # noqa: F401
        except ImportError as exc:
            raise CosinoError(f"--aws-local needs the dev extras (pip install -e '.[dev]'): {exc}") from None
    viewer = DEFAULT_VIEWER if args.viewer is None else args.viewer
    served = start(args.data, args.port, args.aws_local, os.environ.get("COSINO_TOKEN"), viewer, args.tick)
    print(f"cosino serve ({served.mode}) on {served.url}")
    print(f"token for POST /api/episodes: {served.token}")
    print(
        f'try: curl -H "Authorization: Bearer {served.token}" '
        f'-d \'{{"variant":"holdem-hu","seats":["house","random"]}}\' {served.url}/api/episodes'
    )
    wait_forever(served)
    return 0
