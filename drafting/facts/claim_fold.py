"""How a speaker's claims fold into the points they make: context and backing folded into
the point, a ricochet or a deliberate play one point, the first position said, a headline's
words repeated by a named speaker theirs, and only claims with a named speaker kept."""

from __future__ import annotations

from typing import Any

from drafting.lazy import Regex
from drafting.reading import Reading

#: Claims about what happened to the ball (language-independent kinds of ``Claim.about``).
SPECIFIC_CLAIMS = frozenset({"phase", "deflection", "deliberate_play", "direction", "handball"})
#: The claims about a player's position.
POSITIONS = frozenset({"offside", "onside"})
#: An appeal to the rule ("that's the rule"): a claim about the rules only where the
#: speaker makes no other point.
APPEAL = "rules:appeal"


def named(r: Reading, speaker: str | None) -> bool:
    """Whether a claim's speaker is someone the text names: not nobody ("'Never offside,'
    one supporter said") nor a group or a role it only describes, opening with a
    determiner ("el entrenador del Lugo", "die Spieler aus Aue"). A claim is an assertion
    with its author: without one, the draft leaves it to the interview (issue 32: no
    claim without its named speaker). Nor a person the text names by one word only: a
    surname alone ("said Wexley") or a capital the reader took for a name (a rating's
    "Restless, but ...", a label's "Post-match:"): the conventions want the speaker as the
    text names them in full, and a word alone is most often no name at all. Read after
    the points are folded (a nameless headline's words repeated by a named speaker,
    ``_quoted_again``, need them)."""
    if speaker is None:
        return False
    words = speaker.split()
    if len(words) == 1 and any(p.name == speaker and not p.unnamed for p in r.people):
        return False
    return not words or words[0].lower() not in r.p.determiners


def one_point_each(r: Reading, found: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Each speaker's claims as the points they make: context and backing folded into the
    point, and one point made twice one claim."""
    # A speaker who says what happened to the ball (a deflection, a new phase) and that
    # the decision was wrong makes one point: the specific claim stands for both; but an
    # explicit verdict ("the decision was correct") is a claim of its own.
    specific = {c["speaker"] for c in found if c["about"] in SPECIFIC_CLAIMS}
    found = [
        c
        for c in found
        if not (c["about"] == "decision" and c["speaker"] in specific and not c["verdict"])
    ]
    # A speaker's "other" words beside a point they make are that point's context.
    pointed = {c["speaker"] for c in found if c["about"] != "other"}
    found = [c for c in found if not (c["about"] == "other" and c["speaker"] in pointed)]
    # "That's exactly what the rule is for" after a point: the point's backing
    argued = {c["speaker"] for c in found if c["about"] not in ("other", APPEAL)}
    found = [c for c in found if not (c["about"] == APPEAL and c["speaker"] in argued)]
    for c in found:
        if c["about"] == APPEAL:
            c["about"] = "rules"
    found = _quoted_again(r, found)
    found = _first_position(found)
    # One point made twice by one named speaker is one claim (the first words of it).
    made: set[tuple[str, str]] = set()
    out = []
    for c in found:
        if c["speaker"] is not None:
            if (c["speaker"], c["about"]) in made:
                continue
            made.add((c["speaker"], c["about"]))
        out.append(c)
    return out


def ricochet_or_play(
    r: Reading, found: list[dict[str, Any]], denied: Regex
) -> list[dict[str, Any]]:
    """A named speaker who says both that a touch was a deflection and something of a
    deliberate play makes one point (the golds' practice): the deflection where they name
    the ricochet ("it comes off his boot; he hasn't meant to play it"), the deliberate play
    where every ricochet they name is denied ("it is no rebound: he decides to play it")."""
    kinds: dict[str, set[str]] = {}
    for c in found:
        if c["speaker"] is not None:
            kinds.setdefault(c["speaker"], set()).add(c["about"])
    both = {s for s, k in kinds.items() if {"deflection", "deliberate_play"} <= k}
    if not both:
        return found
    denials = {
        s: all(
            denied.search(r.text[c["cue"][0] : c["cue"][1]])
            for c in found
            if c["speaker"] == s and c["about"] == "deflection"
        )
        for s in both
    }
    return [
        c
        for c in found
        if c["speaker"] not in both
        or c["about"] != ("deflection" if denials[c["speaker"]] else "deliberate_play")
    ]


def _first_position(found: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """A speaker who says a player was onside and offside makes the first point; the other
    position's words after it ("the lines", "he bothers nobody") are its context."""
    placed: dict[str | None, str] = {}
    for c in found:
        if c["about"] in POSITIONS:
            placed.setdefault(c["speaker"], c["about"])
    return [
        c
        for c in found
        if c["about"] not in POSITIONS or c["speaker"] is None or placed[c["speaker"]] == c["about"]
    ]


def _quoted_again(r: Reading, found: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Without the claims of no speaker whose words a named speaker's claim repeats (a
    headline quoting the body: "'No es mano': la bronca de Boca ... 'No es mano', disparó
    Montenegro")."""

    def said(c: dict[str, Any]) -> str:
        return " ".join(r.text[c["cue"][0] : c["cue"][1]].lower().strip(' .,!?¡¿«»"“”').split())

    def whole(c: dict[str, Any]) -> str:
        return " ".join(r.text[c["region"][0] : c["region"][1]].lower().split())

    named = [(c["about"], whole(c)) for c in found if c["speaker"] is not None]
    return [
        c
        for c in found
        if c["speaker"] is not None
        or not any(
            about == c["about"] and len(said(c)) >= 12 and said(c) in w for about, w in named
        )
    ]


def mark_verdict(found: list[dict[str, Any]], speaker: str | None) -> None:
    """A speaker's verdict on the decision said after other words of it ("if he plays it,
    he's let off ... It was the correct decision"): their decision claim is a verdict."""
    for c in found:
        if c["speaker"] == speaker and c["about"] == "decision":
            c["verdict"] = True
