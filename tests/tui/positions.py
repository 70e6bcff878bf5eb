"""Hand-built positions for the snapshot tests and the screenshots."""

from __future__ import annotations

from rules.builder import build


def five_player_middle():
    """A 5-player game in Ann's phase 1b, with rows, coins, spells and cards aside."""
    return build(
        ["Ann", "Ben", "Cem", "Dana", "Eli"],
        hands={0: ["princess", "sword", "magic", "white", "cap", "picker"],
               1: ["mean", "cap", "white"], 2: ["sword", "sword", "princess", "white"],
               3: ["magic", "picker"], 4: ["cap", "mean", "white", "sword", "princess"]},
        fields={0: [["sword"] * 3, ["princess"] * 2], 1: [["mean"] * 4, ["white"]],
                2: [["magic"] * 2, []], 3: [["cap"] * 3, ["picker"] * 2],
                4: [["white"] * 5, ["sword"]]},
        coins={0: ["cap", "white"], 1: ["princess"], 2: ["sword", "mean", "picker"],
               4: ["magic"]},
        spells={0: [("attack", True), "trade"], 1: ["swap"], 2: [("random", False)],
                3: ["retuck", "pile"], 4: ["hand_card"]},
        discard=["cap", "white"], active=0, phase="1b", passes=2, seed=3,
    )


def five_trading_under_a_decree(more: tuple[str, ...] = ()):
    """Bohnedikt for five in Ann's trading: Tithe of the Field turned up (its words take
    two rows of an 80-column middle), Cem with a third field, a sacrifice card in every
    hand; ``more``: cards at the back of Ann's hand."""
    return build(["Ann", "Ben", "Cem", "Dora", "Eli"], variant="bohnedikt", phase="2",
                 active=0,
                 hands={0: ["sacrifice", "blue", "chili", "soy", *more],
                        1: ["red", "sacrifice", "garden"], 2: ["green", "green", "sacrifice"],
                        3: ["soy", "sacrifice"], 4: ["red", "sacrifice"]},
                 fields={0: [["blue", "blue", "edict"], ["chili"]], 1: [["soy"] * 3, []],
                         2: [["garden"] * 2, ["stink"] * 4, []], 3: [["red"], []],
                         4: [["blue"], ["soy"]]},
                 coins={1: ["red"] * 4}, draw_top=["decree:tithe", "chili"])


def trade_position():
    return build(["Ann", "Ben", "Cem"],
                 hands={0: ["sword", "cap"], 1: ["mean", "white"], 2: ["cap"]},
                 fields={0: [["sword"] * 2, ["cap"]], 1: [["mean"] * 3, []]},
                 turned_up=["princess", "magic"], active=0, phase="trade")


def attack_position():
    return build(["Ann", "Ben", "Cem"],
                 hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["sword"], []]},
                 coins={0: ["white"], 1: ["sword"]},
                 active=0, phase="1b")


def finished_game():
    """A 3-player game that ends on Ann's last planting (the last draw pile is empty)."""
    game = build(["Ann", "Ben", "Cem"],
                 hands={0: ["cap"], 1: ["mean"], 2: ["white"]},
                 fields={0: [["princess"] * 4, ["sword"] * 3], 1: [["white"] * 5, ["cap"]],
                         2: [["magic"] * 3, ["picker"] * 2]},
                 coins={0: ["cap", "white"], 1: ["princess", "mean", "sword"], 2: ["white"]},
                 spells={0: ["hand_card"], 1: ["attack"], 2: ["random"]},
                 aside={0: ["princess"]}, draw_size=0, passes=3, active=0, phase="3")
    game.apply(next(a for a in game.legal_actions(0) if type(a).__name__ == "Plant"))
    assert game.finished
    return game
