"""The HTTP API as plain logic: a request (method, path, body, authenticated?) in, a response out.

The Lambda ``api`` handler and ``cosino serve`` both call :meth:`Api.handle`; only they know how
the caller proved who they are (IAM SigV4 on AWS, a bearer token locally).

Routes (an optional ``/api`` prefix is accepted, so the local server and API Gateway agree):

- ``POST /episodes`` (authenticated): ``{"variant", "seats", "hands"?, "seed"?, "budget"?}`` ->
  201 with the episode id (200 when the same episode already exists: a create that names its seed
  is idempotent; one that leaves it out gets a secret seed and a new episode each time); 429 when
  an outside agent of the episode already plays in as many running episodes as one agent may;
- ``GET /episodes?status=running|finished|final&limit=N&after=CURSOR``: the episodes in one state,
  newest first (agents and version shown once final), ``limit`` (default LIST_LIMIT, at most LIST_MAX) to a
  page; ``next`` is the cursor of the page after (``null`` on a page that is not full);
- ``GET /episodes/{id}``: state (until final: its config without the seed and the agents, and no event count
  or version);
  ``GET /episodes/{id}/events``: the event log so far (while the episode is not final only its
  public view, :func:`cosino.arena.public.live_records`: no seat's private cards, no seed, and
  nothing of a duplicate pair's first hand until its mirror is over;
  the whole log once final); ``?from=N`` (ASCII digits, 0 to FROM_MAX): the records from the N-th on, with
  ``count``, ``stable`` (how many lead the public view for good) and the tokens ``prefix`` (of the records before
  N) and ``stablePrefix`` (of the first ``stable``) a poller checks what it holds by; once final, the full log's
  records from N, one token for all; without ``from`` the reply's bytes are those of the whole log;
- ``GET /episodes/{id}/results``: the results bytes once final;
- an episode whose id spells its seed (``cosino play`` and a league's, in a served ``<out>/.store``) is answered
  as an unknown one (absent from listings, 404 on its routes) until it is final: see :func:`_withheld`;
- ``GET /leaderboard``: the published leaderboard;
- ``GET /blobs/{key}``: a replay, results or published file by key (replays exist once final).

``HEAD`` answers every readable route as ``GET`` does (the HTTP front drops the body). Bodies are
read with :func:`cosino.primitives.jsonsafe.loads`; any :class:`~cosino.primitives.errors.CosinoError` becomes a 400.

>>> r = Api(None, None).handle("GET", "/nowhere", None, False)
>>> r.status, r.json()["error"]
(404, 'no route GET /nowhere')
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import logging
import re
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any
from urllib.parse import parse_qs

from cosino.arena.evidence import escape_surrogates
from cosino.primitives.canonical import dump_bytes
from cosino.primitives.errors import CosinoError, quoted
from cosino_runtime.api.live_logs import LiveLogs, part_reply
from cosino_runtime.api.replies import FINAL_CHECK_SECONDS, FINAL_MAX_ENTRIES, FreshCache, ReplyCache
from cosino_runtime.engine.flow import EPISODE_ID, LEADERBOARD_KEY, Queue
from cosino_runtime.store.base import MissingBlob, Store, StoreUnwritable, UnknownEpisode, check_key

if TYPE_CHECKING:
    from cosino.arena.episode import EpisodeConfig

log = logging.getLogger("cosino.api")

# Only POST /episodes needs the engine (the core's episode and variants, the seat checks) and only
# the events route the public view: both are imported there, so a cold read loads neither.

MAX_BODY = 16 * 1024  # bytes of a create request; a real one is under 1 KB
MAX_HANDS = 1000
MAX_DEPTH = 8  # a create request is one object holding one list
READ_METHODS = ("GET", "HEAD")
STATUSES = ("running", "finished", "final")
LIST_LIMIT = 50  # episodes per listing page unless ?limit= says otherwise: a page costs one head read per episode
LIST_MAX = 100  # the largest ?limit=: bounds what one anonymous listing request can cost (one BatchGetItem on AWS)
MAX_QUERY = 512  # characters of a query string (a full listing query with a cursor is under 200)
LIST_PAGE = re.compile(r"[0-9]{1,3}")
LIST_CURSOR = re.compile(r"([0-9]{1,15})\.([a-z0-9][a-z0-9-]{0,99})")  # <createdMs>.<episode id> of a page's last entry
# <variant>-<seed>-<12 hex>: the id `cosino play` and a league give an episode (engine.steps.episode_id_for). The API's
# own ids end in 20 hex digits and never match.
SEED_IN_ID = re.compile(r"[a-z0-9][a-z0-9-]*-[0-9]+-[0-9a-f]{12}")
PAST_EVERY_ID = "z" * 100  # sorts after every id of a millisecond (ids are at most 100 of [a-z0-9-])
IMMUTABLE_PREFIXES = ("replays/", "results/")  # blobs written once (put_blob), never replaced: kept without expiry
PUBLIC_PREFIXES = ("public/", "replays/", "results/")
CREATE_FIELDS = ("variant", "seats", "hands", "seed", "budget")
LIST_FIELDS = ("status", "limit", "after")
EVENTS_FIELDS = ("from",)
FROM_MAX = 999_999_999  # past any log's length: a replay is at most MAX_REPLAY_BYTES, a record over ten bytes
FROM_INDEX = re.compile(r"0|[1-9][0-9]{0,8}")  # ASCII digits, no sign, no leading zero: one spelling per index


class ApiError(CosinoError):
    """A request refused with a 4xx status and a one-line message naming the broken field."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


