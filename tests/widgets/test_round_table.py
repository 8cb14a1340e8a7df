"""RoundTable driven headless: whole rounds by clicks, refusals, step back, replay, score sheet.

Expected figures are worked out by hand from RULES.md, PARTNERSHIP (Meld, Counting, Round score,
Game) for the deals the seeds give.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterator

import ipywidgets as widgets
import pytest

from pinochle_learn import Action, Bid, Card, Seat, Suit
from pinochle_learn.render.person import YOU as READER
from pinochle_learn.render.play_sentences import play_sentence, refusal_reason
from pinochle_learn.render.round_html import recent_sentences
from pinochle_learn.render.round_panes import TEAM_NAMES
from pinochle_learn.render.score_html import game_sentence
from pinochle_learn.render.score_sentences import Side, score_sentence
from pinochle_learn.render.words import card_name
from pinochle_learn.state import Phase, RoundState
from pinochle_widgets.views.round_table import RoundTable

YOU = Seat.SOUTH


def click_card(table: RoundTable, index: int) -> None:
    """What the page sends for a click on the card picture at ``index`` of the learner's hand."""
    code = table.hand.cards[index]["code"]
    table.hand._handle_custom_msg({"event": "pick", "index": index, "code": code}, [])


def marked(table: RoundTable, mark: str) -> list[int]:
    """Places in the learner's hand of the cards marked ``"playable"`` or ``"refused"``."""
    return [i for i, c in enumerate(table.hand.cards) if c["mark"] == mark]


def click_one_step(table: RoundTable, *, bid_to: int = 0, trump: Suit | None = None) -> None:
    """One learner decision made by clicking: the lowest bid up to ``bid_to`` (else Pass),
    ``trump`` (else the first suit), the first four cards to pass, Play on, the first legal
    card."""
    state = table.state
    phase = state.phase
    assert state.to_act is YOU, (phase, state.to_act)
    if phase is Phase.AUCTION:
        assert state.auction is not None
        allowed = [a for a in state.auction.allowed_bids() if a <= bid_to]
        button = table.bid_button(min(allowed)) if allowed else table.pass_bid_button
        assert button in table.bid_row.children
        button.click()
    elif phase is Phase.TRUMP:
        table.trump_buttons[trump or Suit.SPADES].click()
    elif phase in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK):
        for index in range(4):
            click_card(table, index)
        table.pass_confirm.click()
    elif phase is Phase.THROW_IN:
        table.play_on_button.click()
    else:
        click_card(table, marked(table, "playable")[0])


def click_to_the_end(table: RoundTable, **choices: object) -> int:
    steps = 0
    while not table.state.is_over:
        before = len(table.states)
        click_one_step(table, **choices)  # type: ignore[arg-type]
        assert len(table.states) > before, table.message.value
        steps += 1
        assert steps < 60
    return steps


def decision_points(table: RoundTable) -> Iterator[RoundState]:
    return (s for s in table.states if s.to_act is YOU and s.phase is not Phase.DEAL)


def sheet_rows(html_text: str) -> list[dict[str, str]]:
    """The columns of the table ``id="score-sheet"`` (one per team, the sheet stands on its side
    to fit the side panel), as dicts by row header, the team's name under "team"."""
    table = html_text[html_text.index('id="score-sheet"') : html_text.index("</table>")]
    head, body = table.split("</thead>")
    teams = re.findall(r"<th>([^<]*)</th>", head)[1:]
    rows = re.findall(r"<tr>\s*<th[^>]*>([^<]*)</th>(.*?)</tr>", body, flags=re.S)
    sheet = [{"team": team} for team in teams]
    for label, cells in rows:
        for team, cell in zip(sheet, re.findall(r"<td>([^<]*)</td>", cells), strict=True):
            team[label] = cell
    return sheet


def message_text(table: RoundTable) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", table.message.value))


