"""The league runner: a round-robin of episodes from ``league.toml``, resumable, with a table at the end.

``load_config`` reads and checks the whole config (variants, agents, API keys, reachable
agent URLs) before anything runs, so a typo or a dead agent is one clear error and no
half-played league. ``schedule`` lists every episode in a fixed order with a seed derived
from the league's seed, so the same config always means the same episodes and ids.
``run_league`` plays the episodes that have no results yet on the embedded store (an
interrupted league resumes where it stopped: finished episodes are kept, a half-played one
continues from its last committed decision), writes per episode the replay, results and a
reliability report beside them, and finally ``league.json``: the table from
:func:`cosino.league.ratings.league_table`.

Files under the league's ``out`` directory::

    episodes/<id>.replay.jsonl        the replay (the truth)
    episodes/<id>.results.json        results, a pure function of the replay
    episodes/<id>.reliability.json    harness reliability (wall-clock latency: kept apart)
    episodes/<id>.calls.jsonl         the transport log the reliability report is built from
    manifest.json                     every episode's replay and results SHA-256
    league.json                       the table, audit sums and per-agent reliability, pinned by
                                      the manifest's SHA-256
"""

from __future__ import annotations

import itertools
import json
import math
import os
import re
import sys
import time
import tomllib
from dataclasses import dataclass, field
from fractions import Fraction
from pathlib import Path
from typing import Any, Callable, TextIO

from cosino.arena.episode import ALIASES, EpisodeConfig
from cosino.games.registry import UnknownVariant, get_variant
from cosino.league.ratings import LeagueSpec, leaderboards, league_table, outcome_from_results, partnership_teams
from cosino.league.reliability import CallRecord, agent_reliability, episode_reliability
from cosino.primitives.canonical import dump_bytes, sha256_hex
from cosino.primitives.errors import CosinoError
from cosino.primitives.files import write_atomic
from cosino.primitives.rng import Rng, derive
from cosino.seats.answers import redact
from cosino.seats.house import make_seat
from cosino_runtime.engine import steps as stepper
from cosino_runtime.store.embedded import EmbeddedStore

MANIFEST_NAME = "manifest.json"  # beside league.json in the league's out directory
LEADERBOARD_KEY = "public/leaderboard.json"  # the store's published leaderboard (as pipeline.LEADERBOARD_KEY)
SEAT_KINDS = ("house", "random", "fake", "openai", "bedrock", "remote")
TRICK_GAMES = ("euchre", "spades", "hearts", "oh-hell")
LEAGUE_KEYS = {"name", "family", "variants", "agents", "hands", "rounds", "seed", "out", "bootstrap", "variant"}
AGENT_KEYS = {
    "house": {"seat"},
    "random": {"seat"},
    "fake": {"seat", "style"},
    "openai": {"seat", "model", "base_url", "api_key_env", "timeout", "max_tokens", "temperature"},
    "bedrock": {"seat", "model", "region", "timeout", "max_tokens"},
    "remote": {"seat", "url", "secret_env", "timeout"},
}
VARIANT_KEYS = {"hands", "seats"}


class LeagueConfigError(CosinoError):
    """A league config that cannot run; the message names the file, line, table and field."""


# Bounds on what a config may ask for: a typo or a hostile file must not schedule forever.
MAX_CONFIG_BYTES = 1 << 20
MAX_ROUNDS = 1000
MAX_HANDS = 100_000
MAX_BOOTSTRAP = 10_000
MAX_SEED = 2**64 - 1
MAX_EPISODES = 100_000
MAX_AGENTS = 64
MAX_VARIANTS = 16
MAX_TIMEOUT = 600.0
MAX_TOKENS = 100_000
MAX_TEXT = 2048
NAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,63}")


@dataclass(frozen=True)
class AgentSpec:
    name: str
    seat: str
    options: dict[str, Any] = field(default_factory=dict)

    def secret_names(self) -> list[str]:
        """Strings that identify the agent and must never reach another seat's talk."""
        names = [self.name]
        for key in ("model", "url"):
            if isinstance(self.options.get(key), str):
                names.append(self.options[key])
        return [n for n in names if n not in ("house", "random")]


