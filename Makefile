# Two entry points: `make console` and `make test`. Both create .venv on first use and install
# into it from constraints.txt (a lock of the base, dev and eval dependencies), so installs are
# repeatable and fast. The embeddings extra (sentence-transformers) brings torch and is not locked.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
UV := $(BIN)/uv
INSTALL := $(UV) pip install --quiet --python $(BIN)/python -c constraints.txt

.PHONY: console test lint typecheck pytest browser install install-dev install-eval bench-venv lock baselines neighbours redteam local-llm local-llm-test clean

$(UV):
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check uv

$(VENV)/.installed: pyproject.toml constraints.txt | $(UV)
	$(INSTALL) -e .
	@touch $@

# The test suite exercises the deepeval and ragas adapters, so it installs the eval extra too.
$(VENV)/.installed-dev: pyproject.toml constraints.txt | $(UV)
	$(INSTALL) -e '.[dev,eval]'
	@touch $@ $(VENV)/.installed

install: $(VENV)/.installed
install-dev: $(VENV)/.installed-dev
install-eval: $(VENV)/.installed-dev  ## deepeval + ragas (~900 MB): evaluators and the test suite

# `make console PORT=8502` picks another port (so does STREAMLIT_SERVER_PORT); only a PORT given on
# the command line counts, not one that happens to be in the environment.
console: $(VENV)/.installed  ## the console on the embedded PostgreSQL with demo data
	$(BIN)/ingat console $(if $(filter command line,$(origin PORT)),--port $(PORT))

lint: $(VENV)/.installed-dev
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(VENV)/.installed-dev
	$(BIN)/mypy

browser: $(VENV)/.installed-dev  ## chromium + CJK fonts for the real-browser console test
	scripts/install-browser.sh $(BIN)/playwright

pytest: $(VENV)/.installed-dev browser
	$(BIN)/pytest

test: lint typecheck pytest  ## the whole suite: ruff, mypy, pytest on a real PostgreSQL

local-llm: $(VENV)/.installed  ## a real model: build llama.cpp's server once, pinned weights, serve on 127.0.0.1:8080
	$(BIN)/ingat llm serve

local-llm-test: $(VENV)/.installed-dev  ## the LLM paths against the real local model (builds it on first use)
	$(BIN)/pytest -m local_llm

redteam: $(VENV)/.installed-dev  ## issue 16's acceptance on the red-team test split (exit 1 until it holds)
	$(BIN)/pytest tests/eval/test_redteam_gate.py --runxfail -k acceptance

neighbours: $(VENV)/.installed  ## rebuild the gates' harm neighbourhood from the dev splits (commit core/gates/neighbours.npz)
	$(BIN)/python -m eval.neighbours

baselines: $(VENV)/.installed  ## re-baseline the eval gate on purpose (commit eval/baselines/)
	for s in $$($(BIN)/python -c 'from eval.suites import SUITES; print(*SUITES.names)'); do \
	  $(BIN)/ingat eval run --suite $$s --dataset datasets/$$s.jsonl --output eval/baselines/rules-$$s.json --no-store || exit 1; \
	done

bench-venv:  ## a separate venv with mem0ai for bench/mem0_compare.py (mem0 needs protobuf 6; ours pins 7)
	$(PYTHON) -m venv .venv-bench
	.venv-bench/bin/python -m pip install --quiet --disable-pip-version-check uv
	.venv-bench/bin/uv pip install --quiet --python .venv-bench/bin/python -e . "mem0ai==2.2.1" "psycopg[binary,pool]>=3.2"

lock: | $(UV)  ## re-resolve constraints.txt after changing dependencies in pyproject.toml
	$(UV) pip compile pyproject.toml --extra eval --extra dev --python-version 3.11 --no-header -o constraints.txt

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache
