"""Turn a Decision into words. All wording lives in templates/; this only wires it up."""

from __future__ import annotations

from collections import defaultdict
from functools import lru_cache
from pathlib import Path
from typing import Any

from jinja2 import Environment, FileSystemLoader, StrictUndefined, select_autoescape

from rules import RULES, Decision, Finding, Incident
from rules.incident import OBJECTS

_HERE = Path(__file__).resolve().parent


def template_dir() -> Path:
    """templates/ ships inside the wheel as explainer/templates; a checkout has it at the top."""
    packaged = _HERE / "templates"
    if (packaged / "text").is_dir():
        return packaged
    return _HERE.parent / "templates"


@lru_cache(maxsize=1)
def environment() -> Environment:
    env = Environment(
        loader=FileSystemLoader(str(template_dir())),
        autoescape=select_autoescape(["html", "html.j2"]),
        undefined=StrictUndefined,
        trim_blocks=False,
        keep_trailing_newline=True,
    )
    env.globals["rules"] = RULES
    env.filters["cap"] = lambda text: text[:1].upper() + text[1:]
    return env


OBJECT_NAMES = {
    "goalpost": "the goalpost",
    "crossbar": "the crossbar",
    "referee": "the referee",
    "assistant_referee": "an assistant referee",
    "official": "a match official",
}
ACTION_NAMES = {
    "unintended_touch": "touch",
    "deliberate_play": "touch",
    "deliberate_handball": "handball",
}
SUBCASES = {
    "a": "clearly blocking their line of vision",
    "b": "challenging them for the ball",
    "c": "clearly trying to play a ball close to them, which impacted them",
    "d": "an obvious action that clearly impacted their ability to play the ball",
    "in_the_way": "being in their way and hindering their movement towards the ball",
}
INDICATOR_NAMES = {
    "travelled_from_distance_clear_view": "the ball came from distance with a clear view",
    "not_moving_quickly": "the ball was not moving quickly",
    "direction_not_unexpected": "its direction was not unexpected",
    "time_to_coordinate": "there was time to coordinate the body",
    "on_the_ground": "the ball was on the ground",
    "had_control": "the player had control of the ball",
}


class Words:
    """The helpers templates use to name players, touches and facts of one incident."""

    def __init__(self, incident: Incident, decision: Decision) -> None:
        self.incident = incident
        self.decision = decision

    def who(self, ident: str | None) -> str:
        if ident is None:
            return "a player"
        if ident in OBJECTS:
            return OBJECT_NAMES[ident]
        player = self.incident.player(ident)
        return player.name if player else ident

    def touch(self, at: int | None) -> str:
        if at is None or not 1 <= at <= len(self.incident.sequence):
            return "that moment"
        contact = self.incident.sequence[at - 1]
        action = ACTION_NAMES.get(contact.action, contact.action.replace("_", " "))
        if contact.by in OBJECTS:
            return f"touch {at} (the ball hitting {OBJECT_NAMES[contact.by]})"
        return f"{self.who(contact.by)}'s {action} (touch {at})"

    @staticmethod
    def cm(value: float) -> str:
        return f"{value:g} cm"

    @staticmethod
    def subcase(code: str) -> str:
        return SUBCASES.get(code, code)

    def via(self, via: str) -> str:
        names = {
            "rebound": "the frame or an official",
            "deflection": "an opponent",
            "save": "an opponent's save",
        }
        parts = [names.get(v, v) for v in dict.fromkeys(via.split(","))]
        return " and then ".join(parts)

    @staticmethod
    def indicators(facts: dict[str, Any]) -> str:
        said = []
        for key, label in INDICATOR_NAMES.items():
            if key in facts:
                said.append(label if facts[key] else f"not: {label}")
        return "; ".join(said)

    @staticmethod
    def cite(f: Finding) -> str:
        c = f.citation
        where = f"Law {c.section}" if c.law is not None else c.section
        return f"{f.rule}: {c.document} {c.edition}, {where}"

    def finding(self, f: Finding) -> str:
        tmpl = environment().get_template(f"findings/{f.rule}.txt.j2")
        facts: defaultdict[str, Any] = defaultdict(lambda: None, f.facts)
        return tmpl.render(f=f, facts=facts, **self.helpers()).strip()

    def misconception(self, m: Any, d: Decision) -> str:
        tmpl = environment().get_template(f"misconceptions/{m.id}.txt.j2")
        return tmpl.render(m=m, d=d, **self.helpers()).strip()

    def helpers(self) -> dict[str, Any]:
        return {
            "who": self.who,
            "touch": self.touch,
            "cm": self.cm,
            "subcase": self.subcase,
            "via": self.via,
            "indicators": self.indicators,
            "cite": self.cite,
            "finding": self.finding,
            "misconception": self.misconception,
        }


def render(name: str, incident: Incident, decision: Decision, **extra: Any) -> str:
    words = Words(incident, decision)
    tmpl = environment().get_template(name)
    return tmpl.render(d=decision, incident=incident, **words.helpers(), **extra)


def explain_text(incident: Incident, decision: Decision) -> str:
    return render("text/explanation.txt.j2", incident, decision)


def explain_html(incident: Incident, decision: Decision) -> str:
    return render("html/standalone.html.j2", incident, decision)
