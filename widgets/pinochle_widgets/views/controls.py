"""Set-up controls shared by the lessons: the trump picker, the rules picker, a labelled checkbox.

Each factory builds one stock ipywidget with its stable hooks (``description``, ``tooltip`` and
CSS class, VOILA.md rule 5), so a control reads and is found the same way in every lesson. The
widget that uses it links the control's ``value`` to its own trait.
"""

from __future__ import annotations

from typing import Any

import ipywidgets as widgets
from ipywidgets.widgets.widget_description import DescriptionStyle

from pinochle_learn import PRESETS, SUITS, Ruleset, Suit
from pinochle_learn.render.control_labels import (
    rules_label,
    seed_label,
    seed_tooltip,
    trump_label,
    trump_tooltip,
)
from pinochle_learn.render.words import ruleset_title, suit_noun

from .shared_models import shared_layout, shared_style

__all__ = ["MAX_SEED", "checkbox", "rules_picker", "seed_box", "trump_picker"]

MAX_SEED = 2**31 - 1
"""The largest seed a seed box takes: a browser holds whole numbers exactly only up to 2**53,
and a seed this size is as good as any (``random.Random`` takes any whole number)."""


def trump_picker(
    value: Suit, *, button_width: str, nouns: bool = False, bold: bool = False
) -> widgets.ToggleButtons:
    """One toggle button per suit (``class="pl-trump-picker"``), described "Trump".

    Parameters
    ----------
    value
        The suit chosen at the start.
    button_width
        CSS width of each button, e.g. ``"3em"``.
    nouns
        Label the buttons "♠ spades" rather than "♠".
    bold
        Bold labels.

    Examples
    --------
    >>> picker = trump_picker(Suit.HEARTS, button_width="3em")
    >>> picker.value is Suit.HEARTS, picker.tooltips[0]
    (True, 'Spades are trump')
    """
    style = {"button_width": button_width}
    if bold:
        style["font_weight"] = "bold"
    picker = widgets.ToggleButtons(
        options=[(f"{s.symbol} {suit_noun(s)}" if nouns else s.symbol, s) for s in SUITS],
        value=value,
        description=trump_label(),
        tooltip="",  # no title on the label (None showed "null" on hover)
        tooltips=[trump_tooltip(suit_noun(s)) for s in SUITS],
        style=style,
    )
    picker.add_class("pl-trump-picker")
    return picker


def rules_picker(value: Ruleset, *, tooltip: str) -> widgets.Dropdown:
    """A "Rules" dropdown of the presets (``class="pl-rules-picker"``), by their titles.

    Parameters
    ----------
    value
        The ruleset chosen at the start; one that is not a preset (a house variant) is offered
        after the presets.
    tooltip
        What the rules decide in this lesson.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP
    >>> custom = PARTNERSHIP.variant(name="house", must_head_trick=False)
    >>> [label for label, _ in rules_picker(custom, tooltip="Rules").options][-1]
    'Partnership auction pinochle (four hands), house rules'
    """
    presets = list(PRESETS) if value in PRESETS else [*PRESETS, value]
    picker = widgets.Dropdown(
        options=[(ruleset_title(r), r) for r in presets],
        value=value,
        description=rules_label(),
        tooltip=tooltip,
        layout=widgets.Layout(width="30em"),
    )
    picker.add_class("pl-rules-picker")
    return picker


def seed_box(value: int, *, tooltip: str, width: str = "12em") -> widgets.BoundedIntText:
    """A "Seed" box for whole numbers from 0 to :data:`MAX_SEED` (``class="pl-seed"``).

    A bigger number typed in the page is brought back to :data:`MAX_SEED` (the box shows it),
    so the seed used is always the one on show; the tooltip says the range.

    Examples
    --------
    >>> box = seed_box(7, tooltip="The same seed always deals the same hand")
    >>> box.value = 99999999999999999999999
    >>> box.value == MAX_SEED, box.tooltip.endswith("(a whole number from 0 to 2147483647)")
    (True, True)
    """
    box = widgets.BoundedIntText(
        value=min(max(int(value), 0), MAX_SEED),
        min=0,
        max=MAX_SEED,
        description=seed_label(),
        tooltip=seed_tooltip(tooltip, MAX_SEED),
        layout=shared_layout(width=width),  # shared: one model a page (issue 21)
        style=shared_style(DescriptionStyle, description_width="initial"),
    )
    box.add_class("pl-seed")
    return box


def checkbox(
    value: bool, description: str, tooltip: str, *, css_class: str | None = None, **kwargs: Any
) -> widgets.Checkbox:
    """A checkbox with its label beside it (no indent), a tooltip and, if given, a CSS class.

    ``kwargs`` go to :class:`ipywidgets.Checkbox` (e.g. ``layout``, ``disabled``).

    Examples
    --------
    >>> box = checkbox(False, "Show all hands", "Practice: see every card", css_class="pl-show")
    >>> box.indent, box._dom_classes
    (False, ('pl-show',))
    """
    box = widgets.Checkbox(
        value=value, description=description, tooltip=tooltip, indent=False, **kwargs
    )
    if css_class is not None:
        box.add_class(css_class)
    return box
