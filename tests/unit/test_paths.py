"""Field paths: one syntax (rules/paths.py) for errors, disputes, findings, readings, the
form and the templates."""

from __future__ import annotations

import pytest

from rules import paths


def data() -> dict[str, object]:
    return {
        "sequence": [{"by": "A1"}, {"by": "D1", "classification": "deflection"}],
        "positions": [
            {"player": "kane", "at": 2, "where": {"opponents_m": {"van-dijk": 9.5}}},
        ],
    }


def test_the_steps_of_a_path() -> None:
    assert paths.tokens("sequence[1].classification") == ["sequence", 1, "classification"]
    assert paths.tokens("positions[0].where.opponents_m.van-dijk")[-1] == "van-dijk"
    assert paths.tokens("positions[+]") == ["positions", paths.APPEND]
    selected = paths.tokens("positions[player=kane, at=2]")[-1]
    assert isinstance(selected, paths.Select)
    assert selected.as_dict() == {"player": "kane", "at": "2"}


def test_reading_and_writing() -> None:
    d = data()
    assert paths.get_path(d, "sequence[1].classification") == "deflection"
    assert paths.get_path(d, "positions[player=kane, at=2].where.opponents_m.van-dijk") == 9.5
    paths.set_path(d, "sequence[0].by", "A2")
    assert paths.get_path(d, "sequence[0].by") == "A2"
    paths.set_path(d, "positions[+]", {"player": "son", "at": 1})
    assert paths.exists(d, "positions[1]") and not paths.exists(d, "positions[2]")
    # A selector that matches nothing yet adds the item; one that matches replaces it.
    new = {"player": "kane", "at": 3}
    paths.set_path(d, paths.select("positions", player="kane", at=3), new)
    assert paths.get_path(d, "positions[2]") == new
    paths.set_path(d, "positions[player=kane, at=3]", {**new, "point": "last_contact"})
    assert paths.get_path(d, "positions[2].point") == "last_contact"


def test_paths_that_name_nothing() -> None:
    d = data()
    assert not paths.exists(d, "sequence[5].by")
    assert not paths.exists(d, "positions[player=son, at=9]")
    assert not paths.exists(d, "positions[+]")
    with pytest.raises(StopIteration):
        paths.get_path(d, "positions[player=son, at=9]")
    assert paths.selector("positions[player=kane, at=2]") == {"player": "kane", "at": "2"}
    assert paths.selector("sequence[1].by") is None


def test_a_path_built_from_its_steps_reads_back_as_them() -> None:
    assert paths.at("sequence", 2, "by") == "sequence[2].by"
    assert paths.at("players", 0, "id") == "players[0].id"
    assert paths.at("match") == "match"
    built = paths.at("positions", 0, "where", "opponents_m", "D-1")
    assert built == "positions[0].where.opponents_m.D-1"
    assert paths.tokens(built) == ["positions", 0, "where", "opponents_m", "D-1"]
    assert paths.at("disputes", 1, "readings", 3, "value") == "disputes[1].readings[3].value"


def test_reading_a_paths_parts() -> None:
    assert paths.head("sequence[2].by") == "sequence"
    assert paths.head("positions[player=kane, at=2]") == "positions"
    assert paths.head("[3]") is None
    assert paths.leaf("sequence[2].by") == "by"
    assert paths.leaf("positions[0]") == 0
    assert paths.leaf("positions[player=j.doe, at=2]") == paths.Select(
        (("player", "j.doe"), ("at", "2"))
    )
    assert paths.leaf("") is None
    assert paths.split_item("sequence[2].classification") == ("sequence", 2, "classification")
    assert paths.split_item("sequence[2]") == ("sequence", 2, "")
    assert paths.split_item("match.minute") is None
    assert paths.split_item("positions[player=kane, at=2].where") is None
    assert paths.dotted("sequence", 2, "by") == "sequence.2.by"
