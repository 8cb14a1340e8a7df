"""A lesson's markdown cell split into catalogue entries and joined back (issue 23, point 3)."""

from __future__ import annotations

from pathlib import Path

import pytest

from pinochle_learn.render import i18n
from pinochle_learn.render.lesson_prose import join, main, split, translate_markdown
from tests.pseudo_catalogue import use_pseudo_language

CELL = (
    "## The three classes\n"
    "\n"
    "Melds fall into three **classes**. Type `H14`\n"
    "for the [ace](cards.ipynb).\n"
    "\n"
    "1. **[Meld](01_meld.ipynb).** Once trump is named,\n"
    "   each player shows combinations.\n"
    "2. Tricks.\n"
    "\n"
    "| class | meld |\n"
    "|---|---|\n"
    "| 1 | **run** |\n"
    "\n"
    "```\n"
    "pinochle-learn meld H14\n"
    "```\n"
    "<!-- teaches: meld.classes -->"
)


def test_units_are_the_heading_paragraph_items_and_rows() -> None:
    assert [piece.msgid for piece in split(CELL) if piece.msgid] == [
        "The three classes",
        "Melds fall into three **classes**. Type `H14` for the [ace](cards.ipynb).",
        "**[Meld](01_meld.ipynb).** Once trump is named, each player shows combinations.",
        "Tricks.",
        "| class | meld |",
        "| 1 | **run** |",
    ]


def test_untranslated_join_is_the_cell_byte_for_byte() -> None:
    assert join(split(CELL), lambda text: text) == CELL
    assert "".join(piece.source for piece in split(CELL)) == CELL


def test_translated_join_keeps_markers_rules_code_and_comments() -> None:
    words = {
        "The three classes": "Le tre classi",
        "Tricks.": "Prese.",
        "| class | meld |": "| classe | combinazione |",
    }
    out = join(split(CELL), lambda text: words.get(text, text))
    assert out.startswith("## Le tre classi\n\nMelds fall into three **classes**. Type `H14`\nfor")
    assert "\n2. Prese.\n" in out
    assert "| classe | combinazione |\n|---|---|\n| 1 | **run** |\n" in out
    assert out.endswith("```\npinochle-learn meld H14\n```\n<!-- teaches: meld.classes -->")


def test_a_list_item_interrupting_a_paragraph_and_a_nested_item_are_their_own_units() -> None:
    cell = "Two kinds:\n* one\n  * inner\n* two"
    pieces = split(cell)
    assert [piece.msgid for piece in pieces if piece.msgid] == ["Two kinds:", "one", "inner", "two"]
    assert join(pieces, str.upper) == "TWO KINDS:\n* ONE\n  * INNER\n* TWO"


def test_translate_markdown_reads_the_lessons_domain_of_the_current_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[tuple[str, str]] = []
    use_pseudo_language(monkeypatch, asked=asked)
    with i18n.speaking("it"):
        out = translate_markdown("# Meld\n\nTrump *first*.")
    assert out == "# [[Meld]]\n\n[[Trump *first*.]]"
    assert set(asked) == {("it", i18n.LESSONS_DOMAIN)}


def test_extract_refuses_a_missing_folder_with_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["extract", str(tmp_path / "nowhere"), "-o", str(tmp_path / "x.pot")]) == 2
    assert "nowhere" in capsys.readouterr().err
    assert not (tmp_path / "x.pot").exists()


def test_a_wrapped_number_goes_on_the_paragraph_and_indented_code_is_kept() -> None:
    """CommonMark: an ordered list interrupts a paragraph only from 1, and an item's wrapped
    ``250.`` is no nested list; four spaces after a blank line are code, never an entry."""
    cell = (
        "Trick points that do not add up to\n"
        "250) are refused.\n"
        "\n"
        "6. the **dealer is stuck** and wins at\n"
        "   250. (*Decision*: no turn to bid higher.)\n"
        "7. next item\n"
        "\n"
        "    03_bidding.ipynb?dealer=S\n"
    )
    entries = [piece.msgid for piece in split(cell) if piece.msgid]
    assert entries == [
        "Trick points that do not add up to 250) are refused.",
        "the **dealer is stuck** and wins at 250. (*Decision*: no turn to bid higher.)",
        "next item",
    ]
    assert "".join(piece.source for piece in split(cell)) == cell
