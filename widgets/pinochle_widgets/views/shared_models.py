"""Layouts and styles shared by the widgets that never change them (issue 21).

Every ipywidgets control makes a ``Layout`` model and most a style model of their own: a
lesson page held 50-250 widget models, about a third of them default or identical layouts,
and each model costs the kernel ~10 KB and a message, and the page a model to build before it
is interactive (measured: 66 HTML widgets with their own layout and style, x1.04 of a bare
page's kernel RSS; the same 66 sharing one of each, x1.02). A widget made with
:func:`shared_layout` / :func:`shared_style` points at one model per kernel for the same
settings instead.

A shared model cannot change: setting one of its traits raises
:class:`SharedModelError` (else hiding one button would hide every button sharing its layout).
A widget that is shown and hidden (``layout.display``) or restyled keeps a model of its own.
"""

from __future__ import annotations

from typing import Any, TypeVar

import ipywidgets as widgets

__all__ = ["SharedModelError", "shared_layout", "shared_style"]


class SharedModelError(AttributeError):
    """A shared layout or style was asked to change (a programming error: give that widget
    a model of its own)."""


class _Frozen:
    """Mixin: once made, a synced trait cannot be set (``SharedModelError``)."""

    keys: list[str]

    def __setattr__(self, name: str, value: Any) -> None:
        if self.__dict__.get("_frozen") and name in self.keys:
            raise SharedModelError(
                f"{type(self).__name__}.{name}: this model is shared by several widgets and "
                "cannot change; give the widget a layout or style of its own"
            )
        super().__setattr__(name, value)

    def freeze(self) -> None:
        self.__dict__["_frozen"] = True


class SharedLayout(_Frozen, widgets.Layout):
    """A :class:`ipywidgets.Layout` that cannot change once made."""


_Style = TypeVar("_Style", bound=widgets.Widget)


_MADE: dict[tuple[type[_Frozen], tuple[tuple[str, str], ...]], Any] = {}
"""The shared models made so far in this kernel, by class and settings."""


def _shared(cls: type[_Frozen], settings: dict[str, str]) -> Any:
    key = (cls, tuple(sorted(settings.items())))
    made = _MADE.get(key)
    if made is None or made.comm is None:  # none yet, or closed (``Widget.close_all()``)
        made = _MADE[key] = cls(**settings)
        made.freeze()
    return made


def shared_layout(**settings: str) -> widgets.Layout:
    """The kernel's one layout with these ``settings`` (CSS values by ``Layout`` trait name);
    the same object for the same settings. Raises ``SharedModelError`` when changed later.

    Examples
    --------
    >>> a, b = shared_layout(width="auto"), shared_layout(width="auto")
    >>> a is b, a.width, a is shared_layout()
    (True, 'auto', False)
    >>> try:
    ...     a.width = "3em"
    ... except SharedModelError as error:
    ...     str(error).split(";")[0]
    'SharedLayout.width: this model is shared by several widgets and cannot change'
    """
    made: widgets.Layout = _shared(SharedLayout, settings)
    return made


_FROZEN_CLASSES: dict[type[widgets.Widget], type[_Frozen]] = {}


def _frozen_class(style: type[widgets.Widget]) -> type[_Frozen]:
    made = _FROZEN_CLASSES.get(style)
    if made is None:
        made = _FROZEN_CLASSES[style] = type(f"Shared{style.__name__}", (_Frozen, style), {})
    return made


def shared_style(style: type[_Style], **settings: str) -> _Style:
    """The kernel's one style model of class ``style`` (e.g. ``ButtonStyle``,
    ``HTMLStyle``) with these ``settings``; the same object for the same arguments. Raises
    ``SharedModelError`` when changed later.

    Examples
    --------
    >>> from ipywidgets.widgets.widget_string import HTMLStyle
    >>> shared_style(HTMLStyle) is shared_style(HTMLStyle)
    True
    >>> isinstance(shared_style(HTMLStyle), HTMLStyle)
    True
    """
    made: _Style = _shared(_frozen_class(style), settings)
    return made
