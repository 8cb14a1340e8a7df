"""The rank letters learners type in each language, and the sentences about them (issue 23).

Where a learner types cards, the usual codes (``H14``, ``KH``, ``Q♠``) work in every language;
each language's own rank letters are read too (``docs/glossary/{it,es,ro,fr}.md``, the line
above each table): Italian ``RH`` is the king (re) of hearts. The engine reads them
(:func:`pinochle_learn.cards.parse_cards` with ``extra_ranks``); this module holds the letters
as data, the sentence a page shows beside its box, and the message for a token the letters
make ambiguous.

Letters taken from the glossaries: a letter that is a suit in the usual codes and the
translators ruled out (Spanish S = sota, D = dama; French C = cœur, T = trèfle) is not read.
D (donna, dame, damă) is both the suit ♦ and a rank: ``DH`` is the queen of hearts, ``D11``
stays the jack of diamonds, ``DD`` is the queen of diamonds either way. With these letters no
token reads as two cards (``tests/unit/test_card_letters.py`` checks every token); the
ambiguity message is there for a letter that would.

>>> letters_sentence("en")
''
>>> from pinochle_learn import Card
>>> ambiguous_text(AmbiguousCard("SD", (Card.parse("S12"), Card.parse("D11"))))
"'SD' can be read as Q♠ or J♦: write Q♠ or J♦ (or the codes S12, D11)."
"""

from __future__ import annotations

from pinochle_learn.cards import RANKS, Rank
from pinochle_learn.errors import AmbiguousCard

from .i18n import _, current, pgettext, speaking
from .markup import text_html
from .person import listed

__all__ = [
    "RANK_LETTERS",
    "ambiguous_text",
    "letters_note_html",
    "letters_sentence",
    "new_letters",
    "rank_letters",
]

RANK_LETTERS: dict[str, dict[str, Rank]] = {
    "en": {},
    "it": {"A": Rank.ACE, "R": Rank.KING, "D": Rank.QUEEN, "F": Rank.JACK},
    "es": {"A": Rank.ACE, "R": Rank.KING, "J": Rank.JACK},
    "fr": {"A": Rank.ACE, "R": Rank.KING, "D": Rank.QUEEN, "V": Rank.JACK},
    "ro": {"A": Rank.ACE, "R": Rank.KING, "D": Rank.QUEEN, "V": Rank.JACK},
}
"""Per language code, the rank letters its players type (besides the usual notation), as in
its glossary. A, and Spanish J, mean what they mean in the usual codes."""

_USUAL = {"A": Rank.ACE, "K": Rank.KING, "Q": Rank.QUEEN, "J": Rank.JACK, "T": Rank.TEN}


def rank_letters(lang: str | None = None) -> dict[str, Rank]:
    """The letters of ``lang`` (a language code; ``None``: the current language) to pass as
    ``extra_ranks`` to :func:`~pinochle_learn.cards.parse_cards`; ``{}`` for English or a
    language without letters.

    >>> rank_letters("it")["F"].name, rank_letters("en")
    ('JACK', {})
    """
    return dict(RANK_LETTERS.get(current() if lang is None else lang, {}))


def new_letters(lang: str | None = None) -> dict[str, Rank]:
    """The letters of ``lang`` that the usual codes do not already read (Italian R D F, not A),
    in rank order high to low: the ones a page names.

    >>> list(new_letters("it")), list(new_letters("es"))
    (['R', 'D', 'F'], ['R'])
    """
    letters = {k: r for k, r in rank_letters(lang).items() if _USUAL.get(k) is not r}
    return dict(sorted(letters.items(), key=lambda item: RANKS.index(item[1])))


def _rank_word(rank: Rank) -> str:
    """The word a typed rank letter stands for, in the current language (Italian ``re``)."""
    words = {
        Rank.ACE: pgettext("the rank a typed letter stands for", "ace"),
        Rank.TEN: pgettext("the rank a typed letter stands for", "ten"),
        Rank.KING: pgettext("the rank a typed letter stands for", "king"),
        Rank.QUEEN: pgettext("the rank a typed letter stands for", "queen"),
        Rank.JACK: pgettext("the rank a typed letter stands for", "jack"),
        Rank.NINE: pgettext("the rank a typed letter stands for", "nine"),
    }
    return words[rank]


def letters_sentence(lang: str | None = None) -> str:
    """The sentence a page shows beside a box where cards are typed, in ``lang`` (``None``:
    the current language): which of its own rank letters it reads; ``""`` when none.

    >>> letters_sentence("en"), letters_sentence("it")
    ('', 'Per i valori puoi scrivere anche R (re), D (donna/regina), F (fante).')
    """
    with speaking(lang):
        letters = new_letters()
        if not letters:
            return ""
        pairs = [
            _("{letter} ({rank})").format(letter=letter, rank=_rank_word(rank))
            for letter, rank in letters.items()
        ]
        return _("You may also type {letters} for the ranks.").format(letters=", ".join(pairs))


def ambiguous_text(error: AmbiguousCard, lang: str | None = None) -> str:
    """The message for a token that reads as two cards, in ``lang`` (``None``: the current
    language): the token, the cards as learners see them (``Q♠``) and their codes."""
    with speaking(lang):
        cards = error.readings
        return _("'{token}' can be read as {cards}: write {cards} (or the codes {codes}).").format(
            token=error.token,
            cards=listed([card.label for card in cards], _("or")),
            codes=", ".join(str(card) for card in cards),
        )


def letters_note_html(lang: str | None = None) -> str:
    """:func:`letters_sentence` as a small note for beside a text box (``""`` when none).

    >>> letters_note_html("en")
    ''
    >>> print(letters_note_html("fr"))  # doctest: +NORMALIZE_WHITESPACE
    <span class="pl-letters-note">Tu peux aussi taper R (roi), D (dame), V (valet) pour les
    rangs.</span>
    """
    sentence = letters_sentence(lang)
    return f'<span class="pl-letters-note">{text_html(sentence)}</span>' if sentence else ""
