"""make bench: how fast var-explainer decides, renders and serves, against the floor.

Each figure is a ratio taken side by side in one run, because absolute times on a
shared machine are noise. Results are printed as a table and written to
reports/bench.json. Targets (issue 7):

  engine:  (b) validate+decide <= 2.0 x (a) validate;  (c) + text <= 4.0 x (a);
           (d) + alternatives and text <= 15 x (a)
  growth:  analysis time at most linear in positions, involvements, fouls and disputes
           (5 sizes each); < 250 ms at the model's limits; its stored page opens < 1 s
  pages:   permalink page >= 0.7 x a bare page;  p99 of the permalink page <= 25 ms at 16 conns;
           POST /api/v1/decisions >= 0.4 x the permalink page
  batch:   peak RSS the same within 10% for 100k and 1M incidents, and under 200 MB
  start:   `var-explainer explain` < 1 s; server answers its first request < 2 s
  drafting, overload, readers (issue 31): bench/drafting.py, bench/overload.py,
           bench/readers.py say their own targets
  cores (issue 36): batch --jobs 1, --jobs 2 and Dask side by side (bench/cores.py)

Environment: BENCH_SAMPLE (engine sample size, default 2000), BENCH_BATCH_SIZES
(default "100000,1000000"), BENCH_SECONDS (load duration per page, default 10),
BENCH_ONLY (the sections to run, comma-separated, of engine, growth, pages, startup, batch,
drafting, overload, readers, cores and instructions; default all but instructions:
``BENCH_ONLY=engine,growth`` measures the engine alone, ``BENCH_ONLY=instructions`` counts
the engine's instructions under valgrind (bench/instructions.py), the same whatever the load).
"""

from __future__ import annotations

import json
import os
import platform
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
REPORTS = ROOT / "reports"
BIN = Path(sys.executable).parent
KANE = ROOT / "explainer" / "casebook" / "2022-10-26-tottenham-sporting-kane.yaml"


def engine(sample: int, rounds: int = 7) -> dict[str, Any]:
    """(a) parse, (b) parse+decide, (c) parse+decide+text, per incident; (d) parse, full
    analysis and text, on the first 200 of the incidents, beside (a) on the same ones.

    Every mode is timed over the same small chunks of incidents, side by side, round after
    round, and a chunk's time is the best of its rounds; a mode's figure is the sum of its
    chunks' bests. On a shared machine a pause lands in some timing or other: a short
    timing is seldom hit, and each chunk keeps its own best, so a pause costs one round of
    one chunk instead of the whole pass it fell in (timing whole passes, the longest mode
    was the one most often hit, and its ratio to validation swung by a third)."""
    from bench.generate import incidents
    from explainer.wording import explain_text
    from rules import Analysis, Incident, analyse, decide

    lines = [json.dumps(d) for d in incidents(sample, seed=7)]

    def a(line: str) -> object:
        return Incident.model_validate_json(line)

    def b(line: str) -> object:
        return decide(Incident.model_validate_json(line))

    def c(line: str) -> object:
        incident = Incident.model_validate_json(line)
        return explain_text(incident, Analysis(decision=decide(incident)))

    def d(line: str) -> object:
        incident = Incident.model_validate_json(line)
        return explain_text(incident, analyse(incident))

    modes: dict[str, Callable[[str], object]] = {"a": a, "b": b, "c": c}
    # Warm caches (templates, citations), for (d) too: its first run compiles the
    # templates of the alternatives, some hundred microseconds an incident of the 200.
    for fn in (*modes.values(), d):
        for line in lines[:50]:
            fn(line)
    best = _chunked(modes, lines, 25, rounds)
    # (d) is some ten times slower: 200 of the incidents, in chunks of 5, beside (a).
    few = _chunked({"a": a, "d": d}, lines[:200], 5, max(3, rounds - 2))
    us = {k: round(v * 1e6, 1) for k, v in best.items()}
    return {
        "sample": sample,
        "us_per_incident": {
            **us,
            "d_analysis_and_text": round(few["d"] * 1e6, 1),
            "a_of_those_200": round(few["a"] * 1e6, 1),
        },
        "b_over_a": round(best["b"] / best["a"], 2),
        "c_over_a": round(best["c"] / best["a"], 2),
        "d_over_a": round(few["d"] / few["a"], 2),
    }


def _chunked(
    modes: dict[str, Callable[[str], object]], lines: list[str], size: int, rounds: int
) -> dict[str, float]:
    """Each mode's time per line: the sum over chunks of ``size`` lines of each chunk's best
    of ``rounds`` (every round times every chunk in every mode, one after the other). Each
    timing comes right after an untimed run of the same mode on the same chunk, so that
    every mode is timed warm, as in a pass of its own: timed right after a slower mode,
    validation ran with that mode's data in the caches, some 40 % slower."""
    chunks = [lines[i : i + size] for i in range(0, len(lines), size)]
    best = {k: [float("inf")] * len(chunks) for k in modes}
    clock = time.perf_counter
    for _ in range(rounds):
        for n, chunk in enumerate(chunks):
            for key, fn in modes.items():
                for line in chunk:
                    fn(line)
                start = clock()
                for line in chunk:
                    fn(line)
                best[key][n] = min(best[key][n], clock() - start)
    return {k: sum(v) / len(lines) for k, v in best.items()}


def _cpu_ms(fn: Callable[[], object], rounds: int = 3) -> float:
    """The best of ``rounds`` CPU times of ``fn()``, in ms (CPU time: the machine is shared)."""
    best = float("inf")
    for _ in range(rounds):
        start = time.process_time()
        fn()
        best = min(best, time.process_time() - start)
    return round(best * 1000, 2)


GROWTH = ("positions", "involvements", "fouls", "disputes")


def growth() -> dict[str, Any]:
    """Decision and full analysis time against each list's length, 5 sizes each (the others
    at a tenth of their limit, 40 touches), and the full analysis and the stored permalink
    page of an incident with every list at its limit (issue 18)."""
    from bench.generate import at_limits
    from rules import Incident, analyse, decide, read_incident_json

    curves: dict[str, Any] = {}
    for name in GROWTH:
        rows = []
        for share in (0.1, 0.25, 0.5, 0.75, 1.0):
            incident = Incident.model_validate(at_limits(0.1, sequence=1.0, **{name: share}))
            rows.append(
                {
                    "n": len(getattr(incident, name)),
                    "decide_ms": _cpu_ms(lambda i=incident: decide(i)),
                    "analyse_ms": _cpu_ms(lambda i=incident: analyse(i)),
                }
            )
        first, last = rows[0], rows[-1]
        length = last["n"] / first["n"]
        curves[name] = {
            "sizes": rows,
            # Grows at most linearly: the time ratio over the length ratio, at most 1.
            "analyse_growth_over_linear": round(
                last["analyse_ms"] / first["analyse_ms"] / length, 2
            ),
            "decide_growth_over_linear": round(last["decide_ms"] / first["decide_ms"] / length, 2),
        }
    limits = Incident.model_validate(at_limits(1.0))
    full = analyse(limits)
    curves["at_limits"] = {
        "analyse_ms": _cpu_ms(lambda: analyse(limits)),
        # (Read as the front ends read it: its disputed readings tried, rules.reading.)
        "validate_ms": _cpu_ms(lambda: read_incident_json(limits.model_dump_json())),
        "unexplored": full.unexplored.model_dump() if full.unexplored else None,
        "stored_page_s": _stored_page(at_limits(1.0)),
    }
    return curves


def _stored_page(data: dict[str, Any]) -> float:
    """Seconds to open the permalink page of a stored incident the first time (in-process,
    through the app's test client: the work a worker does for it)."""
    from explainer import create_app

    client = create_app().test_client()
    client.get("/cases/2022-10-26-tottenham-sporting-kane")  # templates compiled, caches warm
    stored = client.post("/api/v1/incidents", json=data)
    page = stored.get_json()["links"]["page"]
    start = time.perf_counter()
    answer = client.get(page)
    took = time.perf_counter() - start
    if answer.status_code != 200:
        raise RuntimeError(f"{page}: {answer.status_code}")
    return round(took, 3)


def batch_memory(sizes: list[int]) -> dict[str, Any]:
    """Peak RSS of `var-explainer batch` fed N generated incidents through a pipe."""
    results: dict[str, Any] = {}
    for n in sizes:
        script = (
            "import resource, subprocess, sys, time\n"
            f"gen = subprocess.Popen([{sys.executable!r}, '-m', 'bench.generate', '{n}'],"
            " stdout=subprocess.PIPE)\n"
            "t = time.perf_counter()\n"
            f"run = subprocess.run([{str(BIN / 'var-explainer')!r}, 'batch', '-', '-o',"
            " '/dev/null'], stdin=gen.stdout, stderr=subprocess.PIPE, text=True)\n"
            "gen.wait()\n"
            "print(time.perf_counter() - t)\n"
            "print(run.stderr.strip().splitlines()[-1])\n"
        )
        # RUSAGE_CHILDREN covers the generator too, so measure batch alone with /proc.
        out = _run_measured(script, n)
        results[str(n)] = out
    values = [r["peak_rss_mb"] for r in results.values()]
    spread = (max(values) - min(values)) / min(values) if values else 0.0
    results["spread"] = round(spread, 3)
    return results


