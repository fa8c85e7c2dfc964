"""How the move started: a restart, or open play."""

from __future__ import annotations

import re
from collections.abc import Sequence

from drafting.facts.base import Cand
from drafting.facts.minute import MinuteFacts
from drafting.focus import Span
from drafting.hits import Touch
from drafting.reading import Reading
from drafting.tables import PERSON, Tables


class StartFacts(MinuteFacts):
    """How the move started (the minutes the text gives tell another goal's restart)."""

    def __init__(self, tables: Tables) -> None:
        super().__init__(tables)
        start = tables.raw["start"]
        self.start = tables.compile(start["pattern"])
        self.start_not = tables.compile(start["not_after"])
        self.start_kinds: dict[str, str] = start["kinds"]

    def start_kind(
        self,
        r: Reading,
        span: Span | None = None,
        dropped: frozenset[int] = frozenset(),
        touches: Sequence[Touch] = (),
        minute: int | None = None,
    ) -> list[Cand]:
        """The restart the move began with: none told of another goal (the ``dropped``
        sentences: "X's free kick had cancelled out their opener"), nor, where the text
        tells where its incident is (``span``), before the move's paragraph or after the
        last decision ("Brandl's free kick is tipped over" later in a live blog). A live
        blog's entry that ends announcing a restart, naming no player and no goal, and tells
        no touch ("63 min: ... Free kick out on the left for the visitors.") leads into the
        move's entry. A restart with
        its taker stands in a sentence asked as a question ("Diallo's corner dropped on to
        Whitlock and went in, but off which part of him?"). A restart told with a moment
        of its own that is not the incident's (``minute``) is another goal's ("the opener
        from a 20th-minute corner": drafting.facts.start._other_moment)."""
        opens = self._opens(r, span, dropped, touches) if span is not None else 0
        lead = _lead(r, span, opens) if span is not None else -1
        if lead >= 0 and (
            _TAKER.search(r.narrative, r.sentences[lead].start, r.sentences[lead].end)
            or self._about_incident(r, r.sentences[lead].start)
        ):
            lead = -1  # it names a player, or a goal: a move of its own
        for m in r.in_narrative(self.start):
            taker = _TAKER.search(m.group(0)) is not None
            if not self._sentence_ok(r, m.start(), m.end(), question=taker):
                continue
            number = r.index.number(m.start())
            if number in dropped:
                continue
            if span is not None and not opens <= number <= span.last and number != lead:
                continue
            sentence = r.index.at(m.start())
            assert sentence is not None
            if self.start_not.search(r.narrative, sentence.start, m.start()):
                continue
            kind = self._restart_kind(m)
            if kind and self._other_moment(r, m, span, minute):
                continue
            if kind:
                return [Cand("start.kind", kind, m.start(), m.end())]
        if span is not None:
            return self._spoken(r, span, opens, dropped)
        return []

    def _spoken(self, r: Reading, span: Span, opens: int, dropped: frozenset[int]) -> list[Cand]:
        """The restart told only in a person's words, where the writer tells none: a
        pundit's or a player's account of the move ("MICK: And Victory get a throw deep in
        their half"; "—Saque de esquina para Colombia, centro de Ospina"), in the move's
        sentences, stated (no question, no negation nor condition in its sentence: "there
        is no offside from a throw-in" is the Law, not the move)."""
        if not r.regions or opens > span.last or not r.may_match(self.start, r.speech):
            return []
        first, last = r.sentences[opens], r.sentences[span.last]
        for m in self.start.finditer(r.speech, first.start, last.end):
            number = r.index.number(m.start())
            if number in dropped or not opens <= number <= span.last:
                continue
            if not self._sentence_ok(r, m.start(), m.end()):
                continue
            sentence = r.sentences[number]
            if r.p.negation.search(r.speech, sentence.start, sentence.end):
                continue
            if self.start_not.search(r.speech, sentence.start, m.start()):
                continue
            kind = self._restart_kind(m)
            if kind:
                return [Cand("start.kind", kind, m.start(), m.end())]
        return []

    def _other_moment(
        self, r: Reading, m: re.Match[str], span: Span | None, minute: int | None
    ) -> bool:
        """The restart at ``m`` is told with a moment of another goal: the minute nearest
        to it in its sentence ("Okafor's 20th-minute free kick"; "the opener, headed in from
        a corner after 20 minutes, ... in the 74th minute") is not the incident's
        ``minute``, or, where none was drafted, not one told after it up to the incident's
        last decision (``span``; the paragraph's end where it tells none)."""
        number = r.index.number(m.start())
        here = self._minutes_in(r, number, number)
        if not here:
            return False
        near = min(here, key=lambda c: min(abs(c[0] - m.end()), abs(m.start() - c[1])))
        if minute is not None:
            return near[2] != minute
        last = span.last if span is not None else _paragraph_end(r, number)
        later = {value for at, _, value in self._minutes_in(r, number, last) if at > near[1]}
        return bool(later) and near[2] not in later

    def _restart_kind(self, m: re.Match[str]) -> str | None:
        """The restart a match names: its words in the table of kinds, or the kind its
        group is named for (``kind_goalkeeper_release``: words of no restart's name, "the
        keeper rolled it out"; a digit at its end tells two such groups apart)."""
        for group, said in m.groupdict().items():
            if not group.startswith("kind") or not said:
                continue
            if group.startswith("kind_"):
                return group[len("kind_") :].rstrip("0123456789")
            return self.start_kinds.get(" ".join(said.lower().split()))
        return None

    @staticmethod
    def _opens(r: Reading, span: Span, dropped: frozenset[int], touches: Sequence[Touch]) -> int:
        """The first sentence a restart of the incident may be told in: the move's
        paragraph's first; the paragraph's before when the move is told again there
        ("90+5 min: A corner from Ferreiro, Salinas flicks it on ...", "90+7 min: The VAR
        checks Ortega's position when Salinas got his head to it"; "2/ Ríos swung in a free
        kick, Adjei headed it back ...", "3/ Freeze it at the moment Adjei heads it"): with
        the decision, or every player it names touching told there already; and that
        paragraph tells of a touch of no other goal."""
        if span.opens == 0:
            return span.opens
        here = r.sentences[span.move].paragraph
        before = r.sentences[span.opens - 1].paragraph
        told = [s for s in span.touched if r.sentences[s].paragraph == before]
        if not told or any(s in dropped for s in told):
            return span.opens
        if span.move != span.first and not _retold(r, touches, here, before):
            return span.opens
        return min(s for s, x in enumerate(r.sentences) if x.paragraph == before)


