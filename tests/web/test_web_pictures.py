"""Every storyboard frame, as rendered, against the findings (issue 34, "Pictures"): for
every casebook incident and 300 generated ones, each player a decisive finding names is
drawn at its touch, each frame draws the player whose touch is its moment of judgement
and the goalkeeper (in goalkeeper colour, no circle over it), the last frame draws the
shot into the goal when one was scored, and the key lists exactly what is drawn. A planted
missing player, a covered goalkeeper and a key entry for nothing drawn are caught."""

from __future__ import annotations

import re

import pytest
from flask import Flask, render_template
from pictures import frames_of, keeper_of, key_problems, named_by, problems
from support import generated_incidents

from explainer import casebook, labels, storyboard
from explainer.wording import Words
from rules import Incident, decide

INCIDENTS = [c.incident for c in casebook.cases()] + [
    Incident.model_validate(d) for d in generated_incidents(300, seed=34)
]


def drawn(incident: Incident) -> str | None:
    """The storyboard's HTML, or None when it has no frame."""
    d = decide(incident)
    sb = storyboard.build(incident, d)
    if sb is None:
        return None
    helpers = Words(incident, d).helpers()
    return render_template("html/_storyboard.html", storyboard=sb, **helpers)


def test_every_frame_draws_the_players_the_findings_name(module_app: Flask) -> None:
    failures: dict[str, list[str]] = {}
    shown = 0
    with module_app.test_request_context():
        for n, incident in enumerate(INCIDENTS):
            html = drawn(incident)
            if html is None:
                continue
            shown += 1
            frames = frames_of(html)
            assert len(frames) == html.count('role="img"'), "a frame the checks cannot read"
            found = problems(incident, decide(incident), frames) + key_problems(html, frames)
            if found:
                failures[f"{n}: {incident.title or 'generated'}"] = found
    assert shown > 200
    assert not failures, failures


def _kane_germany(module_app: Flask) -> tuple[Incident, str]:
    found = casebook.case("2022-06-07-germany-england-kane")
    assert found is not None
    with module_app.test_request_context():
        html = drawn(found.incident)
    assert html is not None
    return found.incident, html


def test_a_planted_missing_player_is_caught(module_app: Flask) -> None:
    incident, html = _kane_germany(module_app)
    d = decide(incident)
    assert problems(incident, d, frames_of(html)) == []
    # Schlotterbeck's foul on Kane is a decisive finding at touch 2: take his mark away.
    assert "schlotterbeck" in named_by(incident, d)[2]
    planted = re.sub(r'<circle class="mark opponent" data-ident="schlotterbeck"[^>]*/>', "", html)
    assert planted != html
    assert problems(incident, d, frames_of(planted)) == [
        "touch 2: schlotterbeck is named by a finding but not drawn"
    ]
    # The player whose touch is the moment of judgement (Grealish), taken out of frame 1.
    first, rest = planted.split("</svg>", 1)
    no_grealish = re.sub(r'<circle class="mark teammate" data-ident="grealish"[^>]*/>', "", first)
    assert "frame 1: grealish, whose touch is the moment of judgement, is not drawn" in problems(
        incident, d, frames_of(no_grealish + "</svg>" + rest)
    )


def test_a_covered_or_miscoloured_goalkeeper_and_a_needless_key_entry_are_caught(
    module_app: Flask,
) -> None:
    found = casebook.case("2023-01-14-manutd-mancity-rashford")
    assert found is not None
    with module_app.test_request_context():
        html = drawn(found.incident)
    assert html is not None
    d = decide(found.incident)
    assert problems(found.incident, d, frames_of(html)) == []
    keeper = re.search(
        r'<circle class="mark goalkeeper" data-ident="ederson" cx="([\d.]+)" cy="([\d.]+)"', html
    )
    assert keeper is not None
    cover = (
        f'<circle class="mark opponent" data-ident="x" cx="{keeper[1]}" cy="{keeper[2]}"'
        ' r="12" fill="#1d4ed8"/>'
    )
    covered = html.replace(
        '<circle class="mark attacker"', cover + '<circle class="mark attacker"', 1
    )
    assert "frame 1: x covers the goalkeeper's circle" in problems(
        found.incident, d, frames_of(covered)
    )
    blue = html.replace('r="12" fill="#0e7490"', 'r="12" fill="#1d4ed8"', 1)
    assert "frame 1: the goalkeeper is drawn in #1d4ed8" in problems(
        found.incident, d, frames_of(blue)
    )
    no_keeper = html.replace('class="mark goalkeeper"', 'class="mark other"').replace(
        'data-ident="ederson"', ""
    )
    assert "the key lists keeper, which no frame draws" in key_problems(
        no_keeper, frames_of(no_keeper)
    )


