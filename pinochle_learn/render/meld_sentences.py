"""Words for meld: the names of the kinds, the notes on a result, near misses, reused cards.

The engine's meld results are data (:class:`~pinochle_learn.meldkinds.MeldKind` identifiers,
:class:`~pinochle_learn.meld.MeldNote` with a :class:`~pinochle_learn.meld.NoteWhy` code);
this module is where they become English: one entry per kind in :data:`KIND_NAMES`, one
function per note code in ``_NOTES`` (the pattern of ``render/play_sentences.py``).

Examples
--------
>>> from pinochle_learn import PARTNERSHIP, solve_meld
>>> r = solve_meld("H14 H10 H13 H12 H11 S12 D12 C12", "H", PARTNERSHIP)
>>> [(note.code.value, note.kind.value, str(note.card)) for note in r.notes]
[('crowded_out', 'royal_marriage', 'H13')]
>>> print(note_text(r.notes[0]))  # doctest: +NORMALIZE_WHITESPACE
royal marriage (K♥ Q♥) is not scored: K♥ already serves in the run, and a card serves in
only one meld of each class
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..cards import Card, Rank
from ..meld import Meld, MeldNote, NearMiss, NoteWhy
from ..meldkinds import MeldKind
from ..ruleset import CardReuse, Ruleset
from .i18n import speaking
from .person import listed

__all__ = [
    "CLASS_TITLES",
    "KIND_NAMES",
    "NO_DIX_CLASS_TITLE",
    "class_title",
    "kind_name",
    "meld_name",
    "near_miss_text",
    "note_text",
    "reuse_sentence",
]

KIND_NAMES: dict[MeldKind, str] = {
    MeldKind.RUN: "run",
    MeldKind.RUN_EXTRA_KING: "run with extra king",
    MeldKind.RUN_EXTRA_QUEEN: "run with extra queen",
    MeldKind.RUN_ROYAL_MARRIAGE: "run with royal marriage",
    MeldKind.DOUBLE_RUN: "double run",
    MeldKind.DIX: "dix",
    MeldKind.ROYAL_MARRIAGE: "royal marriage",
    MeldKind.COMMON_MARRIAGE: "common marriage",
    MeldKind.PINOCHLE: "pinochle",
    MeldKind.DOUBLE_PINOCHLE: "double pinochle",
    MeldKind.ACES_AROUND: "aces around",
    MeldKind.KINGS_AROUND: "kings around",
    MeldKind.QUEENS_AROUND: "queens around",
    MeldKind.JACKS_AROUND: "jacks around",
    MeldKind.DOUBLE_ACES_AROUND: "double aces around",
    MeldKind.DOUBLE_KINGS_AROUND: "double kings around",
    MeldKind.DOUBLE_QUEENS_AROUND: "double queens around",
    MeldKind.DOUBLE_JACKS_AROUND: "double jacks around",
    MeldKind.TRIPLE_RUN: "triple run",
    MeldKind.QUADRUPLE_RUN: "quadruple run",
    MeldKind.TRIPLE_PINOCHLE: "triple pinochle",
    MeldKind.QUADRUPLE_PINOCHLE: "quadruple pinochle",
    MeldKind.TRIPLE_ACES_AROUND: "triple aces around",
    MeldKind.TRIPLE_KINGS_AROUND: "triple kings around",
    MeldKind.TRIPLE_QUEENS_AROUND: "triple queens around",
    MeldKind.TRIPLE_JACKS_AROUND: "triple jacks around",
    MeldKind.QUADRUPLE_ACES_AROUND: "quadruple aces around",
    MeldKind.QUADRUPLE_KINGS_AROUND: "quadruple kings around",
    MeldKind.QUADRUPLE_QUEENS_AROUND: "quadruple queens around",
    MeldKind.QUADRUPLE_JACKS_AROUND: "quadruple jacks around",
}
"""Each kind of meld as learners read it (``RULES.md``, Meld)."""

CLASS_TITLES = {
    1: "Class 1: runs, dix and marriages",
    2: "Class 2: pinochles",
    3: "Class 3: arounds",
}
"""The three classes of meld, as headings."""

NO_DIX_CLASS_TITLE = "Class 1: runs and marriages"
"""Class 1's heading for a deck with no nines, so no dix (``docs/rules.md`` #dd.no-dix)."""


