"""How many examples a hypothesis test draws: its own count, scaled for ``make test``.

Every property test names the count it was written for (``max_examples=examples(400)``).
``make test`` sets ``PINOCHLE_EXAMPLES=0.5`` to keep CI under its time budget (each run draws
new random examples, so the runs together still cover the full count);
``make test-thorough`` and a plain ``pytest`` run the full counts. A count is never scaled
below 50 (or below itself when it is smaller).
"""

from __future__ import annotations

import os

FLOOR = 50


def scale() -> float:
    """The factor from ``PINOCHLE_EXAMPLES`` (1.0 when unset)."""
    text = os.environ.get("PINOCHLE_EXAMPLES", "").strip()
    if not text:
        return 1.0
    try:
        factor = float(text)
    except ValueError:
        raise ValueError(f"PINOCHLE_EXAMPLES={text!r}: a number such as 0.5") from None
    if not 0 < factor <= 1:
        raise ValueError(f"PINOCHLE_EXAMPLES={text!r}: between 0 and 1")
    return factor


def examples(count: int) -> int:
    """``count`` scaled by :func:`scale`, never below ``min(count, FLOOR)``."""
    return max(min(count, FLOOR), round(count * scale()))
