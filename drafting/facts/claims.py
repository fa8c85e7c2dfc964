"""What quoted people assert about the incident: claims, each with its speaker."""

from __future__ import annotations

import re
from typing import Any

from drafting.facts.base import Finder
from drafting.facts.claim_fold import (
    APPEAL,
    POSITIONS,
    SPECIFIC_CLAIMS,
    mark_verdict,
    named,
    one_point_each,
    ricochet_or_play,
)
from drafting.lazy import Regex
from drafting.reading import Reading
from drafting.speech import headline_end
from drafting.tables import Tables
from drafting.text import Region
from drafting.turns import within_turns

#: A forum user's handle, no person's name: one word with capitals within ("TerraceTom",
#: "LeBleuDuNord") or with digits or underscores ("Knappe1904", "red_army").
#: (A name's own prefix before its capital, "McNab", "LeBlanc", "DiMaria", is no handle.)
_USERNAME = re.compile(
    r"(?:[A-Z]?[a-z]+(?:[A-Z][a-z]+){2,}|[A-Z][a-z]{3,}[A-Z][a-z]+|\w*(?:\d|_)\w*)\Z"
)
#: The kinds a touch's words say ("it came off him", "le ballon m'a touché"): a touch
#: denied says neither.
_TOUCHED = ("deflection", "other")
#: The kinds a sentence's words do not tell: a flag, a camera, a touch or the technology
#: named ("I never saw the flag", "no me toca") is a fact of the scene, and "other" is a
#: point no subject fits, which no word says (dev: 4 of 19 such sentences were the
#: speaker's point). No claim is drafted from them: it is asked. (An admission of one's
#: own fault still claims "other".)
_UNTOLD = frozenset({"other"})
#: A word (after a condition: the main clause that follows it).
_WORD = re.compile(r"[^\W\d_]")


