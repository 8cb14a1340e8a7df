"""The bid advisor, "What is my hand worth?" (issue 19, point 4): pinochle_learn.advisor and its
panel's words (pinochle_learn.render.advisor_text). Meld counted by hand from RULES.md,
PARTNERSHIP Meld."""

from __future__ import annotations

import statistics
from fractions import Fraction

import pytest

from pinochle_learn import PARTNERSHIP, TWO_HAND_STOCK, Hand, Suit
from pinochle_learn.advisor import HandWorth, TrumpWorth, advises, hand_worth
from pinochle_learn.errors import HandError, RulesetError
from pinochle_learn.odds.questions import partner_meld
from pinochle_learn.render import advisor_text
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.person import Person

# The auction lesson's worked example (03_bidding.ipynb): Bill's hand.
BILL = Hand.parse("H14 H10 H13 H12 S14 C14 D14 S13 S12 D11 C9 D9")


@pytest.fixture(scope="module")
def worth() -> HandWorth:
    return hand_worth(BILL, samples=6, seed=3)


def test_the_meld_with_each_trump_counted_by_hand(worth: HandWorth) -> None:
    # Aces around (A♥ A♠ A♣ A♦) 100 and a pinochle (Q♠ J♦) 40 whatever the trump; K♥ Q♥ and
    # K♠ Q♠ are marriages: the one in trump royal (40), the other common (20); no run (no J
    # of hearts or spades). In diamonds or clubs both are common (2 x 20) and the 9 of trump
    # held is a dix (10).
    assert worth.of(Suit.HEARTS).meld == 40 + 20 + 100 + 40 == 200
    assert worth.of(Suit.SPADES).meld == 40 + 20 + 100 + 40 == 200
    assert worth.of(Suit.DIAMONDS).meld == 20 + 20 + 100 + 40 + 10 == 190
    assert worth.of(Suit.CLUBS).meld == 20 + 20 + 100 + 40 + 10 == 190


def test_the_partners_meld_is_the_exact_average_of_the_odds(worth: HandWorth) -> None:
    for trump in Suit:
        exact = partner_meld(BILL, trump, PARTNERSHIP).mean
        assert worth.of(trump).partner_meld == exact
        assert isinstance(worth.of(trump).partner_meld, Fraction)


def test_sampled_figures_are_trick_points_of_a_round_and_replay_with_the_seed(
    worth: HandWorth,
) -> None:
    for trump_worth in worth.trumps:
        assert len(trump_worth.tricks) == len(trump_worth.totals) == 6
        # Counters are 10 each and the last trick 10: trick points are tens from 0 to 250.
        assert all(0 <= t <= 250 and t % 10 == 0 for t in trump_worth.tricks)
        # A deal with no trick point totals nothing; else at least the trick points.
        for tricks, total in zip(trump_worth.tricks, trump_worth.totals, strict=True):
            assert total == 0 if tricks == 0 else total >= tricks
    again = hand_worth(BILL, samples=6, seed=3)
    assert [t.totals for t in again.trumps] == [t.totals for t in worth.trumps]


def test_highest_bid_with_a_chance_worked_by_hand() -> None:
    # Four deals totalling 240, 300, 310 and 400: 250 and 300 are made in 3 of 4, 310 in 2 of
    # 4, 320 to 400 in 1 of 4.
    four = TrumpWorth(Suit.HEARTS, 0, Fraction(0), (240, 300, 310, 400), (0, 0, 0, 0))
    assert four.chance(300) == 0.75 and four.chance(310) == 0.5 and four.chance(320) == 0.25
    assert four.highest_bid(0.5) == 310
    assert four.highest_bid(0.75) == 300
    assert four.highest_bid(0.25) == 400
    assert four.highest_bid(1.0) is None  # even 250 is made in only 3 of 4


def test_mean_trick_points_and_their_error_worked_by_hand() -> None:
    # Trick points 100 and 140: mean 120; sample standard deviation 28.28, over sqrt 2: 20.
    two = TrumpWorth(Suit.CLUBS, 0, Fraction(0), (0, 0), (100, 140))
    assert two.trick_points == 120
    assert two.trick_error == pytest.approx(20)


