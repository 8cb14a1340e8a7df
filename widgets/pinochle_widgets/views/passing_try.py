"""PassingTry: choose the four cards you pass to the bid winner and see what their meld becomes.

The Trump and passing lesson's try-it (``RULES.md``, PARTNERSHIP Trump and passing). You hold
your 12 cards as a clickable hand (:class:`~.card_hand.CardHand`); each click chooses a card or
takes it back. With four chosen, the engine judges the pass (:func:`~pinochle_learn.passing.
check_pass`), the bid winner gives four back as the computer players do, the bid winner's meld
with the 12 cards kept is explained as in the Meld lesson
(:func:`~pinochle_learn.render.html.meld_html`), and the team's meld is added up. Nothing is
passed for real: choose again at will.

Stable hooks for tests: ``class="pl-passing-try"``, the hand ``pl-passing-hand``
(``button.plc-card[data-card="H11"]``, chosen cards ``plc-selected``), the result
``id="passing-try-result"`` (``data-chosen``, ``data-meld`` the bid winner's meld after both
passes, ``data-team`` the team's).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import ipywidgets as widgets

from pinochle_learn import PARTNERSHIP, Card, Hand, PassCards, Seat, Suit, solve_meld
from pinochle_learn.meld import meld_points
from pinochle_learn.passing import PassStep, apply_pass, check_pass
from pinochle_learn.players import choose_pass_back
from pinochle_learn.render import passing_try_html as words
from pinochle_learn.render.html import cards_html, meld_html
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.names import CAST as NAMES
from pinochle_learn.render.refusals import reason_text

from .card_hand import CardHand, CardView
from .kit import message_html, styled
from .speech import in_language

__all__ = ["PassingTry"]


class PassingTry(widgets.VBox):
    """Your hand as clickable cards: choose four to pass to ``bidder``; the meld they make.

    Parameters
    ----------
    bidder
        The bid winner (your partner; you are the seat opposite).
    bidder_hand, your_hand
        The two hands of 12 cards (text such as ``"H14 H10 ..."``).
    trump
        The trump the bid winner named.
    names
        Names by seat index (Bill, Lisa, You, Mike).
    lang
        The language of its words (``"it"``, ...); ``None``: the page's.

    Raises
    ------
    pinochle_learn.errors.ParseError
        A hand that cannot be read.
    """

    def __init__(
        self,
        bidder: Seat,
        bidder_hand: str,
        your_hand: str,
        trump: Suit,
        *,
        names: Sequence[str] = NAMES,
        lang: str | None = None,
        **kwargs: Any,
    ) -> None:
        self.lang = lang
        with speaking(lang):
            self._build(bidder, bidder_hand, your_hand, trump, names, **kwargs)

    def _build(
        self,
        bidder: Seat,
        bidder_hand: str,
        your_hand: str,
        trump: Suit,
        names: Sequence[str],
        **kwargs: Any,
    ) -> None:
        self.bidder, self.trump, self.names = bidder, trump, names
        self.partner = PARTNERSHIP.partner(bidder)
        self.hands = [Hand() for _ in range(PARTNERSHIP.players)]
        self.hands[bidder] = Hand.parse(bidder_hand)
        self.hands[self.partner] = Hand.parse(your_hand)
        self.chosen: list[Card] = []
        self.before = meld_points(self.hands[bidder], trump, PARTNERSHIP)
        self.hand = CardHand(label=words.pass_label("hand"), height=72)
        self.hand.add_class("pl-passing-hand")
        self.hand.on_pick(lambda _i, card: self.pick(card))
        self.message = widgets.HTML()
        self.result = widgets.HTML()
        super().__init__(styled([self.hand, self.message, self.result]), **kwargs)
        self.add_class("pl-passing-try")
        self._draw()

    @in_language
    def pick(self, card: Card) -> None:
        """Choose ``card`` (a copy not yet chosen) or take it back; a fifth card is refused."""
        left = Counter(self.hands[self.partner].cards)
        left.subtract(Counter(self.chosen))
        if card in self.chosen and left[card] <= 0:
            self.chosen.remove(card)
        elif left[card] <= 0:
            self._say(words.not_in_hand(card.label), "error")
            return
        elif len(self.chosen) >= PARTNERSHIP.pass_cards:
            self._say(words.pass_exactly(PARTNERSHIP.pass_cards, card.label), "error")
            return
        else:
            self.chosen.append(card)
        self._say("")
        self._draw()

    def _say(self, text: str, kind: str = "info") -> None:
        self.message.value = message_html(text, kind)

    @in_language
    def _draw(self) -> None:
        chosen = Counter(self.chosen)
        views = []
        for card in self.hands[self.partner].cards:
            picked = chosen[card] > 0
            chosen[card] -= int(picked)
            why = words.pass_label("chosen" if picked else "pick")
            views.append(CardView(card, selected=picked, reason=why))
        self.hand.show(views)
        self.result.value = self._result_html()

    def _result_html(self) -> str:
        bidder, partner, trump = self.bidder, self.partner, self.trump
        name = self.names[bidder]
        need = PARTNERSHIP.pass_cards - len(self.chosen)
        if need:
            return words.waiting_html(
                name, self.before, trump.symbol, need, chosen=len(self.chosen)
            )
        given = PassCards(partner, tuple(self.chosen))
        verdict = check_pass(given, self.hands, bidder, PassStep.TO_WINNER)
        hands = apply_pass(given, self.hands, bidder, PassStep.TO_WINNER)
        sixteen = meld_points(hands[bidder], trump, PARTNERSHIP)
        back = PassCards(bidder, choose_pass_back(hands[bidder], trump, PARTNERSHIP))
        after = apply_pass(back, hands, bidder, PassStep.BACK)
        kept = solve_meld(after[bidder], trump, PARTNERSHIP)
        yours = meld_points(after[partner], trump, PARTNERSHIP)
        return words.result_html(
            name,
            reason=reason_text(verdict.reason, self.names),
            sixteen=sixteen,
            back_cards=cards_html(back.cards, height=56),
            before=self.before,
            kept=kept.total,
            meld_table=meld_html(kept, total_id=None),
            yours=yours,
            chosen=len(self.chosen),
        )
