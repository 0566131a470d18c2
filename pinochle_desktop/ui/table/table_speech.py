"""The table in words, for a screen reader: which cards to list, what each card is doing, and one line
that says what is going on (the turn line or the panel's question, then the cards on the table).

Worked out from the same state and picture the presenter draws, and handed to the view's
``TableAccessibility``; nothing here decides anything about the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.game import legal_play_cards
from ...engine.state import Phase
from ..texts import card_long_name, is_you, tr
from .controller import Mode
from .picture import Picture

if TYPE_CHECKING:
    from .host import TableHost


def card_descriptions(w: TableHost, picture: Picture, names: tuple[str, ...]) -> dict[int, str]:
    """What each listed card is doing: playable or not, chosen to pass, passed by a partner, who played it."""
    c = w.controller
    state = c.state
    out: dict[int, str] = {}
    hand = w.scene.viewer_hand()
    person = c.human_to_act()
    if person is not None and state.phase is Phase.TRICKS:
        playable = legal_play_cards(c.table_view())
        for card in hand:
            out[card] = tr("playable") if playable >> card & 1 else tr("not playable")
    elif person is not None and state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER):
        for card in hand:
            if card in w._selected:
                out[card] = tr("chosen to pass")
    received = {card for card in hand if (item := w.scene.item_for(card)) is not None and item.is_marked()}
    for card in received:
        text = tr("passed to you")
        out[card] = f"{out[card]}, {text}" if card in out else text
    for index, (seat, card) in enumerate(picture.trick):
        if is_you(names[seat]):
            out[card] = tr("led by you") if index == 0 else tr("played by you")
        else:
            out[card] = (tr("led by {name}") if index == 0 else tr("played by {name}")).format(name=names[seat])
    return out


def listed_cards(w: TableHost, picture: Picture) -> list[int]:
    """The person's hand as shown, then the cards of the trick in the order played."""
    return [*w.scene.viewer_hand(), *(card for _, card in picture.trick)]


def situation(w: TableHost, picture: Picture, names: tuple[str, ...], turn_line: str) -> str:
    """What is going on in one line: the turn line (or the panel's question), then the trick on the table."""
    parts = [turn_line] if turn_line else []
    panel = w.panel
    if panel.wanted and panel.accessibleName():  # the question asked (the turn line is empty then) or an offer
        parts.append(panel.accessibleName())
        if panel.accessibleDescription():
            parts.append(panel.accessibleDescription())
    if picture.trick and w.controller.mode is not Mode.GAME_OVER:
        played = "; ".join(tr("{name}: {card}").format(name=names[seat], card=card_long_name(card))
                           for seat, card in picture.trick)
        parts.append(tr("On the table: {cards}").format(cards=played))
    return " ".join(_sentence(part) for part in parts if part)


def _sentence(text: str) -> str:
    """``text`` ending as a sentence does (a full stop unless it ends in one already, or in … ! ?)."""
    text = text.strip()
    return text if text.endswith((".", "…", "!", "?", ":")) else text + "."


def speak(w: TableHost, picture: Picture, names: tuple[str, ...], turn_line: str) -> None:
    """Hand the table in words to the view's accessibility: cards, their descriptions, the situation."""
    access = w.view.accessibility
    items = [item for card in listed_cards(w, picture) if (item := w.scene.item_for(card)) is not None]
    access.set_cards(items, card_descriptions(w, picture, names))
    access.set_situation(situation(w, picture, names, turn_line))
