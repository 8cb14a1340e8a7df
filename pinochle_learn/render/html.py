"""Self-contained HTML and SVG for cards, hands and meld results (``RULES.md``, Cards and Meld).

Standard library only. Every card is an inline SVG drawn with paths (no fonts or images
from URLs; the rank is plain text in the page's sans-serif font), red for hearts and
diamonds, black for spades and clubs, and labelled for screen readers (``role="img"``,
``aria-label`` and ``<title>`` such as "queen of spades"). Stable hooks for tests and
styling: ``class="pl-card"`` with ``data-card="S12"`` (seed notation), ``class="pl-meld"``,
``class="pl-class-1"`` .. ``pl-class-3`` and the total in ``id="meld-total"``. The classes are
styled by the one stylesheet (:mod:`.style`); the SVG's own fills take its colours.

Examples
--------
>>> from pinochle_learn import Card
>>> svg = card_svg(Card.parse("Q♠"))
>>> 'data-card="S12"' in svg, 'aria-label="queen of spades"' in svg
(True, True)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from ..cards import Card, Suit
from ..hand import Hand
from ..meld import Meld, MeldResult
from ..ruleset import CardReuse
from .i18n import N_, _, ngettext
from .markup import text_html, words_html
from .meld_sentences import class_title, meld_name, near_miss_text, note_text, reuse_sentence
from .style import colour
from .words import card_name, ruleset_title, suit_noun

__all__ = [
    "BLACK",
    "RED",
    "card_svg",
    "cards_html",
    "hand_html",
    "meld_html",
    "suit_svg",
]

RED = colour("card-red")
"""Ink of hearts and diamonds (contrast 5.4:1 on white; ``--pl-card-red`` in the stylesheet)."""
BLACK = colour("ink")
"""Ink of spades and clubs (``--pl-ink``)."""
_FACE, _EDGE = colour("card-face"), colour("card-edge")

CARD_HEIGHT = 84
"""Default card height in CSS pixels; the width is 5/7 of it."""

# Suit shapes in a 20 x 20 box, drawn as paths so that no font is needed.
_SUIT_SHAPES: dict[Suit, str] = {
    Suit.HEARTS: (
        '<path d="M10 18.5C10 18.5 1 12.4 1 6.6C1 3.6 3.4 1.5 6.1 1.5C8 1.5 9.3 2.6 10 4.1'
        'C10.7 2.6 12 1.5 13.9 1.5C16.6 1.5 19 3.6 19 6.6C19 12.4 10 18.5 10 18.5Z"/>'
    ),
    Suit.DIAMONDS: '<path d="M10 0.8L18 10L10 19.2L2 10Z"/>',
    Suit.SPADES: (
        '<path d="M10 1C10 1 1.2 7.6 1.2 12.3C1.2 15 3.3 16.8 5.7 16.8C7.4 16.8 8.6 15.9 9.3 14.8'
        "C9.1 16.8 8.2 18.1 6.4 19L13.6 19C11.8 18.1 10.9 16.8 10.7 14.8"
        "C11.4 15.9 12.6 16.8 14.3 16.8"
        'C16.7 16.8 18.8 15 18.8 12.3C18.8 7.6 10 1 10 1Z"/>'
    ),
    Suit.CLUBS: (
        '<circle cx="10" cy="5.6" r="4.3"/><circle cx="5.1" cy="11.4" r="4.3"/>'
        '<circle cx="14.9" cy="11.4" r="4.3"/>'
        '<path d="M9 9.5H11C11 13.6 11.9 16.9 14 19H6C8.1 16.9 9 13.6 9 9.5Z"/>'
    ),
}

_FONT = "system-ui, 'DejaVu Sans', Arial, sans-serif"


# Inline styles for headings and lists: notebook front ends (JupyterLab's rendered HTML)
# style h3 and ul with more specific selectors than a <style> block here, and some viewers
# drop <style> blocks altogether.
_H3 = ' style="font-size:1em; font-weight:700; margin:.6em 0 .25em 0; line-height:1.4"'
_UL = ' style="list-style:none; padding-left:0; margin:.2em 0"'


def _ink(suit: Suit) -> str:
    return RED if suit.is_red else BLACK


_COPY_TEXT = "font-size:0"
"""Inline style of text that is read aloud and copied with the page but not drawn (a
clipped, absolutely placed span would copy with line breaks around it)."""


def suit_svg(suit: Suit, *, size: int = 16) -> str:
    """A suit symbol as a small inline SVG with the symbol itself as its text.

    The picture is drawn for the eye (``aria-hidden``); beside it the symbol (``♦``) is text,
    not drawn, so a screen reader reads it and a copy of the page keeps it ("Trump: ♦
    diamonds", not "Trump:  diamonds"). The suit's name is the tooltip.

    Parameters
    ----------
    suit
        The suit to draw.
    size
        Width and height in CSS pixels.

    Examples
    --------
    >>> from pinochle_learn import Suit
    >>> html = suit_svg(Suit.DIAMONDS)
    >>> '<span style="font-size:0">♦</span>' in html
    True
    >>> 'title="diamonds"' in html, '<svg aria-hidden="true"' in html
    (True, True)
    """
    noun = text_html(suit_noun(suit))
    return (
        f'<span class="pl-suit" title="{noun}">'
        f'<svg aria-hidden="true" width="{size}" height="{size}" '
        f'viewBox="0 0 20 20" style="vertical-align:-0.15em">'
        f'<g fill="{_ink(suit)}">{_SUIT_SHAPES[suit]}</g></svg>'
        f'<span style="{_COPY_TEXT}">{suit.symbol}</span></span>'
    )


def card_svg(card: Card, *, height: int = CARD_HEIGHT, extra_class: str = "") -> str:
    """One card as an inline SVG: rank and suit in two corners, a large suit in the middle.

    Parameters
    ----------
    card
        The card to draw.
    height
        Height in CSS pixels (the width is 5/7 of it).
    extra_class
        More class names for the ``<svg>`` element, e.g. ``"pl-suit-start"``.

    Returns
    -------
    str
        ``<svg class="pl-card" data-card="S12" role="img" aria-label="queen of spades" ...>``.

    Examples
    --------
    >>> from pinochle_learn import Card
    >>> svg = card_svg(Card.parse("A♥"), height=70)
    >>> 'width="50"' in svg, f'fill="{RED}"' in svg, "<title>ace of hearts</title>" in svg
    (True, True, True)
    """
    width = round(height * 5 / 7)
    ink = _ink(card.suit)
    name = text_html(card_name(card))
    rank = text_html(card.rank.short)
    classes = "pl-card" + (f" {text_html(extra_class)}" if extra_class else "")
    rank_size = 12.5 if len(card.rank.short) > 1 else 14
    spacing = ' letter-spacing="-1"' if len(card.rank.short) > 1 else ""
    shape = _SUIT_SHAPES[card.suit]
    corner = (
        f'<text x="5" y="16" font-size="{rank_size}" font-weight="700"{spacing}>{rank}</text>'
        f'<g transform="translate(4.5 19.5) scale(0.5)">{shape}</g>'
    )
    return (
        f'<svg class="{classes}" data-card="{text_html(str(card))}" role="img" aria-label="{name}" '
        f'width="{width}" height="{height}" viewBox="0 0 60 84" xmlns="http://www.w3.org/2000/svg">'
        f"<title>{name}</title>"
        '<rect x="0.75" y="0.75" width="58.5" height="82.5" rx="5" '
        f'fill="{_FACE}" stroke="{_EDGE}" stroke-width="1.5"/>'
        f'<g fill="{ink}" font-family="{_FONT}">'
        f"{corner}"
        f'<g transform="rotate(180 30 42)">{corner}</g>'
        f'<g transform="translate(15 27) scale(1.5)">{shape}</g>'
        "</g></svg>"
    )


def cards_html(cards: Iterable[Card], *, height: int = 60, label: str = "") -> str:
    """A row of cards, as drawn inside a meld or a list of unused cards.

    Parameters
    ----------
    cards
        The cards, drawn in the order given.
    height
        Card height in CSS pixels.
    label
        Accessible name of the row (``aria-label``); empty for none.
    """
    aria = f' role="group" aria-label="{text_html(label)}"' if label else ""
    inner = "".join(card_svg(c, height=height) for c in cards)
    return f'<div class="pl-cards"{aria}>{inner}</div>'


def hand_html(hand: Hand | Iterable[Card], *, height: int = CARD_HEIGHT) -> str:
    """A whole hand, by suit (♠ ♥ ♦ ♣), high cards first, a small gap between suits.

    Parameters
    ----------
    hand
        A :class:`~pinochle_learn.hand.Hand` or any cards (sorted here).
    height
        Card height in CSS pixels.

    Returns
    -------
    str
        ``<div class="pl-hand" role="group" aria-label="hand of N cards: ...">``.

    Examples
    --------
    >>> from pinochle_learn import Hand
    >>> html = hand_html(Hand.parse("S12 D11"))
    >>> html.count('class="pl-card'), 'aria-label="hand of 2 cards: Q♠ J♦"' in html
    (2, True)
    """
    if not isinstance(hand, Hand):
        hand = Hand(hand)
    if not hand.cards:
        empty, none = text_html(_("empty hand")), text_html(_("No cards yet."))
        return (
            f'<div class="pl-hand pl-empty" role="group" aria-label="{empty}">'
            f'<p class="pl-none">{none}</p></div>'
        )
    parts = []
    previous: Suit | None = None
    for card in hand.cards:
        start = "pl-suit-start" if card.suit is not previous else ""
        parts.append(card_svg(card, height=height, extra_class=start))
        previous = card.suit
    n = len(hand)
    label = text_html(
        ngettext("hand of {n} card: {cards}", "hand of {n} cards: {cards}", n).format(
            n=n, cards=hand.label
        )
    )
    return f'<div class="pl-hand" role="group" aria-label="{label}">{"".join(parts)}</div>'


_REUSE_RULE = {
    CardReuse.PER_CLASS: N_("a card may serve in one meld of each class (so up to three melds)"),
    CardReuse.ONE_MELD: N_("each card may serve in one meld only"),
    CardReuse.PER_KIND: N_("a card may serve once in each kind of meld"),
}


def _meld_item(meld: Meld) -> str:
    points = f'<span class="pl-points">{meld.points}</span>'
    kind = text_html(meld.kind.value)
    name = meld_name(meld)
    labels = " ".join(c.label for c in meld.cards)
    cards = cards_html(meld.cards, label=_("{meld}: {cards}").format(meld=name, cards=labels))
    said = words_html(
        ngettext("{meld}: {points} meld point", "{meld}: {points} meld points", meld.points)
    ).format(meld=f'<span class="pl-meld-name">{text_html(name)}</span>', points=points)
    return f'<li class="pl-meld-item" data-kind="{kind}">{said}{cards}</li>'


def _class_section(result: MeldResult, meld_class: int) -> str:
    melds = result.by_class(meld_class)
    total = result.class_totals[meld_class]
    title = text_html(class_title(meld_class, result.ruleset))
    head = (
        f'<h3{_H3}>{title}: <span class="pl-class-total pl-points">{total}</span></h3>'
        if melds
        else f"<h3{_H3}>{title}</h3>"
    )
    body = (
        f"<ul{_UL}>" + "".join(_meld_item(m) for m in melds) + "</ul>"
        if melds
        else '<p class="pl-none">' + text_html(_("No meld in this class.")) + "</p>"
    )
    css = f"pl-class pl-class-{meld_class}"
    return f'<section class="{css}" data-class="{meld_class}">{head}{body}</section>'


def _list(css: str, heading: str, items: Sequence[str]) -> str:
    if not items:
        return ""
    lis = "".join(f"<li>{text_html(item)}</li>" for item in items)
    return f'<div class="{css}"><h3{_H3}>{text_html(heading)}</h3><ul{_UL}>{lis}</ul></div>'


def _near_misses(r: MeldResult) -> str:
    """The near misses; with a full hand each one needs a card given up, and says so.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, solve_meld
    >>> "one more card would add" in _near_misses(solve_meld("H14 H10 H13 H12", "H", PARTNERSHIP))
    True
    >>> full = solve_meld("H14 H10 H13 H12 S9 S9 C9 C9 D9 D9 C11 C11", "H", PARTNERSHIP)
    >>> html = _near_misses(full)
    >>> "The hand is full (12 of 12)" in html, "one more" in html
    (True, False)
    """
    size = r.ruleset.hand_size
    if len(r.hand) < size:
        return _list(
            "pl-near",
            _("Near misses: one more card would add"),
            [near_miss_text(m) for m in r.near_misses],
        )
    heading = _(
        "The hand is full ({held} of {size}): each of these would need a card given up "
        "for it, and the gain shown does not count what that card was worth"
    ).format(held=len(r.hand), size=size)
    return _list(
        "pl-near pl-near-full", heading, [near_miss_text(m, one_more=False) for m in r.near_misses]
    )


def meld_html(result: MeldResult, *, total_id: str | None = "meld-total") -> str:
    """The best meld of a hand, explained: each class with its melds, cards and meld points.

    Shows, in order: trump and ruleset; the three classes (``RULES.md``, Meld), each meld with
    its name, meld points and exact cards; the total; why a combined meld counts as one; which
    cards serve in more than one class; the unused cards; near misses.

    Parameters
    ----------
    result
        From :func:`~pinochle_learn.meld.solve_meld`.
    total_id
        ``id`` of the element holding the total (just the number). Give each explanation on
        one page its own id; ``None`` for no id.

    Returns
    -------
    str
        ``<div class="pl-meld" ...>``, styled by the one stylesheet (:mod:`.style`); no
        scripts, no URLs.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, solve_meld
    >>> html = meld_html(solve_meld("H14 H10 H13 H13 H12 H12 H11", "H", PARTNERSHIP))
    >>> '<strong id="meld-total" class="pl-total-value">230</strong>' in html
    True
    >>> "rather than run 150 + royal marriage 40 = 190" in html
    True
    """
    r = result
    trump = f"{suit_svg(r.trump)} {text_html(suit_noun(r.trump))}"
    n = len(r.hand)
    facts = words_html(
        ngettext(
            "Trump: {trump} · rules: {rules} · {n} card · here {reuse}.",
            "Trump: {trump} · rules: {rules} · {n} cards · here {reuse}.",
            n,
        )
    ).format(
        trump=f'<strong class="pl-trump" data-suit="{r.trump.letter}">{trump}</strong>',
        rules=text_html(ruleset_title(r.ruleset)),
        n=n,
        reuse=text_html(_(_REUSE_RULE[r.ruleset.card_reuse])),
    )
    facts = f'<p class="pl-facts">{facts}</p>'
    classes = "".join(_class_section(r, c) for c in (1, 2, 3))
    id_attr = f' id="{text_html(total_id)}"' if total_id else ""
    total = words_html(_("Total meld: {points} meld points")).format(
        points=f'<strong{id_attr} class="pl-total-value">{r.total}</strong>'
    )
    total = f'<p class="pl-total">{total}</p>'
    why = _list("pl-why", _("Why these melds"), [note_text(note) for note in r.notes])
    reused = _list(
        "pl-reused",
        _("Cards serving more than once"),
        [reuse_sentence(card, uses, r.ruleset.card_reuse) for card, uses in r.reused],
    )
    if r.unused:
        heading, row = _("Cards in no meld"), _("cards in no meld")
        unused = (
            f'<div class="pl-unused"><h3{_H3}>{text_html(heading)}</h3>'
            f"{cards_html(r.unused, height=48, label=row)}</div>"
        )
    elif r.hand.cards:
        every = text_html(_("Every card serves in a meld."))
        unused = f'<div class="pl-unused"><p class="pl-none">{every}</p></div>'
    else:
        empty = text_html(_("The hand is empty: pick some cards."))
        unused = f'<p class="pl-none">{empty}</p>'
    near = _near_misses(r)
    return (
        f'<div class="pl-meld" data-total="{r.total}" data-trump="{r.trump.letter}" '
        f'data-rules="{text_html(r.ruleset.name)}">{facts}{classes}{total}{why}{reused}{unused}{near}</div>'
    )
