"""The glossary's choices hold in every catalog (explainer/locales/GLOSSARY.md): one way
of addressing the reader per language, a deflection and a rebound kept apart, and each
trial named one way."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from babel.messages.pofile import read_po

from explainer import i18n


def _messages(lang: str) -> Iterator[tuple[str, str, str]]:
    """(area, English, translation) for every message of ``lang``, plural forms included."""
    for area in i18n.AREAS:
        with open(i18n.LOCALES / lang / "LC_MESSAGES" / f"{area}.po", "rb") as f:
            for m in read_po(f):
                if not m.id:
                    continue
                english = m.id if isinstance(m.id, str) else " ".join(m.id)
                strings = [m.string] if isinstance(m.string, str) else list(m.string)
                for said in strings:
                    yield area, english, said


#: Spanish addresses the reader as tú: these are usted's forms.
USTED = re.compile(
    r"\b(usted|Indique|Elija|Escriba|Introduzca|Añada|añádalo|Marque|Compruebe|compruebe|"
    r"Vuelva|Envíe|Deje|Haga|Pegue|Cambie|Pida|Responda|revíselas|Déjelas|quiso decir|"
    r"lo que ha escrito|su navegador|Sus respuestas)\b"
)


def test_spanish_says_tu_to_the_reader_everywhere() -> None:
    found = [(a, e[:60], s[:80]) for a, e, s in _messages("es") if USTED.search(s)]
    assert found == []


def test_german_says_sie_and_french_vous() -> None:
    du = re.compile(r"\b(du|dein\w*|Gib|gib|Wähle|wähle|Trage|trage)\b")
    tu = re.compile(r"\b(tu|ton|tes|Indique|Choisis|choisis|Saisis|saisis)\b")
    assert [s[:80] for _, _, s in _messages("de") if du.search(s)] == []
    assert [s[:80] for _, _, s in _messages("fr") if tu.search(s)] == []


def test_german_keeps_a_deflection_and_a_rebound_apart() -> None:
    wrong = []
    for _, english, said in _messages("de"):
        deflection = re.search(r"deflect", english, re.I)
        rebound = re.search(r"rebound|came back off", english, re.I)
        if deflection and not rebound and re.search(r"Abpraller|abprallte", said):
            wrong.append((english[:60], said[:80]))
        if rebound and not deflection and re.search(r"Ablenkung|abgelenkt", said):
            wrong.append((english[:60], said[:80]))
    assert wrong == []


@pytest.mark.parametrize(
    ("lang", "ruled_out"),
    [
        ("de", r"IFAB-Test|Daylight-Test|Test von 2024"),
        ("fr", r"\bessais?\b|lumière du jour"),
        ("es", r"«luz»|con luz"),
    ],
)
def test_each_trial_is_named_one_way(lang: str, ruled_out: str) -> None:
    found = [
        (e[:60], s[:80])
        for _, e, s in _messages(lang)
        if re.search(r"trial|experiment", e, re.I) and re.search(ruled_out, s)
    ]
    assert found == []


@pytest.mark.parametrize(
    ("lang", "ruled_out"),
    [
        # The Laws' "infraction", and the moment positions are judged kept apart from the
        # judgement call ("question d'appréciation").
        ("fr", r"\b[Ff]autes? de hors-jeu|moment d'appréciation"),
        # One word for the goalkeeper (the DFB's Torhüter); a deflected ball is abgefälscht.
        ("de", r"\bTorwart|\bAblenkungen\b|\babgelenkt\b"),
        ("es", r"\bdesvío en\b"),
    ],
)
def test_the_laws_own_terms(lang: str, ruled_out: str) -> None:
    found = [(e[:60], s[:80]) for _, e, s in _messages(lang) if re.search(ruled_out, s)]
    assert found == []


def test_french_puts_a_space_before_a_colon() -> None:
    """ "Joueur 1 : Xavi Simons": a (no-break) space before : ; ? and ! in French."""
    tight = re.compile(r"[^\s\u00a0\u202f{\"][:;?!](\s|$)")
    assert [s[:80] for _, _, s in _messages("fr") if tight.search(s)] == []
