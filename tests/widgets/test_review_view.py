"""Review this round and Best card? on the game tables, headless (issue 18, points 4 and 5):
the review once the last trick is played, a trick's button back to the learner's card there,
the better card played; every legal card's value on the learner's turn; the games the solver
does not take say why."""

from __future__ import annotations

import random
import re

from pinochle_learn import TWO_HAND_STOCK, Seat
from pinochle_learn.actions import Play
from pinochle_learn.players import choose_action
from pinochle_learn.procedure import Phase
from pinochle_learn.render.game_panes import WIDOW_PANES
from pinochle_learn.ruleset import DOUBLE_DECK, THREE_HAND_CUTTHROAT, Ruleset
from pinochle_learn.solver import solve_state
from pinochle_learn.state import RoundState
from pinochle_widgets.views.game_table import GameTable
from pinochle_widgets.views.round_table import RoundTable
from pinochle_widgets.views.stock_table import StockTable
from pinochle_widgets.views.widow_table import WidowTable


def play_one(table: GameTable) -> None:
    """One learner decision through the table's refusal path: in the tricks the first card
    allowed (a careless player: it gives the review something to find), else the computer's."""
    state = table.state
    if state.is_over:
        return
    if state.phase is Phase.TRICKS:
        assert table.act(next(a for a in state.legal_actions() if isinstance(a, Play)))
        return
    assert table.act(choose_action(state, random.Random(len(state.history))))


def shown(widget) -> bool:
    return widget.layout.display != "none"


def finish(table: GameTable) -> None:
    for _ in range(300):
        if table.state.is_over:
            return
        play_one(table)
    raise AssertionError("the round did not end")


def test_the_widow_review_judges_the_last_12_tricks_and_goes_back_to_try_the_best_card():
    table = WidowTable(seed=5)
    view = table.review
    assert not shown(view.review_button)
    finish(table)
    assert shown(view.review_button)
    seen: list[str] = []
    view.progress.observe(lambda change: seen.append(change["new"]), names="value")
    view.review_button.click()
    assert not shown(view.review_button)
    view.wait(120)
    # The progress bar counted the 12 cards one by one, then went away.
    done = [re.search(r'data-done="(\d+)" data-total="12"', v) for v in seen[:-1]]
    assert [int(m.group(1)) for m in done if m] == list(range(13))
    assert seen[-1] == "" and "<progress" in seen[0]
    review = view.review
    assert review is not None and review.first_trick == 13
    assert [p.trick for p in review.plays] == list(range(13, 25))
    html = view.pane.value
    assert 'id="round-review"' in html and f'data-lost="{review.lost}"' in html
    assert "Judged from trick 13 of 24" in html and "what you take from there" in html
    assert not re.search(r"\b[SHDC]1[0-4]\b|\b[SHDC]9\b", re.sub(r'data-[a-z-]+="[^"]*"', "", html))
    backs = [b for b in view.steps.children if "pl-review-back" in b._dom_classes]
    assert [b.description for b in backs] == [f"↶ Trick {t}" for t in range(13, 25)]
    # Seed 5: the first card allowed costs points in some tricks.
    costly = [p for p in review.plays if p.cost]
    assert costly and review.lost == sum(p.cost for p in costly)
    play = costly[0]
    next(b for b in backs if f"pl-review-back-{play.trick}" in b._dom_classes).click()
    state = table.state
    assert state.history == play.turn.history and state.to_act is Seat.NORTH
    assert len(state.tricks) + 1 == play.trick
    assert "Back at trick" in table.message.value
    best = play.best[0]
    table.hand.click(str(best))
    assert table.state.history[len(play.turn.history)].card == best  # type: ignore[attr-defined]
    # The review stays on the page for this deal; a new round's replay clears it.
    assert view.review is review and 'id="round-review"' in view.pane.value
    table.new_button.click()
    assert view.review is None and view.pane.value == ""


def test_a_costly_tricks_best_line_is_shown_in_words():
    table = WidowTable(seed=5)
    finish(table)
    table.review.review_button.click()
    table.review.wait(120)
    lines = [b for b in table.review.steps.children if "pl-review-line" in b._dom_classes]
    review = table.review.review
    assert review is not None
    assert [b.description for b in lines] == [
        f"Best line, trick {p.trick}" for p in review.plays if p.cost
    ]
    lines[0].click()
    play = next(p for p in review.plays if p.cost)
    text = table.review.line_box.value
    assert text.startswith('<div class="pl-review-line-text"><p>The best play from trick ')
    head = f"from trick {play.trick} on, with {play.best[0].label} where you played"
    assert head in text and f"you played {play.played.label}:" in text
    # One line a trick, from the learner's trick to the last, each whole (both cards) and won.
    rows = re.findall(r'<li data-trick="(\d+)">Trick \1: ([^<]*)</li>', text)
    assert [int(t) for t, _ in rows] == list(range(play.trick, 25))
    for _, row in rows:
        cards, _, winner = row.partition("; ")
        assert cards.count(", ") == 1 and "You " in cards and "Lisa " in cards, row
        assert winner in ("You win.", "Lisa wins."), row


