"""The consistency check of an explanation page: every part's claims against each other.

Each part of the page states what it claims as data attributes on its own element
(templates/html/_claims.html: the headline, the lede, the VAR summary and steps, the
readings under "What it depends on", the changes under "What would have changed the
decision" and "No single change ..."), from the same values its words come from.
``contradictions(html)`` reads them and names every pair of parts that cannot both be
true; an empty list is a page that never contradicts itself or its headline.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from html.parser import HTMLParser

#: What a part's words claim about what stood after VAR ("stood": the on-field decision stood).
SAYS = ("stood", "changed")


@dataclass(frozen=True)
class Claim:
    """One part of the page and what it claims (its data-* attributes, without "data-")."""

    kind: str
    attrs: dict[str, str] = field(default_factory=dict)

    def get(self, name: str) -> str:
        return self.attrs.get(name, "none")

    def __str__(self) -> str:
        shown = " ".join(f"{k}={v}" for k, v in self.attrs.items() if v not in ("none", "false"))
        return f"[{self.kind} {shown}]"


class _Reader(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.claims: list[Claim] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        data = {k[5:]: v or "" for k, v in attrs if k.startswith("data-")}
        if "claims" in data:
            kind = data.pop("claims")
            self.claims.append(Claim(kind, data))


def claims(html: str) -> list[Claim]:
    """The parts of ``html`` that state claims, in the order of the page."""
    reader = _Reader()
    reader.feed(html)
    reader.close()
    return reader.claims


def contradictions(html: str) -> list[str]:
    """Every contradiction between the parts of the explanation page ``html``."""
    return check(claims(html))


def check(parts: list[Claim]) -> list[str]:  # noqa: C901 (one rule after the other)
    found: list[str] = []
    heads = [c for c in parts if c.kind == "headline"]
    if len(heads) != 1:
        return [f"the page has {len(heads)} headlines with claims, not one"]
    head = heads[0]
    stood, law = head.get("stood"), head.get("law-call")
    settled = head.get("settled") == "true"
    conditional = head.get("conditional") == "true"
    others = [c for c in parts if c is not head]

    # The lede is worded from the same answer as the headline.
    for c in others:
        if c.kind == "lede" and (c.get("stood"), c.get("law-call")) != (stood, law):
            found.append(f"the lede {c} says another answer than the headline {head}")

    # What stood: the headline, and every part that gives the final decision.
    for c in others:
        final = c.get("final")
        if final == "none":
            continue
        if conditional:
            found.append(
                f"the headline {head} says what stood is not known, but {c} says it was {final}"
            )
        elif final != stood:
            found.append(f"the headline {head} says {stood} stood, but {c} says {final}")

    # How VAR handled it: the headline's reason and the VAR section say the same.
    claimed = head.get("var")
    for c in others:
        if c.kind == "var" and claimed != "none" and c.get("var") != claimed:
            found.append(
                f"the headline {head} says VAR's handling was {claimed}, but {c} says otherwise"
            )

    # "How VAR handled it" never says the decision stood and was changed at once.
    var_parts = [c for c in others if c.kind in ("var", "step") and c.get("says") in SAYS]
    said = {c.get("says") for c in var_parts}
    if len(said) > 1:
        stood_by = [str(c) for c in var_parts if c.get("says") == "stood"]
        changed_by = [str(c) for c in var_parts if c.get("says") == "changed"]
        found.append(
            f"the decision is said to have stood ({', '.join(stood_by)}) and to have been "
            f"changed ({', '.join(changed_by)})"
        )

    # The Law's answer: a headline that does not know it sits beside no part that states
    # it; one that knows it beside no part that states another.
    for c in others:
        if c.kind == "lede":
            continue
        their, differs = c.get("law-call"), c.get("law-differs") == "true"
        if their == "none" and not differs:
            continue
        if law == "none":
            found.append(f"the headline {head} does not know the Law's answer, but {c} states one")
        elif their != "none" and their != law:
            found.append(f"the headline {head} says the Laws give {law}, but {c} says {their}")
        elif differs and law == stood:
            found.append(
                f"the headline {head} says what stood ({stood}) is what the Laws give, "
                f"but {c} says the Laws lead elsewhere"
            )

    # "What it depends on" and the changes.
    # A settled headline sits beside no reading under which something else would have
    # stood, or the decision would still be open: what stood does not depend on it.
    readings = [c for c in others if c.kind == "reading"]
    if settled:
        for c in readings:
            if c.get("stood") != stood:
                found.append(f"the headline {head} says {stood} stood, but under {c} it did not")
            elif c.get("offside") == "none":
                found.append(f"the headline {head} is settled, but under {c} it would be open")
    listed = sum(int(c.get("depends")) for c in others if c.kind == "depends")
    if listed != len(readings):
        found.append(f"'What it depends on' says it lists {listed} readings, not {len(readings)}")
    outcomes = {(c.get("offside"), c.get("goal"), c.get("stood")) for c in readings}
    for c in others:
        if c.attrs.get("flips") != "none":
            continue
        if len(outcomes) > 1:
            found.append(
                f"{c} says no single change would change the decision, but the readings "
                f"under 'What it depends on' differ: {sorted(outcomes)}"
            )
        if any(o.attrs.get("flips") == "some" for o in others):
            found.append(f"{c} says no single change would change it, beside changes that do")

    # VAR could not intervene because play had stopped: it found no clear error in nothing.
    if any(c.get("blocked-by") == "play_stopped" for c in parts):
        for c in parts:
            if c.get("no-clear-error") != "none":
                found.append(
                    f"VAR could not intervene as play had stopped, but {c} speaks of "
                    f"no clear and obvious error"
                )
    return found
