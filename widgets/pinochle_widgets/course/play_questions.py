"""Self-check questions on tricks: ``legal``, ``winner``, ``counters`` and ``meld``."""

from __future__ import annotations

import random
from collections.abc import Sequence

from pinochle_learn import (
    PARTNERSHIP,
    SUITS,
    Card,
    Hand,
    Rank,
    Ruleset,
    Seat,
    Trick,
    deal_from_seed,
    legal_plays,
    solve_meld,
    trick_points,
    trick_winner,
)
from pinochle_learn.render import question_text as words
from pinochle_learn.render.html import card_svg, cards_html, hand_html, meld_html
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.names import seat_name
from pinochle_learn.render.person import Person
from pinochle_learn.render.play_sentences import win_sentence
from pinochle_learn.render.trick_html import points_text, reasons_html, trick_html
from pinochle_learn.render.words import suit_noun

from .question_model import Question, seat_and_names, table_hands
from .question_model import p_html as _p

__all__ = ["make_counters", "make_legal", "make_meld", "make_winner"]


# ---------------------------------------------------------------- tricks (shared by three kinds)
def _played_position(
    rng: random.Random, ruleset: Ruleset, *, before_you: int
) -> tuple[list[Hand], Trick]:
    """Deal, play some whole tricks with random legal cards, then ``before_you`` cards of a new
    trick so that You (``seat_and_names``) are to play next. Returns the hands and the trick
    so far."""
    players = ruleset.players
    you, _ = seat_and_names(ruleset)
    deal = deal_from_seed(rng, Seat(rng.randrange(players)), ruleset)
    hands = table_hands(deal, ruleset)
    copies = ruleset.deck.copies  # four in the double deck (docs/rules.md #dd.identical)
    trump = rng.choice(SUITS)
    leader = Seat(rng.randrange(players))
    for _ in range(rng.randrange(4, 9)):
        trick = Trick(trump, (), leader, players, copies)
        for i in range(players):
            seat = leader.ahead(i, players)
            card = rng.choice(legal_plays(hands[seat], trick, trump, ruleset).legal)
            hands[seat] = hands[seat].remove(card)
            trick = trick.add(card)
        leader = Seat(trick.winner_seat)
    trick = Trick(trump, (), you.ahead(-before_you, players), players, copies)
    for i in range(before_you):
        seat = Seat(trick.leader or 0).ahead(i, players)
        card = rng.choice(legal_plays(hands[seat], trick, trump, ruleset).legal)
        hands[seat] = hands[seat].remove(card)
        trick = trick.add(card)
    return hands, trick


def _played(seats: Sequence[int], cards: Sequence[Card], names: Sequence[str]) -> str:
    """The cards of a trick under their players' names, in play order, with no winner shown."""
    items = "".join(
        f'<figure style="margin:0 .5em 0 0; text-align:center">'
        f"<figcaption><strong>{text_html(seat_name(seat, names))}</strong></figcaption>"
        f"{card_svg(card, height=64)}</figure>"
        for seat, card in zip(seats, cards, strict=True)
    )
    return f'<div class="pl-q-trick" style="display:flex; flex-wrap:wrap">{items}</div>'


def _trump_line(trick: Trick) -> str:
    return _p(words.trump_line(f"{trick.trump.symbol} {suit_noun(trick.trump)}"))


