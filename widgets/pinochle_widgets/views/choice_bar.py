"""ChoiceBar: a table's decision buttons drawn from its PaneBoard, in the redraw's one message.

A decision panel (:mod:`.panels`) shows the learner's buttons of the phase: the bids and pass,
the suits to name trump, "Pass these cards" ... As ``widgets.Button`` in a ``widgets.Box``,
each phase change (the auction over, trump to name) sends the box's new children, then each
new button's models, and the page builds a view per button, message by message, before the
table's panes (one :class:`~.pane_board.PaneBoard` message) arrive: a bid click cost 2.5-3.8
times a bare Button -> HTML click (issue 21.3). Here a button is a :class:`Choice` (plain
Python, no model of its own); the :class:`ChoiceBar` sends the buttons on show as ONE list of
specs through the table's board, in the same message as the panes; its front end
(``static/choice_bar.js``) draws real ``<button>`` elements (the keyboard's Tab, Enter and
Space work as on any button) with ipywidgets' button classes and the panel's hooks
(``pl-bid``, ``pl-bid-250`` ...), and sends ``{"event": "choose", "key": ...}`` on a click.

A bar may also show real widgets among its buttons (the "Other bid" box, the pass count, the
bid advisor): each is drawn by its own view, placed where the list puts it, made once.

In Python a :class:`Choice` is used as a ``widgets.Button`` is: ``description``, ``tooltip``,
``disabled``, ``add_class`` / ``_dom_classes`` (the stable hooks), ``on_click``, ``click()``.
"""

from __future__ import annotations

import itertools
import pathlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any, TypeAlias

import anywidget
import ipywidgets as widgets
import traitlets

from .pane_board import PaneBoard

__all__ = ["Choice", "ChoiceBar", "ChoiceRow"]

_STATIC = pathlib.Path(__file__).parent / "static"
_KEYS = itertools.count(1)

ClickHandler = Callable[[Any], Any]


class _Drawn:
    """Something a bar draws: it asks its bar to redraw when it changes."""

    def __init__(self) -> None:
        self._bar: ChoiceBar | None = None

    def _changed(self) -> None:
        if self._bar is not None:
            self._bar.redraw()


def _redrawn(slot: str, kind: Callable[[Any], Any] = str) -> Any:
    """A property kept in ``slot`` whose change redraws the bar the choice is on."""

    def get(self: _Drawn) -> Any:
        return getattr(self, slot)

    def put(self: _Drawn, value: Any) -> None:
        setattr(self, slot, kind(value))
        self._changed()

    return property(get, put)


class Choice(_Drawn):
    """One button of a decision panel, drawn by the :class:`ChoiceBar` it is on.

    Examples
    --------
    >>> clicked = []
    >>> bid = Choice("Bid 250", "Bid 250 game points", clicked.append, "pl-bid", "pl-bid-250")
    >>> bid.click(); len(clicked), bid._dom_classes, bid.spec()["label"]
    (1, ('pl-bid', 'pl-bid-250'), 'Bid 250')
    """

    def __init__(
        self,
        description: str,
        tooltip: str = "",
        handler: ClickHandler | None = None,
        *classes: str,
        min_width: str = "5em",
    ) -> None:
        super().__init__()
        self.key = str(next(_KEYS))
        self._description = description
        self._tooltip = tooltip
        self._disabled = False
        self._dom_classes: tuple[str, ...] = tuple(classes)
        self.min_width = min_width
        self._handlers: list[ClickHandler] = [handler] if handler is not None else []

    icon = ""
    """No icon: a choice is its words (as ``widgets.Button``'s ``icon``, always empty)."""

    def __repr__(self) -> str:
        return f"Choice(description={self._description!r}, _dom_classes={self._dom_classes!r})"

    # The button's label, its tooltip (``title``), whether it is greyed out (no click).
    description = _redrawn("_description")
    tooltip = _redrawn("_tooltip")
    disabled = _redrawn("_disabled", bool)

    def add_class(self, css: str) -> None:
        """Give the button's element the CSS class ``css``."""
        if css not in self._dom_classes:
            self._dom_classes = (*self._dom_classes, css)
            self._changed()

    def on_click(self, handler: ClickHandler) -> None:
        """Call ``handler(self)`` at each click."""
        self._handlers.append(handler)

    def click(self) -> None:
        """Click the button, as the page does."""
        for handler in list(self._handlers):
            handler(self)

    def spec(self) -> dict[str, Any]:
        """What the page draws: ``kind``, ``key``, ``label``, ``tooltip``, ``classes``,
        ``disabled``, ``min_width``."""
        return {
            "kind": "button",
            "key": self.key,
            "label": self._description,
            "tooltip": self._tooltip,
            "classes": list(self._dom_classes),
            "disabled": self._disabled,
            "min_width": self.min_width,
        }


