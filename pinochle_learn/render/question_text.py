"""The words of the self-check questions on hands, tricks, meld and endings.

The question makers (``pinochle_widgets.course``) deal, play and ask the engine; this module
says each question, its answer and its explanation, in the language of the block it runs in
(:func:`~.i18n.speaking`). A question is judged on keys and numbers (card codes, seat indices,
``"yes"``), never on these words, so it judges the same in every language. Card labels,
names and suit words come in made; names are escaped here where the result is HTML.

Examples
--------
>>> yes_no()
(('Yes', 'yes'), ('No', 'no'))
>>> trick_points_answer(25), meld_fields(dix=True)[0]
('25 trick points', 'class 1: runs, marriages, dix')
>>> counters_prompt(last=False)[:44]
'These cards were taken in a trick (not the l'
"""

from __future__ import annotations

from collections.abc import Sequence

from .i18n import _, ngettext
from .markup import text_html
from .person import Person

__all__ = [
    "counters_prompt",
    "ending_answer",
    "ending_ask_html",
    "legal_answer",
    "legal_prompt",
    "meld_answer",
    "meld_fields",
    "meld_prompt",
    "odds_explanation",
    "odds_wish",
    "pass_prompts",
    "table_meld_answer",
    "table_meld_prompts",
    "trick_points_answer",
    "trick_points_label",
    "trump_hand_line",
    "trump_line",
    "two_sides_only",
    "winner_answer",
    "winner_prompt",
    "yes_no",
    "your_hand",
]


def yes_no() -> tuple[tuple[str, str], tuple[str, str]]:
    """The choices of a yes-or-no question: ``(label, key)``, the keys never translated."""
    return ((_("Yes"), "yes"), (_("No"), "no"))


# ---------------------------------------------------------------- odds (partner_card)
def odds_wish(card: str, *, held: int, copies: int) -> str:
    """The question of ``partner_card`` (HTML): the learner holds ``held`` of the ``copies``
    of ``card`` and would like another; the chance that the partner holds one."""
    strong = f"<strong>{text_html(card)}</strong>"
    unseen = copies - held
    if copies == 2 and held == 0:
        text = _(
            "You hold no {card} and would like one (the deck has two). What is the chance that "
            "your partner holds at least one of the two?"
        )
    elif copies == 2:
        text = _(
            "You hold one {card} and would like the other copy (the deck has two). What is the "
            "chance that your partner holds it?"
        )
    elif held == 0:
        text = _(
            "You hold no {card} and would like another (the deck has {copies}). What is the "
            "chance that your partner holds at least one of the {unseen} you cannot see?"
        )
    else:
        text = _(
            "You hold {held} {card} and would like another (the deck has {copies}). What is "
            "the chance that your partner holds at least one of the {unseen} you cannot see?"
        )
    return text.format(card=strong, held=held, copies=copies, unseen=unseen)


def odds_explanation(
    card: str, *, held: int, copies: int, pile: int, size: int, share: str, standard: bool
) -> str:
    """Why the chance is ``share``: the hands of ``size`` of the ``pile`` unseen cards that
    hold no copy of ``card``, counted with binomial coefficients (plain text)."""
    unseen = copies - held
    rest = pile - unseen
    if standard:
        text = ngettext(
            "You hold {held} {card}, so one copy is among the {pile} cards you cannot see. "
            "Your partner holds {size} of them; none is {card} in C({rest},{size}) of the "
            "C({pile},{size}) possible hands, so the chance of at least one is "
            "1 − C({rest},{size})/C({pile},{size}) = {share}.",
            "You hold {held} {card}, so both copies are among the {pile} cards you cannot see. "
            "Your partner holds {size} of them; none is {card} in C({rest},{size}) of the "
            "C({pile},{size}) possible hands, so the chance of at least one is "
            "1 − C({rest},{size})/C({pile},{size}) = {share}.",
            unseen,
        )
    else:
        text = _(
            "You hold {held} {card}, so the {pile} cards you cannot see hold {unseen} of the "
            "deck's {copies}. Your partner holds {size} of them; none is {card} in "
            "C({rest},{size}) of the C({pile},{size}) possible hands, so the chance of at least "
            "one is 1 − C({rest},{size})/C({pile},{size}) = {share}."
        )
    return text.format(
        held=held,
        card=card,
        pile=pile,
        size=size,
        rest=rest,
        share=share,
        unseen=unseen,
        copies=copies,
    )


def your_hand() -> str:
    """The line above the learner's hand in a question."""
    return _("Your hand:")


