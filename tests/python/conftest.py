"""Shared helpers of the Python tests: the tests' data files and plain game-tree searches that
know no values (the independent sources the tests compare cgt against)."""

import functools
import pathlib

DATA = pathlib.Path(__file__).resolve().parent.parent / "data"


def data_rows(name):
    """The rows of tests/data/NAME: whitespace-separated columns; lines that start with # are
    comments (a # elsewhere is data: a blocked cell)."""
    rows = []
    for line in (DATA / name).read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.lstrip().startswith("#"):
            rows.append(line.split())
    return rows


def first_player_wins(sum_of_trees, left_first):
    """Whether the player moving first wins the disjunctive sum of explicit game trees (each
    tree a pair (left options, right options) of trees), by plain minimax: the player who
    cannot move loses."""
    @functools.lru_cache(maxsize=None)
    def wins(parts, left_to_move):
        for i, part in enumerate(parts):
            for option in part[0 if left_to_move else 1]:
                after = tuple(sorted(parts[:i] + (option,) + parts[i + 1:], key=repr))
                if not wins(after, not left_to_move):
                    return True
        return False
    return wins(tuple(sum_of_trees), left_first)


def outcome_of_trees(sum_of_trees):
    """The outcome class (L, R, N, P) of a sum of explicit trees, by first_player_wins."""
    left = first_player_wins(sum_of_trees, True)
    right = first_player_wins(sum_of_trees, False)
    return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[
        (left, right)]


def tree_of(game):
    """A cgt.Game's canonical form as an explicit tree (tuples), for the plain searches."""
    return (tuple(tree_of(g) for g in game.left_options),
            tuple(tree_of(g) for g in game.right_options))


def position_wins(parts, left_first, memo, misere=False):
    """Whether the player moving first wins the sum of single cgt.Positions `parts` (a tuple),
    searching their options only; in misère play a player with no move wins."""
    key = (parts, left_first)
    if key not in memo:
        moves = [parts[:i] + (option,) + parts[i + 1:]
                 for i, part in enumerate(parts)
                 for option in (part.left_options if left_first else part.right_options)]
        memo[key] = (misere and not moves) or any(
            not position_wins(m, not left_first, memo, misere) for m in moves)
    return memo[key]


def position_outcome(position, misere=False):
    """The outcome class of a cgt.Position (or sum) by position_wins."""
    memo = {}
    parts = tuple(position.parts)
    left = position_wins(parts, True, memo, misere)
    right = position_wins(parts, False, memo, misere)
    return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[
        (left, right)]
