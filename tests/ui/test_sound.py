"""The table is heard as well as seen: each event asks for its sound once, when its cards land; a deal is one
sound; off, muted or without a device nothing plays and nothing is raised."""

from __future__ import annotations

import json
import time
from collections import Counter

from PySide6.QtCore import QPointF

from pinochle_desktop.engine.actions import Pass
from pinochle_desktop.engine.rules import preset
from pinochle_desktop.engine.state import Phase
from pinochle_desktop.persistence import paths
from pinochle_desktop.persistence.settings import Preferences, Settings
from pinochle_desktop.ui.main_window import MainWindow
from pinochle_desktop.ui.sound import backends
from pinochle_desktop.ui.sound.backends import MiniaudioBackend, Played, RecordingBackend
from pinochle_desktop.ui.table.card_item import CardItem
from pinochle_desktop.ui.table.controller import GameController, Mode, Seat

COMPUTERS = (Seat("South", False), Seat("West", False), Seat("North", False), Seat("East", False))


def window_with(qtbot, recorder: RecordingBackend, animation: str = "instant",  # type: ignore[no-untyped-def]
                prefs: Preferences | None = None) -> tuple[MainWindow, GameController]:
    CardItem.LIFT_DURATION_MS = 0
    controller = GameController(pace_ms=0)
    window = MainWindow(controller, animation=animation, sound=recorder,
                        settings=Settings(preferences=prefs or Preferences()))
    window.sound.min_gap_s = 0.0  # every sound counted, however close together (the thinning is tested alone)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    return window, controller


def play_hand(qtbot, window: MainWindow, c: GameController) -> None:  # type: ignore[no-untyped-def]
    """The person passes or takes the first option until the hand is scored."""
    qtbot.waitUntil(lambda: c.mode is not Mode.THINKING, timeout=10000)
    while c.mode is not Mode.HAND_OVER and c.mode is not Mode.GAME_OVER:
        if c.mode is Mode.HUMAN_TURN:
            options = c.human_options()
            c.submit(Pass() if Pass() in options else options[0])
        elif c.mode in (Mode.MELD_SHOWN, Mode.TRICK_SHOWN):
            c.continue_()
        qtbot.waitUntil(lambda: c.mode is not Mode.THINKING, timeout=10000)


def test_a_hand_is_heard_event_by_event(qtbot) -> None:  # type: ignore[no-untyped-def]
    recorder = RecordingBackend()
    window, c = window_with(qtbot, recorder)
    window.new_game(preset("single-deck"), COMPUTERS[:1] + COMPUTERS[1:], seed=11)
    play_hand(qtbot, window, c)
    qtbot.wait(300)  # the result sounds after the last card's animation
    heard = recorder.names()
    counts = Counter(heard)
    result = c.state.results[-1]
    assert heard[0] == "deal" and counts["deal"] == 1  # 48 cards dealt: one sound
    assert recorder.played[0].length_ms == 500  # no animation: a short riffle
    auction = c.state.auction
    assert len(auction) >= 4 and counts["bid"] >= 1  # the auction, quietly: every call, the last pass too
    assert counts["bid"] == sum(1 for _, call in auction if not isinstance(call, Pass))
    assert counts["pass"] == sum(1 for _, call in auction if isinstance(call, Pass))
    assert counts["meld"] == 1  # everybody's meld laid out at once
    assert counts["lead"] == 12 and counts["play"] == 36  # one snap per card, the lead its own
    assert counts["gather"] == 12
    assert counts["made" if result.score.outcome.value == "made" else "set"] == 1
    assert counts["made"] + counts["set"] == 1
    assert all(p.volume == 0.6 for p in recorder.played)  # the default volume, 60 %
    order = [n for n in heard if n in ("lead", "play", "gather")]
    assert order[:5] == ["lead", "play", "play", "play", "gather"]


