"""Reading and checking ``league.toml``: every problem is one error naming the file, line, table and field.

``load_config`` reads and checks the whole config (variants, agents, API keys, reachable
agent URLs) before anything runs, so a typo or a dead agent is one clear error and no
half-played league. The bounds below keep a typo or a hostile file from scheduling forever.
"""

from __future__ import annotations

import itertools
import math
import os
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from cosino.arena.episode import DECISION_BUDGET, hands_past_budget, hands_that_fit
from cosino.games.registry import UnknownVariant, get_variant, variant_names
from cosino.league.power import bootstrap_work_problem
from cosino.league.ratings import BOOTSTRAP as DEFAULT_BOOTSTRAP
from cosino.league.ratings import least_fit_steps
from cosino.primitives.errors import CosinoError, printable, quoted
from cosino.primitives.files import read_input, resolved, shown_path
from cosino.primitives.printable_chars import is_printable
from cosino.primitives.rng import Rng
from cosino_runtime.engine.seeds import searchable, secret_seed
from cosino_runtime.league.agents import AGENT_KEYS, SEAT_KINDS, AgentSpec, build_inner, outside_url, seat_name
from cosino_runtime.seats.registry import OUTSIDE_KINDS
from cosino_runtime.seats.transport import canonical_url

LEAGUE_KEYS = {
    "name",
    "family",
    "variants",
    "agents",
    "hands",
    "rounds",
    "seed",
    "out",
    "bootstrap",
    "variant",
    "concurrency",
    "rank_by",
}
RANK_BY = ("scores", "luckAdjusted")  # what ranks the table: the spec's scores, or the opt-in luck-adjusted ones
VARIANT_KEYS = {"hands", "seats"}


class LeagueConfigError(CosinoError):
    """A league config that cannot run; the message names the file, line, table and field."""


# Bounds on what a config may ask for: a typo or a hostile file must not schedule forever.
MAX_CONFIG_BYTES = 1 << 20
MAX_ROUNDS = 1000
MAX_HANDS = 100_000
MAX_BOOTSTRAP = 10_000
MAX_TABLE_WORK = 25_000_000  # table bootstrap draws x units (a pair at an episode): up to 2 us each here, a minute
REFIT_UNITS = 100  # per agent squared, each draw's refit: up to 200 us here on a strict chain of wins
# Counted fit steps (ratings.FitWork) in a unit of MAX_TABLE_WORK (2 us): 4 took 0.5 to 0.8 us here on every shape
# measured (60 and 200 agents, random results and strict chains of wins); session 52 saw refits up to 3 times slower.
REFIT_STEPS = 4
# The full data's one Bradley-Terry fit, in the same units: 40,000,000 fit steps, 4 s here (200 agents every pair
# met in a strict order took 186,486,150 steps, 19 s), at most 20 s beside the draws' minute in a 120 s Lambda.
MAX_FIT_WORK = 10_000_000
MAX_SEED = 2**64 - 1
MAX_EPISODES = 100_000
MAX_TOTAL_HANDS = 10_000_000  # hands over the whole schedule (episodes times hands)
MAX_AGENTS = 64
MAX_VARIANTS = 16
MAX_TIMEOUT = 600.0
MAX_TOKENS = 100_000
MAX_TEXT = 2048
MAX_CONCURRENCY = 256  # episodes in flight at once (threads of the embedded runner)
MAX_RATE = 100_000_000  # requests or tokens per minute
# Slowest rates: below these one call waits more than a minute for its turn (1e-300 waited forever).
MIN_RATE = {"requests_per_minute": 1, "tokens_per_minute": 1000}
MAX_WHERE = 120  # characters of a table and field named in an error
MAX_LATENCY = 60.0  # seconds a fake model may take per answer
NAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")


