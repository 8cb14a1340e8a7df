"""The learner's side with a partner is "you and Bill", second person plural (issue 23): not
"Bill and You ... their ... they add", which Italian, Spanish, French and Romanian cannot say
(they want *voi*, *vosotros*, *vous*, *voi*). Each sentence is looked up under its own context,
``side: you and partner``, so a translation can say it so."""

from __future__ import annotations

import gettext
import re

import pytest

from pinochle_learn import score_round
from pinochle_learn.render import i18n
from pinochle_learn.render.names import CAST, learner_partner
from pinochle_learn.render.score_html import score_html
from pinochle_learn.render.score_sentences import Side, score_sentence


class Contexts(gettext.NullTranslations):
    """Every message with a context comes back as ``<context>message``: which form was asked."""

    def pgettext(self, context: str, message: str) -> str:
        return f"<{context}>{message}"


@pytest.fixture
def contexts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n, "catalogue", lambda lang, domain=i18n.DOMAIN: Contexts())


def _reasons(html: str) -> list[str]:
    why = re.search(r'<ul class="pl-why">(.*?)</ul>', html)
    assert why is not None
    return re.findall(r"<li>(.*?)</li>", why.group(1))


def test_the_learners_side_is_you_and_the_partner() -> None:
    # Bid 300 by North-South: 120 meld + 180 trick points = 300, made; East-West 60 + 70.
    score = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(180, 70))
    assert "✓ Made: you and Bill reached the bid of 300." in score_html(score, names=CAST)
    assert _reasons(score_html(score, names=CAST)) == [
        "You and Bill made your bid of 300: 120 meld + 180 trick points = 300, so you add all 300.",
        "Lisa and Mike took trick points, so their meld counts: they add 60 meld + 70 trick "
        "points = 130.",
    ]


def test_the_learners_side_set_and_winning_the_game() -> None:
    # Bid 300 by North-South: 120 meld + 170 trick points = 290 < 300, set: loses the bid.
    score = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(170, 80))
    html = score_html(score, names=CAST)
    assert "✗ Set: you and Bill fell short of 300 and lose 300." in html
    assert _reasons(html)[0] == (
        "You and Bill are set on your bid of 300: 120 meld + 170 trick points = 290 is less, "
        "so you add nothing and lose the bid, 300."
    )
    # Bid 250 by North-South, made: 1300 + 100 + 150 = 1550, at least 1500.
    won = score_round(
        bid=250, bidding_team=0, meld=(100, 40), tricks=(150, 100), totals=(1300, 1000)
    )
    assert "Game over: you and Bill reach 1550, at least 1500, and win the game." in score_html(
        won, names=CAST
    )


@pytest.mark.usefixtures("contexts")
def test_another_language_is_asked_for_the_second_person_plural() -> None:
    score = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(180, 70))
    with i18n.speaking("it"):
        ours, theirs = _reasons(score_html(score, names=CAST))
    assert ours.startswith("&lt;side: you and partner&gt;You and Bill made your bid of 300")
    assert theirs.startswith("&lt;side: players&gt;Lisa and Mike took trick points")


def test_only_the_learner_with_a_partner_is_you_and() -> None:
    assert learner_partner(0, 4, CAST) == "Bill"
    assert learner_partner(1, 4, CAST) is None  # Lisa and Mike
    assert learner_partner(2, 3, CAST[:3]) is None  # the learner alone, three-hand
    assert learner_partner(0, 4, None) is None  # North-South: no names, no "you"
    score = score_round(bid=300, bidding_team=0, meld=(120, 60), tricks=(180, 70))
    alone = score_sentence(score.teams[0].reason, Side("You"))
    assert (
        alone == "You made your bid of 300: 120 meld + 180 trick points = 300, so you add all 300."
    )


def test_a_figure_problem_of_the_learners_side_says_you_and_the_partner() -> None:
    from pinochle_learn.figure_checks import FigureProblem, FigureWhy
    from pinochle_learn.render.figure_sentences import figure_sentence

    ours = (Side("Bill and You", plural=True, partner="Bill"), Side("Lisa and Mike", plural=True))
    # 0 tricks won by North-South but 20 trick points: only tricks won bring trick points
    points = FigureProblem(FigureWhy.POINTS_WITHOUT_TRICK, "tricks", team=0, value=20)
    assert figure_sentence(points, ours) == (
        "You and Bill took no trick but 20 trick points: trick points come only with tricks won."
    )
    asked = FigureProblem(FigureWhy.WON_NEEDED, "won", team=0)
    assert figure_sentence(asked, ours) == (
        "You and Bill took no trick points: under the rule that only a side with no trick at "
        "all loses its meld, say how many tricks you took."
    )
    assert figure_sentence(FigureProblem(FigureWhy.WON_NEEDED, "won", team=1), ours) == (
        "Lisa and Mike took no trick points: under the rule that only a side with no trick at "
        "all loses its meld, say how many tricks Lisa and Mike took."
    )
