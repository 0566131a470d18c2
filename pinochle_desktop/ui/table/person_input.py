"""The person's hand on the table: clicking and keyboard choice of cards, passing cards, forced plays.

Nothing here decides legality: a clicked card is submitted, and the engine (through the controller) says
whether it may be played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QAbstractButton

from ...engine.actions import Bury, PassCards, Play, ThrowIn
from ...engine.game import legal_play_cards
from ...engine.state import Phase
from ..texts import tr

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
        """The keys of the table: ← → (Home, End) choose a card, Enter plays it (or passes the cards chosen),
        Space takes or puts back a card to pass; with no cards to choose, Enter presses the panel's button."""
        cards = self._focusable()
        if not cards:
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.w.panel.isVisible():
                target = self.w.panel.default_control()
                if isinstance(target, QAbstractButton):
                    target.click()
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
        if self.w._focus is None:
            return
        phase = self.w.controller.state.phase
        passing = phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER)
        rules = self.w.controller.state.rules
        full = len(self.w._selected) == (rules.widow_size if phase is Phase.BURY else rules.cards_passed)
        if phase is Phase.BURY and key != Qt.Key.Key_Space and full:
            self.confirm_bury()  # Enter with the cards chosen buries them
        elif passing and key != Qt.Key.Key_Space and full:
            self.confirm_pass()  # Enter with the cards chosen passes them
        else:
            self.card_clicked(self.w._focus)  # plays the card, or takes it to pass (or puts it back)