def make_legal(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """Which of your cards may you play to this trick? (``RULES.md``, PARTNERSHIP Tricks.)"""
    you, names = seat_and_names(ruleset)
    hands, trick = _played_position(rng, ruleset, before_you=rng.randrange(1, ruleset.players))
    hand = hands[you]
    analysis = legal_plays(hand, trick, trick.trump, ruleset)
    distinct = sorted(set(hand), key=lambda c: c.sort_key, reverse=True)
    legal = {str(c) for c in analysis.legal}
    return Question(
        kind="legal",
        prompt=trick_html(trick, names=names, winner_id=None, height=60) + _p(words.legal_prompt()),
        cards=tuple(str(c) for c in hand),
        form="many",
        choices=tuple((c.label, str(c)) for c in distinct),
        answer=tuple(str(c) for c in distinct if str(c) in legal),
        answer_words=words.legal_answer(" ".join(c.label for c in distinct if str(c) in legal)),
        explanation=reasons_html(analysis, names=names),
        situation={"hand": str(hand), "trick": str(trick), "trump": trick.trump.letter},
    )


def make_winner(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """Who wins this trick? (``RULES.md``: Cards, rank in tricks; PARTNERSHIP Tricks.)"""
    _, names = seat_and_names(ruleset)
    hands, trick = _played_position(rng, ruleset, before_you=0)
    for i in range(ruleset.players):
        seat = Seat(trick.leader or 0).ahead(i, ruleset.players)
        card = rng.choice(legal_plays(hands[seat], trick, trick.trump, ruleset).legal)
        trick = trick.add(card)
    index, reason = trick_winner(trick.cards, trick.trump)
    seats = [trick.seat_of(i) for i in range(ruleset.players)]
    return Question(
        kind="winner",
        prompt=_trump_line(trick)
        + _played(seats, trick.cards, names)
        + _p(words.winner_prompt(seat_name(seats[0], names))),
        form="one",
        choices=tuple(
            (f"{seat_name(s, names)}: {c.label}", str(s))
            for s, c in zip(seats, trick.cards, strict=True)
        ),
        answer=(str(seats[index]),),
        answer_words=words.winner_answer(Person.of(seats[index], names)),
        situation={"cards": str(trick), "trump": trick.trump.letter, "leader": trick.leader},
        explanation=_p(text_html(win_sentence(reason)) + ".", "pl-q-why"),
    )


def make_counters(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """How many counter points does this trick hold? (``RULES.md``, PARTNERSHIP Counting.)"""
    deal = deal_from_seed(rng, Seat.NORTH, ruleset)
    held = deal.hands[0] or deal.stock  # a widow game deals no hand: take from the widow
    cards = rng.sample(list(held), ruleset.players)
    last = rng.random() < 0.25
    points = trick_points(cards, ruleset, last=last)
    return Question(
        kind="counters",
        prompt=cards_html(cards, height=60) + _p(words.counters_prompt(last=last)),
        form="numbers",
        fields=(words.trick_points_label(),),
        answer=(points,),
        answer_words=words.trick_points_answer(points),
        situation={"cards": " ".join(str(c) for c in cards), "last": last},
        explanation=_p(text_html(points_text(cards, ruleset, last=last)), "pl-q-why"),
    )


# ---------------------------------------------------------------- meld
def make_meld(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """What is this hand's meld, class by class? (``RULES.md``, PARTNERSHIP Meld.)"""
    # Of three deals, the hand with the most meld: a hand with nothing to count teaches little.
    you, _ = seat_and_names(ruleset)
    tries = []
    for _ in range(3):
        hand = table_hands(deal_from_seed(rng, you, ruleset), ruleset)[you]
        trump = rng.choice(SUITS)
        tries.append((solve_meld(hand, trump, ruleset, near_misses=0), hand, trump))
    result, hand, trump = max(tries, key=lambda t: t[0].total)
    totals = result.class_totals
    # no nines, so no dix, in the double deck (docs/rules.md #dd.no-dix)
    one, two, three = totals.get(1, 0), totals.get(2, 0), totals.get(3, 0)
    return Question(
        kind="meld",
        prompt=_p(words.trump_hand_line(f"{trump.symbol} {suit_noun(trump)}"))
        + hand_html(hand, height=56)
        + _p(words.meld_prompt()),
        form="numbers",
        fields=words.meld_fields(dix=Rank.NINE in ruleset.deck.ranks),
        answer=(one, two, three),
        answer_words=words.meld_answer(one, two, three, result.total),
        explanation=meld_html(result, total_id=None),
        situation={
            "hand": str(hand),
            "trump": trump.letter,
            "melds": tuple((m.meld_class, m.kind.value) for m in result.melds),
        },
    )
