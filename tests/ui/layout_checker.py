"""The layout checker: looks at a live table window and lists everything a person would see as broken.

Every text fits its box (no label smaller than its size hint, no painted text cut short, nothing wider
than its panel); no panel, caption, bubble or plate leaves the visible table; none covers a card (any
seat's hand, a melded card, the trick, a pile) or another panel (only a message may lie over the backs of
another player's hand, where nothing is to be read); the window fits its screen. Also used
by ``benchmarks/table_contact_sheet.py``, which drives the same phases and takes screenshots.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QWidget

from pinochle_desktop.engine.actions import Bid, Bury, NameTrump, Pass, PassCards, Play, TakeWidow
from pinochle_desktop.engine.cards import SUIT_MASK
from pinochle_desktop.engine.game import legal_play_cards
from pinochle_desktop.engine.rules import Rules
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.ui.learning.hints import Hint, explain
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.table.card_item import CardItem
from pinochle_desktop.ui.table.controller import Mode, Seat
from pinochle_desktop.ui.table.layout import SOUTH
from pinochle_desktop.ui.table.placement import seat_points
from pinochle_desktop.ui.window_size import MINIMUM_SIZE

WINDOW_SIZES = ((800, 600), (900, 620), (1024, 700), (1280, 800), (1920, 1080), (2560, 1440))
"""The window sizes the checker tries (those that fit the screen), and the screen's largest window."""
SMALL_SIZES = (MINIMUM_SIZE, (800, 600))
TOLERANCE = 1.0


@dataclass
class Box:
    what: str
    rect: QRectF


def settle(ms: int = 0) -> None:
    """Let Qt deliver what is pending (resizes, layouts, zero-time timers)."""
    app = QApplication.instance()
    assert app is not None
    end = time.monotonic() + ms / 1000
    while True:
        app.processEvents()
        if time.monotonic() >= end:
            break
        time.sleep(0.002)


def wait_until(predicate: Callable[[], bool], timeout: float = 20.0) -> None:
    end = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > end:
            raise TimeoutError("the table did not get there in time")
        settle(5)


# ------------------------------------------------------------ looking at the window
def _card_outline(item: CardItem) -> QPainterPath:
    half_w, half_h = 50.0, 70.0
    local = QPolygonF([QPointF(-half_w, -half_h - item._lift), QPointF(half_w, -half_h - item._lift),
                       QPointF(half_w, half_h), QPointF(-half_w, half_h)])
    path = QPainterPath()
    path.addPolygon(item.mapToScene(local))
    path.closeSubpath()
    return path


def _widget_rect(widget: QWidget, window: MainWindow) -> QRectF:
    """A widget over the table in scene coordinates (the scene is the view's viewport, unscaled)."""
    top_left = widget.mapTo(window.view.viewport(), widget.rect().topLeft()) if widget.parentWidget() \
        is not window.view else widget.geometry().topLeft() - window.view.viewport().geometry().topLeft()
    scene = window.view.mapToScene(top_left)
    return QRectF(scene.x(), scene.y(), widget.width(), widget.height())


def text_problems(root: QWidget, name: str) -> list[str]:
    """Labels, buttons and boxes inside ``root`` cut short, or sticking out of ``root``."""
    problems = []
    bounds = root.rect()
    for child in root.findChildren(QWidget):
        if not child.isVisibleTo(root) or child.width() <= 0:
            continue
        where = child.mapTo(root, child.rect().topLeft())
        inside = QRectF(where.x(), where.y(), child.width(), child.height())
        if not QRectF(bounds).adjusted(-TOLERANCE, -TOLERANCE, TOLERANCE, TOLERANCE).contains(inside):
            problems.append(f"{name}: {type(child).__name__} {_text(child)!r} sticks out of it")
        if isinstance(child, QLabel) and child.text():
            if child.wordWrap():
                need = child.heightForWidth(child.width())
                if child.height() + TOLERANCE < need:
                    problems.append(f"{name}: label {child.text()!r} is {child.height()} high, needs {need}")
            else:
                hint = child.sizeHint()
                if child.width() + TOLERANCE < hint.width() or child.height() + TOLERANCE < hint.height():
                    problems.append(f"{name}: label {child.text()!r} is {child.width()}x{child.height()}, "
                                    f"needs {hint.width()}x{hint.height()}")
        elif isinstance(child, (QAbstractButton, QComboBox)):
            hint = child.sizeHint() if isinstance(child, QAbstractButton) else child.minimumSizeHint()
            if child.width() + TOLERANCE < hint.width() or child.height() + TOLERANCE < hint.height():
                problems.append(f"{name}: {type(child).__name__} {_text(child)!r} is {child.width()}x"
                                f"{child.height()}, needs {hint.width()}x{hint.height()}")
    return problems


