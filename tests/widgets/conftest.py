"""Shared checks for the widget tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def no_callback_raises(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    """ipywidgets logs an exception raised in a button's callback instead of raising it (the
    learner sees a button that does nothing): any such log line fails the test."""
    yield
    raised = [r.getMessage() for r in caplog.records if "Exception in callback" in r.getMessage()]
    assert raised == []
