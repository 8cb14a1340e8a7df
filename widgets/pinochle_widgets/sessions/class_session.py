"""A lesson's class recording: the class code of its link, the learner's name, the answers kept
until the database has them. No widget, no words: :class:`ClassState` codes, worded by
``pinochle_learn.render.class_text``; shown by :class:`pinochle_widgets.views.class_bar.ClassBar`.

A teacher's link carries ``?class=CODE`` (read by :func:`read_class_link` through the one safe
link reader). Without it nothing is recorded, and nothing of the records is imported (SQLAlchemy
costs about 0.5 s of a kernel's start). With it, :class:`ClassSession` checks the code, opens the
class's store (:class:`pinochle_widgets.records.ClassStore`), asks whether the class exists
(:meth:`ClassSession.connect`, run by the view once the page is on screen, in a thread of its
own), and records each answer once the learner has a name. A database that is down never
stops the lesson: the answer is judged as always, kept in :attr:`ClassSession.pending` and
tried again on the next answer or on the bar's timer (:meth:`ClassSession.flush`) until it is
saved.
"""

from __future__ import annotations

import enum
import threading
from collections.abc import Callable
from dataclasses import replace
from datetime import datetime, timezone
from typing import TYPE_CHECKING, Protocol

from .links import parse_link

if TYPE_CHECKING:  # imported when first used: a lesson without a class code never loads them
    from pinochle_widgets.records import Answer

__all__ = [
    "CLASS_FIELD",
    "HUB_USER_ENV",
    "ClassSession",
    "ClassState",
    "Store",
    "read_class_link",
]

CLASS_FIELD = "class"
"""The link's field holding the class code (``01_meld.ipynb?class=K7PX4M``)."""
HUB_USER_ENV = "JUPYTERHUB_USER"
"""Set by JupyterHub in a learner's server: their hub name is used and no name is asked."""


class ClassState(enum.Enum):
    """Where a lesson's recording stands (each worded by ``render.class_text.class_line``)."""

    OFF = "off"  # no class code: nothing recorded, nothing said
    BAD_CODE = "bad-code"  # the link's code cannot be a class code
    CONNECTING = "connecting"  # the store is being opened
    UNKNOWN = "unknown"  # no such class
    NEEDS_NAME = "needs-name"  # the class exists (or the store is not reached yet): a name
    RECORDING = "recording"  # every answer so far is saved
    NOT_SAVED = "not-saved"  # some answers wait for the database


def read_class_link(query: object) -> str | None:
    """The text of the ``class`` field of a page's query string (``None`` without one), checked
    later by :class:`ClassSession`. Never raises.

    Examples
    --------
    >>> read_class_link("hand=H14&class=+k7px4m")
    'k7px4m'
    >>> read_class_link("hand=H14") is None
    True
    """
    return parse_link(query, [CLASS_FIELD]).values.get(CLASS_FIELD)


class Store(Protocol):
    """What a lesson needs of :class:`pinochle_widgets.records.ClassStore`."""

    def class_title(self, code: str) -> str | None: ...  # pragma: no cover

    def record(self, answer: Answer) -> None: ...  # pragma: no cover


def _now() -> datetime:
    return datetime.now(timezone.utc)


