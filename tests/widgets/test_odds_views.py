"""The meld odds lesson's tables, headless (the browser test opens the page)."""

from __future__ import annotations

from pinochle_learn import TWO_HAND_WIDOW, Suit
from pinochle_learn.odds import meld_distribution
from pinochle_learn.render.odds_text import percent
from pinochle_widgets.odds_views import total_meld_table


def test_total_meld_table_gives_each_trump_its_exact_figures():
    frame = total_meld_table(TWO_HAND_WIDOW, thresholds=(250,))
    assert list(frame.columns) == ["mean meld", "melds nothing", "250+"]
    assert list(frame.index) == ["♠", "♥", "♦", "♣"]
    spades = meld_distribution(Suit.SPADES, TWO_HAND_WIDOW)
    row = frame.loc["♠"]
    assert row["mean meld"] == f"{float(spades.mean):.1f}"
    assert row["melds nothing"] == f"1 in {round(1 / spades.probability(0)):,}"
    assert row["250+"] == percent(float(spades.at_least(250)))
    # ♥ and ♣ are alike (the pinochle cards are in neither); ♠ differs (Q♠ is a trump)
    assert frame.loc["♥"].equals(frame.loc["♣"])
    assert not frame.loc["♠"].equals(frame.loc["♥"])
