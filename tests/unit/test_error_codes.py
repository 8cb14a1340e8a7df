"""The engine's bad-input errors carry a code and their values (issue 23): ``str()`` stays the
developer's English line, and ``render.error_text.error_text`` words each code for a learner,
through the catalogue of the language asked."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest

from pinochle_learn import Card, Hand, MeldTable, Seat, Suit, Trick, legal_plays, parse_cards
from pinochle_learn.cards import STANDARD_DECK, Rank
from pinochle_learn.errors import PinochleError
from pinochle_learn.levels import as_level
from pinochle_learn.meld import solve_meld
from pinochle_learn.meldkinds import MeldKind
from pinochle_learn.numbers import parse_whole_number
from pinochle_learn.odds.partner import unseen
from pinochle_learn.play import play_verdict
from pinochle_learn.render import error_text as error_text_module
from pinochle_learn.render import i18n
from pinochle_learn.render.error_text import INPUT_SENTENCES, error_text
from pinochle_learn.ruleset import (
    DOUBLE_DECK,
    PARTNERSHIP,
    THREE_HAND_CUTTHROAT,
    TWO_HAND_STOCK,
    BothReach,
    find_ruleset,
)
from pinochle_learn.simulate import check_levels
from tests.pseudo_catalogue import use_pseudo_language

TWELVE = "H14 H10 H13 H12 H11 H9 S14 S10 S13 S12 S11 S9"

# code -> (the engine call that refuses, the English a learner reads: worked out by hand from
# the values the call was given)
CASES: dict[str, tuple[Callable[[], object], str]] = {
    "suit": (lambda: Suit.parse("Z"), "invalid suit 'Z': use S, H, D, C or ♠ ♥ ♦ ♣"),
    "card": (
        lambda: Card.parse("QX"),
        "invalid card 'QX': write e.g. H14, AH, 10H or A♥",
    ),
    "card_in_hand": (
        lambda: parse_cards("H14 QX"),
        "invalid card 'QX' at position 2 in 'H14 QX'",
    ),
    "not_text": (
        lambda: parse_cards(None),  # type: ignore[arg-type]
        "cards: expected text such as 'H14 KH Q♠', got None",
    ),
    "number_digits": (
        lambda: parse_whole_number("３００", name="--bid", low=0, high=10_000),
        "--bid '３００': give a whole number from 0 to 10000 in the digits 0-9",
    ),
    "number_range": (
        lambda: parse_whole_number("100000", name="", low=1, high=10_000),
        "'100000': give a whole number from 1 to 10000",
    ),
    "seat": (lambda: Seat.parse("Q"), "invalid seat 'Q': use N, E, S, W (or 0 to 3)"),
    "rank_not_in_deck": (
        lambda: DOUBLE_DECK.deck.check_copies(Card.parse("H9"), 1),
        "this deck has no 9♥: it holds no cards of that rank",
    ),
    "too_many_copies": (
        lambda: STANDARD_DECK.check_copies(Card.parse("H14"), 3),
        "the deck holds only two copies of each card: one A♥ too many",
    ),
    "not_in_hand": (
        lambda: Hand(parse_cards("H14")).remove(Card.parse("S12")),
        "the hand holds no Q♠ to take out",
    ),
    "not_on_table": (
        lambda: MeldTable(Suit.HEARTS, PARTNERSHIP).play(Card.parse("S12")),
        "no Q♠ lies on the table",
    ),
    "card_not_held": (
        lambda: play_verdict(
            Hand(parse_cards("H14 S12")), Trick(Suit.HEARTS), Card.parse("C9"), PARTNERSHIP
        ),
        "9♣ is not in the hand Q♠ A♥",
    ),
    "unknown_ruleset": (
        lambda: find_ruleset("poker"),
        "no ruleset called 'poker': choose one of ",
    ),
    "unknown_level": (
        lambda: as_level("expert"),
        "no computer level called 'expert': choose one of learner, strong",
    ),
    "seat_not_in_game": (
        lambda: check_levels({Seat.WEST: "strong"}, TWO_HAND_STOCK),
        "West does not play in Two-hand pinochle with a stock: its seats are N, E",
    ),
    "players": (
        lambda: dataclasses.replace(PARTNERSHIP, players=5),
        "5 players: pinochle here is for 2, 3 or 4 players",
    ),
    "too_many_in_play": (
        lambda: legal_plays(
            Hand(parse_cards("H14 H14 S12")),
            Trick(Suit.HEARTS, tuple(parse_cards("H14"))),
            Suit.HEARTS,
            PARTNERSHIP,
        ),
        "A♥ appears 3 times in the hand and the trick, but the deck holds only two of each card",
    ),
    "too_many_in_trick": (
        lambda: Trick(Suit.HEARTS, tuple(parse_cards("H14 H14 H14"))),
        "A♥ appears 3 times in the trick, but the deck holds only two of each card",
    ),
    "hand_too_big": (
        lambda: solve_meld(parse_cards(TWELVE + " C14"), Suit.HEARTS, PARTNERSHIP),
        "13 cards: a hand in Partnership auction pinochle (four hands) holds at most 12",
    ),
    "hand_not_full": (
        lambda: unseen(Hand(parse_cards("H14"))),
        "1 card: the question is asked of a full hand of 12",
    ),
    "trick_trump": (  # a trick begun in hearts, asked about with spades as trump
        lambda: legal_plays("H14", Trick(Suit.HEARTS), "S", PARTNERSHIP),
        "the trick's trump is hearts, but the trump given is spades",
    ),
    "trick_players": (  # a three-player trick in the four-hand game
        lambda: legal_plays(
            "H14", Trick.parse("H9", Suit.HEARTS, players=3), Suit.HEARTS, PARTNERSHIP
        ),
        "the trick is for 3 players, but Partnership auction pinochle (four hands) has 4",
    ),
    "trick_complete": (  # four cards down in the four-hand game: no fifth
        lambda: legal_plays("H14", "H9 H10 H12 H13", "H", PARTNERSHIP),
        "the trick 9♥ 10♥ Q♥ K♥ is complete: Partnership auction pinochle (four hands) has 4 "
        "players, so no card may be added",
    ),
    "hand_empty": (
        lambda: legal_plays("", "", "H", PARTNERSHIP),
        "the hand is empty: there is no card to play",
    ),
}


def _raised(call: Callable[[], object]) -> PinochleError:
    with pytest.raises(PinochleError) as caught:
        call()
    return caught.value


# code -> (the call that builds rules that do not fit together, the English worked out by hand)
RULESET_CASES: dict[str, tuple[Callable[[], object], str]] = {
    "hand_size": (
        lambda: dataclasses.replace(PARTNERSHIP, hand_size=13),  # 4 x 13 = 52 of 48 cards
        "4 hands of 13 cards need more than the deck's 48 cards",
    ),
    "meld_kind": (
        lambda: dataclasses.replace(PARTNERSHIP, meld_points={"x": 10}),
        "'x' is no kind of meld",
    ),
    "meld_points": (
        lambda: dataclasses.replace(
            PARTNERSHIP, meld_points={**PARTNERSHIP.meld_points, MeldKind.DIX: -10}
        ),
        "the dix cannot be worth -10: a meld is worth 0 points or more",
    ),
    "counter_missing": (
        lambda: dataclasses.replace(PARTNERSHIP, counter_points={Rank.ACE: 11}),
        "the counting gives no value for 10 K Q J 9: each of A 10 K Q J 9 needs one",
    ),
    "counter_negative": (
        lambda: dataclasses.replace(
            PARTNERSHIP, counter_points={**PARTNERSHIP.counter_points, Rank.ACE: -1}
        ),
        "a counter is worth 0 points or more",
    ),
    "min_bid": (
        lambda: dataclasses.replace(PARTNERSHIP, min_bid=0),
        "an opening bid of 0: the auction needs an opening bid above 0 and at least one raise",
    ),
    "throw_in_margin": (
        lambda: dataclasses.replace(PARTNERSHIP, throw_in_margin=-1),
        "throwing the hand in (margin -1) needs an auction and a margin of 0 or more",
    ),
    "pass_cards": (
        lambda: dataclasses.replace(PARTNERSHIP, pass_cards=13),
        "passing 13: partners pass 0 to 12 cards, and only in a four-player game",
    ),
    "both_reach_auction": (  # two-hand with a stock has no auction
        lambda: dataclasses.replace(TWO_HAND_STOCK, both_reach=BothReach.BIDDER),
        "“the side that held the bid wins when both reach the target” needs an auction: "
        "choose “the first to reach it” or “the higher total”",
    ),
    "beat_needs_head": (
        lambda: dataclasses.replace(
            PARTNERSHIP, must_head_trick=False, must_beat_led_suit_after_trump=True
        ),
        "“beat the suit led after a trump” needs “win the trick if able”: it refines that rule",
    ),
    "hand_size_deal": (
        lambda: dataclasses.replace(PARTNERSHIP, hand_size=11),  # 4 x 11 = 44 of 48
        "4 hands of 11 and a widow of 0 are 44 cards, not the deck's 48",
    ),
    "hand_size_packet": (  # two-hand with a stock deals in packets of 4: 10 is no multiple
        lambda: dataclasses.replace(TWO_HAND_STOCK, hand_size=10),
        "hands of 10: the deal goes in packets of 4, so a hand must be a multiple of 4 cards",
    ),
    "sides_few": (
        lambda: dataclasses.replace(PARTNERSHIP, sides=((0, 1, 2, 3),)),
        "a game needs at least two sides",
    ),
    "side_empty": (
        lambda: dataclasses.replace(PARTNERSHIP, sides=((0, 2), ())),
        "side 1 has no seat",
    ),
    "side_seat": (
        lambda: dataclasses.replace(PARTNERSHIP, sides=((0, 2), (1, 5))),
        "seat 5 is not one of the 4 seats (0 to 3)",
    ),
    "seat_twice": (
        lambda: dataclasses.replace(PARTNERSHIP, sides=((0, 2), (1, 2))),
        "seat 2 is in two sides",
    ),
    "seat_no_side": (
        lambda: dataclasses.replace(PARTNERSHIP, sides=((0, 2), (1,))),
        "seat 3 is on no side",
    ),
    "kitty": (
        lambda: dataclasses.replace(PARTNERSHIP, kitty=-1),
        "a widow of -1: the widow holds 0 cards or more",
    ),
    "kitty_bury": (  # partnership has no bury: a widow has nowhere to go
        lambda: dataclasses.replace(PARTNERSHIP, kitty=3),
        "a widow of 3: a widow for the bid winner needs a round with a bury, and a round with "
        "a bury needs a widow",
    ),
    "deck": (
        lambda: dataclasses.replace(PARTNERSHIP, deck="x"),
        "'x' is not a deck",
    ),
    "meld_rank": (  # the double deck has no nines, so no dix
        lambda: dataclasses.replace(
            DOUBLE_DECK, meld_points={**DOUBLE_DECK.meld_points, MeldKind.DIX: 10}
        ),
        "the dix needs 9, a rank this deck (80 cards: A 10 K Q J) does not hold",
    ),
    "seat_side": (
        lambda: THREE_HAND_CUTTHROAT.side_of(3),
        "no side of Three-hand cutthroat pinochle holds seat 3",
    ),
    "partners": (
        lambda: THREE_HAND_CUTTHROAT.partner(1),
        "Three-hand cutthroat pinochle gives East 0 partners, not one",
    ),
    "computer_stuck": (
        lambda: _computer_stuck(2),  # West deals: the deal, then North and East bid: 3 moves
        "the computer players made 2 moves without reaching your turn",
    ),
}
NO_VALUES = {"sides_few", "counter_negative", "both_reach_auction", "beat_needs_head", "hand_empty"}
"""Codes whose sentence names no value."""


def _computer_stuck(steps: int) -> object:
    from pinochle_widgets.sessions import round_session

    kept = round_session.MAX_COMPUTER_STEPS
    round_session.MAX_COMPUTER_STEPS = steps
    try:
        return round_session.RoundSession(seed=0)
    finally:
        round_session.MAX_COMPUTER_STEPS = kept


def test_every_code_worded_is_tested() -> None:
    worded = (
        set(INPUT_SENTENCES)
        | set(error_text_module._PLURAL_SENTENCES)
        | set(error_text_module.RULESET_SENTENCES)
    )
    assert worded == set(CASES) | set(RULESET_CASES)


@pytest.mark.parametrize("code", sorted(RULESET_CASES))
def test_rules_that_do_not_fit_are_worded_by_their_code(code: str) -> None:
    call, english = RULESET_CASES[code]
    error = _raised(call)
    assert error.code == code
    assert bool(error.values) is (code not in NO_VALUES)
    assert "\n" not in str(error) and str(error)  # the developer's line is kept
    assert error_text(error, lang="en") == english


@pytest.mark.usefixtures("pseudo_language")
@pytest.mark.parametrize("code", sorted(RULESET_CASES))
def test_rules_that_do_not_fit_are_worded_through_the_catalogue(code: str) -> None:
    call, english = RULESET_CASES[code]
    text = error_text(_raised(call), lang="it")
    assert text.startswith("[[") and text.endswith("]]")  # looked up, in Italian
    inner = english.replace("Three-hand cutthroat pinochle", "[[Three-hand cutthroat pinochle]]")
    inner = inner.replace("East", "[[East]]").replace("the dix", "the [[dix]]")
    assert text == f"[[{inner}]]"


@pytest.mark.parametrize("code", sorted(CASES))
def test_the_engine_raises_the_code_with_its_values(code: str) -> None:
    call, _english = CASES[code]
    error = _raised(call)
    assert error.code == code
    assert bool(error.values) is (code not in NO_VALUES)  # the sentence's values, as data
    assert "\n" not in str(error) and str(error)  # the developer's line is kept


@pytest.mark.parametrize("code", sorted(CASES))
def test_english_names_the_bad_value(code: str) -> None:
    call, english = CASES[code]
    text = error_text(_raised(call), lang="en")
    assert text.startswith(english)
    if code == "unknown_ruleset":  # the presets are listed, as the engine's line lists them
        assert "partnership" in text and "two-hand-stock (or stock)" in text


@pytest.mark.usefixtures("pseudo_language")
@pytest.mark.parametrize("code", sorted(CASES))
def test_each_code_is_worded_through_the_catalogue(code: str) -> None:
    call, english = CASES[code]
    error = _raised(call)
    # under the pseudo language the game's title is bracketed too
    expected = english.replace(
        "Partnership auction pinochle (four hands)",
        "[[Partnership auction pinochle (four hands)]]",
    ).replace("only two ", "only [[two]] ")
    expected = expected.replace("hearts,", "[[hearts]],").replace("is spades", "is [[spades]]")
    expected = expected.replace("West does", "[[West]] does").replace(
        "in Two-hand pinochle with a stock:", "in [[Two-hand pinochle with a stock]]:"
    )
    text = error_text(error, lang="it")
    assert text.startswith("[[") and text.endswith("]]")
    assert text[2:].startswith(expected)


def test_the_developer_line_is_unchanged() -> None:
    assert str(_raised(lambda: parse_cards("H14 QX"))) == (
        "invalid card 'QX' at position 2 in 'H14 QX'"
    )
    assert str(_raised(lambda: Suit.parse("Z"))) == "invalid suit 'Z': use S, H, D, C or ♠ ♥ ♦ ♣"


def test_an_error_with_no_code_keeps_its_message() -> None:
    assert error_text(PinochleError("no lessons folder at '/x'"), lang="en") == (
        "no lessons folder at '/x'"
    )
    assert error_text(PinochleError("line", code="no_such_code", x=1), lang="en") == "line"


@pytest.fixture
def italian_pseudo(monkeypatch: pytest.MonkeyPatch) -> None:
    """Italian reads as the pseudo-language; English stays English."""
    use_pseudo_language(monkeypatch, english=True)


@pytest.mark.usefixtures("italian_pseudo")
def test_the_command_line_says_a_bad_card_in_its_language(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from pinochle_learn.cli import main

    assert main(["meld", "H14 QX", "--trump", "H", "--lang", "it"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert "[[invalid card 'QX' at position 2 in 'H14 QX']]" in err


@pytest.mark.usefixtures("italian_pseudo")
def test_a_lesson_link_names_a_refused_value_in_the_page_language() -> None:
    from pinochle_learn.render.scenario_text import link_problems
    from pinochle_widgets.sessions.links import read_link

    values, problems = read_link("trump=Z", {"trump": Suit.parse})
    assert values == {}
    with i18n.speaking("it"):
        worded = link_problems(problems)
    assert worded == [
        "[[{field}: {problem}]]".format(
            field="trump", problem="[[invalid suit 'Z': use S, H, D, C or ♠ ♥ ♦ ♣]]"
        )
    ]
    with i18n.speaking("en"):
        assert link_problems(problems) == ["trump: invalid suit 'Z': use S, H, D, C or ♠ ♥ ♦ ♣"]


def test_an_error_with_a_code_pickles_with_its_values() -> None:
    import pickle

    error = _raised(lambda: parse_cards("H14 QX"))
    copy = pickle.loads(pickle.dumps(error))
    assert (str(copy), copy.code, dict(copy.values)) == (
        "invalid card 'QX' at position 2 in 'H14 QX'",
        "card_in_hand",
        {"token": "QX", "position": 2, "text": "H14 QX"},
    )
    assert error_text(copy, lang="en") == "invalid card 'QX' at position 2 in 'H14 QX'"


def test_a_card_the_hand_lacks_is_worded_by_its_code() -> None:
    """``PlayAnalysis.verdict`` of a card not in the hand: the same code as ``play_verdict``."""
    error = _raised(lambda: legal_plays("H14 S12", "", "H", PARTNERSHIP).verdict("C9"))
    assert (error.code, str(error)) == ("card_not_held", "the hand holds no 'C9' (9♣)")
    assert error_text(error, lang="en") == "9♣ is not in the hand Q♠ A♥"  # as the hand shows it


@pytest.mark.parametrize(
    ("code", "italian"),
    [
        ("trick_trump", "la briscola della presa è cuori, ma la briscola indicata è picche"),
        (
            "trick_players",
            "la presa è per 3 giocatori, ma in Pinochle in coppia con asta (quattro mani) si "
            "gioca in 4",
        ),
        (
            "trick_complete",
            "la presa 9♥ 10♥ Q♥ K♥ è completa: in Pinochle in coppia con asta (quattro mani) "
            "giocano 4 giocatori, quindi non si può aggiungere nessuna carta",
        ),
        ("hand_empty", "la mano è vuota: non c'è nessuna carta da giocare"),
    ],
)
def test_a_refused_trick_reads_in_italian(code: str, italian: str) -> None:
    """The real Italian catalogue words each of ``legal_plays``' own refusals."""
    call, _english = CASES[code]
    assert error_text(_raised(call), lang="it") == italian
