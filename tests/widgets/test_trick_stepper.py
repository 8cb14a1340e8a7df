"""TrickStepper driven headless: clicks and trait assignment (RULES.md, Tricks).

Every expected legal set, winner and counter total is worked out by hand from RULES.md:
PARTNERSHIP counts A, 10 and K 10 each (Q, J, 9 nothing), the last trick 10 more.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest
import traitlets

from pinochle_learn import (
    PARTNERSHIP,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    Card,
    Hand,
    PinochleError,
    Suit,
)
from pinochle_learn.cards import EIGHTY_CARD_DECK
from pinochle_learn.ruleset import DOUBLE_DECK
from pinochle_widgets import TrickStepper, deal_hands

NAMES = ("Bill", "Lisa", "You", "Mike")
# The seed example (RULES.md, PARTNERSHIP Tricks): trump ♠, Bill (North) leads Q♥; Lisa has no
# hearts and no spades; you hold 9♥ 10♥ A♥; Mike has no hearts but Q♠.
SEED_HANDS = ("H12 S9 D13", "C9 D10 C11", "H9 H10 H14", "S12 D9 C13")


def seed_stepper() -> TrickStepper:
    return TrickStepper(SEED_HANDS, trump=Suit.SPADES, names=NAMES)


def click(stepper: TrickStepper, *cards: str) -> None:
    for text in cards:
        stepper.hand.click(text)


def descriptions(stepper: TrickStepper) -> list[str]:
    """Each card picture on show as "✓ A♥" (may be played) or "✗ 9♥" (refused)."""
    return [
        f"{'✓' if c['mark'] == 'playable' else '✗'} {Card.parse(c['code']).label}"
        for c in stepper.hand.cards
    ]


def test_seat_to_play_sees_each_card_marked_with_its_reason() -> None:
    stepper = seed_stepper()
    assert descriptions(stepper) == ["✓ 9♠", "✓ Q♥", "✓ K♦"]  # Bill leads: any card
    click(stepper, "H12")
    # Lisa: no hearts, no spades: any card.
    assert descriptions(stepper) == ["✓ 10♦", "✓ J♣", "✓ 9♣"]
    # The engine speaks to the player to act; Lisa is not "You", so the reasons name her.
    tooltip = stepper.card("C9")["reason"]
    assert "Lisa has no hearts, the suit led, and no trump: Lisa may play any card" in tooltip
    lisa = stepper.reasons_view.value
    assert 'class="pl-reasons-whose" data-seat="E"' in lisa
    assert "these are Lisa's cards" in lisa
    assert not re.search(r"\b[Yy]ou(rs?)?\b", lisa.split('<ul class="pl-reasons">')[1])
    click(stepper, "C9")
    # You: A♥ and 10♥ beat the Q♥ your partner is winning; you must head the trick.
    assert descriptions(stepper) == ["✓ A♥", "✓ 10♥", "✗ 9♥"]
    nine = stepper.card("H9")
    assert nine["reason"].startswith("9♥ does not beat the Q♥ now winning")
    assert nine["label"].startswith("nine of hearts, refused: 9♥ does not beat the Q♥")
    assert nine["mark"] == "refused" and stepper.card("H14")["mark"] == "playable"
    reasons = stepper.reasons_view.value
    assert 'data-card="H9" data-legal="false"' in reasons
    assert "you must head the trick" in reasons
    assert "pl-reasons-whose" not in reasons  # the learner's own cards: "you" is right
    assert "<strong>You</strong> to play" in stepper.turn_view.value


def test_illegal_click_shows_why_and_changes_nothing() -> None:
    stepper = seed_stepper()
    click(stepper, "H12", "C9")
    before = (list(stepper.steps), stepper.index, stepper.step)
    click(stepper, "H9")
    assert (stepper.steps, stepper.index, stepper.step) == before
    message = stepper.message.value
    assert 'class="pl-message pl-error"' in message and 'role="alert"' in message
    assert "You may not play 9♥" in message
    assert "9♥ does not beat the Q♥ now winning" in message
    assert "Nothing was played" in message
    assert stepper.step.hands[2] == Hand.parse("H9 H10 H14")


def test_seed_example_mike_must_trump_and_wins_with_the_queen_of_spades() -> None:
    stepper = seed_stepper()
    click(stepper, "H12", "C9", "H14")
    # Mike: no hearts, holds Q♠: must trump; 9♦ and K♣ are refused.
    assert descriptions(stepper) == ["✓ Q♠", "✗ 9♦", "✗ K♣"]
    click(stepper, "D9")
    message = stepper.message.value
    assert "Mike may not play 9♦. Mike has no hearts, the suit led, but holds trump" in message
    assert "Mike must trump" in message and "you" not in message.lower()
    click(stepper, "S12")
    trick = stepper.step.trick
    assert trick.is_complete and trick.winner_seat == 3
    assert 'id="trick-winner" data-card="S12" data-seat="W"' in stepper.trick_view.value
    # Counters: Q♥ 0 + 9♣ 0 + A♥ 10 + Q♠ 0 = 10, to Lisa and Mike.
    result = stepper.turn_view.value
    assert 'id="trick-result" data-winner="W" data-points="10"' in result
    assert "Mike wins the trick with Q♠; Lisa and Mike take 10 counter points." in result
    assert "the highest trump (spades)" in stepper.trick_view.value
    assert stepper.step.taken == (0, 10)
    assert stepper.hand.cards == []
    # The result is said once on the page: in the turn line, not again in the trick's pane
    # (which gives why Q♠ wins and the count) nor in the message line.
    panes = [getattr(stepper, n).value for n in ("trick_view", "turn_view", "message")]
    assert sum(p.count("wins the trick") + p.count("Won by") for p in panes) == 1
    assert "Lisa and Mike take" not in stepper.trick_view.value
    assert "Counter points in this trick: Q♥ 0 + 9♣ 0 + A♥ 10 + Q♠ 0 = 10" in (
        stepper.trick_view.value
    )
    assert stepper.message.value.count("Q♠") == 1  # "Mike played Q♠. The trick is complete."


def test_whole_trick_by_clicks_first_of_two_identical_cards_wins() -> None:
    # Trump ♠, North leads 10♦, East A♦, South A♦, West 9♦: each follows suit with its only
    # diamond. East's A♦ (card 2) wins: South's identical A♦ does not beat it.
    # PARTNERSHIP counters 10 + 10 + 10 + 0 = 30 to East–West.
    stepper = TrickStepper(["D10 C9", "D14 C10", "D14 C11", "D9 C12"], trump=Suit.SPADES)
    click(stepper, "D10", "D14", "D14", "D9")
    trick = stepper.step.trick
    assert str(trick) == "D10 D14 D14 D9"
    assert trick.winner == 1 and trick.winner_seat == 1
    view = stepper.trick_view.value
    assert 'id="trick-winner" data-card="D14" data-seat="E" data-index="1"' in view
    assert "of two identical cards the first played wins" in view
    assert 'data-points="30"' in view and "10♦ 10 + A♦ 10 + A♦ 10 + 9♦ 0 = 30" in view
    assert stepper.step.taken == (0, 30) and stepper.step.won == (0, 1)
    score = stepper.score_view.value
    assert 'data-team="1" data-points="30"' in score and 'data-team="0" data-points="0"' in score
    assert (
        "East wins the trick with A♦; East–West take 30 counter points." in stepper.turn_view.value
    )
    assert "West played 9♦. The trick is complete" in stepper.message.value


def test_step_back_restores_the_previous_state_and_forward_replays() -> None:
    stepper = seed_stepper()
    click(stepper, "H12", "C9")
    after_lisa = stepper.step
    click(stepper, "H10")
    assert stepper.index == 3
    stepper.back_button.click()
    assert stepper.step is after_lisa
    assert descriptions(stepper) == ["✓ A♥", "✓ 10♥", "✗ 9♥"]
    stepper.back_button.click()
    stepper.back_button.click()
    assert stepper.index == 0 and stepper.back_button.disabled
    assert stepper.step.trick.cards == ()
    stepper.forward_button.click()
    stepper.forward_button.click()
    stepper.forward_button.click()
    assert str(stepper.step.trick) == "H12 C9 H10"
    assert stepper.forward_button.disabled
    # Playing another card after stepping back drops the undone future.
    stepper.back_button.click()
    click(stepper, "H14")
    assert str(stepper.step.trick) == "H12 C9 H14" and len(stepper.steps) == 4


def test_bad_notation_shows_the_engine_message_and_keeps_the_hands() -> None:
    stepper = seed_stepper()
    click(stepper, "H12")
    before = (tuple(stepper.hands), list(stepper.steps))
    stepper.hand_texts[1].value = "C9 QX"
    stepper.set_button.click()
    assert (tuple(stepper.hands), stepper.steps) == before
    message = stepper.message.value
    assert "Lisa: invalid card &#x27;QX&#x27; at position 2" in message
    assert "The hands are unchanged" in message
    assert stepper.hand_texts[1].value == "C9 QX"  # left for the learner to correct
    # A third copy across two hands is refused too, naming the card and the seats.
    stepper.hand_texts[1].value = "H12 H12"
    stepper.set_button.click()
    assert tuple(stepper.hands) == before[0]
    assert "&#x27;H12&#x27; (Q♥) appears 3 times in the hands of Bill, Lisa" in (
        stepper.message.value
    )


def test_good_notation_sets_the_hands_and_starts_again() -> None:
    stepper = seed_stepper()
    click(stepper, "H12")
    for text, hand in zip(stepper.hand_texts, ("AH 10h", "KH 9H", "QH Q♠", "JH 9s"), strict=True):
        text.value = hand
    stepper.set_button.click()
    assert stepper.hands == tuple(Hand.parse(h) for h in ("H14 H10", "H13 H9", "S12 H12", "H11 S9"))
    assert stepper.index == 0 and len(stepper.steps) == 1
    assert stepper.hand_texts[2].value == "S12 H12"
    assert "New hands" in stepper.message.value


def test_hands_by_trait_assignment_start_again_and_are_checked() -> None:
    stepper = seed_stepper()
    click(stepper, "H12")
    stepper.hands = tuple(Hand.parse(h) for h in ("S14", "S10", "S13", "S12"))
    assert len(stepper.steps) == 1 and stepper.hand_texts[0].value == "S14"
    with pytest.raises(traitlets.TraitError, match="needs 4 hands, not 2"):
        stepper.hands = (Hand.parse("S14"), Hand.parse("S10"))


def test_leader_picker_changes_who_leads() -> None:
    stepper = seed_stepper()
    assert [label for label, _ in stepper.leader_picker.options] == list(NAMES)
    stepper.leader_picker.value = 3
    assert stepper.step.to_play == 3
    assert "<strong>Mike</strong> to play" in stepper.turn_view.value
    assert "Mike leads" in stepper.message.value


def test_house_rule_no_duty_to_head_keeps_the_plays_and_frees_the_nine() -> None:
    stepper = seed_stepper()
    click(stepper, "H12", "C9")
    stepper.head_box.value = False
    assert stepper.rules.must_head_trick is False
    assert stepper.index == 2  # the plays so far are replayed, not lost
    assert descriptions(stepper) == ["✓ A♥", "✓ 10♥", "✓ 9♥"]
    assert "no duty to head the trick (house rule)" in stepper.card("H9")["reason"]
    assert stepper.beat_box.disabled


def test_house_rule_beat_the_suit_led_after_a_trump() -> None:
    # Trump ♠: North leads Q♥, East trumps with 9♠. South holds A♥ 9♥: by the seeds any heart
    # (none can win); with the house rule South must still beat the Q♥: only A♥.
    stepper = TrickStepper(["H12 C9", "S9 C10", "H14 H9", "D9 C12"], trump=Suit.SPADES)
    click(stepper, "H12", "S9")
    assert descriptions(stepper) == ["✓ A♥", "✓ 9♥"]
    stepper.beat_box.value = True
    assert descriptions(stepper) == ["✓ A♥", "✗ 9♥"]
    assert "House rule" in stepper.card("H9")["reason"]


def test_trump_change_replays_until_a_play_is_no_longer_legal() -> None:
    stepper = seed_stepper()
    click(stepper, "H12", "C9", "H14")
    # Diamonds trump: Lisa, with no hearts, must trump with 10♦, so her 9♣ is refused now.
    stepper.trump_picker.value = Suit.DIAMONDS
    assert stepper.trump is Suit.DIAMONDS
    assert str(stepper.step.trick) == "H12" and len(stepper.steps) == 2
    message = stepper.message.value
    assert "no longer legal" in message and "Lisa may not play 9♣" in message
    assert "Lisa may not play 9♣. Lisa has no hearts" in message
    assert "You have" not in message
    assert descriptions(stepper) == ["✓ 10♦", "✗ J♣", "✗ 9♣"]


def test_next_trick_is_led_by_the_winner() -> None:
    stepper = seed_stepper()
    click(stepper, "H12", "C9", "H14", "S12")
    assert not stepper.next_button.disabled
    stepper.next_button.click()
    step = stepper.step
    assert step.number == 2 and step.to_play == 3 and step.trick.cards == ()
    assert step.taken == (0, 10)
    assert descriptions(stepper) == ["✓ 9♦", "✓ K♣"]
    assert "trick 2" in stepper.step_view.value


def test_last_trick_bonus_when_every_hand_is_empty() -> None:
    # One card each: this is the last trick. K♦ (South) does not beat A♦; East wins:
    # 10♦ 10 + A♦ 10 + K♦ 10 + 9♦ 0 + last trick 10 = 40.
    stepper = TrickStepper(["D10", "D14", "D13", "D9"], trump=Suit.SPADES)
    click(stepper, "D10", "D14", "D13", "D9")
    assert stepper.step.is_last and stepper.step.taken == (0, 40)
    assert 'data-points="40"' in stepper.turn_view.value
    assert "last trick 10 = 40" in stepper.trick_view.value
    assert stepper.next_button.disabled


def test_two_hand_rules_show_two_seats_and_free_play_while_the_stock_lasts() -> None:
    stepper = seed_stepper()
    stepper.rules_picker.value = TWO_HAND_STOCK
    assert [t.layout.display for t in stepper.hand_texts] == [None, None, "none", "none"]
    # Two hands: Bill against You, as in the lesson's stock example (not Bill and Lisa).
    assert [label for label, _ in stepper.leader_picker.options] == ["Bill", "You"]
    assert [t.description for t in stepper.hand_texts[:2]] == ["Bill", "You"]
    assert stepper.stock_box.layout.display is None
    assert stepper.hands == deal_hands(1, 2, 12)
    assert stepper.step.trick.players == 2
    stepper.hands = (Hand.parse("H12 S9 D9"), Hand.parse("H9 C14 S10"))
    click(stepper, "H12")
    # While the stock lasts any card; once it is empty You must follow with 9♥.
    assert descriptions(stepper) == ["✓ 10♠", "✓ 9♥", "✓ A♣"]
    assert "While the stock lasts" in stepper.card("C14")["reason"]
    stepper.stock_box.value = True
    assert descriptions(stepper) == ["✗ 10♠", "✓ 9♥", "✗ A♣"]
    click(stepper, "H9")
    # TWO_HAND_STOCK counts K and Q 5 each: Q♥ 5 + 9♥ 0 = 5, to Bill.
    assert stepper.step.taken == (5, 0)
    assert "Bill wins the trick with Q♥; Bill takes 5 counter points." in stepper.turn_view.value
    assert "A, 10 10 each; K, Q 5 each" in stepper.score_view.value


def test_widow_rules_deal_24_and_back_to_partnership_deals_four() -> None:
    stepper = TrickStepper(seed=3)
    assert stepper.stock_box.layout.display == "none"
    stepper.rules_picker.value = TWO_HAND_WIDOW
    assert [len(h) for h in stepper.hands] == [24, 24]
    assert len(stepper.hand.cards) == 24  # every card of the leader's hand, as a picture
    stepper.rules_picker.value = PARTNERSHIP
    assert stepper.hands == deal_hands(3, 4, 12)
    assert [t.layout.display for t in stepper.hand_texts] == [None] * 4


def test_double_deck_rules_deal_twenty_cards_a_hand_from_the_eighty_card_deck() -> None:
    # docs/rules.md #dd: four players, 20 cards each, the whole 80-card deck dealt (the old
    # deal took 12-card hands from the 48-card deck whatever the ruleset's deck).
    stepper = TrickStepper(seed=3)
    stepper.rules_picker.value = DOUBLE_DECK
    assert [len(h) for h in stepper.hands] == [20, 20, 20, 20]
    dealt = sum((h.counter() for h in stepper.hands), Counter[Card]())
    assert dealt == Counter(EIGHTY_CARD_DECK.cards)
    assert set(dealt.values()) == {4}
    stepper.deal_button.click()
    assert [len(h) for h in stepper.hands] == [20, 20, 20, 20]


def test_deal_from_a_seed_is_repeatable() -> None:
    stepper = seed_stepper()
    stepper.seed.value = 42
    stepper.deal_button.click()
    assert stepper.hands == deal_hands(42, 4, 12)
    assert [t.value for t in stepper.hand_texts] == [str(h) for h in deal_hands(42, 4, 12)]
    assert "seed 42" in stepper.message.value


def test_every_button_has_a_description_and_tooltip_and_no_icon() -> None:
    stepper = seed_stepper()
    buttons = [
        stepper.set_button,
        stepper.deal_button,
        stepper.back_button,
        stepper.forward_button,
        stepper.next_button,
    ]
    for button in buttons:
        assert button.description and button.tooltip
        assert button.icon == ""
    assert [label for label, _ in stepper.trump_picker.options] == ["♠", "♥", "♦", "♣"]
    assert stepper.back_button.description == "◀ Back"
    assert stepper.forward_button.description == "Forward ▶"


def test_table_shows_every_seat_with_the_one_to_play_marked() -> None:
    stepper = seed_stepper()
    click(stepper, "H12")
    table = stepper.table_view.value
    assert table.count('class="pl-seat-hand"') == 4
    assert re.search(r"▶ <strong>Lisa</strong> \(3\)", table)
    assert "<strong>Bill</strong> (2)" in table
    assert Card.parse("H12") not in stepper.step.hands[0]


def test_uneven_hands_are_refused_naming_the_seats_and_the_hands_stay() -> None:
    # Every seat plays one card to each trick: with 2, 1, 1, 1 cards the second trick could not
    # be played, though Bill would still hold 10♥ (the review's "Every card has been played").
    stepper = seed_stepper()
    before = tuple(stepper.hands)
    for text, cards in zip(stepper.hand_texts, ("H14 H10", "C9", "C10", "C11"), strict=True):
        text.value = cards
    stepper.set_button.click()
    assert tuple(stepper.hands) == before
    message = stepper.message.value
    assert "Could not set the hands: every seat plays one card to each trick" in message
    assert "Bill has 2 cards; Lisa, you and Mike have 1 card. The hands are unchanged." in message
    with pytest.raises(traitlets.TraitError, match="the hands must be the same size"):
        stepper.hands = tuple(Hand.parse(h) for h in ("H14 H10", "C9", "C10", "C11"))
    with pytest.raises(PinochleError, match="size: you have 2 cards"):
        TrickStepper(["C9", "C10", "H14 H10", "C11"], names=NAMES)


def test_equal_hands_play_out_to_the_last_card() -> None:
    stepper = TrickStepper(["H14 H10", "C9 C12", "C10 C13", "C11 D9"], trump="S", names=NAMES)
    click(stepper, "H14", "C9", "C10", "C11")
    assert "Press “Next trick”" in stepper.turn_view.value
    assert not stepper.next_button.disabled
    stepper.next_button.click()
    click(stepper, "H10", "C12", "C13", "D9")
    assert "Every card has been played." in stepper.turn_view.value
    assert not any(stepper.step.hands)


def test_two_hand_stepper_reasons_name_bill_and_speak_to_you() -> None:
    stepper = seed_stepper()
    stepper.rules_picker.value = TWO_HAND_STOCK
    stepper.stock_box.value = True
    stepper.hands = (Hand.parse("H12 S9 D9"), Hand.parse("H9 C14 S10"))
    # Bill leads: the engine's "You lead" is about Bill, and the rule's title speaks to no one.
    assert "Bill leads: any card may be led" in stepper.card("D9")["reason"]
    assert "<strong>Bill</strong> to play. Rule: <em>the lead: any card</em>" in (
        stepper.turn_view.value
    )
    assert "these are Bill's cards" in stepper.reasons_view.value
    click(stepper, "H12")
    # Now You: the reasons speak to the learner.
    reasons = stepper.reasons_view.value
    assert "pl-reasons-whose" not in reasons
    assert "You hold hearts, the suit led" in reasons


def test_the_seed_box_is_bounded() -> None:
    stepper = seed_stepper()
    stepper.seed.value = 99999999999999999999999
    stepper.deal_button.click()
    assert stepper.hands == deal_hands(2**31 - 1, 4, 12)
    assert f"seed {2**31 - 1}" in stepper.message.value


def test_reasons_alike_are_said_once() -> None:
    # RULES.md, Tricks: the leader may lead any card; that is said once for the three cards.
    stepper = seed_stepper()
    reasons = stepper.reasons_view.value
    assert reasons.count('class="pl-reason ') == 1
    assert 'data-cards="S9 H12 D13"' in reasons
    assert "<strong>9♠, Q♥ and K♦</strong> may be played: Bill leads: any card may be led." in (
        reasons
    )
    # Mike (no hearts, holds trump) must trump: 9♦ and K♣ share one refusal, Q♠ its own line.
    click(stepper, "H12", "C9", "H14")
    reasons = stepper.reasons_view.value
    assert reasons.count('class="pl-reason ') == 2
    assert "<strong>9♦ and K♣</strong> may not be played:" in reasons
    assert "Mike must trump, so none of them may be played." in reasons


def place(stepper: TrickStepper, seat: int, code: str) -> None:
    """A click on the card picture ``code`` of the placer's deck with ``seat`` chosen."""
    stepper.placer.seat_picker.value = seat
    row = stepper.placer.row_for(code)
    index = row.index_of(code)
    row._handle_custom_msg({"event": "pick", "index": index, "code": code}, [])


