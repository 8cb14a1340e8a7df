"""Short labels the lessons put on rows of cards and over hands (issue 23: words of the
lessons' code cells, made here so that they reach the catalogues).

Examples
--------
>>> your_cards_label(15), your_cards_heading(20), counter_points_label(15)
('your 15 cards', 'Your 20 cards:', '15 counter points')
>>> widow_face_up_label()
'the widow, face up'
"""

from __future__ import annotations

from .i18n import _, ngettext

__all__ = ["counter_points_label", "widow_face_up_label", "your_cards_heading", "your_cards_label"]


def your_cards_label(count: int) -> str:
    """The accessible name of the learner's row of ``count`` cards: ``"your 15 cards"``."""
    return ngettext("your {count} card", "your {count} cards", count).format(count=count)


def your_cards_heading(count: int) -> str:
    """A heading over the learner's hand of ``count`` cards: ``"Your 20 cards:"``."""
    return ngettext("Your {count} card:", "Your {count} cards:", count).format(count=count)


def counter_points_label(points: int) -> str:
    """The accessible name of a row of cards worth ``points`` trick points."""
    return ngettext("{points} counter point", "{points} counter points", points).format(
        points=points
    )


def widow_face_up_label() -> str:
    """The accessible name of the widow's cards turned face up for all to see."""
    return _("the widow, face up")
