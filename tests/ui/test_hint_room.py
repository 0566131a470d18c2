"""A long hint finds room of its own: the message over the table never lies on a card of the trick, the
person's hand, a plate or the action panel, and stays readable (issue #28: in double deck, deal 52, at 800 to
1280 pixels a long hint during a trick fell back to the middle of the table, over North's card in the trick)."""

from __future__ import annotations

from PySide6.QtGui import QFontInfo

from pinochle_desktop.engine.rules import preset
from pinochle_desktop.persistence.settings import CardSize

from .layout_checker import check_window, play_hand, settle
from .test_table_layout_check import _window

SIZES = ((800, 600), (900, 620), (1024, 700), (1280, 800))


def test_a_long_hint_during_a_trick_leaves_the_trick_and_the_hand_clear(qtbot) -> None:  # type: ignore[no-untyped-def]
    window = _window(qtbot)
    phases = play_hand(window, preset("double-deck-tens"), 52)
    while next(phases) != "long-hint":  # the hand played up to the long hint during trick 3
        pass
    assert window.toast.isVisible() and window.scene._picture is not None and window.scene._picture.trick
    wrong = []
    for size in SIZES:
        window.move(20, 20)
        window.resize(*size)
        settle()
        for card_size in CardSize:
            window.scene.set_card_size(card_size)
            window.presenter.place_widgets(window.scene.placed)
            settle()
            where = f"{size[0]}x{size[1]} {card_size.value}"
            wrong += [f"{where}: {p}" for p in check_window(window) if "message" in p]
            pixels = QFontInfo(window.toast.font()).pixelSize()
            least = round(13 * window.scene.table.text_ui)  # the pile labels and the plates' status line
            if pixels < least:
                wrong.append(f"{where}: the hint's text is {pixels} px, under the table's small text ({least} px)")
    assert not wrong, "\n".join(wrong)
