"""What the docs promise about the command line, held to the code (docs review, 2026-12-02)."""

from __future__ import annotations

import argparse
import re
import sqlite3
from pathlib import Path

import pytest

PHH = (
    "variant = 'NT'\nantes = [0, 0]\nblinds_or_straddles = [1, 2]\nmin_bet = 2\nstarting_stacks = [200, 200]\n"
    "players = ['al', 'bo']\n"
    "actions = ['d dh p1 AsAd', 'd dh p2 KsKd', 'p2 cbr 6', 'p1 cc', 'd db 2h3h4c', 'p1 cbr 10', 'p2 f']\n"
)


def _help(capsys, *argv: str) -> str:
    from cosino_runtime.cli import main

    with pytest.raises(SystemExit) as stop:
        main([*argv, "--help"])
    assert stop.value.code == 0
    return " ".join(capsys.readouterr().out.split())


def test_play_help_names_each_seat_kinds_argument_as_the_readme_does(capsys):
    text = _help(capsys, "play")
    for kind in (
        "remote:<url>",
        "openai:<model>",
        "bedrock:<model id>",
        "acpc:<host>:<port>",
        "fake:<style>",
        "advisor[:N[:showdown]]",
        "openspiel:<policy.json>",
        "feeder:<alias>",
    ):
        assert kind in text, kind
    assert "<arg>" not in text


def test_advise_help_states_the_equity_default_once(capsys):
    text = _help(capsys, "advise")
    assert "equity samples (default: 1000)" in text and "(default 1000)" not in text


def test_bench_help_says_what_seconds_means_for_variance(capsys):
    assert "bench variance: episodes per row" in _help(capsys, "bench")


def test_session_analyze_shows_the_start_of_each_hands_digest(tmp_path, cosino_cli):
    hands = tmp_path / "hands.phh"
    hands.write_text(PHH)
    db = tmp_path / "session.sqlite"
    code, _, err = cosino_cli("session", "import", str(hands), "--db", str(db), "--equity", "20", "--rollouts", "20")
    assert code == 0, err
    with sqlite3.connect(db) as conn:
        source = conn.execute("SELECT source FROM decisions").fetchone()[0]
    code, out, err = cosino_cli("session", "analyze", "--db", str(db))
    assert code == 0, err
    assert "chars, sha256" not in out  # was the digest's own clip marker, with no character of it
    rows = [line for line in out.splitlines() if " hand " in line and " decision " in line]
    assert rows and all(line.split()[0] == source[:12] for line in rows), (source, rows)
    assert re.fullmatch(r"[0-9a-f]{12}", source[:12])


# -- every `cosino <subcommand> --flag` the docs write names a real subcommand and flag ----------

ROOT = Path(__file__).resolve().parent.parent
DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
# Backticked text that starts with "cosino " and is not a command: the label the agent keys derive from.
NOT_COMMANDS = {"cosino agent key v1"}
ENDS_COMMAND = {"#", "&&", ";", "|", ">", "2>", "-->"}  # a shell pipe or comment ends a command (`\|` does not)
FLAG = re.compile(r"-{1,2}[A-Za-z][\w-]*")


def _snippets(text: str) -> list[str]:
    """The code of a markdown text: fenced blocks line by line (``\\`` continuations joined), then inline spans."""
    out: list[str] = []
    fences = re.compile(r"^```[^\n]*\n(.*?)^```", re.M | re.S)
    for block in fences.findall(text):
        out += [line.strip() for line in block.replace("\\\n", " ").splitlines()]
    out += [" ".join(span.split()) for span in re.findall(r"`([^`]+)`", fences.sub("", text))]
    return [s for s in out if s not in NOT_COMMANDS]


def _commands(snippet: str) -> list[list[str]]:
    """Each ``cosino ...`` in a snippet as its tokens after ``cosino`` (up to a pipe, a comment or the next one)."""
    commands: list[list[str]] = []
    current: list[str] | None = None
    for token in snippet.split():
        if token == "cosino" or token.endswith("/cosino"):
            current = []
            commands.append(current)
        elif current is not None and token in ENDS_COMMAND:
            current = None
        elif current is not None:
            current.append(token)
    return commands


