"""The words of the self-check questions on scores, the throw-in and the auction.

As :mod:`.question_text`: the makers (``pinochle_widgets.course.score_questions``) work the
answer out with the engine and judge on keys and numbers; this module says the question, in
the language of the block it runs in (:func:`~.i18n.speaking`). Names are escaped here.

Examples
--------
>>> figures_table_html([("Bill and You", 120, 180)], players=False)[28:79]
'<tr><th>team</th><th>meld</th><th>trick points</th>'
>>> side_adds("Lisa and Mike"), bid_choice(300), bid_choice(None)
('Lisa and Mike add', 'bid 300', 'Pass')
"""

from __future__ import annotations

from collections.abc import Sequence

from .i18n import _, pgettext
from .markup import text_html
from .names import is_learner

__all__ = [
    "auction_so_far",
    "bid_answer",
    "bid_choice",
    "cutthroat_prompt",
    "figures_table_html",
    "next_bid_ask",
    "nobody_spoke",
    "score_ask",
    "score_prompt",
    "side_adds",
    "throw_in_choices",
    "throw_in_prompt",
]


def figures_table_html(rows: Sequence[tuple[str, int, int]], *, players: bool) -> str:
    """The figures of a round: each side (``players``: each player) with its meld and trick
    points (``class="pl-q-figures"``)."""
    first = _("player") if players else _("team")
    heads = "".join(f"<th>{text_html(h)}</th>" for h in (first, _("meld"), _("trick points")))
    body = "".join(
        f"<tr><td>{text_html(name)}</td><td>{meld}</td><td>{tricks}</td></tr>"
        for name, meld, tricks in rows
    )
    return f'<table class="pl-q-figures"><tr>{heads}</tr>{body}</table>'


def score_prompt(side: str, bid: int, partner: str | None = None) -> str:
    """The start of ``score`` (HTML): ``side`` won the auction at ``bid``; ``partner`` (the
    learner's partner, :func:`~pinochle_learn.render.names.learner_partner`) when ``side`` is
    the learner's: the sentence's verb then agrees with "you and Bill" in every language.

    >>> score_prompt("Bill and You", 300, partner="Bill")
    'Bill and You won the auction at <strong>300</strong>. After the round:'
    """
    if partner is not None:
        return pgettext(
            "side: you and partner",
            "{partner} and You won the auction at <strong>{bid}</strong>. After the round:",
        ).format(partner=text_html(partner), bid=bid)
    return _("{side} won the auction at <strong>{bid}</strong>. After the round:").format(
        side=text_html(side), bid=bid
    )


def cutthroat_prompt(player: str, bid: int) -> str:
    """The start of ``cutthroat_score`` (HTML): ``player`` won at ``bid`` and took the widow."""
    return _(
        "{player} won the auction at <strong>{bid}</strong>, took the widow and buried 3 cards "
        "(counted in the trick points). After the round:"
    ).format(player=text_html(player), bid=bid)


def score_ask(*, players: bool) -> str:
    """The question of ``score`` (teams) or ``cutthroat_score`` (``players``) (HTML)."""
    if players:
        return _(
            "<strong>How many points does each player add this round?</strong> (a player who "
            "is set subtracts: type a minus sign)"
        )
    return _(
        "<strong>How many points does each team add this round?</strong> (a team that is set "
        "subtracts: type a minus sign)"
    )


def side_adds(side: str, partner: str | None = None, *, person: bool = False) -> str:
    """The label of ``side``'s box: the game points it adds; ``partner`` as in
    :func:`score_prompt` ("Bill and You add": Italian "Tu e Bill aggiungete"); ``person``: the
    side is one player (cutthroat), "Bill adds", "You add".

    >>> side_adds("Bill", person=True), side_adds("You", person=True)
    ('Bill adds', 'You add')
    """
    if partner is not None:
        return pgettext("side: you and partner", "{partner} and You add").format(partner=partner)
    if person and is_learner(side):
        return pgettext("side: you", "You add")
    if person:
        return _("{name} adds").format(name=side)
    return _("{side} add").format(side=side)


def throw_in_prompt(bidder: str, partner: str, bid: int, meld: int) -> str:
    """The question of ``throw_in`` (HTML): ``bidder`` won at ``bid``; the team melds ``meld``."""
    return _(
        "{bidder} won the auction at <strong>{bid}</strong>; after meld, {bidder} and {partner} "
        "have <strong>{meld}</strong> meld. <strong>May {bidder} throw the hand in?</strong>"
    ).format(bidder=text_html(bidder), partner=text_html(partner), bid=bid, meld=meld)


def throw_in_choices() -> tuple[tuple[str, str], tuple[str, str]]:
    """The choices of ``throw_in``: ``(label, key)``, the keys never translated."""
    return ((_("Yes, he may throw in"), "yes"), (_("No, the hand must be played"), "no"))


def auction_so_far(dealer: str) -> str:
    """The start of ``next_bid`` (HTML): who dealt."""
    return _("{dealer} dealt. The auction so far:").format(dealer=text_html(dealer))


def nobody_spoke() -> str:
    """An auction with no call yet."""
    return _("(nobody has spoken)")


def next_bid_ask(seat: str) -> str:
    """The question of ``next_bid`` (HTML)."""
    return _("<strong>What may {seat} do now?</strong> Pick every allowed choice.").format(
        seat=text_html(seat)
    )


def bid_choice(amount: int | None) -> str:
    """A choice of ``next_bid``: bid ``amount``, or pass (``None``)."""
    if amount is None:
        return _("Pass")
    return _("bid {amount}").format(amount=amount)


def bid_answer(amount: int | None) -> str:
    """One allowed call in the answer of ``next_bid``: bid ``amount``, or pass (``None``)."""
    if amount is None:
        return _("pass")
    return _("bid {amount}").format(amount=amount)
