"""The widget kit: the stylesheet, the message line, buttons, colours and page layout every widget
shares.

One place for what used to be defined in each widget: the one stylesheet (:func:`stylesheet`:
``pinochle_learn/render/pinochle.css``, loaded once per page, styles every class the widgets
and the rendered HTML use; no widget has a ``<style>`` block or a colour of its own), the
message line (``render.markup.message_html``, which escapes its text: ``class="pl-message"``,
``role="alert"`` for errors and ``"status"`` otherwise, a ``✗`` / ``✓`` sign so it is not told
by colour alone), the button factory, the colours of
verdicts (read from the stylesheet), and the two-column layout (the table on the left, the
explanation on the right, stacked on a narrow page). Widgets import these public names; no
widget imports another widget's private names.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import anywidget
import ipywidgets as widgets

from pinochle_learn.errors import PinochleError, shown
from pinochle_learn.render.markup import message_html
from pinochle_learn.render.style import CSS_PATH, colour

__all__ = [
    "DONE",
    "ERROR",
    "INK",
    "SHEET_ID",
    "Stylesheet",
    "button",
    "guard_inputs",
    "message_html",
    "styled",
    "stylesheet",
    "two_columns",
]

ERROR = colour("error")
"""Ink of refusals and errors (contrast 7.6:1 on white; ``--pl-error`` in the stylesheet)."""
DONE = colour("done")
"""Ink of what was done or allowed (contrast 6.9:1 on white; ``--pl-done``)."""
INK = colour("ink")
"""Ink of ordinary text (``--pl-ink``)."""

SHEET_ID = "pinochle-learn-stylesheet"
"""The ``id`` of the stylesheet's ``<style>`` element on the page. anywidget adds a widget's CSS
to the page once per id; the card widget and :class:`Stylesheet` both carry the one sheet
under this id, so a page holds it once however many widgets it shows."""


class Stylesheet(anywidget.AnyWidget):
    """The one stylesheet on the page (``pinochle.css``, in ``<style id="pinochle-learn-
    stylesheet">``): draws nothing. Works in Voila and in JupyterLab alike.
    """

    _esm = "export default { render({ el }) { el.hidden = true; } };"
    _css = CSS_PATH

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(_anywidget_id=SHEET_ID, **kwargs)


_SHEET: list[Stylesheet] = []


def stylesheet() -> Stylesheet:
    """The page's stylesheet: one widget per kernel, shared by every widget that includes it
    (a closed one is made again)."""
    if not _SHEET or _SHEET[0].comm is None:
        _SHEET[:] = [Stylesheet(layout=widgets.Layout(display="none"))]
        _SHEET[0].add_class("pl-stylesheet")
    return _SHEET[0]


def styled(children: Sequence[widgets.Widget]) -> list[widgets.Widget]:
    """``children`` with the page's :func:`stylesheet` in front: a widget's box children.

    Examples
    --------
    >>> box = widgets.VBox(styled([widgets.HTML("hi")]))
    >>> isinstance(box.children[0], Stylesheet), box.children[1].value
    (True, 'hi')
    """
    return [stylesheet(), *children]


def button(
    description: str,
    tooltip: str,
    handler: Callable[[Any], Any] | None = None,
    *classes: str,
    min_width: str = "5em",
) -> widgets.Button:
    """A button with its label, tooltip, click handler and CSS classes.

    Examples
    --------
    >>> clicked = []
    >>> b = button("Deal", "Deal a hand", clicked.append, "pl-deal")
    >>> b.click(); len(clicked), b._dom_classes
    (1, ('pl-deal',))
    """
    made = widgets.Button(
        description=description,
        tooltip=tooltip,
        layout=widgets.Layout(width="auto", min_width=min_width, margin="2px 4px"),
    )
    for css in classes:
        made.add_class(css)
    if handler is not None:
        made.on_click(handler)
    return made


def two_columns(
    main: Sequence[widgets.Widget], side: Sequence[widgets.Widget], *css_classes: str
) -> widgets.Box:
    """The table on the left and the explanation on the right; stacked on a narrow page.

    A wrapping flex row (``class="pl-columns"``): each column grows from a base width (540 px
    and 320 px) and wraps under the other when the page is narrower than both together, so at
    420 px the explanation comes under the table.
    """
    left = widgets.VBox(list(main))
    left.add_class("pl-column-main")
    right = widgets.VBox(list(side))
    right.add_class("pl-column-side")
    box = widgets.Box(
        [stylesheet(), left, right],
        layout=widgets.Layout(display="flex", flex_flow="row wrap", align_items="flex-start"),
    )
    box.add_class("pl-columns")
    for css in css_classes:
        box.add_class(css)
    return box


_OUTPUTS = (widgets.HTML, widgets.HTMLMath, widgets.Label)


def guard_inputs(root: widgets.Widget, message: widgets.HTML) -> None:
    """Every input control under ``root`` keeps its value when a front end sends one it cannot
    take, and ``message`` says so: the one guard for all widgets.

    A front end can send any value: a ``None`` selection (a dropdown with nothing chosen), an
    index past the options, text where a number belongs. Each input control's ``set_state`` (the
    path of every front-end message) is wrapped: if the new value is refused (``TraitError``),
    makes the widget's reaction to it raise (any exception: a front-end value must never leave
    a widget half-changed), or empties a control that had a value (``None``), the control's
    previous values are put back, so the widget keeps its state, and the message line names
    the value (with the engine's reason when it gave one).

    Parameters
    ----------
    root
        The widget; its ``children`` are searched, depth first (outputs such as ``HTML`` are
        not inputs). A control guarded once is not wrapped again.
    message
        The widget's message line.

    Examples
    --------
    >>> box = widgets.VBox([widgets.Dropdown(options=[("A", 1), ("B", 2)], value=1)])
    >>> line = widgets.HTML()
    >>> guard_inputs(box, line)
    >>> box.children[0].set_state({"index": None})
    >>> box.children[0].value, "None" in line.value
    (1, True)
    """
    stack = [root]
    while stack:
        widget = stack.pop()
        stack.extend(c for c in getattr(widget, "children", ()) if isinstance(c, widgets.Widget))
        if (
            isinstance(widget, widgets.ValueWidget)
            and not isinstance(widget, _OUTPUTS)
            and not getattr(widget, "_pl_guarded", False)
        ):
            _guard(widget, message)


def _guard(control: widgets.Widget, message: widgets.HTML) -> None:
    original = control.set_state

    def set_state(sync_data: dict[str, Any]) -> None:
        before = {k: getattr(control, k) for k in ("index", "value") if control.has_trait(k)}
        why = ""
        try:
            original(sync_data)
        except PinochleError as error:  # the engine's reason is worded for learners
            why = f" ({error})"
        except Exception:
            pass
        else:
            if not any(v is not None and getattr(control, k) is None for k, v in before.items()):
                return
        for key, value in before.items():
            try:
                setattr(control, key, value)
            except Exception:
                pass
        sent = next((sync_data[k] for k in ("value", "index") if k in sync_data), None)
        name = getattr(control, "description", "") or getattr(control, "tooltip", "") or "A control"
        message.value = message_html(
            f"{name}: {shown(sent)} cannot be used{why}; the previous choice is kept.", "error"
        )

    control.set_state = set_state
    control._pl_guarded = True