@dataclass(frozen=True)
class LeagueConfig:
    """A checked ``league.toml`` (what :func:`load_config` returns); paths resolved, defaults filled in."""

    path: Path
    name: str
    family: str
    hands: dict[str, int]  # per variant
    seats: dict[str, int]  # per variant
    variants: tuple[str, ...]
    agents: tuple[AgentSpec, ...]
    rounds: int
    seed: int
    out: Path
    bootstrap: int
    concurrency: int = 1  # episodes played at once
    rank_by: str = "scores"  # "luckAdjusted" ranks by the luck-adjusted scores where results carry them

    def agent(self, name: str) -> AgentSpec:
        for a in self.agents:
            if a.name == name:
                return a
        raise KeyError(name)


MAX_NESTING = 32  # brackets and braces; a league config needs two
_KEY_PART = re.compile(r'"(?:[^"\\]|\\.)*"|\'[^\']*\'|[A-Za-z0-9_-]+')
# A header's name is trimmed after the match: a lazy name followed by ``\s*`` retried that ``\s*``
# from every character of a run of spaces (40,000 of them in one line took 1.5 s).
_HEADER = re.compile(r"\s*\[\[?([^\]]+)\]\]?\s*(?:#.*)?$")
_KEYLINE = re.compile(r"\s*((?:" + _KEY_PART.pattern + r")(?:\s*\.\s*(?:" + _KEY_PART.pattern + r"))*)\s*=")
_WHERE = re.compile(r"\[([^\]]+)\](?: (\S+))?")
_ENV_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,127}")
_lines: dict[Path, dict[tuple[str, ...], int]] = {}  # where each table and key was written, per config file


def _parts(dotted: str) -> tuple[str, ...]:
    return tuple(p[1:-1] if p[:1] in "\"'" else p for p in _KEY_PART.findall(dotted))


def _locate(text: str) -> dict[tuple[str, ...], int]:
    """The first line of every table header and key (enough to name the line of a bad field)."""
    found: dict[tuple[str, ...], int] = {}
    table: tuple[str, ...] = ()
    for n, line in enumerate(text.splitlines(), start=1):
        header = _HEADER.match(line)
        if header:
            table = _parts(header.group(1).strip() or header.group(1)[-1])
            found.setdefault(table, n)
            continue
        key = _KEYLINE.match(line)
        if key:
            found.setdefault(table + _parts(key.group(1)), n)
    return found


def _err(path: Path, where: str, message: str) -> LeagueConfigError:
    line = None
    m = _WHERE.match(where)
    if m:
        table = _parts(m.group(1))
        lines = _lines.get(path, {})
        line = lines.get(table + ((m.group(2),) if m.group(2) else ())) or lines.get(table)
    at = f"line {line}: " if line else ""
    if len(where) > MAX_WHERE:
        where = where[: MAX_WHERE - 3] + "..."
    return LeagueConfigError(printable(f"{path}: {at}{where}: {message}"))


