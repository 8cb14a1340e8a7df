"""CardHand headless: the traits the page sees, and messages from the page judged by Python.

A message from the front end is ``{"event": "pick", "index": i, "code": "H14"}``; the widget's
handler is the engine's judge. The trick is the seed example (RULES.md, PARTNERSHIP Tricks):
trump ♠, Bill leads Q♥, Lisa plays 9♣; you hold 9♥ 10♥ A♥ and must head the trick, so 9♥ is
refused and A♥ or 10♥ may be played.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import pinochle_widgets
from pinochle_learn import Card, Suit
from pinochle_learn.render.style import CSS_PATH
from pinochle_widgets import CardHand, CardView, TrickStepper
from tests.examples_budget import examples

NAMES = ("Bill", "Lisa", "You", "Mike")
SEED_HANDS = ("H12 S9 D13", "C9 D10 C11", "H9 H10 H14", "S12 D9 C13")


def front_end_click(hand: CardHand, index: int) -> None:
    """What the ES module sends for a click (or Enter / Space) on the card at ``index``."""
    code = hand.cards[index]["code"]
    hand._handle_custom_msg({"event": "pick", "index": index, "code": code}, [])


def your_turn() -> TrickStepper:
    stepper = TrickStepper(SEED_HANDS, trump=Suit.SPADES, names=NAMES)
    stepper.play("H12")
    stepper.play("C9")
    return stepper


def test_cards_trait_carries_the_mark_and_reason_and_faces_the_svg_of_each_card() -> None:
    stepper = your_turn()
    cards = stepper.hand.cards
    assert [c["code"] for c in cards] == ["H14", "H10", "H9"]
    assert [c["mark"] for c in cards] == ["playable", "playable", "refused"]
    assert sorted(stepper.hand.faces) == ["H10", "H14", "H9"]
    assert all(svg.startswith('<svg class="pl-card"') for svg in stepper.hand.faces.values())
    assert 'data-card="H9"' in stepper.hand.faces["H9"]
    nine = cards[2]
    assert nine["reason"].startswith("9♥ does not beat the Q♥ now winning")
    assert nine["label"].startswith("nine of hearts, refused: 9♥ does not beat the Q♥")
    assert nine["label"].endswith("you must head the trick.")
    assert cards[0]["label"].startswith("ace of hearts, may be played: ")


def test_a_card_played_sends_the_short_cards_again_and_no_picture() -> None:
    hand = CardHand([Card.parse(c) for c in ("H14", "H10", "S9")])
    faces = hand.faces
    sent: list[tuple[str, ...]] = []
    hand.observe(lambda change: sent.append(change["name"]), names=["cards", "faces"])
    hand.show([Card.parse(c) for c in ("H14", "S9")])  # 10♥ played: every picture known
    assert sent == ["cards"] and hand.faces is faces
    hand.show([Card.parse(c) for c in ("H14", "S9", "D11")])  # J♦ drawn: new pictures
    assert sent == ["cards", "faces", "cards"]
    assert sorted(hand.faces) == ["D11", "H14", "S9"]


def test_a_click_from_the_page_is_judged_by_the_engine_and_plays_the_card() -> None:
    stepper = your_turn()
    front_end_click(stepper.hand, 0)  # A♥
    assert [str(c) for c in stepper.step.trick.cards] == ["H12", "C9", "H14"]
    # Mike to play now: his hand is on show; he has no hearts and must trump (Q♠).
    assert [c["code"] for c in stepper.hand.cards] == ["S12", "D9", "C13"]
    assert [c["mark"] for c in stepper.hand.cards] == ["playable", "refused", "refused"]
    assert "played A♥" in stepper.message.value


def test_a_refused_card_changes_nothing_and_says_why() -> None:
    stepper = your_turn()
    before_cards, before_steps = list(stepper.hand.cards), len(stepper.steps)
    front_end_click(stepper.hand, 2)  # 9♥: you must head the trick
    assert len(stepper.steps) == before_steps
    assert stepper.hand.cards == before_cards
    assert [str(c) for c in stepper.step.trick.cards] == ["H12", "C9"]
    assert 'role="alert"' in stepper.message.value
    assert "you must head the trick" in stepper.message.value


def test_one_message_is_one_pick_and_stale_or_bad_messages_change_nothing() -> None:
    hand = CardHand([Card.parse("H14"), Card.parse("S9")])
    seen: list[tuple[int, str]] = []
    hand.on_pick(lambda i, card: seen.append((i, str(card))))
    front_end_click(hand, 1)
    assert seen == [(1, "S9")]
    # A click that names a card no longer at that place (the hand was redrawn) does nothing,
    # and so do malformed messages from the page.
    for content in (
        {"event": "pick", "index": 1, "code": "H14"},
        {"event": "pick", "index": 7, "code": "S9"},
        {"event": "pick", "index": "1", "code": "S9"},
        {"event": "pick", "index": True, "code": "S9"},
        {"event": "hover", "index": 0, "code": "H14"},
        ["pick", 0],
        None,
    ):
        hand._handle_custom_msg(content, [])
    assert seen == [(1, "S9")]
    hand.disabled = True
    front_end_click(hand, 0)
    assert seen == [(1, "S9")]


def test_states_are_on_the_card_and_in_its_label() -> None:
    view = CardView(Card.parse("D11"), selected=True, received=True, badge="new")
    hand = CardHand([view, CardView(Card.parse("S14"), winning=True)])
    first, second = hand.cards
    assert (first["selected"], first["received"], first["badge"]) == (True, True, "new")
    assert first["label"] == "jack of diamonds, selected, just received"
    assert second["winning"] and second["label"] == "ace of spades, heads the trick"
    assert second["suit_start"] and not first["suit_start"]
    with pytest.raises(ValueError, match="mark must be"):
        CardView(Card.parse("D11"), mark="maybe")
    with pytest.raises(ValueError, match="K♣ is not on show"):
        hand.click("C13")


def test_es_module_and_css_are_package_files_with_no_network_import() -> None:
    static = Path(pinochle_widgets.__file__).parent / "views" / "static"
    js, css = static / "card_hand.js", CSS_PATH  # the one stylesheet holds the card rules
    hand = CardHand()
    # anywidget sends the module's text to the page as the _esm trait; the stylesheet (_css)
    # only when the page asks, having none (a table brings it once with kit.stylesheet()).
    assert hand._esm == js.read_text() and hand._css == ""
    picks = hand.picks
    hand._handle_custom_msg({"event": "sheet"}, [])
    assert hand._css == css.read_text() and hand.picks == picks
    text = js.read_text()
    assert "export default" in text and "model.send" in text
    assert "import " not in text and "http" not in text
    assert "http" not in css.read_text() and ".plc-card.plc-refused" in css.read_text()


_json = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(max_size=6)),
    lambda inner: st.one_of(
        st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=6), inner, max_size=3)
    ),
    max_leaves=8,
)
_messages = st.one_of(
    _json,
    st.fixed_dictionaries(
        {"event": st.sampled_from(["pick", "Pick", "", None]), "index": _json, "code": _json}
    ),
    st.fixed_dictionaries(
        {
            "event": st.just("pick"),
            "index": st.integers(min_value=-3, max_value=5),
            "code": st.sampled_from(["H14", "S9", "h14", "AH", "S10", "QX", ""]),
        }
    ),
)


@settings(max_examples=examples(300), deadline=None)
@given(_messages)
def test_any_message_from_a_page_is_one_pick_of_the_card_it_names_or_nothing(content) -> None:
    # Issue 13 for the card widget: whatever a front end sends, the widget never raises, and a
    # pick reaches Python only when the message names the very card at that place.
    hand = CardHand([Card.parse("H14"), Card.parse("S9")])
    seen: list[tuple[int, str]] = []
    hand.on_pick(lambda i, card: seen.append((i, str(card))))
    hand._handle_custom_msg(content, [])
    valid = {(0, "H14"), (1, "S9")}
    if isinstance(content, dict) and content.get("event") == "pick":
        named = (content.get("index"), content.get("code"))
        expected = [named] if any(named == v for v in valid) and type(named[0]) is int else []
    else:
        expected = []
    assert seen == expected
    assert [str(c) for c in hand.shown] == ["H14", "S9"]
