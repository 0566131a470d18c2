"""Files on disk: where they live, how they are written, and what they hold.

Settings, saved games, the autosave and statistics.  This layer may use the
engine but never Qt, so everything here can be tested without a display.
"""
