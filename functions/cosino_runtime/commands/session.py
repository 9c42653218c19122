"""``cosino session import FILE --db S.sqlite`` and ``cosino session analyze --db S.sqlite``.

``import`` re-runs a replay or PHH file, stores its hands, every action (for tendencies), and for
each decision of the chosen seats the state, the advisor's report and the EV gap between the best
candidate and the action taken (with its paired standard error). ``analyze`` lists the largest EV
deviations, the decisions the advisor was unsure about, the hands worth reviewing and each
player's tendencies with 95% credible intervals. Importing the same file twice changes nothing.
A database whose tables are not those ``import`` creates (a view, a table without its key, other columns) is
refused as not a session database, and one another program holds locked past SQLite's wait is said to be busy.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
from dataclasses import replace
from pathlib import Path

from cosino.advisor.pipeline import all_actions, analyze, hand_index, observe_hand_history
from cosino.advisor.session import ev_gap, tendencies
from cosino.primitives.errors import CosinoError, printable
from cosino.primitives.files import resolved, unusable_path
from cosino_runtime.commands.advise import add_budget_options, config_from
from cosino_runtime.commands.arguments import path_option
from cosino_runtime.commands.review import decision_seed, taken_candidate

MAX_TOP = 10_000  # rows per list of analyze (SQLite's LIMIT takes a 64-bit integer; -1 means none)
SCHEMA = """
CREATE TABLE IF NOT EXISTS hands (source TEXT, hand TEXT, PRIMARY KEY (source, hand));
CREATE TABLE IF NOT EXISTS actions (source TEXT, hand TEXT, seq INTEGER, player TEXT, street TEXT, action TEXT,
    facing_bet INTEGER, position TEXT, PRIMARY KEY (source, hand, seq));
CREATE TABLE IF NOT EXISTS decisions (source TEXT, hand TEXT, decision INTEGER, seat TEXT, street TEXT,
    state TEXT, taken TEXT, recommended TEXT, method TEXT, confidence TEXT, ev_gap REAL, gap_se REAL,
    effective_combos REAL, report TEXT, PRIMARY KEY (source, hand, decision));
CREATE TABLE IF NOT EXISTS hand_names (source TEXT, hand TEXT, file TEXT, shown TEXT, PRIMARY KEY (source, hand));
"""
TABLES = ("hands", "actions", "decisions", "hand_names")
# How analyze names a hand: the file it came from and its number as cosino review and the viewer count it
# (from 1). A database written before 2026-12-07 has no hand_names table, and analyze reads it as it is.
OPTIONAL_TABLES = ("hand_names",)
# Characters of a stored file name or hand number that order the uncertain decisions: a file's name is at most 255
# bytes, 1,530 characters once printable() escapes each byte of it; a hand's number is a few digits.
ORDER_CHARS = 2000


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("session", help="store reviewed hands in SQLite and analyse them")
    verbs = p.add_subparsers(dest="session_command", required=True, parser_class=type(p))
    imp = verbs.add_parser("import", help="import a replay or PHH file and analyse its decisions")
    imp.add_argument("file")
    path_option(imp, "--db", "names an SQLite database", required=True)
    imp.add_argument("--seat", action="append", help="seat to analyse (repeatable; default: every seat)")
    add_budget_options(imp, rollouts=300)
    imp.set_defaults(run=run_import)
    an = verbs.add_parser("analyze", help="largest EV deviations, uncertain decisions, tendencies")
    path_option(an, "--db", "names an SQLite database", required=True)
    an.add_argument("--top", type=int, default=10)
    an.set_defaults(run=run_analyze)


def _columns(db: sqlite3.Connection, table: str) -> list[str]:
    return [row[1] for row in db.execute(f"PRAGMA table_info({table})")]


def _layout(db: sqlite3.Connection, table: str) -> tuple:
    """What ``table`` is and how it is laid out beyond its column names: its kind (a table, or a view) and, for each
    column, its declared type, NOT NULL, default, place in the primary key and whether it is generated."""
    kind = db.execute("SELECT type FROM sqlite_master WHERE name = ? COLLATE NOCASE", (table,)).fetchone()
    return (kind and kind[0], [row[2:] for row in db.execute(f"PRAGMA table_xinfo({table})")])


def _session_columns() -> dict[str, tuple[list[str], tuple]]:
    """Each table's columns and layout, read from SCHEMA itself (one statement of the layout)."""
    memory = sqlite3.connect(":memory:")
    try:
        memory.executescript(SCHEMA)
        return {table: (_columns(memory, table), _layout(memory, table)) for table in TABLES}
    finally:
        memory.close()


