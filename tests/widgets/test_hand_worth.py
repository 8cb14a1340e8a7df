"""The "What is my hand worth?" panel headless: closed until opened, the advisor's figures
when opened (with the progress bar run to the end), closed again, and the page's language."""

from __future__ import annotations

from html import unescape

from pinochle_learn import Hand, Suit
from pinochle_learn.advisor import hand_worth
from pinochle_widgets import HandWorthPanel

BILL = Hand.parse("H14 H10 H13 H12 S14 C14 D14 S13 S12 D11 C9 D9")


def test_the_panel_opens_on_the_advisors_figures_and_closes():
    panel = HandWorthPanel(BILL, samples=3, seed=2)
    assert panel.result.value == "" and panel.worth is None
    panel.toggle.click()
    assert panel.opened and panel.worth is not None
    assert panel.progress.value == panel.progress.max == 12  # 3 deals x 4 trumps
    assert panel.progress.layout.visibility == "hidden"
    # The same seed and sample size: the same figures as the engine's.
    engine = hand_worth(BILL, samples=3, seed=2)
    assert [t.totals for t in panel.worth.trumps] == [t.totals for t in engine.trumps]
    # One row a measure, one column a trump (suit order: spades, hearts, diamonds, clubs).
    # Hearts: royal marriage 40, spade marriage 20, aces around 100, pinochle 40 (by hand).
    order = [t.trump for t in engine.trumps]
    meld_row = "".join(f"<td>{t.meld}</td>" for t in engine.trumps)
    assert f'<th scope="row">Your meld</th>{meld_row}' in panel.result.value
    assert engine.of(Suit.HEARTS).meld == 200 and "<td>200</td>" in meld_row
    assert [f"<th>{s.symbol}</th>" in panel.result.value for s in order] == [True] * 4
    assert not panel.toggle.disabled
    panel.toggle.click()
    assert panel.result.value == "" and not panel.opened
    kept = panel.worth
    panel.toggle.click()  # opened again: the answer kept, nothing sampled again
    assert panel.worth is kept and "hand-worth-chart" in panel.result.value


def test_the_panel_speaks_the_language_it_is_given(pseudo_language):
    panel = HandWorthPanel(BILL, samples=1, lang="it")
    assert panel.toggle.description == "[[What is my hand worth?]]"
    panel.toggle.click()
    assert "[[Your meld]]" in panel.result.value
    assert panel.worth is not None and panel.worth.of(Suit.CLUBS).meld == 190


def test_the_meld_after_the_pass_is_its_own_figure_the_mean_of_the_samples():
    panel = HandWorthPanel(BILL, samples=3, seed=2)
    panel.toggle.click()
    assert panel.worth is not None
    hearts = panel.worth.of(Suit.HEARTS)
    # Each deal's team total is its meld after the pass plus its counter points (when any).
    assert [
        m + c if c > 0 else 0 for m, c in zip(hearts.melds, hearts.tricks, strict=True)
    ] == list(hearts.totals)
    # The pass adds meld: the team's meld after it is at least Bill's own (his cards stay).
    assert len(hearts.melds) == 3 and hearts.meld_after_pass == sum(hearts.melds) / 3
    shown = unescape(panel.result.value)
    assert "Your team's meld after the pass (average)" in shown
    assert "Your team's counter points (average)" in shown
    assert "Trick points" not in shown


def test_the_panel_speaks_of_the_hands_owner():
    from pinochle_learn.render.person import Person

    panel = HandWorthPanel(BILL, samples=1, owner=Person("Bill"))
    assert panel.toggle.description == "What is Bill's hand worth?"
    panel.toggle.click()
    html = unescape(panel.result.value)
    assert "Bill's meld" in html and "Bill's team's counter points (average)" in html
    assert "Your meld" not in html and "your team" not in html.lower()


def test_the_progress_bar_has_a_name():
    panel = HandWorthPanel(BILL, samples=1)
    assert panel.progress.description == "Sampling deals"


def test_the_round_tables_auction_offers_the_panel_for_the_learners_hand():
    from pinochle_learn.state import Phase
    from pinochle_widgets.views.round_table import RoundTable

    table = RoundTable(seed=3)
    assert table.state.phase is Phase.AUCTION and table.state.to_act == table.seat
    panels = [w for w in table.below.children if isinstance(w, HandWorthPanel)]
    # After the learner's hand, not with the bid buttons: the open panel keeps the hand in view.
    assert not any(isinstance(w, HandWorthPanel) for w in table.choices.children)
    assert len(panels) == 1
    assert panels[0].hand.cards == table.state.hands[table.seat].cards
    assert "pl-worth-open" in panels[0].toggle._dom_classes
    assert panels[0].toggle.description == "What is my hand worth?"


def test_a_new_hand_closes_the_panel_and_forgets_the_answer():
    panel = HandWorthPanel(BILL, samples=1)
    panel.toggle.click()
    other = Hand.parse("S14 S10 S13 S12 S11 H14 H10 H13 C14 C10 C13 C12")
    panel.show_hand(other)
    assert panel.worth is None and panel.result.value == "" and not panel.opened
    panel.show_hand(other)  # the same hand: nothing to forget
    panel.toggle.click()
    assert panel.worth is not None and panel.worth.hand.cards == other.cards
