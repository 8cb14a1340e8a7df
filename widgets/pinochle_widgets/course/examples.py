"""Worked examples for the lessons: each draws an engine result and checks the prose's figure.

Every helper asks the engine, compares its answer with the figure the lesson's prose gives
(``expect=...``) and raises :class:`LessonError` when they differ, so a lesson can never say one
thing and show another; then it displays the engine's own drawing (``IPython.display.HTML``,
never an ``Output`` widget: VOILA.md rule 1). Re-exported by :mod:`pinochle_widgets.course.lesson`.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from IPython.display import HTML
from IPython.display import display as _display

from pinochle_learn import (
    DECK,
    PARTNERSHIP,
    SUITS,
    UNIQUE_CARDS,
    Auction,
    Bid,
    Hand,
    Pass,
    PassCards,
    Ruleset,
    Seat,
    Suit,
    Trick,
    check_throw_in,
    legal_plays,
    score_round,
    solve_meld,
)
from pinochle_learn.meld import meld_points
from pinochle_learn.passing import PassStep, apply_pass, check_pass
from pinochle_learn.players import choose_pass_back, choose_pass_to_bidder
from pinochle_learn.render.example_html import (
    passing_html,
    refused_give_back_html,
    throw_in_sign,
    verdict_sign,
)
from pinochle_learn.render.html import cards_html, hand_html, meld_html
from pinochle_learn.render.markup import text_html
from pinochle_learn.render.names import CAST
from pinochle_learn.render.refusals import reason_text
from pinochle_learn.render.score_html import action_words, auction_html, score_html
from pinochle_learn.render.trick_html import play_html, trick_html
from pinochle_learn.render.words import suit_noun

NAMES = CAST  # the course's one cast (questions.NAMES)

__all__ = [
    "LessonError",
    "auction_example",
    "check",
    "deck_example",
    "meld_example",
    "passing_example",
    "play_example",
    "refused_pass_example",
    "score_example",
    "throw_in_example",
    "trick_example",
    "verdicts_example",
]


def show(html: str) -> None:
    """Display ``html`` as a cell output (``IPython.display.HTML``, typed here once)."""
    _display(HTML(html))  # type: ignore[no-untyped-call]


class LessonError(AssertionError):
    """A lesson's prose and the engine disagree: the lesson must be corrected."""


def check(name: str, said: object, engine: object) -> None:
    """Raise :class:`LessonError` unless the lesson's figure ``said`` equals the engine's.

    Examples
    --------
    >>> check("aces", 100, 100)
    >>> check("aces", 100, 1000)
    Traceback (most recent call last):
    ...
    pinochle_widgets.course.examples.LessonError: aces: the lesson says 100, the engine 1000
    """
    if said != engine:
        raise LessonError(f"{name}: the lesson says {said!r}, the engine {engine!r}")


def meld_example(
    hand: str, trump: str, rules: Ruleset = PARTNERSHIP, *, name: str, expect: int
) -> None:
    """The engine's explanation of a hand's best meld, after checking its total (meld points)."""
    result = solve_meld(hand, trump, rules, near_misses=0)
    check(name, expect, result.total)
    show(meld_html(result, total_id=f"example-{name}-total"))


