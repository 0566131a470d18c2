"""A refresh that sets many cards moving at once (the meld laid down) shows its other changes in one frame and
sets the cards off in the next, so that no frame does both; each card still lands where the table puts it."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from pinochle_desktop.engine.rules import preset
from pinochle_desktop.persistence.settings import Preferences, Settings
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.table.card_places import MANY_AT_ONCE
from pinochle_desktop.ui.table.controller import GameController, Mode, Seat

COMPUTERS = tuple(Seat(name, False, "easy") for name in ("South", "West", "North", "East"))


def test_the_meld_sets_off_a_frame_after_it_is_shown_and_lands_in_place(qtbot) -> None:  # type: ignore[no-untyped-def]
    controller = GameController(pace_ms=0)
    window = MainWindow(controller, animation="normal", settings=Settings(preferences=Preferences()))
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    seen: list[tuple[int, int]] = []  # (cards waiting to set off, cards newly in flight) after the meld's refresh
    refresh = window.presenter.refresh

    def watched() -> None:
        before = {id(i) for i in window.scene.card_items() if i.is_animating()}
        refresh()
        if controller.mode is Mode.MELD_SHOWN and not seen:
            items = window.scene.card_items()
            seen.append((sum(i.is_waiting() for i in items),
                         sum(i.is_animating() and id(i) not in before for i in items)))

    window.presenter.refresh = watched  # type: ignore[method-assign]
    window.new_game(preset("single-deck"), COMPUTERS, seed=3)
    qtbot.waitUntil(lambda: bool(seen), timeout=20000)
    waiting, set_off = seen[0]
    assert waiting >= MANY_AT_ONCE  # the meld's cards wait a frame to set off ...
    assert set_off == 0  # ... and none sets off in the refresh's own frame
    qtbot.waitUntil(lambda: not any(i.is_waiting() or i.is_animating() for i in window.scene.card_items()),
                    timeout=5000)
    assert controller.mode is Mode.MELD_SHOWN
    picture = window.scene._picture
    assert picture is not None and any(picture.melds)
    for seat, row in enumerate(picture.melds):
        for card, slot in zip(row, window.scene._meld_slots.get(seat, []), strict=True):
            item = window.scene.item_for(card)
            assert item is not None and item.pos() == QPointF(slot.x, slot.y), (seat, card)