def test_placing_one_card_per_seat_starts_a_trick_without_typing() -> None:
    # The rules' example trick reduced to one card each (RULES.md, PARTNERSHIP Tricks):
    # Bill leads Q♥, Lisa 9♣, You A♥, Mike Q♠; trump ♠: Mike's trump wins; counters
    # Q 0 + 9 0 + A 10 + Q 0 = 10, and with one card each it is the last trick: 10 more,
    # 20 to Lisa and Mike.
    stepper = TrickStepper(trump=Suit.SPADES, names=NAMES, seed=5)
    for seat, code in ((0, "H12"), (1, "C9"), (2, "H14")):
        place(stepper, seat, code)
        assert stepper.hands == deal_hands(5, 4, 12)  # not yet: the hands are not all placed
    assert "Mike" in stepper.placer.status.value and "—" in stepper.placer.status.value
    place(stepper, 3, "S12")
    assert [str(h) for h in stepper.hands] == ["H12", "C9", "H14", "S12"]
    assert "every seat holds 1, the trick starts" in stepper.placer.message.value
    for code in ("H12", "C9", "H14", "S12"):
        stepper.hand.click(code)  # the seat to play has exactly this card
    assert stepper.step.trick.winner_seat == 3 and stepper.step.taken == (0, 20)
    assert 'class="pl-table-card pl-table-winner" data-card="S12" data-seat="W"' in (
        stepper.felt_view.value
    )


