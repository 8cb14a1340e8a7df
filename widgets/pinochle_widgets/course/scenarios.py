"""Scenario links: an explorer's state as a short query string, and back.

A teacher sets up an explorer (an auction half-way, a trick with four hands, a round's
figures), clicks **Link to this** and hands the class the link; opening the lesson with it
restores exactly that state. Every link is read through the one safe reader,
:func:`pinochle_widgets.sessions.links.read_link`: bad values are named on the page (the link bar's
message line) and the explorer opens in its default state for them.

One entry per explorer in :data:`EXPLORERS`: the fields it reads, how to read its current
state into fields (``state``), and how to build it from read fields (``build``). The self-check's
question set travels as ``check=N`` on any lesson.

Fields (all optional):

=============  ==========================================================================
explorer       fields
=============  ==========================================================================
meld           ``hand`` (cards like ``H14+AH+Q♠``), ``trump`` (S H D C), ``rules`` (a
               game: ``two-hand-widow``)
auction        ``dealer`` (N, E, S, W), ``bids`` (``250,260,p,280``: p is a pass)
tricks         ``hands`` (four hands, ``/`` between them, cards like ``H14 AH Q♠``),
               ``trump`` (S H D C), ``leader`` (N E S W), ``played`` (cards played so far)
scoring        ``bid``, ``team`` (0: Bill and You, 1: Lisa and Mike), ``meld``, ``tricks``,
               ``totals`` (two numbers each, ``120,60``), ``rules`` (a game with an
               auction: ``widow`` for the two-hand widow game)
round, stock,  ``seed`` (the deal), ``level`` (the computer's: ``learner`` or ``strong``):
widow,         every game's table the same way (``GameTable.link_fields``)
cutthroat,
double_deck
every lesson   ``check`` (the self-check's question set)
=============  ==========================================================================
"""

from __future__ import annotations

import os
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from importlib import import_module
from typing import TYPE_CHECKING, Any
from urllib.parse import urlencode

import ipywidgets as widgets
import traitlets

from pinochle_learn import PARTNERSHIP, Bid, Hand, Pass, Seat, Suit, parse_cards
from pinochle_learn.render import scenario_text as words
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.markup import problem_html
from pinochle_learn.render.names import CAST as NAMES
from pinochle_learn.render.refusals import reason_text
from pinochle_learn.render.words import number_word, ruleset_title
from pinochle_widgets.sessions.links import LANGUAGE_FIELD, page_link, read_link
from pinochle_widgets.views.controls import MAX_SEED

if TYPE_CHECKING:  # each explorer's widget is imported when a page builds it (issue 21)
    from pinochle_widgets.views.auction_explorer import AuctionExplorer
    from pinochle_widgets.views.game_table import GameTable
    from pinochle_widgets.views.meld_explainer import MeldLesson
    from pinochle_widgets.views.score_calculator import ScoreCalculator
    from pinochle_widgets.views.trick_stepper import TrickStepper

__all__ = [
    "EXPLORERS",
    "LESSON_EXPLORER",
    "Explorer",
    "LinkBar",
    "ReaderError",
    "link_for",
    "restore",
]

_SEATS = "NESW"


class ReaderError(ValueError):
    """A link's value that a field's reader refuses, as a ``code`` and its ``values`` (no
    words): ``str()`` words it in the language of the moment it is read
    (``render.scenario_text``), so a scenario file parsed in one language and kept in a cache
    is worded in each page's own (codes: :data:`READER_WORDS`).

    Examples
    --------
    >>> str(ReaderError("not_between", value=7, low=0, high=2))
    '7 is not between 0 and 2'
    """

    def __init__(self, code: str, **values: Any) -> None:
        super().__init__(code, values)
        self.code, self.values = code, values

    def __reduce__(self) -> tuple[Any, ...]:
        return (_reader_error, (self.code, self.values))

    def __str__(self) -> str:
        return READER_WORDS[self.code](**self.values)


def _reader_error(code: str, values: dict[str, Any]) -> ReaderError:
    return ReaderError(code, **values)


