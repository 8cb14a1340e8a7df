# pinochle-learn: `make serve` and `make test` do all set-up on a fresh machine.
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
PORT   ?= 8866
STAMP  := $(VENV)/.installed
# pytest-xdist workers for the unit and browser tiers (each worker starts its own Voila
# server and Chromium); a test file stays on one worker (--dist loadfile: module fixtures, order).
# --no-loadscope-reorder hands files out in collection order, tests/browser first and the short
# doctest modules last (xdist's default hands out the files with fewest tests last: the
# one-test browser files, a page or a whole round each; the measured run still ended within 1%,
# so this keeps the tail short rather than saving time).
# nbval's notebooks run in the same call. The serving tests run after, on the workers too, except
# those that load their server with a class at once (marker `load`): alone, serially, last.
# Where CI's time goes (its last run, 1,372 s in all): set-up ~200 s (pip; apt-get for chromium,
# postgresql, nodejs/npm; npm; ruff, lint-imports, mypy --strict from a cold cache: 29 s of CPU),
# nbval 24 s, unit+browser 859 s, serving 291 s. Measured here at nice 19 on a shared machine
# (~4.7x slower, so as shares): the two workers' unit+browser test times were 3,710 and
# 3,740 s (loadfile balanced within 1%); of their 7,450 s, test_markup_never_reaches_html 10%,
# test_index 5% (each lesson from the index), the tournament report's resume test 5% (one
# test), test_accessibility 5%, test_links 4%; the serving tests without `load` took 969 s of
# test time in 700 s on the two workers, the hub (start, two spawns) and the kernel-gone tests
# (a server each) 60% of it.
# `make test WORKERS=0` runs every tier serially (on a machine shared with other jobs the two
# workers measured slower than one process: see the commit message).
WORKERS ?= 2
XDIST  := -n $(WORKERS) --dist loadfile --no-loadscope-reorder

.PHONY: bytecode catalogues serve test test-setup system-packages system-then-hub test-thorough test-languages lint typecheck unit notebooks browser chromium postgresql hub binder bench bench-serving bench-records odds-data clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	$(COMPILE)
	touch $(STAMP)

# The package's bytecode, written once (an editable install compiles nothing, and with
# PYTHONDONTWRITEBYTECODE=1 every lesson kernel compiled the whole package from source at
# start: 0.1-0.3 s of CPU a page, issue 21). Python still READS .pyc files with that variable
# set, and recompiles in memory any module changed since; compileall rewrites only those.
COMPILE := $(BIN)/python -m compileall -q pinochle_learn widgets/pinochle_widgets
bytecode: $(STAMP)
	$(COMPILE)

serve: bytecode
	$(BIN)/pinochle-learn serve --port $(PORT)

# Installs the Debian packages $(1) (a shell word list) as root or through sudo, else says how.
apt_install = if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq $(1); \
	  elif command -v sudo >/dev/null 2>&1; then sudo apt-get update -qq && sudo apt-get install -y -qq $(1); \
	  else echo "missing: $(1): install it (apt-get install -y $(1))"; exit 1; fi

# Debian's Chromium for the browser tests; Playwright never downloads a browser here.
chromium:
	@command -v chromium >/dev/null 2>&1 || { $(call apt_install,chromium); }

# Debian's PostgreSQL server for the records' tests (tests/records starts one in a temporary
# folder and stops it after); nothing is started here and no system server is used.
postgresql:
	@ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || { $(call apt_install,postgresql); }

# The three Debian packages above in ONE apt-get run, for `make test`: one update of the package
# lists instead of three, and no two apt-gets at once (they would fight over dpkg's lock) while
# test-setup installs the Python side beside it. Installs only what is missing.
system-packages:
	@missing=""; \
	command -v chromium >/dev/null 2>&1 || missing="$$missing chromium"; \
	ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing="$$missing postgresql"; \
	command -v npm >/dev/null 2>&1 || missing="$$missing nodejs npm"; \
	test -z "$$missing" || { $(call apt_install,$$missing); }

# JupyterHub's proxy, configurable-http-proxy, from the npm registry (Node.js from Debian).
HUB_PROXY := deploy/jupyterhub/node_modules/.bin/configurable-http-proxy
hub: $(HUB_PROXY)
$(HUB_PROXY): deploy/jupyterhub/package.json deploy/jupyterhub/package-lock.json
	@command -v npm >/dev/null 2>&1 || { $(call apt_install,nodejs npm); }
	cd deploy/jupyterhub && npm ci --no-audit --no-fund --loglevel=error
	touch $@

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports
	$(BIN)/ruff check --preview --select PLC2701 widgets/pinochle_widgets

