# Two commands matter: `make run` and `make test`. Both set up .venv on first use.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# The engine compiled with mypyc (compile_rules.py), rebuilt whenever a source of rules/
# changes; rules/_native.py runs the source instead while a build is missing or stale.
NATIVE := rules/_native.sha256
RULES_SOURCES := $(shell find rules -name '*.py') compile_rules.py

# The runtime dependencies are installed as requirements.lock pins them, each checked
# against its hashes (the lock is made from pyproject.toml by `make lock`); then the project
# and its dev extras, which may not move a locked version (put back, then `pip check`).
LOCK := requirements.lock
# The lock's and the audit's own tools, in a venv of their own inside .venv (not the project's).
TOOLS := $(VENV)/tools
UV_VERSION := 0.13.8
PIP_AUDIT_VERSION := 2.10.1

.PHONY: setup compile run test check lint typecheck unit browser browser-deps bench stress clean eval messages lock audit

setup: $(STAMP) $(NATIVE)

$(STAMP): pyproject.toml $(LOCK)
	test -x $(BIN)/python || $(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet --require-hashes -r $(LOCK)
	$(BIN)/pip install --quiet -e ".[dev]"
	$(BIN)/pip install --quiet --require-hashes --no-deps -r $(LOCK)
	$(BIN)/pip check
	touch $(STAMP)

$(TOOLS)/.installed:
	test -x $(TOOLS)/bin/python || $(PY) -m venv $(TOOLS)
	$(TOOLS)/bin/pip install --quiet uv==$(UV_VERSION) pip-audit==$(PIP_AUDIT_VERSION)
	touch $@

# requirements.lock anew from pyproject.toml (the runtime dependencies and the postgres
# extra), for Python 3.11 on any platform, with every file's hash: after changing a
# dependency (the versions locked are kept where they still fit), or with UPGRADE=1 to take
# the newest releases within pyproject's bounds. `make setup` then installs it.
lock: $(TOOLS)/.installed
	$(TOOLS)/bin/uv pip compile pyproject.toml --extra postgres --generate-hashes \
	  --python-version 3.11 --universal $(if $(UPGRADE),--upgrade) \
	  --custom-compile-command "make lock" -o $(LOCK)

# Known vulnerabilities in the locked versions (pip-audit, PyPI's advisory database; OSV
# with AUDIT_SERVICE=osv). It needs a machine that reaches that database: --strict fails
# when a dependency could not be checked, rather than reporting nothing found.
AUDIT_SERVICE ?= pypi
audit: $(TOOLS)/.installed
	$(TOOLS)/bin/pip-audit --strict --require-hashes --disable-pip --progress-spinner off \
	  -s $(AUDIT_SERVICE) -r $(LOCK)

$(NATIVE): $(STAMP) $(RULES_SOURCES)
	$(BIN)/python compile_rules.py

compile: $(NATIVE)

run: $(STAMP) $(NATIVE)
	$(BIN)/var-explainer serve --host 127.0.0.1 --port 5000

lint: $(STAMP)
	$(BIN)/ruff check rules explainer tests drafting bench compile_rules.py
	$(BIN)/ruff format --check rules explainer tests drafting bench compile_rules.py

typecheck: $(STAMP)
	$(BIN)/mypy rules explainer drafting

check: lint typecheck

# Two runs: the rule book's scenarios and the store tests in one process (the scenarios'
# results feed the rule book's pages: explainer/data/rulebook-results.json, committed and
# shipped in the package, and the incidents they build, explainer/data/rulebook-incidents.json,
# which the trainer asks its questions of; the store figures are summed up at the end), then
# everything else on every core (pytest-xdist; JOBS=0 runs it in this one process).
JOBS ?= auto
unit: $(STAMP) $(NATIVE) browser-deps
	mkdir -p reports
	$(BIN)/pytest -q -p no:xdist tests/step_defs tests/stress --cucumberjson=reports/cucumber.json; \
	  first=$$?; $(BIN)/python -m explainer.rulebook reports/cucumber.json || first=1; \
	  $(BIN)/python -m explainer.training.recorded reports/rulebook-incidents.json || first=1; \
	  $(BIN)/pytest -q -n $(JOBS) --ignore=tests/step_defs --ignore=tests/stress; second=$$?; \
	  [ $$first = 0 ] && [ $$second = 0 ]

# The browser tests drive Debian's Chromium. Installed here when it is missing and we can
# (root with apt, as .ci/run does); otherwise stop with the one command to run.
# SKIP_BROWSER=1 skips the browser tests instead (the test run says so loudly).
browser-deps:
	@if [ -x /usr/bin/chromium ] || [ -n "$(SKIP_BROWSER)" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	  echo "Installing Debian's chromium for the browser tests ..."; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive \
	    apt-get install -y -qq --no-install-recommends chromium fonts-liberation; \
	else \
	  echo "The browser tests need Debian's Chromium. Run:"; \
	  echo "  sudo apt-get install -y chromium fonts-liberation"; \
	  echo "or skip them with: SKIP_BROWSER=1 make test"; \
	  exit 1; \
	fi

# The browser tests alone (Playwright + Debian's /usr/bin/chromium; `make unit` runs them too).
browser: $(STAMP) $(NATIVE) browser-deps
	mkdir -p reports/screenshots
	$(BIN)/pytest -q tests/browser

test: check unit

clean:
	rm -rf $(VENV) reports build *.egg-info $(NATIVE)
	find rules -name '*.so' -delete

# The draft extractor against its evaluation set (drafting/eval: English, French, German and
# Spanish, dev and held out): precision and recall per field and per language, dev and
# held-out apart, and the two annotators' agreement; the full report in reports/draft-eval.json.
eval: $(STAMP) $(NATIVE)
	mkdir -p reports
	$(BIN)/python -m drafting.eval.run --output reports/draft-eval.json
	$(BIN)/python -m drafting.eval.agree

# The translations (explainer/i18n.py), one catalog per area of templates/
# (explainer/locales/areas/<area>.cfg): extract the words marked there into
# explainer/locales/<area>.pot, carry them into each language's <area>.po (new ones
# untranslated, changed ones fuzzy) and compile the .mo files the app reads. Translate the
# .po files, then run it again. `make test` fails on any message missing or fuzzy in any
# language. AREAS=site runs one area.
LANGS := fr de es
AREAS ?= $(basename $(notdir $(wildcard explainer/locales/areas/*.cfg)))
messages: $(STAMP)
	@for area in $(AREAS); do \
	  pot=explainer/locales/$$area.pot; \
	  $(BIN)/pybabel -q extract -F explainer/locales/areas/$$area.cfg --no-wrap --sort-by-file \
	    --omit-header -o $$pot . || exit 1; \
	  for lang in $(LANGS); do \
	    if [ -f explainer/locales/$$lang/LC_MESSAGES/$$area.po ]; then \
	      $(BIN)/pybabel -q update --no-wrap -D $$area -i $$pot -d explainer/locales -l $$lang || exit 1; \
	    else $(BIN)/pybabel -q init --no-wrap -D $$area -i $$pot -d explainer/locales -l $$lang || exit 1; fi; \
	  done; \
	  $(BIN)/pybabel compile -D $$area -d explainer/locales --statistics || exit 1; \
	done

bench: $(STAMP) $(NATIVE)
	$(BIN)/python -m bench.run

# Long hardening runs (fuzzing at scale, concurrency, kill -9, load) and the browser sweeps
# (axe on every page, form state, width and language): tests marked `stress`.
# Key figures are repeated at the end of the output and kept in reports/stress-summary.txt.
# The store tests also run against PostgreSQL when EXPLAINER_TEST_POSTGRES_URL is set
# (.ci/run starts one); the load test uses wrk when installed.
stress: $(STAMP) $(NATIVE)
	mkdir -p reports
	rm -f reports/stress-summary.txt
	$(BIN)/pytest -q -m stress -p no:cacheprovider