def test_a_whole_round_by_clicking_legal_choices_reaches_the_score_sheet() -> None:
    # Seed 3: East deals, South bids first. South bids 250, the others pass; South names ♦,
    # passes 4 back, and plays 12 cards.
    table = RoundTable(seed=3)
    assert table.state.phase is Phase.AUCTION and table.state.to_act is YOU
    assert 'id="round-phase" data-phase="AUCTION"' in table.phase_view.value
    assert [b.description for b in table.bid_row.children] == ["Bid 250", "Pass"]
    steps = click_to_the_end(table, bid_to=250, trump=Suit.DIAMONDS)
    state = table.state
    assert state.bidder is YOU and state.bid == 250 and state.trump is Suit.DIAMONDS
    assert len(state.tricks) == 12 and all(not h for h in state.hands)
    phases = [s.phase for s in decision_points(table)]
    assert phases[:3] == [Phase.AUCTION, Phase.TRUMP, Phase.PASS_BACK]
    assert phases.count(Phase.TRICKS) == 12 and steps == 15
    assert 'id="score-sheet"' in table.score_view.value
    assert 'data-phase="OVER"' in table.phase_view.value
    assert table.next_round_button in table.controls.bar.children
    assert not table.next_round_button.disabled
    # Every seat's meld is explained, with the team totals.
    melds = table.melds_view.value
    assert melds.count('class="pl-seat-meld"') == 4
    assert f'id="team-meld-0">{state.team_meld(0)}<' in melds


def test_partner_wins_the_auction_and_the_learner_passes_four_cards() -> None:
    # Seed 2: North, the learner's partner, wins at 270; South gives North 4 cards.
    table = RoundTable(seed=2)
    while table.state.phase is Phase.AUCTION:
        click_one_step(table, bid_to=260)
    state = table.state
    assert state.phase is Phase.PASS_TO_BIDDER and state.bidder is Seat.NORTH
    assert "Your partner North won the auction at 270" in table.view.value
    hand = state.hands[YOU].cards
    for index in range(3):
        click_card(table, index)
    assert 'data-chosen="3"' in table.pass_status.value
    assert table.chosen == hand[:3]
    # The chosen cards are lifted; the preview gives the meld of the 9 cards kept (trump named).
    assert [c["selected"] for c in table.hand.cards[:4]] == [True, True, True, False]
    assert table.hand.cards[0]["label"].endswith(", selected")
    assert 'id="pass-preview"' in table.preview_view.value
    # Three cards: refused with the rule, nothing passed.
    table.pass_confirm.click()
    assert table.state is state
    assert "exactly 4 cards" in message_text(table) and "not 3" in message_text(table)
    click_card(table, 3)
    # A fifth card is refused too.
    click_card(table, 4)
    assert "chosen 4 cards already" in message_text(table)
    assert table.chosen == hand[:4]
    table.pass_confirm.click()
    assert table.state.passed_to_bidder == hand[:4]
    assert table.state.phase is Phase.TRICKS or table.state.is_over


def test_an_illegal_card_is_refused_with_its_reason_and_changes_nothing() -> None:
    table = RoundTable(seed=3)
    while not (table.state.phase is Phase.TRICKS and marked(table, "refused")):
        click_one_step(table, bid_to=250, trump=Suit.DIAMONDS)
    before = table.state
    count = len(table.states)
    index = marked(table, "refused")[0]
    shown = table.hand.cards[index]
    card = Card.parse(shown["code"])
    why = play_sentence(before.play_analysis().verdict(card).reason)  # type: ignore[union-attr]
    assert shown["reason"] == why
    assert shown["label"] == f"{card_name(card)}, refused: {why}"
    # Its reason is in the list, on its own line or on a line shared with cards refused alike.
    assert re.search(
        rf'class="pl-reason pl-illegal[^"]*" data-card="{card}"'
        rf'|class="pl-reason pl-illegal pl-reason-group" data-card="\w+" data-cards="[^"]*{card}',
        table.view_below.value,
    )
    cards_before = list(table.hand.cards)
    click_card(table, index)
    assert table.state is before and len(table.states) == count
    assert table.hand.cards == cards_before
    text = message_text(table)
    reason = before.play_analysis().verdict(card).reason  # type: ignore[union-attr]
    assert text == (
        f"✗ {card.label} may not be played: {refusal_reason(reason, READER)}. Nothing was played."
    )
    assert 'class="pl-message pl-error"' in table.message.value


