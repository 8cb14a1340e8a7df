"""WidowTable headless: a whole widow round by clicks (buttons to build, bid and name trump, the
card pictures to play), step back, refusals explained, the two seats at the table."""

from __future__ import annotations

import re

from pinochle_learn import Seat
from pinochle_learn.procedure import Phase
from pinochle_widgets.widow_table import WidowTable


def buttons(table: WidowTable, css: str) -> list:
    return [b for b in table.choices.children if css in b._dom_classes]


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
    assert "Not allowed" in table.message.value


def test_the_same_seed_replays_the_same_game():
    one, two = WidowTable(seed=8), WidowTable(seed=8)
    for _ in range(60):
        play_one(one)
        play_one(two)
    assert one.state.summary() == two.state.summary()
    assert one.state.to_act in (Seat.NORTH, None)


def test_the_two_seats_face_each_other_with_the_trick_between_and_melds_before_them() -> None:
    # Seed 7: you (North) build by keeping every card, pass; Lisa plays at 250 with ♠ trump.
    # Your hand: A♠ K♠ Q♠ J♠ 9♠ A♥ A♥ 10♥ Q♥ Q♥ J♥ 10♦ K♦ Q♦ Q♦ J♦ J♦ 9♦ A♣ 10♣ K♣ Q♣ J♣ 9♣.
    # Your meld, each card in one meld only (RULES.md, TWO_HAND_WIDOW): K♦ Q♦ marriage 20,
    # dix 10, queens around 60, jacks around 40 = 130.
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
    assert '<div class="pl-seat-melds">meld 130: ' in bottom
    assert "queens around" in bottom and "jacks around" in bottom
    # Lisa leads A♣: it lies by her seat, across the table, heading the trick.
    assert 'class="pl-table-card pl-table-winner" data-card="C14" data-seat="S" data-pos="top"' in (
        felt
    )
    # You must follow suit (RULES.md, Tricks): the six clubs are ✓, the other 18 cards ✗.
    assert sorted(marked(table, "playable")) == sorted(["C14", "C10", "C13", "C12", "C11", "C9"])
    refused = [c for c in table.hand.cards if c["mark"] == "refused"]
    assert len(refused) == 18 and all("must follow suit" in c["reason"] for c in refused)
    # 9♣ cannot beat A♣: Lisa takes the trick, A 11 + 9 0 = 11 counter points (traditional).
    table.hand.click("C9")
    first = table.state.tricks[0]
    assert first.winner_seat == 1 and first.points(table.state.ruleset) == 11
    assert "Lisa wins trick 1 with A♣ (11 counter points)." in table.history_html.value
    # Said once on the page; the round's list of tricks records it without the sentence.
    panes = (table.status, table.prompt, table.table.felt, table.message, table.melds)
    page = "".join(p.value for p in (*panes, table.history_html, table.tricks_view))
    assert page.count("wins trick 1") == 1
    assert 'data-trick="1" data-winner="E" data-points="11"' in table.tricks_view.value


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
    assert (
        prompt == "Your bid: open at 250, or pass (a pass ends the auction and Lisa plays at 250)."
    )
    assert prompt in table.prompt.value


def test_the_felt_keeps_each_name_with_its_number_and_hides_an_empty_hand() -> None:
    # RULES.md, TWO_HAND_WIDOW: 48 cards face down; each turn the drawer keeps one card and one
    # goes to the discards. Before the first card is kept the hand is empty: no "Your hand." line.
    table = WidowTable(seed=7)
    assert table.state.hands[0].cards == () and table.hand.layout.display == "none"
    table.keep_button.click()  # You keep: one card to your hand, one discarded
    assert table.hand.layout.display != "none" and len(table.hand.cards) == 1
    while table.state.to_act is not Seat.NORTH:
        play_one(table)  # Lisa keeps too: 48 - 4 = 44 left, 2 discards; You drew one: 43 face down
    drawn = table.state.drawn.label
    nbsp = "\u00a0"
    assert (
        f'<div class="pl-centre-note">You drew{nbsp}{drawn} · widow{nbsp}43 · discards{nbsp}2</div>'
        in table.table.felt.value
    )


def test_the_game_controls_step_back_forward_and_replay_saying_what_they_did() -> None:
    table = WidowTable(seed=3)
    controls = table.controls
    assert controls.back() is False  # nothing chosen yet
    assert "This is your first choice of the round." in table.message.value
    assert "pl-error" in table.message.value
    table.keep_button.click()  # You keep the card drawn, Lisa keeps hers: one card each
    assert (len(table.state.hands[0]), len(table.state.hands[1])) == (1, 1)
    controls.back_button.click()
    assert len(table.state.hands[0]) == 0
    assert "Stepped back to your previous choice." in table.message.value
    assert not controls.forward_button.disabled and controls.back_button.disabled
    controls.forward_button.click()
    assert (len(table.state.hands[0]), len(table.state.hands[1])) == (1, 1)
    assert controls.forward_button.disabled
    assert controls.forward() is False
    assert "Nothing to redo: you have not stepped back." in table.message.value
    controls.next_button.click()
    assert "Finish the round first." in table.message.value
    controls.replay_button.click()
    assert len(table.state.hands[0]) == 0 and table.state.phase is Phase.BUILD
    assert "The same round again from the widow." in table.message.value
