"""The sentences the trick explorers say in their message line: what a click did, or why not.

Each function returns one whole sentence in the language of the block it runs in
(:func:`~.i18n.speaking`), its named placeholders filled after translation. The callers pass
names, card labels and numbers already made (``seat_name``, ``Card.label``).

Examples
--------
>>> played("Lisa", "A♥", complete=True)
'Lisa played A♥. The trick is complete.'
>>> stepped(2, 5, forward=False), dealt(4, 12, 7, "North")
('Stepped back: step 2 of 5.', 'Dealt 4 hands of 12 cards with seed 7; North leads.')
>>> placed_already("Q♠", 2)
'Both Q♠ are placed already: the deck has only two.'
>>> placed_already("Q♠", 4, "four")
'All four Q♠ are placed already: the deck has only four.'
"""

from __future__ import annotations

from .i18n import _, ngettext

__all__ = [
    "bad_leader",
    "cannot_start",
    "card_placed",
    "cards_of",
    "cards_to_play_of",
    "column_tips",
    "computer_name_refused",
    "dealt",
    "deck_row",
    "hand_full",
    "hands_refused",
    "meld_won",
    "new_hands",
    "next_leads",
    "no_card_in_deck",
    "no_seat",
    "no_table_card",
    "not_a_card",
    "nothing_back",
    "nothing_forward",
    "nothing_to_undo",
    "pick_meld",
    "placed_already",
    "placer_cleared",
    "played",
    "rules_now",
    "start_again",
    "stepped",
    "stepped_back_over",
    "table_card_played",
    "trump_rule",
]


def not_a_card(problem: str) -> str:
    """A typed card the notation refuses; ``problem`` is the parser's words."""
    return _("Not a card: {problem}.").format(problem=problem)


def played(seat: str, card: str, *, complete: bool) -> str:
    """``seat`` played ``card`` (and the trick is complete, if it is)."""
    if complete:
        return _("{seat} played {card}. The trick is complete.").format(seat=seat, card=card)
    return _("{seat} played {card}.").format(seat=seat, card=card)


def next_leads(number: int, seat: str) -> str:
    """Trick ``number`` begins, led by its winner ``seat``."""
    return _("Trick {number}: {seat}, who won, leads.").format(number=number, seat=seat)


def nothing_back() -> str:
    """Refused: the first moment is shown."""
    return _("This is the start: there is nothing to step back to.")


def nothing_forward() -> str:
    """Refused: the latest moment is shown."""
    return _("This is the latest play: play a card to go on.")


def stepped(step: int, last: int, *, forward: bool) -> str:
    """Moment ``step`` of ``last`` shown, after a step ``forward`` or back."""
    if forward:
        return _("Stepped forward: step {step} of {last}.").format(step=step, last=last)
    return _("Stepped back: step {step} of {last}.").format(step=step, last=last)


def new_hands(seat: str) -> str:
    """The hands typed in the boxes were taken; ``seat`` leads."""
    return _("New hands: the trick starts again, {seat} to lead.").format(seat=seat)


def dealt(players: int, cards: int, seed: int, seat: str, game: str | None = None) -> str:
    """``players`` hands of ``cards`` cards dealt from ``seed`` (in ``game``, when it changed)."""
    if game is None:
        text = ngettext(
            "Dealt {players} hand of {cards} cards with seed {seed}; {seat} leads.",
            "Dealt {players} hands of {cards} cards with seed {seed}; {seat} leads.",
            players,
        )
    else:
        text = ngettext(
            "{game}: dealt {players} hand of {cards} cards with seed {seed}; {seat} leads.",
            "{game}: dealt {players} hands of {cards} cards with seed {seed}; {seat} leads.",
            players,
        )
    return text.format(players=players, cards=cards, seed=seed, seat=seat, game=game)


def cannot_start(problem: str, *, capital: bool = False) -> str:
    """The trick cannot start with these hands: ``problem`` says why."""
    if capital:
        return _("Could not start the trick: {problem}").format(problem=problem)
    return _("cannot start the trick: {problem}").format(problem=problem)


def start_again(seat: str) -> str:
    """New hands or a new leader: the trick starts again."""
    return _("The trick starts again: {seat} leads.").format(seat=seat)


def trump_rule(suit: str) -> str:
    """The trump part of the rules summary (``suit`` a symbol)."""
    return _("trump {suit}").format(suit=suit)


def rules_now(summary: str, stopped: str | None = None) -> str:
    """The rules in force after a change; ``stopped``: the refusal where the replay stopped."""
    if stopped is None:
        return _("Rules now: {rules}.").format(rules=summary)
    return _("Rules now: {rules}. The plays stop where one is no longer legal: {refusal}").format(
        rules=summary, refusal=stopped
    )


