"""The person's hand on the table: clicking and keyboard choice of cards, passing cards, forced plays.

Nothing here decides legality: a clicked card is submitted, and the engine (through the controller) says
whether it may be played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractButton

from ...engine.actions import Action, Bury, MeldCards, PassCards, Play, ThrowIn
from ...engine.game import legal_play_cards
from ...engine.state import Phase
from ..texts import card_name, tr
from .hint_focus import focus_hinted

if TYPE_CHECKING:
    from .host import TableHost


class PersonInput:
    """What the person does with the cards: the window forwards clicks and keys here."""

    def __init__(self, window: TableHost) -> None:
        self.w = window

    def card_clicked(self, card: int) -> None:
        c = self.w.controller
        if c.human_to_act() is None:
            return
        phase = c.state.phase
        if phase is Phase.MELD:  # two-handed: select the cards of a meld
            if card in self.w._selected:
                self.w._selected.discard(card)
            elif c.state.hands[c.viewer] >> card & 1:
                self.w._selected.add(card)
            self.w.presenter.refresh_meld_panel()
            return
        if phase in (Phase.TRICKS, Phase.STOCK):
            if self.w.settings.preferences.confirm_play and self.w._confirm_card != card:
                self.w._confirm_card = card  # first click lifts the card; a second click plays it
                self.w.scene.set_selected({card})
                self.w.show_toast(tr("Click the card again to play it."), error=False)
                return
            self.w._confirm_card = None
            c.submit(Play(card))
        elif phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER, Phase.BURY):
            wanted = c.state.rules.widow_size if phase is Phase.BURY else c.state.rules.cards_passed
            if card in self.w._selected:
                self.w._selected.discard(card)
            elif len(self.w._selected) < wanted:
                self.w._selected.add(card)
            else:
                self.w.show_toast(tr("You have chosen %n card(s) already: click one to put it back.", None,
                                   wanted))
            self.w.presenter.refresh_passing_panel()

    def schedule_forced_play(self, playable: int | None) -> None:
        """The person's only legal card is played by itself (a preference), after a short look."""
        c = self.w.controller
        if playable is None or playable.bit_count() != 1 or not self.w.settings.preferences.auto_play_single:
            return
        if c.match is None or ThrowIn() in c.human_options():
            return
        only, taken = playable.bit_length() - 1, len(c.match.actions)
        QTimer.singleShot(max(150, self.w.duration), self.w, lambda: self._play_forced(taken, only))

    def _play_forced(self, actions: int, card: int) -> None:
        """Play a person's only legal card by itself (a preference), if nothing changed meanwhile."""
        c = self.w.controller
        if c.match is not None and len(c.match.actions) == actions and c.human_to_act() is not None:
            c.submit(Play(card))

    def confirm_pass(self) -> None:
        if self.w.controller.submit(PassCards(tuple(sorted(self.w._selected)))):
            self.w._selected.clear()

    def confirm_bury(self) -> None:
        """Bury the chosen cards (the engine refuses a card the meld needs, with its reason)."""
        if self.w.controller.submit(Bury(tuple(sorted(self.w._selected)))):
            self.w._selected.clear()

    def _focusable(self) -> list[int]:
        c = self.w.controller
        if c.human_to_act() is None:
            return []
        hand = self.w.scene.viewer_hand()
        shown = [card for card in range(96) if c.table_view().table[c.viewer] >> card & 1]  # two-handed meld
        if c.state.phase in (Phase.TRICKS, Phase.STOCK):
            playable = legal_play_cards(c.table_view())
            return [card for card in (*hand, *shown) if playable >> card & 1]
        if c.state.phase is Phase.MELD:  # the keys choose the cards of a meld
            return [*hand, *shown]
        if c.state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER, Phase.BURY):
            return hand
        return []

    def focus_card(self, card: int | None) -> None:
        """Put the keyboard on ``card`` (``None``: on no card): outlined on the table, and told to a screen
        reader as the focus moving to that card."""
        self.w._focus = card
        self.w.scene.set_focus_card(card)
        item = self.w.scene.item_for(card) if card is not None else None
        self.w.view.accessibility.set_focus_card(item)

    def keep_focus_valid(self) -> None:
        cards = self._focusable()
        self.focus_card(self.w._focus if self.w._focus in cards else None)

    def view_focused(self, by_keyboard: bool) -> None:
        """The table got the keyboard (Tab from the panel or the scoreboard): show which card it is on."""
        cards = self._focusable()
        if by_keyboard and cards and self.w._focus not in cards:
            self.focus_card(cards[0])
        elif self.w._focus is not None:
            self.focus_card(self.w._focus)

    def key(self, key: int) -> None:
        """The keys of the table (the keyboard model, written in the rules help): ← → (Home, End) choose a
        card, Enter plays it (with none chosen yet: shows the first), Space (or Enter) takes or puts back a
        card to pass, bury or meld, and Enter passes or buries once all are chosen; F6 goes to the panel;
        with no cards to choose, Enter presses the panel's default button (never a destructive one)."""
        if key == Qt.Key.Key_F6:
            self.w.panel.take_keyboard()
            return
        cards = self._focusable()
        enter = key in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
        if not cards:
            if enter and self.w.panel.isVisible():
                target = self.w.panel.default_control()
                if isinstance(target, QAbstractButton):
                    target.click()
            return
        phase = self.w.controller.state.phase
        passing = phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER)
        rules = self.w.controller.state.rules
        full = len(self.w._selected) == (rules.widow_size if phase is Phase.BURY else rules.cards_passed)
        if enter and full and phase is Phase.BURY:
            self.confirm_bury()  # Enter with the cards chosen buries them
            return
        if enter and full and passing:
            self.confirm_pass()  # Enter with the cards chosen passes them
            return
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End):
            if key == Qt.Key.Key_Home or (self.w._focus not in cards and key == Qt.Key.Key_Right):
                self.focus_card(cards[0])
            elif key == Qt.Key.Key_End or self.w._focus not in cards:
                self.focus_card(cards[-1])
            else:
                i = cards.index(self.w._focus) + (1 if key == Qt.Key.Key_Right else -1)
                self.focus_card(cards[max(0, min(len(cards) - 1, i))])
            return
        if self.w._focus not in cards:
            if enter or key == Qt.Key.Key_Space:
                self.focus_card(cards[0])  # the first press shows where the keyboard is; it plays nothing
            return
        self.card_clicked(self.w._focus)  # plays the card, or takes it to pass (or puts it back)

    def say_last_trick(self, on: bool) -> bool:
        """L while a trick is being played (or before the first is taken): the last trick is said in a
        message, and View → Last trick stays as it was.  False: the table can show it (the caller does)."""
        w = self.w
        state = w.controller.state if w.controller.match is not None else None
        if state is None or not (state.trick or not state.tricks) or state.phase not in (
                Phase.TRICKS, Phase.STOCK, Phase.MELD):
            return False
        w.act_last_trick.blockSignals(True)
        w.act_last_trick.setChecked(not on)
        w.act_last_trick.blockSignals(False)
        if not state.tricks:
            w.show_toast(tr("No trick has been taken yet in this hand."), error=False)
        else:
            last = state.tricks[-1]
            w.show_toast(tr("Last trick: {name} took {points} with {cards}.").format(
                name=w.names()[last.winner], points=last.points,
                cards=" ".join(card_name(card) for card in last.cards)), error=False, ms=6000)
        return True

    def follow_hint(self, action: Action) -> None:
        """Put the keyboard on what the hint recommends, so Enter does it: the card to play (on the table),
        the cards to pass or bury (chosen, Enter confirms), or the panel's button for anything else."""
        w = self.w
        if isinstance(action, Play):
            shown = [*w.scene.viewer_hand(), *self._focusable()]
            card = next(iter(copies_in_hand((action.card,), shown)))  # the copy on screen (two of each card)
            self.focus_card(card)
            w.view.setFocus(Qt.FocusReason.OtherFocusReason)
        elif isinstance(action, (PassCards, Bury)):
            w._selected = copies_in_hand(action.cards, w.scene.viewer_hand())
            w.presenter.refresh_passing_panel()
            w.view.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            if isinstance(action, MeldCards):
                w.presenter.refresh_meld_panel()  # the hinted meld first, as the default
            focus_hinted(w.panel, action)


def copies_in_hand(cards: tuple[int, ...], hand: list[int]) -> set[int]:
    """``cards`` as copies the hand on screen holds: identical cards are interchangeable, and a copy shown in
    the meld on the table (three players: the bury) is not one the person can click."""
    free = [card for card in hand if card not in cards]
    chosen = {card for card in cards if card in hand}
    for card in cards:
        if card not in hand:
            twin = next((c for c in free if c >> 2 == card >> 2), card)
            chosen.add(twin)
            if twin in free:
                free.remove(twin)
    return chosen
