# pinochle-learn: `make serve` and `make test` do all set-up on a fresh machine.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PORT   ?= 8866
STAMP  := $(VENV)/.installed

.PHONY: serve test lint typecheck unit notebooks browser chromium bench clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

serve: $(STAMP)
	$(BIN)/pinochle-learn serve --port $(PORT)

# Debian's Chromium for the browser tests; Playwright never downloads a browser here.
chromium:
	@command -v chromium >/dev/null 2>&1 || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium; \
	  elif command -v sudo >/dev/null 2>&1; then sudo apt-get update -qq && sudo apt-get install -y -qq chromium; \
	  else echo "chromium is missing: install it (apt-get install -y chromium)"; exit 1; fi; }

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy --strict pinochle_learn widgets/pinochle_widgets

unit: $(STAMP)
	$(BIN)/pytest -m "not browser"

notebooks: $(STAMP)
	$(BIN)/pytest --nbval-lax --nbval-current-env -p no:cacheprovider notebooks/

browser: $(STAMP) chromium
	$(BIN)/pytest -m browser

test: $(STAMP) chromium lint typecheck
	$(BIN)/pytest --nbval-lax --nbval-current-env notebooks/
	$(BIN)/pytest

bench: $(STAMP)
	$(BIN)/python benchmarks/bench_meld.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis
