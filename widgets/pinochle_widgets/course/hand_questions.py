"""Self-check questions on hands and the table: ``partner_card``, ``pass_cards``,
``table_meld``."""

from __future__ import annotations

import random

from pinochle_learn import (
    DECK,
    PARTNERSHIP,
    SUITS,
    TWO_HAND_STOCK,
    Card,
    Hand,
    MeldKind,
    PassCards,
    Ruleset,
    Seat,
    Suit,
    check_pass,
    deal_from_seed,
)
from pinochle_learn.cards import STANDARD_DECK
from pinochle_learn.passing import PassStep
from pinochle_learn.render import question_text as words
from pinochle_learn.render.html import cards_html, hand_html
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.refusals import reason_text
from pinochle_learn.render.table_html import options_html, table_html
from pinochle_learn.render.table_text import meld_title
from pinochle_learn.render.words import suit_noun
from pinochle_learn.tablemeld import MeldTable

from .question_model import NAMES, Question
from .question_model import p_html as _p

__all__ = ["make_partner_card", "make_pass_cards", "make_table_meld"]


# ---------------------------------------------------------------- odds
def _share(p: float) -> str:
    return f"{p * 100:.1f}%"


def make_partner_card(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """How likely is your partner to hold a card you need? (Lesson "Meld odds".)

    Your partner's 12 cards are any 12 of the 36 you cannot see: no copy of a card with ``k``
    copies unseen is among them with chance C(36-k, 12)/C(36, 12).
    """
    import math

    hand = Hand(deal_from_seed(rng, Seat.SOUTH, ruleset).hands[Seat.SOUTH], ruleset.deck)
    missing = [c for c in hand.missing()]
    card = rng.choice(missing)
    if ruleset.deck != STANDARD_DECK:
        return _partner_card_in(hand, card, ruleset)
    # The standard deck's question (its sentences and wrong answers say two copies).
    deck = STANDARD_DECK
    unseen = deck.copies - hand.count(card)
    pile, size = deck.size - len(hand), ruleset.hand_size
    right = 1 - math.comb(pile - unseen, size) / math.comb(pile, size)
    wrong = (
        [12 / 36, 1 - 0.75**2, 2 / 3]
        if unseen == 2
        else [1 - math.comb(34, 12) / math.comb(36, 12), 0.25, 0.5]
    )
    return _partner_card_question(hand, card, ruleset, right, wrong, standard=True)


def _partner_card_in(hand: Hand, card: Card, ruleset: Ruleset) -> Question:
    """:func:`make_partner_card` in a deck of other than two copies (the double deck's four,
    ``docs/rules.md`` #dd.identical): the same count, said for any number of copies."""
    import math

    deck = ruleset.deck
    held = hand.count(card)
    unseen = deck.copies - held
    pile, size = deck.size - len(hand), ruleset.hand_size
    right = 1 - math.comb(pile - unseen, size) / math.comb(pile, size)
    # the usual slips: one copy's chance, chances added, a half
    wrong = [size / pile, min(unseen * size / pile, 0.999), 0.5]
    return _partner_card_question(hand, card, ruleset, right, wrong, standard=False)


def _partner_card_question(
    hand: Hand, card: Card, ruleset: Ruleset, right: float, wrong: list[float], *, standard: bool
) -> Question:
    """The partner-card question with its ``right`` chance and the usual slips ``wrong``, worded
    for the standard deck's two copies (``standard``) or for any number of copies."""
    deck = ruleset.deck
    held = hand.count(card)
    pile, size = deck.size - len(hand), ruleset.hand_size
    options = sorted({_share(right), *(_share(w) for w in wrong)}, key=lambda t: float(t[:-1]))
    # Said so that it cannot be misread: which copies of the card are wanted (the deck has
    # two or four; the hand shown may already hold some of them).
    wish = words.odds_wish(card.label, held=held, copies=deck.copies)
    why = words.odds_explanation(
        card.label,
        held=held,
        copies=deck.copies,
        pile=pile,
        size=size,
        share=_share(right),
        standard=standard,
    )
    return Question(
        kind="partner_card",
        prompt=_p(words.your_hand()) + hand_html(hand, height=56) + _p(wish),
        form="one",
        choices=tuple((t, t) for t in options),
        answer=(_share(right),),
        answer_words=f"{_share(right)}",
        explanation=_p(text_html(why), "pl-q-why"),
        situation={"hand": str(hand), "card": str(card)},
    )


def make_pass_cards(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """May You pass these cards to Bill, the bid winner? (``RULES.md``, PARTNERSHIP passing.)"""
    hands = [Hand(h, ruleset.deck) for h in deal_from_seed(rng, Seat.WEST, ruleset).hands]
    you = list(hands[Seat.SOUTH])
    count = rng.choice([3, 4, 4, 4, 5])
    given = tuple(rng.sample(you, count))
    verdict = check_pass(PassCards(Seat.SOUTH, given), hands, Seat.NORTH, PassStep.TO_WINNER)
    won, picked, asked = words.pass_prompts(NAMES[Seat.NORTH])
    choices = words.yes_no()
    return Question(
        kind="pass_cards",
        prompt=_p(won)
        + hand_html(hands[Seat.SOUTH], height=56)
        + _p(picked)
        + cards_html(given, height=56)
        + _p(asked),
        form="one",
        choices=choices,
        answer=("yes" if verdict.legal else "no",),
        answer_words=choices[0][0] if verdict.legal else choices[1][0],
        explanation=_p(text_html(reason_text(verdict.reason, NAMES)) + ".", "pl-q-why"),
        situation={"hand": str(hands[Seat.SOUTH]), "given": " ".join(str(c) for c in given)},
    )


# ---------------------------------------------------------------- the stock game's table
def make_table_meld(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """You have just won a trick in the stock game: which melds may you lay down now?
    (``RULES.md``, TWO_HAND_STOCK: one meld per trick won, a card again only in another kind,
    a second around of four new cards, a marriage extended to a run but not a run cut back.)
    Always the stock game, whatever ``ruleset`` is given."""
    rules = TWO_HAND_STOCK
    while True:
        deck = list(DECK)
        rng.shuffle(deck)
        hand, table = Hand(deck[:12]), MeldTable(rng.choice(SUITS), rules)
        for _ in range(rng.randrange(1, 3)):  # one or two melds laid down after earlier tricks
            legal = [v for v in table.after_trick(won=True).options(hand) if v.legal]
            if legal:
                pick = rng.choice(legal)
                hand, table = table.after_trick(won=True).lay_down(hand, pick.kind, pick.suit)
        if table.cards and rng.random() < 0.5:  # a melded card since played to a trick
            table = table.play(rng.choice(table.cards).card)
        table = table.after_trick(won=True)
        options = table.options(hand)
        if table.laid and any(v.legal for v in options) and not all(v.legal for v in options):
            break  # something to lay down, and something refused
    trump = table.trump

    def key(kind: MeldKind, suit: Suit | None) -> str:
        return f"{kind.name}:{'-' if suit is None else suit.letter}"

    choices = tuple(
        (f"{meld_title(v.kind, v.suit)} {' '.join(c.label for c in v.cards)}", key(v.kind, v.suit))
        for v in options
    )
    legal = [v for v in options if v.legal]
    game, asked = words.table_meld_prompts(f"{trump.symbol} {suit_noun(trump)}")
    return Question(
        kind="table_meld",
        prompt=_p(game) + hand_html(hand, height=56) + table_html(table) + _p(asked),
        form="many",
        choices=choices,
        answer=tuple(key(v.kind, v.suit) for v in legal),
        answer_words=words.table_meld_answer([meld_title(v.kind, v.suit) for v in legal]),
        explanation=options_html(options),
        situation={
            "hand": str(hand),
            "trump": trump.letter,
            "laid": [m.kind.value for m in table.laid],
            "table": str(table.shown),
        },
    )
