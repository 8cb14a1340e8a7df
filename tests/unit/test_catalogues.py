"""The catalogues are complete, consistent and compiled (issue 23, point 6).

Every English id the code marks (``make catalogues`` extracts them into the ``.pot``
templates) has a translation in each language, none fuzzy, with the same ``{placeholders}``;
the compiled ``.mo`` files say what the ``.po`` files say; the templates hold what the code
marks today. A failure names the language, the entry and what is wrong.
"""

from __future__ import annotations

import io
import string
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_mapping_cfg
from babel.messages.mofile import read_mo
from babel.messages.pofile import read_po

from pinochle_learn.render.i18n import LANGUAGES, LOCALE_DIR, SOURCE_LANGUAGE

ROOT = Path(__file__).resolve().parents[2]
DOMAINS = ("pinochle_learn", "lessons")
TRANSLATED = [lang for lang in LANGUAGES if lang != SOURCE_LANGUAGE]


def _template(domain: str) -> Catalog | None:
    path = LOCALE_DIR / f"{domain}.pot"
    if not path.exists():
        return None
    with path.open("rb") as handle:
        return read_po(handle)


def _po(lang: str, domain: str) -> Catalog:
    with (LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po").open("rb") as handle:
        return read_po(handle, locale=lang)


def _fields(text: str) -> set[str]:
    """The ``{name}`` placeholders of ``text`` (``{{`` is a literal brace)."""
    try:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}
    except ValueError as error:  # an unbalanced brace
        return {f"<unbalanced: {error}>"}


def _ids(message: Message) -> tuple[str, ...]:
    """The id (and plural id) of ``message``: a tuple from a .po, a list from a .mo."""
    return tuple(message.id) if isinstance(message.id, (tuple, list)) else (message.id,)


def _strings(message: Message) -> tuple[str, ...]:
    return tuple(message.string) if isinstance(message.string, (tuple, list)) else (message.string,)


def _key(message: Message) -> tuple[str | None, str]:
    return (message.context, _ids(message)[0])


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_entry_translated_and_not_fuzzy(lang: str, domain: str) -> None:
    template = _template(domain)
    if template is None:
        pytest.skip(f"no {domain}.pot yet")
    po = _po(lang, domain)
    translated = {_key(m): m for m in po if m.id}
    problems = []
    for message in template:
        if not message.id:
            continue
        found = translated.get(_key(message))
        if found is None:
            problems.append(f"missing: {_ids(message)[0]!r}")
        elif found.fuzzy:
            problems.append(f"fuzzy: {_ids(message)[0]!r}")
        elif not all(_strings(found)):
            problems.append(f"empty: {_ids(message)[0]!r}")
    head = f"{lang}/{domain}.po, {len(problems)} entries:\n"
    assert not problems, head + "\n".join(problems[:40])


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("lang", TRANSLATED)
def test_placeholders_match(lang: str, domain: str) -> None:
    if _template(domain) is None:
        pytest.skip(f"no {domain}.pot yet")
    problems = []
    for message in _po(lang, domain):
        if not message.id or message.fuzzy:  # a fuzzy guess is reported as not translated
            continue
        wanted = set().union(*(_fields(text) for text in _ids(message)))
        for text in _strings(message):
            if text and _fields(text) != wanted:
                problems.append(
                    f"{_ids(message)[0]!r}: wants {sorted(wanted)}, has {sorted(_fields(text))}"
                )
    assert not problems, f"{lang}/{domain}.po:\n" + "\n".join(problems[:40])


@pytest.mark.parametrize("domain", DOMAINS)
@pytest.mark.parametrize("lang", TRANSLATED)
def test_compiled_catalogue_is_up_to_date(lang: str, domain: str) -> None:
    if _template(domain) is None:
        pytest.skip(f"no {domain}.pot yet")
    mo_path = LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.mo"
    assert mo_path.exists(), f"{mo_path.relative_to(ROOT)} is missing: run `make catalogues`"
    with mo_path.open("rb") as handle:
        compiled = {(m.context, _ids(m)[0]): _strings(m) for m in read_mo(handle) if m.id}
    source = {_key(m): _strings(m) for m in _po(lang, domain) if m.id and not m.fuzzy}
    stale = sorted(str(key[1]) for key in source.keys() ^ compiled.keys())
    both = source.keys() & compiled.keys()
    stale += sorted(str(key[1]) for key in both if source[key] != compiled[key])
    assert not stale, f"{mo_path.name} ({lang}) is stale (`make catalogues`): {stale[:10]}"


def test_template_holds_what_the_code_marks() -> None:
    template = _template("pinochle_learn")
    assert template is not None, "pinochle_learn.pot is missing: run `make catalogues`"
    marked: set[tuple[str | None, str]] = set()
    # babel.cfg as `make catalogues` reads it: its folders and its keywords (N_plural).
    with (ROOT / "babel.cfg").open(encoding="utf-8") as config:
        method_map, options_map = parse_mapping_cfg(config)
    for _, _, message, _, context in extract_from_dir(str(ROOT), method_map, options_map):
        marked.add((context, message[0] if isinstance(message, tuple) else message))
    held = {_key(m) for m in template if m.id}
    assert marked == held, (
        "pinochle_learn.pot is out of date, run `make catalogues`; "
        f"marked but not held: {sorted(map(str, marked - held))[:10]}, "
        f"held but no longer marked: {sorted(map(str, held - marked))[:10]}"
    )


def test_compiled_catalogue_reads_without_babel() -> None:
    """The package reads the ``.mo`` files with the standard library alone."""
    import gettext

    for lang in TRANSLATED:
        path = LOCALE_DIR / lang / "LC_MESSAGES" / "pinochle_learn.mo"
        gettext.GNUTranslations(io.BytesIO(path.read_bytes()))


def test_lessons_template_holds_the_notebooks_prose() -> None:
    """``lessons.pot`` is what ``python -m pinochle_learn.render.lesson_prose extract`` makes
    of today's notebooks (``make catalogues`` remakes it)."""
    from pinochle_learn.render.lesson_prose import template_text

    path = LOCALE_DIR / "lessons.pot"
    assert path.exists(), "no lessons.pot: run make catalogues"
    made = template_text(sorted((ROOT / "notebooks").glob("*.ipynb")))
    assert path.read_text(encoding="utf-8") == made, "lessons.pot is stale: run make catalogues"
