"""A slanted card at rest (a fanned hand, a trick) keeps its picture as the screen shows it and has it copied at
each repaint (issue #28: painting the shadow and face turned, smoothly filtered, at every frame was most of a
frame during a deal).  What a player sees must not change: the table painted from the kept pictures looks as
painted directly, a card that changes (turned face up, dimmed) shows the change, a card of a resized table is
drawn at its new size, and the pictures kept stay one per card on the table however often the window is resized."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication

from pinochle_desktop.engine.cards import Rank, Suit, card_id
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.ui.table import card_drawing, card_pixmaps
from pinochle_desktop.ui.table.card_item import CardItem
from pinochle_desktop.ui.table.controller import Mode

from .table_driver import make_window, wait_for


def _grab(window) -> QImage:  # type: ignore[no-untyped-def]
    QApplication.processEvents()
    while card_pixmaps._SOON:  # the pictures of a new size, rendered a moment after a stand-in is shown
        card_pixmaps._render_next()
    QApplication.processEvents()
    card_drawing._RENDERED[0] = 0.0  # each grab is a frame of its own, however quickly it follows the last
    return window.view.viewport().grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _shown_and_direct(window, monkeypatch: pytest.MonkeyPatch) -> tuple[QImage, QImage]:  # type: ignore[no-untyped-def]
    """The table as painted once every card's kept picture is made and used, and as painted directly."""
    shown = _grab(window)
    for _ in range(20):  # (a few pictures are made a frame: card_drawing.RENDERS_AT_ONCE)
        kept = card_pixmaps.at_rest_bytes()
        shown = _grab(window)
        if card_pixmaps.at_rest_bytes() == kept:
            break
    with monkeypatch.context() as patch:
        patch.setattr(CardItem, "_paint_at_rest", lambda *args: False)
        direct = _grab(window)
    return shown, direct


def _differing(a: QImage, b: QImage, tolerance: int = 6) -> int:
    """How many bytes of two images of the same size differ by more than ``tolerance`` (rounding aside)."""
    assert a.size() == b.size()
    return sum(abs(x - y) > tolerance for x, y in zip(bytes(a.constBits()), bytes(b.constBits()), strict=True))


def _slanted(window) -> list[CardItem]:  # type: ignore[no-untyped-def]
    return [item for item in window.scene.card_items() if item.rotation() % 90 > 0.5]


def _dealt(qtbot):  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    window.new_game(preset("single-deck"), seed=11)
    wait_for(qtbot, c, Mode.HUMAN_TURN)
    window.scene.finish_animations()
    assert len(_slanted(window)) >= 24  # the fanned hands: what the kept pictures are for
    return window


def test_cards_at_rest_look_as_painted_directly_and_show_what_changes(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    card_pixmaps.clear_cache()
    window = _dealt(qtbot)
    shown, direct = _shown_and_direct(window, monkeypatch)
    kept, _bytes = card_pixmaps.at_rest_bytes()
    assert kept >= 24  # the slanted cards were painted from their kept pictures
    assert _differing(shown, direct) == 0
    # A hidden card of a side hand turns face up and one of the person's cards is greyed out: both show it.
    west = next(item for item in _slanted(window) if not item.is_face_up())
    mine = next(item for item in _slanted(window) if item.is_face_up())
    before, _ = _shown_and_direct(window, monkeypatch)
    west.set_card_id(card_id(Suit.HEARTS, Rank.ACE))
    west.set_face_up(True)
    mine.set_dimmed(True)
    shown, direct = _shown_and_direct(window, monkeypatch)
    assert _differing(shown, before) > 1000  # (the change is seen at all)
    assert _differing(shown, direct) == 0


def test_a_resized_table_draws_its_cards_at_their_new_size_and_keeps_one_picture_a_card(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    card_pixmaps.clear_cache()
    window = _dealt(qtbot)
    cards = len(window.scene.card_items())
    most = 0
    for step in range(16):  # a window dragged larger and smaller again
        window.resize(1000 + 60 * (step % 8), 700 + 40 * (step % 5))
        _shown_and_direct(window, monkeypatch)
        kept, size = card_pixmaps.at_rest_bytes()
        assert 0 < kept <= cards
        most = max(most, size)
    window.resize(1900, 1040)
    shown, direct = _shown_and_direct(window, monkeypatch)
    assert _differing(shown, direct) == 0
    kept, size = card_pixmaps.at_rest_bytes()
    assert kept <= cards and size <= card_pixmaps.AT_REST_BUDGET
    assert most < 4 * 1024 * 1024 * cards // 48  # a few megabytes for a table of 48 cards, not one set per size
