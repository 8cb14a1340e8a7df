"""The computer's levels as data, and the one entry point every table and the command line call.

- ``"learner"``: today's players (:func:`pinochle_learn.players.choose_action`), a few plain
  rules a learner can read, unchanged.
- ``"strong"``: in the tricks of the games the solver takes (PARTNERSHIP, TWO_HAND_WIDOW, and
  TWO_HAND_STOCK once the stock is gone), the card of :func:`pinochle_learn.strongplay.
  strong_card`: solved exactly where the position is known, else sampled deals consistent with
  the seat's own knowledge (:mod:`pinochle_learn.knowledge`), each solved. In the stock game
  while the stock lasts, the card of :func:`pinochle_learn.strongstock.strong_stock_card`:
  sampled deals of the hidden hand and stock, each card played out to the round's end.
  :mod:`pinochle_learn.strongsetup`'s steps: TWO_HAND_WIDOW's building, bid and trump by
  expected value (:mod:`pinochle_learn.strongwidow`) and TWO_HAND_STOCK's meld turns
  (:mod:`pinochle_learn.strongmeld`). In the four-hand partnership auction
  (:func:`~pinochle_learn.advisor.advises`) the bid, the trump (:mod:`pinochle_learn.strongbid`),
  the passes and the throw-in (:mod:`pinochle_learn.strongpass`) are chosen by expected value
  over sampled deals. Everything else (burying, and the games the solver refuses:
  THREE_HAND_CUTTHROAT, DOUBLE_DECK) is played like the learner.

Every decision carries its reason as data (:class:`LevelReason`: a code and its values); the
sentence is made in ``render/level_text.py``.

Examples
--------
>>> import random
>>> from pinochle_learn import RoundState, deal_from_seed, Seat
>>> state = RoundState().apply(deal_from_seed(3, Seat.WEST))
>>> decision = decide("learner", state, random.Random(3))
>>> decision.reason.code
<LevelWhy.LEARNER: 'learner'>
>>> decide("expert", state, random.Random(3))
Traceback (most recent call last):
...
pinochle_learn.levels.UnknownLevel: no level 'expert': the levels are learner, strong
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from enum import Enum
from typing import TYPE_CHECKING, Any

from .actions import Play
from .advisor import advises
from .cards import Card
from .errors import PinochleError, shown
from .knowledge import knowledge_of
from .players import choose_action
from .procedure import Phase
from .solver.position import unsolvable
from .strongbid import STRONG_BID_PHASES, strong_contract
from .strongplay import STRONG_WORK, Work, strong_card
from .strongstock import stock_view, strong_stock_card

if TYPE_CHECKING:
    from .actions import Action
    from .ruleset import Ruleset
    from .state import RoundState

__all__ = [
    "LEVELS",
    "Decision",
    "LevelReason",
    "LevelWhy",
    "UnknownLevel",
    "as_level",
    "decide",
    "strong_like_learner",
]

LEVELS = ("learner", "strong")
"""The computer's levels, weakest first."""


def strong_like_learner(ruleset: Ruleset) -> bool:
    """Does the strong level play every step of ``ruleset``'s game like the learner level?
    True when none of its own steps applies (module docstring): no partnership auction it
    advises (:func:`~pinochle_learn.advisor.advises`), no widow building, auction or trump
    (WIDOW_ROUND), no stock game (its cards and meld turns) and tricks the solver refuses
    (:func:`~pinochle_learn.solver.position.unsolvable`): THREE_HAND_CUTTHROAT, DOUBLE_DECK.
    :func:`decide` does not read it (its decisions are the same with or without it).

    >>> from pinochle_learn.ruleset import DOUBLE_DECK, PARTNERSHIP, THREE_HAND_CUTTHROAT
    >>> [strong_like_learner(r) for r in (PARTNERSHIP, THREE_HAND_CUTTHROAT, DOUBLE_DECK)]
    [False, True, True]
    """
    phases = ruleset.procedure.phases if ruleset.procedure is not None else ()
    return (
        not advises(ruleset)
        and Phase.BUILD not in phases
        and Phase.STOCK not in phases
        and unsolvable(ruleset) is not None
    )


class UnknownLevel(PinochleError):
    """A level name that is none of :data:`LEVELS` (``code="unknown_level"``; values ``name``,
    the name given, quoted, and ``names``, the levels, comma-separated)."""


def as_level(name: object) -> str:
    """``name`` checked: one of :data:`LEVELS` (lower case accepted as given, spaces trimmed).

    Raises
    ------
    UnknownLevel
        Any other name.
    """
    if isinstance(name, str) and name.strip().lower() in LEVELS:
        return name.strip().lower()
    names = ", ".join(LEVELS)
    raise UnknownLevel(
        f"no level {shown(name)}: the levels are {names}",
        code="unknown_level",
        name=shown(name),
        names=names,
    )


