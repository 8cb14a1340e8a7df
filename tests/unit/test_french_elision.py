"""French elides "de" and "que" before the seat names Est and Ouest in the strong level's
reasons (the name is filled in after translation: ``i18n.elided``)."""

from __future__ import annotations

from pinochle_learn import Card
from pinochle_learn.levels import LevelReason, LevelWhy
from pinochle_learn.render import i18n
from pinochle_learn.render.level_text import reason_text


def test_french_elides_de_before_est_and_ouest() -> None:
    # The newcomer read "le camp de Ouest remporte…": French says "d'Ouest", "d'Est".
    sampled = LevelReason(
        LevelWhy.SAMPLED,
        {
            "card": Card.parse("S10"),
            "deals": 30,
            "best_in": 24,
            "points": 62,
            "left": 130,
            "out_of_time": False,
            "budget": 1.0,
        },
    )
    with i18n.speaking("fr"):
        west, north = reason_text(sampled, "Ouest"), reason_text(sampled, "Nord")
    assert "d'Ouest" in west and "de Ouest" not in west
    assert "de Nord" in north
