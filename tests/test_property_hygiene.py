"""A hypothesis test skips a case with ``assume``, never with ``return`` (issue 23).

A ``return`` inside a ``@given`` test ends the example as a pass: hypothesis counts it as
tested, so a property whose condition is rarely met can pass having checked nothing.
``hypothesis.assume`` rejects the example instead (and hypothesis warns when too many are).
This test reads every test module and names each ``return`` in the body of a ``@given`` test
(a ``return`` inside a helper defined there is the helper's own).
"""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent


def _is_given(decorator: ast.expr) -> bool:
    target = decorator.func if isinstance(decorator, ast.Call) else decorator
    return (isinstance(target, ast.Name) and target.id == "given") or (
        isinstance(target, ast.Attribute) and target.attr == "given"
    )


def _returns(body: list[ast.stmt]) -> list[int]:
    """Lines of the ``return`` statements of this body, not of functions defined in it."""
    lines, stack = [], list(body)
    while stack:
        node = stack.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda | ast.ClassDef):
            continue
        if isinstance(node, ast.Return):
            lines.append(node.lineno)
        stack.extend(ast.iter_child_nodes(node))
    return lines


def test_given_tests_skip_cases_with_assume_not_return() -> None:
    found = []
    for path in sorted(TESTS.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and any(map(_is_given, node.decorator_list)):
                found += [
                    f"{path.relative_to(TESTS)}:{n} in {node.name}" for n in _returns(node.body)
                ]
    assert not found, "use hypothesis.assume, not return, in: " + "; ".join(found)


def test_the_check_finds_a_return_in_a_given_test() -> None:
    source = (
        "@settings(max_examples=5)\n@given(st.integers())\ndef test_x(n):\n"
        "    def helper():\n        return 1\n    if n:\n        return\n    assert helper()\n"
    )
    test = ast.parse(source).body[0]
    assert isinstance(test, ast.FunctionDef) and any(map(_is_given, test.decorator_list))
    assert _returns(test.body) == [7]
