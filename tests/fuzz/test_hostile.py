"""The hostile inputs themselves (tests/fuzz/hostile.py): drawing one never hands out a value
that another example can change."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings

from . import hostile


def test_a_hostile_list_or_dict_is_drawn_as_a_copy() -> None:
    shared = [v for v in hostile.HOSTILE_VALUES if isinstance(v, list | dict)]
    assert shared  # (the hostile values include lists and dicts)
    seen: list[Any] = []

    @settings(max_examples=400, database=None, derandomize=True)
    @given(hostile.any_value)
    def run(value: Any) -> None:
        assert not any(value is v for v in shared), value
        seen.append(value)

    run()
    assert any(isinstance(v, list | dict) and v in shared for v in seen)
