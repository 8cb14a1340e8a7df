"""Every widget keeps its state and says so when a front end sends a value it cannot take
(issue 13). A front end's update reaches a control through ``set_state`` (what ipywidgets calls
for each message from the page), so the tests send their values that way: ``None`` selections,
indexes past the options, text where a number belongs, numbers where text belongs."""

from __future__ import annotations

from collections.abc import Callable
from html import unescape
from typing import Any

import ipywidgets as widgets
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from traitlets import TraitError

from pinochle_learn import Suit
from pinochle_learn.errors import shown
from pinochle_widgets import (
    AuctionExplorer,
    HandBuilder,
    MeldExplainer,
    RoundTable,
    ScoreCalculator,
    TrickStepper,
)
from pinochle_widgets.course.self_check import SelfCheck
from pinochle_widgets.views.house_rules import HouseRules
from pinochle_widgets.views.partner_odds import PartnerOdds
from pinochle_widgets.views.table_meld import TableMeld

REFUSED = "cannot be used"


def _state(widget: widgets.Widget) -> object:
    """What a widget holds (not what it shows): must not change on a refused value."""
    if isinstance(widget, HandBuilder):
        return (widget.hand, widget.ruleset.name)
    if isinstance(widget, MeldExplainer):
        return (widget.hand, widget.trump, widget.ruleset.name, widget.show_table.value)
    if isinstance(widget, TrickStepper):
        return (
            widget.trump,
            widget.ruleset.name,
            widget.leader,
            widget.hands,
            widget.stock_empty,
            widget.must_head_trick,
            widget.must_beat_led_suit,
            len(widget.steps),
        )
    if isinstance(widget, AuctionExplorer):
        return (widget.auction, widget.dealer_picker.value)
    if isinstance(widget, ScoreCalculator):
        return None if widget.score is None else widget.score.to_dict()
    if isinstance(widget, RoundTable):
        return (widget.state.summary(), widget.seed, widget.show_all.value)
    if isinstance(widget, HouseRules):
        return (widget.setup, widget.rules.value)
    if isinstance(widget, SelfCheck):
        return (widget.number, widget.question.prompt)
    if isinstance(widget, TableMeld):
        return tuple(widget.steps)
    if isinstance(widget, PartnerOdds):
        return (widget.builder.hand, widget.trump.value)
    raise AssertionError(type(widget))


WIDGETS: dict[str, Callable[[], widgets.Widget]] = {
    "HandBuilder": HandBuilder,
    "MeldExplainer": MeldExplainer,
    "TrickStepper": TrickStepper,
    "AuctionExplorer": AuctionExplorer,
    "ScoreCalculator": ScoreCalculator,
    "RoundTable": RoundTable,
    "HouseRules": HouseRules,
    "SelfCheck": lambda: SelfCheck(["meld", "legal"]),
    "TableMeld": TableMeld,
}
PICKER_WIDGETS = {**WIDGETS, "PartnerOdds": lambda: PartnerOdds(samples=5, deals=2)}
"""Every widget a page shows, with the Meld odds lesson's partner explorer (its pickers)."""
_BUILT: dict[str, widgets.Widget] = {}


def built(name: str) -> widgets.Widget:
    """One widget per kind for the whole module (a refused value must not change it anyway)."""
    if name not in _BUILT:
        _BUILT[name] = PICKER_WIDGETS[name]()
    return _BUILT[name]


def inputs(widget: widgets.Widget) -> list[widgets.ValueWidget]:
    """The widget's input controls: what a front end can send values to."""
    found, stack = [], [widget]
    while stack:
        w = stack.pop()
        stack.extend(getattr(w, "children", ()))
        # Text and progress bars show a value; a front end has no control to send one back.
        shown = (widgets.HTML, widgets.Label, widgets.IntProgress, widgets.FloatProgress)
        if isinstance(w, widgets.ValueWidget) and not isinstance(w, shown):
            found.append(w)
    return found


def message_of(widget: widgets.Widget) -> str:
    line = widget.verdict if isinstance(widget, SelfCheck) else widget.message
    return unescape(line.value)


