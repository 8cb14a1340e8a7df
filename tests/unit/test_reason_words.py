"""Words a newcomer found hard or wrong on the strong level (session 10, "words"): each
sentence in each language where the fault was.

- A computer's reason names the seat that chose ("Lisa discards the card just drawn"), never
  "it" (English "It discards the card it drew", French "Il" for Lisa).
- The strong level's numbers in plain words: the learner level's card, none of one trick,
  whose points over what, a pass said as a distance behind, "none of them can win".
- Italian and French: several cards agree in number ("si possono giocare"), one card in
  French is singular ("peut être jouée"), the widow's pile with its preposition ("dal
  monte"), "bid" as a verb ("offri 270"), the French catalogue's one rule before ":" (a
  narrow no-break space).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from pinochle_learn import PARTNERSHIP, TWO_HAND_WIDOW, Card, RoundState, Seat, deal_from_seed
from pinochle_learn.actions import Bid
from pinochle_learn.auction import Auction
from pinochle_learn.levels import LevelReason, LevelWhy
from pinochle_learn.meldkinds import MeldKind
from pinochle_learn.render.bid_text import raise_offer
from pinochle_learn.render.i18n import _, speaking
from pinochle_learn.render.level_text import reason_lines, reason_text
from pinochle_learn.render.trick_html import _EACH, _shared_why, _verdict_line
from pinochle_learn.render.widow_text import build_prompt

LOCALE = Path(__file__).resolve().parents[2] / "pinochle_learn" / "locale"
DISCARD = LevelReason(LevelWhy.BUILD_DISCARD, {"samples": 200, "kept": 140, "discarded": 155})
SAMPLED = LevelReason(
    LevelWhy.SAMPLED,
    {
        "card": Card.parse("D9"),
        "deals": 30,
        "best_in": 25,
        "points": 225,
        "left": 250,
        "out_of_time": False,
        "budget": 2.0,
    },
)


@pytest.mark.parametrize(
    ("lang", "start"),
    [
        ("en", "Lisa discards the card just drawn: over 200 random ways"),
        ("it", "Lisa scarta la carta appena pescata: su 200 modi casuali"),
        ("es", "Lisa descarta la carta recién robada: en 200 formas al azar"),
        ("ro", "Lisa aruncă cartea abia trasă: din 200 de moduri"),
        ("fr", "Lisa écarte la carte qui vient d'être tirée\u202f: sur 200 façons"),
    ],
)
def test_a_reason_names_the_seat_that_chose_never_it(lang: str, start: str) -> None:
    with speaking(lang):
        text = reason_text(DISCARD, "Lisa")
    assert text.startswith(start)
    assert "Lisa does not hold" in text if lang == "en" else "Lisa" in text[len(start) :]
    # "it" may still be the card ("keeping it"), never the player
    assert not re.search(r"\b(It|Il|il)\b|it drew|it does not|qu'il", text)


def test_the_log_lines_name_each_reason_s_seat() -> None:
    with speaking("en"):
        lines = reason_lines([None, DISCARD], ["You", "Lisa"])
    assert lines[0] is None and lines[1] is not None
    assert lines[1].startswith("Lisa discards the card just drawn")


def test_the_points_are_the_sides_over_the_deals_tried() -> None:
    with speaking("en"):
        text = reason_text(SAMPLED, "Lisa")
    assert text == (
        "Lisa plays the 9♦: Lisa tried 30 possible deals of the hidden cards and worked each "
        "out to the end; this card did best in 25 of them, and with it Lisa's side takes 225 "
        "points on average over the 30 deals."
    )


def test_the_learner_levels_card_is_said_in_plain_words_with_why_it_is_kept() -> None:
    values = {
        "card": Card.parse("D9"),
        "margin": 4,
        "deals": 8,
        "best_in": 3,
        "out_of_time": False,
        "budget": 1.0,
        "plain": True,
        "from_table": False,
    }
    with speaking("en"):
        text = reason_text(LevelReason(LevelWhy.STOCK_SAMPLED, values), "Bill")
    assert text.startswith("Bill plays the 9♦, the card the learner level would play: ")
    assert "no other card did clearly better, so Bill keeps the simple choice." in text
    assert "learner level's card" not in text


@pytest.mark.parametrize(
    ("turns", "left", "says"),
    [
        (0, 1, "Bill counts on winning none of the tricks still to play"),
        (0, 3, "Bill counts on winning none of the tricks still to play"),
        (1, 1, "Bill counts on winning the one trick still to play"),
        (2, 3, "Bill counts on winning 2 of the 3 tricks still to play"),
    ],
)
def test_a_meld_turn_says_none_and_one_trick_in_words(turns: int, left: int, says: str) -> None:
    values = {"kind": MeldKind.RUN, "points": 150, "turns": turns, "left": left}
    with speaking("en"):
        laid = reason_text(LevelReason(LevelWhy.STOCK_MELD, values), "Bill")
        kept = reason_text(LevelReason(LevelWhy.STOCK_NO_MELD, values), "Bill")
    assert says in laid and says in kept
    assert "0 of the" not in laid + kept and "of the 1 trick" not in laid + kept


def test_passed_cards_are_said_as_a_distance_behind() -> None:
    values = {
        "cards": tuple(Card.parse(c) for c in ("H14", "S10", "C9")),
        "deals": 24,
        "candidates": 6,
        "margin": -148,
        "next_margin": -167,
    }
    with speaking("en"):
        text = reason_text(LevelReason(LevelWhy.PASS_EV, values), "North")
    assert text == (
        "North passes A♥ 10♠ 9♣: of the 6 sets of cards weighed, each played out in 24 "
        "possible deals, these lose least: North's side ends 148 points behind on average, "
        "167 behind with the next best choice."
    )


def test_a_game_the_strong_level_does_not_solve_is_said_plainly() -> None:
    reason = LevelReason(LevelWhy.NOT_SOLVED, {"game": "THREE_HAND_CUTTHROAT"})
    with speaking("en"):
        text = reason_text(reason)
    assert "like the learner level for now" in text and "solver" not in text


def _holding_cannot_win(lang: str) -> str:
    with speaking(lang):
        return _("{holding}; {card} cannot win the trick.").format(holding="HOLD", card=_EACH)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", "HOLD; none of them can win the trick."),
        ("it", "HOLD; nessuna di esse può vincere la presa."),
        ("fr", "HOLD ; aucune d'elles ne peut gagner le pli."),
    ],
)
def test_several_cards_that_cannot_win_none_of_them_can(lang: str, said: str) -> None:
    shared = _holding_cannot_win(lang)
    with speaking(lang):
        assert _shared_why(shared) == said


@pytest.mark.parametrize(
    ("lang", "one", "several"),
    [
        ("it", "si può giocare", "si possono giocare"),
        ("fr", "peut être jouée", "peuvent être jouées"),
        ("es", "se puede jugar", "se pueden jugar"),
    ],
)
def test_the_verb_agrees_with_the_number_of_cards(lang: str, one: str, several: str) -> None:
    with speaking(lang):
        alone = _verdict_line(True, "A♥", "why", 1)
        group = _verdict_line(True, "A♥, K♥", "why", 2)
    assert one in alone and several not in alone
    assert several in group


def test_the_card_drawn_from_the_widow_reads_dal_monte_in_italian() -> None:
    state = RoundState(TWO_HAND_WIDOW, Seat.NORTH).apply(
        deal_from_seed(4, Seat.NORTH, TWO_HAND_WIDOW)
    )
    assert state.drawn is not None
    with speaking("it"):
        text = build_prompt(state, ("You", "Lisa"))
    assert text.startswith(f"Peschi {state.drawn.label} dal monte (47 carte coperte):")
    assert "da il" not in text
    with speaking("en"):
        english = build_prompt(state, ("You", "Lisa"))
    assert english.startswith(f"You draw {state.drawn.label} from the widow (47 cards face down):")


@pytest.mark.parametrize(("lang", "order"), [("it", "offri 260 o 270"), ("fr", "enchéris à 260")])
def test_the_raise_is_an_order_a_verb(lang: str, order: str) -> None:
    auction = Auction(Seat.NORTH, PARTNERSHIP)
    auction = auction.apply(Bid(auction.to_act, 250))
    with speaking(lang):
        assert raise_offer(auction).startswith(order)


@pytest.mark.parametrize("domain", ["pinochle_learn", "lessons"])
def test_the_french_catalogue_puts_a_narrow_no_break_space_before_a_colon(domain: str) -> None:
    with (LOCALE / "fr" / "LC_MESSAGES" / f"{domain}.po").open("rb") as handle:
        catalogue = read_po(handle, locale="fr")
    strays = []
    for message in catalogue:
        if not message.id:
            continue
        forms = message.string if isinstance(message.string, tuple) else (message.string,)
        strays += [f for f in forms if f and re.search(r"[ \u00a0]:(?=[\s<]|$)", f)]
    assert not strays, f"{len(strays)} French entries with another space before ':': {strays[:3]}"
