"""pinochle-learn's rules engine: cards, rulesets, an explained meld solver, explained legal
plays, auction, scoring, and whole rounds and games as replayable state machines.

Standard library only; widgets live in ``pinochle_widgets``. The rules are those of
``RULES.md`` (PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW) and ``docs/rules.md``
(THREE_HAND_CUTTHROAT).
"""

from .actions import (
    Action,
    Bid,
    Bury,
    Deal,
    DeclareTrump,
    Discard,
    Keep,
    Pass,
    PassCards,
    Play,
    PlayOn,
    ThrowIn,
    Verdict,
    action_from_dict,
)
from .auction import Auction
from .cards import DECK, RANKS, SUITS, UNIQUE_CARDS, Card, Rank, Suit, parse_cards
from .errors import (
    AmbiguousCard,
    HandError,
    IllegalActionError,
    InputTypeError,
    ParseError,
    PinochleError,
    RulesetError,
    ScoreError,
)
from .figure_checks import FigureProblem, FigureWhy, check_figures
from .hand import Hand
from .meld import Meld, MeldResult, NearMiss, meld_candidates, solve_meld
from .meldkinds import MeldKind
from .meldplan import MeldPlan, PlanAdvice, PlanStep, plan_melds
from .passing import PassStep, apply_pass, check_pass
from .play import PlayAnalysis, PlayVerdict, Rule, can_play, check_play, legal_plays, play_card
from .procedure import (
    AUCTION_ROUND,
    CUTTHROAT_ROUND,
    WIDOW_ROUND,
    DealKind,
    FirstLead,
    MeldTiming,
    Procedure,
    RoundScoring,
)
from .ruleset import (
    PARTNERSHIP,
    PRESETS,
    THREE_HAND_CUTTHROAT,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    CardReuse,
    Ruleset,
    SetPenalty,
    ZeroTrickRule,
    find_ruleset,
)
from .scoring import (
    Outcome,
    RoundScore,
    TeamScore,
    can_throw_in,
    check_throw_in,
    game_result,
    score_round,
)
from .seats import Seat, team_of
from .state import GameState, Phase, RoundState, deal_from_seed
from .tablemeld import MeldTable, TableCard, TableRule, TableVerdict
from .trick import Trick, beats, trick_points, trick_winner

__all__ = [
    "AUCTION_ROUND",
    "CUTTHROAT_ROUND",
    "DECK",
    "PARTNERSHIP",
    "PRESETS",
    "RANKS",
    "SUITS",
    "THREE_HAND_CUTTHROAT",
    "TWO_HAND_STOCK",
    "TWO_HAND_WIDOW",
    "UNIQUE_CARDS",
    "WIDOW_ROUND",
    "Action",
    "AmbiguousCard",
    "Auction",
    "Bid",
    "Bury",
    "Card",
    "CardReuse",
    "Deal",
    "DealKind",
    "DeclareTrump",
    "Discard",
    "FigureProblem",
    "FigureWhy",
    "FirstLead",
    "GameState",
    "Hand",
    "HandError",
    "IllegalActionError",
    "InputTypeError",
    "Keep",
    "Meld",
    "MeldKind",
    "MeldPlan",
    "MeldResult",
    "MeldTable",
    "MeldTiming",
    "NearMiss",
    "Outcome",
    "ParseError",
    "Pass",
    "PassCards",
    "PassStep",
    "Phase",
    "PinochleError",
    "PlanAdvice",
    "PlanStep",
    "Play",
    "PlayAnalysis",
    "PlayOn",
    "PlayVerdict",
    "Procedure",
    "Rank",
    "RoundScore",
    "RoundScoring",
    "RoundState",
    "Rule",
    "Ruleset",
    "RulesetError",
    "ScoreError",
    "Seat",
    "SetPenalty",
    "Suit",
    "TableCard",
    "TableRule",
    "TableVerdict",
    "TeamScore",
    "ThrowIn",
    "Trick",
    "Verdict",
    "ZeroTrickRule",
    "action_from_dict",
    "apply_pass",
    "beats",
    "can_play",
    "can_throw_in",
    "check_figures",
    "check_pass",
    "check_play",
    "check_throw_in",
    "deal_from_seed",
    "find_ruleset",
    "game_result",
    "legal_plays",
    "meld_candidates",
    "parse_cards",
    "plan_melds",
    "play_card",
    "score_round",
    "solve_meld",
    "team_of",
    "trick_points",
    "trick_winner",
]
__version__ = "0.1.0"
