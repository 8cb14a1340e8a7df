"""The meld odds lesson's tables, headless (the browser test opens the page)."""

from __future__ import annotations

from pinochle_learn import TWO_HAND_WIDOW, Suit
from pinochle_learn.odds import meld_distribution
from pinochle_learn.render.odds_text import percent
from pinochle_widgets.views.odds_views import total_meld_table


def test_total_meld_table_gives_each_trump_its_exact_figures():
    table = total_meld_table(TWO_HAND_WIDOW, thresholds=(250,))
    assert table.columns == ("mean meld", "melds nothing", "250+")
    assert table.index == ("♠", "♥", "♦", "♣")
    spades = meld_distribution(Suit.SPADES, TWO_HAND_WIDOW)
    row = table.row("♠")
    assert row["mean meld"] == f"{float(spades.mean):.1f}"
    assert row["melds nothing"] == f"1 in {round(1 / spades.probability(0)):,}"
    assert row["250+"] == percent(float(spades.at_least(250)))
    # ♥ and ♣ are alike (the pinochle cards are in neither); ♠ differs (Q♠ is a trump)
    assert table.row("♥") == table.row("♣")
    assert table.row("♠") != table.row("♥")
    # In JupyterLab the same table is a DataFrame to explore (pandas imported then).
    frame = table.to_frame()
    assert frame.index.name == "trump" and frame.loc["♠", "250+"] == row["250+"]


def test_the_lesson_tables_are_plain_html_with_one_header_row_and_row_headers():
    # What the accessibility audit needs: one header row, no empty header cell, each row's
    # header a <th scope="row">; the text escaped.
    import re

    from pinochle_widgets.views.odds_views import Table, binomial_table, frame_html

    html = frame_html(binomial_table(), element_id="odds-binomial")
    assert html.startswith('<div id="odds-binomial"')
    assert html.count("<thead>") == 1 and html.count("<tr") == 1 + 5
    assert "<th></th>" not in html
    assert re.findall(r"<thead><tr[^>]*>(.*?)</tr>", html)[0].startswith("<th>event</th>")
    assert '<th scope="row">no ace at all</th>' in html
    odd = Table("a<b", ("x&y",), ("<script>",), (("'1'",),)).html(element_id="t")
    assert "<script>" not in odd and "&lt;script&gt;" in odd and "x&amp;y" in odd


def test_chart_text_stays_readable_on_a_420_px_screen():
    # A 420 px phone leaves about 390 px of page: the chart scales to that width, and its
    # smallest text must still be at least 11 px tall (it was 10 pt text in a 720 px figure:
    # 13.3 x 390 / 720 = 7.2 px).
    import re

    from pinochle_widgets.views.odds_views import distribution_svg

    html = distribution_svg(
        {0: 0.25, 20: 0.5, 40: 0.15, 320: 0.1},
        title="Meld of a dealt 12-card hand, partnership game (exact)",
        marker=40,
        marker_label="mean 40.0",
    )
    width_pt = float(re.search(r'<svg[^>]* width="([\d.]+)pt"', html).group(1))
    view_width = float(re.search(r'viewBox="0 0 ([\d.]+) ', html).group(1))
    sizes = [float(s) for s in re.findall(r"font-size: ([\d.]+)px", html)]
    texts = re.findall(r"<text[^>]*>([^<]*)<", html)
    assert "300+" in texts and "mean 40.0" in texts and "chance (%)" in texts
    assert len(sizes) == len(texts)
    shown_width = min(width_pt * 96 / 72, 390)
    assert min(sizes) * shown_width / view_width >= 11
    # The title is the figure's caption (it wraps) and the chart's name for screen readers.
    title = "Meld of a dealt 12-card hand, partnership game (exact)"
    assert (
        f'<figcaption class="pl-chart-title" style="font-weight:600;line-height:1.3">{title}<'
        in html
    )
    assert f'<svg role="img" aria-label="{title}"' in html
