"""The table's sounds: what is heard (``service``), where it goes (``backends``), the sounds (``sounds``)."""
