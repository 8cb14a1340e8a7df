"""pinochle-learn's rules engine: cards, rulesets and an explained meld solver.

Standard library only; widgets live in ``pinochle_widgets``. The rules are those of
``RULES.md`` (PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW).
"""

from .cards import DECK, RANKS, SUITS, UNIQUE_CARDS, Card, Rank, Suit, parse_cards
from .errors import HandError, IllegalActionError, ParseError, PinochleError, RulesetError
from .hand import Hand
from .meld import Meld, MeldResult, NearMiss, meld_candidates, solve_meld
from .meldkinds import MeldKind
from .play import PlayAnalysis, Rule, Verdict, can_play, check_play, legal_plays, play_card
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
from .trick import Trick, beats, trick_points, trick_winner

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
    "PlayAnalysis",
    "Rank",
    "Rule",
    "Ruleset",
    "RulesetError",
    "SetPenalty",
    "Suit",
    "Trick",
    "Verdict",
    "beats",
    "can_play",
    "check_play",
    "find_ruleset",
    "legal_plays",
    "meld_candidates",
    "parse_cards",
    "play_card",
    "solve_meld",
    "trick_points",
    "trick_winner",
]
__version__ = "0.1.0"
