"""No message reads to Babel as a printf format (issue 23 leftovers, s9).

Our messages use ``{named}`` placeholders only. Babel flags an id as ``python-format`` when it
holds ``%`` followed by what printf would take for a conversion (``"{percent}% chance"``: the
``"% c"`` of a space flag and ``c``), and ``make catalogues`` then checks every translation
against that imagined format and prints an error for each. The percentage sign is therefore a
message of its own (:func:`pinochle_learn.render.advisor_text.percent_words`).
"""

from __future__ import annotations

from pathlib import Path

import pytest
from babel.messages.catalog import Message
from babel.messages.extract import extract_from_dir
from babel.messages.pofile import read_po

from pinochle_learn.render.advisor_text import chance_words, percent_words
from pinochle_learn.render.i18n import LANGUAGES, LOCALE_DIR, SOURCE_LANGUAGE, speaking

ROOT = Path(__file__).resolve().parents[2]


def test_no_marked_message_looks_like_a_printf_format() -> None:
    flagged = []
    for folder in (ROOT / "pinochle_learn", ROOT / "widgets" / "pinochle_widgets"):
        for _, _, message, _, _ in extract_from_dir(str(folder), [("**.py", "python")]):
            if Message(message).python_format:
                flagged.append(message)
    assert not flagged, f"ids Babel reads as printf formats: {flagged}"


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != SOURCE_LANGUAGE])
def test_catalogue_passes_babels_checks(lang: str) -> None:
    """What ``pybabel compile`` reports (placeholders, plural forms), none left."""
    path = LOCALE_DIR / lang / "LC_MESSAGES" / "pinochle_learn.po"
    with path.open("rb") as handle:
        catalog = read_po(handle)
    errors = [f"{m.id!r}: {e}" for m, errs in catalog.check() for e in errs]
    assert not errors, "\n".join(errors[:10])


@pytest.mark.parametrize(
    ("lang", "head"),
    [
        ("en", "Highest bid, 90% chance"),
        ("it", "Offerta più alta, probabilità del 90%"),
        ("fr", "Enchère la plus haute, 90 % de chances"),
    ],
)
def test_the_percentage_reads_as_before(lang: str, head: str) -> None:
    with speaking(lang):
        assert chance_words(0.9) == head
        assert percent_words(7) in {"7%", "7 %"}
