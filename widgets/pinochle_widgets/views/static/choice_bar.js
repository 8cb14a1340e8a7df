// pinochle-learn decision buttons (anywidget front-end module): a table's choices, drawn from
// its board. The board (a plain widget model, no view) holds the list of the buttons on show,
// one trait a bar, next to the panes' HTML: a click that changes the phase sends the board ONE
// message and the bar redraws in that task, with no button model or view made or destroyed.
// Each button is a real <button> (Tab, Enter and Space as on any button) with ipywidgets'
// button classes and the panel's hooks (pl-bid, pl-bid-250 ...); a click sends its key back.
// A bar may place real widgets among its buttons: each one's view is made once and kept.
// (The page's ipywidgets run it as any anywidget: no import, the widget manager of its model.)

async function render({ model, el }) {
  el.classList.add("jupyter-widgets", "widget-container", "widget-box", "pl-choice-bar");
  const ref = String(model.get("board") || "");
  const manager = model.widget_manager;
  const board = ref ? await manager.get_model(ref.replace(/^IPY_MODEL_/, "")) : null;
  if (!board) return undefined;
  const name = model.get("slot");
  const buttons = new Map(); // key -> <button>, kept while it is on show (its focus too)
  const rows = new Map(); // classes -> row element
  const views = new Map(); // model id -> Promise of its view
  let drawing = 0;

  function button(spec) {
    let b = buttons.get(spec.key);
    if (!b) {
      b = document.createElement("button");
      b.addEventListener("click", () => {
        if (!b.disabled) model.send({ event: "choose", key: spec.key });
      });
      buttons.set(spec.key, b);
    }
    const classes = ["jupyter-widgets", "jupyter-button", "widget-button", ...spec.classes];
    const className = classes.join(" ");
    if (b.className !== className) b.className = className;
    if (b.textContent !== spec.label) b.textContent = spec.label;
    if (spec.tooltip) b.title = spec.tooltip;
    else b.removeAttribute("title");
    b.disabled = Boolean(spec.disabled);
    b.style.width = "auto";
    b.style.minWidth = spec.min_width || "5em";
    b.style.margin = "2px 4px";
    return b;
  }

  async function widget(spec) {
    const id = spec.ref.replace(/^IPY_MODEL_/, "");
    let made = views.get(id);
    if (!made) {
      made = manager.get_model(id).then(async (child) => {
        const view = await manager.create_view(child, {});
        return view;
      });
      views.set(id, made);
    }
    return made;
  }

  // A widget's view placed by hand is told it is attached, as a Box tells its children: its
  // lumino widget gets before- and after-attach, which reach the widgets inside it, and each
  // view then applies its layout (ipywidgets waits for "displayed" to apply it).
  function attached(view) {
    const lumino = view.luminoWidget;
    const msg = lumino && lumino.constructor && lumino.constructor.Msg;
    if (msg && msg.BeforeAttach && msg.AfterAttach) {
      lumino.processMessage(msg.BeforeAttach);
      lumino.processMessage(msg.AfterAttach);
    } else view.trigger("displayed");
  }

  async function items(specs, into, mine) {
    const els = [];
    const fresh = [];
    for (const spec of specs) {
      if (spec.kind === "button") els.push(button(spec));
      else if (spec.kind === "row") {
        const key = spec.classes.join(" ") + "|" + els.length;
        let row = rows.get(key);
        if (!row) {
          row = document.createElement("div");
          row.className = ["jupyter-widgets", "widget-container", "widget-box", "widget-hbox",
            ...spec.classes].join(" ");
          row.style.display = "flex";
          row.style.flexFlow = spec.wrap ? "row wrap" : "row";
          rows.set(key, row);
        }
        await items(spec.items, row, mine);
        if (mine !== drawing) return;
        els.push(row);
      } else if (spec.kind === "widget") {
        const view = await widget(spec);
        if (mine !== drawing) return;
        if (!view.el.isConnected) fresh.push(view);
        els.push(view.el);
      }
    }
    const now = Array.from(into.children);
    if (now.length !== els.length || now.some((e, i) => e !== els[i])) into.replaceChildren(...els);
    for (const view of fresh) attached(view);
  }

  async function draw() {
    // A newer list that comes while views are being made wins: this draw stops.
    const mine = ++drawing;
    await items(board.get(name) || [], el, mine);
  }

  const redraw = () => {
    draw().catch((error) => console.error("pinochle choices:", error));
  };
  board.on("change:" + name, redraw);
  redraw();
  return () => board.off("change:" + name, redraw);
}

export default { render };