def test_progress_counts_every_play_out() -> None:
    seen: list[tuple[int, int]] = []
    hand_worth(BILL, samples=2, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(n, 8) for n in range(1, 9)]


@pytest.mark.parametrize(
    ("hand", "kwargs", "error", "named"),
    [
        (Hand.parse("H14 H10 H13"), {}, HandError, "3 cards"),
        (BILL, {"samples": 0}, ValueError, "samples=0"),
        (BILL, {"ruleset": TWO_HAND_STOCK}, RulesetError, "two-hand-stock"),
    ],
)
def test_bad_input_is_refused_naming_it(hand, kwargs, error, named) -> None:
    with pytest.raises(error, match=named):
        hand_worth(hand, **kwargs)


def test_the_advisor_answers_the_partnership_auction_of_48_cards_only() -> None:
    from pinochle_learn.ruleset import DOUBLE_DECK, THREE_HAND_CUTTHROAT, TWO_HAND_WIDOW

    assert advises(PARTNERSHIP)
    # No partner (widow, stock, cutthroat), or 80 cards whose partner odds take seconds a trump.
    for ruleset in (TWO_HAND_WIDOW, TWO_HAND_STOCK, THREE_HAND_CUTTHROAT, DOUBLE_DECK):
        assert not advises(ruleset), ruleset.name


def test_the_panel_shows_the_engines_figures(worth: HandWorth) -> None:
    html = advisor_text.hand_worth_html(worth)
    # The table turned: one row a measure, one column a trump (suit order), so a phone
    # holds it in any language; the meld after the pass is its own row (the mean of the deals).
    rows = {
        "Your meld": [str(t.meld) for t in worth.trumps],
        "Your team&#x27;s meld after the pass (average)": [
            advisor_text.rounded(statistics.fmean(t.melds)) for t in worth.trumps
        ],
        "Your team&#x27;s counter points (average)": [
            advisor_text.rounded(t.trick_points) for t in worth.trumps
        ],
    }
    for head, cells in rows.items():
        assert f'<th scope="row">{head}</th>' + "".join(f"<td>{c}</td>" for c in cells) in html
    assert "Trick points" not in html and 'class="dataframe pl-worth-table"' in html
    hearts = worth.of(Suit.HEARTS)
    assert len(hearts.melds) == worth.samples == 6
    for meld, tricks, total in zip(hearts.melds, hearts.tricks, hearts.totals, strict=True):
        assert total == (meld + tricks if tricks > 0 else 0)
    assert 'id="hand-worth-table"' in html and 'id="hand-worth-chart"' in html
    best = worth.best
    bid = best.highest_bid(0.5)
    assert f"{best.trump.symbol}: your team makes {bid} or more" in html
    assert "6 deals of the other 36 cards" in html
    # The chart's bid axis starts at the minimum bid, 250, not at 0.
    chart = html[html.index('id="hand-worth-chart"') :]
    assert ">250</text>" in chart


def test_the_best_trump_has_the_highest_even_chance_bid(worth: HandWorth) -> None:
    bids = {t.trump: t.highest_bid(0.5) or 0 for t in worth.trumps}
    assert bids[worth.best.trump] == max(bids.values())


def test_every_word_of_the_panel_goes_through_the_catalogue(
    worth: HandWorth, pseudo_language: None
) -> None:
    with speaking("it"):
        html = advisor_text.hand_worth_html(worth)
        title = advisor_text.hand_worth_title()
    assert title == "[[What is my hand worth?]]"
    assert "[[Your meld]]" in html and "[[Trump]]" in html
    assert "[[Your best trump is " in html
    assert "[[Your meld is counted by the meld solver, before any passing.]]" in html
    assert "[[bid]]" in html  # the chart's axis
    with speaking("it"):
        bill = advisor_text.hand_worth_html(worth, Person("Bill"))
        assert advisor_text.hand_worth_title(Person("Bill")) == "[[What is Bill's hand worth?]]"
    assert "[[Bill&#x27;s meld]]" in bill and "[[Your meld]]" not in bill