typecheck: $(STAMP)
	$(BIN)/mypy --strict pinochle_learn widgets/pinochle_widgets

unit: $(STAMP) postgresql
	$(BIN)/pytest $(XDIST) -m "not browser and not serving"

notebooks: bytecode
	$(BIN)/pytest --nbval-lax --nbval-current-env -p no:cacheprovider notebooks/

browser: bytecode chromium hub
	$(BIN)/pytest $(XDIST) -m "browser and not serving"
	$(BIN)/pytest -m "browser and serving"

# `make test` (CI: under ~20 min on 2 cores) shows each of the 16 pages in ONE language other
# than English, in turn by page index (4 pages a language, the same split every run:
# tests/browser/conftest.py); the catalogue tests still check every entry of every language.
# It also draws half of each property test's examples (PINOCHLE_EXAMPLES, tests/examples_budget.py,
# never fewer than 50): every run draws new ones. `make test-thorough` draws them all.
test:
	$(MAKE) -j3 --output-sync=target test-setup
	PINOCHLE_EXAMPLES=0.5 $(BIN)/pytest $(XDIST) --nbval-lax --nbval-current-env \
	  -m "not binder and not serving and not languages"
	$(BIN)/pytest $(XDIST) -m "serving and not load and not binder"
	$(BIN)/pytest -m "serving and load and not binder"

# What `make test` needs before its tests, on two lines at once (-j3): the Debian packages and
# then npm's proxy (network and dpkg) beside pip's install and then lint, typecheck and the
# bytecode (which need the installed tools). Each target stays usable alone.
test-setup: system-then-hub bytecode lint typecheck
system-then-hub:
	$(MAKE) system-packages
	$(MAKE) chromium postgresql hub

# Every page in every language (16 pages x 4 languages, ~3 min on CI's 2 cores): run it before
# a release and after `make catalogues`.
test-languages: bytecode chromium
	$(BIN)/pytest $(XDIST) tests/browser/test_pages_speak_it_es.py tests/browser/test_pages_speak_ro_fr.py

# The unit and browser tiers with every property test's full count of examples, every page
# in every language (before a release).
test-thorough: bytecode chromium postgresql hub
	$(BIN)/pytest $(XDIST) -m "not binder and not serving"

# binder/ alone in a fresh venv renders the index: a full install, ~5 min on 2 busy cores.
binder: $(STAMP)
	$(BIN)/pytest -m binder

bench: bytecode
	$(BIN)/python benchmarks/bench_meld.py

# Serving a class: bursts of 10 and 30 views, time to interactive, kernel memory (minutes).
# The exact odds the meld odds lesson shows, counted once (tests/unit/test_shipped_odds.py
# fails when they differ from what the counting code says).
odds-data: $(STAMP)
	$(BIN)/python -m pinochle_learn.odds.shipped

bench-serving: bytecode chromium
	$(BIN)/python benchmarks/bench_serving.py

# 30 learners writing answers at once: answers/s and write latency, SQLite and PostgreSQL.
bench-records: $(STAMP) postgresql
	$(BIN)/python benchmarks/bench_records.py

# The words in five languages (pinochle_learn/render/i18n.py): extract the English ids from the
# code (babel.cfg) and the lessons' prose, bring every language's .po up to date (new entries
# empty, changed ones fuzzy: tests/unit/test_catalogues.py fails on both), compile the .mo files
# the package reads. Run it after changing a sentence, then translate what it left empty.
LOCALE    := pinochle_learn/locale
CAT_LANGS := it es ro fr
catalogues: $(STAMP)
	$(BIN)/pybabel -q extract -F babel.cfg --no-location --sort-output --omit-header \
	  --project pinochle-learn -o $(LOCALE)/pinochle_learn.pot .
	$(BIN)/python -m pinochle_learn.render.lesson_prose extract
	for domain in pinochle_learn lessons; do \
	  test -f $(LOCALE)/$$domain.pot || continue; \
	  for lang in $(CAT_LANGS); do \
	    if [ -f $(LOCALE)/$$lang/LC_MESSAGES/$$domain.po ]; then \
	      $(BIN)/pybabel -q update --no-wrap -D $$domain -l $$lang -d $(LOCALE) -i $(LOCALE)/$$domain.pot; \
	    else \
	      $(BIN)/pybabel -q init --no-wrap -D $$domain -l $$lang -d $(LOCALE) -i $(LOCALE)/$$domain.pot; \
	    fi; \
	    $(BIN)/pybabel -q compile -D $$domain -l $$lang -d $(LOCALE); \
	  done; \
	done

clean:
	rm -rf $(VENV) deploy/jupyterhub/node_modules .pytest_cache .mypy_cache .ruff_cache .hypothesis
