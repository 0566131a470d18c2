"""The table stands on its own: built on a host of its own (no main window), it deals, asks for the bid,
takes it from a click on its panel and plays a card clicked on the table; and ``ui/table`` imports nothing
from above it (see ``ui/table/host.py`` for the rule)."""

from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QHBoxLayout, QWidget

import pinochle_desktop
from pinochle_desktop.engine.actions import Bid
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.persistence.settings import AnimationSpeed, Preferences, Settings
from pinochle_desktop.ui.table.card_item import CardItem, CardStyle
from pinochle_desktop.ui.table.claim_offer import ClaimOffer
from pinochle_desktop.ui.table.controller import GameController, Mode, Seat
from pinochle_desktop.ui.table.panels import ActionPanel, Toast
from pinochle_desktop.ui.table.person_input import PersonInput
from pinochle_desktop.ui.table.presenter import TablePresenter
from pinochle_desktop.ui.table.score_drawer import ScoreDrawer
from pinochle_desktop.ui.table.scoreboard import ScoreBoard
from pinochle_desktop.ui.table.table_scene import TableScene
from pinochle_desktop.ui.table.table_view import TableView

from .layout_checker import settle, wait_until

PACKAGE = Path(pinochle_desktop.__file__).parent
ALLOWED_ABOVE = {"pinochle_desktop.ui.texts", "pinochle_desktop.ui.i18n", "pinochle_desktop.ui.plain_text",
                 "pinochle_desktop.ui.learning.advice", "pinochle_desktop.ui.learning.hints"}


class BareTable(QWidget):
    """The table's parts in a plain widget: what ``TableHost`` asks for, and no menus, files or dialogs."""

    def __init__(self) -> None:
        super().__init__()
        CardItem.LIFT_DURATION_MS = 0
        self.settings = Settings(preferences=dataclasses.replace(
            Preferences(), auto_play_single=False, animation_speed=AnimationSpeed.INSTANT))
        self.controller = GameController(pace_ms=0)
        self.style_ = CardStyle()
        self.scene = TableScene(self.style_)
        self.view = TableView(self.scene)
        self.scoreboard = ScoreBoard()
        row = QHBoxLayout(self)
        row.addWidget(self.view, 1)
        row.addWidget(self.scoreboard)
        self.panel = ActionPanel(self.view)
        self.toast = Toast(self.view)
        self.score_drawer = ScoreDrawer(self.scoreboard, self.view, row, self)
        self.claim_offer = ClaimOffer(self.controller)
        self.face_up = False
        self.show_last_trick = False
        self._selected: set[int] = set()
        self._focus: int | None = None
        self._confirm_card: int | None = None
        self._rebuild = True
        self.messages: list[str] = []
        self.presenter = TablePresenter(self)
        self.input = PersonInput(self)
        self.scene.reserve_provider = self.presenter.reserve
        self.scene.card_clicked.connect(self.input.card_clicked)
        self.scene.deal_landed.connect(self.presenter.refresh)
        self.controller.changed.connect(self.presenter.refresh)
        self.view.resized.connect(lambda: self.presenter.place_widgets(self.scene.placed))

    duration = 0

    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.controller.seats)

    def show_toast(self, text: str, error: bool = True, ms: int = 3000) -> None:
        self.messages.append(text)

    def confirm_pass(self) -> None:
        self.input.confirm_pass()

    def schedule_forced_play(self, playable: int | None) -> None:
        self.input.schedule_forced_play(playable)

    def review_hand(self, hand_number: int) -> None:
        pass

    def show_bid_analysis(self) -> None:
        return None

    def new_game(self, rules=None, seats=None, seed=None) -> None:  # type: ignore[no-untyped-def]
        self.controller.new_game(rules or preset("single-deck"), seats, seed)


def test_the_table_deals_and_plays_without_the_main_window(qtbot) -> None:  # type: ignore[no-untyped-def]
    table = BareTable()
    qtbot.addWidget(table)
    table.resize(1024, 700)
    table.show()
    qtbot.waitExposed(table)
    c = table.controller
    seats = (Seat("You", True), Seat("West", False, "easy"), Seat("North", False, "easy"), Seat("East", False, "easy"))
    table.new_game(preset("single-deck"), seats, 12)
    wait_until(lambda: c.mode is Mode.HUMAN_TURN and table.panel.isVisible())
    assert len(table.scene.viewer_hand()) == 12  # the person's cards are on the table, face up
    assert table.scene.plates[2].name == "North"
    QTest.mouseClick(table.panel.buttons["bid"], Qt.MouseButton.LeftButton)
    assert any(isinstance(action, Bid) for action in c.match.actions if not hasattr(action, "seed"))
    for _ in range(200):  # on to the first trick the person plays: a click on a playable card plays it
        wait_until(lambda: c.mode in (Mode.HUMAN_TURN, Mode.MELD_SHOWN, Mode.HAND_OVER))
        if c.mode is Mode.HUMAN_TURN and c.state.phase is Phase.TRICKS:
            break
        if c.mode is Mode.HUMAN_TURN:
            c.submit(c.human_options()[0])
        else:
            c.continue_()
    settle()
    playable = table.scene.playable_cards()
    assert playable
    before = len(c.match.actions)
    table.input.card_clicked(playable[0])
    assert len(c.match.actions) == before + 1 and c.match.actions[-1].card == playable[0]  # type: ignore[attr-defined]


def _imports(path: Path) -> set[str]:
    """Every module ``path`` imports (at the top, in functions, for type checking), by its full name."""
    module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    package = module.rsplit(".", 1)[0]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            out.add(base)
            out.update(f"{base}.{alias.name}" for alias in node.names
                       if (PACKAGE.parent / Path(*f"{base}.{alias.name}".split("."))).with_suffix(".py").exists())
    return out


def test_the_table_imports_nothing_from_above_it() -> None:
    table = PACKAGE / "ui" / "table"
    wrong = []
    graph = {}
    for path in sorted(table.glob("*.py")):
        imported = _imports(path)
        graph[path.stem] = {name.rsplit(".", 1)[1] for name in imported
                            if name.startswith("pinochle_desktop.ui.table.")}
        for name in sorted(imported):
            above = name.startswith("pinochle_desktop.ui") and not name.startswith("pinochle_desktop.ui.table")
            if above and name not in ALLOWED_ABOVE and name not in ("pinochle_desktop.ui",
                                                                    "pinochle_desktop.ui.learning"):
                wrong.append(f"{path.name} imports {name}")
    assert not wrong, wrong
    assert "main_window" not in str(graph)
    assert "table_scene" not in graph["arrange"] and "arrange" in graph["table_scene"]  # one way only
