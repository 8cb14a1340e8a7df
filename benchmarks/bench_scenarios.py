"""The Scenarios page's cost per view (not a test): a scenario file parsed once, then read back.

Each page view is a kernel of its own. Measured: parsing a file of 1000 scenarios (the most a
file may hold), a new kernel reading the parsed JSON copy ``serve`` keeps, a view in a kernel
that read it already, and how fast a 200,000-line file is refused (it is over 1 MB; before the
cap and the cache every view parsed all of it: 5.5 s and 15.7 MB of HTML on a 2-core machine).
Wall times; the load average is printed with them.

    .venv/bin/python benchmarks/bench_scenarios.py
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from pinochle_widgets.course import scenario_file as sf

TRICK = "hands=H12+S9+D13/C9+D10+C11/H9+H10+H14/S12+D9+C13&trump=S&leader=N&played=H12+C9"


def _ms(start: float) -> str:
    return f"{(time.perf_counter() - start) * 1000:.1f} ms"


def main() -> None:
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    folder = Path(tempfile.mkdtemp())
    cache = folder / "cache"
    cache.mkdir()
    path = folder / "scenarios.txt"
    lines = (f"S{i}: 02_tricks.ipynb?{TRICK}" for i in range(sf.MAX_SCENARIOS))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    env = {sf.SCENARIOS_ENV: str(path), sf.CACHE_ENV: str(cache)}
    start = time.perf_counter()
    sf.scenario_page_html(env)
    print(f"{sf.MAX_SCENARIOS} scenarios, first view (parse, write the copy): {_ms(start)}")
    sf._MEMO.clear()  # a new kernel
    start = time.perf_counter()
    sf.scenario_page_html(env)
    print(f"a new kernel's view (read the JSON copy): {_ms(start)}")
    start = time.perf_counter()
    sf.scenario_page_html(env)
    print(f"the same kernel again (memo): {_ms(start)}")
    big = folder / "big.txt"
    big.write_text("\n".join(f"S{i}: 05_play_round.ipynb?seed=1" for i in range(200_000)))
    start = time.perf_counter()
    html = sf.scenario_page_html({sf.SCENARIOS_ENV: str(big)})
    print(f"200,000 lines ({big.stat().st_size:,} bytes) refused in {_ms(start)}: {html[:90]}…")
    print(f"load average after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