def test_step_back_twice_then_choose_again_and_finish() -> None:
    table = RoundTable(seed=3)
    while len(table.state.tricks) < 3:
        click_one_step(table, bid_to=250, trump=Suit.DIAMONDS)
    decisions = list(decision_points(table))
    now = table.state
    assert now is decisions[-1]
    assert table.back() and table.state is decisions[-2]
    table.back_button.click()
    assert table.state is decisions[-3]
    back_to = table.state
    assert back_to.to_act is YOU and len(back_to.hands[YOU]) == len(now.hands[YOU]) + 2
    assert "Stepped back" in message_text(table)
    # Forward redoes; a new choice forgets what was stepped over.
    table.forward_button.click()
    assert table.state is decisions[-2]
    table.back()
    assert not table.forward_button.disabled
    click_card(table, marked(table, "playable")[-1])
    assert table.forward_button.disabled
    click_to_the_end(table)
    assert table.state.score is not None
    assert 'id="score-sheet"' in table.score_view.value


def test_back_reaches_the_first_decision_and_stops_there() -> None:
    table = RoundTable(seed=3)
    assert table.back_button.disabled
    assert not table.back()
    assert "This is your first choice of the round." in message_text(table)
    click_one_step(table, bid_to=250)
    click_one_step(table, trump=Suit.DIAMONDS)
    while table.back():
        pass
    assert table.state.phase is Phase.AUCTION and table.state.auction is not None
    assert table.state.auction.history == ()


def test_replay_and_the_same_seed_deal_the_same_hands_and_the_same_round() -> None:
    table = RoundTable(seed=11)
    dealt = table.state.dealt
    click_to_the_end(table, bid_to=260)
    first = table.state.history
    table.replay_button.click()
    assert table.state.dealt == dealt and len(table.state.tricks) == 0
    click_to_the_end(table, bid_to=260)
    assert table.state.history == first
    table.new_deal(12)
    assert table.state.dealt != dealt and table.seed == 12
    table.seed_box.value = 11
    table.new_button.click()
    assert table.state.dealt == dealt
    assert RoundTable(seed=11).state.dealt == dealt


def test_score_sheet_is_worked_out_by_hand_for_seed_3() -> None:
    # Seed 3, South bids 250, names ♦ trump, North passes A♦ 10♦ Q♠ 10♠, South passes back
    # 10♠ Q♠ Q♠ A♥ (the first four shown), and South plays the first legal card each trick.
    table = RoundTable(seed=3)
    click_to_the_end(table, bid_to=250, trump=Suit.DIAMONDS)
    state = table.state
    # Meld (RULES.md, Meld), trump ♦:
    #   North: K♥ Q♥, a common marriage, 20.   South: 10♥ K♥ J♥ A♦ 10♦ 10♦ K♦ K♦ J♦ J♦ A♣ Q♣:
    #   no Q♦ (no royal marriage), no Q♠ (no pinochle), no 9♦: 0.
    #   East: 9♦ (dix), 10.   West: 9♦ (dix), 10.
    assert [m.total for m in state.melds] == [20, 10, 0, 10]
    assert (state.team_meld(0), state.team_meld(1)) == (20, 20)
    # Counters: North–South take tricks 1, 2, 4, 6, 8, 9, 12 = 20+10+40+30+10+30+(20 + 10 for
    # the last trick) = 170; East–West take 3, 5, 7, 10, 11 = 30+0+20+10+20 = 80.
    assert [len([t for t in state.tricks if Seat(t.winner_seat).team == 0])] == [7]
    assert (state.counters(0), state.counters(1)) == (170, 80)
    # Round score: North–South bid 250 and have 20 + 170 = 190 < 250: set, -250.
    # East–West took trick points, so their meld counts: 20 + 80 = 100.
    expected = (-250, 100)
    assert state.score is not None and state.score.totals == expected
    sheet = table.score_view.value
    rows = sheet_rows(sheet)
    assert rows[0] == {
        "team": "North–South",
        "role": "bidders",
        "outcome": "set",
        "bid": "250",
        "meld": "20",
        "trick points": "170",
        "counted": "no",
        "before": "0",
        "change": "-250",
        "after": "-250",
    }
    assert rows[1] == {
        "team": "East–West",
        "role": "opponents",
        "outcome": "counted",
        "bid": "—",
        "meld": "20",
        "trick points": "80",
        "counted": "yes",
        "before": "0",
        "change": "+100",
        "after": "100",
    }
    assert (int(rows[0]["after"]), int(rows[1]["after"])) == state.score.totals
    assert "20 meld + 170 trick points = 190 is less" in sheet
    assert 'id="total-team-0">-250<' in table.totals_view.value
    assert 'id="total-team-1">100<' in table.totals_view.value


