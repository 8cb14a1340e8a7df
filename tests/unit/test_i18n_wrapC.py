"""Every word of the score, figure, round and table views goes through the catalogue (issue 23).

Under a pseudo-language (:func:`pseudo_language`, ``tests/pseudo_catalogue.py``) every message
comes back as ``[[...]]`` with each letter of its own words turned into ``x``, its
``{placeholders}`` kept: a word of English left in the output was never looked up (or came from
a name, a card or another module's words, listed in each test). The placeholders must all be filled.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Iterator

import pytest

from pinochle_learn import (
    PARTNERSHIP,
    THREE_HAND_CUTTHROAT,
    TWO_HAND_STOCK,
    Card,
    Hand,
    MeldKind,
    Seat,
    Suit,
    check_figures,
    score_round,
)
from pinochle_learn.actions import Bid, Bury, PassCards, Play
from pinochle_learn.auction import Auction
from pinochle_learn.meldplan import plan_melds
from pinochle_learn.render import i18n
from pinochle_learn.render.figure_sentences import deal_points_text, figure_sentence
from pinochle_learn.render.html import meld_html
from pinochle_learn.render.names import team_label
from pinochle_learn.render.reason_sentences import phase_words, reason_sentence
from pinochle_learn.render.refusals import reason_text
from pinochle_learn.render.round_html import (
    auction_html,
    counters_sentence,
    hands_html,
    melds_html,
    phase_html,
    seat_names,
    throw_in_html,
    totals_html,
    tricks_won_html,
)
from pinochle_learn.render.round_panes import hands_pane_html, pass_status_html, refusal_text
from pinochle_learn.render.round_view import history_html, round_table_html
from pinochle_learn.render.score_figures import EXAMPLES
from pinochle_learn.render.score_html import score_html
from pinochle_learn.render.score_sentences import Side, game_text
from pinochle_learn.render.score_table import score_tables_html
from pinochle_learn.render.score_text import score_text
from pinochle_learn.render.table_html import plan_html, table_html
from pinochle_learn.render.table_text import table_verdict_text
from pinochle_learn.render.words import card_name, ruleset_title, side_name
from pinochle_learn.ruleset import DOUBLE_DECK
from pinochle_learn.scoring import check_throw_in, game_result
from pinochle_learn.simulate import play_rounds
from pinochle_learn.state import RoundState
from pinochle_learn.tablemeld import MeldTable
from tests.pseudo_catalogue import use_pseudo_language

NAMES = ("Bill", "Lisa", "You", "Mike")
"""Names a lesson gives: they stay as written."""
KEPT = {"A", "K", "Q", "J", "Bill", "Lisa", "You", "Mike", "North", "East", "South", "West"}
"""Rank letters (a decision of issue 23: not translated) and names."""


@pytest.fixture
def pseudo_language(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Every catalogue brackets its words with each letter as ``x``, in a ``speaking("it")``
    block."""
    use_pseudo_language(monkeypatch, letters_to_x=True)
    with i18n.speaking("it"):
        yield


def _shown(markup: str) -> str:
    """What a reader reads of ``markup``: its text and its ``aria-label`` and ``title``."""
    labels = re.findall(r'(?:aria-label|title)="([^"]*)"', markup)
    text = re.sub(r"<[^>]*>", " ", markup)
    return html.unescape(" ".join([text, *labels]))


def _words(*texts: str) -> set[str]:
    return set(re.findall(r"[A-Za-z]+", " ".join(texts)))


def assert_all_translated(markup: str, also: Iterable[str] = ()) -> None:
    """No English word in ``markup`` outside the catalogue's (but names, rank letters and the
    words of ``also``: other modules' words, English here), every placeholder filled, and
    something looked up."""
    shown = _shown(markup)
    assert "[[" in shown, shown
    assert not re.search(r"\{[a-z_]+\}", shown), shown
    left = {w for w in _words(shown) if set(w) != {"x"}}
    assert left <= KEPT | _words(*also), sorted(left - KEPT - _words(*also))


def _state(upto: int) -> RoundState:
    """A computer-played round of PARTNERSHIP (seed 5), ``upto`` actions in (``-1``: all)."""
    final = next(iter(play_rounds(1, seed=5)))
    state = RoundState(PARTNERSHIP, final.dealer)
    actions = final.history if upto < 0 else final.history[:upto]
    for action in actions:
        state = state.apply_chosen(action)
    return state


def test_every_score_is_worded_through_the_catalogue(pseudo_language: None) -> None:
    for name, example in EXAMPLES.items():
        figures = dict(example)
        if figures["thrown_in"]:  # no tricks played (the calculator leaves them out too)
            figures.pop("tricks")
            figures.pop("tricks_won", None)
        ruleset = figures["ruleset"]
        with i18n.speaking("en"):  # other modules' words, as they are today
            others = [ruleset_title(ruleset)] + [
                side_name(t, ruleset.players) for t in range(ruleset.side_count)
            ]
        score = score_round(**figures)
        assert_all_translated(score_text(score), others)
        assert_all_translated(score_html(score, names=NAMES), [*others, "and"])
        teams = ("Us", "Them", "Others")[: ruleset.side_count]
        assert_all_translated(score_html(score, teams=teams), [*others, *teams])
        assert_all_translated(score_tables_html(score, names=NAMES), [*others, "and"])
        assert "Bill" in score_html(score, names=NAMES) or ruleset.players != 4, name