def test_the_shot_is_drawn_into_the_goal_and_a_missing_one_is_caught(module_app: Flask) -> None:
    found = casebook.case("2022-10-26-tottenham-sporting-kane")
    assert found is not None and found.incident.outcome == "goal_scored"
    with module_app.test_request_context():
        html = drawn(found.incident)
    assert html is not None
    d = decide(found.incident)
    frames = frames_of(html)
    # Kane's shot is touch 4: the last frame's path runs on past Nazinho's deflection (3).
    assert frames[-1].touches == (2, 3, 4) and frames[-1].shot_end is not None
    no_shot = re.sub(r'<line class="shot"[^>]*/>', "", html)
    assert no_shot != html
    assert problems(found.incident, d, frames_of(no_shot)) == [
        "the last frame does not draw the shot into the goal"
    ]
    short = re.sub(r'<text class="touch"[^>]*>4</text>', "", html)
    assert "the last frame's path stops before touch 4, the shot" in problems(
        found.incident, d, frames_of(short)
    )


@pytest.mark.parametrize(
    ("name", "room", "expected"),
    [
        ("Denzel Dumfries", 400, "Denzel Dumfries"),
        ("Denzel Dumfries", 120, "Dumfries"),
        ("Noussair Mazraoui", 150, "Mazraoui"),
        ("Sporting's second-last defender", 260, "second-last defender"),
        ("Mazraoui", 60, "Ma…"),
    ],
)
def test_a_name_is_whole_where_it_fits_and_shortened_at_a_word_otherwise(
    name: str, room: float, expected: str
) -> None:
    fitted = labels.fit(name, room, 20)
    assert fitted == expected
    assert labels.width(fitted, 20) <= room
    # Whole exactly when the whole name fits.
    assert (fitted == name) == (labels.width(name, 20) <= room)


def test_the_card_and_embed_diagram_draws_the_goalkeeper_no_stray_dot_and_its_own_key(
    module_app: Flask,
) -> None:
    """The page's pitch diagram, which the link card and the embed draw: the goalkeeper in
    goalkeeper colour, no dot but the ball's and the centre spot's (the penalty spot read
    as a second ball), and a key of what it draws."""
    from explainer import cards, diagram

    with module_app.test_request_context():
        for incident in INCIDENTS[:120]:
            d = decide(incident)
            built = diagram.build(incident, d)
            svg = cards.diagram_svg(incident, d, "card")
            if built is None or svg is None:
                continue
            keeper = keeper_of(incident)
            if keeper is not None:
                assert f'class="mark goalkeeper" data-ident="{keeper}"' in svg[1], incident.title
            spot = built.pitch.penalty_spot
            assert f'cx="{spot[0]}" cy="{spot[1]}"' not in svg[1], "a dot at the penalty spot"
            dots = re.findall(
                r'<circle (?:class="[^"]*" )?cx="[^"]+" cy="[^"]+" r="([\d.]+)"', svg[1]
            )
            assert sum(float(r) < 5 for r in dots) <= 1, "a dot other than the centre spot"
            html = render_template(
                "html/_diagram.html",
                diagram=built,
                d=d,
                incident=incident,
                **Words(incident, d).helpers(),
            )
            drawn = set(re.findall(r'class="(?:mark )?([a-z-]+)"', html))
            listed = set(re.findall(r'<li class="k-([a-z]+)"', html))
            marks = {
                "attacker": "attacker",
                "teammate": "teammate",
                "ball": "ball-mark",
                "opponent": "opponent",
                "keeper": "goalkeeper",
                "line": "offside-line",
            }
            for kind in listed:
                assert marks[kind] in drawn or (kind == "opponent" and "second-last" in drawn), (
                    incident.title,
                    kind,
                )


