"""English left on a page in another language (issue 23, point 6): the sentences of the English
catalogues (``pinochle_learn.pot``, ``lessons.pot``) cut into the literal fragments a page could
show, and a search for them in a page's visible text.

A message id such as ``"{seat} takes the trick with the <b>{card}</b>."`` cannot be found on a
page as it is: its placeholders are filled and its markup is drawn. What can be found are its
*fragments*, the literal words between placeholders and block markup, with inline markup
(``**bold**``, ``<b>``, links, code) taken off: here ``"takes the trick with the"``. A page in
Italian that shows one of them shows English.

What is not counted as English, so that a page may show it in any language:

- a fragment with no space (a link: ``03_bidding.ipynb?dealer=S&bids=p,p,p``), or of fewer
  than :data:`MIN_WORDS` words, where a word is a run of letters that is
  not a cast name (:data:`NAMES`: Bill, Lisa, Mike, You) nor a single capital (a rank letter
  such as the A of A♥); numbers and card codes (``H14``) are not words;
- a teacher's own words: the names of the scenarios in a teacher's file (``scenarios.txt``,
  :func:`teacher_names`) are data, shown as the teacher wrote them in any language, and are
  taken out of the page's text before the search (:func:`without_names`);
- a fragment that the language's own translation of the same entry contains (a term kept as in
  English on purpose, e.g. a rule's name quoted); an entry with no translation, or a fuzzy one,
  keeps its fragments (the page shows the English).

Examples
--------
>>> literal_fragments("{seat} takes the trick with the <b>{card}</b>.")
['takes the trick with the']
>>> literal_fragments("**You** hold 9♥ 10♥ A♥. Your partner Bill is winning with the Q♥.")
['You hold 9♥ 10♥ A♥.', 'Your partner Bill is winning with the Q♥.']
>>> word_count("You hold 9♥ 10♥ A♥."), word_count("Your partner Bill is winning")
(1, 4)
"""

from __future__ import annotations

import ast
import html
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from babel.messages.pofile import read_po

from pinochle_learn.render.i18n import DOMAIN, LESSONS_DOMAIN, LOCALE_DIR

SOURCES = tuple(
    Path(__file__).resolve().parents[2] / folder
    for folder in ("pinochle_learn", "widgets/pinochle_widgets")
)
"""The code whose marked words (``_()``, ``N_()``, ...) reach the ``pinochle_learn`` domain."""

_MARKERS = {"_": 0, "N_": 0, "ngettext": 0, "pgettext": 1, "npgettext": 1}

__all__ = [
    "MIN_WORDS",
    "NAMES",
    "Fragment",
    "english_fragments",
    "english_on_page",
    "fragments_for",
    "literal_fragments",
    "marked_in_code",
    "normalized",
    "teacher_names",
    "without_names",
    "word_count",
]

MIN_WORDS = 3
"""A fragment shorter than this many words is not reported (a word, a label of two words)."""

NAMES = frozenset({"Bill", "Lisa", "Mike", "You"})
"""The cast's names (``pinochle_learn.render.names.CAST``): the same in every language."""

DOMAINS = (DOMAIN, LESSONS_DOMAIN)

_PLACEHOLDER = re.compile(r"\{[^{}]*\}|%\([^)]*\)[sdrf]|%[sdrf]")
_INLINE_TAG = re.compile(r"</?(?:a|b|strong|em|i|span|abbr|small|sup|sub|u)\b[^>]*>", re.I)
_TAG = re.compile(r"<[^>]*>")
_IMAGE = re.compile(r"!\[([^\]]*)\]\([^)]*\)")
_LINK = re.compile(r"\[([^\]]*)\]\([^)]*\)")
_CODE = re.compile(r"`+[^`]*`+|<code\b[^>]*>.*?</code>", re.I | re.S)
_EMPHASIS = re.compile(r"\*+|(?<!\w)_+|_+(?!\w)")
# Where a fragment ends: a line, a table cell, or the end of a sentence (a page may show one
# sentence of an entry without the next, e.g. a hint cut short).
_BREAK = re.compile(r"\n|\||(?<=[.!?;:])\s+")
_EDGE_KEEP = ".!?)»”’\"'♥♠♦♣"
_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)*")
_SPACE = re.compile(r"\s+")
_QUOTES = str.maketrans({"’": "'", "‘": "'", "“": '"', "”": '"', "\u00a0": " ", "\u202f": " "})


@dataclass(frozen=True)
class Fragment:
    """English words a page could show: ``text`` (as written in the catalogue), cut from the
    entry ``msgid`` of the ``domain`` catalogue."""

    text: str
    msgid: str
    domain: str


def normalized(text: str) -> str:
    """``text`` for comparing: typographic quotes and no-break spaces made plain, every run of
    white space one space, case folded (a page may upper-case a label with CSS).

    >>> normalized("Player’s\\u00a0 TURN")
    "player's turn"
    """
    return _SPACE.sub(" ", text.translate(_QUOTES)).strip().casefold()