class LevelWhy(Enum):
    """Why the computer chose its action. The values each code uses are named."""

    LEARNER = "learner"
    """The learner level's plain rules (no values)."""
    LIKE_LEARNER = "like_learner"
    """The strong level outside its trick play: plays like the learner for now (``phase``:
    the phase's name)."""
    NOT_SOLVED = "not_solved"
    """The strong level in a game the solver does not take: the learner's rules (``game``)."""
    ONLY_CARD = "only_card"
    """One legal card: ``card``."""
    EXACT = "exact"
    """Solved: with ``card`` the side takes ``points`` of the ``left`` points still to take."""
    ESTIMATED = "estimated"
    """Known but too big to solve in its work: ``card`` estimated at ``points`` of ``left``,
    the last ``tail`` tricks solved; ``out_of_time`` when the wall-clock safety net
    (``budget``, seconds, or ``None``) fired during it."""
    SAMPLED = "sampled"
    """Sampled: ``card`` best in ``best_in`` of ``deals`` deals, ``points`` on average of
    ``left``; ``out_of_time`` when the wall-clock safety net (``budget``, seconds, or
    ``None``) fired first."""
    BUILD_KEEP = "build_keep"
    """TWO_HAND_WIDOW building (:mod:`pinochle_learn.strongwidow`): keeps ``card``; the
    finished hand is worth ``kept`` keeping it and ``discarded`` not, on average over
    ``samples`` draws of the unseen cards."""
    BUILD_DISCARD = "build_discard"
    """As ``BUILD_KEEP``, discarding ``card``."""
    BUILD_LAST = "build_last"
    """The last card of the widow, kept by the rules (``card``)."""
    WIDOW_BID = "widow_bid"
    """TWO_HAND_WIDOW auction: bids ``bid``; with ``trump`` it expects ``total`` (``meld`` and
    about ``tricks`` trick points); every bid up to ``ceiling`` is worth more than passing."""
    WIDOW_PASS = "widow_pass"
    """TWO_HAND_WIDOW auction: passes, leaving the other the contract at ``standing``; its
    best, ``total`` (``meld``, ``tricks``) with ``trump``, makes no bid worth more."""
    WIDOW_TRUMP = "widow_trump"
    """TWO_HAND_WIDOW trump: ``trump``, ``meld`` and about ``tricks``, ``total`` against the
    ``bid``."""
    STOCK_MELD = "stock_meld"
    """TWO_HAND_STOCK meld turn (:mod:`pinochle_learn.strongmeld`): lays down ``kind`` for
    ``points``, expecting to win ``turns`` of the ``left`` tricks still to play while the
    stock lasts, on which the planner finds ``future`` more; ``planner``: the learner's meld
    kind (``None``: none)."""
    STOCK_NO_MELD = "stock_no_meld"
    """TWO_HAND_STOCK meld turn: lays down none (values as ``STOCK_MELD``)."""
    STOCK_SAMPLED = "stock_sampled"
    """The stock game while the stock lasts (:mod:`pinochle_learn.strongstock`): ``card``
    (``from_table``: one of its melds on the table) best in ``best_in`` of ``deals`` deals
    played out to the end, ahead of the other by ``margin`` points on average (meld and
    counters from here; negative: behind); ``plain``: the learner level's card, no other
    clearly better; ``out_of_time`` when the ``budget`` ran out first."""
    BID = "bid"
    """PARTNERSHIP auction (:mod:`pinochle_learn.strongbid`): bids ``bid``, expecting
    ``expected`` with ``trump``, made in ``made`` of ``deals`` deals; ``limit`` the highest
    bid the samples support."""
    BID_PASS = "bid_pass"
    """Passes: holding the contract at ``bid`` is worth less than letting the other side have
    it (``trump``, ``expected``, ``made``, ``deals`` as :attr:`BID`); ``bid`` is ``None`` when
    no bid was allowed."""
    PARTNER_HOLDS = "partner_holds"
    """Passes, leaving the contract with its partner: with ``trump`` it expects ``expected``,
    not ``margin`` over the next bid ``bid`` (``made``, ``deals``, ``limit``)."""
    TRUMP_EV = "trump_ev"
    """Names ``trump``: the best expected score at the bid ``bid`` (``expected``, ``made``,
    ``deals``)."""
    PASS_EV = "pass_ev"
    """Passes ``cards`` (:mod:`pinochle_learn.strongpass`): the best of ``candidates`` sets
    played out in ``deals`` deals, its side ``margin`` points ahead of the other on average
    (``next_margin``: the second best's)."""
    THROW_IN_EV = "throw_in_ev"
    """Throws in the bid ``bid`` (its side's meld ``meld``): played, the other side would
    score ``played`` on average over ``deals`` deals, at least its meld ``their_meld``."""
    PLAY_ON_EV = "play_on_ev"
    """Plays on (values as :attr:`THROW_IN_EV`): played, the other side scores ``played`` on
    average, less than its meld ``their_meld``."""


