"""The import contracts of ARCHITECTURE.md cover every module they are about.

``lint-imports`` (in ``make lint``) checks the contracts in ``pyproject.toml``; this test checks
that a new widget session (``widgets/pinochle_widgets/*_session.py``) is listed in the contract
"Widget sessions import no renderer", so a session added later cannot word its own results.
"""

from __future__ import annotations

from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")  # Python 3.11+ (import-linter reads the same file)
ROOT = Path(__file__).resolve().parents[1]


def _contract(name_start: str) -> dict[str, object]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    (found,) = [c for c in contracts if c["name"].startswith(name_start)]
    return found


def test_every_widget_session_is_held_to_importing_no_renderer() -> None:
    contract = _contract("Widget sessions")
    sessions = sorted(
        f"pinochle_widgets.{path.stem}"
        for path in (ROOT / "widgets" / "pinochle_widgets").glob("*_session.py")
    )
    assert len(sessions) >= 3  # round, trick and score sessions at least
    assert sorted(contract["source_modules"]) == sessions
    assert contract["forbidden_modules"] == ["pinochle_learn.render"]
    assert "ignore_imports" not in contract  # no exception, no known debt
