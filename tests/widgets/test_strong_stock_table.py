"""The stock table at the Strong level while the stock lasts (issue 19 point 2): the computer's
card is worked out by sampled deals (``strongstock``), the table says it is thinking meanwhile,
and the log shows the card's reason under it."""

from __future__ import annotations

import html
import random
from typing import Any

import pytest

from pinochle_learn.levels import LevelWhy
from pinochle_learn.players import choose_action
from pinochle_learn.render.level_text import reason_text
from pinochle_learn.state import Phase, RoundState
from pinochle_widgets.sessions import round_session
from pinochle_widgets.views.stock_table import StockTable


def test_a_strong_card_while_the_stock_lasts_is_thought_over_and_explained(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    table = StockTable(seed=23, opponent="Bill")
    table.set_level("strong")
    seen: list[tuple[bool, str]] = []
    real = round_session.decide

    def watched(level: str, state: RoundState, rng: random.Random, **kw: Any) -> Any:
        seen.append((state.phase is Phase.STOCK and state.trick is not None, table.thinking.value))
        return real(level, state, rng, **kw)

    monkeypatch.setattr(round_session, "decide", watched)
    assert table.state.phase is Phase.STOCK
    assert table.act(choose_action(table.state, random.Random(1)))
    cards = [value for card_due, value in seen if card_due]
    assert cards and all("The computer is thinking" in value for value in cards)
    reasons = [r for r in table.session.reasons if r is not None]
    stock = [r for r in reasons if r.code is LevelWhy.STOCK_SAMPLED]
    assert stock, reasons
    assert reason_text(stock[0], "Bill") in html.unescape(table.log_view.value)
