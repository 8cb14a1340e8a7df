"""ClassBar: a lesson opened with a teacher's class code asks once for the learner's name and
saves each self-check answer (the view over
:class:`~pinochle_widgets.sessions.class_session.ClassSession`).

One line says where the recording stands (``render.class_text.class_line``); a name box and a
button ask for the name once (:class:`NameMemory` keeps it in the browser, one per class, and
gives it back on the next lesson: no second asking). Once a name is saved, "Not you? Change the
name" shows the box again with the name in it: the new name is kept in the browser and used for
the answers from then on (those already saved keep theirs). On JupyterHub the hub's user name is
used and nothing is asked or changed.

The page is never held up by the records: the code is checked, the store opened (SQLAlchemy
imported: about 0.5 s) and every answer saved in a thread of its own, started once the bar is on
screen (:class:`NameMemory` says so) or at the learner's first act, whichever comes first, so
the lesson's cells run first. An answer not saved is tried again on the next answer and every
:data:`RETRY_S` seconds until it is saved.

Stable hooks: ``pl-class-bar``, ``pl-class-state`` (``data-state``: the
:class:`~pinochle_widgets.sessions.class_session.ClassState` value), ``pl-class-name`` (the
name box), ``pl-class-save``, ``pl-class-change``.
"""

from __future__ import annotations

import pathlib
import threading
from collections.abc import Callable
from typing import Any

import anywidget
import ipywidgets as widgets
import traitlets

from pinochle_learn.render.class_text import class_line, name_problem
from pinochle_learn.render.control_labels import class_words
from pinochle_learn.render.markup import message_html, text_html
from pinochle_widgets.sessions.class_session import ClassSession, ClassState

from .kit import button, speaks, styled

__all__ = ["RETRY_S", "ClassBar", "NameMemory"]

RETRY_S = 10.0
"""Seconds between tries to save answers the database did not take."""

_STATIC = pathlib.Path(__file__).parent / "static"


class NameMemory(anywidget.AnyWidget):
    """The learner's name for class ``code``, kept in the browser's ``localStorage``; draws
    nothing. On screen it sends ``{"event": "shown"}`` and ``recalled``, the name the browser
    kept (untrusted: checked by the bar); ``name`` is the name saved, which the browser keeps."""

    _esm = _STATIC / "name_memory.js"
    code = traitlets.Unicode("").tag(sync=True)
    name = traitlets.Unicode("").tag(sync=True)
    recalled = traitlets.Unicode("").tag(sync=True)


def _in_thread(work: Callable[[], None]) -> None:
    threading.Thread(target=work, name="pinochle-class-record", daemon=True).start()


