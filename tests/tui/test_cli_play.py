"""The ``play`` command checks its arguments before opening the table: a bad one gets the
argument parser's usage message and exit status 2, never a traceback."""

from __future__ import annotations

import pytest

from excalibohn_tui.cli import build_parser, main


def _usage_error(capsys, argv: list[str]) -> str:
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: excalibohn play")
    assert "Traceback" not in err
    return err


def test_play_refuses_two_seats_with_a_usage_message(capsys):
    err = _usage_error(capsys, ["play", "--seats", "Ann,Ben"])
    assert "argument --seats" in err and "3 to 5 seats" in err


def test_play_refuses_an_unknown_computer_player(capsys):
    assert "unknown computer player" in _usage_error(
        capsys, ["play", "--seats", "Ann,Ben,bot:grandmaster"])


def test_play_takes_a_level_alone_for_a_computer_player_as_simulate_does():
    """A play-tester's "Ann,Ben,normal" sat a person named "normal" at the table, where
    ``simulate --seats`` reads the same word as a computer player."""
    from excalibohn_tui.session import parse_seats

    seats = parse_seats("Ann,Ben,normal,Bot:Hard")
    assert [s.kind for s in seats] == ["human", "human", "normal", "hard"]
    assert [s.name for s in seats][:2] == ["Ann", "Ben"]


@pytest.mark.parametrize("seats", ["Ann,,Ben", "Ann,Ann,Ben", ",", "Ann,Ben,Cem,Dan,Eve,Fay",
                                   "Ann,Ben," + "x" * 30])
def test_play_refuses_malformed_seats(capsys, seats):
    assert "argument --seats" in _usage_error(capsys, ["play", "--seats", seats])


@pytest.mark.parametrize("argv", [["play", "--seed", "abc"], ["play", "--bot-delay", "soon"],
                                  ["play", "--players", "4"]])
def test_play_refuses_other_bad_arguments(capsys, argv):
    with pytest.raises(SystemExit) as exit_info:
        main(argv)
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "usage: excalibohn" in err and "Traceback" not in err


def test_play_takes_seed_and_bot_delay():
    args = build_parser().parse_args(["play", "--seats", "Ann,Ben,bot:random", "--seed", "9",
                                      "--bot-delay", "0"])
    assert (args.seats, args.seed, args.bot_delay) == ("Ann,Ben,bot:random", 9, 0.0)


def test_the_pace_of_computer_players_is_given_before_or_after_the_command():
    """``excalibohn --bot-delay 0 play``, as the main help lists the option, played at the
    command's own default 0.6 s an action (a table of computer players: 6 s a turn).  Not
    given, it is None: the game's own pace, else 0.6 s (``Session.take_pace``)."""
    parser = build_parser()
    for command in (["play"], ["resume"], ["host"]):
        assert parser.parse_args(["--bot-delay", "0", *command]).bot_delay == 0.0
        assert parser.parse_args([*command, "--bot-delay", "0.2"]).bot_delay == 0.2
        assert parser.parse_args(command).bot_delay is None


def test_the_wait_for_offers_is_given_before_or_after_the_command():
    """A play-tester found the 8 s moment for offers to a computer player too short, and
    too long after every turn when nobody offers: ``--offer-wait`` sets it."""
    parser = build_parser()
    assert parser.parse_args(["play", "--offer-wait", "20"]).offer_wait == 20.0
    assert parser.parse_args(["--offer-wait", "0", "play"]).offer_wait == 0.0
    assert parser.parse_args(["resume", "--offer-wait", "3"]).offer_wait == 3.0
    assert parser.parse_args(["play"]).offer_wait is None  # the table's own default


@pytest.mark.parametrize("games", ["-1", "0", "many"])
def test_simulate_refuses_a_number_of_games_that_is_not_positive(capsys, games):
    with pytest.raises(SystemExit) as exit_info:
        main(["simulate", "--games", games, "--seats", "random,random,random"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "usage: excalibohn simulate" in err and "--games" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("seats", ["Ann,ann,Ben", "ANN,Ben,ann"])
def test_play_refuses_names_that_differ_only_by_case(capsys, seats):
    assert "differ only by case" in _usage_error(capsys, ["play", "--seats", seats])


def test_every_game_may_be_named_on_the_command_line(capsys):
    # Bohnedikt for two by its own name (the benchmarks use it), and with its seats
    args = build_parser().parse_args(["play", "--variant", "bohnedikt-duel", "--seats",
                                      "Ann,bot:normal"])
    assert args.variant == "bohnedikt-duel"
    err = _usage_error(capsys, ["play", "--variant", "bohnedikt-duel", "--seats", "Ann,Ben,Cem"])
    assert "Bohnedikt for two needs 2 seats, not 3" in err
