"""The command line's bounds and exit codes (issue 18, part 5), run as a user runs it: a
real process, real pipes and signals. Each case failed before: a traceback on a full
disk or a missing folder, exit 1 and no summary on Ctrl-C, exit 1 under ``| head -1``,
exit 0 when every batch line was invalid, a whole 200 MB line held in memory."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from support import base_incident, qualitative

from explainer import batch

CLI = [sys.executable, "-c", "from explainer.cli import main; main()"]


def run(*args: str, **options: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(  # type: ignore[call-overload, no-any-return]
        [*CLI, *args], capture_output=True, text=True, timeout=120, **options
    )


@pytest.fixture
def good_lines(tmp_path: Path) -> Path:
    line = json.dumps(base_incident(positions=[qualitative("A2", 1)]))
    path = tmp_path / "in.jsonl"
    path.write_text((line + "\n") * 50)
    return path


def test_a_full_disk_is_a_message_and_exit_code_1(kane_yaml: Path, good_lines: Path) -> None:
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [*CLI, "explain", str(kane_yaml)],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=120,
        )
    assert done.returncode == 1, done.stderr
    assert done.stderr.startswith("error: cannot write the output: No space left on device")
    assert "Traceback" not in done.stderr


def test_a_missing_output_folder_is_a_message_and_exit_code_1(
    good_lines: Path, tmp_path: Path
) -> None:
    done = run("batch", str(good_lines), "-o", str(tmp_path / "nope" / "out.jsonl"))
    assert done.returncode == 1, done.stderr
    assert "cannot write the output: No such file or directory" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_closed_pipe_is_quiet(good_lines: Path) -> None:
    command = " ".join(f"'{part}'" for part in CLI)
    shell = f"set -o pipefail; {command} batch '{good_lines}' | head -c 10 >/dev/null"
    done = subprocess.run(
        ["bash", "-c", shell], capture_output=True, text=True, timeout=120, env=os.environ
    )
    assert done.returncode in (0, 141), done.stderr  # quiet: the reader chose to stop
    assert "Traceback" not in done.stderr and "BrokenPipe" not in done.stderr


def _ctrl_c_as_on_a_terminal() -> None:
    """Ctrl-C's signal as a terminal delivers it: a shell that runs the tests in the
    background ignores SIGINT for its children, and Python then never raises
    KeyboardInterrupt, so the child is given the default back before it starts."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_prints_the_summary_so_far_and_exits_130(good_lines: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    process = subprocess.Popen(
        [*CLI, "batch", "-", "-o", str(out)],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=_ctrl_c_as_on_a_terminal,
    )
    assert process.stdin is not None and process.stderr is not None
    process.stdin.write(good_lines.read_text())
    process.stdin.flush()  # the pipe stays open: the batch waits for more
    deadline = time.monotonic() + 60
    while not out.exists() and time.monotonic() < deadline:  # the batch has started
        time.sleep(0.1)
    time.sleep(1)
    process.send_signal(signal.SIGINT)
    _, err = process.communicate(timeout=60)
    assert process.returncode == 130, err
    counted = re.search(r"^(\d+) lines?: ", err, re.MULTILINE)
    assert counted is not None and 0 <= int(counted.group(1)) <= 50, err
    assert "interrupted" in err and "Traceback" not in err
    assert len(out.read_text().splitlines()) == int(counted.group(1))  # every record kept


def test_every_line_invalid_exits_2(tmp_path: Path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text("{not json\n[1]\n")
    done = run("batch", str(path))
    assert done.returncode == 2 and "2 lines: 2 invalid" in done.stderr
    assert run("batch", str(path), "--allow-invalid").returncode == 0


def test_a_line_over_the_limit_is_an_error_record_in_bounded_memory(tmp_path: Path) -> None:
    path = tmp_path / "long.jsonl"
    good = json.dumps(base_incident(positions=[qualitative("A2", 1)]))
    with path.open("w") as file:
        file.write(good + "\n")
        file.write('{"title": "' + "x" * (batch.MAX_LINE_BYTES * 60) + '"}\n')
        file.write(good + "\n")
    script = (
        "import resource\n"
        "resource.setrlimit(resource.RLIMIT_AS, (1 << 30, 1 << 30))\n"
        "from explainer.cli import main\n"
        "main()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script, "batch", str(path), "--allow-invalid"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    records = [json.loads(line) for line in done.stdout.splitlines()]
    assert [r["line"] for r in records] == [1, 2, 3]
    assert [r["ok"] for r in records] == [True, False, True]
    assert "longer than" in records[1]["errors"][0]["message"]