@dataclass(frozen=True)
class LevelReason:
    """A decision's reason as data: a :class:`LevelWhy` code and its values."""

    code: LevelWhy
    values: dict[str, Any] = field(default_factory=dict)

    def __getitem__(self, key: str) -> Any:
        return self.values[key]


@dataclass(frozen=True)
class Decision:
    """The computer's action and why."""

    action: Action
    reason: LevelReason


def decide(
    level: str,
    state: RoundState,
    rng: random.Random,
    *,
    budget_s: float | None = None,
    work: Work = STRONG_WORK,
) -> Decision:
    """The action of the computer at ``level`` for the seat to act in ``state``, with its reason.

    Parameters
    ----------
    level
        One of :data:`LEVELS`.
    state
        A round with a seat to act (any phase but the deal).
    rng
        Breaks the learner's ties and draws the strong level's sampled deals: the same seed,
        the same action.
    budget_s
        A wall-clock safety net for one strong card, seconds, or ``None`` (default): the work
        alone bounds the decision, so the same seed gives the same action at any load (the
        command line, the tournament). Past the net (a page's), the best card found so far,
        and the reason says so (``out_of_time``).
    work
        The strong level's work for one card (:data:`~pinochle_learn.strongplay.STRONG_WORK`:
        solver nodes and sampled deals, the same on every machine).

    Raises
    ------
    UnknownLevel
        ``level`` is none of :data:`LEVELS`.
    IllegalActionError
        Nobody is to act, or the deal is awaited.
    """
    level = as_level(level)
    if level == "learner":
        return Decision(choose_action(state, rng), LevelReason(LevelWhy.LEARNER))
    from .strongsetup import strong_setup  # imports this module

    setup = strong_setup(state, rng)
    if setup is not None:
        return setup
    if state.phase is Phase.STOCK and state.trick is not None and state.to_act is not None:
        return _stock_card(state, rng, budget_s)
    if state.phase in STRONG_BID_PHASES and state.to_act is not None and advises(state.ruleset):
        return _contract(state, rng)
    if state.phase is not Phase.TRICKS or state.to_act is None:
        action = choose_action(state, rng)
        return Decision(action, LevelReason(LevelWhy.LIKE_LEARNER, {"phase": state.phase.name}))
    if unsolvable(state.ruleset) is not None:
        action = choose_action(state, rng)
        return Decision(action, LevelReason(LevelWhy.NOT_SOLVED, {"game": state.ruleset.name}))
    analysis = state.play_analysis()
    assert analysis is not None
    legal = sorted(set(analysis.legal), key=lambda c: c.sort_key)
    if len(legal) == 1:
        return _play(state, legal[0], LevelReason(LevelWhy.ONLY_CARD, {"card": legal[0]}))
    choice = strong_card(knowledge_of(state), rng, budget_s, work=work)
    values: dict[str, Any] = {
        "card": choice.card,
        "points": choice.points,
        "left": choice.left,
        "out_of_time": choice.out_of_time,
        "budget": choice.budget_s,
    }
    if choice.method == "exact":
        code = LevelWhy.EXACT
    elif choice.method == "estimated":
        code = LevelWhy.ESTIMATED
        values["tail"] = _tail(state)
    else:
        code = LevelWhy.SAMPLED
        values.update(deals=choice.deals, best_in=choice.best_in)
    return _play(state, choice.card, LevelReason(code, values))


def _stock_card(state: RoundState, rng: random.Random, budget_s: float | None) -> Decision:
    """The strong card while the stock lasts: sampled deals played out
    (:func:`~pinochle_learn.strongstock.strong_stock_card`)."""
    seat = state.to_act
    assert seat is not None
    view = stock_view(state)
    if len(view.choices) == 1:
        card, from_table = view.choices[0]
        reason = LevelReason(LevelWhy.ONLY_CARD, {"card": card})
        return Decision(Play(seat, card, from_table), reason)
    choice = strong_stock_card(view, rng, budget_s)
    values: dict[str, Any] = {
        "card": choice.card,
        "from_table": choice.from_table,
        "margin": choice.margin,
        "deals": choice.deals,
        "best_in": choice.best_in,
        "out_of_time": choice.out_of_time,
        "budget": choice.budget_s,
        "plain": choice.plain,
    }
    reason = LevelReason(LevelWhy.STOCK_SAMPLED, values)
    return Decision(Play(seat, choice.card, choice.from_table), reason)


def _contract(state: RoundState, rng: random.Random) -> Decision:
    """The strong auction, trump, passes and throw-in (:func:`~pinochle_learn.strongbid.
    strong_contract`) as a decision."""
    action, code, values = strong_contract(state, rng)
    return Decision(action, LevelReason(LevelWhy(code), values))


def _tail(state: RoundState) -> int:
    from .strongplay import TAIL_TRICKS

    return TAIL_TRICKS[state.ruleset.players]


def _play(state: RoundState, card: Card, reason: LevelReason) -> Decision:
    seat = state.to_act
    assert seat is not None
    return Decision(Play(seat, card), reason)