def _run_measured(script: str, n: int) -> dict[str, Any]:
    """Run the batch pipeline, sampling the batch process's VmHWM (peak RSS)."""
    proc = subprocess.Popen(
        [sys.executable, "-c", script], cwd=ROOT, stdout=subprocess.PIPE, text=True
    )
    peak = 0
    while proc.poll() is None:
        peak = max(peak, _batch_hwm_kb(proc.pid))
        time.sleep(0.2)
    out = (proc.stdout.read() if proc.stdout else "").splitlines()
    return {
        "incidents": n,
        "seconds": round(float(out[0]), 1) if out else None,
        "summary": out[1] if len(out) > 1 else None,
        "peak_rss_mb": round(peak / 1024, 1),
    }


def _batch_hwm_kb(parent: int) -> int:
    """The VmHWM of the `var-explainer batch` child of ``parent``."""
    best = 0
    for child in (
        Path(f"/proc/{parent}/task/{parent}/children").read_text().split()
        if Path(f"/proc/{parent}/task/{parent}/children").exists()
        else []
    ):
        try:
            cmd = Path(f"/proc/{child}/cmdline").read_bytes()
            if b"batch" not in cmd:
                continue
            for line in Path(f"/proc/{child}/status").read_text().splitlines():
                if line.startswith("VmHWM:"):
                    best = max(best, int(line.split()[1]))
        except OSError:
            continue
    return best


