"""Each language's catalogues use its glossary's words (issue 23, point 2).

``docs/glossary/<lang>.md`` holds one markdown table: the English term, the translation, the
forms a sentence may use (comma-separated: plural, with article, ...), whether the term is
checked, the source and a note. For every checked term, every catalogue entry whose English id
holds the term as a word must hold one of its forms in the translation (case-insensitive).
Entries not translated yet are left to the completeness test (``test_catalogues.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from pinochle_learn.render.i18n import LANGUAGES, LOCALE_DIR, SOURCE_LANGUAGE

GLOSSARY_DIR = Path(__file__).resolve().parents[2] / "docs" / "glossary"
COLUMNS = ("term", "translation", "forms", "checked", "source", "note")
TRANSLATED = [lang for lang in LANGUAGES if lang != SOURCE_LANGUAGE]


@dataclass(frozen=True)
class Term:
    english: str
    forms: tuple[str, ...]
    checked: bool


def read_glossary(text: str) -> list[Term]:
    """The rows of the glossary's table (the header and its rule line skipped)."""
    terms = []
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if not line.lstrip().startswith("|") or len(cells) != len(COLUMNS):
            continue
        if cells[0] == "term" or set(cells[0]) <= {"-", ":", " "}:
            continue
        forms = tuple(form.strip().lower() for form in cells[2].split(",") if form.strip())
        terms.append(Term(cells[0].lower(), forms, cells[3].lower() == "yes"))
    return terms


def misuses(terms: list[Term], catalogue: Catalog) -> list[str]:
    """Each translated entry whose id holds a checked term and whose translation holds none of
    its forms, named with the term."""
    found = []
    for message in catalogue:
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        if not message.id or not all(strings) or message.fuzzy:
            continue
        english = re.sub(r"\{[^{}]*\}", " ", " ".join(ids)).lower()  # not a placeholder's name
        translated = " ".join(strings).lower()
        for term in terms:
            if not term.checked or not re.search(rf"\b{re.escape(term.english)}\b", english):
                continue
            if not any(form in translated for form in term.forms):
                found.append(
                    f"{term.english!r} in {ids[0]!r}: {strings[0]!r} uses none of {term.forms}"
                )
    return found


@pytest.mark.parametrize("lang", TRANSLATED)
def test_glossary_exists_and_is_read(lang: str) -> None:
    path = GLOSSARY_DIR / f"{lang}.md"
    assert path.exists(), f"docs/glossary/{lang}.md is missing"
    terms = read_glossary(path.read_text(encoding="utf-8"))
    english = {term.english for term in terms}
    for needed in ("trump", "trick", "meld", "bid", "marriage", "pinochle", "stock", "widow"):
        assert needed in english, f"docs/glossary/{lang}.md has no row for {needed!r}"
    assert all(term.forms for term in terms if term.checked), (
        f"{lang}: a checked term without forms"
    )


@pytest.mark.parametrize("domain", ["pinochle_learn", "lessons"])
@pytest.mark.parametrize("lang", TRANSLATED)
def test_catalogue_follows_glossary(lang: str, domain: str) -> None:
    po_path = LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po"
    if not po_path.exists():
        pytest.skip(f"no {domain}.po for {lang} yet")
    terms = read_glossary((GLOSSARY_DIR / f"{lang}.md").read_text(encoding="utf-8"))
    with po_path.open("rb") as handle:
        found = misuses(terms, read_po(handle, locale=lang))
    assert not found, f"{lang}/{domain}.po strays from docs/glossary/{lang}.md:\n" + "\n".join(
        found[:30]
    )


def test_the_check_finds_a_stray_word(tmp_path: Path) -> None:
    glossary = (
        "| term | translation | forms | checked | source | note |\n"
        "|---|---|---|---|---|---|\n"
        "| trick | presa | presa, prese | yes | pagat | seeds say trucco |\n"
        "| set | andare sotto | sotto | no | - | ambiguous in English |\n"
    )
    po = (
        'msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n\n'
        'msgid "You take the trick."\nmsgstr "Prendi la presa."\n\n'
        'msgid "The last trick counts."\nmsgstr "L\'ultimo trucco conta."\n\n'
        'msgid "A set of cards."\nmsgstr "Un gruppo di carte."\n'
    )
    (tmp_path / "it.po").write_text(po, encoding="utf-8")
    with (tmp_path / "it.po").open("rb") as handle:
        found = misuses(read_glossary(glossary), read_po(handle, locale="it"))
    assert len(found) == 1 and "The last trick counts." in found[0] and "trucco" in found[0]
