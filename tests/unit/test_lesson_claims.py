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


def test_every_lesson_that_says_ten_times_says_which_doubles() -> None:
    """Issue 22.15: wherever a lesson says "ten times", it names the doubles that are (the double
    run and the double arounds) and gives the double pinochle's points, which are not ten times:
    300 with the 48-card deck, 30 in the double-deck lesson (#dd.pinochle: single 4)."""
    said = []
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        text = markdown(path.name)
        for at in range(len(text)):
            if text.startswith("ten times", at):
                said.append((path.name, text[max(0, at - 250) : at + 250]))
    assert said, "the lessons say 'ten times' somewhere"
    for name, context in said:
        assert "double run" in context and "around" in context, (name, context)
        double_pinochle = "30" if name == "double_deck.ipynb" else "300"
        assert double_pinochle in context, (name, context)


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
    from pinochle_widgets.views.odds_views import chance_table

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


def test_the_stuck_dealer_may_not_pass() -> None:
    # RULES.md, PARTNERSHIP Auction: three passes, the dealer is stuck at 250; no redeal.
    from pinochle_learn import Auction, Pass, Seat

    auction = Auction(Seat.SOUTH, PARTNERSHIP)
    for _ in range(3):
        auction = auction.apply(Pass(auction.to_act))
    assert (auction.winner, auction.winning_bid, auction.to_act) == (Seat.SOUTH, 250, None)
    assert not auction.check(Pass(Seat.SOUTH)).legal
    text = markdown("03_bidding.ipynb")
    assert "The dealer **may not pass** after three passes: there is no redeal" in text


def test_cards_beyond_a_full_around_add_nothing() -> None:
    seven = solve_meld("S14 H14 D14 C14 S14 H14 D14", "H", PARTNERSHIP)
    assert [(m.kind, m.points) for m in seven.melds] == [(MeldKind.ACES_AROUND, 100)]
    assert solve_meld("S14 H14 D14 C14 " * 2, "H", PARTNERSHIP).total == 1000
    text = markdown("01_meld.ipynb")
    assert "Cards beyond a full around add nothing: **seven aces are one aces around, 100**" in text


def test_both_over_1500_the_bidders_win_even_when_set() -> None:
    # North–South held the bid at 300 with 1800 and were set (120 + 100 < 300): 1800 - 300 =
    # 1500. East–West add 60 + 150: 1400 + 210 = 1610. Both reach 1500: the bidders win.
    from pinochle_learn import score_round

    score = score_round(
        PARTNERSHIP, bid=300, bidding_team=0, meld=(120, 60), tricks=(100, 150), totals=(1800, 1400)
    )
    assert score.totals == (1500, 1610) and score.game_over and score.winner == 0
    text = markdown("04_scoring.ipynb")
    assert "It holds even when the team that held the bid was **set** that round" in text
    assert "(say 1800 before, set on a bid of 300: 1500) and the other team reaches 1610" in text


def test_the_stock_games_end_as_the_lesson_says() -> None:
    # Played by the computer seats (the first seed of 0-19 where it happens): the winner of
    # the trick that takes the last face-down card may still lay down a meld; once the stock
    # is gone the melded cards are back in the hands (12 each, nothing on the table); a 9 of
    # trump played scores as meld.
    import random

    from pinochle_learn import RoundState, Seat, deal_from_seed
    from pinochle_learn.actions import LayDown
    from pinochle_learn.players import choose_action
    from pinochle_learn.procedure import Phase

    def played(seed: int) -> tuple[RoundState, bool]:
        rng = random.Random(seed)
        state = RoundState(TWO_HAND_STOCK, Seat.NORTH).apply(
            deal_from_seed(seed, Seat.NORTH, TWO_HAND_STOCK)
        )
        laid = False
        while state.phase is Phase.STOCK:
            if state.meld_turn and state.stock_left == 2:
                lay = [a for a in state.legal_actions() if isinstance(a, LayDown)]
                if lay and not laid:
                    laid = True
                    state = state.apply(lay[0])
                    continue
            state = state.apply(choose_action(state, rng))
        return state, laid

    # The first of the seeded games whose last-draw winner holds a meld to lay down.
    state, laid_on_the_last_draw = next((g for g in map(played, range(20)) if g[1]), played(0))
    assert laid_on_the_last_draw
    assert all(not table.cards for table in state.tables)
    assert [len(hand) for hand in state.hands] == [12, 12]
    assert TWO_HAND_STOCK.dix_scores_when_played
    text = markdown("stock.ipynb")
    assert "The trick that takes the **last face-down card** is still a trick of the stock" in text
    assert "**go back to their owners' hands**" in text
    assert "A **9 of trump played to a trick scores 10 as meld**" in text