# ---------------------------------------------------------------- passing (pass_cards)
def pass_prompts(bidder: str) -> tuple[str, str, str]:
    """The three lines of ``pass_cards`` (HTML): the auction won by ``bidder``, the cards
    picked, the question."""
    b = text_html(bidder)
    return (
        _("{bidder} won the auction and named trump. Your hand:").format(bidder=b),
        _("You pick these cards to give {bidder}:").format(bidder=b),
        _("<strong>May you pass them?</strong>"),
    )


# ---------------------------------------------------------------- the stock game's table
def table_meld_prompts(trump: str) -> tuple[str, str]:
    """The lines of ``table_meld`` (HTML): the game and trump (``trump``: symbol and noun),
    then the question."""
    return (
        _("Stock game, trump <strong>{trump}</strong>. Your hand:").format(trump=trump),
        _(
            "You have just won a trick. <strong>Which of these melds may you lay down now?"
            "</strong> Pick every one, then check."
        ),
    )


def table_meld_answer(melds: Sequence[str]) -> str:
    """The answer of ``table_meld``: the melds that may go down, or none."""
    if not melds:
        return _("You may lay down none of them")
    return _("You may lay down {melds}").format(melds=_(", or ").join(melds))


# ---------------------------------------------------------------- tricks
def trump_line(trump: str) -> str:
    """``trump`` (symbol and noun) as the trump of a question (HTML)."""
    return _("Trump is <strong>{trump}</strong>.").format(trump=trump)


def trump_hand_line(trump: str) -> str:
    """``trump`` (symbol and noun) as the trump, above the learner's hand (HTML)."""
    return _("Trump is <strong>{trump}</strong>. Your hand:").format(trump=trump)


def legal_prompt() -> str:
    """The question of ``legal`` (HTML)."""
    return _(
        "<strong>Which of your cards may you play?</strong> Click every one in your hand "
        "(click again to put it back), then check."
    )


def legal_answer(cards: str) -> str:
    """The answer of ``legal``: the cards that may be played (labels)."""
    return _("You may play {cards}").format(cards=cards)


def winner_prompt(leader: str) -> str:
    """The question of ``winner`` (HTML): ``leader`` led."""
    return _("{seat} led. <strong>Who wins this trick?</strong>").format(seat=text_html(leader))


def winner_answer(person: Person) -> str:
    """The answer of ``winner``: who takes the trick."""
    return person.pick(_("You win"), _("{name} wins")).format(name=person.name)


def counters_prompt(*, last: bool) -> str:
    """The question of ``counters`` (HTML): the cards of the last trick or of another."""
    if last:
        return _(
            "These cards were taken in the <strong>last trick</strong> of the round. "
            "<strong>How many trick points is it worth?</strong>"
        )
    return _(
        "These cards were taken in a trick (not the last). <strong>How many trick points is "
        "it worth?</strong>"
    )


def trick_points_label() -> str:
    """The box of ``counters``."""
    return _("trick points")


def trick_points_answer(points: int) -> str:
    """The answer of ``counters``."""
    return ngettext("{points} trick point", "{points} trick points", points).format(points=points)


# ---------------------------------------------------------------- meld
def meld_prompt() -> str:
    """The question of ``meld`` (HTML)."""
    return _("<strong>How many meld points does it make in each class?</strong> (0 if none)")


def meld_fields(*, dix: bool) -> tuple[str, str, str]:
    """The boxes of ``meld``, one per class (``dix``: the deck has nines)."""
    first = _("class 1: runs, marriages, dix") if dix else _("class 1: runs, marriages")
    return (first, _("class 2: pinochles"), _("class 3: arounds"))


def meld_answer(one: int, two: int, three: int, total: int) -> str:
    """The answer of ``meld``: each class's points and the total."""
    return _("class 1: {one}, class 2: {two}, class 3: {three} (in all {total})").format(
        one=one, two=two, three=three, total=total
    )


# ---------------------------------------------------------------- endings
def ending_ask_html(question: str) -> str:
    """The question of ``last_tricks`` (``question``: plain text) and what to do (HTML)."""
    return _("{question} Click it.").format(question=f"<strong>{text_html(question)}</strong>")


def ending_answer(card: str, points: int) -> str:
    """The answer of ``last_tricks``: the best ``card`` and the points it takes."""
    return _("{card}, which takes {points}").format(card=card, points=points)


def two_sides_only(game: str, players: int) -> str:
    """Refused: the last-tricks puzzles take games of two sides, and ``game`` has more."""
    return _(
        "ruleset {game}: the last-tricks puzzles take games of two sides (this one has "
        "{players} players)"
    ).format(game=game, players=players)
