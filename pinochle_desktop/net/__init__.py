"""Play over the network: a host that referees one table, its clients, and the message format.

No Qt here: the host runs headless (``pinochle host``) or inside the window, the same code.
See ``docs/protocol.md`` for the messages.
"""
