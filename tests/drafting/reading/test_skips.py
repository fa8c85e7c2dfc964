"""Issue 32: the drafter does less work, never other work. The names of the tables are
matched by a trie of their letters; the competitions, the structures that name teams and
reported speech are tried only where the text has their words (drafting.prefilter): each
finds what the plain pattern, tried everywhere, finds. The texts' words are kept for a few
texts only."""

from __future__ import annotations

import random
import re

import pytest
from drafted_views import dev_texts

import drafting
from drafting import prefilter
from drafting.assemble import engine
from drafting.lazy import Regex
from drafting.tables import _alternation, _trie
from drafting.text import working_copy

LANGUAGES = ["en", "fr", "de", "es"]


def _spans(regex: re.Pattern[str], text: str) -> list[tuple[int, int, str]]:
    return [(m.start(), m.end(), m.group()) for m in regex.finditer(text)]


def test_a_trie_of_trie_matches_as_the_trie_longest_first() -> None:
    rng = random.Random(32)
    letters = "aAbB ’-"
    for _ in range(300):
        words = ["".join(rng.choice(letters) for _ in range(rng.randint(1, 5))) for _ in range(8)]
        text = "".join(rng.choice(letters + ".") for _ in range(60))
        for bound in ("(?<![\\w’'-])(?:{})(?![\\w-])", "(?:{})(?=s?(?!\\w))", "(?:{})b"):
            listed = re.compile(bound.format(_alternation(words)))
            trie = re.compile(bound.format(_trie(words)))
            assert _spans(trie, text) == _spans(listed, text), (words, text, bound)
    assert _trie([]) == _alternation([]) == ""


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_names_of_the_tables_are_found_as_by_the_plain_alternation(language: str) -> None:
    t = engine(language).tables
    lexicon = engine(language).patterns.finder
    bound = str(t.grammar["name_bound"]).replace("{NAMES}", "{}")
    team_bound = str(t.grammar.get("team_bound") or bound).replace("{NAMES}", "{}")
    own = {a for team in t.teams for a in team.aliases}
    upper = {a.upper() for a in own if len(a) > 3 and a.upper() != a} - own
    plain = {
        "ground_re": bound.format(_alternation(list(lexicon.lex.grounds))),
        "alias_re": team_bound.format(_alternation(list(own))),
        "org_re": bound.format(_alternation(list(t.organisations))),
        "place_re": bound.format(_alternation(list(t.places))),
        "demonym_re": bound.format(_alternation(list(lexicon.lex.demonyms))),
        "ambiguous_re": bound.format(_alternation(list(t.ambiguous))),
    }
    if upper:
        plain["upper_re"] = team_bound.format(_alternation(list(upper)))
    found = 0
    for data in dev_texts(language, 40):
        work = working_copy(data["text"])
        for name, source in plain.items():
            spans = _spans(getattr(lexicon.lex, name), work)
            assert spans == _spans(re.compile(source), work), (name, data["id"])
            found += len(spans)
    assert found > 20


@pytest.mark.parametrize("language", LANGUAGES)
def test_skipping_patterns_without_their_words_changes_no_draft(
    monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """The drafts of dev texts are the same when every competition, structure and pattern
    of reported speech is tried everywhere (the prefilter said yes to all)."""
    texts = dev_texts(language, 14)
    skipping = [drafting.draft(d["text"], language=language).model_dump() for d in texts]
    asked = [0]

    def everywhere(regex: Regex, words: prefilter.Words) -> bool:
        asked[0] += 1
        return True

    monkeypatch.setattr("drafting.people.known.may_match", everywhere)
    monkeypatch.setattr("drafting.people.structure.may_match", everywhere)
    monkeypatch.setattr("drafting.reading.may_match", everywhere)
    plain = [drafting.draft(d["text"], language=language).model_dump() for d in texts]
    assert asked[0] > 100
    assert plain == skipping


def test_the_words_of_texts_are_kept_for_a_few_texts_only() -> None:
    prefilter.words_of.cache_clear()
    for k in range(3 * prefilter.WORDS_KEPT):
        drafting.draft(f"Kane scored in the {k + 1}th minute, but VAR ruled it out for offside.")
    kept = prefilter.words_of.cache_info()
    assert kept.maxsize == prefilter.WORDS_KEPT
    assert 0 < kept.currsize <= prefilter.WORDS_KEPT
    assert kept.misses >= 3 * prefilter.WORDS_KEPT  # one text after another, each its own


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_names_a_text_holds_are_the_same_when_every_competition_is_tried(
    monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    finder = engine(language).patterns.finder
    works = [working_copy(d["text"]) for d in dev_texts(language, 60)]
    skipping = [finder._candidates(work, work) for work in works]
    monkeypatch.setattr("drafting.people.known.may_match", lambda regex, words: True)
    plain = [finder._candidates(work, work) for work in works]
    assert plain == skipping
    assert sum(m.kind == "competition" for found in plain for m in found) > 5