class ClassBar(widgets.VBox):
    """The class line and the name box of a lesson opened with a class code.

    Parameters
    ----------
    session
        The recording (its code not checked yet).
    hub_user
        The JupyterHub user's name (``JUPYTERHUB_USER``): used, and no name asked.
    run
        Runs the store's work (check, open, save) away from the widget's callback: ``None``, a
        daemon thread (``_in_thread``); tests pass ``lambda work: work()``.
    retry_s
        Seconds before answers not saved are tried again (``None``: only on the next answer).
    lang
        The language of its words (a code such as ``"it"``); ``None``: the page's.
    """

    @speaks
    def __init__(
        self,
        session: ClassSession,
        *,
        hub_user: str = "",
        run: Callable[[Callable[[], None]], None] | None = None,
        retry_s: float | None = RETRY_S,
        lang: str | None = None,
    ) -> None:
        self.lang = lang
        words = class_words()
        self.session, self.hub_user = session, hub_user
        self.hub = bool(hub_user)
        # the module's _in_thread looked up at each bar's making (not bound as a default)
        self._run, self._retry_s = run or _in_thread, retry_s
        self._timer: threading.Timer | None = None
        self._started = False
        self._problem = ""
        self._changing = False
        self.line = widgets.HTML()
        self.line.add_class("pl-class-line")
        self.name_box = widgets.Text(
            description=words["name_label"],
            placeholder=words["name_placeholder"],
            tooltip=words["name_tooltip"],
            style={"description_width": "initial"},
        )
        self.name_box.add_class("pl-class-name")
        self.save_button = widgets.Button(description=words["save"], tooltip=words["save_tooltip"])
        self.save_button.add_class("pl-class-save")
        self.save_button.on_click(lambda _: self.save_name(self.name_box.value))
        self.change_button = button(
            words["change"],
            words["change_tooltip"],
            lambda _: self.change_name(),
            "pl-class-change",
            own_layout=True,  # shown and hidden
        )
        self.change_button.layout.align_self = "flex-start"
        self.name_row = widgets.HBox(
            [self.name_box, self.save_button],
            layout=widgets.Layout(flex_flow="row wrap", align_items="center"),
        )
        self.memory = NameMemory(code=session.code, layout=widgets.Layout(display="none"))
        self.memory.observe(self._on_recalled, names="recalled")
        self.memory.on_msg(self._on_message)
        super().__init__(
            styled([self.line, self.change_button, self.name_row, self.memory]),
            layout=widgets.Layout(width="100%"),
        )
        self.add_class("pl-class-bar")
        self._show()

    # ------------------------------------------------------------------ learner's acts
    def start(self) -> None:
        """Check the code and open the store in the store's thread (once): called when the bar
        is on screen, or by the learner's first act."""
        if not self._started:
            self._started = True
            self._run(self._start)

    @speaks
    def save_name(self, text: object) -> bool:
        """Use ``text`` as the learner's name; a bad one is refused in the line (the box keeps
        it, to correct). Returns whether it was taken."""
        from pinochle_widgets.records import BadName, check_name
        from pinochle_widgets.records.model import MAX_NAME

        self.start()
        if self.session.state in {ClassState.UNKNOWN, ClassState.BAD_CODE}:
            return False
        try:
            name = check_name(str(text))
        except BadName:
            self._problem = name_problem(str(text), most=MAX_NAME)
            self._show()
            return False
        self._problem = ""
        self._changing = False
        self.session.learner = name  # shown at once; saved (with what waited) in the thread
        self.memory.name = name
        self._show()
        self._run(lambda: self._named(name))
        return True

    @speaks
    def change_name(self) -> None:
        """Show the name box again, the saved name in it, to save another (not on JupyterHub,
        nor before a name is saved)."""
        if self.hub or self.session.learner is None:
            return
        self._changing = True
        self.name_box.value = self.session.learner
        self._show()

    def record(
        self,
        question_set: str,
        question: str,
        prompt: str,
        rule_ids: tuple[str, ...],
        answer: str,
        correct: bool,
    ) -> None:
        """Keep one judged answer and save it (with any waiting) in the store's thread."""
        self.start()
        self.session.answer(question_set, question, prompt, rule_ids, answer, correct, save=False)
        self._run(self._flush)  # the line changes only if it could not be saved

    # ------------------------------------------------------------------ the store's thread
    @speaks
    def _start(self) -> None:
        from pinochle_widgets.records import BadName

        self.session.connect()
        if self.hub_user and self.session.reached and self.session.state is not ClassState.UNKNOWN:
            try:
                self.session.name(self.hub_user)
            except BadName:
                self.hub = False  # a hub name no class can show: asked like anyone else's
        self._after()

    @speaks
    def _named(self, name: str) -> None:
        self.session.name(name)
        self._after()

    @speaks
    def _flush(self) -> None:
        self.session.flush()
        if self.hub_user and self.session.learner is None and self.session.reached:
            self._start()  # the store was down when the page opened
            return
        self._after()

    def _after(self) -> None:
        """Show the state; try again later while answers wait or the store is not reached."""
        self._show()
        session = self.session
        if self._retry_s is None or self._timer is not None or session.bad:
            return
        if session.pending or (not session.reached and (session.learner or self.hub)):
            self._timer = threading.Timer(self._retry_s, self._retry)
            self._timer.daemon = True
            self._timer.start()

    def _retry(self) -> None:
        self._timer = None
        self._flush()

    # ------------------------------------------------------------------ view
    @speaks
    def _on_message(self, _widget: Any, content: Any, _buffers: Any) -> None:
        if isinstance(content, dict) and content.get("event") == "shown":
            self.start()

    @speaks
    def _on_recalled(self, change: dict[str, Any]) -> None:
        if self.session.learner is None and not self.hub:
            self.save_name(change["new"])

    @speaks
    def _show(self) -> None:
        session = self.session
        state = session.state
        if state is ClassState.NEEDS_NAME and self.hub:
            state = ClassState.CONNECTING
        text = class_line(
            state.value,
            code=session.code,
            title=session.title,
            learner=session.learner,
            waiting=len(session.pending),
            hub=self.hub,
            bad=session.written,
        )
        kind = "error" if state in {ClassState.BAD_CODE, ClassState.UNKNOWN} else "info"
        line = message_html(text, kind)
        if self._changing:
            line += message_html(class_words()["change_note"], "info")
        if self._problem:
            line += message_html(self._problem, "error")
        self.line.value = (
            f'<div class="pl-class-state" data-state="{text_html(state.value)}">{line}</div>'
        )
        usable = state not in {ClassState.UNKNOWN, ClassState.BAD_CODE}
        named = session.learner is not None and not self.hub and usable
        asking = (session.learner is None or self._changing) and not self.hub and usable
        self.name_row.layout.display = "flex" if asking else "none"
        self.change_button.layout.display = "none" if asking or not named else None
