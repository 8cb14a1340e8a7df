"""Self-contained HTML for tricks and explained legal plays (``RULES.md``, Tricks).

Standard library only; the cards are :func:`~pinochle_learn.render.html.card_svg`. A trick is
drawn as its cards in play order, each under the name of the seat that played it, the card now
winning framed and marked "winning" in words; a hand is drawn with every card marked ``✓`` or
``✗`` (the refused ones dimmed), and under it, card by card, the reason in full: learners must
be able to read why, not only hover for a tooltip.

Stable hooks for tests and styling: ``class="pl-trick"`` (``data-trump``, ``data-cards``,
``data-complete``, ``data-winner``), ``class="pl-play"`` per card played (``data-card``,
``data-seat``), the winning one ``class="pl-play pl-winning"`` with ``id="trick-winner"`` by
default, ``class="pl-trick-reason"``, ``class="pl-trick-points"`` (``data-points``);
``class="pl-analysis"`` (``data-rule``, ``data-legal``) holding ``class="pl-mark"`` per card
and ``class="pl-reason"`` per distinct card, both with ``data-card="H14"`` and
``data-legal="true|false"``.

Examples
--------
>>> from pinochle_learn import PARTNERSHIP, Trick
>>> html = trick_html(Trick.parse("D10 D14 D14 D9", "S", leader=0), ruleset=PARTNERSHIP)
>>> 'id="trick-winner" data-card="D14" data-seat="E"' in html, 'data-points="30"' in html
(True, True)
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..cards import RANKS, Card, Rank
from ..play import PlayAnalysis, PlayVerdict, Rule
from ..ruleset import Ruleset
from ..seats import Seat
from ..trick import Trick
from .html import card_svg, suit_svg
from .i18n import N_, _, ngettext, pgettext
from .markup import text_html, words_html
from .names import is_learner, learner_partner, seat_name, team_label
from .person import Person, listed
from .play_sentences import play_sentence, win_sentence
from .words import ruleset_title, suit_noun

__all__ = [
    "RULE_TITLES",
    "counting_text",
    "play_html",
    "play_rule_title",
    "points_text",
    "reasons_html",
    "seat_name",
    "team_label",
    "trick_html",
    "verdict_why",
]

RULE_TITLES: dict[Rule, str] = {
    Rule.FREE_LEAD: N_("the lead: any card"),
    Rule.FIRST_LEAD_TRUMP: N_("the bidder's first lead: a trump if held"),
    Rule.STOCK_FREE_PLAY: N_("the stock lasts: any card"),
    Rule.MUST_FOLLOW_SUIT: N_("follow suit"),
    Rule.MUST_TRUMP: N_("no card of the suit led: trump"),
    Rule.MUST_HEAD_TRICK: N_("head (win) the trick"),
    Rule.MUST_BEAT_LED_SUIT: N_("house rule: beat the suit led"),
    Rule.FREE_DISCARD: N_("no card of the suit led and no trump: any card"),
    Rule.NOT_IN_HAND: N_("not in the hand"),
}
"""The deciding rule of a legal set, in a few words for a heading (marked for the catalogues:
show it with :func:`play_rule_title`)."""


def play_rule_title(rule: Rule) -> str:
    """The deciding rule of a legal set, in the current language (:data:`RULE_TITLES`)."""
    return _(RULE_TITLES[rule])


def counting_text(ruleset: Ruleset) -> str:
    """How the ruleset counts cards taken in tricks, in words (``RULES.md``, each Counting).

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW
    >>> counting_text(PARTNERSHIP)
    'A, 10, K 10 each; last trick 10'
    >>> counting_text(TWO_HAND_STOCK)
    'A, 10 10 each; K, Q 5 each; last trick 10'
    >>> counting_text(TWO_HAND_WIDOW)
    'A 11, 10 10, K 4, Q 3, J 2; last trick 10'
    """
    groups: dict[int, list[Rank]] = {}
    for rank in RANKS:
        value = ruleset.counter_points[rank]
        if value:
            groups.setdefault(value, []).append(rank)
    if all(len(ranks) == 1 for ranks in groups.values()):
        parts = [", ".join(f"{ranks[0].short} {value}" for value, ranks in groups.items())]
    else:
        parts = [
            (_("{ranks} {points} each") if len(ranks) > 1 else "{ranks} {points}").format(
                ranks=", ".join(r.short for r in ranks), points=value
            )
            for value, ranks in groups.items()
        ]
    if ruleset.last_trick_points:
        parts.append(_("last trick {points}").format(points=ruleset.last_trick_points))
    return "; ".join(parts) if parts else _("no counters")


def points_text(cards: Sequence[Card], ruleset: Ruleset, *, last: bool = False) -> str:
    """The counter points of a trick as a sum: ``A♦ 10 + 10♦ 10 + A♦ 10 + 9♦ 0 = 30``.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, parse_cards
    >>> points_text(parse_cards("D10 D14 D14 D9"), PARTNERSHIP)
    '10♦ 10 + A♦ 10 + A♦ 10 + 9♦ 0 = 30'
    >>> points_text(parse_cards("H12 S9"), PARTNERSHIP, last=True)
    'Q♥ 0 + 9♠ 0 + last trick 10 = 10'
    """
    terms = [f"{c.label} {ruleset.counter_points[c.rank]}" for c in cards]
    total = sum(ruleset.counter_points[c.rank] for c in cards)
    if last:
        terms.append(_("last trick {points}").format(points=ruleset.last_trick_points))
        total += ruleset.last_trick_points
    return f"{' + '.join(terms)} = {total}"


def _slot_name(trick: Trick, index: int, names: Sequence[str] | None) -> tuple[str, str]:
    if trick.leader is None:
        return _("card {number}").format(number=index + 1), ""
    seat = trick.seat_of(index)
    return seat_name(seat, names), Seat(seat).name[0]


def trick_html(
    trick: Trick,
    *,
    names: Sequence[str] | None = None,
    ruleset: Ruleset | None = None,
    last: bool = False,
    winner_id: str | None = "trick-winner",
    height: int = 72,
    teams: Sequence[str] | None = None,
    announce: bool = True,
) -> str:
    """A trick: each card under the seat that played it, the card now winning framed.

    Parameters
    ----------
    trick
        The trick; with ``trick.leader`` set, each card is named by its seat and the seats still
        to play are drawn as empty slots.
    names
        Names by seat index (``("Bill", "Lisa", "You", "Mike")``); default North, East, ...
    ruleset
        For a complete trick: the counter points taken are shown, counted by this ruleset.
    last
        Is this the last trick of the hand (its bonus is added)?
    winner_id
        ``id`` of the winning card's element; give each trick on a page its own, or ``None``.
    height
        Card height in CSS pixels.
    teams
        The two sides' names for the counter points taken (``("North–South", "East–West")``);
        by default made from ``names``.
    announce
        Say who won a complete trick and what they take ("Won by Mike with Q♠", "Lisa and Mike
        take 10"). ``False`` where the page says the result elsewhere (the trick stepper's
        turn line), so it is said once: then only why the card wins and the count are shown.

    Returns
    -------
    str
        ``<div class="pl-trick" ...>``, styled by the one stylesheet (:mod:`.style`); no
        scripts, no URLs.
    """
    winning = trick.winning_so_far
    plays = []
    for index, card in enumerate(trick.cards):
        name, seat = _slot_name(trick, index, names)
        is_winning = index == winning
        css = "pl-play pl-winning" if is_winning else "pl-play"
        id_attr = f' id="{text_html(winner_id)}"' if is_winning and winner_id else ""
        note = ""
        if is_winning:
            note = (
                pgettext("card in a trick", "wins")
                if trick.is_complete
                else pgettext("card in a trick", "winning")
            )
        plays.append(
            f'<figure class="{css}"{id_attr} data-card="{card}" data-seat="{seat}" '
            f'data-index="{index}"><figcaption class="pl-seat">{text_html(name)}</figcaption>'
            f'{card_svg(card, height=height)}<div class="pl-play-note">{note}</div></figure>'
        )
    if trick.leader is not None:
        for index in range(len(trick.cards), trick.players):
            name, seat = _slot_name(trick, index, names)
            text = (
                pgettext("seat in a trick", "to play")
                if index == len(trick.cards)
                else pgettext("seat in a trick", "later")
            )
            plays.append(
                f'<figure class="pl-play pl-slot" data-seat="{seat}">'
                f'<figcaption class="pl-seat">{text_html(name)}</figcaption>'
                f'<div class="pl-slot-card">{text}</div><div class="pl-play-note"></div></figure>'
            )
    trump = trick.trump
    led = trick.led_suit
    shown = f"{suit_svg(trump)} {text_html(suit_noun(trump))}"
    if led is None:
        facts = words_html(_("Trump: {trump}")).format(trump=shown)
    else:
        facts = words_html(_("Trump: {trump} · led: {led}")).format(
            trump=shown, led=f"{suit_svg(led)} {text_html(suit_noun(led))}"
        )
    reason, points = _trick_outcome(trick, names, ruleset, last, teams, announce)
    label = text_html(
        _("trick, trump {suit}: {cards}").format(
            suit=suit_noun(trump), cards=trick.label or _("no card yet")
        )
    )
    complete = "true" if trick.is_complete else "false"
    win_attr = "" if winning is None else f' data-winner="{winning}"'
    return (
        f'<div class="pl-trick" role="group" aria-label="{label}" '
        f'data-trump="{trump.letter}" data-cards="{trick}" data-complete="{complete}"{win_attr}>'
        f'<p class="pl-facts">{facts}</p><div class="pl-trick-row">{"".join(plays)}</div>'
        f"{reason}{points}</div>"
    )


def _trick_outcome(
    trick: Trick,
    names: Sequence[str] | None,
    ruleset: Ruleset | None,
    last: bool,
    teams: Sequence[str] | None,
    announce: bool,
) -> tuple[str, str]:
    """The paragraphs under a trick: why the card heads it (and who won), and the counter
    points taken (a complete trick with a ruleset)."""
    winning = trick.winning_so_far
    if winning is None:
        none = text_html(_("No card played yet: the leader may lead any card."))
        return f'<p class="pl-trick-reason">{none}</p>', ""
    why = text_html(win_sentence(trick.reason))
    if not trick.is_complete:
        so_far = words_html(_("Winning so far: {why}.")).format(why=why)
        return f'<p class="pl-trick-reason">{so_far}</p>', ""
    said = ""
    if announce:
        card = f"<strong>{trick.cards[winning].label}</strong>"
        if trick.leader is not None:
            name = f"<strong>{text_html(_slot_name(trick, winning, names)[0])}</strong>"
            said = words_html(_("Won by {name} with {card}.")).format(name=name, card=card) + " "
        else:
            said = words_html(_("Won by {card}.")).format(card=card) + " "
    reason = f'<p class="pl-trick-reason">{said}{why}.</p>'
    if ruleset is None:
        return reason, ""
    return reason, _points_paragraph(trick, names, ruleset, last, teams, announce)


def _points_paragraph(
    trick: Trick,
    names: Sequence[str] | None,
    ruleset: Ruleset,
    last: bool,
    teams: Sequence[str] | None,
    announce: bool,
) -> str:
    """``"Lisa and Mike take 30 counter points: ... (... counts ...)."``"""
    total = trick.points(ruleset, last=last)
    count = text_html(points_text(trick.cards, ruleset, last=last))
    strong = f"<strong>{total}</strong>"
    if not announce:
        said = words_html(_("Counter points in this trick: {sum}")).format(sum=count)
    elif trick.leader is None:
        said = words_html(
            ngettext("{points} counter point: {sum}", "{points} counter points: {sum}", total)
        ).format(points=strong, sum=count)
    else:
        won = ruleset.side_of(trick.winner_seat)
        team = teams[won] if teams is not None else team_label(won, trick.players, names)
        partner = learner_partner(won, trick.players, names) if teams is None else None
        if partner is not None:  # "Bill and You take": Italian "Tu e Bill prendete"
            text = ngettext(
                "{partner} and You take {points} counter point: {sum}",
                "{partner} and You take {points} counter points: {sum}",
                total,
            )
        elif len(ruleset.sides[won]) == 1 and is_learner(team):
            text = ngettext(
                "You take {points} counter point: {sum}",
                "You take {points} counter points: {sum}",
                total,
            )
        elif len(ruleset.sides[won]) == 1:
            text = ngettext(
                "{side} takes {points} counter point: {sum}",
                "{side} takes {points} counter points: {sum}",
                total,
            )
        else:
            text = ngettext(
                "{side} take {points} counter point: {sum}",
                "{side} take {points} counter points: {sum}",
                total,
            )
        said = words_html(text).format(
            side=text_html(team), partner=text_html(partner or ""), points=strong, sum=count
        )
    counts = words_html(_("({game} counts {counting}).")).format(
        game=text_html(ruleset_title(ruleset)), counting=text_html(counting_text(ruleset))
    )
    return f'<p class="pl-trick-points" data-points="{total}">{said} {counts}</p>'


def _mark(card: Card, verdict: PlayVerdict, height: int) -> str:
    state = "legal" if verdict.legal else "illegal"
    if verdict.legal:
        caption = _("✓ may play, wins") if verdict.wins else _("✓ may play")
    else:
        caption = _("✗ refused")
    caption = text_html(caption)
    return (
        f'<figure class="pl-mark pl-{state}" data-card="{card}" '
        f'data-legal="{"true" if verdict.legal else "false"}">'
        f"{card_svg(card, height=height)}<figcaption>{caption}</figcaption></figure>"
    )


_EACH = "\x00"


def _grouped_reasons(analysis: PlayAnalysis, names: Sequence[str] | None) -> list[str]:
    """One line per reason: cards whose reasons differ only by the card's own name share a
    line ("✓ A♥, 10♥ and K♥ may be played: ..."), so "any card may be led" is said once."""
    groups: dict[tuple[bool, str], list[PlayVerdict]] = {}
    whys: dict[Card, str] = {}
    for verdict in analysis.verdicts:
        why = verdict_why(verdict, analysis, names)
        whys[verdict.card] = why
        key = (verdict.legal, why.replace(verdict.card.label, _EACH))
        groups.setdefault(key, []).append(verdict)
    lines = []
    for (_legal, shared), verdicts in groups.items():
        if len(verdicts) == 1:
            lines.append(_reason(verdicts[0], whys[verdicts[0].card]))
        else:
            lines.append(_reason_group(verdicts, _shared_why(shared)))
    return lines


def _shared_why(why: str) -> str:
    """A reason said of several cards: "any card may be led, 9♠ too" becomes "any card may be
    led"; "so 9♦ may not be played" becomes "so none of them may be played"."""
    why = why.replace(_(", {card} too").format(card=_EACH), "")
    why = why.replace(
        _("so {card} may not be played").format(card=_EACH), _("so none of them may be played")
    )
    cannot_win = re.fullmatch(
        re.escape(_("{holding}; {card} cannot win the trick."))
        .replace(re.escape("{holding}"), "(?P<holding>.*)", 1)
        .replace(re.escape("{card}"), re.escape(_EACH), 1),
        why,
        flags=re.DOTALL,
    )
    if cannot_win:
        return _("{holding}; none of them can win the trick.").format(holding=cannot_win["holding"])
    return why.replace(_EACH, _("each of them"))