def hands_refused(problem: str) -> str:
    """The typed hands were refused (``problem``) and the old ones kept."""
    return _("Could not set the hands: {problem}. The hands are unchanged.").format(problem=problem)


def bad_leader(last: int, value: str, *, kept: bool) -> str:
    """A leader outside the seats ``0..last``; ``kept``: the sentence for the page."""
    if kept:
        return _(
            "The leader must be a seat from 0 to {last}, not {value}; the leader stays as it was."
        ).format(last=last, value=value)
    return _("the leader must be a seat from 0 to {last}, not {value}").format(
        last=last, value=value
    )


def cards_of(seat: str) -> str:
    """The tooltip of ``seat``'s hand box: the notations it takes."""
    return _("{seat}'s cards (H14 = A♥, or A♥, AH, 10H)").format(seat=seat)


def cards_to_play_of(seat: str) -> str:
    """The label of the hand of ``seat``, whose turn it is."""
    return _("{seat}'s cards to play").format(seat=seat)


def deck_row(suit: str) -> str:
    """The label of the placer's row of ``suit`` (a plural noun)."""
    return _("the deck's {suit}").format(suit=suit)


def no_seat(seat: int) -> str:
    """Refused: seat index ``seat`` does not play in this game."""
    return _("There is no seat {seat} in this game.").format(seat=seat)


def placed_already(card: str, copies: int, copies_word: str = "two") -> str:
    """Refused: every copy of ``card`` (``copies`` of them, said ``copies_word``) is placed."""
    if copies == 2:
        return _("Both {card} are placed already: the deck has only two.").format(card=card)
    return _("All {copies} {card} are placed already: the deck has only {copies}.").format(
        card=card, copies=copies_word
    )


def no_card_in_deck(card: str) -> str:
    """Refused: the deck in play has no ``card``."""
    return _("The deck has no {card}.").format(card=card)


def hand_full(seat: str, cards: int) -> str:
    """Refused: ``seat`` holds a full hand of ``cards``."""
    return ngettext(
        "{seat} holds {cards} card already.", "{seat} holds {cards} cards already.", cards
    ).format(seat=seat, cards=cards)


def card_placed(card: str, seat: str, starts: int | None = None) -> str:
    """``card`` given to ``seat``; ``starts``: every seat holds that many, the trick starts."""
    if starts is None:
        return _("{card} to {seat}.").format(card=card, seat=seat)
    return _("{card} to {seat}: every seat holds {cards}, the trick starts.").format(
        card=card, seat=seat, cards=starts
    )


def placer_cleared() -> str:
    """Every placed card was taken back."""
    return _("The hands are empty: place cards again.")


def meld_won() -> str:
    """The learner won a trick in the stock game: one meld may go down."""
    return _("You win a trick: lay down one meld.")


def pick_meld() -> str:
    """Refused: "Lay down" with no meld chosen."""
    return _("Pick a meld first.")


def no_table_card() -> str:
    """Refused: "Play it" with no card on the learner's table."""
    return _("No card on the table to play.")


def table_card_played(card: str) -> str:
    """The learner played ``card`` from the table to a trick."""
    return _("You play {card} from the table to a trick.").format(card=card)


def stepped_back_over(done: str) -> str:
    """One step undone; ``done`` is what that step had said."""
    return _("Stepped back: {step}").format(step=done)


def nothing_to_undo() -> str:
    """Refused: the first moment is shown, nothing to undo."""
    return _("Nothing to step back.")


def column_tips(
    side: str, *, step: int, last_trick: int, tricks: int, both: bool
) -> tuple[str, str, str, str]:
    """The tooltips of ``side``'s boxes in the score calculator: meld (a multiple of
    ``step``; ``both``: two players a side), trick points (``last_trick`` for the last
    trick), tricks won (of ``tricks``), game points before the round."""
    if both:
        meld = _("{side}: meld points (both players), a multiple of {step}")
    else:
        meld = _("{side}: meld points, a multiple of {step}")
    return (
        meld.format(side=side, step=step),
        _("{side}: trick points, the counters taken plus {points} for the last trick").format(
            side=side, points=last_trick
        ),
        _("{side}: how many of the {tricks} tricks").format(side=side, tricks=tricks),
        _("{side}: game points before this round").format(side=side),
    )


def computer_name_refused(name: str) -> str:
    """Refused: the stock table's computer player may not be called "You"."""
    return _("the computer player needs a name other than 'You', not {name}").format(name=name)
