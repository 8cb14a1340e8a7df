"""The English detector of the language browser test (``tests/browser/english_left.py``): which
words of the English catalogues it looks for on a page in another language, and what it finds.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import write_po

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))

from english_left import (
    Fragment,
    english_fragments,
    english_on_page,
    fragments_for,
    literal_fragments,
    marked_in_code,
    word_count,
)


def test_fragments_are_cut_at_placeholders_and_sentence_ends() -> None:
    assert literal_fragments("{seat} takes the trick with the {card}. Then {seat} leads.") == [
        "takes the trick with the",
        "Then",
        "leads.",
    ]
    assert literal_fragments("%(n)s cards left in the stock") == ["cards left in the stock"]


def test_inline_markup_is_taken_off_and_block_markup_cuts() -> None:
    msgid = "The **bid winner** names <strong>trump</strong><br>See [the rules](x.ipynb)"
    assert literal_fragments(msgid) == ["The bid winner names trump", "See the rules"]
    assert literal_fragments("| 1 | **royal marriage** | K Q of trump | 40 |") == [
        "royal marriage",
        "K Q of trump",
    ]


def test_code_is_not_english() -> None:
    # A link's parameters are typed as written in every language.
    assert literal_fragments("`hand`, `trump`, `rules`") == []


def test_names_ranks_and_card_codes_are_not_words() -> None:
    assert word_count("Bill and Lisa") == 1  # "and"
    assert word_count("You hold A♥ K♥ H14") == 1  # "hold"
    assert word_count("the 10 of trump") == 3


def test_short_fragments_and_terms_kept_in_the_translation_are_dropped() -> None:
    entries = [
        ("Take the trick",),  # 3 words: kept
        ("Your turn",),  # 2 words: too short to tell
        ("Rules: Double-deck partnership pinochle",),  # kept as in English by the translator
        ("{n} card left in the stock", "{n} cards left in the stock"),
        ("The stuck dealer: 03_bidding.ipynb?dealer=S&bids=p,p,p",),  # a link is no sentence
    ]
    translations = {
        "Take the trick": "Prendi la presa",
        "Rules: Double-deck partnership pinochle": "Regole: Double-deck partnership pinochle",
    }
    found = english_fragments(entries, translations, "pinochle_learn")
    assert [f.text for f in found] == [
        "Take the trick",
        "card left in the stock",
        "cards left in the stock",
        "The stuck dealer",
    ]
    assert found[2].msgid == "{n} card left in the stock"


def test_a_fragment_is_found_as_whole_words_whatever_the_case_and_spacing() -> None:
    fragments = [Fragment("takes the trick", "{seat} takes the trick", "pinochle_learn")]
    assert english_on_page(fragments, "Bill TAKES\u00a0the\n trick.") == fragments
    assert english_on_page(fragments, "Bill retakes the trick") == []
    assert english_on_page(fragments, "Bill prende la presa") == []


def test_fragments_for_a_language_read_the_templates_and_its_catalogues(tmp_path: Path) -> None:
    for domain, ids in (
        ("pinochle_learn", ["Take the trick now", "Pick a card to play"]),
        ("lessons", ["Every player melds at once", "Take the trick now"]),
    ):
        template = Catalog(domain=domain)
        for msgid in ids:
            template.add(msgid)
        with (tmp_path / f"{domain}.pot").open("wb") as handle:
            write_po(handle, template)
    (tmp_path / "it" / "LC_MESSAGES").mkdir(parents=True)
    italian = Catalog(locale="it", domain="pinochle_learn")
    italian.add("Take the trick now", "Prendi la presa ora")
    italian.add("Pick a card to play", "Scegli una carta", flags=["fuzzy"])
    with (tmp_path / "it" / "LC_MESSAGES" / "pinochle_learn.po").open("wb") as handle:
        write_po(handle, italian)
    found = fragments_for("it", tmp_path, code=False)
    # The same words in both catalogues once; a fuzzy entry reads in English: still looked for.
    assert [(f.text, f.domain) for f in found] == [
        ("Take the trick now", "pinochle_learn"),
        ("Pick a card to play", "pinochle_learn"),
        ("Every player melds at once", "lessons"),
    ]


def test_a_missing_template_names_the_command_that_writes_it(tmp_path: Path) -> None:
    with pytest.raises(FileNotFoundError, match="make catalogues"):
        fragments_for("it", tmp_path, code=False)


def test_messages_marked_inside_f_strings_are_looked_for(tmp_path: Path) -> None:
    # Babel's extractor misses them under Python 3.11: the template lacks them.
    (tmp_path / "view.py").write_text(
        "def f(n, seat):\n"
        "    head = f\"<h3>{_('What happened')}</h3>\"\n"
        "    more = ngettext('{n} card left', '{n} cards left', n)\n"
        "    return pgettext('verb', 'Play'), N_(\"Start a new deal\"), other('Not marked')\n"
    )
    assert sorted(marked_in_code([tmp_path])) == [
        ("Play",),
        ("Start a new deal",),
        ("What happened",),
        ("{n} card left", "{n} cards left"),
    ]
