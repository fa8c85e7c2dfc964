"""Issue 32: a pattern tried only where a match could begin (drafting.scan) finds what
``regex.finditer`` finds: the same matches, in the same order, with the same groups."""

from __future__ import annotations

import random
import re
import sys
from typing import Any

import pytest
from drafted_views import dev_texts

import drafting
from drafting import prefilter, scan
from drafting.lazy import Regex
from drafting.prefilter import CLASS, LEAD_CHARS, Words, leads_of, norm

LANGUAGES = ["en", "fr", "de", "es"]


def _found(matches: Any) -> list[tuple[int, int, tuple[Any, ...]]]:
    return [(m.start(), m.end(), m.groups()) for m in matches]


def _every_character() -> str:
    return "".join(chr(c) for c in range(sys.maxunicode + 1) if not 0xD800 <= c <= 0xDFFF)


def test_a_lead_character_matches_only_characters_the_same_lowered() -> None:
    """Every pattern character that lowers to one of LEAD_CHARS, as a literal or as a class
    of its two cases, with or without IGNORECASE, matches only characters that lower to it
    (and each of those lowers to one character)."""
    every = _every_character()
    sources = {c for c in every if len(norm(c)) == 1 and norm(c) in LEAD_CHARS}
    assert len(sources) > len(LEAD_CHARS)  # the upper cases too
    for c in sorted(sources):
        patterns = [re.escape(c)]
        if c != norm(c) and c.isalpha():
            patterns.append(f"[{c}{norm(c)}]")
        for source in patterns:
            for flags in (0, re.IGNORECASE):
                for m in re.finditer(source, every, flags):
                    assert norm(m.group()) == norm(c), (source, flags, m.group())


def test_the_beginnings_of_a_pattern_are_read() -> None:
    assert leads_of(r"\b(?:Ruled|chalked) off") == ("ruled", "chalked")
    assert leads_of(r"(?<=[,:] )(?=(?:Ecke|Freistoß) )\w+") == ("ecke", "freistoß")
    assert leads_of(r"(?:VAR-|Video-)?Überprüfung") == ("var-", "video-", "überprüfung")
    assert leads_of(r"[Aa]bend") == ("abend",)
    assert leads_of(r"(?<!\d)\d{1,2}'") == (CLASS + r"\d",)
    assert leads_of(r"(?:^|(?<=\n))(?:(?<=Minute ))?Ecke") == ("ecke",)
    # a longer beginning that begins with a shorter one adds nothing
    assert leads_of(r"\b(?:ein|eine|einen) Ball") == ("ein",)
    assert leads_of(r"(?:ab)*c") == ("c", "ab")
    # unsure: a negated class, a class of words, a verbose pattern, a repetition that may
    # be of nothing, anything at all
    for source in (r"[^a]b", r"\w+ ruled", "(?x) ruled", r"(?:a|)*b", r".?a"):
        assert leads_of(source) is None, source


_PIECES = [
    "ab", "Ab", "b", "ba", "aß", "k", "İ", "ı", "ſ", " ", "-", ".", ",", "ä", "Ä", "ß",
    r"\b", r"(?<![\w-])", r"(?<!a )", r"(?<=[,.] )", r"(?=a)", r"(?=(?:b|c))", r"(?!b)",
    r"(?:ab|ba)", r"(?:a|)", r"(?:a|b)?", r"(?:ab)+", r"(?:b )*", r"a?", r"b{0,2}",
    r"[Aa]", r"[Kk]", r"\d", r"\d{1,2}", r"[0-3]", r"[0-3]?", r"[^,]", r"[\ue000-\ue0ff]",
    ".", r"\w+", "(?-i:B)", "(?i:b)", "^", "$", r"\s",
]  # fmt: skip
_ALPHABET = ["a", "b", "A", "B", "ab", "ba", " ", ",", ".", "-", "\n", "1", "23", "٣",
             "İ", "ı", "ſ", "K", "ẞ", "ß", "ä", "Ä", "\ue001", "k"]  # fmt: skip


