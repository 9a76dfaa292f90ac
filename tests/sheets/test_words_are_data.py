"""Words are data: the importer's code (gpucompare/sheets) holds mechanisms, and the words it matches live in
data/lexicon. Counted from the code's syntax tree: literal collections of three or more words and regular
expressions alternating three or more words are data; they must stay under 10% of the code's lines."""

import ast
import re
from pathlib import Path

import gpucompare.sheets

SHEETS = Path(gpucompare.sheets.__file__).parent
_WORD = re.compile(r"[^\W\d_]{2,}")
_ALTERNATION = re.compile(r"(?:[^\W\d_]{2,}\|){2,}[^\W\d_]{2,}")


def _is_message(node) -> bool:
    return isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("Msg", "N_", "tr")


def _words_in(node) -> int:
    """String constants that are words (not messages, field or concept names in a schema)."""
    n = 0
    for sub in ast.walk(node):
        if _is_message(sub):
            return 0
        if isinstance(sub, ast.Constant) and isinstance(sub.value, str) and _WORD.search(sub.value):
            n += 1
    return n


def data_lines(path: Path) -> tuple[int, int, list[str]]:
    """(code lines, data lines, what the data is) of one module."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    code = sum(1 for line in source.splitlines() if line.strip() and not line.strip().startswith("#"))
    data = 0
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AnnAssign) and isinstance(
            node.value, ast.Tuple | ast.List | ast.Set | ast.Dict
        ):
            if _words_in(node.value) >= 3:
                lines = node.end_lineno - node.lineno + 1
                data += lines
                found.append(f"{path.name}:{node.lineno} ({lines} lines)")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) and _ALTERNATION.search(node.value):
            data += 1
            found.append(f"{path.name}:{node.lineno} (a word alternation)")
    return code, data, found


def test_data_is_under_a_tenth_of_the_importer_code():
    code = data = 0
    found: list[str] = []
    for path in sorted(SHEETS.rglob("*.py")):
        c, d, f = data_lines(path)
        code, data = code + c, data + d
        found += f
    assert code > 2000
    assert data < 0.10 * code, (data, code, found)


def test_the_header_module_holds_rules_only():
    code, data, found = data_lines(SHEETS / "header.py")
    assert data <= 0.05 * code, found
