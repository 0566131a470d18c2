"""A ``Match`` look-alike for a networked table: its state is the latest view the host sent, and
``apply`` proposes the action to the host (which checks it and answers with the next view).

The controller drives it like a local match; nothing here decides what is legal.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from ...engine.actions import Action
from ...engine.hand_record import PlayedHand
from ...engine.rules import Rules
from ...engine.view import PlayerView


class RemoteView(PlayerView):
    """A view that reads like a state where the table needs one (the stock by its size only)."""

    __slots__ = ()

    @property
    def stock(self) -> tuple[int, ...]:
        return (-1,) * self.stock_size  # face down: only how many the table shows


def remote_view(v: PlayerView) -> RemoteView:
    return RemoteView(**{f.name: getattr(v, f.name) for f in dataclasses.fields(PlayerView)})


class RemoteMatch:
    """What the controller holds while at a networked table."""

    can_redo = False

    def __init__(self, rules: Rules, first: PlayerView, send: Callable[[Action], None],
                 ready: Callable[[], None]) -> None:
        self.rules = rules
        self.seed = 0
        self.states: list[RemoteView] = [remote_view(first)]
        self.actions: list[object] = []
        self._send = send
        self._ready = ready
        self._readied = -1
        self.hands: dict[int, PlayedHand] = {}  # finished hands by number, every card known: the hand review

    @property
    def state(self) -> RemoteView:
        return self.states[-1]

    @property
    def remote_view(self) -> PlayerView:
        return self.states[-1]

    def push(self, v: PlayerView, event: object) -> None:
        """The host's next view (``event``: the action as this seat may see it)."""
        self.states.append(remote_view(v))
        self.actions.append(event)
        del self.states[:-200], self.actions[:-200]  # the host keeps the game; the table needs the last few

    def played_hand(self, result_index: int) -> PlayedHand | None:
        """The hand of the game's ``result_index``-th result (1 the first), once the host has sent its record."""
        results = self.state.results
        if not 0 < result_index <= len(results):
            return None
        return self.hands.get(results[result_index - 1].hand_number)

    def apply(self, action: Action) -> RemoteView:
        self._send(action)
        return self.state

    def deal(self) -> RemoteView:
        """The person has seen the hand: tell the host (it deals once everybody has)."""
        if self._readied != self.state.hand_number:
            self._readied = self.state.hand_number
            self._ready()
        return self.state

    def undo(self, count: int = 1) -> RemoteView:
        return self.state

    def truncate(self, length: int) -> RemoteView:
        return self.state
