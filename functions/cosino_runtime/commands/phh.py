"""``cosino phh replay FILE.phh|FILE.phhs [--json]``: replay PHH hands through the engine.

Prints, for every hand, the net of each seat and the pots (amount, eligible seats, winners and
their shares). A hand that breaks a rule stops the command: a single line gives the file, the
hand label and the position of the offending action in its list, and the exit status is 2.
A hand whose replay ends with other stacks than its ``finishing_stacks`` prints a warning naming
it on stderr, or stops the command with ``--strict``.
"""

from __future__ import annotations

import argparse
import sys

from cosino.formats.phh import MAX_BYTES, PhhReplay, decode, loads, replay
from cosino.primitives.canonical import dumps
from cosino.primitives.errors import CosinoError, printable
from cosino.primitives.files import read_input


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("phh", help="PHH hand histories (PokerKit's notation)")
    verbs = p.add_subparsers(dest="phh_command", required=True, parser_class=type(p))
    r = verbs.add_parser("replay", help="replay no-limit hands; print nets and pots per hand")
    r.add_argument("file", help="a .phh (one hand) or .phhs (many hands) file")
    r.add_argument("--json", action="store_true", help="one canonical JSON object per hand")
    r.add_argument("--strict", action="store_true", help="a finishing_stacks mismatch is an error, not a warning")
    r.set_defaults(run=run_replay)


def _text(result: PhhReplay) -> str:
    names = result.players
    lines = [f"hand [{result.label}]" if result.label else "hand"]
    lines.append("  nets: " + ", ".join(f"{names[i]} {net:+d}" for i, net in enumerate(result.nets)))
    for k, pot in enumerate(result.pots):
        kind = "main pot" if k == 0 else f"side pot {k}"
        eligible = ", ".join(names[i] for i in pot["eligible"])
        won = ", ".join(f"{names[i]} {s}" for i, s in zip(pot["winners"], pot["shares"]))
        lines.append(f"  {kind}: {pot['amount']} (eligible: {eligible}) -> {won}")
    return "\n".join(lines)


def run_replay(args: argparse.Namespace) -> int:
    data = read_input(args.file, MAX_BYTES)  # a FIFO or a device is refused, never waited on
    hands = loads(decode(data, args.file), source=args.file)
    if not hands:
        raise CosinoError(f"{args.file}: no hands found (an empty file, or only comments)")
    results = [replay(h) for h in hands]  # every hand first, so an error prints nothing partial
    mismatches = [m for m in (r.stack_mismatch() for r in results) if m]
    if mismatches and args.strict:
        raise CosinoError(mismatches[0] + " (--strict)")
    for message in mismatches:
        print(f"warning: {printable(message)}", file=sys.stderr)  # it names the file: escaped as errors are
    for result in results:
        print(dumps(result.to_json()) if args.json else _text(result))
    return 0