def class_title(meld_class: int, ruleset: Ruleset) -> str:
    """A class of meld as a heading, for the ruleset's deck: no dix named where there are no
    nines (DOUBLE_DECK, ``docs/rules.md`` #dd.no-dix).

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP
    >>> from pinochle_learn.ruleset import DOUBLE_DECK
    >>> class_title(1, PARTNERSHIP), class_title(1, DOUBLE_DECK), class_title(2, DOUBLE_DECK)
    ('Class 1: runs, dix and marriages', 'Class 1: runs and marriages', 'Class 2: pinochles')
    """
    if meld_class == 1 and Rank.NINE not in ruleset.deck.ranks:
        return NO_DIX_CLASS_TITLE
    return CLASS_TITLES[meld_class]


_ONCE = {
    CardReuse.PER_CLASS: "a card serves in only one meld of each class",
    CardReuse.ONE_MELD: "each card serves in one meld only",
    CardReuse.PER_KIND: "a card serves in only one meld of each kind",
}


def kind_name(kind: MeldKind, *, lang: str | None = None) -> str:
    """``"run with royal marriage"``: a kind of meld as learners read it."""
    if lang is not None:
        with speaking(lang):
            return kind_name(kind)
    return KIND_NAMES[kind]


def meld_name(meld: Meld, *, lang: str | None = None) -> str:
    """``"common marriage in ♣"``, ``"run"``: one meld as learners read it.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, solve_meld
    >>> [meld_name(m) for m in solve_meld("C13 C12 H13 H12", "H", PARTNERSHIP).melds]
    ['royal marriage', 'common marriage in ♣']
    """
    if lang is not None:
        with speaking(lang):
            return meld_name(meld)
    if meld.kind is MeldKind.COMMON_MARRIAGE and meld.suit is not None:
        return f"{kind_name(meld.kind)} in {meld.suit.symbol}"
    return kind_name(meld.kind)


def _labels(cards: Sequence[Card]) -> str:
    return " ".join(c.label for c in cards)


def near_miss_text(miss: NearMiss, *, one_more: bool = True, lang: str | None = None) -> str:
    """``"one more K♥: run with royal marriage (replaces run), +80"``; without ``one_more``
    (a full hand, where the card would replace one), ``"K♥: run with royal marriage ..."``."""
    if lang is not None:
        with speaking(lang):
            return near_miss_text(miss, one_more=one_more)
    names = ", ".join(meld_name(m) for m in miss.gained) or "a better arrangement"
    replaced = (
        f" (replaces {', '.join(meld_name(m) for m in miss.replaced)})" if miss.replaced else ""
    )
    head = f"one more {miss.card.label}" if one_more else miss.card.label
    return f"{head}: {names}{replaced}, +{miss.gain}"


def _extra_card(note: MeldNote) -> str:
    extra = "king" if note.kind is MeldKind.RUN_EXTRA_KING else "queen"
    return (
        f"{kind_name(note.kind)} counts {note.points} as one meld: a run alone is "
        f"{note.parts_total}, and the extra {extra} alone makes no meld"
    )


def _combined(note: MeldNote) -> str:
    parts = " + ".join(f"{kind_name(kind)} {points}" for kind, points in note.parts)
    return (
        f"{kind_name(note.kind)} counts {note.points} as one meld, rather than {parts} = "
        f"{note.parts_total}"
    )


def _crowded_out(note: MeldNote) -> str:
    meld, other, card = note.meld, note.other, note.card
    if meld is None or other is None or card is None:
        return f"{kind_name(note.kind)} is not scored"
    return (
        f"{meld_name(meld)} ({_labels(meld.cards)}) is not scored: {card.label} already serves "
        f"in the {meld_name(other)}, and {_ONCE[note.reuse]}"
    )


_NOTES: dict[NoteWhy, Callable[[MeldNote], str]] = {
    NoteWhy.EXTRA_CARD: _extra_card,
    NoteWhy.COMBINED: _combined,
    NoteWhy.CROWDED_OUT: _crowded_out,
}


def note_text(note: MeldNote, *, lang: str | None = None) -> str:
    """One note on a meld result, as a clause (no final stop).

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, solve_meld
    >>> note = solve_meld("H14 H10 H13 H13 H12 H12 H11", "H", PARTNERSHIP).notes[0]
    >>> note.code.value, note.points, note.parts_total
    ('combined', 230, 190)
    >>> note_text(note)
    'run with royal marriage counts 230 as one meld, rather than run 150 + royal marriage 40 = 190'
    """
    if lang is not None:
        with speaking(lang):
            return note_text(note)
    return _NOTES[note.code](note)


def reuse_sentence(card: Card, uses: Sequence[Meld], reuse: CardReuse) -> str:
    """``"Q♠ serves in run, pinochle and queens around: a card may serve once in each class."``"""
    unit = "class" if reuse is CardReuse.PER_CLASS else "kind of meld"
    names = listed([meld_name(m) for m in uses])
    return f"{card.label} serves in {names}: a card may serve once in each {unit}."