#: A person's placeholder in a restart's words: its taker named ("Diallo's corner").
_TAKER = re.compile(f"{PERSON}")


def _paragraph_end(r: Reading, number: int) -> int:
    """The last sentence of sentence ``number``'s paragraph."""
    last = number
    while (
        last + 1 < len(r.sentences)
        and r.sentences[last + 1].paragraph == r.sentences[number].paragraph
    ):
        last += 1
    return last


def _lead(r: Reading, span: Span, opens: int) -> int:
    """The last sentence of the paragraph before the move's, when that paragraph tells of
    no touch (a live blog's entry announcing the restart); -1 when there is none."""
    if opens == 0 or opens != span.opens:
        return -1
    before = r.sentences[opens - 1].paragraph
    if any(r.sentences[s].paragraph == before for s in span.touched):
        return -1
    return opens - 1


def _retold(r: Reading, touches: Sequence[Touch], here: int, before: int) -> bool:
    """Every player touching the ball in paragraph ``here`` is named in ``before``: the
    move told again, at the moment of one of its touches."""
    players = {t.person for t in touches if any(r.sentences[s].paragraph == here for s in t.places)}
    if not players or None in players:
        return False
    for person in players:
        assert person is not None
        said = (r.index.number(start) for start, _ in r.people[person].mentions)
        if not any(n >= 0 and r.sentences[n].paragraph == before for n in said):
            return False
    return True