def _show(value: Any) -> str:
    """A value for an error message, short whatever the file held."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return "an integer of more than 19 digits"
    text = quoted(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _show_key(name: str) -> str:
    """A table or field name as a where-part shows it: escaped like :func:`_show`, without its quotes."""
    text = quoted(name)[1:-1]
    return text if len(text) <= 60 else text[:57] + "..."  # cut after the quotes go: '...' stays three dots


def _int(
    table: dict[str, Any], key: str, default: int, path: Path, where: str, minimum: int = 1, maximum: int = MAX_HANDS
) -> int:
    value = table.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int) or value < minimum:
        raise _err(path, f"{where} {key}", f"expected an integer >= {minimum}, got {_show(value)}")
    if value > maximum:
        raise _err(path, f"{where} {key}", f"at most {maximum} is allowed, got {_show(value)}")
    return value


def _text(table: dict[str, Any], key: str, path: Path, where: str, pattern: re.Pattern[str] | None = None) -> None:
    if key not in table:
        return
    value = table[key]
    if not isinstance(value, str) or not value or len(value) > MAX_TEXT or not is_printable(value):
        raise _err(
            path,
            f"{where} {key}",
            f"expected a non-empty printable string of at most {MAX_TEXT} characters, got {_show(value)}",
        )
    if pattern is not None and not pattern.fullmatch(value):
        raise _err(path, f"{where} {key}", f"not a valid value: {_show(value)}")


def _number(
    table: dict[str, Any], key: str, path: Path, where: str, low: float, high: float, low_open: bool = False
) -> None:
    if key not in table:
        return
    value = table[key]
    ok = not isinstance(value, bool) and isinstance(value, (int, float)) and math.isfinite(value)
    ok = ok and (value > low if low_open else value >= low) and value <= high
    if not ok:
        lo = f"> {low:g}" if low_open else f">= {low:g}"
        raise _err(path, f"{where} {key}", f"expected a finite number {lo} and <= {high:g}, got {_show(value)}")


def _nesting(text: str) -> tuple[int, int] | None:
    """(line, depth) where brackets, or the dots of one line's keys, outside strings and comments first
    nest deeper than MAX_NESTING.

    The TOML reader spends the square of a dotted key's depth on it (``a.a.a...`` of 16 KB took 0.5 s
    and 260 MB, 1 MiB would exhaust the memory), so a line's dots count as levels; its decimals count
    too, and a league config holds no list of them."""
    depth, line, i, n = 0, 1, 0, len(text)
    dots, dots_line = 0, 1
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
        elif c == ".":
            dots, dots_line = (dots + 1 if dots_line == line else 1), line
            if dots + 1 > MAX_NESTING:
                return line, dots + 1
        elif c == "#":
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        elif c in "\"'":
            quote = c * 3 if text.startswith(c * 3, i) else c
            j = i + len(quote)
            while j < n and not text.startswith(quote, j):
                if text[j] == "\\" and c == '"':
                    j += 1
                elif text[j] == "\n":
                    if len(quote) == 1:
                        break
                    line += 1
                j += 1
            i = j + len(quote)
            continue
        elif c in "[{":
            depth += 1
            if depth > MAX_NESTING:
                return line, depth
        elif c in "]}":
            depth = max(depth - 1, 0)
        i += 1
    return None


def _read_toml(path: Path) -> dict[str, Any]:
    """The file's TOML, refusing directories, oversized files, invalid UTF-8 and deep nesting."""
    try:  # Path.is_dir raises what it does not ignore (a name too long): read_input says that in one line
        directory, missing = path.is_dir(), not path.exists() and not path.is_symlink()
    except OSError:
        directory = missing = False
    if directory:
        raise LeagueConfigError(f"{path}: is a directory, not a league.toml file")
    if missing:
        raise LeagueConfigError(f"{path}: no such file")
    try:  # the one bounded reader: a FIFO or a device is refused, never waited on
        raw = read_input(path, MAX_CONFIG_BYTES)
    except CosinoError as exc:
        raise LeagueConfigError(f"{exc}; not a league config") from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise LeagueConfigError(f"{path}: line {line}: not valid UTF-8 (byte {exc.start})") from None
    deep = _nesting(text)
    if deep is not None:
        raise LeagueConfigError(f"{path}: line {deep[0]}: nesting deeper than {MAX_NESTING} levels")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise LeagueConfigError(f"{path}: not valid TOML ({exc})") from None
    except (ValueError, RecursionError) as exc:  # an integer past the digit limit, or nesting the scan missed
        raise LeagueConfigError(f"{path}: not valid TOML ({str(exc)[:80]})") from None
    _lines[path] = _locate(text)
    return data


def load_config(path: str | os.PathLike[str], check_network: bool = True) -> LeagueConfig:
    """Read and check ``league.toml``; raise :class:`LeagueConfigError` naming the first problem."""
    path = Path(path)
    data = _read_toml(path)
    league = _league_table(path, data)
    name = _league_name(path, league)
    variants, family = _variants_and_family(path, league)
    agents = _chosen_agents(path, data, league)
    hands, seats = _hands_and_seats(path, league, variants, len(agents))
    _one_seat_each(path, variants, seats, agents)
    rounds = _rounds(path, league, variants, hands, seats, len(agents))
    out = _out_dir(path, league, name)
    clash = config_among_outputs(path, out)
    if clash is not None:
        raise LeagueConfigError(clash)
    config = LeagueConfig(
        path=path,
        name=name,
        family=family,
        variants=tuple(variants),
        agents=agents,
        hands=hands,
        seats=seats,
        rounds=rounds,
        seed=_league_seed(path, league, agents),
        out=out,
        bootstrap=_bootstrap(path, league, seats, rounds, len(agents)),
        concurrency=_int(league, "concurrency", 1, path, "[league]", maximum=MAX_CONCURRENCY),
        rank_by=_rank_by(league, path),
    )
    check_agents(config, check_network)
    return config