def _reason_group(verdicts: Sequence[PlayVerdict], why: str) -> str:
    first = verdicts[0]
    state = "legal" if first.legal else "illegal"
    sign = "✓" if first.legal else "✗"
    cards = listed([v.card.label for v in verdicts])
    codes = " ".join(str(v.card) for v in verdicts)
    return (
        f'<li class="pl-reason pl-{state} pl-reason-group" data-card="{first.card}" '
        f'data-cards="{codes}" data-legal="{"true" if first.legal else "false"}" '
        f'data-rule="{first.rule.value}">'
        f'<span class="pl-sign" aria-hidden="true">{sign}</span>'
        f"{_verdict_line(first.legal, cards, why, len(verdicts))}</li>"
    )


def _reason(verdict: PlayVerdict, why: str) -> str:
    state = "legal" if verdict.legal else "illegal"
    sign = "✓" if verdict.legal else "✗"
    return (
        f'<li class="pl-reason pl-{state}" data-card="{verdict.card}" '
        f'data-legal="{"true" if verdict.legal else "false"}" data-rule="{verdict.rule.value}">'
        f'<span class="pl-sign" aria-hidden="true">{sign}</span>'
        f"{_verdict_line(verdict.legal, verdict.card.label, why)}</li>"
    )


def _verdict_line(legal: bool, cards: str, why: str, count: int = 1) -> str:
    """``"<strong>A♥</strong> may be played: ..."``, the cards and the reason escaped; the
    verb agrees with the ``count`` of cards (Italian "si può" / "si possono giocare")."""
    text = (
        ngettext("{cards} may be played: {why}", "{cards} may be played: {why}", count)
        if legal
        else ngettext("{cards} may not be played: {why}", "{cards} may not be played: {why}", count)
    )
    return words_html(text).format(cards=f"<strong>{text_html(cards)}</strong>", why=text_html(why))


