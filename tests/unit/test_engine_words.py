"""Issue 23: the engine speaks no words; the caller asks render/ for a sentence, in a language.

Engine objects carry codes and values only (no ``.why``, ``.name``, ``.text`` made lazily by a
renderer, no ``_repr_html_``); an engine error's ``str()`` is a short technical line naming
the bad value, and ``render.error_text.error_text`` gives the learner's sentence; pictures in
Jupyter are registered from outside the engine (``render.display``).
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

import pytest

from pinochle_learn import (
    PARTNERSHIP,
    Auction,
    Bid,
    Card,
    Hand,
    IllegalActionError,
    ScoreError,
    Seat,
    Trick,
    legal_plays,
    play_card,
    score_round,
    solve_meld,
)
from pinochle_learn.render import i18n, meld_sentences
from pinochle_learn.render.display import PICTURES, load_ipython_extension, register
from pinochle_learn.render.error_text import error_text
from pinochle_learn.render.meld_sentences import meld_name
from pinochle_learn.render.play_sentences import play_sentence
from pinochle_learn.render.refusals import reason_text
from pinochle_learn.render.score_sentences import game_text, score_sentence


def _refused_ten() -> IllegalActionError:
    # Hearts led (Q♥, J♥ wait), the hand holds A♥ 9♥ 10♣: 10♣ must not be played.
    with pytest.raises(IllegalActionError) as caught:
        play_card("C10", "H14 H9 C10", "H13 H12", "S", PARTNERSHIP)
    return caught.value


def test_a_refused_card_says_its_code_in_str_and_its_sentence_through_render() -> None:
    error = _refused_ten()
    assert str(error) == "cannot play 'C10' (outside_tier)"
    assert error_text(error) == (
        "cannot play 'C10': You hold hearts, the suit led: you must follow suit, "
        "so 10♣ may not be played."
    )
    assert error_text(error, lang="en") == error_text(error)


def test_a_refused_bid_names_action_phase_and_code() -> None:
    # RULES.md, PARTNERSHIP Auction: the opening bid is 250.
    with pytest.raises(IllegalActionError) as caught:
        Auction(Seat.NORTH).apply(Bid(Seat.EAST, 260))
    assert str(caught.value) == "Bid(seat=EAST, amount=260) refused in auction (opening_bid_is)"
    assert error_text(caught.value) == (
        "Bid(seat=EAST, amount=260) refused in the auction: the opening bid must be 250"
    )


def test_a_score_error_names_each_problem_and_render_words_them() -> None:
    # Trick points 180 + 60 = 240, not the deal's 250; a bid of 255 is off the +10 step.
    with pytest.raises(ScoreError) as caught:
        score_round(bid=255, bidding_team=0, meld=(120, 60), tricks=(180, 60))
    assert str(caught.value) == "figures refused: bid_off_step (bid=255); tricks_sum"
    assert error_text(caught.value).endswith("Trick points must add up to 250: 180 + 60 = 240.")


def test_a_plain_error_keeps_its_message() -> None:
    with pytest.raises(ValueError, match="'X1'") as caught:
        Card.parse("X1")
    assert error_text(caught.value) == str(caught.value)


def test_engine_objects_carry_no_words() -> None:
    result = solve_meld("C13 C12 H13 H12", "H", PARTNERSHIP)
    verdict = legal_plays("H9 H14", "H12 C9", "S", PARTNERSHIP).verdicts[0]
    score = score_round(bid=250, bidding_team=0, meld=(120, 60), tricks=(180, 70))
    for thing, word in (
        (result.melds[0], "name"),
        (verdict, "why"),
        (Auction(Seat.NORTH).check(Bid(Seat.EAST, 260)), "why"),
        (score, "why"),
        (score.teams[0].reason, "text"),
        (score.game_reason, "text"),
        (Card.parse("QS"), "_repr_html_"),
        (Hand.parse("QS"), "_repr_html_"),
        (result, "_repr_html_"),
        (Trick.parse("H12 C9", "S", leader=0), "_repr_html_"),
    ):
        assert not hasattr(thing, word), (type(thing).__name__, word)
    assert "name" not in result.melds[0].to_dict() and "why" not in verdict.to_dict()
    assert "why" not in score.to_dict()


def test_the_caller_asks_render_for_the_words() -> None:
    result = solve_meld("C13 C12 H13 H12", "H", PARTNERSHIP)
    assert [meld_name(m) for m in result.melds] == ["royal marriage", "common marriage in ♣"]
    score = score_round(bid=250, bidding_team=0, meld=(120, 60), tricks=(180, 70))
    # Team 0 bid 250 and made 120 + 180 = 300: it gains 300 (RULES.md, Round score).
    assert "300" in score_sentence(score.teams[0].reason)
    assert game_text(score.game_reason)
    refused = Auction(Seat.NORTH).check(Bid(Seat.EAST, 260))
    assert reason_text(refused.reason) == "the opening bid must be 250"


@pytest.mark.parametrize(
    "call",
    [
        lambda lang: meld_name(solve_meld("H13 H12", "H", PARTNERSHIP).melds[0], lang=lang),
        lambda lang: play_sentence(_refused_ten().reason, lang=lang),  # type: ignore[arg-type]
        lambda lang: reason_text(_refused_ten().reason, lang=lang),
        lambda lang: error_text(_refused_ten(), lang=lang),
        lambda lang: score_sentence(
            score_round(bid=250, bidding_team=0, meld=(120, 60), tricks=(180, 70)).teams[0].reason,
            lang=lang,
        ),
    ],
)
def test_the_entry_points_take_a_language(call: Any) -> None:
    assert call("en") == call(None)
    with pytest.raises(i18n.UnknownLanguage):
        call("xx")


def test_meld_name_speaks_the_language_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    heard: list[str] = []

    class Spy(dict):  # type: ignore[type-arg]
        def __getitem__(self, key: object) -> Any:
            heard.append(i18n.current())
            return super().__getitem__(key)

    monkeypatch.setattr(meld_sentences, "KIND_NAMES", Spy(meld_sentences.KIND_NAMES))
    meld = solve_meld("H13 H12", "H", PARTNERSHIP).melds[0]
    meld_name(meld, lang="fr")
    meld_name(meld)
    with i18n.speaking("it"):
        meld_name(meld)
    assert heard == ["fr", "en", "it"]


class _Formatter:
    def __init__(self) -> None:
        self.types: dict[tuple[str, str], Any] = {}

    def for_type_by_name(self, module: str, name: str, func: Any) -> None:
        self.types[(module, name)] = func


class _Shell:
    def __init__(self) -> None:
        self.html = _Formatter()
        self.display_formatter = type("F", (), {"formatters": {"text/html": self.html}})()


def test_pictures_are_registered_from_outside_the_engine() -> None:
    shell = _Shell()
    register(shell)
    assert set(shell.html.types) == set(PICTURES)
    for module, name in PICTURES:  # each name is a class of that engine module
        assert getattr(sys.modules[module], name).__name__ == name
    card = shell.html.types[("pinochle_learn.cards", "Card")](Card.parse("QS"))
    assert card.startswith("<svg")
    hand = shell.html.types[("pinochle_learn.hand", "Hand")](Hand.parse("H14 H10"))
    assert hand.startswith("<style>") and hand.count("<svg") == 2
    register(None)  # no kernel: nothing to do
    again = _Shell()
    load_ipython_extension(again)
    assert set(again.html.types) == set(PICTURES)


def test_importing_the_widgets_in_a_kernel_registers_the_pictures() -> None:
    script = """