_junk_text = st.text(max_size=12)
_not_int = st.one_of(st.none(), _junk_text.filter(lambda t: not t.strip().lstrip("+-").isdigit()))


def bad_payloads(control: widgets.ValueWidget) -> st.SearchStrategy[dict[str, Any]]:
    """Values a front end could send to ``control`` that it cannot take."""
    if isinstance(control, widgets.widgets.widget_selection._Selection):
        size = len(control.options)
        # ``None`` empties a selection: bad only when it holds a value (an empty list of
        # options, such as a table with no card on it yet, holds none)
        index = st.one_of(
            st.none() if size else st.nothing(),
            st.integers(max_value=-1),
            st.integers(min_value=size),
            _junk_text,
            st.floats(allow_nan=True).filter(lambda f: not (f.is_integer() and 0 <= f < size)),
        )
        # A selection syncs only its index with the page (``value`` is worked out here).
        return st.builds(lambda i: {"index": i}, index)
    if isinstance(control, (widgets.Checkbox, widgets.ToggleButton)):
        value = st.one_of(st.none(), _junk_text, st.integers(min_value=2), st.lists(st.none()))
        return st.builds(lambda v: {"value": v}, value)
    if isinstance(control, (widgets.IntText, widgets.BoundedIntText)):
        value = st.one_of(_not_int, st.lists(st.integers(), max_size=2), st.just(float("nan")))
        return st.builds(lambda v: {"value": v}, value)
    if isinstance(control, (widgets.Text, widgets.Textarea)):
        value = st.one_of(st.none(), st.integers(), st.lists(st.text(max_size=3), max_size=2))
        return st.builds(lambda v: {"value": v}, value)
    raise AssertionError(f"no bad values for {type(control).__name__}")


@pytest.mark.parametrize("name", list(WIDGETS))
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_value_a_front_end_cannot_send_keeps_the_state_and_says_so(name, data):
    widget = built(name)
    controls = inputs(widget)
    assert controls, name
    control = data.draw(st.sampled_from(controls), label="control")
    payload = data.draw(bad_payloads(control), label="payload")
    before, shown_before = _state(widget), control.value
    control.set_state(payload)
    assert _state(widget) == before
    assert control.value == shown_before or (control.value != control.value)  # nan != nan
    assert REFUSED in message_of(widget)


# ---- the bugs of issue 13, one test each ------------------------------------------------


def test_score_calculator_none_team_keeps_the_figures() -> None:
    calc = ScoreCalculator()
    before = calc.score.to_dict()
    picker = next(c for c in inputs(calc) if c.description == "Bid won by")
    picker.set_state({"index": None})
    assert picker.value is not None
    assert calc.score.to_dict() == before
    assert "Bid won by: None cannot be used" in message_of(calc)


def test_auction_explorer_none_dealer_keeps_the_auction() -> None:
    explorer = AuctionExplorer()
    before = explorer.auction
    explorer.dealer_picker.set_state({"index": None})
    assert explorer.auction == before and explorer.dealer_picker.value is not None
    assert "Dealer: None cannot be used" in message_of(explorer)


def test_trick_stepper_play_qx_shows_a_message_like_round_table() -> None:
    stepper = TrickStepper()
    steps = len(stepper.steps)
    assert stepper.play("QX") is False
    assert len(stepper.steps) == steps
    assert "Not a card: invalid card 'QX'" in message_of(stepper)
    table = RoundTable()
    assert table.play("QX") is False  # the behaviour the stepper now matches
    assert "'QX'" in message_of(table)


@pytest.mark.parametrize("bad", [7, 4, -1, None, "West", 1.5, True])
def test_trick_stepper_invalid_leader_keeps_the_old_leader(bad) -> None:
    stepper = TrickStepper(leader=2, trump=Suit.HEARTS)
    with pytest.raises(Exception) as info:
        stepper.leader = bad
    assert type(info.value).__name__ == "TraitError"
    assert stepper.leader == 2
    assert "South to lead" in message_of(stepper) or "leader stays" in message_of(stepper)
    assert f"not {bad!r}" in message_of(stepper)


