"""Bar charts as inline SVG, written by hand (no plotting library on a lesson's path).

A chart is :data:`WIDTH` CSS pixels wide with :data:`FONT_PX` text, so scaled down to a 420 px
phone (about 390 px of page) its smallest text is still about 11 px tall. The title is the
figure's HTML caption (it wraps on a narrow screen) and the chart's name for screen readers; the
axis text is SVG text, read and copied as text. Every text is escaped through
:func:`~pinochle_learn.render.markup.text_html`.

Examples
--------
>>> from pinochle_learn.render.style import colour
>>> svg = bar_chart_svg({0: 0.5, 20: 0.25, 400: 0.25}, title="a <b>", colour=colour("bar"),
...                     tail_colour=colour("tail"), upto=300)
>>> 'aria-label="a &lt;b&gt;"' in svg, ">300+</text>" in svg, svg.count("<rect")
(True, True, 3)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping

from .i18n import _
from .markup import text_html

__all__ = ["FONT_PX", "WIDTH", "bar_chart_svg"]

WIDTH = 520
"""A chart's natural width in CSS pixels: no wider than a desktop needs, so a phone scales it
down by no more than about a quarter."""
HEIGHT = 278
"""A chart's natural height in CSS pixels."""
FONT_PX = 15
"""The text size in CSS pixels at the natural width (about 11 px on a 420 px phone)."""
_LEFT, _RIGHT, _TOP, _BOTTOM = 64, 16, 14, 50


def _step(top: float, most: int) -> float:
    """A round tick step (1, 2 or 5 times a power of ten) giving at most ``most`` steps."""
    raw = top / most if top > 0 else 1.0
    power = 10.0 ** math.floor(math.log10(raw))
    return next(m * power for m in (1, 2, 5, 10) if m * power >= raw)


def _number(x: float) -> str:
    return f"{x:g}"


def _text(
    x: float, y: float, words: str, anchor: str = "middle", *, fill: str = "currentColor"
) -> str:
    return (
        f'<text x="{x:.1f}" y="{y:.1f}" text-anchor="{anchor}" fill="{text_html(fill)}"'
        f' style="font-size: {FONT_PX}px">{text_html(words)}</text>'
    )


def _ticks(
    sx: Callable[[float], float],
    sy: Callable[[float], float],
    y_top: float,
    upto: int,
    plot_h: int,
    low: int = 0,
) -> list[str]:
    """The axes' ticks and their numbers: ``sx``/``sy`` place a value on the chart."""
    parts = []
    y_step = _step(y_top, 5)
    ticks = [i * y_step for i in range(int(y_top / y_step) + 1)]
    for y in ticks:
        parts.append(
            f'<line x1="{_LEFT}" x2="{_LEFT - 5}" y1="{sy(y):.1f}" y2="{sy(y):.1f}"'
            ' stroke="currentColor"/>'
        )
        parts.append(_text(_LEFT - 8, sy(y) + FONT_PX * 0.35, _number(y), "end"))
    x_step = _step(upto - low, 6)
    for i in range(int((upto - low) / x_step) + 1):
        x = low + i * x_step
        parts.append(
            f'<line x1="{sx(x):.1f}" x2="{sx(x):.1f}" y1="{_TOP + plot_h}"'
            f' y2="{_TOP + plot_h + 5}" stroke="currentColor"/>'
        )
        parts.append(_text(sx(x), _TOP + plot_h + 6 + FONT_PX, _number(x)))
    return parts