class ClaimFacts(Finder):
    """The claims of the people quoted."""

    def __init__(self, tables: Tables) -> None:
        super().__init__(tables)
        raw = tables.raw
        self.claim_kinds: list[tuple[str, Regex]] = [
            (str(k), tables.compile(v)) for k, v in raw["claims"].items() if k not in _UNTOLD
        ]
        #: A claim about offside that says it was not ("he was not offside").
        self.not_offside = tables.compile(raw["claim_not_offside"])
        #: The words that turn a sentence round ("but"): what follows is the point.
        self.claim_contrast = tables.or_never(raw, "claim_contrast")
        #: A condition ("if it was offside, ..."): what it says of a position is no claim.
        self.condition = tables.or_never(raw, "claim_condition")
        #: A position conceded before the speaker's point ("he's in front of the keeper, I
        #: get that, but ...", "il est devant, oui, mais", "zwar", "aunque"): no claim of it.
        self.conceded = tables.or_never(raw, "claim_conceded")
        #: A condition on a player ("if a defender", "si le gardien", "wenn ein Spieler"):
        #: a position said after it ("if the keeper saves, it is still offside") is a claim
        #: about the rules.
        self.rule_if = tables.or_never(raw, "claim_rule_if")
        #: Words that say what the rules are or should be ("should not exist"): rules.
        self.rule_words = tables.or_never(raw, "claim_rule")
        #: A question word ("how", "comment", "wie", "cómo"): a negated question about a
        #: position ("how can that not be offside?") asserts it.
        self.question = tables.or_never(raw, "claim_question")
        #: An appeal to the rule backing the speaker's point ("that's the rule"): no claim
        #: about the rules; the rest of the sentence says what the point is.
        self.rule_appeal = tables.or_never(raw, "claim_rule_appeal")
        #: A hand or an arm no ball meets: raised ("je lève le bras", "levanté la mano"),
        #: held by someone ("me agarra del brazo", "am Arm festgehalten") or in a fixed phrase
        #: ("aus der Hand geben"). The speaker signals or was fouled: no handball point.
        self.no_handball = tables.or_never(raw, "claim_no_handball")
        #: What an official judged in the match ("the referee judged that ..."): no claim.
        self.official_judged = tables.or_never(raw, "claim_official_judged")
        #: An official telling another official or the players in the match ("the VAR told
        #: the referee that ...", "a expliqué aux joueurs"): the officials' call, no claim.
        self.official_told = tables.or_never(raw, "claim_official_told")
        #: A player said to commit no offence ("he doesn't touch it", "behindert niemanden"):
        #: a claim of onside.
        self.no_offence = tables.or_never(raw, "claim_no_offence")
        #: A condition open before those words ("if that's not interfering, ..."): offside.
        self.no_offence_if = tables.or_never(raw, "claim_no_offence_if")
        #: Words that deny a touch was deliberate ("not a deliberate play"): no such claim.
        self.not_deliberate = tables.or_never(raw, "claim_not_deliberate")
        #: An attempt to play a ball close by ("a clear attempt to play a ball that's right
        #: next to him": Law 11's offence): no deliberate play, nor a denial of one.
        self.attempt = tables.or_never(raw, "claim_attempt")
        #: A question how a player can be offside ("how can that be offside?"): onside.
        self.asked_onside = tables.or_never(raw, "claim_asked_onside")
        #: An explicit verdict on the decision ("the decision was correct", "die
        #: Entscheidung ist richtig"): a claim of its own beside the point its sentence
        #: makes ("He was offside, and the decision is right": offside and decision).
        self.verdict = tables.or_never(raw, "claim_verdict")
        #: A ricochet denied ("it is no rebound", "ce n'est pas une déviation"): of a
        #: speaker's deflection and deliberate play, the deliberate play is the point.
        self.not_deflection = tables.or_never(raw, "claim_not_deflection")
        #: A speaker owning the mistake ("it's my fault"): an admission, no verdict (other).
        self.own_fault = tables.or_never(raw, "claim_own_fault")
        #: A club's formal voice ("in a statement", "un communiqué"): a team that speaks.
        self.team_statement = tables.or_never(raw, "claim_team_statement")
        self._read_shapes(tables)

    def _read_shapes(self, tables: Tables) -> None:
        """The shapes of words that say no point where their words alone would say one
        (a call's reason, the law's topic, a touch denied, a ball played back in the
        telling) or another point than their words (a restart's exemption, level denied)."""
        raw = tables.raw
        #: No offside from a restart ("there's no offside from a throw-in", "nach einem
        #: Abstoß gibt es kein Abseits"): what Law 11 says of every such restart, a point
        #: about the rules, not the player's position.
        self.restart_exempt = tables.or_never(raw, "claim_restart_exempt")
        #: Offside named as a call's reason or an appeal's object ("ruled out for offside",
        #: "asking for offside", "wegen Abseits zurückgenommen", "refusé pour hors-jeu",
        #: "anulado por fuera de juego"): the officials' call or the players' appeal, no
        #: position the speaker asserts.
        self.call_reason = tables.or_never(raw, "claim_call_reason")
        #: Offside as a noun of the law's topic ("the offside is tight", "with offside you
        #: need an image", "the spirit of offside"): the concept, said of no player.
        self.offside_topic = tables.or_never(raw, "claim_offside_topic")
        #: Level denied ("never level in a million years", "nie im Leben gleiche Höhe",
        #: "pas en ligne"): the words of onside negated, a claim of offside.
        self.not_level = tables.or_never(raw, "claim_not_level")
        #: A direction said of the pass or the ball ("the pass was backwards", "der Ball sei
        #: nach hinten gespielt worden"): a claim of direction. A ball played "back" in
        #: the telling of the move ("he heads it back and it's a mistake", "ein Rückpass")
        #: is how the move went, told to make another point: no direction claim (dev: 6
        #: direction claims in 1290 paragraphs, 20 sentences with the words).
        self.direction_said = tables.or_never(raw, "claim_direction_said")
        #: A touch denied ("er berührt den Ball doch gar nicht", "ni siquiera la toca"):
        #: no ricochet nor contact is said; the touch words read no deflection nor other.
        self.touch_denied = tables.or_never(raw, "claim_touch_denied")
        #: Level said of an official ("the assistant was in line with the play", "der
        #: Assistent stand auf Höhe der Szene"): where the official stood, told to blame
        #: him, no position of a player: the position words read no claim there.
        self.official_level = tables.or_never(raw, "claim_official_level")

    def _points(self, words: str, named: bool) -> list[str]:
        """The points one sentence of a person's words makes (``_claim_about``), and a
        named speaker's verdict on the decision beside it ("Offside, and the decision is
        right"), or alone where it says nothing else ("It was a perfectly good goal",
        "Das war ein reguläres Tor")."""
        about = self._claim_about(self.no_handball.sub(" ", words))
        verdict = named and self.verdict.search(words) is not None
        if about is None:
            return ["decision"] if verdict and not _asked(words) else []
        if verdict and about not in ("decision", "rules"):
            return [about, "decision"]
        return [about]

    def _claim_about(self, words: str) -> str | None:
        """What one sentence of a person's words is about (``_kind``), a position said
        not to be offside ("he was not offside") a claim of onside."""
        ruled = self._rule_claim(words)
        if ruled is not None:
            return ruled
        cleared = self._no_offence(words)
        if cleared is not None:
            return cleared
        if self.own_fault.search(words):
            # "It's my fault, I play him on": the admission's other words say the point
            rest = self._kind(self.own_fault.sub(" ", words))
            return "other" if rest in (None, "decision") else rest
        about = self._kind(words)
        if about == "rules" and self.rule_appeal.search(words):
            # "that's the rule, whether people like it or not": the point is elsewhere
            about = self._kind(self.rule_appeal.sub(" ", words))
            if about is None or about == "rules":
                return APPEAL
        if about is not None and (about in SPECIFIC_CLAIMS or about == "rules"):
            regex = dict(self.claim_kinds).get(about)
            if regex is not None and regex.search(_asking(words)):
                # "How is that deliberate?", "Un jeu volontaire ?", "Differently to what,
                # the Laws?": a question about the touch or the Law doubts it
                return None
        if about == "offside" and self.not_offside.search(self._asserted(words)):
            return "onside"
        if about == "onside" and self.not_level.search(self._asserted(words)):
            return "offside"  # "das kann nie im Leben gleiche Höhe sein"
        return about

    def _kind(self, words: str) -> str | None:
        """What one sentence of a person's words is about: the first kind it says, but a
        player's position over a verdict on the decision ("he is offside by a yard, nothing
        to say": the point is the offside); a position said in a condition ("if he was
        offside, there is nothing to say") is no claim of it; a deliberate play said in
        one ("if he plays the ball on purpose, a new phase begins") is the law: no claim."""
        about: str | None = None
        stated = self._asserted(words)  # "if it was offside, nothing to say"
        # "it is not a deliberate play"; "if he plays it on purpose, ...": the law, no claim
        undenied = self.not_deliberate.sub(" ", self.attempt.sub(" ", words))
        lawful = _laws(self.condition, undenied)
        untouched = self.touch_denied.sub(" ", words)  # "berührt den Ball gar nicht"
        for name, regex in self.claim_kinds:
            if name == "deliberate_play" and regex.search(undenied) and not regex.search(lawful):
                return None  # "wenn der Verteidiger den Ball bewusst spielt, beginnt ..."
            said = self.official_level.sub(" ", stated) if name in POSITIONS else words
            said = untouched if name in _TOUCHED else said
            if name == "direction" and not self.direction_said.search(words):
                continue  # "er köpft ihn zurück, der missglückt": the move, not the point
            if name == "offside":  # "ruled out for offside": the call, no position
                said = self.offside_topic.sub(" ", self.call_reason.sub(" ", said))
            if regex.search(undenied if name == "deliberate_play" else said):
                if about is None:
                    about = name
                    if about != "decision":
                        break
                elif name in ("onside", "offside"):
                    # "it looked offside, but there is nothing to discuss": the verdict
                    # after the "but" is the point
                    turn = [m.end() for m in self.claim_contrast.finditer(stated)]
                    if not turn or regex.search(stated, turn[-1]):
                        return name
        return about

    def _asserted(self, words: str) -> str:
        """``words`` without what they hold open or grant: a condition ("if it was offside,
        ...") and a position the speaker concedes before their point ("he was in an offside
        position, nobody disputes that", "er stand zwar im Abseits, aber ..."). A concession
        is the other side's fact, granted to be set aside: the point is what follows it."""
        return self.condition.sub(" ", self.conceded.sub(" ", words))

    def _no_offence(self, words: str) -> str | None:
        """A sentence that says the player committed no offence ("he doesn't touch it,
        doesn't block anybody", "behindert niemanden"): a claim of onside (offside where
        a condition holds them: "if that's not interfering, what is?"); but the
        position the rest states where it says he was offside after all ("he doesn't
        touch it, but he blocks the keeper: offside"), and nothing where the sentence turns
        round after it ("he doesn't touch it, but he doesn't have to"). None otherwise."""
        said = self.no_offence.search(words)
        if said is None or _asked(words):
            return None
        if self.no_offence_if.search(words, 0, said.start()):
            return "offside"  # "if that's not interfering, I don't know what is"
        if any(m.start() >= said.end() for m in self.claim_contrast.finditer(words)):
            return None
        rest = self._kind(self.no_offence.sub(" ", words))
        if rest == "offside" and not self.not_offside.search(words):
            return "offside"
        return "onside" if rest in (None, "other", "onside", "offside", "decision") else None

    def _position(self, words: str) -> bool:
        """Whether ``words`` say a player's position, either way."""
        return any(regex.search(words) for name, regex in self.claim_kinds if name in POSITIONS)

    def _rule_claim(self, words: str) -> str | None:
        """What a sentence says about the rules or against the decision by its form: words
        of what the rules are or should be ("a knee offside should not exist"), no offside
        from a restart ("you can't be offside from a corner"), a position
        said after a condition on a player ("if the goalkeeper saves, it is still offside"):
        rules; a negated question about a position ("how can that not be offside?"): the
        position. None otherwise."""
        if self.rule_words.search(words) or self.restart_exempt.search(words):
            return "rules"
        if _asked(words) and self.asked_onside.search(words) and not self.not_offside.search(words):
            return "onside"  # "How can that be offside?": he was not
        opened = self.rule_if.search(words)
        if opened is not None:
            comma = words.find(",", opened.end())
            if comma > 0 and self._position(words[comma:]):
                return "rules"
        if (
            _asked(words)
            and self.question.search(words)
            and self._position(words)
            and self.not_offside.search(words)
        ):
            return "offside"
        return None

    def claims(self, r: Reading) -> list[dict[str, Any]]:
        """The claims of the people quoted (read once a reading: the sides weigh a team
        member's complaint by them, the draft lists them)."""
        cached = r.cache.get("claims")
        if cached is None:
            cached = r.cache["claims"] = self._claims(r)
        return [dict(c) for c in cached]

    def _skipped(self, r: Reading, region: Region, headline: int) -> bool:
        """Whether a region's words make no claims: an official's no one names or what one
        believed, judged or told the players (the call, no claim); a forum user's; a
        headline's words nobody is said to speak (the body's point)."""
        if region.official and not _official_claims(r, region):
            return True
        if region.speaker is not None and _USERNAME.match(region.speaker):
            return True  # "LeBleuDuNord a écrit :": a forum's user, nobody named
        if region.quoted and region.speaker is None and region.end <= headline:
            return True  # a headline's words nobody is said to speak: the body's point
        if not region.official or region.quoted:
            return False
        if self.official_judged.search(r.masked, max(0, region.start - 40), region.start + 1):
            return True  # "L'arbitre a estimé que la touche n'était qu'une déviation"
        # "The VAR, X, told the referee that ...": the call, no claim
        around = (max(0, region.start - 40), min(region.end, region.start + 40))
        return self.official_told.search(r.masked, *around) is not None

    def _claims(self, r: Reading) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = []
        seen: set[tuple[str | None, str]] = set()
        regions = within_turns(r.regions, *r.turns)
        headline = headline_end(r.text)
        for region in regions:
            if self._skipped(r, region, headline):
                continue
            others = _told_within(region, regions, r.turns[0])
            first = max(0, r.index.number(region.start))
            for number in range(first, len(r.sentences)):
                sentence = r.sentences[number]
                if sentence.start >= region.end:
                    break
                start, end = max(region.start, sentence.start), min(region.end, sentence.end)
                if end - start < 3 or any(
                    o.start < sentence.end and sentence.start < o.end for o in others
                ):
                    continue
                words = r.text[start:end]
                for said in self._points(words, region.speaker is not None):
                    key = (region.speaker, said)
                    if key in seen:
                        if said == "decision" and self.verdict.search(words):
                            mark_verdict(found, region.speaker)
                        continue
                    seen.add(key)
                    found.append(
                        {
                            "speaker": region.speaker,
                            "about": said,
                            "span": (sentence.start, sentence.end),
                            "cue": (start, end),
                            "quoted": region.quoted,
                            "region": (region.start, region.end),
                            "verdict": said == "decision" and bool(self.verdict.search(words)),
                        }
                    )
        found = one_point_each(r, ricochet_or_play(r, found, self.not_deflection))
        return [c for c in found if named(r, c["speaker"]) and not self._team_voice(r, c)]

    def _team_voice(self, r: Reading, claim: dict[str, Any]) -> bool:
        """Whether a claim's speaker is a team that does not speak itself: a club is said to
        protest, to be furious, to ask for offside ("Atlético protested", "Everton were
        furious"), but only its people say things; a claim is the words of someone. A
        club's statement or spokesperson near its words ("said in a statement") is its
        own voice and stays."""
        if claim["speaker"] not in {t.name for t in r.found.teams}:
            return False
        start, end = claim["region"]
        return self.team_statement.search(r.text, max(0, start - 200), end + 80) is None