def play_example(
    hand: str,
    trick: str,
    *,
    expect: str,
    rules: Ruleset = PARTNERSHIP,
    leader: int | None = None,
    names: Sequence[str] = NAMES,
    stock_empty: bool = True,
    trump: str = "S",
) -> None:
    """A position: the trick so far and the hand to play, every card's verdict drawn, after
    checking that the engine allows exactly ``expect`` (cards in the engine's order). By default
    the seat to play is You's."""
    played = len(trick.split())
    if leader is None:
        leader = (len(names) // 2 - played) % rules.players  # so that "You" are to play
    position = Trick.parse(trick, trump, players=rules.players, leader=leader)
    analysis = legal_plays(hand, position, trump, rules, stock_empty=stock_empty)
    check(f"{hand} on {trick}", expect, " ".join(str(c) for c in analysis.legal))
    show(play_html(analysis, names=names))


def trick_example(
    cards: str,
    *,
    winner: int,
    points: int,
    name: str,
    leader: int = 0,
    trump: str = "S",
    rules: Ruleset = PARTNERSHIP,
    last: bool = False,
) -> None:
    """A complete trick with its winner (0-based position in play order) and counter points,
    after checking both."""
    trick = Trick.parse(cards, trump, leader=leader)
    check(name, (winner, points), (trick.winner, trick.points(rules, last=last)))
    show(trick_html(trick, names=NAMES, ruleset=rules, last=last, winner_id=f"{name}-winner"))


def auction_example(
    dealer: Seat, actions: Iterable[Bid | Pass], *, winner: Seat, bid: int, name: str
) -> None:
    """An auction run by the engine, after checking who wins it and at what (game points)."""
    auction = Auction(dealer, PARTNERSHIP)
    for action in actions:
        auction = auction.apply(action)
    check(name, (winner, bid), (auction.winner, auction.winning_bid))
    show(auction_html(auction, names=NAMES, winner_id=f"{name}-winner"))


def verdicts_example(auction: Auction, tries: Iterable[tuple[Bid | Pass, bool]]) -> None:
    """The engine's answer to each (action, whether the lesson says it is allowed), listed."""
    items = []
    for action, expected in tries:
        verdict = auction.check(action)
        check(str(action), expected, verdict.legal)
        sign = verdict_sign(verdict.legal)
        tone = "pl-ok" if verdict.legal else "pl-bad"
        reason = reason_text(verdict.reason, NAMES)
        items.append(
            f'<li><span class="{tone}" style="font-weight:700">{sign}</span>: '
            f"{action_words(action, NAMES)}: {text_html(reason)}</li>"
        )
    style = "list-style:none; padding-left:0"
    show(f'<ul class="pl-verdicts" style="{style}">{"".join(items)}</ul>')


def score_example(*, name: str, expect: tuple[int, int], **figures: object) -> None:
    """A round scored by the engine (``figures`` as :func:`~pinochle_learn.score_round` takes
    them), after checking the new totals (game points)."""
    score = score_round(PARTNERSHIP, **figures)  # type: ignore[arg-type]
    check(name, expect, score.totals)
    show(score_html(score, names=NAMES, totals_id=f"{name}-totals"))


def throw_in_example(bid: int, meld: int, *, allowed: bool) -> None:
    """The throw-in rule for one bid and meld (game points), as the engine words it."""
    verdict = check_throw_in(bid, meld, PARTNERSHIP)
    check(f"throw in {bid} with {meld} meld", allowed, verdict.legal)
    sign, tone = throw_in_sign(allowed), "pl-ok" if allowed else "pl-bad"
    show(
        f'<p class="pl-throw-in-example"><span class="{tone}" style="font-weight:700">'
        f"{sign}</span>: {text_html(reason_text(verdict.reason))}.</p>"
    )


def passing_example(
    bidder: Seat,
    bidder_hand: str,
    partner_hand: str,
    trump: Suit,
    *,
    melds: tuple[int, int, int],
    name: str,
    gives_back: str | None = None,
) -> None:
    """Both passes, chosen as the computer players choose them, judged and applied by the engine;
    checks the bid winner's meld before, with 16 cards and after (meld points), and, given
    ``gives_back`` (cards, in the order the prose names them), the four cards given back; then
    draws each step (``RULES.md``, PARTNERSHIP Trump and passing)."""
    partner = PARTNERSHIP.partner(bidder)
    start = [Hand() for _ in range(PARTNERSHIP.players)]
    start[bidder], start[partner] = Hand.parse(bidder_hand), Hand.parse(partner_hand)
    hands: Sequence[Hand] = start
    before = meld_points(hands[bidder], trump, PARTNERSHIP)
    given = PassCards(partner, choose_pass_to_bidder(hands[partner], trump))
    reason_in = check_pass(given, hands, bidder, PassStep.TO_WINNER).reason
    hands = apply_pass(given, hands, bidder, PassStep.TO_WINNER)
    sixteen = meld_points(hands[bidder], trump, PARTNERSHIP)
    back = PassCards(bidder, choose_pass_back(hands[bidder], trump, PARTNERSHIP))
    reason_back = check_pass(back, hands, bidder, PassStep.BACK).reason
    hands = apply_pass(back, hands, bidder, PassStep.BACK)
    after = meld_points(hands[bidder], trump, PARTNERSHIP)
    if gives_back is not None:
        check(f"{name}: cards given back", Hand.parse(gives_back), Hand(back.cards))
    check(name, melds, (before, sixteen, after))
    b, p = NAMES[bidder], NAMES[partner]
    partner_meld = meld_points(hands[partner], trump, PARTNERSHIP)
    show(
        passing_html(
            name,
            b,
            p,
            melds=(before, sixteen, after, partner_meld),
            cards=(
                hand_html(Hand.parse(bidder_hand), height=56),
                cards_html(given.cards, height=56),
                cards_html(back.cards, height=56),
                hand_html(hands[bidder], height=56),
                hand_html(hands[partner], height=56),
            ),
            reasons=(reason_text(reason_in, NAMES), reason_text(reason_back, NAMES)),
        )
    )


def refused_pass_example(bidder: Seat, hand: str, cards: str, *, step: PassStep) -> None:
    """A pass the engine must refuse (checked), with its reason."""
    hands = [Hand() for _ in range(PARTNERSHIP.players)]
    hands[bidder] = Hand.parse(hand)
    action = PassCards(bidder, tuple(Hand.parse(cards).cards))
    verdict = check_pass(action, hands, bidder, step)
    check(f"pass {cards}", False, verdict.legal)
    shown = " ".join(c.label for c in action.cards)
    show(refused_give_back_html(NAMES[bidder], shown, reason_text(verdict.reason, NAMES)))


def deck_example() -> None:
    """The deck, one row per suit (A 10 K Q J 9, in trick order), each card twice; checks that
    the engine's deck holds 48 cards, two of each (``RULES.md``, Cards)."""
    check("cards in the deck", 48, len(DECK))
    check("copies of each card", {2}, set(Counter(DECK).values()))
    rows = "".join(
        f'<div class="pl-deck-suit" style="display:flex; flex-wrap:wrap; align-items:center">'
        f'<span style="width:6.5em">{suit.symbol} {suit_noun(suit)}</span>'
        f"{cards_html([c for c in UNIQUE_CARDS if c.suit is suit], height=56)}"
        f"<span>&nbsp;× 2</span></div>"
        for suit in SUITS
    )
    show(f'<div class="pl-deck" id="deck">{rows}</div>')
