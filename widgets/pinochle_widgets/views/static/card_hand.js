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

function render({ model, el }) {
  el.classList.add("plc-root");
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

  function draw() {
    const focused = el.contains(document.activeElement) ? document.activeElement : null;
    const focusIndex = focused && focused.dataset ? Number(focused.dataset.index) : -1;
    const cards = model.get("cards") || [];
    const disabled = model.get("disabled");
    el.style.setProperty("--plc-h", model.get("height") + "px");
    row.setAttribute("aria-label", model.get("label") || "cards");
    row.replaceChildren();
    // Each suit in its own group (a new one at each suit_start): the row breaks between suits,
    // and inside a suit only when the suit alone is wider than the row.
    let group = null;
    cards.forEach((c, i) => {
      if (!group || c.suit_start) {
        group = document.createElement("span");
        group.className = "plc-suit";
        row.append(group);
      }
      const b = document.createElement("button");
      b.type = "button";
      b.className = cardClasses(c);
      b.dataset.index = String(i);
      b.dataset.card = c.code;
      b.setAttribute("aria-label", c.label);
      if (c.selected) b.setAttribute("aria-pressed", "true");
      if (disabled) b.setAttribute("aria-disabled", "true");
      if (c.reason) b.title = c.reason;
      b.innerHTML = c.svg;
      const svg = b.querySelector("svg");
      if (svg) {
        svg.setAttribute("aria-hidden", "true");
        svg.removeAttribute("role");
        const title = svg.querySelector("title");
        if (title) title.remove();
      }
      const mark = markText(c);
      if (mark) {
        const m = document.createElement("span");
        m.className = "plc-mark";
        m.setAttribute("aria-hidden", "true");
        m.textContent = mark;
        b.append(m);
      }
      if (c.caption) {
        const caption = document.createElement("span");
        caption.className = "plc-caption";
        caption.setAttribute("aria-hidden", "true"); // the aria-label says it (the reason)
        caption.textContent = c.caption;
        b.append(caption);
      }
      if (c.badge) {
        const badge = document.createElement("span");
        badge.className = "plc-badge";
        badge.setAttribute("aria-hidden", "true");
        badge.textContent = c.badge;
        b.append(badge);
      }
      reasons.set(b, c.reason || "");
      b.addEventListener("mouseenter", () => showReason(c.reason));
      b.addEventListener("mouseleave", () => showReason(standingReason()));
      b.addEventListener("focus", () => {
        if (!restoring) showReason(c.reason);
      });
      b.addEventListener("blur", () => showReason(standingReason()));
      b.addEventListener("click", () => {
        if (model.get("disabled")) return;
        model.send({ event: "pick", index: i, code: c.code });
      });
      group.append(b);
    });
    if (focusIndex >= 0) {
      restoring = true;
      focusAt(focusIndex);
      restoring = false;
    }
    showReason(standingReason());
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

  model.on("change:cards", draw);
  model.on("change:disabled", draw);
  model.on("change:height", draw);
  model.on("change:label", draw);
  model.on("change:hint", () => showReason(""));
  draw();
  return () => {
    model.off("change:cards", draw);
    model.off("change:disabled", draw);
    model.off("change:height", draw);
    model.off("change:label", draw);
  };
}

export default { render };