@pytest.mark.parametrize("seed", [0, 2, 5, 9, 14])
def test_score_sheet_totals_equal_the_engine_round_score(seed: int) -> None:
    table = RoundTable(seed=seed)
    click_to_the_end(table, bid_to=270)
    score = table.state.score
    assert score is not None
    rows = sheet_rows(table.score_view.value)
    assert tuple(int(row["after"]) for row in rows) == score.totals == table.game.totals
    assert tuple(int(row["change"]) for row in rows) == score.deltas
    sheet = html.unescape(table.score_view.value)
    # The sides are called by their names, as in the totals above the table.
    for reason in score.reasons:
        assert score_sentence(reason, Side(TEAM_NAMES[reason.team])) in sheet
    assert game_sentence(score, TEAM_NAMES) in sheet
    # No side by its index ("team 0"): by its name, and as the bidders or their opponents.
    assert not re.search(r"\b[Tt]eam [01]\b", sheet)
    bidders = TEAM_NAMES[score.bidding_team]
    assert f"Bid <strong>{score.bid}</strong> by {bidders} · rules" in sheet
    assert f"<strong>{bidders}</strong> (bidders): " in sheet
    assert "(you)" not in sheet.split('class="pl-score"')[1]


def test_throw_in_is_offered_with_the_rule_and_scored() -> None:
    # Seed 5: South keeps raising to 300 and wins; team meld 40: 300 > 40 + 250 = 290.
    table = RoundTable(seed=5)
    while table.state.phase is not Phase.THROW_IN:
        click_one_step(table, bid_to=400, trump=Suit.HEARTS)
    state = table.state
    meld = state.team_meld(YOU.team)
    assert state.bidder is YOU and state.bid is not None and state.bid > meld + 250
    assert table.throw_in_button in table.on_show()
    assert "may be thrown in" in table.view.value and 'id="throw-in-rule"' in table.view.value
    assert table.throw_in_button.tooltip and table.play_on_button.tooltip
    table.throw_in_button.click()
    score = table.state.score
    assert score is not None and score.thrown_in
    assert score.deltas[YOU.team] == -state.bid
    assert "threw the hand in" in table.score_view.value
    assert "thrown in" in table.score_view.value


def test_next_round_passes_the_deal_left_and_carries_the_totals() -> None:
    table = RoundTable(seed=3)
    dealer = table.state.dealer
    table.next_round_button.click()
    assert "Finish the round first." in message_text(table)
    click_to_the_end(table, bid_to=250, trump=Suit.DIAMONDS)
    totals = table.game.totals
    table.next_round_button.click()
    assert table.round_number == 2 and table.state.dealer is dealer.next()
    assert table.state.totals == totals == table.game.totals
    assert 'data-round="2"' in table.phase_view.value
    assert not table.back()  # step back stays within the round
    click_to_the_end(table, bid_to=250)
    assert table.state.score is not None and table.state.score.totals[0] != totals[0]