READER_WORDS: dict[str, Callable[..., str]] = {
    "seat": words.bad_seat,
    "not_whole": words.not_whole,
    "not_between": words.not_between,
    "pair": words.bad_pair,
    "hands": lambda count, players: words.bad_hands(count, number_word(players)),
    "no_auction_game": lambda text, game: words.no_auction_game(text, ruleset_title(game)),
}
"""Each :class:`ReaderError` code and how its values are worded (text already quoted)."""


def _seat(text: str) -> Seat:
    letter = text.strip().upper()[:1]
    if len(text.strip()) != 1 or letter not in _SEATS:
        raise ReaderError("seat", text=repr(text))
    return Seat(_SEATS.index(letter))


def _whole(text: str, low: int = 0, high: int = 100_000) -> int:
    try:
        value = int(text)
    except ValueError:
        raise ReaderError("not_whole", text=repr(text)) from None
    if not low <= value <= high:
        raise ReaderError("not_between", value=value, low=low, high=high)
    return value


def _pair(text: str) -> tuple[int, ...]:
    """One whole number a side, two or three (THREE_HAND_CUTTHROAT), commas between."""
    parts = text.split(",")
    from pinochle_learn.odds.shipped import SHIPPED

    if len(parts) not in {ruleset.side_count for ruleset in SHIPPED}:
        raise ReaderError("pair", text=repr(text))
    return tuple(_whole(part, -100_000) for part in parts)


def _bids(text: str) -> list[str]:
    tokens = [t.strip().lower() for t in text.split(",") if t.strip()]
    for token in tokens:
        if token != "p":
            _whole(token, 0, 10_000)
    return tokens


def _hands(text: str) -> tuple[Hand, ...]:
    parts = text.split("/")
    if len(parts) != PARTNERSHIP.players:  # the trick stepper's table (its default game)
        raise ReaderError("hands", count=len(parts), players=PARTNERSHIP.players)
    return tuple(Hand(parse_cards(part)) for part in parts)


def _level(text: str) -> str:
    """The computer's level (:data:`pinochle_learn.levels.LEVELS`): its code (``strong``) or
    its name in the page's language (``forte`` on an Italian page), any case; imported on
    first use: the levels bring the solver, which a lesson without a table does not load
    (issue 21). An unknown name raises :class:`~pinochle_learn.levels.UnknownLevel` listing
    the levels as the page's language names them (in English, the codes)."""
    from pinochle_learn.errors import shown
    from pinochle_learn.levels import LEVELS, UnknownLevel, as_level
    from pinochle_learn.render.level_text import level_label

    try:
        return as_level(text)
    except UnknownLevel as error:
        named = {level_label(level).casefold(): level for level in LEVELS}
        if text.strip().casefold() in named:
            return named[text.strip().casefold()]
        names = ", ".join(level_label(level).lower() for level in LEVELS)
        raise UnknownLevel(
            str(error), code="unknown_level", name=shown(text), names=names
        ) from None


def _team(text: str) -> int:
    return _whole(text, 0, 2)  # a side: 0 or 1, or 2 with three players


# ------------------------------------------------------------------ each explorer
def _auction_state(w: AuctionExplorer) -> dict[str, str]:
    bids = ",".join(str(a.amount) if isinstance(a, Bid) else "p" for a in w.auction.history)
    fields = {"dealer": _SEATS[int(w.auction.dealer)]}
    if bids:
        fields["bids"] = bids
    return fields


def _auction_build(values: Mapping[str, Any], problems: list[str]) -> AuctionExplorer:
    from pinochle_widgets.views.auction_explorer import AuctionExplorer

    dealer = values.get("dealer", Seat.WEST)
    explorer = AuctionExplorer(dealer, names=NAMES)
    for token in values.get("bids", []):
        seat = explorer.auction.to_act
        if seat is None:
            problems.append(words.field_problem("bids", words.after_auction(repr(token))))
            break
        action = Pass(seat) if token == "p" else Bid(seat, int(token))
        verdict = explorer.auction.check(action)
        if not verdict.legal:
            problems.append(
                words.field_problem(
                    "bids", words.bid_refused(repr(token), reason_text(verdict.reason))
                )
            )
            break
        explorer.act(action)
    return explorer