def test_score_sentences_fill_every_placeholder(pseudo_language: None) -> None:
    score = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(170, 80))
    html_text = score_html(score, names=NAMES)
    # the bidders' set, worked out: the learner's side with a partner,
    # "[[You and {partner} are set on your bid of {bid}]]" filled with the partner's name
    assert (
        "[[[[xxx xxx Bill xxx xxx xx xxxx xxx xx 300]]: "
        "[[120 xxxx + 170 xxxxx xxxxxx = 290]] "
        "xx xxxx, xx [[xxx xxx xxxxxxx xxx xxxx [[xxx xxx, 300]].]]]]" in html_text
    )
    reason = game_result((1550, 1610), bidding_team=0)[1]
    sides = (Side("You"), Side("Lisa", person=True))
    assert game_text(reason, sides) == (
        "[[[[xxxx xxxxx]] xxxxx 1500 (1550 [[xxx]] 1610): [[xxx xxxx xxxx xxxx xxx xxx]], You, "
        "xxx xxxxxxxx xxx xxxxxx.]]"
    )


def test_figure_problems_and_deal_points_go_through_the_catalogue(pseudo_language: None) -> None:
    bad = [
        check_figures(bid=255, bidding_team=0, meld=(95, 60), tricks=(180, 60)),
        check_figures(bid=300, bidding_team=0, meld=(-10, 60), tricks=(180, 70)),
        check_figures(
            bid=300, bidding_team=0, meld=(120, 60), tricks=(20, 230), tricks_won=(0, 12)
        ),
        check_figures(bid=9000, bidding_team=3, meld=(120, 60), tricks=(180, 70)),
    ]
    problems = [p for found in bad for p in found]
    assert len(problems) >= 4
    sides = (Side("Bill and You", plural=True), Side("Lisa and Mike", plural=True))
    for problem in problems:
        assert_all_translated(figure_sentence(problem), ["Team", "Player"])
        assert_all_translated(figure_sentence(problem, sides), ["and"])
    for ruleset in (PARTNERSHIP, DOUBLE_DECK, THREE_HAND_CUTTHROAT):
        assert_all_translated(deal_points_text(ruleset))


def test_the_round_table_speaks_through_the_catalogue(pseudo_language: None) -> None:
    names = seat_names(Seat.SOUTH)
    with i18n.speaking("en"):
        teams = [team_label(t, 4) for t in range(2)]
    auction = _state(3)
    assert auction.auction is not None
    with i18n.speaking("en"):
        why = reason_sentence(auction.auction.why, names)
    assert_all_translated(auction_html(auction.auction, names), [why])
    over = _state(-1)
    with i18n.speaking("en"):  # other modules' words: the phase, meld explained, cards named
        others = [phase_words(over.phase), *teams]
        others += [meld_html(over.melds[seat]) for seat in Seat]
        others += [card_name(card) for card in PARTNERSHIP.deck.cards]
        if over.bidder is not None and over.bid is not None:
            meld = over.team_meld(PARTNERSHIP.side_of(over.bidder))
            others.append(reason_text(check_throw_in(over.bid, meld, PARTNERSHIP).reason))
    for piece in (
        melds_html(over, names),
        tricks_won_html(over),
        counters_sentence(PARTNERSHIP),
        throw_in_html(over, names),
        totals_html(over, (0, 0)),
        hands_html(over.dealt, names, [Seat.NORTH]),
        hands_pane_html(over, Seat.SOUTH, names, show_all=False),
        round_table_html(over, Seat.SOUTH, names, show_all=True),
        history_html([over], Seat.SOUTH, NAMES),
        phase_html(over, Seat.SOUTH, names, 2),
    ):
        assert_all_translated(piece, others)
    assert_all_translated(pass_status_html(0, 4, []))
    assert_all_translated(pass_status_html(1, 4, [Card.parse("H14")], verb="bury"))


def test_refusals_go_through_the_catalogue(pseudo_language: None) -> None:
    reason = Auction(Seat.WEST).check(Bid(Seat.NORTH, 255)).reason
    with i18n.speaking("en"):
        words = reason_text(reason, NAMES, Seat.SOUTH)  # the rule's words: another module's
    for action in (
        Bid(Seat.SOUTH, 255),
        PassCards(Seat.SOUTH, (Card.parse("H14"),)),
        Bury(Seat.SOUTH, (Card.parse("H14"),)),
        Play(Seat.SOUTH, Card.parse("H14")),
    ):
        assert_all_translated(refusal_text(action, reason, None, NAMES), [words])


def test_the_stock_tables_words_go_through_the_catalogue(pseudo_language: None) -> None:
    with i18n.speaking("en"):  # other modules' words: meld kinds, cards named
        kinds = ["pinochle", "Pinochle", "royal", "marriage", "run", "common", "in"]
        kinds += [card_name(card) for card in TWO_HAND_STOCK.deck.cards]
    table = MeldTable(Suit.HEARTS, TWO_HAND_STOCK).after_trick(won=True)
    hand, table = table.lay_down(Hand.parse("S12 D11"), MeldKind.PINOCHLE)
    for who in ("You", "Bill"):
        assert_all_translated(table_verdict_text(table.check(hand, MeldKind.PINOCHLE), who), kinds)
        later = table.after_trick(won=True)
        assert_all_translated(table_verdict_text(later.check(hand, MeldKind.PINOCHLE), who), kinds)
        assert_all_translated(table_html(table, who=who), kinds)
    assert_all_translated(table_html(MeldTable(Suit.HEARTS, TWO_HAND_STOCK)))
    hand = Hand.parse("H14 H13 H12 H12 H11 H10 S12 D11 C13 C12")
    for now, tricks in ((True, None), (False, 3)):
        advice = plan_melds(hand, MeldTable(Suit.HEARTS, TWO_HAND_STOCK), tricks)
        assert_all_translated(plan_html(advice, now=now), kinds)
