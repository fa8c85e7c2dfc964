"""The edge probes of issue 18: each failed before (a 500, or unbounded memory)."""

from __future__ import annotations

import subprocess
import sys

import pytest
from flask.testing import FlaskClient
from support import KANE_SLUG

from .conftest import form_token


@pytest.mark.parametrize("typed", ["²", "١٢٣", "１", "12²"])
def test_digits_of_other_scripts_in_maxwidth_are_a_400(client: FlaskClient, typed: str) -> None:
    url = f"http://localhost/cases/{KANE_SLUG}"
    for name in ("maxwidth", "maxheight"):
        response = client.get("/oembed", query_string={"url": url, name: typed})
        assert response.status_code == 400, (name, typed)


@pytest.mark.parametrize("op", ["add:²", "remove:sequence:²", "remove:sequence:١", "remove:x:1"])
def test_an_odd_form_op_is_a_400(client: FlaskClient, op: str) -> None:
    response = client.post("/explain", data={"op": op, "csrf_token": form_token(client)})
    assert response.status_code == 400, op


def test_a_touch_number_in_another_script_is_a_message_at_its_field(client: FlaskClient) -> None:
    data = {
        "csrf_token": form_token(client),
        "players-0-name": "Harry Kane",
        "players-0-team": "attacking",
        "sequence-0-by": "Harry Kane",
        "sequence-0-action": "pass",
        "positions-0-player": "Harry Kane",
        "positions-0-at": "²",
    }
    response = client.post("/explain", data=data)
    assert response.status_code == 422
    assert 'id="positions-0-at-error"' in response.get_data(as_text=True)


def test_the_cli_reads_an_endless_file_within_its_limit() -> None:
    """var-explainer explain /dev/zero grew to 17 GB in 30 s: now it stops at the limit."""
    script = (
        "import resource, sys\n"
        "resource.setrlimit(resource.RLIMIT_AS, (1 << 31, 1 << 31))\n"
        "from explainer.cli import main\n"
        "sys.argv = ['var-explainer', 'explain', '/dev/zero']\n"
        "main()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 2, done.stderr
    assert "larger than" in done.stderr and "Traceback" not in done.stderr
