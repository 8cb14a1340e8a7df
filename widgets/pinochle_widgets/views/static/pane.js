// pinochle-learn table pane (anywidget front-end module): one pane of a table, drawn from its
// board. The board (a plain widget model, no view) holds the HTML of every pane of the table,
// one trait a pane; a redraw sends the board ONE message with the panes whose HTML changed, and
// each pane patches itself in that one task: the page lays out and paints once a click.
// The element is built as ipywidgets' HTML widget builds its own (classes widget-html and
// widget-html-content), so the stylesheet and the page's hooks see the same tree.

async function render({ model, el }) {
  el.classList.add("jupyter-widgets", "widget-inline-hbox", "widget-html", "pl-pane");
  const content = document.createElement("div");
  content.className = "widget-html-content";
  el.append(content);
  const ref = String(model.get("board") || "");
  const board = ref ? await model.widget_manager.get_model(ref.replace(/^IPY_MODEL_/, "")) : null;
  if (!board) return undefined;
  const name = model.get("slot");
  let shown = null;
  function draw() {
    const html = board.get(name) || "";
    if (html !== shown) {
      content.innerHTML = html;
      shown = html;
    }
  }
  board.on("change:" + name, draw);
  draw();
  return () => board.off("change:" + name, draw);
}

export default { render };
