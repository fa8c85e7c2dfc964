"""What people are (a role beside a name), and the players the text names by a noun."""

from __future__ import annotations

import re

from drafting.people.model import Found, Mention, Person
from drafting.people.persons import PersonNames
from drafting.tables import FILL, PERSON_BASE, PERSON_END, TEAM, TEAM_BASE, TEAM_END

_SENTENCE_END = re.compile(r"[.!?]\s")
#: The quotation a role noun follows closely ("„Für mich war Jonas nie im Abseits“, sagte
#: der 52-Jährige"): its closing mark, a few words before the noun.
_QUOTE_CLOSED = re.compile(r"(?:[»”]|(?<=\S)[“«\"])(?=[\s,.;:!?–—-])[^“”»«„\"]{0,40}$")
_QUOTE_MARKS = '“”»«„"'
#: After a role word: up to two words (an adjective, a team) then a person: the role is
#: that person's ("Assoumou, le gardien lillois Lucas Verbeke": Verbeke's, not Assoumou's).
_ROLE_OF_NEXT = re.compile(
    rf"(?: (?:[\w'’-]+|{TEAM}{FILL}*)){{0,2}},? [\u{PERSON_BASE:04x}-\u{PERSON_END:04x}]"
)


def _names_next(found: Found, end: int) -> bool:
    """A named person right after ``end`` (after one space)."""
    if end + 1 >= len(found.masked) or found.masked[end] != " ":
        return False
    person = found.person_at(found.masked[end + 1])
    return person is not None and not person.unnamed


def _names_next_after(found: Found, end: int) -> bool:
    """A named person right after the role word ending at ``end``, after at most two
    words: the role word is theirs."""
    hit = _ROLE_OF_NEXT.match(found.masked, end)
    if hit is None:
        return False
    person = found.person_at(found.masked[hit.end() - 1])
    return person is not None and not person.unnamed


def _after_name(found: Found, start: int, end: int) -> bool:
    """The words ``start``-``end`` stand between commas right after a named person: an
    apposition describing him ("Lasse Brückner, the towering centre-back, rose")."""
    return found.masked[end : end + 1] == "," and _right_after_name(found, start)


def _right_after_name(found: Found, start: int) -> bool:
    """The words at ``start`` follow a named person and a comma ("Bastien Marchal, le
    défenseur nantais, ..."): an apposition describing him."""
    if start < 3 or found.masked[start - 2 : start] != ", ":
        return False
    k = start - 3
    while k > 0 and found.masked[k] == FILL:
        k -= 1
    person = found.person_at(found.masked[k])
    return person is not None and not person.unnamed


def _named_with_other_team(found: Found, person: Person, team: int) -> bool:
    """``person`` is named right after a team other than ``team`` ("Herthas Jonas Wendland",
    "le Lillois X"): a team word for someone else cannot stand for him."""
    for start, _ in person.mentions:
        k = start - 1
        while k >= 0 and found.masked[k] in " -'’s":
            k -= 1
        while k >= 0 and found.masked[k] == FILL:
            k -= 1
        code = ord(found.masked[k]) - TEAM_BASE if k >= 0 else -1
        if 0 <= code <= TEAM_END - TEAM_BASE and code != team:
            return True
    return False


def _mention(found: Found, masked: list[str], person: Person, start: int, end: int) -> None:
    """``start``-``end`` is a mention of ``person``: recorded, and masked as theirs."""
    person.mentions.append((start, end))
    found.mentions.append(Mention(start, end, "person", person.index))
    masked[start] = chr(PERSON_BASE + person.index)
    for i in range(start + 1, end):
        masked[i] = FILL


def _aside_of(found: Found, aside: re.Match[str]) -> str:
    """An aside right after a named person ("Holm, who was offside when Berg crossed,"):
    left out (the names inside it are not the role word's player); any other kept."""
    text = aside.string
    k = aside.start() - 1
    while k > 0 and text[k] == FILL:
        k -= 1
    person = found.person_at(text[k]) if k >= 0 else None
    return "" if person is not None and not person.unnamed else aside.group(0)


def _named_after(found: Found, person: Person, before: str, cut: int) -> bool:
    """``person`` is named in ``before`` after ``cut``."""
    return any(found.person_at(c) is person for c in before[cut:])


def _defends(person: Person) -> bool:
    """``person`` is named as a defender or a goalkeeper."""
    return (
        bool(person.roles & {"defender", "goalkeeper"})
        or person.back_line
        or person.role_side == "defending"
    )


