"""``pinochle-learn class ...`` and the start-up check of ``pinochle-learn serve``.

The engine's command line (standard library only) runs this module as a child process,
``python -m pinochle_widgets.records ...``, as it runs Voila for ``serve``:

- ``class new TITLE [--database URL] [--base URL] [--token TOKEN]``: makes a class, prints its
  code, the lesson links carrying it (in the course's order with their titles, when the
  caller gives the lessons: :mod:`pinochle_widgets.course.class_command`), the index's link and
  the teacher's link (the token is shown this once); ``--base`` must be an http(s) URL;
- ``class erase CODE [--database URL] [--yes]``: deletes the class and its answers, after the
  teacher confirms (naming the class's title and its answers); without ``--yes`` and with no
  terminal to ask on, it refuses (one line, exit 2);
- ``check [--database URL]``: the records' database answers and takes a write (``serve`` runs it
  before starting Voila); prints where it is (``SQLite file PATH``, ``PostgreSQL at HOST/NAME``).

``--database`` defaults to ``PINOCHLE_LEARN_DATABASE``, else SQLite in the data folder. Bad
input or an unreachable database: one line on stderr, exit status 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn
from urllib.parse import quote, urlencode, urlsplit

from pinochle_learn.render import i18n
from pinochle_learn.render.command_language import (
    LANG_OPTION,
    command_language,
    take_language,
    unknown_language_line,
)
from pinochle_learn.render.i18n import LANGUAGES, UnknownLanguage, ngettext, speaking
from pinochle_learn.render.record_text import database_label
from pinochle_learn.render.usage_text import HelpFormatter, usage_error_text, word_help
from pinochle_learn.serve import notebooks_dir

from .model import BadClassCode, BadName, RecordError
from .store import DATABASE_ENV, ClassStore

__all__ = ["TEACHER_PAGE", "lesson_links", "main"]

_ = i18n._  # the command's words in its language (``pybabel extract`` reads the _() calls)
USAGE_ERROR = 2
DECLINED = 1
INDEX_PAGE = "index.ipynb"
TEACHER_PAGE = "teacher.ipynb"
"""The teacher's page (``teacher.ipynb?class=CODE&teacher=TOKEN``)."""
DEFAULT_BASE = "http://127.0.0.1:8866/voila/render/"
_NOT_LESSONS = {"index", "scenarios", "teacher"}


class _Parser(argparse.ArgumentParser):
    """argparse, with a usage error as one line (no usage block) in the command's language
    (:func:`~pinochle_learn.render.usage_text.usage_error_text`) and exit status 2."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kwargs)
        word_help(self)

    def error(self, message: str) -> NoReturn:
        print(_one_line(f"{self.prog}: {usage_error_text(message)}"), file=sys.stderr)
        raise SystemExit(USAGE_ERROR)


def lesson_links(base: str, code: str, token: str = "", folder: Path | None = None) -> list[str]:
    """The link of each lesson (every notebook but the index, the Scenarios page and the
    teacher's page, by name) under ``base`` carrying ``?class=CODE`` (and the server's token).

    Examples
    --------
    >>> lesson_links("http://room12:8866/voila/render/", "K7WQ3M")[0]
    'http://room12:8866/voila/render/01_meld.ipynb?class=K7WQ3M'
    """
    where = folder or notebooks_dir()
    names = sorted(p.name for p in where.glob("*.ipynb") if p.stem not in _NOT_LESSONS)
    query = urlencode({"class": code, **({"token": token} if token else {})})
    return [f"{_base(base)}{quote(name)}?{query}" for name in names]


def _base(base: str) -> str:
    return base.rstrip("/") + "/"


def _http_url(text: str) -> str:
    """``--base``: an ``http://`` or ``https://`` URL with a host, else a usage error."""
    parts = urlsplit(text.strip())
    if parts.scheme not in {"http", "https"} or not parts.hostname:
        raise argparse.ArgumentTypeError(
            _("{value} is not an http:// or https:// address, e.g. {example}").format(
                value=repr(text), example=DEFAULT_BASE
            )
        )
    return text.strip()


