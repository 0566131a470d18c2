"""Card pictures are rendered where they are needed, not at every frame's size (issue #28, the longest stall
during a deal): a card that grows or shrinks in flight draws the pictures of the size it lands at; a picture
not rendered yet at a card's size is drawn from the nearest size rendered and rendered a moment later, one per
turn of the event loop; the cards in flight have theirs rendered before they land."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from pinochle_desktop.engine.cards import Rank, Suit, card_id
from pinochle_desktop.ui.table import card_pixmaps
from pinochle_desktop.ui.table.card_item import CardItem, CardStyle

QUEEN = card_id(Suit.SPADES, Rank.QUEEN)


def _widths(kind: str) -> set[int]:
    at = card_pixmaps.FACE_WIDTH_AT if kind == "face" else card_pixmaps.BACK_WIDTH_AT
    return {key[at] for key in card_pixmaps._CACHE if key[0] == kind}  # type: ignore[misc]


def _paint(item: CardItem, scale: float) -> None:
    """Paint ``item`` as the view does when it is drawn ``scale`` times its size."""
    image = QImage(400, 600, QImage.Format.Format_ARGB32_Premultiplied)
    painter = QPainter(image)
    painter.translate(200, 300)
    painter.scale(scale, scale)
    item.paint(painter, QStyleOptionGraphicsItem(), None)
    painter.end()


def test_a_card_turned_up_as_it_grows_in_flight_renders_one_face_and_one_back(qapp) -> None:  # type: ignore[no-untyped-def]
    card_pixmaps.clear_cache()
    item = CardItem(QUEEN, face_up=False, style=CardStyle())
    item.setScale(0.72)
    item.animate(QPointF(300, 200), 1, 0, True, 1000, scale=1.36)  # dealt: from the deck into the hand
    assert item.is_animating()
    for scale in (0.72, 0.8, 0.9, 1.0, 1.1, 1.2, 1.3):  # the frames of its flight (it turns halfway)
        item.setScale(scale)
        item._flip = 0.0 if scale < 1.0 else 0.75
        item._face_up = scale >= 1.0
        _paint(item, scale)
    assert _widths("back") == {136} and _widths("face") == {136}  # its size where it lands (1.36 x 100)
    item.finish_animation()
    _paint(item, item.scale())
    assert _widths("face") == {136}  # landed: the same picture
    _paint(item, 0.72 * 1.36 / 0.72)  # (as a view's transform may give it, with rounding noise)
    assert _widths("face") == {136}
    card_pixmaps.clear_cache()


def test_a_new_size_is_drawn_from_the_nearest_and_rendered_soon(qapp) -> None:  # type: ignore[no-untyped-def]
    card_pixmaps.clear_cache()

    class Asker:
        updates = 0

        def update(self) -> None:
            self.updates += 1

    asker = Asker()
    big = card_pixmaps.face_pixmap(QUEEN, 136)
    shown = card_pixmaps.card_pixmap_soon(QUEEN, True, 76, False, "blue", 1.0, "classic", asker)
    assert shown.cacheKey() == big.cacheKey() and _widths("face") == {136}  # the larger stands in at once
    QApplication.processEvents()
    assert _widths("face") == {76, 136} and asker.updates == 1  # rendered a moment later; the card repainted
    exact = card_pixmaps.card_pixmap_soon(QUEEN, True, 76, False, "blue", 1.0, "classic", asker)
    assert exact.width() == 76
    # Nothing near enough (a picture a third the size would look soft scaled up): rendered at once.
    first = card_pixmaps.card_pixmap_soon(QUEEN, True, 400, False, "blue", 1.0, "classic", asker)
    assert first.width() == 400
    # Several cards wanting new sizes together: one picture per turn of the event loop.
    for card in (card_id(Suit.HEARTS, Rank.KING), card_id(Suit.CLUBS, Rank.JACK)):
        card_pixmaps.face_pixmap(card, 136)
        card_pixmaps.card_pixmap_soon(card, True, 72, False, "blue", 1.0, "classic", asker)
    before = len(card_pixmaps._CACHE)
    card_pixmaps._render_next()
    assert len(card_pixmaps._CACHE) == before + 1
    QApplication.processEvents()
    assert len(card_pixmaps._CACHE) == before + 2 and not card_pixmaps._SOON
    card_pixmaps.clear_cache()


def test_the_cards_in_flight_have_their_pictures_rendered_before_they_land(qapp) -> None:  # type: ignore[no-untyped-def]
    card_pixmaps.clear_cache()
    item = CardItem(QUEEN, face_up=False, style=CardStyle())
    item.setScale(0.72)
    item.animate(QPointF(300, 200), 1, 0, True, 1000, scale=1.36)
    item.render_ahead(1.0)
    assert not _widths("face")
    QApplication.processEvents()
    assert _widths("face") == {136}
    card_pixmaps.clear_cache()
