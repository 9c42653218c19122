"""The docs review of 2026-12-07 (docs54e): docs/architecture.md against the code and the reference specs.

It extends tests/test_review_docs47c.py (every backticked name resolves, the module map's folders are complete,
every path exists) with what that file left unchecked: the map of spec sections now names tests as well as code and
quotes every heading; the flow of one decision follows the calls in their order; the viewer's modules, the
runtime's packages and the command modules have their place in the layers; every command and module path the doc
names is the parser's or imports; and every doc can be reached from the README. Each test's docstring says what
the doc said before this review and what it says now ("before -> after")."""

from __future__ import annotations

import ast
import importlib
import re
from pathlib import Path

import pytest
import test_review_docs47c as named
from test_review_docs import command_problems

ROOT = Path(__file__).resolve().parent.parent
ARCHITECTURE = ROOT / "docs" / "architecture.md"
SPEC = Path("/work/shared/spec")

# Every heading of the five references (the title, a short line standing alone, or a one-word label opening a
# paragraph), as they stood on 2026-12-07; read from /work/shared/spec instead where it is at hand.
HEADINGS = {
    "advisor.md": ["Reference: the poker decision advisor"],
    "analytics.md": [
        "Reference: game-theory analytics",
        "Analytics",
        "Exact analytics (analytics)",
        "Enumerable vs. non-enumerable chance",
        "exploitability dispatcher",
        "Sampled analytics (sampled)",
        "This is not a Nash ...",
        "CFR-BR and exploitability descent",
    ],
    "audit.md": [
        "Reference: exploitability and the six-max ...",
        "Exploitability and the collusion audit",
        "Exploitability (calibration rungs only)",
        "The collusion audit (six-max)",
        "Equity",
        "Surrender",
        "Flags",
        "What this audit does NOT ...",
    ],
    "rules.md": [
        "Reference: Cosino rules",
        "Cosino rules",
        "What is the same on ...",
        "Rung 1",
        "Rung 2",
        "Rung 3",
        "Ending",
        "The chip-race tables",
    ],
    "scoring.md": [
        "Reference: trick-taking family scoring and ...",
        "Scoring, ranking, and what the ...",
        "The soft-play audit",
    ],
}
# The advisor's reference has no headings below its title: each row of the map for it, by the start of its label,
# and words of the reference that open the topic it places (short markers, not the reference's prose).
ADVISOR_TOPICS = {
    "advisor: the entry and its four methods": ["recommend_action", "| method | when | source label |"],
    "advisor: the source cascade, solver rejections": ["REJECTION_CODES", "consistency check", "pipeline.load_solver"],
    "advisor: the solver gate and sizes below": ["solver_gate.py", "illegal_size_mass_removed"],
    "advisor: the report, its uncertainty": ["report.uncertainty", "observe_manual", "paired-bootstrap"],
    "advisor: rollouts, their stated biases": ["common random numbers", "Known biases", "2520"],
    "advisor: validation against closed forms": ["Validated against closed forms", "test_decision_invariants.py"],
    "advisor: replay review and sessions": ["--recommend", "session import"],
    "advisor: refusals, assumptions, component failures": ["Refusals", "Documented assumptions", "Component failures"],
    "advisor: rollout depth and response models": ["rollout_depth=", "Depth study"],
    "advisor: Monte Carlo error calibration": ["mc_error_calibration.py"],
}


def _doc() -> str:
    return ARCHITECTURE.read_text(encoding="utf-8")


def _section(start: str, end: str) -> str:
    text = _doc()
    return text[text.index(start) : text.index(end, text.index(start))]


def spec_headings(text: str) -> list[str]:
    """A reference's headings: its title, the short lines 47c reads as headings, and a capitalised word with a full
    stop opening a paragraph ("Equity. A seat's equity ...")."""
    lines = text.splitlines()
    standing = named._spec_headings(text)
    found = []
    for before, line in zip(["", *lines], lines):
        label = re.match(r"([A-Z][a-z]+)\.(?: |$)", line) if not before.strip() else None
        if line.startswith("# "):
            found.append(short_heading(line[2:].strip()))
        elif line in standing:
            found.append(short_heading(line))
        elif label:
            found.append(label.group(1))
    return found


def short_heading(line: str) -> str:
    """A heading as the map quotes it: past five words, its name before " - " or its first five words and "...", so
    the map never copies a reference's sentence."""
    words = line.split()
    if len(words) <= 5:
        return line
    return line.partition(" - ")[0] if " - " in line else " ".join(words[:5]) + " ..."


