"""The headless Chromium recipe the browser benchmarks share (``VOILA.md``, Testing): Debian's
Chromium with the flags that work on this machine. The tests' copy is ``CHROMIUM_FLAGS`` in the
root ``conftest.py``."""

from __future__ import annotations

FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
