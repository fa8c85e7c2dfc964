"""Roles that name their side by a word for the home or the away side ("le gardien des
locaux", "dem Torhüter der Gastgeber", "el portero visitante"), once the venue is known:
the unnamed person the role stands for is of that team, and so is the player the role is
put beside, set off by a comma on either side ("Braun, dem Torhüter der Gäste", "le
gardien des visiteurs, Paul Girard"). The role is read where the text's people were
masked: a role the reader took for an unnamed person, its own words ending with the side
word, or followed by at most two short linking words ("des", "der") and the side word."""

from __future__ import annotations

import re

from drafting.scene import Scene

# (a short linking word, lower case: "des", "du", "der", "de los", "of the")
_LINK = re.compile(r" (?:[a-zäöüéèêàçñ]{1,4} ){0,2}")


def side_roles(s: Scene, venue: dict[str, int]) -> list[tuple[int, int, int, int | None]]:
    """The named players put beside a role with a side word: (person, start, end, team);
    the unnamed person of such a role given the team where it had none."""
    found = s.r.found
    words = s.f.side_words
    if len(venue) != 2 or not words:
        return []
    masked = found.masked
    mentions = [m for m in found.mentions if m.kind == "person"]
    out: list[tuple[int, int, int, int | None]] = []
    for k, m in enumerate(mentions):
        role = found.people[m.index]
        if not role.unnamed:
            continue
        end = _own_side(s.r.text[m.start : m.end], m.end, words, venue) or _side_end(
            masked, m.end, words, venue
        )
        if end is None:
            continue
        team, stop = end
        if role.team is None:
            role.team = team
        before = mentions[k - 1] if k else None
        after = mentions[k + 1] if k + 1 < len(mentions) else None
        if before and masked[before.end : m.start] == ", ":
            out.append((before.index, before.start, stop, team))
        elif after and masked[stop : after.start] == ", ":
            out.append((after.index, m.start, after.end, team))
    return [e for e in out if not found.people[e[0]].unnamed]


def _own_side(
    role: str, end: int, words: dict[str, str], venue: dict[str, int]
) -> tuple[int, int] | None:
    """The team of the side word the role's own words end with ("el portero visitante")."""
    folded = " ".join(role.lower().split())
    for word, side in words.items():
        if side in venue and folded.endswith(" " + word):
            return venue[side], end
    return None


def _side_end(
    masked: str, start: int, words: dict[str, str], venue: dict[str, int]
) -> tuple[int, int] | None:
    """The team of the side word right after ``start`` and where the word ends."""
    if masked[start : start + 1] != " ":
        return None
    link = _LINK.match(masked, start)
    tail = masked[start : start + 40]
    for offset in {link.end() - start if link else 1, 1}:
        rest = tail[offset:]
        for word, side in words.items():
            n = len(word)
            if rest[:n].lower() == word and not rest[n : n + 1].isalnum() and side in venue:
                if rest[n : n + 1] == "-":
                    continue
                return venue[side], start + offset + n
    return None
