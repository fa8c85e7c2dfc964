"""A clause's family (rules.catalogue.clause: PositionClause, OrderClause) is declared with
the clause; readers that took a family from an id's spelling ask it instead."""

from __future__ import annotations

from rules.catalogue import RULES, OrderClause, PositionClause, family, position, sanction
from rules.catalogue.table import clauses_of, rule_of


def test_a_family_is_the_clauses_declared_of_it_in_their_part() -> None:
    positions = family(PositionClause)
    assert "OFF-POS-2" in positions and "OFF-POS-8" in positions
    # The daylight trial is declared beside them, but is not one of them.
    assert "TRIAL-DAYLIGHT-1" not in positions
    assert positions <= {rule_of(c).id for c in clauses_of(position)}
    orders = family(OrderClause)
    assert "OFF-ORDER-1" in orders and orders <= {rule_of(c).id for c in clauses_of(sanction)}
    assert not positions & orders


def test_the_families_keep_the_ids_the_readers_tested_before() -> None:
    # The diagram and the storyboard tested the spelling of ids: the families are those.
    assert family(PositionClause) == {r for r in RULES if r.startswith("OFF-POS-")}
    assert family(OrderClause) == {r for r in RULES if r.startswith("OFF-ORDER-")}
