"""The games side by side in words: one function per :class:`~pinochle_learn.compare.Topic`
turns a cell's data into a sentence; :func:`comparison_html` lays the rows out as a table
(and, on a narrow page, one block per topic).

Examples
--------
>>> from pinochle_learn import PRESETS
>>> from pinochle_learn.compare import Topic, compare_rulesets
>>> [cell_text(c) for c in compare_rulesets(PRESETS).row(Topic.COUNTING)][1]
'A 10, 10 10, K 5, Q 5; last trick 10; 250 in all'
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..cards import RANKS
from ..compare import Cell, Comparison, Topic, meld_rows
from ..ruleset import BothReach, CardReuse, Ruleset, SetPenalty, ZeroTrickRule
from .markup import text_html
from .meld_sentences import kind_name
from .words import ruleset_title

__all__ = ["TOPIC_TITLES", "cell_text", "comparison_html", "meld_table_html"]

TOPIC_TITLES = {
    Topic.PLAYERS: "Players",
    Topic.DECK: "Deck",
    Topic.DEAL: "Deal",
    Topic.BIDDING: "Bidding",
    Topic.TRUMP: "Trump",
    Topic.MELD_TIMING: "When meld is shown",
    Topic.CARD_REUSE: "A card in several melds",
    Topic.TRICK_DUTIES: "Trick duties",
    Topic.COUNTING: "Counting the tricks",
    Topic.SET_PENALTY: "Failing the bid",
    Topic.GAME_END: "Game end",
}


def _value(deal: object) -> str | None:
    value = getattr(deal, "value", None)
    return value if isinstance(value, str) else None


def _players(p: Mapping[str, Any]) -> str:
    if p["partners"]:
        return f"{p['players']}, in {p['sides']} partnerships (partners sit opposite)"
    if p["several_opponents"]:
        return (
            f"{p['players']}, each for themselves: in the tricks the other "
            f"{p['players'] - 1} play against the bid winner, but each scores alone"
        )
    return f"{p['players']}, each for themselves"


_COPIES = {1: "one copy", 2: "two copies", 3: "three copies", 4: "four copies"}


def _deck(p: Mapping[str, Any]) -> str:
    ranks = " ".join(r.short for r in p["ranks"])
    copies = _COPIES.get(p["copies"], f"{p['copies']} copies")
    text = f"{p['size']} cards: {copies} of each of {ranks} in the four suits"
    missing = [r for r in RANKS if r not in p["ranks"]]
    if missing:
        text += "; no " + " or ".join(f"{r.short}s" for r in missing)
    return text


def _deal(p: Mapping[str, Any]) -> str:
    if _value(p["deal"]) == "widow":
        return (
            f"none: the whole deck is a face-down widow; each player builds a hand of "
            f"{p['hand_size']} from it, keeping one card a turn"
        )
    dealt = f"{p['hand_size']} cards each"
    if p.get("kitty"):
        return (
            f"{dealt}; the other {p['kitty']} cards are a face-down widow for the bid winner, "
            "who shows it, takes it and buries as many cards"
        )
    if p["stock"]:
        return f"{dealt}; the other {p['stock']} cards are the stock, drawn from after each trick"
    return f"{dealt}: the whole deck"


def _bidding(p: Mapping[str, Any]) -> str:
    if p["min_bid"] is None:
        return "no auction"
    raises = " or ".join(f"+{r}" for r in p["raises"])
    text = f"an auction from {p['min_bid']}, raising by {raises}"
    if p["pass_cards"]:
        text += f"; the winner's partner passes {p['pass_cards']} cards, and gets as many back"
    return text


def _trump(p: Mapping[str, Any]) -> str:
    if _value(p["deal"]) == "stock_turn_up":
        return "the card after the deal is turned up: its suit is trump"
    if p["auction"]:
        return "named by the winner of the auction"
    return "not decided by these rules"


def _meld_timing(p: Mapping[str, Any]) -> str:
    timing = _value(p["timing"])
    if timing == "after_trick_won":
        return (
            "one meld at a time, by the winner of a trick, while the stock lasts; melded cards "
            "stay on the table and may still be played"
        )
    if timing == "once":
        return "all at once, before the first trick; then the cards go back to the hand"
    return "not decided by these rules"


_BOTH_REACH = {
    BothReach.BIDDER: "if both sides reach it in one round, the side that held the bid wins",
    BothReach.FIRST_TO_REACH: (
        "points count as they are scored (meld when laid down, counters at the end of the "
        "round), and the first to reach it wins; if only the count takes both over, the higher "
        "total"
    ),
    BothReach.HIGHER_TOTAL: "if both sides reach it in one round, the higher total wins",
}


_SEVERAL_REACH = {
    BothReach.BIDDER: (
        "if several players reach it in one round, the bid winner wins if among them, "
        "else the higher total"
    ),
    BothReach.HIGHER_TOTAL: "if several players reach it in one round, the higher total wins",
}


def _game_end(p: Mapping[str, Any]) -> str:
    rule = p["both_reach"]
    several = _SEVERAL_REACH.get(rule) if p.get("several_reach") else None
    return f"the first to {p['target']} game points; {several or _BOTH_REACH[rule]}"


_REUSE = {
    CardReuse.PER_CLASS: (
        "once in each of the three classes (runs and marriages, pinochles, arounds)"
    ),
    CardReuse.ONE_MELD: "in one meld only",
    CardReuse.PER_KIND: (
        "once in each kind of meld (the Q♠ in a marriage, a run, a pinochle and queens around); "
        "a second around needs four new cards"
    ),
}


def _duties(p: Mapping[str, Any]) -> str:
    duties = [
        text
        for on, text in (
            (p["follow"], "follow suit"),
            (p["trump"], "trump when void"),
            (p["head"], "win the trick if able"),
            (p["beat_led_after_trump"], "still beat the suit led after a trump"),
        )
        if on
    ]
    text = f"{p['tricks']} tricks; " + (
        "must " + ", ".join(duties) if duties else "any card may be played"
    )
    if p["free_while_stock"]:
        text += "; but while the stock lasts any card may be played"
    if p.get("first_lead_trump"):
        text += "; the bid winner leads the first trick with a trump if holding one"
    return text


def _counting(p: Mapping[str, Any]) -> str:
    counters = ", ".join(f"{rank.short} {points}" for rank, points in p["counters"] if points)
    return f"{counters}; last trick {p['last_trick']}; {p['total']} in all"


_PENALTY = {
    SetPenalty.BID: "the bid is subtracted",
    SetPenalty.SHORTFALL: "the bid minus the points made is subtracted",
    SetPenalty.BID_PLUS_MELD: "the bid and the meld are subtracted",
}
_ZERO = {
    ZeroTrickRule.TRICK_POINTS: "a {who} without trick points scores nothing, meld included",
    ZeroTrickRule.TRICKS: "a {who} without a trick scores nothing, meld included",
    ZeroTrickRule.NONE: "",
}


def _set(p: Mapping[str, Any]) -> str:
    if not p["auction"]:
        text = "no bid to fail: meld and counters add up as they are scored"
    else:
        text = f"set: {_PENALTY[p['set_penalty']]}"
        if p["throw_in_margin"] is not None:
            text += (
                f"; the bidder may throw the hand in when the bid exceeds the bidders' meld by "
                f"more than {p['throw_in_margin']}"
            )
    who = "side" if p.get("partners", True) else "player"
    zero = _ZERO[p["zero_trick_rule"]].format(who=who)
    return f"{text}; {zero}" if zero else text


_WORDS: dict[Topic, Callable[[Mapping[str, Any]], str]] = {
    Topic.PLAYERS: _players,
    Topic.DECK: _deck,
    Topic.DEAL: _deal,
    Topic.BIDDING: _bidding,
    Topic.TRUMP: _trump,
    Topic.MELD_TIMING: _meld_timing,
    Topic.CARD_REUSE: lambda p: _REUSE[p["card_reuse"]],
    Topic.TRICK_DUTIES: _duties,
    Topic.COUNTING: _counting,
    Topic.SET_PENALTY: _set,
    Topic.GAME_END: _game_end,
}


def cell_text(cell: Cell) -> str:
    """The cell's data as one sentence."""
    return _WORDS[cell.topic](cell.params)