def _link(base: str, notebook: str, query: str) -> str:
    return f"{_base(base)}{quote(notebook)}?{query}"


def _store(url: str | None) -> ClassStore:
    return ClassStore(url) if url else ClassStore.from_environment()


def _cmd_new(args: argparse.Namespace) -> int:
    store = _store(args.database)
    made = store.new_class(args.title)
    print(
        _("Class {title}: code {code} ({database})").format(
            title=repr(made.title), code=made.code, database=database_label(**store.place)
        )
    )
    query = urlencode({"class": made.code, **({"token": args.token} if args.token else {})})
    print(_("Lesson links for the learners:"))
    if args.lessons is None:
        for link in lesson_links(args.base, made.code, args.token):
            print(f"  {link}")
    else:
        for notebook, title in args.lessons:
            print(f"  {title}: {_link(args.base, notebook, query)}")
    index = _link(args.base, INDEX_PAGE, query)
    print("  " + _("Every lesson (the course's index): {link}").format(link=index))
    teacher = urlencode(
        {
            "class": made.code,
            "teacher": made.teacher_token,
            **({"token": args.token} if args.token else {}),
        }
    )
    print(_("The teacher's page (keep this link to yourself; it is shown only now):"))
    print(f"  {_base(args.base)}{TEACHER_PAGE}?{teacher}")
    print(
        _("Answers are kept until you erase them: pinochle-learn class erase {code}").format(
            code=made.code
        )
    )
    return 0


def _confirmed(title: str, code: str, count: int) -> bool | None:
    """Whether the teacher typed yes to erasing; None when there is no terminal to ask on."""
    if not sys.stdin or not sys.stdin.isatty():
        return None
    question = ngettext(
        "Erase class {title} ({code}) and its {count} answer for good? [y/N] ",
        "Erase class {title} ({code}) and its {count} answers for good? [y/N] ",
        count,
    ).format(title=repr(title), code=code, count=count)
    reply = input(question)
    # "y"/"yes", and the language's own yes (a translator gives it: "s" and "sì" in Italian)
    yes = {"y", "yes", *_("y|yes").lower().split("|")}
    return reply.strip().lower() in yes


def _cmd_erase(args: argparse.Namespace) -> int:
    store = _store(args.database)
    title = store.class_title(args.code)
    code = args.code.strip().upper()
    if title is None:
        raise BadClassCode("no_such_class", code=repr(code))
    if not args.yes:
        count = store.answer_count(code)
        answer = _confirmed(title, code, count)
        if answer is None:
            refusal = ngettext(
                "class {title} ({code}) holds {count} answer; nothing erased: add --yes to "
                "erase it without a question",
                "class {title} ({code}) holds {count} answers; nothing erased: add --yes to "
                "erase it without a question",
                count,
            ).format(title=repr(title), code=code, count=count)
            print(f"pinochle-learn class erase: {refusal}", file=sys.stderr)
            return USAGE_ERROR
        if not answer:
            print(
                _("Nothing erased: class {title} ({code}) is kept.").format(
                    title=repr(title), code=code
                )
            )
            return DECLINED
    count = store.erase(code)
    print(
        ngettext(
            "Erased class {title} ({code}) and its {count} answer.",
            "Erased class {title} ({code}) and its {count} answers.",
            count,
        ).format(title=repr(title), code=code, count=count)
    )
    return 0


def _cmd_check(args: argparse.Namespace) -> int:
    store = _store(args.database)
    store.check_reachable()
    print(database_label(**store.place))  # `serve` says where the answers go
    return 0


def _database_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--database",
        metavar="URL",
        help=_(
            "sqlite:///FILE or postgresql://USER:PASSWORD@HOST/NAME (default: {variable}, "
            "else SQLite in the data folder)"
        ).format(variable=DATABASE_ENV),
    )
    _language_option(parser)


