"""Self-check questions made by the engine from a seed: no answer is typed anywhere.

Each maker takes a ``random.Random`` and returns a :class:`Question`: the situation drawn as
HTML (nothing in it gives the answer away), how the learner answers (one choice, several
choices, or numbers typed), the answer the engine computed and the engine's own explanation of
it, drawn by the renderers in ``pinochle_learn.render``. :func:`make_question` picks the maker
by kind and seeds it from ``(kind, seed, number)``, so a teacher who fixes the seed gives a whole
class the same questions in the same order.

Imports no ipywidgets: :class:`~pinochle_widgets.course.self_check.SelfCheck` is the view.

Kinds: ``meld`` (a hand's meld, class by class), ``legal`` (which cards may be played),
``winner`` (who wins this trick), ``counters`` (a trick's counter points), ``score`` (what each
team adds this round), ``throw_in`` (may the bidder throw in), ``next_bid`` (which bids may come
next), ``pass_cards`` (may these cards be passed), ``table_meld`` (which melds may be laid down
now in the stock game), ``cutthroat_score`` (what each of three players adds in cutthroat),
``last_tricks`` and ``last_tricks_widow`` (the best card of an ending, in
:mod:`~pinochle_widgets.course.ending_questions`).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Literal

from pinochle_learn import (
    DECK,
    PARTNERSHIP,
    SUITS,
    THREE_HAND_CUTTHROAT,
    TWO_HAND_STOCK,
    Auction,
    Bid,
    Card,
    Hand,
    MeldKind,
    Pass,
    PassCards,
    Rank,
    Ruleset,
    Seat,
    Suit,
    Trick,
    check_pass,
    check_throw_in,
    deal_from_seed,
    legal_plays,
    score_round,
    solve_meld,
    trick_points,
    trick_winner,
)
from pinochle_learn.cards import STANDARD_DECK
from pinochle_learn.passing import PassStep
from pinochle_learn.render.cutthroat_text import cutthroat_score_html
from pinochle_learn.render.html import card_svg, cards_html, hand_html, meld_html
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.names import CAST, seat_name, team_label
from pinochle_learn.render.person import Person
from pinochle_learn.render.play_sentences import win_sentence
from pinochle_learn.render.refusals import reason_text
from pinochle_learn.render.score_html import action_words, score_html
from pinochle_learn.render.table_html import options_html, table_html
from pinochle_learn.render.table_text import meld_title
from pinochle_learn.render.trick_html import points_text, reasons_html, trick_html
from pinochle_learn.render.words import suit_noun
from pinochle_learn.tablemeld import MeldTable

__all__ = ["KINDS", "NAMES", "Question", "make_question"]

NAMES = CAST  # the course's one cast (render.names.CAST)
"""The lessons' players by seat: Bill (North) and You (South) against Lisa and Mike."""

Form = Literal["one", "many", "numbers"]


@dataclass(frozen=True)
class Question:
    """One self-check question.

    Attributes
    ----------
    kind
        Which maker made it (a key of :data:`KINDS`).
    prompt
        HTML: the situation and the question. It never contains the answer.
    form
        ``"one"``: click one of ``choices``; ``"many"``: pick every right choice then check;
        ``"numbers"``: type one whole number per label in ``fields``.
    choices
        ``(label, key)`` pairs for ``one`` and ``many``.
    fields
        Labels of the number boxes for ``numbers``.
    answer
        The engine's answer: the right keys (``one``, ``many``) or the numbers, in order.
    explanation
        HTML: the engine's explanation of the answer (shown once the learner has answered).
    answer_words
        The answer in words ("Lisa wins"), shown with the verdict.
    cards
        For a question answered by picking cards (``many`` whose keys are card codes): the
        whole hand in notation, drawn as card pictures to click.
    wrong
        HTML by wrong key (``one``): why that answer takes less, shown with the explanation
        (the ``last_tricks`` kinds: the line after the learner's own card).
    situation
        The question's inputs as data (cards in notation, bid, meld...), for tests that work
        the answer out by hand from the rules. Never sent to the page.
    """

    kind: str
    prompt: str
    form: Form
    answer: tuple[str, ...] | tuple[int, ...]
    explanation: str
    choices: tuple[tuple[str, str], ...] = ()
    fields: tuple[str, ...] = ()
    answer_words: str = field(default="")
    situation: dict[str, object] = field(default_factory=dict, compare=False)
    cards: tuple[str, ...] = ()
    wrong: dict[str, str] = field(default_factory=dict, compare=False)

    def judge(self, response: Sequence[str] | Sequence[int] | str) -> bool:
        """Whether ``response`` is the engine's answer.

        ``one``: a key; ``many``: the keys picked (order and repeats do not matter);
        ``numbers``: the numbers typed, in the order of ``fields``.
        """
        if self.form == "one":
            return [response] == list(self.answer) or list(response) == list(self.answer)
        if self.form == "many":
            return {str(r) for r in response} == {str(a) for a in self.answer}
        return [int(r) for r in response] == [int(a) for a in self.answer]


