"""Browser tests: Playwright drives Debian's Chromium against a live server started here.

Without /usr/bin/chromium the tests are skipped locally, but fail in CI (CI=true),
where .ci/run installs it. Playwright's own browser download is never used.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from werkzeug.serving import make_server

from explainer import create_app

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
SCREENSHOTS = ROOT / "reports" / "screenshots"
DESKTOP = {"width": 1280, "height": 900}
MOBILE = {"width": 390, "height": 844}


def _missing(reason: str) -> None:
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"{reason}; CI must provide it (.ci/run installs Debian's chromium)")
    pytest.skip(reason)


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The app on a free port of 127.0.0.1, with its own SQLite database."""
    db = tmp_path_factory.mktemp("browser") / "explainer.sqlite3"
    app = create_app({"DATABASE_URL": f"sqlite:///{db}", "TESTING": True})
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(timeout=5)
        server.server_close()


# Module scope: Playwright's sync API allows one instance at a time, and other test
# folders (tests/security, tests/api) start their own.
@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    if not CHROMIUM.exists():
        _missing(f"Chromium is not installed at {CHROMIUM}")
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        _missing("playwright is not installed")
    with sync_playwright() as pw:
        chromium = pw.chromium.launch(
            executable_path=str(CHROMIUM), args=LAUNCH_ARGS, headless=True
        )
        try:
            yield chromium
        finally:
            chromium.close()


def _context(browser: Any, live_server: str, **options: Any) -> Any:
    context = browser.new_context(base_url=live_server, **options)
    context.set_default_timeout(5000)
    return context


@pytest.fixture
def page(browser: Any, live_server: str) -> Iterator[Any]:
    context = _context(browser, live_server, viewport=DESKTOP)
    try:
        yield context.new_page()
    finally:
        context.close()


@pytest.fixture
def mobile_page(browser: Any, live_server: str) -> Iterator[Any]:
    context = _context(browser, live_server, viewport=MOBILE, is_mobile=True)
    try:
        yield context.new_page()
    finally:
        context.close()


@pytest.fixture
def no_js_page(browser: Any, live_server: str) -> Iterator[Any]:
    context = _context(browser, live_server, viewport=DESKTOP, java_script_enabled=False)
    try:
        yield context.new_page()
    finally:
        context.close()


@pytest.fixture(scope="session")
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS
