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
