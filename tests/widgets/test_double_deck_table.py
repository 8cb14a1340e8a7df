"""DoubleDeckTable headless: a whole double-deck round by clicks, to its score (docs/rules.md,
DOUBLE_DECK: 20 cards each, an auction from 50, no passing, 20 tricks, 50 trick points)."""

from __future__ import annotations

from pinochle_learn import Seat, Suit
from pinochle_learn.ruleset import DOUBLE_DECK
from pinochle_learn.state import Phase
from pinochle_widgets import DoubleDeckTable

YOU = Seat.SOUTH


def buttons(table: DoubleDeckTable, css: str) -> list:
    return [b for b in table.on_show() if css in b._dom_classes]


def click_card(table: DoubleDeckTable, code: str) -> None:
    index = table.hand.index_of(code)
    table.hand._handle_custom_msg({"event": "pick", "index": index, "code": code}, [])


def test_the_first_decision_is_a_bid_from_50_with_a_20_card_hand() -> None:
    # #dd.hands: 20 cards each; #dd.min-bid: the opening bid is 50 exactly.
    table = DoubleDeckTable(seed=3)
    state = table.state
    assert [len(h) for h in state.hands] == [20, 20, 20, 20]
    assert len(table.hand.cards) == 20
    assert state.phase is Phase.AUCTION and state.to_act is YOU
    bids = [b.description for b in buttons(table, "pl-bid") if "pl-dd-bid" in b._dom_classes]
    assert bids[0] == "Bid 50"
    assert all(c["code"][1:] != "9" for c in table.hand.cards)


def test_a_whole_double_deck_round_by_clicks_reaches_its_score() -> None:
    # #dd.no-passing, #dd.tricks, #dd.counters: bid 50, trump ♥ if ours, 20 tricks, 50 points.
    table = DoubleDeckTable(seed=3)
    steps = 0
    while not table.state.is_over:
        state = table.state
        assert state.to_act is YOU, (state.phase, state.to_act)
        assert state.phase not in (Phase.PASS_TO_BIDDER, Phase.PASS_BACK)
        before = len(table.session.states)
        if state.phase is Phase.AUCTION:
            allowed = state.auction.allowed_bids() if state.auction else ()
            if allowed and min(allowed) == 50:
                buttons(table, "pl-dd-bid")[0].click()
            else:
                buttons(table, "pl-pass-bid")[0].click()
        elif state.phase is Phase.TRUMP:
            buttons(table, f"pl-trump-{Suit.HEARTS.letter}")[0].click()
        elif state.phase is Phase.THROW_IN:
            buttons(table, "pl-play-on")[0].click()
        else:
            playable = [c["code"] for c in table.hand.cards if c["mark"] == "playable"]
            click_card(table, playable[0])
        assert len(table.session.states) > before, table.message.value
        steps += 1
        assert steps < 40
    state = table.state
    assert len(state.tricks) == 20
    assert state.counters(0) + state.counters(1) == DOUBLE_DECK.total_trick_points == 50
    sheet = table.extra["score_view"].value
    assert 'id="score-sheet"' in sheet
    score = state.score
    assert score is not None
    assert sum(team.trick_points or 0 for team in score.teams) == 50
    for team in score.teams:  # each side's meld, trick points and total on the sheet
        for figure in (team.meld, team.trick_points, team.after):
            assert f">{figure}<" in sheet, (figure, sheet)
