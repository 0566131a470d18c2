"""PySide6 user interface: the table scene, card graphics, dialogs and main window."""
