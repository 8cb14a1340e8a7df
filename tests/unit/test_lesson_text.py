"""Lesson texts that quote engine constants stay in step with them."""

from __future__ import annotations

import json
from pathlib import Path

from pinochle_learn.players import BASE_TRICK_POINTS, PARTNER_HELP

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def markdown(name: str) -> str:
    cells = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]
    text = "".join("".join(c["source"]) for c in cells if c["cell_type"] == "markdown")
    return " ".join(text.split())


def test_play_round_lesson_quotes_the_computer_bidders_formula():
    text = markdown("05_play_round.ipynb")
    assert (
        f"plus {PARTNER_HELP} for what its partner may bring, "
        f"plus {BASE_TRICK_POINTS} trick points to start with"
    ) in text


def test_no_lesson_calls_the_rules_seeds_or_points_to_a_file() -> None:
    # "Seed" is the random seed on the same pages; the rules are "the published rules" (and
    # "standard rule" in the calculator), never "the seeds' rules" or RULES.md.
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        text = markdown(path.name)
        for jargon in ("seeds'", "seed's", "seed rule", "the seeds", "RULES.md"):
            assert jargon not in text, (path.name, jargon)
    index = markdown("index.ipynb")
    assert "the rules are those of the published rule texts this program follows" in index
    assert "*house rules*" in index and "*decision*" in index
    assert "## The example from the rules" in markdown("02_tricks.ipynb")


def test_meld_odds_lesson_quotes_the_exact_widow_distribution() -> None:
    import math

    from pinochle_learn import TWO_HAND_WIDOW, Suit
    from pinochle_learn.odds import meld_distribution

    text = markdown("meld_odds.ipynb")
    hearts = meld_distribution(Suit.HEARTS, TWO_HAND_WIDOW)
    assert f"C(48, 24) = **{math.comb(48, 24):,}**" in text
    assert f"the mean is about **{round(hearts.mean)}** meld points" in text
    assert f"only **1 hand in {round(1 / hearts.probability(0)):,}** melds nothing" in text
    assert f"**{round(100 * hearts.at_least(250))}%** of hands meld 250 or more" in text
    # "with ♠ or ♦ trump ... the mean drops"
    assert "with ♠ or ♦ trump" in text
    for trump in (Suit.SPADES, Suit.DIAMONDS):
        assert meld_distribution(trump, TWO_HAND_WIDOW).mean < hearts.mean
