"""No seat count, side count, deck size or copy limit is written outside the ruleset's data.

Issue 17 (point 1): a ``Ruleset`` names its seats (``players``), its sides (``sides``,
``side_of``, ``side_count``) and its deck (``cards.Deck``: size, ranks, copies); cards, hands,
meld, odds, scoring, players and the renderers read them. As
``test_engine_has_no_words.py`` does for English, this test scans every module of
``pinochle_learn/`` (the renderers and the command line included) for the literals that would
write the table's shape a second time, and names the file and line of each:

- seat arithmetic: ``% 2``, ``% 3``, ``% 4`` (the next seat, the partner opposite, a seat's
  team), a comparison of a seat, side, player or copy count with 2, 3 or 4
  (``players == 4``, ``len(totals) == 2``, ``copies > 2``), a tuple of such counts
  (``(2, 4)``), ``range(2)`` / ``range(3)`` / ``range(4)`` over seats or sides (suits are
  ``range(SUITS)`` or ``for suit in Suit``);
- sides: the name ``TEAMS``, ``Seat.team`` / ``Seat.partner`` (two partnerships opposite,
  written in ``seats.py``), ``1 - team`` (the other of two sides);
- deck sizes ``48``, ``80`` and the 24 distinct cards (``fastmeld.SLOTS``);
- counter totals ``8 *`` (eight counters of a rank in a 48-card deck).

Only the AST is scanned, so docstrings, doctests and comments may show numbers. The few
places that define the data are listed in :data:`ALLOWED`, each with why.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pinochle_learn

ENGINE = Path(pinochle_learn.__file__).parent

ALLOWED: dict[str, str] = {
    "cards.py": "defines the decks (cards.Deck presets: 48 cards two copies, 80 four copies)",
    "seats.py": "defines the seats (PLAYER_COUNTS, the clockwise arithmetic, standard_sides)",
    "ruleset.py": "defines the presets (players, sides, hand sizes, kitty, deck per game)",
}
"""Modules that define the table's data: the one place each number is written."""

COUNTS = {2, 3, 4}
SIZES = {24, 48, 80}
SHAPE_WORDS = ("players", "side", "team", "totals", "passed", "copies", "seat")
ATTRIBUTES = {"team", "partner"}


def _int(node: ast.AST, values: set[int]) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int and node.value in values


def _shape(node: ast.AST) -> bool:
    text = ast.unparse(node).lower()
    return any(word in text for word in SHAPE_WORDS)


def literal(node: ast.AST) -> str | None:
    """What table literal ``node`` writes, or ``None``."""
    if isinstance(node, ast.BinOp):
        if isinstance(node.op, ast.Mod) and _int(node.right, COUNTS):
            return "seat arithmetic (% players: Seat.next/ahead with ruleset.players)"
        if isinstance(node.op, ast.Sub) and _int(node.left, {1}) and _shape(node.right):
            return "the other of two sides (ruleset.sides / side_count)"
        if isinstance(node.op, ast.Mult) and (_int(node.left, {8}) or _int(node.right, {8})):
            return "a counter total of the 48-card deck (ruleset.deck.copies * len(Suit))"
    if isinstance(node, ast.Compare):
        sides = [node.left, *node.comparators]
        if any(_int(n, COUNTS) for n in sides) and any(_shape(n) for n in sides):
            return "a seat, side or copy count compared with a number (read the ruleset)"
    if isinstance(node, ast.Tuple) and len(node.elts) > 1 and all(_int(e, COUNTS) for e in node.elts):
        return "a tuple of seat counts (seats.PLAYER_COUNTS)"
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range":
        if len(node.args) == 1 and _int(node.args[0], COUNTS):
            return "range over seats or sides (ruleset.players / side_count; suits: SUITS)"
    if isinstance(node, ast.Name) and node.id == "TEAMS":
        return "seats.TEAMS (ruleset.side_count)"
    if isinstance(node, ast.Attribute) and node.attr in ATTRIBUTES:
        return f".{node.attr} of a seat (ruleset.side_of / ruleset.partners)"
    if _int(node, SIZES):
        return "a deck size (ruleset.deck.size; 24 distinct cards: fastmeld.SLOTS)"
    return None


def scan(source: str) -> list[tuple[int, str, str]]:
    """``(line, code, why)`` of every table literal in ``source``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        why = literal(node)
        if why is not None:
            found.append((getattr(node, "lineno", 0), ast.unparse(node), why))
    return sorted(found)


def test_no_table_literal_is_written_outside_the_rulesets_data() -> None:
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        name = path.relative_to(ENGINE).as_posix()
        if name in ALLOWED:
            continue
        for line, code, why in scan(path.read_text(encoding="utf-8")):
            found.append(f"{name}:{line}: {code}  -- {why}")
    assert not found, "table literals (read the ruleset):\n" + "\n".join(found)


def test_every_allowed_module_exists_and_holds_table_data() -> None:
    # An allow-list entry that no longer defines anything is dropped, not kept.
    for name in ALLOWED:
        assert scan((ENGINE / name).read_text(encoding="utf-8")), name


def test_the_scan_finds_each_kind_of_literal() -> None:
    # The scan itself can fail: each way of writing the table's shape is found once, and the
    # same numbers in a docstring or over a ruleset's fields are not.
    source = '''
def f(seat, team, ruleset, hand, cards):
    """(seat + 2) % 4, 48 cards, TEAMS"""
    a = (seat + 2) % 4
    b = 1 - team
    c = ruleset.players == 4
    d = (2, 4)
    e = range(2)
    f = TEAMS
    g = seat.partner
    h = [0] * 48
    i = 8 * points
    j = seat.next(ruleset.players)
    k = len(cards) + ruleset.side_count
    return a, b, c, d, e, f, g, h, i, j, k
'''
    lines = [line for line, _, _ in scan(source)]
    assert lines == [5, 6, 7, 8, 9, 10, 11, 12, 13]
