"""pinochle-learn's rules engine: cards, rulesets and an explained meld solver.

Standard library only; widgets live in ``pinochle_widgets``. The rules are those of
``RULES.md`` (PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW).
"""

from .cards import DECK, RANKS, SUITS, UNIQUE_CARDS, Card, Rank, Suit, parse_cards
from .errors import HandError, IllegalActionError, ParseError, PinochleError, RulesetError
from .hand import Hand
from .meld import Meld, MeldResult, NearMiss, meld_candidates, solve_meld
from .meldkinds import MeldKind
from .ruleset import (
    PARTNERSHIP,
    PRESETS,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    CardReuse,
    Ruleset,
    SetPenalty,
    find_ruleset,
)

__all__ = [
    "DECK",
    "PARTNERSHIP",
    "PRESETS",
    "RANKS",
    "SUITS",
    "TWO_HAND_STOCK",
    "TWO_HAND_WIDOW",
    "UNIQUE_CARDS",
    "Card",
    "CardReuse",
    "Hand",
    "HandError",
    "IllegalActionError",
    "Meld",
    "MeldKind",
    "MeldResult",
    "NearMiss",
    "ParseError",
    "PinochleError",
    "Rank",
    "Ruleset",
    "RulesetError",
    "SetPenalty",
    "Suit",
    "find_ruleset",
    "meld_candidates",
    "parse_cards",
    "solve_meld",
]
__version__ = "0.1.0"
