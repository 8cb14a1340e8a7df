"""The round table's table, hint, passing preview and history, driven headless.

Figures worked out by hand from RULES.md, PARTNERSHIP: a run in trump 150, a common marriage
(K Q of a plain suit) 20, the dix (9 of trump) 10; counters A, 10 and K 10 each, the last
trick 10 more.
"""

from __future__ import annotations

import re
from collections import Counter

from pinochle_learn import Card, Seat, Suit
from pinochle_learn.cards import Rank
from pinochle_learn.render.table_view import TableSeat, seat_table_html
from pinochle_learn.state import Phase
from pinochle_widgets.views.round_table import RoundTable

YOU = Seat.SOUTH


def click_card(table: RoundTable, index: int) -> None:
    code = table.hand.cards[index]["code"]
    table.hand._handle_custom_msg({"event": "pick", "index": index, "code": code}, [])


def test_auction_hint_gives_the_hands_meld_with_each_trump() -> None:
    # Seed 2 deals South A♠ A♠ J♠ 9♠ 10♥ A♦ 10♦ K♦ Q♦ J♦ K♣ J♣:
    # ♠ trump: dix 10 + K♦ Q♦ marriage 20 = 30; ♥ or ♣: the ♦ marriage 20;
    # ♦ trump: the run A K Q J 10 of diamonds, 150 (its royal marriage is part of the run).
    table = RoundTable(seed=2)
    assert table.state.hands[YOU].label == "A♠ A♠ J♠ 9♠ 10♥ A♦ 10♦ K♦ Q♦ J♦ K♣ J♣"
    hint = table.hint_view.value
    assert hint.startswith('<details class="pl-round-box pl-hint" id="auction-hint">')
    rows = dict(re.findall(r'data-suit="(.)" data-meld="(\d+)"', hint))
    assert rows == {"S": "30", "H": "20", "D": "150", "C": "20"}
    assert "Your best is 150 meld points" in hint


def test_the_table_seats_the_partner_across_and_the_opponents_left_and_right() -> None:
    table = RoundTable(seed=2)
    felt = table.table_view.value
    assert 'data-seat="N" data-pos="top"' in felt
    assert 'data-seat="W" data-pos="left"' in felt
    assert 'data-seat="E" data-pos="right"' in felt
    assert 'data-seat="S" data-pos="bottom"' in felt
    # The others' hands are face down: 12 cards each, five backs drawn.
    assert felt.count('class="pl-backs" data-count="12"') == 3
    table.show_all.value = True
    assert felt != table.table_view.value and 'class="pl-open"' in table.table_view.value


def test_two_seats_face_each_other() -> None:
    html = seat_table_html([TableSeat("Bill", 3), TableSeat("You", 3)], bottom=1)
    assert 'data-players="2"' in html
    assert 'data-seat="N" data-pos="top"' in html and 'data-seat="S" data-pos="bottom"' in html


def test_a_trick_under_way_says_winning_and_a_whole_trick_says_wins() -> None:
    # Two seats, trump hearts, Q♦ led by Bill (seat 0): alone, it heads the trick so far.
    seats = [TableSeat("Bill", 9), TableSeat("You", 11)]
    led = seat_table_html(seats, bottom=1, trick=[(0, Card.parse("D12"))], winner=0)
    assert "<figcaption>Bill · winning</figcaption>" in led and "· wins" not in led
    # You follow with the A♦: it beats the Q♦ and the trick is whole, so it wins.
    whole = seat_table_html(
        seats, bottom=1, trick=[(0, Card.parse("D12")), (1, Card.parse("D14"))], winner=1
    )
    assert "<figcaption>You · win</figcaption>" in whole and "· winning" not in whole


def test_the_learner_called_you_has_the_second_persons_caption(pseudo_language: None) -> None:
    # The felt's caption for "You" is its own msgid (Italian "Tu · vinci", not "Tu · vince"):
    # under the bracketing language, the learner's caption is one message, Bill's another.
    from pinochle_learn.render.i18n import _, speaking

    with speaking("it"):
        seats = [TableSeat("Bill", 9), TableSeat(_("You"), 11)]
        trick = [(0, Card.parse("D12")), (1, Card.parse("D14"))]
        whole = seat_table_html(seats, bottom=1, trick=trick, winner=1)
        led = seat_table_html(seats, bottom=1, trick=trick[:1], winner=0)
        yours = seat_table_html(seats, bottom=1, trick=[(1, Card.parse("D14"))], winner=1)
    assert "<figcaption>[[You · win]]</figcaption>" in whole
    assert "<figcaption>[[Bill · winning]]</figcaption>" in led
    assert "<figcaption>[[You · winning]]</figcaption>" in yours