def _trimmed(piece: str) -> str:
    """``piece`` without white space and punctuation at its ends, except a sentence's closing
    mark (or a suit symbol) kept at its end."""
    piece = piece.strip()
    start = 0
    while start < len(piece) and not (piece[start].isalnum() or piece[start] in "♥♠♦♣"):
        start += 1
    end = len(piece)
    while end > start and not (piece[end - 1].isalnum() or piece[end - 1] in _EDGE_KEEP):
        end -= 1
    return piece[start:end]


def literal_fragments(msgid: str) -> list[str]:
    """The pieces of ``msgid`` a page shows word for word, in order: cut at placeholders
    (``{seat}``, ``%(n)s``), code (```hand```: a link's parameter, typed as written in every
    language), block HTML tags, line breaks, table pipes and sentence ends; inline markup
    (``**``, ``*``, ``<b>``, ``<strong>``, markdown links) taken off; HTML entities read.
    Pieces with no letter are left out.

    >>> literal_fragments("| 1 | **royal marriage** | K Q of trump | 40 |")
    ['royal marriage', 'K Q of trump']
    >>> literal_fragments("See [the meld lesson](01_meld.ipynb) &amp; {x} <br>then click")
    ['See the meld lesson', 'then click']
    >>> literal_fragments("| 01 Meld | `hand`, `trump`, `rules` | the cards (`H14+AH`), trump")
    ['01 Meld', 'the cards', 'trump']
    """
    text = _CODE.sub("\n", msgid)
    text = _IMAGE.sub(r"\1", text)
    text = _LINK.sub(r"\1", text)
    text = _INLINE_TAG.sub("", text)
    text = _TAG.sub("\n", text)
    text = _PLACEHOLDER.sub("\n", text)
    text = _EMPHASIS.sub("", text)
    text = html.unescape(text)
    pieces = (_trimmed(piece) for piece in _BREAK.split(text))
    return [piece for piece in pieces if any(ch.isalpha() for ch in piece)]


def word_count(fragment: str) -> int:
    """The words of ``fragment`` that make it English: runs of letters, not a cast name
    (:data:`NAMES`), not a single capital letter (a rank: A K Q J), not inside a card code or
    a number (``H14``, ``2x``)."""
    count = 0
    for match in _WORD.finditer(fragment):
        word = match.group()
        before = fragment[match.start() - 1] if match.start() else " "
        after = fragment[match.end()] if match.end() < len(fragment) else " "
        if before.isdigit() or after.isdigit() or word in NAMES:
            continue
        if len(word) == 1 and word.isupper():
            continue
        count += 1
    return count


def _texts(string: str | Sequence[str] | None) -> list[str]:
    if not string:
        return []
    if isinstance(string, str):
        return [string]
    return [s for s in string if s]


def _entries(pot: Path) -> list[tuple[str, ...]]:
    """Each entry of the template ``pot``: its message id (and plural id)."""
    with pot.open("rb") as handle:
        catalog = read_po(handle)
    return [
        (message.id,) if isinstance(message.id, str) else tuple(message.id)
        for message in catalog
        if message.id
    ]


def _translations(po: Path) -> dict[str, str]:
    """Message id -> its translation (plural forms joined), for the translated, not fuzzy,
    entries of ``po``; {} when there is no such file."""
    if not po.exists():
        return {}
    with po.open("rb") as handle:
        catalog = read_po(handle)
    found: dict[str, str] = {}
    for message in catalog:
        key = message.id if isinstance(message.id, str) else message.id[0]
        strings = _texts(message.string)
        if key and strings and not message.fuzzy:
            found[key] = "\n".join(strings)
    return found


