"""How a round goes, as data: the phases in order and the choices that shape them.

A :class:`~pinochle_learn.ruleset.Ruleset` carries a :class:`Procedure`. The round engine
(:mod:`pinochle_learn.state`) walks its :attr:`Procedure.phases` in order, asking each phase's
unit (:mod:`pinochle_learn.phases`) who acts, what is legal, and what an action does. A phase
with nothing to do in this round (no passing when ``pass_cards`` is 0, no throw-in decision
when the bid is within reach) is passed through. Nothing here names a seat count, a hand size
or a number of tricks: those come from the ruleset's fields.

Adding a game is adding data here (a new :class:`Procedure`, maybe a new member of an enum
below) and, for a phase no game had before, one phase unit in :mod:`pinochle_learn.phases`
(see ``ARCHITECTURE.md``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .errors import RulesetError

__all__ = [
    "AUCTION_ROUND",
    "CUTTHROAT_ROUND",
    "STOCK_ROUND",
    "WIDOW_ROUND",
    "DealKind",
    "FirstLead",
    "MeldTiming",
    "Phase",
    "Procedure",
    "RoundScoring",
]


class Phase(Enum):
    """A phase of a round; each has one unit in :mod:`pinochle_learn.phases`.

    The value is an identifier (``render`` words it: "the auction").
    """

    DEAL = "deal"
    """The dealer deals (a chance event: :class:`~pinochle_learn.actions.Deal`)."""
    BUILD = "build"
    """TWO_HAND_WIDOW: players alternately draw from the widow, keeping one card a turn."""
    AUCTION = "auction"
    TRUMP = "trump"
    PASS_TO_BIDDER = "pass_to_bidder"
    PASS_BACK = "pass_back"
    MELD = "meld"
    """Every player's best meld is worked out and shown (no action: the program melds)."""
    THROW_IN = "throw_in"
    WIDOW = "widow"
    """THREE_HAND_CUTTHROAT: the bid winner shows the widow (the kitty dealt face down) and
    takes it into hand (no action: done as it is entered)."""
    BURY = "bury"
    """THREE_HAND_CUTTHROAT: the bid winner buries as many cards as the widow held."""
    STOCK = "stock"
    """TWO_HAND_STOCK: the tricks while the stock lasts; after each, its winner may lay down one
    meld and exchange the dix, then both players draw."""
    TRICKS = "tricks"
    OVER = "over"


class DealKind(Enum):
    """How the cards reach the players (the :class:`~pinochle_learn.actions.Deal` action's
    shape)."""

    HANDS = "hands"
    """``players`` hands of ``hand_size`` (PARTNERSHIP), and the ruleset's ``kitty`` cards
    face down as a widow for the bid winner (THREE_HAND_CUTTHROAT: the
    :class:`~pinochle_learn.actions.Deal`'s ``stock``)."""
    WIDOW = "widow"
    """No card dealt: the shuffled deck is the widow, face down; the hands are built from it
    (TWO_HAND_WIDOW)."""
    STOCK_TURN_UP = "stock_turn_up"
    """``hand_size`` cards each, the rest a face-down stock whose last card is turned up for
    trump (TWO_HAND_STOCK): the :class:`~pinochle_learn.actions.Deal`'s ``stock`` lists the cards
    left, the one turned up first."""


class FirstLead(Enum):
    """Who leads the first trick."""

    BIDDER = "bidder"
    """The bid winner (PARTNERSHIP, TWO_HAND_WIDOW, THREE_HAND_CUTTHROAT)."""
    NON_DEALER = "non_dealer"
    """The player left of the dealer (TWO_HAND_STOCK); later tricks are led by the winner of
    the trick before, in every game."""


class MeldTiming(Enum):
    """When meld is declared."""

    ONCE = "once"
    """Once, by every player, before the tricks (PARTNERSHIP, TWO_HAND_WIDOW)."""
    AFTER_TRICK_WON = "after_trick_won"
    """One meld by the winner of each trick while the stock lasts (TWO_HAND_STOCK)."""


class RoundScoring(Enum):
    """How a round is scored."""

    CONTRACT = "contract"
    """Against the bid: made, or set with the ruleset's ``set_penalty``
    (:func:`~pinochle_learn.scoring.score_round`)."""
    RUNNING_TOTAL = "running_total"
    """Meld and counters added as they are scored, no contract (TWO_HAND_STOCK)."""


