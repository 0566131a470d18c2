"""Tools for people playing with real cards: the score keeper and the meld calculator, with printing."""
