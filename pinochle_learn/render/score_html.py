"""Self-contained HTML for a round score and for an auction (``RULES.md``, PARTNERSHIP Auction,
Counting, Round score, Throw-in and Game).

Standard library only, no scripts, no URLs. A round score is drawn as: what happened to the
bid (made, set or thrown in), each team's figures worked out as sums (``120 meld + 180 trick
points = 300``, ``0 + 300 = 300``), the engine's ``why`` sentences, the new totals and the state
of the game. An auction is drawn as the seats (dealer, passed, last bid, to act), the bids and
passes in order with the rule that allowed each, and where it stands (:attr:`Auction.why`).

Stable hooks for tests and styling: ``class="pl-score"`` (``data-outcome``, ``data-totals``,
``data-winner``), ``class="pl-outcome"``, ``class="pl-line"`` per team (``data-team``),
``class="pl-why"``, the totals in ``id="score-totals"`` by default (``data-totals="300,130"``)
with one ``class="pl-team-total"`` per team (``data-team``, ``data-total``), ``class="pl-game"``
(``data-over``); ``class="pl-auction"`` (``data-dealer``, ``data-over``, ``data-winner``,
``data-bid``), ``class="pl-auction-seat"`` rows (``data-seat``, ``data-state``),
``class="pl-auction-step"`` items (``data-seat``, ``data-action``, ``data-amount``),
``class="pl-auction-why"`` and the winner in ``id="auction-winner"`` by default.

Examples
--------
>>> from pinochle_learn.scoring import score_round
>>> html = score_html(score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(180, 70)))
>>> 'id="score-totals"' in html, 'data-totals="300,130"' in html, 'data-outcome="made"' in html
(True, True, True)
"""

from __future__ import annotations

from collections.abc import Sequence

from ..actions import Bid, Pass
from ..auction import Auction
from ..scoring import Outcome, RoundScore, TeamScore
from .i18n import _, ngettext, pgettext
from .markup import text_html
from .names import is_you, learner_partner, partnered, seat_name, team_label
from .person import listed
from .reason_sentences import reason_sentence
from .refusals import reason_text
from .score_sentences import Side, game_text, outcome_words, score_sentence
from .words import ruleset_title

__all__ = [
    "action_words",
    "auction_html",
    "game_sentence",
    "score_html",
]

_H3 = ' style="font-size:1em; font-weight:700; margin:.6em 0 .25em 0; line-height:1.4"'


def _signed(delta: int) -> str:
    return f"+ {delta}" if delta >= 0 else f"- {-delta}"


def _figures(line: TeamScore) -> str:
    if line.trick_points is None:
        return _("{meld} meld, no tricks played").format(meld=line.meld)
    return _("{meld} meld + {points} trick points = {total}").format(
        meld=line.meld, points=line.trick_points, total=line.points_made
    )


def _outcome(score: RoundScore, side: Side) -> tuple[str, str]:
    """The headline on the bid (``side``: the bidders), and ``"pl-good"`` or ``"pl-bad"``."""
    line, bidders = score.teams[score.bidding_team], side.name
    if line.outcome is Outcome.MADE:
        made = side.pick(
            pgettext("side: you", "✓ Made: {side} reached the bid of {bid}."),
            pgettext(
                "side: you and partner", "✓ Made: you and {partner} reached the bid of {bid}."
            ),
            pgettext("side: team", "✓ Made: {side} reached the bid of {bid}."),
            pgettext("side: players", "✓ Made: {side} reached the bid of {bid}."),
            pgettext("side: player", "✓ Made: {side} reached the bid of {bid}."),
        )
        return made.format(side=bidders, partner=side.partner, bid=score.bid), "pl-good"
    if line.outcome is Outcome.THROWN_IN:
        thrown = side.pick(
            pgettext("side: you", "✗ Thrown in: {side} lose the bid of {bid}."),
            pgettext(
                "side: you and partner", "✗ Thrown in: you and {partner} lose the bid of {bid}."
            ),
            pgettext("side: team", "✗ Thrown in: {side} loses the bid of {bid}."),
            pgettext("side: players", "✗ Thrown in: {side} lose the bid of {bid}."),
            pgettext("side: player", "✗ Thrown in: {side} loses the bid of {bid}."),
        )
        return thrown.format(side=bidders, partner=side.partner, bid=score.bid), "pl-bad"
    fell = side.pick(
        pgettext("side: you", "✗ Set: {side} fell short of {bid} and lose {loss}."),
        pgettext(
            "side: you and partner", "✗ Set: you and {partner} fell short of {bid} and lose {loss}."
        ),
        pgettext("side: team", "✗ Set: {side} fell short of {bid} and loses {loss}."),
        pgettext("side: players", "✗ Set: {side} fell short of {bid} and lose {loss}."),
        pgettext("side: player", "✗ Set: {side} fell short of {bid} and loses {loss}."),
    )
    return fell.format(
        side=bidders, partner=side.partner, bid=score.bid, loss=-line.delta
    ), "pl-bad"


