"""The ``play`` command checks its seats before opening the table."""

from __future__ import annotations

from excalibohn_tui.cli import build_parser, main


def test_play_refuses_two_seats_with_a_message(capsys):
    assert main(["play", "--seats", "Ann,Ben"]) == 2
    assert "3 to 5 seats" in capsys.readouterr().err


def test_play_refuses_an_unknown_computer_player(capsys):
    assert main(["play", "--seats", "Ann,Ben,bot:grandmaster"]) == 2
    assert "unknown computer player" in capsys.readouterr().err


def test_play_takes_seed_and_bot_delay():
    args = build_parser().parse_args(["play", "--seats", "Ann,Ben,bot:random", "--seed", "9",
                                      "--bot-delay", "0"])
    assert (args.seats, args.seed, args.bot_delay) == ("Ann,Ben,bot:random", 9, 0.0)
