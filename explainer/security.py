"""Web security: response headers (CSP and friends), CSRF tokens on form posts, autoescaping.

- Every response gets a Content-Security-Policy that allows scripts, styles, images,
  fonts and connections from this site only (no inline script or style, no plugins),
  plus ``X-Content-Type-Options: nosniff`` and a ``Referrer-Policy``. No page may be
  framed (``frame-ancestors 'none'`` and ``X-Frame-Options: DENY``), except a response
  that set its own ``frame-ancestors`` (the embeds, explainer.views.embed): its value is
  kept and the rest of the policy added.
- Form posts (the incident form at /explain) carry a CSRF token (Flask-WTF's
  CSRFProtect: a random token kept in the signed session cookie, and an HMAC of it in
  a hidden field). A post without a valid token gets a 400 that shows the form again
  with what the person typed and a fresh token. The JSON API (/api/v1) is exempt: it
  uses no cookie or other ambient credential, so a cross-site request gains nothing a
  script could not do by calling the API itself.
- Every template the app renders is autoescaped, whatever its file name.
- A url-encoded form may have at most MAX_FORM_PARTS fields, as a multipart one.

The session cookie (used only for the CSRF token) is signed with ``SECRET_KEY``:
EXPLAINER_SECRET_KEY when set (give every server behind one address the same key),
else a random key kept in the instance folder so that all the workers of one machine
share it.
"""

from __future__ import annotations

import contextlib
import os
import secrets
import tempfile
from pathlib import Path

from flask import Flask, Response, current_app, render_template, request
from flask_wtf.csrf import CSRFError, CSRFProtect
from werkzeug.exceptions import RequestEntityTooLarge

#: The policy of every page; an embed's own frame-ancestors replaces the last directive.
CSP: dict[str, str] = {
    "default-src": "'self'",
    "script-src": "'self'",
    "style-src": "'self'",
    "img-src": "'self' data:",
    "font-src": "'self'",
    "connect-src": "'self'",
    "object-src": "'none'",
    "base-uri": "'self'",
    "form-action": "'self'",
    "frame-ancestors": "'none'",
}
REFERRER_POLICY = "strict-origin-when-cross-origin"
#: How long a form's CSRF token stays valid: long enough to type in a whole incident.
CSRF_TIME_LIMIT = 12 * 3600
SECRET_FILE = "secret_key"

csrf = CSRFProtect()


def content_security_policy(frame_ancestors: str | None = None) -> str:
    policy = dict(CSP)
    if frame_ancestors is not None:
        policy["frame-ancestors"] = frame_ancestors
    return "; ".join(f"{name} {value}" for name, value in policy.items())


def _own_frame_ancestors(csp: str) -> str | None:
    """The frame-ancestors a view set itself (an embed), if any."""
    for directive in csp.split(";"):
        name, _, value = directive.strip().partition(" ")
        if name.lower() == "frame-ancestors" and value.strip():
            return value.strip()
    return None


def security_headers(response: Response) -> Response:
    """Add the CSP (keeping an embed's frame-ancestors) and the other security headers."""
    frame = _own_frame_ancestors(response.headers.get("Content-Security-Policy", ""))
    response.headers["Content-Security-Policy"] = content_security_policy(frame)
    if frame is None or frame == "'none'":
        response.headers["X-Frame-Options"] = "DENY"
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers.setdefault("Referrer-Policy", REFERRER_POLICY)
    return response


def autoescape(template_name: str | None) -> bool:
    """Every template the app renders escapes its values: .html, .svg.j2, .txt.j2 alike.

    (A text template included in a page is part of the page, so escaping is right there
    too; the CLI's plain-text output has its own environment, explainer.wording.)
    """
    return True


# --- the secret key ---------------------------------------------------------------------------


def _read_key(path: Path) -> str | None:
    try:
        key = path.read_text(encoding="ascii").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return key if len(key) >= 32 else None


