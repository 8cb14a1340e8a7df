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


def test_the_shipped_file_is_what_the_counting_code_makes() -> None:
    # Recounted here with pinochle_learn.odds.exact (numpy), figure by figure.
    on_disk = json.loads(shipped.DATA_PATH.read_text(encoding="utf-8"))
    built = json.loads(json.dumps(shipped.build()))
    assert on_disk["distributions"].keys() == built["distributions"].keys()
    assert on_disk == built, "run `make odds-data` after changing the odds code or a preset"
    # Every preset and trump, and the partner explorer's first hand for each trump.
    assert len(built["distributions"]) == len(shipped.SHIPPED) * 4 + len(shipped.PARTNER_SEEDS) * 4
    # The 48-card presets; DOUBLE_DECK's 80-card figures are counted when asked.
    assert [p.name for p in shipped.SHIPPED] == [p.name for p in PRESETS if p.deck.size == 48]


@pytest.mark.parametrize("ruleset", shipped.SHIPPED, ids=lambda r: r.name)
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
