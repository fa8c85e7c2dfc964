"""The storyboard where readers see it: the explanation page at 1280 and 390 px, the
embed at 400 px wide and the card image, for Kane, Mbappé, Simons/Dumfries (Dumfries in
Maignan's way) and a line-of-vision case.
Screenshots go to reports/screenshots/storyboard-*.png; the smallest text measured in
each is at least 12 px. In each, measured in the browser's own font: no name is cut where
it fits, and none runs off its drawing; every player a decisive finding names is drawn,
and the goalkeeper in goalkeeper colour (tests/pictures.py). The card and the embed draw
one pitch, the moment of judgement, with every player the decisive findings name at any
touch (Nazinho's deflection for Kane too). At 400 px the embed draws it as a strip under
the headline (explainer/compact.py: the pitch beside the text would draw its names under
12 px); at 560 px, the size oEmbed offers, as the pitch beside the text."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from pictures import KEEPER_COLOUR, frames_of, keeper_of, moment_problems, problems
from playwright.sync_api import expect
from support import KANE_SLUG, rashford_blocking_ederson

from explainer import casebook
from rules import Incident, decide

MBAPPE_SLUG = "2021-10-10-spain-france-mbappe"
SIMONS_SLUG = "2024-06-21-netherlands-france-simons"
#: The casebook incidents shown, by the name the screenshots use.
SLUGS = {"kane": KANE_SLUG, "mbappe": MBAPPE_SLUG, "simons": SIMONS_SLUG}
MIN_TEXT_PX = 12.0
EMBED = {"width": 400, "height": 320}
#: The size oEmbed offers the embed at (explainer.cards), where it draws its pitch.
EMBED_OFFERED = {"width": 560, "height": 320}

#: The smallest rendered text on the page (SVG text scaled as drawn), and where it is.
SMALLEST_JS = """() => {
  let min = 1e9, where = '';
  for (const el of document.querySelectorAll('body *')) {
    const own = [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    if (!own) continue;
    const box = el.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;  // nothing shown (or visually hidden)
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    let px = parseFloat(style.fontSize);
    if (el instanceof SVGElement && el.getScreenCTM) px *= el.getScreenCTM().a;
    if (px < min) { min = px; where = el.tagName + ': ' + el.textContent.trim().slice(0, 40); }
  }
  return [min, where];
}"""


#: Names as drawn: any that runs off its drawing, and any shortened though the whole name
#: fits the room the drawing gives it (data-room: to the edge, or to the next thing drawn),
#: measured with the font the browser uses.
NAMES_JS = """(root) => {
  const out = [];
  for (const t of root.querySelectorAll('text.name')) {
    if (!t.getClientRects().length || getComputedStyle(t).display === 'none') continue;
    const vb = t.ownerSVGElement.viewBox.baseVal;
    const box = t.getBBox();
    const drawn = t.textContent, full = t.dataset.name, shown = t.dataset.shown ?? drawn;
    const off = box.x < vb.x || box.x + box.width > vb.x + vb.width;
    if (off) out.push(drawn + ': runs off the drawing');
    if (full && shown !== full) {
      t.textContent = full;
      const width = t.getBBox().width;
      t.textContent = drawn;
      const fits = width <= parseFloat(t.dataset.room);
      if (fits) out.push(full + ': cut to ' + shown + ' though it fits');
    }
  }
  return out;
}"""


def incident_of(name: str) -> Incident:
    if name == "vision":
        return Incident.model_validate(rashford_blocking_ederson())
    found = casebook.case(SLUGS[name])
    assert found is not None
    return found.incident


def check_drawing(shown: Any, name: str, where: str) -> None:
    """The names and the players of the storyboard and the pitch on ``shown``."""
    bad = shown.evaluate(NAMES_JS, shown.locator("body").element_handle())
    assert bad == [], (name, where, bad)
    incident = incident_of(name)
    board = shown.locator("figure.storyboard")
    if board.count():
        frames = frames_of(board.evaluate("e => e.outerHTML"))
        assert frames and problems(incident, decide(incident), frames) == [], (name, where)
    else:  # the card's or the embed's one pitch, shown
        pitch = shown.locator(
            "svg.diagram:visible, svg.embed-pitch:visible, svg.embed-compact:visible"
        ).first
        expect(pitch).to_be_visible()
        drawn = pitch.evaluate("e => e.outerHTML")
        assert moment_problems(incident, decide(incident), drawn) == [], (name, where)
    keeper = keeper_of(incident)
    circles = shown.locator(f'svg circle[data-ident="{keeper}"]')
    # Drawn where the reader sees it, not only in the DOM (the embed draws a picture for
    # each width and hides the other).
    expect(shown.locator(f'svg circle[data-ident="{keeper}"]:visible').first).to_be_visible()
    for n in range(circles.count()):
        assert circles.nth(n).get_attribute("fill") == KEEPER_COLOUR, (name, where)


def line_of_vision(live_client: Any) -> str:
    """The line-of-vision incident, saved: its page."""
    response = live_client.post("/api/v1/incidents", data=rashford_blocking_ederson())
    assert response.ok, response.text()
    return str(response.json()["links"]["page"])


@pytest.fixture
def pages(page: Any) -> dict[str, str]:
    return {
        **{name: f"/cases/{slug}" for name, slug in SLUGS.items()},
        "vision": re.sub(r"^https?://[^/]+", "", line_of_vision(page.request)),
    }


def test_the_storyboard_is_legible_on_the_page_and_on_a_phone(
    page: Any, mobile_page: Any, pages: dict[str, str], screenshots: Path
) -> None:
    frames = {"kane": 2, "mbappe": 2, "simons": 2, "vision": 2}
    for name, path in pages.items():
        for size, shown in (("desktop", page), ("390", mobile_page)):
            shown.goto(path)
            board = shown.locator("figure.storyboard")
            expect(board.locator("svg[role=img]")).to_have_count(frames[name])
            board.scroll_into_view_if_needed()
            board.screenshot(path=str(screenshots / f"storyboard-{name}-{size}.png"))
            smallest, where = shown.evaluate(SMALLEST_JS)
            assert smallest >= MIN_TEXT_PX, (name, size, smallest, where)
            check_drawing(shown, name, size)
    page.goto(pages["vision"])
    expect(page.locator("figure.storyboard circle.goalkeeper")).to_have_count(2)
    expect(page.locator("figure.storyboard .sight-line")).to_have_count(1)


#: In the narrow embed's strip, measured in the browser's own font: every name that covers
#: another name or another player's mark.
STRIP_CLEAR_JS = """(svg) => {
  const out = [], texts = [...svg.querySelectorAll('text.name')].map(t => [t, t.getBBox()]);
  const meets = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width
    && a.y < b.y + b.height && b.y < a.y + a.height;
  texts.forEach(([t, b], i) => {
    texts.slice(0, i).forEach(([u, c]) => {
      if (meets(b, c)) out.push(t.textContent + ' over ' + u.textContent);
    });
    for (const c of svg.querySelectorAll('circle.mark')) {
      const r = c.r.baseVal.value, x = c.cx.baseVal.value - r, y = c.cy.baseVal.value - r;
      const own = c.dataset.ident && c.dataset.ident === t.dataset.ident;
      if (!own && meets(b, {x, y, width: 2 * r, height: 2 * r})) {
        out.push(t.textContent + ' over ' + (c.dataset.ident || 'an opponent'));
      }
    }
  });
  return out;
}"""


def test_the_embed_at_400_px_is_legible(
    browser: Any, live_server: str, pages: dict[str, str], screenshots: Path
) -> None:
    """At 400 px the embed draws its picture as a strip under the headline (and not the
    pitch beside the text); at 560 px, the size oEmbed offers, the pitch beside the text
    (and not the strip). Each draws the players the findings name and the goalkeeper in
    goalkeeper colour, its names whole where they fit, and the link to the full
    explanation stays inside the iframe's fixed height."""
    for size, viewport in (("400", EMBED), ("560", EMBED_OFFERED)):
        context = browser.new_context(base_url=live_server, viewport=viewport)
        try:
            embed = context.new_page()
            for name, path in pages.items():
                embed.goto(f"{path}/embed")
                expect(embed.locator("h1")).to_be_visible()
                shown, hidden = ("compact", "pitch") if size == "400" else ("pitch", "compact")
                expect(embed.locator(f"svg.embed-{shown}")).to_be_visible()
                expect(embed.locator(f"svg.embed-{hidden}")).to_be_hidden()
                embed.screenshot(path=str(screenshots / f"storyboard-{name}-embed-{size}.png"))
                smallest, where = embed.evaluate(SMALLEST_JS)
                assert smallest >= MIN_TEXT_PX, (name, size, smallest, where)
                more = embed.locator(".embed-more a").bounding_box()
                assert more is not None and more["y"] + more["height"] <= viewport["height"]
                check_drawing(embed, name, f"embed {size}")
                if size == "400":
                    strip = embed.locator("svg.embed-compact")
                    assert strip.evaluate(STRIP_CLEAR_JS) == [], name
        finally:
            context.close()


def smallest_card_text(svg: str) -> float:
    """The smallest text on the card, in pixels of the 1200x630 PNG (drawn 1:1 from the
    SVG; inside the nested pitch, scaled as its viewBox fits its box)."""
    import xml.etree.ElementTree as ET

    ns = "{http://www.w3.org/2000/svg}"
    root = ET.fromstring(svg)
    sizes: list[float] = []

    def walk(node: Any, scale: float) -> None:
        for child in node:
            here = scale
            if child.tag == f"{ns}svg":
                _, _, vw, vh = (float(v) for v in child.attrib["viewBox"].split())
                here = scale * min(
                    float(child.attrib["width"]) / vw, float(child.attrib["height"]) / vh
                )
            if child.tag == f"{ns}text" and "".join(child.itertext()).strip():
                size = child.attrib.get("font-size") or node.attrib.get("font-size")
                if size is not None:
                    sizes.append(float(size) * here)
            if child.tag == f"{ns}g" and "font-size" in child.attrib:
                for text in child.iter(f"{ns}text"):
                    text.attrib.setdefault("font-size", child.attrib["font-size"])
            walk(child, here)

    walk(root, 1.0)
    return min(sizes)


def test_the_card_image_is_legible(
    page: Any, pages: dict[str, str], screenshots: Path, tmp_path: Path
) -> None:
    from support import make_app

    from explainer import cards
    from rules import Incident, decide

    for name, path in pages.items():
        image = page.request.get(f"{path}/card.png")
        assert image.ok and image.headers["content-type"] == "image/png"
        (screenshots / f"storyboard-{name}-card.png").write_bytes(image.body())
    # The PNG is drawn from the card's SVG at 1:1: its text sizes are the SVG's, scaled
    # inside the pitch by the pitch's own box.
    app = make_app(tmp_path)
    drawn: dict[str, str] = {}
    with app.test_request_context():
        for name, slug in SLUGS.items():
            found = casebook.case(slug)
            assert found is not None
            d = decide(found.incident)
            drawn[name] = cards.card_svg(
                cards.link_card("case", slug, found.incident, d), found.incident, d
            )
        vision = Incident.model_validate(rashford_blocking_ederson())
        d = decide(vision)
        ident = pages["vision"].rsplit("/", 1)[1]
        drawn["vision"] = cards.card_svg(
            cards.link_card("explanation", ident, vision, d), vision, d
        )
    for name, svg in drawn.items():
        assert smallest_card_text(svg) >= MIN_TEXT_PX, name
        # The card's names measured in the card's own face (Liberation Sans, as CairoSVG
        # draws it), its goalkeeper in goalkeeper colour.
        page.set_content(svg)
        expect(page.locator("svg.diagram")).to_have_count(1)
        check_drawing(page, name, "card")


def test_the_names_check_catches_a_name_cut_where_it_fits_and_one_off_the_drawing(
    page: Any, pages: dict[str, str]
) -> None:
    page.goto(pages["vision"])
    name = page.locator('figure.storyboard text.name[data-name="Marcus Rashford"]').first
    expect(name).to_have_text("Marcus Rashford")
    body = page.locator("body").element_handle()
    assert page.evaluate(NAMES_JS, body) == []
    # As the storyboard drew it before issue 34: cut at 14 characters.
    name.evaluate("t => { t.textContent = 'Marcus Rashfo…' }")
    assert page.evaluate(NAMES_JS, body) == [
        "Marcus Rashford: cut to Marcus Rashfo… though it fits"
    ]
    name.evaluate("t => { t.textContent = t.dataset.name = 'Marcus Rashford Rashford Rashford' }")
    assert page.evaluate(NAMES_JS, body) == [
        "Marcus Rashford Rashford Rashford: runs off the drawing"
    ]


def test_every_casebook_storyboard_draws_whole_names_and_every_finding_s_player(
    page: Any, mobile_page: Any
) -> None:
    for case in casebook.cases():
        d = decide(case.incident)
        if not case.incident.positions:
            # Nothing was judged against the offside line (Werner's goal was ruled out
            # for a foul): there is no position to draw, so no storyboard.
            page.goto(f"/cases/{case.slug}")
            expect(page.locator("main h1")).to_have_count(1)
            expect(page.locator("figure.storyboard")).to_have_count(0)
            continue
        for size, shown in (("desktop", page), ("390", mobile_page)):
            shown.goto(f"/cases/{case.slug}")
            board = shown.locator("figure.storyboard")
            expect(board).to_have_count(1)
            bad = shown.evaluate(NAMES_JS, board.element_handle())
            assert bad == [], (case.slug, size, bad)
        frames = frames_of(page.locator("figure.storyboard").evaluate("e => e.outerHTML"))
        assert frames and problems(case.incident, d, frames) == [], case.slug


#: Every player's mark that the offside line's words overlap, in the browser's own font.
LINE_LABEL_JS = """(root) => {
  const out = [];
  for (const t of root.querySelectorAll('text.line-label')) {
    const b = t.getBBox();
    for (const c of t.ownerSVGElement.querySelectorAll('circle.mark')) {
      const x = c.cx.baseVal.value, y = c.cy.baseVal.value, r = c.r.baseVal.value + 1;
      const nx = Math.max(b.x, Math.min(x, b.x + b.width));
      const ny = Math.max(b.y, Math.min(y, b.y + b.height));
      const over = (nx - x) ** 2 + (ny - y) ** 2 < r * r;
      if (over) out.push(t.textContent + ' over ' + c.dataset.ident);
    }
  }
  return out;
}"""


#: Every two words of one frame drawn over each other (boxes overlapping by more than a
#: pixel), in the browser's own font.
TEXT_OVER_TEXT_JS = """(root) => {
  const out = [];
  for (const svg of root.querySelectorAll('svg')) {
    const texts = [...svg.querySelectorAll('text')].filter(t => t.textContent.trim())
      .map(t => [t, t.getBBox()]);
    const meets = (a, b) => a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1
      && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;
    texts.forEach(([t, b], i) => texts.slice(0, i).forEach(([u, c]) => {
      if (meets(b, c)) out.push(t.textContent + ' over ' + u.textContent);
    }));
  }
  return out;
}"""
#: Words over words left in the casebook's storyboards, in four languages, at each width
#: (73 at 1280 px and 93 at 390 px before the offside line's words and what the attacker
#: did were placed knowing the numbers, the names and each other; touches at one spot have
#: their numbers side by side since session 38). With the casebook at 65 incidents (18 at
#: 40): the second-last defender's words under the offside line's in French and Spanish
#: (Palomino, Carvalho, Kerr 2021, Novothny, Joveljić, Schär, Ouattara: 14); the Spanish
#: offside line's words over a touch number where no place beside the line is clear of the
#: players' marks (Lukaku 2021, Mbappé, Benzema, Kane, Morata: 5); what the attacker did
#: over the name of the opponent it affected, where that opponent stands just above the
#: attacker (Özcan, McTominay, Kerr 2021: 12); "Nicht beteiligt" over a name (Reece James,
#: Kevin Vogt: 2); the restart's word over the second-last defender's where the goal kick
#: is taken level with him (Castro: 4). A layout that places the event's words knowing
#: every name, and the second-last defender's words knowing the line's and the restart's,
#: is the next step (issue notes).
TEXT_OVERLAPS_AT_MOST = 37


def test_the_offside_line_s_words_clear_every_player_in_every_language(
    page: Any, mobile_page: Any
) -> None:
    """Issue 34's reader in French: "Ligne de hors-jeu" was drawn over the second-last
    defender's mark (Simons/Dumfries at 390 px); the English words are shorter. And no
    more words over other words than TEXT_OVERLAPS_AT_MOST at either width."""
    over: dict[str, list[str]] = {"desktop": [], "390": []}
    # Werner's goal was ruled out for a foul: nothing judged against the line, no
    # storyboard (the test of every casebook storyboard checks it has none).
    for case in (c for c in casebook.cases() if c.incident.positions):
        for lang in ("en", "fr", "de", "es"):
            for size, shown in (("desktop", page), ("390", mobile_page)):
                shown.goto(f"/cases/{case.slug}?lang={lang}")
                board = shown.locator("figure.storyboard")
                expect(board).to_have_count(1)
                bad = shown.evaluate(LINE_LABEL_JS, board.element_handle())
                assert bad == [], (case.slug, lang, bad)
                found = shown.evaluate(TEXT_OVER_TEXT_JS, board.element_handle())
                over[size] += [f"{case.slug} {lang}: {o}" for o in found]
    for size, found in over.items():
        assert len(found) <= TEXT_OVERLAPS_AT_MOST, (size, found)
