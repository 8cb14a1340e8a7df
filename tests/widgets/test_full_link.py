"""Link to this gives a full link a teacher pastes into a message (issue 22, point 6): the
scheme, the host and port the page was opened at, the lessons' folder, the state's fields and
the class's token; the token in a link is the server's, not a field the lesson names."""

from __future__ import annotations

import pytest

from pinochle_learn import Bid, Seat
from pinochle_widgets.course.scenarios import EXPLORERS, LinkBar, restore
from pinochle_widgets.sessions.links import TOKEN_ENV, page_link, read_link
from pinochle_widgets.views.auction_explorer import AuctionExplorer

VOILA_ENV = {  # what Voila 0.5 sets in a page's kernel (voila/handler.py), for room12:8866
    "SERVER_NAME": "room12",
    "SERVER_PORT": "8866",
    "SCRIPT_NAME": "/voila/render/03_bidding.ipynb",
    "QUERY_STRING": "",
}


def test_link_to_this_gives_the_full_link_with_the_token(monkeypatch: pytest.MonkeyPatch) -> None:
    for key, value in {**VOILA_ENV, TOKEN_ENV: "abc123"}.items():
        monkeypatch.setenv(key, value)
    explorer = AuctionExplorer(Seat.WEST)
    explorer.act(Bid(Seat.NORTH, 250))
    bar = LinkBar("auction", explorer, "03_bidding.ipynb")
    assert bar.make() == (
        "http://room12:8866/voila/render/03_bidding.ipynb?dealer=W&bids=250&token=abc123"
    )
    assert bar.text.value == bar.make()


def test_without_a_token_the_link_has_none(monkeypatch: pytest.MonkeyPatch) -> None:
    for key, value in VOILA_ENV.items():
        monkeypatch.setenv(key, value)
    monkeypatch.delenv(TOKEN_ENV, raising=False)
    bar = LinkBar("auction", AuctionExplorer(Seat.WEST), "03_bidding.ipynb")
    assert bar.make() == "http://room12:8866/voila/render/03_bidding.ipynb?dealer=W"


def test_a_hub_prefix_is_kept() -> None:
    env = {**VOILA_ENV, "SCRIPT_NAME": "/user/ann/voila/render/03_bidding.ipynb", "SERVER_PORT": ""}
    assert page_link("03_bidding.ipynb?dealer=S", env) == (
        "http://room12/user/ann/voila/render/03_bidding.ipynb?dealer=S"
    )


@pytest.mark.parametrize("host", ["", "a b", "evil/x", "<img>", "h@x"])
def test_an_odd_host_leaves_the_link_relative(host: str) -> None:
    assert page_link("03_bidding.ipynb?dealer=S", {**VOILA_ENV, "SERVER_NAME": host}) == (
        "03_bidding.ipynb?dealer=S"
    )


def test_the_token_of_a_link_is_no_problem_of_the_lesson() -> None:
    _, problems = read_link("dealer=S&token=abc123", EXPLORERS["auction"].readers)
    assert problems == []
    _, _, problems = restore("auction", "dealer=S&bids=250&token=abc123")
    assert problems == []