def test_the_game_ends_at_1500_with_the_reason() -> None:
    # Seed 3 as above adds +100 to East–West: from 1400 they reach 1500, enough to win.
    table = RoundTable(seed=3, totals=(0, 1400))
    click_to_the_end(table, bid_to=250, trump=Suit.DIAMONDS)
    assert table.game.totals == (-250, 1500) and table.game.winner == 1
    game_over = html.unescape(table.totals_view.value)
    assert "Game over: East–West reaches 1500, at least 1500, and wins the game." in game_over
    assert "Team 1" not in game_over
    sheet = html.unescape(table.score_view.value)
    assert "Game over: East–West reaches 1500, at least 1500, and wins the game." in sheet
    assert table.next_round_button.disabled
    assert not table.next_round()
    assert "The game is over: start a new game." in message_text(table)


def test_computer_moves_are_told_by_seat_never_as_you() -> None:
    # Lesson 5 describes the computer seats' moves by name ("West plays 9♦."); the reasons
    # written to "you" are shown for the learner's own cards only.
    table = RoundTable(seed=3)
    second_person = re.compile(r"\b[Yy]ou (hold|have|lead|must|may)\b")
    while not table.state.is_over:
        recent = html.unescape(re.sub(r"<[^>]+>", "", table.recent_view.value))
        assert not second_person.search(recent), recent
        for line in recent_sentences(table.session.recent(), table.seat):
            assert line.startswith(("North", "East", "South (you)", "West")), line
        click_one_step(table, bid_to=250, trump=Suit.DIAMONDS)
        if table.state.phase is Phase.TRICKS and table.state.to_act is YOU:
            assert 'id="round-reasons"' in table.view_below.value
            assert "pl-reasons-whose" not in table.view_below.value


def test_at_the_end_of_the_round_the_learners_hand_is_played_out() -> None:
    table = RoundTable(seed=3)
    click_to_the_end(table, bid_to=250, trump=Suit.DIAMONDS)
    hands = html.unescape(table.hands_view.value)
    assert "All 12 of your cards have been played: the hand is played out." in hands
    assert "0 cards" not in hands and "No cards yet" not in hands
    table.show_all.value = True  # practice: the hands as dealt
    assert "The hands as dealt" in table.hands_view.value


def test_engine_errors_are_shown_in_the_message_line_never_raised() -> None:
    table = RoundTable(seed=3)
    assert not table.act(Bid(Seat.NORTH, 250))
    assert "it is your turn, not North (partner)'s" in message_text(table)
    assert not table.bid(300)
    assert message_text(table) == "✗ A bid of 300 is refused: the opening bid must be 250."
    table.bid_box.value = 260
    table.bid_box_button.click()
    assert "the opening bid must be 250" in message_text(table)
    assert not table.name_trump("X")
    assert "invalid suit 'X'" in message_text(table)
    assert not table.play("QX")
    assert "invalid card" in message_text(table)
    assert not table.play("H14")
    assert "in the auction a player bids or passes" in message_text(table)
    assert not table.toggle_pass(0)
    assert table.state.auction is not None and table.state.auction.history == ()


def test_show_all_hands_for_practice() -> None:
    table = RoundTable(seed=3)
    # The learner's hand is the card widget under the table, not drawn again here.
    assert table.hands_view.value == ""
    assert len(table.hand.cards) == 12
    table.show_all.value = True
    assert table.hands_view.value.count('class="pl-seat-hand"') == 3
    assert 'data-seat="S"' not in table.hands_view.value
    click_to_the_end(table, bid_to=250, trump=Suit.DIAMONDS)
    assert "The hands as dealt" in table.hands_view.value


