"""The distribution builds as a wheel holding both import roots and the lessons."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_wheel_installs_both_import_roots_and_the_lessons(tmp_path):
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "-w",
            str(tmp_path),
            str(ROOT),
        ],
        check=True,
    )
    (wheel,) = tmp_path.glob("pinochle_learn-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "pinochle_learn/__init__.py" in names
    assert "pinochle_widgets/__init__.py" in names
    assert "pinochle_learn/lessons/01_meld.ipynb" in names
    assert not any(n.startswith("widgets/") for n in names)
    target = tmp_path / "site"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "install",
            "--quiet",
            "--no-deps",
            "--target",
            str(target),
            str(wheel),
        ],
        check=True,
    )
    code = (
        "import pinochle_learn, pinochle_widgets, pinochle_learn.cli as c;"
        "print(pinochle_learn.__file__); print(pinochle_widgets.__file__); print(c.notebooks_dir())"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        env={"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin"},
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split("\n")
    assert out[0].startswith(str(target)) and out[1].startswith(str(target))
    assert out[2] == str(target / "pinochle_learn" / "lessons")
    # the class records' migrations travel as package data: an installed wheel makes its tables
    assert "pinochle_widgets/records/migrations/env.py" in names
    assert "pinochle_widgets/records/migrations/versions/rev0001_classes_answers.py" in names
    records = (
        "import sys; from pinochle_widgets.records import ClassStore as S;"
        "s = S(sys.argv[1]); print(s.class_title(s.new_class('Tuesday group').code));"
        "import pinochle_widgets.records as r; print(r.__file__)"
    )
    out = subprocess.run(
        [sys.executable, "-c", records, str(tmp_path / "records.sqlite")],
        cwd=tmp_path,
        env={"PYTHONPATH": str(target), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split("\n")
    assert out[0] == "Tuesday group"
    assert out[1].startswith(str(target))