def _text(widget: QWidget) -> str:
    return getattr(widget, "text", lambda: "")() if not isinstance(widget, QComboBox) else widget.currentText()


def check_window(window: MainWindow) -> list[str]:
    """Everything wrong with what ``window`` shows now (empty: nothing)."""
    problems: list[str] = []
    screen = window.screen()
    if screen is not None:
        available = screen.availableGeometry()
        frame = window.frameGeometry()
        if frame.width() <= available.width() and frame.height() <= available.height() \
                and not available.contains(frame):
            problems.append(f"the window {frame} is not inside the screen's free area {available}")
    view, scene = window.view, window.scene
    port = view.viewport()
    table = QRectF(view.mapToScene(port.rect().topLeft()), view.mapToScene(port.rect().bottomRight()))
    table = table.adjusted(-TOLERANCE, -TOLERANCE, TOLERANCE, TOLERANCE)
    if abs(scene.sceneRect().width() - port.width()) > 1 or abs(scene.sceneRect().height() - port.height()) > 1:
        problems.append(f"the table {scene.sceneRect()} is not the view's size {port.size()}")
    drawer = window.score_drawer
    if not drawer.folded or drawer.is_open:  # folded and shut, the board is out of sight
        problems += text_problems(window.scoreboard, "scoreboard")
    if drawer.folded and not drawer.tab.isVisible() and not window.privacy.isVisible() \
            and not window.toast.isVisible():  # (the tab steps aside where a message needs its room)
        problems.append("the scoreboard is folded but its tab is not on the table")
    if drawer.is_open and not QRectF(window.centralWidget().rect()).contains(QRectF(window.scoreboard.geometry())):
        problems.append(f"the open scoreboard drawer {window.scoreboard.geometry()} leaves the window")
    if window.privacy.isVisible():
        return problems + text_problems(window.privacy, "privacy screen")
    zoom = window.meld_zoom
    if zoom.isVisible():  # one player's meld enlarged over the (dimmed) table
        panel = zoom.panel_rect()
        if not zoom.fits():
            problems.append(f"the enlarged meld {zoom.title!r} does not fit its panel")
        if not QRectF(zoom.rect()).contains(panel):
            problems.append(f"the enlarged meld {zoom.title!r} leaves the table: {panel}")
        if zoom.cards and zoom.index_pixels() < 14:  # the rule of the person's hand
            problems.append(f"the enlarged meld's corner index is {zoom.index_pixels():.1f} px")
        return problems
    cards: list[tuple[str, QPainterPath]] = []
    backs: set[str] = set()  # the backs of another seat's hand: a message may lie over those (nothing to read)
    for item in scene.card_items():
        if not item.isVisible():
            continue
        role, seat = scene.roles.get(id(item), ("card", -1))
        outline = _card_outline(item)
        what = f"{role} card {item.card_id} of seat {seat}"
        if not table.contains(outline.boundingRect()):
            problems.append(f"{what} leaves the table: {outline.boundingRect()} not in {table}")
        cards.append((what, outline))
        if role == "hand" and seat != scene.viewer and not item.is_face_up():
            backs.add(what)
    boxes: list[Box] = []
    for item in scene.furniture():
        rect = item.sceneBoundingRect() if item.kind != "plate" else item.mapRectToScene(item._rect)
        what = f"{item.kind} {getattr(item, 'name', '') or getattr(item, 'text', '') or getattr(item, 'title', '')!r}"
        boxes.append(Box(what, rect))
        if not item.fits():
            problems.append(f"the text of {what} does not fit its box")
    for name, widget in (("action panel", window.panel), ("message", window.toast),
                         ("score tab", window.score_drawer.tab)):
        if widget.isVisible():
            boxes.append(Box(f"{name} {_title(widget)!r}", _widget_rect(widget, window)))
            problems += text_problems(widget, name)
            if isinstance(widget, QAbstractButton) and (widget.width() + TOLERANCE < widget.sizeHint().width()
                                                        or widget.height() + TOLERANCE < widget.sizeHint().height()):
                problems.append(f"{name} is {widget.width()}x{widget.height()}, needs {widget.sizeHint()}")
            if isinstance(widget, QLabel) and widget.wordWrap() and widget.height() + 1 < \
                    widget.heightForWidth(widget.width()):
                problems.append(f"{name}: its text needs {widget.heightForWidth(widget.width())} px, has "
                                f"{widget.height()}")
    for box in boxes:
        if not table.contains(box.rect):
            problems.append(f"{box.what} leaves the table: {box.rect} not in {table}")
        for what, outline in cards:
            if box.what.startswith("message") and what in backs:
                continue
            if outline.intersects(box.rect.adjusted(1, 1, -1, -1)):
                problems.append(f"{box.what} covers the {what}")
                break
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            if a.rect.adjusted(1, 1, -1, -1).intersects(b.rect.adjusted(1, 1, -1, -1)):
                problems.append(f"{a.what} overlaps {b.what}")
    return problems


