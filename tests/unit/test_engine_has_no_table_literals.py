"""No seat count, side count, deck size or copy limit is written outside the ruleset's data.

The same scan covers ``widgets/pinochle_widgets/`` (views, sessions, the course), with its
own short allow-list :data:`WIDGET_ALLOWED_CODE`.

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
places that define the data are listed in :data:`ALLOWED`, each with why (``cards.py``
needs no entry: its decks are ``Deck(RANKS, 2)`` and ``Deck(<five ranks>, 4)``, read by
everything else through ``ruleset.deck``), and the few literals that are not the table's
shape in :data:`ALLOWED_CODE`.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pinochle_learn
import pinochle_widgets

ENGINE = Path(pinochle_learn.__file__).parent

ALLOWED: dict[str, str] = {
    "seats.py": "defines the seats (PLAYER_COUNTS, the clockwise arithmetic, standard_sides)",
    "ruleset.py": "defines the presets (players, sides, hand sizes, kitty, deck per game)",
}
"""Modules that define the table's data: the one place each number is written."""

ALLOWED_CODE: dict[tuple[str, str], str] = {
    ("solver/core.py", "*"): "the double-dummy search packs a position of two sides and two "
    "copies of the 24 cards into integers; solver/position.py refuses any other ruleset, "
    "naming side_count or deck.copies",
    ("solver/bounds.py", "*"): "the same packed integers (12-bit suit fields; the four-hand "
    "bound's opponents are the packed seats left and right)",
    ("solver/tables.py", "*"): "the same packed integers (per-suit fields of the 24 cards)",
    ("solver/position.py", "rules.side_count != 2"): "that refusal (two sides only)",
    ("solver/position.py", "rules.deck.copies > 2"): "that refusal (two copies only)",
    ("houserules.py", "rules.players > 2"): "must_beat_led_suit_after_trump needs a third "
    "card in the trick (a trump played second, a follower third): a rule, not the table",
    ("render/table_view.py", "players == 2"): "the felt's drawing: two players sit facing, "
    "at the top and bottom (N and S)",
    ("render/html.py", "48"): "a card picture's height in pixels",
    ("actions.py", "80"): "an error message's width in characters",
    ("render/score_figures.py", "80"): "trick points of a worked example's figures",
    ("render/explorer_text.py", "copies == 2"): "words: 'both' for two copies, 'all four' else",
    ("render/question_text.py", "copies == 2"): "the same word 'both'",
    ("render/table_messages.py", "copies == 2"): "the same word 'both'",
    ("fastpack.py", "48"): "the byte of the digit '0' (ASCII 48) in a count's digit string",
    ("stockindex.py", "(points[c.rank] * 2 + (c.suit is trump)) * 8"): "a sort key: counter "
    "points, then trump, then rank (8 is past the largest rank index), not a counter total",
    ("stockindex.py", "(c.suit is trump) * 8"): "the same sort key without the points",
    ("strongbid.py", "24"): "deals sampled for a hand in the auction, not a deck size",
    ("strongpass.py", "24"): "deals sampled to weigh a throw-in, not a deck size",
    ("strongwidow.py", "48"): "random ways to finish a hand for a building choice, not a deck",
}
"""Single literals that are not the table's shape (or are the one guard that refuses a
ruleset a module cannot take), by module and code (``"*"``: the whole module)."""

WIDGETS = Path(pinochle_widgets.__file__).parent

WIDGET_ALLOWED_CODE: dict[tuple[str, str], str] = {
    ("course/examples.py", "48"): "deck_example checks the engine's deck against the number the "
    "lesson's prose states (RULES.md, Cards: 48 cards)",
    ("course/play_questions.py", "range(3)"): "make_meld keeps the best of three deals, not seats",
    ("views/pane_board.py", "24"): "the panes a table's board declares up front (a table has "
    "9-16), not a deck size",
    ("serving/page_language.py", "24"): "an unknown ?lang= value is named up to 24 characters",
    ("views/review_view.py", "state.ruleset.players > 2"): "Best card?'s note: with two "
    "players the one other hand is known once the stock is gone; with more the search sees "
    "hands the learner cannot (what the player may know, not the table's shape)",
}
"""The widgets' single literals that are not the table's shape: the widgets read seats, sides,
deck and copies from the ruleset as the engine does (issue 17, point 1)."""

