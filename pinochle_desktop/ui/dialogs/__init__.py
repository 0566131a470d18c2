"""The dialogs room of the window."""
