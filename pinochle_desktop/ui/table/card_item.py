"""One card on the table: a ``QGraphicsObject`` that draws itself and animates to where it is sent.

A ``CardItem`` knows only its card id and whether it lies face up, plus how it looks at
the moment (dimmed, raised, hovered, highlighted). Its origin is the card's centre, so a
``layout.Slot`` (centre, rotation, z) maps straight onto ``animate``.
"""

from __future__ import annotations

import math
import weakref

from PySide6.QtCore import (
    Property,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QImage, QPainter, QPainterPath, QPixmap, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from pinochle_desktop.ui.table.card_art import UNKNOWN_CARD, card_outline
from pinochle_desktop.ui.table.card_drawing import (
    CARD_RECT,
    compose,
    draw_card,
    elevation_of,
    lift_and_squeeze,
    may_render,
    picture_width,
    render_at_rest,
)
from pinochle_desktop.ui.table.card_pixmaps import (
    at_rest,
    card_pixmap_soon,
    forget_at_rest,
    keep_at_rest,
    render_ahead,
    shadow_pixmap,
)
from pinochle_desktop.ui.table.card_style import CardStyle, default_style


class CardItem(QGraphicsObject):
    """A card that can be sent anywhere with ``animate`` and reports left clicks as ``clicked(card_id)``.

    Local coordinates put the card's centre at the origin; it is ``CARD_WIDTH`` x
    ``CARD_HEIGHT`` scene units and the view scales the scene. Raising and hover lift move
    the drawing toward the card's top, which in a seat's hand points to the table centre.
    """

    clicked = Signal(int)
    hovered = Signal(int, bool)
    animation_finished = Signal(int)

    RAISE_LIFT = 28.0
    HOVER_LIFT = 12.0
    LIFT_DURATION_MS = 110
    """Duration of the small raise/hover movement; 0 moves at once (tests)."""
    MOTION_CACHE_SCALE = 1.25
    """Device pixels per scene unit up to which a moving card's picture is cached (see ``_cache_for``)."""
    _bounds: QRectF | None = None

    def __init__(
        self,
        card_id: int,
        face_up: bool = False,
        style: CardStyle | None = None,
        parent: QGraphicsItem | None = None,
    ) -> None:
        super().__init__(parent)
        self._card = card_id
        self._face_up = face_up
        self._style = style if style is not None else default_style()
        self._style.changed.connect(self.update)
        self._dimmed = self._raised = self._highlight = self._hovering = self._marked = False
        self._hover_lift = False
        self._flip = 0.0
        self._lift = 0.0
        self._animation: QParallelAnimationGroup | None = None  # the move under way, if any (one of _motion)
        self._motion: QParallelAnimationGroup | None = None  # made at the first move, then reused (see animate)
        self._tracks: dict[bytes, QPropertyAnimation] = {}  # its property animations, by property
        self._in_motion: set[bytes] = set()  # the properties whose animations are in the group now
        self._queued: tuple[QPointF, float, float, bool, int, float] | None = None  # a move waiting (animate_after)
        self._target: tuple[QPointF, float, bool, float] | None = None
        self._lift_animation: QPropertyAnimation | None = None  # made when the card first rises (few ever do)
        self._seen: tuple[object, ...] | None = None  # how it last looked when painted directly (see paint)
        self._moving: tuple[tuple[object, ...], QImage, QRectF] | None = None  # its picture in flight (_draw_moving)
        weakref.finalize(self, forget_at_rest, id(self))  # a card gone with its scene (a review) leaves no picture
        self.setAcceptHoverEvents(True)
        # Render once per look and reuse it while the card only moves (animations stay cheap); see _cache_for.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    def __repr__(self) -> str:
        return f"<CardItem {self._card} {'up' if self._face_up else 'down'}>"

    # --- what the card is ---------------------------------------------------------------

    @property
    def card_id(self) -> int:
        return self._card

    def set_card_id(self, card_id: int) -> None:
        """Say which card this is (e.g. when a hidden card is revealed as it is played)."""
        if card_id != self._card:  # an update redraws the card's cached picture: only when it changes
            self._card = card_id
            self.update()

    @property
    def style(self) -> CardStyle:
        return self._style

    def is_face_up(self) -> bool:
        return self._face_up

    def set_face_up(self, face_up: bool) -> None:
        """Turn the card at once, without animation."""
        self._face_up = face_up
        self.update()

    def put_away(self) -> None:
        """Off the table: at the end of any move, hidden, with no picture kept (see ``renew``)."""
        self.finish_animation()
        self.setVisible(False)
        self.forget_picture()
        self._set_cache(QGraphicsItem.CacheMode.NoCache)  # (which drops Qt's picture of it too)

    def renew(self, card_id: int) -> None:
        """Back on the table as ``card_id`` (a card put away, dealt again): face down, square, at rest, nothing
        marked, raised or lifted, as a new card is."""
        self.finish_animation()
        self._card = card_id
        self._face_up = False
        self._dimmed = self._raised = self._highlight = self._hovering = self._marked = False
        self._hover_lift = False
        self._lift = 0.0
        self.setRotation(0.0)
        self._set_cache(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setVisible(True)
        self.update()

    # --- visual state -------------------------------------------------------------------

    def set_dimmed(self, dimmed: bool) -> None:
        """Grey the card out, e.g. because it may not be played now."""
        if dimmed != self._dimmed:
            self._dimmed = dimmed
            self.update()

    def is_dimmed(self) -> bool:
        return self._dimmed

    def set_raised(self, raised: bool) -> None:
        """Lift the card out of its hand, as a selected card."""
        if raised != self._raised:
            self._raised = raised
            self._move_lift()

    def is_raised(self) -> bool:
        return self._raised

    def set_highlight(self, highlight: bool) -> None:
        """Outline the card, as the keyboard focus."""
        if highlight != self._highlight:
            self._highlight = highlight
            self.update()

    def is_highlighted(self) -> bool:
        return self._highlight

    def set_marked(self, marked: bool) -> None:
        """A coloured band along the card's bottom edge: a card received from the partner."""
        if marked != self._marked:
            self._marked = marked
            self.update()

    def is_marked(self) -> bool:
        return self._marked

    @property
    def hover_lift(self) -> bool:
        """Whether the card rises a little while the mouse is over it (cards one may play)."""
        return self._hover_lift

    @hover_lift.setter
    def hover_lift(self, enabled: bool) -> None:
        if enabled == self._hover_lift:
            return
        self._hover_lift = enabled  # the view shows the pointing hand over such a card (TableView)
        self._move_lift()

    def _lift_target(self) -> float:
        return (self.RAISE_LIFT if self._raised else 0.0) + (
            self.HOVER_LIFT if self._hovering and self._hover_lift else 0.0
        )

    def _move_lift(self) -> None:
        target = self._lift_target()
        running = self._lifting()
        if target == self._lift and not running:
            return
        if self._lift_animation is not None:
            self._lift_animation.stop()
        if self.LIFT_DURATION_MS <= 0 or self.scene() is None:
            self._set_lift(target)
            return
        if self._lift_animation is None:
            self._lift_animation = QPropertyAnimation(self, b"lift", self)
            self._lift_animation.setEasingCurve(QEasingCurve.Type.OutQuad)
        self._lift_animation.setDuration(self.LIFT_DURATION_MS)
        self._lift_animation.setStartValue(self._lift)
        self._lift_animation.setEndValue(target)
        self._lift_animation.start()

    def _lifting(self) -> bool:
        return self._lift_animation is not None and self._lift_animation.state() == QPropertyAnimation.State.Running

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        self._lift = float(value)
        self.update()

    lift = Property(float, _get_lift, _set_lift)
    """How far the drawing is lifted toward the card's top, in scene units."""

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = float(value)
        if (
            self._flip >= 0.5
            and self._target is not None
            and self._face_up != self._target[2]
        ):
            self._face_up = self._target[2]
        self.update()

    flip = Property(float, _get_flip, _set_flip)
    """Progress of turning over, 0 to 1: the card narrows, changes side at 0.5, widens again."""

    # --- animation ----------------------------------------------------------------------

    def animate(
        self, pos: QPointF, z: float, rotation: float, face_up: bool, duration_ms: int, scale: float | None = None
    ) -> None:
        """Move to ``pos``, ``rotation`` and ``scale`` (eased) and turn to ``face_up`` halfway; z is set at once.

        A running animation to the same place goes on undisturbed; one elsewhere is stopped
        where it is and the new one starts from there. ``duration_ms`` of 0 or less jumps
        to the end with no animation object.
        """
        scale = self.scale() if scale is None else float(scale)
        if self._queued is not None:
            if duration_ms > 0 and self._waits_to_go(pos, rotation, face_up, scale):
                self.setZValue(z)
                return  # the card waits its turn to go there (a card of a deal, the table refreshed meanwhile)
            self._queued = None  # sent elsewhere now: it goes at once
        self.setZValue(z)
        if self._animation is None and self._rests_at(pos, rotation, face_up, scale):
            self._target = None  # at rest where it is sent (most cards at each refresh): nothing to do
            return
        target = (QPointF(pos), float(rotation), face_up, scale)
        if self._animation is not None and target == self._target and duration_ms > 0:
            return
        self._stop_animation()
        self._target = target
        start = self.rotation()
        end = start + (
            (rotation - start + 180.0) % 360.0 - 180.0
        )  # turn the short way round
        if duration_ms <= 0 or (self.pos() == pos and math.isclose(start, end)
                                and math.isclose(self.scale(), scale) and face_up == self._face_up):
            self._apply_target()  # (most cards stay where they are at each refresh: no animation objects)
            return
        group = self._motion_group()
        turning = face_up != self._face_up
        self._track(group, b"pos", self.pos() != pos, self.pos(), QPointF(pos), duration_ms)
        self._track(group, b"rotation", not math.isclose(start, end), start, end, duration_ms)
        self._track(group, b"scale", not math.isclose(self.scale(), scale), self.scale(), scale, duration_ms)
        self._track(group, b"flip", turning, 0.0, 1.0, duration_ms)
        if group.animationCount() == 0:
            self._apply_target()
            return
        self._animation = group
        self._cache_for(moving=True, turning=turning)
        group.start()

    def animate_after(self, delay_ms: int, pos: QPointF, z: float, rotation: float, face_up: bool,
                      duration_ms: int, scale: float) -> None:
        """``animate`` in ``delay_ms`` (a card of a deal waits its turn); z is set at once.  Asked meanwhile to
        go to the same place, the card keeps waiting; sent elsewhere, it goes there at once instead."""
        self.setZValue(z)
        queued = self._queued = (QPointF(pos), float(z), float(rotation), face_up, duration_ms, float(scale))
        QTimer.singleShot(delay_ms, self, lambda: self._start_queued(queued))

    def _start_queued(self, queued: tuple[QPointF, float, float, bool, int, float]) -> None:
        if self._queued is queued:
            self._queued = None
            pos, z, rotation, face_up, duration_ms, scale = queued
            self.animate(pos, z, rotation, face_up, duration_ms, scale)

    def _motion_group(self) -> QParallelAnimationGroup:
        """The card's one animation group.  Making a group and its property animations costs a refresh
        that moves the whole table about a quarter of a millisecond a card, so each card makes them once
        and a move only sets their ends."""
        if self._motion is None:
            self._motion = QParallelAnimationGroup(self)
            self._motion.finished.connect(self._on_animation_finished)
            for name in (b"pos", b"rotation", b"scale", b"flip"):  # all made at once: at the first move, which
                track = self._tracks[name] = QPropertyAnimation(self, name, self)  # is a deal's, one card a time
                track.setEasingCurve(QEasingCurve.Type.InOutSine if name == b"flip" else QEasingCurve.Type.OutCubic)
        return self._motion

    def _track(self, group: QParallelAnimationGroup, name: bytes, moves: bool, start: object, end: object,
               ms: int) -> None:
        """Have the property ``name`` go from ``start`` to ``end`` in this move, or not move at all: a
        property that keeps its value is taken out of the group (turning over from 0 to 0 would still
        repaint the card at every frame)."""
        track = self._tracks[name]
        if not moves:
            if name in self._in_motion:
                self._in_motion.discard(name)
                group.removeAnimation(track)
                track.setParent(self)  # (out of the group it would have no owner)
            return
        track.setDuration(ms)
        track.setStartValue(start)
        track.setEndValue(end)
        if name not in self._in_motion:
            self._in_motion.add(name)
            group.addAnimation(track)

    def is_animating(self) -> bool:
        return self._animation is not None

    def is_waiting(self) -> bool:
        """Whether the card waits to set off (``animate_after``)."""
        return self._queued is not None

    def goes_to(self, pos: QPointF, rotation: float, face_up: bool, scale: float) -> bool:
        """Whether the card is there already, at rest, or on its way there (moving or waiting to)."""
        if self._queued is not None:
            return self._waits_to_go(pos, rotation, face_up, scale)
        if self._animation is not None:
            return self._target == (pos, float(rotation), face_up, scale)
        return self._rests_at(pos, rotation, face_up, scale)

    def _waits_to_go(self, pos: QPointF, rotation: float, face_up: bool, scale: float) -> bool:
        queued = self._queued
        return queued is not None and (queued[0], queued[2], queued[3], queued[5]) == (pos, rotation, face_up, scale)

    def _rests_at(self, pos: QPointF, rotation: float, face_up: bool, scale: float) -> bool:
        return not self._flip and face_up == self._face_up and self.pos() == pos \
            and self.rotation() == rotation and self.scale() == scale

    def finish_animation(self) -> None:
        """Jump to the end of a running or waiting move (and of a raise or hover lift)."""
        if self._queued is not None:
            pos, z, rotation, face_up, _, scale = self._queued
            self.animate(pos, z, rotation, face_up, 0, scale)  # (which forgets the waiting move)
        if self._lift_animation is not None and self._lifting():
            self._lift_animation.stop()
            self._set_lift(self._lift_target())
        if self._animation is not None:
            self._stop_animation()
            self._apply_target()
            self.animation_finished.emit(self._card)

    def _stop_animation(self) -> None:
        group, self._animation = self._animation, None
        if group is not None:
            group.stop()  # (kept for the next move; stopping it sends no "finished")
        if self._flip:
            self._flip = 0.0
            self.update()

    def _apply_target(self) -> None:
        # Moving and turning repaint by themselves; update() would also throw away the card's cached
        # picture, which every refresh of the table would then redraw for every card on it.
        if self._target is not None:
            pos, rotation, face_up, scale = self._target
            self.setPos(pos)
            self.setRotation(rotation)
            self.setScale(scale)
            if face_up != self._face_up:
                self._face_up = face_up
                self.update()
            self._target = None
        if self._flip:
            self._flip = 0.0
            self.update()
        self._moving = None  # (its picture in flight)
        self._cache_for(moving=False)

    def _cache_for(self, *, moving: bool, turning: bool = False) -> None:
        """How the card's picture is kept.  Qt redraws a device-coordinate cache whenever the card turns,
        and on every expose for a card at a slant (a fanned hand), so that cache is kept only for a card
        square to the table at rest; a slanted card at rest is painted directly, and so is a card turning
        over (it is drawn anew every frame anyway).  A card that only moves keeps its picture in its own
        coordinates, which Qt then just blits, turned, frame after frame.  Qt draws that picture one pixel
        per scene unit (a cache of another size comes out at the wrong size), so this is done only where
        the view shows up to MOTION_CACHE_SCALE pixels a unit; above it the picture would look soft in
        flight, and a moving card is painted directly too."""
        mode = QGraphicsItem.CacheMode
        if moving and not turning:
            views = self.scene().views() if self.scene() is not None else []
            if views:
                t = views[0].transform()
                scale = math.hypot(t.m11(), t.m12()) * self.scale() * views[0].devicePixelRatioF()
                if scale <= self.MOTION_CACHE_SCALE:
                    self._set_cache(mode.ItemCoordinateCache)
                    return
        square = math.isclose(self.rotation() % 90.0, 0.0, abs_tol=1e-6) \
            or math.isclose(self.rotation() % 90.0, 90.0, abs_tol=1e-6)
        self._set_cache(mode.DeviceCoordinateCache if square and not moving else mode.NoCache)

    def _set_cache(self, mode: QGraphicsItem.CacheMode) -> None:
        if mode != self.cacheMode():  # Qt throws the cached picture away even when the mode stays the same
            self.setCacheMode(mode)

    def _on_animation_finished(self) -> None:
        self._stop_animation()
        self._apply_target()
        self.animation_finished.emit(self._card)

    # --- painting -----------------------------------------------------------------------

    def boundingRect(self) -> QRectF:  # asked for many times a frame: worked out once
        bounds = CardItem._bounds
        if bounds is None:
            bounds = CardItem._bounds = CARD_RECT.adjusted(-8, -8 - self.RAISE_LIFT - self.HOVER_LIFT, 8, 10)
        return bounds

    def shape(self) -> QPainterPath:
        path = card_outline(CARD_RECT.translated(0, -self._lift))
        if (
            self._hovering and self._lift > 0
        ):  # keep the spot it rose from, so hover does not flicker
            path = path.united(card_outline(CARD_RECT))
        return path

    def paint(
        self,
        painter: QPainter,
        option: QStyleOptionGraphicsItem,
        widget: QWidget | None = None,
    ) -> None:
        world = painter.worldTransform()
        lod = QStyleOptionGraphicsItem.levelOfDetailFromTransform(world)
        device = painter.device()
        dpr = device.devicePixelRatioF() if device is not None else 1.0
        width = self._picture_width(lod)
        shadow = shadow_pixmap(width, dpr, self._elevation())
        style = self._style
        pixmap = card_pixmap_soon(
            self._card, self._face_up, width, style.four_colour, style.back, dpr, style.face_style, self
        )
        if self.cacheMode() == QGraphicsItem.CacheMode.NoCache:
            if self._at_rest():
                self._moving = None
                if self._paint_at_rest(painter, world, dpr, pixmap, shadow):
                    return
            else:
                self._draw_moving(painter, pixmap, shadow)
                return
        self._draw(painter, pixmap, shadow)

    def _at_rest(self) -> bool:
        return self._animation is None and not self._flip \
            and not self._lifting()

    def _paint_at_rest(self, painter: QPainter, world: QTransform, dpr: float, pixmap: QPixmap,
                       shadow: QPixmap) -> bool:
        """A card at rest that Qt does not cache (one at a slant: a fanned hand, a trick) keeps its picture as the
        screen shows it, turned and scaled, and has it copied to the screen pixel for pixel at each repaint (a card
        flying over the hand repaints it every frame) instead of drawing its shadow and face turned, smoothly
        filtered, every time.  The picture is made the second time the card is painted looking the same (a card
        that moves without animation, as while the window is resized, is just painted), and it comes out as the
        direct painting would, to the fraction of a pixel.  Returns whether it painted."""
        x, y = world.dx() * dpr, world.dy() * dpr
        fx, fy = x - math.floor(x), y - math.floor(y)
        look = (pixmap.cacheKey(), shadow.cacheKey(), self._dimmed, self._marked, self._highlight, self._lift,
                round(world.m11(), 6), round(world.m12(), 6), round(world.m21(), 6), round(world.m22(), 6),
                round(fx, 3), round(fy, 3), dpr, int(painter.renderHints().value))
        kept = at_rest(id(self), look)
        if kept is None:
            if look != self._seen:
                self._seen = look
                return False
            if not may_render():
                return False  # painted directly this time; its picture is made at a later repaint
            kept = self._render_at_rest(painter, world, dpr, pixmap, shadow, x, y)
            keep_at_rest(id(self), look, *kept)
        image, dx, dy = kept
        painter.save()
        painter.setWorldTransform(QTransform.fromTranslate((math.floor(x) + dx) / dpr, (math.floor(y) + dy) / dpr))
        painter.drawImage(QPointF(0, 0), image)
        painter.restore()
        return True

    def _render_at_rest(self, painter: QPainter, world: QTransform, dpr: float, pixmap: QPixmap, shadow: QPixmap,
                        x: float, y: float) -> tuple[QImage, float, float]:
        return render_at_rest(painter, world, dpr, self._elevation(), self._lift, x, y,
                              lambda p: self._draw(p, pixmap, shadow))

    def _draw_moving(self, painter: QPainter, pixmap: QPixmap, shadow: QPixmap) -> None:
        """A card in flight, turning over or rising is drawn anew every frame, turned and scaled: its shadow, face
        and marks are put together once into one picture (``compose``) and that is drawn instead of a shadow and
        a face at each frame."""
        look = (pixmap.cacheKey(), shadow.cacheKey(), self._dimmed, self._marked, self._highlight)
        if self._moving is None or self._moving[0] != look:
            self._moving = (look, *compose(pixmap, shadow, self._elevation(), self._dimmed, self._marked,
                                           self._highlight))
        _look, image, target = self._moving
        lift_and_squeeze(painter, self._lift, self._flip)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawImage(target, image, QRectF(image.rect()))

    def _elevation(self) -> float:
        return elevation_of(self._lift)

    def _draw(self, painter: QPainter, pixmap: QPixmap, shadow: QPixmap) -> None:
        draw_card(painter, pixmap, shadow, self._lift, self._flip, self._dimmed, self._marked, self._highlight)

    def forget_picture(self) -> None:
        """Drop the pictures kept of this card (it leaves the table)."""
        forget_at_rest(id(self))
        self._seen = self._moving = None

    def _picture_width(self, lod: float) -> int:
        """The width (in steps of 4 pixels) of the pictures a paint at level of detail ``lod`` draws.  A card
        painted directly while it flies and grows or shrinks draws those of the size it lands at (scaled): it
        needs them there anyway, rather than a face, a back and a shadow rendered afresh at each frame's size."""
        if self._animation is not None and self._target is not None \
                and self.cacheMode() == QGraphicsItem.CacheMode.NoCache and self.scale() > 0:
            lod *= self._target[3] / self.scale()
        return picture_width(lod)

    def render_ahead(self, dpr: float) -> None:
        """Have the picture this card shows where it lands (face or back, at that size) rendered soon."""
        if self._queued is not None:  # (waiting to set off)
            scale, face_up = self._queued[5], self._queued[3]
        elif self._target is not None:
            scale, face_up = self._target[3], self._target[2]
        else:
            scale, face_up = self.scale(), self._face_up
        style = self._style
        render_ahead(self._card, face_up, picture_width(scale), style.four_colour, style.back, dpr, style.face_style)

    # --- mouse --------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            event.accept()
        else:
            event.ignore()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.shape().contains(
            event.pos()
        ):
            self.clicked.emit(self._card)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovering = True
        self._move_lift()
        self.hovered.emit(self._card, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self._hovering = False
        self._move_lift()
        self.hovered.emit(self._card, False)


__all__ = ["UNKNOWN_CARD", "CardItem", "CardStyle", "default_style"]
