"""The learner's name on every game table is in the table's language (issue: "You" left in
English on the Italian and French stock and widow tables): the score line, the felt and the
trick list say "Tu" / "Toi", and a trick you take reads in the second person singular.

Stock seed 23 (see ``test_stock_table.py``): you lead K♠ and Bill answers 9♠, so you take the
first trick: its record is "Tu prendi la presa" (not "You prendono", a plural verb).
"""

from __future__ import annotations

import re
from html import unescape

import pytest

from pinochle_learn import Card
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.names import is_you, shown_names
from pinochle_widgets import CutthroatTable, StockTable, WidowTable


def _text(html: str) -> str:
    return " ".join(unescape(re.sub(r"<[^>]+>", " ", html)).split()).replace(" :", ":")


@pytest.mark.parametrize(("lang", "you"), [("it", "Tu"), ("fr", "Toi"), ("es", "Tú")])
@pytest.mark.parametrize("table_class", [StockTable, WidowTable, CutthroatTable])
def test_every_table_names_the_learner_in_its_language(table_class, lang, you):
    table = table_class(seed=23, lang=lang)
    assert you in table.names and "You" not in table.names
    status, felt = _text(table.status.value), _text(table.table.felt.value)
    assert "You" not in status and "You" not in felt
    assert re.search(rf"\b{you}\b", status + felt)


def test_the_stock_tables_trick_list_says_you_took_it_in_the_second_person_singular():
    table = StockTable(seed=23, lang="it")
    assert table.seats.hand.shown[0] == Card.parse("S13")
    table.seats.hand.click(0)
    history = _text(table.tricks_view.value)
    assert "You" not in history
    # the learner's own lead is its own message ("You led {card}"): Italian "Hai aperto con"
    assert "Hai aperto con K♠" in history and "Tu ha " not in history
    assert "Tu prendi la presa" in history and "prendono" not in history


@pytest.mark.parametrize("lang", ["it", "fr", "es", "ro"])
def test_a_translated_you_is_still_the_learner_spoken_to(lang):
    with speaking(lang):
        names = shown_names(("You", "Bill"))
        assert names[0] != "You" and is_you(names[0]) and not is_you(names[1])
        assert not is_you("South (you)")
