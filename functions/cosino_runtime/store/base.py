"""The store interface shared by the embedded (SQLite + files) and AWS (DynamoDB + S3) adapters.

An episode has a small head (config, version, status, counts) and one stored input per version
(seat responses and deadline marks), kept apart from the head so that the head stays the same
size however long the episode runs; the event log is append-only. A commit succeeds only when
the stored version still equals the version the step read, so a duplicate or concurrent step
loses the race and changes nothing.
"""

from __future__ import annotations

import hashlib
import json
import secrets
import time
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, Callable

from cosino.primitives.canonical import dumps
from cosino.primitives.errors import CosinoError, quoted


class StaleVersion(Exception):
    """The episode moved on since it was read; the step that raised this must do nothing.

    ``head`` is the head the commit's version check found, when the store has it (the caller reads it there rather
    than asking the store again; until 2026-12-07 a lost race read the head twice more), else None."""

    def __init__(self, message: str, head: EpisodeHead | None = None) -> None:
        super().__init__(message)
        self.head = head


class UnknownEpisode(KeyError):
    pass


class TransientStoreError(Exception):
    """The store could not answer now (throttled, a conflicting transaction): retry the message."""


class CommitRefused(Exception):
    """The store refused a commit for a reason a retry will not change; nothing was written."""


class CorruptRecord(Exception):
    """A stored row or item that does not read back (a hand edit, a damaged file, a partial
    restore): the operator's to repair, never worth a retry; the message names the record."""


def read_stored(text: Any, where: Callable[[], str], parse_float: Any = None) -> Any:
    """A JSON value the store wrote, read back; anything that does not parse is CorruptRecord naming
    ``where()`` (called only then: naming every record read would cost more than parsing it)."""
    try:
        return json.loads(text, parse_float=parse_float)
    except RecursionError:  # the decoder recurses once per level of nesting
        raise CorruptRecord(f"{where()}: the stored JSON is nested too deeply") from None
    except (TypeError, ValueError) as exc:  # UnicodeDecodeError and JSONDecodeError are ValueErrors
        raise CorruptRecord(f"{where()}: the stored JSON does not read back ({exc})") from None


class MissingBlob(FileNotFoundError, KeyError):
    """No blob under that key (both adapters raise this; it is also a KeyError)."""


class BlobConflict(CorruptRecord, ValueError):
    """A blob already under the key holds other bytes: keys name their bytes' digest, so the stored one is damaged (the
    operator's to repair). A ValueError, as before review 54d, when a traceback left ``cosino play`` with it."""


BLOB_CHUNK = 1 << 20  # bytes of a stored blob compared at once: a 10 MB replay is never held twice

# The slowest per-minute rates a shared rate may be set to (``limits.agent_rates``; the league's MIN_RATE): a rate
# item's time-to-live covers its debt refilled at these, whatever rate an operator lowers it to after the write.
SLOWEST_PER_MINUTE = {"requests_per_minute": 1, "tokens_per_minute": 1000}


def newest_first(head: "EpisodeHead") -> tuple[int, str]:
    """The order of a listing: newest first, then by episode id."""
    return (-head.created_ms, head.episode_id)


class StoreUnwritable(CosinoError):
    """The store's disk is full, read-only or failing: the machine's state, not a bug and not the
    caller's input. Its message names the store's file for the operator (one line)."""


LEADERBOARD_KEY = "public/leaderboard.json"  # what the scheduled league function publishes for the viewer
INDEX_KEY = "public/episodes.json"

_KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-/")


def seed_key(seed: int) -> str:
    """A seed's claim key: a fixed-length digest, so the seed is not written out once more.

    >>> len(seed_key(7)), seed_key(7) == seed_key(7), seed_key(7) == seed_key(8)
    (64, True, False)
    """
    return hashlib.sha256(f"seed:{seed}".encode()).hexdigest()


def check_key(key: str) -> str:
    """A blob key is a relative path of plain segments; anything else is refused before any I/O.

    >>> check_key("replays/ab12.jsonl")
    'replays/ab12.jsonl'
    """
    if not isinstance(key, str) or not key or len(key) > 512:
        shown = quoted(key[:60]) if isinstance(key, str) else type(key).__name__  # never echo 100 KB back
        raise ValueError(f"blob key {shown}: must be a non-empty string of at most 512 characters")
    if not set(key) <= _KEY_CHARS:
        raise ValueError(f"blob key {quoted(key)}: only letters, digits and . _ - / are allowed")
    if any(part in ("", ".", "..") for part in key.split("/")):
        raise ValueError(f"blob key {quoted(key)}: empty, '.' or '..' path segment")
    return key