def verdict_why(
    verdict: PlayVerdict, analysis: PlayAnalysis, names: Sequence[str] | None = None
) -> str:
    """A card's reason, naming the seat to play unless it is the learner's.

    The sentence speaks to the player to act ("you must follow suit"). With ``names`` and a
    trick whose leader is known, a seat other than the learner's ("You", or a name marked
    "(you)") is named instead (:class:`~pinochle_learn.render.person.Person`).

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, Trick, legal_plays
    >>> a = legal_plays("C9 D10", Trick.parse("H12", "S", leader=0), "S", PARTNERSHIP)
    >>> names = ("Bill", "Lisa", "You", "Mike")
    >>> print(verdict_why(a.verdicts[0], a, names))  # doctest: +NORMALIZE_WHITESPACE
    Lisa has no hearts, the suit led, and no trump: Lisa may play any card; 10♦ cannot win the
    trick.
    """
    seat = analysis.trick.to_play if analysis.trick.leader is not None else None
    if names is None or seat is None:
        return play_sentence(verdict.reason)
    return play_sentence(verdict.reason, Person.of(seat, names))


def reasons_html(analysis: PlayAnalysis, *, names: Sequence[str] | None = None) -> str:
    """Card by card (one line per distinct card), ``✓``/``✗`` and the verdict's reason.

    Parameters
    ----------
    analysis
        From :func:`~pinochle_learn.play.legal_plays`.
    names
        Names by seat index. With names, and a trick whose leader is known, the reasons name
        the seat to play when it is not the learner's, under a line saying whose cards these
        are (``class="pl-reasons-whose"``): the engine's "you" is the player to act.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, Trick, legal_plays
    >>> html = reasons_html(legal_plays("H14 H9 C10", "H13 H12", "S", PARTNERSHIP))
    >>> html.count('class="pl-reason pl-illegal"'), 'data-card="H14" data-legal="true"' in html
    (2, True)
    >>> lisa = legal_plays("H14 H9", Trick.parse("H13", "S", leader=0), "S", PARTNERSHIP)
    >>> html = reasons_html(lisa, names=("Bill", "Lisa", "You", "Mike"))
    >>> "is to play: these are Lisa's cards" in html, "Lisa holds hearts" in html
    (True, True)
    """
    items = "".join(_grouped_reasons(analysis, names))
    seat = analysis.trick.to_play if analysis.trick.leader is not None else None
    whose = ""
    if names is not None and seat is not None:
        name = seat_name(seat, names)
        if not is_learner(name):
            said = words_html(
                _("{player} is to play: these are {name}'s cards, and the reasons speak of {name}.")
            ).format(player=f"<strong>{text_html(name)}</strong>", name=text_html(name))
            whose = f'<p class="pl-reasons-whose" data-seat="{Seat(seat).name[0]}">{said}</p>'
    return f'{whose}<ul class="pl-reasons">{items}</ul>'


