"""The exact odds shipped with the package (``pinochle_learn/odds/shipped.json``, made by
``make odds-data``) are what the counting code says, so the data cannot drift from the code;
a question the data does not hold (a house-rule variant, another hand) is counted then."""

from __future__ import annotations

import dataclasses
import json
import math

import pytest

from pinochle_learn import PARTNERSHIP, PRESETS, Ruleset, Suit
from pinochle_learn.odds import exact, partner, shipped
from pinochle_learn.odds.figures import deck_counts
from pinochle_learn.ruleset import DOUBLE_DECK

FORTY_EIGHT = [p for p in shipped.SHIPPED if p.deck.size == 48]


def test_the_shipped_file_is_what_the_counting_code_makes() -> None:
    # Recounted here with pinochle_learn.odds.exact (numpy), figure by figure: every 48-card
    # preset in full (DOUBLE_DECK's four trumps take a minute: one is recounted below).
    on_disk = json.loads(shipped.DATA_PATH.read_text(encoding="utf-8"))
    built = json.loads(json.dumps(shipped.build(FORTY_EIGHT)))
    assert set(built["distributions"]) < set(on_disk["distributions"])
    for part in ("distributions", "chances"):
        for key, value in built[part].items():
            assert on_disk[part][key] == value, f"run `make odds-data`: {key} differs"
    # Every preset and trump, and the partner explorer's first hand for each trump.
    assert len(on_disk["distributions"]) == len(PRESETS) * 4 + len(shipped.PARTNER_SEEDS) * 4
    assert len(on_disk["chances"]) == len(PRESETS) * 4
    assert shipped.SHIPPED == PRESETS


def test_the_double_decks_shipped_figures_are_what_the_counting_code_makes() -> None:
    # docs/rules.md #dd.deck, #dd.hands: 20 cards from 80, C(80, 20) hands. ♥ recounted (about
    # 15 CPU seconds); ♣ must be the same figures (swapping ♥ and ♣ changes no meld: the
    # pinochle is Q♠ J♦), and every trump counts all C(80, 20) hands.
    read = shipped.meld_distribution(Suit.HEARTS, DOUBLE_DECK)
    assert read == exact.meld_distribution(Suit.HEARTS, DOUBLE_DECK)
    assert shipped.meld_chances(Suit.HEARTS, DOUBLE_DECK) == exact.meld_chances(
        Suit.HEARTS, DOUBLE_DECK
    )
    assert shipped.meld_distribution(Suit.CLUBS, DOUBLE_DECK) == read
    for trump in Suit:
        dist = shipped.meld_distribution(trump, DOUBLE_DECK)
        assert dist.total == sum(dist.counts.values()) == math.comb(80, 20)
    # The data answers with no counting: the lesson's page never counts on load.
    key = shipped._key(DOUBLE_DECK, Suit.SPADES, 20, deck_counts(DOUBLE_DECK))
    assert key in json.loads(shipped.DATA_PATH.read_text())["distributions"]


@pytest.mark.parametrize("ruleset", FORTY_EIGHT, ids=lambda r: r.name)
def test_the_lesson_reads_the_same_figures_the_engine_counts(ruleset: Ruleset) -> None:
    for trump in (Suit.HEARTS, Suit.SPADES):
        read = shipped.meld_distribution(trump, ruleset)
        assert read == exact.meld_distribution(trump, ruleset)
        assert read.total == math.comb(48, ruleset.hand_size)
        assert shipped.meld_chances(trump, ruleset) == exact.meld_chances(trump, ruleset)


def test_the_partner_explorers_first_hand_is_shipped_and_matches_the_widget() -> None:
    from pinochle_widgets.views.hand_builder import deal_hand

    hand = deal_hand(7, 12)  # PartnerOdds(seed=7) in meld_odds.ipynb
    assert shipped.partner_hand(7) == hand
    pile = partner.unseen(hand)
    key = shipped._key(PARTNERSHIP, Suit.CLUBS, 12, pile)
    assert key in json.loads(shipped.DATA_PATH.read_text())["distributions"]
    read = shipped.partner_meld(hand, Suit.CLUBS)
    assert read.total == math.comb(36, 12)
    assert read == exact.meld_distribution(Suit.CLUBS, PARTNERSHIP, available=pile)


def test_a_house_rule_variant_is_counted_not_read() -> None:
    # A variant equal to no preset is not in the data: counted by the engine, its own figures.
    meld_points = dict(PARTNERSHIP.meld_points)
    kind = next(iter(meld_points))
    changed = dataclasses.replace(
        PARTNERSHIP, meld_points={**meld_points, kind: meld_points[kind] + 10}
    )
    assert shipped._key(changed, Suit.HEARTS, 12, exact.FULL_DECK) is None
    got = shipped.meld_distribution(Suit.HEARTS, changed)
    assert got == exact.meld_distribution(Suit.HEARTS, changed)
    assert got != shipped.meld_distribution(Suit.HEARTS, PARTNERSHIP)