def _pattern(rng: random.Random, depth: int = 0) -> str:
    parts = []
    for _ in range(rng.randint(1, 4)):
        if depth < 2 and rng.random() < 0.2:
            inner = "|".join(_pattern(rng, depth + 1) for _ in range(rng.randint(1, 3)))
            quant = rng.choice(["", "", "?", "+", "*", "{0,1}", "{1,2}"])
            parts.append(f"(?:{inner}){quant}")
        else:
            parts.append(rng.choice(_PIECES))
    return "".join(parts)


def test_the_matches_of_random_patterns_are_those_of_finditer() -> None:
    rng = random.Random(42)
    tried = skipped = 0
    for _ in range(6000):
        source = "|".join(_pattern(rng) for _ in range(rng.randint(1, 3)))
        regex = re.compile(source, rng.choice([0, re.IGNORECASE]))
        text = "".join(rng.choice(_ALPHABET) for _ in range(rng.randint(0, 40)))
        expected = _found(regex.finditer(text))
        assert _found(scan.finditer(regex, Words.of(text))) == expected, (source, text)
        if prefilter.leads(regex) is not None:
            tried += 1
            at = scan.places(Words.of(text), prefilter.leads(regex) or (), len(text) + 1)
            skipped += len(text) + 1 - len(at or [])
    assert tried > 1000 and skipped > 10000  # many patterns were tried at a few places only


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_pattern_scanned_while_drafting_finds_what_finditer_finds(
    monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """Each pattern the drafter scans a text with, on dev texts: the same matches."""
    original = scan.finditer
    wrong: list[str] = []
    tried = [0]

    def audited(regex: Regex, words: Words) -> Any:
        found = _found(original(regex, words))
        if prefilter.leads(regex) is not None:
            tried[0] += 1
        if found != _found(regex.finditer(words.text)):
            wrong.append(regex.pattern[:120])
        return iter(list(original(regex, words)))

    monkeypatch.setattr(scan, "finditer", audited)
    for data in dev_texts(language, 8):
        drafting.draft(data["text"], language=data.get("language") or language)
    assert not wrong, wrong
    assert tried[0] > 200


def test_a_class_a_pattern_begins_with_is_found_in_any_case_at_every_place() -> None:
    """The classes the drafter's patterns begin with (those read so far, after the dev
    texts above), looked for in any case: at every character the class matches as the
    pattern has it, case-sensitive or not, and more."""
    for data in dev_texts("de", 2) + dev_texts("fr", 2):
        drafting.draft(data["text"])
    classes = {
        lead[1:]
        for _, _, begins in prefilter._REQUIRED.values()
        for lead in begins or ()
        if lead[0] == CLASS
    }
    assert {r"\d", r"[\ue000-\uebff]"} <= classes
    every = _every_character()
    for chars in classes:
        anycase = {m.start() for m in prefilter._class(chars).finditer(every)}
        for flags in (0, re.IGNORECASE):
            assert {m.start() for m in re.finditer(chars, every, flags)} <= anycase, chars


@pytest.mark.parametrize("language", LANGUAGES)
def test_drafts_are_the_same_when_every_pattern_is_tried_everywhere(
    monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """Dev texts, and a long text of many incidents, drafted with each pattern tried only
    where a match could begin and with every pattern scanned as it is: the same drafts,
    the same steps."""
    from bench.drafting import ordinary

    texts = [d["text"] for d in dev_texts(language, 8)] + [ordinary(12_000, language)]

    def drafts() -> list[tuple[str, int]]:
        out = []
        for text in texts:
            budget = drafting.Budget()
            made = drafting.draft(text, language=language, budget=budget)
            out.append((made.model_dump_json(), budget.spent))
        return out

    tried = drafts()
    asked = [0]

    def unsure(regex: Regex) -> None:
        asked[0] += 1

    monkeypatch.setattr(scan, "leads", unsure)
    assert drafts() == tried
    assert asked[0] > 500
