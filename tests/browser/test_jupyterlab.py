"""The card widget in JupyterLab 4 (not only Voila): rendered, clicked, answered by Python.

Starts ``jupyter lab`` on a free port of 127.0.0.1 (no token, settings and workspaces in a
temporary folder) over a one-cell notebook, opens it in headless Chromium, runs the cell from
the Run menu and clicks a card picture: the pick handler in the kernel writes the card back.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_kit import free_port
from playwright.sync_api import Browser, expect
from playwright.sync_api import TimeoutError as PlaywrightTimeout

pytestmark = pytest.mark.browser
LOAD_MS = 120_000

CODE = """\
import ipywidgets as widgets
from pinochle_learn import Card
from pinochle_widgets import CardHand, CardView

said = widgets.HTML("nothing picked")
said.add_class("lab-said")
refused = CardView(Card.parse("S9"), "refused", "you must follow suit")
hand = CardHand([Card.parse("H14"), refused], label="lab hand")
hand.on_pick(lambda index, card: setattr(said, "value", f"picked {card} at {index}"))
widgets.VBox([hand, said])
"""


@pytest.fixture(scope="module")
def lab_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    root = tmp_path_factory.mktemp("lab")
    notebook = {
        "cells": [
            {
                "cell_type": "code",
                "execution_count": None,
                "metadata": {},
                "outputs": [],
                "source": CODE,
            }
        ],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    (root / "card.ipynb").write_text(json.dumps(notebook))
    port = free_port()
    env = dict(
        os.environ,
        JUPYTERLAB_SETTINGS_DIR=str(root / ".settings"),
        JUPYTERLAB_WORKSPACES_DIR=str(root / ".workspaces"),
        JUPYTER_RUNTIME_DIR=str(root / ".runtime"),
    )
    log = (root / "lab.log").open("wb")
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "jupyterlab",
            "--no-browser",
            f"--port={port}",
            "--ServerApp.ip=127.0.0.1",
            "--allow-root",
            "--LabApp.extension_manager=readonly",
            "--IdentityProvider.token=",
            "--ServerApp.password=",
            f"--ServerApp.root_dir={root}",
            "--LabApp.news_url=None",
            "--LabApp.check_for_updates_class=jupyterlab.NeverCheckForUpdate",
        ],
        cwd=root,
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
        start_new_session=True,
    )
    base = f"http://127.0.0.1:{port}/"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                urllib.request.urlopen(base + "api/status", timeout=2)
                break
            except urllib.error.HTTPError:
                break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"JupyterLab did not start:\n{Path(log.name).read_text()[-3000:]}")
                time.sleep(0.5)
        yield base
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
            proc.wait(timeout=20)
        except ProcessLookupError:
            pass
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
        log.close()


def test_card_widget_renders_and_answers_in_jupyterlab(
    chromium_browser: Browser, lab_url: str
) -> None:
    context = chromium_browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.set_default_timeout(120_000)
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(lab_url + "lab/tree/card.ipynb", wait_until="commit")
        expect(page.locator(".jp-Notebook .jp-Cell").first).to_be_visible(timeout=LOAD_MS)
        # Wait for the kernel, then run the cell from the Run menu.
        expect(page.get_by_text("Python 3 (ipykernel) | Idle")).to_be_visible(timeout=LOAD_MS)
        card = page.locator(".pl-card-hand button.plc-card[data-card='H14']")
        for _attempt in range(3):
            page.locator(".jp-Notebook .jp-Cell .jp-InputArea-editor").first.click()
            page.get_by_role("menuitem", name="Run", exact=True).click()
            page.get_by_role("menuitem", name="Run All Cells", exact=False).first.click()
            try:
                card.wait_for(state="visible", timeout=40_000)
                break
            except PlaywrightTimeout:
                continue
        expect(card).to_be_visible(timeout=LOAD_MS)
        refused = page.locator(".pl-card-hand button.plc-card[data-card='S9']")
        expect(refused).to_have_attribute(
            "aria-label", "nine of spades, refused: you must follow suit"
        )
        # The one stylesheet came with the card widget, once, and styles it (refused: dimmed).
        # anywidget adds a widget's CSS as it renders the widget, which may come a moment after
        # the card's own view: wait for it, then there is exactly one.
        sheets = "() => document.querySelectorAll('style#pinochle-learn-stylesheet').length"
        page.wait_for_function(f"() => ({sheets})() >= 1", timeout=30_000)
        assert page.evaluate(sheets) == 1
        assert refused.locator("svg").evaluate("e => getComputedStyle(e).opacity") == "0.42"
        card.click()
        expect(page.locator(".lab-said")).to_have_text("picked H14 at 0")
        refused.click()  # Python is the judge: the widget only reports the click
        expect(page.locator(".lab-said")).to_have_text("picked S9 at 1")
        assert not [e for e in errors if "anywidget" in e.lower() or "plc" in e]
    finally:
        context.close()
