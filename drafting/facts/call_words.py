"""The officials' words a call is told with, and who they name: the patterns every call
finder looks up (the VAR, the referee, the assistant, a whistle, a flag, a check), and the
helpers that tell which official a clause, a pronoun or a sentence names."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from drafting.facts.base import Cand, Finder, pattern_pairs
from drafting.reading import Reading
from drafting.tables import Tables
from drafting.text import clause_of


@dataclass
class _Clauses:
    """What a text's calls look up once: whether a clause names the VAR."""

    by_var: dict[tuple[int, int], bool] = field(default_factory=dict)
    #: The flags the text says were raised (officials.on_field offside_flag).
    flags: list[tuple[int, int]] = field(default_factory=list)


def officials_told(r: Reading) -> str:
    """The narrative with the officials' reported words put back: what the VAR told the
    referee ("the VAR, X, told the referee that Kane had been offside") is a call, not a
    claim. Their quoted words stay blank (the first person is no call)."""
    told = r.cache.get("calls.told")
    if told is None:
        chars = list(r.narrative)
        for region in r.regions:
            if region.official and not region.quoted:
                chars[region.start : region.end] = r.masked[region.start : region.end]
        told = r.cache["calls.told"] = "".join(chars)
    return str(told)


class CallWords(Finder):
    """The officials' words of a call, and whom they name."""

    def __init__(self, tables: Tables) -> None:
        super().__init__(tables)
        o = tables.raw["officials"]
        self._init_calls(tables, o)
        self._init_agents(tables, o)
        self._init_context(tables, o)

    def _init_calls(self, tables: Tables, o: dict[str, Any]) -> None:
        """The words of a call and of each official who makes one."""
        #: A call in a clause that tells of an on-field review is the referee's (optional).
        self.review_call = tables.optional(o, "review_call")
        #: The referee whistled the offence on the assistant's signal (optional): both
        #: made the call ("l'arbitre a sifflé, sur signalement de son assistant, un hors-jeu").
        self.relayed_call = tables.optional(o, "relayed_call")
        self.calls = {k: pattern_pairs(tables, v) for k, v in o["calls"].items()}
        self.var_call = tables.compile(o["var_call"])
        self.assistant_call = tables.compile(o["assistant_call"])
        self.referee_call = tables.compile(o["referee_call"])
        self.clause_break = tables.compile(o["clause_break"])
        self.other_goal = tables.compile(o["other_goal"])
        self.law_statement = tables.compile(o["law_statement"])
        #: The VAR decided without the referee at the monitor ("sin necesidad de acudir al
        #: monitor"): review var_only (patterns.yaml officials.var_only; optional).
        self.var_only = [tables.compile(p) for p in o.get("var_only") or []]
        self.check_for = tables.optional(o, "check_for")
        #: The word for offside in the narrative (optional): a goal an official disallowed,
        #: no other offence told, in a text about offside, was disallowed for offside.
        self.offside_word = tables.optional(o, "offside_word")
        #: The referee's whistle ("blew for", "a sifflé", "pfiff", "pitó"; optional).
        self.whistle = tables.optional(o, "whistled")

    def _init_agents(self, tables: Tables, o: dict[str, Any]) -> None:
        """The words that tell who acted: a passive's agent, a pronoun, the VAR's asking."""
        #: The word of a passive's agent ("by", "par", "von", "por"), then an official.
        self.by_agent = tables.optional(o, "by_agent")
        #: A personal pronoun ("he", "il", "er", "él"): an official's when the last person
        #: named before it is one ("Referee X went to the monitor. He disallowed it").
        self.pronoun = tables.optional(o, "call_pronoun")
        #: A check the goal was ruled out after ("after a VAR check", "tras la revisión del
        #: VAR"): the VAR named there is no agent of the call (optional).
        self.after_check = tables.or_never(o, "after_check")
        #: After a mention of the VAR: it did not act ("the VAR was powerless to reverse").
        self.var_not_acting = tables.or_never(o, "var_not_acting")
        #: The VAR named as the one who told the referee of the offence ("the VAR
        #: recommended a review for a possible offside", "la VAR a signalé à l'arbitre";
        #: optional): a call after it in its clause is the VAR's, also where the clause
        #: tells of the review the referee then made.
        self.var_asks = tables.or_never(o, "var_asks")
        #: What ends the VAR's telling before a call ("and", "y", a comma; optional): the
        #: call after it is the next doer's ("the VAR called him to the monitor and he
        #: disallowed it for offside").
        self.var_asks_stop = tables.compile(o.get("var_asks_stop") or "[,;:]")

    def _init_context(self, tables: Tables, o: dict[str, Any]) -> None:
        """The words around a call that make it none, or another's."""
        #: A condition: what follows it is no call ("if ..., the VAR rules it out").
        self.condition = tables.or_never(tables.raw, "claim_condition")
        #: A negation after the flag's words ("hob die Fahne nicht"; optional): no flag.
        self.flag_negated = tables.or_never(o, "flag_negated_after")
        #: A later moment told between a flag and a whistle ("ten minutes later"): the
        #: whistle is of another move, not on that flag (optional).
        self.new_moment = tables.or_never(o, "new_moment")
        #: The words of a goal ruled out (officials.final no_goal): only a goal ruled out
        #: after a check is no call of the VAR's ("after the VAR's check, X was offside"
        #: is its finding).
        self.ruled_out = [regex for regex, _ in pattern_pairs(tables, o["final"]["no_goal"])]
        #: The pictures that showed the offence ("the replays showed", "die TV-Bilder
        #: zeigten"; optional): what they show is no official's call.
        self.pictures = tables.or_never(o, "pictures")
        #: The field's decision to let the goal stand (officials.on_field goal): a flag's
        #: word told in it ("the flag stayed down", "die Fahne blieb unten") is no flag raised.
        self.kept_down = [rx for rx, _ in pattern_pairs(tables, o["on_field"].get("goal") or [])]

    def _var_only(self, r: Reading) -> list[Cand]:
        """The VAR's decision taken without the referee at the monitor: review var_only."""
        told = officials_told(r)
        for regex in self.var_only:
            for m in r.finditer(regex, told):
                if self._sentence_ok(r, m.start(), m.end()):
                    return [Cand("officials.review", "var_only", m.start(), m.end())]
        return []

    def _breaks(self, r: Reading, told: str, number: int) -> tuple[tuple[int, int], ...]:
        """Where sentence ``number``'s clauses break (looked up once a text, for every
        reader of a call's clause)."""
        cache: dict[int, tuple[tuple[int, int], ...]] = r.cache.setdefault("calls.breaks", {})
        if number not in cache:
            s, e = r.sentences[number].start, r.sentences[number].end
            cache[number] = tuple(
                (b.start(), b.end()) for b in self.clause_break.finditer(told, s, e)
            )
            r.budget.spend(len(cache[number]))
        return cache[number]

    def _clause(self, r: Reading, told: str, number: int, start: int, end: int) -> tuple[int, int]:
        """The clause of the words ``start``-``end`` in sentence ``number`` (``clause_of``
        over its breaks, read in the whole sentence, so that a break's look-ahead sees the
        words after it: "und nahm den Treffer zurück" goes on the clause of the one named
        before it): where every reader of who made a call looks for its agent (the call's
        own, ``_var_asked``, ``_confirmer``, ``_var_looked``, ``_agent``)."""
        s, e = r.sentences[number].start, r.sentences[number].end
        return clause_of(self._breaks(r, told, number), s, e, start, end)

    def _unvisited(
        self, r: Reading, told: str, at: tuple[int, int, int, int], without: list[tuple[int, int]]
    ) -> bool:
        """Whether the sentence ``s``-``e`` says the referee did not go to the monitor
        ("sin que el colegiado acudiera al monitor", "without an on-field review",
        "wurde nicht an den Monitor geschickt") and the call's clause (``cs`` to the
        call at ``start``) names no referee who made it: a call drafted as the
        referee's is then the VAR's (drafting/eval/README.md, review var_only). Not
        where the referee is the one who acted ("Schiedsrichter X nahm den Treffer
        zurück, ohne an den Monitor zu gehen")."""
        s, e, cs, start = at
        spans = [(a, b) for a, b in without if s <= a < e]
        if self.review_call is not None:
            spans += [
                (x.start(), x.end())
                for x in self.review_call.finditer(told, s, e)
                if r.negated(told, x.start())
            ]
        if not spans:
            return False
        named = [(x.start(), x.end()) for x in self.referee_call.finditer(told, cs, start)]
        named += [
            (x.start, x.end)
            for x in r.mentions_in(cs, start)
            if x.kind == "person"
            and x.index < len(r.people)
            and "referee" in r.people[x.index].roles
        ]
        return all(any(a - 40 <= x < b for a, b in spans) for x, _ in named)

    def _whistled_on_flag(
        self,
        r: Reading,
        told: str,
        m: re.Match[str],
        at: tuple[int, int],
        raised: list[tuple[int, int]] | None = None,
        whistled: bool = True,
    ) -> bool:
        """The referee's call at ``m`` is his whistle on the assistant's flag or signal,
        told in its sentence or the two before ("the flag went up and referee X blew for
        offside", "l'arbitre a sifflé un hors-jeu sur signalement de son assistant", "la
        asistente levantó el banderín y la árbitra pitó fuera de juego"): a referee who only
        whistles on the flag makes no call of his own (drafting/eval/README.md, calls;
        ruling of session 45); nor one who disallows the goal on it ("the flag went up and
        referee X disallowed it for offside": ruling of session 48). Not a flag told before a
        later moment (``new_moment``: another move's). Not after an on-field review told
        there, where he decides himself. A flag told ``raised`` in the two sentences after
        counts too (a wire's lede "the referee blew for offside", then "the assistant had
        raised her flag as X broke clear"). Not ``whistled``: the referee's disallowing, the
        offence unsaid, on the flag ("la asistente levantó la bandera y el árbitro anuló el
        gol") counts as his whistle does."""
        number, cs = at
        if whistled and (
            self.whistle is None or not self.whistle.search(told, max(cs, m.start() - 50), m.end())
        ):
            return False
        e = r.sentences[number].end
        first = r.sentences[max(0, number - 2)].start
        if self.review_call is not None and self.review_call.search(told, first, e):
            return False  # at the monitor he decided himself
        # (a flag told before a later moment is of another move: "the flag went up against
        # X. Ten minutes later referee Y blew for a foul" is the referee's own call)
        if any(
            self._flag_raised(r, told, x, (first, e))
            and not (x.start() > m.end() and r.negated(told, x.start()))
            and not self.new_moment.search(told, x.end(), m.start())
            for x in self.assistant_call.finditer(told, first, e)
        ):
            return True
        last = r.sentences[min(len(r.sentences) - 1, number + 2)].end
        return any(
            e <= a < last and not self.new_moment.search(told, m.end(), a) for a, _ in raised or []
        )

    def _flag_raised(
        self, r: Reading, told: str, x: re.Match[str], within: tuple[int, int]
    ) -> bool:
        """Whether the flag's words at ``x`` (in ``within``) tell of a flag raised: not
        negated after ("hob die Fahne nicht"), nor told in the field's decision to let play
        go on ("the flag stayed down", "die Fahne blieb unten", "el banderín siguió
        abajo"): no flag the referee whistled or disallowed on."""
        if self.flag_negated.match(told, x.end(), x.end() + 60):
            return False
        first, e = within
        lo, hi = max(first, x.start() - 60), min(e, x.start() + 60)
        return not any(
            k.start() <= x.start() < k.end()
            for rx in self.kept_down
            for k in rx.finditer(told, lo, hi)
        )

    def _pronoun_official(self, r: Reading, told: str, start: int, end: int) -> str | None:
        """The official a personal pronoun in ``start``-``end`` stands for: the last person
        named before it, in its sentence or the one before, when that person is one official
        (the referee, the assistant, the VAR). None where no pronoun is there, or the last
        one named is no official or is in another paragraph."""
        if self.pronoun is None:
            return None
        said = self.pronoun.search(told, start, end)
        if said is None:
            return None
        number = r.index.number(said.start())
        first = r.sentences[number - 1].start if number > 0 else 0
        if "\n" in r.text[first : said.start()].strip():
            first = r.text.rfind("\n", first, said.start()) + 1
        before = [m for m in r.mentions_in(first, said.start()) if m.kind == "person"]
        if not before or before[-1].index >= len(r.people):
            return None
        roles = r.people[before[-1].index].roles & {"referee", "assistant", "var"}
        return next(iter(roles)) if len(roles) == 1 else None

    def _object(self, r: Reading, told: str, at: int) -> bool:
        """Whether the official's word at ``at`` follows a preposition ("with the
        referee", "al monitor"): no one who acted."""
        if r.p.after_preposition is None:
            return False
        words = told[max(0, at - 24) : at].split()
        while words and words[-1].lower().strip("’'") in r.p.determiners:
            words.pop()
        return bool(words) and r.p.after_preposition.search(words[-1] + " ") is not None

    def _var_named(self, told: str, start: int, end: int) -> bool:
        """Whether ``start``-``end`` names the VAR as one who acted: not only in a check
        something was done after ("the goal was disallowed after a VAR check": the
        officials' call, drafting/eval/README.md, calls; where the goal is said ruled out
        there), nor as one who did not act ("a
        decision the video assistant was powerless to reverse")."""
        checks = [(x.start(), x.end()) for x in self.after_check.finditer(told, start, end)]
        if checks and not any(regex.search(told, start, end) for regex in self.ruled_out):
            checks = []  # "nach Überprüfung durch den VAR steht fest: X war im Abseits"
        return any(
            not any(a <= x.start() < b for a, b in checks)
            and not self.var_not_acting.search(told[x.end() : x.end() + 80])
            for x in self.var_call.finditer(told, start, end)
        )

    def _unnamed(
        self, r: Reading, told: str, at: tuple[int, int, int], then: str | None
    ) -> str | None:
        """Who made a call whose clause (from ``cs`` to the call's end ``end`` in sentence
        ``number``, ``at``) names no official: the one a pronoun stands for, else ``then``
        (what the caller reads next: the sentence's official, one named after the call);
        the VAR where that leaves no one but the officials and the VAR stepped in just
        before ("then the VAR got in touch. The goal is ruled out for offside", "der VAR
        meldete sich, und das Tor wurde aberkannt"): the VAR named as the one who told of
        the offence (``var_asks``) in the sentence before the clause or the one before (in
        its paragraph), and no referee, assistant or review named after it up to the
        clause: the call told in the passive is the VAR's."""
        number, cs, end = at
        who = self._pronoun_official(r, told, cs, end) or then
        if who not in (None, "officials"):
            return who
        s = r.sentences[number].start
        first = r.sentences[number - 1].start if number > 0 else s
        if "\n" in r.text[first:s].strip():
            first = s
        asks = [x.end() for x in self.var_asks.finditer(told, first, cs)]
        if not asks:
            return who
        others = [self.referee_call, self.assistant_call, self.pronoun, self.review_call]
        named = [
            x
            for rx in others
            if rx is not None
            for x in rx.finditer(told, asks[-1], cs)
            if not self._object(r, told, x.start())  # ("told the referee": no one who acted)
        ]
        if named or any(
            x.kind == "person"
            and x.index < len(r.people)
            and r.people[x.index].roles & {"referee", "assistant"}
            for x in r.mentions_in(asks[-1], cs)
        ):
            return who
        return "var"

    def _sentence_official(self, r: Reading, start: int, end: int) -> str:
        """Who made a call whose own clause names no official: the VAR when its sentence
        names the VAR and no other official ("The VAR judged the touch a deflection, and
        the goal was ruled out for offside"), else the officials."""
        told = officials_told(r)
        if (
            self._var_named(told, start, end)
            and not self.assistant_call.search(told, start, end)
            and not self.referee_call.search(told, start, end)
        ):
            return "var"
        return "officials"