def map_rows() -> list[list[str]]:
    """The rows of the spec map, each as its cells (label, code, tests)."""
    table = _doc()[_doc().index("## Where each spec section lives") :]
    rows = [line.strip().strip("|").split(" | ") for line in table.splitlines() if line.startswith("| ")]
    return [[cell.strip() for cell in row] for row in rows[1:]]  # after the header


def test_every_spec_heading_is_quoted_in_a_row_of_the_map():
    """Every heading of the five references (28 of them; checked against /work/shared/spec where it is at hand) is
    quoted in a row's label, and each advisor topic has its row, whose markers stand in the advisor reference in the
    order of the rows. Before: 0 of the 28 headings quoted (rows carried labels of our own, the audit's equity,
    surrender and flags and the four titles had no row, and the advisor had one row for 175 lines) -> after: 28 of 28,
    and 10 advisor rows."""
    if SPEC.is_dir():
        for name, headings in HEADINGS.items():
            assert spec_headings((SPEC / name).read_text(encoding="utf-8")) == headings, name
    labels = [row[0] for row in map_rows()]
    missing = [h for hs in HEADINGS.values() for h in hs if not any(f'"{h}"' in label for label in labels)]
    assert not missing, missing
    assert sum(len(hs) for hs in HEADINGS.values()) == 28
    for topic in ADVISOR_TOPICS:
        assert sum(label.startswith(topic) for label in labels) == 1, topic
    if SPEC.is_dir():
        advisor = (SPEC / "advisor.md").read_text(encoding="utf-8")
        starts = [advisor.find(markers[0]) for markers in ADVISOR_TOPICS.values()]
        assert all(m in advisor for markers in ADVISOR_TOPICS.values() for m in markers)
        assert starts == sorted(starts), starts


def _spans(cell: str) -> list[str]:
    return [" ".join(span.split()) for span in re.findall(r"`([^`]+)`", cell)]


def _path_exists(path: str) -> bool:
    bases = ("", "core/", "functions/")
    return any((ROOT / base / path).exists() for base in bases)


def test_every_row_of_the_map_names_code_that_exists_and_the_tests_that_check_it():
    """Each row has three cells: what the spec says, the code (every backticked file or folder exists, every name
    resolves, every `cosino` command is the parser's) and the tests (at least one `tests/` file or folder, each
    present). Before: two columns, no row named a test -> after: 38 rows, each with 1 to 5 test files that exist."""
    from cosino_runtime.cli import build_parser

    parser = build_parser()
    rows = map_rows()
    assert len(rows) >= 38 and all(len(row) == 3 for row in rows), [row for row in rows if len(row) != 3]
    for label, code, tests in rows:
        spans = _spans(code)
        assert spans or "docs/" in code, label
        for span in spans:
            if span.startswith("cosino "):
                assert not command_problems(span.split()[1:], parser), (label, span)
            elif span.endswith((".py", ".json", ".yaml", "/")):
                assert _path_exists(span), (label, span)
            else:
                assert named._resolves(span), (label, span)
        files = _spans(tests)
        assert files and all(f.startswith("tests/") and (ROOT / f).exists() for f in files), (label, files)


# steps.step's calls in the order it makes them, each with what the flow writes for it.
STEP_CALLS = [
    ("load_head", "`Store.load_head`"),
    ("decision_bound", "`steps.decision_bound`"),
    ("abandon", "`steps.abandon`"),
    ("replay_inputs", "`steps.replay_inputs`"),
    ("pending", "`arena/episode.Episode.pending()`"),
    ("ask_seat", "`engine/asking.ask_seat`"),
    ("decide", "`Episode.decide`"),
    ("commit", "`Store.commit`"),
]
# steps.finalize's, likewise.
FINALIZE_CALLS = [
    ("events_at", "`store/base.events_at`"),
    ("jsonl_bytes", "`primitives/canonical.jsonl_bytes`"),
    ("results_bytes", "`arena/scoring.results_bytes`"),
    ("put_blob", "`Store.put_blob`"),
    ("before_final", "`Store.put_league_row`"),
    ("end_episode", "`limits.end_episode`"),
    ("mark_final", "`Store.mark_final`"),
]


def _call_order(module: str, function: str, helpers: tuple[str, ...] = ()) -> list[str]:
    """The names a module's function calls (the called attribute or name), in source order, with the calls of the
    ``helpers`` it calls (``_episode_at`` for ``step``) at the place of the helper's call."""
    path = ROOT / "functions" / f"{module}.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    defs = {node.name: node for node in tree.body if isinstance(node, ast.FunctionDef)}

    def calls(node: ast.AST, depth: int) -> list[str]:
        out: list[str] = []
        found = [n for n in ast.walk(node) if isinstance(n, ast.Call)]
        for call in sorted(found, key=lambda n: (n.lineno, n.col_offset)):
            name = getattr(call.func, "attr", None) or getattr(call.func, "id", "")
            out.append(name)
            if name in helpers and name in defs and depth < 2:
                out += calls(defs[name], depth + 1)
        return out

    return calls(defs[function], 0)


