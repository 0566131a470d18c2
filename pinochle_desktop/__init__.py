"""Pinochle Desktop: a card table for partnership Pinochle."""

__version__ = "0.1.0"
