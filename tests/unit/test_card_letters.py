"""Card input in each language (issue 23, point 5): the usual codes everywhere, each language's
own rank letters too (``docs/glossary/{it,es,fr,ro}.md``), a token the letters make ambiguous
refused with both readings, never a silent choice. Cards worked out by hand from the letters."""

from __future__ import annotations

import json

import pytest

from pinochle_learn import AmbiguousCard, Card, Hand, ParseError, Rank, parse_cards
from pinochle_learn.cards import _RANK_TOKENS, _SUIT_TOKENS
from pinochle_learn.cli import main
from pinochle_learn.render import card_letters
from pinochle_learn.render.card_letters import (
    RANK_LETTERS,
    ambiguous_text,
    letters_note_html,
    letters_sentence,
    new_letters,
    rank_letters,
)
from tests.pseudo_catalogue import use_pseudo_language


def labels(text: str, lang: str) -> list[str]:
    return [card.label for card in parse_cards(text, rank_letters(lang))]


# ---- the engine, with each language's letters --------------------------------------------
@pytest.mark.parametrize(
    ("lang", "text", "expected"),
    [
        # Italian: R re, D donna, F fante (A asso as in the codes)
        ("it", "RH DH FH AH", ["K♥", "Q♥", "J♥", "A♥"]),
        ("it", "R♠ SD F♣ CR", ["K♠", "Q♠", "J♣", "K♣"]),
        # French: R roi, D dame, V valet; C is clubs (the codes' C), not cœur
        ("fr", "RC DC VC v♥ hr", ["K♣", "Q♣", "J♣", "J♥", "K♥"]),
        # Romanian: R rege, D damă, V valet
        ("ro", "RS DS VS AS", ["K♠", "Q♠", "J♠", "A♠"]),
        # Spanish: R rey (A as, J jota as in the codes)
        ("es", "RD r♦ JD AD", ["K♦", "K♦", "J♦", "A♦"]),
    ],
)
def test_each_language_reads_its_own_rank_letters(lang, text, expected):
    assert labels(text, lang) == expected


@pytest.mark.parametrize("lang", sorted(RANK_LETTERS))
def test_the_usual_codes_keep_their_meaning_in_every_language(lang):
    text = "H14 KH Q♠ 10h ts D11 D12 9c JD AD"
    expected = ["A♥", "K♥", "Q♠", "10♥", "10♠", "J♦", "Q♦", "9♣", "J♦", "A♦"]
    assert labels(text, lang) == expected


def test_d_is_the_diamond_suit_in_a_code_and_the_queen_before_a_suit():
    # Italian D (donna): D11 stays the jack of diamonds; DH is the queen of hearts; DD is the
    # queen of diamonds read either way (one card, so no ambiguity).
    assert labels("D11 DH DD D♦", "it") == ["J♦", "Q♥", "Q♦", "Q♦"]


@pytest.mark.parametrize(
    ("lang", "token"), [("en", "RH"), ("en", "DH"), ("es", "DH"), ("es", "SH"), ("fr", "FH")]
)
def test_a_letter_the_language_does_not_use_is_refused(lang, token):
    with pytest.raises(ParseError, match=f"invalid card '{token}' at position 2"):
        parse_cards(f"H14 {token}", rank_letters(lang))


def test_without_letters_the_reading_is_as_before():
    with pytest.raises(ParseError, match="invalid card 'RH'"):
        Card.parse("RH")
    assert Card.parse("RH", {"R": Rank.KING}) == Card(Rank.KING, Card.parse("H9").suit)


def test_a_token_read_as_two_cards_is_ambiguous_with_both_readings():
    letters = {"S": Rank.JACK, "D": Rank.QUEEN}  # sota and dama, were they accepted
    with pytest.raises(AmbiguousCard) as caught:
        parse_cards("H14 SD 9C", letters)
    error = caught.value
    # S rank (jack) + D suit = J♦; S suit + D rank (queen) = Q♠; in display order ♠ first
    assert error.token == "SD" and error.position == 2
    assert [str(card) for card in error.readings] == ["S12", "D11"]
    assert isinstance(error, ParseError) and isinstance(error, ValueError)


def test_a_usual_code_the_letters_read_otherwise_is_ambiguous_not_changed():
    # A letter clashing with a usual one: KH is the king of hearts in the codes, the jack
    # with this letter: refused as ambiguous, never silently read either way.
    with pytest.raises(AmbiguousCard) as caught:
        Card.parse("KH", {"K": Rank.JACK})
    assert [c.label for c in caught.value.readings] == ["K♥", "J♥"]
    assert caught.value.position is None


