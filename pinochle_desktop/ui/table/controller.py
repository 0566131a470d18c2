"""The ``GameController``: owns the ``Match``, has the computer players think in their own process
(``thinking``), and tells the window what happens.  No widgets here, so it is tested without clicking.
"""

from __future__ import annotations

import random
from enum import Enum

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from ...engine.actions import Action, Play, SkipMeld
from ...engine.errors import IllegalAction
from ...engine.game import legal_actions
from ...engine.match import Match
from ...engine.rules import Rules
from ...engine.state import GameState, Phase
from ...engine.view import PlayerView, view
from ...persistence.settings import DEFAULT_SEATS, SeatConfig, seats_for
from ..texts import tr
from .thinking import Thinker, make_thinker
from .worker import Call, Move, PlayerSpec


class Mode(Enum):
    """What the table is waiting for."""

    IDLE = "idle"  # no game
    HUMAN_TURN = "human-turn"  # a person at the table must act
    PRIVACY = "privacy"  # hot-seat: the next person must confirm before their cards are shown
    THINKING = "thinking"  # a computer player is choosing (at a networked table: someone else acts)
    SENT = "sent"  # a networked table: the person's move is on its way to the host, whose answer is awaited
    TRICK_SHOWN = "trick-shown"  # a finished trick stays in view for a moment
    MELD_SHOWN = "meld-shown"  # everybody's meld is on the table; continue to play
    HAND_OVER = "hand-over"  # the hand is scored; continue to deal the next
    GAME_OVER = "game-over"


Seat = SeatConfig  # who sits where: a name, a person or a computer, and its level


def only_the_draw(state: GameState) -> bool:
    """Two-handed, after a trick won: the winner has nothing to meld, no dix to show or exchange and cannot
    declare out, so drawing is the one thing to do (the table does it without asking for a click)."""
    if state.phase is not Phase.MELD or state.to_act is None:
        return False
    return legal_actions(view(state, state.to_act)) == (SkipMeld(),)


