"""The hand review window: the hand replayed trick by trick, every card face up."""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QDialog, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine.actions import Action, Play
from ...engine.cards import cards_of, suit_of
from ...engine.hand_record import PlayedHand
from ...engine.match import Match
from ...engine.state import GameState
from ...engine.view import view
from ..dialogs.screen_fit import fit_to_screen
from ..plain_text import plain_label
from ..table.card_item import CardStyle
from ..table.picture import picture_of
from ..table.table_scene import TableScene
from ..table.table_view import TableView
from ..texts import card_name, is_you, meld_name, side_names, suit_in_text, tr
from .review import ReviewStep, review_steps


class ReviewDialog(QDialog):
    """Step through one hand: the meld, then each trick with who played what, and the expert's view."""

    def __init__(self, parent: QWidget, match: Match | PlayedHand, hand_number: int, names: tuple[str, ...],
                 humans: tuple[int, ...], advisor: Callable[[GameState, int], Action] | None = None,
                 style: CardStyle | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Review of hand {n}").format(n=hand_number))
        self.names = names
        self.viewer = humans[0] if humans else 0  # the person's own seat at the bottom, as on their table
        self.steps: list[ReviewStep] = review_steps(match, hand_number, humans, advisor)
        self.index = 0
        layout = QVBoxLayout(self)
        self.scene = TableScene(style)
        self.view = TableView(self.scene)
        layout.addWidget(self.view, 1)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.RichText)
        self.caption.setMinimumHeight(70)
        layout.addWidget(self.caption)
        row = QHBoxLayout()
        self.previous_button = QPushButton(tr("◀ Previous"))
        self.next_button = QPushButton(tr("Next ▶"))
        self.position = plain_label()
        self.position.setMinimumWidth(220)
        self.position.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.previous_button.clicked.connect(lambda _c=False: self.go(self.index - 1))
        self.next_button.clicked.connect(lambda _c=False: self.go(self.index + 1))
        close = QPushButton(tr("Close"))
        close.clicked.connect(lambda _c=False: self.accept())
        row.addWidget(self.previous_button)
        row.addWidget(self.position, 1, Qt.AlignmentFlag.AlignCenter)
        row.addWidget(self.next_button)
        row.addWidget(close)
        layout.addLayout(row)
        fit_to_screen(self, QSize(1100, 780))
        self.go(0)

    @property
    def differences(self) -> list[tuple[int, Action, Action]]:
        """Every play of a person where the expert would have played another card."""
        return [(seat, played, better) for step in self.steps for seat, played, better in step.plays
                if better is not None]

    def go(self, index: int) -> None:
        if not self.steps:
            self.caption.setText(tr("This hand was not played."))
            self.previous_button.setEnabled(False)
            self.next_button.setEnabled(False)
            return
        self.index = max(0, min(len(self.steps) - 1, index))
        step = self.steps[self.index]
        state = step.state
        v = view(state, self.viewer)
        picture = picture_of(v, show_last_trick=step.title_trick > 0, show_meld=step.title_trick == 0,
                             revealed=state.hands)
        self.scene.show_picture(picture, self.viewer, ("review", self.index), 0, rebuild=True)
        for seat in state.rules.seating.seats:
            self.scene.set_plate(seat, self.names[seat], "", state.dealer == seat, False)
            if step.title_trick == 0 and state.melds and not state.rules.draw_game:
                meld = state.melds[seat]
                self.scene.set_meld_caption(seat, f"{self.names[seat]}: {meld.total}",
                                            [(meld_name(m), str(m.points)) for m in meld.melds],
                                            meld.cards.bit_count())
            else:
                self.scene.set_meld_caption(seat, "", [], 0)
        self.caption.setText(self._describe(step))
        first = tr("The deal") if state.rules.draw_game else tr("Meld")
        self.position.setText(first if step.title_trick == 0 else
                              tr("Trick {n} of {total}").format(n=step.title_trick, total=len(self.steps) - 1))
        self.previous_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(self.index < len(self.steps) - 1)

    def _describe(self, step: ReviewStep) -> str:
        """The caption (rich text: the expert's cards in red), with the seat names escaped."""
        names = [escape(name) for name in self.names]
        state = step.state
        if step.title_trick == 0 and state.rules.draw_game and state.turn_up is not None:
            return tr("The deal: the {card} is turned up, so {suit} is trump; {n} cards in the stock.").format(
                card=card_name(state.turn_up), suit=suit_in_text(suit_of(state.turn_up)), n=len(state.stock))
        if step.title_trick == 0:
            state = step.state
            sides = zip(side_names(state.rules, names), state.side_meld, strict=True)
            text = tr("Meld: {sides}.").format(sides=", ".join(f"{name} {meld}" for name, meld in sides))
            if state.widow and state.bidder is not None:
                text += " " + tr("Widow: {cards}.").format(cards=" ".join(card_name(c) for c in cards_of(state.widow)))
            if state.buried and state.bidder is not None:
                name = names[state.bidder]
                text += " " + (tr("You buried {cards}.") if is_you(name) else tr("{name} buried {cards}.")).format(
                    name=name, cards=" ".join(card_name(c) for c in cards_of(state.buried)))
            return text
        parts = []
        for seat, played, better in step.plays:
            text = f"{names[seat]}: {card_name(played.card) if isinstance(played, Play) else ''}"
            if better is not None and isinstance(better, Play):
                text += " <span style='color:#b42318'>(" + tr("the expert would play {card}").format(
                    card=card_name(better.card)) + ")</span>"
            parts.append(text)
        trick = step.state.tricks[step.title_trick - 1] if step.state.tricks else None
        won = ""
        if trick is not None:
            said = tr("won by you, {points} points") if is_you(names[trick.winner]) \
                else tr("won by {name}, {points} points")
            won = " — " + said.format(name=names[trick.winner], points=trick.points)
        laid = [(tr("meld by you: {meld}, {points}") if is_you(names[seat]) else tr("meld by {name}: {meld}, {points}"))
                .format(name=names[seat], meld=meld_name(m), points=m.points) for seat, m in step.melds]
        return " · ".join(parts) + won + "".join(" · " + text for text in laid)