def _tricks_state(w: TrickStepper) -> dict[str, str]:
    played = [str(s.card) for s in w.steps[: w.index + 1] if s.card is not None]
    fields = {
        "hands": "/".join(" ".join(str(c) for c in hand) for hand in w.hands),
        "trump": Suit(w.trump).letter,
        "leader": _SEATS[int(w.leader)],
    }
    if played:
        fields["played"] = " ".join(played)
    return fields


def _tricks_build(values: Mapping[str, Any], problems: list[str]) -> TrickStepper:
    from pinochle_widgets.views.trick_stepper import TrickStepper

    kwargs: dict[str, Any] = {"names": NAMES}
    if "trump" in values:
        kwargs["trump"] = values["trump"]
    if "leader" in values:
        kwargs["leader"] = values["leader"]
    hands = values.get("hands")
    try:
        stepper = TrickStepper(hands, **kwargs) if hands is not None else TrickStepper(**kwargs)
    except (ValueError, traitlets.TraitError) as error:  # the refusal names the hands
        problems.append(words.field_problem("hands", error_text(error)))
        stepper = TrickStepper(**{k: v for k, v in kwargs.items() if k != "leader"})
    for card in values.get("played", []):
        if not stepper.play(card):
            problems.append(words.field_problem("played", words.not_playable(card.label)))
            break
    return stepper


def _score_state(w: ScoreCalculator) -> dict[str, str]:
    fields = {
        "bid": str(w.bid_box.value).strip(),
        "team": str(w.team_picker.value),
        "meld": ",".join(str(b.value).strip() for b in w.meld_boxes),
        "tricks": ",".join(str(b.value).strip() for b in w.trick_boxes),
        "totals": ",".join(str(b.value).strip() for b in w.before_boxes),
    }
    if w.base_ruleset.name != "partnership":
        fields["rules"] = w.base_ruleset.name
    return fields


def _auction_game(text: str) -> Any:
    from pinochle_learn import find_ruleset

    ruleset = find_ruleset(text)
    if ruleset.min_bid is None:
        raise ReaderError("no_auction_game", text=repr(text), game=ruleset.name)
    return ruleset


def _score_build(values: Mapping[str, Any], problems: list[str]) -> ScoreCalculator:
    from pinochle_widgets.views.score_calculator import EXAMPLES, ScoreCalculator

    calculator = ScoreCalculator(names=NAMES, examples=EXAMPLES)
    figures = {
        "bid": values.get("bid"),
        "bidding_team": values.get("team"),
        "meld": values.get("meld"),
        "tricks": values.get("tricks"),
        "totals": values.get("totals"),
        "ruleset": values.get("rules"),
    }
    sides = (figures["ruleset"] or calculator.base_ruleset).side_count
    for name, field in (("meld", "meld"), ("tricks", "tricks"), ("totals", "totals")):
        value = figures[name]
        if value is not None and len(value) != sides:
            problems.append(words.field_problem(field, words.wrong_count(len(value), sides)))
            figures[name] = None
    team = figures["bidding_team"]
    if team is not None and team >= sides:
        problems.append(words.field_problem("team", words.not_a_side(team, sides)))
        figures["bidding_team"] = None
    if any(v is not None for v in figures.values()):
        calculator.set_figures(**{k: v for k, v in figures.items() if v is not None})
    return calculator


def _meld_state(w: MeldLesson) -> dict[str, str]:
    fields = {"trump": Suit(w.explainer.trump).letter}
    if len(w.builder.hand):
        fields["hand"] = " ".join(str(card) for card in w.builder.hand)
    if w.explainer.ruleset.name != "partnership":
        fields["rules"] = w.explainer.ruleset.name
    return fields