def _one_seat_each(path: Path, variants: list[str], seats: dict[str, int], agents: tuple[AgentSpec, ...]) -> None:
    """With fewer agents than seats every agent holds two seats at some table: an outside agent
    there is sent both seats' observations, so it plays each hand seeing another's cards."""
    outside = [a for a in agents if a.seat in OUTSIDE_KINDS]
    for v in variants:
        if outside and len(agents) < seats[v]:
            raise _err(
                path,
                f"[league.variant.{v}] seats",
                f"{len(agents)} agents at {seats[v]} seats: agent {_show(outside[0].name)} ({outside[0].seat}) "
                f"would hold two seats at one table and be sent both hands; give the league at least {seats[v]} agents",
            )
    # Two names for one remote agent (one URL) seat it twice at a table just the same; so do two model
    # agents on one endpoint that is not OpenAI's own: whoever serves it is sent every prompt posted there.
    urls: dict[str, str] = {}
    for a in agents:
        url = outside_url(a)
        if url in urls:
            field = "url" if a.seat == "remote" else "base_url"
            raise _err(
                path,
                f"[agents.{a.name}] {field}",
                f"the same {'URL' if a.seat == 'remote' else 'endpoint'} as agent {_show(urls[url])}: one agent "
                "under two names would sit twice at a table and be sent both seats' cards",
            )
        if url is not None:
            urls[url] = a.name


def _league_seed(path: Path, league: dict[str, Any], agents: tuple[AgentSpec, ...]) -> int:
    """``[league] seed``; with an outside agent it must be given, and too large to search for."""
    seed = _int(league, "seed", 0, path, "[league]", minimum=0, maximum=MAX_SEED)
    outside = [a for a in agents if a.seat in OUTSIDE_KINDS]
    if not outside or ("seed" in league and not searchable(seed)):
        return seed
    said = f"{seed} is below 2^48" if "seed" in league else "missing (it would be 0)"
    raise _err(
        path,
        "[league] seed",
        f"{said}, and agent {_show(outside[0].name)} is {outside[0].seat}: the seed deals every card of the "
        f"league, so an outside agent that finds it by search knows every hand; "
        f"give a secret one, such as seed = {secret_seed()} (drawn now)",
    )


