"""The words of the class records' refusals and failures (``pinochle_widgets.records``).

The records raise their errors as a code and its values (``BadName("name_long", name="'Ana…'",
most=40, length=41)``); an error's message is made when it is read, here, in the language of
the block it is read in (:func:`~.i18n.speaking`): the page's for a learner, the command's
for a teacher at the command line (``pinochle-learn class new``, ``serve --database``). The
values arrive made: names and codes already quoted, numbers as numbers. A database is named
by its kind and place (``"sqlite"``, a file path; ``"postgresql"``, ``HOST:PORT/NAME``;
``"service"``, the records service's address), never with a password.

Examples
--------
>>> record_problem("name_long", {"name": "'Ana'", "most": 40, "length": 41})
"name 'Ana': at most 40 characters (41 given)"
>>> record_problem("reach", {"kind": "sqlite", "where": "/tmp/r.sqlite", "reason": "locked"})
'SQLite file /tmp/r.sqlite: could not reach the records (locked)'
>>> database_label("postgresql", "db:5432/class")
'PostgreSQL at db:5432/class'
"""

from __future__ import annotations

from collections.abc import Mapping

from .i18n import N_, _

__all__ = ["DATABASE_LABELS", "RECORD_PROBLEMS", "database_label", "record_problem"]

DATABASE_LABELS: dict[str, str] = {
    "sqlite": N_("SQLite file {where}"),
    "postgresql": N_("PostgreSQL at {where}"),
    "service": N_("records service {where}"),
}
"""A database's name by its kind (English msgids); ``{where}``: its file, address or URL."""

RECORD_PROBLEMS: dict[str, str] = {
    # a class code, a learner's name, a class's title (records.model)
    "code_malformed": N_(
        "class code {code}: {length} letters and digits without 0, O, 1 or I (e.g. K7WQ3M)"
    ),
    "name_empty": N_("a name cannot be empty or all spaces"),
    "title_empty": N_("a title cannot be empty or all spaces"),
    "name_long": N_("name {name}: at most {most} characters ({length} given)"),
    "title_long": N_("title {title}: at most {most} characters ({length} given)"),
    "name_signs": N_("name {name}: letters, digits, spaces and signs only"),
    "title_signs": N_("title {title}: letters, digits, spaces and signs only"),
    "no_such_class": N_("class code {code}: no such class"),
    "no_such_class_erased": N_("class code {code}: no such class (erased?)"),
    "not_teacher": N_("class {code}: this is not the class's teacher link"),
    "rule_id": N_("rule id {rule}: one word, as in docs/rules.md (meld.run)"),
    # the database (records.store)
    "not_url": N_("database {url}: not a database URL"),
    "url_kind": N_("database {url}: give sqlite:///FILE or postgresql://USER:PASSWORD@HOST/NAME"),
    "folder": N_("{database}: could not make its folder ({reason})"),
    "psycopg": N_(
        "{database}: PostgreSQL needs psycopg (pip install 'pinochle-learn[postgresql]')"
    ),
    "timeout": N_("{database}: timeout={given} is not a number of seconds"),
    "reach": N_("{database}: could not reach the records ({reason})"),
    "tables": N_("{database}: could not make the records' tables ({reason})"),
    "make_class": N_("{database}: could not make a class ({reason})"),
    "read_class": N_("{database}: could not read the class ({reason})"),
    "count": N_("{database}: could not count the class's answers ({reason})"),
    "erase": N_("{database}: could not erase the class ({reason})"),
    "save": N_("{database}: could not save the answer ({reason})"),
    "read_answers": N_("{database}: could not read the answers ({reason})"),
    "no_free_code": N_("{database}: could not find a free class code"),
    # the hub's records service and its client (records.service, records.client)
    "no_token": N_("{database}: no {variable} to send"),
    "unreachable": N_("{database}: could not reach it ({reason})"),
    "refused_token": N_("{database}: refused (403: not a hub token it takes)"),
    "http": N_("{database}: HTTP {status}"),
    "reply_not_object": N_("records service: an answer that is not a JSON object"),
    "not_hub_user": N_("refused: not a hub user's token for the records"),
    "records_down": N_("the records could not be reached; try again"),
    "answer_not_object": N_("an answer is a JSON object"),
    "answer_too_long": N_("an answer is at most {most} bytes"),
    "field_not_text": N_("answer field {field}: text expected"),
    "rule_ids_not_list": N_("answer field 'rule_ids': a list of rule ids expected"),
    "correct_not_bool": N_("answer field 'correct': true or false expected"),
    "at_not_time": N_("answer field 'at': {text} is no ISO 8601 time"),
}
"""Each records error's message by its code (English msgids), filled with the error's values;
``{database}`` is the database's name (:func:`database_label` of the values' ``kind`` and
``where``)."""


def database_label(kind: str, where: str) -> str:
    """The database of ``kind`` (a key of :data:`DATABASE_LABELS`) at ``where``, named."""
    return _(DATABASE_LABELS[kind]).format(where=where)


def record_problem(code: str, values: Mapping[str, object]) -> str:
    """The message of the records error ``code`` (a key of :data:`RECORD_PROBLEMS`; KeyError
    for another) with its ``values``, in the current language."""
    fields = dict(values)
    if "kind" in fields:
        fields["database"] = database_label(str(fields["kind"]), str(fields.get("where", "")))
    return _(RECORD_PROBLEMS[code]).format(**fields)