def _plays_as(person: Person, role: str) -> bool:
    """``person`` is named as a goalkeeper (``role`` goalkeeper) or a defender."""
    if role == "goalkeeper":
        return "goalkeeper" in person.roles
    return "goalkeeper" not in person.roles and (person.back_line or "defender" in person.roles)


class RoleNames(PersonNames):
    def _roles(self, found: Found) -> None:
        masked = found.masked
        for m in found.mentions:
            if m.kind != "person":
                continue
            person = found.people[m.index]
            before = masked[max(0, m.start - 40) : m.start]
            after = self.lex.role_after.search(masked[m.end : m.end + 60])
            if after and _names_next_after(found, m.end + after.end()):
                after = None
            for hit in (self.lex.role_before.search(before), after):
                if hit:
                    word = hit.group(1).lower()
                    person.roles.add(self.t.role_of[word])
                    if not person.unnamed:
                        person.wide = person.wide or word in self.lex.wide_defenders
                        person.back_line = person.back_line or word in self.lex.back_line
                        # (a goalkeeper's every word, "Goalie" and "Torfrau" too: defending)
                        person.role_side = (
                            person.role_side
                            or self.t.unnamed.get(word)
                            or ("defending" if self.t.role_of[word] == "goalkeeper" else None)
                        )

    def _antecedent(
        self,
        found: Found,
        m: re.Match[str],
        det: str,
        side: str | None,
        team: int | None = None,
        kind: str = "player",
    ) -> Person | None:
        """The named player an attacker's role noun with a definite article stands for
        (words.yaml grammar ``role_anaphor``: "der Stürmer", "der eingewechselte Angreifer",
        and with a team, an attacker's or a midfielder's: "der Stuttgarter Mittelfeldspieler"):
        the last person named before it, in its sentence or the one before, who may play
        and is no defender (with a team: named with no other team); None in a language
        without it or when there is none."""
        if det not in self.lex.role_anaphor or m.group("side"):
            return None
        if side != "attacking" and not (team is not None and kind == "midfielder"):
            return None
        before = _window(found, m.start())
        for char in reversed(before):
            person = found.person_at(char)
            if person is None:
                continue
            if person.unnamed or not person.can_play or person.roles & {"defender", "goalkeeper"}:
                return None
            if team is not None and _named_with_other_team(found, person, team):
                return None
            return person
        return None

    def _role_anaphors(self, found: Found) -> None:
        """A player named again by his role with the definite article ("the striker", "the
        19-year-old", "l'attaquant", "el lateral"): the player just named with that role
        (``_role_antecedent``), masked as his; where none is, the words are left as they
        are (an unnamed player's nouns to ``_unnamed``), never a player of their own."""
        if self.lex.role_anaphor_re is None:
            return
        masked = list(found.masked)
        for m in self.lex.role_anaphor_re.finditer(found.masked):
            end = m.end()
            if _names_next(found, end) or (
                found.masked[end : end + 1] == "," and _names_next_after(found, end + 1)
            ):
                continue  # "the striker Jan Holm", "the captain, the midfielder Jan Holm"
            if _right_after_name(found, m.start()):  # (with or without a closing comma)
                continue  # "Jan Holm, the striker, ...": an apposition
            role = self.lex.role_anaphor_nouns.get(m.group("noun").lower())
            team = ord(m.group("t")) - TEAM_BASE if m.group("t") else None
            person = self._role_antecedent(found, m.start(), role, team)
            if person is not None:
                _mention(found, masked, person, m.start(), end)
        found.mentions.sort(key=lambda x: x.start)
        found.masked = "".join(masked)

    def _role_antecedent(
        self, found: Found, start: int, role: str | None, team: int | None
    ) -> Person | None:
        """The named player a role word at ``start`` stands for: among the people named
        in its sentence and the one before (not inside a quotation closed just before, nor
        in an aside after another name: "Holm, who was offside when Berg crossed, and the
        striker ..."), an attacker's word is the last one named if he is the one player
        who may attack named in its sentence (or, when it names none, the one before); a
        defender's, the last one named as a defender or a goalkeeper's, the last one named
        as a goalkeeper; any other role (a captain) only the one player named there. None
        when the one it would be is named with another team."""
        before = _window(found, start)
        if self.lex.role_anaphor_aside is not None:
            before = self.lex.role_anaphor_aside.sub(lambda a: _aside_of(found, a), before)
        named: list[Person] = []
        owners: list[Person] = []  # named only after "of" ("the shot of Berg"): not him
        received = False  # the last one named is the one a pass was played to
        for k in range(len(before) - 1, -1, -1):
            person = found.person_at(before[k])
            if person is None or person in named or person in owners:
                continue
            receiver = self.lex.role_anaphor_receiver
            if not named and not owners and receiver is not None:
                received = receiver.search(before, max(0, k - 60), k) is not None
            genitive = self.lex.role_anaphor_genitive
            if genitive is not None and genitive.search(before, 0, k) and person.roles == set():
                owners.append(person)
            else:
                named.append(person)
        # (a player by a full name or a role: one word alone may be a place, "Parti")
        players = [p for p in named if not p.unnamed and p.can_play and (p.roles or " " in p.name)]
        if not players or named[0] is not players[0]:
            return None  # the last one named is an official, a coach or an unnamed player
        pick: Person | None
        if role == "attacker":
            # the one player who may attack, in the sentence of the word if it names one,
            # else in the sentence before ("X crossed and Y scored. The striker ...": neither)
            own = [x.end() for x in _SENTENCE_END.finditer(before)]
            cut = own[-1] if own else 0
            near = [p for p in players if _named_after(found, p, before, cut)] or players
            attackers = [p for p in near if not _defends(p)]
            pick = players[0] if attackers == [players[0]] else None
            if pick is None and received and attackers[:1] == [players[0]]:
                # "X slid a pass to Y. The striker ...": the one the ball was played to
                pick = players[0]
        elif role in ("defender", "goalkeeper"):
            pick = next((p for p in players if _plays_as(p, role)), None)
        else:
            pick = players[0] if len(players) == 1 else None
        if pick is not None and team is not None and _named_with_other_team(found, pick, team):
            return None
        return pick

    def _unnamed(self, found: Found) -> None:
        """Add "a Sporting defender", "an opponent", ... as people, and mask them too."""
        masked = list(found.masked)
        by_key: dict[tuple[int | None, str], Person] = {}
        for m in self.lex.unnamed_re.finditer(found.masked):
            if _names_next(found, m.end()):
                # "dem Torhüter Renzo Salas", "le défenseur du Standard Hugo Lambert": the
                # words are the named player's role
                continue
            if _names_next(found, m.end() + 1) and found.masked[m.end()] == ",":
                continue  # "the home goalkeeper, Jan Overbeck": an apposition names him
            if not (m.group("t") or m.group("dem")) and _after_name(found, m.start(), m.end()):
                continue  # "Jan Overbeck, the tall goalkeeper, ...": it describes him
            adj = (m.group("adj") or "").lower()
            if adj in self.lex.not_unnamed:
                continue
            if len(found.people) >= PERSON_END - PERSON_BASE:
                break
            noun = m.group("noun").lower()
            if noun in self.lex.body and not (m.group("t") or m.group("dem")):
                continue  # "stretched out a leg": a body part, not a player
            team: int | None = None
            if m.group("t"):
                team = ord(m.group("t")) - TEAM_BASE
            elif m.group("dem"):
                team = self.lex.demonyms.get(m.group("dem"))
            side = self.t.unnamed.get(noun)
            det = " ".join(m.group("det").lower().split())
            if det in self.lex.defending_det:
                side = "defending"
            if m.group("side") in self.lex.opposing and team is None:
                side = side or "defending"
            kind = self.lex.kinds.get(noun, "player")
            named = self._antecedent(found, m, det, side, team, kind)
            if named is not None:
                # "Für Lukaku ...: Zweimal traf der Stürmer": the attacker just named
                _mention(found, masked, named, m.start(), m.end())
                continue
            if kind == "anaphor":
                continue  # "der 19-Jährige", "der Spanier": only ever the player just named
            key = (team, kind)
            person = by_key.get(key)
            if person is None:
                person = Person(len(found.people), "", (), unnamed=True, team=team, noun=kind)
                person.side = side
                found.people.append(person)
                by_key[key] = person
            elif person.side is None:
                person.side = side
            _mention(found, masked, person, m.start(), m.end())
        found.mentions.sort(key=lambda x: x.start)
        found.masked = "".join(masked)


def _window(found: Found, start: int) -> str:
    """The masked text a role word at ``start`` looks back on for its player: its sentence
    and the one before, within 250 characters, cut before a quotation closed just before
    it (the speaker of the words quoted: nobody named inside them)."""
    before = found.masked[max(0, start - 250) : start]
    closed = _QUOTE_CLOSED.search(before)
    if closed is not None:
        opened = max(before.rfind(q, 0, closed.start()) for q in _QUOTE_MARKS)
        before = before[: max(0, opened)]
    ends = [x.end() for x in _SENTENCE_END.finditer(before)]
    if len(ends) > 1:
        before = before[ends[-2] :]
    return before