@dataclass(frozen=True)
class LeagueConfig:
    path: Path
    name: str
    family: str
    variants: tuple[str, ...]
    agents: tuple[AgentSpec, ...]
    hands: dict[str, int]
    seats: dict[str, int]
    rounds: int
    seed: int
    out: Path
    bootstrap: int

    def agent(self, name: str) -> AgentSpec:
        for a in self.agents:
            if a.name == name:
                return a
        raise KeyError(name)


@dataclass(frozen=True)
class ScheduledEpisode:
    index: int
    round: int
    variant: str
    agents: tuple[str, ...]
    hands: int
    seed: int

    def config(self) -> EpisodeConfig:
        return EpisodeConfig(self.variant, self.agents, self.hands, self.seed)

    @property
    def episode_id(self) -> str:
        return stepper.episode_id_for(self.config())


# -- config ---------------------------------------------------------------------------------------

MAX_NESTING = 32  # brackets and braces; a league config needs two
_KEY_PART = re.compile(r'"(?:[^"\\]|\\.)*"|\'[^\']*\'|[A-Za-z0-9_-]+')
_HEADER = re.compile(r"\s*\[\[?\s*([^\]]+?)\s*\]\]?\s*(?:#.*)?$")
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
            table = _parts(header.group(1))
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
    return LeagueConfigError(f"{path}: {at}{where}: {message}")


