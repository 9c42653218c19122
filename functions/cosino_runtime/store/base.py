"""The store interface shared by the embedded (SQLite + files) and AWS (DynamoDB + S3) adapters.

An episode row holds its config, a version and the inputs applied so far (seat responses and
deadline marks); the event log is append-only and keyed by (episode, sequence number). A commit
succeeds only when the stored version still equals the version the step read, so a duplicate or
concurrent step loses the race and changes nothing.
"""

from __future__ import annotations

import time
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any


class StaleVersion(Exception):
    """The episode moved on since it was read; the step that raised this must do nothing."""


class UnknownEpisode(KeyError):
    pass


class MissingBlob(FileNotFoundError, KeyError):
    """No blob under that key (both adapters raise this; it is also a KeyError)."""


_KEY_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-/")


def check_key(key: str) -> str:
    """A blob key is a relative path of plain segments; anything else is refused before any I/O.

    >>> check_key("replays/ab12.jsonl")
    'replays/ab12.jsonl'
    """
    if not isinstance(key, str) or not key or len(key) > 512:
        raise ValueError(f"blob key {key!r}: must be a non-empty string of at most 512 characters")
    if not set(key) <= _KEY_CHARS:
        raise ValueError(f"blob key {key!r}: only letters, digits and . _ - / are allowed")
    if any(part in ("", ".", "..") for part in key.split("/")):
        raise ValueError(f"blob key {key!r}: empty, '.' or '..' path segment")
    return key


def now_ms() -> int:
    """Wall-clock milliseconds; rows carry it for the sweeper only, never a replay or a result."""
    return time.time_ns() // 1_000_000


@dataclass(frozen=True)
class EpisodeRow:
    episode_id: str
    config: dict[str, Any]
    version: int
    inputs: tuple[Any, ...]  # each {"response": ...} or {"abandon": reason}
    status: str  # "running" | "finished" | "final"
    event_count: int
    created_ms: int = 0  # when the row was created (wall clock; the sweeper's deadline guard)
    updated_ms: int = 0  # when the last commit landed (the sweeper re-drives quiet episodes)


@dataclass(frozen=True)
class Blob:
    key: str
    data: bytes


class Store(ABC):
    @abstractmethod
    def create_episode(self, episode_id: str, config: dict[str, Any]) -> bool:
        """Create the row at version 0; False if it already exists (creation is idempotent)."""

    @abstractmethod
    def load(self, episode_id: str) -> EpisodeRow: ...

    @abstractmethod
    def commit(
        self, episode_id: str, expected_version: int, new_input: Any, records: list[dict[str, Any]], status: str
    ) -> None:
        """Append one input and its records and bump the version, iff the version is unchanged.

        Raises StaleVersion otherwise, writing nothing."""

    @abstractmethod
    def events(self, episode_id: str) -> list[dict[str, Any]]: ...

    @abstractmethod
    def put_blob(self, key: str, data: bytes) -> bool:
        """Create a blob once; False if the key already exists with the same bytes."""

    @abstractmethod
    def get_blob(self, key: str) -> bytes: ...

    @abstractmethod
    def mark_final(self, episode_id: str, results_key: str, replay_key: str) -> None: ...

    @abstractmethod
    def list_episodes(self, status: str | None = None) -> list[EpisodeRow]: ...

    # -- additions for the serverless runtime (league rows, published files, final keys) ---------

    def final_keys(self, episode_id: str) -> tuple[str, str] | None:
        """(results_key, replay_key) once the episode is final, else None."""
        raise NotImplementedError

    def put_league_row(self, episode_id: str, row: dict[str, Any]) -> None:
        """Store the league's row for one finished episode; writing it again replaces it (idempotent)."""
        raise NotImplementedError

    def league_rows(self) -> list[dict[str, Any]]:
        """Every league row, ordered by episode id."""
        raise NotImplementedError

    def publish(self, key: str, data: bytes) -> None:
        """Write a file the viewer reads (leaderboard, episode index); unlike put_blob it may be replaced."""
        raise NotImplementedError