@pytest.mark.parametrize(
    "function, expected, start, end",
    [
        ("step", STEP_CALLS, "2. `engine/steps.step`", "7. At the episode's end"),
        ("finalize", FINALIZE_CALLS, "8. The replay's bytes", "## Adding a game"),
    ],
)
def test_the_flow_names_each_call_in_the_order_the_step_makes_it(function, expected, start, end):
    """docs/architecture.md, "One decision, from request to replay": `steps.step` reads the head, checks the
    bound, rebuilds the episode, asks for the pending decision, asks the seat, decides and commits, in that order in
    the code and in the doc;
    `steps.finalize` reads the log, writes the replay and results bytes, stores them, writes the league row, frees
    the slot and marks the episode final. Before: 3 of the 8 step calls named (the commit, the head read, the bound's
    guard and the rebuild not by name) and the replay's bytes never -> after: 8 of 8 and 7 of 7, in the code's order."""
    order = _call_order("cosino_runtime/engine/steps", function, ("_episode_at",))
    positions = [order.index(call) for call, _ in expected]
    assert positions == sorted(positions), list(zip(expected, positions))
    flow = _section(start, end)
    said = [flow.find(words) for _, words in expected]
    assert -1 not in said, [words for (_, words), at in zip(expected, said) if at < 0]
    assert said == sorted(said), said


def test_every_driver_of_a_step_is_named_with_its_entry_point():
    """The four callers of a step are named with the function they enter by: `cosino play` (`engine/local.play`,
    `steps.run_to_end`), a league (`league/runner.play_episode`), the step Lambda (`engine/flow.on_step`) and
    `cosino serve` (`api/server.py`); each of those calls what the doc says it calls. Before: `cosino play` not
    named (only "the local runner's loop") -> after: named, with the checks it makes before writing anything."""
    flow = _section("## One decision", "2. `engine/steps.step`")
    for words in (
        "`cosino play` (`commands/play.py` -> `engine/local.play`)",
        "`steps.run_to_end`",
        "`league/runner.play_episode`",
        "`engine/flow.on_step`",
        "`cosino serve`",
        "`api/server.py`",
    ):
        assert words in flow, words
    calls = {
        ("cosino_runtime/engine/local", "_played"): {"create", "run_to_end", "finalize", "claim_seed"},
        ("cosino_runtime/engine/local", "play"): {"check_seats", "Episode", "_played", "write_atomic"},
        ("cosino_runtime/league/runner", "play_episode"): {"create", "step", "finalize"},
        ("cosino_runtime/engine/flow", "on_step"): {"step", "send_step", "send_finalize"},
    }
    for (module, function), expected in calls.items():
        assert expected <= set(_call_order(module, function)), (module, function)
    server = (ROOT / "functions" / "cosino_runtime" / "api" / "server.py").read_text(encoding="utf-8")
    assert "pipeline.on_step(" in server


def _tree_block() -> str:
    return _doc().split("```")[1]


def test_every_package_module_and_viewer_file_has_its_place_in_the_layers():
    """The module map places every package and top-level module of core/cosino and functions/cosino_runtime, every
    file of web/js, and every module of commands/ that is no subcommand (a subcommand's module is "one module per
    subcommand"). Before: web/ and its 17 scripts absent from the map, and commands/arguments and
    commands/train_holdem covered by "one module per subcommand" though neither is one -> after: all placed."""
    from cosino_runtime.commands import COMMANDS

    block = _tree_block()
    placed = {folder for folder, _text, _extra in named._map_entries()}
    for root, prefix in ((ROOT / "core" / "cosino", "core/cosino/"), (ROOT / "functions" / "cosino_runtime", "")):
        for path in sorted(root.iterdir()):
            if path.is_dir() and path.name != "__pycache__":
                assert f"{prefix}{path.name}/" in placed or f"{path.name}/" in block, path
            elif path.suffix == ".py" and path.stem != "__init__":
                assert f"{path.name}" in block, path
    scripts = sorted(p.name for p in (ROOT / "web" / "js").glob("*.js"))
    assert len(scripts) >= 17
    viewer = {folder: text for folder, text, _extra in named._map_entries()}["web/js/"]
    assert [s for s in scripts if not re.search(rf"(?<![\w-]){re.escape(s)}", viewer)] == []
    web = {folder: text for folder, text, _extra in named._map_entries()}["web/"]
    for page in ("build.py", "snapshot.mjs", "sw.js", "index.html", "leaderboard.html", "integrity.html"):
        assert page in web and (ROOT / "web" / page).is_file(), page
    commands = sorted(p.stem for p in (ROOT / "functions/cosino_runtime/commands").glob("*.py"))
    others = [m for m in commands if m != "__init__" and m not in COMMANDS and m.replace("_", "-") not in COMMANDS]
    line = next(text for folder, text, extra in named._map_entries() if extra == "commands/")
    assert others and all(re.search(rf"(?<!\w){m}(?!\w)", line) for m in others), others


