"""What the table needs from the window that frames it, and nothing more: the table's own interface.

The presenter (the game drawn on the table), the person's input (clicks and keys on the cards) and the
table's speech (the same table in words) work on a ``TableHost``: the scene and its view, the widgets over the
table, the scoreboard, the controller, the preferences, and a few things the window does for the table
(a message, a new game, a hand's review). ``MainWindow`` is one such host; a test builds the table with a
host of its own, without the window (``tests/ui/test_table_room.py``).

The rule for imports: ``ui/table`` imports the engine, the computer players, persistence and, from the
``ui`` package, only its leaf modules ``texts``, ``i18n`` and ``plain_text`` and the learning aids' pure
thinking (``learning.advice``, ``learning.hints``: no widgets); never the window, the dialogs, the files or
the tools above it (``tests/ui/test_table_room.py`` checks every import).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ...engine.rules import Rules
    from ...persistence.settings import Settings
    from .card_item import CardStyle
    from .claim_offer import ClaimOffer
    from .controller import GameController, Seat
    from .panels import ActionPanel, Toast
    from .person_input import PersonInput
    from .presenter import TablePresenter
    from .score_drawer import ScoreDrawer
    from .scoreboard import ScoreBoard
    from .table_scene import TableScene
    from .table_view import TableView


class TableHost(Protocol):
    """The table's parts and the person's choices on it, as the presenter, the input and the speech use them."""

    scene: TableScene
    view: TableView
    panel: ActionPanel
    toast: Toast
    scoreboard: ScoreBoard
    score_drawer: ScoreDrawer  # the scoreboard folded into a drawer in a narrow window, with its tab
    controller: GameController
    claim_offer: ClaimOffer
    settings: Settings  # the preferences (hints, play helpers, card style)
    style_: CardStyle
    presenter: TablePresenter
    input: PersonInput
    face_up: bool  # every hand shown (a demo)
    show_last_trick: bool
    _selected: set[int]  # the person's cards chosen to pass, bury or meld
    _focus: int | None  # the card the keyboard is on
    _confirm_card: int | None  # a card raised, waiting for a second click to play it
    _rebuild: bool  # the next drawing places everything at once (a loaded game, an undo)

    @property
    def duration(self) -> int:
        """Milliseconds a card takes to fly."""
        ...

    def names(self) -> tuple[str, ...]: ...

    def show_toast(self, text: str, error: bool = True, ms: int = 3000) -> None: ...

    def confirm_pass(self) -> None: ...

    def schedule_forced_play(self, playable: int | None) -> None: ...

    def review_hand(self, hand_number: int) -> None: ...

    def show_bid_analysis(self) -> object: ...

    def new_game(self, rules: Rules | None = None, seats: tuple[Seat, ...] | None = None,
                 seed: int | None = None) -> None: ...
