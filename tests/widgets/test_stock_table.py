"""StockTable: the stock game against the computer, driven headless by clicks (RULES.md,
TWO_HAND_STOCK).

Seed 23 (the lesson's), Bill (East) deals in packets of four, you first: the shuffled deck's
cards 0-3 A♦ 9♠ J♦ 10♣, 8-11 K♣ K♠ J♣ 9♦ and 16-19 9♣ J♥ 9♥ Q♠ are yours, card 24 K♥ is
turned up: trump ♥. Your hand: K♠ Q♠ 9♠ J♥ 9♥ A♦ J♦ 9♦ 10♣ K♣ J♣ 9♣. You lead K♠ (the first
card shown) and Bill answers 9♠, of the suit led but lower: K♠ heads the trick. Your meld turn
offers the pinochle Q♠ J♦ (40) and the dix 9♥ melded (10), and the exchange of the 9♥ for the
turn-up K♥ (10). The stock's top card (card 25) is 9♦, the next (26) A♥.
"""

from __future__ import annotations

import re
from html import unescape

import pytest

from pinochle_learn import TWO_HAND_STOCK, Card, Seat, Suit
from pinochle_learn.render.stock_round_text import last_tricks_duties, stock_score_lines
from pinochle_learn.render.table_html import table_html
from pinochle_learn.state import Phase
from pinochle_learn.tablemeld import MeldTable
from pinochle_widgets import StockTable

K_SPADES, Q_SPADES, J_DIAMONDS = Card.parse("S13"), Card.parse("S12"), Card.parse("D11")


def _log(table: StockTable) -> list[str]:
    return re.findall(r"<li>(.*?)</li>", table.log_box.value)


def _won_first_trick() -> StockTable:
    table = StockTable(seed=23)
    assert table.seats.hand.shown[0] == K_SPADES
    table.seats.hand.click(0)
    return table


def _labels(table: StockTable) -> list[str]:
    return [b.description for b in table.choices.children]


def _finish(table: StockTable) -> None:
    """Draw at each meld turn, else play the first card allowed, to the end of the round."""
    for _ in range(80):
        if table.state.is_over:
            return
        if table.state.meld_turn:
            table.draw_button.click()
            continue
        playable = [c["code"] for c in table.seats.hand.cards if c["mark"] == "playable"]
        if playable:
            table.seats.hand.click(playable[0])
        else:
            on_table = [c["code"] for c in table.table_cards.cards if c["mark"] == "playable"]
            table.table_cards.click(on_table[0])
    raise AssertionError("the round did not end")


def test_the_deal_shows_the_turn_up_the_stock_and_every_card_free_to_play() -> None:
    table = StockTable(seed=23)
    state = table.state
    # 48 cards: 12 each, 23 face down and the turn-up: 24 to draw.
    assert state.phase is Phase.STOCK and state.to_act is Seat.NORTH
    assert 'data-stock="24"' in table.status.value
    assert 'id="stock-pile"' in table.their_table.value
    # The stock counted once, beside its pile: not again in the status line or on the felt.
    counted = "23 face down + the turn-up K♥ = 24 cards to draw"
    page = table.status.value + table.their_table.value + table.seats.felt.value
    assert page.count(counted) == 1 and counted in table.their_table.value
    assert "to draw" not in table.status.value and "stock 23" not in table.seats.felt.value
    # Dealt in packets of four, you first (the module's docstring), shown by suit and rank.
    assert state.hands[0].label == "K♠ Q♠ 9♠ J♥ 9♥ A♦ J♦ 9♦ 10♣ K♣ J♣ 9♣"
    # While the stock lasts any card may be played.
    assert len(table.seats.hand.cards) == 12
    assert {c["mark"] for c in table.seats.hand.cards} == {"playable"}
    assert "Bill deals 12 cards each, in packets of four, and turns up K♥" in _log(table)[0]


def test_winning_a_trick_offers_the_melds_the_dix_exchange_and_the_draw() -> None:
    table = _won_first_trick()
    state = table.state
    assert state.tricks[-1].winner_seat == Seat.NORTH and state.meld_turn
    assert _labels(table) == [
        "✓ pinochle Q♠ J♦ (40)",
        "✓ dix 9♥ (10)",
        "Exchange 9♥ for K♥",
        "Draw: no more meld",
    ]
    # K♠ is a counter of 5, 9♠ of none.
    record = re.sub(r"<[^>]+>", "", table.tricks_view.value)
    assert "Trick 1: You led K♠ · Bill 9♠ → You take it: 5 counter points" in record
    # the trick won on a line of its own, after the card that completes it (s10)
    assert _log(table)[-3:] == [
        "You play K♠.",
        "Bill plays 9♠.",
        "You win trick 1 with K♠ (5 counter points).",
    ]