def test_best_card_gives_every_legal_card_its_value_on_the_learners_turn():
    table = WidowTable(seed=5)
    view = table.review
    while not (table.state.phase is Phase.TRICKS and len(table.state.tricks) >= 18):
        assert not shown(view.best_button) or table.state.phase is Phase.TRICKS
        play_one(table)
    assert table.state.to_act is Seat.NORTH and shown(view.best_button)
    view.best_button.click()
    view.wait(120)
    solution = solve_state(table.state, lines=False)
    got = dict(re.findall(r'data-card="(\w+)" data-points="(\d+)"', view.best_box.value))
    assert got == {str(c.card): str(c.points) for c in solution.cards}
    assert "all hands seen" not in view.best_box.value
    play_one(table)  # the answer belongs to the position it was asked in
    assert view.best_box.value == ""


def test_best_card_is_off_while_the_stock_lasts_and_in_a_self_check():
    table = StockTable(seed=3)
    view = table.review
    while table.state.phase is not Phase.STOCK or table.state.to_act is not Seat.NORTH:
        play_one(table)
    assert not shown(view.best_button)
    view._best()
    assert "once the stock is gone" in table.message.value
    view.self_check = True
    view._best()
    assert "off during a self-check" in table.message.value


def played_out(ruleset: Ruleset, seed: int) -> RoundState:
    state = RoundState(ruleset, Seat.NORTH)
    rng = random.Random(seed)
    from pinochle_learn.state import deal_from_seed

    state = state.apply(deal_from_seed(seed, state.dealer, ruleset))
    while not state.is_over:
        state = state.apply(choose_action(state, rng))
    return state


def test_games_of_three_sides_or_four_copies_say_why_there_is_no_review():
    for ruleset, words in (
        (THREE_HAND_CUTTHROAT, "three players each play for themselves"),
        (DOUBLE_DECK, "two copies of each card, and this deck has four."),
    ):
        names = ("North", "East", "You", "West")[: ruleset.players]
        seat = Seat(ruleset.players - 1) if ruleset.players == 3 else Seat.SOUTH
        table = GameTable(1, ruleset=ruleset, seat=seat, names=names, panes=WIDOW_PANES)
        view = table.review
        view.draw(played_out(ruleset, 2))
        assert not shown(view.review_button) and not shown(view.best_button)
        assert 'id="review-note"' in view.pane.value and words in view.pane.value


def test_the_stock_review_starts_after_the_last_draw():
    table = StockTable(seed=3)
    finish(table)
    assert table.state.ruleset.name == TWO_HAND_STOCK.name
    table.review.review_button.click()
    table.review.wait(120)
    review = table.review.review
    assert review is not None and review.first_trick == 13 and len(review.plays) == 12


def test_the_partnership_review_says_it_sees_all_four_hands():
    table = RoundTable(seed=3)
    view = table.review
    while not (table.state.phase is Phase.TRICKS and len(table.state.tricks) >= 9):
        play_one(table)
    assert table.state.to_act is Seat.SOUTH and shown(view.best_button)
    view.best_button.click()
    view.wait(120)
    assert 'id="best-card"' in view.best_box.value and "all hands seen" in view.best_box.value
    finish(table)
    view.review_button.click()
    view.wait(120)
    review = view.review
    assert review is not None and review.sees_all_hands and review.first_trick == 5
    assert [p.trick for p in review.plays] == list(range(5, 13))
    assert "The solver sees all four hands" in view.pane.value
    assert "what your side takes from there" in view.pane.value


def test_a_search_past_the_budget_stops_and_says_so(monkeypatch):
    from pinochle_widgets.views import review_view

    monkeypatch.setattr(review_view, "BEST_CARD_MAX_NODES", 50)
    monkeypatch.setattr(review_view, "REVIEW_MAX_NODES", 50)
    table = WidowTable(seed=5)
    view = table.review
    while not (table.state.phase is Phase.TRICKS and table.state.to_act is Seat.NORTH):
        play_one(table)
    view.best_button.click()
    view.wait(60)
    assert "Too many positions to search from here (50 and more)" in view.best_box.value
    finish(table)
    view.review_button.click()
    view.wait(60)
    review = view.review
    assert review is not None and review.unsolved  # the early tricks need more than 50 nodes
    assert "not judged: too many positions to search" in view.pane.value
    assert f"{len(review.unsolved)} of your cards could not be judged in time" in view.pane.value


def test_going_back_to_a_trick_says_by_the_review_where_the_table_went_until_the_next_card():
    # On a narrow screen the review is far under the table: a trick's button says, by the
    # buttons, that the table went back, and the line goes once the learner plays there.
    table = RoundTable(seed=3)
    view = table.review
    finish(table)
    view.review_button.click()
    view.wait(120)
    review = view.review
    assert review is not None and view.back_note.value == ""
    play = next(p for p in review.plays if p.cost)
    back = next(b for b in view.steps.children if f"pl-review-back-{play.trick}" in b._dom_classes)
    back.click()
    assert table.state.history == play.turn.history
    note = view.back_note.value
    assert 'id="review-back-note"' in note and 'role="status"' in note
    assert f"The table is back at trick {play.trick}, waiting for your card" in note
    assert view.back_note in view.side and view.side.index(view.back_note) > view.side.index(
        view.steps
    )
    assert table.play(play.best[0])
    assert view.back_note.value == ""
