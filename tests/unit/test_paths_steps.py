"""rules/paths.py's step writers and readers: at (a path extended), nested, split_item."""

from __future__ import annotations

from rules.paths import at, in_list, joined, nested, split_item, tokens


def test_a_path_is_extended_one_step_at_a_time() -> None:
    assert at("", "sequence") == "sequence"
    assert at(at("", "sequence"), 2) == "sequence[2]"
    assert at(at("sequence", 2), "by") == at("sequence", 2, "by") == "sequence[2].by"
    assert at("positions[0].where.opponents_m", "D-1") == "positions[0].where.opponents_m.D-1"
    assert at("", 0) == "[0]" and at("a") == "a" and at() == ""
    # a name is a name, whatever it spells: "+" is a key here, not the append marker
    assert at("x", "+") == "x.+"
    path = at(at("positions", 0, "where"), 1, "x")
    assert path == joined(tokens(path)) == "positions[0].where[1].x"


def test_a_path_inside_a_value_is_written_from_the_top() -> None:
    assert nested("incident", "sequence[2].by") == "incident.sequence[2].by"
    assert nested("incident", "") == "incident"
    assert nested("", "outcome") == "outcome"
    assert nested("positions[1]", "where.half") == "positions[1].where.half"
    assert nested("positions[1].where.parts_beyond", "[0]") == "positions[1].where.parts_beyond[0]"


def test_an_item_of_a_top_level_list_is_split_off_as_written() -> None:
    assert split_item("fouls[3].against") == ("fouls", 3, "against")
    assert split_item("positions[0]") == ("positions", 0, "")
    assert split_item("positions[player=kane, at=2].where") is None
    assert split_item("positions[0][1]") is None
    assert split_item("outcome") is None
    assert split_item("match.home") is None


def test_a_path_is_inside_a_list_when_it_names_an_item_of_it() -> None:
    assert in_list("fouls[2].by", "fouls") and in_list("positions[0]", "positions")
    assert not in_list("fouls", "fouls") and not in_list("fouls_x[0]", "fouls")
    assert not in_list("match.home", "match")