def test_each_card_sounds_when_it_lands_not_when_it_is_played(qtbot) -> None:  # type: ignore[no-untyped-def]
    recorder = RecordingBackend()
    window, c = window_with(qtbot, recorder, prefs=Preferences(turn_cue=False))  # only the cards are heard
    seats = (Seat("You", True),) + COMPUTERS[1:]
    window.new_game(preset("single-deck"), seats, seed=4)
    qtbot.waitUntil(lambda: c.mode is not Mode.THINKING, timeout=10000)
    while not (c.mode is Mode.HUMAN_TURN and c.state.phase is Phase.TRICKS):
        if c.mode is Mode.HUMAN_TURN:
            options = c.human_options()
            c.submit(Pass() if Pass() in options else options[0])
        else:
            c.continue_()
        qtbot.waitUntil(lambda: c.mode is not Mode.THINKING, timeout=10000)
    window.set_animation("normal")  # 350 ms a card
    card = min(window.scene.playable_cards())
    item = window.scene.item_for(card)
    assert item is not None
    seen: list[tuple[Played, bool, QPointF]] = []
    recorder.on_play = lambda p: seen.append((p, item.is_animating(), QPointF(item.pos())))
    recorder.played.clear()
    started = time.monotonic()
    window.input.card_clicked(card)
    assert item.is_animating() and recorder.played == []  # in flight: not heard yet
    qtbot.waitUntil(lambda: bool(seen), timeout=3000)
    played, flying, where = seen[0]
    assert played.name in ("lead", "play")
    assert not flying  # it sounds as the card lands
    assert 0.3 <= played.at - started <= 2.0  # 350 ms of flight (later on a busy machine), not at the click
    assert where == item.pos()


def test_a_deal_is_one_sound_as_long_as_the_deal(qtbot) -> None:  # type: ignore[no-untyped-def]
    recorder = RecordingBackend()
    window, c = window_with(qtbot, recorder, animation="normal")
    window.new_game(preset("single-deck"), (Seat("You", True),) + COMPUTERS[1:], seed=7)
    assert window.scene.dealing
    qtbot.waitUntil(lambda: not window.scene.dealing, timeout=5000)
    deal = [p for p in recorder.played if p.name == "deal"]
    assert len(deal) == 1 and 800 <= deal[0].length_ms <= 1600  # the sound is cut to the deal's length
    # nothing else is heard while the deal sounds (less 0.15 s: on a busy machine the sound may be asked for a
    # moment after the animation started, and so end a moment after the cards have landed)
    riffle_end = deal[0].at + deal[0].length_ms / 1000 - 0.15
    assert [p.name for p in recorder.played if p.at < riffle_end] == ["deal"]
    recorder.played.clear()
    window.set_animation("fast")
    window.new_game(preset("single-deck"), (Seat("You", True),) + COMPUTERS[1:], seed=8)
    fast = [p for p in recorder.played if p.name == "deal"]
    assert len(fast) == 1 and fast[0].length_ms < deal[0].length_ms  # scaled with the animation speed


def test_the_turn_cue_comes_after_the_deal_has_landed_and_has_its_own_switch(qtbot) -> None:  # type: ignore[no-untyped-def]
    for cue in (True, False):
        recorder = RecordingBackend()
        window, c = window_with(qtbot, recorder, animation="fast", prefs=Preferences(turn_cue=cue))
        window.new_game(preset("single-deck"), (Seat("You", True),) + COMPUTERS[1:], seed=3)
        qtbot.waitUntil(lambda c=c: c.mode is Mode.HUMAN_TURN, timeout=8000)
        qtbot.waitUntil(lambda w=window: not w.scene.dealing, timeout=8000)
        qtbot.wait(400)
        names = recorder.names()
        if cue:
            assert names.count("turn") == 1
            deal = next(p for p in recorder.played if p.name == "deal")
            turn = next(p for p in recorder.played if p.name == "turn")
            assert turn.at - deal.at >= deal.length_ms / 1000  # not before the cards are in the hands
        else:
            assert "turn" not in names and "deal" in names