def meld_lists_missing(window: MainWindow, by_seat: bool = True) -> list[str]:
    """While the meld lies on the table: each player with meld whose list a person cannot read next to them
    (their caption missing, naming only their total rather than each meld, or their meld with its caption lying
    nearer another seat's hand than their own, with ``by_seat``; another seat's reaching into the person's row
    always); empty when every melding player's list shows."""
    from pinochle_desktop.ui.texts import meld_name, meld_short_name

    c, scene = window.controller, window.scene
    state = c.state
    if c.mode is not Mode.MELD_SHOWN or not state.melds or window.meld_zoom.isVisible():
        return []
    missing = []
    seats = seat_points(scene.table)  # each seat's hand: a meld nearer another seat reads as theirs
    for seat, meld in enumerate(state.melds[: scene.seat_count]):
        if not meld.melds:
            continue
        caption = scene.meld_captions[seat]
        who = f"seat {seat} ({meld.total})"
        if not caption.isVisible():
            missing.append(f"{who}: no caption")
            continue
        shown = caption.shown_text()
        unnamed = [meld_name(m) for m in meld.melds if meld_name(m) not in shown and meld_short_name(m) not in shown]
        if unnamed:
            missing.append(f"{who}: the caption {shown!r} does not name {', '.join(unnamed)}")
            continue
        box = caption.sceneBoundingRect()
        for item in scene.card_items():
            if item.isVisible() and scene.roles.get(id(item)) == ("meld", seat):
                box = box.united(item.sceneBoundingRect())
        x, y = box.center().x(), box.center().y()
        position = scene.position_of(seat)
        nearest = min(seats, key=lambda p: (x - seats[p][0]) ** 2 + (y - seats[p][1]) ** 2)
        if nearest != position and by_seat:
            missing.append(f"{who}: the meld with its caption at ({x:.0f}, {y:.0f}) lies nearer another seat")
        if position != SOUTH and box.bottom() > scene.table.strip.top + 1:
            missing.append(f"{who}: the meld with its caption reaches into the person's row ({box.bottom():.0f})")
    return missing


HINT_ROOM_WIDTH = 1280
"""The widest window at which a long hint is tried at every check (the defect it guards against was seen
from 800 to 1280 px wide)."""


def with_long_hint(window: MainWindow) -> list[str]:
    """Whenever the person is to act and no message shows: what is wrong with the table once a long hint
    shows as well (``LONG_HINT``, the longest the hints say), so that every deal, phase and size of the
    matrix checks that the message finds room clear of the trick, the hands, the panel and the plates; the
    table is put back as it was."""
    if window.toast.wanted or window.controller.mode is not Mode.HUMAN_TURN or window.privacy.isVisible():
        return []
    if window.width() > HINT_ROOM_WIDTH:  # a wide felt has room to spare (and the checks take time)
        return []
    window.presenter.show_hint_text(f"Hint: {LONG_HINT}")
    settle()
    problems = [f"with a long hint: {p}" for p in check_window(window)]
    window.toast.withdraw()
    window.presenter.place_widgets()
    settle()
    return problems


def with_drawer_open(window: MainWindow) -> list[str]:
    """Where the scoreboard is folded: what is wrong with it once its drawer is open (its texts fit, it lies
    inside the window); the drawer is shut again."""
    drawer = window.score_drawer
    if not drawer.folded or drawer.is_open:
        return []
    drawer.open()
    settle()
    problems = text_problems(window.scoreboard, "scoreboard drawer")
    if not QRectF(window.centralWidget().rect()).contains(QRectF(window.scoreboard.geometry())):
        problems.append(f"the open scoreboard drawer {window.scoreboard.geometry()} leaves the window")
    drawer.close()
    settle()
    return problems


