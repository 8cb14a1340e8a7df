"""Fixtures shared by every test folder (at the root: a tests/conftest.py would clash by name with
tests/browser/conftest.py under --doctest-modules): one headless Chromium for the whole session.

Playwright's sync API runs one event loop per process, so the browser tests (tests/browser/)
and the serving tests (tests/serving/) share this one browser. Chromium is Debian's
(``shutil.which``); Playwright never downloads a browser here (VOILA.md). A missing Chromium
fails loudly.
"""

from __future__ import annotations

import shutil
from collections.abc import Iterator

import pytest

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]


@pytest.fixture(scope="session")
def chromium_browser() -> Iterator[object]:
    """A Playwright Chromium browser (Debian's ``chromium``, headless)."""
    from playwright.sync_api import sync_playwright

    executable = shutil.which("chromium")
    if executable is None:
        pytest.fail(
            "chromium is missing: install it with `make chromium` (apt-get install -y chromium); "
            "never `playwright install`",
            pytrace=False,
        )
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable, args=CHROMIUM_FLAGS)
        yield browser
        browser.close()


# Alembic's environment and migrations run inside Alembic (ClassStore), not on import; a
# Jupyter configuration file runs inside a Jupyter server (it needs its ``get_config``).
collect_ignore_glob = [
    "widgets/pinochle_widgets/records/migrations/*",
    "widgets/pinochle_widgets/serving/jupyter_config/*",
]


@pytest.fixture(scope="session", autouse=True)
def _records_in_a_temporary_file(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    """Every test, and every server or kernel a test starts, keeps class records in a file of
    the test session (``PINOCHLE_LEARN_DATABASE``), never in the user's data folder. A test of
    the default removes the variable itself (monkeypatch)."""
    import os

    before = os.environ.get("PINOCHLE_LEARN_DATABASE")
    folder = tmp_path_factory.mktemp("records")
    os.environ["PINOCHLE_LEARN_DATABASE"] = f"sqlite:///{folder / 'records.sqlite'}"
    yield
    if before is None:
        os.environ.pop("PINOCHLE_LEARN_DATABASE", None)
    else:
        os.environ["PINOCHLE_LEARN_DATABASE"] = before


@pytest.fixture
def pseudo_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every language reads as the bracketing pseudo-language (every message as ``[[message]]``,
    ``tests/pseudo_catalogue.py``). A test file wanting another variant (one language only,
    English kept, letters as ``x``) overrides this fixture with ``use_pseudo_language``."""
    from tests.pseudo_catalogue import use_pseudo_language

    use_pseudo_language(monkeypatch)
