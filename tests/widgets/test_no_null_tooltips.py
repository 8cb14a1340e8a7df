"""No widget label shows the tooltip "null" (s10): ipywidgets 8 sets a described widget's label
title to its ``tooltip``, and ``None`` reads "null" on hover (the Computer chooser, the dealer
and trump pickers, the score calculator's boxes). Each such widget of every explorer a link
sets up, and of a table past its auction, has words or an empty tooltip."""

from __future__ import annotations

import warnings

import ipywidgets as widgets
from ipywidgets.widgets.widget_description import DescriptionWidget

from pinochle_learn.actions import Pass
from pinochle_widgets.course.scenarios import EXPLORERS, LinkBar, restore
from pinochle_widgets.views.round_table import RoundTable


def _live() -> list[widgets.Widget]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # Widget.widgets: the live models
        return list(widgets.Widget.widgets.values())


def test_no_described_widget_has_a_null_tooltip() -> None:
    built = [restore(kind, "")[0] for kind in EXPLORERS]
    built.append(LinkBar("round", built[0], "05_play_round.ipynb"))
    table = RoundTable(seed=3)
    assert table.act(Pass(table.seat))
    nulls = sorted(
        {
            (type(w).__name__, w.description, " ".join(w._dom_classes))
            for w in _live()
            if isinstance(w, DescriptionWidget) and w.description and w.tooltip is None
        }
    )
    assert nulls == []
    # the Computer chooser's label explains the levels (its buttons' tooltips say the same)
    assert table.level_chooser.tooltip == table.level_chooser.tooltips[0]