def bar_chart_svg(
    values: Mapping[int, float],
    *,
    title: str,
    colour: str,
    tail_colour: str,
    xlabel: str | None = None,
    ylabel: str | None = None,
    upto: int = 300,
    width: int = 8,
    marker: int | None = None,
    marker_label: str = "",
    marker_colour: str = "currentColor",
    element_id: str = "odds-plot",
    low: int = 0,
) -> str:
    """``{x: probability}`` as a bar chart in percent, inside ``<figure id=element_id>``.

    Values at or above ``upto`` are summed into one last bar labelled ``"upto+"``; ``marker``
    draws a dashed line at that x with ``marker_label`` beside it. Bars are ``width`` units of
    x wide; ``xlabel`` and ``ylabel`` default to "meld points" and "chance (%)" in the current
    language. The x axis starts at ``low`` (0 unless a value lies lower). Returns HTML (a
    ``<figure>`` with a ``<figcaption>`` and an ``<svg role="img">``).
    """
    xlabel = _("meld points") if xlabel is None else xlabel
    ylabel = _("chance (%)") if ylabel is None else ylabel
    shown = sorted((x, p * 100) for x, p in values.items() if x < upto)
    tail = sum(p for x, p in values.items() if x >= upto) * 100
    x_top = upto + 2 * width if tail else max([x for x, _h in shown] + [upto // 2]) + width
    x_low = min([low] + [x for x, _h in shown]) - width
    y_top = max([h for _x, h in shown] + [tail, 1e-9]) * 1.08
    plot_w, plot_h = WIDTH - _LEFT - _RIGHT, HEIGHT - _TOP - _BOTTOM

    def sx(x: float) -> float:
        return _LEFT + (x - x_low) / (x_top - x_low) * plot_w

    def sy(y: float) -> float:
        return _TOP + plot_h - y / y_top * plot_h

    bar_px = max(width / (x_top - x_low) * plot_w, 1.0)
    parts = _ticks(sx, sy, y_top, upto, plot_h, min([low] + [x for x, _h in shown]))
    for x, h in shown:
        parts.append(
            f'<rect x="{sx(x) - bar_px / 2:.2f}" y="{sy(h):.2f}" width="{bar_px:.2f}"'
            f' height="{sy(0) - sy(h):.2f}" fill="{text_html(colour)}"/>'
        )
    if tail:
        x = upto + width + width // 4
        parts.append(
            f'<rect x="{sx(x) - bar_px / 2:.2f}" y="{sy(tail):.2f}" width="{bar_px:.2f}"'
            f' height="{sy(0) - sy(tail):.2f}" fill="{text_html(tail_colour)}"/>'
        )
        parts.append(_text(sx(x), sy(tail) - 4, f"{upto}+"))
    if marker is not None:
        mx = sx(marker)
        parts.append(
            f'<line x1="{mx:.1f}" x2="{mx:.1f}" y1="{_TOP}" y2="{_TOP + plot_h}"'
            f' stroke="{text_html(marker_colour)}" stroke-dasharray="5 3"/>'
        )
        label_y = _TOP + plot_h * 0.08 + FONT_PX * 0.35
        parts.append(_text(mx + 5, label_y, marker_label, "start", fill=marker_colour))
    axes = (
        f'<path d="M{_LEFT} {_TOP} V{_TOP + plot_h} H{_LEFT + plot_w}" fill="none"'
        ' stroke="currentColor"/>'
    )
    turn = f'<g transform="translate({FONT_PX + 2} {_TOP + plot_h / 2:.1f}) rotate(-90)">'
    labels = f"{_text(_LEFT + plot_w / 2, HEIGHT - 8, xlabel)}{turn}{_text(0, 0, ylabel)}</g>"
    label = text_html(title)
    svg = (
        f'<svg role="img" aria-label="{label}" style="max-width:100%;height:auto"'
        f' xmlns="http://www.w3.org/2000/svg" width="{WIDTH * 72 / 96:g}pt"'
        f' height="{HEIGHT * 72 / 96:g}pt" viewBox="0 0 {WIDTH} {HEIGHT}">'
        f"{axes}{''.join(parts)}{labels}</svg>"
    )
    caption = (
        '<figcaption class="pl-chart-title" style="font-weight:600;line-height:1.3">'
        f"{label}</figcaption>"
    )
    return f'<figure id="{text_html(element_id)}" style="margin:0">{caption}{svg}</figure>'
