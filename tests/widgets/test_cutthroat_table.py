"""CutthroatTable: three-hand cutthroat on the one GameTable (issue 17): the bury panel, the
widow shown to all, step back, replay, a whole round to its score with a score per player."""

from __future__ import annotations

import re

from pinochle_learn import THREE_HAND_CUTTHROAT, Seat
from pinochle_learn.actions import Bid, Bury, Deal
from pinochle_learn.procedure import Phase
from pinochle_widgets import CutthroatTable
from pinochle_widgets.views.choice_bar import Choice
from pinochle_widgets.views.game_table import GameTable

YOU = Seat.SOUTH


def _deal(table: CutthroatTable) -> Deal:
    deal = table.state.history[0]
    assert isinstance(deal, Deal)
    return deal


def win_auction(table: CutthroatTable) -> None:
    """Bid the lowest bid each turn until the auction is won (the computer stops first)."""
    steps = 0
    while table.state.phase is Phase.AUCTION:
        assert table.state.to_act is YOU
        lowest = min(a.amount for a in table.state.legal_actions() if isinstance(a, Bid))
        table._shown(f"pl-bid-{lowest}").click()
        steps += 1
        assert steps < 40, table.message.value


def to_bury(seed: int = 3) -> CutthroatTable:
    table = CutthroatTable(seed=seed)
    win_auction(table)
    assert table.state.bidder is YOU and table.state.phase is Phase.TRUMP
    table._shown("pl-trump").click()  # the first trump button
    assert table.state.phase is Phase.BURY
    return table


def bury_status(table: CutthroatTable) -> str:
    return str(table.on_show()[0].value)


def choose(table: CutthroatTable, count: int) -> None:
    for index in range(count):
        table.hand.click(index)


def test_it_is_a_configuration_of_the_one_table_with_three_seats():
    table = CutthroatTable(seed=3)
    assert isinstance(table, GameTable)
    assert type(table).__dict__.keys().isdisjoint({"act", "_show", "_on_card", "_say"})
    assert table.names == ("Bill", "Lisa", "You") and table.seat is YOU
    felt = table.table.felt.value
    # You at the bottom, Bill (North) on your left, Lisa (East) on your right.
    seats = re.findall(r'data-pos="(\w+)"[^>]*aria-label="(\w+)', felt)
    assert sorted(seats) == [("bottom", "You"), ("left", "Bill"), ("right", "Lisa")]


def test_the_status_line_gives_each_player_their_own_score():
    table = CutthroatTable(seed=3)
    status = table.status.value
    assert 'id="cutthroat-status"' in status
    assert "Bill\u00a00 · Lisa\u00a00 · You\u00a00 (game to 1500)" in status
    assert "widow\u00a03 face down" in status


def test_the_widow_is_shown_face_up_to_all_when_taken():
    table = CutthroatTable(seed=3)
    widow = " ".join(c.label for c in _deal(table).stock)
    assert widow not in table.log_view.value  # face down during the auction
    win_auction(table)
    log = table.log_view.value
    assert f"You turn the widow face up for all to see, {widow}, and take it: 18 cards." in log
    assert len(table.state.hands[YOU]) == 18
    assert widow.replace(" ", "\u00a0") in table.table.felt.value  # and in the middle of the felt


def test_the_bury_panel_chooses_three_cards_then_buries_them():
    table = to_bury()
    assert "Bury 3 of your 18 cards" in table.prompt.value
    confirm = table._shown("pl-bury-confirm")
    assert isinstance(confirm, Choice) and confirm.description == "Bury these cards"
    assert {"pl-bury-confirm", "pl-cutthroat-bury"} <= set(confirm._dom_classes)
    cards = table.state.hands[YOU].cards[:3]
    choose(table, 3)
    assert 'data-chosen="3">Chosen to bury: <strong>3 of 3</strong>' in bury_status(table)
    table.hand.click(3)  # a fourth card is not taken
    assert "chosen 3 cards already" in table.message.value
    confirm.click()
    assert table.state.buried == cards
    assert len(table.state.hands[YOU]) == 15
    labels = " ".join(c.label for c in cards)
    assert f"You bury {labels} face down: their counters count for you." in table.log_view.value


def test_a_bury_of_too_few_cards_is_refused_with_its_rule_and_changes_nothing():
    table = to_bury()
    choose(table, 2)
    state = table.state
    table._shown("pl-bury-confirm").click()
    assert table.state is state
    assert "That bury is refused: you must bury exactly 3 cards, not 2. Choose again." in (
        table.message.value
    )


def test_another_players_bury_stays_hidden():
    # seed 5: the computer wins the auction when you pass at once.
    for seed in range(1, 30):
        table = CutthroatTable(seed=seed)
        while table.state.phase is Phase.AUCTION and table.state.to_act is YOU:
            table._shown("pl-pass-bid").click()
        bidder = table.state.bidder
        if bidder is not None and bidder is not YOU:
            break
    else:
        raise AssertionError("no seed where the computer wins the auction")
    actions = [a for a in table.state.history if isinstance(a, Bury)]
    assert len(actions) == 1
    buried = " ".join(c.label for c in actions[0].cards)
    name = table.names[bidder]
    assert f"{name} buries 3 cards face down: their counters count for {name}." in (
        table.log_view.value
    )
    assert buried not in table.log_view.value


def test_step_back_from_the_bury_returns_to_trump_and_forgets_the_cards_chosen():
    table = to_bury()
    choose(table, 2)
    assert table.back()
    assert table.state.phase is Phase.TRUMP and table.chosen == ()
    table._shown("pl-trump").click()
    assert 'data-chosen="0"' in bury_status(table)


def test_replay_deals_the_same_round_again():
    table = to_bury()
    deal = _deal(table)
    table.replay_button.click()
    assert table.state.phase is Phase.AUCTION and _deal(table) == deal


def test_a_whole_round_plays_to_a_score_per_player():
    table = to_bury()
    choose(table, 3)
    table._shown("pl-bury-confirm").click()
    steps = 0
    while not table.state.is_over:
        playable = [i for i, c in enumerate(table.hand.cards) if c["mark"] == "playable"]
        table.hand.click(playable[0])
        steps += 1
        assert steps < 20, table.message.value
    score = table.state.score
    assert score is not None and len(score.teams) == 3
    sheet = table.prompt.value
    assert 'id="cutthroat-score"' in sheet
    assert sheet.index("You ") < sheet.index("Bill ") and "Lisa" in sheet  # the bidder first
    totals = table.session.game.totals
    for name, total in zip(("Bill", "Lisa", "You"), totals, strict=True):
        assert f"{name}\u00a0{total}" in table.status.value
    # each side is one player: the figures add up as the rules say
    made = score.teams[2].meld + (score.teams[2].trick_points or 0)
    assert score.deltas[2] == (made if made >= score.bid else -score.bid)


def test_a_bid_under_the_minimum_is_refused_on_the_cutthroat_table():
    table = CutthroatTable(seed=3)
    state = table.state
    assert not table.act(Bid(YOU, THREE_HAND_CUTTHROAT.min_bid - 10))
    assert table.state is state
    assert "A bid of 240 is refused: the opening bid must be 250." in table.message.value
