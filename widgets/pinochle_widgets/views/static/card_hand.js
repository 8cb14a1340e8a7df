// pinochle-learn card hand: the card picture is the control (anywidget front-end module).
// No imports, no network: the SVG of each card comes from Python (pinochle_learn.render).
// One message per click or key press reaches Python ({event: "pick", index, code});
// Python alone judges it and sends back the new cards.

function cardClasses(c) {
  const names = ["plc-card"];
  if (c.mark) names.push("plc-" + c.mark);
  if (c.selected) names.push("plc-selected");
  if (c.received) names.push("plc-received");
  if (c.winning) names.push("plc-winning");
  if (c.suit_start) names.push("plc-suit-start");
  if (c.caption) names.push("plc-captioned");
  return names.join(" ");
}

function markText(c) {
  if (c.mark === "playable") return "✓";
  if (c.mark === "refused") return "✗";
  return "";
}

const PICTURES = new Map();

async function render({ model, el }) {
  el.classList.add("plc-root");
  // A table's hand gets its cards from the table's board (one model for the whole table, one
  // message a redraw: pinochle_widgets.views.pane_board); a hand alone, from its own model.
  const ref = String(model.get("board") || "");
  const board = ref ? await model.widget_manager.get_model(ref.replace(/^IPY_MODEL_/, "")) : null;
  const slot = model.get("board_slot");
  const carried = (name) => (board ? board.get(slot + "_" + name) : model.get(name));
  const cardsNow = () => carried("cards") || [];
  // The one stylesheet is on the page once (a table's Stylesheet widget brings it); a hand shown
  // alone asks Python for it.
  const sheet = model.get("_anywidget_id");
  if (sheet && !document.getElementById(sheet)) model.send({ event: "sheet" });
  const row = document.createElement("div");
  row.className = "plc-hand";
  row.setAttribute("role", "group");
  const reason = document.createElement("div");
  reason.className = "plc-reason";
  reason.setAttribute("aria-hidden", "true"); // screen readers hear the card's aria-label
  el.append(row, reason);

  function showReason(text) {
    reason.textContent = text || model.get("hint") || "";
  }

  // The why line follows the pointer, and the keyboard's focus: a card keeps its reason on show
  // only while the pointer is on it or while it holds focus given by a key (:focus-visible),
  // never because a click left the focus on it or a redraw put the focus back.
  const reasons = new WeakMap();
  let restoring = false;

  function standingReason() {
    const hovered = row.querySelector("button.plc-card:hover");
    if (hovered) return reasons.get(hovered) || "";
    const focused = row.querySelector("button.plc-card:focus-visible");
    return focused ? reasons.get(focused) || "" : "";
  }

  function buttons() {
    return Array.from(row.querySelectorAll("button.plc-card"));
  }

  function focusAt(index) {
    const all = buttons();
    if (!all.length) return;
    const i = Math.max(0, Math.min(index, all.length - 1));
    all[i].focus();
  }

  // Parsed pictures by SVG text (shared by every hand on the page): a card's <svg> is cloned,
  // never parsed again. The pictures come in model "faces" (code -> SVG), sent only when a card
  // the page has no picture of comes on show.
  function face(code) {
    const text = (carried("faces") || {})[code] || "";
    let made = PICTURES.get(text);
    if (!made) {
      const holder = document.createElement("template");
      holder.innerHTML = text;
      made = holder.content.firstElementChild;
      if (made) {
        made.setAttribute("aria-hidden", "true"); // the button's aria-label says it
        made.removeAttribute("role");
        const title = made.querySelector("title");
        if (title) title.remove();
      }
      if (PICTURES.size > 512) PICTURES.clear();
      PICTURES.set(text, made);
    }
    return made ? made.cloneNode(true) : null;
  }

  function extra(b, css, text) {
    // The mark, caption or badge span of button b: made, changed or taken away in place.
    let span = b.querySelector(":scope > ." + css);
    if (!text) {
      if (span) span.remove();
      return;
    }
    if (!span) {
      span = document.createElement("span");
      span.className = css;
      span.setAttribute("aria-hidden", "true"); // the aria-label says it (the reason)
      b.append(span);
    }
    if (span.textContent !== text) span.textContent = text;
  }

  function newButton() {
    const b = document.createElement("button");
    b.type = "button";
    b.addEventListener("mouseenter", () => showReason(reasons.get(b)));
    b.addEventListener("mouseleave", () => showReason(standingReason()));
    b.addEventListener("focus", () => {
      if (!restoring) showReason(reasons.get(b));
    });
    b.addEventListener("blur", () => showReason(standingReason()));
    b.addEventListener("click", () => {
      if (model.get("disabled")) return;
      model.send({ event: "pick", index: Number(b.dataset.index), code: b.dataset.card });
    });
    return b;
  }

  function setAttr(b, name, value) {
    if (value === null) {
      if (b.hasAttribute(name)) b.removeAttribute(name);
    } else if (b.getAttribute(name) !== value) b.setAttribute(name, value);
  }

  // The buttons are kept and updated in place, each in its suit's group at its place there: a
  // click that plays a card changes the words and pictures that changed, and no button moves
  // (the focused one stays in the page, so no blur and no forced layout to put the focus back).
  function update(b, c, i, disabled) {
    setAttr(b, "class", cardClasses(c));
    b.dataset.index = String(i);
    const height = String(model.get("height"));
    if (b.dataset.card !== c.code || b.dataset.face !== height) {
      const svg = face(c.code);
      const old = b.querySelector(":scope > svg");
      if (svg) {
        if (old) old.replaceWith(svg);
        else b.prepend(svg);
      } else if (old) old.remove();
      b.dataset.card = c.code;
      b.dataset.face = svg ? height : "";
    }
    setAttr(b, "aria-label", c.label);
    setAttr(b, "aria-pressed", c.selected ? "true" : null);
    setAttr(b, "aria-disabled", disabled ? "true" : null);
    setAttr(b, "title", c.reason ? c.reason : null);
    extra(b, "plc-mark", markText(c));
    extra(b, "plc-caption", c.caption);
    extra(b, "plc-badge", c.badge);
    reasons.set(b, c.reason || "");
  }

  function draw() {
    pending = false;
    const focused = el.contains(document.activeElement) ? document.activeElement : null;
    const focusIndex = focused && focused.dataset ? Number(focused.dataset.index) : -1;
    const cards = cardsNow();
    const disabled = model.get("disabled");
    el.style.setProperty("--plc-h", model.get("height") + "px");
    setAttr(row, "aria-label", model.get("label") || "cards");
    // Each suit in its own group (a new one at each suit_start): the row breaks between suits,
    // and inside a suit only when the suit alone is wider than the row.
    const groups = [];
    cards.forEach((c, i) => {
      if (!groups.length || c.suit_start) groups.push([]);
      groups[groups.length - 1].push([c, i]);
    });
    const spans = Array.from(row.children);
    groups.forEach((members, k) => {
      let span = spans[k];
      if (!span) {
        span = document.createElement("span");
        span.className = "plc-suit";
        row.append(span);
      }
      const held = Array.from(span.children);
      members.forEach(([c, i], j) => {
        let b = held[j];
        if (!b) {
          b = newButton();
          span.append(b);
        }
        update(b, c, i, disabled);
      });
      held.slice(members.length).forEach((b) => b.remove());
    });
    spans.slice(groups.length).forEach((span) => span.remove());
    if (focusIndex >= 0 && !el.contains(document.activeElement)) {
      restoring = true;
      focusAt(focusIndex);
      restoring = false;
    }
    showReason(standingReason());
  }

  // One draw for the changes of one message (the pictures and the cards come together).
  let pending = false;
  function later() {
    if (pending) return;
    pending = true;
    queueMicrotask(draw);
  }

  row.addEventListener("keydown", (event) => {
    const target = event.target;
    if (!target || !target.dataset || target.dataset.index === undefined) return;
    const index = Number(target.dataset.index);
    const last = buttons().length - 1;
    let next = null;
    if (event.key === "ArrowRight" || event.key === "ArrowDown") next = index + 1;
    else if (event.key === "ArrowLeft" || event.key === "ArrowUp") next = index - 1;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = last;
    if (next === null) return;
    event.preventDefault();
    focusAt(next < 0 ? last : next > last ? 0 : next);
  });

  const events = ["change:cards", "change:faces", "change:disabled", "change:height", "change:label"];
  events.forEach((name) => model.on(name, later));
  model.on("change:hint", () => showReason(""));
  const boardEvents = ["change:" + slot + "_cards", "change:" + slot + "_faces"];
  if (board) boardEvents.forEach((name) => board.on(name, later));
  draw();
  return () => {
    events.forEach((name) => model.off(name, later));
    if (board) boardEvents.forEach((name) => board.off(name, later));
  };
}

export default { render };
