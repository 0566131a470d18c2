"""The keyboard model of the table, written out for the rules help (F1): where the keyboard is in each
situation, what Enter does, how to move between the cards and the panel, and that Enter is always safe.
(The README's keyboard section says the same; ``person_input`` and ``panels`` do it.)"""

from __future__ import annotations

import html

from PySide6.QtGui import QKeySequence

from ..texts import tr


def preferences_keys() -> str:
    """The Preferences shortcut as this platform writes it (⌘, on macOS, Ctrl+, elsewhere)."""
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences) or [QKeySequence("Ctrl+,")]
    return keys[0].toString(QKeySequence.SequenceFormat.NativeText)


def quit_keys() -> str:
    """The Quit shortcut as this platform writes it (a key letter in a text would read as a card letter)."""
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit) or [QKeySequence("Ctrl+Q")]
    return keys[0].toString(QKeySequence.SequenceFormat.NativeText)


def keyboard_items() -> list[str]:
    """One paragraph per rule of the keyboard model, in the window's language (plain text)."""
    return [
        tr("Where the keyboard is: on the panel's main button when the panel asks something (your bid, trump, "
           "the widow, a meld, Play, Next hand, New game); on your cards when you choose cards (your lead or "
           "play, Lead or concede, the cards to pass or bury)."),
        tr("← → (Home, End) move between your cards; Enter plays the card. Space (or Enter) takes a card to "
           "pass, bury or meld, or puts it back; once all are chosen, Enter passes or buries them, and the panel "
           "says so."),
        tr("Tab and Shift+Tab go from the cards to the panel's buttons and back; F6 jumps between the cards and "
           "the panel; Escape goes back to the cards. ← → also move between the panel's buttons, and Enter "
           "presses the one outlined."),
        tr("Enter is always safe: a panel's main button is never Concede or Throw in. Concede, Throw in, a new "
           "game or Open over an unfinished game, and Quit during a hot-seat game ask first, and Enter on the "
           "question means No. \"Don't ask again\" turns a question off; Preferences turns it on again. Undo "
           "(Ctrl+Z) takes a concession back."),
        tr("H asks for a hint: the keyboard moves to what it recommends (the card, the cards to pass or bury, or "
           "the button, marked in green), so Enter does it. The meld panel lists the hinted (or best) meld "
           "first."),
        tr("L shows the last trick (during a trick, a message says it). Ctrl+N: a new game of the same kind; "
           "Ctrl+Shift+N: New game with…; Ctrl+O: Open; Ctrl+S: Save; Ctrl+Z / Ctrl+Shift+Z: Undo / Redo; "
           "{preferences}: Preferences; F1: these rules; {quit}: Quit.").format(
            preferences=preferences_keys(), quit=quit_keys()),
        tr("M enlarges a player's meld (again for the next player's; Escape closes it). S mutes the sounds and "
           "turns them on again."),
        tr("In a hot-seat game the privacy screen has the keyboard: Enter shows the cards of the player named on "
           "its button."),
        tr("In a narrow window the scoreboard folds into a drawer: the Score tab on the table shows the running "
           "score and the bid; F9 (or a click on the tab) opens the whole scoreboard, Escape or a click beside it "
           "shuts it."),
    ]


def keyboard_html() -> str:
    items = "".join(f"<li>{html.escape(item)}</li>" for item in keyboard_items())
    return f"<h3>{html.escape(tr('Keyboard'))}</h3><ul>{items}</ul>"
