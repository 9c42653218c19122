"""The ``cosino`` command: parses arguments and dispatches to one subcommand module.

Bad input from the user (a file, a flag, a variant name) ends with one line on stderr naming
what is wrong and where, and exit status 2; no traceback and no partial output file. Only a
:class:`cosino.primitives.errors.CosinoError` and the OS error of a path the user named count as bad
input; a disk that is full, read-only or failing under a path being written is reported the same
way. Anything else is a bug in our code and keeps its traceback. Exit status 1 is left to
``cosino verify`` ("the replay does not reproduce").
"""

from __future__ import annotations

import argparse
import copy
import difflib
import errno
import importlib
import os
import re
import sys

from cosino.primitives.errors import CosinoError, printable, quoted
from cosino.primitives.files import NotRegularFile
from cosino_runtime.commands import COMMANDS
from cosino_runtime.commands.arguments import STDOUT
from cosino_runtime.store.base import CorruptRecord

# The OS errors a path named on the command line can cause; any other OSError is ours.
PATH_ERRORS = (
    FileNotFoundError,
    IsADirectoryError,
    NotADirectoryError,
    PermissionError,
    FileExistsError,
    NotRegularFile,  # an output path naming a FIFO or a device: refused by write_atomic before any write
)
# A path that cannot name a file at all: a name past the file system's length, or a loop of links.
PATH_ERRNOS = frozenset({errno.ENAMETOOLONG, errno.ELOOP})
# A disk that is full, read-only or failing, met while writing a path: the machine's state, not a bug.
DISK_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EROFS, errno.EIO, errno.EFBIG})
SIGPIPE_STATUS = 141  # what a shell reports for a tool ended by SIGPIPE (128 + 13)


class UsageError(CosinoError):
    """Bad input: printed as one line, exit status 2."""


def _no_default(action: argparse.Action) -> bool:
    return action.default is None or action.default is False or action.default is argparse.SUPPRESS


class _Formatter(argparse.ArgumentDefaultsHelpFormatter):
    """Help that shows every default (options without a help text included)."""

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        if _no_default(action) or "%(default)" in text or not action.option_strings:
            return text
        return f"{text} (default: %(default)s)".strip()

    def _format_action(self, action: argparse.Action) -> str:
        if not action.help and action.option_strings and not _no_default(action):
            action = copy.copy(action)  # argparse skips help-less options entirely; give them one
            action.help = "(default: %(default)s)"
        return super()._format_action(action)


class _Parser(argparse.ArgumentParser):
    def __init__(self, *args, **kwargs) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> None:  # argparse's default prints usage; we want one line
        raise UsageError(message)

    def parse_args(self, args=None, namespace=None):  # type: ignore[override]
        parsed, extras = self.parse_known_args(args, namespace)
        if extras:
            # argparse joins them with spaces: an empty one showed as nothing, a 10 MB one filled the line
            shown = ", ".join(quoted(a[:40]) + ("..." if len(a) > 40 else "") for a in extras[:5])
            more = f" and {len(extras) - 5} more" if len(extras) > 5 else ""
            raise UsageError(f"unrecognized arguments: {shown}{more}")
        return parsed

    def _get_value(self, action: argparse.Action, arg_string: str) -> object:
        # A blank text value is a script's mistake: read on, it became "not given" or the working folder.
        text = action.type is None and action.nargs not in (argparse.PARSER, argparse.REMAINDER)
        if text and isinstance(arg_string, str) and not arg_string.strip():
            name = _option_name(action)
            why = f"is only white space ({quoted(arg_string)})" if arg_string else "is empty"
            raise UsageError(f"{name}: {why}, not a value")
        if text and isinstance(arg_string, str):
            _refuse_control(action, arg_string)
        dash = getattr(action, "path_dash", "")
        if arg_string == STDOUT and dash not in ("", STDOUT):  # argparse would make a file or folder named "-"
            flag = _option_name(action)
            raise UsageError(f"{flag} -: not standard output here: {flag} {dash} (./- names a path called -)")
        if action.type is not None and isinstance(arg_string, str) and not _ASCII_NUMBER_RE.fullmatch(arg_string):
            # Every typed option is a number, and int() also reads "١٢", "１２", " 7 " and "1_0": one form only.
            name = _option_name(action)
            shown = quoted(arg_string[:40]) + ("..." if len(arg_string) > 40 else "")
            raise UsageError(f"{name}: {shown} is not a number written in ASCII digits without spaces or underscores")
        if action.type is not None and isinstance(arg_string, str) and len(arg_string) > _NUMBER_CHARS:
            # argparse and each command's bounds quote the value whole: 100,000 letters made a line as long
            shown = quoted(arg_string[:40]) + "..."
            raise UsageError(f"{_option_name(action)}: {shown} is {len(arg_string)} characters, too long for a number")
        return super()._get_value(action, arg_string)


# What a number may be written with before its type reads it (the type then checks its form and range).
_ASCII_NUMBER_RE = re.compile(r"[0-9A-Za-z.+-]*")  # "" is left to the type, which names its rule
_NUMBER_CHARS = 64  # more than any number an option takes (a seed has at most 19 digits)


def _option_name(action: argparse.Action) -> str:
    return action.option_strings[-1] if action.option_strings else action.metavar or action.dest


# A line break, tab or other control character in a path, name or seed is a script's slip ("runs\n"
# from an unstripped line), never a value anyone means: it made a folder named "runs\n".
_CONTROL_RE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029]")


