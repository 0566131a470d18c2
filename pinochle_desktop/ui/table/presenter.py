"""Drawing the game on the table: cards, name plates, bubbles, the contract, the turn line, meld captions,
the action panel and the widgets over the table, from the controller's state and mode.

It decides nothing about the game: legal actions come from the engine, the panel's buttons submit them
through the controller. Kept apart from the window so that each has one job.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.actions import Pass, ThrowIn
from ...engine.cards import SUIT_MASK
from ...engine.game import legal_play_cards
from ...engine.meld import Meld
from ...engine.rules import CardValues
from ...engine.scoring import meld_counts
from ...engine.state import Phase
from ...engine.tricks import card_points
from ..texts import (
    call_text,
    contract_progress,
    game_over_text,
    is_you,
    meld_name,
    meld_short_list,
    side_names,
    suit_in_text,
    tr,
)
from .action_panels import (
    fill_auction,
    fill_bury,
    fill_claim,
    fill_continue,
    fill_meld,
    fill_passing,
    fill_throw_in,
    fill_trump,
    fill_widow,
    result_lines,
)
from .controller import Mode
from .layout import PAD
from .picture import Picture, picture_of, trick_counts
from .table_scene import Reserve
from .table_speech import speak
from .widget_sizes import message_sizes, widget_sizes

if TYPE_CHECKING:
    from ...engine.view import PlayerView
    from .host import TableHost


class TablePresenter:
    """Turns the controller's state into what the table shows."""

    def __init__(self, window: TableHost) -> None:
        self.w = window
        self._panel_key: object = None
        self._hint_actions = -1  # the hint on screen belongs to this many actions
        self.dealing = False
        self.turn_text = ""
        self._picture: Picture | None = None
        # A networked table's seats that are free, away or played by a stand-in: (the seat's name, the word
        # for it). The plate shows the word on its second line, so a short plate keeps the whole name.
        self.seat_notes: dict[int, tuple[str, str]] = {}

    # ------------------------------------------------------------ the whole table
    def refresh(self) -> None:
        w = self.w
        c = w.controller
        if c.match is None:
            return
        state = c.state
        v = c.table_view()
        mode = c.mode
        names = w.names()
        w.claim_offer.update()
        if w.toast.wanted and w.toast.sticky and self._hint_actions != len(c.match.actions):
            w.toast.withdraw()  # a hint stays until the next action
        last = mode is Mode.TRICK_SHOWN or (w.show_last_trick and bool(state.tricks) and not state.trick
                                            and mode is not Mode.HAND_OVER)
        show_meld = mode is Mode.MELD_SHOWN or state.phase is Phase.BURY  # the bidder buries after meld
        picture = picture_of(v, show_last_trick=last, show_meld=show_meld,
                             revealed=state.hands if w.face_up else None)
        hand_key = (id(c.match), state.hand_number)
        self.dealing = w.scene.dealing or (w.scene.starts_deal(hand_key, w._rebuild, w.duration)
                                           and v.seat == w.scene.viewer)
        self._update_plates(names)
        self._update_bubbles()
        self._update_meld_captions(names)
        self._update_pile_labels()
        self._update_centre_caption(names)
        self._update_panel(names)
        self._update_turn_line(names, last and w.show_last_trick and mode is not Mode.TRICK_SHOWN)
        w.scoreboard.update_from(state, names, self.dealing, buried_known(v))
        w.score_drawer.tab.set_summary(w.scoreboard.compact_scores, w.scoreboard.compact_bid)  # before it is measured
        max_hand = state.rules.hand_size + state.rules.cards_passed + state.rules.widow_size
        w.scene.lay_out_for(picture, max_hand)  # (the meld's layout sets the widgets' type: before they are measured)
        placed = w.scene.show_picture(picture, v.seat, hand_key, w.duration, rebuild=w._rebuild,
                                      reserve=self.reserve(), max_hand=max_hand)
        w._rebuild = False
        dpr = w.view.viewport().devicePixelRatioF()
        for item in w.scene.card_items():  # the pictures the cards in flight land with, rendered one by one
            if item.is_animating() or item.is_waiting():  # before they land (a deal's faces before they turn up)
                item.render_ahead(dpr)
        self._update_person_marks()
        self.place_widgets(placed)
        self._picture = picture
        speak(w, picture, names, self.turn_text)  # the same table in words, for a screen reader

    # ------------------------------------------------------------ widgets over the table
    def reserve(self) -> tuple[Reserve, ...]:
        """The widgets the table keeps room for, with the size each needs at this table's width."""
        w = self.w
        t = w.scene.table
        out = []
        w.panel.set_ui(t.text_ui)  # the widgets' texts at the table's scale, before they are measured
        w.toast.set_ui(t.text_ui)
        widest = t.table.width - 2 * PAD
        if w.panel.wanted and not self.dealing:
            room = min(max(t.centre.width, 320.0), widest)
            out.append(Reserve("panel", widget_sizes(w.panel, room) + w.panel.beside_sizes(room), w.panel.anchor))
        if w.toast.wanted:
            out.append(Reserve("toast", message_sizes(w.toast, widest), "top,bottom,backs"))
        if w.score_drawer.tab.wanted:  # the folded scoreboard's tabs, in the table's top right corner
            out.append(Reserve("score", w.score_drawer.corner_sizes(widest, t.text_ui), "corner"))
        return tuple(out)

    def place_widgets(self, placed: dict[str, object] | None = None) -> None:
        """Lay the table out again for the widgets' current sizes and put each widget where it goes."""
        w = self.w
        placed = w.scene.arrange(self.reserve()) if placed is None else placed
        for key, widget in (("panel", w.panel), ("toast", w.toast)):
            box = placed.get(key)
            if widget.wanted and box is not None and not (key == "panel" and self.dealing):
                widget.place(box.x, box.y, box.width, box.height)  # type: ignore[attr-defined]
            else:
                widget.hide()
        w.score_drawer.place_corner(placed.get("score"), w.scene.table.table.width - 2 * PAD, w.scene.table.text_ui)

    def current_hint(self) -> object:
        """The hint's action while it is for the situation on the table (else ``None``)."""
        c = self.w.controller
        current = c.match is not None and self._hint_actions == len(c.match.actions)
        return self.w.last_hint if current else None

    def show_hint_text(self, text: str) -> None:
        c = self.w.controller
        self._hint_actions = len(c.match.actions) if c.match is not None else -1
        self.w.toast.show_text(text, error=False)
        self.w.toast.sticky = True
        self.place_widgets()

    # ------------------------------------------------------------ plates, bubbles, the contract
    def _update_plates(self, names: tuple[str, ...]) -> None:
        c = self.w.controller
        state = c.state
        waiting_for_person = c.mode in (Mode.MELD_SHOWN, Mode.HAND_OVER, Mode.GAME_OVER) and not c.auto_continue
        last_call: dict[int, str] = {}
        if state.phase is not Phase.AUCTION and not state.tricks and not state.trick:
            for seat, call in state.auction:  # the auction stays readable until the first lead
                last_call[seat] = call_text(call)
        notes = self.seat_notes if c.networked else {}
        for seat in state.rules.seating.seats:
            status = last_call.get(seat, "")
            if c.mode is Mode.THINKING and state.to_act == seat:
                status = tr("thinking…")
            name = names[seat]
            if seat in notes:
                name, note = notes[seat]
                status = f"{note} · {status}" if status else note
            if waiting_for_person:  # the person must press the button: the marker sits with them
                active = seat == c.viewer
            else:
                active = state.to_act == seat and c.mode in (Mode.HUMAN_TURN, Mode.THINKING, Mode.PRIVACY)
            self.w.scene.set_plate(seat, name, status, state.dealer == seat, active)
        over = c.mode in (Mode.HAND_OVER, Mode.GAME_OVER)  # the result panel says it all
        if state.bidder is not None and state.phase is not Phase.AUCTION and state.high_bid is not None and not over:
            note = ""
            if state.phase is Phase.TRICKS or state.tricks:
                note = contract_progress(state, buried_known(c.table_view()))  # the bidder counts what it buried
            self.w.scene.set_contract(state.bidder, str(state.high_bid), state.trump, note)
        else:
            self.w.scene.set_contract(None)

    def _update_bubbles(self) -> None:
        """During the auction each seat's last call is in a bubble by its plate (afterwards on the plate)."""
        state = self.w.controller.state
        last_call: dict[int, str] = {}
        for seat, call in state.auction:
            last_call[seat] = call_text(call)
        show = state.phase is Phase.AUCTION and not self.dealing
        for seat in range(len(self.w.scene.bubbles)):
            self.w.scene.set_bubble(seat, last_call.get(seat, "") if show else "")
        self.w.scene.hear_calls(len(state.auction), "pass" if state.auction and isinstance(
            state.auction[-1][1], Pass) else "bid")

    def _update_pile_labels(self) -> None:
        c = self.w.controller
        state = c.state
        tricks, counters = trick_counts(state)
        over = c.mode in (Mode.HAND_OVER, Mode.GAME_OVER) and not c.auto_continue
        buried_side = state.rules.seating.side_of[state.bidder] if state.buried and state.bidder is not None else None
        for side in state.rules.seating.sides:
            text = ""
            if tricks[side] and not over:
                text = tr("%n trick(s)", None, tricks[side]) + " · " + (
                    tr("{points} points").format(points=state.taken[side])
                    if state.rules.card_values is CardValues.CLASSIC
                    else tr("%n counter(s)", None, counters[side]))
            elif side == buried_side and not over:  # three players: what the lone card by the bidder is
                text = tr("%n card(s) buried", None, state.buried.bit_count())
            corner = self.w.scene.screen_side(side, state.rules.seating.side_of, c.viewer)
            if corner < len(self.w.scene.pile_labels):
                self.w.scene.set_pile_label(corner, text)

    def _update_turn_line(self, names: tuple[str, ...], last_trick: bool = False) -> None:
        """What the table waits for, in a line the person reads at a glance (while the last trick is
        looked at again: whose it was)."""
        c = self.w.controller
        state = c.state
        mode = c.mode
        text, mine = "", False
        if last_trick and state.tricks:
            last = state.tricks[-1]
            name = names[last.winner]
            text = (tr("Last trick: you took {points}") if is_you(name)
                    else tr("Last trick: {name} took {points}")).format(name=name, points=last.points)
        elif self.dealing:
            text = tr("Dealing…")
        elif self.w.panel.wanted and not self.w.panel.beside_play:
            text = ""  # the panel says what to do
        elif mode is Mode.HUMAN_TURN:
            mine = True
            text = self._person_prompt(names)
        elif mode is Mode.SENT:
            text = tr("Waiting for the host…")
        elif mode is Mode.THINKING and state.to_act is not None and state.phase is Phase.WIDOW:
            name = names[state.to_act]
            text = (tr("You take the widow") if is_you(name) else tr("{name} takes the widow")).format(name=name)
        elif mode is Mode.THINKING and state.to_act is not None and state.phase is Phase.BURY:
            name, n = names[state.to_act], state.rules.widow_size
            text = (tr("You bury %n card(s)", None, n) if is_you(name)
                    else tr("{name} buries %n card(s)", None, n)).format(name=name)
        elif mode is Mode.THINKING and state.to_act is not None and state.phase is Phase.AUCTION \
                and not state.auction:
            name = names[state.to_act]
            text = (tr("Bidding opens: you call first") if is_you(name)
                    else tr("Bidding opens: {name} calls first")).format(name=name)
        elif mode is Mode.THINKING and state.to_act is not None:
            text = tr("{name} is thinking…").format(name=names[state.to_act])
        elif mode is Mode.MELD_SHOWN and not c.auto_continue:
            text, mine = tr("Look at the meld, then press Play"), True
        elif mode is Mode.TRICK_SHOWN and state.tricks:
            winner = state.tricks[-1].winner
            text = tr("You take the trick") if (winner == c.viewer and c.seats[winner].human and not c.hot_seat) \
                or is_you(names[winner]) else tr("{name} takes the trick").format(name=names[winner])
        elif mode is Mode.HAND_OVER and not c.auto_continue:
            text, mine = tr("The hand is scored: press Next hand"), True
        elif mode is Mode.GAME_OVER:
            text = tr("Game over")
        self.w.scene.set_turn_line(text, mine)
        self.turn_text = text

    def _person_prompt(self, names: tuple[str, ...]) -> str:
        c = self.w.controller
        state = c.state
        phase = state.phase
        if phase is Phase.AUCTION:
            return tr("Your bid")
        if phase is Phase.WIDOW:
            return tr("Your bid won: take the widow")
        if phase is Phase.TRUMP:
            return tr("Your bid won: name trump")
        if phase is Phase.BURY:
            return tr("Choose %n card(s) to bury", None, state.rules.widow_size)
        if phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER):
            receiver = state.rules.seating.partner[c.viewer]
            return tr("Choose %n card(s) to pass to {name}", None, state.rules.cards_passed).format(
                name=names[receiver if receiver is not None else c.viewer])
        if phase is Phase.STOCK:
            return tr("Your lead") if not state.trick else tr("Your turn: play any card")
        if phase is Phase.MELD:
            return tr("You won the trick: meld, or draw")
        if phase is Phase.TRICKS:
            if ThrowIn() in c.human_options():
                return tr("Your lead, or throw in")
            if not state.trick:
                return tr("Your lead")
            led = state.trick[0] // 24
            legal = legal_play_cards(c.table_view())
            from ...engine.cards import Suit

            suit = Suit(led)
            if legal & SUIT_MASK[suit] == legal:
                return tr("Your turn: follow {suit}").format(suit=suit_in_text(suit))
            if state.trump is not None and legal & SUIT_MASK[state.trump] == legal:
                return tr("Your turn: no {suit}, play a trump").format(suit=suit_in_text(suit))
            return tr("Your turn: no {suit}, play any card").format(suit=suit_in_text(suit))
        return ""

    # ------------------------------------------------------------ captions
    def _update_meld_captions(self, names: tuple[str, ...]) -> None:
        c = self.w.controller
        state = c.state
        rules = state.rules
        shown = c.mode is Mode.MELD_SHOWN or state.phase is Phase.BURY
        for seat in range(len(self.w.scene.meld_captions)):
            if rules.draw_game and state.melds and seat < len(state.melds) and state.melds[seat].total \
                    and state.phase in (Phase.STOCK, Phase.MELD):  # the meld scored so far, while melding goes on
                meld = state.melds[seat]
                dealt = self._turned_up_dix() if seat == state.dealer else None
                lines = [(tr("Turned-up dix: {points} to the dealer").format(points=m.points), "")
                         if i == 0 and m == dealt else (meld_name(m), str(m.points)) for i, m in enumerate(meld.melds)]
                self.w.scene.set_meld_caption(seat, tr("{name}: {total}").format(name=names[seat], total=meld.total),
                                              lines, compact=f"{names[seat]} {meld.total}",
                                              compact_items=meld_short_list(meld.melds))
            elif shown and state.melds and seat < len(state.melds):
                meld = state.melds[seat]
                lines = [(meld_name(m), str(m.points)) for m in meld.melds] or [(tr("no meld"), "0")]
                team_meld = state.side_meld[rules.seating.side_of[seat]]
                items = meld_short_list(meld.melds)
                if rules.min_meld > 0 and meld.total and not meld_counts(rules, team_meld):
                    lines.append((tr("does not count: under {n}").format(n=rules.min_meld), ""))
                    items.append(lines[-1][0])
                self.w.scene.set_meld_caption(seat, tr("{name}: {total}").format(name=names[seat],
                                                                                  total=meld.total), lines,
                                              compact_items=items)
            else:
                self.w.scene.set_meld_caption(seat, "", [])

    def _turned_up_dix(self) -> Meld | None:
        """Two-handed: the dix turned up for trump at this hand's deal, which scores for the dealer (its meld
        in the dealer's list, told apart from a dix shown or exchanged later), or None."""
        match = self.w.controller.match
        if match is None:
            return None
        first = None
        for earlier in reversed(match.states):  # back to the state the deal made
            if earlier.hand_number != match.state.hand_number or earlier.phase is Phase.DEAL:
                break
            first = earlier
        if first is None or not first.melds or not first.melds[first.dealer].melds:
            return None
        return first.melds[first.dealer].melds[0]

    def _update_centre_caption(self, names: tuple[str, ...]) -> None:
        w = self.w
        c = w.controller
        state = c.state
        if c.mode is Mode.HAND_OVER and c.auto_continue and state.results:
            title, lines = result_lines(state.results[-1], names, state.rules)
            w.scene.set_centre_caption(title, lines, 560)  # spectators: no button to press
        else:
            w.scene.set_centre_caption("", [])

    # ------------------------------------------------------------ the action panel
    def _update_panel(self, names: tuple[str, ...]) -> None:
        w = self.w
        c = w.controller
        state = c.state
        mode = c.mode
        panel = w.panel
        key = (mode, id(c.match), len(c.match.actions) if c.match else 0, c.viewer, w.claim_offer.available)
        if key == self._panel_key:
            return  # the same question is already on screen
        self._panel_key = key
        if mode is Mode.HUMAN_TURN:
            v = c.table_view()
            options = c.human_options()
            if state.phase is Phase.AUCTION:
                fill_auction(panel, v, options, names, c.submit,
                             w.show_bid_analysis if w.settings.preferences.show_hints else None)
            elif state.phase is Phase.TRUMP:
                fill_trump(panel, v, options, c.submit, w.style_.four_colour)
            elif state.phase in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER):
                fill_passing(panel, v, len(w._selected), names, w.confirm_pass)
            elif state.phase is Phase.WIDOW:
                fill_widow(panel, v, c.submit)
            elif state.phase is Phase.BURY:
                self._fill_bury(names)
            elif state.phase is Phase.MELD:
                fill_meld(panel, v, options, w._selected, self.submit_meld, self.current_hint())
            elif ThrowIn() in options:  # concede or throw in: asked first, never the keyboard's default
                fill_throw_in(panel, v, lambda _a: w.safe.throw_in(), names)
            elif w.claim_offer.available:
                fill_claim(panel, w.claim_offer.claim)
            else:
                panel.withdraw()
        elif mode is Mode.MELD_SHOWN and not c.auto_continue:
            lines = []
            for side, m in zip(side_names(state.rules, names), state.side_meld, strict=True):
                line = tr("{side}: {m} meld").format(side=side, m=m)
                if state.rules.min_meld > 0 and m and not meld_counts(state.rules, m):
                    line += " · " + tr("does not count: under {n}").format(n=state.rules.min_meld)
                lines.append(line)
            # low, the button beside the totals, where the melds and their lists need the felt round it
            fill_continue(panel, tr("Meld"), "\n".join(lines), "continue", tr("Play"), c.continue_, beside=True)
        elif mode in (Mode.HAND_OVER, Mode.GAME_OVER) and state.results:
            title, lines = result_lines(state.results[-1], names, state.rules)
            played = state.results[-1].trick_points is not None
            if mode is Mode.GAME_OVER:
                text = game_over_text(state, names)
                heading = tr("Game over")
                if not state.rules.partnerships:  # a line per player: the winner goes in the heading (room)
                    heading, text = f"{heading} — {text}", ""
                fill_continue(panel, heading, text, "new-game", tr("New game"), w.new_game,
                              lines, subtitle=title,
                              review=(lambda: w.review_hand(len(state.results))) if played else None)
            elif not c.auto_continue:
                fill_continue(panel, title, "", "next-hand", tr("Next hand"), c.continue_, lines,
                              review=(lambda: w.review_hand(len(state.results))) if played else None)
            else:
                panel.withdraw()
        else:
            panel.withdraw()

    def _fill_bury(self, names: tuple[str, ...]) -> None:
        w = self.w
        c = w.controller
        concede = w.safe.throw_in if ThrowIn() in c.human_options() else None  # asks first
        fill_bury(w.panel, c.table_view(), len(w._selected), names, w.input.confirm_bury, concede)

    def refresh_meld_panel(self) -> None:
        w = self.w
        c = w.controller
        fill_meld(w.panel, c.table_view(), c.human_options(), w._selected, self.submit_meld, self.current_hint())
        w.scene.set_selected(w._selected)
        self.place_widgets()

    def submit_meld(self, action: object) -> None:
        """A meld, the dix or the draw: the selection is used up once the engine takes it."""
        if self.w.controller.submit(action):  # type: ignore[arg-type]
            self.w._selected.clear()

    def refresh_passing_panel(self) -> None:
        w = self.w
        c = w.controller
        if c.state.phase is Phase.BURY:
            self._fill_bury(w.names())
        else:
            fill_passing(w.panel, c.table_view(), len(w._selected), w.names(), w.confirm_pass)
        w.scene.set_selected(w._selected)
        self.place_widgets()
        if self._picture is not None:
            speak(w, self._picture, w.names(), self.turn_text)

    # ------------------------------------------------------------ the person's cards
    def _update_person_marks(self) -> None:
        w = self.w
        c = w.controller
        state = c.state
        human = c.human_to_act()
        v = c.table_view()
        playing = state.phase in (Phase.TRICKS, Phase.STOCK)
        playable = legal_play_cards(v) if human is not None and playing else None
        w.scene.set_playable(playable)
        if state.phase not in (Phase.PASS_TO_BIDDER, Phase.PASS_TO_PARTNER, Phase.MELD, Phase.BURY) or human is None:
            w._selected.clear()
            w._confirm_card = None
        w.scene.set_selected(w._selected if w._confirm_card is None else {w._confirm_card})
        received = 0
        if v.bidder is not None and not state.tricks and not state.trick:
            if v.seat == v.bidder and v.widow and state.phase in (Phase.TRUMP, Phase.BURY):
                received = v.widow  # the widow's cards, marked as cards received are
            elif v.seat == v.bidder:
                received = v.passed_to_bidder
            elif v.seat == state.rules.seating.partner[v.bidder]:
                received = v.passed_to_partner
        w.scene.set_marked({card for card in w.scene.viewer_hand() if received >> card & 1})
        w.schedule_forced_play(playable)


def buried_known(v: PlayerView) -> int:
    """The trick points of the cards the bidder buried, as this seat knows them: the bidder's own (three
    players), 0 for everyone else (the buried cards are secret until the hand is over)."""
    return card_points(v.rules, v.buried) if v.buried else 0


__all__ = ["TablePresenter", "buried_known", "trick_counts", "Pass"]
