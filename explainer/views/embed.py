"""Sharing an explanation: the embeddable card, the PNG link-preview image and oEmbed.

/e/<id>/embed and /cases/<slug>/embed are the only pages any site may frame
(``frame-ancestors *``); create_app forbids framing of every other response. They
set no cookies and run no script. /oembed describes an explanation page for
consumers such as CMSs and chat apps; the image is drawn on first request and cached.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any
from urllib.parse import parse_qs, urlsplit

from flask import Blueprint, Flask, Response, abort, current_app, render_template, request
from markupsafe import Markup
from werkzeug.exceptions import HTTPException
from werkzeug.wrappers import Response as WerkzeugResponse

from explainer import cards, casebook, i18n
from explainer.cards import Kind
from explainer.openapi import OEmbed
from explainer.store import StoreError
from explainer.views.api.problems import ApiError, fail, http_problem
from explainer.views.common import load_saved
from explainer.wording.casebook import worded
from rules import Decision, Incident, choose_edition, decide

bp = Blueprint("embed", __name__)

#: Framing policy of the embeds: any site may show them.
FRAMABLE = "frame-ancestors *"
IMAGE_MAX_AGE = 24 * 3600
OEMBED_CACHE_AGE = 24 * 3600


@dataclass(frozen=True)
class Target:
    """An explanation that can be shared: its kind and key, facts and edition."""

    kind: Kind
    key: str
    incident: Incident
    #: The edition to judge under, or None for the one in force on the match date.
    edition: str | None

    def decide(self) -> Decision:
        return decide(self.incident, self.edition)


def saved_target(ident: str) -> Target:
    """A stored explanation (404 if unknown, 410 if it can no longer be read)."""
    saved = load_saved(ident)
    # As on the page: the stored edition, left implicit when it is the match date's.
    default = choose_edition(saved.incident)[0].name
    return Target(
        "explanation", saved.id, saved.incident, None if saved.edition == default else saved.edition
    )


def case_target(slug: str) -> Target:
    found = casebook.case(slug)
    if found is None:
        abort(404)
    return Target("case", found.slug, found.incident, None)


# --- the embeddable card ----------------------------------------------------------------------


def _embed(target: Target) -> Response:
    decision = target.decide()
    card = cards.link_card(target.kind, target.key, target.incident, decision)
    html = render_template(
        "embed/embed.html",
        card=card,
        incident=worded(target.incident),
        d=decision,
        pitch=cards.diagram_svg(target.incident, decision),
        compact=cards.compact_svg(target.incident, decision),
    )
    response = Response(html, mimetype="text/html")
    response.headers["Content-Security-Policy"] = FRAMABLE
    response.headers["Cache-Control"] = "public, max-age=300"
    return response


@bp.get("/e/<ident>/embed")
def explanation_embed(ident: str) -> Response:
    """A small card of a saved explanation that any site may show in an iframe."""
    return _embed(saved_target(ident))


@bp.get("/cases/<slug>/embed")
def case_embed(slug: str) -> Response:
    """A small card of a casebook incident that any site may show in an iframe."""
    return _embed(case_target(slug))


# --- the link-preview image -------------------------------------------------------------------


def _image(target: Target) -> WerkzeugResponse:
    decision = target.decide()
    try:
        png, tag = cards.card_png(
            target.kind, target.key, target.incident, decision, target.edition
        )
    except cards.CardUnavailableError as exc:
        current_app.logger.error("%s", exc)
        abort(503)
    response = Response(png, mimetype="image/png")
    response.headers["Cache-Control"] = f"public, max-age={IMAGE_MAX_AGE}"
    response.set_etag(tag)
    return response.make_conditional(request)


@bp.get("/e/<ident>/card.png")
def explanation_image(ident: str) -> WerkzeugResponse:
    """The 1200x630 link-preview image of a saved explanation."""
    return _image(saved_target(ident))


@bp.get("/cases/<slug>/card.png")
def case_image(slug: str) -> WerkzeugResponse:
    """The 1200x630 link-preview image of a casebook incident."""
    return _image(case_target(slug))


# --- oEmbed -----------------------------------------------------------------------------------

#: Endpoints whose URL an oEmbed consumer may ask about, and the kind each one shows.
_OEMBED_ENDPOINTS: dict[str, Kind] = {
    "explain.permalink": "explanation",
    "embed.explanation_embed": "explanation",
    "pages.case": "case",
    "embed.case_embed": "case",
}


def _our_path(url: str) -> str | None:
    """The path of ``url`` within this site, or None when it points elsewhere."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return None
    bases = [urlsplit(request.host_url)]
    public = current_app.config.get("PUBLIC_URL")
    if public:
        bases.insert(0, urlsplit(str(public)))
    for base in bases:
        prefix = base.path.rstrip("/")
        if parts.netloc.lower() == base.netloc.lower() and parts.path.startswith(prefix + "/"):
            return parts.path[len(prefix) :]
    return None


