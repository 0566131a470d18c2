"""Settings → Preferences: how the table looks and behaves (never the rules), and the notice shown
when the settings file could not be used.

Built from a ``Preferences`` value and read with ``answer()``, so the code that
applies preferences is tested without clicking.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QPointF, QSize, Qt
from PySide6.QtGui import QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.cards import Rank, Suit, card_id
from ...persistence.settings import AnimationSpeed, CardSize, Preferences
from ..closing import free_when_closed
from ..plain_text import as_written, plain_label
from ..questions import ASK_FIELDS
from ..table.card_art import BACK_NAMES, CARD_ASPECT, DEFAULT_BACK, DEFAULT_FACE_STYLE
from ..table.card_pixmaps import back_pixmap, face_pixmap
from ..texts import file_text, tr

LANGUAGES: tuple[tuple[str, str], ...] = (
    ("system", "System default"),
    ("en", "English"),
    ("de", "Deutsch"),
    ("es", "Español"),
    ("fr", "Français"),
)
HINT_STYLE = "color: palette(placeholder-text);"
PREVIEW_CARDS = (
    card_id(Suit.SPADES, Rank.ACE),
    card_id(Suit.HEARTS, Rank.TEN),
    card_id(Suit.DIAMONDS, Rank.KING),
    card_id(Suit.CLUBS, Rank.QUEEN),
)
PREVIEW_WIDTH = 40
BACK_ICON_WIDTH = 40
CHOICE_STYLE = ("QToolButton { border: 2px solid transparent; border-radius: 5px; padding: 3px; }"
                "QToolButton:hover { border-color: palette(mid); }"
                "QToolButton:checked { border-color: palette(highlight); background: palette(alternate-base); }")


def _hint(text: str) -> QLabel:
    label = plain_label(text)
    label.setWordWrap(True)
    label.setStyleSheet(HINT_STYLE)
    return label


def _speed_names() -> dict[AnimationSpeed, str]:
    return {AnimationSpeed.INSTANT: tr("Instant"), AnimationSpeed.FAST: tr("Fast"),
            AnimationSpeed.NORMAL: tr("Normal"), AnimationSpeed.SLOW: tr("Slow")}


def _card_size_names() -> dict[CardSize, str]:
    return {CardSize.AUTOMATIC: tr("Automatic"), CardSize.LARGE: tr("Large"), CardSize.EXTRA_LARGE: tr("Extra large")}


def _back_names() -> dict[str, str]:
    return {"blue": tr("Blue"), "red": tr("Red"), "green": tr("Green"), "navy": tr("Navy rosette"),
            "burgundy": tr("Burgundy weave"), "black": tr("Black and gold")}


def _face_style_names() -> dict[str, str]:
    return {"classic": tr("Classic"), "simple": tr("Simple")}


def courts_preview(face_style: str, width: int = PREVIEW_WIDTH, dpr: float = 1.0) -> QPixmap:
    """A fan of K♥ Q♠ J♦ with the court cards of ``face_style``."""
    cards = (card_id(Suit.HEARTS, Rank.KING), card_id(Suit.SPADES, Rank.QUEEN), card_id(Suit.DIAMONDS, Rank.JACK))
    step = int(width * 0.72)
    height = round(width * CARD_ASPECT)
    pixmap = QPixmap(round((step * (len(cards) - 1) + width) * dpr), round(height * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    for i, card in enumerate(cards):
        painter.drawPixmap(QPointF(i * step, 0), face_pixmap(card, width, False, dpr, face_style))
    painter.end()
    return pixmap


def suits_preview(four_colour: bool, width: int = PREVIEW_WIDTH, dpr: float = 1.0) -> QPixmap:
    """A fan of A♠ 10♥ K♦ Q♣ in the two- or four-colour style."""
    step = int(width * 0.62)
    height = round(width * CARD_ASPECT)
    pixmap = QPixmap(round((step * (len(PREVIEW_CARDS) - 1) + width) * dpr), round(height * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    for i, card in enumerate(PREVIEW_CARDS):
        painter.drawPixmap(QPointF(i * step, 0), face_pixmap(card, width, four_colour, dpr))
    painter.end()
    return pixmap


class PreferencesDialog(QDialog):
    """The person's preferences; ``answer()`` gives the new ``Preferences``."""

    def __init__(self, preferences: Preferences | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Preferences"))
        self.initial = preferences or Preferences()
        self._build()
        self.set_preferences(self.initial)
        self.setMinimumSize(self.sizeHint().expandedTo(QSize(500, 0)))

    # ------------------------------------------------------------ building
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 14, 14, 12)
        outer.setSpacing(10)

        table = QGroupBox(tr("Table"))
        form = QFormLayout(table)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        form.setVerticalSpacing(10)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.speed = QComboBox()
        for speed, text in _speed_names().items():
            self.speed.addItem(text, speed)
        self.speed.setToolTip(tr("How fast cards move; the computer players' pauses follow it"))
        form.addRow(tr("Animation speed:"), self.speed)
        self.card_size = QComboBox()
        for size, text in _card_size_names().items():
            self.card_size.addItem(text, size)
        self.card_size.setToolTip(tr("Automatic: your hand as large as the table allows. Large and Extra large "
                                     "make your hand and the trick larger still; the other hands get smaller."))
        form.addRow(tr("Card size:"), self.card_size)

        dpr = self.devicePixelRatioF()
        faces = QWidget()
        face_row = QHBoxLayout(faces)
        face_row.setContentsMargins(0, 0, 0, 0)
        face_row.setSpacing(6)
        self.face_group = QButtonGroup(self)
        self.two_colour = self._choice_button(tr("Two colours"), suits_preview(False, dpr=dpr), self.face_group)
        self.two_colour.setToolTip(tr("Spades and clubs black, hearts and diamonds red"))
        self.four_colour = self._choice_button(tr("Four colours"), suits_preview(True, dpr=dpr), self.face_group)
        self.four_colour.setToolTip(tr("Spades black, hearts red, diamonds blue, clubs green"))
        face_row.addWidget(self._with_caption(self.two_colour))
        face_row.addWidget(self._with_caption(self.four_colour))
        face_row.addSpacing(18)  # the court cards' design beside the colours: one row for the faces
        self.court_group = QButtonGroup(self)
        self.face_style_buttons: dict[str, QToolButton] = {}
        for style, text in _face_style_names().items():
            button = self._choice_button(text, courts_preview(style, dpr=dpr), self.court_group)
            self.face_style_buttons[style] = button
            face_row.addWidget(self._with_caption(button))
        self.face_style_buttons["classic"].setToolTip(tr("Kings, queens and jacks as figures, as on a printed deck"))
        self.face_style_buttons["simple"].setToolTip(tr("A large letter under a crown: plain and clear"))
        face_row.addStretch(1)
        form.addRow(tr("Card faces:"), faces)

        backs = QWidget()
        back_row = QHBoxLayout(backs)
        back_row.setContentsMargins(0, 0, 0, 0)
        back_row.setSpacing(6)
        self.back_group = QButtonGroup(self)
        self.back_buttons: dict[str, QToolButton] = {}
        names = _back_names()
        for back in BACK_NAMES:
            button = self._choice_button(names.get(back, back), back_pixmap(back, BACK_ICON_WIDTH, dpr),
                                         self.back_group)
            self.back_buttons[back] = button
            back_row.addWidget(self._with_caption(button))
        back_row.addStretch(1)
        form.addRow(tr("Card back:"), backs)
        outer.addWidget(table)

        play = QGroupBox(tr("Playing"))
        column = QVBoxLayout(play)
        column.setSpacing(6)
        self.confirm_play = QCheckBox(tr("Ask before playing a card"))
        self.confirm_play.setToolTip(tr("A click picks the card up; a second click plays it"))
        self.auto_play_single = QCheckBox(tr("Play a card by itself when it is the only one you may play"))
        self.auto_play_single.setToolTip(tr("When only one of your cards may be played, it is played for you"))
        self.show_hints = QCheckBox(tr("Show hints"))
        self.show_hints.setToolTip(tr("A Hint button (and the H key) shows what the expert would do, and why"))
        column.addWidget(self.confirm_play)
        column.addWidget(self.auto_play_single)
        column.addWidget(self.show_hints)
        outer.addWidget(play)

        other = QGroupBox(tr("Language and sound"))
        form = QFormLayout(other)
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        self.language = QComboBox()
        for code, name in LANGUAGES:
            self.language.addItem(tr(name) if code == "system" else name, code)
        self.language_note = _hint(tr("A new language applies when Pinochle is started again."))
        form.addRow(tr("Language:"), self.language)
        form.addRow("", self.language_note)
        self.sound = QCheckBox(tr("Sound effects"))
        self.sound.setToolTip(tr("Cards, the deal, bids and results are heard as well as seen") + "\n"
                              + tr("The S key mutes the sounds and turns them on again (View → Mute sounds)."))
        sound = QWidget()
        sound_row = QHBoxLayout(sound)
        sound_row.setContentsMargins(0, 0, 0, 0)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setSingleStep(5)
        self.volume.setPageStep(10)
        self.volume.setMinimumWidth(140)
        self.volume.setAccessibleName(tr("Volume"))
        self.volume.setToolTip(tr("Volume"))
        self.volume_label = QLabel()
        self.volume_label.setMinimumWidth(self.volume_label.fontMetrics().horizontalAdvance("100 %") + 4)
        self.volume.valueChanged.connect(lambda value: self.volume_label.setText(tr("{percent} %").format(
            percent=value)))
        sound_row.addWidget(self.sound)
        sound_row.addSpacing(8)
        sound_row.addWidget(self.volume)
        sound_row.addWidget(self.volume_label)
        form.addRow(tr("Sound:"), sound)
        self.turn_cue = QCheckBox(tr("A gentle sound when it is your turn"))
        form.addRow("", self.turn_cue)
        self.sound.toggled.connect(self._sound_switched)
        beside = QHBoxLayout()  # the questions beside language and sound: the dialog stays short
        beside.addWidget(other, 1)
        beside.addWidget(self._build_questions(), 1)
        outer.addLayout(beside)
        outer.addStretch(1)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
                                        | QDialogButtonBox.StandardButton.RestoreDefaults)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.defaults_button = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.defaults_button.clicked.connect(lambda: self.set_preferences(Preferences()))
        outer.addWidget(self.buttons)

    def _build_questions(self) -> QGroupBox:
        """One box per question asked before an action that costs something ("Don't ask again" unticks it)."""
        group = QGroupBox(tr("Ask before"))
        grid = QVBoxLayout(group)
        grid.setSpacing(4)
        labels = {"concede": tr("Conceding a hand"), "throw_in": tr("Throwing in a hand"),
                  "new_game": tr("A new game over an unfinished one"), "open": tr("Opening over an unfinished game"),
                  "quit_hot_seat": tr("Quitting a hot-seat game")}
        self.ask_boxes: dict[str, QCheckBox] = {}
        for key, label in labels.items():
            box = QCheckBox(label)
            grid.addWidget(box)
            self.ask_boxes[key] = box
        return group

    @staticmethod
    def _choice_button(text: str, picture: QPixmap, group: QButtonGroup) -> QToolButton:
        """A picture button with its name under it; one of a group of which exactly one is chosen.

        The name is a label of the button's own (``button.caption``) because a style sheet
        makes Qt clip text drawn under an icon.
        """
        button = QToolButton()
        button.setCheckable(True)
        button.setIcon(QIcon(picture))
        icon = picture.size() / picture.devicePixelRatio()
        button.setIconSize(icon)
        button.setStyleSheet(CHOICE_STYLE)
        button.setFixedSize(icon.width() + 14, icon.height() + 14)  # the style sheet's border and padding
        button.setAccessibleName(text)
        group.setExclusive(True)
        group.addButton(button)
        caption = plain_label(text)
        caption.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        caption.setBuddy(button)
        button.caption = caption  # type: ignore[attr-defined]
        return button

    @staticmethod
    def _with_caption(button: QToolButton) -> QWidget:
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(2)
        column.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
        column.addWidget(button.caption)  # type: ignore[attr-defined]
        return box

    # ------------------------------------------------------------ values
    def set_preferences(self, preferences: Preferences) -> None:
        self.speed.setCurrentIndex(max(0, self.speed.findData(preferences.animation_speed)))
        self.card_size.setCurrentIndex(max(0, self.card_size.findData(preferences.card_size)))
        (self.four_colour if preferences.four_colour else self.two_colour).setChecked(True)
        back = preferences.card_back if preferences.card_back in self.back_buttons else DEFAULT_BACK
        self.back_buttons[back].setChecked(True)
        style = preferences.face_style if preferences.face_style in self.face_style_buttons else DEFAULT_FACE_STYLE
        self.face_style_buttons[style].setChecked(True)
        self.confirm_play.setChecked(preferences.confirm_play)
        self.auto_play_single.setChecked(preferences.auto_play_single)
        self.show_hints.setChecked(preferences.show_hints)
        index = self.language.findData(preferences.language)
        if index < 0:  # a language this build does not list: keep it rather than lose it
            self.language.addItem(preferences.language, preferences.language)
            index = self.language.count() - 1
        self.language.setCurrentIndex(index)
        self.sound.setChecked(preferences.sound_effects)
        self.volume.setValue(preferences.sound_volume)
        self.volume_label.setText(tr("{percent} %").format(percent=preferences.sound_volume))
        self.turn_cue.setChecked(preferences.turn_cue)
        self._sound_switched(preferences.sound_effects)
        for key, box in self.ask_boxes.items():
            box.setChecked(getattr(preferences, ASK_FIELDS[key]))

    def _sound_switched(self, on: bool) -> None:
        self.volume.setEnabled(on)
        self.turn_cue.setEnabled(on)

    def card_back(self) -> str:
        for back, button in self.back_buttons.items():
            if button.isChecked():
                return back
        return DEFAULT_BACK

    def face_style(self) -> str:
        for style, button in self.face_style_buttons.items():
            if button.isChecked():
                return style
        return DEFAULT_FACE_STYLE

    def answer(self) -> Preferences:
        """The preferences as the dialog shows them."""
        asked = {ASK_FIELDS[key]: box.isChecked() for key, box in self.ask_boxes.items()}
        return dataclasses.replace(
            self.initial,
            animation_speed=self.speed.currentData(),
            four_colour=self.four_colour.isChecked(),
            card_size=self.card_size.currentData(),
            card_back=self.card_back(),
            face_style=self.face_style(),
            confirm_play=self.confirm_play.isChecked(),
            auto_play_single=self.auto_play_single.isChecked(),
            show_hints=self.show_hints.isChecked(),
            language=self.language.currentData(),
            sound_effects=self.sound.isChecked(),
            sound_volume=self.volume.value(),
            turn_cue=self.turn_cue.isChecked(),
            **asked,
        )


def settings_notice_box(parent: QWidget | None, notice: str) -> QMessageBox:
    """The warning the app shows when ``load_settings`` gave a notice (not yet shown: call ``open()``)."""
    box = free_when_closed(QMessageBox(parent))
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(tr("Settings"))
    box.setText(tr("Your settings could not all be used."))
    box.setInformativeText(as_written(file_text(notice)))  # values from the file are shown as written, never as HTML
    box.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    box.setStyleSheet("QLabel#qt_msgbox_informativelabel { min-width: 460px; }")
    box.setStandardButtons(QMessageBox.StandardButton.Ok)
    return box
