"""PartnerOdds headless: exact answers for the learner's hand, words for a short hand, seeded
simulations that replay."""

from __future__ import annotations

import math

from pinochle_learn import Hand, Suit
from pinochle_widgets.views.partner_odds import PartnerOdds

HAND = Hand.parse("S14 S14 S10 S13 S12 H14 H10 H13 C14 C10 C13 C12")


def test_exact_answers_for_a_typed_hand_and_trump():
    explorer = PartnerOdds(seed=1, samples=30, deals=4)
    explorer.builder.hand = HAND
    explorer.trump.value = "S"
    html = explorer.result.value
    # Royal marriage K♠ Q♠ 40 + common marriage K♣ Q♣ 20.
    assert "<b id='odds-mine'>60</b>" in html
    assert f"{math.comb(36, 12):,} hands" in html
    # J♠ completes the run: +110; you hold none, partner has one: 1 - C(34,12)/C(36,12).
    p = 1 - math.comb(34, 12) / math.comb(36, 12)
    assert f"<td>J♠</td><td>+110</td><td>{p * 100:.2f}%</td>" in html
    assert explorer.chosen_trump() is Suit.SPADES


def test_a_short_hand_gets_words_and_no_simulation():
    explorer = PartnerOdds(seed=1, samples=30, deals=4)
    explorer.builder.hand = Hand.parse("S14 S13")
    assert "Your hand has 2 cards" in explorer.result.value
    assert explorer.pass_button.disabled and explorer.guide_button.disabled
    explorer.pass_button.click()  # disabled in the page; a stray call does nothing
    assert explorer.simulated.value == ""


def test_simulations_name_their_method_and_replay_with_the_seed():
    explorer = PartnerOdds(seed=1, samples=30, deals=4)
    explorer.builder.hand = HAND
    explorer.pass_button.click()
    first = explorer.simulated.value
    assert "sampled: 30 deals" in first and "95% margin" in first
    explorer.simulated.value = ""
    explorer.pass_button.click()
    assert explorer.simulated.value == first
    explorer.guide_button.click()
    guide = explorer.simulated.value
    assert 'id="odds-guide"' in guide and "<td>250</td>" in guide and "<td>400</td>" in guide
    assert not explorer.busy and explorer.progress.value == explorer.progress.max == 4


def test_partner_card_question_is_counted_by_hand():
    from pinochle_learn import Card
    from pinochle_widgets.course.questions import make_question

    for number in range(8):
        q = make_question("partner_card", 4, number)
        hand, card = Hand.parse(q.situation["hand"]), Card.parse(q.situation["card"])
        # One unseen copy: partner holds 12 of the 36 unseen cards, so 12/36. Two: 1 - 46/105.
        p = 12 / 36 if hand.count(card) == 1 else 1 - (24 * 23) / (36 * 35)
        assert q.answer == (f"{p * 100:.1f}%",)
