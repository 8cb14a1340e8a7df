"""Scenario links: each explorer's state goes into a link and comes back the same; bad values are
named and left at the lesson's default."""

from __future__ import annotations

from urllib.parse import urlsplit

from pinochle_learn import TWO_HAND_WIDOW, Bid, Pass, Seat, Suit
from pinochle_widgets.course.scenarios import LinkBar, link_for, restore
from pinochle_widgets.views.auction_explorer import AuctionExplorer


def _query(link: str) -> str:
    return urlsplit(link).query


def test_an_auction_half_way_comes_back_from_its_link() -> None:
    explorer = AuctionExplorer(Seat.EAST)
    for action in (Bid(Seat.SOUTH, 250), Pass(Seat.WEST), Bid(Seat.NORTH, 270)):
        explorer.act(action)
    link = link_for("auction", explorer, "03_bidding.ipynb", check=12)
    assert link == "03_bidding.ipynb?dealer=E&bids=250,p,270&check=12"
    again, check, problems = restore("auction", _query(link))
    assert (again.auction.dealer, again.auction.history) == (Seat.EAST, explorer.auction.history)
    assert (check, problems) == (12, [])


def test_a_trick_with_cards_played_comes_back_from_its_link() -> None:
    stepper, _, problems = restore(
        "tricks", "", {"hands": ["H12 S9 D13", "C9 D10 C11", "H9 H10 H14", "S12 D9 C13"]}
    )
    assert problems == []
    assert stepper.play("H12") and stepper.play("C9")
    link = link_for("tricks", stepper, "02_tricks.ipynb")
    again, _, problems = restore("tricks", _query(link))
    assert problems == []
    assert again.hands == stepper.hands and again.trump == stepper.trump
    assert str(again.step.trick) == "H12 C9" == str(stepper.step.trick)


def test_score_figures_come_back_from_their_link() -> None:
    calc, _, _ = restore("scoring", "bid=330&team=1&meld=60,90&tricks=100,150&totals=500,400")
    link = link_for("scoring", calc, "04_scoring.ipynb")
    again, _, problems = restore("scoring", _query(link))
    assert problems == []
    assert again.bid_box.value == "330" and again.team_picker.value == 1
    assert [b.value for b in again.meld_boxes] == ["60", "90"]
    assert [b.value for b in again.before_boxes] == ["500", "400"]
    assert again.score.totals == calc.score.totals


def test_the_two_hand_game_of_the_calculator_comes_back_from_its_link() -> None:
    # Widow game: Bill bids 300 with 150 meld + 120 = 270: set, the shortfall 30; You 60 + 130.
    calc, _, problems = restore("scoring", "bid=300&meld=150,60&tricks=120,130&rules=widow")
    assert problems == [] and calc.base_ruleset.name == "two-hand-widow"
    assert calc.score.deltas == (-30, 190)
    link = link_for("scoring", calc, "04_scoring.ipynb")
    assert "rules=two-hand-widow" in link
    again, _, _ = restore("scoring", _query(link))
    assert again.base_ruleset.name == "two-hand-widow" and again.score.deltas == (-30, 190)
    # The stock game has no auction: named, and the calculator stays on the four-hand game.
    stock, _, problems = restore("scoring", "rules=stock")
    assert stock.base_ruleset.name == "partnership"
    assert any(p.startswith("rules:") and "no auction" in p for p in problems)


def test_a_round_comes_back_from_its_seed() -> None:
    table, _, _ = restore("round", "seed=77")
    again, _, _ = restore("round", _query(link_for("round", table, "05_play_round.ipynb")))
    assert again.session.seed == 77 == table.session.seed


def test_bad_values_are_named_and_the_default_kept() -> None:
    explorer, check, problems = restore(
        "auction", "dealer=Q&bids=250,255&check=x", {"dealer": Seat.WEST}
    )
    assert explorer.auction.dealer is Seat.WEST
    assert [str(a) for a in explorer.auction.history] == [str(Bid(Seat.NORTH, 250))]
    assert check is None
    assert any("dealer" in p and "'Q'" in p for p in problems)
    assert any("255" in p for p in problems)
    assert any(p.startswith("check:") for p in problems)
    bar = LinkBar("auction", explorer, "03_bidding.ipynb", problems=problems)
    assert "dealer" in bar.message.value
    assert bar.make() == "03_bidding.ipynb?dealer=W&bids=250"


def test_bad_hands_in_a_trick_link_are_named() -> None:
    stepper, _, problems = restore("tricks", "hands=H14/H14/H14/H14&trump=Z")
    assert any(p.startswith("trump:") for p in problems)
    assert any(p.startswith("hands:") for p in problems)
    assert len(stepper.hands) == 4


def test_a_meld_hand_comes_back_from_its_link() -> None:
    # A 10 K K Q Q J of hearts, hearts trump: a run with a royal marriage, 230 (RULES.md, Meld).
    app, _, problems = restore("meld", "hand=H14+H10+KH+KH+QH+QH+JH&trump=H")
    assert problems == [] and app.explainer.result.total == 230
    app.explainer.trump = Suit.SPADES  # spades trump: two common marriages in hearts, 40
    app.explainer.ruleset = TWO_HAND_WIDOW
    link = link_for("meld", app, "01_meld.ipynb")
    assert link == "01_meld.ipynb?trump=S&hand=H14+H10+H13+H13+H12+H12+H11&rules=two-hand-widow"
    again, _, problems = restore("meld", _query(link))
    assert problems == []
    assert again.builder.hand == app.builder.hand and again.explainer.trump is Suit.SPADES
    assert again.explainer.ruleset is TWO_HAND_WIDOW and again.explainer.result.total == 40


def test_a_meld_link_with_too_many_cards_is_named_and_opens_empty() -> None:
    thirteen = "+".join(["H14", "H10", "H13", "H12", "H11", "S14", "S10", "S13", "S12", "S11"])
    app, _, problems = restore("meld", f"hand={thirteen}+C14+C10+C13&trump=H")
    assert problems == ["hand: 13 cards, more than 12 in Partnership auction pinochle (four hands)"]
    assert len(app.builder.hand) == 0
