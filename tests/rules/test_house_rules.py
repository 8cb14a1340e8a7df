"""House rules beside the game's own (RULES.md decisions and Ruleset options): each option's
effect on a hand or a round, values worked out by hand from RULES.md."""

from __future__ import annotations

import re
from pathlib import Path

from pinochle_learn import (
    PARTNERSHIP,
    PRESETS,
    THREE_HAND_CUTTHROAT,
    TWO_HAND_STOCK,
    TWO_HAND_WIDOW,
    Hand,
    SetPenalty,
    Suit,
    parse_cards,
)
from pinochle_learn.houserule_ids import rule_id
from pinochle_learn.houserules import (
    OptionCode,
    RoundFigures,
    Situation,
    house_effects,
    options_for,
)
from pinochle_learn.render.house_text import house_table_html
from pinochle_learn.ruleset import DOUBLE_DECK, BothReach

RULES = Path(__file__).resolve().parents[2] / "docs" / "rules.md"

Opt = OptionCode


def effect(situation, code, value):
    return next(e for e in house_effects(situation) if e.option.code is code and e.value == value)


def test_run_with_extras_off_190_becomes_150():
    # A 10 K K Q J of hearts, trump hearts: run with extra king 190; without extras the run
    # scores 150 and the second K♥ makes no meld (its Q♥ serves in the run, class 1).
    situation = Situation(PARTNERSHIP, Hand.parse("H14 H10 H13 H13 H12 H11"), Suit.HEARTS)
    e = effect(situation, Opt.RUN_WITH_EXTRAS, False)
    assert (e.default, e.before.numbers, e.after.numbers) == (True, (190,), (150,))
    assert e.changed


def test_must_head_the_trick_off_lets_the_nine_follow():
    # Trump spades; the player before you leads K♥; you hold A♥ 9♥ 10♠. Partnership: follow
    # and head the trick: only A♥. Without heading: A♥ or 9♥.
    situation = Situation(
        PARTNERSHIP, Hand.parse("H14 H9 S10"), Suit.SPADES, (Hand(), Hand(), Hand.parse("H13"))
    )
    e = effect(situation, Opt.MUST_HEAD_TRICK, False)
    assert [c.label for c in e.trick.cards] == ["K♥"]
    assert [c.label for c in e.before.cards] == ["A♥"]
    assert [c.label for c in e.after.cards] == ["A♥", "9♥"]


def test_counting_systems_on_two_kings():
    # K♠ K♥ taken, not the last trick: partnership K = 10 each: 20; stock K = 5: 10; the
    # widow's traditional K = 4: 8.
    figures = RoundFigures(
        None, None, (0, 0), (tuple(parse_cards("S13 H13")), ()), 1, (1, 0), (0, 0)
    )
    situation = Situation(PARTNERSHIP, Hand(), Suit.SPADES, round=figures)
    stock = effect(situation, Opt.COUNTING, TWO_HAND_STOCK.name)
    widow = effect(situation, Opt.COUNTING, TWO_HAND_WIDOW.name)
    assert stock.before.numbers == (20, 10)  # side 1 took the last trick: 10
    assert stock.after.numbers == (10, 10)
    assert widow.after.numbers == (8, 10)


def _set_round(totals=(0, 0), bid=300):
    # Side 0 bid; meld 120 and 60. Side 0 takes the 16 aces and tens and the last trick:
    # 160 + 10 = 170; side 1 the 8 kings: 80 (partnership counting).
    aces_tens = tuple(parse_cards("S14 H14 D14 C14 S10 H10 D10 C10") * 2)
    kings = tuple(parse_cards("S13 H13 D13 C13") * 2)
    return RoundFigures(bid, 0, (120, 60), (aces_tens, kings), 0, (8, 4), totals)


