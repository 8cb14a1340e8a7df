"""Nothing heavy on a lesson's path that the lesson does not show (issue 21).

Each lesson's code cells run in a fresh Python process, in an IPython shell as a kernel would
run them (widgets made with no front end), and the test reads which heavy modules the process
imported: none of pandas, matplotlib or numpy. The tables a lesson shows are plain HTML from
``render/data_table``, its charts SVG from ``render/chart_svg``, and the meld odds lesson reads
its exact figures from ``pinochle_learn/odds/shipped.json`` (numpy is loaded only when a
learner asks a question the shipped figures do not hold). Before issue 21 the meld odds lesson
loaded all three (232 MB), the scoring lesson pandas and numpy.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from pinochle_widgets.course.course import COURSE

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
HEAVY = ("pandas", "matplotlib", "numpy")
RUN = """
import json, sys
from IPython.core.interactiveshell import InteractiveShell
shell = InteractiveShell.instance()
for cell in json.load(open(sys.argv[1], encoding="utf-8"))["cells"]:
    if cell["cell_type"] == "code":
        result = shell.run_cell("".join(cell["source"]), silent=True)
        if not result.success:
            raise SystemExit(f"a cell failed: {result.error_in_exec or result.error_before_exec}")
print(json.dumps(sorted(m for m in sys.argv[2:] if m in sys.modules)))
"""


@pytest.mark.parametrize("notebook", [lesson.notebook for lesson in COURSE])
def test_a_lesson_imports_no_heavy_module(notebook: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", RUN, notebook, *HEAVY],
        cwd=NOTEBOOKS,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    assert json.loads(done.stdout.strip().splitlines()[-1]) == []


def test_import_pinochle_widgets_loads_no_widget_module() -> None:
    code = (
        "import sys, pinochle_widgets, pinochle_learn.odds; "
        "print(sorted(m for m in sys.modules if m.startswith('pinochle_widgets.') "
        "or m in ('numpy', 'anywidget', 'pinochle_learn.odds.exact')))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == "[]"
    from pinochle_widgets import ScoreCalculator  # a name still reads as before

    assert ScoreCalculator.__module__ == "pinochle_widgets.views.score_calculator"


def test_the_lesson_kit_imports_what_a_lesson_uses_when_it_uses_it() -> None:
    """The index page's set-up (the kit and its course list) loads no explorer widget, no
    self-check questions and no solver: every lesson's first cell pays for the kit (issue 21,
    time to interactive); the scoring lesson's calculator loads the calculator only."""
    later = (
        "pinochle_widgets.course.scenarios",
        "pinochle_widgets.course.self_check",
        "pinochle_widgets.course.questions",
        "pinochle_widgets.course.endings",
        "pinochle_learn.solver",
        "pinochle_widgets.views.round_table",
        "pinochle_widgets.views.score_calculator",
    )
    code = (
        "import sys; from pinochle_widgets import lesson as kit; kit.course(); "
        f"print(sorted(m for m in {later!r} if m in sys.modules)); "
        "kit.explorer('scoring', '04_scoring.ipynb'); "
        f"print(sorted(m for m in {later!r} if m in sys.modules)); "
        "print(kit.NAMES[2], kit.ending_example.__module__)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    first, then, names = done.stdout.strip().splitlines()[-3:]
    assert first == "[]"
    assert then == str(
        ["pinochle_widgets.course.scenarios", "pinochle_widgets.views.score_calculator"]
    )
    assert names == "You pinochle_widgets.course.endings"