def _p(text: str, css: str = "pl-q-text") -> str:
    return f'<p class="{css}">{text}</p>'


# ---------------------------------------------------------------- tricks (shared by three kinds)
def _played_position(
    rng: random.Random, ruleset: Ruleset, *, before_you: int
) -> tuple[list[Hand], Trick]:
    """Deal, play some whole tricks with random legal cards, then ``before_you`` cards of a new
    trick so that South (You) is to play next. Returns the hands and the trick so far."""
    players = ruleset.players
    deal = deal_from_seed(rng, Seat(rng.randrange(players)), ruleset)
    hands = [Hand(h, ruleset.deck) for h in deal.hands]
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
    trick = Trick(trump, (), Seat.SOUTH.ahead(-before_you, players), players, copies)
    for i in range(before_you):
        seat = Seat(trick.leader or 0).ahead(i, players)
        card = rng.choice(legal_plays(hands[seat], trick, trump, ruleset).legal)
        hands[seat] = hands[seat].remove(card)
        trick = trick.add(card)
    return hands, trick


def _played(seats: Sequence[int], cards: Sequence[Card]) -> str:
    """The cards of a trick under their players' names, in play order, with no winner shown."""
    items = "".join(
        f'<figure style="margin:0 .5em 0 0; text-align:center">'
        f"<figcaption><strong>{text_html(seat_name(seat, NAMES))}</strong></figcaption>"
        f"{card_svg(card, height=64)}</figure>"
        for seat, card in zip(seats, cards, strict=True)
    )
    return f'<div class="pl-q-trick" style="display:flex; flex-wrap:wrap">{items}</div>'


def _trump_line(trick: Trick) -> str:
    return _p(f"Trump is <strong>{trick.trump.symbol} {suit_noun(trick.trump)}</strong>.")


