"""WidowTable headless: a whole widow round by clicks (buttons to build, bid and name trump, the
card pictures to play), step back, refusals explained, the two seats at the table."""

from __future__ import annotations

import re

from pinochle_learn import TWO_HAND_WIDOW as RULES
from pinochle_learn import Card, Seat
from pinochle_learn.procedure import Phase
from pinochle_widgets.views.widow_table import WidowTable


def buttons(table: WidowTable, css: str) -> list:
    return [b for b in table.on_show() if css in b._dom_classes]


def marked(table: WidowTable, mark: str) -> list[str]:
    """The codes of the learner's cards with this verdict mark ("playable" or "refused")."""
    return [c["code"] for c in table.hand.cards if c["mark"] == mark]


def play_one(table: WidowTable) -> None:
    """One learner decision: keep, pass (or name the first trump), the first card marked ✓."""
    phase = table.state.phase
    if table.state.is_over:
        return
    if phase is Phase.BUILD:
        table.keep_button.click()
    elif phase is Phase.AUCTION:
        buttons(table, "pl-widow-pass")[0].click()
    elif phase is Phase.TRUMP:
        buttons(table, "pl-widow-trump")[0].click()
    else:
        table.hand.click(marked(table, "playable")[0])


def test_a_whole_widow_round_by_clicks_with_two_steps_back():
    table = WidowTable(seed=5)
    for _ in range(30):
        play_one(table)
    before = table.state
    table.back_button.click()
    table.back_button.click()
    assert len(table.state.history) < len(before.history)
    for _ in range(200):
        if table.state.is_over:
            break
        play_one(table)
    state = table.state
    assert state.is_over and len(state.tricks) == 24
    assert state.counters(0) + state.counters(1) == 250
    assert 'id="widow-score"' in table.prompt.value
    assert "Score" in table.prompt.value and "trick points" in table.prompt.value


def test_an_illegal_card_is_refused_with_its_reason_and_nothing_changes():
    table = WidowTable(seed=5)
    while not (table.state.phase is Phase.TRICKS and marked(table, "refused")):
        assert not table.state.is_over, "seed 5 should offer a refused card"
        play_one(table)
    state = table.state
    refused = marked(table, "refused")[0]
    view = table.hand.cards[table.hand.index_of(refused)]
    assert view["reason"] and view["reason"] in view["label"]  # the reason is on the card
    table.hand.click(refused)
    assert table.state is state
    assert f"{Card.parse(refused).label} may not be played: " in table.message.value
    assert "Nothing was played." in table.message.value


def test_the_same_seed_replays_the_same_game():
    one, two = WidowTable(seed=8), WidowTable(seed=8)
    for _ in range(60):
        play_one(one)
        play_one(two)
    assert one.state.summary() == two.state.summary()
    assert one.state.to_act in (Seat.NORTH, None)


def test_the_two_seats_face_each_other_with_the_trick_between_and_melds_before_them() -> None:
    # Seed 7: Lisa deals and builds first; you (North) keep every card and pass first in the
    # auction, so Lisa, the dealer, plays at 250; she names ♥ trump.
    # Your hand: A♠ 10♠ K♠ Q♠ J♠ 9♠ 9♠ 10♥ Q♥ J♥ 9♥ K♦ K♦ Q♦ Q♦ J♦ 9♦ A♣ 10♣ K♣ K♣ Q♣ J♣ J♣.
    # Your meld, each card in one meld only (RULES.md, TWO_HAND_WIDOW): no ♥ run (no A♥, no
    # K♥); queens around 60 (Q♠ Q♥ Q♦ Q♣), jacks around 40 (J♠ J♥ J♦ J♣), the other Q♦ with a
    # K♦ 20, dix 9♥ 10 = 130 (a pinochle would take the one J♦ from the jacks: less).
    table = WidowTable(seed=7)
    while table.state.phase is not Phase.TRICKS:
        play_one(table)
    felt = table.table.felt.value
    seats = dict(
        re.findall(
            r'class="pl-seat[^"]*" data-seat=".+?" data-pos="(\w+)"[^>]*>'
            r'<div class="pl-seat-name">(\w+)<',
            felt,
        )
    )
    assert seats == {"bottom": "You", "top": "Lisa"}
    assert 'data-players="2"' in felt
    bottom = felt[felt.index('data-seat="N" data-pos="bottom"') : felt.index('data-seat="S"')]
    assert 'class="pl-seat-melds" tabindex="0" title="meld 130: ' in bottom
    assert '">meld 130: ' in bottom
    assert "queens around" in bottom and "jacks around" in bottom
    # Lisa, the bid winner, must lead a trump (seed 004: "mène une carte maîtresse"): 9♥. It
    # lies by her seat, across the table, heading the trick.
    assert 'class="pl-table-card pl-table-winner" data-card="H9" data-seat="S" data-pos="top"' in (
        felt
    )
    # You must follow suit and head the trick (RULES.md, Tricks): 10♥ Q♥ J♥ beat 9♥ and are ✓;
    # your 9♥ does not (of two identical cards the first played wins); the 20 others are ✗.
    assert sorted(marked(table, "playable")) == sorted(["H10", "H12", "H11"])
    refused = [c for c in table.hand.cards if c["mark"] == "refused"]
    assert len(refused) == 21
    assert sum("must follow suit" in c["reason"] for c in refused) == 20
    assert "must head the trick" in next(c["reason"] for c in refused if c["code"] == "H9")
    # 10♥ beats 9♥: you take the trick, 10 10 + 9 0 = 10 counter points (traditional).
    table.hand.click("H10")
    first = table.state.tricks[0]
    assert first.winner_seat == 0 and first.points(table.state.ruleset) == 10
    assert "You win trick 1 with 10♥ (10 counter points)." in table.history_html.value
    # Said once on the page; the round's list of tricks records it without the sentence.
    panes = (table.status, table.prompt, table.table.felt, table.message, table.melds)
    page = "".join(p.value for p in (*panes, table.history_html, table.tricks_view))
    assert page.count("win trick 1") == 1
    assert 'data-trick="1" data-winner="N" data-points="10"' in table.tricks_view.value


