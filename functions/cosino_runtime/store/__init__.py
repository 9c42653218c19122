"""Where episodes live: one small interface, an embedded adapter (SQLite + files) and an AWS one."""

from cosino_runtime.store.base import Blob, EpisodeRow, StaleVersion, Store

__all__ = ["Blob", "EpisodeRow", "Store", "StaleVersion"]
