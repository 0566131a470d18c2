"""The learning room of the window."""