def _title(widget: QWidget) -> str:
    if isinstance(widget, (QLabel, QAbstractButton)):
        return widget.text().replace("\n", " ")[:40]
    labels = [label for label in widget.findChildren(QLabel) if label.isVisibleTo(widget)]
    return labels[0].text()[:40] if labels else ""


# ------------------------------------------------------------ driving a game through its phases
EASY = (Seat("You", True), Seat("West", False, "easy"), Seat("North", False, "easy"), Seat("East", False, "easy"))
PAUSES = (Mode.HUMAN_TURN, Mode.MELD_SHOWN, Mode.HAND_OVER, Mode.GAME_OVER, Mode.PRIVACY)
LONG_HINT = ("Pass: in 16 simulated deals, taking the contract at 250 scores about 40 points less than "
             "passing, and your partner holds the bid anyway.")


def _pause(window: MainWindow) -> None:
    c = window.controller
    wait_until(lambda: c.mode in PAUSES and not window.scene.dealing)
    settle()


def play_hand(window: MainWindow, rules: Rules, seed: int, launch: bool = False) -> Iterator[str]:
    """Deal a hand in which the person takes the bid, and stop at each phase: yields the phase's name
    while the window shows it. ``launch``: the game is dealt before the window is first shown, as the
    ``pinochle`` command does it."""
    c = window.controller
    window.new_game(rules, EASY, seed)
    if launch:
        window.show()
    _pause(window)
    first = True
    while c.state.phase is Phase.AUCTION:
        if c.mode is Mode.HUMAN_TURN:
            if first:
                yield "auction"
                first = False
            options = c.human_options()
            bids = [a for a in options if isinstance(a, Bid)]
            c.submit(bids[0] if bids else Pass())
        _pause(window)
    if c.state.bidder != c.viewer:
        return  # the computers outbid the person: no trump or passing for this seed
    if c.state.phase is Phase.WIDOW:
        yield "widow"
        c.submit(TakeWidow())
        _pause(window)
    if c.state.phase is Phase.TRUMP:
        yield "trump"
        hand = c.state.hands[c.viewer]
        options = [a for a in c.human_options() if isinstance(a, NameTrump)]
        c.submit(max(options, key=lambda a: (hand & SUIT_MASK[a.suit]).bit_count()))
        _pause(window)
    while c.state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER) and c.mode is Mode.HUMAN_TURN:
        yield "passing"
        cards = window.scene.viewer_hand()[-c.state.rules.cards_passed:]
        for card in cards:
            window.on_card_clicked(card)
        settle()
        yield "passing-selected"
        c.submit(PassCards(tuple(sorted(cards))))
        _pause(window)
    if c.state.phase is Phase.BURY and c.mode is Mode.HUMAN_TURN:
        yield "bury"
        cards = sorted(window.scene.viewer_hand(), key=lambda card: (card >> 2) % 6)[:c.state.rules.widow_size]
        for card in cards:
            window.on_card_clicked(card)
        settle()
        yield "bury-selected"
        c.submit(Bury(tuple(sorted(cards))))
        _pause(window)
    if c.mode is Mode.MELD_SHOWN:
        yield "meld"
        biggest = max(range(len(c.state.melds)), key=lambda seat: (c.state.melds[seat].total, -seat))
        if window.show_meld_of(biggest):
            settle()
            yield "meld-zoom"
            window.meld_zoom.withdraw()
            settle()
        c.continue_()
        _pause(window)
    trick = 0
    claim_seen = False
    while c.state.phase is Phase.TRICKS and c.mode is Mode.HUMAN_TURN:
        trick += 1
        yield f"trick-{trick}"
        settle()
        if window.claim_offer.available and not claim_seen:
            claim_seen = True
            yield "claim"
        if trick == 2 and c.state.tricks:
            window.act_last_trick.setChecked(True)
            settle()
            yield "last-trick"
            window.act_last_trick.setChecked(False)
            settle()
        playable = legal_play_cards(c.table_view())
        card = next(card for card in window.scene.viewer_hand() if playable >> card & 1)
        if trick == 3:
            window.show_hint(Hint(Play(card), explain(c.table_view(), Play(card))))
            settle()
            yield "hint"
            window.show_hint(Hint(Play(card), LONG_HINT))
            settle()
            yield "long-hint"
        c.submit(Play(card))
        _pause(window)
    if c.mode is Mode.HAND_OVER:
        yield "hand-result"


