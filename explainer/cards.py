"""Link cards: how an explanation looks when it is shared, embedded or unfurled.

One explanation (a permalink or a casebook incident) gets:
- the words of its card: the headline and lede of the summary (templates/summary/),
  the same lines as the page, so a card never says what the page does not;
- its public links (page, embed, PNG image, oEmbed, API);
- a 1200x630 PNG image (templates/embed/card.svg.j2, drawn by CairoSVG), made on the
  first request for it and kept on disk under a name that changes whenever the facts,
  the engine or the templates change.
"""

from __future__ import annotations

import hashlib
import os
import re
import tempfile
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, Literal
from urllib.parse import urlencode

from flask import current_app, render_template, url_for

from explainer import compact, diagram, i18n, labels, moment
from explainer.store import canonical_json
from explainer.wording import Words, summary_lines, template_dir
from explainer.wording.casebook import worded
from rules import ENGINE_VERSION, Decision, Incident

Kind = Literal["explanation", "case"]
VERDICT_CLASSES = ("offside", "onside", "undetermined")

IMAGE_WIDTH = 1200
IMAGE_HEIGHT = 630
#: The size of the embeddable card an oEmbed consumer is offered (at most).
EMBED_WIDTH = 560
EMBED_HEIGHT = 320
#: Bump to throw away every cached image when the drawing code (not a template) changes.
CARD_VERSION = "3"
#: Templates whose text ends up in the image: a change to any of them is a new image.
CARD_TEMPLATES = (
    "embed/card.svg.j2",
    "summary/lines.txt.j2",
    "html/_diagram.html",
)

#: Endpoint names of each kind: (page, embed, image). Page endpoints belong to other
#: blueprints; their URL parameter is the permalink id or the case slug.
ENDPOINTS: dict[Kind, tuple[str, str, str, str]] = {
    "explanation": (
        "explain.permalink",
        "embed.explanation_embed",
        "embed.explanation_image",
        "ident",
    ),
    "case": ("pages.case", "embed.case_embed", "embed.case_image", "slug"),
}


class CardUnavailableError(Exception):
    """The PNG card cannot be drawn here (CairoSVG or the cairo library is missing)."""


def public_url(endpoint: str, **values: Any) -> str:
    """An absolute URL, on EXPLAINER_PUBLIC_URL when it is set (behind a proxy)."""
    base = current_app.config.get("PUBLIC_URL")
    if base:
        return f"{str(base).rstrip('/')}{url_for(endpoint, **values)}"
    return url_for(endpoint, _external=True, **values)


@dataclass(frozen=True)
class LinkCard:
    """The words and links that stand for one explanation outside its page."""

    kind: Kind
    key: str
    #: "offside", "onside" or "undetermined": the colour of the card.
    verdict_class: str
    #: The headline: what stood and why (the page's h1, word for word).
    verdict: str
    #: The lede: one sentence on what the officials did and whether the Laws back it.
    reason: str
    url: str
    embed: str
    image: str
    oembed: str
    api: str | None


def verdict_text(incident: Incident, decision: Decision) -> tuple[str, str, str]:
    """(colour class, headline, lede): the summary's own lines (explainer.wording)."""
    top = summary_lines(incident, decision)
    return Words.tone_of(decision), top.headline, top.lede


def links(kind: Kind, key: str) -> dict[str, str | None]:
    """The public URLs of one explanation: page, api, embed, image and oembed."""
    page_ep, embed_ep, image_ep, arg = ENDPOINTS[kind]
    page = public_url(page_ep, **{arg: key})
    # The oEmbed answer speaks the page's language (its lang after the page's address).
    query = {"url": page, "format": "json", "lang": i18n.in_links()}
    oembed = (
        public_url("embed.oembed", lang=None)
        + "?"
        + urlencode({k: v for k, v in query.items() if v is not None})
    )
    return {
        "page": page,
        "api": public_url("api.get_incident", ident=key) if kind == "explanation" else None,
        "embed": public_url(embed_ep, **{arg: key}),
        "image": public_url(image_ep, **{arg: key}),
        "oembed": oembed,
    }


def link_card(kind: Kind, key: str, incident: Incident, decision: Decision) -> LinkCard:
    """Everything a page's OpenGraph/Twitter meta, an embed and an oEmbed need."""
    cls, verdict, reason = verdict_text(incident, decision)
    urls = links(kind, key)
    return LinkCard(
        kind=kind,
        key=key,
        verdict_class=cls,
        verdict=verdict,
        reason=reason,
        url=str(urls["page"]),
        embed=str(urls["embed"]),
        image=str(urls["image"]),
        oembed=str(urls["oembed"]),
        api=urls["api"],
    )


