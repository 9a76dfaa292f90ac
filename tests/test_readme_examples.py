"""README's example outputs are what the commands print: each '$ gpucompare ...' example is run in a fresh workspace
and the lines README shows must be its output's (resources/readme_examples.py rewrites them)."""

import importlib.util
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def load():
    spec = importlib.util.spec_from_file_location("readme_examples", ROOT / "resources" / "readme_examples.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod  # its dataclasses look their module up
    spec.loader.exec_module(mod)
    return mod


def test_readme_examples_show_what_the_commands_print(qapp):  # the report example draws with Qt
    mod = load()
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    found = mod.examples(text.split("\n"))
    assert len(found) >= 4 and any(ex.shown for ex in found)
    assert mod.regenerate(text) == text, (
        "README.md's example outputs are stale: run python resources/readme_examples.py"
    )


def test_a_shown_line_is_matched_by_position_then_by_label_after_a_gap():
    mod = load()
    real = ["Title", "  a      1", "  b      2", "  c      3"]
    assert mod.refresh(["Title", "  a      9", "...", "  c      0"], real) == [
        "Title",
        "  a      1",
        "...",
        "  c      3",
    ]
    try:
        mod.refresh(["...", "  d      4"], real)
    except ValueError as err:
        assert "'d'" in str(err)
    else:
        raise AssertionError("a line the output no longer has must be an error")
