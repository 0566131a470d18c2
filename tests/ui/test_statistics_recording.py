"""Every hand played at the table is in the statistics exactly once: across New game, Open, and two windows."""

from __future__ import annotations

from pathlib import Path

from pinochle_desktop.engine.rules import preset
from pinochle_desktop.persistence.settings import SeatConfig
from pinochle_desktop.persistence.statistics import load_statistics
from pinochle_desktop.ui.table.controller import Mode

from .table_driver import make_window
from .test_files import play_until

RULES = "single-deck"
SEATS = (SeatConfig("You", human=True), *(SeatConfig(name, human=False, level="easy") for name in ("W", "N", "E")))


def recorded() -> int:
    stats, notice = load_statistics()
    assert notice is None
    return stats.for_rules(RULES).hands_played


def finished_hands(c) -> list[int]:  # type: ignore[no-untyped-def]
    """The hands the table finishes from now on (each hand's number, once, as the person sees it end)."""
    seen: list[int] = []
    c.hand_finished.connect(lambda _result: seen.append(c.state.hand_number))
    return seen


def play_hands(qtbot, c, count: int) -> None:  # type: ignore[no-untyped-def]
    """Play ``count`` more hands of the game on the table (South takes the first legal option)."""
    target = len(c.state.results) + count
    play_until(qtbot, c, lambda: c.mode is Mode.HAND_OVER and len(c.state.results) >= target)
    c.continue_()


def test_new_game_after_new_game_records_every_hand_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    played = finished_hands(c)
    window.new_game(preset(RULES), SEATS, seed=3)
    play_hands(qtbot, c, 2)
    window.new_game(preset(RULES), SEATS, seed=4)
    play_hands(qtbot, c, 3)  # the bug: the first 2 hands of this game were taken for the old game's
    window.new_game(preset(RULES), SEATS, seed=5)
    play_hands(qtbot, c, 1)
    assert len(played) == 6
    assert recorded() == 6


def test_open_between_games_records_every_new_hand_once(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    window, c = make_window(qtbot)
    played = finished_hands(c)
    window.new_game(preset(RULES), SEATS, seed=6)
    play_hands(qtbot, c, 1)
    assert window.files.save_to(tmp_path / "one-hand")  # a game with one hand played (and recorded)
    play_hands(qtbot, c, 2)
    assert window.files.open_file(tmp_path / "one-hand.pinochle")
    play_hands(qtbot, c, 2)  # hands 2 and 3 of the opened game: played again, so recorded again
    window.new_game(preset(RULES), SEATS, seed=7)
    play_hands(qtbot, c, 1)
    assert window.files.open_file(tmp_path / "one-hand.pinochle")  # its first hand is not recorded twice
    play_hands(qtbot, c, 1)
    assert len(played) == 7
    assert recorded() == 7


def test_two_windows_on_one_home_record_every_hand_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    first, c1 = make_window(qtbot)
    second, c2 = make_window(qtbot)
    played = finished_hands(c1)
    played_second = finished_hands(c2)
    first.new_game(preset(RULES), SEATS, seed=8)
    second.new_game(preset(RULES), SEATS, seed=9)
    play_hands(qtbot, c1, 1)
    play_hands(qtbot, c2, 2)
    first.new_game(preset(RULES), SEATS, seed=10)
    second.new_game(preset(RULES), SEATS, seed=11)
    play_hands(qtbot, c1, 2)
    play_hands(qtbot, c2, 2)
    assert len(played) + len(played_second) == 7
    assert recorded() == 7


def test_a_second_window_on_one_home_plays_without_autosave(qtbot) -> None:  # type: ignore[no-untyped-def]
    from pinochle_desktop.persistence import paths
    from pinochle_desktop.persistence.autosave import read_autosave

    first, c1 = make_window(qtbot)
    assert first.files.claim_autosave()
    second, c2 = make_window(qtbot)
    assert not second.files.claim_autosave() and not second.files.autosave_enabled
    first.new_game(preset(RULES), SEATS, seed=12)
    play_until(qtbot, c1, lambda: c1.mode is Mode.HUMAN_TURN)
    kept = paths.autosave_file().read_bytes()
    second.new_game(preset(RULES), SEATS, seed=13)
    play_hands(qtbot, c2, 1)  # the second window plays a whole hand: the first one's game stays saved
    assert paths.autosave_file().read_bytes() == kept
    resumed, _notice = read_autosave()
    assert resumed is not None and resumed[1].state == c1.state
    first.files.release()
    third, _c3 = make_window(qtbot)
    assert third.files.claim_autosave()  # once the first window lets go, the next one owns it
    third.files.release()