def _role(bidding: bool, one: bool) -> str:
    """``"bidders"``, ``"opponent"``: a side's part in the round."""
    if bidding:
        return _("bidder") if one else _("bidders")
    return _("opponent") if one else _("opponents")


def _line_html(line: TeamScore, label: str, one: bool) -> str:
    """One side's figures worked out, its outcome and its game points."""
    worked = _("{side} ({role}): {figures}: {outcome}; game points {sum}").format(
        side=f"<strong>{text_html(label)}</strong>",
        role=text_html(_role(line.bidding, one)),
        figures=f'<span class="pl-sum">{text_html(_figures(line))}</span>',
        outcome=text_html(outcome_words(line.outcome)),
        sum=f'<span class="pl-sum">{line.before} {_signed(line.delta)} = '
        f"<strong>{line.after}</strong></span>",
    )
    return (
        f'<li class="pl-line" data-team="{line.team}" data-outcome="{line.outcome.value}">'
        f"{worked}</li>"
    )


def score_html(
    score: RoundScore,
    *,
    totals_id: str | None = "score-totals",
    names: Sequence[str] | None = None,
    teams: Sequence[str] | None = None,
) -> str:
    """A round score worked out line by line, with the reasons, the new totals and the game.

    Parameters
    ----------
    score
        From :func:`~pinochle_learn.scoring.score_round`.
    totals_id
        ``id`` of the element holding the new totals; give each score on one page its own,
        ``None`` for no id.
    names
        Players' names by seat index (``("Bill", "Lisa", "You", "Mike")``); seats by default.
        The sides are then called "Bill and You" (the verbs agree with a plural; the
        reasons say "you and Bill ... your" of the learner's side).
    teams
        The two sides' own names (``("North–South", "East–West")``), used instead of those
        made from ``names``; the reasons name the sides so too.

    Returns
    -------
    str
        ``<div class="pl-score" ...>``, styled by the one stylesheet (:mod:`.style`).

    Examples
    --------
    >>> from pinochle_learn.scoring import score_round
    >>> s = score_round(bid=330, bidding_team=0, meld=(60, 90), totals=(500, 400))
    >>> html = score_html(s, names=("Bill", "Lisa", "You", "Mike"), totals_id="bill")
    >>> "✗ Thrown in: you and Bill lose the bid of 330." in html
    True
    >>> 'id="bill" class="pl-totals" data-totals="170,490"' in html
    True
    >>> s = score_round(bid=300, bidding_team=1, meld=(40, 200), tricks=(60, 190),
    ...                 totals=(900, 1200))
    >>> html = score_html(s, teams=("North–South", "East–West"))
    >>> "Game over: East–West reaches 1590, at least 1500, and wins the game." in html
    True
    >>> "<li>East–West made its bid of 300" in html, "Team 1" in html
    (True, False)
    >>> html = score_html(s, names=("Bill", "Lisa", "You", "Mike"))
    >>> "<li>Lisa and Mike made their bid of 300" in html
    True
    """
    players, count = score.ruleset.players, score.ruleset.side_count
    label = (
        list(teams) if teams is not None else [team_label(t, players, names) for t in range(count)]
    )
    bidders = label[score.bidding_team]
    one = all(len(side) == 1 for side in score.ruleset.sides)  # one player a side
    plural = names is not None and not one and teams is None
    sides = tuple(  # one: "Bill ... their bid"; the learner and a partner: "you and Bill"
        Side(name, plural, one, learner_partner(t, players, names) if plural else None)
        for t, name in enumerate(label)
    )
    headline, mood = _outcome(score, sides[score.bidding_team])
    partner = sides[score.bidding_team].partner  # "by Bill and You": Italian "tua e di Bill"
    facts = (
        _("Bid {bid} by {side} · rules: {rules}")
        if partner is None
        else pgettext("side: you and partner", "Bid {bid} by {partner} and You · rules: {rules}")
    ).format(
        bid=f"<strong>{score.bid}</strong>",
        side=text_html(bidders),
        partner=text_html(partner or ""),
        rules=text_html(ruleset_title(score.ruleset)),
    )
    lines = [_line_html(line, label[line.team], one) for line in score.teams]
    reasons = [score_sentence(r, sides[r.team]) for r in score.reasons]
    why = "".join(f"<li>{text_html(sentence)}</li>" for sentence in reasons)
    id_attr = f' id="{text_html(totals_id)}"' if totals_id else ""
    data_totals = ",".join(str(t) for t in score.totals)
    team_totals = " · ".join(
        f'<span class="pl-team-total" data-team="{t}" data-total="{score.totals[t]}">'
        f"{text_html(label[t])} <strong>{score.totals[t]}</strong></span>"
        for t in range(count)
    )
    new_totals = _("New totals: {totals}").format(
        totals=f'<span{id_attr} class="pl-totals" data-totals="{data_totals}">{team_totals}</span>'
    )
    over = score.game_over
    game_css = "pl-game pl-game-over" if over else "pl-game"
    game_words = game_sentence(score, label, plural=plural, sides=sides)
    winner = "" if score.winner is None else str(score.winner)
    outcome = score.teams[score.bidding_team].outcome.value
    why_text = _("Why")
    return (
        f'<div class="pl-score" data-outcome="{outcome}"'
        f' data-totals="{data_totals}" data-winner="{winner}">'
        f'<p class="pl-facts">{facts}</p>'
        f'<p class="pl-outcome {mood}">{text_html(headline)}</p>'
        f'<ul class="pl-lines">{"".join(lines)}</ul>'
        f'<h3{_H3}>{text_html(why_text)}</h3><ul class="pl-why">{why}</ul>'
        f'<p class="pl-totals-line">{new_totals}</p>'
        f'<p class="{game_css}" data-over="{str(over).lower()}">{text_html(game_words)}</p>'
        "</div>"
    )