@dataclass(frozen=True)
class Procedure:
    """The shape of one round: its phases in order and how each goes.

    Attributes
    ----------
    phases
        The phases in the order they are played; starts with :attr:`Phase.DEAL` and ends with
        :attr:`Phase.OVER`.
    deal
        How the cards reach the players (:class:`DealKind`).
    first_lead
        Who leads the first trick (:class:`FirstLead`).
    meld_timing
        When meld is declared (:class:`MeldTiming`).
    scoring
        How the round is scored (:class:`RoundScoring`).
    packet
        Cards dealt to a player at a time, starting with the player left of the dealer (0: the
        hands are dealt whole, one after another by seat; ``RULES.md``, TWO_HAND_STOCK deals
        "12 each in packets of four").

    Raises
    ------
    RulesetError
        The phases do not start with the deal and end with the score, or repeat one; the
        packet is negative.

    Examples
    --------
    >>> AUCTION_ROUND.after(Phase.TRUMP)
    <Phase.PASS_TO_BIDDER: 'pass_to_bidder'>
    >>> Phase.BUILD in WIDOW_ROUND.phases, Phase.BUILD in AUCTION_ROUND.phases
    (True, False)
    """

    phases: tuple[Phase, ...]
    deal: DealKind = DealKind.HANDS
    first_lead: FirstLead = FirstLead.BIDDER
    meld_timing: MeldTiming = MeldTiming.ONCE
    scoring: RoundScoring = RoundScoring.CONTRACT
    packet: int = 0

    def __post_init__(self) -> None:
        phases = tuple(self.phases)
        object.__setattr__(self, "phases", phases)
        if not phases or phases[0] is not Phase.DEAL or phases[-1] is not Phase.OVER:
            raise RulesetError(
                f"phases={[p.name for p in phases]!r}: a round starts with DEAL and ends with OVER"
            )
        if len(set(phases)) != len(phases):
            raise RulesetError(f"phases={[p.name for p in phases]!r}: a phase appears twice")
        if self.packet < 0:
            raise RulesetError(f"packet={self.packet!r}: cards dealt at a time must be 0 or more")

    def after(self, phase: Phase) -> Phase:
        """The phase that follows ``phase`` (OVER stays OVER).

        Raises
        ------
        RulesetError
            ``phase`` is not part of this procedure.
        """
        if phase not in self.phases:
            raise RulesetError(f"phase {phase.name} is not part of this round")
        index = self.phases.index(phase)
        return self.phases[min(index + 1, len(self.phases) - 1)]


AUCTION_ROUND = Procedure(
    phases=(
        Phase.DEAL,
        Phase.AUCTION,
        Phase.TRUMP,
        Phase.PASS_TO_BIDDER,
        Phase.PASS_BACK,
        Phase.MELD,
        Phase.THROW_IN,
        Phase.TRICKS,
        Phase.OVER,
    ),
)
"""Deal, auction, trump, passing (when ``pass_cards`` > 0), meld, throw-in (when allowed),
tricks, score (``RULES.md``, PARTNERSHIP)."""

WIDOW_ROUND = Procedure(
    phases=(
        Phase.DEAL,
        Phase.BUILD,
        Phase.AUCTION,
        Phase.TRUMP,
        Phase.MELD,
        Phase.TRICKS,
        Phase.OVER,
    ),
    deal=DealKind.WIDOW,
)
"""Shuffle the widow, build two hands from it, auction, trump, meld, tricks, score
(``RULES.md``, TWO_HAND_WIDOW)."""

STOCK_ROUND = Procedure(
    phases=(Phase.DEAL, Phase.STOCK, Phase.TRICKS, Phase.OVER),
    deal=DealKind.STOCK_TURN_UP,
    first_lead=FirstLead.NON_DEALER,
    meld_timing=MeldTiming.AFTER_TRICK_WON,
    scoring=RoundScoring.RUNNING_TOTAL,
    packet=4,
)
"""Deal 12 each and turn up trump, the tricks while the stock lasts (meld and draw after each),
the last tricks with the duties to follow and head, score (``RULES.md``, TWO_HAND_STOCK)."""

CUTTHROAT_ROUND = Procedure(
    phases=(
        Phase.DEAL,
        Phase.AUCTION,
        Phase.WIDOW,
        Phase.TRUMP,
        Phase.BURY,
        Phase.MELD,
        Phase.TRICKS,
        Phase.OVER,
    ),
    packet=3,
)
"""Deal 15 each in packets of three and 3 to the widow, auction, the bid winner takes the
widow, names trump and buries 3 cards, meld, tricks, score (``docs/rules.md``,
THREE_HAND_CUTTHROAT)."""