def _check_tables(db: sqlite3.Connection, path: str, must_exist: bool) -> None:
    """Each table of the database is the one SCHEMA writes, or absent (import creates it; analyze needs all but
    the optional ones). The names alone passed a view of the right column names, which analyze ran: a recursive
    one never ended (analyze hung), and a table without its primary key held two names of one hand, which listed
    each uncertain decision of that hand twice (review 50b)."""
    for table, (columns, layout) in _session_columns().items():
        found = _columns(db, table)
        if found and found != columns:
            raise CosinoError(f"--db: {path}: table {table} has columns {', '.join(found)}: not a session database")
        if found and _layout(db, table) != layout:
            kind = _layout(db, table)[0]
            what = (
                f"{table} is a {kind}, not a table"
                if kind != "table"
                else f"table {table} has other column types or keys"
            )
            raise CosinoError(f"--db: {path}: {_text(what)}: not a session database")
        if not found and must_exist and table not in OPTIONAL_TABLES:
            raise CosinoError(f"--db: {path}: no {table} table: not a session database (run cosino session import)")


def _busy(exc: sqlite3.Error) -> bool:
    """Whether SQLite gave up waiting for another connection's lock (SQLITE_BUSY or SQLITE_LOCKED, any variant)."""
    return getattr(exc, "sqlite_errorcode", 0) & 0xFF in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)


SQLITE_HEADER = b"SQLite format 3\x00"  # the first 16 bytes of every SQLite database file


