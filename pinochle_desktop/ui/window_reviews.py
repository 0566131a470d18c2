"""The main window's ways into looking back and learning: a finished hand's review, the score sheet, the bid
analysis, the statistics, the rules help, the About box and the tools (score keeper, meld calculator).

A part of ``MainWindow`` (a mixin); each opens a window of its own and leaves the game on the table alone."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QMainWindow, QMessageBox

from ..engine.hand_record import PlayedHand
from ..engine.match import Match
from .closing import Latest, free_when_closed
from .dialogs.score_sheet_dialog import ScoreSheetDialog
from .dialogs.statistics_dialog import show_statistics_dialog
from .learning.bid_chart import BidAnalysisDialog
from .learning.review import expert_advisor
from .learning.review_dialog import ReviewDialog
from .learning.rules_help import show_rules_help
from .texts import tr


class WindowReviews:
    """Review hand, the score sheet, the bid analysis, the statistics, help and tools (part of ``MainWindow``)."""

    # The windows last opened (for tests and tools); each is freed when it closes, and then reads None.
    review_dialog = Latest()
    bid_analysis = Latest()
    score_sheet_dialog = Latest()

    def show_rules_help(self) -> QDialog:
        """F1: the rules of the game on the table (a game opened from a file or started with ``--rules`` may
        have other rules than the new-game dialog's last choice)."""
        return show_rules_help(self, self.controller.match.rules if self.controller.match else self._rules())

    def about(self) -> None:
        from .dialogs.about_dialog import about_html

        QMessageBox.about(self, tr("About Pinochle"), about_html())

    def review_hand(self, hand_number: int) -> None:
        """Step through a finished hand with every card shown, and where the expert would differ."""
        if self.controller.match is None:
            return
        match: Match | PlayedHand = self.controller.match
        number = hand_number
        if self.controller.networked:  # the host sends each finished hand with every card once it is scored
            played = self.controller.match.played_hand(hand_number)  # type: ignore[union-attr]
            if played is None:
                self.show_toast(tr("The host has not sent this hand's cards yet: try again in a moment."),
                                error=False)
                return
            match, number = played, played.states[-1].results[-1].hand_number
        humans = self.controller.humans or (0,)
        dialog = free_when_closed(ReviewDialog(self, match, number, self.names(), humans,
                                               expert_advisor("hard", 1500), self.style_))
        dialog.show()
        self.review_dialog = dialog

    def show_bid_analysis(self) -> BidAnalysisDialog | None:
        if self.controller.human_to_act() is None:
            return None
        dialog = free_when_closed(BidAnalysisDialog(self, self.controller.table_view(), self.controller.thinker))
        dialog.show()
        self.bid_analysis = dialog
        return dialog

    def show_score_sheet(self) -> ScoreSheetDialog | None:
        if self.controller.match is None:
            return None
        dialog = free_when_closed(ScoreSheetDialog(self, self.controller.state, self.names(), self.review_hand))
        dialog.show()
        self.score_sheet_dialog = dialog
        return dialog

    def open_score_keeper(self) -> QMainWindow:
        """Tools → Score keeper: the score of a game played with real cards (one window, raised if open)."""
        from .tools.keeper_window import ScoreKeeperWindow  # printing support loads only when wanted

        if self.score_keeper is None:
            self.score_keeper = ScoreKeeperWindow(self.settings, self._rules(), self)
        return self._raise(self.score_keeper)

    def open_meld_calculator(self) -> QMainWindow:
        from .tools.meld_calculator import MeldCalculatorWindow

        if self.meld_calculator is None:
            self.meld_calculator = MeldCalculatorWindow(self.settings, self._rules(), self)
        return self._raise(self.meld_calculator)

    @staticmethod
    def _raise(window: QMainWindow) -> QMainWindow:
        window.show()
        window.raise_()
        window.activateWindow()
        return window

    def show_statistics(self) -> None:
        show_statistics_dialog(self, self.files)


__all__ = ["WindowReviews"]
