"""What the lessons claim about the rules agrees with the engine (issue 22: claims a learner
tripped on). Each figure is read from the rulesets' tables or worked out by the engine, and the
lesson's sentence is checked against it."""

from __future__ import annotations

import json
from pathlib import Path

from pinochle_learn import (
    PARTNERSHIP,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    Hand,
    MeldKind,
    Suit,
    solve_meld,
)
from pinochle_learn.players import choose_pass_back, choose_pass_to_bidder
from pinochle_learn.render.compare_html import meld_table_html
from pinochle_learn.render.meld_sentences import meld_name

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
DOUBLES = {
    MeldKind.DOUBLE_RUN: MeldKind.RUN,
    MeldKind.DOUBLE_PINOCHLE: MeldKind.PINOCHLE,
    MeldKind.DOUBLE_ACES_AROUND: MeldKind.ACES_AROUND,
    MeldKind.DOUBLE_KINGS_AROUND: MeldKind.KINGS_AROUND,
    MeldKind.DOUBLE_QUEENS_AROUND: MeldKind.QUEENS_AROUND,
    MeldKind.DOUBLE_JACKS_AROUND: MeldKind.JACKS_AROUND,
}


def markdown(name: str) -> str:
    cells = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]
    text = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    return " ".join(text.split())


def _times(ruleset: object, factor: int) -> set[MeldKind]:
    points = ruleset.meld_points  # type: ignore[attr-defined]
    return {
        d for d, single in DOUBLES.items() if d in points and points[d] == factor * points[single]
    }


def test_the_meld_lesson_says_which_doubles_are_ten_times() -> None:
    # From the tables: four-hand and widow, the double run 1500 = 10 × 150 and the double arounds
    # are ten times; the double pinochle 300 is 7.5 × 40. The stock game: every double twice.
    arounds = {d for d in DOUBLES if d.name.endswith("AROUND")}
    for rules in (PARTNERSHIP, TWO_HAND_WIDOW):
        assert _times(rules, 10) == arounds | {MeldKind.DOUBLE_RUN}
        assert rules.meld_points[MeldKind.DOUBLE_PINOCHLE] == 300
    assert _times(TWO_HAND_STOCK, 2) == set(DOUBLES) & set(TWO_HAND_STOCK.meld_points)
    text = markdown("01_meld.ipynb")
    assert "**Not every double is ten times its single meld**" in text
    assert "the double run (1500) and the double arounds (1000, 800, 600, 400) are" in text
    assert "the double pinochle is **300**, not 400" in text
    stock = TWO_HAND_STOCK.meld_points
    assert (stock[MeldKind.DOUBLE_PINOCHLE], stock[MeldKind.DOUBLE_ACES_AROUND]) == (80, 200)
    assert (
        "counts every double **twice** its single meld (double pinochle 80, all eight aces 200)"
        in text
    )


def test_the_stock_games_double_pinochle_has_one_name_in_the_table_and_the_meld_builder() -> None:
    # Q♠ Q♠ J♦ J♦ in the stock game: 80, worded as the stock table words it, one meld.
    result = solve_meld("S12 S12 D11 D11", "H", TWO_HAND_STOCK)
    assert [(m.kind, m.points) for m in result.melds] == [(MeldKind.DOUBLE_PINOCHLE, 80)]
    name = meld_name(result.melds[0])
    table = meld_table_html([TWO_HAND_STOCK])
    row = table[table.index('data-kind="DOUBLE_PINOCHLE"') :].split("</tr>")[0]
    assert f">{name}</th>" in row and ">80</td>" in row


def test_the_passing_lesson_gives_back_what_its_text_allows() -> None:
    # The lesson's example (Bill wins, hearts trump): the partner passes Q♥ J♥ 9♥ 10♠, and the
    # bid winner, as the computer players choose, gives back 9♦ 9♣ 10♠ and the 9♥, a trump.
    bill = Hand.parse("H14 H10 H13 H12 S14 C14 D14 S13 S12 D11 C9 D9")
    you = Hand.parse("H11 H9 H12 C10 C13 C12 S9 S11 D10 D13 C11 S10")
    given = choose_pass_to_bidder(you, Suit.HEARTS)
    back = choose_pass_back(Hand(bill.cards + tuple(given)), Suit.HEARTS, PARTNERSHIP)
    assert Hand(back) == Hand.parse("D9 C9 S10 H9")
    assert any(card.suit is Suit.HEARTS for card in back)  # a trump goes back
    text = markdown("passing.ipynb")
    assert "neither trump nor aces" not in text
    assert "**any four cards** of the sixteen, trumps and aces included" in text
    assert "It is advice, not a rule: in the example below Bill gives back a trump, the 9♥" in text


def test_the_odds_rows_two_dix_and_roundhouse_say_they_are_no_melds() -> None:
    # RULES.md's meld tables list neither: two dix is two dixes (2 × 10); roundhouse is the
    # melds of K Q in every suit: partnership royal 40 + 3 × 20 + kings 80 + queens 60 = 240;
    # widow (each card in one meld) kings 80 + queens 60 = 140.
    from pinochle_learn.odds import meld_chances
    from pinochle_widgets.odds_views import chance_table

    def points(rules: object) -> dict[str, int | None]:
        return {r.code: r.points for r in meld_chances(Suit.HEARTS, rules) if r.kind is None}

    assert points(PARTNERSHIP) == {"two_dix": 20, "roundhouse": 40 + 3 * 20 + 80 + 60}
    assert points(TWO_HAND_WIDOW) == {"two_dix": 20, "roundhouse": 80 + 60}
    labels = [
        label for label in chance_table().index if label.startswith(("two dix", "roundhouse"))
    ]
    assert len(labels) == 2 and all("(not a meld of its own" in label for label in labels)
    text = markdown("meld_odds.ipynb")
    assert "Two rows are **not melds of their own**" in text
    assert "each a dix of 10 (**20**)" in text
    assert "**240** in the partnership game" in text and "queens around, **140**" in text
