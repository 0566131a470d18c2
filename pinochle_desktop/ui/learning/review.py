"""Hand review: step through a finished hand trick by trick with all four hands shown,
and where the expert would have played differently.  Pure logic; the dialog draws it.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from dataclasses import dataclass

from ...engine.actions import Action, Play
from ...engine.hand_record import PlayedHand
from ...engine.match import Match
from ...engine.meld import Meld
from ...engine.state import GameState, Phase
from ...engine.view import view


@dataclass(frozen=True)
class ReviewStep:
    """One moment of a hand: the state, and what happened to get to the next step."""

    state: GameState
    title_trick: int  # 0: the meld (before the first lead), n: after trick n
    plays: tuple[tuple[int, Action, Action | None], ...]  # (seat, what was played, what the expert preferred)
    melds: tuple[tuple[int, Meld], ...] = ()  # two-handed: what the trick's winner melded after it (the dix too)


def hand_range(match: Match | PlayedHand, hand_number: int) -> tuple[int, int]:
    """Indices into ``match.states`` of a hand: the state just dealt, and the one it ended in."""
    first = next(i for i, s in enumerate(match.states) if s.hand_number == hand_number and s.phase is not Phase.DEAL)
    last = first
    while last + 1 < len(match.states) and len(match.states[last + 1].results) < hand_number:
        last += 1
    if last + 1 < len(match.states):
        last += 1  # the state in which the hand is scored
    return first, last


def review_steps(match: Match | PlayedHand, hand_number: int, humans: tuple[int, ...],
                 advisor: Callable[[GameState, int], Action] | None = None) -> list[ReviewStep]:
    """The meld (two-handed: the deal), then each trick (two-handed: with the meld its winner laid out after
    it); the people's plays are compared with ``advisor``'s choice."""
    first, last = hand_range(match, hand_number)
    steps: list[ReviewStep] = []
    plays: list[tuple[int, Action, Action | None]] = []
    start = None
    for i in range(first, last):
        state = match.states[i]
        action = match.actions[i]
        if state.phase is Phase.MELD and steps and state.to_act is not None:  # two-handed: the winner's meld
            seat = state.to_act
            laid = match.states[i + 1].melds[seat].melds[len(state.melds[seat].melds):]
            if laid:
                steps[-1] = dataclasses.replace(steps[-1], melds=(*steps[-1].melds, *((seat, m) for m in laid)))
        if state.phase not in (Phase.TRICKS, Phase.STOCK):  # two-handed: the tricks while the stock lasts too
            continue
        if start is None:
            start = state
            steps.append(ReviewStep(state, 0, ()))
        seat = state.to_act
        assert seat is not None
        better = None
        if advisor is not None and seat in humans and isinstance(action, Play):
            suggestion = advisor(state, seat)
            if suggestion != action and _differs(state, action, suggestion):
                better = suggestion
        plays.append((seat, action, better))
        after = match.states[i + 1]
        if len(after.tricks) > len(state.tricks) or after.results != state.results:
            steps.append(ReviewStep(after, len(state.tricks) + 1, tuple(plays)))
            plays = []
    return steps


def _differs(state: GameState, played: Action, other: Action) -> bool:
    """Two plays differ unless they are identical cards (two copies of the same card)."""
    if isinstance(played, Play) and isinstance(other, Play):
        return played.card >> 2 != other.card >> 2
    return played != other


def expert_advisor(level: str = "expert", work: int = 3000) -> Callable[[GameState, int], Action]:
    """What the expert would do, deterministic for a given state (a fixed seed and work budget)."""
    from ...ai import make_player

    def advise(state: GameState, seat: int) -> Action:
        player = make_player(level, random.Random(state.hand_number * 1000 + len(state.tricks)), work=work,
                             time_limit=None)
        return player.choose(view(state, seat))

    return advise