def game_sentence(
    score: RoundScore,
    labels: Sequence[str],
    *,
    plural: bool = False,
    sides: Sequence[Side] | None = None,
) -> str:
    """The state of the game after ``score``, with the sides called ``labels``.

    Written here from the score's figures (``RULES.md``, PARTNERSHIP Game), so it names the
    sides as the lesson does; ``plural``: the names take a plural verb ("Lisa and Mike win");
    ``sides``: each side as the sentences name it (:class:`.Side`, one per label: "you and
    Bill win"), made from ``labels`` and ``plural`` when not given.

    Examples
    --------
    >>> from pinochle_learn.scoring import score_round
    >>> s = score_round(bid=300, bidding_team=1, meld=(170, 140), tricks=(80, 170),
    ...                 totals=(1450, 1290))
    >>> labels = ("Bill and You", "Lisa and Mike")
    >>> print(game_sentence(s, labels, plural=True))  # doctest: +NORMALIZE_WHITESPACE
    Game over: both teams reach 1500 (1700 and 1600), and Lisa and Mike, the team that held
    the bid, win whatever the scores.
    >>> s = score_round(bid=250, bidding_team=0, meld=(100, 80), tricks=(250, 0))
    >>> game_sentence(s, ("North–South", "East–West"))
    'Neither team has reached 1500: the game goes on.'
    """
    if score.winner is None:
        return game_text(score.game_reason)
    if sides is None:
        one = all(len(side) == 1 for side in score.ruleset.sides)
        sides = tuple(Side(name, plural, one) for name in labels)
    if score.ruleset.several_opponents:  # three players: the sentence of the game's reason, named
        return _("Game over. {sentence}").format(
            sentence=game_text(score.game_reason, tuple(sides))
        )
    target, totals = score.ruleset.target_score, score.totals
    name, side = labels[score.winner], sides[score.winner]
    if all(total >= target for total in totals):
        return _both_over(score, side)
    return side.pick(
        pgettext(
            "side: you", "Game over: {name} reach {total}, at least {target}, and win the game."
        ),
        pgettext(
            "side: you and partner",
            "Game over: you and {partner} reach {total}, at least {target}, and win the game.",
        ),
        pgettext(
            "side: team", "Game over: {name} reaches {total}, at least {target}, and wins the game."
        ),
        pgettext(
            "side: players", "Game over: {name} reach {total}, at least {target}, and win the game."
        ),
        pgettext(
            "side: player",
            "Game over: {name} reaches {total}, at least {target}, and wins the game.",
        ),
    ).format(name=name, partner=side.partner, total=totals[score.winner], target=target)