Item: TypeAlias = "Choice | widgets.Widget | ChoiceRow"


class _Holder:
    """What holds choices and widgets in order (a bar, a row): ``children``, as a Box's."""

    _children: tuple[Item, ...] = ()

    @property
    def children(self) -> tuple[Item, ...]:
        """The choices, rows and widgets held, in order."""
        return self._children

    @children.setter
    def children(self, items: Iterable[Item]) -> None:
        self._children = tuple(items)
        self._shown_again()

    def _shown_again(self) -> None:
        raise NotImplementedError


class ChoiceRow(_Drawn, _Holder):
    """A row of a bar (``pl-bid-row``: the bids and pass), wrapping when the page is narrow;
    its ``children`` are choices and widgets, as a ``widgets.HBox``'s are."""

    def __init__(self, children: Iterable[Item] = (), *classes: str, wrap: bool = True) -> None:
        super().__init__()
        self._children: tuple[Item, ...] = tuple(children)
        self._dom_classes: tuple[str, ...] = tuple(classes)
        self.wrap = wrap

    def _shown_again(self) -> None:
        self._changed()

    def spec(self, draw: Callable[[Item], dict[str, Any]]) -> dict[str, Any]:
        """What the page draws: ``kind``, ``classes``, ``wrap`` and ``items`` (each drawn)."""
        items = [draw(item) for item in self._children]
        return {
            "kind": "row",
            "classes": list(self._dom_classes),
            "wrap": self.wrap,
            "items": items,
        }


class ChoiceBar(anywidget.AnyWidget, _Holder):
    """Where a table's choices show on the page, drawn from the trait ``slot`` of ``board``.

    ``children`` is set as a ``widgets.Box``'s is; inside :meth:`PaneBoard.batch` the new list
    goes with the panes in one message (nothing is sent when it is the same).

    Examples
    --------
    >>> board = PaneBoard()
    >>> bar = ChoiceBar(board)
    >>> chosen = []
    >>> bar.children = (Choice("Pass", "", chosen.append, "pl-pass-bid"),)
    >>> [item["label"] for item in getattr(board, bar.slot)]
    ['Pass']
    >>> bar.choose(getattr(board, bar.slot)[0]["key"]), len(chosen)
    (True, 1)
    """

    _esm = _STATIC / "choice_bar.js"

    board = traitlets.Instance(PaneBoard).tag(sync=True, **widgets.widget_serialization)
    slot = traitlets.Unicode("").tag(sync=True)

    def __init__(self, board: PaneBoard, *classes: str, **kwargs: Any) -> None:
        super().__init__(board=board, slot=board.list_slot(), **kwargs)
        for css in classes:
            self.add_class(css)
        self._children: tuple[Item, ...] = ()
        self.on_msg(self._on_message)

    def _shown_again(self) -> None:
        self.redraw()

    def redraw(self) -> None:
        """Send what the bar shows (with the board's batch, if in one)."""
        self.board.show(self.slot, [self._draw(item) for item in self._children])

    def _draw(self, item: Item) -> dict[str, Any]:
        if isinstance(item, widgets.Widget):
            return {"kind": "widget", "ref": f"IPY_MODEL_{item.model_id}"}
        item._bar = self
        if isinstance(item, ChoiceRow):
            return item.spec(self._draw)
        return item.spec()

    def on_show(self) -> tuple[Choice | widgets.Widget, ...]:
        """The choices and widgets on show, in order, those in rows included."""
        shown: list[Choice | widgets.Widget] = []

        def walk(items: Sequence[Item]) -> None:
            for item in items:
                if isinstance(item, ChoiceRow):
                    walk(item.children)
                else:
                    shown.append(item)

        walk(self._children)
        return tuple(shown)

    def choose(self, key: object) -> bool:
        """Click the choice ``key`` on show, as the page does; ``False`` (nothing done) for a
        key no choice on show has, or a disabled choice (a page a redraw behind)."""
        for item in self.on_show():
            if isinstance(item, Choice) and item.key == key:
                if item.disabled:
                    return False
                item.click()
                return True
        return False

    def _on_message(self, _widget: object, content: object, _buffers: Sequence[Any] = ()) -> None:
        if isinstance(content, Mapping) and content.get("event") == "choose":
            self.choose(content.get("key"))
