"""The stamp a clause opens with (drafting.entries.past_stamp): a clock time, bracketed or
not, or a live blog's minute with its sign; never a bare number in running text."""

import pytest

from drafting.entries import past_stamp

CASES = [
    ("(11:15) Nora Vidal sees it otherwise.", "Nora Vidal"),
    ("[12:40] Tomas Berg was asked about it.", "Tomas Berg"),
    ("14:05 - Ines Maro answered.", "Ines Maro"),
    ("67' – Pablo Reyes runs clear.", "Pablo Reyes"),
    ("90+3' | Final whistle.", "Final"),
    ("49 min: Quiet spell.", "49 min"),
    ("Nov 9 - Lisbon won.", "Nov 9"),
    ("9 - Lisbon won.", "9 - "),
]


@pytest.mark.parametrize(("text", "after"), CASES)
def test_the_clause_opens_past_its_stamp(text: str, after: str) -> None:
    assert text[past_stamp(text, 0, len(text)) :].startswith(after)