def _show(value: Any) -> str:
    """A value for an error message, short whatever the file held."""
    if isinstance(value, int) and not isinstance(value, bool) and value.bit_length() > 64:
        return "an integer of more than 19 digits"
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


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
    if not isinstance(value, str) or not value or len(value) > MAX_TEXT or not value.isprintable():
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
    """(line, depth) where brackets outside strings and comments first nest deeper than MAX_NESTING."""
    depth, line, i, n = 0, 1, 0, len(text)
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
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
    if path.is_dir():
        raise LeagueConfigError(f"{path}: is a directory, not a league.toml file")
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_CONFIG_BYTES + 1)
    except FileNotFoundError:
        raise LeagueConfigError(f"{path}: no such file") from None
    except OSError as exc:
        raise LeagueConfigError(f"{path}: cannot read ({exc.strerror or exc})") from None
    if len(raw) > MAX_CONFIG_BYTES:
        raise LeagueConfigError(f"{path}: larger than {MAX_CONFIG_BYTES} bytes; not a league config")
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
    league = data.get("league")
    if not isinstance(league, dict):
        raise _err(path, "[league]", "the table is missing")
    unknown = sorted(set(league) - LEAGUE_KEYS)
    if unknown:
        raise _err(path, f"[league] {unknown[0]}", f"unknown field (known: {', '.join(sorted(LEAGUE_KEYS))})")
    extra_top = sorted(set(data) - {"league", "agents"})
    if extra_top:
        raise _err(path, f"[{extra_top[0]}]", "unknown table (expected [league] and [agents.<name>])")
    name = league.get("name", path.stem)
    if not isinstance(name, str) or not name:
        raise _err(path, "[league] name", "expected a non-empty string")
    if "name" in league and not NAME_RE.fullmatch(name):
        raise _err(
            path,
            "[league] name",
            "use 1 to 64 ASCII letters, digits, '-', '_' and '.', starting with a letter or digit",
        )

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
            families.add(get_variant(v).family)
        except UnknownVariant as exc:
            raise _err(path, "[league] variants", str(exc)[:200]) from None
    family = league.get("family") or (families.pop() if len(families) == 1 else "")
    if len(families) > 1 or family not in ("poker", "tricks") or (families and family not in families):
        raise _err(path, "[league] family", "a league ranks one family: poker variants or trick-taking games, not both")

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
    if len(set(chosen)) < 2:
        raise _err(path, "[league] agents", "a league needs at least two different agents")
    agents = tuple(_agent_spec(path, a, defined[a]) for a in sorted(set(chosen)))

    per_variant = league.get("variant", {})
    if not isinstance(per_variant, dict):
        raise _err(path, "[league.variant]", "expected tables named after variants")
    hands_default = _int(league, "hands", 2, path, "[league]")
    hands: dict[str, int] = {}
    seats: dict[str, int] = {}
    for v in variants:
        override = per_variant.get(v, {})
        if not isinstance(override, dict):
            raise _err(path, f"[league.variant.{v}]", "expected a table")
        bad = sorted(set(override) - VARIANT_KEYS)
        if bad:
            raise _err(
                path, f"[league.variant.{v}] {bad[0]}", f"unknown field (known: {', '.join(sorted(VARIANT_KEYS))})"
            )
        hands[v] = _int(override, "hands", hands_default, path, f"[league.variant.{v}]")
        variant = get_variant(v)
        default_seats = min(variant.max_seats, max(variant.min_seats, len(agents)))
        seats[v] = _int(
            override, "seats", default_seats, path, f"[league.variant.{v}]", minimum=2, maximum=variant.max_seats
        )
        if not variant.min_seats <= seats[v] <= variant.max_seats:
            raise _err(
                path,
                f"[league.variant.{v}] seats",
                f"{v} seats {variant.min_seats} to {variant.max_seats}, got {seats[v]}",
            )
    for v in sorted(set(per_variant) - set(variants)):
        raise _err(path, f"[league.variant.{v}]", "settings for a variant that is not in [league] variants")

    rounds = _int(league, "rounds", 1, path, "[league]", maximum=MAX_ROUNDS)
    per_round = sum(_table_count(len(agents), seats[v]) for v in variants)
    if rounds * per_round > MAX_EPISODES:
        raise _err(
            path,
            "[league] rounds",
            f"{rounds} rounds of {per_round} episodes exceed the limit of {MAX_EPISODES} episodes",
        )
    out = league.get("out", f"runs/league-{name}")
    if not isinstance(out, str) or not out or len(out) > MAX_TEXT or "\x00" in out:
        raise _err(path, "[league] out", "expected a directory path")
    out_path = Path(out) if Path(out).is_absolute() else path.parent / out
    config = LeagueConfig(
        path=path,
        name=name,
        family=family,
        variants=tuple(variants),
        agents=agents,
        hands=hands,
        seats=seats,
        rounds=rounds,
        seed=_int(league, "seed", 0, path, "[league]", minimum=0, maximum=MAX_SEED),
        out=out_path,
        bootstrap=_int(league, "bootstrap", 200, path, "[league]", minimum=0, maximum=MAX_BOOTSTRAP),
    )
    check_agents(config, check_network)
    return config


def _table_count(agents: int, seats: int) -> int:
    """How many tables :func:`tables` lists, without listing them."""
    return math.comb(agents, seats) if agents >= seats else agents


