"""Number boxes in a real browser: what a learner can type, and that the messages then name the
number actually used (the stock IntText/BoundedIntText behaviour, checked rather than assumed).

Chromium's number inputs refuse letters; an emptied box is refilled with the last number when it
is committed, and that is the number the lesson uses and names. The score calculator's boxes are
text boxes read as typed: an emptied one is named and no score is shown. Seed boxes keep to
0..2**31-1, so a seed too big for a browser to hold exactly is brought back to 2147483647 and shown.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from playwright.sync_api import Error, Page, expect

pytestmark = pytest.mark.browser

MAX_SEED = 2**31 - 1


def test_try_a_bid_box_letters_are_refused_and_an_empty_box_says_what_it_bid(
    lesson_page: Callable[[str, str], Page], assert_no_cell_error: Callable[[Page], None]
) -> None:
    page = lesson_page("03_bidding.ipynb", ".pl-auction-explorer button.pl-bid-250")
    box = page.locator(".pl-try-amount input")
    message = page.locator(".pl-auction-message")
    with pytest.raises(Error, match="Cannot type text into input"):
        box.fill("abc")
    # Emptied, the box goes back to 250 when the button is clicked, and 250 is what is bid.
    box.fill("")
    page.locator("button.pl-try-bid").click()
    expect(message).to_contain_text("Bill bids 250: the opening bid, 250.")
    expect(box).to_have_value("250")
    # A bid no raise reaches is refused with its reason, naming the amount typed.
    box.fill("280")
    page.locator("button.pl-try-bid").click()
    expect(message).to_contain_text("Lisa may not bid 280 now: a raise must be +10 or +20")
    assert_no_cell_error(page)


def test_other_bid_box_in_the_round_names_the_bid_it_refuses(
    lesson_page: Callable[[str, str], Page],
) -> None:
    page = lesson_page("05_play_round.ipynb", "button.pl-bid-250")
    box = page.locator(".pl-bid-amount input")
    message = page.locator("#round-message")
    box.fill("")
    page.get_by_role("button", name="Bid this").click()
    # The emptied box stands for its last number, 250, and the table bids 250.
    # (The box is not read back: with this deal the others pass, so the auction
    # ends and the bid box leaves the table as soon as the bid is made.)
    # The game table says a legal move once, in "What happened" (the message line is for
    # refusals), as every game's table does.
    expect(page.locator("#round-recent")).to_contain_text("South (you) bids 250.")
    expect(message).to_have_text("")
    expect(page.locator("#round-phase")).not_to_have_attribute("data-phase", "AUCTION")


def test_calculator_box_emptied_names_the_box_and_scores_nothing(
    lesson_page: Callable[[str, str], Page],
) -> None:
    # The calculator's boxes hold what is typed: an emptied box is named, no old figure stands
    # in for it (the score goes), and it stays empty after Enter.
    page = lesson_page("04_scoring.ipynb", "#score-totals")
    box = page.locator(".pl-meld-0 input")
    box.fill("")
    expect(page.locator(".pl-calc-message .pl-message")).to_contain_text(
        "Type the meld points of Bill and You: the box is empty."
    )
    expect(page.locator("#score-totals")).to_have_count(0)
    box.press("Enter")
    expect(box).to_have_value("")
    box.fill("120")
    expect(page.locator("#score-totals")).to_have_attribute("data-totals", "300,130")


def test_a_huge_seed_is_brought_back_to_the_largest_and_the_deal_names_it(
    lesson_page: Callable[[str, str], Page], assert_no_cell_error: Callable[[Page], None]
) -> None:
    page = lesson_page("01_meld.ipynb", ".pl-picker button.plc-card[data-card='H14']")
    seed = page.locator(".pl-hand-builder .pl-seed input")
    seed.fill("99999999999999999999999")
    seed.press("Enter")
    expect(seed).to_have_value(str(MAX_SEED))
    page.locator(".pl-hand-builder").get_by_role("button", name="Deal").click()
    expect(page.locator(".pl-builder-message")).to_contain_text(
        f"Dealt 12 cards with seed {MAX_SEED}."
    )
    assert_no_cell_error(page)
