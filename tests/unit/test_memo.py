"""The memos (explainer/memo.py) are bounded in bytes, whatever the script of the text
(issue 31, item 12: a bound in characters let text in other scripts hold up to 4x that)."""

from __future__ import annotations

from explainer.memo import Memo


def test_a_memo_is_bounded_in_bytes_not_characters() -> None:
    memo = Memo(1_000)
    greek = "Ω" * 400  # 400 characters, 800 bytes of UTF-8
    emoji = "⚽" * 300  # 300 characters, 900 bytes
    memo.put("greek", greek)
    assert memo.held == 800
    memo.put("emoji", emoji)  # 1,700 bytes in all: the older answer goes
    assert memo.held <= memo.size and "greek" not in memo and "emoji" in memo
    memo.put("large", "é" * 600)  # 600 characters but 1,200 bytes: larger than the memo
    assert "large" not in memo and memo.held <= memo.size


def test_an_answer_is_kept_and_given_back_as_its_utf8_bytes() -> None:
    memo = Memo(100)
    assert memo.put("k", "Müller") == "Müller".encode()
    assert memo.get("k") == "Müller".encode()
    assert memo.get("other") is None
