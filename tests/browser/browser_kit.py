"""Helpers for the browser tests (imported by their conftest and by tests, as
``tests/serving/serving_kit.py`` is for the serving tests): a lessons server, a settled
viewport, and the steps of the Strong level's tests, which play a lesson's table on the page
and the same table in this process side by side (:data:`GAMES`)."""

from __future__ import annotations

import os
import random
import signal
import socket
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from itertools import pairwise
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from pinochle_learn.actions import Action, Play
from pinochle_learn.cli import notebooks_dir, voila_argv
from pinochle_learn.levels import Decision, decide
from pinochle_learn.players import choose_action
from pinochle_widgets.sessions.round_session import PAGE_BUDGET_S
from pinochle_widgets.views.game_table import GameTable
from pinochle_widgets.views.round_table import RoundTable
from pinochle_widgets.views.stock_table import StockTable
from pinochle_widgets.views.widow_table import WidowTable

if TYPE_CHECKING:
    from playwright.sync_api import Page

START_TIMEOUT_S = 90


def free_port() -> int:
    """A port on 127.0.0.1 nobody is listening on now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


def _answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2):
            return True
    except urllib.error.HTTPError:
        return True  # 404 on /voila/static/ means the server is up
    except OSError:
        return False


@contextmanager
def serve_lessons(
    log_path: Path, env: Mapping[str, str] | None = None, folder: Path | None = None
) -> Iterator[str]:
    """Voila serving ``folder`` (by default ``notebooks/``) as ``pinochle-learn serve`` starts
    it (``voila_argv``) on a free port, in its own process group, with ``env`` added to the
    environment; yields its base URL (``http://127.0.0.1:PORT/``) once it answers and stops it
    after."""
    folder = notebooks_dir() if folder is None else folder
    port = free_port()
    with log_path.open("wb") as log:
        proc = subprocess.Popen(
            voila_argv(port, folder),
            cwd=folder,
            env={**os.environ, **(env or {})},
            stdout=log,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    base = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while not _answers(base + "voila/static/"):
            if proc.poll() is not None:
                pytest.fail(f"Voila exited with {proc.returncode}:\n{log_path.read_text()[-3000:]}")
            if time.monotonic() > deadline:
                pytest.fail(
                    f"Voila did not answer in {START_TIMEOUT_S} s:\n{log_path.read_text()[-3000:]}"
                )
            time.sleep(0.25)
        yield base
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=15)
        except ProcessLookupError:
            pass
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=5)


_SETTLED_JS = """() => new Promise(done =>
    requestAnimationFrame(() => requestAnimationFrame(() => done(true))))"""


def settle(page: object, size: dict[str, int]) -> None:
    """Set the viewport to ``size`` and wait until the page has it and has laid itself out
    anew (two animation frames drawn at the new size), instead of a fixed wait."""
    from playwright.sync_api import Page

    assert isinstance(page, Page)
    page.set_viewport_size({"width": size["width"], "height": size["height"]})
    page.wait_for_function(
        "([w, h]) => window.innerWidth === w && window.innerHeight === h",
        arg=[size["width"], size["height"]],
    )
    page.evaluate(_SETTLED_JS)


# -- A lesson's table played on the page and in this process alike (the Strong level) --------


@dataclass(frozen=True)
class Game:
    """A lesson's table as the Strong level's browser tests play it."""

    lesson: str
    table: Callable[[], GameTable]  # the lesson's own table, in this process
    game: str  # the table's CSS class on the page
    status: str
    log: str
    buttons: dict[str, tuple[str, ...]]  # a phase's button the learner presses, by action type
    cards_left: int = 3  # Strong from the learner's first turn in the tricks with this many


GAMES = {
    "partnership": Game(
        "05_play_round.ipynb",
        lambda: RoundTable(seed=3),
        ".pl-round-table",
        "#round-phase",
        "#round-recent",
        {"Bid": ("pl-pass-bid",), "Pass": ("pl-pass-bid",)},
    ),
    "stock": Game(
        "stock.ipynb",
        lambda: StockTable(seed=23, opponent="Bill"),
        ".pl-stock-table",
        "#stock-status",
        "#stock-log",
        {
            "LayDown": ("pl-stock-draw",),
            "ExchangeDix": ("pl-stock-draw",),
            "Draw": ("pl-stock-draw",),
        },
        cards_left=6,  # the stock gone: the last tricks, with room for a card not forced
    ),
    "widow": Game(
        "widow.ipynb",
        lambda: WidowTable(seed=7),
        ".pl-widow-table",
        "#widow-status",
        ".pl-widow-log",
        {
            "Keep": ("pl-widow-keep",),
            "Discard": ("pl-widow-keep",),
            "Bid": ("pl-widow-pass", "pl-pass-bid"),
            "Pass": ("pl-widow-pass", "pl-pass-bid"),
        },
        cards_left=5,
    ),
}


def open_game(lesson_page: Callable[[str, str], Page], name: str) -> tuple[Game, Page, GameTable]:
    """The game ``name`` of :data:`GAMES`: its lesson's page opened (``lesson_page``, the
    browser conftest's fixture) at 1280 x 900 px, and the same table made in this process."""
    game = GAMES[name]
    page = lesson_page(game.lesson, game.status)
    page.set_viewport_size({"width": 1280, "height": 900})
    return game, page, game.table()


def _learner_move(table: GameTable, game: Game, rng: random.Random) -> tuple[str, str, Action]:
    """The learner's next move as ``("card", code)`` or ``("button", css class)``: a card as
    the learner level plays it; a pass in the auction, keep in the build, draw at a meld turn."""
    action = choose_action(table.state, rng)
    if isinstance(action, Play):
        return "card", str(action.card), action
    for css in game.buttons.get(type(action).__name__, ()):
        try:
            table._shown(css)
        except LookupError:
            continue
        return "button", css, action
    raise AssertionError(f"no button for {action} in {game.lesson}")


def _do(page: Page, game: Game, kind: str, what: str) -> None:
    """The same move on the page, waiting for the table's redraw."""
    from playwright.sync_api import expect

    status = page.locator(game.status)
    before = status.get_attribute("data-step") or ""
    if kind == "card":
        target = page.locator(f'{game.game} button.plc-card.plc-playable[data-card="{what}"]')
    else:
        target = page.locator(f"{game.game} button.{what}")
    target.first.click()
    message = page.locator(f"{game.game} .pl-message")
    expect(status, message.inner_text()).not_to_have_attribute("data-step", before, timeout=30_000)


def learner_step(page: Page, game: Game, table: GameTable, rng: random.Random) -> None:
    """The learner's next move (a card as the learner level plays it; a pass in the auction,
    keep in the build, draw at a meld turn) made on this process's table and on the page."""
    kind, what, action = _learner_move(table, game, rng)
    if kind == "card":
        assert table.act(action)
    else:
        table._shown(what).click()
    _do(page, game, kind, what)


def switch_to_strong(page: Page, game: Game, table: GameTable) -> None:
    """The table's **Computer** chooser set to Strong on the page and here."""
    from playwright.sync_api import expect

    chooser = page.locator(f"{game.game} .pl-level")
    chooser.get_by_role("button", name="Strong").click()
    table.set_level("strong")
    expect(chooser.get_by_role("button", name="Strong")).to_have_class(
        "widget-toggle-button jupyter-button mod-active"
    )


def computer_decisions(table: GameTable, start: int) -> Iterator[Decision]:
    """The engine's strong decision for each computer action of ``table``'s round after its
    state ``start``, from the same state and seed as the page (``RoundSession``'s random stream
    ``"{seed}:{round}:{history}"``, the page's budget); each is checked to be the action made."""
    session = table.session
    for before, after in pairwise(session.states[start:]):
        if after.history[-1].seat is table.seat:
            continue
        seed = f"{session.seed}:{session.round_number}:{len(before.history)}"
        decision = decide("strong", before, random.Random(seed), budget_s=PAGE_BUDGET_S)
        assert decision.action == after.history[-1]
        yield decision


def table_screenshots(
    page: Page, game: Game, screenshot: Callable[[Page, str], Path], name: str
) -> None:
    """The page at 1280 and 420 px wide, and the table alone in a viewport as tall as it (the
    page is long), as ``{name}_{width}.png`` and ``{name}_{width}_table.png``; then no script
    error on the page."""
    for width in (1280, 420):
        page.set_viewport_size({"width": width, "height": 900})
        whole = screenshot(page, f"{name}_{width}")
        settle(page, {"width": width, "height": 3000})
        page.locator(game.game).screenshot(path=str(whole.with_name(f"{whole.stem}_table.png")))
    page.set_viewport_size({"width": 1280, "height": 900})
    assert not page.js_errors  # type: ignore[attr-defined]
