"""``python -m pinochle_widgets.records class new|erase ...`` and ``... check``
(:mod:`pinochle_widgets.records.cli`)."""

from .cli import run

run()