@dataclass(frozen=True)
class Response:
    status: int
    body: bytes
    content_type: str = "application/json"
    content_encoding: str | None = None  # "gzip" when ``body`` is compressed (the Lambda handler's big replies)

    def json(self) -> Any:
        return json.loads(self.body)


def _json(status: int, value: Any) -> Response:
    return Response(status, dump_bytes(value))


ERROR_LIMIT = 500  # code points of an error message in a reply


def _error(status: int, message: str) -> Response:
    """An error reply that any message can make: a lone surrogate quoted from the caller's input
    (which UTF-8 cannot carry) is written as a visible escape, and the text is cut to size."""
    return _json(status, {"error": escape_surrogates(message[:ERROR_LIMIT])})


def _int_field(data: dict[str, Any], name: str, default: int, low: int, high: int, why: str = "") -> int:
    value = data.get(name, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise ApiError(400, f"field '{name}' must be an integer, got {_shown(value)}")
    if not low <= value <= high:
        raise ApiError(400, f"field '{name}' must be between {low} and {high}{why}, got {value}")
    return value


def _public_config(config: dict[str, Any]) -> dict[str, Any]:
    """A config as anyone may read it before the episode is final: no seed (it deals every card)
    and no agents (slot by slot they would name the agent behind each alias)."""
    return {k: v for k, v in config.items() if k not in ("seed", "agents")}


def _withheld(head: Any) -> bool:
    """Whether the API answers for this episode as for an unknown one: its id spells the seed, which deals every
    card, and it is not final yet (a final episode's replay shows the seed anyway).

    >>> from types import SimpleNamespace as Head
    >>> _withheld(Head(episode_id="kuhn-281474976710656-0123456789ab", status="running"))
    True
    >>> _withheld(Head(episode_id="kuhn-0123456789abcdef0123", status="running"))
    False
    """
    # Hidden rather than refused at serve start: a league or `cosino play` may go on in the served store.
    return head.status != "final" and SEED_IN_ID.fullmatch(head.episode_id) is not None


def _next_cursor(heads: list[Any], shown: list[Any], limit: int) -> str | None:
    """The cursor of the page after a full one, never naming a withheld episode: it starts after the last one shown
    (a withheld tail is read again and dropped) or, on a page of withheld ones only, after their last millisecond
    (an episode created in that very millisecond is left out of this listing)."""
    if len(heads) != limit:
        return None
    last = heads[-1]
    if not _withheld(last):
        return f"{last.created_ms}.{last.episode_id}"
    if shown:
        return f"{shown[-1].created_ms}.{shown[-1].episode_id}"
    return f"{last.created_ms}.{PAST_EVERY_ID}"


def _final_token(head: Any) -> str:
    """What a final episode's kept replies are kept by: its head's version and the mark of that commit (none on a
    head written before marks, where the version alone tells a restore to before the end)."""
    return f"{head.version}.{head.mark or ''}"


def _shown_version(head: Any) -> int | None:
    """An episode's version as anyone may read it: once final only. One commit per decision, it
    would count the decisions of a duplicate pair's first hand that the public view withholds."""
    return head.version if head.status == "final" else None


def _shown(value: Any) -> str:
    """A short, safe rendering of a refused value (decimals arrive as exact Fractions)."""
    if isinstance(value, Fraction):
        text = str(value.numerator) if value.denominator == 1 else f"{float(value):.6g}"
        return f"a decimal number ({text})"
    return json.dumps(value, ensure_ascii=True, default=str)[:40]


def _clipped(path: str) -> str:
    """A path as an error quotes it: a request line may be 64 KB, an answer should not echo it."""
    return path if len(path) <= 100 else path[:100] + "..."


def _listing_query(query: str) -> tuple[str, int, tuple[int, str] | None]:
    """(status, limit, after) of a listing's query string; each refusal names its field.

    >>> _listing_query("status=final&limit=10&after=1700000000000.kuhn-ab12")
    ('final', 10, (1700000000000, 'kuhn-ab12'))
    """
    if len(query) > MAX_QUERY:
        raise ApiError(400, f"query string is {len(query)} characters; the limit is {MAX_QUERY}")
    given = parse_qs(query, keep_blank_values=True)  # dropped, 'limit=' and a mistyped 'statu=final' read as absent
    unknown = sorted(set(given) - set(LIST_FIELDS))
    if unknown:
        raise ApiError(400, f"unknown field {_shown(unknown[0])}: a listing reads {', '.join(LIST_FIELDS)}")
    for name in LIST_FIELDS:
        if len(given.get(name, ())) > 1:  # which one was meant is not ours to guess
            raise ApiError(400, f"field '{name}' is given more than once")
    status = given.get("status", ["running"])[0]
    if status not in STATUSES:
        raise ApiError(400, f"field 'status': {quoted(status[:20])} is not one of {', '.join(STATUSES)}")
    limit_text = given.get("limit", [str(LIST_LIMIT)])[0]
    if not LIST_PAGE.fullmatch(limit_text) or not 1 <= int(limit_text) <= LIST_MAX:
        raise ApiError(400, f"field 'limit' must be an integer from 1 to {LIST_MAX}, got {_shown(limit_text)}")
    after = None
    if "after" in given:
        match = LIST_CURSOR.fullmatch(given["after"][0])
        if match is None:
            raise ApiError(400, f"field 'after' must be a listing's 'next' cursor, got {_shown(given['after'][0])}")
        after = (int(match[1]), match[2])
    return status, int(limit_text), after


def _events_query(query: str) -> int | None:
    """The ``from`` of an events query string (None: the whole log); each refusal names its field.

    >>> _events_query(""), _events_query("from=42")
    (None, 42)
    """
    if not query:
        return None
    if len(query) > MAX_QUERY:
        raise ApiError(400, f"query string is {len(query)} characters; the limit is {MAX_QUERY}")
    given = parse_qs(query, keep_blank_values=True)
    unknown = sorted(set(given) - set(EVENTS_FIELDS))
    if unknown:
        raise ApiError(400, f"unknown field {_shown(unknown[0])}: the events route reads {', '.join(EVENTS_FIELDS)}")
    if "from" not in given:
        return None
    if len(given["from"]) > 1:
        raise ApiError(400, "field 'from' is given more than once")
    text = given["from"][0]
    if not FROM_INDEX.fullmatch(text):
        raise ApiError(
            400, f"field 'from' must be a record index from 0 to {FROM_MAX} in decimal digits, got {_shown(text)}"
        )
    return int(text)


def parse_create(body: bytes | None) -> tuple[EpisodeConfig, bool]:
    """Validate a create request: (its config, whether it chose the seed); every refusal names the field and the rule.

    A request that leaves the seed out gets a secret random one. No id shows the seed (see Api.create).
    """
    from cosino.arena.episode import (
        DECISION_BUDGET,
        MAX_SEED,
        EpisodeConfig,
        budget_limit,
        hands_past_budget,
        hands_refusal,
    )
    from cosino.games.registry import get_variant
    from cosino.primitives.jsonsafe import loads as safe_loads
    from cosino_runtime.engine.seeds import searchable, secret_seed
    from cosino_runtime.seats.registry import check_seats, outside_seats

    if body is not None and len(body) > MAX_BODY:
        raise ApiError(413, f"request body is {len(body)} bytes; the limit is {MAX_BODY}")
    if body is None or not body.strip():
        raise ApiError(400, "request body is empty: send a JSON object with 'variant' and 'seats'")
    try:
        data = safe_loads(body, "request body", max_depth=MAX_DEPTH, max_bytes=MAX_BODY, unique_keys=True)
    except CosinoError as exc:
        detail = str(exc).removeprefix("request body: ")
        raise ApiError(400, f"request body is not valid JSON: {detail}") from None
    if not isinstance(data, dict):
        raise ApiError(400, "request body must be a JSON object")
    unknown = sorted(set(data) - set(CREATE_FIELDS))
    if unknown:
        raise ApiError(400, f"unknown field '{unknown[0]}': allowed fields are {', '.join(CREATE_FIELDS)}")
    variant_name = data.get("variant")
    if not isinstance(variant_name, str):
        raise ApiError(400, "field 'variant' must be a string naming a variant")
    try:
        variant = get_variant(variant_name)
    except ValueError as exc:
        raise ApiError(400, f"field 'variant': {exc}") from None
    seats = data.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, str) and 0 < len(s) <= 64 for s in seats):
        raise ApiError(400, "field 'seats' must be a list of seat names (strings of 1 to 64 characters)")
    if not variant.min_seats <= len(seats) <= variant.max_seats:
        raise ApiError(
            400,
            f"field 'seats': {variant_name} seats {variant.min_seats} to {variant.max_seats} players, got {len(seats)}",
        )
    try:
        check_seats(seats, variant_name, by_operator=False)
    except CosinoError as exc:
        raise ApiError(400, f"field 'seats': {exc}") from None
    hands = _int_field(data, "hands", 2, 1, MAX_HANDS)
    # Without a seed the deal must be one nobody can guess: a seat's agent can read this API.
    seed = _int_field(data, "seed", 0, 0, MAX_SEED) if "seed" in data else secret_seed()
    outside = outside_seats(seats)
    if "seed" in data and outside and searchable(seed):
        raise ApiError(
            400,
            f"field 'seed': {seed} is below 2^48 and seat {outside[0] + 1} is an outside agent, which could find "
            "it by search and know every card; leave 'seed' out for a secret one",
        )
    # The variant's own bound: past it the episode's end (its rebuild and audit) outlasts a function's time.
    limit = budget_limit(variant)
    budget = _int_field(data, "budget", DECISION_BUDGET, 1, limit, f" (the largest budget of a {variant_name} episode)")
    past = hands_past_budget(variant, hands, budget)
    if past is not None:
        raise ApiError(
            400, "field 'hands': " + hands_refusal(variant_name, hands, budget, past, ("'hands'", "'budget'"))
        )
    return EpisodeConfig(variant_name, tuple(seats), hands, seed, budget), "seed" in data