def test_what_happened_since_the_last_move_is_told_in_words() -> None:
    table = RoundTable(seed=3)
    assert "East deals 12 cards to each player; South (you) bids first." in table.recent_view.value
    table.bid(250)
    recent = table.recent_view.value
    for line in ("South (you) bids 250.", "West passes.", "North (partner) passes."):
        assert line in recent
    table.name_trump(Suit.DIAMONDS)
    assert "North (partner) passes A♦ 10♦ Q♠ 10♠ to South (you)." in table.recent_view.value


def test_every_button_has_a_description_and_a_tooltip_and_no_icon() -> None:
    table = RoundTable(seed=3)
    buttons = [
        table.new_button,
        table.replay_button,
        table.back_button,
        table.forward_button,
        table.pass_bid_button,
        table.bid_box_button,
        table.pass_confirm,
        table.throw_in_button,
        table.play_on_button,
        table.next_round_button,
        *table.trump_buttons.values(),
        table.bid_button(250),
    ]
    click_to_the_end(table, bid_to=250, trump=Suit.DIAMONDS)
    for button in buttons:
        assert button.description and button.tooltip and not button.icon, button.description


def test_no_output_widget_anywhere() -> None:
    def walk(widget: widgets.Widget) -> Iterator[widgets.Widget]:
        yield widget
        for child in getattr(widget, "children", ()):
            yield from walk(child)

    table = RoundTable(seed=3)
    click_one_step(table, bid_to=250)
    assert not any(isinstance(w, widgets.Output) for w in walk(table))


def test_redrawing_makes_no_new_widgets() -> None:
    # Buttons are pooled: playing out the tricks creates no widget (ipywidgets keeps each
    # widget's model alive until closed, so a redraw that built widgets would leak).
    from ipywidgets.widgets.widget import _instances

    table = RoundTable(seed=3)
    while table.state.phase is not Phase.TRICKS:
        click_one_step(table, bid_to=250, trump=Suit.DIAMONDS)
    count = len(_instances)
    click_to_the_end(table)
    table.back()
    table.show_all.value = True
    assert len(_instances) == count


