"""A class opens the same lesson at the same moment: 30 simultaneous views of a lesson, each
either the working lesson (its widget there) or the busy page, none empty, none hanging.

Before issue 9, 21 of 30 such views of "Play a round" came back HTTP 200 with the widget cell
empty (nbclient's 4 s IOPub timeout under load). Bounded: every request has a deadline; on two
cores shared with other test runs the burst takes about a minute.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

import pytest
from serving_kit import CELL_ERROR, WIDGET_MIME, Server, get

from pinochle_learn.serve import CELL_TIMEOUT_TEXT

pytestmark = [pytest.mark.serving, pytest.mark.load]

VIEWS = 30
LESSON = "voila/render/05_play_round.ipynb"
REQUEST_TIMEOUT_S = 150


def _verdict(status: int, body: str, widgets: int) -> str:
    if status == 503 and 'id="pl-busy"' in body:
        return "busy"
    if status == 200 and CELL_ERROR not in body and CELL_TIMEOUT_TEXT not in body:
        if body.count(WIDGET_MIME) == widgets and body.rstrip().endswith("</html>"):
            return "lesson"
    return f"BROKEN (HTTP {status}, {body.count(WIDGET_MIME)} of {widgets} widgets)"


def test_thirty_simultaneous_views_get_their_lesson_or_the_busy_page(
    lessons_server: Callable[..., Server],
) -> None:
    # the options `pinochle-learn serve` uses, with a shorter wait for a turn: more busy pages,
    # a bounded test (the benchmark measures the default wait)
    server = lessons_server(queue_timeout=40)
    status, alone, _ = get(server.url + LESSON)
    widgets = alone.count(WIDGET_MIME)
    assert status == 200 and widgets >= 1, "the lesson alone must show its widget"

    start = time.monotonic()
    with ThreadPoolExecutor(VIEWS) as pool:
        views = list(pool.map(lambda _: get(server.url + LESSON, REQUEST_TIMEOUT_S), range(VIEWS)))
    wall = time.monotonic() - start

    verdicts = [_verdict(status, body, widgets) for status, body, _ in views]
    print(
        f"{VIEWS} views in {wall:.0f} s: {verdicts.count('lesson')} lessons, "
        f"{verdicts.count('busy')} busy pages"
    )
    assert [v for v in verdicts if v not in ("lesson", "busy")] == []
    assert "Timeout waiting for IOPub output" not in server.log_text()
    assert wall < REQUEST_TIMEOUT_S