def _resolve(url: str) -> Target | None:
    path = _our_path(url)
    if path is None:
        return None
    adapter = current_app.url_map.bind("localhost")
    try:
        endpoint, args = adapter.match(path, method="GET")
    except HTTPException:
        return None
    kind = _OEMBED_ENDPOINTS.get(str(endpoint))
    if kind is None:
        return None
    try:
        return saved_target(args["ident"]) if kind == "explanation" else case_target(args["slug"])
    except HTTPException:  # unknown (404) or unreadable (410): nothing to embed
        return None


@bp.errorhandler(ApiError)
def _api_error(exc: ApiError) -> Response:
    return http_problem(exc)


def _dimension(name: str) -> int | None:
    raw = request.args.get(name)
    if raw is None or raw == "":
        return None
    if not (raw.isascii() and raw.isdigit()) or len(raw) > 6 or int(raw) < 1:
        raise fail(400, "bad_dimension", name)
    return int(raw)


@bp.get("/oembed")
def oembed() -> Response:
    """The oEmbed (1.0, type rich) description of an explanation or casebook page."""
    fmt = request.args.get("format", "json")
    if fmt != "json":
        raise fail(501, "format_not_offered", fmt)
    url = request.args.get("url", "")
    if not url:
        raise fail(400, "need_url")
    max_width, max_height = _dimension("maxwidth"), _dimension("maxheight")
    if "lang" not in request.args:
        # The page's own language, when the address is that of a page in one (?lang=fr).
        try:
            asked = parse_qs(urlsplit(url).query).get("lang", [""])[0]
        except ValueError:  # not an address at all: _resolve says so below
            asked = ""
        if asked in i18n.LANGUAGES:
            i18n.use(asked)
    try:
        target = _resolve(url)
    except StoreError as exc:
        current_app.logger.error("store error: %s", exc)
        raise fail(503, "unavailable") from None
    if target is None:
        raise fail(404, "nothing_published")
    decision = target.decide()
    card = cards.link_card(target.kind, target.key, target.incident, decision)
    width = min(cards.EMBED_WIDTH, max_width or cards.EMBED_WIDTH)
    height = min(cards.EMBED_HEIGHT, max_height or cards.EMBED_HEIGHT)
    site = i18n.gettext(current_app.config["SITE_NAME"])
    html = embed_code(card, width, height)
    thumbnail: dict[str, Any] = {}
    if (max_width or cards.IMAGE_WIDTH) >= cards.IMAGE_WIDTH and (
        max_height or cards.IMAGE_HEIGHT
    ) >= cards.IMAGE_HEIGHT:
        thumbnail = {
            "thumbnail_url": card.image,
            "thumbnail_width": cards.IMAGE_WIDTH,
            "thumbnail_height": cards.IMAGE_HEIGHT,
        }
    body = OEmbed(
        title=card.verdict,
        provider_name=site,
        provider_url=cards.public_url("pages.home"),
        html=html,
        width=width,
        height=height,
        cache_age=OEMBED_CACHE_AGE,
        **thumbnail,
    )
    response = Response(body.model_dump_json(exclude_none=True), mimetype="application/json")
    response.headers["Cache-Control"] = f"public, max-age={OEMBED_CACHE_AGE}"
    return response


# --- page meta ----------------------------------------------------------------------------------


def embed_code(
    card: cards.LinkCard, width: int = cards.EMBED_WIDTH, height: int = cards.EMBED_HEIGHT
) -> str:
    """The iframe an article pastes to show the card: the oEmbed ``html`` and the code the
    page's "Embed" box offers are this one string."""
    site = i18n.gettext(current_app.config["SITE_NAME"])
    return (
        f'<iframe src="{escape(card.embed)}" width="{width}" height="{height}" '
        f'title="{escape(f"{site}: {card.verdict}")}" loading="lazy" '
        'style="border:0;max-width:100%" '
        'sandbox="allow-popups allow-popups-to-escape-sandbox"></iframe>'
    )


def share_links(kind: Kind, key: str, incident: Incident, d: Decision) -> dict[str, str]:
    """What the page's share box offers: the link, the embed code and the oEmbed address."""
    card = cards.link_card(kind, key, incident, d)
    return {"link": card.url, "embed_code": embed_code(card), "oembed": card.oembed}


def link_card_meta(kind: Kind, key: str, incident: Incident, d: Decision) -> Markup:
    """The <head> tags that make a page unfurl into a card (templates/embed/_meta.html)."""
    card = cards.link_card(kind, key, incident, d)
    return Markup(
        render_template(
            "embed/_meta.html",
            card=card,
            incident=incident,
            d=d,
            image_width=cards.IMAGE_WIDTH,
            image_height=cards.IMAGE_HEIGHT,
        )
    )


def init_app(app: Flask) -> None:
    """Register the embeds, the image, oEmbed and the ``link_card_meta`` template global."""
    app.register_blueprint(bp)
    app.jinja_env.globals["link_card_meta"] = link_card_meta
    app.jinja_env.globals["share_links"] = share_links