def test_the_last_trick_looked_at_again_is_not_heard(qtbot) -> None:  # type: ignore[no-untyped-def]
    recorder = RecordingBackend()
    window, c = window_with(qtbot, recorder)
    seats = (Seat("You", True),) + COMPUTERS[1:]
    window.new_game(preset("single-deck"), seats, seed=4)
    qtbot.waitUntil(lambda: c.mode is not Mode.THINKING, timeout=10000)
    while not (c.mode is Mode.HUMAN_TURN and c.state.phase is Phase.TRICKS and c.state.tricks):
        if c.mode is Mode.HUMAN_TURN:
            options = c.human_options()
            c.submit(Pass() if Pass() in options else options[0])
        else:
            c.continue_()
        qtbot.waitUntil(lambda: c.mode is not Mode.THINKING, timeout=10000)
    recorder.played.clear()
    window.act_last_trick.setChecked(True)
    window.act_last_trick.setChecked(False)
    window.undo()  # an undo places everything at once: nothing is heard either
    assert recorder.names() == []


def test_muted_or_off_plays_nothing_and_the_mute_is_remembered(qtbot) -> None:  # type: ignore[no-untyped-def]
    recorder = RecordingBackend()
    window, c = window_with(qtbot, recorder)
    assert window.act_mute.shortcut().toString() == "S" and not window.act_mute.isChecked()
    window.act_mute.trigger()
    window.new_game(preset("single-deck"), COMPUTERS, seed=2)
    play_hand(qtbot, window, c)
    qtbot.wait(200)
    assert recorder.played == []
    stored = json.loads(paths.settings_file().read_text(encoding="utf-8"))
    assert stored["preferences"]["sound_effects"] is False
    window.act_mute.trigger()  # on again
    assert window.settings.preferences.sound_effects
    window.apply_preferences(Preferences(sound_volume=0))
    window.new_game(preset("single-deck"), COMPUTERS, seed=2)
    qtbot.wait(100)
    assert recorder.played == []  # volume 0 is silence too
    window.apply_preferences(Preferences(sound_volume=25))
    window.new_game(preset("single-deck"), COMPUTERS, seed=2)
    assert [(p.name, p.volume) for p in recorder.played][:1] == [("deal", 0.25)]


def test_cards_landing_together_make_one_sound(qtbot) -> None:  # type: ignore[no-untyped-def]
    recorder = RecordingBackend()
    window, _c = window_with(qtbot, recorder)
    window.sound.min_gap_s = 0.06
    for _ in range(6):  # six cards landing within a few milliseconds
        window.scene.table_event.emit("play", 0)
    window.scene.table_event.emit("gather", 0)
    assert recorder.names() == ["play"]
    qtbot.wait(80)
    window.scene.table_event.emit("lead", 0)
    window.scene.table_event.emit("bid", 0)  # a call is no card: heard beside it
    assert recorder.names() == ["play", "lead", "bid"]


