"""One cast for the whole course (issue 22): the names come from one place
(``render.names.CAST``, ``STOCK_OPPONENT``, ``WIDOW_OPPONENT``), the index says it once, and
every lesson, calculator and self-check keeps it."""

from __future__ import annotations

import json
import re
from pathlib import Path

from pinochle_learn import Seat
from pinochle_learn.render.names import CAST, STOCK_OPPONENT, WIDOW_OPPONENT

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
PEOPLE = ("Bill", "Lisa", "Mike")


def text(name: str) -> str:
    cells = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))["cells"]
    return " ".join("".join("".join(c["source"]) for c in cells).split())


def test_the_cast_sits_as_the_rules_seat_partners() -> None:
    you, partner = CAST.index("You"), CAST.index("Bill")
    assert Seat(you) is Seat.SOUTH and Seat(partner) is Seat(you).partner
    assert {CAST[Seat.EAST], CAST[Seat.WEST]} == {"Lisa", "Mike"}
    assert STOCK_OPPONENT in CAST and WIDOW_OPPONENT in CAST


def test_the_index_says_the_cast_once() -> None:
    index = text("index.ipynb")
    assert index.count("**The players**") == 1
    north, east, _, west = CAST
    assert f"your partner is **{north}** (North)" in index
    assert f"**{east}** (East) and **{west}** (West) play against you" in index
    assert f"with a stock you play against **{STOCK_OPPONENT}**" in index
    assert f"built from a widow, against **{WIDOW_OPPONENT}**" in index


def test_every_lesson_keeps_the_cast() -> None:
    north, east, south, west = CAST
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        body = text(path.name)
        said = {name for name in PEOPLE if re.search(rf"\b{name}\b", body)}
        if path.name == "stock.ipynb":
            assert said <= {STOCK_OPPONENT}, (path.name, said)
        elif path.name == "widow.ipynb":
            assert said <= {WIDOW_OPPONENT}, (path.name, said)
        # Where a lesson seats the four players, it seats them as the cast does.
        for name, seat in ((north, "North"), (east, "East"), (south, "South"), (west, "West")):
            for other in ("North", "East", "South", "West"):
                if other != seat:
                    assert f"**{name}** ({other})" not in body, (path.name, name, other)
    round_ = text("05_play_round.ipynb")
    assert f"North for {north}, East for {east}, West for {west}" in round_


def test_the_widgets_and_self_checks_use_the_cast() -> None:
    from pinochle_widgets.course import lesson, questions
    from pinochle_widgets.views import house_rules, widow_table

    assert questions.NAMES == CAST and lesson.NAMES == CAST
    assert house_rules.FOUR_NAMES == CAST and STOCK_OPPONENT in house_rules.TWO_NAMES
    assert widow_table.NAMES == ("You", WIDOW_OPPONENT)
    assert (lesson.BILL, lesson.LISA, lesson.YOU, lesson.MIKE) == tuple(
        Seat(CAST.index(n)) for n in ("Bill", "Lisa", "You", "Mike")
    )