def _both_over(score: RoundScore, side: Side) -> str:
    """Both sides reached the target: the side that held the bid wins."""
    team = partnered(score.ruleset.players)
    text = side.pick(
        pgettext(
            "side: you",
            "Game over: {sides} reach {target} ({totals}), and {name}, {held}, win whatever the "
            "scores.",
        ),
        pgettext(
            "side: you and partner",
            "Game over: {sides} reach {target} ({totals}), and you and {partner}, {held}, win "
            "whatever the scores.",
        ),
        pgettext(
            "side: team",
            "Game over: {sides} reach {target} ({totals}), and {name}, {held}, wins whatever the "
            "scores.",
        ),
        pgettext(
            "side: players",
            "Game over: {sides} reach {target} ({totals}), and {name}, {held}, win whatever the "
            "scores.",
        ),
        pgettext(
            "side: player",
            "Game over: {sides} reach {target} ({totals}), and {name}, {held}, wins whatever the "
            "scores.",
        ),
    )
    return text.format(
        sides=_("both teams") if team else _("both players"),
        target=score.ruleset.target_score,
        totals=listed([str(score.totals[0]), str(score.totals[1])], _("and")),
        name=side.name,
        partner=side.partner,
        held=_("the team that held the bid") if team else _("the player that held the bid"),
    )


def action_words(action: Bid | Pass, names: Sequence[str] | None = None) -> str:
    """An auction action in words: ``"East bids 260"``, ``"You pass"``.

    Examples
    --------
    >>> from pinochle_learn import Bid, Pass, Seat
    >>> action_words(Bid(Seat.EAST, 260)), action_words(Pass(2), ("Bill", "Lisa", "You", "Mike"))
    ('East bids 260', 'You pass')
    """
    name = seat_name(action.seat, names)
    you = is_you(name)
    if isinstance(action, Bid):
        text = _("You bid {amount}") if you else _("{name} bids {amount}")
        return text.format(name=name, amount=action.amount)
    return (_("You pass") if you else _("{name} passes")).format(name=name)


def _seat_state(auction: Auction, seat: int) -> tuple[str, str]:
    """``(data-state, words)`` for one seat's row."""
    if auction.is_over and auction.winner == seat:
        return "winner", _("wins at {bid}").format(bid=auction.winning_bid)
    if seat in auction.passed:
        return "passed", _("passed: skipped from now on")
    if auction.to_act == seat:
        return "to-act", _("to act")
    return "waiting", _("still bidding")


def _winner_duties(you: bool, pass_cards: int) -> str:
    """What the bid winner does next, spoken to "you" or about the winner.

    Examples
    --------
    >>> _winner_duties(True, 4)
    'you name trump, receive 4 cards from your partner and give 4 back, and lead the first trick.'
    >>> _winner_duties(False, 0)
    'names trump and leads the first trick.'
    """
    if not pass_cards:
        return (
            _("you name trump and lead the first trick.")
            if you
            else _("names trump and leads the first trick.")
        )
    if you:
        text = ngettext(
            "you name trump, receive {count} card from your partner and give {count} back, and "
            "lead the first trick.",
            "you name trump, receive {count} cards from your partner and give {count} back, and "
            "lead the first trick.",
            pass_cards,
        )
    else:
        text = ngettext(
            "names trump, receives {count} card from the partner and gives {count} back, and "
            "leads the first trick.",
            "names trump, receives {count} cards from the partner and gives {count} back, and "
            "leads the first trick.",
            pass_cards,
        )
    return text.format(count=pass_cards)


def _auction_result(auction: Auction, names: Sequence[str] | None, winner_id: str | None) -> str:
    """Who won the auction, at what bid, and what the winner does next; ``""`` before."""
    if not auction.is_over or auction.winner is None:
        return ""
    winner_name = seat_name(auction.winner, names)
    id_attr = f' id="{text_html(winner_id)}"' if winner_id else ""
    you = is_you(winner_name)
    won = (
        pgettext("side: you", "{name} win the auction at {bid}: {duties}")
        if you
        else _("{name} wins the auction at {bid}: {duties}")
    )
    won = won.format(
        name=f'<strong{id_attr} data-seat="{auction.winner.name}">{text_html(winner_name)}'
        "</strong>",
        bid=f"<strong>{auction.winning_bid}</strong>",
        duties=text_html(_winner_duties(you, auction.ruleset.pass_cards)),
    )
    return f'<p class="pl-auction-result">{won}</p>'


