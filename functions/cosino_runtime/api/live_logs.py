"""Running episodes' public logs kept between polls, so a poll reads and views only the records since the last.

A reader polling a running episode was answered with the whole log read from the store and viewed again at each
new version: 0.5 to 0.7 s of CPU a poll at 42,000 records of hearts, growing with the log, so one reader polling
a long episode cost time squared in its length. Each kept log is a :class:`cosino.arena.public.LiveView` and the
number of records it has read; a poll asks the store for the records after those, as the head the route read has
them (:meth:`Store.events_at`: the store does not read the head again).

A log is dropped when its head's version goes back (a restore: its records may differ), or when the commit it was
read at is no longer there (its mark, :meth:`Store.commit_mark`, which ``events_at`` gives with the records: a restore,
then new commits past the version kept, even ones that leave the log's length and last record as they were), or its
last record moved; the least recently polled go first past :data:`LOGS_KEPT` logs or :data:`MAX_BYTES` of views.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from typing import TYPE_CHECKING

from cosino.primitives.canonical import dump_bytes
from cosino_runtime.store.base import Store, events_at

if TYPE_CHECKING:
    from cosino.arena.public import LiveView

LOGS_KEPT = 16
MAX_BYTES = 32 * 1024 * 1024


class LiveLogs:
    """The public views of the running logs polled last; safe across threads (``cosino serve``).

    Two polls of one log at once each take it out, and a poll that finds it out reads the log whole: slower, never
    wrong, and no lock is held while the store is read.
    """

    def __init__(self, logs_kept: int = LOGS_KEPT, max_bytes: int = MAX_BYTES) -> None:
        self.logs_kept = logs_kept
        self.max_bytes = max_bytes
        self._kept: OrderedDict[str, tuple[int, str | None, LiveView]] = OrderedDict()  # (version, mark, view)
        self._lock = threading.Lock()

    def body(
        self, store: Store, episode_id: str, version: int, mark: str | None = None, count: int | None = None
    ) -> bytes:
        """The ``events`` reply of a running episode whose head is at ``version``, with that commit's ``mark`` and
        ``count`` records: its public view, as JSON, of those records (all it reads when no count is given)."""
        from cosino.arena.public import LiveView  # the engine's view: loaded by the first poll of a running log

        with self._lock:
            kept_version, kept_mark, view = self._kept.pop(episode_id, (0, None, None))
        if view is None or kept_version > version:
            view = LiveView()
        start = max(0, view.count - 1)
        # Read after the head: a commit in between only adds records, never shows a card early. The mark with or
        # after the records: a restore before this read changed it, and one after leaves them as kept.
        records, now_mark = events_at(store, episode_id, version, mark, start, kept_version if view.count else 0)
        if view.count and (not records or records[0] != view.last or now_mark != kept_mark):
            view, start = LiveView(), 0
            records = events_at(store, episode_id, version, mark)[0]
        elif view.count:
            records, start = records[1:], view.count
        if count is not None:  # only the head's records: the view kept is the log at ``version``, whose mark it keeps
            records = records[: max(0, count - start)]
        view.extend(records)
        body = b'{"episode":' + dump_bytes(episode_id) + b',"events":[' + view.json_items() + b'],"view":"public"}'
        self._keep(episode_id, version, mark, view)
        return body

    def _keep(self, episode_id: str, version: int, mark: str | None, view: LiveView) -> None:
        with self._lock:
            self._kept[episode_id] = (version, mark, view)
            while len(self._kept) > self.logs_kept or sum(v.size for _, _, v in self._kept.values()) > self.max_bytes:
                self._kept.popitem(last=False)
