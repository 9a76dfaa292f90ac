"""PySide6's per-module check ("does this module's source mention PySide6?") answered from the file's bytes gives
PySide6's own answers, and is what PySide6 calls once the window's start-up has swapped it in."""

import sys
import types

import PySide6.QtCore  # noqa: F401  (loads PySide6's feature module)

from gpucompare.qtkit import pyside_scan


def _module(tmp_path, name: str, text: str) -> types.ModuleType:
    path = tmp_path / f"{name}.py"
    path.write_text(text, encoding="utf-8")
    mod = types.ModuleType(name)
    mod.__file__ = str(path)
    return mod


def test_same_answers_as_pyside(tmp_path):
    feature = sys.modules["shibokensupport.feature"]
    own = getattr(feature._mod_uses_pyside, "original", feature._mod_uses_pyside)  # PySide6's own check
    qt = _module(tmp_path, "uses_qt", "# é\nfrom PySide6.QtCore import Qt\n")
    plain = _module(tmp_path, "plain", "x = 'PySide2 only, and é'\n")
    missing = types.ModuleType("gone")
    missing.__file__ = str(tmp_path / "gone.py")  # no such file: PySide6's own answer (False)
    calls = []

    def fallback(m):
        calls.append(m.__name__)
        return own(m)

    assert pyside_scan.uses_pyside(qt, fallback) is True
    assert pyside_scan.uses_pyside(plain, fallback) is False
    assert pyside_scan.uses_pyside(missing, fallback) is False
    assert pyside_scan.uses_pyside(sys, fallback) is False  # built in: no file, PySide6's own answer
    assert calls == ["gone", "sys"]
    for m in (qt, plain, missing, sys):
        assert pyside_scan.uses_pyside(m, own) == own(m)


def test_quicken_swaps_once_and_feature_imports_use_it(tmp_path):
    feature = sys.modules["shibokensupport.feature"]
    pyside_scan.quicken()  # the window's start-up may already have done it
    assert getattr(feature._mod_uses_pyside, "quick", False)
    assert pyside_scan.quicken() is False  # never wrapped twice
    mod = _module(tmp_path, "late_import", "import PySide6\n")
    feature.feature_imported(mod)
    assert feature.pyside_feature_dict.pop("late_import") == 0  # a module using PySide6: "no feature" (0)
    other = _module(tmp_path, "late_plain", "import os\n")
    feature.feature_imported(other)
    assert feature.pyside_feature_dict.pop("late_plain") == -1  # ignored by feature switching
