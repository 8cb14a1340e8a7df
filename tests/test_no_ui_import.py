"""The engine imports no UI (STYLE.md rule 9): not ipywidgets, pandas or traitlets."""

from __future__ import annotations

import json
import subprocess
import sys

UI_MODULES = ("ipywidgets", "pandas", "traitlets", "IPython")

SCRIPT = """
import json, sys
import pinochle_learn
from pinochle_learn import PARTNERSHIP, Card, Hand, solve_meld
from pinochle_learn.render.display import picture
result = solve_meld("S12 D11 H12 C12 D12 S13 S14 S10 S11 H10 C10 D10", "S", PARTNERSHIP)
html = (
    picture("pinochle_learn.meld", "MeldResult")(result)
    + picture("pinochle_learn.hand", "Hand")(Hand.parse("H14 H10"))
    + picture("pinochle_learn.cards", "Card")(Card.parse("QS"))
)
assert 'id="meld-total"' in html and "<svg" in html
print(json.dumps(sorted(m for m in sys.modules if m.split(".")[0] in %r)))
"""


def test_engine_and_html_renderer_load_no_ui_modules() -> None:
    out = subprocess.run(
        [sys.executable, "-c", SCRIPT % (UI_MODULES,)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(out.stdout) == []
