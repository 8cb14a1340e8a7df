"""Plain HTML tables of text (the odds and score tables a lesson shows), made without pandas.

One header row (the corner cell names the row headers, so no header cell is empty: axe
``empty-table-header``), row headers as ``<th scope="row">``, every cell escaped through
:func:`~pinochle_learn.render.markup.text_html`. The markup keeps what pandas' ``to_html`` wrote
(``<thead>``/``<tbody>``, ``class="dataframe ..."``), so the pages' styles and tests read it as
before.

Examples
--------
>>> html = data_table_html(["each"], [["11"], ["10"]], index=["A", "<10>"], corner="card")
>>> html.count("<tr"), '<th scope="row">&lt;10&gt;</th>' in html, "<th></th>" in html
(3, True, False)
"""

from __future__ import annotations

from collections.abc import Sequence

from .markup import text_html

__all__ = ["data_table_html"]


def data_table_html(
    columns: Sequence[object],
    rows: Sequence[Sequence[object]],
    *,
    index: Sequence[object] | None = None,
    corner: object = "",
    table_id: str | None = None,
    classes: str = "",
) -> str:
    """An HTML table of text.

    Parameters
    ----------
    columns
        The column headers (after the corner, if any).
    rows
        Each row's cells (``<td>``), as many as ``columns``.
    index
        Each row's header (``<th scope="row">``), or ``None`` for a table with no row headers.
    corner
        With ``index``: the first header cell's text, naming the row headers (never empty).
    table_id, classes
        The table's ``id`` and extra classes (after ``dataframe``).

    Raises
    ------
    ValueError
        A row whose cells do not match the columns (its position named), row headers not one
        per row, or an empty corner.
    """
    if index is not None and (len(index) != len(rows) or not str(corner)):
        raise ValueError(f"index={index!r}, corner={corner!r}: one header per row, and a corner")
    head = ([] if index is None else [corner]) + list(columns)
    header = "".join(f"<th>{text_html(h)}</th>" for h in head)
    body = []
    for number, cells in enumerate(rows):
        if len(cells) != len(columns):
            raise ValueError(f"row {number} has {len(cells)} cells for {len(columns)} columns")
        th = "" if index is None else f'<th scope="row">{text_html(index[number])}</th>'
        tds = "".join(f"<td>{text_html(c)}</td>" for c in cells)
        body.append(f"<tr>{th}{tds}</tr>")
    attrs = f' class="{text_html(("dataframe " + classes).strip())}"'
    if table_id is not None:
        attrs += f' id="{text_html(table_id)}"'
    return (
        f'<table border="0"{attrs}><thead><tr style="text-align: right;">{header}</tr></thead>'
        f"<tbody>{''.join(body)}</tbody></table>"
    )
