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
from .i18n import N_, _, ngettext, pgettext
from .markup import text_html
from .meld_sentences import kind_name
from .words import ruleset_title

__all__ = ["TOPIC_TITLES", "cell_text", "comparison_html", "meld_table_html"]

TOPIC_TITLES = {
    Topic.PLAYERS: N_("Players"),
    Topic.DECK: N_("Deck"),
    Topic.DEAL: N_("Deal"),
    Topic.BIDDING: N_("Bidding"),
    Topic.TRUMP: N_("Trump"),
    Topic.MELD_TIMING: N_("When meld is shown"),
    Topic.CARD_REUSE: N_("A card in several melds"),
    Topic.TRICK_DUTIES: N_("Trick duties"),
    Topic.COUNTING: N_("Counting the tricks"),
    Topic.SET_PENALTY: N_("Failing the bid"),
    Topic.GAME_END: N_("Game end"),
}
"""Each topic's row title, marked for the catalogue (translated where shown)."""


def _value(deal: object) -> str | None:
    value = getattr(deal, "value", None)
    return value if isinstance(value, str) else None


def _players(p: Mapping[str, Any]) -> str:
    if p["partners"]:
        return _("{players}, in {sides} partnerships (partners sit opposite)").format(
            players=p["players"], sides=p["sides"]
        )
    if p["several_opponents"]:
        return _(
            "{players}, each for themselves: in the tricks the other {others} play against the "
            "bid winner, but each scores alone"
        ).format(players=p["players"], others=p["players"] - 1)
    return _("{players}, each for themselves").format(players=p["players"])


_COPIES = {
    1: N_("one copy"),
    2: N_("two copies"),
    3: N_("three copies"),
    4: N_("four copies"),
}


def _deck(p: Mapping[str, Any]) -> str:
    ranks = " ".join(r.short for r in p["ranks"])
    count = p["copies"]
    copies = (
        _(_COPIES[count])
        if count in _COPIES
        else ngettext("{count} copy", "{count} copies", count).format(count=count)
    )
    text = _("{size} cards: {copies} of each of {ranks} in the four suits").format(
        size=p["size"], copies=copies, ranks=ranks
    )
    missing = [r for r in RANKS if r not in p["ranks"]]
    if missing:
        plural = [pgettext("rank in the plural", "{rank}s").format(rank=r.short) for r in missing]
        or_text2 = _("or")
        text += "; " + _("no {ranks}").format(ranks=f" {or_text2} ".join(plural))
    return text


def _deal(p: Mapping[str, Any]) -> str:
    if _value(p["deal"]) == "widow":
        return _(
            "none: the whole deck is a face-down widow; each player builds a hand of "
            "{size} from it, keeping one card a turn"
        ).format(size=p["hand_size"])
    dealt = _("{size} cards each").format(size=p["hand_size"])
    if p.get("kitty"):
        return _(
            "{dealt}; the other {count} cards are a face-down widow for the bid winner, "
            "who shows it, takes it and buries as many cards"
        ).format(dealt=dealt, count=p["kitty"])
    if p["stock"]:
        return _(
            "{dealt}; the other {count} cards are the stock, drawn from after each trick"
        ).format(dealt=dealt, count=p["stock"])
    return _("{dealt}: the whole deck").format(dealt=dealt)


def _bidding(p: Mapping[str, Any]) -> str:
    if p["min_bid"] is None:
        return _("no auction")
    or_text = _("or")
    raises = f" {or_text} ".join(f"+{r}" for r in p["raises"])
    text = _("an auction from {bid}, raising by {raises}").format(bid=p["min_bid"], raises=raises)
    if p["pass_cards"]:
        text += "; " + _("the winner's partner passes {count} cards, and gets as many back").format(
            count=p["pass_cards"]
        )
    return text


def _trump(p: Mapping[str, Any]) -> str:
    if _value(p["deal"]) == "stock_turn_up":
        return _("the card after the deal is turned up: its suit is trump")
    if p["auction"]:
        return _("named by the winner of the auction")
    return _("not decided by these rules")


def _meld_timing(p: Mapping[str, Any]) -> str:
    timing = _value(p["timing"])
    if timing == "after_trick_won":
        return _(
            "one meld at a time, by the winner of a trick, while the stock lasts; melded cards "
            "stay on the table and may still be played"
        )
    if timing == "once":
        return _("all at once, before the first trick; then the cards go back to the hand")
    return _("not decided by these rules")


_BOTH_REACH = {
    BothReach.BIDDER: N_("if both sides reach it in one round, the side that held the bid wins"),
    BothReach.FIRST_TO_REACH: N_(
        "points count as they are scored (meld when laid down, counters at the end of the "
        "round), and the first to reach it wins; if only the count takes both over, the higher "
        "total"
    ),
    BothReach.HIGHER_TOTAL: N_("if both sides reach it in one round, the higher total wins"),
}