def _head(rulesets: Sequence[Ruleset], corner: str) -> str:
    return f'<th scope="col">{text_html(corner)}</th>' + "".join(
        f"<th>{text_html(ruleset_title(r))}</th>" for r in rulesets
    )


def comparison_html(comparison: Comparison) -> str:
    """The comparison as a table: one row per topic, one column per game; a cell whose words
    differ from another game's is shaded."""
    rows = []
    for row in comparison.rows:
        texts = [cell_text(c) for c in row]
        differs = len(set(texts)) > 1
        cells = "".join(
            f'<td data-label="{text_html(ruleset_title(c.ruleset))}"'
            + (' class="pl-differs"' if differs else "")
            + f">{text_html(t)}</td>"
            for c, t in zip(row, texts, strict=True)
        )
        topic = row[0].topic
        rows.append(
            f'<tr data-topic="{topic.value}"><th scope="row">{TOPIC_TITLES[topic]}</th>{cells}</tr>'
        )
    return (
        f'<table class="pl-compare" id="games-compare">'
        f"<thead><tr>{_head(comparison.rulesets, 'Rule')}</tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table>"
    )


def meld_table_html(rulesets: Sequence[Ruleset]) -> str:
    """Meld points of every kind of meld in each game, side by side (— where it is no meld)."""
    rows = []
    for kind, points in meld_rows(rulesets):
        cells = "".join(
            f'<td data-label="{text_html(ruleset_title(r))}" class="pl-num">'
            f"{'—' if p is None else p}</td>"
            for r, p in zip(rulesets, points, strict=True)
        )
        head = f'<th scope="row">{kind_name(kind)}</th>'
        rows.append(f'<tr data-kind="{kind.name}">{head}{cells}</tr>')
    return (
        f'<table class="pl-compare" id="games-melds">'
        f"<thead><tr>{_head(rulesets, 'Meld')}</tr></thead><tbody>{''.join(rows)}</tbody></table>"
    )