def _meld_readers() -> dict[str, Callable[[str], Any]]:
    from pinochle_learn import find_ruleset

    # the hand as cards: checked against the chosen rules' deck (four copies in the double deck)
    return {"hand": parse_cards, "trump": Suit.parse, "rules": find_ruleset}


TABLE_READERS: dict[str, Callable[[str], Any]] = {
    "seed": lambda t: _whole(t, 0, MAX_SEED),
    "level": _level,
}
"""The fields of a game's table in a link (Play a round, the stock and widow games)."""


def _table_state(w: GameTable) -> dict[str, str]:
    return w.link_fields()  # every game's table the same way: seed, and level if not learner


def _table_explorer(module: str, name: str, seed: int) -> Explorer:
    """A game's table in a link, one way for every game (:meth:`~pinochle_widgets.views.
    game_table.GameTable.link_fields`): ``seed`` and ``level`` read, the table class
    ``module.name`` imported when a page builds it (issue 21), ``seed`` its default deal."""

    def build(values: Mapping[str, Any], problems: list[str]) -> GameTable:
        table = getattr(import_module(f"pinochle_widgets.views.{module}"), name)
        given = {k: v for k, v in values.items() if k not in ("seed", "level")}
        level = values.get("level", "learner")
        return table(seed=values.get("seed", seed), level=level, **given)  # type: ignore[no-any-return]

    return Explorer(TABLE_READERS, _table_state, build)


def _meld_build(values: Mapping[str, Any], problems: list[str]) -> MeldLesson:
    from pinochle_widgets.views.meld_explainer import meld_lesson_from_values

    return meld_lesson_from_values(values, problems)


@dataclass(frozen=True)
class Explorer:
    """How one explorer travels in a link."""

    readers: Mapping[str, Callable[[str], Any]]
    state: Callable[[Any], dict[str, str]]
    build: Callable[[Mapping[str, Any], list[str]], Any]


EXPLORERS: dict[str, Explorer] = {
    "auction": Explorer({"dealer": _seat, "bids": _bids}, _auction_state, _auction_build),
    "meld": Explorer(_meld_readers(), _meld_state, _meld_build),
    "round": _table_explorer("round_table", "RoundTable", 3),
    "stock": _table_explorer("stock_table", "StockTable", 23),
    "widow": _table_explorer("widow_table", "WidowTable", 7),
    "cutthroat": _table_explorer("cutthroat_table", "CutthroatTable", 7),
    "double_deck": _table_explorer("double_deck_table", "DoubleDeckTable", 3),
    "scoring": Explorer(
        {
            "bid": lambda t: _whole(t, 0, 10_000),
            "team": _team,
            "meld": _pair,
            "tricks": _pair,
            "totals": _pair,
            "rules": _auction_game,
        },
        _score_state,
        _score_build,
    ),
    "tricks": Explorer(
        {"hands": _hands, "trump": Suit.parse, "leader": _seat, "played": parse_cards},
        _tricks_state,
        _tricks_build,
    ),
}
"""The explorers a link can set up, by name."""

CHECK_READERS: dict[str, Callable[[str], Any]] = {"check": lambda t: _whole(t, 0, MAX_SEED)}


def restore(
    kind: str,
    query: object,
    defaults: Mapping[str, Any] | None = None,
    also: Sequence[str] = (),
) -> tuple[Any, int | None, list[str]]:
    """The explorer ``kind`` as the link's ``query`` sets it up, the self-check's question set
    (``None`` if the link gives none) and the problems met (each naming the bad field).
    Never raises on a bad link: what cannot be read is named and left at its default
    (``defaults``: the lesson's own set-up, in the fields' read form). ``also``: the other
    explorers of the same page (e.g. the double-deck lesson's meld and table): their fields
    are theirs to read and name, not unknown to this one."""
    entry = EXPLORERS[kind]
    theirs = {name for other in also for name in EXPLORERS[other].readers}
    others = {name: str for name in theirs - set(entry.readers)}
    values, found = read_link(query, {**others, **entry.readers, **CHECK_READERS})
    problems = words.link_problems(found)
    values = {name: value for name, value in values.items() if name not in others}
    check = values.pop("check", None)
    if kind == "tricks" and "hands" not in values:
        values.pop("played", None)  # cards played only make sense with the link's own hands
    values = {**(defaults or {}), **values}
    widget = entry.build(values, problems)
    return widget, check, problems


