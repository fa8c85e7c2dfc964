"""Browser tests: Playwright drives Debian's Chromium against a live server started here.

Without /usr/bin/chromium the tests fail with the command that installs it (make test
installs it itself when it runs as root with apt); SKIP_BROWSER=1 skips them, loudly.
Playwright's own browser download is never used.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from support import BROWSER_TIMEOUT_MS, ROOT, app_in, chromium, serving

SCREENSHOTS = ROOT / "reports" / "screenshots"
DESKTOP = {"width": 1280, "height": 900}
MOBILE = {"width": 390, "height": 844}


@pytest.fixture(scope="session")
def live_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The app on a free port of 127.0.0.1, with its own SQLite database."""
    with app_in(tmp_path_factory.mktemp("browser")) as app, serving(app) as base:
        yield base


# Module scope: Playwright's sync API allows one instance at a time, and other test
# folders (tests/security, tests/api) start their own.
@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with chromium() as launched:
        yield launched


def _page(browser: Any, live_server: str, **options: Any) -> Iterator[Any]:
    """A page in a new context on the live server, the context closed afterwards."""
    context = browser.new_context(base_url=live_server, **options)
    context.set_default_timeout(BROWSER_TIMEOUT_MS)
    try:
        yield context.new_page()
    finally:
        context.close()


@pytest.fixture
def page(browser: Any, live_server: str) -> Iterator[Any]:
    yield from _page(browser, live_server, viewport=DESKTOP)


@pytest.fixture
def mobile_page(browser: Any, live_server: str) -> Iterator[Any]:
    yield from _page(browser, live_server, viewport=MOBILE, is_mobile=True)


@pytest.fixture
def no_js_page(browser: Any, live_server: str) -> Iterator[Any]:
    yield from _page(browser, live_server, viewport=DESKTOP, java_script_enabled=False)


@pytest.fixture(scope="session")
def screenshots() -> Path:
    SCREENSHOTS.mkdir(parents=True, exist_ok=True)
    return SCREENSHOTS
