"""Panes redrawn only when what they show changed: the tables' shared redraw layer.

A table (the round table, the widow and stock tables) redraws after every click. Most of its
``widgets.HTML`` panes show the same thing as before: the melds all through the tricks, the
score sheet until the round is scored, the history until a trick is taken. :class:`Panes`
keeps each pane's inputs and its last HTML; a pane whose inputs are the same objects as last
time is neither rebuilt nor sent, and a rebuilt pane is sent only if its HTML changed.
:class:`Memo` keeps what one immutable object gives (e.g. the reasons of one state of the
round), so that a pane over the whole round (the history) costs one new entry per click, not
the whole round again.

Inputs are compared by identity (the engine's states are immutable: a new state is a new
object), and plain values (text, numbers, flags, tuples of them) by equality.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from enum import Enum
from typing import Generic, Protocol, TypeVar

__all__ = ["HasValue", "Memo", "Panes", "same_inputs"]

_PLAIN = (str, int, float, bool, type(None), Enum)


class HasValue(Protocol):
    """A pane: a ``widgets.HTML``, or a :class:`~.pane_board.Pane` (``value`` is its HTML)."""

    value: str


K = TypeVar("K")
V = TypeVar("V")


def _same(a: object, b: object) -> bool:
    if a is b:
        return True
    if isinstance(a, tuple) and isinstance(b, tuple):
        return same_inputs(a, b)
    return isinstance(a, _PLAIN) and type(a) is type(b) and a == b


def same_inputs(a: tuple[object, ...], b: tuple[object, ...]) -> bool:
    """Whether two tuples of inputs are the same: each object the same one, or the same plain
    value (text, number, flag, enum, or a tuple of these).

    Examples
    --------
    >>> state = object()
    >>> same_inputs((state, "You", 3), (state, "You", 3)), same_inputs((object(),), (object(),))
    (True, False)
    """
    return len(a) == len(b) and all(_same(x, y) for x, y in zip(a, b, strict=True))


class Panes:
    """The last inputs and HTML of each pane of one table.

    Examples
    --------
    >>> import ipywidgets as widgets
    >>> pane, panes, made = widgets.HTML(), Panes(), []
    >>> def make():
    ...     made.append(1)
    ...     return "<p>meld 240</p>"
    >>> panes.draw(pane, ("state",), make), panes.draw(pane, ("state",), make), len(made)
    (True, False, 1)
    """

    def __init__(self) -> None:
        self._last: dict[int, tuple[tuple[object, ...], str]] = {}

    def draw(self, pane: HasValue, inputs: tuple[object, ...], make: Callable[[], str]) -> bool:
        """Show ``make()`` in ``pane`` unless ``inputs`` are those of the HTML it shows.

        ``make`` is called only when the inputs changed (or something else set the pane's
        value since); the pane's value is set only when the HTML differs. Returns whether the
        pane was sent.
        """
        last = self._last.get(id(pane))
        if last is not None and last[1] == pane.value and same_inputs(last[0], inputs):
            return False
        html = make()
        self._last[id(pane)] = (inputs, html)
        if html == pane.value:
            return False
        pane.value = html
        return True

    def forget(self) -> None:
        """Rebuild every pane at the next draw (e.g. after a change the inputs do not show)."""
        self._last.clear()


class Memo(Generic[K, V]):
    """What ``make(key)`` gave for the last ``size`` keys, by identity of the key object.

    The key is kept alive with its value, so an identity cannot be reused by a new object
    while its entry is held.

    Examples
    --------
    >>> calls = []
    >>> memo = Memo(lambda key: calls.append(key) or len(key), size=2)
    >>> key = ("a", "b")
    >>> memo(key), memo(key), calls
    (2, 2, [('a', 'b')])
    """

    def __init__(self, make: Callable[[K], V], *, size: int = 256) -> None:
        self._make = make
        self._size = size
        self._held: OrderedDict[int, tuple[K, V]] = OrderedDict()

    def __call__(self, key: K) -> V:
        held = self._held.get(id(key))
        if held is not None and held[0] is key:
            self._held.move_to_end(id(key))
            return held[1]
        value = self._make(key)
        self._held[id(key)] = (key, value)
        if len(self._held) > self._size:
            self._held.popitem(last=False)
        return value
