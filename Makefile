# The two commands of the quick start; each sets itself up and is safe to run twice.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-dev
RUNSTAMP := $(VENV)/.installed-run

.PHONY: demo test web clean

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

test: $(STAMP)
	$(PY) -m pytest

clean:
	rm -rf $(VENV) runs web/dist