def auction_html(
    auction: Auction,
    *,
    names: Sequence[str] | None = None,
    winner_id: str | None = "auction-winner",
) -> str:
    """An auction drawn for a learner: the seats, the bids and passes in order, where it stands.

    Parameters
    ----------
    auction
        Any :class:`~pinochle_learn.auction.Auction`, under way or over.
    names
        Players' names by seat index; seats by default.
    winner_id
        ``id`` of the element naming the winner once the auction is over; ``None`` for none.

    Examples
    --------
    >>> from pinochle_learn import Auction, Bid, Pass, Seat
    >>> a = Auction(Seat.WEST)
    >>> for action in (Pass(Seat.NORTH), Pass(Seat.EAST), Pass(Seat.SOUTH)):
    ...     a = a.apply(action)
    >>> html = auction_html(a)
    >>> '<strong id="auction-winner" data-seat="WEST">West</strong>' in html
    True
    >>> "the dealer, is stuck and wins at 250" in html
    True
    """
    players = auction.players
    or_text = _("or")
    raises = f" {or_text} ".join(f"+{r}" for r in auction.ruleset.bid_raises)
    dealer = seat_name(auction.dealer, names)
    facts = _(
        "Dealer: {dealer} · {first} bids first · opening bid {opening}, then raises of {raises}"
    ).format(
        dealer=f"<strong>{text_html(dealer)}</strong>",
        first=text_html(seat_name(auction.first_to_act, names)),
        opening=auction.min_bid,
        raises=raises,
    )
    facts = f'<p class="pl-facts">{facts}</p>'
    rows = []
    for i in range(players):
        seat = auction.first_to_act.ahead(i, players)
        state, words = _seat_state(auction, seat)
        last = auction.last_bid(seat)
        who = text_html(seat_name(seat, names))
        if seat == auction.dealer:
            who = _("{seat} (dealer)").format(seat=who)
        rows.append(
            f'<tr class="pl-auction-seat" data-seat="{seat.name}" data-state="{state}">'
            f"<td>{who}</td>"
            f"<td>{'' if last is None else last}</td><td>{text_html(words)}</td></tr>"
        )
    heads = (_("seat"), _("last bid"), pgettext("where a seat stands in the auction", "now"))
    table = (
        '<table class="pl-auction-seats"><thead><tr>'
        + "".join(f'<th scope="col">{text_html(head)}</th>' for head in heads)
        + f"</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )
    steps = []
    before = Auction(auction.dealer, auction.ruleset)
    for action in auction.history:
        reason = reason_text(before.check(action).reason, names)
        if isinstance(action, Bid):
            kind, amount = "bid", str(action.amount)
        else:
            kind, amount = "pass", ""
        steps.append(
            f'<li class="pl-auction-step" data-seat="{action.seat.name}" data-action="{kind}" '
            f'data-amount="{amount}"><strong>{text_html(action_words(action, names))}</strong>: '
            f"{text_html(reason)}</li>"
        )
        before = before.apply(action)
    no_bids_yet_text = _("No bids yet.")
    history = (
        f'<ol class="pl-auction-history">{"".join(steps)}</ol>'
        if steps
        else f'<p class="pl-none">{text_html(no_bids_yet_text)}</p>'
    )
    why = reason_sentence(auction.why, names)
    result = _auction_result(auction, names, winner_id)
    over = str(auction.is_over).lower()
    winner = auction.winner.name if auction.winner is not None else ""
    bid = auction.winning_bid if auction.winning_bid is not None else ""
    bids_and_passes_text = _("Bids and passes")
    return (
        f'<div class="pl-auction" data-dealer="{auction.dealer.name}" data-over="{over}" '
        f'data-winner="{winner}" data-bid="{bid}">{facts}{table}'
        f"<h3{_H3}>{text_html(bids_and_passes_text)}</h3>{history}"
        f'<p class="pl-auction-why">{text_html(why)}</p>{result}</div>'
    )
