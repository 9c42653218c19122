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

A reader may ask for the records from the N-th on only (:meth:`LiveLogs.part`, ``events?from=N``): the kept view
gives them without encoding the rest, with the tokens (:class:`PrefixDigests`) that tell the reader whether what it
holds still leads the view. A poll at the very commit kept reads nothing from the store.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from typing import TYPE_CHECKING

from cosino.primitives.canonical import dump_bytes
from cosino_runtime.store.base import Store, events_at

if TYPE_CHECKING:
    from cosino.arena.public import LiveView

LOGS_KEPT = 16
MAX_BYTES = 32 * 1024 * 1024
DIGEST_EVERY = 256  # settled views between two kept hashes (see PrefixDigests)


def part_reply(episode_id: str, events: bytes, where: tuple[int, int, str | None, tuple[int, str]], view: str) -> bytes:
    """An ``events?from=`` reply, its keys in canonical order: ``events`` the records' JSON joined by commas, ``where``
    (count, from, prefix token, (stable, its token))."""
    count, start, prefix, (stable, stable_prefix) = where
    tail = {"from": start, "prefix": prefix, "stable": stable, "stablePrefix": stable_prefix, "view": view}
    head = dump_bytes({"count": count, "episode": episode_id})[:-1]
    return head + b',"events":[' + events + b"]," + dump_bytes(tail)[1:]


class PrefixDigests:
    """Tokens of a view's first records, so a reader can tell that the list it holds still leads the log's.

    A token is the SHA-256 (first 32 hex digits) of the first n views, each followed by a comma: equal tokens, equal
    lists, whatever history or server made them. The settled views are hashed once, with a copy of the hash kept
    every :data:`DIGEST_EVERY` views, so a token costs at most that many views' bytes to hash.
    """

    def __init__(self) -> None:
        self._hash = hashlib.sha256()  # of the first ``fed`` settled views
        self.fed = 0
        self._marks = [self._hash.copy()]  # the i-th: of the first i * DIGEST_EVERY views

    @property
    def size(self) -> int:
        return 256 * len(self._marks)  # a hash's state, about

    def token(self, view: LiveView, opened: list[bytes], count: int) -> str:
        """The token of ``view``'s first ``count`` views (at most all of them), ``opened`` its open ones."""
        self._feed(view)
        if count <= view.settled:
            at = count - count % DIGEST_EVERY
            digest = self._marks[at // DIGEST_EVERY].copy()
            if count > at:
                digest.update(view.settled_items(at, count) + b",")
        else:
            digest = self._hash.copy()
            digest.update(b"".join(item + b"," for item in opened[: count - view.settled]))
        return digest.hexdigest()[:32]

    def _feed(self, view: LiveView) -> None:
        while self.fed < view.settled:
            stop = min(view.settled, self.fed - self.fed % DIGEST_EVERY + DIGEST_EVERY)
            self._hash.update(view.settled_items(self.fed, stop) + b",")
            self.fed = stop
            if stop % DIGEST_EVERY == 0:
                self._marks.append(self._hash.copy())


class LiveLogs:
    """The public views of the running logs polled last; safe across threads (``cosino serve``).

    Two polls of one log at once each take it out, and a poll that finds it out reads the log whole: slower, never
    wrong, and no lock is held while the store is read.
    """

    def __init__(self, logs_kept: int = LOGS_KEPT, max_bytes: int = MAX_BYTES) -> None:
        self.logs_kept = logs_kept
        self.max_bytes = max_bytes
        # episode -> (version, mark, view, digests)
        self._kept: OrderedDict[str, tuple[int, str | None, LiveView, PrefixDigests]] = OrderedDict()
        self._lock = threading.Lock()

    def body(
        self, store: Store, episode_id: str, version: int, mark: str | None = None, count: int | None = None
    ) -> bytes:
        """The ``events`` reply of a running episode whose head is at ``version``, with that commit's ``mark`` and
        ``count`` records: its public view, as JSON, of those records (all it reads when no count is given)."""
        view, digests = self._view(store, episode_id, version, mark, count)
        body = b'{"episode":' + dump_bytes(episode_id) + b',"events":[' + view.json_items() + b'],"view":"public"}'
        self._keep(episode_id, version, mark, view, digests)
        return body

    def part(
        self, store: Store, episode_id: str, version: int, mark: str | None, count: int | None, start: int
    ) -> bytes:
        """The ``events?from=start`` reply of a running episode (its head as :meth:`body` takes it): the views from
        the ``start``-th on, how many there are, how many lead the list for good, and the prefix tokens (see
        :class:`PrefixDigests`) a reader checks what it holds by."""
        view, digests = self._view(store, episode_id, version, mark, count)
        opened = view.open_items()
        total = view.settled + len(opened)
        events = view.settled_items(min(start, view.settled), view.settled)
        tail = opened[max(0, start - view.settled) :]
        if tail:
            events += (b"," if events else b"") + b",".join(tail)
        prefix = digests.token(view, opened, start) if start <= total else None
        stable = (view.settled, digests.token(view, opened, view.settled))
        self._keep(episode_id, version, mark, view, digests)
        return part_reply(episode_id, events, (total, start, prefix, stable), "public")

    def _view(
        self, store: Store, episode_id: str, version: int, mark: str | None, count: int | None
    ) -> tuple[LiveView, PrefixDigests]:
        """The kept view of the log at ``version`` (taken out: :meth:`_keep` puts it back), extended by the records
        since the kept one's, or read whole when those are not the log's any more."""
        from cosino.arena.public import LiveView  # the engine's view: loaded by the first poll of a running log

        with self._lock:
            kept_version, kept_mark, view, digests = self._kept.pop(episode_id, (0, None, None, None))
        if view is not None and view.count and kept_version == version and mark is not None and kept_mark == mark:
            return view, digests  # the very commit read before: one mark names one commit, so nothing to read
        if view is None or kept_version > version:
            view, digests = LiveView(), PrefixDigests()
        start = max(0, view.count - 1)
        # Read after the head: a commit in between only adds records, never shows a card early. The mark with or
        # after the records: a restore before this read changed it, and one after leaves them as kept.
        records, now_mark = events_at(store, episode_id, version, mark, start, kept_version if view.count else 0)
        if view.count and (not records or records[0] != view.last or now_mark != kept_mark):
            view, digests, start = LiveView(), PrefixDigests(), 0
            records = events_at(store, episode_id, version, mark)[0]
        elif view.count:
            records, start = records[1:], view.count
        if count is not None:  # only the head's records: the view kept is the log at ``version``, whose mark it keeps
            records = records[: max(0, count - start)]
        view.extend(records)
        return view, digests

    def _keep(self, episode_id: str, version: int, mark: str | None, view: LiveView, digests: PrefixDigests) -> None:
        with self._lock:
            self._kept[episode_id] = (version, mark, view, digests)
            while len(self._kept) > self.logs_kept or self._size() > self.max_bytes:
                self._kept.popitem(last=False)

    def _size(self) -> int:
        return sum(view.size + digests.size for _, _, view, digests in self._kept.values())
