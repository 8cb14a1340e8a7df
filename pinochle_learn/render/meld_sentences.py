"""Words for meld: the names of the kinds, the notes on a result, near misses, reused cards.

The engine's meld results are data (:class:`~pinochle_learn.meldkinds.MeldKind` identifiers,
:class:`~pinochle_learn.meld.MeldNote` with a :class:`~pinochle_learn.meld.NoteWhy` code);
this module is where they become words (English, marked for the catalogues, :mod:`.i18n`):
one entry per kind in :data:`KIND_NAMES`, one function per note code in ``_NOTES`` (the
pattern of ``render/play_sentences.py``).

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
from .i18n import N_, _, speaking
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
    MeldKind.RUN: N_("run"),
    MeldKind.RUN_EXTRA_KING: N_("run with extra king"),
    MeldKind.RUN_EXTRA_QUEEN: N_("run with extra queen"),
    MeldKind.RUN_ROYAL_MARRIAGE: N_("run with royal marriage"),
    MeldKind.DOUBLE_RUN: N_("double run"),
    MeldKind.DIX: N_("dix"),
    MeldKind.ROYAL_MARRIAGE: N_("royal marriage"),
    MeldKind.COMMON_MARRIAGE: N_("common marriage"),
    MeldKind.PINOCHLE: N_("pinochle"),
    MeldKind.DOUBLE_PINOCHLE: N_("double pinochle"),
    MeldKind.ACES_AROUND: N_("aces around"),
    MeldKind.KINGS_AROUND: N_("kings around"),
    MeldKind.QUEENS_AROUND: N_("queens around"),
    MeldKind.JACKS_AROUND: N_("jacks around"),
    MeldKind.DOUBLE_ACES_AROUND: N_("double aces around"),
    MeldKind.DOUBLE_KINGS_AROUND: N_("double kings around"),
    MeldKind.DOUBLE_QUEENS_AROUND: N_("double queens around"),
    MeldKind.DOUBLE_JACKS_AROUND: N_("double jacks around"),
    MeldKind.TRIPLE_RUN: N_("triple run"),
    MeldKind.QUADRUPLE_RUN: N_("quadruple run"),
    MeldKind.TRIPLE_PINOCHLE: N_("triple pinochle"),
    MeldKind.QUADRUPLE_PINOCHLE: N_("quadruple pinochle"),
    MeldKind.TRIPLE_ACES_AROUND: N_("triple aces around"),
    MeldKind.TRIPLE_KINGS_AROUND: N_("triple kings around"),
    MeldKind.TRIPLE_QUEENS_AROUND: N_("triple queens around"),
    MeldKind.TRIPLE_JACKS_AROUND: N_("triple jacks around"),
    MeldKind.QUADRUPLE_ACES_AROUND: N_("quadruple aces around"),
    MeldKind.QUADRUPLE_KINGS_AROUND: N_("quadruple kings around"),
    MeldKind.QUADRUPLE_QUEENS_AROUND: N_("quadruple queens around"),
    MeldKind.QUADRUPLE_JACKS_AROUND: N_("quadruple jacks around"),
}
"""Each kind of meld as learners read it (``RULES.md``, Meld)."""

CLASS_TITLES = {
    1: N_("Class 1: runs, dix and marriages"),
    2: N_("Class 2: pinochles"),
    3: N_("Class 3: arounds"),
}
"""The three classes of meld, as headings."""

NO_DIX_CLASS_TITLE = N_("Class 1: runs and marriages")
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
        return _(NO_DIX_CLASS_TITLE)
    return _(CLASS_TITLES[meld_class])


_ONCE = {
    CardReuse.PER_CLASS: N_("a card serves in only one meld of each class"),
    CardReuse.ONE_MELD: N_("each card serves in one meld only"),
    CardReuse.PER_KIND: N_("a card serves in only one meld of each kind"),
}


def kind_name(kind: MeldKind, *, lang: str | None = None) -> str:
    """``"run with royal marriage"``: a kind of meld as learners read it."""
    if lang is not None:
        with speaking(lang):
            return kind_name(kind)
    return _(KIND_NAMES[kind])


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
        return _("{meld} in {suit}").format(meld=kind_name(meld.kind), suit=meld.suit.symbol)
    return kind_name(meld.kind)


def _labels(cards: Sequence[Card]) -> str:
    return " ".join(c.label for c in cards)


def near_miss_text(miss: NearMiss, *, one_more: bool = True, lang: str | None = None) -> str:
    """``"one more K♥: run with royal marriage (replaces run), +80"``; without ``one_more``
    (a full hand, where the card would replace one), ``"K♥: run with royal marriage ..."``."""
    if lang is not None:
        with speaking(lang):
            return near_miss_text(miss, one_more=one_more)
    names = ", ".join(meld_name(m) for m in miss.gained) or _("a better arrangement")
    card = miss.card.label
    if miss.replaced:
        replaced = ", ".join(meld_name(m) for m in miss.replaced)
        text = (
            _("one more {card}: {melds} (replaces {replaced}), +{gain}")
            if one_more
            else _("{card}: {melds} (replaces {replaced}), +{gain}")
        )
        return text.format(card=card, melds=names, replaced=replaced, gain=miss.gain)
    text = _("one more {card}: {melds}, +{gain}") if one_more else _("{card}: {melds}, +{gain}")
    return text.format(card=card, melds=names, gain=miss.gain)


def _extra_card(note: MeldNote) -> str:
    text = (
        _(
            "{meld} counts {points} as one meld: a run alone is {run}, and the extra king "
            "alone makes no meld"
        )
        if note.kind is MeldKind.RUN_EXTRA_KING
        else _(
            "{meld} counts {points} as one meld: a run alone is {run}, and the extra queen "
            "alone makes no meld"
        )
    )
    return text.format(meld=kind_name(note.kind), points=note.points, run=note.parts_total)


def _combined(note: MeldNote) -> str:
    parts = " + ".join(f"{kind_name(kind)} {points}" for kind, points in note.parts)
    return _("{meld} counts {points} as one meld, rather than {parts} = {total}").format(
        meld=kind_name(note.kind), points=note.points, parts=parts, total=note.parts_total
    )


def _crowded_out(note: MeldNote) -> str:
    meld, other, card = note.meld, note.other, note.card
    if meld is None or other is None or card is None:
        return _("{meld} is not scored").format(meld=kind_name(note.kind))
    return _(
        "{meld} ({cards}) is not scored: {card} already serves in the {other}, and {rule}"
    ).format(
        meld=meld_name(meld),
        cards=_labels(meld.cards),
        card=card.label,
        other=meld_name(other),
        rule=_(_ONCE[note.reuse]),
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
    names = listed([meld_name(m) for m in uses])
    text = (
        _("{card} serves in {melds}: a card may serve once in each class.")
        if reuse is CardReuse.PER_CLASS
        else _("{card} serves in {melds}: a card may serve once in each kind of meld.")
    )
    return text.format(card=card.label, melds=names)