def test_set_penalty_bid_shortfall_and_bid_plus_meld():
    # 120 + 170 = 290 < 300: set. The bid: -300; the shortfall: 300 - 290 = 10 lost; the bid
    # and the meld: 300 + 120 = 420 lost. The other side adds 60 + 80 = 140 each time.
    situation = Situation(PARTNERSHIP, Hand(), Suit.SPADES, round=_set_round())
    shortfall = effect(situation, Opt.SET_PENALTY, SetPenalty.SHORTFALL)
    assert shortfall.before.numbers == (-300, 140)
    assert shortfall.after.numbers == (-10, 140)
    assert effect(situation, Opt.SET_PENALTY, SetPenalty.BID_PLUS_MELD).after.numbers == (-420, 140)


def test_game_to_1000_ends_a_game_that_goes_on_at_1500():
    # 800 before; bid 250 made with 120 + 170 = 290: 1090. At 1500 the game goes on; at 1000
    # the bidding side wins.
    situation = Situation(PARTNERSHIP, Hand(), Suit.SPADES, round=_set_round((800, 0), 250))
    e = effect(situation, Opt.TARGET_SCORE, 1000)
    assert e.before.numbers == (1090, 140)
    assert (e.before.winner, e.after.winner) == (None, 0)


def test_both_reach_the_bidder_wins_or_the_higher_total():
    # 1300 and 1400 before; bid 250 made with 120 + 170 = 290: 1590; the other side 60 + 80 =
    # 140: 1540. Both reach 1500: the bidding side (0) wins; with the higher total, still side
    # 0 (1590 > 1540). From 1300 and 1500: 1590 and 1640, the bidder 0, the higher total 1.
    close = Situation(PARTNERSHIP, Hand(), Suit.SPADES, round=_set_round((1300, 1400), 250))
    e = effect(close, Opt.BOTH_REACH, BothReach.HIGHER_TOTAL)
    assert e.before.numbers == (1590, 1540) and (e.before.winner, e.after.winner) == (0, 0)
    ahead = Situation(PARTNERSHIP, Hand(), Suit.SPADES, round=_set_round((1300, 1500), 250))
    e = effect(ahead, Opt.BOTH_REACH, BothReach.HIGHER_TOTAL)
    assert e.before.numbers == (1590, 1640) and (e.before.winner, e.after.winner) == (0, 1)


def test_the_stock_game_offers_no_bidder_rule_for_both_reaching():
    values = next(o for o in options_for(TWO_HAND_STOCK) if o.code is Opt.BOTH_REACH).values
    assert values(TWO_HAND_STOCK) == (BothReach.FIRST_TO_REACH, BothReach.HIGHER_TOTAL)


def test_free_play_while_the_stock_lasts_off_makes_you_follow_and_head():
    # Stock game, trump clubs; Bill leads Q♥; you hold A♥ 9♥ K♠. While the stock lasts any card
    # (the game's rule); with the trick rules from the first trick: only A♥.
    situation = Situation(
        TWO_HAND_STOCK, Hand.parse("H14 H9 S13"), Suit.CLUBS, (Hand.parse("H12"),)
    )
    e = effect(situation, Opt.FREE_PLAY_WHILE_STOCK, False)
    assert [c.label for c in e.before.cards] == ["K♠", "A♥", "9♥"]
    assert [c.label for c in e.after.cards] == ["A♥"]


def test_dix_when_played_off_two_nines_of_trump_lose_20():
    situation = Situation(TWO_HAND_STOCK, Hand.parse("D9 D9 S9"), Suit.DIAMONDS, (Hand(),))
    e = effect(situation, Opt.DIX_SCORES_WHEN_PLAYED, False)
    assert (e.before.numbers, e.after.numbers) == ((20,), (0,))


