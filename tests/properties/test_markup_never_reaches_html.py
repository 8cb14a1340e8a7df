"""Text from a link or a learner is shown as text: no ``<`` of it reaches a widget's HTML.

For every lesson that reads a link (``LESSON_EXPLORER``), any text in any of its fields, in
``check`` or as the name of a field it does not know, builds the page's widgets (the explorer,
its Link to this bar, the self-check) and none of their HTML values holds the text's markup
unescaped. The text is arbitrary, with a tag (``<pwn``) and an attribute break-out (``"pwn``)
put somewhere inside it: escaped they read ``&lt;pwn`` and ``&quot;pwn``, so finding either raw
in an HTML value means the input reached the page as markup. The same for the text a learner
types in the boxes of the hand builder, the score calculator and the trick stepper.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any
from urllib.parse import quote

import ipywidgets as widgets
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pinochle_widgets.course import lesson as kit
from pinochle_widgets.course.scenarios import CHECK_READERS, EXPLORERS, LESSON_EXPLORER
from pinochle_widgets.views.hand_builder import HandBuilder
from pinochle_widgets.views.score_calculator import ScoreCalculator
from pinochle_widgets.views.trick_stepper import TrickStepper

MARKS = ("<pwn", '"pwn')
"""What must never appear raw in a widget's HTML (the sentinel of the input's markup)."""

LESSON_DEFAULTS: dict[str, dict[str, Any]] = {
    "tricks": {"hands": ["H12 S9 D13", "C9 D10 C11", "H9 H10 H14", "S12 D9 C13"], "trump": "S"},
    "round": {"seed": 3},
}
"""The set-up the lessons give their explorers (notebooks/02_tricks, 05_play_round)."""

FIELDS = [
    (notebook, field)
    for notebook, kind in LESSON_EXPLORER.items()
    for field in [*EXPLORERS[kind].readers, *CHECK_READERS, None]  # None: an unknown field
]

SLOW = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@st.composite
def marked_text(draw: st.DrawFn) -> str:
    """Arbitrary text with the markup sentinel inside it, somewhere."""
    text = draw(st.text(max_size=60))
    mark = draw(st.sampled_from([MARKS[0] + " src=x onerror=alert(1)>", MARKS[1] + '="1" x=']))
    at = draw(st.integers(0, len(text)))
    return text[:at] + mark + text[at:]


def _html_values(root: widgets.Widget) -> Iterator[str]:
    seen: set[int] = set()
    stack = [root]
    while stack:
        widget = stack.pop()
        if id(widget) in seen:
            continue
        seen.add(id(widget))
        if isinstance(widget, widgets.HTML | widgets.HTMLMath):
            yield widget.value
        stack.extend(getattr(widget, "children", ()) or ())


def _raw_marks(*roots: widgets.Widget) -> list[str]:
    return [v for root in roots for v in _html_values(root) for m in MARKS if m in v]


def test_the_sentinel_is_found_when_it_is_not_escaped() -> None:
    """The check itself: the sentinel put into an HTML value as markup is found."""
    assert _raw_marks(widgets.VBox([widgets.HTML('<p><pwn src=x onerror="alert(1)"></p>')]))
    assert not _raw_marks(widgets.HTML("&lt;pwn &quot;pwn"))


@pytest.mark.parametrize(("notebook", "field"), FIELDS, ids=[f"{n}-{f}" for n, f in FIELDS])
@SLOW
@given(text=marked_text())
def test_no_link_text_reaches_html_as_markup(notebook: str, field: str | None, text: str) -> None:
    kind = LESSON_EXPLORER[notebook]
    query = f"{quote(text, safe='')}=1" if field is None else f"{field}={quote(text, safe='')}"
    with pytest.MonkeyPatch.context() as patch:  # the page's query string, as Voila sets it
        patch.setenv("QUERY_STRING", query)
        explorer, bar = kit.explorer(kind, notebook, **LESSON_DEFAULTS.get(kind, {}))
        check = kit.self_check(["winner"])
    assert not _raw_marks(explorer, bar, check)


@SLOW
@given(text=marked_text())
def test_no_typed_text_reaches_html_as_markup(text: str) -> None:
    builder = HandBuilder()
    builder.text.value = text
    builder.set_button.click()
    calculator = ScoreCalculator()
    calculator.bid_box.value = text
    calculator.meld_boxes[0].value = text
    stepper = TrickStepper()
    for box in stepper.hand_texts:
        box.value = text
    stepper.set_button.click()
    assert not _raw_marks(builder, calculator, stepper)
