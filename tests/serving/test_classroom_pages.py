"""The pages a visitor can reach when serving a class: the class-full page past the cap, no
traceback or file path when a cell fails, the token on a served class (issue 9)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from serving_kit import CELL_ERROR, Server, get

from pinochle_learn.serve import CELL_ERROR_TEXT

pytestmark = pytest.mark.serving

INDEX = 'id="pinochle-learn"'  # the lesson index's title, as Voila renders it


def test_the_token_opens_lessons_and_past_the_cap_comes_the_class_full_page(
    lessons_server: Callable[..., Server],
) -> None:
    server = lessons_server(max_kernels=2, cull_idle=600, token="class-secret-7")

    status, body, _ = get(server.url + "voila/render/index.ipynb")
    assert status != 200 or INDEX not in body, "no token, no lesson"
    assert server.kernel_pids() == []
    status, body, _ = get(server.url + "?token=class-secret-7")  # the link the teacher gives
    assert status == 200 and INDEX in body
    status, body, _ = get(server.url + "voila/render/01_meld.ipynb?token=class-secret-7")
    assert status == 200 and "Meld" in body
    assert len(server.kernel_pids()) == 2

    status, body, headers = get(server.url + "voila/render/index.ipynb?token=class-secret-7")

    assert status == 503
    assert 'id="pl-full"' in body and "The class is full" in body
    assert "2 lessons are open on this server" in body
    assert headers["Retry-After"] == "20" and '<meta http-equiv="refresh" content="20">' in body
    assert len(server.kernel_pids()) == 2, "a refused visitor must not start a kernel"


def _failing_notebook(folder: Path) -> Path:
    secret = folder / "private" / "answers.txt"
    source = (
        f"open({str(secret)!r}).read()  # a file path the page must not show\n"
        "raise ValueError('secret detail')"
    )
    notebook = {
        "cells": [
            {"cell_type": "markdown", "metadata": {}, "source": "# A lesson that breaks"},
            {
                "cell_type": "code",
                "execution_count": None,
                "metadata": {},
                "outputs": [],
                "source": source,
            },
        ],
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    path = folder / "broken.ipynb"
    path.write_text(json.dumps(notebook))
    return path


def test_a_failing_cell_shows_a_learner_message_no_traceback_no_path(
    lessons_server: Callable[..., Server], tmp_path: Path
) -> None:
    folder = tmp_path / "lessons"
    folder.mkdir()
    _failing_notebook(folder)
    server = lessons_server(folder)

    status, body, _ = get(server.url + "voila/render/broken.ipynb")

    assert status == 200
    assert CELL_ERROR in body and CELL_ERROR_TEXT in body
    for leak in ("Traceback", "FileNotFoundError", "ValueError", "secret detail", "answers.txt"):
        assert leak not in body, f"{leak!r} reaches the visitor"
    assert str(tmp_path) not in body
    assert "--show_tracebacks" not in body  # Voila's own advice is for developers

    status, body, _ = get(server.url + "voila/render/missing.ipynb")
    assert status == 404
    assert str(tmp_path) not in body and "Traceback" not in body
