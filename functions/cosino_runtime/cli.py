"""The ``cosino`` command: parses arguments and dispatches to one subcommand module.

Bad input from the user (a file, a flag, a variant name) ends with one line on stderr naming
what is wrong and where, and exit status 2; no traceback and no partial output file.
"""

from __future__ import annotations

import argparse
import importlib
import sys

from .commands import COMMANDS


class UsageError(Exception):
    """Bad input: printed as one line, exit status 2."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # argparse's default prints usage; we want one line
        raise UsageError(message)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="cosino", description="Cosino: rank agents at imperfect-information card games.")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for name in COMMANDS:
        importlib.import_module(f"{__package__}.commands.{name}").register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    try:
        args = build_parser().parse_args(argv)
        code = args.run(args)
    except UsageError as exc:
        print(f"cosino: {exc}", file=sys.stderr)
        return 2
    except ValueError as exc:  # the core's input errors (IllegalAction, CardError, ReplayError ...)
        print(f"cosino: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    return int(code or 0)


if __name__ == "__main__":
    sys.exit(main())