class Api:
    def __init__(
        self,
        store: Store,
        queue: Queue,
        replies: ReplyCache | None = None,
        fresh: FreshCache | None = None,
        agent_cap: int | None = None,
        finals: FreshCache | None = None,
    ) -> None:
        self.store = store
        self.queue = queue
        self.agent_cap = agent_cap  # running episodes per outside agent; None: COSINO_AGENT_EPISODES
        # Kept for as long as this Api (one per server, one per warm function): see api.replies.
        self.replies = ReplyCache() if replies is None else replies
        self.fresh = FreshCache() if fresh is None else fresh
        # Episode -> the head (version and mark) its final replies were last found current at, for FINAL_CHECK_SECONDS.
        self.finals = FreshCache(FINAL_CHECK_SECONDS, max_entries=FINAL_MAX_ENTRIES) if finals is None else finals
        self.live_logs = LiveLogs()  # running logs, viewed a poll's new records at a time

    def handle(self, method: str, path: str, body: bytes | None, authenticated: bool) -> Response:
        try:
            return self._route(method.upper(), path, body, authenticated)
        except ApiError as exc:
            return _error(exc.status, str(exc))
        except StoreUnwritable as exc:  # the server's disk, not the caller: the path stays in the log
            log.error("%s", exc)
            return _error(503, "the server's store cannot be written now; try again later")
        except CosinoError as exc:  # bad input found deeper in (the core, a seat check): the caller's fault
            return _error(400, str(exc))

    def _route(self, method: str, path: str, body: bytes | None, authenticated: bool) -> Response:
        path, _, query = path.partition("?")
        if path.startswith("/api/"):
            path = path[4:]
        parts = [p for p in path.split("/") if p]
        if parts == ["episodes"] and method in READ_METHODS:
            return self.listing(query)
        if parts == ["episodes"]:
            if method != "POST":
                raise ApiError(405, f"{method} /episodes: only POST creates an episode")
            if not authenticated:
                raise ApiError(401, "POST /episodes needs authentication (IAM SigV4 on AWS, the bearer token locally)")
            reply = self.create(body)
            self.fresh.clear()  # this process's own next listing shows what it just created
            return reply
        if method not in READ_METHODS and parts[:1] in (["episodes"], ["leaderboard"], ["blobs"]):
            raise ApiError(405, f"{method} {_clipped(path)}: this route is read-only (GET)")
        if method == "HEAD":  # the same answer as GET; the HTTP front sends no body
            method = "GET"
        if method == "GET" and len(parts) in (2, 3) and parts[0] == "episodes":
            episode_id = parts[1]
            if not EPISODE_ID.fullmatch(episode_id):
                raise ApiError(
                    400, f"episode id {quoted(episode_id[:40])} is malformed (lowercase letters, digits, '-')"
                )
            what = parts[2] if len(parts) == 3 else "state"
            if what == "state":
                return self.state(episode_id)
            if what == "events":
                start = _events_query(query)
                return self.events(episode_id) if start is None else self.events_from(episode_id, start)
            if what == "results":
                return self.results(episode_id)
        if method == "GET" and parts == ["leaderboard"]:
            return self.blob(LEADERBOARD_KEY)
        if method == "GET" and len(parts) >= 2 and parts[0] == "blobs":
            return self.blob("/".join(parts[1:]))
        raise ApiError(404, f"no route {method} {_clipped(path)}")

    def listing(self, query: str) -> Response:
        """``GET /episodes?status=running``: the episodes in one state, newest first, a page at a time.

        A page is kept for FRESH_SECONDS (api.replies): a reader looping on it costs one store
        read of at most LIST_MAX heads per window, and an episode turning final is listed within it."""
        status, limit, after = _listing_query(query)
        key = ("listing", status, limit, after)
        body = self.fresh.get(key)
        if body is not None:
            return Response(200, body)
        heads = self.store.newest_episodes(status, limit, after)
        for h in heads:
            if h.unreadable is not None:  # listed with nothing but its id, status and time: the rest is unknown
                log.error("listing: %s", h.unreadable)
        shown = [h for h in heads if not _withheld(h)]
        items = [
            {
                "episode": h.episode_id,
                "variant": h.config.get("variant"),
                "agents": h.config.get("agents") if h.status == "final" else None,  # see _public_config
                "hands": h.config.get("hands"),
                "status": h.status,
                "version": _shown_version(h) if h.unreadable is None else None,
                "createdMs": h.created_ms,
            }
            for h in shown
        ]
        reply = _json(200, {"status": status, "episodes": items, "next": _next_cursor(heads, shown, limit)})
        self.fresh.put(key, reply.body)
        return reply

    def create(self, body: bytes | None) -> Response:
        from cosino_runtime.engine import steps as stepper

        config, _chosen = parse_create(body)
        # Never the seed in the id, chosen or not: the id is public (listing, state) while the episode runs.
        episode_id = stepper.episode_id_for(config, seed_in_id=False)
        self._claim_seed(config, episode_id)
        found = self._existing(episode_id)
        if found is None:
            started = self._create_within_agent_cap(config, episode_id)
        elif found.version == 0:  # a create that died half-way: resumed with the head just read, not read again
            started = stepper.open_episode(self.store, config, episode_id, found)
        else:
            started = None  # created and started: the head just read says what to send
        # One head read per create: the start's own outcome says where a new episode is (until 2026-12-07 the head
        # was read again here, and a repeated create read it twice more). Read again only when a concurrent create
        # or a half-way one was there first, and its start's refused commit did not hand on the head it saw.
        if started is not None and started.status == "applied":
            version, status = started.version, "finished" if started.finished else "running"
        else:
            known = started.head if started is not None else found
            row = known if known is not None and known.version > 0 else self.store.load_head(episode_id)
            version, status = row.version, row.status
        # Sent on every create, repeated or not: the de-duplication id absorbs a second send, and
        # a retry after a lost first send gets the episode moving.
        if status == "running":
            self.queue.send_step(episode_id, version)
        elif status == "finished":
            self.queue.send_finalize(episode_id)
        return _json(201 if found is None else 200, {"episode": episode_id, "version": version, "status": status})

    def _create_within_agent_cap(self, config: EpisodeConfig, episode_id: str) -> Any:
        """Create the episode once it holds a slot of each of its outside agents, or refuse (429)."""
        from cosino_runtime.engine import limits
        from cosino_runtime.engine import steps as stepper

        try:
            cap = limits.agent_episode_cap() if self.agent_cap is None else self.agent_cap
        except limits.LimitSettingError as exc:  # the operator's setting, not the caller's request
            log.error("%s", exc)
            raise ApiError(503, "the server's cap on episodes per agent is misconfigured; try again later") from None
        refused = limits.hold_agent_slots(self.store, episode_id, config.to_json(), cap)
        if refused is not None:
            raise ApiError(429, refused)
        try:
            return stepper.open_episode(self.store, config, episode_id)
        except BaseException:
            # The create's own failure is what the caller must see. Once the row exists the episode
            # will run (a retried create or the sweeper's re-drive starts it), so it keeps its slots;
            # a slot a failed free leaves is given up later, as the slot of an episode never created.
            with contextlib.suppress(Exception):
                if not self._exists(episode_id):
                    limits.free_agent_slots(self.store, episode_id, config.to_json())
            raise

    def _existing(self, episode_id: str) -> Any:
        """The episode's head, or None when there is no such episode."""
        try:
            return self.store.load_head(episode_id)
        except UnknownEpisode:
            return None

    def _exists(self, episode_id: str) -> bool:
        return self._existing(episode_id) is not None

    def _claim_seed(self, config: EpisodeConfig, episode_id: str) -> None:
        """Refuse a seed that already deals another episode of this store when an outside agent
        plays in either: the same seed deals the same cards, and the other's log shows them (all
        of them, seed included, once it is final) while this one may still run."""
        from cosino_runtime.seats.registry import outside_seats

        owner = self.store.claim_seed(config.seed, episode_id)
        if owner == episode_id:
            return
        try:
            theirs = outside_seats(list(self.store.load_head(owner).config.get("agents") or []))
        except UnknownEpisode:  # claimed by a create that never finished: its config is unknown
            theirs = [0]
        if outside_seats(list(config.agents)) or theirs:
            raise ApiError(
                409,
                f"field 'seed': episode {owner} is dealt from this seed, and an outside agent plays in one of "
                "the two, who would read the other's cards in its log; name another seed or leave 'seed' out",
            )

    def _row(self, episode_id: str):
        try:
            row = self.store.load_head(episode_id)  # version and status: the inputs are not needed
        except UnknownEpisode:
            row = None
        if row is None or _withheld(row):
            raise ApiError(404, f"no episode {episode_id}")
        return row

    def _final_keys(self, row: Any) -> tuple[str, str] | None:
        """(results_key, replay_key) of a final head just read: the head holds them (asked of the store only where
        it does not). Until 2026-12-07 each final route read the head a second time for them (on AWS a second
        GetItem, on SQLite a second SELECT)."""
        return row.blob_keys if row.blob_keys is not None else self.store.final_keys(row.episode_id)

    def _kept_final(self, name: str, episode_id: str) -> bytes | None:
        """A final episode's kept reply, with no read while its head was checked within FINAL_CHECK_SECONDS.

        Final replies are kept by the version and mark of the head they were read at: a store restored to before the
        episode ended (or to another history that ended too) no longer has that head, and the reply is left. Until
        2026-12-07 they were kept by episode alone and an Api served the lost history's final log for ever."""
        token = self.finals.get(episode_id)
        return None if token is None else self.replies.get((name, episode_id, token))

    def _final_reply(self, name: str, row: Any) -> bytes | None:
        """The reply kept for this final head (read just now), its check renewed; None if none is kept."""
        token = _final_token(row)
        body = self.replies.get((name, row.episode_id, token))
        if body is not None:
            self.finals.put(row.episode_id, token)
        return body

    def _keep_final(self, name: str, row: Any, body: bytes) -> None:
        token = _final_token(row)
        self.replies.put((name, row.episode_id, token), body)
        self.finals.put(row.episode_id, token)

    def state(self, episode_id: str) -> Response:
        # A final episode's state changes only by a restore: kept, it is answered with no read (see _kept_final).
        body = self._kept_final("state", episode_id)
        if body is None:
            row = self._row(episode_id)
            body = self._final_reply("state", row) if row.status == "final" else None
        if body is not None:
            return Response(200, body)
        keys = self._final_keys(row) if row.status == "final" else None
        reply = _json(
            200,
            {
                "episode": episode_id,
                # The seed deals every card: it is shown once the episode is final, with the replay.
                "config": row.config if row.status == "final" else _public_config(row.config),
                "version": _shown_version(row),
                "status": row.status,
                # The log's length while it runs would count a withheld hand's records (live_records).
                "events": row.event_count if row.status == "final" else None,
                "results": keys[0] if keys else None,
                "replay": keys[1] if keys else None,
            },
        )
        if keys is not None:
            self._keep_final("state", row, reply.body)
        return reply

    def events(self, episode_id: str) -> Response:
        body = self._kept_final("events", episode_id)  # a final log is kept, checked as the state is
        if body is not None:
            return Response(200, body)
        row = self._row(episode_id)
        if row.status == "final":
            body = self._final_reply("events", row) or self._final_log(row)
            if body is None:
                body = _json(200, {"episode": episode_id, "view": "full", "events": self.store.events(episode_id)}).body
            self._keep_final("events", row, body)
            return Response(200, body)
        # The log moves only with the version and its commit's mark (a restore reuses versions), the view with the
        # status: one head read per request.
        key = (episode_id, row.version, row.status, row.mark)
        body = self.replies.get(key)
        if body is None:
            body = self.live_logs.body(self.store, episode_id, row.version, row.mark, row.event_count)
            self.replies.put(key, body)
        return Response(200, body)

    def events_from(self, episode_id: str, start: int) -> Response:
        """``GET /episodes/{id}/events?from=N``: the log's records from the ``start``-th on, as the whole-log reply
        shows them, with ``count``, ``stable`` and the tokens ``prefix`` and ``stablePrefix`` (see the module doc)."""
        row = self._row(episode_id)
        if row.status == "final":
            return Response(200, self._final_part(row, start))
        body = self.live_logs.part(self.store, episode_id, row.version, row.mark, row.event_count, start)
        return Response(200, body)

    def _final_part(self, row: Any, start: int) -> bytes:
        """A final log's records from the ``start``-th, with one token for every prefix: the log no longer grows, and
        the token changes only with its final commit (a restore past its end)."""
        episode_id, keys = row.episode_id, self._final_keys(row)
        replay = self._replay(keys[1]) if keys else None
        if replay is not None and replay.endswith(b"\n"):
            count = replay.count(b"\n")
            parts = replay[:-1].split(b"\n", start) if start < count else []
            events = parts[-1].replace(b"\n", b",") if parts else b""
        else:
            records = self.store.events(episode_id)
            count, events = len(records), dump_bytes(records[start:])[1:-1]
        token = hashlib.sha256(f"final {_final_token(row)}".encode()).hexdigest()[:32]
        return part_reply(episode_id, events, (count, start, token if start <= count else None, (count, token)), "full")

    def _replay(self, key: str) -> bytes | None:
        """A replay blob, kept as ``GET /blobs/{key}`` keeps it; None when it is missing."""
        data = self.replies.get(("blob", key))
        if data is None:
            try:
                data = self.store.get_blob(key)
            except MissingBlob:
                return None
            self.replies.put(("blob", key), data)
        return data

    def _final_log(self, row: Any) -> bytes | None:
        """A final episode's log as ``events`` answers it, spliced from its replay blob (None without one).

        The replay is the canonical JSON of the very records the log lists, one a line, and no line holds a
        newline (a string's is escaped): the lines joined by commas are the list, byte for byte. A log
        over the kept replies' budget was read record by record and encoded again at every request
        (0.12 s of CPU per MB); spliced, it costs a read of the blob (about 1 ms per MB)."""
        episode_id, keys = row.episode_id, self._final_keys(row)
        try:
            replay = self.store.get_blob(keys[1]) if keys else b""
        except MissingBlob:
            return None
        if not replay.endswith(b"\n"):
            return None
        head = b'{"episode":' + dump_bytes(episode_id) + b',"events":['
        return head + replay[:-1].replace(b"\n", b",") + b'],"view":"full"}'

    def results(self, episode_id: str) -> Response:
        body = self._kept_final("results", episode_id)  # results exist once final: kept, checked as the state is
        if body is not None:
            return Response(200, body)
        row = self._row(episode_id)
        data = self._final_reply("results", row) if row.status == "final" else None
        if data is not None:
            return Response(200, data)
        keys = self._final_keys(row) if row.status == "final" else None
        if keys is None:
            raise ApiError(409, f"episode {episode_id} is {row.status}; results exist once it is final")
        data = self.store.get_blob(keys[0])
        self._keep_final("results", row, data)
        return Response(200, data)

    def blob(self, key: str) -> Response:
        try:
            check_key(key)
        except ValueError as exc:
            raise ApiError(400, str(exc)) from None
        if not key.startswith(PUBLIC_PREFIXES):
            raise ApiError(404, f"no blob {key} (readable prefixes: {', '.join(PUBLIC_PREFIXES)})")
        content_type = "application/x-ndjson" if key.endswith(".jsonl") else "application/json"
        # Replays and results are written once: kept until evicted. Published files are replaced
        # (the leaderboard, the index): kept for FRESH_SECONDS only.
        cache = self.replies if key.startswith(IMMUTABLE_PREFIXES) else self.fresh
        data = cache.get(("blob", key))
        if data is not None:
            return Response(200, data, content_type)
        try:
            data = self.store.get_blob(key)
        except MissingBlob:
            raise ApiError(404, f"no blob {key} yet") from None
        cache.put(("blob", key), data)
        return Response(200, data, content_type)