def _agent_spec(path: Path, name: str, table: Any) -> AgentSpec:
    where = f"[agents.{name}]"
    if not NAME_RE.fullmatch(name):
        raise _err(
            path,
            f"[agents.{_show(name)[1:-1][:64]}]",
            "agent names use 1 to 64 ASCII letters, digits, '-', '_' and '.'",
        )
    if not isinstance(table, dict):
        raise _err(path, where, "expected a table")
    seat = table.get("seat")
    if not isinstance(seat, str) or seat not in SEAT_KINDS:
        raise _err(path, f"{where} seat", f"unknown seat kind {_show(seat)} (choose one of {', '.join(SEAT_KINDS)})")
    bad = sorted(set(table) - AGENT_KEYS[seat])
    if bad:
        raise _err(
            path,
            f"{where} {_show(bad[0])[1:-1][:64]}",
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
        if key in table and not table[key].lower().startswith(("http://", "https://")):
            raise _err(path, f"{where} {key}", f"expected an http:// or https:// URL, got {_show(table[key])}")
    _number(table, "timeout", path, where, 0, MAX_TIMEOUT, low_open=True)
    _number(table, "temperature", path, where, 0, 2)
    if "max_tokens" in table:
        _int(table, "max_tokens", 300, path, where, maximum=MAX_TOKENS)
    if seat == "fake":
        from cosino_runtime.seats.models import FAKE_STYLES

        if table.get("style", "json") not in FAKE_STYLES:
            raise _err(
                path,
                f"{where} style",
                f"unknown fake style {_show(table.get('style'))} (choose one of {', '.join(FAKE_STYLES)})",
            )
    return AgentSpec(name, seat, {k: v for k, v in table.items() if k != "seat"})


def seat_name(agent: AgentSpec) -> str | None:
    """The command line's name for an agent's seat, for the shared seat check (None: checked here)."""
    if agent.seat in ("house", "random"):
        return agent.seat
    if agent.seat == "fake":
        return f"fake:{agent.options.get('style', 'json')}"
    if agent.seat == "remote":
        return f"remote:{agent.options['url']}"
    return None  # model seats: their key variable and region are the league's own fields, checked below


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


def build_inner(agent: AgentSpec, variant: str, rng: Rng) -> Any:
    """The seat for one decision of ``agent`` (cheap: no network until ``act``)."""
    opts = agent.options
    if agent.seat in ("house", "random"):
        return make_seat(agent.seat, variant, rng)
    if agent.seat == "fake":
        from cosino_runtime.seats.models import FakeModel, ModelSeat

        return ModelSeat(FakeModel(opts.get("style", "json"), rng, model=agent.name))
    if agent.seat == "openai":
        from cosino_runtime.seats.models import ModelSeat, OpenAIChat

        client = OpenAIChat.from_env(
            opts["model"],
            opts.get("api_key_env", "OPENAI_API_KEY"),
            opts.get("base_url"),
            max_tokens=opts.get("max_tokens", 300),
            temperature=opts.get("temperature"),
        )
        return ModelSeat(client, float(opts.get("timeout", 30.0)))
    if agent.seat == "bedrock":
        from cosino_runtime.seats.models import BedrockChat, ModelSeat

        timeout = float(opts.get("timeout", 30.0))
        return ModelSeat(
            BedrockChat(
                opts["model"], region=opts.get("region"), timeout=timeout, max_tokens=opts.get("max_tokens", 300)
            ),
            timeout,
        )
    if agent.seat == "remote":
        from cosino_runtime.seats.remote import RemoteAgent, RemoteSeat

        secret_env = opts.get("secret_env")
        secret = os.environ.get(secret_env, "").encode() if secret_env else None
        return RemoteSeat(RemoteAgent(opts["url"], secret or None, float(opts.get("timeout", 10.0))))
    raise ValueError(f"unknown seat kind {agent.seat!r}")


# -- schedule -------------------------------------------------------------------------------------


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


def schedule(config: LeagueConfig) -> list[ScheduledEpisode]:
    """Every episode of the league in its fixed order: rounds, then variants, then tables."""
    names = [a.name for a in config.agents]
    out: list[ScheduledEpisode] = []
    for r in range(config.rounds):
        for variant in config.variants:
            for t, table in enumerate(tables(names, config.seats[variant])):
                key = derive(config.seed, "league", config.name, r, variant, t)
                seed = int.from_bytes(key[:6], "big")
                out.append(ScheduledEpisode(len(out), r, variant, table, config.hands[variant], seed))
    return out


# -- one decision, instrumented ---------------------------------------------------------------------


class InstrumentedSeat:
    """Builds the agent's seat, times its answer, logs the call, keeps names out of the talk.

    Any exception from the agent's seat becomes a transport marker, so a failing agent costs
    its own decisions (the hand's fallback) and never stops the league.
    """

    def __init__(self, runner: "EpisodeRun", agent: AgentSpec, variant: str, rng: Rng) -> None:
        self.runner = runner
        self.agent = agent
        self.variant = variant
        self.rng = rng

    def act(self, observation: dict[str, Any]) -> Any:
        start = time.perf_counter_ns()
        inner = None
        try:
            inner = build_inner(self.agent, self.variant, self.rng)
            response = inner.act(observation)
        except Exception as exc:  # noqa: BLE001 - the league must go on
            response = {"transport": "transport", "detail": f"seat failed: {type(exc).__name__}: {exc}"[:200]}
        elapsed_us = (time.perf_counter_ns() - start) // 1000
        info = dict(getattr(inner, "call", None) or {})
        if (
            isinstance(response, dict)
            and response.get("transport") in ("timeout", "transport")
            and "action" not in response
        ):
            if info.get("outcome", "ok") == "ok":
                info["outcome"] = response["transport"]
            if not info.get("reason"):
                info["reason"] = response.get("detail")
            info["parse"] = "none"
        if isinstance(response, dict) and isinstance(response.get("say"), str):
            response = dict(response)
            response["say"] = redact(response["say"], self.runner.secret_names)
        alias = observation.get("alias")
        slot = ALIASES.index(alias) if alias in ALIASES else -1
        record = CallRecord(
            decision=self.runner.decision,
            slot=slot,
            latency_us=max(elapsed_us, 0),
            outcome=info.get("outcome", "ok"),
            parse=info.get("parse", "direct"),
            snapped=bool(info.get("snapped")),
            attempts=int(info.get("attempts", 1)),
            input_tokens=info.get("input_tokens"),
            output_tokens=info.get("output_tokens"),
            reason=info.get("reason"),
        )
        self.runner.log(record)
        return response


class EpisodeRun:
    """State of one episode being played: the decision on hand and its transport log file."""

    def __init__(self, config: LeagueConfig, log_path: Path, secret_names: list[str]) -> None:
        self.config = config
        self.log_path = log_path
        self.secret_names = secret_names
        self.decision = 0

    def log(self, record: CallRecord) -> None:
        with open(self.log_path, "ab") as f:
            f.write(dump_bytes(record.to_json()) + b"\n")

    def factory(self, name: str, variant: str, rng: Rng) -> InstrumentedSeat:
        return InstrumentedSeat(self, self.config.agent(name), variant, rng)


def read_calls(path: Path) -> list[CallRecord]:
    if not path.exists():
        return []
    out = []
    for line in path.read_bytes().splitlines():
        try:
            out.append(CallRecord.from_json(json.loads(line)))
        except (ValueError, KeyError, TypeError):
            continue  # a line cut short by an interruption
    return out


# -- the league -----------------------------------------------------------------------------------


class Progress:
    """A one-line progress bar on a stream (stderr by default)."""

    def __init__(self, total: int, stream: TextIO | None = None, width: int = 30, enabled: bool = True) -> None:
        self.total = total
        self.stream = stream if stream is not None else sys.stderr
        self.width = width
        self.enabled = enabled
        self.done = 0
        self._last = 0.0

    def update(self, done: int, label: str = "", force: bool = False) -> None:
        self.done = done
        if not self.enabled:
            return
        now = time.monotonic()
        if not force and now - self._last < 0.1:
            return
        self._last = now
        filled = self.width * done // max(self.total, 1)
        bar = "#" * filled + "." * (self.width - filled)
        self.stream.write(f"\r[{bar}] {done}/{self.total} episodes {label[:60]:<60}")
        self.stream.flush()

    def close(self) -> None:
        if self.enabled:
            self.stream.write("\n")
            self.stream.flush()


def parse_results(data: bytes) -> dict[str, Any]:
    """Results bytes to values with decimals as exact Fractions."""
    return json.loads(data, parse_float=Fraction)


def episode_paths(out: Path, episode_id: str) -> dict[str, Path]:
    base = out / "episodes"
    return {
        "replay": base / f"{episode_id}.replay.jsonl",
        "results": base / f"{episode_id}.results.json",
        "reliability": base / f"{episode_id}.reliability.json",
        "calls": base / f"{episode_id}.calls.jsonl",
    }


@dataclass
class LeagueOutcome:
    played: int
    resumed: int
    table: dict[str, Any]
    path: Path


def play_episode(
    config: LeagueConfig, store: EmbeddedStore, item: ScheduledEpisode, on_decision: Callable[[int], None] | None = None
) -> None:
    """Play (or continue) one scheduled episode and write its files."""
    episode_id = stepper.create(store, item.config())
    paths = episode_paths(config.out, episode_id)
    names = sorted({n for a in config.agents for n in a.secret_names()})
    run = EpisodeRun(config, paths["calls"], names)
    while True:
        row = store.load_head(episode_id)
        if row.status != "running":
            break
        run.decision = row.version - 1  # version 1 is the creation; each decision adds one
        outcome = stepper.step(store, episode_id, row.version, run.factory)
        if on_decision is not None:
            on_decision(run.decision)
        if outcome.status == "finished":
            break
    replay_key, results_key = stepper.finalize(store, episode_id)
    records = store.events(episode_id)
    reliability = episode_reliability(records, read_calls(paths["calls"]))
    write_atomic(paths["replay"], store.get_blob(replay_key))
    write_atomic(paths["reliability"], dump_bytes(reliability))
    write_atomic(paths["results"], store.get_blob(results_key))  # last: its presence marks the episode done


def run_league(
    config: LeagueConfig, progress: bool = True, stream: TextIO | None = None, limit: int | None = None
) -> LeagueOutcome:
    """Play every scheduled episode that has no results yet, then write ``league.json``.

    ``limit`` stops after that many newly played episodes (for tests of resumption).
    """
    items = schedule(config)
    (config.out / "episodes").mkdir(parents=True, exist_ok=True)
    bar = Progress(len(items), stream, enabled=progress)
    store = EmbeddedStore(config.out / ".store")
    played = resumed = 0
    try:
        for i, item in enumerate(items):
            paths = episode_paths(config.out, item.episode_id)
            if paths["results"].exists():
                resumed += 1
                bar.update(i + 1, "already played", force=True)
                continue
            if limit is not None and played >= limit:
                break
            label = f"{item.variant}: {' v '.join(item.agents)}"
            bar.update(i, label, force=True)
            play_episode(config, store, item, lambda d: bar.update(i, f"{label} #{d}"))
            played += 1
            bar.update(i + 1, label, force=True)
    finally:
        store.close()
        bar.close()
    table, manifest = league_files(config)
    path = config.out / "league.json"
    write_atomic(config.out / MANIFEST_NAME, manifest)  # first: the table names its digest
    write_atomic(path, dump_bytes(table))
    return LeagueOutcome(played, resumed, table, path)


def build_table(config: LeagueConfig) -> dict[str, Any]:
    """The league table from the episodes on disk (see :func:`league_files`)."""
    return league_files(config)[0]


def league_files(config: LeagueConfig) -> tuple[dict[str, Any], bytes]:
    """The league table and the manifest bytes from the episodes on disk, in schedule order.

    The table is a pure function of the episodes' files apart from the reliability block, and is
    pinned by the SHA-256 of the manifest listing every replay and results file it read.
    """
    from cosino.arena.manifest import manifest_bytes

    episodes = []
    audits = []
    reports = []
    entries = []
    latencies: dict[str, list[int]] = {}
    for item in schedule(config):
        paths = episode_paths(config.out, item.episode_id)
        if not paths["results"].exists():
            continue
        results_bytes = paths["results"].read_bytes()
        replay_bytes = paths["replay"].read_bytes()
        entries.append(
            {
                "episode": item.episode_id,
                "replay": sha256_hex(replay_bytes),
                "results": sha256_hex(results_bytes),
                "variant": item.variant,
            }
        )
        results = parse_results(results_bytes)
        records = [json.loads(line) for line in replay_bytes.splitlines()]
        episodes.append(outcome_from_results(results, item.index, item.episode_id, partnership_teams(records)))
        audits.append((results["agents"], results))
        report = episode_reliability(records, read_calls(paths["calls"]))
        reports.append(report)
        by_decision = {c.decision: c for c in read_calls(paths["calls"])}
        agents_by_slot = [s["agent"] for s in records[0]["seats"]]
        for call in by_decision.values():
            if 0 <= call.slot < len(agents_by_slot):
                latencies.setdefault(agents_by_slot[call.slot], []).append(call.latency_us)
    spec = LeagueSpec(
        config.name,
        config.family,
        config.variants,
        tuple(a.name for a in config.agents),
        config.seed,
        len(schedule(config)),
        config.bootstrap,
        {"rounds": config.rounds, "hands": dict(sorted(config.hands.items()))},
    )
    manifest = manifest_bytes(entries)
    pinned = {"manifest": sha256_hex(manifest), "episodes": len(entries)}
    return league_table(spec, episodes, audits, agent_reliability(reports, latencies), pinned=pinned), manifest


def publish_leaderboard(store: Any, rows: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The scheduled league function's tables: one per family, pinned, with the manifest beside them.

    ``rows`` are the store's league rows (episode, replay and results keys, parsed results).
    Publishes ``public/manifest.json`` (every episode's replay and results SHA-256) and then
    ``public/leaderboard.json`` carrying that manifest's SHA-256.
    """
    from cosino.arena.manifest import MANIFEST_KEY, manifest_bytes

    if rows is None:
        rows = list(store.league_rows())
    rows = sorted(rows, key=lambda r: r["episode"])
    entries = []
    for r in rows:
        result = r["result"]
        entries.append(
            {
                "episode": r["episode"],
                "replay": str(result["replaySha256"]),
                "results": sha256_hex(store.get_blob(r["results"])),
                "variant": str(result["variant"]),
            }
        )
    manifest = manifest_bytes(entries)
    pinned = {"manifest": sha256_hex(manifest), "episodes": len(entries)}
    board = leaderboards([r["result"] for r in rows], pinned=pinned)
    store.publish(MANIFEST_KEY, manifest)
    store.publish(LEADERBOARD_KEY, dump_bytes(board))
    return {"episodes": len(rows), "families": sorted(board["families"]), "manifest": pinned["manifest"]}


def format_table(table: dict[str, Any]) -> str:
    """The leaderboard as text: rank, agent, Elo, Bradley-Terry with its interval, swaps, reliability."""
    head = ("#", "agent", "elo", "bt [95%]", "episodes", "mean", "swap", "fallback", "timeouts", "p50 ms", "p95 ms")
    rows = [head]
    rel = table.get("reliability", {})
    for row in table["table"]:
        r = rel.get(row["agent"], {})
        bt = row["bt"]
        lat = r.get("latencyMs") or {}
        rows.append(
            (
                str(row["rank"]),
                row["agent"],
                _fmt(row["elo"]),
                f"{_fmt(bt['rating'])} [{_fmt(bt['lo'])}, {_fmt(bt['hi'])}]",
                str(row["episodes"]),
                _fmt(row["meanScore"], 3),
                "-" if row["swapWithNext"] is None else str(row["swapWithNext"]),
                f"{r.get('fallbacks', 0)}/{r.get('decisions', 0)}",
                str(r.get("timeouts", 0)),
                _fmt(lat.get("median"), 2),
                _fmt(lat.get("p95"), 2),
            )
        )
    widths = [max(len(r[c]) for r in rows) for c in range(len(head))]
    lines = ["  ".join(cell.ljust(widths[c]) for c, cell in enumerate(r)).rstrip() for r in rows]
    league = table.get("league", {})
    lines.insert(
        0,
        f"league {league.get('name')} ({league.get('family')}): {league.get('played')}/{league.get('scheduled')} episodes",
    )
    return "\n".join(lines)


def _fmt(value: Any, places: int = 2) -> str:
    if value is None:
        return "-"
    v = Fraction(value) if not isinstance(value, float) else Fraction(str(value))
    scaled = round(v * 10**places)
    sign = "-" if scaled < 0 else ""
    whole, frac = divmod(abs(scaled), 10**places)
    return f"{sign}{whole}.{frac:0{places}d}" if places else f"{sign}{whole}"
