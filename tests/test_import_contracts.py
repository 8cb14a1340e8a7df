"""The import contracts of ARCHITECTURE.md cover every module they are about.

``lint-imports`` (in ``make lint``) checks the contracts in ``pyproject.toml``; this test checks
that every widget session (``*_session.py``) lives in ``widgets/pinochle_widgets/sessions/``, the
package the contract "Widget sessions import no renderer" holds, so a session added later cannot
word its own results, and that the widget package's layers are a contract.
"""

from __future__ import annotations

import sys
from pathlib import Path

from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10: the tomli backport, a test dependency there (pyproject.toml)
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]


def _contract(name_start: str) -> dict[str, object]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    contracts = config["tool"]["importlinter"]["contracts"]
    (found,) = [c for c in contracts if c["name"].startswith(name_start)]
    return found


def test_every_widget_session_is_held_to_importing_no_renderer() -> None:
    contract = _contract("Widget sessions")
    package = ROOT / "widgets" / "pinochle_widgets"
    sessions = sorted(
        path.relative_to(package).as_posix() for path in package.rglob("*_session.py")
    )
    assert len(sessions) >= 3  # round, trick and score sessions at least
    assert all(path.startswith("sessions/") for path in sessions), sessions
    assert contract["source_modules"] == ["pinochle_widgets.sessions"]
    assert "pinochle_learn.render" in contract["forbidden_modules"]
    assert "ignore_imports" not in contract  # no exception, no known debt


def test_the_widget_packages_layers_are_a_contract_over_every_subpackage() -> None:
    contract = _contract("The widget package's layers")
    package = ROOT / "widgets" / "pinochle_widgets"
    subpackages = sorted(p.parent.name for p in package.glob("*/__init__.py"))
    assert contract["type"] == "layers"
    assert sorted(contract["layers"]) == subpackages
    assert sorted(p.name for p in package.glob("*.py")) == [
        "__init__.py"
    ]  # no module outside a layer
    assert "ignore_imports" not in contract


def test_the_toml_reader_is_there_on_every_python_the_project_supports() -> None:
    # Issue 23: this module once skipped itself on Python 3.10 (importorskip("tomllib")),
    # which requires-python allows: the tomli backport is a test dependency below 3.11.
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    supported = SpecifierSet(project["requires-python"])
    readers = [Requirement(r) for r in project["optional-dependencies"]["test"]]
    tomli = [r for r in readers if r.name == "tomli"]
    for minor in range(6, 20):
        version = f"3.{minor}"
        if version + ".0" not in supported:
            continue
        has_tomllib = minor >= 11
        has_tomli = any(
            r.marker is None or r.marker.evaluate({"python_version": version}) for r in tomli
        )
        assert has_tomllib or has_tomli, f"Python {version}: no TOML reader for the tests"


def test_mypy_and_ruff_target_the_oldest_python_the_project_supports() -> None:
    # Issue 23: mypy checked for 3.11 while ruff and requires-python said 3.10.
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    oldest = config["project"]["requires-python"].removeprefix(">=")
    assert config["tool"]["mypy"]["python_version"] == oldest
    assert config["tool"]["ruff"]["target-version"] == "py" + oldest.replace(".", "")


def test_every_engine_module_is_held_to_importing_no_renderer() -> None:
    # Issue 23: the engine (pinochle_learn minus render/, cli, serve, simulate) calls no
    # renderer, not even lazily; a module added later is held too, or this test names it.
    contract = _contract("The engine imports no renderer")
    package = ROOT / "pinochle_learn"
    front = {"__init__", "render", "cli", "serve", "simulate"}
    modules = {p.stem for p in package.glob("*.py")} | {
        p.parent.name for p in package.glob("*/__init__.py")
    }
    engine = sorted(f"pinochle_learn.{m}" for m in modules - front)
    assert contract["type"] == "forbidden"
    assert sorted(contract["source_modules"]) == engine  # type: ignore[arg-type]
    assert contract["forbidden_modules"] == ["pinochle_learn.render"]
    assert not contract.get("allow_indirect_imports")
    assert "ignore_imports" not in contract
