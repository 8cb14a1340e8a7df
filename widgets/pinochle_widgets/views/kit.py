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

import functools
from collections.abc import Callable, Sequence
from typing import Any, NoReturn, TypeVar, cast

import anywidget
import ipywidgets as widgets
from ipywidgets.widgets.widget_button import ButtonStyle
from traitlets import TraitError, TraitType

from pinochle_learn.errors import PinochleError, shown
from pinochle_learn.render.control_labels import refused_choice_text
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.markup import message_html
from pinochle_learn.render.style import CSS_PATH, colour

from .shared_models import shared_layout, shared_style

__all__ = [
    "DONE",
    "ERROR",
    "INK",
    "SHEET_ID",
    "Stylesheet",
    "button",
    "guard_inputs",
    "message_html",
    "speaks",
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

_Method = TypeVar("_Method", bound=Callable[..., Any])


def speaks(method: _Method) -> _Method:
    """Run a widget's ``method`` within ``with speaking(lang):``: the widget's ``lang``
    attribute, or for ``__init__`` its ``lang`` keyword argument (``None``: the language of
    the surrounding block, else the page's). Every word the method asks ``render/`` for comes
    in that language, so two widgets in one kernel may speak two languages.

    Examples
    --------
    >>> from pinochle_learn.render.i18n import current
    >>> class Shown:
    ...     def __init__(self, lang=None):
    ...         self.lang = lang
    ...     @speaks
    ...     def language(self):
    ...         return current()
    >>> Shown("it").language(), Shown().language()
    ('it', 'en')
    """

    @functools.wraps(method)
    def spoken(self: object, *args: Any, **kwargs: Any) -> Any:
        if method.__name__ == "__init__":
            lang = kwargs.get("lang")
        else:
            lang = getattr(self, "lang", None)
        with speaking(lang if isinstance(lang, str) else None):
            return method(self, *args, **kwargs)

    return cast("_Method", spoken)


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
    own_layout: bool = False,
) -> widgets.Button:
    """A button with its label, tooltip, click handler and CSS classes.

    Its layout and style are shared with every such button (:mod:`.shared_models`: one model
    each for the page, not two a button); ``own_layout=True`` for a button whose layout changes
    (shown and hidden).

    Examples
    --------
    >>> clicked = []
    >>> b = button("Deal", "Deal a hand", clicked.append, "pl-deal")
    >>> b.click(); len(clicked), b._dom_classes
    (1, ('pl-deal',))
    """
    sizes = {"width": "auto", "min_width": min_width, "margin": "2px 4px"}
    made = widgets.Button(
        description=description,
        tooltip=tooltip,
        layout=widgets.Layout(**sizes) if own_layout else shared_layout(**sizes),
        style=shared_style(ButtonStyle),
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
_PICKERS = (
    widgets.Dropdown,
    widgets.ToggleButtons,
    widgets.RadioButtons,
    widgets.Select,
    widgets.SelectionSlider,
)
"""The one-choice selections: ``value``, ``index`` and ``label`` name one of ``options``."""


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

    A picker (dropdown, toggle buttons) refuses the same values set from Python
    (``picker.value = None``, a value not among its options, an index past them): its
    ``value``, ``index`` and ``label`` are validated, so nothing changes, the message line
    says what the page would say, and ``TraitError`` is raised with that sentence.

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
    >>> box.children[0].value = None
    Traceback (most recent call last):
    ...
    traitlets.traitlets.TraitError: A control: None cannot be used; the previous choice is kept.
    >>> box.children[0].value
    1
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
            why = error_text(error)
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
        _refuse(control, message, sent, why)

    control.set_state = set_state
    control._pl_guarded = True
    if isinstance(control, _PICKERS):
        _guard_picker(control, message)


def _refuse(control: widgets.Widget, message: widgets.HTML, sent: object, why: str = "") -> str:
    """Say on ``message`` that ``sent`` was refused and the previous choice kept; the sentence."""
    name = getattr(control, "description", "") or getattr(control, "tooltip", "")
    text = refused_choice_text(name, shown(sent), why)
    message.value = message_html(text, "error")
    return text


def _none_checked(
    trait: TraitType[Any, Any], refuse: Callable[[Any, object], NoReturn]
) -> TraitType[Any, Any]:
    """A copy of ``trait`` (same type, default and metadata, such as ``sync=True``) whose
    cross-validation sees ``None`` too, where traitlets would skip it, and whose refusal of a
    value of the wrong type (``index = "x"``) is ``refuse``'s."""

    class NoneChecked(type(trait)):  # type: ignore[misc]
        def _validate(self, obj: Any, value: Any) -> Any:
            if value is None:
                return value if obj._cross_validation_lock else self._cross_validate(obj, value)
            try:
                return super()._validate(obj, value)
            except TraitError:
                refuse(obj, value)

    copy: TraitType[Any, Any] = NoneChecked(trait.default_value, allow_none=trait.allow_none)
    copy.metadata = dict(trait.metadata)
    copy.help = trait.help
    return copy


def _guard_picker(control: widgets.Widget, message: widgets.HTML) -> None:
    """Validate a picker's ``index``, ``value`` and ``label`` set from Python as the page's are:
    ``None`` while there are options to choose from (and ``None`` is none of them), a value of
    the wrong type, or anything the picker's own validator refuses (a value not among the
    options, an index past them), is refused with the page's sentence before anything
    changes. ``None`` stays allowed once the options are empty (the picker then holds
    nothing, as ipywidgets sets it)."""

    def refuse(owner: widgets.Widget, value: object) -> NoReturn:
        raise TraitError(_refuse(owner, message, value))

    # traitlets validates no None a trait allows: give this picker copies of the three traits
    # that pass None to the validators too (add_traits: a subclass for this one instance).
    names = ("index", "value", "label")
    control.add_traits(**{t: _none_checked(control.traits()[t], refuse) for t in names})
    control.keys = list(dict.fromkeys(control.keys))  # ipywidgets appends "index" once more
    validators = control._trait_validators  # per instance: traitlets' @validate handlers

    def wrap(trait: str, own: Callable[..., Any] | None) -> Callable[..., Any]:
        def validate(owner: widgets.Widget, proposal: Any) -> Any:
            value = proposal.value
            choices = getattr(owner, "_options_values", ())
            if value is None and choices and (trait != "value" or None not in choices):
                refuse(owner, value)
            if trait == "index" and isinstance(value, bool):  # an int to traitlets: index 1
                refuse(owner, value)
            if own is None:
                return value
            try:
                return own(owner, proposal)
            except Exception:  # TraitError, or a TypeError comparing text with an index
                refuse(owner, value)

        return validate

    for trait in names:
        validators[trait] = wrap(trait, validators.get(trait))