def test_a_meld_laid_down_lies_on_the_table_apart_from_the_hand() -> None:
    table = _won_first_trick()
    table.lay_down(0)
    assert table.table_cards.shown == (Q_SPADES, J_DIAMONDS)
    assert Q_SPADES not in table.state.hands[0] and J_DIAMONDS not in table.state.hands[0]
    assert 'data-points="40"' in table.my_melds.value
    assert "You lay down pinochle Q♠ J♦: 40 meld points." in _log(table)


def test_a_second_meld_after_one_trick_is_refused_with_its_rule_and_nothing_changes() -> None:
    table = _won_first_trick()
    table.lay_down(0)
    steps = len(table.state.history)
    assert _labels(table)[:2] == ["✗ pinochle Q♠ J♦ (40)", "✗ dix 9♥ (10)"]
    table.lay_down(1)
    assert "pl-error" in table.message.value
    assert "one meld per trick won" in table.message.value
    assert len(table.state.history) == steps and table.state.meld_scored(0) == 40


def test_the_dix_exchange_scores_10_and_the_draws_follow() -> None:
    table = _won_first_trick()
    table.lay_down(0)
    table.dix_button.click()
    state = table.state
    # Meld and exchange done: nothing left to do, so the winner draws first, then Bill.
    assert state.meld_scored(0) == 50 and state.turn_up == Card.parse("H9")
    assert state.stock_left == 22 and not state.meld_turn
    lines = _log(table)
    assert "You exchange 9♥ for the turn-up K♥ and score 10." in lines
    assert (
        "You draw the top card of the stock (9♦), then Bill draws the next; "
        "22 cards left to draw." in lines
    )
    # New in the hand: the turn-up K♥ taken for the 9♥ and the 9♦ drawn (beside the 9♦ held).
    assert sorted(c["code"] for c in table.seats.hand.cards if c["badge"] == "new") == ["D9", "H13"]


def test_a_card_on_the_table_may_be_played_from_there() -> None:
    table = _won_first_trick()
    table.lay_down(0)
    table.draw_button.click()
    assert table.state.trick is not None and table.state.to_act is Seat.NORTH
    assert {c["mark"] for c in table.table_cards.cards} == {"playable"}
    reason = table.table_cards.cards[0]["reason"]
    assert reason.startswith("You lead: any card may be led, Q♠ too.")
    assert reason.endswith("On your table, melded in pinochle: it may still be played.")
    table.table_cards.click("S12")
    assert table.state.tables[0].shown.cards == (J_DIAMONDS,)
    assert any("You play Q♠ from the table." in line for line in _log(table))


def test_step_back_undoes_the_meld_and_forward_redoes_it() -> None:
    table = _won_first_trick()
    table.lay_down(0)
    assert table.back()
    assert table.state.meld_scored(0) == 0 and table.table_cards.shown == ()
    assert table.forward()
    assert table.state.meld_scored(0) == 40
    assert not table.forward()
    assert "Nothing to redo" in table.message.value


def test_the_hint_gives_the_planners_order_and_points() -> None:
    table = _won_first_trick()
    table.hint_button.click()
    # Pinochle 40 now, the dix 10 after another trick won: 50 (the order of the points).
    assert 'id="meld-plan"' in table.hint_box.value
    assert "pinochle" in table.hint_box.value and "<strong>50</strong>" in table.hint_box.value
    # 24 cards to draw, two a trick: up to 12 more tricks; said in plain words, no arrows.
    text = re.sub(r"<[^>]+>", "", unescape(table.hint_box.value))
    assert (
        "Best order if you win enough tricks (up to 12 more): pinochle 40, then dix 10: "
        "50 meld points, one meld per trick won." in text
    )
    assert "→" not in text and "at most" not in text


def test_a_whole_round_ends_with_the_score_and_the_counters_add_up_to_250() -> None:
    table = StockTable(seed=23)
    _finish(table)
    state = table.state
    assert state.phase is Phase.OVER and state.score is not None
    assert state.counters(0) + state.counters(1) == 250
    text = table.prompt.value
    assert 'id="stock-score"' in text
    for seat, name in ((0, "You add"), (1, "Bill adds")):
        meld, counters = state.meld_scored(seat), state.counters(seat)
        assert f"{name} {meld} meld + {counters} counter points = {meld + counters}" in text
    assert "Nobody has reached 1000 yet" in text
    # Where the meld came from, line by line, adding up to the meld scored.
    details = [unescape(li) for li in re.findall(r"<li>(.*?)</li>", text) if "meld: " in li]
    for line, seat in zip(details, (0, 1), strict=True):
        meld = state.meld_scored(seat)  # 'a (10) + b (20) = 30.', or one source: 'a (20).'
        assert line.endswith((f" = {meld}.", f"({meld}).")), line
    assert stock_score_lines(state.score, table.names)[-1] in text
    you, lisa = state.score.totals
    assert you == state.meld_scored(0) + state.counters(0)
    assert f"You {you} – Bill {lisa}" in table.status.value