COUNTS = {2, 3, 4}
SIZES = {24, 48, 80}
SHAPE_WORDS = ("players", "side", "team", "totals", "passed", "copies", "seat", "winner")
SEAT = re.compile(r"(^Seat\(.*|(^|\.|_)(seat|bidder|winner|learner|leader|me|dealer|to_play))$")
"""An expression that is a seat: ``seat``, ``state.bidder``, ``position.to_play``,
``Seat(i)`` (``Seat.team`` and ``Seat.partner`` are read on these; a score line's ``team``
field is a side index, not arithmetic)."""


SEAT_CALLS = {"seats", "standard_sides", "team_seats", "team_label", "next", "previous", "ahead"}
"""The seat arithmetic of ``seats.py`` and its words: given a literal count (``seats(4)``,
``seat.next(players=2)``, ``seat.ahead(2)`` for the partner), they write the table again."""


def _name(node: ast.AST) -> str:
    return getattr(node, "id", None) or getattr(node, "attr", "")


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
    if (
        isinstance(node, ast.Tuple)
        and len(node.elts) > 1
        and all(_int(e, COUNTS) for e in node.elts)
    ):
        return "a tuple of seat counts (seats.PLAYER_COUNTS)"
    if isinstance(node, ast.Call) and _name(node.func) in SEAT_CALLS:
        if any(_int(a, COUNTS) for a in [*node.args, *(k.value for k in node.keywords)]):
            return "a seat count or step passed to the seat arithmetic (ruleset.players)"
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "range":
        if len(node.args) == 1 and _int(node.args[0], COUNTS):
            return "range over seats or sides (ruleset.players / side_count; suits: SUITS)"
    if isinstance(node, ast.Name) and node.id == "TEAMS":
        return "seats.TEAMS (ruleset.side_count)"
    if isinstance(node, ast.Attribute) and node.attr in {"team", "partner"}:
        if SEAT.search(ast.unparse(node.value)):
            return f"Seat.{node.attr}: partners opposite (ruleset.side_of / ruleset.partner)"
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
        if (name, "*") in ALLOWED_CODE:
            continue
        for line, code, why in scan(path.read_text(encoding="utf-8")):
            if (name, code) in ALLOWED_CODE:
                continue
            found.append(f"{name}:{line}: {code}  -- {why}")
    assert not found, "table literals (read the ruleset):\n" + "\n".join(found)


def test_no_table_literal_is_written_in_the_widgets() -> None:
    # Views, sessions, the course's questions and examples read the ruleset too (the trick
    # stepper's hand boxes are one per Seat; the passing lesson's partner is the ruleset's).
    found = []
    for path in sorted(WIDGETS.rglob("*.py")):
        name = path.relative_to(WIDGETS).as_posix()
        for line, code, why in scan(path.read_text(encoding="utf-8")):
            if (name, code) not in WIDGET_ALLOWED_CODE:
                found.append(f"{name}:{line}: {code}  -- {why}")
    assert not found, "table literals in the widgets (read the ruleset):\n" + "\n".join(found)


def test_every_allowed_module_exists_and_holds_table_data() -> None:
    # An allow-list entry that no longer defines anything is dropped, not kept.
    for name in ALLOWED:
        assert scan((ENGINE / name).read_text(encoding="utf-8")), name
    for name, code in ALLOWED_CODE:
        codes = {found for _, found, _ in scan((ENGINE / name).read_text(encoding="utf-8"))}
        assert codes if code == "*" else code in codes, (name, code)
    for name, code in WIDGET_ALLOWED_CODE:
        codes = {found for _, found, _ in scan((WIDGETS / name).read_text(encoding="utf-8"))}
        assert code in codes, (name, code)


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
    m = seats(4) + seat.ahead(2)
    return a, b, c, d, e, f, g, h, i, j, k, m
'''
    lines = [line for line, _, _ in scan(source)]
    assert lines == [4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 15]
