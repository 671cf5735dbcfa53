"""Regenerate the scripted Draughts games (resources/examples/draughts/games/) from the rules
model (run by hand, then record RARS's output there:
java -jar rars.jar nc ../draughts.s < NAME.txt > NAME.rars.out).

full_game: a random complete game (seed 3). mistakes: a complete game (seed 9) with refused
inputs inserted where each kind of mistake is possible.
"""

from __future__ import annotations

import random
from pathlib import Path

from rarslite.games.draughts import KING, WHITE, DraughtsBoard, move_text


def play(seed: int, mistakes: bool) -> list[str]:
    rng = random.Random(seed)
    board = DraughtsBoard.initial()
    lines: list[str] = []
    if mistakes:
        # bad text, one square, a step going on, no own piece, empty start, plain 2-step,
        # not diagonal, a taken square
        lines += [
            "5 1 4 9",
            "51",
            "5 1 4 2 3 3",
            "hello",
            "2 0 3 1",
            "4 2 3 3",
            "5 1 3 3",
            "5 1 4 1",
            "6 0 5 1",
        ]
    done: set[str] = set()
    while board.winner() is None:
        moves = board.legal_moves()
        if mistakes:
            own = [sq for sq, w in board.pieces().items() if bool(w & WHITE) == bool(board.turn)]
            if len(moves[0]) == 2 and abs(moves[0][1][0] - moves[0][0][0]) == 2:
                if "jump" not in done:
                    steps = [(sq, to) for sq in own for to in board._steps_from(sq, board.at(*sq))]
                    if steps:
                        lines.append(move_text(steps[0]))  # a plain move while a jump is due
                        done.add("jump")
            for m in moves:
                if len(m) > 2 and "continue" not in done:
                    lines.append(move_text(m[:2]))  # stopping in the middle of a multi-jump
                    done.add("continue")
                word = board.at(*m[0])
                if abs(m[1][0] - m[0][0]) == 2 and board._crowns(word, m[-1][0]):
                    if "crown" not in done:
                        back = (m[-1][0] + (2 if m[-1][0] == 0 else -2), m[-1][1])
                        lines.append(move_text(list(m) + [back]))  # going on after crowning
                        done.add("crown")
            if len(moves[0]) == 2 and abs(moves[0][1][0] - moves[0][0][0]) == 1:
                for sq in own:
                    word = board.at(*sq)
                    back = -1 if word & WHITE else 1
                    r, c = sq[0] + back, sq[1] + 1
                    if not word & KING and 0 <= r < 8 and c < 8 and not board.at(r, c):
                        if "back" not in done:
                            lines.append(move_text([sq, (r, c)]))  # a man moving backwards
                            done.add("back")
        move = rng.choice(moves)
        lines.append(move_text(move))
        board.play(move)
    return lines


if __name__ == "__main__":
    here = Path(__file__).resolve().parents[2] / "resources/examples/draughts/games"
    (here / "full_game.txt").write_text("\n".join(play(3, False)) + "\n")
    (here / "mistakes.txt").write_text("\n".join(play(9, True)) + "\n")