def _subparsers(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    found = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(found[0].choices) if found else {}


def _alternatives(token: str) -> list[str]:
    return [t for t in re.split(r"\\?\|", token.strip("[]()`,.:;")) if t]


def command_problems(tokens: list[str], parser: argparse.ArgumentParser) -> list[str]:
    """What a documented ``cosino`` command names that the parser does not have (empty when all is real)."""
    parsers, rest = [parser], list(tokens)
    while rest and _subparsers(parsers[0]) and not rest[0].startswith("-"):
        names = _alternatives(rest.pop(0))
        unknown = [n for n in names if n not in _subparsers(parsers[0])]
        if unknown or not names:
            return [f"no subcommand {' '.join(unknown)} under {parsers[0].prog}"]
        parsers = [_subparsers(parsers[0])[n] for n in names]
    if not rest and parsers[0] is parser:
        return []  # "cosino" alone, in prose
    problems: list[str] = []
    positionals = [a for a in parsers[0]._actions if not a.option_strings]
    if rest and positionals and positionals[0].choices and not rest[0].startswith(("-", "[")):
        problems += [
            f"{parsers[0].prog}: {v} is not one of {sorted(positionals[0].choices)}"
            for v in _alternatives(rest[0])
            if v not in positionals[0].choices
        ]
    for token in rest:
        flag = FLAG.match(token.lstrip("[("))
        if flag is None:
            continue
        problems += [
            f"{p.prog}: no option {flag.group()}" for p in parsers if flag.group() not in p._option_string_actions
        ]
    return problems


def documented_command_problems(path: Path) -> list[str]:
    from cosino_runtime.cli import build_parser

    parser = build_parser()
    return [
        f"{path.name}: cosino {' '.join(tokens)}: {problem}"
        for snippet in _snippets(path.read_text(encoding="utf-8"))
        for tokens in _commands(snippet)
        for problem in command_problems(tokens, parser)
    ]


@pytest.mark.parametrize("path", DOCS, ids=lambda p: p.name)
def test_every_documented_cosino_command_names_a_real_subcommand_and_flag(path):
    assert documented_command_problems(path) == []


def test_the_command_check_reads_the_docs_and_catches_a_made_up_flag(tmp_path):
    assert sum(len(_commands(s)) for d in DOCS for s in _snippets(d.read_text(encoding="utf-8"))) > 100
    doc = tmp_path / "made-up.md"
    doc.write_text(
        "Run `cosino league table --config F \\| --out DIR --colour`, then\n"
        "```\n$ .venv/bin/cosino bench engine --seconds 1 \\\n   --warp 9\ncosino frobnicate\n```\n"
        "and `cosino session import\\|analyze --db F --seat A` or `cosino calibrate tides`.\n"
    )
    assert documented_command_problems(doc) == [
        "made-up.md: cosino bench engine --seconds 1 --warp 9: cosino bench: no option --warp",
        "made-up.md: cosino frobnicate: no subcommand frobnicate under cosino",
        "made-up.md: cosino league table --config F \\| --out DIR --colour: cosino league table: no option --colour",
        "made-up.md: cosino session import\\|analyze --db F --seat A: cosino session analyze: no option --seat",
        "made-up.md: cosino calibrate tides: cosino calibrate: tides is not one of ['collusion', 'league-audit']",
    ]


def test_league_audit_names_the_formats_the_code_writes():
    # The doc's opening said evidence format 5 six formats after it moved on.
    from cosino.league.integrity import EVIDENCE_FORMAT, FORMAT

    text = " ".join((ROOT / "docs" / "league-audit.md").read_text(encoding="utf-8").split())
    assert f'`"format": {EVIDENCE_FORMAT}`' in text
    assert f"evidence format {EVIDENCE_FORMAT}); report format {FORMAT} (" in text


def test_advisor_states_the_size_bound_review_reads_a_file_with():
    # The doc said 64 MB after the reader's bound went down to 16 MiB.
    from cosino.formats.phh import MAX_BYTES

    text = " ".join((ROOT / "docs" / "advisor.md").read_text(encoding="utf-8").split())
    assert MAX_BYTES % (1024 * 1024) == 0
    assert f"at most {MAX_BYTES // (1024 * 1024)} MiB, the PHH reader's bound `cosino.formats.phh.MAX_BYTES`" in text


def test_seats_doc_says_which_seat_kinds_the_runtime_and_a_league_take():
    # The doc said openspiel was not in the runtime's registry, and that leagues seat openspiel and acpc.
    from cosino_runtime.league.agents import SEAT_KINDS
    from cosino_runtime.seats.registry import known_seats

    text = " ".join((ROOT / "docs" / "seats.md").read_text(encoding="utf-8").split())
    assert "openspiel" in known_seats() and "not registered yet" not in text
    assert "not yet in the runtime's registry" not in text
    assert "openspiel" not in SEAT_KINDS and "acpc" not in SEAT_KINDS
    assert "`cosino play` and leagues accept them" not in text
    kinds = ", ".join(SEAT_KINDS[:-1]) + f" and {SEAT_KINDS[-1]}"
    assert f"a league agent's `seat` is one of {kinds}" in text


def test_readme_names_every_seat_kind_play_takes():
    # The README's seat list left out `rememberer`, which `cosino play --help` lists.
    from cosino_runtime.seats.registry import known_seats

    text = (ROOT / "README.md").read_text(encoding="utf-8")
    paragraph = " ".join(text[text.index("Seats for `--seats`") :].split("\n\n")[0].split())
    missing = [k for k in known_seats() if not re.search(rf"`{re.escape(k)}[`:\[]", paragraph)]
    assert missing == []


def test_readme_says_which_cut_replay_verify_calls_unreproduced_and_which_unreadable(tmp_path, cosino_cli):
    # The README said any replay "cut before its end" exits 1; one cut inside a line exits 2.
    from cosino.arena.episode import EpisodeConfig
    from cosino_runtime.engine.local import play

    play(EpisodeConfig("kuhn", ("house", "random"), 2, 0), tmp_path)
    (replay,) = tmp_path.rglob("*.replay.jsonl")
    lines = replay.read_bytes().splitlines(keepends=True)
    whole, torn = tmp_path / "whole.jsonl", tmp_path / "torn.jsonl"
    whole.write_bytes(b"".join(lines[:-1]))
    torn.write_bytes(b"".join(lines)[:-5])
    assert cosino_cli("verify", str(whole))[0] == 1
    assert cosino_cli("verify", str(torn))[0] == 2
    text = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    assert "exit 1 when it does not reproduce, including a replay whose lines stop before its `end` record" in text
    assert "exit 2 when a file cannot be read as a replay at all" in text and "cut inside a line" in text
