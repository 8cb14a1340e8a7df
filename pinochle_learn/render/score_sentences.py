"""Sentences for round scores: why each side gains or loses, and where the game stands.

The engine gives :class:`~pinochle_learn.scoring.ScoreReason` and
:class:`~pinochle_learn.scoring.GameReason` (a code and its numbers); this module has one
function per code (``_LINES``, ``_GAME``; the pattern of ``render/play_sentences.py``). The
side is named by the caller: "Team 0" by default, or a lesson's own name ("North–South",
"Bill and You"); a name that takes a plural verb makes the sentence agree ("Bill and You made
their bid ..., so they add ...") instead of rewriting the sentence afterwards.

Examples
--------
>>> from pinochle_learn.scoring import score_round
>>> s = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(170, 80))
>>> bidders = s.teams[0].reason
>>> bidders.code.value, bidders.made, bidders.loss
('set', 290, 300)
>>> print(score_sentence(bidders))  # doctest: +NORMALIZE_WHITESPACE
Team 0 is set on its bid of 300: 120 meld + 170 trick points = 290 is less, so it adds
nothing and loses the bid, 300.
>>> print(score_sentence(bidders, Side("Bill and You", plural=True)))
... # doctest: +NORMALIZE_WHITESPACE
Bill and You are set on their bid of 300: 120 meld + 170 trick points = 290 is less, so they
add nothing and lose the bid, 300.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from ..ruleset import SetPenalty, ZeroTrickRule
from ..scoring import GameReason, GameWhy, Outcome, ScoreReason, ScoreWhy
from .i18n import N_, _, ngettext, pgettext, speaking
from .names import is_learner, partnered
from .person import listed
from .words import number_word

__all__ = ["OUTCOME_WORDS", "Side", "game_text", "outcome_words", "score_sentence", "side_of"]

OUTCOME_WORDS = {
    Outcome.MADE: N_("made"),
    Outcome.SET: "set",  # translated with its context: outcome_words
    Outcome.THROWN_IN: N_("thrown in"),
    Outcome.COUNTED: N_("counted"),
    Outcome.NOTHING: N_("nothing"),
    Outcome.MELD_ONLY: N_("meld only"),
}
"""Each outcome as a score table shows it (English, marked: :func:`outcome_words` translates)."""


def outcome_words(outcome: Outcome) -> str:
    """``"thrown in"``: an outcome as a score table shows it, in the current language ("set":
    the bid failed, told apart from a set of cards)."""
    if outcome is Outcome.SET:
        return pgettext("the bid failed", "set")
    return _(OUTCOME_WORDS[outcome])


@dataclass(frozen=True)
class Side:
    """A side of the table as a sentence names it, with the words that agree: "You" (the
    learner's own seat, :func:`~pinochle_learn.render.names.is_learner`) takes "you", "your"
    and the plural verb; the learner with a partner (``partner``: "Bill", from
    :func:`~pinochle_learn.render.names.learner_partner`) is "you and Bill", "your", the second
    person plural (Italian *voi*, Spanish *vosotros*, French *vous*); a ``person`` (one player
    named, as in a two-hand game) is "they", "their" after the name's own singular verb.

    :meth:`pick` chooses a whole translated sentence by the same agreement; :meth:`verb`,
    :meth:`they`, :attr:`it`, :attr:`its` and :attr:`own` glue English words and cannot be
    translated (kept for the sentences not yet moved to the catalogues).

    Examples
    --------
    >>> you, lisa, bill = Side("You"), Side("Lisa"), Side("Bill", person=True)
    >>> you.verb("adds", "add"), you.its, lisa.verb("adds", "add"), lisa.its
    ('add', 'your', 'adds', 'its')
    >>> bill.verb("is", "are"), bill.its, bill.they("adds", "add")
    ('is', 'their', 'they add')
    >>> you.own, lisa.own
    ('yours', "Lisa's")
    """

    name: str
    plural: bool = False
    person: bool = False
    partner: str | None = None

    @property
    def _you(self) -> bool:
        return is_learner(self.name)

    def pick(
        self, to_you: str, to_you_and: str, of_team: str, of_players: str, of_player: str
    ) -> str:
        """The whole sentence that agrees with this side, for a translation (each already
        translated, the side named ``{name}``): ``to_you`` for the learner's side alone ("you",
        "your", the plural verb), ``to_you_and`` for the learner with a partner ("you and
        {partner} ... your ... you add"), ``of_team`` for a side named in the singular ("Team 0
        ... its ... it adds"), ``of_players`` for a name that takes a plural verb ("Lisa and
        Mike ... their ... they add"), ``of_player`` for one player ("Bill is ... their ... they
        add").

        The five are told apart by the contexts ``side: you``, ``side: you and partner``,
        ``side: team``, ``side: players``, ``side: player``
        (:func:`~pinochle_learn.render.i18n.pgettext`) where their English is the same and
        another language's is not. Fill the sentence with ``name=side.name,
        partner=side.partner``.

        Examples
        --------
        >>> Side("Bill", person=True).pick("you", "you two", "it", "they", "Bill")
        'Bill'
        >>> both = Side("Bill and You", plural=True, partner="Bill")
        >>> both.pick("you", "you two", "it", "they", "Bill")
        'you two'
        """
        if self.partner is not None:
            return to_you_and
        if self._you:
            return to_you
        if self.plural:
            return of_players
        return of_player if self.person else of_team

    def verb(self, singular: str, plural: str) -> str:
        """The verb after the name: ``"adds"`` or ``"add"``."""
        return plural if self.plural or self._you else singular

    def they(self, singular: str, plural: str) -> str:
        """The pronoun and its verb: ``"it adds"``, ``"they add"``, ``"you add"``."""
        return f"{self.it} {self.pronoun_verb(singular, plural)}"

    def pronoun_verb(self, singular: str, plural: str) -> str:
        """The verb that agrees with :attr:`it`: ``"adds"`` or ``"add"``."""
        return plural if self.plural or self._you or self.person else singular

    @property
    def it(self) -> str:
        """``"it"``, ``"they"`` or ``"you"``."""
        return "you" if self._you else "they" if self.plural or self.person else "it"

    @property
    def own(self) -> str:
        """The side's own, standing alone: ``"yours"`` or ``"Lisa's"``."""
        return "yours" if self._you else f"{self.name}'s"

    @property
    def its(self) -> str:
        """``"its"``, ``"their"`` or ``"your"``."""
        return "your" if self._you else "their" if self.plural or self.person else "its"


def side_of(team: int, players: int) -> Side:
    """``Side("Team 0")``, or ``Side("Player 0", person=True)`` in a game where each player is
    a side (a person: "their", "they add")."""
    if _partners(players):
        return Side(_("Team {number}").format(number=team))
    return Side(_("Player {number}").format(number=team), person=True)


_partners = partnered

BOTH = 2
"""Things English calls "both" and "neither" (more are "all" and "no"): grammar, not a
count of sides."""


def _sums(r: ScoreReason) -> str:
    points = r.points or 0
    return _("{meld} meld + {points} trick points = {total}").format(
        meld=r.meld, points=points, total=r.meld + points
    )


def _loses(r: ScoreReason, s: Side) -> str:
    if r.penalty is SetPenalty.SHORTFALL:
        return _("the shortfall, {bid} - {made} = {loss}").format(
            bid=r.bid, made=r.made, loss=r.loss
        )
    if r.penalty is SetPenalty.BID_PLUS_MELD:
        return s.pick(
            pgettext("side: you", "the bid and your meld, {bid} + {meld} = {loss}"),
            pgettext("side: you and partner", "the bid and your meld, {bid} + {meld} = {loss}"),
            pgettext("side: team", "the bid and its meld, {bid} + {meld} = {loss}"),
            pgettext("side: players", "the bid and their meld, {bid} + {meld} = {loss}"),
            pgettext("side: player", "the bid and their meld, {bid} + {meld} = {loss}"),
        ).format(bid=r.bid, meld=r.meld, loss=r.loss)
    return _("the bid, {bid}").format(bid=r.bid)


def _counted(r: ScoreReason, s: Side) -> str:
    if r.zero_rule is ZeroTrickRule.TRICK_POINTS:
        text = s.pick(
            pgettext("side: you", "{name} took trick points, so your meld counts: you add {sums}."),
            pgettext(
                "side: you and partner",
                "You and {partner} took trick points, so your meld counts: you add {sums}.",
            ),
            pgettext("side: team", "{name} took trick points, so its meld counts: it adds {sums}."),
            pgettext(
                "side: players", "{name} took trick points, so their meld counts: they add {sums}."
            ),
            pgettext(
                "side: player", "{name} took trick points, so their meld counts: they add {sums}."
            ),
        )
    elif r.zero_rule is ZeroTrickRule.TRICKS:
        text = s.pick(
            pgettext("side: you", "{name} took a trick, so your meld counts: you add {sums}."),
            pgettext(
                "side: you and partner",
                "You and {partner} took a trick, so your meld counts: you add {sums}.",
            ),
            pgettext("side: team", "{name} took a trick, so its meld counts: it adds {sums}."),
            pgettext(
                "side: players", "{name} took a trick, so their meld counts: they add {sums}."
            ),
            pgettext("side: player", "{name} took a trick, so their meld counts: they add {sums}."),
        )
    else:
        text = s.pick(
            pgettext("side: you", "{name} add {sums}."),
            pgettext("side: you and partner", "You and {partner} add {sums}."),
            pgettext("side: team", "{name} adds {sums}."),
            pgettext("side: players", "{name} add {sums}."),
            pgettext("side: player", "{name} adds {sums}."),
        )
    return text.format(name=s.name, partner=s.partner, sums=_sums(r))


def _nothing(r: ScoreReason, s: Side) -> str:
    if r.zero_rule is ZeroTrickRule.TRICKS:
        text = s.pick(
            pgettext(
                "side: you",
                "{name} took no trick, so you score nothing: your {meld} meld does not count.",
            ),
            pgettext(
                "side: you and partner",
                "You and {partner} took no trick, so you score nothing: your {meld} meld does not "
                "count.",
            ),
            pgettext(
                "side: team",
                "{name} took no trick, so it scores nothing: its {meld} meld does not count.",
            ),
            pgettext(
                "side: players",
                "{name} took no trick, so they score nothing: their {meld} meld does not count.",
            ),
            pgettext(
                "side: player",
                "{name} took no trick, so they score nothing: their {meld} meld does not count.",
            ),
        )
    else:
        text = s.pick(
            pgettext(
                "side: you",
                "{name} took no trick points (no counter and not the last trick), so you score "
                "nothing: your {meld} meld does not count.",
            ),
            pgettext(
                "side: you and partner",
                "You and {partner} took no trick points (no counter and not the last trick), so "
                "you score nothing: your {meld} meld does not count.",
            ),
            pgettext(
                "side: team",
                "{name} took no trick points (no counter and not the last trick), so it scores "
                "nothing: its {meld} meld does not count.",
            ),
            pgettext(
                "side: players",
                "{name} took no trick points (no counter and not the last trick), so they score "
                "nothing: their {meld} meld does not count.",
            ),
            pgettext(
                "side: player",
                "{name} took no trick points (no counter and not the last trick), so they score "
                "nothing: their {meld} meld does not count.",
            ),
        )
    return text.format(name=s.name, partner=s.partner, meld=r.meld)


def _made(r: ScoreReason, s: Side) -> str:
    return s.pick(
        pgettext("side: you", "{name} made your bid of {bid}: {sums}, so you add all {made}."),
        pgettext(
            "side: you and partner",
            "You and {partner} made your bid of {bid}: {sums}, so you add all {made}.",
        ),
        pgettext("side: team", "{name} made its bid of {bid}: {sums}, so it adds all {made}."),
        pgettext(
            "side: players", "{name} made their bid of {bid}: {sums}, so they add all {made}."
        ),
        pgettext("side: player", "{name} made their bid of {bid}: {sums}, so they add all {made}."),
    ).format(name=s.name, partner=s.partner, bid=r.bid, sums=_sums(r), made=r.made)


def _set_head(r: ScoreReason, s: Side) -> str:
    """The first clause of a set: ``"Team 0 is set on its bid of 300"``."""
    return s.pick(
        pgettext("side: you", "{name} are set on your bid of {bid}"),
        pgettext("side: you and partner", "You and {partner} are set on your bid of {bid}"),
        pgettext("side: team", "{name} is set on its bid of {bid}"),
        pgettext("side: players", "{name} are set on their bid of {bid}"),
        pgettext("side: player", "{name} is set on their bid of {bid}"),
    ).format(name=s.name, partner=s.partner, bid=r.bid)


def _set_tail(r: ScoreReason, s: Side) -> str:
    """The last clause of a set: ``"it adds nothing and loses the bid, 300."``."""
    return s.pick(
        pgettext("side: you", "you add nothing and lose {loss}."),
        pgettext("side: you and partner", "you add nothing and lose {loss}."),
        pgettext("side: team", "it adds nothing and loses {loss}."),
        pgettext("side: players", "they add nothing and lose {loss}."),
        pgettext("side: player", "they add nothing and lose {loss}."),
    ).format(loss=_loses(r, s))


def _set(r: ScoreReason, s: Side) -> str:
    return _("{is_set}: {sums} is less, so {loses}").format(
        is_set=_set_head(r, s), sums=_sums(r), loses=_set_tail(r, s)
    )


def _no_trick_clause(r: ScoreReason, s: Side) -> str:
    """``"it took no trick, so its 120 meld does not count"`` (the middle of a set)."""
    if r.zero_rule is ZeroTrickRule.TRICKS:
        text = s.pick(
            pgettext("side: you", "you took no trick, so your {meld} meld does not count"),
            pgettext(
                "side: you and partner", "you took no trick, so your {meld} meld does not count"
            ),
            pgettext("side: team", "it took no trick, so its {meld} meld does not count"),
            pgettext("side: players", "they took no trick, so their {meld} meld does not count"),
            pgettext("side: player", "they took no trick, so their {meld} meld does not count"),
        )
    else:
        text = s.pick(
            pgettext(
                "side: you",
                "you took no trick points (no counter and not the last trick), so your {meld} "
                "meld does not count",
            ),
            pgettext(
                "side: you and partner",
                "you took no trick points (no counter and not the last trick), so your {meld} "
                "meld does not count",
            ),
            pgettext(
                "side: team",
                "it took no trick points (no counter and not the last trick), so its {meld} "
                "meld does not count",
            ),
            pgettext(
                "side: players",
                "they took no trick points (no counter and not the last trick), so their {meld} "
                "meld does not count",
            ),
            pgettext(
                "side: player",
                "they took no trick points (no counter and not the last trick), so their {meld} "
                "meld does not count",
            ),
        )
    return text.format(meld=r.meld)


def _set_no_tricks(r: ScoreReason, s: Side) -> str:
    return _("{is_set}: {why}; {loses}").format(
        is_set=_set_head(r, s), why=_no_trick_clause(r, s), loses=_set_tail(r, s)
    )


def _thrown_in(r: ScoreReason, s: Side) -> str:
    return s.pick(
        pgettext(
            "side: you",
            "{name} threw the hand in: you lose the bid, {bid}, and your {meld} meld does not "
            "count.",
        ),
        pgettext(
            "side: you and partner",
            "You and {partner} threw the hand in: you lose the bid, {bid}, and your {meld} meld "
            "does not count.",
        ),
        pgettext(
            "side: team",
            "{name} threw the hand in: it loses the bid, {bid}, and its {meld} meld does not "
            "count.",
        ),
        pgettext(
            "side: players",
            "{name} threw the hand in: they lose the bid, {bid}, and their {meld} meld does not "
            "count.",
        ),
        pgettext(
            "side: player",
            "{name} threw the hand in: they lose the bid, {bid}, and their {meld} meld does not "
            "count.",
        ),
    ).format(name=s.name, partner=s.partner, bid=r.bid, meld=r.meld)


def _meld_only(r: ScoreReason, s: Side) -> str:
    return s.pick(
        pgettext(
            "side: you",
            "{name} add your meld, {meld}: the hand was thrown in, so no tricks are played.",
        ),
        pgettext(
            "side: you and partner",
            "You and {partner} add your meld, {meld}: the hand was thrown in, so no tricks are "
            "played.",
        ),
        pgettext(
            "side: team",
            "{name} adds its meld, {meld}: the hand was thrown in, so no tricks are played.",
        ),
        pgettext(
            "side: players",
            "{name} add their meld, {meld}: the hand was thrown in, so no tricks are played.",
        ),
        pgettext(
            "side: player",
            "{name} adds their meld, {meld}: the hand was thrown in, so no tricks are played.",
        ),
    ).format(name=s.name, partner=s.partner, meld=r.meld)


_LINES: dict[ScoreWhy, Callable[[ScoreReason, Side], str]] = {
    ScoreWhy.COUNTED: _counted,
    ScoreWhy.NOTHING: _nothing,
    ScoreWhy.MADE: _made,
    ScoreWhy.SET: _set,
    ScoreWhy.SET_NO_TRICKS: _set_no_tricks,
    ScoreWhy.THROWN_IN: _thrown_in,
    ScoreWhy.MELD_ONLY: _meld_only,
}


def score_sentence(
    reason: ScoreReason, side: Side | None = None, *, lang: str | None = None
) -> str:
    """Why a side gains or loses what it does, naming it ``side`` ("Team 0" by default)."""
    if lang is not None:
        with speaking(lang):
            return score_sentence(reason, side)
    return _LINES[reason.code](reason, side or side_of(reason.team, reason.players))


def _reached(g: GameReason) -> tuple[str, str]:
    """``("Both teams", "1550 and 1610")``, ``("Two players", "1570 and 1580")`` of three: the
    sides that reached the target, and their totals (every side's total in a two-sided game)."""
    team = _partners(g.players)
    if len(g.totals) == BOTH:
        many = _("Both teams") if team else _("Both players")
        return many, listed([str(g.totals[0]), str(g.totals[1])], _("and"))
    totals = [t for t in g.totals if t >= g.target]
    if len(totals) == len(g.totals):
        many = _("All teams") if team else _("All players")
    elif team:
        many = ngettext("{count} team", "{count} teams", len(totals))
    else:
        many = ngettext("{count} player", "{count} players", len(totals))
    count = number_word(len(totals)).capitalize()
    return many.format(count=count), listed([str(t) for t in totals], _("and"))


def _goes_on(g: GameReason, names: tuple[Side, ...]) -> str:
    if len(g.totals) == BOTH:
        text = (
            _("Neither team has reached {target}: the game goes on.")
            if _partners(g.players)
            else _("Neither player has reached {target}: the game goes on.")
        )
    elif _partners(g.players):
        text = _("No team has reached {target}: the game goes on.")
    else:
        text = _("No player has reached {target}: the game goes on.")
    return text.format(target=g.target)


def _reaches(g: GameReason, names: tuple[Side, ...]) -> str:
    team = g.winner or 0
    s = names[team]
    return s.pick(
        pgettext("side: you", "{name} reach {total}, at least {target}: you win the game."),
        pgettext(
            "side: you and partner",
            "You and {partner} reach {total}, at least {target}: you win the game.",
        ),
        pgettext("side: team", "{name} reaches {total}, at least {target}: it wins the game."),
        pgettext("side: players", "{name} reach {total}, at least {target}: they win the game."),
        pgettext("side: player", "{name} reaches {total}, at least {target}: they win the game."),
    ).format(name=s.name, partner=s.partner, total=g.totals[team], target=g.target)


def _both_reach(g: GameReason, names: tuple[Side, ...]) -> str:
    s = names[g.winner or 0]
    many, totals = _reached(g)
    held = (
        _("the team that held the bid")
        if _partners(g.players)
        else _("the player that held the bid")
    )
    return s.pick(
        pgettext(
            "side: you",
            "{sides} reach {target} ({totals}): {held}, {name}, win whatever the scores.",
        ),
        pgettext(
            "side: you and partner",
            "{sides} reach {target} ({totals}): {held}, you and {partner}, win whatever the "
            "scores.",
        ),
        pgettext(
            "side: team",
            "{sides} reach {target} ({totals}): {held}, {name}, wins whatever the scores.",
        ),
        pgettext(
            "side: players",
            "{sides} reach {target} ({totals}): {held}, {name}, win whatever the scores.",
        ),
        pgettext(
            "side: player",
            "{sides} reach {target} ({totals}): {held}, {name}, wins whatever the scores.",
        ),
    ).format(sides=many, target=g.target, totals=totals, held=held, name=s.name, partner=s.partner)


def _first_to_reach(g: GameReason, names: tuple[Side, ...]) -> str:
    s = names[g.winner or 0]
    return s.pick(
        pgettext(
            "side: you",
            "{name} reached {target} first, with meld scored during the round "
            "({first} and {second} after the count): you win the game.",
        ),
        pgettext(
            "side: you and partner",
            "You and {partner} reached {target} first, with meld scored during the round "
            "({first} and {second} after the count): you win the game.",
        ),
        pgettext(
            "side: team",
            "{name} reached {target} first, with meld scored during the round "
            "({first} and {second} after the count): it wins the game.",
        ),
        pgettext(
            "side: players",
            "{name} reached {target} first, with meld scored during the round "
            "({first} and {second} after the count): they win the game.",
        ),
        pgettext(
            "side: player",
            "{name} reached {target} first, with meld scored during the round "
            "({first} and {second} after the count): they win the game.",
        ),
    ).format(name=s.name, partner=s.partner, target=g.target, first=g.totals[0], second=g.totals[1])


def _higher_total(g: GameReason, names: tuple[Side, ...]) -> str:
    s = names[g.winner or 0]
    many, totals = _reached(g)
    return s.pick(
        pgettext(
            "side: you",
            "{sides} reach {target} at the count ({totals}): the higher total, "
            "yours, wins the game.",
        ),
        pgettext(
            "side: you and partner",
            "{sides} reach {target} at the count ({totals}): the higher total, "
            "yours, wins the game.",
        ),
        pgettext(
            "side: team",
            "{sides} reach {target} at the count ({totals}): the higher total, "
            "{name}'s, wins the game.",
        ),
        pgettext(
            "side: players",
            "{sides} reach {target} at the count ({totals}): the higher total, "
            "{name}'s, wins the game.",
        ),
        pgettext(
            "side: player",
            "{sides} reach {target} at the count ({totals}): the higher total, "
            "{name}'s, wins the game.",
        ),
    ).format(sides=many, target=g.target, totals=totals, name=s.name, partner=s.partner)


def _both_equal(g: GameReason, names: tuple[Side, ...]) -> str:
    many, _totals = _reached(g)
    return _("{sides} reach {target} with {points} each: another round is played.").format(
        sides=many, target=g.target, points=max(g.totals)
    )


_GAME: dict[GameWhy, Callable[[GameReason, tuple[Side, ...]], str]] = {
    GameWhy.GOES_ON: _goes_on,
    GameWhy.REACHES: _reaches,
    GameWhy.BOTH_REACH: _both_reach,
    GameWhy.FIRST_TO_REACH: _first_to_reach,
    GameWhy.HIGHER_TOTAL: _higher_total,
    GameWhy.BOTH_EQUAL: _both_equal,
}


def game_text(
    reason: GameReason, sides: tuple[Side, ...] | None = None, *, lang: str | None = None
) -> str:
    """Where the game stands, the sides named ``sides`` ("Team 0", "Team 1" by default).

    Examples
    --------
    >>> from pinochle_learn.scoring import game_result
    >>> print(game_text(game_result((1550, 1610), bidding_team=0)[1]))
    ... # doctest: +NORMALIZE_WHITESPACE
    Both teams reach 1500 (1550 and 1610): the team that held the bid, team 0, wins whatever
    the scores.
    """
    if lang is not None:
        with speaking(lang):
            return game_text(reason, sides)
    if sides is None:  # "Team 1 reaches ..." opens a sentence, "... the bid, team 1, wins"
        opening = tuple(side_of(side, reason.players) for side in range(len(reason.totals)))
        inside = tuple(Side(s.name.lower(), person=s.person) for s in opening)
        starts = (GameWhy.REACHES, GameWhy.FIRST_TO_REACH)
        sides = opening if reason.code in starts else inside
    return _GAME[reason.code](reason, sides)
