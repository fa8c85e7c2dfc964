"""The touches of the ball, in the order they happened, as far as the text says.

Each touch rule of the patterns file finds a touch in a sentence: who (a person found in
the text, or nobody named), the action, sometimes a direction, sometimes that it is the
touch that scored. Within a sentence the touches are ordered by where they are said, with
two exceptions: a touch that is the object of another ("Emerson headed Perisic's cross")
came first, and so did the touches of a closing "after ..." clause ("Kane scored after
Emerson's header came off Nazinho"). Across sentences the text's order is kept, a touch
said twice is one touch, and the scoring touch is the last.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from drafting.chains import Chains
from drafting.generic import GenericClause
from drafting.hits import Hit, Rule, Touch, ball_subject, dedupe, on_its_way, rule_of
from drafting.people import Person
from drafting.pronouns import PronounReader
from drafting.reading import Reading
from drafting.tables import FILL, PERSON, Tables, past_fill
from drafting.text import Sentence
from drafting.touch_merge import TouchMerger
from drafting.verdicts import Verdicts

_PLACEHOLDER = re.compile(f"({PERSON}){FILL}*")
#: The directions an anonymous touch rule may name its groups after.
_DIRECTIONS = ("backwards", "forwards", "square")


class TouchFinder:
    """Finds the touches of the ball in texts of one language (the patterns built once)."""

    def __init__(self, tables: Tables) -> None:
        self.t = tables
        raw = tables.raw
        self.rules = [rule_of(tables, item) for item in raw["touches"]]
        self.inverted_subject = tables.optional(raw, "inverted_subject")
        # Words right before a name that make it no subject ("nach einer Flanke von Krämer
        # köpfte Weber": Krämer is not the one who headed).
        self.not_subject_after = tables.optional(raw, "not_subject_after")
        # A relative or demonstrative pronoun right after the name makes him the subject
        # again ("steckt durch auf Vogt, der legt quer": Vogt laid it across).
        self.relative_subject = tables.optional(raw, "relative_subject")
        # A sentence stating the Law ("Under Law 11, a player who receives the ball from an
        # opponent who deliberately plays it ..."): its unnamed players touch no ball of the move.
        self.law_statement = tables.compile(raw["officials"]["law_statement"])
        # A sentence about any player ("a player who receives the ball from an opponent ..."):
        # its unnamed players touch no ball of the move either.
        self.generic = GenericClause(tables)
        self.chains = Chains(tables)
        # The word that makes a passive pass or header go backwards ("headed back").
        self.back = re.compile(tables.grammar.get("back") or r"\bback\b", re.IGNORECASE)
        tail = raw["tail"]
        self.direction = {k: tables.compile(v) for k, v in tail["direction"].items()}
        self.clear = tables.compile(tail["clear"])
        # The words that make a shot's rule tell a header ("köpfte am Keeper vorbei ein").
        self.headed = tables.optional(tail, "headed")
        # The words that make a pass go forwards ("a ball over the top"), within its clause.
        self.forward_pass = tables.optional(tail, "forward_pass")
        self.clause_end = tables.compile(tail.get("clause_end") or r"[,;:.!?]")
        #: A pass noun that says its way ("Rückpass", "Querpass", "cut-back"): tail
        #: ``noun_direction``, by direction.
        self.noun_direction = {
            k: tables.compile(v) for k, v in (tail.get("noun_direction") or {}).items()
        }
        self.reference = tables.compile(raw["reference"]) if raw.get("reference") else None
        self.ball = tables.compile(r"\b{BALL}\b")
        finals = [
            p if isinstance(p, str) else p["pattern"]
            for items in raw["officials"]["final"].values()
            for p in items
        ]
        finals.append(str(raw["outcome"]["ball_in"]))
        self.outcome = tables.compile("|".join(f"(?:{p})" for p in finals))
        self.pronouns = PronounReader(tables)
        grammar = tables.grammar
        #: The words of an anonymous touch's direction, by the direction they give (words.yaml
        #: grammar ``direction_words``: "back", "forward"; any other word: square).
        self.direction_words: dict[str, tuple[str, ...]] = {
            name: tuple(words) for name, words in (grammar.get("direction_words") or {}).items()
        }
        self.verdicts = Verdicts(tables)
        self.merger = TouchMerger(tables)

    # --- finding --------------------------------------------------------------------------------

    def find(self, reading: Reading) -> tuple[list[Touch], int | None]:
        """The touches in order, and the scorer (a person index) if the text names one."""
        hits = dedupe(self._read(reading))
        # "when Digne struck the ball": a kick told again (a header so told is kept: it
        # says how the ball was played), where the player has a touch told otherwise
        # (a noun only before it: "Digne's free-kick ... when Digne struck the ball"), or
        # any told before it ("... when Digne hooked a ball forward. At the moment Digne
        # struck it, ...": the first "when" tells the move itself)
        told = {h.person for h in hits if not h.reference and not h.noun}
        first: dict[int | None, tuple[int, int]] = {}
        for h in hits:
            first[h.person] = min(first.get(h.person, (h.sentence, h.start)), (h.sentence, h.start))
        hits = [
            h
            for h in hits
            if not (
                h.reference
                and not h.scoring
                and (h.person in told or first[h.person] < (h.sentence, h.start))
                and h.action in (None, "shot", "pass")
            )
        ]
        scorer = self._scorer(hits)
        # "Sterling had a goal disallowed" when Jesus put the ball in: no touch of Sterling's.
        hits = [
            h
            for h in hits
            if not (h.scoring and h.action is None and scorer is not None and h.person != scorer)
        ]
        touches = self._ordered(reading, self.merger.merge(reading, hits), scorer)
        self.verdicts.classify(reading, touches, scorer)
        return touches, scorer

    def _read(self, reading: Reading) -> list[Hit]:
        """The hits of the narrative and of the speech, read a second time with each
        pronoun standing for the one it names (the scorer of the first reading helps)."""
        first: list[Hit] = []
        found: dict[bool, tuple[list[Hit], int]] = {}
        for source, speech in ((reading.narrative, False), (reading.speech, True)):
            before = reading.budget.spent
            got = self._hits(reading, source, speech)
            found[speech] = (got, reading.budget.spent - before)
            first.extend(got)
        scorer = self._scorer(first)
        hits: list[Hit] = []
        for source, speech in ((reading.narrative, False), (reading.speech, True)):
            resolved = self.pronouns.resolve(reading, source, scorer)
            if resolved is source:
                # No pronoun stands for anyone: the same text, the same touches (and the
                # same steps counted, as if read again).
                again, cost = found[speech]
                reading.budget.spend(cost)
                hits.extend(again)
            else:
                hits.extend(self._hits(reading, resolved, speech))
        return hits

    def _ordered(self, reading: Reading, touches: list[Touch], scorer: int | None) -> list[Touch]:
        """The merged touches with the unnamed team-mate's kept only where he is needed,
        and the scorer's scoring touch last."""
        mate = reading.cache.get("teammate")
        if mate is not None and any(
            t.person not in (None, mate) and t.action in ("pass", "cross") for t in touches
        ):
            # A pass the text gives its passer for: the unnamed team-mate's is the same one.
            touches = [t for t in touches if t.person != mate]
        if scorer is not None:
            last = [t for t in touches if t.scoring and t.person == scorer]
            later = touches[touches.index(last[-1]) + 1 :] if last else []
            if last and not (later and all(on_its_way(last[-1], t) for t in later)):
                # (a shot deflected on its way in, or that struck an arm, keeps its place)
                touches = [t for t in touches if t is not last[-1]] + [last[-1]]
        if mate is not None and touches and touches[-1].person == mate:
            # An unnamed team-mate's pass is only told as the pass someone named received.
            touches = [t for t in touches if t.person != mate]
        return touches

    def _scorer(self, hits: list[Hit]) -> int | None:
        """The one person who scored: if several are said to, the one who is said to have
        put the ball in ("for Jesus to tap in" over "Sterling had a goal disallowed")."""
        scorers = {h.person for h in hits if h.scoring and h.person is not None}
        if len(scorers) > 1:
            # a shot that only may have gone in ("Foden's shot ... Haaland's goal was ruled out")
            said = {h.person for h in hits if h.scoring and not h.inferred and h.person is not None}
            scorers = said or scorers
        if len(scorers) > 1:
            scorers = {h.person for h in hits if h.scoring and h.action and h.person is not None}
        return scorers.pop() if len(scorers) == 1 else None

    def _hits(self, reading: Reading, source: str, speech: bool) -> list[Hit]:
        found: list[Hit] = []
        places = [m.start() for m in re.finditer(PERSON, source)]
        for rule in self.rules:
            if not places and not rule.anonymous:
                continue  # a rule about a person cannot match a text that names nobody
            matches: Iterable[re.Match[str]]
            if rule.anchored:
                # a step for each name it is tried at (or could not match at)
                reading.budget.spend(len(places))
                if not reading.may_match(rule.regex, source):
                    continue
                match = rule.regex.match
                matches = [m for at in places if (m := match(source, at)) is not None]
            elif not reading.may_match(rule.regex, source):
                continue
            else:
                matches = reading.finditer(rule.regex, source)
            for m in matches:
                if not rule.anchored:
                    reading.budget.spend()
                hit = self._hit(reading, source, speech, rule, m)
                if hit is not None:
                    found.append(hit)
        return found

    def _hit(
        self, reading: Reading, source: str, speech: bool, rule: Rule, m: re.Match[str]
    ) -> Hit | None:
        """The hit ``rule`` finds at ``m``; None when the words are no touch of this match
        by a player (negated, another's subject, another match's)."""
        sentence_no = reading.index.number(m.start())
        if sentence_no < 0 or sentence_no in reading.other_match:
            return None  # "Last season Wissa had a winner ruled out": another match's touch
        sentence = reading.sentences[sentence_no]
        if m.end() > sentence.end:
            return None
        person: int | None = None
        if rule.teammate:
            return self._teammate_hit(reading, source, speech, rule, m, sentence_no)
        if not rule.anonymous:
            found = reading.person(m.group("p"))
            if found is None or not found.can_play:
                return None
            person = found.index
            if found.unnamed and (
                reading.sentence_has(
                    self.law_statement, sentence_no, "speech" if speech else "narrative"
                )
                or self.generic.states(reading, source, sentence_no)
                or self.generic.hypothetical(reading, source, m.start(), m.end())
            ):
                return None  # "an opponent who deliberately plays it": anybody, in the Law
        if self._no_touch(reading, source, rule, m, sentence):
            return None
        action, direction, direction_end = self._how(source, rule, m, sentence)
        scoring = rule.scoring is True
        if rule.scoring == "outcome":
            scoring = self.outcome.search(source, sentence.start, sentence.end) is not None
        said_by = reading.said_by(m.start()) if speech else None
        start = m.start("p") if not rule.anonymous else m.start()
        verb_at = m.start("v") if "v" in rule.regex.groupindex and m.group("v") is not None else -1
        reference = bool(
            self.reference is not None
            and rule.anchored
            and not rule.noun
            and self.reference.search(source, max(sentence.start, start - 24), start)
        )
        return Hit(
            sentence_no, start, m.end(), person, action, direction, scoring, rule.noun,
            said_by, direction_end, verb_at=verb_at, reference=reference,
            inferred=scoring and rule.scoring == "outcome", hand=rule.hand,
            handled=rule.hand and rule.passive, attempt=rule.attempt,
        )  # fmt: skip

    def _no_touch(
        self, reading: Reading, source: str, rule: Rule, m: re.Match[str], sentence: Sentence
    ) -> bool:
        """The words ``rule`` found tell of no touch: negated, the ball not the subject,
        the person after words that make him no subject, another subject before an
        inverted verb, or no goalkeeper where the rule needs one."""
        if not rule.noun and not rule.passive:
            verb_at = m.start("v") if "v" in rule.regex.groupindex else m.start()
            if reading.negated(source, m.start()) or reading.negated(source, verb_at):
                return True
        if rule.ball and not ball_subject(self.ball, source[sentence.start : m.start()]):
            return True
        if (
            rule.anchored
            and not rule.noun
            and not rule.relative
            and self.not_subject_after is not None
            and self.not_subject_after.search(
                source, max(sentence.start, m.start() - 40), m.start()
            )
            and not self._relative_subject(source, m)
        ):
            return True
        if self.chains.not_his(source, rule, m, sentence, self.inverted_subject):
            return True
        if rule.inverted and (
            self.inverted_subject is None
            or self.inverted_subject.search(source, sentence.start, m.start()) is not None
        ):
            return True
        if rule.keeper:
            keeper = reading.person(m.group("q"))
            if keeper is None or not keeper.goalkeeper:
                return True
        if rule.own_keeper:
            thrower = reading.person(m.group("p"))
            if thrower is None or not thrower.goalkeeper:
                return True
        return False

    def _relative_subject(self, source: str, m: re.Match[str]) -> bool:
        """The person ``m`` names is followed by a relative or demonstrative pronoun, the
        subject of the verb after it ("auf Vogt, der legt quer")."""
        if self.relative_subject is None or "p" not in m.re.groupindex:
            return False
        at = past_fill(source, m.end("p"), m.end())
        return self.relative_subject.match(source, at, m.end()) is not None

    def _how(
        self, source: str, rule: Rule, m: re.Match[str], sentence: Sentence
    ) -> tuple[str | None, str | None, int]:
        """The touch's action and direction, and where the words of its direction end."""
        action = rule.action
        direction = rule.direction
        direction_end = m.end() if direction else -1
        named = self._named_direction(rule, m)
        if named is not None:
            direction, direction_end = named, m.end()
        if rule.tail:
            action, direction, direction_end = self._tail(
                source, m, sentence, action, (direction, direction_end)
            )
        if (
            action == "shot"
            and not rule.noun
            and self.headed is not None
            and self.headed.search(source, m.start(), m.end())
        ):
            action = "header"  # "stieg am höchsten und köpfte am Keeper vorbei ins Eck"
        if rule.passive and action in ("header", "pass") and self.back.search(m.group(0)):
            direction, direction_end = "backwards", m.end()
        if direction is None and action == "pass" and rule.noun:
            for name, regex in self.noun_direction.items():
                if regex.search(m.group(0)):
                    direction, direction_end = name, m.end()
                    break
        if direction is None and action == "pass":
            forwards = self._forwards(source, m.start(), m.end(), sentence.end)
            if forwards:
                direction, direction_end = "forwards", forwards
        return action, direction, direction_end

    def _named_direction(self, rule: Rule, m: re.Match[str]) -> str | None:
        """The direction an anonymous rule's own words give: its groups named by direction
        ("en retrait"), or its ``dir`` group read by the language's direction words; None
        for a rule that names a person or gives no direction ("nach einer Flanke")."""
        if not rule.anonymous:
            return None
        named = [d for d in _DIRECTIONS if d in rule.regex.groupindex]
        if named:
            return next((d for d in named if m.group(d)), "square")
        if "dir" not in rule.regex.groupindex:
            return None
        word = m.group("dir").lower()
        return next(
            (name for name, words in self.direction_words.items() if word.startswith(words)),
            "square",
        )

    def _tail(
        self,
        source: str,
        m: re.Match[str],
        sentence: Sentence,
        action: str | None,
        way: tuple[str | None, int],
    ) -> tuple[str | None, str | None, int]:
        """The action and direction the words after a tail rule's match give (up to 60
        characters of its sentence): a direction, a header that cleared, or the way a
        pass went told inside the rule's own words."""
        direction, direction_end = way
        tail = source[m.end() : min(sentence.end, m.end() + 60)]
        for name, regex in self.direction.items():
            d = regex.search(tail)
            if d:
                direction, direction_end = name, m.end() + d.end()
                break
        if action == "header" and self.clear.search(tail):
            action = "clearance"
        if direction is None and action == "pass":
            direction, direction_end = self._inner_direction(source, m)
        return action, direction, direction_end

    def _inner_direction(self, source: str, m: re.Match[str]) -> tuple[str | None, int]:
        """The way a pass went told inside its rule's own words, after the verb ("remet en
        retrait pour Petit": the rule reads up to the receiver, past the direction): the
        language's direction words (tail ``direction``) read from each word after the
        verb, ending within the match; (None, -1) when there are none."""
        verb = m.start("v") if "v" in m.re.groupindex and m.start("v") >= 0 else m.start()
        for at in range(verb, m.end()):
            if source[at] != " ":
                continue
            for name, regex in self.direction.items():
                d = regex.search(source[at : m.end()])
                if d:
                    return name, at + d.end()
        return None, -1

    def _forwards(self, source: str, start: int, end: int, limit: int) -> int:
        """Where the words that make the pass told at ``start``..``end`` go forwards end, in
        the pass's words or the rest of its clause ("slid a pass between the centre-backs",
        "lanzó a Cueto con un pase al hueco"); 0 when there are none."""
        if self.forward_pass is None:
            return 0
        stop = self.clause_end.search(source, end, limit)
        found = self.forward_pass.search(source, start, stop.start() if stop else limit)
        return found.end() if found else 0

    def _teammate_hit(
        self,
        reading: Reading,
        source: str,
        speech: bool,
        rule: Rule,
        m: re.Match[str],
        sentence_no: int,
    ) -> Hit | None:
        """The touch of a team-mate the text does not name: before the named player's."""
        anchor = "p" in rule.regex.groupindex and m.group("p")
        if anchor:
            found = reading.person(m.group("p"))
            if found is None or not found.can_play:
                return None
        start = m.start("p") if anchor else m.start()
        if reading.negated(source, start):
            return None
        who = reading.cache.get("teammate")
        if who is None:
            mate = Person(len(reading.people), "", (), unnamed=True, noun="attacker")
            mate.side = "attacking"
            reading.people.append(mate)
            who = reading.cache["teammate"] = mate.index
        reading.people[who].mentions.append((start, m.end()))
        said_by = reading.said_by(m.start()) if speech else None
        # "raced on to a ball over the top": the pass went forwards
        ahead = rule.action == "pass" and self._forwards(source, m.start(), m.end(), m.end())
        return Hit(
            sentence_no, start, m.end(), who, rule.action, "forwards" if ahead else None,
            False, False, said_by, ahead or -1, lead=bool(anchor), alone=rule.alone,
        )  # fmt: skip
