// pinochle-learn name memory: the learner's name for a class, kept in this browser
// (localStorage, one key per class code). No imports, no network, nothing drawn.
// On render it tells Python the page is on screen ({event: "shown"}) and hands it the name kept
// for the class (trait "recalled"); Python checks it (check_name) and, when the learner saves a
// name, sets "name", which is kept here.

function key(model) {
  return "pinochle-learn:class-name:" + model.get("code");
}

function render({ model, el }) {
  el.hidden = true;
  model.send({ event: "shown" }); // the page is on screen: Python may open the class's store
  try {
    const kept = window.localStorage.getItem(key(model));
    if (kept && !model.get("name")) {
      model.set("recalled", kept);
      model.save_changes();
    }
  } catch (error) {
    // storage refused (private mode, a policy): the name is asked again, nothing breaks
  }
  model.on("change:name", () => {
    const name = model.get("name");
    try {
      if (name) window.localStorage.setItem(key(model), name);
    } catch (error) {
      // as above
    }
  });
}

export default { render };
