"""perf94: the lexicon-built patterns an import compiles once per process are made from the compiled form an earlier
process kept (`lexicon.compiled`), and a price text's trader shorthand ('12万5') is looked for before it is rewritten.
What they find is unchanged."""

from __future__ import annotations

import re

import pytest

from gpucompare.sheets import lexicon as lx
from gpucompare.sheets.prices import digit_after_scale, parse_price


def _kept_patterns():
    """The function-level patterns this round moved to `lexicon.compiled`, each with a text and what it finds."""
    from gpucompare.sheets import header
    from gpucompare.sheets.importer import counts, notes, tiers

    c = counts._patterns()
    n = notes._patterns()
    tier, one = tiers._patterns()
    after, before = notes._company()
    return [
        (c["memory"], "H100 80GB SXM"),
        (c["split"], "H100, A100; L40S"),
        (c["server"], "8卡H100服务器"),
        (c["size_then_gb"], "H20 96 GB"),
        (counts._link_size(), "400G NIC"),
        (header._plus_tax(), "Harga Satuan + PPN 11%"),
        (header._customer_price(), "Price Level: Partner"),
        (n["ymd"], "报价日期 2026-11-20"),
        (n["dmy"], "valid until 01.12.2026."),
        (one, "1台 ¥10,000"),
        (notes._vendor_label(), "Vendor: ACME Compute"),
        *([(before, "ООО «Ромашка»")] if before is not None else []),
    ]


def test_the_moved_patterns_are_the_engine_s_own_and_find_the_same():
    for rx, text in _kept_patterns():
        ref = re.compile(rx.pattern, rx.flags)
        assert rx == ref  # pattern text, flags and the engine's code
        low = text.lower()
        assert [m.span() for m in rx.finditer(low)] == [m.span() for m in ref.finditer(low)], rx.pattern


def test_the_moved_patterns_are_kept_for_the_next_process():
    """Each is in the kept copy (read from an earlier process) or queued to be written when this one ends."""
    _kept_patterns()
    known = set(lx._kept_patterns()) | set(lx._kept_new)
    for rx, _text in _kept_patterns():
        flags = int(rx.flags) & ~int(re.UNICODE)  # the flags the caller gave (a str pattern is Unicode anyway)
        assert f"{flags}:{rx.pattern}" in known, rx.pattern


@pytest.mark.parametrize(
    ("text", "want"),
    [
        ("12万5", "12.5万"),  # a trader's shorthand: the digit after the scale word is its tenth
        ("9w2", "9.2w"),
        ("1k5 ~ 2k", "1.5k ~ 2k"),
        ("¥120,993.67", "¥120,993.67"),  # the usual price text: no scale word between digits, unchanged
        ("12.3456万", "12.3456万"),
        ("12.345w~13.579w", "12.345w~13.579w"),
        ("价格面议", "价格面议"),  # no digit at all
        ("x²万5", "x²万5"),  # a superscript two is a digit to str.isdigit but no decimal digit: nothing to rewrite
        ("", ""),
    ],
)
def test_digit_after_scale(text, want):
    assert digit_after_scale(text) == want


def test_a_shorthand_price_still_reads_as_its_amount():
    pp = parse_price("12万5")
    assert (pp.min, pp.max, pp.currency) == (125000.0, 125000.0, "CNY")
    pp = parse_price("¥19,999.00", column_currency="CNY")
    assert (pp.min, pp.currency) == (19999.0, "CNY")


def test_the_language_index_read_from_the_compact_copy_is_the_one_built_from_the_files(tmp_path):
    """The words that tell a sheet's language, kept in the compact copy, give the same index (words, their order,
    their languages) and the same languages for a sheet as the files parsed afresh; a copy without them builds it."""
    from gpucompare.paths import bundled

    folder = bundled("data", "lexicon")
    fresh = lx.Lexicon(folder)
    writer = lx.Lexicon(folder, cache=tmp_path)  # parses the files and writes the copy
    reader = lx.Lexicon(folder, cache=tmp_path)
    assert not writer.from_cache and reader.from_cache
    assert reader._kept_language_words is not None
    want = fresh._language_index()
    assert want and reader._language_index() == want == writer._language_index()
    for key in want:
        assert [w for w, _ in reader._language_index()[key]] == [w for w, _ in want[key]]  # longest first, same ties
    texts = ["Stückpreis inkl. MwSt.", "单价（含税）", "Цена за единицу", "Prix unitaire HT", "合计"]
    assert reader.languages_in(texts) == fresh.languages_in(texts)
    assert reader.known_words(texts) == fresh.known_words(texts) > 0
    # a copy written before the words were kept (or damaged there): built from the files on first use
    import json

    path = next(tmp_path.glob("lexicon-*.json"))
    doc = json.loads(path.read_text(encoding="utf-8"))
    del doc["language_words"]
    path.write_text(json.dumps(doc, ensure_ascii=False), encoding="utf-8")
    older = lx.Lexicon(folder, cache=tmp_path)
    assert older.from_cache and older._kept_language_words is None
    assert older._language_index() == want


@pytest.mark.parametrize(
    "module",
    [
        "gpucompare.sheets.prices",
        "gpucompare.sheets.header",
        "gpucompare.sheets.importer.rows",
        "gpucompare.sheets.importer.notes",
        "gpucompare.sheets.importer.sections",
        "gpucompare.sheets.importer.margins",
        "gpucompare.sheets.importer.freetext",
        "gpucompare.sheets.importer.choose",
    ],
)
def test_module_patterns_made_from_the_kept_form_are_the_engine_s_own(module):
    """The importer's module-level patterns come from `lexicon.compiled` (the compiled form an earlier process kept,
    ~127 patterns an import no longer compiles): each compares equal (text, flags, code) to `re.compile`'s."""
    import importlib

    mod = importlib.import_module(module)
    found = [v for k, v in vars(mod).items() if k.isupper() or k.startswith("_") and isinstance(v, re.Pattern)]
    found = [v for v in found if isinstance(v, re.Pattern)]
    assert found
    for rx in found:
        assert rx == re.compile(rx.pattern, rx.flags), rx.pattern


def test_without_a_cache_folder_a_pattern_is_compiled_once_and_nothing_queued(monkeypatch):
    """With no cache folder (no home) nothing can be kept: `compiled` is `re.compile`, without the second compile
    that makes the form to keep (the importer's modules make ~127 patterns through it as they load)."""
    monkeypatch.setattr(lx, "cache_folder", lambda: None)
    monkeypatch.setattr(lx, "_kept", {})
    monkeypatch.setattr(lx, "_kept_new", {})
    calls = []
    real = lx.re.compile
    monkeypatch.setattr(lx.re, "compile", lambda p, f=0: calls.append(p) or real(p, f))
    rx = lx.compiled(r"(?<![\d.])(\d{1,3})\s?(?:gb|гб)(?![a-z])", re.IGNORECASE)
    assert rx == real(r"(?<![\d.])(\d{1,3})\s?(?:gb|гб)(?![a-z])", re.IGNORECASE)
    assert rx.search("h100 80gb").group(1) == "80"
    assert calls == [rx.pattern] and lx._kept_new == {}