def make_legal(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """Which of your cards may you play to this trick? (``RULES.md``, PARTNERSHIP Tricks.)"""
    hands, trick = _played_position(rng, ruleset, before_you=rng.randrange(1, 4))
    hand = hands[Seat.SOUTH]
    analysis = legal_plays(hand, trick, trick.trump, ruleset)
    distinct = sorted(set(hand), key=lambda c: c.sort_key, reverse=True)
    legal = {str(c) for c in analysis.legal}
    return Question(
        kind="legal",
        prompt=trick_html(trick, names=NAMES, winner_id=None, height=60)
        + _p(
            "<strong>Which of your cards may you play?</strong> Click every one in your hand "
            "(click again to put it back), then check."
        ),
        cards=tuple(str(c) for c in hand),
        form="many",
        choices=tuple((c.label, str(c)) for c in distinct),
        answer=tuple(str(c) for c in distinct if str(c) in legal),
        answer_words="You may play " + " ".join(c.label for c in distinct if str(c) in legal),
        explanation=reasons_html(analysis, names=NAMES),
        situation={"hand": str(hand), "trick": str(trick), "trump": trick.trump.letter},
    )


def make_winner(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """Who wins this trick? (``RULES.md``: Cards, rank in tricks; PARTNERSHIP Tricks.)"""
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
        + _played(seats, trick.cards)
        + _p(f"{text_html(seat_name(seats[0], NAMES))} led. <strong>Who wins this trick?</strong>"),
        form="one",
        choices=tuple(
            (f"{seat_name(s, NAMES)}: {c.label}", str(s))
            for s, c in zip(seats, trick.cards, strict=True)
        ),
        answer=(str(seats[index]),),
        answer_words=Person.of(seats[index], NAMES).says("win", "wins"),
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
    when = "the <strong>last trick</strong> of the round" if last else "a trick (not the last)"
    return Question(
        kind="counters",
        prompt=cards_html(cards, height=60)
        + _p(
            f"These cards were taken in {when}. <strong>How many trick points is it worth?</strong>"
        ),
        form="numbers",
        fields=("trick points",),
        answer=(points,),
        answer_words=f"{points} trick points",
        situation={"cards": " ".join(str(c) for c in cards), "last": last},
        explanation=_p(text_html(points_text(cards, ruleset, last=last)), "pl-q-why"),
    )


# ---------------------------------------------------------------- meld
def make_meld(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """What is this hand's meld, class by class? (``RULES.md``, PARTNERSHIP Meld.)"""
    # Of three deals, the hand with the most meld: a hand with nothing to count teaches little.
    tries = []
    for _ in range(3):
        hand = Hand(deal_from_seed(rng, Seat.SOUTH, ruleset).hands[Seat.SOUTH], ruleset.deck)
        trump = rng.choice(SUITS)
        tries.append((solve_meld(hand, trump, ruleset, near_misses=0), hand, trump))
    result, hand, trump = max(tries, key=lambda t: t[0].total)
    totals = result.class_totals
    # no nines, so no dix, in the double deck (docs/rules.md #dd.no-dix)
    class_one = "class 1: runs, marriages" + (", dix" if Rank.NINE in ruleset.deck.ranks else "")
    return Question(
        kind="meld",
        prompt=_p(f"Trump is <strong>{trump.symbol} {suit_noun(trump)}</strong>. Your hand:")
        + hand_html(hand, height=56)
        + _p("<strong>How many meld points does it make in each class?</strong> (0 if none)"),
        form="numbers",
        fields=(class_one, "class 2: pinochles", "class 3: arounds"),
        answer=(totals.get(1, 0), totals.get(2, 0), totals.get(3, 0)),
        answer_words=(
            f"class 1: {totals.get(1, 0)}, class 2: {totals.get(2, 0)}, "
            f"class 3: {totals.get(3, 0)} (in all {result.total})"
        ),
        explanation=meld_html(result, total_id=None),
        situation={
            "hand": str(hand),
            "trump": trump.letter,
            "melds": tuple((m.meld_class, m.kind.value) for m in result.melds),
        },
    )


# ---------------------------------------------------------------- odds
def _share(p: float) -> str:
    return f"{p * 100:.1f}%"


def make_partner_card(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """How likely is your partner to hold a card you need? (Lesson "Meld odds".)

    Your partner's 12 cards are any 12 of the 36 you cannot see: no copy of a card with ``k``
    copies unseen is among them with chance C(36-k, 12)/C(36, 12).
    """
    import math

    hand = Hand(deal_from_seed(rng, Seat.SOUTH, ruleset).hands[Seat.SOUTH])
    missing = [c for c in hand.missing()]
    card = rng.choice(missing)
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
    options = sorted({_share(right), *(_share(w) for w in wrong)}, key=lambda t: float(t[:-1]))
    copies = "both copies are" if unseen == 2 else "one copy is"
    # Said so that it cannot be misread: which copies of the card are wanted (the deck has two;
    # the hand shown may already hold one of them).
    wish = (
        f"You hold no <strong>{card.label}</strong> and would like one (the deck has two). "
        "What is the chance that your partner holds at least one of the two?"
        if unseen == 2
        else f"You hold one <strong>{card.label}</strong> and would like the other copy (the "
        "deck has two). What is the chance that your partner holds it?"
    )
    return Question(
        kind="partner_card",
        prompt=_p("Your hand:") + hand_html(hand, height=56) + _p(wish),
        form="one",
        choices=tuple((t, t) for t in options),
        answer=(_share(right),),
        answer_words=f"{_share(right)}",
        explanation=_p(
            f"You hold {deck.copies - unseen} {card.label}, so {copies} among the {pile} cards "
            f"you cannot see. Your partner holds {size} of them; none is {card.label} in "
            f"C({pile - unseen},{size}) of the C({pile},{size}) possible hands, so the chance of "
            f"at least one is 1 − C({pile - unseen},{size})/C({pile},{size}) = {_share(right)}.",
            "pl-q-why",
        ),
        situation={"hand": str(hand), "card": str(card)},
    )


# ---------------------------------------------------------------- scoring
def _tens(rng: random.Random, low: int, high: int) -> int:
    return 10 * rng.randrange(low // 10, high // 10 + 1)


def make_score(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """What does each team add this round? (``RULES.md``, PARTNERSHIP Round score.)"""
    bid = _tens(rng, ruleset.min_bid or 250, 360)
    team = rng.randrange(ruleset.side_count)
    meld = [_tens(rng, 0, 200), _tens(rng, 0, 160)]
    total = ruleset.total_trick_points
    low = min(max(0, bid - meld[team] - 60), total)
    bidding = _tens(rng, low, max(low, min(total, bid - meld[team] + 40)))
    if rng.random() < 0.15:
        bidding = rng.choice([0, 250])
    tricks = [total - bidding] * ruleset.side_count  # two sides: the other takes the rest
    tricks[team] = bidding
    score = score_round(ruleset, bid=bid, bidding_team=team, meld=meld, tricks=tricks)
    sides = range(ruleset.side_count)
    teams = [team_label(t, ruleset.players, NAMES) for t in sides]
    rows = "".join(
        f"<tr><td>{text_html(teams[t])}</td><td>{meld[t]}</td><td>{tricks[t]}</td></tr>"
        for t in sides
    )
    return Question(
        kind="score",
        prompt=_p(
            f"{text_html(teams[team])} won the auction at <strong>{bid}</strong>. After the round:"
        )
        + '<table class="pl-q-figures"><tr><th>team</th><th>meld</th><th>trick points</th></tr>'
        + rows
        + "</table>"
        + _p(
            "<strong>How many points does each team add this round?</strong> "
            "(a team that is set subtracts: type a minus sign)"
        ),
        form="numbers",
        fields=tuple(f"{t} add" for t in teams),
        answer=score.deltas,
        answer_words=f"{teams[0]} {score.deltas[0]:+}, {teams[1]} {score.deltas[1]:+}",
        situation={"bid": bid, "team": team, "meld": tuple(meld), "tricks": tuple(tricks)},
        explanation=score_html(score, totals_id=None, names=NAMES),
    )


def make_throw_in(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """May the bidder throw the hand in? (``RULES.md``, PARTNERSHIP Throw-in.)"""
    bid = _tens(rng, ruleset.min_bid or 250, 450)
    meld = max(0, bid - ruleset.total_trick_points + rng.choice([-40, -20, -10, 0, 10, 30]))
    verdict = check_throw_in(bid, meld, ruleset)
    return Question(
        kind="throw_in",
        prompt=_p(
            f"Bill won the auction at <strong>{bid}</strong>; after meld, Bill and You have "
            f"<strong>{meld}</strong> meld. <strong>May Bill throw the hand in?</strong>"
        ),
        form="one",
        choices=(("Yes, he may throw in", "yes"), ("No, the hand must be played", "no")),
        answer=("yes" if verdict.legal else "no",),
        answer_words="Yes" if verdict.legal else "No",
        explanation=_p(text_html(reason_text(verdict.reason, NAMES)) + ".", "pl-q-why"),
        situation={"bid": bid, "meld": meld},
    )


# ---------------------------------------------------------------- auction and passing
def make_next_bid(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """Which of these may the player to act do now? (``RULES.md``, PARTNERSHIP Auction.)"""
    while True:
        auction = Auction(Seat(rng.randrange(4)), ruleset)
        for _ in range(rng.randrange(0, 6)):
            actions = auction.legal_actions()
            bids = [a for a in actions if isinstance(a, Bid)]
            auction = auction.apply(rng.choice(bids) if rng.random() < 0.7 else actions[-1])
            if auction.is_over:
                break
        if not auction.is_over and auction.to_act is not None:
            break
    seat = auction.to_act
    current = auction.current_bid
    base = current if current is not None else auction.min_bid
    amounts = sorted({base - 10, base, base + 5, base + 10, base + 20, base + 30})
    candidates = [Bid(seat, a) for a in amounts if a > 0] + [Pass(seat)]
    verdicts = [(action, auction.check(action)) for action in candidates]
    history = "".join(f"<li>{text_html(action_words(a, NAMES))}</li>" for a in auction.history)
    dealer = seat_name(auction.dealer, NAMES)
    who = seat_name(seat, NAMES)
    items = "".join(
        f'<li><span class="pl-q-{"ok" if v.legal else "no"}">{"✓" if v.legal else "✗"}</span> '
        f"{text_html(action_words(a, NAMES))}: {text_html(reason_text(v.reason, NAMES))}</li>"
        for a, v in verdicts
    )
    return Question(
        kind="next_bid",
        prompt=_p(f"{text_html(dealer)} dealt. The auction so far:")
        + (f'<ol class="pl-q-history">{history}</ol>' if history else _p("(nobody has spoken)"))
        + _p(f"<strong>What may {text_html(who)} do now?</strong> Pick every allowed choice."),
        form="many",
        choices=tuple(
            ("Pass" if isinstance(a, Pass) else f"bid {a.amount}", _action_key(a))
            for a, _ in verdicts
        ),
        answer=tuple(_action_key(a) for a, v in verdicts if v.legal),
        answer_words=", ".join(
            "pass" if isinstance(a, Pass) else f"bid {a.amount}" for a, v in verdicts if v.legal
        ),
        explanation=f'<ul class="pl-q-why">{items}</ul>',
        situation={"history": [str(a) for a in auction.history], "dealer": int(auction.dealer)},
    )


def _action_key(action: Bid | Pass) -> str:
    return "pass" if isinstance(action, Pass) else str(action.amount)


def make_pass_cards(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """May You pass these cards to Bill, the bid winner? (``RULES.md``, PARTNERSHIP passing.)"""
    hands = [Hand(h) for h in deal_from_seed(rng, Seat.WEST, ruleset).hands]
    you = list(hands[Seat.SOUTH])
    count = rng.choice([3, 4, 4, 4, 5])
    given = tuple(rng.sample(you, count))
    verdict = check_pass(PassCards(Seat.SOUTH, given), hands, Seat.NORTH, PassStep.TO_WINNER)
    return Question(
        kind="pass_cards",
        prompt=_p("Bill won the auction and named trump. Your hand:")
        + hand_html(hands[Seat.SOUTH], height=56)
        + _p("You pick these cards to give Bill:")
        + cards_html(given, height=56)
        + _p("<strong>May you pass them?</strong>"),
        form="one",
        choices=(("Yes", "yes"), ("No", "no")),
        answer=("yes" if verdict.legal else "no",),
        answer_words="Yes" if verdict.legal else "No",
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
    return Question(
        kind="table_meld",
        prompt=_p(
            f"Stock game, trump <strong>{trump.symbol} {suit_noun(trump)}</strong>. Your hand:"
        )
        + hand_html(hand, height=56)
        + table_html(table)
        + _p(
            "You have just won a trick. <strong>Which of these melds may you lay down now?"
            "</strong> Pick every one, then check."
        ),
        form="many",
        choices=choices,
        answer=tuple(key(v.kind, v.suit) for v in legal),
        answer_words="You may lay down "
        + (", or ".join(meld_title(v.kind, v.suit) for v in legal) or "none of them"),
        explanation=options_html(options),
        situation={
            "hand": str(hand),
            "trump": trump.letter,
            "laid": [m.kind.value for m in table.laid],
            "table": str(table.shown),
        },
    )


def make_cutthroat_score(rng: random.Random, ruleset: Ruleset = PARTNERSHIP) -> Question:
    """What does each player add this round of three-hand cutthroat? (``docs/rules.md``,
    ``#cutthroat.made``, ``#cutthroat.set``, ``#cutthroat.defenders``, ``#cutthroat.no-tricks``.)
    Always THREE_HAND_CUTTHROAT (or the three-player ruleset given): each player a side."""
    rules = ruleset if ruleset.several_opponents else THREE_HAND_CUTTHROAT
    seats = range(rules.players)
    names = CAST[: rules.players]
    bidder = rng.randrange(rules.players)
    bid = _tens(rng, rules.min_bid or 250, 360)
    meld = [_tens(rng, 0, 120) for _ in seats]
    meld[bidder] = _tens(rng, 40, 200)
    total = rules.total_trick_points
    low = min(max(0, bid - meld[bidder] - 60), total)
    taken = _tens(rng, low, max(low, min(total, bid - meld[bidder] + 40)))
    other = [s for s in seats if s != bidder]
    tricks = [0] * rules.players
    tricks[bidder] = taken
    first = _tens(rng, 0, total - taken) if rng.random() > 0.2 else 0
    tricks[other[0]], tricks[other[1]] = first, total - taken - first
    score = score_round(rules, bid=bid, bidding_team=bidder, meld=meld, tricks=tricks)
    rows = "".join(
        f"<tr><td>{text_html(names[s])}</td><td>{meld[s]}</td><td>{tricks[s]}</td></tr>"
        for s in seats
    )
    return Question(
        kind="cutthroat_score",
        prompt=_p(
            f"{text_html(names[bidder])} won the auction at <strong>{bid}</strong>, took the "
            "widow and buried 3 cards (counted in the trick points). After the round:"
        )
        + '<table class="pl-q-figures"><tr><th>player</th><th>meld</th><th>trick points</th>'
        + f"</tr>{rows}</table>"
        + _p(
            "<strong>How many points does each player add this round?</strong> "
            "(a player who is set subtracts: type a minus sign)"
        ),
        form="numbers",
        fields=tuple(f"{n} add" for n in names),
        answer=score.deltas,
        answer_words=", ".join(f"{n} {d:+}" for n, d in zip(names, score.deltas, strict=True)),
        situation={"bid": bid, "bidder": bidder, "meld": tuple(meld), "tricks": tuple(tricks)},
        explanation=cutthroat_score_html(score, names),
    )


def _last_tricks(rng: random.Random, ruleset: Ruleset) -> Question:
    from .ending_questions import make_last_tricks  # that module imports Question from here

    return make_last_tricks(rng, ruleset)


def _last_tricks_widow(rng: random.Random, ruleset: Ruleset) -> Question:
    from .ending_questions import make_last_tricks_widow

    return make_last_tricks_widow(rng, ruleset)


KINDS: dict[str, Callable[[random.Random, Ruleset], Question]] = {
    "counters": make_counters,
    "cutthroat_score": make_cutthroat_score,
    "last_tricks": _last_tricks,
    "last_tricks_widow": _last_tricks_widow,
    "legal": make_legal,
    "meld": make_meld,
    "next_bid": make_next_bid,
    "partner_card": make_partner_card,
    "pass_cards": make_pass_cards,
    "score": make_score,
    "table_meld": make_table_meld,
    "throw_in": make_throw_in,
    "winner": make_winner,
}
"""Question makers by kind."""


def make_question(
    kind: str, seed: int, number: int, ruleset: Ruleset = PARTNERSHIP, *, stream: str = ""
) -> Question:
    """Question ``number`` (0, 1, ...) of ``kind`` for ``seed``: the same three give the same
    question on every machine. ``stream`` (a lesson's notebook) gives each lesson questions of
    its own: two lessons asking the same kind of question from the same question set do not
    ask the same question.

    Raises
    ------
    ValueError
        An unknown kind (the message lists the kinds).

    Examples
    --------
    >>> q = make_question("throw_in", 7, 0)
    >>> q == make_question("throw_in", 7, 0), q.form, q.judge(q.answer[0])
    (True, 'one', True)
    >>> q.prompt == make_question("throw_in", 7, 0, stream="04_scoring.ipynb").prompt
    False
    """
    maker = KINDS.get(kind)
    if maker is None:
        raise ValueError(f"unknown question kind {kind!r}: one of {', '.join(sorted(KINDS))}")
    key = f"{kind}:{seed}:{number}"
    return maker(random.Random(f"{stream}:{key}" if stream else key), ruleset)
