"""PaneBoard: a table's HTML panes redrawn in one message a click (issue 21.3).

A table shows a dozen HTML panes (the felt, the phase line, the message, what happened, the
tricks, the melds ...). As ``widgets.HTML`` each is its own model: a click that changes six of
them sends six messages, and the page lays out and paints between them. Here the HTML of every
pane of one table lives in ONE model, the :class:`PaneBoard` (a plain ipywidgets model: no view,
no module of its own), one synced trait a pane. A :class:`Pane` is where a pane shows on the
page (an anywidget, ``static/pane.js``): it holds a reference to its board and the name of its
trait, and its view draws that trait, and again when it changes. A redraw inside
:meth:`PaneBoard.batch` sends the board one message carrying only the panes whose HTML changed;
every pane's view patches itself in that one task.

In Python a pane is used as an HTML widget is: ``pane.value`` is its HTML (set it to redraw),
``pane.add_class`` gives its element a class (the stable hooks), ``pane.layout`` lays it out
(shared by every pane, :mod:`.shared_models`: give a pane a ``Layout`` of its own to change it).
The page's element is built as ipywidgets' own HTML view builds it (``widget-html``, with the
HTML inside ``div.widget-html-content``), so the stylesheet and the tests see the same tree.
"""

from __future__ import annotations

import pathlib
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

from .shared_models import shared_layout

__all__ = ["Pane", "PaneBoard"]

_STATIC = pathlib.Path(__file__).parent / "static"

SLOTS = 24
"""Panes a board declares up front (a table has 9-16); more are added one by one."""


class PaneBoard(widgets.Widget):
    """The HTML of every pane of one table, one synced trait (``p0``, ``p1`` ...) a pane.

    Examples
    --------
    >>> board = PaneBoard()
    >>> felt, line = board.pane("pl-round-felt"), board.pane()
    >>> sent = []
    >>> board.observe(lambda change: sent.append(change["name"]), names=["p0", "p1"])
    >>> with board.batch():
    ...     felt.value = "<div class='pl-felt'></div>"
    ...     line.value = "<p>South to play</p>"
    ...     felt.value = "<div class='pl-felt'>A♥</div>"
    >>> sent, felt.value, board.p0
    (['p0', 'p1'], "<div class='pl-felt'>A♥</div>", "<div class='pl-felt'>A♥</div>")
    """

    def __init__(self, **kwargs: Any) -> None:
        # Declared before the model opens, so that they go in its first state (ipywidgets'
        # add_traits would send each at once).
        slots = {f"p{i}": traitlets.Unicode("").tag(sync=True) for i in range(SLOTS)}
        traitlets.HasTraits.add_traits(self, **slots)
        super().__init__(**kwargs)
        self._used = 0
        self._hands = 0
        self._lists = 0
        self._pending: dict[str, Any] | None = None

    def pane(self, *classes: str, value: str = "") -> Pane:
        """A new pane of this board showing ``value``, with CSS ``classes`` on its element."""
        slot = f"p{self._used}"
        self._used += 1
        if not self.has_trait(slot):
            self.add_traits(**{slot: traitlets.Unicode("").tag(sync=True)})
        made = Pane(board=self, slot=slot, layout=shared_layout())
        for css in classes:
            made.add_class(css)
        made.value = value
        return made

    def hand_slot(self) -> str:
        """New traits of this board for a card hand's ``cards`` and ``faces``
        (:class:`~.card_hand.CardHand` given ``board``): ``slot + "_cards"`` and
        ``slot + "_faces"``; returns ``slot``."""
        slot = f"h{self._hands}"
        self._hands += 1
        self.add_traits(
            **{
                f"{slot}_cards": traitlets.List(traitlets.Dict()).tag(sync=True),
                f"{slot}_faces": traitlets.Dict(value_trait=traitlets.Unicode()).tag(sync=True),
            }
        )
        return slot

    def list_slot(self) -> str:
        """A new trait of this board for a list of dicts (a :class:`~.choice_bar.ChoiceBar`'s
        buttons); returns its name."""
        slot = f"c{self._lists}"
        self._lists += 1
        self.add_traits(**{slot: traitlets.List(traitlets.Dict()).tag(sync=True)})
        return slot

    @contextmanager
    def batch(self) -> Iterator[None]:
        """Send what the panes show at the end of the block, in one message (none if nothing
        changed); nested blocks send with the outermost."""
        if self._pending is not None:
            yield
            return
        self._pending = {}
        try:
            yield
        finally:
            pending: dict[str, Any]
            pending, self._pending = self._pending, None
            changed = {k: v for k, v in pending.items() if getattr(self, k) != v}
            if changed:
                with self.hold_sync():
                    for slot, html in changed.items():
                        setattr(self, slot, html)

    def show(self, slot: str, html: Any) -> None:
        """Show ``html`` in the pane of trait ``slot`` (at the end of the batch, if in one);
        for a hand's slot, its list of cards."""
        if self._pending is not None:
            self._pending[slot] = html
        else:
            setattr(self, slot, html)


class Pane(anywidget.AnyWidget):
    """Where one pane of a :class:`PaneBoard` shows on the page; ``value`` is its HTML.

    Made by :meth:`PaneBoard.pane`. ``value`` is kept in Python and sent through the board,
    never by the pane's own model.
    """

    _esm = _STATIC / "pane.js"

    board = traitlets.Instance(PaneBoard).tag(sync=True, **widgets.widget_serialization)
    slot = traitlets.Unicode("").tag(sync=True)
    value = traitlets.Unicode("")

    @traitlets.observe("value")
    def _to_board(self, change: dict[str, Any]) -> None:
        self.board.show(self.slot, change["new"])