def _refuse_control(action: argparse.Action, arg_string: str) -> None:
    found = _CONTROL_RE.search(arg_string)
    if found is not None:
        name = _option_name(action)
        where = f"U+{ord(found.group()):04X} at character {found.start() + 1}"
        start = max(0, found.start() - 40)  # an argument may be 128 KB: show the part around the character
        cut = arg_string[start : found.start() + 20]
        shown = ("..." if start else "") + quoted(cut) + ("..." if start + len(cut) < len(arg_string) else "")
        raise UsageError(f"{name}: holds a control character ({where}) in {shown}, not a value")


def _check_options(parser: argparse.ArgumentParser, argv: list[str]) -> None:
    """Name a mistyped ``--option`` (argparse would first complain about a missing required one)."""
    known: list[str] = list(parser._option_string_actions)
    current = parser
    for token in argv:
        if token == "--":
            return
        sub = next((a for a in current._actions if isinstance(a, argparse._SubParsersAction)), None)
        if sub is not None and token in sub.choices:  # descend into the subcommand's options
            current = sub.choices[token]
            known += list(current._option_string_actions)
            continue
        if not token.startswith("--"):
            continue
        name = token.split("=", 1)[0]
        if name in known or sum(k.startswith(name) for k in known) == 1:
            continue
        near = difflib.get_close_matches(name, [k for k in known if k.startswith("--")], n=1)
        hint = f" (did you mean {near[0]}?)" if near else ""
        raise UsageError(f"{current.prog}: unknown option {quoted(name)}{hint}")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="cosino",
        description="Cosino: rank agents at imperfect-information card games.",
        epilog="An output path of - is standard output where the output is one stream (power --json -); every other "
        "output option refuses it, saying what it names instead. Write ./- for a file or folder called -.",
    )
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    for name in COMMANDS:
        importlib.import_module(f"{__package__}.commands.{name}").register(sub)
    return parser


def _quiet_stdout() -> None:
    """After a closed pipe, point stdout at /dev/null so the interpreter's final flush is silent."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):  # stdout is not a real file (tests capture it)
        pass


def _given_paths(parser: argparse.ArgumentParser, args: argparse.Namespace) -> list[tuple[str, str]]:
    """(flag, value) of every option of the chosen subcommand that names a file or folder."""
    while True:
        sub = next((a for a in parser._actions if isinstance(a, argparse._SubParsersAction)), None)
        if sub is None:
            break
        parser = sub.choices[getattr(args, sub.dest)]
    paths = [a for a in parser._actions if hasattr(a, "path_dash") and a.option_strings]
    return [(a.option_strings[-1], v) for a in paths if isinstance(v := getattr(args, a.dest, None), str) and v]


def _by_option(text: str, given: list[tuple[str, str]]) -> str:
    """A refusal that starts with a path an option gave (or a path under it) names that option first, so
    every file's refusal says where the file came from, however deep it was opened."""
    if text.startswith("--"):
        return text  # the command named the option itself
    for flag, value in given:
        if text.startswith(value + ":"):
            return f"{flag} {text}"
    for flag, value in given:  # only then a file inside a folder an option gave
        if text.startswith(value.rstrip("/") + "/"):
            return f"{flag} {value}: {text}"
    return text


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    given: list[tuple[str, str]] = []  # the options naming paths, once the arguments are parsed
    try:
        parser = build_parser()
        _check_options(parser, argv)
        args = parser.parse_args(argv)
        given = _given_paths(parser, args)
        code = args.run(args)
        sys.stdout.flush()  # a closed pipe shows up here rather than at exit
    except (CosinoError, CorruptRecord) as exc:  # a damaged store file is the operator's to repair, not our bug
        print(f"cosino: {_one_line(_by_option(str(exc), given))}", file=sys.stderr)
        return 2
    except BrokenPipeError:  # `cosino ... | head`: the reader left; stop as Unix tools do
        _quiet_stdout()
        return SIGPIPE_STATUS
    except OSError as exc:
        if exc.filename is None and exc.errno in DISK_ERRNOS:
            # Every file we write names its path (cosino.primitives.files), so this is standard output.
            _quiet_stdout()
            print(f"cosino: standard output: {exc.strerror or type(exc).__name__}", file=sys.stderr)
            return 2
        if exc.filename is None or not (isinstance(exc, PATH_ERRORS) or exc.errno in DISK_ERRNOS | PATH_ERRNOS):
            raise  # not a path the user named, nor a disk's failure: a bug, keep the traceback
        reason = exc.strerror or type(exc).__name__
        print(f"cosino: {_one_line(_by_option(f'{exc.filename}: {reason}', given))}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        return 130
    return int(code or 0)


LINE_HEAD = LINE_TAIL = 1000  # an error line's characters kept from its start and from its end


def _one_line(text: str) -> str:
    """Messages may quote input (a path, a field of a file): one line, and nothing a terminal acts on. A long
    one keeps its start (the option) and its end (the reason, which follows the quoted value)."""
    if len(text) > 4 * (LINE_HEAD + LINE_TAIL):  # escaping a 10 MB message before cutting it took seconds
        text = text[: 4 * LINE_HEAD] + "..." + text[-4 * LINE_TAIL :]
    flat = printable(" ".join(text.split()))
    return flat if len(flat) <= LINE_HEAD + LINE_TAIL else flat[:LINE_HEAD] + "..." + flat[-LINE_TAIL:]


if __name__ == "__main__":
    sys.exit(main())
