"""Every page of the course in Romanian and French: no English left, before and after one
action in its explorer, ``<html lang>`` right, no page wider than 420 px (issue 23, point 6).
Italian and Spanish: ``test_pages_speak_it_es.py`` (the other xdist worker); the test itself is
``language_pages.page_speaks_test``."""

from __future__ import annotations

import pytest
from language_pages import page_speaks_test

pytestmark = pytest.mark.browser

test_the_page_speaks_the_language = page_speaks_test(["ro", "fr"])
