"""HandBuilder driven headless: clicks and trait assignment (RULES.md, Cards)."""

from __future__ import annotations

import pytest

from pinochle_learn import PARTNERSHIP, TWO_HAND_WIDOW, UNIQUE_CARDS, Card, Hand
from pinochle_learn.render import i18n
from pinochle_learn.render.words import ruleset_title
from pinochle_widgets import HandBuilder, deal_hand
from pinochle_widgets.views.controls import MAX_SEED
from tests.pseudo_catalogue import use_pseudo_language

PARTNERSHIP_CARDS = tuple(UNIQUE_CARDS)


def card(text: str) -> Card:
    return Card.parse(text)


def pick(builder: HandBuilder, text: str | Card) -> None:
    """What the page sends for a click on a card picture of the deck (the picker)."""
    row = builder.picker_for(text)
    index = row.index_of(text)
    row._handle_custom_msg({"event": "pick", "index": index, "code": row.cards[index]["code"]}, [])


def badge(builder: HandBuilder, text: str) -> str:
    return str(builder.picker_card(text)["badge"])


def test_clicking_cards_builds_the_hand() -> None:
    builder = HandBuilder()
    for text in ("A♥", "10♥", "K♥", "Q♥", "J♥", "Q♥"):
        pick(builder, text)
    assert str(builder.hand) == "H14 H10 H13 H12 H12 H11"
    assert badge(builder, "Q♥") == "×2" and builder.picker_card("Q♥")["selected"]
    assert badge(builder, "A♥") == "×1"
    assert badge(builder, "A♠") == "" and not builder.picker_card("A♠")["selected"]
    assert [c["code"] for c in builder.hand_cards.cards] == str(builder.hand).split()
    assert builder.text.value == "A♥ 10♥ K♥ Q♥ Q♥ J♥"


def test_third_click_takes_both_copies_back() -> None:
    builder = HandBuilder()
    pick(builder, "Q♠")
    pick(builder, "Q♠")
    assert builder.hand.count(card("Q♠")) == 2
    assert "take both copies back" in builder.picker_card("Q♠")["reason"]
    assert builder.picker_card("Q♠")["label"].startswith("queen of spades, selected. You hold 2")
    pick(builder, "Q♠")
    assert builder.hand == Hand()
    assert badge(builder, "Q♠") == ""


def test_third_copy_is_refused() -> None:
    builder = HandBuilder(Hand.parse("S12 S12"))
    assert builder.add(card("S12")) is False
    assert builder.hand == Hand.parse("S12 S12")
    assert "only two" in builder.message.value


def test_pasting_a_third_copy_is_refused_with_the_engine_message() -> None:
    builder = HandBuilder(Hand.parse("D11"))
    builder.text.value = "H14 H14 H14"
    builder.set_button.click()
    assert builder.hand == Hand.parse("D11")
    assert "only two copies of each card: one A♥ too many" in builder.message.value


def test_bad_paste_leaves_the_hand_and_names_the_bad_token() -> None:
    builder = HandBuilder(Hand.parse("S12 D11"))
    builder.text.value = "H14 QX"
    builder.set_button.click()
    assert builder.hand == Hand.parse("S12 D11")
    message = builder.message.value
    assert "invalid card &#x27;QX&#x27; at position 2" in message
    assert "unchanged" in message
    assert 'role="alert"' in message
    # The learner's text stays in the box so that it can be corrected.
    assert builder.text.value == "H14 QX"


def test_good_paste_sets_the_hand_in_any_notation() -> None:
    builder = HandBuilder()
    builder.text.value = "AH, 10h  Q♠ ts d11"
    builder.set_button.click()
    assert str(builder.hand) == "S10 S12 H14 H10 D11"
    assert builder.text.value == "10♠ Q♠ A♥ 10♥ J♦"


def test_paste_longer_than_the_ruleset_allows_is_refused() -> None:
    builder = HandBuilder(ruleset=PARTNERSHIP)
    builder.text.value = str(deal_hand(3, 13))
    builder.set_button.click()
    assert builder.hand == Hand()
    assert "13 cards" in builder.message.value
    assert "at most 12" in builder.message.value


def test_deal_from_a_seed_is_repeatable_and_fills_the_hand() -> None:
    builder = HandBuilder(ruleset=PARTNERSHIP)
    builder.seed.value = 42
    builder.deal_button.click()
    first = builder.hand
    assert len(first) == 12
    builder.clear_button.click()
    assert builder.hand == Hand()
    builder.deal_button.click()
    assert builder.hand == first
    widow = HandBuilder(ruleset=TWO_HAND_WIDOW)
    widow.deal(42)
    assert len(widow.hand) == 24


def test_a_full_hand_refuses_more_cards() -> None:
    builder = HandBuilder(ruleset=PARTNERSHIP)
    builder.deal(5)
    missing = next(c for c in builder.hand.missing() if c not in builder.hand)
    pick(builder, missing)
    assert len(builder.hand) == 12
    assert "The hand is full" in builder.message.value
    assert "12 cards" in builder.message.value


def test_a_click_on_a_card_of_the_hand_takes_one_copy_out() -> None:
    builder = HandBuilder(Hand.parse("S12 S12 D11"))
    assert [c["code"] for c in builder.hand_cards.cards] == ["S12", "S12", "D11"]
    builder.hand_cards.click(card("S12"))
    assert builder.hand == Hand.parse("S12 D11")
    builder.hand_cards.click(card("D11"))
    assert builder.hand == Hand.parse("S12")
    assert [c["code"] for c in builder.hand_cards.cards] == ["S12"]


