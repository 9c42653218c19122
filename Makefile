# The two commands of the quick start; each sets itself up and is safe to run twice.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-dev
RUNSTAMP := $(VENV)/.installed-run
NODE_PYODIDE := node_modules/pyodide/pyodide.mjs
CHROMIUM := /usr/bin/chromium
# The AWS SAM CLI in its own venv (it is large and its pins clash with the dev venv); docs/runtime.md "Deploy".
SAM_VENV := .venv-sam
SAM := $(SAM_VENV)/bin/sam

.PHONY: demo test web clean lint format deploy-check deploy-web

$(VENV)/bin/python:
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip

$(RUNSTAMP): pyproject.toml | $(VENV)/bin/python
	$(PY) -m pip install -q -e .
	touch $@

$(STAMP): pyproject.toml | $(VENV)/bin/python
	$(PY) -m pip install -q -e '.[dev]'
	touch $@ $(RUNSTAMP)

demo: $(RUNSTAMP)
	$(VENV)/bin/cosino demo --out runs

# One worker per core, at most four: each starts its own browser and moto server. Worksteal evens out
# the few long property tests; a single file runs as before with plain `pytest tests/test_x.py`.
test: $(STAMP) web $(CHROMIUM) lint $(SAM)
	$(PY) -m pytest -n auto --maxprocesses 4 --dist worksteal

# ruff: pyflakes, import order, line length (configured in pyproject.toml); `make format` rewrites.
lint: $(STAMP)
	$(VENV)/bin/ruff check core functions tools tests web/build.py
	$(VENV)/bin/ruff format --check core functions tools tests web/build.py

format: $(STAMP)
	$(VENV)/bin/ruff format core functions tools tests web/build.py
	$(VENV)/bin/ruff check --fix core functions tools tests web/build.py

# The static viewer (docs/viewer.md): pinned Pyodide from npm, the core wheel, sample replays.
WEB_SOURCES := $(shell find core/cosino web/index.html web/leaderboard.html web/integrity.html web/sw.js web/snapshot.mjs web/css web/js web/build.py -type f -not -path '*/__pycache__/*' 2>/dev/null)

$(NODE_PYODIDE): package.json package-lock.json
	npm ci --no-audit --no-fund
	touch $@

web/dist/build.json: $(STAMP) $(NODE_PYODIDE) $(WEB_SOURCES)
	$(PY) web/build.py --out web/dist

web: web/dist/build.json

# Debian's chromium for the browser tests (never a downloaded browser build); CI runs as root.
$(CHROMIUM):
	DEBIAN_FRONTEND=noninteractive apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium

$(SAM): infra/sam-requirements.txt
	$(PYTHON) -m venv $(SAM_VENV)
	$(SAM_VENV)/bin/python -m pip install -q --upgrade pip
	$(SAM_VENV)/bin/python -m pip install -q -r infra/sam-requirements.txt
	touch $@

# The real `sam validate --lint` and `sam build` (arm64, python3.12), built outside the tree.
deploy-check: $(SAM)
	@PY312="$$(infra/python312.sh)" || exit 1; out="$${SAM_BUILD:-$$(mktemp -d /tmp/cosino-sam.XXXXXX)}"; \
	cd infra && export PATH="$$PY312:$$PATH" SAM_CLI_TELEMETRY=0 && \
	../$(SAM) validate --lint && \
	../$(SAM) build --build-dir "$$out/build" --cache-dir "$$out/cache" && \
	echo "built in $$out/build"

# After `sam deploy` (docs/runtime.md "Deploy"): the viewer into the stack's private web bucket.
deploy-web: web $(SAM)
	@test -n "$(STACK)" || { echo "deploy-web needs STACK=<stack name>"; exit 1; }
	$(SAM_VENV)/bin/python infra/publish_web.py --stack $(STACK)

clean:
	rm -rf $(VENV) $(SAM_VENV) runs web/dist