@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_partner_odds_trump_picker_keeps_its_trump_and_says_so(data) -> None:
    # The Meld odds lesson's partner explorer: a None or out-of-range trump index from the page
    # raised ParseError in its redraw; its own controls are guarded like every other widget's
    # (its hand builder's controls are HandBuilder's, tested above).
    odds = built("PartnerOdds")
    before, shown = odds.builder.hand, odds.trump.value
    odds.trump.set_state(data.draw(bad_payloads(odds.trump), label="payload"))
    assert (odds.builder.hand, odds.trump.value) == (before, shown)
    assert REFUSED in unescape(odds.message.value)


# ---- issue 16: the same values set from Python -------------------------------------------

PICKERS = (
    widgets.Dropdown,
    widgets.ToggleButtons,
    widgets.RadioButtons,
    widgets.Select,
    widgets.SelectionSlider,
)


def pickers(widget: widgets.Widget) -> list[widgets.ValueWidget]:
    return [c for c in inputs(widget) if isinstance(c, PICKERS)]


WITH_PICKERS = [
    "MeldExplainer",
    "TrickStepper",
    "AuctionExplorer",
    "ScoreCalculator",
    "HouseRules",
    "TableMeld",
    "PartnerOdds",
    "RoundTable",  # the computer's level chooser (issue 19), on every game table
]


@pytest.mark.parametrize("name", list(PICKER_WIDGETS))
def test_every_widget_with_a_picker_is_listed(name) -> None:
    # The Python-side test below reaches every picker of the widgets listed here.
    assert bool(pickers(built(name))) == (name in WITH_PICKERS)


def _off_list(control: widgets.ValueWidget) -> st.SearchStrategy[tuple[str, object]]:
    """(trait, value) set from Python that the picker cannot take."""
    size = len(control.options)
    values = getattr(control, "_options_values", ())
    labels = getattr(control, "_options_labels", ())
    return st.one_of(
        st.tuples(st.just("value"), st.none() if size else st.nothing()),
        st.tuples(st.just("index"), st.none() if size else st.nothing()),
        st.tuples(st.just("label"), st.none() if size else st.nothing()),
        st.tuples(
            st.just("value"),
            st.one_of(st.integers(), st.text(max_size=6), st.just(object())).filter(
                lambda v: v not in values
            ),
        ),
        st.tuples(
            st.just("index"),
            st.one_of(
                st.integers(max_value=-1),
                st.integers(min_value=size),
                st.text(max_size=4),
                st.booleans(),
            ),
        ),
        st.tuples(st.just("label"), st.text(max_size=6).filter(lambda t: t not in labels)),
    )


@pytest.mark.parametrize("name", WITH_PICKERS)
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_a_picker_set_from_python_refuses_off_list_values_like_the_page(name, data):
    # Once: ScoreCalculator().team_picker.value = None raised TypeError from int(None) after
    # emptying the picker, AuctionExplorer().dealer_picker.value = None a RulesetError; an
    # off-list value raised ipywidgets' "Invalid selection" and said nothing on the page.
    widget = built(name)
    control = data.draw(st.sampled_from(pickers(widget)), label="picker")
    trait, bad = data.draw(_off_list(control), label="trait, value")
    before = (_state(widget), control.index, control.value, control.label)
    with pytest.raises(TraitError) as info:
        setattr(control, trait, bad)
    assert (_state(widget), control.index, control.value, control.label) == before
    name_shown = control.description or control.tooltip
    expected = f"{name_shown}: {shown(bad)} cannot be used; the previous choice is kept."
    assert str(info.value) == expected
    assert expected in message_of(widget)


@pytest.mark.parametrize(
    ("name", "picker"),
    [("ScoreCalculator", "team_picker"), ("AuctionExplorer", "dealer_picker")],
)
def test_none_from_python_says_what_the_page_says(name, picker) -> None:
    widget = PICKER_WIDGETS[name]()
    control = getattr(widget, picker)
    before = (_state(widget), control.value)
    control.set_state({"index": None})  # from the page
    from_page = message_of(widget)
    widget.message.value = ""
    with pytest.raises(TraitError):
        control.value = None  # from Python
    assert message_of(widget) == from_page
    assert "None cannot be used; the previous choice is kept." in from_page
    assert (_state(widget), control.value) == before