def test_placer_refuses_a_third_copy_and_empties_on_request() -> None:
    stepper = TrickStepper(trump=Suit.SPADES, names=NAMES)
    place(stepper, 0, "D14")
    place(stepper, 1, "D14")
    hands_before = list(stepper.placer.hands)
    place(stepper, 2, "D14")
    assert stepper.placer.hands == hands_before
    assert "Both A♦ are placed already: the deck has only two." in stepper.placer.message.value
    assert stepper.placer.row_for("D14").cards[0]["mark"] == "refused"
    stepper.placer.clear_button.click()
    assert all(not h for h in stepper.placer.hands)


def test_the_felt_seats_you_at_the_bottom_and_two_hand_games_face_to_face() -> None:
    stepper = seed_stepper()
    felt = stepper.felt_view.value
    assert 'data-seat="N" data-pos="top"' in felt and 'data-seat="S" data-pos="bottom"' in felt
    assert "Bill leads" in felt
    stepper.rules_picker.value = TWO_HAND_STOCK
    felt = stepper.felt_view.value
    assert 'data-players="2"' in felt
    assert [o for o, _ in stepper.placer.seat_picker.options] == ["Bill", "You"]


def test_the_placer_reads_the_double_decks_four_copies_and_no_nines() -> None:
    # docs/rules.md #dd.deck: four copies of each A 10 K Q J, no nines.
    from pinochle_learn.ruleset import DOUBLE_DECK
    from pinochle_widgets.views.trick_placer import CardPlacer

    stepper = TrickStepper(trump=Suit.SPADES, names=NAMES)
    stepper.rules_picker.value = DOUBLE_DECK
    assert stepper.placer.deck == DOUBLE_DECK.deck
    started: list[tuple[Hand, ...]] = []
    placer = CardPlacer(4, None, started.append, max_cards=20, deck=DOUBLE_DECK.deck)
    assert [c["code"] for c in placer.row_for("D14").cards] == ["D14", "D10", "D13", "D12", "D11"]
    for seat in (0, 1, 2, 0):
        placer.place(seat, Card.parse("H13"))
    assert [len(h) for h in placer.hands] == [2, 1, 1, 0] and not started
    assert not placer.place(3, Card.parse("H13"))
    assert "All four K♥ are placed already: the deck has only four." in placer.message.value
    assert not placer.place(3, Card.parse("H9"))
    assert "The deck has no 9♥." in placer.message.value
    assert placer.row_for("H13").cards[2]["mark"] == "refused"


@pytest.mark.usefixtures("pseudo_language")
def test_a_card_the_engine_cannot_judge_is_refused_in_the_pages_language() -> None:
    from pinochle_learn.render import i18n
    from pinochle_learn.render.trick_text import stepper_refusal
    from pinochle_widgets.sessions.trick_session import Refusal, TrickSession, TrickSetup

    # North leads A♥; Lisa (East) holds A♥ A♥ more: three A♥ in play, the deck has two.
    hands = tuple(Hand.parse(h) for h in ("H14 C9", "H14 H14", "D14 C11", "D9 C12"))
    session = TrickSession(TrickSetup(hands, Suit.SPADES, PARTNERSHIP, PARTNERSHIP))
    session.play(Card.parse("H14"))
    refusal = session.play(Card.parse("H14"))
    assert isinstance(refusal, Refusal) and refusal.seat == 1
    with i18n.speaking("it"):
        said = stepper_refusal(refusal.why, refusal.seat, NAMES, error=refusal.error)
    assert (
        "[[A♥ appears 3 times in the hand and the trick, but the deck holds only [[two]] of "
        "each card]]" in said
    )
    assert "'H14'" not in said  # not the engine's line