def test_bidder_sees_the_cards_received_marked_and_a_live_meld_preview() -> None:
    # Seed 3: the learner wins the auction at 250 and names diamonds; the partner passes 4.
    table = RoundTable(seed=3)
    while table.state.phase is not Phase.PASS_BACK:
        state = table.state
        if state.phase is Phase.AUCTION:
            table.bid(250) if 250 in state.auction.allowed_bids() else table.pass_bid()  # type: ignore[union-attr]
        elif state.phase is Phase.TRUMP:
            table.name_trump(Suit.DIAMONDS)
    state = table.state
    assert state.to_act is YOU and len(state.hands[YOU]) == 16
    received = [c for c in table.hand.cards if c["received"]]
    assert Counter(c["code"] for c in received) == Counter(str(c) for c in state.passed_to_bidder)
    assert all(c["badge"] == "new" and "just received" in c["label"] for c in received)
    preview = table.preview_view.value
    assert "Choose 4 more cards to pass to see the meld of the 12 you keep" in preview
    for index in range(4):
        click_card(table, index)
    kept = list(state.hands[YOU].cards[4:])
    preview = table.preview_view.value
    assert 'id="pass-preview"' in preview and "With the 12 cards you keep" in preview
    # The meld of the 12 kept, worked out from the rules' table by the engine's solver for
    # the same cards: the preview is that figure, and it changes as the choice changes.
    from pinochle_learn import solve_meld

    assert f'data-meld="{solve_meld(kept, Suit.DIAMONDS, state.ruleset).total}"' in preview


def test_history_lists_every_trick_with_its_counters_and_reasons() -> None:
    table = RoundTable(seed=3)
    while len(table.state.tricks) < 2 and not table.state.is_over:
        state = table.state
        if state.phase is Phase.AUCTION:
            table.bid(250) if 250 in state.auction.allowed_bids() else table.pass_bid()  # type: ignore[union-attr]
        elif state.phase is Phase.TRUMP:
            table.name_trump(Suit.DIAMONDS)
        elif state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK):
            table.choose_pass(state.hands[YOU].cards[:4])
            table.confirm_pass()
        elif state.phase is Phase.THROW_IN:
            table.play_on()
        else:
            playable = [i for i, c in enumerate(table.hand.cards) if c["mark"] == "playable"]
            click_card(table, playable[0])
    history = table.history_view.value
    items = re.findall(
        r'<li class="pl-history-trick" data-trick="(\d+)" data-winner="(.)" data-points="(\d+)"',
        history,
    )
    assert len(items) == len(table.state.tricks) >= 2
    counters = {Rank.ACE, Rank.TEN, Rank.KING}
    for (number, winner, points), trick in zip(items, table.state.tricks, strict=True):
        assert int(points) == sum(10 for c in trick.cards if c.rank in counters)
        assert winner == Seat(trick.winner_seat).name[0]
        assert f"<strong>Trick {number}</strong>" in history
    assert history.count('<details class="pl-history-reasons">') == len(items)
    # The table shows the last trick with its winner framed until the next one starts.
    last = table.state.tricks[-1]
    if table.state.trick is None or not table.state.trick.cards:
        winner_card = last.cards[last.winner]
        assert f'class="pl-table-card pl-table-winner" data-card="{winner_card}"' in (
            table.table_view.value
        )


def test_a_card_clicked_in_the_auction_is_not_played_and_says_why() -> None:
    table = RoundTable(seed=2)
    before = table.state
    click_card(table, 0)
    assert table.state is before
    assert "A♠ cannot be played now: your turn to bid or pass." in table.message.value
    assert isinstance(Card.parse(table.hand.cards[0]["code"]), Card)


def test_history_says_you_take_it_but_names_a_seat_marked_you_in_the_third_person() -> None:
    from pinochle_learn.render.round_view import history_html
    from pinochle_widgets.views.stock_table import StockTable

    table = StockTable(seed=23)
    table.seats.hand.click(0)  # K♠ led, Bill's 9♠ follows but is lower: you take it
    states = table.session.states
    first = re.sub(r"<[^>]+>", "", history_html(states, Seat.NORTH, ("You", "Lisa")))
    assert "→ You take it: 5 counter points" in first
    seats = re.sub(r"<[^>]+>", "", history_html(states, Seat.NORTH, ("North (you)", "East")))
    assert "→ North (you) takes it: 5 counter points" in seats