def test_hand_parse_takes_the_letters():
    hand = Hand.parse("RH DH FH", extra_ranks=rank_letters("it"))
    assert hand.label == "K♥ Q♥ J♥"


@pytest.mark.parametrize("lang", sorted(RANK_LETTERS))
def test_no_token_is_ambiguous_with_the_shipped_letters(lang):
    # Every two-part token of usual pieces and the language's letters, both orders: the
    # glossaries' letters never give a token two readings (so the message below is a guard).
    pieces = {*_RANK_TOKENS, *_SUIT_TOKENS, *RANK_LETTERS[lang]}
    letters = rank_letters(lang)
    read = 0
    for first in pieces:
        for second in pieces:
            try:
                Card.parse(first + second, letters)
                read += 1
            except AmbiguousCard:  # pragma: no cover - the failure this test looks for
                pytest.fail(f"{lang}: {first + second!r} is ambiguous")
            except ParseError:
                pass
    assert read >= 2 * 8 * 8  # every usual rank with every suit token, both orders


# ---- the words ---------------------------------------------------------------------------
def test_the_page_sentence_names_the_new_letters_only():
    assert list(new_letters("it")) == ["R", "D", "F"]
    assert list(new_letters("fr")) == ["R", "D", "V"]
    assert list(new_letters("es")) == ["R"]
    assert letters_sentence("en") == "" and letters_note_html("en") == ""
    # the Italian catalogue's sentence, its letters and rank words from the glossary (R re,
    # D donna, F fante)
    italian = "Per i valori puoi scrivere anche R (re), D (donna/regina), F (fante)."
    assert letters_sentence("it") == italian


def test_the_ambiguous_message_shows_cards_and_codes():
    error = AmbiguousCard("SD", (Card.parse("S12"), Card.parse("D11")))
    assert ambiguous_text(error) == (
        "'SD' can be read as Q♠ or J♦: write Q♠ or J♦ (or the codes S12, D11)."
    )


@pytest.fixture
def pseudo_language(monkeypatch: pytest.MonkeyPatch) -> str:
    """ "it" reads as the bracketing pseudo-language; every other code as in the catalogues.
    The environment names no language (each test sets the variable it means)."""
    use_pseudo_language(monkeypatch, {"it"})
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    return "it"


def test_the_sentences_go_through_the_catalogue(pseudo_language):
    assert letters_sentence(pseudo_language) == (
        "[[You may also type [[R ([[king]])]], [[D ([[queen]])]], [[F ([[jack]])]] for the ranks.]]"
    )
    error = AmbiguousCard("SD", (Card.parse("S12"), Card.parse("D11")))
    assert ambiguous_text(error, pseudo_language) == (
        "[['SD' can be read as Q♠ [[or]] J♦: write Q♠ [[or]] J♦ (or the codes S12, D11).]]"
    )


# ---- the command line --------------------------------------------------------------------
def _meld_json(capsys: pytest.CaptureFixture[str], *words: str) -> dict[str, object]:
    assert main(["meld", *words, "--trump", "H", "--json"]) == 0
    data: dict[str, object] = json.loads(capsys.readouterr().out)
    return data


def test_cli_reads_the_lang_options_letters(capsys):
    # RH DH FH AH 10H: A 10 K Q J of trump, a run: 150 (RULES.md, Meld)
    italian = _meld_json(capsys, "--lang", "it", "RH DH FH AH 10H")
    assert italian["total"] == 150
    assert italian == _meld_json(capsys, "H13 H12 H11 H14 H10")
    assert _meld_json(capsys, "--lang", "it", "KH QH JH H14 TH") == italian  # codes too


def test_cli_without_the_letters_refuses_them_in_one_line(capsys):
    assert main(["meld", "--lang", "en", "RH DH FH AH 10H", "--trump", "H"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "'RH'" in err[0]


def test_cli_words_an_ambiguous_token(capsys, monkeypatch):
    monkeypatch.setitem(card_letters.RANK_LETTERS, "es", {"S": Rank.JACK, "D": Rank.QUEEN})
    assert main(["meld", "--lang", "es", "H14 SD", "--trump", "H"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1
    # the Spanish catalogue's sentence, both readings and both codes named
    assert err[0] == (
        "pinochle-learn meld: 'SD' se puede leer como Q♠ o J♦: escribe Q♠ o J♦ "
        "(o los códigos S12, D11)."
    )
