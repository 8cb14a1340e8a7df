"""The trick and legal-play renderers: stable hooks, the reasons as text, no UI imports."""

from __future__ import annotations

import json
import re
import subprocess
import sys

from pinochle_learn import PARTNERSHIP, TWO_HAND_WIDOW, Trick, legal_plays
from pinochle_learn.render.trick_html import counting_text, play_html, trick_html

NAMES = ("Bill", "Lisa", "You", "Mike")


def body(html: str) -> str:
    """The markup: no ``<style>`` block (the one stylesheet styles it)."""
    assert "<style" not in html
    return html


def test_trick_names_each_seat_and_frames_the_card_now_winning() -> None:
    html = trick_html(Trick.parse("H12 C9 H14", "S", leader=0), names=NAMES)
    seats = re.findall(r'class="pl-seat">([^<]+)<', html)
    assert seats == ["Bill", "Lisa", "You", "Mike"]
    assert html.count('class="pl-play pl-winning"') == 1
    assert 'id="trick-winner" data-card="H14" data-seat="S" data-index="2"' in html
    assert '<div class="pl-slot-card">to play</div>' in html
    assert "Winning so far: A♥ (card 3) wins" in html
    assert 'data-complete="false"' in html and "pl-trick-points" not in body(html)


def test_complete_trick_shows_winner_reason_and_counter_points() -> None:
    # Seed example: Mike's Q♠ trumps; Q♥ 0 + 9♣ 0 + A♥ 10 + Q♠ 0 = 10 to Lisa and Mike.
    html = trick_html(
        Trick.parse("H12 C9 H14 S12", "S", leader=0), names=NAMES, ruleset=PARTNERSHIP
    )
    assert "Won by <strong>Mike</strong> with <strong>Q♠</strong>" in html
    assert "the highest trump (spades) in the trick" in html
    assert (
        '<p class="pl-trick-points" data-points="10">Lisa and Mike take <strong>10</strong>' in html
    )
    assert "Q♥ 0 + 9♣ 0 + A♥ 10 + Q♠ 0 = 10" in html
    assert "wins</div>" in html


def test_trick_without_leader_numbers_the_cards_and_winner_id_can_be_left_out() -> None:
    html = trick_html(Trick.parse("D10 D14", "S"), winner_id=None)
    assert re.findall(r'class="pl-seat">([^<]+)<', html) == ["card 1", "card 2"]
    assert " id=" not in body(html) and "pl-slot" not in body(html)


def test_hand_marked_legal_or_not_with_every_reason_as_text() -> None:
    analysis = legal_plays("H9 H10 H14", Trick.parse("H12 C9", "S", leader=0), "S", PARTNERSHIP)
    html = play_html(analysis, names=NAMES)
    marks = re.findall(r'class="pl-mark pl-(\w+)" data-card="(\w+)" data-legal="(\w+)"', html)
    assert marks == [("legal", "H14", "true"), ("legal", "H10", "true"), ("illegal", "H9", "false")]
    assert 'data-rule="must_head_trick" data-legal="H14 H10"' in html
    assert "<strong>You</strong> to play" in html
    reason = re.search(r'<li class="pl-reason pl-illegal" data-card="H9".*?</li>', html)
    assert reason is not None
    assert "9♥</strong> may not be played: 9♥ does not beat the Q♥ now winning" in reason.group()
    assert "✗ refused" in html and "✓ may play, wins" in html


def test_both_copies_are_drawn_and_reasons_given_once() -> None:
    analysis = legal_plays("H9 H9 C10", "H12", "S", PARTNERSHIP)
    html = play_html(analysis, show_trick=False)
    assert html.count('class="pl-mark pl-legal" data-card="H9"') == 2
    assert html.count('class="pl-reason pl-legal" data-card="H9"') == 1
    assert "pl-trick" not in body(html)


def test_names_are_escaped() -> None:
    html = trick_html(Trick.parse("H12", "S", leader=0), names=("<b>x</b>", "L", "Y", "M"))
    assert "<b>x</b>" not in html and "&lt;b&gt;x&lt;/b&gt;" in html


def test_counting_text_per_ruleset() -> None:
    assert counting_text(PARTNERSHIP) == "A, 10, K 10 each; last trick 10"
    assert counting_text(TWO_HAND_WIDOW) == "A 11, 10 10, K 4, Q 3, J 2; last trick 10"


def test_pictures_of_trick_and_analysis_load_no_ui_modules() -> None:
    script = """
import json, sys
from pinochle_learn import PARTNERSHIP, Trick, legal_plays
from pinochle_learn.render.display import picture
trick = Trick.parse("H12 C9", "S", leader=0)
analysis = legal_plays("H9 H14", trick, "S", PARTNERSHIP)
html = picture("pinochle_learn.trick", "Trick")(trick) + picture(
    "pinochle_learn.play", "PlayAnalysis"
)(analysis)
assert 'class="pl-trick"' in html and 'data-legal="false"' in html and "trick-winner" not in html
ui = ("ipywidgets", "pandas", "traitlets", "IPython")
print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in ui)))
"""
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == []


def test_suit_pictures_read_and_copy_as_their_symbol() -> None:
    # Trump ♠, Q♥ led: the facts line, tags stripped as a copy or a screen reader gets it,
    # reads "Trump: ♠ spades · led: ♥ hearts", not "Trump:  spades" (the picture is hidden
    # from screen readers; the symbol beside it is text).
    html = trick_html(Trick.parse("H12", "S", leader=0), names=NAMES)
    text = re.sub(r"<svg.*?</svg>|<[^>]+>", "", html)
    assert "Trump: ♠ spades · led: ♥ hearts" in text
    facts = html[html.index("Trump:") : html.index("led:") + 200]
    assert facts.count('<svg aria-hidden="true"') == 2
