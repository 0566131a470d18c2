"""The table's rough edges, mended: the hand's result one row a side, the contract's outcome (not "needs N")
once the hand is over, no empty status strip at the bottom, tricks that fly to the opponents' pile past East's
plate rather than over it, partner's bid under partner's hand, and a small screen's window laid out whole."""

from __future__ import annotations

from PySide6.QtCore import QLineF, QPointF, QRectF
from PySide6.QtWidgets import QLabel

from pinochle_desktop.engine.rules import preset
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.table import layout
from pinochle_desktop.ui.table.controller import Mode
from pinochle_desktop.ui.window_size import board_scale

from .layout_checker import check_window, play_hand, settle
from .table_driver import instant_window


def _window(qtbot, size=(1024, 700)) -> MainWindow:  # type: ignore[no-untyped-def]
    window = instant_window(qtbot)
    window.resize(*size)
    settle()
    return window


def test_after_the_hand_the_result_has_one_row_a_side_and_the_contract_its_outcome(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    phases = list(play_hand(window, preset("single-deck"), 21))
    assert phases[-1] == "hand-result" and window.controller.mode is Mode.HAND_OVER
    contract = window.scoreboard.contract.text()
    assert "needs" not in contract and ("Bid made" in contract or "Set" in contract), contract
    labels = [label.text() for label in window.panel.findChildren(QLabel) if label.isVisibleTo(window.panel)]
    sides = [text for text in labels if text.startswith(("You & North:", "West & East:"))]
    assert len(sides) == 2, labels  # "You & North: meld …, tricks …" beside "scores +… → …"
    assert not any(text.startswith(" ") for text in labels), labels  # no indented second row
    assert sum(text.startswith("scores") for text in labels) == 2


def test_no_empty_status_strip_under_the_table(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    bar = window.statusBar()
    assert not bar.isVisible() and not bar.isSizeGripEnabled()
    bar.showMessage("Game saved", 5000)
    assert bar.isVisible()
    bar.clearMessage()
    assert not bar.isVisible()


def test_a_trick_flies_to_the_opponents_pile_past_easts_plate() -> None:
    for size in ((618, 497), (804, 676), (1580, 1050)):
        t = layout.TableLayout(*size)
        plate = t.plate_rect(layout.EAST)
        pile = t.pile_slot(1, 0)
        for position in layout.SEATS:  # from each card of the trick to the pile, the card's centre's path
            start = t.trick_slot(position)
            path = QLineF(QPointF(start.x, start.y), QPointF(pile.x, pile.y))
            box = QRectF(plate.x, plate.y, plate.width, plate.height)
            edges = (QLineF(box.topLeft(), box.topRight()), QLineF(box.topLeft(), box.bottomLeft()),
                     QLineF(box.bottomLeft(), box.bottomRight()), QLineF(box.topRight(), box.bottomRight()))
            crossed = any(path.intersects(edge)[0] == QLineF.IntersectionType.BoundedIntersection for edge in edges)
            assert not crossed, (size, position)


def test_partners_bid_sits_under_partners_hand_not_by_wests_plate(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    phases = play_hand(window, preset("single-deck"), 12)
    assert next(phases) == "auction"
    scene = window.scene
    scene.set_bubble(2, "Pass with help")  # North's call, as the auction shows it by North's seat
    window.presenter.place_widgets()
    settle()
    bubble = scene.bubbles[2]
    assert bubble.isVisible()
    box = bubble.sceneBoundingRect()
    north_hand = scene.table.hand_bounds(layout.NORTH)
    west_plate = scene.table.plate_rect(layout.WEST)
    assert box.top() >= north_hand.bottom - 1 and north_hand.left <= box.center().x() <= north_hand.right
    assert box.left() > west_plate.right, (box, west_plate)
    assert check_window(window) == []


def test_the_scoreboard_narrows_in_a_small_window_and_grows_in_a_large_one(qtbot) -> None:  # type: ignore[no-untyped-def]
    widths = {}
    for size in ((800, 520), (1024, 700), (1920, 1080)):
        window = _window(qtbot, size)
        widths[size] = window.scoreboard.width()
        assert window.scoreboard.width() == max(board_scale(*size)[1], window.scoreboard.minimumSizeHint().width())
        window.close()
    assert widths[(800, 520)] < widths[(1024, 700)] < widths[(1920, 1080)]
