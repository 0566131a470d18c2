"""The table room of the window."""
