"""A side holding the learner is one whole label in each language, the partner's name filled
in: Italian "Tu e Bill", not the glued "Bill e Tu" (issue 23 leftovers, s9). The words each
language uses are its glossary's (``docs/glossary/LANG.md``: Spanish "Bill y tú", French
"Bill et toi", Romanian "Tu și Bill")."""

from __future__ import annotations

import pytest

from pinochle_learn.render.house_caption import house_caption_html, side_name
from pinochle_learn.render.i18n import speaking
from pinochle_learn.render.names import CAST, side_label, team_label
from pinochle_learn.render.score_html import score_html
from pinochle_learn.scoring import score_round
from tests.pseudo_catalogue import use_pseudo_language

LEARNER_SIDE = {
    "en": "Bill and You",
    "it": "Tu e Bill",
    "es": "Bill y tú",
    "ro": "Tu și Bill",
    "fr": "Bill et toi",
}
"""The side of Bill (North) and the learner (South), as each language names it."""

OTHER_SIDE = {
    "en": "Lisa and Mike",
    "it": "Lisa e Mike",
    "es": "Lisa y Mike",
    "ro": "Lisa și Mike",
    "fr": "Lisa et Mike",
}


@pytest.mark.parametrize("lang", sorted(LEARNER_SIDE))
def test_the_learners_side_is_one_label_in_each_language(lang):
    with speaking(lang):
        assert team_label(0, 4, CAST) == LEARNER_SIDE[lang]
        assert team_label(1, 4, CAST) == OTHER_SIDE[lang]
        # the house-rules view names its sides from the cast's raw names ("You" untranslated)
        assert side_name(["Bill", "You"]) == LEARNER_SIDE[lang]
        assert side_name(["You", "Bill"]) == LEARNER_SIDE[lang]


@pytest.mark.parametrize("lang", sorted(LEARNER_SIDE))
def test_the_score_page_shows_the_label(lang):
    """The score of a round bid by Bill and You: each side's line is headed by its label."""
    score = score_round(bid=330, bidding_team=0, meld=(60, 90), tricks=(150, 100))
    with speaking(lang):
        html = score_html(score, names=CAST)
    assert f'data-team="0" data-outcome="set"><strong>{LEARNER_SIDE[lang]}</strong>' in html
    assert f'data-team="1" data-outcome="counted"><strong>{OTHER_SIDE[lang]}</strong>' in html


def test_the_label_is_one_whole_message(monkeypatch):
    """Through the pseudo-language: the whole label is looked up once, the partner's name
    filled after; a side without the learner keeps the two-name message."""
    use_pseudo_language(monkeypatch, {"it"})
    with speaking("it"):
        assert team_label(0, 4, CAST) == "[[Bill and You]]"
        assert team_label(1, 4, CAST) == "[[Lisa and Mike]]"
        assert side_name(["You"]) == "[[You]]"
        assert side_label(["North", "South (you)"]) == "[[North and South (you)]]"


SUMMARY = {"bid": 280, "bidder": "You", "meld": (230, 40), "tricks_won": (9, 3)}
"""A round of the house-rules view the learner bid (seed 2 of the four-hand game)."""


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "A round was played from it by the computer: you won the auction at 280, "),
        ("it", "Il computer ci ha giocato una smazzata: hai vinto tu l'asta a 280, "),
        ("es", "el ordenador jugó una ronda a partir de ella: ganaste tú la subasta con 280, "),
        (
            "ro",
            "Calculatorul a jucat din ea o rundă cu acest atu: tu ai câștigat licitația la 280, ",
        ),
        ("fr", "L'ordinateur en a joué une donne\u202f: tu as remporté les enchères à 280, "),
    ],
)
def test_the_house_caption_speaks_to_the_learner_who_bid(lang, words):
    """The learner who won the auction is spoken to ("hai vinto tu"), not named "You"."""
    with speaking(lang):
        html = house_caption_html("♦", "diamonds", side_name_pair(), SUMMARY)
    assert words.replace("'", "&#x27;") in html
    if lang != "en":  # no English "You" left: the bidder nor the sides
        assert "You" not in html


def side_name_pair() -> tuple[str, str]:
    return (side_name(["Bill", "You"]), side_name(["Lisa", "Mike"]))