class GameController(QObject):
    """Wraps the engine for the table: one ``Mode``, actions in, signals out."""

    changed = Signal()  # the state or the mode changed: redraw
    acted = Signal()  # an action was taken (autosave)
    jumped = Signal()  # undo or redo: the table is redrawn without animation
    hint_ready = Signal(object)  # a hints.Hint: the expert's action for the person to act, and why
    illegal = Signal(object)  # an IllegalAction refused for a person
    hand_finished = Signal(object)  # HandResult
    dealt_again = Signal()  # everyone passed: the cards were thrown in and dealt again
    game_finished = Signal(int)  # the winning team
    error = Signal(str)

    def __init__(self, parent: QObject | None = None, *, pace_ms: int = 600,
                 thinker: Thinker | None = None) -> None:
        super().__init__(parent)
        self.match: Match | None = None
        self.seats: tuple[Seat, ...] = DEFAULT_SEATS
        self.mode = Mode.IDLE
        self.pace_ms = pace_ms  # pause before a computer move and after a trick
        self.auto_continue = False  # demo: meld and hand results continue by themselves
        self.deal_pause_ms = 0  # extra wait before the first call of a hand, while the cards fly out
        self.viewer = 0  # whose cards the table shows
        self._request = 0  # counts the game's jumps: a computer move asked for before one is not asked
        self._move_job: int | None = None  # the thinker's job for the computer move awaited, if any
        self._hint_job: int | None = None  # the thinker's job for the hint awaited, if any
        self._hint_view: PlayerView | None = None
        self._meld_seen = -1
        self._results_seen = 0
        self._trick_seen = 0
        self._revealed_for: int | None = None
        # Seats whose decisions come from another computer (a networked table): the controller waits for
        # the host's next view instead of asking anyone; ``match`` is then a ``RemoteMatch``.
        self.remote_seats: frozenset[int] = frozenset()
        self.thinker = thinker or make_thinker(self)
        self.thinker.answered.connect(self._on_answer)
        self.thinker.failed.connect(self._on_failure)
        self.thinker.trouble.connect(self.error)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._advance)

    # ------------------------------------------------------------ queries
    @property
    def state(self) -> GameState:
        assert self.match is not None
        return self.match.state

    @property
    def humans(self) -> tuple[int, ...]:
        """The seats of the people at this window."""
        return tuple(s for s, seat in enumerate(self.seats) if seat.human and s not in self.remote_seats)

    @property
    def networked(self) -> bool:
        return bool(self.remote_seats)

    def seat_view(self, seat: int) -> PlayerView:
        """What ``seat`` may see: worked out from the state, or at a networked table the view the host sent."""
        if self.remote_seats:
            return self.match.remote_view  # type: ignore[union-attr]
        return view(self.state, seat)

    @property
    def hot_seat(self) -> bool:
        return len(self.humans) >= 2

    def table_view(self) -> PlayerView:
        """What the table shows: the view of the person whose cards are on screen."""
        return self.seat_view(self.viewer)

    def human_to_act(self) -> int | None:
        if self.mode is Mode.HUMAN_TURN and self.match is not None:
            return self.state.to_act
        return None

    def human_options(self) -> tuple[Action, ...]:
        seat = self.human_to_act()
        return legal_actions(self.seat_view(seat)) if seat is not None else ()

    # ------------------------------------------------------------ commands
    def new_game(self, rules: Rules, seats: tuple[Seat, ...] | None = None, seed: int | None = None) -> None:
        """Start a game (drops any answer still coming for the old one).

        ``seats`` are one per player, or one per table position (``Settings.seats``) to choose from.
        """
        if seats is not None:
            self.seats = seats
        if len(self.seats) != rules.players:
            self.seats = seats_for(rules.players, self.seats if len(self.seats) == 4 else DEFAULT_SEATS)
        if seed is None:
            seed = random.SystemRandom().randrange(1, 2**31)
        self.load(Match(rules, seed))

    def load(self, match: Match, seats: tuple[Seat, ...] | None = None, *,
             remote_seats: frozenset[int] = frozenset()) -> None:
        """Put a game on the table as it stands (a new game, an opened file, a networked table, whose
        ``remote_seats`` decide on other computers)."""
        if seats is not None:
            self.seats = seats
        self.remote_seats = remote_seats
        self._drop_thinking()
        self.match = match
        self.thinker.set_players({  # the players live in the thinker's process, keeping their state
            s: PlayerSpec(seat.level, match.seed * 7 + s) for s, seat in enumerate(self.seats)
            if not seat.human and s not in self.remote_seats
        })
        humans = self.humans
        self.viewer = humans[0] if humans else 0
        state = match.state
        self._meld_seen = state.hand_number if state.phase is Phase.TRICKS and (state.tricks or state.trick) else -1
        self._results_seen = len(state.results)
        self._trick_seen = len(state.tricks)
        self._revealed_for = None
        self._advance()

    def submit(self, action: Action) -> bool:
        """A person's action: applied if legal, else ``illegal`` is emitted and nothing changes."""
        if self.mode is not Mode.HUMAN_TURN or self.match is None:
            return False
        try:
            self.match.apply(action)
        except IllegalAction as exc:
            self.illegal.emit(exc)
            return False
        self._cancel_hint()
        if self.remote_seats:  # sent to the host, which answers with the next view (``take_remote``)
            self._set_mode(Mode.SENT)  # (nobody is thinking: the table waits for the host)
            return True
        self.acted.emit()
        self._after_action()
        return True

    def stop_remote(self) -> None:
        """The networked table has ended: the last view stays on the table, nobody is asked anything."""
        self._drop_thinking()
        self._set_mode(Mode.IDLE)

    def take_remote(self) -> None:
        """The host sent the next view of a networked table: show it and see who acts."""
        self._cancel_hint()
        self.acted.emit()
        self._after_action()

    def continue_(self) -> None:
        """Acknowledge the meld on the table or the hand result, or reveal a hot-seat hand."""
        if self.mode is Mode.MELD_SHOWN:
            self._meld_seen = self.state.hand_number
        elif self.mode is Mode.HAND_OVER:
            self._results_seen = len(self.state.results)
        elif self.mode is Mode.PRIVACY:
            self._revealed_for = self.state.to_act
        elif self.mode is Mode.TRICK_SHOWN:
            self._trick_seen = len(self.state.tricks)
        else:
            return
        self._advance()

    def can_undo(self) -> bool:
        return self.match is not None and not self.remote_seats and self._previous_decision() is not None

    def can_redo(self) -> bool:
        return self.match is not None and not self.remote_seats and self.match.can_redo

    def _previous_decision(self) -> int | None:
        """How many actions stand before this person's previous decision (None: there is none)."""
        assert self.match is not None
        me = self.viewer
        for i in range(len(self.match.actions) - 1, -1, -1):
            if self.match.states[i].to_act == me and not only_the_draw(self.match.states[i]):
                return i  # (a draw the table took by itself was no decision: undo goes back past it)
        return None

    def undo_to_human(self) -> bool:
        """Take back actions to this person's previous decision (computer actions with it)."""
        if self.match is None:
            return False
        target = self._previous_decision()
        if target is None:
            return False
        self.match.truncate(target)
        self._restart_from_here()
        return True

    def redo_to_human(self) -> bool:
        """Take again the actions undone, up to this person's next decision."""
        if self.match is None or not self.match.can_redo:
            return False
        me = self.viewer
        self.match.redo()
        while self.match.can_redo and self.match.state.to_act != me:
            self.match.redo()
        self._restart_from_here()
        return True

    def _restart_from_here(self) -> None:
        """The game jumped (undo, redo): drop pending computer answers and carry on from the new state."""
        self._drop_thinking()
        state = self.state
        self._results_seen = len(state.results)
        self._trick_seen = len(state.tricks)
        self._meld_seen = state.hand_number if state.tricks or state.trick else -1
        self.jumped.emit()
        self.acted.emit()
        self._advance()

    def shutdown(self) -> None:
        """The window closes: the computer players' process ends, even in the middle of a thought."""
        self._drop_thinking()
        self.thinker.shutdown()

    def _drop_thinking(self) -> None:
        """No computer move or hint asked for so far is wanted any more: the thinker stops working on it."""
        self._request += 1
        self._timer.stop()
        if self._move_job is not None:
            self.thinker.cancel(self._move_job)
            self._move_job = None
        self._cancel_hint()

    def _cancel_hint(self) -> None:
        if self._hint_job is not None:
            self.thinker.cancel(self._hint_job)
            self._hint_job = self._hint_view = None

    # ------------------------------------------------------------ flow
    def _set_mode(self, mode: Mode) -> None:
        self.mode = mode
        self.changed.emit()

    def _after_action(self) -> None:
        state = self.state
        if len(state.tricks) > self._trick_seen and self.pace_ms > 0 and state.phase in (Phase.TRICKS, Phase.MELD):
            self._set_mode(Mode.TRICK_SHOWN)
            self._timer.start(self.pace_ms + 300)
            return
        self._trick_seen = len(state.tricks)
        self._advance()

    def _advance(self) -> None:
        """Decide what the table waits for next, dealing and moving computer players on."""
        if self.match is None:
            return
        if self.mode is Mode.TRICK_SHOWN:
            self._trick_seen = len(self.state.tricks)
        while True:
            state = self.match.state
            if len(state.results) > self._results_seen:
                self.hand_finished.emit(state.results[-1])
                if state.phase is Phase.GAME_OVER:
                    self._results_seen = len(state.results)
                    self._set_mode(Mode.GAME_OVER)
                    assert state.winner is not None
                    self.game_finished.emit(state.winner)
                    return
                self._set_mode(Mode.HAND_OVER)
                if self.auto_continue:
                    QTimer.singleShot(self.pace_ms * 3, self._auto_continue_hand)
                return
            if state.phase is Phase.GAME_OVER:
                self._set_mode(Mode.GAME_OVER)
                return
            if state.phase is Phase.DEAL:
                if state.hand_number and state.bidder is None and state.auction:
                    self.dealt_again.emit()  # nobody bid: thrown in (the option), the next dealer deals
                if self.remote_seats:  # the host deals once everyone has seen the hand: say we have
                    self.match.deal()
                    self._set_mode(Mode.THINKING)
                    return
                self.match.deal()
                self._trick_seen = 0
                self.acted.emit()
                continue
            if state.phase is Phase.TRICKS and not state.tricks and not state.trick \
                    and self._meld_seen != state.hand_number:
                self._set_mode(Mode.MELD_SHOWN)
                if self.auto_continue:
                    QTimer.singleShot(self.pace_ms * 3, self._auto_continue_meld)
                return
            break
        seat = state.to_act
        assert seat is not None
        if seat in self.remote_seats:  # someone on another computer, or the host's computer player
            self._set_mode(Mode.THINKING)
            return
        if self.seats[seat].human:
            if self.hot_seat and self.viewer != seat:
                self.viewer = seat
                self._revealed_for = None
            if self.hot_seat and self._revealed_for != seat:
                self._set_mode(Mode.PRIVACY)
                return
            self.viewer = seat
            self._set_mode(Mode.HUMAN_TURN)
            if only_the_draw(state):  # two-handed, nothing to meld, show or exchange: no click asked for
                taken = len(self.match.actions)
                QTimer.singleShot(max(0, self.pace_ms // 2), self, lambda: self._draw_by_itself(taken))
            return
        self._set_mode(Mode.THINKING)
        self._request += 1
        request = self._request
        if self.pace_ms > 0:
            wait = self.pace_ms + (self.deal_pause_ms if not state.auction else 0)
            if state.phase is Phase.WIDOW:
                wait += 2 * self.pace_ms  # the widow lies face up: everyone looks before it is taken
            QTimer.singleShot(wait, lambda: self._ask_if_current(request, seat))
        else:
            self._ask_if_current(request, seat)

    def _draw_by_itself(self, actions: int) -> None:
        """Take the draw for the person (the only thing they may do), if nothing changed during the look."""
        if self.match is not None and len(self.match.actions) == actions and self.mode is Mode.HUMAN_TURN \
                and only_the_draw(self.state):
            self.submit(SkipMeld())

    def _ask_if_current(self, request: int, seat: int) -> None:
        if request == self._request and self.match is not None:
            self._move_job = self.thinker.ask(Move(seat, view(self.state, seat)))

    def _auto_continue_meld(self) -> None:
        if self.mode is Mode.MELD_SHOWN:
            self.continue_()

    def _auto_continue_hand(self) -> None:
        if self.mode is Mode.HAND_OVER:
            self.continue_()

    def play_out_claim(self) -> bool:
        """The person to play claims the rest (``ai.claim`` proved their cards take every trick left): their
        line and the others' cards are played at once (the others' choice changes nothing: every trick is
        the claimer's), then the hand ends as usual."""
        from ...ai.claim import claim_play

        claimer = self.human_to_act()
        if claimer is None or self.remote_seats or self.match is None or self.state.phase is not Phase.TRICKS:
            return False
        self._drop_thinking()
        hand = self.state.hand_number
        while self.state.phase is Phase.TRICKS and self.state.hand_number == hand:
            seat = self.state.to_act
            assert seat is not None
            seat_view = view(self.state, seat)
            card = claim_play(seat_view) if seat == claimer else None
            plays = [a for a in legal_actions(seat_view) if isinstance(a, Play)]
            self.match.apply(Play(card) if card is not None else plays[0])
        self._trick_seen = len(self.state.tricks)
        self.acted.emit()
        self._advance()
        return True

    def request_hint(self) -> bool:
        """Ask the expert (off the GUI thread) what the person to act should do; ``hint_ready`` answers."""
        seat = self.human_to_act()
        if seat is None or only_the_draw(self.state):  # (the table takes the draw by itself: nothing to advise)
            return False
        from ..learning.advice import advise

        self._cancel_hint()
        self._hint_view = self.seat_view(seat)
        self._hint_job = self.thinker.ask(Call(advise, (self._hint_view,)))
        return True

    @Slot(int, object)
    def _on_answer(self, job: int, answer: object) -> None:
        if job == self._hint_job:
            from ..learning.hints import hint_from

            seat_view = self._hint_view
            self._hint_job = self._hint_view = None
            if self.mode is Mode.HUMAN_TURN and seat_view is not None:
                self.hint_ready.emit(hint_from(seat_view, answer))  # type: ignore[arg-type]
            return
        if job != self._move_job or self.mode is not Mode.THINKING or self.match is None:
            return  # stale: the game changed while the computer was thinking
        self._move_job = None
        try:
            self.match.apply(answer)  # type: ignore[arg-type]
        except IllegalAction as exc:
            self.error.emit(tr("A computer player chose an illegal action: {problem}").format(problem=exc))
            return
        self.acted.emit()
        self._after_action()

    @Slot(int, str)
    def _on_failure(self, job: int, message: str) -> None:
        if job == self._move_job:
            self.error.emit(tr("A computer player failed: {problem}").format(problem=message))
        elif job == self._hint_job:
            self._hint_job = self._hint_view = None
            self.error.emit(tr("The hint could not be worked out: {problem}").format(problem=message))
