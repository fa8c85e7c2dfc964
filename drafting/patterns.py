"""The compiled patterns a text is read with, one language's (built once per language)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from drafting.lazy import Regex
from drafting.people import Finder
from drafting.tables import Tables


@dataclass
class Patterns:
    """The compiled patterns of one language (built once per language)."""

    tables: Tables
    finder: Finder
    reported: Regex
    thinking: Regex
    view: Regex
    according: Regex
    before_quote: Regex
    after_quote: Regex
    #: After a quotation, a speech verb whose subject is a pronoun ("», a-t-il lâché"):
    #: the speaker is the one named last before it (speech.after_quote_pronoun; optional).
    after_pronoun: Regex | None
    #: After a quotation, a speaker named by an epithet ("the 29-year-old said"; group
    #: ``ep`` or ``ep2``): the person named last before it (speech.after_quote_epithet).
    after_epithet: Regex | None
    pronoun: Regex
    #: "his"/"her" before a noun ("his knee"): read as the name and its possessive.
    possessive: Regex | None
    #: An attacker called by his role ("the striker"): read like a pronoun, for the one
    #: outfield player it can only stand for (positions and involvements only).
    epithet: Regex | None
    #: Words that put the player named just before them in an offside position ("was in
    #: an offside position"): of two players, the one a pronoun after them stands for.
    offside_subject: Regex | None
    #: A preposition just before a name ("von", "by"): that player is no subject.
    after_preposition: Regex | None
    negation: Regex
    belief: Regex
    other_match: Regex
    #: The pluperfect: a goal told as background ("had gone ahead", drafting.focus).
    pluperfect: Regex | None
    #: A penalty shoot-out, or attempts counted: other attempts (drafting.shootout).
    shootout: Regex | None
    #: Where a clause ends before a negation ("[,;:—–(]| but | and ").
    clause_split: re.Pattern[str]
    #: The words that begin a speaker's description ("the Spurs boss").
    determiners: frozenset[str]
    #: A verb of naming that makes a short quotation after it a person's ("called it").
    naming: Regex | None = None
    #: A question that takes its content as given ("Why was the goal ruled out?"): its
    #: words are read as statements (optional; matched at the sentence's start).
    why_question: Regex | None = None
    #: Words that bring in the guest of an interview told as questions and answers
    #: without labels ("We asked X to talk us through it"; drafting.turns).
    guest: Regex | None = None
    #: The words that turn a sentence round ("but", "mais", "aber", "pero"): after a
    #: speech verb, what follows them is the writer's, not the speaker's.
    contrast: Regex | None = None
    #: A verb of speech ("said", "a assuré", "sagte", "dijo"; verbs.speech).
    speech_verb: Regex | None = None
    #: A negation word that denies nothing after a conjunction of time (French "avant que
    #: la VAR ne l'annule", Spanish "hasta que el VAR no lo anuló"): its group ``ne`` is
    #: the word the negation reads no denial in (optional; drafting.reading.negated).
    expletive: Regex | None = None

    @classmethod
    def build(cls, tables: Tables) -> Patterns:
        speech = tables.raw["speech"]
        return cls(
            tables=tables,
            finder=Finder(tables),
            reported=tables.compile(speech["reported"]),
            thinking=tables.compile(speech["thinking"]),
            view=tables.compile(speech["view"]),
            according=tables.compile(speech["according"]),
            before_quote=tables.compile(speech["before_quote"]),
            after_quote=tables.compile(speech["after_quote"]),
            after_pronoun=tables.optional(speech, "after_quote_pronoun"),
            after_epithet=tables.optional(speech, "after_quote_epithet"),
            pronoun=tables.compile(tables.raw["pronoun"]),
            possessive=tables.optional(tables.raw, "possessive_pronoun"),
            epithet=tables.optional(tables.raw, "attacker_epithet"),
            offside_subject=tables.optional(tables.raw, "offside_subject"),
            after_preposition=tables.optional(tables.raw, "after_preposition"),
            negation=tables.compile(tables.raw["negation"]),
            belief=tables.compile(tables.raw["belief"]),
            other_match=tables.compile(tables.raw["other_match"]),
            pluperfect=tables.optional(tables.grammar, "pluperfect"),
            shootout=tables.optional(tables.grammar, "shootout"),
            clause_split=re.compile(
                "[,;:—–(]" + "".join(f"| {w} " for w in tables.grammar["clause_words"])
            ),
            determiners=frozenset(tables.grammar["determiners"]),
            naming=tables.optional(tables.raw["quotes"], "naming"),
            why_question=tables.optional(tables.raw, "why_question"),
            guest=tables.optional(speech, "interview_guest"),
            contrast=tables.optional(tables.raw, "claim_contrast"),
            speech_verb=tables.compile(r"\b(?:{V:speech})\b"),
            expletive=tables.optional(tables.raw, "expletive_negation"),
        )