def _bootstrap(path: Path, league: dict[str, Any], seats: dict[str, int], rounds: int, agents: int) -> int:
    """``[league] bootstrap``, refused above the default when its draws over the schedule cannot fit MAX_TABLE_WORK
    however cheap their refits: the table counts what its refits take and stops them where they pass what the
    draws leave (``publish.refit_steps``), as the store's board does. The default always runs: a league's own
    size is its author's choice."""
    draws = _int(league, "bootstrap", DEFAULT_BOOTSTRAP, path, "[league]", minimum=0, maximum=MAX_BOOTSTRAP)
    pairs = rounds * sum(table_count(agents, n) * math.comb(min(agents, n), 2) for n in seats.values())
    refit = -(-least_fit_steps(agents) // REFIT_STEPS)  # each draw past 38 refits the ratings, at the least this
    told = (
        f"units ({pairs} pairs of agents over the scheduled episodes + {refit} for refitting {agents} agents,"
        " the least a refit takes)"
    )
    problem = bootstrap_work_problem(draws, pairs + refit, MAX_TABLE_WORK, told, default=DEFAULT_BOOTSTRAP)
    if problem is not None:
        raise _err(path, "[league] bootstrap", problem)
    return draws


def _rank_by(league: dict[str, Any], path: Path) -> str:
    value = league.get("rank_by", "scores")
    if value not in RANK_BY:
        raise _err(path, "[league] rank_by", f"expected one of {', '.join(RANK_BY)}, got {_show(value)}")
    return value


def _league_table(path: Path, data: dict[str, Any]) -> dict[str, Any]:
    """The ``[league]`` table, refusing unknown fields and unknown top-level tables."""
    league = data.get("league")
    if not isinstance(league, dict):
        raise _err(path, "[league]", "the table is missing")
    unknown = sorted(set(league) - LEAGUE_KEYS)
    if unknown:
        raise _err(path, f"[league] {unknown[0]}", f"unknown field (known: {', '.join(sorted(LEAGUE_KEYS))})")
    extra_top = sorted(set(data) - {"league", "agents"})
    if extra_top:
        raise _err(path, f"[{extra_top[0]}]", "unknown table (expected [league] and [agents.<name>])")
    return league


def _league_name(path: Path, league: dict[str, Any]) -> str:
    name = league.get("name", path.stem)
    if not isinstance(name, str) or not name:
        raise _err(path, "[league] name", "expected a non-empty string")
    if not NAME_RE.fullmatch(name):  # the file's stem too: it becomes the out path and the table's heading
        raise _err(
            path,
            "[league] name",
            ("" if "name" in league else f"none given and the file name {_show(name)} will not do: ")
            + "use 1 to 64 ASCII letters, digits, '-', '_' and '.', starting with a letter or digit",
        )
    return name


def _variants_and_family(path: Path, league: dict[str, Any]) -> tuple[list[str], str]:
    """The league's variants and the one family they share (the game types say which)."""
    variants = league.get("variants")
    if not isinstance(variants, list) or not variants or not all(isinstance(v, str) for v in variants):
        raise _err(path, "[league] variants", "expected a non-empty list of variant names")
    if len(variants) > MAX_VARIANTS:
        raise _err(path, "[league] variants", f"at most {MAX_VARIANTS} variants, got {len(variants)}")
    if len(set(variants)) != len(variants):
        raise _err(path, "[league] variants", "a variant is listed twice")
    families = set()
    for v in variants:
        try:
            families.add(get_variant(v).game_type.family)
        except UnknownVariant as exc:
            raise _err(path, "[league] variants", str(exc)[:200]) from None
    known = {get_variant(v).game_type.family for v in variant_names()}
    family = league.get("family", "")
    if not isinstance(family, str):  # a list here was a TypeError traceback (unhashable)
        raise _err(path, "[league] family", f"expected a family name, got {_show(family)}")
    family = family or (families.pop() if len(families) == 1 else "")
    if len(families) > 1 or family not in known or (families and family not in families):
        raise _err(path, "[league] family", "a league ranks one family: poker variants or trick-taking games, not both")
    return variants, family


def _chosen_agents(path: Path, data: dict[str, Any], league: dict[str, Any]) -> tuple[AgentSpec, ...]:
    """The ``[league] agents`` (default: every defined agent), each checked against its ``[agents.<name>]``."""
    defined = data.get("agents")
    if not isinstance(defined, dict) or not defined:
        raise _err(path, "[agents]", "define the agents as [agents.<name>] tables")
    if len(defined) > MAX_AGENTS:
        raise _err(path, "[agents]", f"at most {MAX_AGENTS} agents, got {len(defined)}")
    chosen = league.get("agents", sorted(defined))
    if not isinstance(chosen, list) or not all(isinstance(a, str) for a in chosen):
        raise _err(path, "[league] agents", "expected a list of agent names")
    for a in chosen:
        if a not in defined:
            raise _err(
                path, "[league] agents", f"unknown agent {_show(a)} (defined: {', '.join(sorted(defined))[:200]})"
            )
    if len(set(chosen)) != len(chosen):
        raise _err(path, "[league] agents", "an agent is listed twice")
    if len(set(chosen)) < 2:
        raise _err(path, "[league] agents", "a league needs at least two different agents")
    return tuple(_agent_spec(path, a, defined[a]) for a in sorted(set(chosen)))


def _hands_and_seats(
    path: Path, league: dict[str, Any], variants: list[str], agents: int
) -> tuple[dict[str, int], dict[str, int]]:
    """Hands and seats per variant: ``[league] hands`` or a ``[league.variant.<name>]`` override."""
    per_variant = league.get("variant", {})
    if not isinstance(per_variant, dict):
        raise _err(path, "[league.variant]", "expected tables named after variants")
    hands_default = _int(league, "hands", 2, path, "[league]")
    hands: dict[str, int] = {}
    seats: dict[str, int] = {}
    for v in variants:
        override = per_variant.get(v, {})
        where = f"[league.variant.{v}]"
        if not isinstance(override, dict):
            raise _err(path, where, "expected a table")
        bad = sorted(set(override) - VARIANT_KEYS)
        if bad:
            raise _err(path, f"{where} {bad[0]}", f"unknown field (known: {', '.join(sorted(VARIANT_KEYS))})")
        hands[v] = _int(override, "hands", hands_default, path, where)
        _fits_budget(path, f"{where if 'hands' in override else '[league]'} hands", v, hands[v])
        seats[v] = _seats(path, override, v, agents)
    for v in sorted(set(per_variant) - set(variants)):
        raise _err(path, f"[league.variant.{v}]", "settings for a variant that is not in [league] variants")
    return hands, seats


def _fits_budget(path: Path, where: str, name: str, hands: int) -> None:
    """Refuse hands that can outrun an episode's decision budget (a league cannot raise it): the
    hands past it would be voided, and a pair cut in two would score its first hand alone."""
    past = hands_past_budget(get_variant(name), hands)
    if past is not None:
        most, fit = past
        raise _err(
            path,
            where,
            f"{hands} {name} hands can take more than the {DECISION_BUDGET} decisions an episode may take "
            f"(a hand takes up to {most}); {hands_that_fit(name, fit)}: "
            f"set [league.variant.{name}] hands = {fit} or fewer",
        )


def _seats(path: Path, override: dict[str, Any], name: str, agents: int) -> int:
    """Seats at each table of ``name``: as many agents as the game seats, unless the override says."""
    low, high = get_variant(name).game_type.min_seats, get_variant(name).game_type.max_seats
    where = f"[league.variant.{name}]"
    seats = _int(override, "seats", min(high, max(low, agents)), path, where, minimum=2, maximum=high)
    if not low <= seats <= high:
        raise _err(path, f"{where} seats", f"{name} seats {low} to {high}, got {seats}")
    return seats


def _rounds(
    path: Path, league: dict[str, Any], variants: list[str], hands: dict[str, int], seats: dict[str, int], agents: int
) -> int:
    rounds = _int(league, "rounds", 1, path, "[league]", maximum=MAX_ROUNDS)
    per_round = sum(table_count(agents, seats[v]) for v in variants)
    if rounds * per_round > MAX_EPISODES:
        raise _err(
            path,
            "[league] rounds",
            f"{rounds} rounds of {per_round} episodes exceed the limit of {MAX_EPISODES} episodes",
        )
    total = rounds * sum(table_count(agents, seats[v]) * hands[v] for v in variants)
    if total > MAX_TOTAL_HANDS:
        raise _err(
            path, "[league] hands", f"the schedule plays {total} hands, more than the limit of {MAX_TOTAL_HANDS}"
        )
    return rounds


def _out_dir(path: Path, league: dict[str, Any], name: str) -> Path:
    """``[league] out`` (default ``runs/league-<name>``), relative to the config file's folder."""
    out = league.get("out", f"runs/league-{name}")
    if not isinstance(out, str) or not out or len(out) > MAX_TEXT or not is_printable(out):
        raise _err(path, "[league] out", "expected a directory path")
    return Path(out) if Path(out).is_absolute() else path.parent / out


# What a league writes in its out folder (league/publish.py and league/runner.py name them there).
OUTPUT_NAMES = frozenset(
    ("league.json", "manifest.json", "integrity.json", "latency.json", "episodes", "integrity-evidence", ".store")
)


def config_among_outputs(config_path: Path, out: Path) -> str | None:
    """Why the league would write over its own config file (named league.json in its out folder,
    say), or None: the run replaced the config with its table, and every later run failed on it."""
    try:
        inside = resolved(config_path).relative_to(resolved(out))
    except ValueError:  # the config is not inside the out folder
        return None
    except OSError:  # a loop of links: the writers name it
        return None
    if not inside.parts or inside.parts[0] not in OUTPUT_NAMES:
        return None
    written = out / inside.parts[0]
    shown = shown_path(config_path), shown_path(written), shown_path(out)
    return f"{shown[0]}: the league writes {shown[1]} in its out folder {shown[2]}; keep the config elsewhere"


def table_count(agents: int, seats: int) -> int:
    """How many tables :func:`tables` lists, without listing them."""
    return math.comb(agents, seats) if agents >= seats else agents


def tables(agents: list[str], seats: int) -> list[tuple[str, ...]]:
    """Who sits together: every combination of ``seats`` agents, or, with fewer agents than
    seats, each rotation of the agent list repeated round the table.

    >>> tables(["a", "b", "c"], 2)
    [('a', 'b'), ('a', 'c'), ('b', 'c')]
    >>> tables(["a", "b", "c"], 4)
    [('a', 'b', 'c', 'a'), ('b', 'c', 'a', 'b'), ('c', 'a', 'b', 'c')]
    """
    if len(agents) >= seats:
        return list(itertools.combinations(agents, seats))
    n = len(agents)
    return [tuple(agents[(k + i) % n] for i in range(seats)) for k in range(n)]


def _agent_spec(path: Path, name: str, table: Any) -> AgentSpec:
    where = f"[agents.{name}]"
    if not NAME_RE.fullmatch(name):
        raise _err(
            path,
            f"[agents.{_show_key(name)}]",
            "agent names use 1 to 64 ASCII letters, digits, '-', '_' and '.'",
        )
    if not isinstance(table, dict):
        raise _err(path, where, "expected a table")
    seat = table.get("seat")
    if not isinstance(seat, str) or seat not in SEAT_KINDS:
        raise _err(path, f"{where} seat", f"unknown seat kind {_show(seat)} (choose one of {', '.join(SEAT_KINDS)})")
    if name in SEAT_KINDS and seat != name:
        # A replay names its seats by agent, and its readers take a seat kind's name for that seat:
        # an agent named "random" would get the uniform random seat's action terms in the luck adjustment.
        raise _err(
            path,
            f"{where} seat",
            f"an agent named {quoted(name)} must be a {name} seat (replays read the name as its seat)",
        )
    bad = sorted(set(table) - AGENT_KEYS[seat])
    if bad:
        raise _err(
            path,
            f"{where} {_show_key(bad[0])}",
            f"unknown field for a {seat} seat (known: {', '.join(sorted(AGENT_KEYS[seat]))})",
        )
    if seat in ("openai", "bedrock") and not isinstance(table.get("model"), str):
        raise _err(path, f"{where} model", "a model seat needs the model's name")
    if seat == "remote" and not isinstance(table.get("url"), str):
        raise _err(path, f"{where} url", "a remote seat needs the agent's URL")
    for key in ("model", "region", "style"):
        _text(table, key, path, where)
    for key in ("api_key_env", "secret_env"):
        _text(table, key, path, where, _ENV_NAME)
    for key in ("url", "base_url"):
        _text(table, key, path, where)
        if key in table:
            from cosino_runtime.seats.addresses import check_agent_host
            from cosino_runtime.seats.transport import check_url  # the seats' own check: one rule for a URL

            try:
                check_url(table[key])
                if key == "url":  # an agent's address; base_url is the operator's model endpoint
                    check_agent_host(urlsplit(table[key]).hostname or "", "agent URL")
            except CosinoError as exc:
                raise _err(path, f"{where} {key}", str(exc)) from None
    if seat == "openai":
        _key_for_endpoint(path, where, table)
    _number(table, "timeout", path, where, 0, MAX_TIMEOUT, low_open=True)
    _number(table, "temperature", path, where, 0, 2)
    if "max_tokens" in table:
        _int(table, "max_tokens", 300, path, where, maximum=MAX_TOKENS)
    if "max_concurrent" in table:
        _int(table, "max_concurrent", 1, path, where, maximum=MAX_CONCURRENCY)
    for key, slowest in MIN_RATE.items():
        _number(table, key, path, where, slowest, MAX_RATE)
    _number(table, "latency", path, where, 0, MAX_LATENCY)
    if seat == "fake":
        from cosino_runtime.seats.models import FAKE_STYLES

        if table.get("style", "json") not in FAKE_STYLES:
            raise _err(
                path,
                f"{where} style",
                f"unknown fake style {_show(table.get('style'))} (choose one of {', '.join(FAKE_STYLES)})",
            )
    return AgentSpec(name, seat, {k: v for k, v in table.items() if k != "seat"})


def _key_for_endpoint(path: Path, where: str, table: dict[str, Any]) -> None:
    """A model endpoint other than OpenAI's gets the key of a variable named for it: the default
    OPENAI_API_KEY would be sent to whoever runs that base_url, a competitor perhaps."""
    from cosino_runtime.seats.models import DEFAULT_BASE_URL, DEFAULT_KEY_ENV

    base_url = table.get("base_url")
    if base_url is None or "api_key_env" in table:
        return
    if canonical_url(base_url.rstrip("/")) != canonical_url(DEFAULT_BASE_URL):
        raise _err(
            path,
            f"{where} api_key_env",
            f"missing: base_url {_show(base_url)} is not OpenAI's endpoint, and the default {DEFAULT_KEY_ENV} "
            "would be sent to it; name the variable holding that endpoint's own key",
        )


def check_agents(config: LeagueConfig, check_network: bool = True) -> None:
    """Keys present, agents reachable, every agent able to sit at every variant: before any episode."""
    for agent in config.agents:
        where = f"[agents.{agent.name}]"
        opts = agent.options
        if agent.seat == "openai":
            key_env = opts.get("api_key_env", "OPENAI_API_KEY")
            if not os.environ.get(key_env):
                raise _err(config.path, f"{where} api_key_env", f"the API key variable {key_env} is not set")
        if agent.seat == "remote":
            secret_env = opts.get("secret_env")
            if secret_env is not None and not os.environ.get(secret_env):
                raise _err(config.path, f"{where} secret_env", f"the signing secret variable {secret_env} is not set")
            if check_network:
                from cosino_runtime.seats.remote import probe

                problem = probe(opts["url"], timeout=min(float(opts.get("timeout", 3.0)), 3.0))
                if problem is not None:
                    raise _err(config.path, f"{where} url", f"agent unreachable: {problem}")
        if agent.seat == "bedrock" and check_network:
            try:
                import boto3

                session = boto3.Session(region_name=opts.get("region"))
                if session.get_credentials() is None:
                    raise _err(config.path, where, "no AWS credentials found for Bedrock")
                if not session.region_name:
                    raise _err(config.path, f"{where} region", "no AWS region set for Bedrock")
            except ImportError:
                raise _err(config.path, where, "boto3 is not installed") from None
        name = seat_name(agent)
        for variant in config.variants:
            if name is not None:
                from cosino_runtime.seats.registry import check_seats

                try:
                    check_seats([name], variant)  # the one check the command line and the API use too
                except CosinoError as exc:
                    raise _err(config.path, f"{where} seat", f"cannot play {variant}: {str(exc)[:200]}") from None
            try:
                build_inner(agent, variant, Rng(bytes(32)))
            except LeagueConfigError:
                raise
            except Exception as exc:  # noqa: BLE001 - any failure here means the agent cannot sit
                raise _err(
                    config.path, where, f"cannot play {variant}: {type(exc).__name__}: {str(exc)[:200]}"
                ) from None
