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