class ClassSession:
    """One page's recording for the class the link names, lesson ``lesson`` (a notebook stem).

    Parameters
    ----------
    code
        The link's class code as written (:func:`read_class_link`); checked and normalised by
        :meth:`connect` (:func:`~pinochle_widgets.records.check_class_code`).
    lesson
        The lesson's notebook stem, e.g. ``"01_meld"``.
    open_store
        Opens the store (``records.open_store``); any error it raises means the
        database is not reached yet, and :meth:`connect` is tried again later.
    clock
        The time an answer is given (UTC).

    Examples
    --------
    >>> class Memory:
    ...     def __init__(self): self.saved = []
    ...     def class_title(self, code): return "Tuesday" if code == "K7PX4M" else None
    ...     def record(self, answer): self.saved.append(answer)
    >>> memory = Memory()
    >>> session = ClassSession(" k7px4m", "01_meld", open_store=lambda: memory)
    >>> session.connect(), session.title
    (<ClassState.NEEDS_NAME: 'needs-name'>, 'Tuesday')
    >>> session.answer("meld-seed-1", "1", "Your hand: A♠", ("meld.run",), "150", True)
    <ClassState.NEEDS_NAME: 'needs-name'>
    >>> session.name("Ana"), [a.learner for a in memory.saved]
    (<ClassState.RECORDING: 'recording'>, ['Ana'])
    """

    def __init__(
        self,
        code: str,
        lesson: str,
        *,
        open_store: Callable[[], Store],
        clock: Callable[[], datetime] = _now,
    ) -> None:
        self.code = code.strip().upper()  # shown until checked; the check's form once checked
        self.written = code
        self.bad = False  # the link's text is no class code
        self._checked = False
        self.lesson = lesson
        self.title: str | None = None
        self.learner: str | None = None
        self.pending: list[Answer] = []
        self.saved = 0
        self.dropped = 0
        self._open = open_store
        self._clock = clock
        self._store: Store | None = None
        self._known: bool | None = None  # None: not asked yet (store not reached)
        self._lock = threading.Lock()

    @property
    def reached(self) -> bool:
        """Whether the store has answered whether the class exists."""
        return self._known is not None

    @property
    def state(self) -> ClassState:
        """Where the recording stands now."""
        if self.bad:
            return ClassState.BAD_CODE
        if self._known is False:
            return ClassState.UNKNOWN
        if self.learner is None:
            return ClassState.NEEDS_NAME
        if self.pending:
            return ClassState.NOT_SAVED
        return ClassState.RECORDING

    def connect(self) -> ClassState:
        """Open the store and ask for the class, if not done yet (no error escapes: a store
        that cannot be opened is tried again by the next :meth:`connect` or :meth:`flush`)."""
        with self._lock:
            self._connect()
        return self.state

    def _check_code(self) -> bool:
        if not self._checked:
            from pinochle_widgets.records import BadClassCode, check_class_code

            self._checked = True
            try:
                self.code = check_class_code(self.written)
            except BadClassCode:
                self.bad = True
                self.pending.clear()
        return not self.bad

    def _connect(self) -> None:
        if self._known is not None or not self._check_code():
            return
        try:
            store = self._store or self._open()
            self._store = store
            title = store.class_title(self.code)
        except Exception:  # a database down or full never breaks the lesson: retried later
            return
        self._known = title is not None
        self.title = title
        if not self._known:
            self.pending.clear()

    def name(self, text: str) -> ClassState:
        """Use ``text`` as the learner's name (:func:`~pinochle_widgets.records.check_name`:
        :class:`~pinochle_widgets.records.BadName` names what is wrong and nothing changes),
        then save what waited for it."""
        from pinochle_widgets.records import check_name

        learner = check_name(text)
        with self._lock:
            self.learner = learner
            self.pending = [replace(a, learner=learner) for a in self.pending]
        return self.flush()

    def answer(
        self,
        question_set: str,
        question: str,
        prompt: str,
        rule_ids: tuple[str, ...],
        answer: str,
        correct: bool,
        *,
        save: bool = True,
    ) -> ClassState:
        """Keep one judged answer (timed now) and, with ``save``, try to save everything
        waiting (without: the caller runs :meth:`flush`, e.g. in a thread of its own)."""
        from pinochle_widgets.records import Answer

        if self._known is False or self.bad:
            return self.state
        record = Answer(
            class_code=self.code,
            learner=self.learner or "",
            lesson=self.lesson,
            question_set=question_set,
            question=question,
            prompt=prompt,
            rule_ids=tuple(rule_ids),
            answer=answer,
            correct=correct,
            at=self._clock(),
        )
        with self._lock:
            self.pending.append(record)
        return self.flush() if save else self.state

    def flush(self) -> ClassState:
        """Save the answers waiting, oldest first, while the database takes them (each once:
        an answer leaves :attr:`pending` when saved, or when the store refuses it as it is:
        ``BadAnswer``, counted in :attr:`dropped`, never tried again). A class erased while
        the page is open (``BadClassCode``) makes the state ``UNKNOWN``: its answers are
        dropped and no more are kept, and the line no longer says they are saved."""
        from pinochle_widgets.records import BadClassCode, RecordError

        with self._lock:
            self._connect()
            if self._store is None or not self._known or self.learner is None or self.bad:
                return self.state
            while self.pending:
                answer = replace(self.pending[0], class_code=self.code, learner=self.learner)
                try:
                    self._store.record(answer)
                except RecordError:  # down, locked or full: kept, tried again later
                    break
                except BadClassCode:  # the class was erased while the page was open
                    self._known = False  # said as an unknown class; nothing more is kept
                    self.dropped += len(self.pending)
                    self.pending.clear()
                    break
                except ValueError:  # refused as it is (BadAnswer...): never storable, dropped
                    self.pending.pop(0)
                    self.dropped += 1
                    continue
                except Exception:  # a driver's own error: kept, tried again later
                    break
                self.pending.pop(0)
                self.saved += 1
        return self.state