def _told_within(region: Region, regions: list[Region], turns: list[Region]) -> list[Region]:
    """Within a transcript's turn, the words it tells of another person ("The coach, Dana
    Holt, said afterwards it was a goal"): theirs, not the turn's (none for other regions)."""
    if not any(region is t for t in turns):
        return []
    return [
        other
        for other in regions
        if other.speaker is not None
        and other.person != region.person
        and other.start < region.end
        and region.start < other.end
        and not any(other is t for t in turns)
    ]


def _asking(words: str) -> str:
    """The clause of a question that asks ("what is she supposed to do?" of "It hits her
    arm, what is she supposed to do?"); empty where ``words`` are no question."""
    if not _asked(words):
        return ""
    return re.split(r"[,;:\u2013\u2014]|\s-\s", words)[-1]


def _asked(words: str) -> bool:
    """Whether one sentence of a person's words is a question."""
    return words.rstrip(" \u00a0\u202f»”“\"'").endswith("?")


def _official_claims(r: Reading, region: Region) -> bool:
    """Whether an official's words make claims: a named official's ("Referee X explained
    that ..."), not one nobody names ("explained the referee") nor what one believed
    ("The VAR, X, believed the decision had been a goal")."""
    if region.person is None:
        return False
    return region.quoted or not r.p.belief.search(
        r.masked, max(0, region.start - 40), region.start + 1
    )


def _laws(condition: Regex, words: str) -> str:
    """``words`` without the conditions a main clause follows ("if he plays the ball on
    purpose, he is onside": the law, no claim); a condition the sentence ends with ("if
    that's a deflection then I don't know what deliberate is") kept."""
    return condition.sub(lambda m: " " if _WORD.search(words, m.end()) else m.group(0), words)
