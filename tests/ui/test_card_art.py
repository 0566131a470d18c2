"""Card artwork (colours, corners, backs, cache) and the CardItem that shows it on the table."""

from __future__ import annotations

import hashlib

import pytest
from PySide6.QtCore import QEvent, QParallelAnimationGroup, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent, QGraphicsView

from pinochle_desktop.engine.cards import Rank, Suit, card_id
from pinochle_desktop.ui.table import card_art, card_pixmaps, layout
from pinochle_desktop.ui.table.card_item import CardItem, CardStyle, default_style


def _image(pixmap) -> QImage:
    return pixmap.toImage().convertToFormat(QImage.Format.Format_ARGB32)


def _count(
    image: QImage, test, region: tuple[float, float, float, float] = (0, 0, 1, 1)
) -> int:
    """Pixels in a region (fractions of the image) whose colour passes ``test(r, g, b)``."""
    x0, y0, x1, y1 = (
        round(f * n) for f, n in zip(region, (image.width(), image.height()) * 2)
    )
    hits = 0
    for y in range(y0, y1):
        for x in range(x0, x1):
            c = QColor.fromRgba(image.pixel(x, y))
            if c.alpha() > 200 and test(c.red(), c.green(), c.blue()):
                hits += 1
    return hits


def red(r: int, g: int, b: int) -> bool:
    return r > 150 and g < 90 and b < 90


def blue(r: int, g: int, b: int) -> bool:
    return b > 120 and r < 80 and g < 110


def green(r: int, g: int, b: int) -> bool:
    return g > 90 and r < 60 and b < 90


def ink(r: int, g: int, b: int) -> bool:
    return max(r, g, b) < 140 or red(r, g, b)


ALL_KINDS = [(s, r) for s in Suit for r in Rank]


@pytest.mark.parametrize(("suit", "rank"), ALL_KINDS)
def test_two_colour_faces_are_red_for_hearts_and_diamonds_only(
    qapp, suit: Suit, rank: Rank
) -> None:
    for style in card_art.FACE_STYLES:
        image = _image(card_pixmaps.face_pixmap(card_id(suit, rank), 100, face_style=style))
        # the classic figures wear red and blue whatever their suit, as printed ones do: their index is the suit's
        court = style == "classic" and rank in (Rank.KING, Rank.QUEEN, Rank.JACK)
        reds = _count(image, red, (0, 0, 0.23, 0.34) if court else (0, 0, 1, 1))
        if suit in (Suit.HEARTS, Suit.DIAMONDS):
            assert reds > (30 if court else 100), style
        else:
            assert reds == 0, style


def test_four_colour_faces_use_black_red_blue_green(qapp) -> None:
    def colours(suit: Suit) -> tuple[int, int, int]:
        image = _image(
            card_pixmaps.face_pixmap(card_id(suit, Rank.ACE), 100, four_colour=True)
        )
        return _count(image, red), _count(image, blue), _count(image, green)

    spades, hearts, diamonds, clubs = (colours(s) for s in Suit)
    assert spades == (0, 0, 0)
    assert hearts[0] > 100 and hearts[1] == 0 and hearts[2] == 0
    assert diamonds[1] > 100 and diamonds[0] == 0
    assert clubs[2] > 100 and clubs[0] == 0 and clubs[1] == 0


def test_two_colour_diamonds_have_no_blue(qapp) -> None:
    image = _image(card_pixmaps.face_pixmap(card_id(Suit.DIAMONDS, Rank.TEN), 100))
    assert _count(image, blue) == 0


def test_every_card_kind_looks_different(qapp) -> None:
    digests = {
        hashlib.sha1(
            _image(card_pixmaps.face_pixmap(card_id(s, r), 80)).constBits().tobytes()
        ).hexdigest()
        for s, r in ALL_KINDS
    }
    assert len(digests) == len(ALL_KINDS)


def test_index_sits_top_left_and_upside_down_bottom_right(qapp) -> None:
    image = _image(card_pixmaps.face_pixmap(card_id(Suit.SPADES, Rank.ACE), 200))
    assert _count(image, ink, (0.03, 0.04, 0.23, 0.32)) > 200
    assert _count(image, ink, (0.77, 0.68, 0.97, 0.96)) > 200
    assert _count(image, ink, (0.77, 0.04, 0.97, 0.32)) == 0
    assert _count(image, ink, (0.03, 0.68, 0.23, 0.96)) == 0


