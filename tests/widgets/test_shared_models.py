"""Fewer widget models a page (issue 21): the parts that never change their layout or style
share one model per kernel (``views/shared_models.py``); a part that is shown and hidden keeps
its own, and a shared model refuses to change (else hiding one button hid them all)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from ipywidgets.widgets import widget as widget_registry
from ipywidgets.widgets.widget_string import HTMLStyle

from pinochle_widgets import SelfCheck
from pinochle_widgets.course.questions import KINDS
from pinochle_widgets.views.controls import seed_box
from pinochle_widgets.views.kit import button
from pinochle_widgets.views.pane_board import PaneBoard
from pinochle_widgets.views.shared_models import SharedModelError, shared_layout, shared_style

KIND = sorted(KINDS)[0]
NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def test_kit_buttons_share_one_layout_and_one_style():
    a, b = button("Deal", "Deal a hand"), button("Next", "Next hand")
    assert a.layout is b.layout and a.style is b.style
    assert (a.layout.width, a.layout.min_width, a.layout.margin) == ("auto", "5em", "2px 4px")
    # another width is another layout, the style is still the one
    c = button("Go", "Go", min_width="3em")
    assert c.layout is not a.layout and c.layout.min_width == "3em" and c.style is a.style


def test_a_shared_layout_refuses_to_change_so_hiding_one_button_cannot_hide_the_others():
    a, b = button("Deal", "Deal a hand"), button("Next", "Next hand")
    with pytest.raises(SharedModelError, match="display"):
        a.layout.display = "none"
    with pytest.raises(SharedModelError, match="font_weight"):
        a.style.font_weight = "bold"
    assert b.layout.display is None and b.style.font_weight is None


def test_a_button_shown_and_hidden_has_a_layout_of_its_own():
    a = button("Review", "Review the round", own_layout=True)
    b = button("Deal", "Deal a hand")
    a.layout.display = "none"
    assert a.layout is not b.layout and b.layout.display is None


def test_panes_of_a_board_and_seed_boxes_share_their_layout():
    board = PaneBoard()
    assert board.pane().layout is board.pane().layout
    one, two = seed_box(1, tooltip="t"), seed_box(2, tooltip="t")
    assert one.layout is two.layout and one.style is two.style
    assert one.style.description_width == "initial"


def test_two_self_checks_share_their_parts_layouts_and_styles():
    a, b = SelfCheck([KIND], seed=1), SelfCheck([KIND], seed=2)
    for part in ("head", "prompt", "verdict", "score"):
        assert getattr(a, part).layout is getattr(b, part).layout is shared_layout()
        assert getattr(a, part).style is getattr(b, part).style is shared_style(HTMLStyle)
    assert a.check_button.style is b.new_button.style


def test_a_closed_shared_model_is_made_again():
    layout = shared_layout(width="11em")
    layout.close()
    again = shared_layout(width="11em")
    assert again is not layout and again.comm is not None and again.width == "11em"


def _models_after(notebook: str) -> int:
    before = set(widget_registry._instances)
    cells = json.loads((NOTEBOOKS / notebook).read_text())["cells"]
    scope: dict[str, object] = {}
    for cell in cells:
        if cell["cell_type"] == "code":
            exec("".join(cell["source"]), scope)
    return len(set(widget_registry._instances) - before)


def test_the_cards_lesson_makes_fewer_models(capsys):
    # every part with a layout and a style of its own, the page made 53 models (issue 21)
    made = _models_after("cards.ipynb")
    capsys.readouterr()
    assert 20 <= made <= 35, made