_SEVERAL_REACH = {
    BothReach.BIDDER: N_(
        "if several players reach it in one round, the bid winner wins if among them, "
        "else the higher total"
    ),
    BothReach.HIGHER_TOTAL: N_("if several players reach it in one round, the higher total wins"),
}


def _game_end(p: Mapping[str, Any]) -> str:
    rule = p["both_reach"]
    several = _SEVERAL_REACH.get(rule) if p.get("several_reach") else None
    return _("the first to {target} game points; {rule}").format(
        target=p["target"], rule=_(several or _BOTH_REACH[rule])
    )


_REUSE = {
    CardReuse.PER_CLASS: N_(
        "once in each of the three classes (runs and marriages, pinochles, arounds)"
    ),
    CardReuse.ONE_MELD: N_("in one meld only"),
    CardReuse.PER_KIND: N_(
        "once in each kind of meld (the Q♠ in a marriage, a run, a pinochle and queens around); "
        "a second around needs four new cards"
    ),
}


def _duties(p: Mapping[str, Any]) -> str:
    duties = [
        _(text)
        for on, text in (
            (p["follow"], N_("follow suit")),
            (p["trump"], N_("trump when void")),
            (p["head"], N_("win the trick if able")),
            (p["beat_led_after_trump"], N_("still beat the suit led after a trump")),
        )
        if on
    ]
    rule = (
        _("must {duties}").format(duties=", ".join(duties))
        if duties
        else _("any card may be played")
    )
    text = _("{count} tricks; {rule}").format(count=p["tricks"], rule=rule)
    if p["free_while_stock"]:
        text += "; " + _("but while the stock lasts any card may be played")
    if p.get("first_lead_trump"):
        text += "; " + _("the bid winner leads the first trick with a trump if holding one")
    return text


def _counting(p: Mapping[str, Any]) -> str:
    counters = ", ".join(f"{rank.short} {points}" for rank, points in p["counters"] if points)
    return _("{counters}; last trick {points}; {total} in all").format(
        counters=counters, points=p["last_trick"], total=p["total"]
    )


_PENALTY = {
    SetPenalty.BID: N_("the bid is subtracted"),
    SetPenalty.SHORTFALL: N_("the bid minus the points made is subtracted"),
    SetPenalty.BID_PLUS_MELD: N_("the bid and the meld are subtracted"),
}
_ZERO = {
    (ZeroTrickRule.TRICK_POINTS, True): N_(
        "a side without trick points scores nothing, meld included"
    ),
    (ZeroTrickRule.TRICK_POINTS, False): N_(
        "a player without trick points scores nothing, meld included"
    ),
    (ZeroTrickRule.TRICKS, True): N_("a side without a trick scores nothing, meld included"),
    (ZeroTrickRule.TRICKS, False): N_("a player without a trick scores nothing, meld included"),
}


def _set(p: Mapping[str, Any]) -> str:
    if not p["auction"]:
        text = _("no bid to fail: meld and counters add up as they are scored")
    else:
        text = _("set: {penalty}").format(penalty=_(_PENALTY[p["set_penalty"]]))
        if p["throw_in_margin"] is not None:
            text += "; " + _(
                "the bidder may throw the hand in when the bid exceeds the bidders' meld by "
                "more than {points}"
            ).format(points=p["throw_in_margin"])
    zero = _ZERO.get((p["zero_trick_rule"], bool(p.get("partners", True))))
    return f"{text}; {_(zero)}" if zero else text


_WORDS: dict[Topic, Callable[[Mapping[str, Any]], str]] = {
    Topic.PLAYERS: _players,
    Topic.DECK: _deck,
    Topic.DEAL: _deal,
    Topic.BIDDING: _bidding,
    Topic.TRUMP: _trump,
    Topic.MELD_TIMING: _meld_timing,
    Topic.CARD_REUSE: lambda p: _(_REUSE[p["card_reuse"]]),
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
            f'<tr data-topic="{topic.value}"><th scope="row">'
            f"{text_html(_(TOPIC_TITLES[topic]))}</th>{cells}</tr>"
        )
    rule_text = _("Rule")
    return (
        f'<table class="pl-compare" id="games-compare">'
        f"<thead><tr>{_head(comparison.rulesets, rule_text)}</tr></thead>"
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
    meld_text = _("Meld")
    return (
        f'<table class="pl-compare" id="games-melds">'
        f"<thead><tr>{_head(rulesets, meld_text)}</tr></thead>"
        f"<tbody>{''.join(rows)}</tbody></table>"
    )