def play_html(
    analysis: PlayAnalysis,
    *,
    names: Sequence[str] | None = None,
    show_trick: bool = True,
    winner_id: str | None = None,
    height: int = 64,
) -> str:
    """The trick so far, then the hand to play with each card marked legal or not, and why.

    Parameters
    ----------
    analysis
        From :func:`~pinochle_learn.play.legal_plays`.
    names
        Names by seat index, as for :func:`trick_html`.
    show_trick
        Draw the trick above the hand.
    winner_id
        ``id`` of the card now winning in the trick (``None``: no id, several on one page).
    height
        Card height in CSS pixels (the trick is drawn a little larger).

    Returns
    -------
    str
        ``<div class="pl-analysis" data-rule="..." data-legal="H14 H10">``: the trick, a line
        naming who is to play, the deciding rule and the legal cards, the hand drawn with every
        card marked (``class="pl-mark"``, ``data-legal``), and one reason per distinct card.

    Examples
    --------
    >>> from pinochle_learn import PARTNERSHIP, Trick, legal_plays
    >>> trick = Trick.parse("H12 C9", "S", leader=0)
    >>> html = play_html(legal_plays("H9 H10 H14", trick, "S", PARTNERSHIP))
    >>> 'data-legal="H14 H10"' in html, 'data-card="H9" data-legal="false"' in html
    (True, True)
    >>> "<strong>South</strong> to play" in html
    True
    """
    a = analysis
    trick = trick_html(a.trick, names=names, winner_id=winner_id, height=height + 8)
    seat = a.trick.to_play
    words = {
        "rule": f"<em>{text_html(play_rule_title(a.rule))}</em>",
        "cards": f"<strong>{' '.join(c.label for c in a.legal)}</strong>",
    }
    if seat is None:
        said = words_html(_("rule: {rule} · may play: {cards}")).format(**words)
    else:
        said = words_html(_("{player} to play · rule: {rule} · may play: {cards}")).format(
            player=f"<strong>{text_html(seat_name(seat, names))}</strong>", **words
        )
    head = f'<p class="pl-to-play">{said}</p>'

    by_card = {v.card: v for v in a.verdicts}
    marks = "".join(_mark(c, by_card[c], height) for c in a.hand.cards)
    hand_label = text_html(_("hand: {cards}").format(cards=a.hand.label))
    return (
        f'<div class="pl-analysis" data-rule="{a.rule.value}" '
        f'data-legal="{" ".join(str(c) for c in a.legal)}">'
        f"{trick if show_trick else ''}{head}"
        f'<div class="pl-marked" role="group" aria-label="{hand_label}">{marks}</div>'
        f"{reasons_html(a, names=names)}</div>"
    )
