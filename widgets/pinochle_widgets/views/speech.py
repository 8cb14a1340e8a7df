"""The language a view speaks: its ``lang``, around its drawing and its callbacks.

A view made with ``lang="it"`` speaks Italian in every sentence it draws, whatever the
page's language; ``lang=None`` (the default) speaks the page's (the process language, set
once by the lesson kit). The words come from ``render/``, which reads the language of the
block it runs in (:func:`pinochle_learn.render.i18n.speaking`): a callback from the page runs
outside the block the view was made in, so each method that draws or says something is
wrapped with :func:`in_language`.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar, cast

from pinochle_learn.render.i18n import speaking

__all__ = ["in_language", "spoken_init"]

F = TypeVar("F", bound=Callable[..., Any])


def in_language(method: F) -> F:
    """Run ``method`` within ``speaking(self.lang)`` (``None`` or no ``lang``: the language
    of the surrounding block, else the page's)."""

    @functools.wraps(method)
    def spoken(self: Any, *args: Any, **kwargs: Any) -> Any:
        with speaking(getattr(self, "lang", None)):
            return method(self, *args, **kwargs)

    return cast(F, spoken)


def spoken_init(init: F) -> F:
    """Run a view's ``__init__`` within ``speaking(lang)``, its ``lang`` keyword (kept as
    ``self.lang`` for the callbacks, :func:`in_language`)."""

    @functools.wraps(init)
    def spoken(self: Any, *args: Any, **kwargs: Any) -> Any:
        self.lang = kwargs.get("lang")
        with speaking(self.lang):
            return init(self, *args, **kwargs)

    return cast(F, spoken)
