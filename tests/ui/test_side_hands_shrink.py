"""On a small window the other players' backs give way first: West's, North's and East's cards shrink more
than the person's own hand, whose corner index stays readable (14 px or more), and the meld keeps its size."""

from __future__ import annotations

from pinochle_desktop.engine.rules import preset
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.table.layout import POSITIONS, TableLayout

from .layout_checker import play_hand, settle
from .table_driver import instant_window

INDEX_CAP = 0.145  # the corner index's height, as a share of the card's height


def _heights(window: MainWindow) -> tuple[float, float]:
    """The person's cards' height and the other seats' (the tallest back), as drawn."""
    scene = window.scene
    own, others = [], []
    for item in scene.card_items():
        role, seat = scene.roles.get(id(item), ("", -1))
        if role == "hand" and item.isVisible():
            (own if seat == scene.viewer else others).append(item.scale() * 140.0)
    assert own and others
    return min(own), max(others)


def test_the_side_hands_shrink_before_the_persons_hand(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = instant_window(qtbot)
    next(p for p in play_hand(window, preset("single-deck"), 12) if p == "trick-1")
    sizes = {}
    for size in ((1920, 1080), (800, 600), (800, 520)):
        window.resize(*size)
        settle()
        window.presenter.place_widgets()
        settle()
        sizes[size] = _heights(window)
    own_large, backs_large = sizes[(1920, 1080)]
    for size in ((800, 600), (800, 520)):
        own, backs = sizes[size]
        assert INDEX_CAP * own >= 14, (size, own)  # the person's own hand stays readable
        # the backs lose a larger share of their size than the person's hand does
        assert backs / backs_large < 0.9 * own / own_large, (size, sizes)
        assert backs / own < 0.9 * backs_large / own_large, (size, sizes)


def test_at_960x540_points_the_backs_give_their_room_to_the_centre() -> None:
    """The table of a 1920x1080 screen at scale 2 (960x540 points, the sidebar folded: about 944x467): the other
    seats' cards are a third smaller than at the design size's share, the person's hand and the meld are not."""
    small, usual = TableLayout(944, 467, POSITIONS[4], 12), TableLayout(784, 680, POSITIONS[4], 12)
    assert small.other_height / small.hand_height < 0.8 * usual.other_height / usual.hand_height
    assert INDEX_CAP * small.hand_height >= 14
    assert small.meld_height >= 0.75 * usual.meld_height
    # the room the backs gave up is the centre's: wider and taller than with backs at their usual share
    assert small.centre.height >= 0.6 * usual.centre.height