def test_ten_index_is_wider_than_nine(qapp) -> None:
    def index_ink(rank: Rank) -> int:
        image = _image(card_pixmaps.face_pixmap(card_id(Suit.CLUBS, rank), 200))
        return _count(image, ink, (0.03, 0.04, 0.23, 0.19))

    assert index_ink(Rank.TEN) > index_ink(Rank.NINE)


def test_card_has_rounded_transparent_corners_and_a_white_middle(qapp) -> None:
    image = _image(card_pixmaps.face_pixmap(card_id(Suit.HEARTS, Rank.NINE), 100))
    assert QColor.fromRgba(image.pixel(0, 0)).alpha() == 0
    assert (
        QColor.fromRgba(image.pixel(image.width() - 1, image.height() - 1)).alpha() == 0
    )
    assert QColor.fromRgba(image.pixel(image.width() // 2, 3)).lightness() > 230


def test_backs_differ_from_faces_and_from_each_other(qapp) -> None:
    backs = [_image(card_pixmaps.back_pixmap(name, 100)) for name in card_art.BACK_NAMES]
    face = _image(card_pixmaps.face_pixmap(card_id(Suit.SPADES, Rank.KING), 100))
    assert len(backs) >= 2
    assert all(back != face for back in backs)
    assert len({b.constBits().tobytes() for b in backs}) == len(backs)
    assert _count(backs[0], blue) > 1000
    assert _count(backs[1], red) > 1000


def test_hidden_card_and_face_down_card_show_the_back(qapp) -> None:
    back = _image(card_pixmaps.back_pixmap("red", 90))
    assert (
        _image(card_pixmaps.card_pixmap(card_art.UNKNOWN_CARD, True, 90, back="red"))
        == back
    )
    assert (
        _image(
            card_pixmaps.card_pixmap(card_id(Suit.HEARTS, Rank.ACE), False, 90, back="red")
        )
        == back
    )


def test_unknown_back_is_refused(qapp) -> None:
    with pytest.raises(ValueError, match="unknown card back"):
        card_pixmaps.back_pixmap("plaid", 100)
    with pytest.raises(ValueError, match="unknown card back"):
        CardStyle(back="plaid")


def test_pixmaps_respect_device_pixel_ratio_and_are_cached(qapp) -> None:
    card = card_id(Suit.CLUBS, Rank.QUEEN)
    sharp = card_pixmaps.face_pixmap(card, 100, dpr=2.0)
    assert (sharp.width(), sharp.height()) == (200, 280)
    assert sharp.devicePixelRatio() == 2.0
    assert card_pixmaps.face_pixmap(card, 100, dpr=2.0).cacheKey() == sharp.cacheKey()
    assert (
        card_pixmaps.face_pixmap(card + 1, 100, dpr=2.0).cacheKey() == sharp.cacheKey()
    )  # the other copy
    assert (
        card_pixmaps.face_pixmap(card, 100, four_colour=True, dpr=2.0).cacheKey()
        != sharp.cacheKey()
    )
    assert card_pixmaps.face_pixmap(card, 100, dpr=1.0).width() == 100


def test_card_proportions_match_the_scene_card() -> None:
    assert pytest.approx(1.4) == card_art.CARD_ASPECT
    assert pytest.approx(card_art.CARD_ASPECT) == layout.CARD_HEIGHT / layout.CARD_WIDTH


def test_suit_symbols_are_about_one_unit_and_distinct(qapp) -> None:
    areas = []
    for suit in Suit:
        box = card_art.suit_path(suit).boundingRect()
        assert 0.9 < box.height() < 1.05
        assert 0.65 < box.width() < 1.1
        assert abs(box.center().x()) < 0.02  # symmetric left to right
        poly = card_art.suit_path(suit).toFillPolygon()
        areas.append(box.width() * box.height())
        assert len(poly) > 8
    assert len({round(a, 2) for a in areas}) == 4


# --- CardItem -----------------------------------------------------------------------------


@pytest.fixture
def scene(qapp):
    scene = QGraphicsScene(0, 0, 1600, 1000)
    yield scene
    scene.clear()


@pytest.fixture(autouse=True)
def instant_lift(monkeypatch) -> None:
    monkeypatch.setattr(CardItem, "LIFT_DURATION_MS", 0)


def _render(scene: QGraphicsScene, rect: QRectF) -> QImage:
    image = QImage(int(rect.width()), int(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("#206030"))
    painter = QPainter(image)
    scene.render(painter, QRectF(image.rect()), rect)
    painter.end()
    return image


def test_animate_with_duration_zero_jumps_at_once(scene) -> None:
    item = CardItem(card_id(Suit.HEARTS, Rank.ACE))
    scene.addItem(item)
    item.animate(QPointF(300, 400), 17, 90, True, 0)
    assert item.pos() == QPointF(300, 400)
    assert item.rotation() == 90
    assert item.zValue() == 17
    assert item.is_face_up()
    assert not item.is_animating()


def test_finish_animation_completes_a_running_move_and_flip(scene, qtbot) -> None:
    item = CardItem(card_id(Suit.SPADES, Rank.TEN))
    scene.addItem(item)
    item.animate(QPointF(10, 10), 1, 0, False, 0)
    item.animate(QPointF(800, 500), 42, 170, True, 5000)
    assert item.is_animating()
    assert item.zValue() == 42  # z is set at once
    assert item.pos() != QPointF(800, 500)
    assert not item.is_face_up()
    with qtbot.waitSignal(item.animation_finished, timeout=1000) as blocker:
        item.finish_animation()
    assert blocker.args == [item.card_id]
    assert item.pos() == QPointF(800, 500)
    assert item.rotation() == 170
    assert item.is_face_up()
    assert not item.is_animating()


def test_animation_runs_to_its_end_on_its_own(scene, qtbot) -> None:
    item = CardItem(card_id(Suit.CLUBS, Rank.JACK), face_up=True)
    scene.addItem(item)
    with qtbot.waitSignal(item.animation_finished, timeout=2000):
        item.animate(QPointF(120, 80), 3, -90, False, 60)
    assert item.pos() == QPointF(120, 80)
    assert item.rotation() == -90
    assert not item.is_face_up()


def test_face_turns_halfway_through_the_flip(scene) -> None:
    item = CardItem(card_id(Suit.DIAMONDS, Rank.KING))
    scene.addItem(item)
    item.animate(QPointF(50, 50), 1, 0, True, 5000)
    item.flip = 0.4
    assert not item.is_face_up()
    item.flip = 0.6
    assert item.is_face_up()
    item.finish_animation()
    assert item.flip == 0.0


def test_new_animation_starts_from_where_the_card_is(scene) -> None:
    item = CardItem(card_id(Suit.CLUBS, Rank.ACE))
    scene.addItem(item)
    item.animate(QPointF(0, 0), 1, 0, False, 0)
    item.animate(QPointF(1000, 0), 1, 0, False, 5000)
    item.animate(QPointF(0, 600), 2, 0, False, 0)
    assert item.pos() == QPointF(0, 600)
    assert not item.is_animating()


def test_rotation_turns_the_short_way_and_ends_exactly(scene) -> None:
    item = CardItem(card_id(Suit.CLUBS, Rank.ACE))
    scene.addItem(item)
    item.animate(QPointF(0, 0), 1, 170, False, 0)
    item.animate(QPointF(0, 0), 1, -170, False, 1000)
    group = item.findChildren(QParallelAnimationGroup)[0]
    rotation = next(
        group.animationAt(i)
        for i in range(group.animationCount())
        if group.animationAt(i).propertyName() == b"rotation"
    )
    assert rotation.endValue() == pytest.approx(190)
    item.finish_animation()
    assert item.rotation() == -170


def _click_view(scene: QGraphicsScene, qtbot) -> QGraphicsView:
    view = QGraphicsView(scene)
    view.resize(800, 500)
    view.fitInView(scene.sceneRect())
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_left_click_emits_clicked_with_the_card_id(scene, qtbot) -> None:
    card = card_id(Suit.HEARTS, Rank.QUEEN, 1)
    item = CardItem(card, face_up=True)
    scene.addItem(item)
    item.animate(QPointF(800, 500), 1, 0, True, 0)
    view = _click_view(scene, qtbot)
    with qtbot.waitSignal(item.clicked, timeout=1000) as blocker:
        qtbot.mouseClick(
            view.viewport(),
            Qt.MouseButton.LeftButton,
            pos=view.mapFromScene(QPointF(800, 500)),
        )
    assert blocker.args == [card]


def _mouse(
    kind: QEvent.Type, button: Qt.MouseButton, pos: QPointF
) -> QGraphicsSceneMouseEvent:
    event = QGraphicsSceneMouseEvent(kind)
    event.setButton(button)
    event.setPos(pos)
    return event


def test_right_click_and_release_off_the_card_do_not_emit(scene, qtbot) -> None:
    item = CardItem(card_id(Suit.HEARTS, Rank.QUEEN), face_up=True)
    scene.addItem(item)
    press = _mouse(
        QEvent.Type.GraphicsSceneMousePress, Qt.MouseButton.RightButton, QPointF(0, 0)
    )
    item.mousePressEvent(press)
    assert not press.isAccepted()
    with qtbot.assertNotEmitted(item.clicked):
        item.mouseReleaseEvent(
            _mouse(
                QEvent.Type.GraphicsSceneMouseRelease,
                Qt.MouseButton.RightButton,
                QPointF(0, 0),
            )
        )
        # pressed on the card, dragged away and let go: no click
        item.mousePressEvent(
            _mouse(
                QEvent.Type.GraphicsSceneMousePress,
                Qt.MouseButton.LeftButton,
                QPointF(0, 0),
            )
        )
        item.mouseReleaseEvent(
            _mouse(
                QEvent.Type.GraphicsSceneMouseRelease,
                Qt.MouseButton.LeftButton,
                QPointF(300, 0),
            )
        )


def test_raised_and_hovered_cards_lift_toward_their_top(scene, qtbot) -> None:
    item = CardItem(card_id(Suit.SPADES, Rank.NINE), face_up=True)
    scene.addItem(item)
    top = item.shape().boundingRect().top()
    item.set_raised(True)
    assert item.is_raised()
    assert item.shape().boundingRect().top() == pytest.approx(top - CardItem.RAISE_LIFT)
    item.set_raised(False)
    item.hover_lift = True
    with qtbot.waitSignal(item.hovered) as blocker:
        item.hoverEnterEvent(None)
    assert blocker.args == [item.card_id, True]
    assert item.lift == pytest.approx(CardItem.HOVER_LIFT)
    item.hoverLeaveEvent(None)
    assert item.lift == 0


def test_hover_does_not_lift_without_hover_lift(scene) -> None:
    item = CardItem(card_id(Suit.SPADES, Rank.NINE), face_up=True)
    scene.addItem(item)
    item.hoverEnterEvent(None)
    assert item.lift == 0


def test_painted_card_shows_its_face_back_and_dimming(scene) -> None:
    heart = CardItem(card_id(Suit.HEARTS, Rank.ACE), face_up=True)
    hidden = CardItem(card_art.UNKNOWN_CARD, face_up=True)
    for item, x in ((heart, 200), (hidden, 400)):
        scene.addItem(item)
        item.animate(QPointF(x, 200), 1, 0, item is heart, 0)
    image = _render(scene, QRectF(100, 100, 400, 200))
    assert _count(image, red, (0, 0, 0.5, 1)) > 300
    assert _count(image, blue, (0.5, 0, 1, 1)) > 1000
    bright = _count(image, lambda r, g, b: min(r, g, b) > 235, (0, 0, 0.5, 1))
    heart.set_dimmed(True)
    assert heart.is_dimmed()
    dimmed = _render(scene, QRectF(100, 100, 400, 200))
    assert (
        _count(dimmed, lambda r, g, b: min(r, g, b) > 235, (0, 0, 0.5, 1)) < bright / 10
    )


def test_highlight_draws_an_outline(scene) -> None:
    item = CardItem(card_id(Suit.CLUBS, Rank.KING), face_up=True)
    scene.addItem(item)
    item.animate(QPointF(200, 200), 1, 0, True, 0)
    yellow = lambda r, g, b: r > 200 and g > 170 and b < 120
    before = _count(_render(scene, QRectF(140, 120, 120, 160)), yellow, (0, 0, 1, 0.1))
    item.set_highlight(True)
    assert item.is_highlighted()
    after = _count(_render(scene, QRectF(140, 120, 120, 160)), yellow, (0, 0, 1, 0.1))
    assert after > before + 50


def test_changing_the_shared_style_repaints_every_card(scene, qtbot) -> None:
    style = CardStyle()
    items = [
        CardItem(card_id(Suit.DIAMONDS, r), face_up=True, style=style)
        for r in (Rank.ACE, Rank.TEN)
    ]
    for i, item in enumerate(items):
        scene.addItem(item)
        item.animate(QPointF(200 + 150 * i, 200), 1, 0, True, 0)
    rect = QRectF(100, 100, 400, 200)
    assert _count(_render(scene, rect), blue) == 0
    with qtbot.waitSignal(style.changed):
        style.set_four_colour(True)
    assert _count(_render(scene, rect), blue) > 300
    with qtbot.assertNotEmitted(style.changed):
        style.set_four_colour(True)
    style.set_back("green")
    assert style.back == "green" and style.four_colour


def test_default_style_is_shared(qapp) -> None:
    assert CardItem(0).style is default_style() is CardItem(4).style


def test_hidden_card_can_be_revealed(scene) -> None:
    item = CardItem(card_art.UNKNOWN_CARD)
    item.set_card_id(card_id(Suit.SPADES, Rank.QUEEN))
    assert item.card_id == card_id(Suit.SPADES, Rank.QUEEN)


def test_sending_a_moving_card_to_the_same_place_keeps_its_animation(scene) -> None:
    item = CardItem(card_id(Suit.CLUBS, Rank.ACE))
    scene.addItem(item)
    item.animate(QPointF(900, 300), 1, 0, True, 5000)
    group = item.findChildren(QParallelAnimationGroup)[0]
    item.animate(QPointF(900, 300), 5, 0, True, 5000)
    assert item.findChildren(QParallelAnimationGroup)[0] is group
    assert item.zValue() == 5
    item.finish_animation()
    assert item.pos() == QPointF(900, 300) and item.is_face_up()


def test_the_picture_cache_stays_bounded_whatever_sizes_are_asked(qapp) -> None:  # type: ignore[no-untyped-def]
    # Every window size and card size preference asks other widths: shadows count against the bound too.
    card_pixmaps.clear_cache()
    for width in range(20, 20 + card_pixmaps._CACHE_LIMIT + 100):
        card_pixmaps.shadow_pixmap(width)
        card_pixmaps.face_pixmap(0, width)
    assert len(card_pixmaps._CACHE) == card_pixmaps._CACHE_LIMIT
    card_pixmaps.clear_cache()


def _ink_runs(image: QImage, x0: float, x1: float, y1: float) -> list[tuple[int, int]]:
    """The runs of pixel rows (first, last) in the strip ``x0``..``x1`` (fractions of the width) above ``y1``
    (a fraction of the height) that hold ink: the corner index's rank letter, then its suit."""
    rows = [y for y in range(round(y1 * image.height()))
            if _count(image, ink, (x0, y / image.height(), x1, (y + 1) / image.height()))]
    runs: list[tuple[int, int]] = []
    for y in rows:
        if runs and y == runs[-1][1] + 1:
            runs[-1] = (runs[-1][0], y)
        else:
            runs.append((y, y))
    return runs


@pytest.mark.parametrize("rank", [Rank.KING, Rank.NINE])
def test_a_small_cards_corner_index_is_drawn_large_enough_to_read(qapp, rank: Rank) -> None:
    # a melded card 56 px tall: a plain index (0.145 of the height) would be 8 px; a jumbo index reads 14 px,
    # and its suit still ends above where a meld's second line covers the card (0.42 of its height)
    image = _image(card_pixmaps.face_pixmap(card_id(Suit.SPADES, rank), 40))
    letter, suit = _ink_runs(image, 0.02, 0.22, 0.42)[:2]
    assert letter[1] - letter[0] + 1 >= 13.5
    assert suit[1] < 0.42 * image.height()
    assert card_art.index_pixels(image.height()) >= 14


def test_a_large_cards_corner_index_keeps_its_printed_size(qapp) -> None:
    image = _image(card_pixmaps.face_pixmap(card_id(Suit.SPADES, Rank.KING), 200))  # 280 px tall
    letter = _ink_runs(image, 0.02, 0.22, 0.3)[0]
    assert abs((letter[1] - letter[0] + 1) - 0.145 * 280) <= 2