def link_for(
    kind: str, widget: Any, notebook: str, check: int | None = None, lang: str | None = None
) -> str:
    """The link (relative to the lessons folder) that restores ``widget``'s present state,
    with the self-check's question set ``check`` and the page's language ``lang`` (a code the
    page was opened with, ``?lang=it``: the link opens in the same language) when given.

    Examples
    --------
    >>> from pinochle_learn import Seat
    >>> from pinochle_widgets.views.auction_explorer import AuctionExplorer
    >>> explorer = AuctionExplorer(Seat.WEST)
    >>> _ = explorer.act(Bid(Seat.NORTH, 250))
    >>> link_for("auction", explorer, "03_bidding.ipynb")
    '03_bidding.ipynb?dealer=W&bids=250'
    >>> link_for("auction", explorer, "03_bidding.ipynb", lang="it")
    '03_bidding.ipynb?dealer=W&bids=250&lang=it'
    """
    fields = EXPLORERS[kind].state(widget)
    if check is not None:
        fields["check"] = str(check)
    if lang:
        fields[LANGUAGE_FIELD] = lang
    return f"{notebook}?{urlencode(fields, safe=',/ ').replace(' ', '+')}"


class LinkBar(widgets.VBox):
    """**Link to this** under an explorer: the link that restores its present state, to copy,
    and the problems of the link the page was opened with (``pl-link-bar``, ``pl-link-text``,
    ``pl-link-problems``); ``lang``: the language of its words (``None``: the page's);
    ``link_lang``: the language the page's link asked for, carried by the link it makes."""

    def __init__(
        self,
        kind: str,
        explorer: Any,
        notebook: str,
        *,
        problems: list[str] | None = None,
        check: Callable[[], Any] | None = None,
        lang: str | None = None,
        link_lang: str | None = None,
    ) -> None:
        self.kind, self.explorer, self.notebook, self.check = kind, explorer, notebook, check
        self.lang, self.link_lang = lang, link_lang
        with speaking(lang):
            self._build(problems)

    def _build(self, problems: list[str] | None) -> None:
        self.button = widgets.Button(
            description=words.link_label("button"),
            tooltip=words.link_label("button_tip"),
        )
        self.button.add_class("pl-link-make")
        self.text = widgets.Text(
            value="",
            placeholder=words.link_label("placeholder"),
            layout=widgets.Layout(width="100%"),
        )
        self.text.add_class("pl-link-text")
        # the problems quote the link's own text: escaped, like every message (render.markup)
        self.message = widgets.HTML(
            problem_html(words.problems_sentence(problems or []), "pl-link-problems")
        )
        self.button.on_click(lambda _: self.make())
        super().__init__(
            [widgets.HBox([self.button, self.text]), self.message],
            layout=widgets.Layout(width="100%"),
        )
        self.add_class("pl-link-bar")

    def make(self) -> str:
        """Put the link to the present state in the text box (and return it): in full, as the
        page was served (:func:`pinochle_widgets.sessions.links.page_link`: host, port, folder, the
        class's token), to paste into a message to the class."""
        check = None if self.check is None else self.check()
        seed = None if check is None else int(check.seed.value)
        relative = link_for(self.kind, self.explorer, self.notebook, seed, self.link_lang)
        self.text.value = page_link(relative, os.environ)
        return str(self.text.value)


# ------------------------------------------------------------------ a teacher's scenario file
LESSON_EXPLORER = {
    "01_meld.ipynb": "meld",
    "03_bidding.ipynb": "auction",
    "02_tricks.ipynb": "tricks",
    "04_scoring.ipynb": "scoring",
    "05_play_round.ipynb": "round",
    "stock.ipynb": "stock",
    "widow.ipynb": "widow",
    "double_deck.ipynb": "meld",
}
"""The explorer each lesson's link sets up."""