# Spans of the doc that are written as a command without the `cosino` in front (the tree and the map do).
def _commands_in_doc() -> list[str]:
    from cosino_runtime.commands import COMMANDS

    text = _doc()
    spans = [" ".join(s.split()) for s in re.findall(r"`([^`\n]+)`", text)]
    out = []
    for span in spans:
        words = span.split()
        if words[0] == "cosino" and len(words) > 1:
            out.append(span)
        elif words[0] in COMMANDS and len(words) > 1 and words[1] != "(":
            out.append("cosino " + span)
    return out


def test_every_command_the_architecture_doc_names_is_one_the_parser_has():
    """Every `cosino ...` span, and every span written as a subcommand without `cosino` (`league table --check`,
    `train --game holdem-hu-abstract`), fenced or not, names a subcommand, choice and option of the parser, and the
    check refuses a made-up one. Before: the spans without `cosino`, and the map's bare `advise`, `review`,
    `session`, went unchecked -> after: 18 spans (13 distinct commands), each the parser's."""
    from cosino_runtime.cli import build_parser

    parser = build_parser()
    commands = _commands_in_doc()
    assert len(commands) >= 18, commands
    assert "cosino league table --check" in commands and "cosino train --game holdem-hu-abstract" in commands
    problems = [(c, command_problems(c.split()[1:], parser)) for c in commands]
    assert [p for p in problems if p[1]] == []
    assert command_problems(["league", "table", "--chekc"], parser) and command_problems(["nonesuch"], parser)


def _module_paths() -> list[str]:
    """The backticked module paths of the doc that name a module file of the tree (`engine/steps`,
    `seats/answers.parse_answer`, `diagnostics.exploitability`), as dotted names to import."""
    out = set()
    for span in named._backticked():
        bare = re.sub(r"\(.*\)$", "", span).removesuffix(".py")
        stem = bare.replace(".", "/") if "/" not in bare else bare
        while stem:
            found = named._module_files(stem) if "/" in stem else []
            if found:
                for path in found:
                    if path.relative_to(ROOT).parts[0] not in ("core", "functions", "tools"):
                        continue  # web/build.py and the experiments are scripts, not modules of a package
                    parts = path.relative_to(ROOT).with_suffix("").parts[1:]
                    out.add(".".join(parts))
                break
            stem = stem.rpartition("." if "." in stem else "/")[0] if "." in stem else stem.rpartition("/")[0]
    return sorted(out)


def test_every_module_path_the_architecture_doc_names_imports():
    """Each backticked module path (`engine/steps`, `seats/answers`, `cosino/arena/episode.py`, and the module of a
    name such as `engine/steps.decision_bound`) is a module that imports here. Before: checked as a file only
    (tests/test_review_docs47c.py) -> after: imported too: 99 modules, none failing."""
    modules = _module_paths()
    assert len(modules) >= 90, len(modules)
    failed = []
    for module in modules:
        try:
            importlib.import_module(module)
        except ImportError as exc:
            failed.append((module, str(exc)))
    assert not failed, failed


def test_how_long_a_hand_can_be_says_what_the_step_bound_is():
    """docs/architecture.md, "How long a hand can be": `engine/steps.decision_bound` is the game's `max_decisions`, and
    `episode.budget_limit` keeps a budget plus the longest pair in play (`longest_hand`) within it. Before: the doc
    said `longest_hand(seats)` tells the queue-driven step how far past its budget it may run (`decision_bound`),
    which reads no `longest_hand` -> after: each named for what it does. Measured on every variant of the registry."""
    from cosino.arena.episode import budget_limit
    from cosino.games.registry import REGISTRY, get_variant
    from cosino_runtime.engine.steps import decision_bound

    bullet = " ".join(_section("- **How long a hand can be**", "- **Which characters").split())
    assert "`episode.budget_limit` keeps a budget plus one such pair within the game's `max_decisions`" in bullet
    assert "the bound the queue-driven step holds an episode to (`engine/steps.decision_bound`)" in bullet
    for name in REGISTRY:
        variant = get_variant(name)
        assert decision_bound({"variant": name}) == variant.game_type.max_decisions
        pair = (2 if variant.duplicate else 1) * variant.longest_hand(variant.max_seats)
        assert budget_limit(variant) + pair == variant.game_type.max_decisions