def test_each_game_lists_the_options_that_mean_something_in_it():
    def codes(rules):
        return {o.code for o in options_for(rules)}

    stock_only = {Opt.FREE_PLAY_WHILE_STOCK, Opt.DIX_SCORES_WHEN_PLAYED}
    auction_only = {Opt.SET_PENALTY, Opt.THROW_IN}
    assert not codes(PARTNERSHIP) & stock_only
    assert Opt.MUST_BEAT_LED_SUIT_AFTER_TRUMP in codes(PARTNERSHIP)
    assert not codes(TWO_HAND_STOCK) & (auction_only | {Opt.MUST_BEAT_LED_SUIT_AFTER_TRUMP})
    assert stock_only <= codes(TWO_HAND_STOCK)
    assert auction_only <= codes(TWO_HAND_WIDOW) and not codes(TWO_HAND_WIDOW) & stock_only


def test_every_value_offered_is_a_valid_ruleset():
    for rules in (PARTNERSHIP, TWO_HAND_STOCK, TWO_HAND_WIDOW, THREE_HAND_CUTTHROAT):
        for option in options_for(rules):
            assert option.read(rules) in option.values(rules), option.code
            for value in option.values(rules):
                assert option.read(option.apply(rules, value)) == value, (option.code, value)


def test_first_lead_trump_off_as_a_house_rule_lets_the_bid_winner_lead_any_card():
    # Widow game, trump spades, you won the bid and lead the first trick holding 9♠ A♥ 10♣:
    # the game's rule (seed 004 item 12, "mène une carte maîtresse") allows only 9♠; the
    # house rule any card. The option is offered where there is an auction, not in the stock game.
    situation = Situation(TWO_HAND_WIDOW, Hand.parse("S9 H14 C10"), Suit.SPADES, (Hand(),))
    e = effect(situation, Opt.FIRST_LEAD_TRUMP, False)
    assert (e.default, e.changed) == (True, True)
    assert [c.label for c in e.before.cards] == ["9♠"]
    assert sorted(c.label for c in e.after.cards) == ["10♣", "9♠", "A♥"]
    assert Opt.FIRST_LEAD_TRUMP not in {o.code for o in options_for(TWO_HAND_STOCK)}
    html = house_table_html(house_effects(situation), situation, ("You", "Lisa"))
    row = html[html.index('data-option="first_lead_trump"') :].split("</tr>")[0]
    assert "The bid winner&#x27;s first lead" in row
    assert "a trump, if the bid winner holds one" in row and "any card" in row
    assert "you won the bid and lead the first trick" in row


def test_cutthroat_offers_no_stock_option_its_widow_is_no_stock():
    # #cutthroat.deal: 48 - 3 x 15 = 3 undealt cards, the bid winner's widow, not a stock drawn
    # from after each trick, so no free play while the stock lasts and no dix played.
    codes = {o.code for o in options_for(THREE_HAND_CUTTHROAT)}
    assert not codes & {Opt.FREE_PLAY_WHILE_STOCK, Opt.DIX_SCORES_WHEN_PLAYED}
    # Three players: a trick has a third card, so beating the led suit after a trump means
    # something (#cutthroat.tricks, as tricks.trumped); an auction, so the scoring options.
    assert {Opt.MUST_BEAT_LED_SUIT_AFTER_TRUMP, Opt.SET_PENALTY, Opt.FIRST_LEAD_TRUMP} <= codes


def test_the_double_deck_is_offered_only_values_of_its_own_50_point_scale():
    # #dd.counters: 50 trick points, meld ten times smaller; the 250-point games' counting,
    # doubles, run with extras (190/230) and targets (1000, 1500) would mean nothing here, and
    # it has no other preset on its scale: those options are not offered.
    codes = {o.code for o in options_for(DOUBLE_DECK)}
    assert not codes & {
        Opt.COUNTING,
        Opt.DOUBLE_MELDS,
        Opt.RUN_WITH_EXTRAS,
        Opt.TARGET_SCORE,
        Opt.FREE_PLAY_WHILE_STOCK,
        Opt.DIX_SCORES_WHEN_PLAYED,
    }
    throw_in = next(o for o in options_for(DOUBLE_DECK) if o.code is Opt.THROW_IN)
    assert throw_in.values(DOUBLE_DECK) == (50, None)  # #dd.throw-in: more than 50
    # ... and the 250-point games are no longer offered the double deck's 500 or its margin 50.
    targets = next(o for o in options_for(PARTNERSHIP) if o.code is Opt.TARGET_SCORE)
    assert targets.values(PARTNERSHIP) == (1000, 1500)
    margins = next(o for o in options_for(PARTNERSHIP) if o.code is Opt.THROW_IN)
    assert margins.values(PARTNERSHIP) == (250, None)


