"""The window's side of a networked table: hosting one, joining one, and the table that plays it."""
