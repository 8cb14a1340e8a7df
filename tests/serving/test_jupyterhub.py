"""Past one machine: a real JupyterHub with deploy/jupyterhub/ serves the lessons through Voila
to each student (issue 9). Two students log in with the class password; each gets a server of
their own and a lesson at /user/<name>/voila/render/..., with its widget on screen.

The hub binds 127.0.0.1 on free ports; its proxy is configurable-http-proxy from npm (`make hub`).
Its class records are in PostgreSQL, as the recipe says (a server of the test's own,
tests/records/postgres_kit.py), reached only by the hub's records service (issue 20.4): a
student opens a lesson with a class code, answers a self-check question, and the answer is in
PostgreSQL under their hub name with no name asked (issue 20.5); no student's server or kernel
holds the database's URL or password, and the service gives a student nothing of another's
answers, refuses a wrong teacher token and a forged hub token. A lesson opened with ?lang=it
reads in Italian, and one opened by a French browser without ?lang= in French (issue 23): the
prose, <html lang>, the tab's title, Voila's loading text and the widgets. Every process the
hub starts (proxy, idle culler, records service, students' servers, their kernels) is stopped
at the end, each by its own id.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

import pytest
from serving_kit import CELL_ERROR, children, free_port

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "records"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))
from postgres_kit import PgServer, pg_bin, start_postgres
from sqlalchemy.engine import make_url
from test_index import _answer, _current

from pinochle_learn.render.class_text import question_text
from pinochle_widgets.records import (
    Answer,
    ClassStore,
    NewClass,
    NotTeacher,
    RecordError,
    ServiceStore,
)

pytestmark = [pytest.mark.hub, pytest.mark.serving, pytest.mark.browser]

ROOT = Path(__file__).resolve().parents[2]
CONFIG = ROOT / "deploy" / "jupyterhub" / "jupyterhub_config.py"
PROXY = ROOT / "deploy" / "jupyterhub" / "node_modules" / ".bin" / "configurable-http-proxy"
SHOTS = ROOT / "tests" / "browser" / "screenshots"
PASSWORD = "pinochle-class-7"
LESSON = "voila/render/01_meld.ipynb"
START_TIMEOUT_S = 120
SPAWN_TIMEOUT_MS = 240_000


def _descendants(pid: int) -> list[int]:
    found, todo = [], [pid]
    while todo:
        kids = children(todo.pop())
        found += kids
        todo += kids
    return found


def _kill(pids: list[int]) -> None:
    for pid in pids:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:
            pass


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return 0.0


@pytest.fixture(scope="module")
def records() -> Iterator[str]:
    """The class records' database of the hub: a PostgreSQL server of the test's own."""
    if pg_bin() is None:
        pytest.skip("PostgreSQL is not installed: `make postgresql` installs Debian's package")
    server: PgServer = start_postgres()
    try:
        yield server.create_database("hub_records")
    finally:
        server.stop()


@pytest.fixture(scope="module")
def hub(
    tmp_path_factory: pytest.TempPathFactory, records: str
) -> Iterator[tuple[str, subprocess.Popen[bytes]]]:
    if not PROXY.exists():
        pytest.fail("configurable-http-proxy is missing: `make hub` installs it", pytrace=False)
    tmp_path = tmp_path_factory.mktemp("hub")
    port, api, hub_port, service_port = free_port(), free_port(), free_port(), free_port()
    log = tmp_path / "hub.log"
    with log.open("wb") as out:
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "jupyterhub",
                "-f",
                str(CONFIG),
                "--ip=127.0.0.1",
                f"--port={port}",
                "--JupyterHub.hub_ip=127.0.0.1",
                f"--JupyterHub.hub_port={hub_port}",
                f"--ConfigurableHTTPProxy.api_url=http://127.0.0.1:{api}",
            ],
            cwd=tmp_path,
            env={
                **os.environ,
                "PINOCHLE_HUB_PASSWORD": PASSWORD,
                "PINOCHLE_HUB_DATABASE": records,
                "PINOCHLE_HUB_RECORDS_URL": f"http://127.0.0.1:{service_port}",
            },
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
            # a shell's background job ignores SIGINT, and so would the hub's children, which
            # JupyterHub stops with SIGINT first: give them the default back
            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
        )
    base = f"http://127.0.0.1:{port}/"
    started: set[int] = set()
    try:
        deadline = time.monotonic() + START_TIMEOUT_S
        while True:
            try:
                with urllib.request.urlopen(base + "hub/api", timeout=3):
                    break
            except (urllib.error.URLError, OSError):
                if proc.poll() is not None or time.monotonic() > deadline:
                    pytest.fail(f"JupyterHub did not start:\n{log.read_text()[-3000:]}")
                time.sleep(0.5)
        yield base, proc
        started.update(_descendants(proc.pid))
    finally:
        started.update(_descendants(proc.pid))
        pid_file = tmp_path / "jupyterhub-proxy.pid"
        if pid_file.exists():
            started.add(int(pid_file.read_text().strip()))
        os.killpg(proc.pid, signal.SIGTERM)  # the hub stops its servers, culler and proxy
        try:
            proc.wait(timeout=45)
        except subprocess.TimeoutExpired:
            started.add(proc.pid)
        _kill(sorted(started))  # whatever did not stop by itself


def _log_in(browser: object, base: str, student: str) -> Any:
    """A page of ``student``, logged in through the link a teacher hands out (the Meld lesson
    in whichever student's server), its widget on screen."""
    from playwright.sync_api import Browser

    assert isinstance(browser, Browser)
    page = browser.new_context().new_page()
    page.set_default_timeout(SPAWN_TIMEOUT_MS)
    page.goto(base + "hub/login?next=/hub/user-redirect/" + LESSON)
    page.fill("input[name=username]", student)
    page.fill("input[name=password]", PASSWORD)
    page.click("[type=submit]")
    page.locator(".jupyter-widgets").first.wait_for(state="visible")
    return page


@pytest.fixture(scope="module")
def students(
    hub: tuple[str, subprocess.Popen[bytes]], chromium_browser: object
) -> Iterator[dict[str, Any]]:
    """ada and bob logged in, each on the Meld lesson in a server of their own: name -> page."""
    base, _ = hub
    pages = {student: _log_in(chromium_browser, base, student) for student in ("ada", "bob")}
    yield pages
    for page in pages.values():
        page.context.close()


def test_two_students_each_open_a_lesson_through_jupyterhub(
    hub: tuple[str, subprocess.Popen[bytes]], records: str, students: dict[str, Any]
) -> None:
    base, proc = hub
    for student, page in students.items():
        assert page.url == f"{base}user/{student}/{LESSON}"
        assert page.locator("h1", has_text="Meld").first.is_visible()
        assert CELL_ERROR not in page.content()

    servers = [p for p in _descendants(proc.pid) if b"singleuser" in _cmdline(p)]
    kernels = [p for p in _descendants(proc.pid) if b"ipykernel" in _cmdline(p)]
    assert len(servers) == 2, "one server per student"
    # each under the name they logged in with, each given the records service's address
    seen = {_environ(p).get("JUPYTERHUB_USER"): _environ(p) for p in servers + kernels}
    assert sorted(k for k in seen if k) == ["ada", "bob"]
    assert all(env.get("PINOCHLE_RECORDS_SERVICE") for env in seen.values())
    assert ClassStore(records).class_title("K7WQ3M") is None  # the hub made the tables
    memory = sum(_rss_mb(p) for p in servers + kernels) / 2
    print(f"memory per student with one lesson open: {memory:.0f} MB (RSS)")


def test_a_students_answer_is_recorded_under_their_hub_name(
    hub: tuple[str, subprocess.Popen[bytes]], records: str, students: dict[str, Any]
) -> None:
    from playwright.sync_api import expect

    base, _ = hub
    made = ClassStore(records).new_class("Hub group")
    page = students["ada"]
    page.goto(f"{base}user/ada/voila/render/cards.ipynb?class={made.code}", wait_until="commit")
    state = page.locator(".pl-class-state")
    expect(state).to_have_attribute("data-state", "recording", timeout=SPAWN_TIMEOUT_MS)
    expect(state).to_contain_text("Hub group")
    expect(page.locator(".pl-class-name")).to_be_hidden()  # no name asked on the hub
    expect(page.locator(".pl-class-change")).to_be_hidden()  # nor the hub's name changed
    page.locator(".pl-self-check .pl-q-head").wait_for(state="visible")
    question = _current(page)
    _answer(page, question, right=True)
    expect(page.locator(".pl-q-verdict [data-right]")).to_have_attribute("data-right", "true")

    for width in (1280, 420):  # looked at by hand: the class line, no name box
        page.set_viewport_size({"width": width, "height": 900})
        state.scroll_into_view_if_needed()
        SHOTS.mkdir(exist_ok=True)
        page.screenshot(path=str(SHOTS / f"hub-class-recording-{width}.png"))

    answers = _saved(records, made, 1)
    assert [(a.learner, a.lesson, a.question, a.correct) for a in answers] == [
        ("ada", "cards", "1", True)
    ]
    assert answers[0].prompt == question_text(question.prompt, question.cards)
    expect(state).to_have_attribute("data-state", "recording")


def test_no_student_holds_the_database_and_the_service_keeps_answers_apart(
    hub: tuple[str, subprocess.Popen[bytes]], records: str, students: dict[str, Any]
) -> None:
    _, proc = hub
    password = make_url(records).password
    assert password
    servers = [p for p in _descendants(proc.pid) if b"singleuser" in _cmdline(p)]
    kernels = [p for p in _descendants(proc.pid) if b"ipykernel" in _cmdline(p)]
    assert servers and kernels
    env_of = {pid: _environ(pid) for pid in servers + kernels}
    for env in env_of.values():  # no URL, no password, under any name
        assert "PINOCHLE_LEARN_DATABASE" not in env
        assert not any(password in value or records in value for value in env.values())
    kernel_env = {env["JUPYTERHUB_USER"]: env for env in (env_of[p] for p in kernels)}
    assert sorted(kernel_env) == ["ada", "bob"]  # the lesson kernels send their own tokens
    service = kernel_env["ada"]["PINOCHLE_RECORDS_SERVICE"]
    ada = ServiceStore(service, kernel_env["ada"]["JUPYTERHUB_API_TOKEN"])
    bob = ServiceStore(service, kernel_env["bob"]["JUPYTERHUB_API_TOKEN"])

    made = ClassStore(records).new_class("Security group")
    ada.record(_hub_answer(made.code, "ada", "1"))
    bob.record(_hub_answer(made.code, "ada", "2"))  # a name in the request is never used
    assert [(a.learner, a.question) for a in ada.learner_answers(made.code, "bob")] == [
        ("ada", "1")
    ]
    assert [(a.learner, a.question) for a in bob.learner_answers(made.code, "ada")] == [
        ("bob", "2")
    ]
    for wrong in ("", "not-the-token", made.teacher_token[:-1]):
        with pytest.raises(NotTeacher):
            bob.class_answers(made.code, wrong)
    with pytest.raises(RecordError, match="refused"):
        ServiceStore(service, "forged-" + password).class_answers(made.code, made.teacher_token)
    teacher = ada.class_answers(made.code, made.teacher_token)  # the teacher's read
    assert [(a.learner, a.question) for a in teacher] == [("ada", "1"), ("bob", "2")]


# The Meld lesson's first paragraph (notebooks/01_meld.ipynb), an entry of the lessons catalogue.
PARAGRAPH = (
    "Before any card is played, the player who won the auction names **trump**, a suit that "
    "beats every other suit in this round. Then every player **melds**: shows the combinations "
    "in their hand and scores *meld points* for them. A partnership's meld is the sum of its two "
    "players' melds. Meld is not safe yet: a side that then takes no trick points at all (no "
    "counter and not the last trick) scores nothing for the round, whatever its meld."
)


@pytest.mark.parametrize(
    ("query", "browser", "lang"),
    [
        ("?lang=it", "en-US", "it"),  # the link's language beats the browser's
        ("", "fr-FR", "fr"),  # no lang: the browser's Accept-Language
    ],
)
def test_a_lesson_through_the_hub_speaks_the_links_or_the_browsers_language(
    hub: tuple[str, subprocess.Popen[bytes]],
    students: dict[str, Any],
    chromium_browser: object,
    query: str,
    browser: str,
    lang: str,
) -> None:
    """As with `pinochle-learn serve` (tests/browser/test_page_language_served.py): the
    lesson's prose, <html lang>, the tab's title and Voila's loading text from the prelaunch
    hook the package's jupyter_server_config.py gives Voila, and the widgets from the kernel
    (the link's lang, else the Accept-Language header Voila hands it)."""
    import json

    from playwright.sync_api import Browser, expect

    from pinochle_learn.render.i18n import _, lessons_text, speaking

    assert isinstance(chromium_browser, Browser)
    with speaking(lang):  # the words expected, from the shipped catalogues
        heading, paragraph = lessons_text("Meld"), lessons_text(PARAGRAPH)
        running = _("Opening the lesson {title}…").format(title=heading)
        all_lessons = _("All lessons")
        title = _("Meld")  # the tab: the course's title of the lesson
    assert heading != "Meld" != title and paragraph != PARAGRAPH and all_lessons != "All lessons"
    first = paragraph.split("**", 1)[0].strip()  # its text up to the first bold word

    base, _proc = hub
    context = chromium_browser.new_context(  # bob, logged in, with a browser in another language
        storage_state=students["bob"].context.storage_state(), locale=browser
    )
    try:
        page = context.new_page()
        page.set_default_timeout(SPAWN_TIMEOUT_MS)
        page.goto(f"{base}user/bob/{LESSON}{query}", wait_until="commit")
        page.locator(".jupyter-widgets").first.wait_for(state="visible")
        assert page.locator("html").get_attribute("lang") == lang
        expect(page.locator("#rendered_cells h1").first).to_contain_text(heading)
        expect(page.locator("#rendered_cells p", has_text=first)).to_have_count(1)
        expect(page.locator("#rendered_cells p", has_text="Before any card")).to_have_count(0)
        assert page.title() == title
        assert json.dumps(running) in page.content()  # Voila's loading text, as served
        # the kernel's widgets: the course's links, in the page's language
        expect(page.locator(f"a:text-is('{all_lessons}')").first).to_be_visible()
        assert CELL_ERROR not in page.content()
        for width in (1280, 420):  # looked at by hand
            page.set_viewport_size({"width": width, "height": 900})
            SHOTS.mkdir(exist_ok=True)
            page.screenshot(path=str(SHOTS / f"hub-lesson-{lang}-{width}.png"))
    finally:
        context.close()


def _hub_answer(code: str, learner: str, question: str) -> Answer:
    return Answer(
        class_code=code,
        learner=learner,
        lesson="01_meld",
        question_set="meld-seed-7",
        question=question,
        prompt="Your hand: A♠ 10♠ K♠ Q♠ J♠",
        rule_ids=("meld.run",),
        answer="150",
        correct=True,
        at=datetime(2026, 12, 1, 9, 0, int(question), tzinfo=timezone.utc),
    )


def _saved(url: str, made: NewClass, count: int) -> list[Answer]:
    """The class's answers once the database holds ``count`` (the page saves in a thread)."""
    store = ClassStore(url)
    deadline = time.monotonic() + 60
    while True:
        answers = store.class_answers(made.code, made.teacher_token)
        if len(answers) >= count or time.monotonic() > deadline:
            return answers
        time.sleep(0.3)


def _environ(pid: int) -> dict[str, str]:
    try:
        raw = Path(f"/proc/{pid}/environ").read_bytes()
    except OSError:
        return {}
    pairs = (item.decode("utf-8", "replace").partition("=") for item in raw.split(b"\0") if item)
    return {key: value for key, _, value in pairs}


def _cmdline(pid: int) -> bytes:
    try:
        return Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return b""