def instance_secret(folder: Path) -> str:
    """The key kept in ``folder``, made on first use; every worker of a machine reads the same.

    Written to a temporary file and linked into place, so a reader never sees half a
    key and, when two workers start at once, both use the one that was linked first.
    """
    path = folder / SECRET_FILE
    key = _read_key(path)
    if key is not None:
        return key
    folder.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=".secret-")
    try:
        with os.fdopen(fd, "w", encoding="ascii") as out:
            out.write(secrets.token_hex(32))
        os.chmod(tmp, 0o600)
        # Another worker linked its key first: use that one.
        with contextlib.suppress(FileExistsError):
            os.link(tmp, path)
    finally:
        os.unlink(tmp)
    key = _read_key(path)
    if key is None:
        raise OSError(f"{path} does not hold a usable key")
    return key


def _configure_secret(app: Flask) -> None:
    if app.config.get("SECRET_KEY"):
        return
    try:
        app.config["SECRET_KEY"] = instance_secret(Path(app.instance_path))
    except OSError as exc:
        # Still safe, but a form opened on one worker fails its check on another.
        app.logger.warning(
            "no EXPLAINER_SECRET_KEY and cannot keep one in %s (%s): using a key of this "
            "process only",
            app.instance_path,
            exc,
        )
        app.config["SECRET_KEY"] = secrets.token_hex(32)


# --- CSRF -------------------------------------------------------------------------------------


def _csrf_failed(exc: CSRFError) -> tuple[str, int]:
    """A 400 that keeps what the person typed: the form again, with a fresh token, under a
    message for a token that was missing, wrong or expired (templates/form/messages.txt.j2)."""
    from explainer import form
    from explainer.views import explain

    if request.endpoint == "explain.submit":
        state = form.read(request.form)
        state.add_error(None, form.say("form_not_checked"))
        return explain._render_form(state, status=400, started_from=None)
    from explainer.messages import say

    title, message = say("pages", "csrf_title"), say("pages", "csrf_message")
    page = render_template("pages/error.html", status=400, title=title, message=message)
    return page, 400


#: The incident form's post (explainer/views/explain.py ``submit``, POST /explain): the one
#: body allowed MAX_FORM_LENGTH bytes.
FORM_ENDPOINT = "explain.submit"
FORM_PATH = "/explain"


def limit_form_fields() -> None:
    """MAX_FORM_PARTS for url-encoded forms too (werkzeug applies it to multipart only), and
    MAX_FORM_LENGTH bytes for the incident form's post instead of MAX_CONTENT_LENGTH: the form
    at the model's limits is larger than any other body, and the form must take back every
    form it renders (issue 31, item 7). explainer/server.py reads that post's body up to the
    same size; every other body stays within MAX_CONTENT_LENGTH."""
    if request.method != "POST" or request.mimetype != "application/x-www-form-urlencoded":
        return
    length = current_app.config.get("MAX_FORM_LENGTH")
    if length and request.endpoint == FORM_ENDPOINT:
        request.max_content_length = max(int(length), request.max_content_length or 0)
    limit = current_app.config.get("MAX_FORM_PARTS")
    # get_data is bounded by MAX_CONTENT_LENGTH; the form is then parsed from this copy.
    if limit and request.get_data(cache=True).count(b"&") >= limit:
        raise RequestEntityTooLarge()


def init_app(app: Flask) -> None:
    """Headers on every response, CSRF tokens on form posts (not the API), autoescaping."""
    from explainer.views import api

    app.jinja_env.autoescape = autoescape
    # Before the CSRF check, which reads the form.
    app.before_request(limit_form_fields)
    _configure_secret(app)
    app.config.setdefault("WTF_CSRF_TIME_LIMIT", CSRF_TIME_LIMIT)
    if not app.config.get("SESSION_COOKIE_SAMESITE"):
        app.config["SESSION_COOKIE_SAMESITE"] = "Lax"
    if str(app.config.get("PUBLIC_URL") or "").startswith("https://"):
        app.config["SESSION_COOKIE_SECURE"] = True
    csrf.init_app(app)
    # The JSON API takes no cookie or other ambient credential: nothing for CSRF to abuse.
    csrf.exempt(api.bp)
    app.register_error_handler(CSRFError, _csrf_failed)
    app.after_request(security_headers)