def _language_option(parser: argparse.ArgumentParser) -> None:
    """``--lang CODE`` in the help (:func:`main` takes it out before the parser runs)."""
    parser.add_argument(
        LANG_OPTION,
        metavar="CODE",
        default=argparse.SUPPRESS,
        help=_(
            "the language of the words: {choices} (default: the LANGUAGE, LC_ALL, LC_MESSAGES "
            "or LANG variable, else en)"
        ).format(choices=", ".join(LANGUAGES)),
    )


def build_parser() -> argparse.ArgumentParser:
    """The parser of ``class new``, ``class erase`` and ``check``."""
    parser = _Parser(prog="pinochle-learn", description=_("A class's recorded self-check answers."))
    top = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    check = top.add_parser("check", help=_("check the records' database answers and takes a write"))
    _database_option(check)
    check.set_defaults(handler=_cmd_check)
    klass = top.add_parser("class", help=_("make or erase a class whose answers are recorded"))
    sub = klass.add_subparsers(dest="action", required=True, parser_class=_Parser)
    new = sub.add_parser("new", help=_("make a class: its code, lesson links and teacher's link"))
    new.add_argument("title", help=_('the class\'s name, e.g. "Tuesday group" (1-40 characters)'))
    _database_option(new)
    new.add_argument(
        "--base",
        default=DEFAULT_BASE,
        type=_http_url,
        help=_("where the lessons are served (default {link})").format(link=DEFAULT_BASE),
    )
    new.add_argument("--token", default="", help=_("the server's token (serve --token), if any"))
    new.set_defaults(handler=_cmd_new)
    erase = sub.add_parser("erase", help=_("delete a class and all its recorded answers"))
    erase.add_argument("code", help=_("the class code, e.g. K7WQ3M"))
    erase.add_argument(
        "--yes", action="store_true", help=_("erase without asking (for scripts; no undo)")
    )
    _database_option(erase)
    erase.set_defaults(handler=_cmd_erase)
    return parser


def main(
    argv: Sequence[str] | None = None, lessons: Sequence[tuple[str, str]] | None = None
) -> int:
    """Run ``class new``, ``class erase`` or ``check``; returns the exit status (2: bad input
    or the database unreachable, one line on stderr; 1: the teacher declined the erasure).

    ``lessons``: (notebook, title) of each lesson with a self-check, in the course's order,
    for ``class new``'s links; None: every lesson notebook by file name (:func:`lesson_links`).
    """
    words = list(sys.argv[1:] if argv is None else argv)
    with speaking(command_language(None, os.environ)):  # the words of a bad --lang
        try:
            given, words = take_language(words)
            lang = command_language(given, os.environ)
        except UnknownLanguage as error:
            print(_one_line(f"pinochle-learn: {unknown_language_line(error)}"), file=sys.stderr)
            return USAGE_ERROR
    with speaking(lang):
        return _run(words, lessons)


def _run(words: list[str], lessons: Sequence[tuple[str, str]] | None) -> int:
    """:func:`main` within the command's language."""
    try:
        args = build_parser().parse_args(words)
    except SystemExit as stop:
        return stop.code if isinstance(stop.code, int) else USAGE_ERROR
    args.lessons = lessons
    what = f"pinochle-learn {args.command}" + (f" {args.action}" if args.command == "class" else "")
    try:
        status: int = args.handler(args)
        sys.stdout.flush()  # here, so a reader gone early (`| head`) is caught below
        return status
    except (RecordError, BadClassCode, BadName) as error:
        print(f"{what}: {_one_line(str(error))}", file=sys.stderr)
        return USAGE_ERROR
    except BrokenPipeError:  # the reader of stdout left: stop quietly (as the engine's CLI)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 1


def _one_line(text: str) -> str:
    return " ".join(text.split())[:300]


def run(
    argv: Sequence[str] | None = None, lessons: Sequence[tuple[str, str]] | None = None
) -> NoReturn:
    """``python -m pinochle_widgets.records`` (``lessons``: see :func:`main`)."""
    sys.stdout.flush()
    raise SystemExit(main(sys.argv[1:] if argv is None else argv, lessons))