def encode_commit(episode_id: str, expected_version: int, new_input: Any, records: list[Any]) -> tuple[str, list[str]]:
    """A commit's input and records as canonical JSON text that UTF-8 can write, before any I/O:
    a value no store can keep (a float, a lone surrogate, nesting past Python's stack) is
    CommitRefused, so both stores refuse the same values and neither writes half a commit."""
    what = f"{episode_id}: commit of version {expected_version + 1} cannot be stored"
    try:
        texts = [dumps(new_input), *(dumps(rec) for rec in records)]
        for text in texts:
            text.encode()
    except RecursionError:  # the canonical writer recurses once per level of nesting
        raise CommitRefused(f"{what}: nested too deeply") from None
    except (TypeError, ValueError) as exc:
        raise CommitRefused(f"{what}: {exc}") from None
    return texts[0], texts[1:]


def new_mark() -> str:
    """A commit's mark: random, so no two commits share one, even two of the same bytes at the same version.

    A restore that moves a head back, then new commits past where it was, leave the log's length and even its last
    record as they were; a reader that kept the log compares the mark of the commit it read up to, which changes."""
    return secrets.token_hex(8)


def now_ms() -> int:
    """Wall-clock milliseconds; rows carry it for the sweeper only, never a replay or a result."""
    return time.time_ns() // 1_000_000


@dataclass(frozen=True)
class EpisodeHead:
    episode_id: str
    config: dict[str, Any]
    version: int
    status: str  # "running" | "finished" | "final"
    event_count: int
    created_ms: int = 0  # when the row was created (wall clock; the sweeper's deadline guard)
    updated_ms: int = 0  # when the last commit landed (the sweeper re-drives quiet episodes)
    failures: int = 0  # failed steps recorded at ``failed_version`` (the poison guard counts them)
    failed_version: int = -1
    failure: str | None = None  # the last recorded cause, kept after the episode moves on
    mark: str | None = None  # the commit at ``version``'s mark (:func:`new_mark`; None before any, or before marks)
    # Set on a listing's stand-in for a head that does not read back (CorruptRecord's message): one damaged
    # head is listed and logged, and the listing and the sweeper go on with the others.
    unreadable: str | None = None
    # (results_key, replay_key) of a final episode, as :meth:`Store.final_keys` gives them, read with the head: the
    # routes that show a final episode read them here instead of reading the head again (None: not final, or a
    # head from a store that does not fill them in, which the routes then ask ``final_keys``).
    blob_keys: tuple[str, str] | None = None


@dataclass(frozen=True)
class EpisodeRow(EpisodeHead):
    inputs: tuple[Any, ...] = ()  # each {"response": ...} or {"abandon": reason}; one per version


@dataclass(frozen=True)
class Blob:
    key: str
    data: bytes


def events_at(
    store: Any, episode_id: str, version: int, mark: str | None, start: int = 0, mark_of: int = 0
) -> tuple[list[dict[str, Any]], str | None]:
    """:meth:`Store.events_at` of ``store``; an object that is not a :class:`Store` but reads like one (``events``
    and ``commit_mark``: the tests' wrappers that count or delay those calls) is asked those two, as before."""
    if isinstance(store, Store):
        return store.events_at(episode_id, version, mark, start, mark_of)
    records = store.events(episode_id, start)
    return records, (store.commit_mark(episode_id, mark_of) if mark_of > 0 else None)