def diagram_svg(
    incident: Incident, decision: Decision, face: labels.Face = "screen"
) -> tuple[str, str] | None:
    """The pitch diagram of the page as (viewBox, inner SVG markup), or None if it has none.

    It is the page's own diagram (templates/html/_diagram.html), taken out of its figure,
    with every other player the outcome turns on drawn where the storyboard draws them
    (explainer.moment); its names are fitted in ``face`` (the PNG card's is "card").
    """
    built = diagram.build(incident, decision)
    if built is None:
        return None
    words = Words(incident, decision)  # its incident is as shown in the reader's language
    with i18n.players(incident.match.women):
        html = render_template(
            "html/_diagram.html",
            diagram=built,
            extras=moment.extras(incident, decision, built),
            d=decision,
            incident=words.incident,
            face=face,
            **words.helpers(),
        )
    found = re.search(r"<svg\b[^>]*\bviewBox=\"([^\"]+)\"[^>]*>(.*)</svg>", html, re.S)
    if found is None:  # pragma: no cover - the template always draws one
        return None
    return found.group(1), found.group(2)


def compact_svg(incident: Incident, decision: Decision) -> str | None:
    """The small embed's picture (explainer.compact): the moment of judgement as a strip
    with every player the outcome turns on, as SVG markup; None when there is no pitch."""
    built = diagram.build(incident, decision)
    if built is None:
        return None
    words = Words(incident, decision)
    helpers = words.helpers()
    strip = compact.build(built, moment.extras(incident, decision, built), helpers["who"])
    return render_template(
        "html/_compact.html", strip=strip, g=built, incident=words.incident, **helpers
    )


def card_svg(card: LinkCard, incident: Incident, decision: Decision) -> str:
    """The card as an SVG document of IMAGE_WIDTH x IMAGE_HEIGHT."""
    drawn = {"card": card, "incident": worded(incident), "d": decision}
    pitch = diagram_svg(incident, decision, "card")
    return render_template(
        "embed/card.svg.j2", width=IMAGE_WIDTH, height=IMAGE_HEIGHT, diagram=pitch, **drawn
    )


@lru_cache(maxsize=8)
def _templates_digest(folder: str) -> str:
    digest = hashlib.sha256(CARD_VERSION.encode())
    for name in CARD_TEMPLATES:
        digest.update((Path(folder) / name).read_bytes())
    return digest.hexdigest()


def fingerprint(kind: Kind, key: str, incident: Incident, edition: str | None) -> str:
    """A name for the image that changes whenever anything drawn on it may change."""
    language = i18n.current()
    words = (_templates_digest(str(template_dir())), i18n.catalog_digest(language))
    parts = (kind, key, edition or "", ENGINE_VERSION, language, *words)
    text = "\n".join((*parts, canonical_json(incident)))
    return hashlib.sha256(text.encode()).hexdigest()[:24]


def cache_dir() -> Path:
    configured = current_app.config.get("CARD_CACHE")
    return Path(configured) if configured else Path(current_app.instance_path) / "cards"


def to_png(svg: str) -> bytes:
    """Draw ``svg`` as a PNG of IMAGE_WIDTH x IMAGE_HEIGHT."""
    try:
        import cairosvg
    except (ImportError, OSError) as exc:  # OSError: the cairo library itself is missing
        raise CardUnavailableError(f"cannot draw PNG cards: {exc}") from exc
    png: bytes = cairosvg.svg2png(
        bytestring=svg.encode("utf-8"),
        output_width=IMAGE_WIDTH,
        output_height=IMAGE_HEIGHT,
        unsafe=False,
    )
    return png


def card_png(
    kind: Kind, key: str, incident: Incident, decision: Decision, edition: str | None
) -> tuple[bytes, str]:
    """The PNG card and its fingerprint: from the disk cache, or drawn now and cached."""
    name = fingerprint(kind, key, incident, edition)
    folder = cache_dir()
    path = folder / f"{kind}-{key}-{name}.png"
    try:
        return path.read_bytes(), name
    except FileNotFoundError:
        pass
    card = link_card(kind, key, incident, decision)
    png = to_png(card_svg(card, incident, decision))
    try:
        folder.mkdir(parents=True, exist_ok=True)
        # Write then rename: a reader never sees half a file, and two workers drawing
        # the same card at once both leave a whole one.
        fd, tmp = tempfile.mkstemp(dir=folder, prefix=".card-", suffix=".png")
        with os.fdopen(fd, "wb") as out:
            out.write(png)
        os.replace(tmp, path)
    except OSError as exc:
        # A read-only disk still serves the image; it is drawn again next time.
        current_app.logger.warning("cannot cache card %s: %s", path, exc)
    return png, name