def test_hand_trait_assignment_redraws_and_notifies() -> None:
    builder = HandBuilder()
    seen: list[Hand] = []
    builder.observe(lambda change: seen.append(change["new"]), names="hand")
    builder.hand = Hand.parse("C14 C14")
    assert seen == [Hand.parse("C14 C14")]
    assert badge(builder, "A♣") == "×2"
    assert "2</span> of 12 cards" in builder.status.value


def test_every_button_has_a_description_and_tooltip() -> None:
    builder = HandBuilder(Hand.parse("H9"))
    # Every card picture has a label for screen readers and says what a click does.
    for row in (*(builder.picker_for(f"A{s}") for s in "SHDC"), builder.hand_cards):
        for shown in row.cards:
            assert shown["label"] and "Click to" in shown["reason"]
    buttons = [
        builder.set_button,
        builder.deal_button,
        builder.clear_button,
    ]
    for button in buttons:
        assert button.description
        assert button.tooltip
        assert button.icon == ""


def test_the_hand_label_names_the_rules_by_their_title() -> None:
    builder = HandBuilder(ruleset=TWO_HAND_WIDOW)
    assert (
        f'rules: <span class="pl-hand-rules">{ruleset_title(TWO_HAND_WIDOW)}'
        in builder.status.value
    )
    assert f"({TWO_HAND_WIDOW.name})" not in builder.status.value
    builder = HandBuilder(deal_hand(1, 12))
    assert "12</span> of 12 cards — full · rules: " in builder.status.value
    assert (
        ruleset_title(PARTNERSHIP) in builder.status.value
        and "(partnership)" not in builder.status.value
    )
    missing = next(c for c in PARTNERSHIP_CARDS if c not in builder.hand)
    assert not builder.add(missing)
    assert f"a hand in {ruleset_title(PARTNERSHIP)} holds 12 cards" in builder.message.value


def test_a_huge_seed_is_brought_into_range_and_the_deal_says_which() -> None:
    # A browser holds 99999999999999999999999 only approximately: the box takes 0 to 2**31 - 1.
    builder = HandBuilder()
    assert (builder.seed.min, builder.seed.max) == (0, MAX_SEED)
    assert "a whole number from 0 to 2147483647" in builder.seed.tooltip
    builder.seed.value = 99999999999999999999999
    assert builder.seed.value == MAX_SEED
    builder.deal_button.click()
    assert builder.hand == deal_hand(MAX_SEED, 12)
    assert f"Dealt 12 cards with seed {MAX_SEED}." in builder.message.value
    builder.seed.value = -5
    assert builder.seed.value == 0


# ---- the double deck (docs/rules.md #dd.deck, #dd.hands): the builder reads the ruleset's deck


def test_the_double_deck_picker_shows_five_cards_a_suit_and_no_nine() -> None:
    from pinochle_learn.ruleset import DOUBLE_DECK

    builder = HandBuilder(ruleset=DOUBLE_DECK)
    row = builder.picker_for("A♠")
    assert [c["code"] for c in row.cards] == ["S14", "S10", "S13", "S12", "S11"]
    assert "the deck has four of each" in builder.help_text.value
    assert not builder.add(card("9♥"))
    assert "no 9♥" in builder.message.value and builder.hand == Hand()


def test_the_double_deck_builder_takes_four_copies_and_a_fifth_click_takes_all_back() -> None:
    from pinochle_learn.ruleset import DOUBLE_DECK

    builder = HandBuilder(ruleset=DOUBLE_DECK)
    for n in (1, 2, 3, 4):
        pick(builder, "Q♠")
        assert badge(builder, "Q♠") == f"×{n}"
    assert builder.hand.count(card("Q♠")) == 4
    assert "take all four copies back" in builder.picker_card("Q♠")["reason"]
    assert not builder.add(card("Q♠"))
    assert "only four" in builder.message.value
    pick(builder, "Q♠")
    assert builder.hand == Hand()
    assert "Took all four Q♠ back." in builder.message.value


def test_the_double_deck_builder_pastes_and_deals_twenty_cards_from_eighty() -> None:
    from pinochle_learn.ruleset import DOUBLE_DECK

    builder = HandBuilder(ruleset=DOUBLE_DECK)
    assert builder.set_from_text("QS QS QS JD JD JD")
    assert builder.hand.count(card("Q♠")) == 3
    assert not builder.set_from_text("QS QS QS QS QS")
    assert "only four copies of each card: one Q♠ too many" in builder.message.value
    hand = builder.deal(5)
    assert len(hand) == 20 and "20</span> of 20 cards — full" in builder.status.value
    assert all(c.rank.short != "9" for c in hand)
    assert hand == deal_hand(5, 20, DOUBLE_DECK.deck)


@pytest.fixture
def pseudo_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """Italian reads as the pseudo-language; English stays English."""
    use_pseudo_language(monkeypatch, english=True)


@pytest.mark.usefixtures("pseudo_language")
def test_a_bad_card_typed_is_named_in_the_page_language() -> None:
    builder = HandBuilder(Hand.parse("S12 D11"))
    builder.text.value = "H14 QX"
    with i18n.speaking("it"):
        builder.set_button.click()
    assert builder.hand == Hand.parse("S12 D11")
    # the parser's sentence went through the catalogue, its values filled, inside the
    # builder's own sentence (also through the catalogue)
    assert (
        "[[invalid card &#x27;QX&#x27; at position 2 in &#x27;H14 QX&#x27;]]"
        in builder.message.value
    )
    assert builder.message.value.count("[[") == 2
