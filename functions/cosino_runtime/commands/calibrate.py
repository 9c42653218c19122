"""``cosino calibrate collusion``: honest and planted-collusion six-max episodes, audited, tabulated.

The tables go to stdout; ``--doc PATH`` also writes them as a Markdown page (never by default:
run from the repository root, a default path would overwrite the shipped doc).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from cosino.primitives.errors import CosinoError, printable, quoted
from cosino.primitives.files import output_problem, read_input
from cosino_runtime.commands.arguments import path_option, whole_number

MAX_DOC_BYTES = 16 * 1024 * 1024  # a Markdown page


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("calibrate", help="measure a diagnostic on honest and planted play")
    p.add_argument("what", choices=["collusion", "league-audit"])
    p.add_argument("--episodes", type=int, default=30, help="episodes per kind (honest, softplay, dumper, feeder)")
    p.add_argument("--hands", type=int, default=16, help="the shortest length; the table also audits 2x and 4x")
    p.add_argument("--jobs", type=int, default=1, help="worker processes")
    p.add_argument("--leagues", type=int, default=None, help="league-audit: leagues per kind and size (default 10)")
    p.add_argument("--kinds", default=None, help="league-audit: only these league kinds, comma-separated (default all)")
    p.add_argument("--sizes", default=None, help="league-audit: only these league sizes (episodes), comma-separated")
    p.add_argument(
        "--detail",
        action="store_true",
        help="league-audit: also print where each planted pair's own p-values fall (before Holm)",
    )
    path_option(
        p,
        "--doc",
        "names a Markdown file whose own sections are kept; the tables go to standard output",
        metavar="PATH",
        default=None,
        help="also write the tables to this Markdown file (e.g. docs/collusion-calibration.md)",
    )
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from cosino_devtools import calibrate

    if args.what != "league-audit":  # a league-audit option on another run would be silently ignored
        for name in ("leagues", "kinds", "sizes", "detail"):
            if getattr(args, name) not in (None, False):
                raise CosinoError(f"--{name}: applies to calibrate league-audit only, not {args.what}")
    if args.leagues is None:
        args.leagues = 10
    for name, top in (("episodes", 100_000), ("hands", 10_000), ("jobs", 256), ("leagues", 10_000)):
        value = getattr(args, name)
        if not 1 <= value <= top:
            raise CosinoError(f"--{name}: must be between 1 and {top}, got {value}")
    doc = Path(args.doc) if args.doc else None
    problem = output_problem(doc) if doc is not None else None
    if problem is not None:  # checked before the run, which takes minutes
        raise CosinoError(f"--doc {doc}: {problem}")

    old = ""
    if doc is not None and doc.exists():
        # Both keep text of the file (league-audit around its tables, collusion its kept sections): read it now, once
        try:
            old = read_input(doc, MAX_DOC_BYTES).decode("utf-8")
        except UnicodeDecodeError as exc:
            raise CosinoError(f"--doc {doc}: not UTF-8 text (byte {exc.start})") from None

    def progress(done: int, total: int) -> None:
        print(f"\r{done}/{total} episodes", end="", file=sys.stderr, flush=True)

    start = calibrate.clock()
    if args.what == "league-audit":
        return _league_audit(args, doc, old, progress, start)
    results = calibrate.run(args.episodes, args.hands, args.jobs, progress=progress)
    print(file=sys.stderr)
    command = f"cosino calibrate collusion --episodes {args.episodes} --hands {args.hands}"
    if doc is not None:
        command += f" --doc {printable(str(doc))}"  # a lone surrogate in the name could not be written
    text = calibrate.report(results, args.episodes, args.hands, command, calibrate.clock() - start)
    print(text)
    if doc is not None:
        calibrate.write_report(doc, calibrate.with_kept_sections(old, text))
        print(f"written: {printable(str(doc))}", file=sys.stderr)
    return 0


def _league_audit(args: argparse.Namespace, doc: Path | None, old: str, progress: object, start: float) -> int:
    from cosino_devtools import calibrate

    kinds = _choices("--kinds", args.kinds, tuple(calibrate.LEAGUES)) if args.kinds else tuple(calibrate.LEAGUES)
    sizes = _sizes(args.sizes) if args.sizes else None
    results = calibrate.league_run(args.leagues, args.jobs, kinds, progress=progress, sizes=sizes)
    print(file=sys.stderr)
    command = f"cosino calibrate league-audit --leagues {args.leagues}"
    if args.kinds:
        command += f" --kinds {','.join(kinds)}"
    if sizes:
        command += f" --sizes {','.join(map(str, sizes))}"
    if args.detail:
        command += " --detail"
    if doc is not None:
        command += f" --doc {printable(str(doc))}"  # a lone surrogate in the name could not be written
    text = calibrate.league_report(results, args.leagues, command, calibrate.clock() - start)
    if args.detail:
        text += "\n" + calibrate.detail_report(results)
    print(text)
    if doc is not None:
        calibrate.write_league_doc(doc, text, old=old)
        print(f"written: {printable(str(doc))}", file=sys.stderr)
    return 0


def _choices(flag: str, text: str, allowed: tuple[str, ...]) -> tuple[str, ...]:
    picked = tuple(dict.fromkeys(part.strip() for part in text.split(",")))  # never empty: split gives a part
    wrong = [k for k in picked if k not in allowed]
    if wrong:
        raise CosinoError(f"{flag}: unknown kind {quoted(wrong[0])}; choose from {', '.join(allowed)}")
    return picked


def _sizes(text: str) -> tuple[int, ...]:
    out = []
    for part in text.split(","):
        size = whole_number(part.strip(), 1, 1000)
        if size is None:
            raise CosinoError(f"--sizes: {quoted(part.strip()[:40])} is not a league size from 1 to 1000 episodes")
        out.append(size)
    return tuple(sorted(set(out)))
