"""The partner's exact expected meld by linearity of expectation
(``odds.partner.partner_meld_mean``, issue 19 point 3: the strong bid's partner contribution
from the exact odds) against the mean of the distribution counted suit by suit
(``odds.exact.meld_distribution``, an independent method): equal as fractions. A strong bid
imports no numpy."""

from __future__ import annotations

import dataclasses
import subprocess
import sys

import pytest

from pinochle_learn import PARTNERSHIP, Suit
from pinochle_learn.errors import HandError, RulesetError
from pinochle_learn.hand import Hand
from pinochle_learn.odds.exact import meld_distribution
from pinochle_learn.odds.partner import partner_meld_mean, unseen
from pinochle_learn.odds.shipped import partner_hand
from pinochle_learn.ruleset import CardReuse, Ruleset

PER_KIND = dataclasses.replace(PARTNERSHIP, card_reuse=CardReuse.PER_KIND)
"""A house rule whose meld is still a sum of parts (a card serves once in each kind)."""


@pytest.mark.parametrize("ruleset", [PARTNERSHIP, PER_KIND], ids=["per-class", "per-kind"])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_mean_is_the_counted_distributions_mean(ruleset: Ruleset, seed: int) -> None:
    hand = partner_hand(seed)
    for trump in Suit:
        counted = meld_distribution(trump, ruleset, available=unseen(hand, ruleset)).mean
        assert partner_meld_mean(hand, trump, ruleset) == counted


def test_a_hand_holding_every_pinochle_card_leaves_the_partner_none() -> None:
    # Both Q♠ and both J♦ here: the partner's pinochle part is 0, so the mean is the one of
    # the same pile counted with those four cards' part left out, which the counter agrees on.
    hand = Hand.parse("S12 S12 D11 D11 S9 S9 H9 H9 C9 C9 D9 D9")
    counted = meld_distribution(Suit.HEARTS, PARTNERSHIP, available=unseen(hand)).mean
    assert partner_meld_mean(hand, Suit.HEARTS) == counted


def test_a_meld_whose_classes_share_cards_is_refused() -> None:
    one_meld = dataclasses.replace(PARTNERSHIP, card_reuse=CardReuse.ONE_MELD)
    with pytest.raises(RulesetError, match="share cards"):
        partner_meld_mean(partner_hand(1), Suit.SPADES, one_meld)


def test_a_hand_short_of_twelve_cards_is_refused() -> None:
    with pytest.raises(HandError):
        partner_meld_mean(Hand.parse("S14 S10"), Suit.SPADES)


STRONG_BID = """
import random, sys
from pinochle_learn.levels import decide
from pinochle_learn.seats import Seat
from pinochle_learn.state import RoundState, deal_from_seed
state = RoundState().apply(deal_from_seed(3, Seat.WEST))
decision = decide("strong", state, random.Random(0))
print(state.phase.name, decision.reason.code.name, "numpy" in sys.modules)
"""


def test_a_strong_bid_imports_no_numpy() -> None:
    # A lesson's kernel stays free of numpy (issue 21) at the strong level too.
    out = subprocess.run([sys.executable, "-c", STRONG_BID], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split() == ["AUCTION", "BID_PASS", "False"]
