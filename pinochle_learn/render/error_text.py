"""The message a learner reads for an engine error, in a language.

The engine's errors carry their refusal or problems as data and a short technical ``str()``
(``cannot play 'C10' (outside_tier)``); :func:`error_text` words them for a learner.
"""

from __future__ import annotations

from ..errors import IllegalActionError, ScoreError
from .figure_sentences import problems_text
from .i18n import speaking
from .refusals import refusal_text

__all__ = ["error_text"]


def error_text(error: BaseException, *, lang: str | None = None) -> str:
    """The message a learner reads for an engine error, in ``lang`` (``None``: the language
    of the surrounding ``speaking()`` block): a refused action's sentence
    (``refusals.refusal_text``), a score's problems (``figure_sentences.problems_text``), else the
    error's own message (bad input: it names the bad value).

    Examples
    --------
    >>> from pinochle_learn import score_round
    >>> try:
    ...     score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(180, 60))
    ... except ValueError as error:
    ...     print(error)
    ...     print(error_text(error, lang="en"))
    figures refused: tricks_sum
    Trick points must add up to 250: 180 + 60 = 240.

    Raises
    ------
    i18n.UnknownLanguage
        ``lang`` is no language of the catalogues.
    """
    with speaking(lang):
        if isinstance(error, IllegalActionError) and error.reason is not None:
            return refusal_text(error.action, error.reason, error.phase)
        if isinstance(error, ScoreError) and error.problems:
            return problems_text(error.problems)
        return str(error)
