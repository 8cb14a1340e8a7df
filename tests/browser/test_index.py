"""The course in a real browser, one page per lesson: the index links it, it opens with no cell
error, its previous/next links follow the course map, and its self-check rejects a wrong answer
(showing the engine's explanation), accepts a right one, and counts both."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest
from playwright.sync_api import Page, expect

from pinochle_learn.ruleset import find_ruleset
from pinochle_widgets.course.course import COURSE, Lesson
from pinochle_widgets.course.questions import Question, make_question

pytestmark = pytest.mark.browser


def _target(lesson: Lesson) -> re.Pattern[str]:
    """The href of a course link to ``lesson``: its notebook, with the page's ``lang`` if any."""
    return re.compile(rf"^{re.escape(lesson.notebook)}(\?lang=\w+)?$")


def _current(page: Page) -> Question:
    """The question on show, made again here by the engine from the kind, set and number the
    page shows (the page itself holds no answer)."""
    head = page.locator(".pl-q-head")
    kind = head.get_attribute("data-kind")
    seed = head.get_attribute("data-seed")
    number = head.get_attribute("data-number")
    rules = find_ruleset(head.get_attribute("data-ruleset") or "partnership")
    stream = head.get_attribute("data-stream") or ""
    assert kind and seed and number
    return make_question(kind, int(seed), int(number), rules, stream=stream)


def _answer(page: Page, q: Question, *, right: bool) -> None:
    """Answer ``q`` as a learner would: click, pick, or type; rightly or wrongly."""
    box = page.locator(".pl-self-check")
    if q.form == "one":
        keys = [key for _, key in q.choices]
        key = q.answer[0] if right else next(k for k in keys if k != q.answer[0])
        label = dict((k, label) for label, k in q.choices)[str(key)]
        box.locator("button.pl-q-choice", has_text=label).click()
        return
    if q.form == "many" and q.cards:  # click the card pictures of the hand
        picked = {str(a) for a in q.answer}
        if not right:
            picked ^= {q.cards[0]}
        for code in sorted(picked):
            box.locator(f'button.plc-card[data-card="{code}"]').first.click()
        expect(box.locator("button.plc-card.plc-selected")).to_have_count(
            sum(1 for c in q.cards if c in picked)
        )
        box.locator("button.pl-q-check").click()
        return
    if q.form == "many":
        picked = {str(a) for a in q.answer}
        if not right:
            picked ^= {q.choices[0][1]}  # one choice wrongly picked or left out
        for label, key in q.choices:
            if key in picked:
                box.locator("button.pl-q-choice").get_by_text(label, exact=True).click()
        box.locator("button.pl-q-check").click()
        return
    numbers = [int(a) for a in q.answer]
    if not right:
        numbers[0] += 10
    fields = box.locator(".pl-q-number input")
    # the question's boxes may be drawn after its head (a loaded machine): wait for them all
    expect(fields).to_have_count(len(numbers))
    for field, value in zip(fields.all(), numbers, strict=True):
        field.fill(str(value))
        field.press("Tab")
    box.locator("button.pl-q-check").click()


@pytest.mark.parametrize("number", range(1, len(COURSE) + 1))
def test_lesson_opens_links_and_checks(
    browser_page: Page,
    voila_url: str,
    assert_no_cell_error: Callable[[Page], None],
    number: int,
) -> None:
    lesson = COURSE[number - 1]
    page = browser_page
    page.goto(voila_url, wait_until="commit")  # "/" leads to the lesson index
    # the course's links keep the page's language when its query names one (?lang=en)
    link = page.locator(f'a.pl-lesson-link[href^="{lesson.notebook}"]')
    link.wait_for(state="visible")
    assert page.url.endswith("/voila/render/index.ipynb")
    expect(link).to_have_text(lesson.title)
    link.click()
    page.locator(".pl-self-check .pl-q-head").wait_for(state="visible")
    assert re.search(rf"/voila/render/{re.escape(lesson.notebook)}(\?lang=\w+)?$", page.url)
    assert_no_cell_error(page)

    # previous / next, from the course map
    nav = page.locator("nav.pl-course-nav").first
    if number > 1:
        expect(nav.locator("a.pl-prev")).to_have_attribute("href", _target(COURSE[number - 2]))
    if number < len(COURSE):
        expect(nav.locator("a.pl-next")).to_have_attribute("href", _target(COURSE[number]))

    # a wrong answer: told at once, with the engine's explanation of the right one
    first = _current(page)
    assert "pl-q-explanation" not in page.content()
    _answer(page, first, right=False)
    verdict = page.locator(".pl-q-verdict [data-right]")
    expect(verdict).to_have_attribute("data-right", "false")
    expect(page.locator(".pl-q-explanation")).to_be_visible()
    expect(page.locator(".pl-q-verdict")).to_contain_text(first.answer_words)

    # a new question, answered rightly; the score counts both
    page.locator("button.pl-q-new").click()
    expect(page.locator(".pl-q-head")).to_have_attribute("data-number", "1")
    expect(page.locator(".pl-q-verdict [data-right]")).to_have_count(0)
    second = _current(page)
    _answer(page, second, right=True)
    expect(page.locator(".pl-q-verdict [data-right]")).to_have_attribute("data-right", "true")
    score = page.locator(".pl-q-score-text")
    expect(score).to_have_attribute("data-answered", "2")
    expect(score).to_have_attribute("data-right", "1")
    assert_no_cell_error(page)


_LINK_LOOK_JS = """() => {
    const look = e => { const s = getComputedStyle(e); return [s.color, s.textDecorationLine]; };
    const summary = document.querySelector('table.pl-course td:nth-child(3)');
    return {lessons: [...document.querySelectorAll('a.pl-lesson-link')].map(look),
            text: look(summary), prose: look(document.querySelector('.jp-RenderedMarkdown a'))};
}"""


def test_index_lesson_names_look_like_links(browser_page: Page, voila_url: str) -> None:
    """Each lesson's name in the index's table is drawn as a link: in the link colour of the
    lesson text's own links (not the colour of the summary beside it), and underlined."""
    page = browser_page
    page.goto(voila_url + "voila/render/index.ipynb", wait_until="commit")
    page.locator("a.pl-lesson-link").first.wait_for(state="visible")
    look = page.evaluate(_LINK_LOOK_JS)
    assert len(look["lessons"]) == len(COURSE)
    for colour, line in look["lessons"]:
        assert colour == look["prose"][0] != look["text"][0], look
        assert line == "underline", look


_CLIPPED_JS = """() => [...document.querySelectorAll('nav.pl-course-nav a')].flatMap(a => {
    const box = a.getBoundingClientRect();
    const cut = [];
    for (let e = a.parentElement; e; e = e.parentElement) {
        if (getComputedStyle(e).overflowX === 'visible') continue;
        const r = e.getBoundingClientRect();
        const right = r.left + e.clientLeft + e.clientWidth;
        if (box.right > right + 0.5) cut.push([a.textContent, box.right, right]);
    }
    return cut;
})"""


@pytest.mark.parametrize("width", [1280, 420])
def test_course_links_are_whole_on_the_last_lesson(
    browser_page: Page, voila_url: str, width: int
) -> None:
    """The last lesson has no "next" link, so "All lessons" stands at the right end of the
    links: no box that hides its overflow may cut it off (it was cut by 2 px at 1280 px)."""
    page = browser_page
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(voila_url + "voila/render/" + COURSE[-1].notebook, wait_until="commit")
    page.locator("nav.pl-course-nav a.pl-all").first.wait_for(state="visible")
    assert page.evaluate(_CLIPPED_JS) == []