def test_widow_table_is_exported_by_the_widget_package():
    import pinochle_widgets

    assert "WidowTable" in pinochle_widgets.__all__
    assert pinochle_widgets.WidowTable is WidowTable


def test_the_status_line_and_prompts_are_the_renderers_words():
    # RULES.md, TWO_HAND_WIDOW: the auction opens at 250 and a raise is +10; a pass ends it.
    from pinochle_learn.render.widow_text import status_html, turn_prompt

    table = WidowTable(seed=5)
    while table.state.phase is Phase.BUILD:
        table.keep_button.click()
    state = table.state
    assert table.status.value == status_html(state, (0, 0), 1, ("You", "Lisa"))
    assert "You 0 – Lisa 0 (game to 1000) · widow\u00a00" in table.status.value
    # Seed 5: building ends with the learner (North) to open the auction.
    assert (state.phase, state.to_act, state.auction.current_bid) == (
        Phase.AUCTION,
        Seat.NORTH,
        None,
    )
    prompt = turn_prompt(state, ("You", "Lisa"))
    assert prompt == (
        "Your bid: open at exactly 250 (each later bid raises the bid by 10), or pass (a pass "
        "ends the auction and Lisa plays at 250)."
    )
    assert prompt in table.prompt.value


def test_the_felt_keeps_each_name_with_its_number_and_hides_an_empty_hand() -> None:
    # RULES.md, TWO_HAND_WIDOW: 48 cards face down; each turn the drawer keeps one card and one
    # goes to the discards. Before the first card is kept the hand is empty: no "Your hand." line.
    table = WidowTable(seed=7)  # Lisa deals and builds first: 46 face down, 1 discard
    assert table.state.hands[0].cards == () and table.hand.layout.display == "none"
    table.keep_button.click()  # You keep: one card to your hand, one discarded
    assert table.hand.layout.display != "none" and len(table.hand.cards) == 1
    while table.state.to_act is not Seat.NORTH:
        play_one(table)
    # Lisa has kept her second card too: 48 - 6 = 42 in the widow, 3 discards; you have drawn
    # the next one (shown to you, no longer face down): 41 face down.
    drawn = table.state.drawn.label
    nbsp = "\u00a0"
    assert (
        f'<div class="pl-centre-note">You drew{nbsp}{drawn} · widow{nbsp}41 · discards{nbsp}3</div>'
        in table.table.felt.value
    )


def test_the_game_controls_step_back_forward_and_replay_saying_what_they_did() -> None:
    table = WidowTable(seed=3)
    controls = table.controls
    assert controls.back() is False  # nothing chosen yet
    assert "This is your first choice of the round." in table.message.value
    assert "pl-error" in table.message.value
    # Lisa deals and keeps first; you keep the card drawn, Lisa keeps her second.
    assert (len(table.state.hands[0]), len(table.state.hands[1])) == (0, 1)
    table.keep_button.click()
    assert (len(table.state.hands[0]), len(table.state.hands[1])) == (1, 2)
    controls.back_button.click()
    assert len(table.state.hands[0]) == 0
    assert "Stepped back to your previous choice." in table.message.value
    assert not controls.forward_button.disabled and controls.back_button.disabled
    controls.forward_button.click()
    assert (len(table.state.hands[0]), len(table.state.hands[1])) == (1, 2)
    assert controls.forward_button.disabled
    assert controls.forward() is False
    assert "Nothing to redo: you have not stepped back." in table.message.value
    controls.next_button.click()
    assert "Finish the round first." in table.message.value
    controls.replay_button.click()
    assert len(table.state.hands[0]) == 0 and table.state.phase is Phase.BUILD
    assert "The same round again from the widow." in table.message.value


def test_the_auction_shows_your_meld_with_each_trump_the_hint_the_round_table_shows():
    # Issue 22 point 11: the widow auction has the four-hand auction's hint, one copy
    # (render.meld_hint), shown only on your turn in the auction.
    from pinochle_learn.render.meld_hint import meld_hint_html
    from pinochle_learn.render.round_view import auction_hint_html

    table = WidowTable(seed=7)
    assert table.hint_view.value == ""  # building: no hint
    while table.state.phase is Phase.BUILD:
        table.keep_button.click()
    state = table.state
    assert (state.phase, state.to_act) == (Phase.AUCTION, Seat.NORTH)
    hint = table.hint_view.value
    assert 'id="auction-hint"' in hint and "your meld with each trump" in hint
    assert hint == auction_hint_html(state, Seat.NORTH) == meld_hint_html(state.hands[0], RULES)
    # Seed 7, your hand (see above), each card in one meld only: trump ♥ 130 (queens and
    # jacks around, a ♦ marriage, dix); trump ♠ 230 (run 150, both 9♠ 20, the two ♦
    # marriages 40 and a ♣ marriage 20); trump ♣ 250, the best (run 150 with one J♣, jacks
    # around 40 with the other, marriages K♠ Q♠ 20 and K♦ Q♦ twice 40; no 9♣).
    assert 'data-suit="H" data-meld="130"' in hint
    assert 'data-suit="S" data-meld="230"' in hint
    assert 'data-suit="C" data-meld="250"' in hint
    assert "Your best is 250 meld points; the tricks bring up to 250" in hint
    assert "partner" not in hint  # nobody passes cards in the widow game
    buttons(table, "pl-widow-pass")[0].click()
    assert table.hint_view.value == ""