def marked_in_code(folders: Iterable[Path] = SOURCES) -> list[tuple[str, ...]]:
    """Every message the code marks, read from its syntax tree: ``_("...")``, ``N_``,
    ``ngettext`` (with its plural), ``pgettext``. Babel's extractor misses the calls inside an
    f-string's braces under Python 3.11 (``f"<h3>{_('What happened')}</h3>"``): a message
    marked but absent from the template is never translated, and the page shows it in English.

    >>> ("What happened",) in marked_in_code()
    True
    """
    found: list[tuple[str, ...]] = []
    for folder in folders:
        for path in sorted(folder.rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                    continue
                first = _MARKERS.get(node.func.id)
                if first is None:
                    continue
                texts = [
                    arg.value
                    for arg in node.args[first : first + 2]
                    if isinstance(arg, ast.Constant) and isinstance(arg.value, str)
                ]
                if texts:
                    found.append(
                        tuple(texts[:2] if node.func.id.endswith("ngettext") else texts[:1])
                    )
    return found


def english_fragments(
    entries: Iterable[tuple[str, ...]], translations: Mapping[str, str], domain: str
) -> list[Fragment]:
    """The fragments of ``entries`` (``(msgid,)`` or ``(msgid, msgid_plural)``) that a page in
    the language of ``translations`` (msgid -> translated text) must not show: those of at
    least :data:`MIN_WORDS` words that the entry's own translation does not contain. A
    translated entry keeps its fragments too: a page showing one took a way around the
    catalogue (a literal in the code, a stale compiled catalogue).

    >>> english_fragments([("Take the trick now.",), ("Meld the run first, then play.",)],
    ...                   {"Meld the run first, then play.": "Dichiara la scala, poi gioca."},
    ...                   "pinochle_learn") # doctest: +NORMALIZE_WHITESPACE
    [Fragment(text='Take the trick now.', msgid='Take the trick now.', domain='pinochle_learn'),
     Fragment(text='Meld the run first, then play.', msgid='Meld the run first, then play.',
              domain='pinochle_learn')]
    >>> english_fragments([("Rules: Double-deck partnership pinochle",)],
    ...                   {"Rules: Double-deck partnership pinochle":
    ...                    "Regole: Double-deck partnership pinochle"}, "pinochle_learn")
    []
    """
    kept: list[Fragment] = []
    seen: set[str] = set()
    for ids in entries:
        translated = normalized(translations.get(ids[0], ""))
        for msgid in ids:
            for text in literal_fragments(msgid):
                key = normalized(text)
                if key in seen or " " not in key or word_count(text) < MIN_WORDS:
                    continue  # a link such as 03_bidding.ipynb?dealer=S is no sentence
                if translated and key in translated:
                    continue
                seen.add(key)
                kept.append(Fragment(text, ids[0], domain))
    return kept


@cache
def fragments_for(
    language: str, locale_dir: Path = LOCALE_DIR, code: bool = True
) -> tuple[Fragment, ...]:
    """The English fragments no page in ``language`` may show, from the templates
    ``<locale_dir>/{pinochle_learn,lessons}.pot`` (and, with ``code``, the messages the code
    marks that the template lacks: :func:`marked_in_code`) and the language's ``.po`` files.

    Raises
    ------
    FileNotFoundError
        When a template is missing (``make catalogues`` writes them).
    """
    found: list[Fragment] = []
    seen: set[str] = set()
    for domain in DOMAINS:
        pot = locale_dir / f"{domain}.pot"
        if not pot.exists():
            raise FileNotFoundError(f"{pot} is missing: run `make catalogues`")
        po = locale_dir / language / "LC_MESSAGES" / f"{domain}.po"
        entries = _entries(pot)
        if domain == DOMAIN and code:
            entries += marked_in_code()
        for fragment in english_fragments(entries, _translations(po), domain):
            if normalized(fragment.text) not in seen:  # the same words in both catalogues
                seen.add(normalized(fragment.text))
                found.append(fragment)
    return tuple(found)


def english_on_page(fragments: Iterable[Fragment], page_text: str) -> list[Fragment]:
    """The ``fragments`` that ``page_text`` shows as whole words (case and white space aside),
    each once, in the order given.

    >>> fragments = [Fragment("takes the trick", "", ""), Fragment("the trick is", "", "")]
    >>> [f.text for f in english_on_page(fragments, "Bill TAKES the\\ntrick.")]
    ['takes the trick']
    >>> english_on_page(fragments, "Bill retakes the tricks")
    []
    """
    text = normalized(page_text)
    hits = []
    for fragment in fragments:
        key = normalized(fragment.text)
        if key not in text:
            continue
        pattern = (r"(?<!\w)" if key[0].isalnum() else "") + re.escape(key)
        pattern += r"(?!\w)" if key[-1].isalnum() else ""
        if re.search(pattern, text):
            hits.append(fragment)
    return hits


def teacher_names(path: Path) -> tuple[str, ...]:
    """The scenario names of the teacher's file at ``path`` (``name: lesson?fields`` lines, read
    as the Scenarios page reads them); ``()`` for no file."""
    from pinochle_widgets.course.scenario_file import read_scenarios

    if not path.exists():
        return ()
    return tuple(s.name for s in read_scenarios(path.read_bytes()))


def without_names(page_text: str, names: Iterable[str]) -> str:
    """``page_text`` with each of ``names`` (a teacher's own words) taken out wherever it stands
    as whole words, case and white space aside, so that no English fragment is found in it.

    >>> name = "Head the trick over your partner"
    >>> without_names("Head the TRICK over\\nyour partner · 02", [name])
    ' · 02'
    >>> without_names("Lisa must head the trick.", [name])
    'Lisa must head the trick.'
    """
    for name in names:
        words = [re.escape(w) for w in name.split()]
        if words:
            page_text = re.sub(
                r"(?<!\w)" + r"\s+".join(words) + r"(?!\w)", "", page_text, flags=re.I
            )
    return page_text
