"""The words of a lesson's class recording: the one line under the course links, the name box,
and a self-check question as plain text for the teacher's records.

The recording's state comes as a code (``pinochle_widgets.sessions.class_session.ClassState``'s
value, a plain string here: the renderers import no widget package); :func:`class_line` words
it. Names and codes are the learner's or the link's text: the line is plain text, made HTML by
``render.markup`` (the one escaping path).

Examples
--------
>>> class_line("recording", code="K7PX4M", title="Tuesday <group>", learner="Ana")
'Your answers are saved for the class “Tuesday <group>” as Ana.'
>>> plain_text('<p>Trump is <strong>♦</strong>.</p><svg class="pl-card" data-card="S14"><title>ace'
...            '</title></svg> <span style="font-size:0">x</span>')
'Trump is ♦. A♠ x'
"""

from __future__ import annotations

from html.parser import HTMLParser

from pinochle_learn.cards import Card
from pinochle_learn.errors import ParseError

from .i18n import N_, _

__all__ = ["CLASS_WORDS", "class_line", "name_problem", "plain_text", "question_text"]

CLASS_WORDS = {
    "name_label": N_("Your name"),
    "name_placeholder": N_("the name your teacher will see"),
    "name_tooltip": N_("Your name for the class: 1 to 40 characters, kept with your answers"),
    "save": N_("Save my name"),
    "save_tooltip": N_("Keep this name for your answers to this class's lessons"),
    "change": N_("Not you? Change the name"),
    "change_tooltip": N_("Type another name for your answers to this class's lessons"),
    "change_note": N_(
        "Answers already saved keep the name they were saved under; the new name counts "
        "from your next answer."
    ),
}
"""The name box's label, placeholder and button; the button that asks for the name again
(a name saved with a typo, or another learner at this browser) and its one line; marked for
the catalogue: translate where shown, ``_(CLASS_WORDS[key])``."""


def class_line(
    state: str,
    *,
    code: str = "",
    title: str | None = None,
    learner: str | None = None,
    waiting: int = 0,
    hub: bool = False,
    bad: str = "",
) -> str:
    """The recording's one line for ``state`` (``""`` when nothing is said: no class code).

    Parameters
    ----------
    state
        ``"off"``, ``"bad-code"``, ``"connecting"``, ``"unknown"``, ``"needs-name"``,
        ``"recording"`` or ``"not-saved"``.
    code, title
        The class code and the class's title (``None`` while the database is not reached).
    learner
        The name answers are saved under; ``hub``: it is the JupyterHub user's name.
    waiting
        Answers not saved yet (``"not-saved"``).
    bad
        The link's text that is no class code (``"bad-code"``).

    Raises
    ------
    ValueError
        An unknown ``state``.
    """
    if state == "off":
        return ""
    named = (
        _("the class “{title}”").format(title=title)
        if title
        else _("the class {code}").format(code=code)
    )
    if state == "bad-code":
        return _(
            "The class code {code} in this link is not a class code (6 letters and "
            "digits): this lesson opens without saving your answers."
        ).format(code=repr(bad.strip()))
    if state == "unknown":
        return _(
            "No class has the code {code}: this lesson opens without saving your answers. "
            "Ask your teacher for the class's link."
        ).format(code=code)
    if state == "connecting":
        return _("This lesson saves your self-check answers for {class_name}.").format(
            class_name=named
        )
    if state == "needs-name":
        return _(
            "This lesson saves your self-check answers for {class_name}: type your name and "
            "save it, then answer."
        ).format(class_name=named)
    if state == "recording":
        whose = _("{name} (your JupyterHub name)").format(name=learner) if hub else str(learner)
        return _("Your answers are saved for {class_name} as {name}.").format(
            class_name=named, name=whose
        )
    if state == "not-saved":
        return _(
            "Your answers are judged as always, but {count} could not be saved yet: they "
            "will be saved as soon as the server can."
        ).format(count=waiting)
    raise ValueError(f"unknown class recording state {state!r}")


def name_problem(text: str, *, most: int) -> str:
    """What is wrong with ``text`` as a learner's name, said to the learner (the name box's
    line when the records refuse it): nothing typed, longer than ``most`` characters (counted
    as the records count, spaces around it left out), or else a sign no name may hold.

    Examples
    --------
    >>> name_problem("   ", most=40)
    'Type your name in the box, then save it.'
    >>> name_problem("x" * 41, most=40)
    'Your name is 41 characters long: shorten it to 40 or fewer, then save it.'
    """
    name = text.strip()
    if not name:
        return _("Type your name in the box, then save it.")
    if len(name) > most:
        return _(
            "Your name is {length} characters long: shorten it to {most} or fewer, then save it."
        ).format(length=len(name), most=most)
    return _("Your name may hold letters, digits, spaces and signs only: type it again.")


class _Text(HTMLParser):
    """The text of a question's HTML: cards drawn as pictures read as ``A♠``, other pictures
    left out."""

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self._svg = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "svg":
            self._svg += 1
            code = dict(attrs).get("data-card")
            if self._svg == 1 and code:
                try:
                    self.parts.append(f" {Card.parse(code).label} ")
                except ParseError:
                    pass
        elif tag in {"p", "div", "li", "tr", "br", "figure", "ol", "table"}:
            self.parts.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag == "svg":
            self._svg = max(0, self._svg - 1)
        elif tag in {"td", "th", "figcaption"}:
            self.parts.append(" ")

    def handle_data(self, data: str) -> None:
        if not self._svg:
            self.parts.append(data)


def plain_text(html: str) -> str:
    """``html`` (a self-check question as the page shows it) as one line of plain text, each
    card as its label (``A♠``), for the teacher's records and the CSV export."""
    parser = _Text()
    parser.feed(html)
    parser.close()
    return " ".join("".join(parser.parts).split())


def question_text(html: str, hand: tuple[str, ...] = ()) -> str:
    """A self-check question as the learner read it, as plain text: its ``html``
    (:func:`plain_text`) and, for a question answered by clicking cards, the hand shown
    (``hand``: card codes such as ``S14``).

    Examples
    --------
    >>> question_text("<p>Which may you play?</p>", ("S14", "H10"))
    'Which may you play? Your hand: A♠ 10♥.'
    """
    text = plain_text(html)
    if hand:
        cards = " ".join(Card.parse(code).label for code in hand)
        text += " " + _("Your hand: {cards}.").format(cards=cards)
    return text
