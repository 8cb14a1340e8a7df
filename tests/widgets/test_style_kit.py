"""One style kit: the one stylesheet (pinochle_learn/render/pinochle.css) styles every widget and
rendered fragment; no module has a <style> block or a colour of its own; every widget brings the
sheet to its page, where it is loaded once (one id)."""

from __future__ import annotations

import re
from pathlib import Path

import ipywidgets as widgets
import pytest

import pinochle_learn
import pinochle_widgets
from pinochle_learn import Card
from pinochle_learn.render import style
from pinochle_learn.render.display import picture
from pinochle_learn.render.html import card_svg, hand_html, meld_html
from pinochle_learn.render.style import CSS_PATH, STYLESHEET, colour
from pinochle_widgets import (
    AuctionExplorer,
    CardHand,
    HandBuilder,
    HouseRules,
    MeldExplainer,
    RoundTable,
    ScoreCalculator,
    SelfCheck,
    TableMeld,
    TrickStepper,
    WidowTable,
)
from pinochle_widgets.views.kit import SHEET_ID, Stylesheet, message_html, stylesheet
from pinochle_widgets.views.partner_odds import PartnerOdds
from pinochle_widgets.views.stock_table import StockTable

ENGINE = Path(pinochle_learn.__file__).parent
WIDGETS = Path(pinochle_widgets.__file__).parent
HEX = re.compile(r"#[0-9a-fA-F]{6}\b|#[0-9a-fA-F]{3}\b")
STYLE_BLOCK = re.compile(r"<style[^>]*>\s*[.#:@*a-zA-Z][^<>{}\n]*\{")  # a <style> with rules


def sources() -> list[Path]:
    files = [*ENGINE.rglob("*.py"), *WIDGETS.rglob("*.py"), *WIDGETS.rglob("*.js")]
    return [f for f in files if f != Path(style.__file__)]


def test_no_module_has_a_style_block_or_a_colour_of_its_own() -> None:
    found = [
        f"{path.name}: {match.group(0)!r}"
        for path in sources()
        for pattern in (HEX, STYLE_BLOCK)
        for match in pattern.finditer(path.read_text(encoding="utf-8"))
    ]
    assert found == []
    # The one stylesheet is the only CSS file shipped.
    css = sorted(p.name for p in [*ENGINE.rglob("*.css"), *WIDGETS.rglob("*.css")])
    assert css == ["pinochle.css"]


def test_every_custom_property_used_is_defined_once_in_the_sheet() -> None:
    defined = re.findall(r"^\s*--pl-([a-z-]+):", STYLESHEET, flags=re.M)
    assert len(defined) == len(set(defined))
    used = set(re.findall(r"var\(--pl-([a-z-]+)\)", STYLESHEET))
    for path in sources():
        used |= set(re.findall(r"var\(--pl-([a-z-]+)\)", path.read_text(encoding="utf-8")))
        used |= set(re.findall(r"colour\(\"([a-z-]+)\"\)", path.read_text(encoding="utf-8")))
    assert used and used <= set(defined)


def test_colours_come_from_the_sheet() -> None:
    # Hearts are drawn in the sheet's --pl-card-red, spades in its --pl-ink.
    red = re.search(r"--pl-card-red:\s*(#[0-9a-f]{6})", STYLESHEET)
    assert red is not None and colour("card-red") == red.group(1)
    assert f'fill="{colour("card-red")}"' in card_svg(Card.parse("H14"))
    assert f'fill="{colour("ink")}"' in card_svg(Card.parse("S14"))
    with pytest.raises(ValueError, match=r"no colour 'pink' in pinochle\.css"):
        colour("pink")


def test_fragments_carry_classes_and_a_standalone_view_carries_the_sheet() -> None:
    from pinochle_learn import PARTNERSHIP, Hand, solve_meld

    result = solve_meld("H14 H10 H13 H12 H11", "H", PARTNERSHIP)
    for fragment in (meld_html(result), hand_html(Hand.parse("H14 S9"))):
        assert "<style" not in fragment and 'class="pl-' in fragment
    shown = picture("pinochle_learn.meld", "MeldResult")(result)
    assert shown.startswith(f"<style>{STYLESHEET}</style>") and shown.count("<style") == 1
    # Every class of the meld explanation is styled in the sheet.
    for css_class in ("pl-meld", "pl-class-1", "pl-total", "pl-hand"):
        assert f".{css_class}" in STYLESHEET
    # The message line is classes only; its colours are the sheet's.
    assert message_html("No", "error") == '<div class="pl-message pl-error" role="alert">✗ No</div>'
    assert ".pl-message.pl-error, .pl-problem {color:var(--pl-error);}" in STYLESHEET


def _sheets(root: widgets.Widget) -> list[widgets.Widget]:
    found, stack = [], [root]
    while stack:
        widget = stack.pop()
        if isinstance(widget, (Stylesheet, CardHand)):
            found.append(widget)
        stack.extend(getattr(widget, "children", ()) or ())
    return found


@pytest.mark.parametrize(
    "make",
    [
        AuctionExplorer,
        HandBuilder,
        HouseRules,
        MeldExplainer,
        PartnerOdds,
        RoundTable,
        ScoreCalculator,
        lambda: SelfCheck(["counters"]),
        TableMeld,
        StockTable,
        TrickStepper,
        WidowTable,
        CardHand,
    ],
)
def test_every_widget_brings_the_one_sheet_under_its_one_id(make: object) -> None:
    widget = make()  # type: ignore[operator]
    carriers = _sheets(widget)
    sheets = [c for c in carriers if isinstance(c, Stylesheet)]
    hands = [c for c in carriers if isinstance(c, CardHand)]
    assert all(c._anywidget_id == SHEET_ID for c in carriers)
    assert all(s._css == CSS_PATH.read_text() for s in sheets)
    # A hand sends the sheet only when its page has none (it asks): not once per hand.
    assert all(h._css == "" for h in hands)
    if isinstance(widget, CardHand):
        widget._handle_custom_msg({"event": "sheet"}, [])
        assert widget._css == CSS_PATH.read_text()
    else:
        assert sheets, f"{type(widget).__name__} brings no stylesheet"
    # One stylesheet widget per kernel, shared by every widget.
    assert all(s is stylesheet() for s in sheets)