# ---------------------------------------------------------------- the real backend
def test_the_real_backend_without_a_sound_device_starts_silently(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """As on CI: no card, no sound server.  Nothing is opened, nothing raised, nothing said, and playing
    costs nothing."""
    monkeypatch.setattr(backends, "sound_hardware_present", lambda: False)
    problems: list[tuple[str, str]] = []
    backend = MiniaudioBackend(lambda kind, detail: problems.append((kind, detail)))
    started = time.perf_counter()
    backend.start()
    assert time.perf_counter() - started < 0.5  # the window does not wait for it (a thread starting)
    assert not backend.wait_ready()
    assert backend.status == "no-device"
    window, c = window_with(qtbot, backend)  # type: ignore[arg-type]
    started = time.perf_counter()
    window.new_game(preset("single-deck"), COMPUTERS, seed=2)
    play_hand(qtbot, window, c)
    for _ in range(100):
        backend.play("play", 0.6)
    assert time.perf_counter() - started < 30 and problems == [] and not backend.started
    assert window.statusBar().currentMessage() == ""
    backend.close()


def test_a_failing_backend_is_told_once_in_the_status_bar(qtbot, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import miniaudio

    def broken(*args: object, **kwargs: object) -> None:
        raise miniaudio.MiniaudioError("failed to init device", -401)

    monkeypatch.setattr(backends, "sound_hardware_present", lambda: True)
    monkeypatch.setattr(miniaudio, "PlaybackDevice", broken)
    backend = MiniaudioBackend()
    window, c = window_with(qtbot, backend)  # type: ignore[arg-type]
    backend.on_problem = window.sound._from_backend
    backend.start()
    backend.wait_ready()
    assert backend.status == "failed"
    qtbot.waitUntil(lambda: "No sound" in window.statusBar().currentMessage(), timeout=2000)
    assert "no audio device could be opened" in window.statusBar().currentMessage()
    window.statusBar().clearMessage()
    window.new_game(preset("single-deck"), COMPUTERS, seed=2)  # playing on: silent, no second message
    qtbot.wait(100)
    window.sound._from_backend("device", "again")
    qtbot.wait(50)
    assert window.statusBar().currentMessage() == ""


def test_the_null_device_mixes_the_sounds_in_time(qtbot) -> None:  # type: ignore[no-untyped-def]
    """miniaudio's null device keeps time like a sound card: the sounds start in the order asked for, each
    soon after (the figures on a quiet machine are measured, not asserted: about 6 ms)."""
    backend = MiniaudioBackend(device="null")
    backend.start()
    assert backend.wait_ready() and backend.backend_name == "Null"
    for name in ("lead", "play", "gather"):
        backend.play(name, 0.6)
        time.sleep(0.05)
    deadline = time.monotonic() + 2
    while len(backend.started) < 3 and time.monotonic() < deadline:
        time.sleep(0.01)
    backend.close()
    assert [name for name, _, _ in backend.started] == ["lead", "play", "gather"]
    assert max(mixed - asked for _, asked, mixed in backend.started) < 0.25


def test_the_mixer_cuts_a_long_sound_with_a_fade_and_never_clips() -> None:
    from array import array

    from pinochle_desktop.ui.sound.sounds import RATE, read_sounds

    def run(backend: MiniaudioBackend, seconds: float) -> array:
        mixer = backend._mix()
        next(mixer)
        samples = array("h")
        for _ in range(int(seconds * RATE / 441)):
            samples.frombytes(mixer.send(441))
        return samples

    backend = MiniaudioBackend()
    backend._sounds = read_sounds()
    backend.status = "no-device"
    backend.play("deal", 1.0, 300)  # no device: not kept for later
    backend.status = "ready"
    backend.play("deal", 1.0, 300)  # the deal cut to 300 ms
    samples = run(backend, 1.0)
    cut = int(0.3 * RATE)
    loudest = max(abs(s) for s in samples[:cut])
    assert loudest > 10000 and len(backend.started) == 1
    assert max(abs(s) for s in samples[cut - 20: cut]) < 0.05 * loudest  # faded out, no click
    assert max(abs(s) for s in samples[cut:]) == 0
    for _ in range(8):
        backend.play("won", 1.0)  # eight loud sounds at once: six voices, held at full scale
    samples = run(backend, 0.5)
    assert len(backend.started) == 1 + 6
    assert max(samples) == 32767 and min(samples) >= -32767


def test_a_deal_asked_for_before_the_device_is_open_is_heard_from_where_it_has_got() -> None:
    """The first deal starts with the first picture, before the device is open: its sound joins in
    part-way (in step with the cards); a snap asked for as long ago is not heard late."""
    from array import array

    from pinochle_desktop.ui.sound.sounds import RATE, read_sounds

    backend = MiniaudioBackend()
    backend._sounds = read_sounds()
    backend.play("deal", 1.0, 1200)
    backend.play("play", 1.0)
    time.sleep(0.4)  # the device opening
    mixer = backend._mix()
    next(mixer)
    samples = array("h")
    for _ in range(int(1.0 * RATE / 441)):
        samples.frombytes(mixer.send(441))
    assert [name for name, _, _ in backend.started] == ["deal"]
    assert max(abs(s) for s in samples[: int(0.7 * RATE)]) > 3000  # the rest of the deal sounds
    assert max(abs(s) for s in samples[int(0.85 * RATE):]) == 0  # and ends with the deal (1.2 s after asked)


def test_the_widow_turned_and_the_stock_drawn_are_heard(qtbot) -> None:  # type: ignore[no-untyped-def]
    recorder = RecordingBackend()
    window, c = window_with(qtbot, recorder)
    window.new_game(preset("three-handed"), COMPUTERS[:3], seed=5)
    play_hand(qtbot, window, c)
    counts = Counter(recorder.names())
    assert counts["deal"] == 1 and counts["widow"] == (1 if c.state.results[-1].bidder is not None else 0)
    assert counts["lead"] == 15 and counts["play"] == 30  # three players, 15 tricks
    recorder.played.clear()
    window.new_game(preset("two-handed"), COMPUTERS[:2], seed=5)
    qtbot.waitUntil(lambda: c.mode is not Mode.THINKING, timeout=10000)
    while c.state.phase is not Phase.TRICKS and c.mode not in (Mode.HAND_OVER, Mode.GAME_OVER):
        c.continue_()
        qtbot.waitUntil(lambda: c.mode is not Mode.THINKING, timeout=10000)
    counts = Counter(recorder.names())
    assert counts["deal"] == 1
    rules = c.state.rules
    assert counts["stock"] == (48 - 2 * rules.hand_size) // 2  # one sound for each draw of two cards
    assert counts["meld"] >= 1


def test_letting_go_of_the_volume_slider_plays_a_card_at_that_volume(qtbot) -> None:  # type: ignore[no-untyped-def]
    recorder = RecordingBackend()
    window, _c = window_with(qtbot, recorder, prefs=Preferences(sound_effects=False))
    dialog = window.open_preferences()
    qtbot.waitExposed(dialog)
    dialog.volume.setValue(30)
    dialog.volume.sliderReleased.emit()
    assert recorder.played == []  # sound is off in the dialog: nothing to hear
    dialog.sound.setChecked(True)
    dialog.volume.setValue(80)
    dialog.volume.sliderReleased.emit()
    assert [(p.name, p.volume) for p in recorder.played] == [("lead", 0.8)]
    dialog.reject()


def test_a_system_that_says_it_has_no_output_device_is_silent_without_a_word(monkeypatch) -> None:
    import miniaudio

    def none_there(*args: object, **kwargs: object) -> None:
        raise miniaudio.MiniaudioError("failed to init device", miniaudio.lib.MA_NO_DEVICE)

    monkeypatch.setattr(backends, "sound_hardware_present", lambda: True)
    monkeypatch.setattr(miniaudio, "PlaybackDevice", none_there)
    problems: list[tuple[str, str]] = []
    backend = MiniaudioBackend(lambda kind, detail: problems.append((kind, detail)))
    backend.start()
    assert not backend.wait_ready()
    assert backend.status == "no-device" and problems == []
    backend.play("play", 0.6)  # nothing kept, nothing raised
    assert not backend._requests


def test_a_device_still_opening_when_the_program_ends_is_closed_not_left_running() -> None:
    backend = MiniaudioBackend(device="null")
    backend.start()
    backend.close()  # at once: the program quits before the sound thread has opened the device
    backend._ready.wait(5)
    assert backend._device is None and backend.status == "off"
    backend.play("play", 0.6)
    assert not backend._requests
