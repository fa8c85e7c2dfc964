"""Answers kept in memory per worker: the same key always gets the same answer.

Permalink pages and decisions are pure functions of the facts, the edition and the engine
(and, for pages, the site's address), so each worker keeps the ones it made recently,
least recently used out first. A memo is bounded by the characters it holds in all, not
by a count: an incident at the model's limits makes an answer of half a megabyte.
"""

from __future__ import annotations

import threading
from collections.abc import Hashable

from cachetools import LRUCache


class Memo:
    """Text answers by key, at most ``size`` characters in all (thread-safe)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._kept: LRUCache[Hashable, str] = LRUCache(maxsize=size, getsizeof=len)
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> str | None:
        with self._lock:
            return self._kept.get(key)

    def put(self, key: Hashable, answer: str) -> None:
        """Keep ``answer`` (one larger than the whole memo is not kept)."""
        if len(answer) > self.size:
            return
        with self._lock:
            self._kept[key] = answer

    def clear(self) -> None:
        with self._lock:
            self._kept.clear()

    def __contains__(self, key: Hashable) -> bool:
        with self._lock:
            return key in self._kept

    def __len__(self) -> int:
        with self._lock:
            return len(self._kept)

    @property
    def held(self) -> int:
        """The characters held now."""
        with self._lock:
            return int(self._kept.currsize)
