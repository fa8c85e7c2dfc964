"""Answers kept in memory per worker: the same key always gets the same answer.

Permalink pages and decisions are pure functions of the facts, the edition and the engine
(and, for pages, the site's address), so each worker keeps the ones it made recently,
least recently used out first. A memo is bounded by the bytes it holds in all, not by a
count: an incident at the model's limits makes an answer of half a megabyte. An answer is
kept as the UTF-8 bytes it is sent as (encoded once), so the bound is the memory the
answers take and the size of what is sent: a bound in characters let text in other
scripts hold up to four times as many bytes.
"""

from __future__ import annotations

import threading
from collections.abc import Hashable

from cachetools import LRUCache


class Memo:
    """Answers by key, at most ``size`` bytes of UTF-8 in all (thread-safe)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._kept: LRUCache[Hashable, bytes] = LRUCache(maxsize=size, getsizeof=len)
        self._lock = threading.Lock()

    def get(self, key: Hashable) -> bytes | None:
        """The answer kept under ``key``, as UTF-8 bytes, or None."""
        with self._lock:
            return self._kept.get(key)

    def put(self, key: Hashable, answer: str | bytes) -> bytes:
        """Keep ``answer`` (one larger than the whole memo is not kept); its bytes."""
        data = answer.encode() if isinstance(answer, str) else answer
        if len(data) > self.size:
            return data
        with self._lock:
            self._kept[key] = data
        return data

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
        """The bytes held now."""
        with self._lock:
            return int(self._kept.currsize)