def test_the_end_of_the_stock_is_announced_with_the_duties_of_the_last_tricks() -> None:
    table = StockTable(seed=23)
    for _ in range(80):
        if table.state.phase is Phase.TRICKS:
            break
        if table.state.meld_turn:
            table.draw_button.click()
        else:
            playable = [c["code"] for c in table.seats.hand.cards if c["mark"] == "playable"]
            table.seats.hand.click(playable[0])
    assert table.state.phase is Phase.TRICKS
    duties = "follow suit if you can, else trump if you can; and win the trick if you can"
    assert last_tricks_duties(table.state) == duties
    assert any(line.startswith("The stock is gone: no more meld") for line in _log(table))
    assert table.table_cards.layout.display == "none"
    assert len(table.state.hands[0]) == 12


def test_a_refused_card_in_the_last_tricks_is_explained_and_nothing_changes() -> None:
    table = StockTable(seed=23)
    for _ in range(120):
        state = table.state
        refused = [c["code"] for c in table.seats.hand.cards if c["mark"] == "refused"]
        if state.phase is Phase.TRICKS and refused:
            break
        if state.is_over:
            pytest.fail("no refused card in this round")
        if state.meld_turn:
            table.draw_button.click()
        else:
            playable = [c["code"] for c in table.seats.hand.cards if c["mark"] == "playable"]
            table.seats.hand.click(playable[0])
    steps = len(table.state.history)
    table.seats.hand.click(refused[0])
    assert "may not be played" in table.message.value and "pl-error" in table.message.value
    assert len(table.state.history) == steps


def test_next_round_is_refused_until_the_round_is_over_then_the_deal_passes() -> None:
    table = StockTable(seed=23)
    table.next_button.click()
    assert "Finish the round first." in table.message.value
    _finish(table)
    totals = table.session.game.totals
    table.next_button.click()
    state = table.state
    assert table.session.round_number == 2 and state.dealer is Seat.NORTH
    assert state.totals == totals
    assert f"You {totals[0]} – Bill {totals[1]}" in table.status.value


def test_the_hint_after_the_stock_says_no_meld_is_planned() -> None:
    table = StockTable(seed=23)
    _finish(table)
    # The round is over: nothing to plan, so the hint is off; so are Forward and Next round
    # (nothing undone; the first deal's round is not the game's last).
    assert table.hint_button.disabled and table.forward_button.disabled
    assert not table.next_button.disabled and not table.replay_button.disabled
    # Your hand is empty: no row and no "Your hand." line under the felt.
    assert table.seats.hand.cards == [] and table.seats.hand.layout.display == "none"
    table.hint_button.click()  # a click from Python still gets its reason
    assert "no meld to plan" in table.message.value and table.hint_box.value == ""


def test_the_opponent_must_have_a_name_other_than_you() -> None:
    with pytest.raises(ValueError, match="'You'"):
        StockTable(opponent="You")
    assert "Mike" in StockTable(seed=23, opponent="Mike").status.value


def test_a_stale_or_malformed_pick_from_the_page_changes_nothing() -> None:
    table = StockTable(seed=23)
    steps = len(table.state.history)
    hand = table.seats.hand
    for content in (
        {"event": "pick", "index": 0, "code": "H14"},  # not the card at that place (K♠)
        {"event": "pick", "index": 40, "code": "S13"},
        {"event": "pick", "index": "0", "code": "S13"},
        {"event": "nonsense"},
        None,
    ):
        hand._on_message(hand, content)
        table.table_cards._on_message(table.table_cards, content)
    assert len(table.state.history) == steps and "pl-error" not in table.message.value


def test_replay_deals_the_same_cards_and_new_game_the_next_seed() -> None:
    table = _won_first_trick()
    table.lay_down(0)
    dealt = table.session.states[1].hands
    table.replay_button.click()
    state = table.state
    assert len(state.history) == 1 and state.hands == dealt and state.meld_scored(0) == 0
    assert "The same round again from the deal." in table.message.value
    table.new_button.click()
    assert table.session.seed == 24 and table.state.hands != dealt
    assert table.state.stock_left == 24 and table.session.round_number == 1