class Store(ABC):
    @abstractmethod
    def create_episode(self, episode_id: str, config: dict[str, Any]) -> bool:
        """Create the row at version 0; False if it already exists (creation is idempotent)."""

    def create_or_head(self, episode_id: str, config: dict[str, Any]) -> EpisodeHead | None:
        """Create the row at version 0 and return None, or return the head of the row already there.

        This default reads the head after a refused create; AwsStore has the refused write return it."""
        return None if self.create_episode(episode_id, config) else self.load_head(episode_id)

    def runner_episodes(self) -> set[str]:
        """The episodes a runner (``cosino play``, a league) made or resumed here, which the sweeper leaves to it.

        This default has none: no runner writes to AWS; the embedded store lists its marked episodes."""
        return set()

    @abstractmethod
    def load_head(self, episode_id: str) -> EpisodeHead:
        """The head only (one small read): version, status, config, counts, timestamps."""

    @abstractmethod
    def load_inputs(self, episode_id: str, count: int) -> tuple[Any, ...]:
        """The inputs of versions 1..count in order (count is a version the caller read)."""

    def load(self, episode_id: str) -> EpisodeRow:
        """Head and inputs together (the inputs up to the version the head names)."""
        head = self.load_head(episode_id)
        fields = {f: getattr(head, f) for f in head.__dataclass_fields__}
        return EpisodeRow(**fields, inputs=self.load_inputs(episode_id, head.version))

    @abstractmethod
    def record_failure(self, episode_id: str, version: int, cause: str) -> int:
        """Note that the step after ``version`` failed with ``cause``; return how many failures
        are now recorded at that version (0 when the episode is no longer at it).

        One call counts once: a storage request re-sent after its response was lost (a timeout,
        a reset connection, a 5xx) must not add a second failure, and a failure another caller
        records at the same version meanwhile is counted too, never lost."""

    @abstractmethod
    def commit(
        self, episode_id: str, expected_version: int, new_input: Any, records: list[dict[str, Any]], status: str
    ) -> str | None:
        """Append one input and its records and bump the version, iff the version is unchanged; return the new
        commit's mark (:func:`new_mark`; None from a store without marks).

        Raises StaleVersion otherwise, writing nothing; its ``head`` is the head the version check found, or None
        where the store cannot give it."""

    @abstractmethod
    def events(self, episode_id: str, start: int = 0) -> list[dict[str, Any]]:
        """The log's committed records from the ``start``-th (a poller passes how many it has already read)."""

    def commit_mark(self, episode_id: str, version: int) -> str | None:
        """The mark of the commit at ``version`` as the log holds it now (None: no such commit, or a store or commit
        without marks). Equal marks mean commits 1..``version`` are those read before: a mark names one commit, made
        on one history."""
        return None

    def events_at(
        self, episode_id: str, version: int, mark: str | None, start: int = 0, mark_of: int = 0
    ) -> tuple[list[dict[str, Any]], str | None]:
        """The log's records from the ``start``-th as a head the caller read for this request (at ``version``, its
        commit's ``mark``) has them, and the mark of the commit at ``mark_of`` (:meth:`commit_mark`, read after the
        records; None for 0). A caller that holds the head passes it, so the store need not read it again.

        This default reads the log as it is now (a caller that must not show a later commit cuts it to the head's
        event count), then the mark: two reads. AwsStore answers both from one query of the commits past those it
        kept, where ``events`` and ``commit_mark`` each read the head again (a poll of a running log cost three head
        reads and a commit item until 2026-12-07)."""
        records = self.events(episode_id, start)
        return records, (self.commit_mark(episode_id, mark_of) if mark_of > 0 else None)

    @abstractmethod
    def put_blob(self, key: str, data: bytes) -> bool:
        """Create a blob once; False if the key already exists with the same bytes."""

    @abstractmethod
    def get_blob(self, key: str) -> bytes: ...

    @abstractmethod
    def mark_final(self, episode_id: str, results_key: str, replay_key: str) -> None: ...

    @abstractmethod
    def list_episodes(self, status: str | None = None) -> list[EpisodeHead]:
        """Heads by status (the sweeper's scan), ordered by episode id."""

    def newest_episodes(self, status: str, limit: int, after: tuple[int, str] | None = None) -> list[EpisodeHead]:
        """At most ``limit`` heads in ``status``, newest first (ties by episode id): a public listing.

        ``after`` = (created_ms, episode id) of the last head of the page before: only heads that
        come after it in that order. This default reads every head; a store whose index orders a
        state by creation reads about ``limit`` of them, so an open route's cost does not grow with
        the store."""
        heads = sorted(self.list_episodes(status), key=newest_first)
        if after is not None:
            heads = [h for h in heads if newest_first(h) > (-after[0], after[1])]
        return heads[:limit]

    # -- additions for the serverless runtime (league rows, published files, final keys) ---------

    def claim_seed(self, seed: int, episode_id: str) -> str:
        """Record that ``seed`` deals ``episode_id`` unless an episode claimed it first; return
        the id of the episode that holds the claim (``episode_id`` when it is this one's)."""
        raise NotImplementedError

    def final_keys(self, episode_id: str) -> tuple[str, str] | None:
        """(results_key, replay_key) once the episode is final, else None."""
        raise NotImplementedError

    def put_league_row(self, episode_id: str, row: dict[str, Any]) -> None:
        """Store the league's row for one finished episode; writing it again replaces it (idempotent)."""
        raise NotImplementedError

    def league_rows(self) -> list[dict[str, Any]]:
        """Every league row, ordered by episode id."""
        raise NotImplementedError

    def league_keys(self) -> list[str]:
        """The episode ids of every league row, ordered (a listing: no row is read)."""
        raise NotImplementedError

    def league_row(self, episode_id: str) -> dict[str, Any] | None:
        """One league row, or None when there is none."""
        raise NotImplementedError

    def league_state(self) -> tuple[int, str]:
        """The scheduled league's state pointer: (version, SHA-256 of the state blob); (0, "") before any run."""
        raise NotImplementedError

    def swap_league_state(self, expected_version: int, digest: str) -> bool:
        """Move the pointer to (expected_version + 1, digest) iff it is still at expected_version.

        False, with nothing written, when another run moved it first."""
        raise NotImplementedError

    def publish(self, key: str, data: bytes) -> None:
        """Write a file the viewer reads (leaderboard, episode index); unlike put_blob it may be replaced."""
        raise NotImplementedError
