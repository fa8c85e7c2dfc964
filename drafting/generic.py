"""A sentence that tells what happens to any player, not what one player of the move did.

"A player in an offside position who receives the ball from an opponent who has made a save
is still penalised": the subject is a player the text does not name, brought in by an
indefinite article ("a", "un", "ein", "una": patterns ``generic_article``, read in the
text at the start of the unnamed player's words) and described by a relative clause in the
present tense (patterns ``generic_relative``, read after the placeholder of the unnamed
player: "who receives", "qui tire", ", die ... abwehrt,", "que recibe"). Such a sentence
states the Law or a general case; the unnamed players in it (the opponent who made the save
as much as the player who receives) touch no ball of the move. Named players keep their
touches, and a relative clause in a past tense ("an Everton player who fired wide") is the
move's own telling.

The same holds for a touch told in a clause of time or condition in the present tense
("Offside is judged at the moment a team-mate plays the ball", "once the defender plays it,
it's a new situation"): patterns ``generic_when`` (the conjunction opening the clause, read
before the touch's words) and ``generic_present`` (a present-tense verb in the touch's
words, read in the text). Only languages whose reports tell the move in the past give these
(English); a French or Spanish report may tell the move itself in the present.
"""

from __future__ import annotations

from drafting.lazy import Regex
from drafting.reading import Reading
from drafting.tables import Tables


class GenericClause:
    """Reads whether a sentence speaks of any player (a generic subject), in one language."""

    def __init__(self, tables: Tables) -> None:
        raw = tables.raw
        self.relative: Regex | None = tables.optional(raw, "generic_relative")
        self.article: Regex | None = tables.optional(raw, "generic_article")
        self.when: Regex | None = tables.optional(raw, "generic_when")
        self.present: Regex | None = tables.optional(raw, "generic_present")

    def hypothetical(self, reading: Reading, source: str, start: int, end: int) -> bool:
        """Whether the touch told at ``start``..``end`` of ``source`` is in a clause of time
        or condition (the conjunction before it in its clause) in the present tense."""
        if self.when is None or self.present is None:
            return False
        sentence = reading.sentences[reading.index.number(start)]
        reading.budget.spend()
        return (
            self.when.search(source, max(sentence.start, start - 60), start) is not None
            and self.present.search(reading.text, start, end) is not None
        )

    def states(self, reading: Reading, source: str, sentence_no: int) -> bool:
        """Whether sentence ``sentence_no`` of ``source`` has an unnamed player brought in
        by an indefinite article and described by a present-tense relative clause."""
        if self.relative is None or self.article is None:
            return False
        sentence = reading.sentences[sentence_no]
        for m in self.relative.finditer(source, sentence.start, sentence.end):
            reading.budget.spend()
            person = reading.person(m.group("p"))
            if person is None or not person.unnamed:
                continue
            if self.article.match(reading.text, m.start("p"), sentence.end):
                return True
        return False
