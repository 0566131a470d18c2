"""The rules of Pinochle as pure Python: immutable states and checking transitions.

Imports nothing from the rest of the package, and never Qt.
"""

from .actions import (
    Action,
    ActionFormatError,
    Bid,
    Bury,
    Deal,
    NameTrump,
    Pass,
    PassCards,
    Play,
    TakeWidow,
    ThrowIn,
    action_from_dict,
    action_to_dict,
)
from .cards import (
    CardTextError,
    Deck,
    Rank,
    Suit,
    card_symbol_text,
    card_text,
    cards_of,
    cards_text,
    mask_of,
    parse_cards,
    parse_suit,
    rank_of,
    suit_of,
)
from .errors import IllegalAction, Reason
from .game import (
    apply,
    bid_choices,
    bury_options,
    deal_action,
    legal_actions,
    legal_play_cards,
    random_action,
    throw_in_allowed,
    trump_choices,
)
from .match import Match
from .meld import Meld, MeldKind, MeldResult, find_meld, meld_points
from .rules import (
    PRESET_DESCRIPTIONS,
    PRESETS,
    CardValues,
    MeldTable,
    OutOfReach,
    PlayRules,
    Rules,
    RulesError,
    preset,
)
from .scoring import HandScore, Outcome, score_keeper
from .seats import Seating
from .state import GameState, HandResult, Phase, Trick, new_game
from .view import PlayerView, view, widow_shown

__all__ = [
    "Action", "ActionFormatError", "Bid", "Bury", "CardValues", "CardTextError", "Deal", "Deck", "GameState",
    "HandResult", "HandScore", "IllegalAction", "Match", "Meld", "MeldKind", "MeldResult", "MeldTable", "NameTrump",
    "Outcome", "OutOfReach", "PRESETS", "PRESET_DESCRIPTIONS", "Pass", "PassCards", "Phase", "Play",
    "PlayRules", "PlayerView", "Rank", "Reason", "Rules", "RulesError", "Suit", "TakeWidow", "ThrowIn", "Trick",
    "action_from_dict", "action_to_dict", "apply", "bid_choices", "bury_options", "card_symbol_text", "card_text",
    "cards_of", "cards_text", "deal_action", "find_meld", "legal_actions", "legal_play_cards",
    "mask_of", "meld_points", "new_game", "parse_cards", "parse_suit", "preset",
    "random_action", "rank_of", "score_keeper", "Seating", "suit_of", "throw_in_allowed",
    "trump_choices", "view", "widow_shown",
]