def test_computer_players_that_cannot_reach_your_turn_are_reported_not_raised(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from pinochle_widgets.sessions import round_session

    monkeypatch.setattr(round_session, "MAX_COMPUTER_STEPS", 2)
    table = RoundTable(seed=3)  # East deals: the deal, then South bids first (1 move)
    assert table.state.to_act is YOU
    table = RoundTable(seed=0)  # West deals: the deal, North and East bid before South
    assert "the computer players made 2 moves without reaching your turn" in message_text(table)
    assert table.choices.children == ()


@pytest.mark.usefixtures("pseudo_language")
def test_computer_players_that_cannot_reach_your_turn_are_reported_in_the_tables_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from pinochle_widgets.sessions import round_session

    monkeypatch.setattr(round_session, "MAX_COMPUTER_STEPS", 2)
    table = RoundTable(seed=0, lang="it")  # the deal, North and East bid: 3 moves of 2
    assert "[[the computer players made 2 moves without reaching your turn]]" in message_text(table)


def test_the_other_teams_pass_is_hidden_unless_all_hands_are_shown() -> None:
    # Seed 0: the learner bids up to 260; West wins the auction at 270, and East passes West
    # 4 cards.
    table = RoundTable(seed=0)
    while table.state.phase is Phase.AUCTION:
        click_one_step(table, bid_to=260)
    assert table.state.bidder is Seat.WEST
    assert "East passes 4 cards to West." in table.recent_view.value
    table.show_all.value = True
    given = " ".join(c.label for c in table.state.passed_to_bidder or ())
    assert f"East passes {given} to West." in table.recent_view.value


@pytest.mark.parametrize("seat", list(Seat))
def test_the_learner_may_sit_anywhere(seat: Seat) -> None:
    from pinochle_widgets import RoundSession

    session = RoundSession(seed=21, seat=seat)
    while not session.state.is_over:
        assert session.state.to_act is seat
        action = session.state.legal_actions()[-1]  # Pass in the auction, last card, ...
        assert session.apply(action).legal
    assert session.state.score is not None
    table = RoundTable(seed=21, seat=seat)
    assert table.names[seat].endswith("(you)") and table.names[seat.partner].endswith("(partner)")


def test_after_a_step_back_the_same_choice_replays_the_same_computer_moves() -> None:
    from pinochle_widgets import RoundSession

    def choose(state: RoundState) -> Action:
        actions = state.legal_actions()
        return actions[-1] if state.phase is Phase.AUCTION else actions[0]  # pass, else first

    session = RoundSession(seed=4)
    while len(session.state.tricks) < 5:
        session.apply(choose(session.state))
    ahead = session.state
    assert session.back() and session.back()
    assert len(session.state.hands[YOU]) == len(ahead.hands[YOU]) + 2
    while len(session.state.history) < len(ahead.history):
        session.apply(choose(session.state))
    assert session.state == ahead


def test_the_seed_box_keeps_seeds_a_browser_holds_exactly() -> None:
    table = RoundTable(seed=3)
    assert table.seed_box.max == 2**31 - 1
    table.seed_box.value = 99999999999999999999999
    table.new_button.click()
    assert table.seed == table.seed_box.value == 2**31 - 1
    assert f"New game dealt with seed {2**31 - 1}." in message_text(table)


def test_each_trick_is_said_once_and_the_history_credits_the_side_by_its_name() -> None:
    # Seed 3: you bid 250, name ♦ and pass your first four cards. Trick 1: you lead 10♥,
    # West 9♥, North A♥, East J♥: A♥ heads the trick (RULES.md, Tricks); its counters are the
    # A and the 10, 10 each: 20 counter points to North–South (RULES.md, Counting).
    table = RoundTable(seed=3)
    while not table.state.tricks:
        click_one_step(table, bid_to=250, trump=Suit.DIAMONDS)
    first = table.state.tricks[0]
    assert " ".join(c.label for c in first.cards) == "10♥ 9♥ A♥ J♥"
    panes = [
        table.phase_view,
        table.totals_view,
        table.message,
        table.view,
        table.view_below,
        table.recent_view,
        table.hint_view,
        table.preview_view,
        table.history_view,
        table.hands_view,
        table.melds_view,
        table.score_view,
        table.table_view,
    ]
    page = html.unescape("".join(p.value for p in panes))
    said = "North (partner) wins trick 1 with A♥ (20 counter points)."
    assert page.count("wins trick 1") == 1 and said in table.recent_view.value
    # The felt shows the trick (no second row of the trick beside it); the history lists it.
    assert "Just played" not in page and 'id="last-trick-winner"' not in page
    history = html.unescape(table.history_view.value)
    assert (
        "<strong>Trick 1</strong>: South (you) led <strong>10♥</strong> · West <strong>9♥</strong>"
        " · North (partner) <strong>A♥</strong> · East <strong>J♥</strong> → "
        "<strong>North (partner)</strong> takes it: 20 counter points for North–South"
    ) in history
    assert "(partner) and" not in history


def test_the_other_bid_box_shows_the_lowest_bid_allowed_now() -> None:
    """s10: the "Other bid" box showed the opening 250 when the lowest bid allowed was higher.
    Seed 13: the computers before the learner bid up to 270, so the lowest bid allowed is 280
    (raises of 10) and the box shows it, as the lowest bid button does."""
    table = RoundTable(seed=13)
    bids = [a.amount for a in table.state.history if isinstance(a, Bid)]
    assert bids == [250, 260, 270]  # West, North, East
    amounts = [a.amount for a in table.state.legal_actions() if isinstance(a, Bid)]
    assert min(amounts) == 280
    assert table.bid_box.value == 280
