"""Pictures of engine objects in Jupyter, registered from outside the engine.

The engine's objects (``Card``, ``Hand``, ``MeldResult``, ``PlayAnalysis``, ``Trick``) hold no
``_repr_html_``: the engine imports no renderer. :func:`register` gives IPython's HTML
formatter a picture for each, by class name, so a notebook still shows cards as cards. It
takes the IPython shell as an argument and imports no IPython itself (the engine and its
renderer import no UI: ``pyproject.toml``'s import contracts). ``pinochle_widgets`` calls it
on import inside a kernel; without widgets, ``%load_ext pinochle_learn.render.display`` does
(:func:`load_ipython_extension`).

Each picture is a standalone fragment (``style.standalone``: the sheet in front), in the
language of the kernel (``i18n.set_process_language``). The renderers are imported on the
first picture, so registering costs no import.

Examples
--------
>>> from pinochle_learn import Card
>>> html = picture("pinochle_learn.cards", "Card")(Card.parse("QS"))
>>> html.startswith("<svg") and "Q" in html
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["PICTURES", "load_ipython_extension", "picture", "register"]

PICTURES: tuple[tuple[str, str], ...] = (
    ("pinochle_learn.cards", "Card"),
    ("pinochle_learn.hand", "Hand"),
    ("pinochle_learn.meld", "MeldResult"),
    ("pinochle_learn.play", "PlayAnalysis"),
    ("pinochle_learn.trick", "Trick"),
)
"""The engine classes that get a picture: (module, class name)."""


def picture(module: str, name: str) -> Callable[[Any], str]:
    """The HTML of an object of class ``module.name`` (one of :data:`PICTURES`).

    Raises
    ------
    KeyError
        ``(module, name)`` is not one of :data:`PICTURES`.
    """
    return _MAKERS[(module, name)]


def _card(card: Any) -> str:
    from .html import card_svg

    return card_svg(card)


def _hand(hand: Any) -> str:
    from .html import hand_html
    from .style import standalone

    return standalone(hand_html(hand))


def _meld(result: Any) -> str:
    from .html import meld_html
    from .style import standalone

    return standalone(meld_html(result))


def _play(analysis: Any) -> str:
    from .style import standalone
    from .trick_html import play_html

    return standalone(play_html(analysis))


def _trick(trick: Any) -> str:
    from .style import standalone
    from .trick_html import trick_html

    return standalone(trick_html(trick, winner_id=None))


_MAKERS: dict[tuple[str, str], Callable[[Any], str]] = dict(
    zip(PICTURES, (_card, _hand, _meld, _play, _trick), strict=True)
)


def register(shell: Any) -> None:
    """Give ``shell``'s (an IPython ``InteractiveShell``) HTML formatter a picture for each
    of :data:`PICTURES`, by class name (``for_type_by_name``: no engine class is imported
    for it). ``None`` (no kernel) does nothing; calling it twice is harmless.
    """
    if shell is None:
        return
    formatter = shell.display_formatter.formatters["text/html"]
    for (module, name), make in _MAKERS.items():
        formatter.for_type_by_name(module, name, make)


def load_ipython_extension(shell: Any) -> None:
    """``%load_ext pinochle_learn.render.display``: :func:`register` in this kernel."""
    register(shell)