def test_rounds_run_on_to_the_target_and_then_only_a_new_game() -> None:
    # Game to 500 (a house variant) so that a few rounds end it: each round's points add to the
    # totals, the deal passes, and once a player reaches 500 the game is over.
    table = StockTable(seed=23, ruleset=TWO_HAND_STOCK.variant(target_score=500))
    for number in range(1, 12):
        before = table.session.game.totals
        _finish(table)
        score = table.state.score
        assert score is not None
        assert score.totals == tuple(b + d for b, d in zip(before, score.deltas, strict=True))
        if table.session.game.is_over:
            break
        table.next_button.click()
        assert table.session.round_number == number + 1
    winner = table.session.game.winner
    assert winner is not None and score.totals[winner] >= 500
    assert "wins the game" in table.prompt.value and table.next_button.disabled
    table.next_button.click()
    assert "The game is over: start a new game." in table.message.value


def _text(html: str) -> str:
    return re.sub(r"\s+", " ", re.sub(r"<[^>]+>", " ", unescape(html))).strip()


def test_your_table_is_one_box_the_cards_captioned_and_the_melds_scored_kept_apart() -> None:
    # Seed 2: you win trick 1 and lay down the pinochle Q♠ J♦ (40, RULES.md meld table).
    table = _won_first_trick()
    table.lay_down(0)
    # One box, as Bill's: the melds scored, then the cards lying there now, clickable, each
    # captioned with the meld it serves in.
    assert table.mine.children == (table.my_melds, table.table_cards)
    assert "pl-meld-table" in table.mine._dom_classes
    assert [(c["code"], c["caption"]) for c in table.table_cards.cards] == [
        ("S12", "pinochle"),
        ("D11", "pinochle"),
    ]
    words = _text(table.my_melds.value)
    assert words == (
        "Your table · meld points 40 Melds scored this round: pinochle Q♠ J♦: 40 "
        "Cards on the table now (face up; they may still be played):"
    )
    # Play Q♠ and J♦ from the table while the stock lasts: the 40 stays scored, the table is
    # empty, and it says so in the words Bill's empty table uses.
    for _ in range(40):
        if not table.state.tables[0].cards or table.state.phase is not Phase.STOCK:
            break
        if table.state.meld_turn:
            table.draw_button.click()
            continue
        table.table_cards.click(table.table_cards.shown[0])
    state = table.state
    assert state.phase is Phase.STOCK and state.tables[0].cards == ()
    assert state.meld_scored(0) >= 40
    words = _text(table.my_melds.value)
    assert "Melds scored this round: pinochle Q♠ J♦: 40" in words
    assert words.endswith("No cards on the table now: the cards melded have been played to tricks.")
    assert "No card melded" not in words and table.table_cards.layout.display == "none"
    # Bill's table in the same words: nothing laid, nothing on it.
    empty = MeldTable(Suit.HEARTS, TWO_HAND_STOCK)
    assert _text(table_html(empty, who="Bill")) == (
        "Bill's table · meld points 0 No cards on the table now."
    )


def test_the_score_names_each_9_of_trump_and_why_one_exchanged_scores_again_when_played() -> None:
    # Seed 28: Bill is dealt 9♦ and Q♦ (the shuffled deck's cards 7 and 5); the turn-up, card 24,
    # is K♦: trump ♦. Bill exchanges the dix 9♦ for the K♦ (10), lays down the royal marriage
    # K♦ Q♦ (40), and plays a 9♦ later, 10 with dix_scores_when_played (RULES.md,
    # TWO_HAND_STOCK): 10 + 40 + 10 = 60.
    table = StockTable(seed=28)
    _finish(table)
    lines = [unescape(line) for line in re.findall(r"<li>(.*?)</li>", table.prompt.value)]
    assert (
        "Bill's meld: the dix 9♦ exchanged (10) + royal marriage (40) + 9♦ played (10) = 60."
        in lines
    )
    # The 9♦ Bill plays is the very card she exchanged: you drew the other 9♦ from the stock,
    # and the exchanged one, lying as the turn-up, came back to her with the last draw; so no
    # other 9♦ could be the one she played.
    assert (
        "The 9♦ Bill played had already scored as dix (the dix 9♦ exchanged, 10), and it scored "
        "again (10): in this game every 9 of trump played to a trick scores, even a card already "
        "scored as dix." in lines
    )
    assert not any("dix_scores_when_played" in line for line in lines)  # no option's name
    assert not any("a 9 of trump played" in line for line in lines)
