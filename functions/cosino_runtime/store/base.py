"""The store interface shared by the embedded (SQLite + files) and AWS (DynamoDB + S3) adapters.

An episode row holds its config, a version and the inputs applied so far (seat responses and
deadline marks); the event log is append-only and keyed by (episode, sequence number). A commit
succeeds only when the stored version still equals the version the step read, so a duplicate or
concurrent step loses the race and changes nothing.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any


class StaleVersion(Exception):
    """The episode moved on since it was read; the step that raised this must do nothing."""


class UnknownEpisode(KeyError):
    pass


@dataclass(frozen=True)
class EpisodeRow:
    episode_id: str
    config: dict[str, Any]
    version: int
    inputs: tuple[Any, ...]  # each {"response": ...} or {"abandon": reason}
    status: str  # "running" | "finished" | "final"
    event_count: int


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
