"""A name in a genitive attribute is no subject of the verbs after it: in "X stand nach
einer Verlängerung seines Mitspielers Y im Abseits und ging mit Z hoch" Y is named inside
a noun phrase ("seines Mitspielers Y", "des Kapitäns Y"), so the jump is X's, not Y's; a
name that is the clause's subject keeps it."""

import pytest
from involvement_kinds import drafted_kinds

_BEFORE = "Ali Dunn zog von der Strafraumgrenze ab, und der Ball war drin. "


@pytest.mark.parametrize(
    ("sentence", "kinds"),
    [
        (
            "Hugo Mercier stand nach einer Verlängerung seines Mitspielers Jan Roth im Abseits "
            "und ging dann mit Verteidiger Tim Ober zum Kopfball hoch.",
            {"Hugo Mercier": "challenged_opponent"},
        ),
        (
            "Hugo Mercier stand nach dem Kopfball des Kapitäns Jan Roth im Abseits und ging "
            "mit Verteidiger Tim Ober zum Kopfball hoch.",
            {"Hugo Mercier": "challenged_opponent"},
        ),
        (
            "Nach dem Pass des Kapitäns stand Jan Roth im Abseits und ging mit Verteidiger "
            "Tim Ober zum Kopfball hoch.",
            {"Jan Roth": "challenged_opponent"},
        ),
    ],
)
def test_the_jump_is_the_subjects(sentence: str, kinds: dict[str, str]) -> None:
    assert drafted_kinds("de", _BEFORE, sentence) == kinds