def test_the_seat_kinds_the_runtime_adds_are_the_ones_the_doc_names():
    """docs/architecture.md, "Which seat names exist": the runtime's registry adds remote, openai, bedrock, fake,
    acpc and openspiel to the core's. Before: "remote and model seats" (ACPC and OpenSpiel unnamed) -> after: the
    six, by their kinds."""
    from cosino.seats.house import SEATS as CORE
    from cosino_runtime.seats.registry import SEATS

    added = set(SEATS.kinds) - set(CORE.kinds)
    assert added == {"remote", "openai", "bedrock", "fake", "acpc", "openspiel"}
    bullet = " ".join(_section("- **Which seat names exist**", "- **Which agent a seat").split())
    assert "remote, model (openai, bedrock, fake), ACPC and OpenSpiel seats" in bullet


def _links(path: Path) -> set[Path]:
    text = path.read_text(encoding="utf-8")
    targets = re.findall(r"\]\(([^)#\s]+\.md)(?:#[^)]*)?\)", text)
    return {(path.parent / target).resolve() for target in targets}


def test_every_doc_can_be_reached_from_the_readme_by_its_links():
    """Following markdown links from README.md reaches every docs/*.md. Before: docs/tricks.md and docs/softplay.md
    were linked from no page the README leads to (tricks.md from nowhere) -> after: the README links tricks.md,
    which links softplay.md; 19 of 19 docs reached."""
    seen, todo = set(), [(ROOT / "README.md").resolve()]
    while todo:
        page = todo.pop()
        if page in seen or not page.is_file():
            continue
        seen.add(page)
        todo += sorted(_links(page))
    docs = {p.resolve() for p in (ROOT / "docs").glob("*.md")}
    assert len(docs) >= 19
    assert sorted(p.name for p in docs - seen) == []


@pytest.mark.parametrize("doc", sorted((ROOT / "docs").glob("*.md")) + [ROOT / "README.md"], ids=lambda p: p.name)
def test_every_module_path_a_doc_writes_resolves(doc):
    """The lighter check of the other docs: every backticked `folder/module` or `folder/module.name` span (such as
    `engine/steps`, `seats/answers.parse_answer`) names a module of the tree, and the name after it is defined there.
    Before: unpinned outside architecture.md (0 stale found in this review) -> after: pinned for each doc."""
    text = doc.read_text(encoding="utf-8")
    prose = "".join(part for index, part in enumerate(text.split("```")) if index % 2 == 0)
    spans = {" ".join(s.split()) for s in re.findall(r"`([^`]+)`", prose)}
    outside = ("tests/", "web/", "docs/", "runs/", "public/", "api/", "experiments", "infra", "replays/", "results/")
    pattern = r"[a-z_]+(?:/[a-z_]+)+(?:\.[A-Za-z_]\w*)*(?:\(\))?"
    paths = [s for s in spans if re.fullmatch(pattern, s) and not s.startswith(outside)]
    # a KMS alias, a store key, a file of an installed package, and units ("n/d", "ms/dec")
    not_modules = {"alias/aws/sns", "league/state.json", "bin/jp.py", "n/d", "ms/dec"}
    missing = [s for s in paths if s not in not_modules and not named._resolves(s)]
    assert not missing, missing


def test_the_opening_names_what_the_luck_adjustment_imports_on_use():
    """docs/architecture.md's opening: the luck adjustment imports from the seat layer on use, and the doc names
    each function it imports there (module and name). Before: "asks `seats` for the random and house seats' exact
    laws", though the random seat's law is the adjustment's own and what it imports is the house seat's equity
    estimate and the arena's draw -> after: both named."""
    opening = " ".join(_doc().split("```")[0].split())
    tree = ast.parse((ROOT / "core/cosino/diagnostics/luck.py").read_text(encoding="utf-8"))
    imported = [
        f"`seats/{node.module.rpartition('.')[2]}.{alias.name}`"
        for function in ast.walk(tree)
        if isinstance(function, ast.FunctionDef)
        for node in ast.walk(function)
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("cosino.seats.")
        for alias in node.names
    ]
    assert sorted(imported) == ["`seats/holdem_house.estimate_equity`", "`seats/house.decision_rng`"]
    assert [name for name in imported if name not in opening] == []
