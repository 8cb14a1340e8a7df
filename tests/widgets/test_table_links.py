"""**Link to this** carries the computer's level on every game's table (issue 19): Play a
round, the stock game and the widow game read and write ``seed`` and ``level`` the one way
(``GameTable.link_fields``), and a bad level in a link is named on the page, the table opening
at the learner level."""

from __future__ import annotations

import pytest

from pinochle_learn.render.i18n import speaking
from pinochle_widgets.course.scenarios import EXPLORERS, LESSON_EXPLORER, link_for, restore
from pinochle_widgets.views.cutthroat_table import CutthroatTable
from pinochle_widgets.views.double_deck_table import DoubleDeckTable
from pinochle_widgets.views.game_table import GameTable
from pinochle_widgets.views.stock_table import StockTable
from pinochle_widgets.views.widow_table import WidowTable

TABLES = {"stock.ipynb": ("stock", StockTable), "widow.ipynb": ("widow", WidowTable)}


@pytest.mark.parametrize("notebook", list(TABLES))
def test_the_link_carries_the_level_and_restores_it(notebook: str) -> None:
    kind, table_class = TABLES[notebook]
    assert LESSON_EXPLORER[notebook] == kind
    table, _, problems = restore(kind, "seed=9&level=strong")
    assert isinstance(table, table_class)
    assert problems == []
    assert (table.session.seed, table.level, table.level_chooser.value) == (9, "strong", "strong")
    link = link_for(kind, table, notebook)
    assert link == f"{notebook}?seed=9&level=strong"
    again, _, _ = restore(kind, link.partition("?")[2])
    assert (again.session.seed, again.level) == (9, "strong")
    # the chooser's level is the one the link takes; the default level stays out of it
    table.level_chooser.value = "learner"
    assert link_for(kind, table, notebook) == f"{notebook}?seed=9"


@pytest.mark.parametrize("notebook", list(TABLES))
def test_a_bad_level_in_the_link_is_named_and_the_table_opens_at_learner(notebook: str) -> None:
    kind, _ = TABLES[notebook]
    table, _, problems = restore(kind, "seed=4&level=Expert")
    assert (table.session.seed, table.level) == (4, "learner")
    assert len(problems) == 1 and "level" in problems[0] and "'Expert'" in problems[0]


def test_the_lessons_own_deal_without_a_link() -> None:
    stock, _, _ = restore("stock", "", {"seed": 23, "opponent": "Lisa"})
    assert isinstance(stock, StockTable)
    assert (stock.session.seed, stock.names[1], stock.level) == (23, "Lisa", "learner")
    widow, _, _ = restore("widow", "")
    assert (widow.session.seed, widow.level) == (7, "learner")


def test_one_mechanism_for_every_table() -> None:
    """The three tables' links are read by the same readers and written by the same function,
    the shared table's :meth:`GameTable.link_fields`."""
    kinds = ("round", "stock", "widow")
    assert len({id(EXPLORERS[k].readers) for k in kinds}) == 1
    assert len({EXPLORERS[k].state for k in kinds}) == 1
    table = WidowTable(seed=3, level="strong")
    assert isinstance(table, GameTable)
    assert (
        EXPLORERS["widow"].state(table)
        == table.link_fields()
        == {
            "seed": "3",
            "level": "strong",
        }
    )


@pytest.mark.parametrize(
    ("kind", "table_class", "notebook"),
    [
        ("cutthroat", CutthroatTable, "cutthroat.ipynb"),
        ("double_deck", DoubleDeckTable, "double_deck.ipynb"),
    ],
)
def test_cutthroat_and_double_deck_read_the_level_of_the_link(
    kind: str, table_class: type[GameTable], notebook: str
) -> None:
    """s10: ``level=strong`` was ignored by the cutthroat lesson and refused by the double-deck
    one ("unknown field 'level'"); both tables read it now through the shared reader."""
    assert EXPLORERS[kind].readers is EXPLORERS["round"].readers
    table, _, problems = restore(kind, "seed=5&level=strong")
    assert isinstance(table, table_class)
    assert problems == []
    assert (table.session.seed, table.level, table.level_chooser.value) == (5, "strong", "strong")
    assert link_for(kind, table, notebook) == f"{notebook}?seed=5&level=strong"
    _, _, bad = restore(kind, "level=forty")
    assert len(bad) == 1 and "'forty'" in bad[0]


def test_the_double_deck_pages_two_readers_leave_each_other_their_fields() -> None:
    """The double-deck lesson reads one link with two explorers (its meld builder and its
    table): each leaves the other's fields alone and still names an unknown one."""
    link = "hand=QS+QS+JD&trump=H&rules=double-deck&seed=4&level=strong&colour=red"
    meld, _, meld_problems = restore("meld", link, also=("double_deck",))
    table, _, table_problems = restore("double_deck", link, also=("meld",))
    assert (table.session.seed, table.level) == (4, "strong")
    assert len(meld.builder.hand) == 3
    assert len(meld_problems) == 1 and "'colour'" in meld_problems[0]
    assert len(table_problems) == 1 and "'colour'" in table_problems[0]
    _, _, alone = restore("meld", link)  # without ``also``: the table's fields are unknown
    assert any("'level'" in problem for problem in alone)


def test_an_italian_link_takes_the_italian_level_names_and_lists_them() -> None:
    """s10: ``level=forte`` on an Italian page was refused with "scegli tra learner, strong".
    The level's name in the page's language is read as well as the English code, and a bad
    one is refused listing the names in the page's language (Italian: Principiante, Forte)."""
    with speaking("it"):
        table, _, problems = restore("stock", "level=Forte")
        assert (problems, table.level) == ([], "strong")
        table, _, problems = restore("stock", "level=strong")
        assert (problems, table.level) == ([], "strong")
        table, _, problems = restore("stock", "level=esperto")
    assert table.level == "learner"
    assert len(problems) == 1
    assert "'esperto'" in problems[0] and "principiante, forte" in problems[0]
    assert "learner, strong" not in problems[0]
    with speaking("en"):
        _, _, problems = restore("stock", "level=forte")
    assert "'forte'" in problems[0] and "learner, strong" in problems[0]