def startup() -> dict[str, Any]:
    """Cold `var-explainer explain` and the server's first answer."""
    times = []
    for _ in range(5):
        start = time.perf_counter()
        subprocess.run(
            [str(BIN / "var-explainer"), "explain", str(KANE)],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        times.append(time.perf_counter() - start)
    first = _first_request()
    return {"explain_s": round(min(times), 3), "first_request_s": first}


def _first_request() -> float | None:
    import socket
    import urllib.request

    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    env = {**os.environ, "EXPLAINER_DATABASE_URL": "sqlite:///" + str(REPORTS / "bench.sqlite3")}
    start = time.perf_counter()
    server = subprocess.Popen(
        [str(BIN / "var-explainer"), "serve", "--port", str(port), "--workers", "2"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    try:
        deadline = start + 20
        while time.perf_counter() < deadline:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=1) as r:
                    if r.status == 200:
                        return round(time.perf_counter() - start, 3)
            except OSError:
                time.sleep(0.02)
        return None
    finally:
        server.terminate()
        server.wait(10)


def verdicts(report: dict[str, Any]) -> list[tuple[str, str, str, bool | None]]:
    rows: list[tuple[str, str, str, bool | None]] = []
    e = report.get("engine")
    if e:
        rows.append(
            (
                "engine (b)/(a) validate+decide",
                f"{e['b_over_a']:.2f}",
                "<= 2.0",
                e["b_over_a"] <= 2.0,
            )
        )
        rows.append(
            (
                "engine (c)/(a) +text explanation",
                f"{e['c_over_a']:.2f}",
                "<= 4.0",
                e["c_over_a"] <= 4.0,
            )
        )
        rows.append(
            (
                "engine (d)/(a) +alternatives+text",
                f"{e['d_over_a']:.2f}",
                "<= 15",
                e["d_over_a"] <= 15,
            )
        )
    ins = report.get("instructions")
    if ins:
        for key, label, target in (
            ("b_over_a", "(b)/(a) validate+decide", 2.0),
            ("c_over_a", "(c)/(a) +text explanation", 4.0),
            ("d_over_a", "(d)/(a) +alternatives+text", 15.0),
        ):
            rows.append(
                (
                    f"instructions {label}",
                    f"{ins[key]:.2f}",
                    f"<= {target:g} (a floor)",
                    None,
                )
            )
    g = report.get("growth")
    if g:
        for name in GROWTH:
            ratio = g[name]["analyse_growth_over_linear"]
            rows.append(
                (f"analysis growth vs linear, {name}", f"{ratio:.2f}", "<= 1.0", ratio <= 1.0)
            )
        lim = g["at_limits"]
        rows.append(
            (
                "analysis at the limits (ms)",
                f"{lim['analyse_ms']:.0f}",
                "< 250",
                lim["analyse_ms"] < 250,
            )
        )
        rows.append(
            (
                "stored page at the limits (s)",
                f"{lim['stored_page_s']:.2f}",
                "< 1",
                lim["stored_page_s"] < 1,
            )
        )
    p = report.get("pages")
    if p and "permalink_over_bare" in p:
        rows.append(
            (
                "pages permalink/bare throughput",
                f"{p['permalink_over_bare']:.2f}",
                ">= 0.7",
                p["permalink_over_bare"] >= 0.7,
            )
        )
        rows.append(
            (
                "pages permalink p99 ms @16",
                f"{p['permalink']['p99_ms']:.1f}",
                "<= 25",
                p["permalink"]["p99_ms"] <= 25,
            )
        )
        if "rps" in p.get("api", {}):
            ratio = p["api"]["rps"] / p["permalink"]["rps"]
            rows.append(
                ("pages POST /api/v1/decisions / permalink", f"{ratio:.2f}", ">= 0.4", ratio >= 0.4)
            )
    b = report.get("batch")
    if b:
        peaks = {k: v["peak_rss_mb"] for k, v in b.items() if k != "spread"}
        rows.append(
            (
                "batch peak RSS MB " + "/".join(peaks),
                "/".join(f"{v:.0f}" for v in peaks.values()),
                "< 200, spread <= 10%",
                max(peaks.values()) < 200 and b["spread"] <= 0.10,
            )
        )
    s = report.get("startup")
    if s:
        rows.append(("start-up explain (s)", f"{s['explain_s']:.2f}", "< 1", s["explain_s"] < 1))
        fr = s["first_request_s"]
        rows.append(("start-up first request (s)", f"{fr}", "< 2", fr is not None and fr < 2))
    for name in MODULES:
        if report.get(name):
            rows.extend(_module(name).verdicts(report[name]))
    return rows


def _compiled() -> bool:
    from rules import _native

    return _native.COMPILED


#: Sections that live in a module of their own, bench/<name>.py, each with
#: ``run() -> dict`` (its figures, kept under its name in reports/bench.json) and
#: ``verdicts(figures) -> list[(measure, value, target, met)]`` (its rows of the table).
MODULES = ("drafting", "overload", "readers", "cores")
SECTIONS = ("engine", "growth", "pages", "startup", "batch", *MODULES, "instructions")
#: Run by default: every section but the instruction counts (about 6 minutes more, under
#: valgrind), which ``BENCH_ONLY=instructions`` (or a list naming it) asks for.
DEFAULT = ("engine", "growth", "pages", "startup", "batch", *MODULES)


def _module(name: str) -> Any:
    import importlib

    return importlib.import_module(f"bench.{name}")


def main() -> None:
    REPORTS.mkdir(exist_ok=True)
    sample = int(os.environ.get("BENCH_SAMPLE", "2000"))
    sizes = [int(x) for x in os.environ.get("BENCH_BATCH_SIZES", "100000,1000000").split(",")]
    report: dict[str, Any] = {
        "when": time.strftime("%Y-%m-%d %H:%M:%S"),
        "machine": {"python": platform.python_version(), "cpus": os.cpu_count()},
        # The engine compiled by make compile (rules/_native.py), or its source (RULES_PURE=1).
        "engine_compiled": _compiled(),
    }
    out = REPORTS / "bench.json"

    only = {s.strip() for s in os.environ.get("BENCH_ONLY", ",".join(DEFAULT)).split(",")}
    if not only <= set(SECTIONS):
        raise SystemExit(f"BENCH_ONLY: unknown sections {sorted(only - set(SECTIONS))}")

    def save() -> None:  # after every section, so a long run that is cut short keeps its figures
        out.write_text(json.dumps(report, indent=2))

    if "engine" in only:
        print("engine ...", flush=True)
        report["engine"] = engine(sample)
        save()
    if "growth" in only:
        print("growth ...", flush=True)
        report["growth"] = growth()
        save()
    try:
        from bench import pages
    except ImportError:
        pages = None  # type: ignore[assignment]
    if pages is not None and "pages" in only:
        print("pages ...", flush=True)
        report["pages"] = pages.run(float(os.environ.get("BENCH_SECONDS", "10")))
        save()
    if "startup" in only:
        print("start-up ...", flush=True)
        report["startup"] = startup()
        save()
    if "batch" in only:
        print("batch ...", flush=True)
        report["batch"] = batch_memory(sizes)
        save()
    for name in MODULES:
        if name in only:
            print(f"{name} ...", flush=True)
            report[name] = _module(name).run()
            save()
    if "instructions" in only:
        from bench import instructions

        print("instructions (callgrind) ...", flush=True)
        report["instructions"] = instructions.run()
    rows = verdicts(report)
    report["targets"] = [{"measure": m, "value": v, "target": t, "met": ok} for m, v, t, ok in rows]
    (REPORTS / "bench.json").write_text(json.dumps(report, indent=2))
    width = max((len(r[0]) for r in rows), default=7)
    print(f"\n{'measure'.ljust(width)}  {'value':>12}  {'target':<22} met")
    for m, v, t, ok in rows:
        mark = "-" if ok is None else ("yes" if ok else "NO")
        print(f"{m.ljust(width)}  {v:>12}  {t:<22} {mark}")
    engine_runs = "compiled (make compile)" if report["engine_compiled"] else "from source"
    print(f"\nthe engine ran {engine_runs}; written to {REPORTS / 'bench.json'}")


if __name__ == "__main__":
    main()