def test_every_option_names_a_rule_written_in_the_rules():
    ids = set(re.findall(r"^- `#([a-z0-9.-]+)`", RULES.read_text(encoding="utf-8"), re.M))
    for rules in PRESETS:
        for option in options_for(rules):
            assert rule_id(option, rules) in ids, (rules.name, option.code)
    named = {o.code: rule_id(o, THREE_HAND_CUTTHROAT) for o in options_for(THREE_HAND_CUTTHROAT)}
    assert named[Opt.SET_PENALTY] == "cutthroat.set"
    assert named[Opt.THROW_IN] == "cutthroat.no-throw-in"
    assert named[Opt.BOTH_REACH] == "cutthroat.several-reach"
    dd = {o.code: rule_id(o, DOUBLE_DECK) for o in options_for(DOUBLE_DECK)}
    assert dd[Opt.THROW_IN] == "dd.throw-in" and dd[Opt.CARD_REUSE] == "dd.meld-classes"


def test_the_table_shows_each_options_rule_id():
    situation = Situation(THREE_HAND_CUTTHROAT, Hand.parse("S9 H14 C10"), Suit.SPADES, ())
    html = house_table_html(house_effects(situation), situation, ("Bill", "Lisa", "You"))
    row = html[html.index('data-option="set_penalty"') :].split("</tr>")[0]
    assert 'data-rule="cutthroat.set"' in row and "<code>#cutthroat.set</code>" in row


def test_every_value_offered_in_the_new_games_is_a_valid_ruleset():
    for rules in (THREE_HAND_CUTTHROAT, DOUBLE_DECK):
        for option in options_for(rules):
            assert option.read(rules) in option.values(rules), option.code
            for value in option.values(rules):
                assert option.read(option.apply(rules, value)) == value, (option.code, value)


def test_cutthroat_counting_house_rule_on_a_three_player_round():
    # Bill, Lisa (bid winner at 260, who buried K♥ 10♥ 9♣: counted as hers, #cutthroat.bury)
    # and You. Taken: Bill A♠ K♠; Lisa A♥ A♦ 10♦ Q♣ and the bury; You 10♠ Q♠ and the last trick.
    # Cutthroat's own counting (#cutthroat.counting: A 10 K 10 each, last 10): Bill 20, Lisa
    # A A 10 K 10 = 50 (Q and 9 nothing), You 10 + 10 = 20. The stock's (A 10 10, K Q 5 each):
    # Bill 10 + 5 = 15, Lisa 10 + 10 + 10 + 5 + 5 + 10 = 50, You 10 + 5 + 10 = 25.
    taken = (
        tuple(parse_cards("S14 S13")),
        tuple(parse_cards("H14 D14 D10 C12 H13 H10 C9")),
        tuple(parse_cards("S10 S12")),
    )
    figures = RoundFigures(
        bid=260,
        bidding_side=1,
        meld=(0, 0, 0),
        taken=taken,
        last_trick=2,
        tricks_won=(1, 2, 1),
        totals=(0, 0, 0),
    )
    situation = Situation(THREE_HAND_CUTTHROAT, Hand(), Suit.SPADES, (), figures)
    e = effect(situation, Opt.COUNTING, "two-hand-stock")
    # cutthroat's own: Bill A K = 20; Lisa A A 10 K 10 = 50 (Q, 9 nothing); You 10 + last 10 = 20
    assert e.before.numbers == (20, 50, 20)
    assert e.after.numbers == (15, 50, 25)