def _refuse_other_file(path: str) -> None:
    """A file that is there but is no SQLite database (an empty one is made into one). SQLite itself
    refuses most, but took a 1-byte text file for a new database and wrote 90,112 bytes over it."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(len(SQLITE_HEADER))
    except FileNotFoundError:
        return
    if head and head != SQLITE_HEADER:
        raise CosinoError(f"--db: {path}: not a session database (not an SQLite file; left as it is)")


def _connect(path: str, must_exist: bool = False) -> sqlite3.Connection:
    """The session database at ``path``: created by import, opened read-only by analyze.

    Anything that is not one (a folder, another file, another program's tables) is refused in
    one line naming the path, before a byte is written to it."""
    where = Path(path)
    unusable = unusable_path(path)
    if unusable is not None:
        raise CosinoError(f"--db: {path} {unusable}")
    if must_exist and not where.exists():
        raise CosinoError(f"--db: {path} does not exist (run cosino session import first)")
    if where.is_dir():
        raise CosinoError(f"--db: {path} is a folder, not a database file")
    if where.exists() and not where.is_file():  # SQLite wrote its journal beside it: /dev/null-journal, as root
        raise CosinoError(f"--db: {path} is a device or pipe, not a database file")
    if not resolved(where).parent.is_dir():
        raise CosinoError(f"--db: folder of {path} does not exist")
    _refuse_other_file(path)
    db = None
    try:
        if must_exist:  # analyze reads only
            db = sqlite3.connect(resolved(where).as_uri() + "?mode=ro", uri=True)
        else:
            db = sqlite3.connect(path)
        _check_tables(db, path, must_exist)
        if not must_exist:
            db.executescript(SCHEMA)
    except (sqlite3.Error, CosinoError) as exc:
        if db is not None:
            db.close()
        if isinstance(exc, CosinoError):
            raise
        if _busy(exc):  # until review 50b: "not a session database (database is locked)", of a sound one
            raise CosinoError(
                f"--db: {path}: another program is writing it ({exc}); try again when it is done"
            ) from None
        raise CosinoError(f"--db: {path}: not a session database ({exc})") from None
    return db


def _number(value: object, table: str, field: str, row: tuple) -> float:
    """A stored number as analyze prints it; a hand-edited cell that is not one is named."""
    if (
        isinstance(value, bool)
        or not isinstance(value, (int, float))
        or value != value
        or value
        in (
            float("inf"),
            float("-inf"),
        )
    ):
        raise CosinoError(f"--db: {table} row {row!r:.120}: {field} is {value!r:.40}, not a finite number")
    return float(value)


def run_import(args: argparse.Namespace) -> int:
    config = config_from(args)
    rows = all_actions(args.file)  # validates the whole file before anything is written
    # Hands are keyed by the content hash of the hand, not by the file's name.
    index = hand_index(args.file)  # per label: the digest, and the hand as review names it
    digest = {label: key for label, (key, _) in index.items()}
    names = {label: shown for label, (_, shown) in index.items()}
    seats = args.seat or sorted({r["player"] for r in rows})
    observations = []
    for seat in seats:
        observations.extend(observe_hand_history(args.file, seat))
    db = _connect(args.db)
    stored = 0
    try:
        with db:  # one transaction: a failed write leaves the database as it was
            _store_names(db, digest, names, printable(Path(args.file).name))  # a lone surrogate: as an escape
            for seq, r in enumerate(rows):
                source = digest[r["hand"]]
                db.execute("INSERT OR IGNORE INTO hands VALUES (?, ?)", (source, r["hand"]))
                db.execute(
                    "INSERT OR IGNORE INTO actions VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        source,
                        r["hand"],
                        seq,
                        r["player"],
                        r["street"],
                        r["action"],
                        int(r["facing_bet"]),
                        r["position"],
                    ),
                )
            for obs in observations:
                meta = obs.meta
                source = digest[meta["hand"]]
                exists = db.execute(
                    "SELECT 1 FROM decisions WHERE source=? AND hand=? AND decision=?",
                    (source, meta["hand"], meta["decision"]),
                ).fetchone()
                if exists:
                    continue
                taken = taken_candidate(meta)
                seed = decision_seed(args.seed, meta["hand"], meta["decision"])
                report = analyze(obs, replace(config, extra_candidates=(taken,), seed=seed))
                gap = ev_gap(report, taken.kind, taken.amount)
                eff = [r["effective_combos"] for r in report.ranges]
                db.execute(
                    "INSERT INTO decisions VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        source,
                        meta["hand"],
                        meta["decision"],
                        meta["seat"],
                        meta["street"],
                        json.dumps(obs.state.to_dict()),
                        taken.text(),
                        report.recommended.label if report.recommended else None,
                        report.method,
                        report.confidence,
                        gap.gap_bb if gap else None,
                        gap.se_bb if gap else None,
                        sum(eff) / len(eff) if eff else None,
                        json.dumps(report.to_dict(), default=str),
                    ),
                )
                stored += 1
    except sqlite3.Error as exc:
        raise CosinoError(f"--db: {args.db}: cannot store the reports ({exc}); nothing was written") from None
    finally:
        db.close()
    print(
        # printable: a name holding an undecodable byte (a lone surrogate) cannot be written to a UTF-8 terminal
        f"{printable(Path(args.file).name)}: {len(rows)} actions, {len(observations)} decisions of "
        f"{printable(', '.join(seats))}; {stored} new reports stored in {printable(args.db)}"
    )
    return 0


def _action(value: object) -> str:
    """A stored action as analyze prints it: a raise with "to", as cosino review and the viewer write it (the
    stored text stays "raise 13", the advisor's own form)."""
    text = _text(value)
    amount = text.removeprefix("raise ")
    return f"raise to {amount}" if amount != text and amount.isascii() and amount.isdigit() else text


def _store_names(db: sqlite3.Connection, digest: dict[str, str], names: dict[str, str], file: str) -> None:
    """Each hand's file and number as analyze prints them; the first import of a hand names it, and a
    hand stored before names were kept gets its name when its file is imported again."""
    for label, source in digest.items():
        db.execute("INSERT OR IGNORE INTO hand_names VALUES (?, ?, ?, ?)", (source, label, file, names[label]))


def _text(value: object, limit: int = 80) -> str:
    """A stored word as analyze prints it: no control, bidi or line-break character reaches the terminal."""
    from cosino.arena.evidence import seat_text

    return seat_text(str(value), limit)


def run_analyze(args: argparse.Namespace) -> int:
    if not 1 <= args.top <= MAX_TOP:
        raise CosinoError(f"--top: must be between 1 and {MAX_TOP} rows, got {args.top}")
    db = _connect(args.db, must_exist=True)
    try:
        _print_analysis(db, args.top)
    except sqlite3.Error as exc:
        raise CosinoError(f"--db: {args.db}: cannot read the session ({exc})") from None
    finally:
        db.close()
    return 0


class _HandNamer:
    """A stored hand and decision as cosino review heads them and the viewer counts them: from 1, with the file
    the hand came from (before 2026-12-07 analyze printed the stored keys, counted from 0 for a replay: its
    "hand 3 #0" was review's "hand 4 decision 1" and the viewer's ?hand=4)."""

    def __init__(self, db: sqlite3.Connection) -> None:
        self.db = db
        self.named = bool(_columns(db, "hand_names"))
        # Each hand's name, read and escaped once: a hand has one name but many decisions, and until review 50b
        # each of its lines read and escaped the name again (a 10 MB name and 200 decisions: 46 s).
        self.names: dict[tuple, str] = {}

    def unnamed(self) -> int:
        """Stored hands without a name: imported before names were kept."""
        if not self.named:
            return self.db.execute("SELECT COUNT(*) FROM hands").fetchone()[0]
        return self.db.execute(
            "SELECT COUNT(*) FROM hands h WHERE NOT EXISTS "
            "(SELECT 1 FROM hand_names n WHERE n.source = h.source AND n.hand = h.hand)"
        ).fetchone()[0]

    def hand(self, source: object, hand: object) -> str:
        key = (source, hand)
        if key not in self.names:
            self.names[key] = self._named(source, hand)
        return self.names[key]

    def _named(self, source: object, hand: object) -> str:
        found = None
        if self.named:
            found = self.db.execute(
                "SELECT file, shown FROM hand_names WHERE source=? AND hand=?", (source, hand)
            ).fetchone()
        if found is None:
            return f"{_text(str(source)[:12])} hand [stored key {_text(hand)}]"
        return f"{_text(str(source)[:12])} {_text(found[0], 40)} hand {_text(found[1])}"

    def uncertain_query(self) -> str:
        """The uncertain decisions in the order a reader counts them: by file, then by the hand's number as
        shown (hand 2 before hand 10; SQLite's CAST reads the leading integer of "2 [b]"), then by decision.
        Before 2026-12-07 the list was ordered by the stored key's text: "10" before "2". A hand without a
        name (an older import) is ordered by its stored key, numbers first and read as numbers, then the labels;
        in a store that also holds named hands, those without a name come first (before review 50a such a store
        read a label "a" as the number 0, listing it before the key "1"). Each name is read once and compared by
        its first ORDER_CHARS characters: until review 50b the join read a hand's name whole into each of its
        decisions' rows (a 10 MB name and 200 decisions: 12 s of the 46 analyze took)."""
        where = "WHERE d.confidence = 'low' OR (d.ev_gap > 0 AND d.ev_gap < 2 * d.gap_se)"
        columns = (
            "d.source, d.hand, d.decision, d.seat, d.street, d.taken, d.recommended, d.confidence, d.ev_gap, d.gap_se"
        )
        label = "(d.hand = '' OR d.hand GLOB '*[^0-9]*')"  # a stored key that is not a number: after the numbers
        if not self.named:
            order = f"{label}, CAST(d.hand AS INTEGER), d.hand, d.decision"
            return f"SELECT {columns} FROM decisions d {where} ORDER BY {order} LIMIT ?"
        names = (
            f"SELECT source, hand, substr(file, 1, {ORDER_CHARS}) AS file, substr(shown, 1, {ORDER_CHARS}) AS shown "
            "FROM hand_names"
        )
        return (
            f"WITH n AS MATERIALIZED ({names}) SELECT {columns} FROM decisions d "
            f"LEFT JOIN n ON n.source = d.source AND n.hand = d.hand {where} "
            f"ORDER BY n.file, n.shown IS NULL AND {label}, CAST(substr(COALESCE(n.shown, d.hand), 1, 40) AS INTEGER), "
            "COALESCE(n.shown, d.hand), d.source, d.hand, d.decision LIMIT ?"
        )

    def where(self, r: tuple) -> str:
        d = r[2]
        number = str(d + 1) if isinstance(d, int) and not isinstance(d, bool) and d >= 0 else f"[stored key {_text(d)}]"
        return f"  {self.hand(r[0], r[1])} decision {number} {_text(r[3])} {_text(r[4])}"


def _print_analysis(db: sqlite3.Connection, top: int) -> None:
    hands = db.execute("SELECT COUNT(*) FROM hands").fetchone()[0]
    decisions = db.execute("SELECT COUNT(*) FROM decisions").fetchone()[0]
    print(f"{hands} hands, {decisions} analysed decisions")
    namer = _HandNamer(db)
    where = namer.where
    unnamed = namer.unnamed()
    if unnamed:
        print(
            f"({unnamed} hands were imported before hand numbers were kept and show their stored key, counted from 0 "
            "in a replay; import their file again to number them from 1, as cosino review and the viewer do)"
        )

    # The gap is to the best rollout EV; the recommendation may come from another source (the subgame).
    print("\nlargest EV deviations (best rollout EV - taken, BB, paired SE):")
    for r in db.execute(
        "SELECT source, hand, decision, seat, street, taken, recommended, ev_gap, gap_se FROM decisions "
        "WHERE ev_gap IS NOT NULL ORDER BY ev_gap DESC LIMIT ?",
        (top,),
    ):
        gap, se = _number(r[7], "decisions", "ev_gap", r[:3]), _number(r[8], "decisions", "gap_se", r[:3])
        print(f"{where(r)}: took {_action(r[5])}, advisor {_text(r[6])}: gap {gap:.2f} +/- {se:.2f}")
    print("\nuncertain decisions (confidence low, or gap within 2 SE):")
    for r in db.execute(namer.uncertain_query(), (top,)):
        gap = ""
        if r[8] is not None:
            value, se = _number(r[8], "decisions", "ev_gap", r[:3]), _number(r[9], "decisions", "gap_se", r[:3])
            gap = f", gap {value:.2f} +/- {se:.2f}"
        print(f"{where(r)}: took {_action(r[5])}, advisor {_text(r[6])} ({_text(r[7])}{gap})")
    print("\nhands worth reviewing (total gap beyond 2 SE):")
    for r in db.execute(
        "SELECT source, hand, SUM(ev_gap), COUNT(*) FROM decisions WHERE ev_gap > 2 * gap_se "
        "GROUP BY source, hand ORDER BY SUM(ev_gap) DESC LIMIT ?",
        (top,),
    ):
        total = _number(r[2], "decisions", "ev_gap (summed)", r[:2])
        print(f"  {namer.hand(r[0], r[1])}: {r[3]} decisions, {total:.2f} BB")
    print("\nrange narrowing (mean effective opponent combos by street):")
    for r in db.execute(
        "SELECT street, AVG(effective_combos), COUNT(*) FROM decisions WHERE effective_combos IS NOT NULL "
        "GROUP BY street ORDER BY "
        "CASE street WHEN 'preflop' THEN 0 WHEN 'flop' THEN 1 WHEN 'turn' THEN 2 ELSE 3 END, street LIMIT ?",
        (top,),
    ):
        combos = _number(r[1], "decisions", "effective_combos (mean)", r[:1])
        print(f"  {_text(r[0])}: {combos:.0f} combos over {r[2]} decisions")
    rows = [
        {"player": _text(r[0]), "hand": f"{r[1]}/{r[2]}", "street": r[3], "action": r[4], "facing_bet": bool(r[5])}
        for r in db.execute("SELECT player, source, hand, street, action, facing_bet FROM actions")
    ]
    print("\ntendencies (95% Jeffreys credible interval):")
    found = tendencies(rows)
    hands = {t.player: t.n for t in found if t.name == "VPIP"}
    shown = set(sorted(hands, key=lambda p: (-hands[p], p))[:top])  # a file of many players prints --top of them
    for t in found:
        if t.player in shown:
            lo, hi = t.interval()
            print(f"  {t.player:<12} {t.name:<20} {t.k:>4}/{t.n:<4} {t.rate:.2f}  [{lo:.2f}, {hi:.2f}]")
    if len(hands) > top:
        print(f"  ({len(hands) - top} more players; --top {top} shows those with the most hands)")