def test_the_card_and_embed_pitch_draws_the_moment_s_players_and_a_planted_gap_is_caught(
    module_app: Flask,
) -> None:
    """The one pitch of the card and the embed, for every casebook incident and the 300
    generated ones: every player the decisive findings name (a deflection after the moment
    of judgement, such as Nazinho's for Kane, too), the player whose touch it is (where the
    reports do not place the ball, where the storyboard draws them) and the goalkeeper in
    goalkeeper colour (tests/pictures.moment_problems); a pitch without them is caught."""
    from pictures import moment_problems

    from explainer import cards

    failures: dict[str, list[str]] = {}
    with module_app.test_request_context():
        for n, incident in enumerate(INCIDENTS):
            d = decide(incident)
            svg = cards.diagram_svg(incident, d, "card")
            if svg is not None and (found := moment_problems(incident, d, svg[1])):
                failures[f"{n}: {incident.title or 'generated'}"] = found
        assert not failures, failures
        simons = casebook.case("2024-06-21-netherlands-france-simons")
        assert simons is not None
        d = decide(simons.incident)
        svg = cards.diagram_svg(simons.incident, d, "card")
        assert svg is not None
        shooter = re.sub(r'<circle[^>]*data-ident="simons"[^>]*/>', "", svg[1])
        assert moment_problems(simons.incident, d, shooter) == ["simons is not drawn"]
        keeper = svg[1].replace('fill="#0e7490"', 'fill="#1d4ed8"')
        assert moment_problems(simons.incident, d, keeper) == [
            "the goalkeeper maignan is drawn in #1d4ed8"
        ]


def _strip_names(svg: str) -> list[tuple[str, float, float, float, float]]:
    """The names drawn in the narrow embed's strip, each with its box (as measured for the
    drawing: explainer.labels, the bold face a page draws in)."""
    found = []
    for attrs, text in re.findall(r'<text class="name"([^>]*)>([^<]*)</text>', svg):
        x = float(re.search(r' x="([^"]+)"', attrs)[1])  # type: ignore[index]
        y = float(re.search(r' y="([^"]+)"', attrs)[1])  # type: ignore[index]
        width = labels.width(text, 13)
        x0 = x - width if 'text-anchor="end"' in attrs else x
        found.append((text, x0, y - 13 * 0.8, x0 + width, y + 13 * 0.2))
    return found


def _names_over(svg: str) -> list[str]:
    names = _strip_names(svg)
    found = []
    for i, (a, *p) in enumerate(names):
        for b, *q in names[:i]:
            if p[0] < q[2] and q[0] < p[2] and p[1] < q[3] and q[1] < p[3]:
                found.append(f"{a} over {b}")
    return found


def test_the_narrow_embed_s_strip_draws_the_moment_s_players_and_no_name_over_another(
    module_app: Flask,
) -> None:
    """The narrow embed's picture (explainer/compact.py), for every casebook incident and
    the 300 generated ones: the players the card's pitch must draw (moment_problems), and
    no name over another; a strip without the goalkeeper, or with two names on one spot,
    is caught."""
    from pictures import moment_problems

    from explainer import cards

    failures: dict[str, list[str]] = {}
    with module_app.test_request_context():
        for n, incident in enumerate(INCIDENTS):
            d = decide(incident)
            svg = cards.compact_svg(incident, d)
            if svg is None:
                continue
            found = moment_problems(incident, d, svg) + _names_over(svg)
            if found:
                failures[f"{n}: {incident.title or 'generated'}"] = found
        assert not failures, failures
        kane = casebook.case("2022-10-26-tottenham-sporting-kane")
        assert kane is not None
        d = decide(kane.incident)
        svg = cards.compact_svg(kane.incident, d)
        assert svg is not None
        no_keeper = re.sub(r'<circle class="mark goalkeeper"[^>]*/>', "", svg)
        assert moment_problems(kane.incident, d, no_keeper) == [
            "the goalkeeper adan is drawn in nothing"
        ]
        assert _names_over(svg) == []
        piled = re.sub(r'(<text class="name"[^>]*) x="[^"]+" y="[^"]+"', r'\1 x="200" y="40"', svg)
        assert len(_names_over(piled)) >= 2  # names at one spot (by anchor: two groups)