import json
from IPython.core.interactiveshell import InteractiveShell
shell = InteractiveShell.instance()
import pinochle_widgets
from pinochle_learn import Card
data, _ = shell.display_formatter.format(Card.parse("QS"))
print(json.dumps(data.get("text/html", "")[:4]))
"""
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True)
    assert json.loads(out.stdout) == "<svg"


def test_a_meld_refused_on_the_table_reads_as_before() -> None:
    # The CLI's one line and a widget's message ask error_text: a stock game's meld refused
    # reads as the verdict's own sentence, as the message did when the engine made it.
    from pinochle_learn.render.table_text import table_verdict_text

    error = IllegalActionError(action="run", reason=_table_refusal())
    assert str(error) == f"run refused ({_table_refusal().rule.value})"
    assert error_text(error) == table_verdict_text(_table_refusal())


def _table_refusal() -> Any:
    from pinochle_learn import TWO_HAND_STOCK, MeldKind, Suit
    from pinochle_learn.tablemeld import MeldTable

    # A run needs A, 10, K, Q, J of trump (RULES.md, Meld): the hand holds two of them.
    table = MeldTable(Suit.HEARTS, TWO_HAND_STOCK).after_trick(won=True)
    try:
        table.lay_down(Hand.parse("H14 H10"), MeldKind.RUN)
    except IllegalActionError as error:
        assert error.verdict is error.reason  # type: ignore[attr-defined]
        return error.reason
    raise AssertionError("a run of two cards was laid")