def meld_on_table(window: MainWindow, rules: Rules, seed: int) -> bool:
    """Deal a hand in which the person passes (a computer takes the bid) and play on until the meld lies on the
    table; says whether it got there."""
    c = window.controller
    window.new_game(rules, EASY, seed)
    for _ in range(400):
        _pause(window)
        if c.mode is Mode.MELD_SHOWN:
            return True
        if c.mode is Mode.HUMAN_TURN:
            options = c.human_options()
            c.submit(Pass() if Pass() in options else options[0])
        elif c.mode in (Mode.HAND_OVER, Mode.GAME_OVER):
            return False
        else:
            c.continue_()
    return False


def game_over(window: MainWindow, rules: Rules, seed: int) -> Iterator[str]:
    """A game that ends after its first hand (a tiny target): the Game over panel."""
    import dataclasses

    c = window.controller
    window.new_game(dataclasses.replace(rules, target=1, own_bid_to_go_out_from=None), EASY, seed)
    _pause(window)
    while c.mode is not Mode.GAME_OVER:
        if c.mode is Mode.HUMAN_TURN:
            options = c.human_options()
            if Pass() in options:
                c.submit(Pass())
            else:
                playable = legal_play_cards(c.table_view())
                if c.state.phase is Phase.TRICKS and playable:
                    c.submit(Play(playable.bit_length() - 1))
                else:
                    c.submit(options[0])
        else:
            c.continue_()
        _pause(window)
    yield "game-over"


def privacy(window: MainWindow, rules: Rules, seed: int) -> Iterator[str]:
    """Hot-seat with two people: the privacy screen between their turns."""
    c = window.controller
    seats = (Seat("Anna", True), Seat("Bernhard", True), Seat("North", False, "easy"),
             Seat("East", False, "easy"))  # three players: Anna, Bernhard and East
    window.new_game(rules, seats, seed)
    _pause(window)
    wait_until(lambda: c.mode is Mode.PRIVACY or c.mode is Mode.HUMAN_TURN)
    if c.mode is not Mode.PRIVACY:
        c.submit(Pass())
        _pause(window)
    if c.mode is Mode.PRIVACY:
        settle()
        yield "privacy"


def two_handed(window: MainWindow, rules: Rules, seed: int) -> Iterator[str]:
    """Two-handed: a trick of the stock stage (the stock and the turned-up trump beside the trick), a meld
    turn with cards to meld, the meld lying out, the last twelve tricks and the result; the person plays as
    the basic computer player would."""
    from pinochle_desktop.ai.two_handed import DrawBasic
    from pinochle_desktop.engine.actions import ExchangeDix, MeldCards
    from pinochle_desktop.engine.view import view

    c = window.controller
    window.new_game(rules, (Seat("You", True), Seat("North", False, "easy")), seed)
    _pause(window)
    seen: set[str] = set()
    for _ in range(200):
        if c.mode is not Mode.HUMAN_TURN:
            break
        state = c.state
        phase = {Phase.STOCK: "stock-trick", Phase.TRICKS: "last-tricks"}.get(state.phase, "meld-turn")
        if state.phase is Phase.STOCK and any(state.melds[s].total for s in range(2)):
            phase = "stock-with-meld"
        if phase not in seen:
            seen.add(phase)
            yield phase
        options = c.human_options()
        if state.phase is Phase.MELD:
            melds = [a for a in options if isinstance(a, (MeldCards, ExchangeDix))]
            c.submit(melds[0] if melds else next(a for a in options if not isinstance(a, MeldCards)))
        else:
            c.submit(DrawBasic().choose(view(state, c.viewer)))
        _pause(window)
    if c.mode is Mode.HAND_OVER:
        yield "hand-result"


def text_sizes(window: MainWindow) -> dict[str, float]:
    """The pixel size of the texts a person reads on the table, as drawn: each visible plate's name, the turn
    line, the bubbles and captions (their font by the scale the scene draws them at), the action panel's title
    and body and the scoreboard's body text (the font Qt resolved for the widget after its style sheet)."""
    from PySide6.QtGui import QFontInfo

    sizes: dict[str, float] = {}
    for item in window.scene.furniture():
        sizes.setdefault(item.kind, item.pixel_size())
    if window.panel.isVisible():
        for label in window.panel.findChildren(QLabel):
            if label.isVisibleTo(window.panel):
                key = "panel title" if label.objectName() == "title" else "panel text"
                sizes.setdefault(key, float(QFontInfo(label.font()).pixelSize()))
    window.scoreboard.target.ensurePolished()
    sizes["scoreboard"] = float(QFontInfo(window.scoreboard.target.font()).pixelSize())
    return sizes
