"""The vendor sheet corpus: its expected answers agree with the sheets, and the importer's score on it.

The score itself is printed by `python tests/sheets/score_corpus.py` (scoring rules in its docstring); here every file
must import without an exception, and the strict goal of issue 13 is a test of its own.
"""

import csv
import json
import math
import sys

import pytest

from gpucompare.core.catalog import bundled_catalog

from .score_corpus import CORPUS, corpus_files, score_file, table, totals

FILES = corpus_files()


def sheet_rows(path, sheet: str) -> list[list[str]]:
    """The sheet's cells as text, read independently of the importer (calamine; the CSV as GBK or UTF-8)."""
    if path.suffix == ".csv":
        raw = path.read_bytes()
        for enc in ("utf-8", "gbk"):
            try:
                text = raw.decode(enc)
                break
            except UnicodeDecodeError:
                continue
        return [list(r) for r in csv.reader(text.splitlines())]
    import python_calamine as pc

    wb = pc.CalamineWorkbook.from_path(str(path))
    return [[str(v) for v in row] for row in wb.get_sheet_by_name(sheet).to_python(skip_empty_area=False)]


@pytest.fixture(scope="module")
def scores(tmp_path_factory):
    ids = set(bundled_catalog().by_id)
    home = tmp_path_factory.mktemp("corpus-home")
    return {path.name: score_file(path, expected, ids, home) for path, expected in FILES}


def test_the_corpus_is_large_and_varied():
    assert len(FILES) >= 25
    quotes = [q for _, e in FILES for q in e["quotes"]]
    assert len(quotes) >= 150
    assert all(3 <= len(e["quotes"]) <= 10 for _, e in FILES)
    assert {p.suffix for p, _ in FILES} >= {".xlsx", ".xls", ".csv"}
    currencies = {q["currency"] for q in quotes}
    assert currencies >= {"CNY", "USD", "EUR", "RUB", "JPY", "KRW", "HKD"}
    assert any(q["price_on_request"] for q in quotes)
    assert any(q["devices_per_item"] > 1 for q in quotes)
    assert any(q["device"] is None and not q["device_when_catalogued"] for q in quotes)  # ambiguous names
    assert {q["price_kind"] for q in quotes} == {"purchase", "hourly", "hourly_reserved"}
    kinds = {n["kind"] for _, e in FILES for n in e["not_quotes"]}
    assert kinds >= {"total", "subtotal", "tax", "shipping", "installation", "service", "bank", "note", "config"}


@pytest.mark.parametrize("path, expected", FILES, ids=[p.name for p, _ in FILES])
def test_expected_answers_point_at_the_rows_they_describe(path, expected):
    """Each expected quote's row holds its model text; each non-product row holds its text; prices are per device."""
    catalog = set(bundled_catalog().by_id)
    rows = sheet_rows(path, expected["sheet"])
    for q in expected["quotes"]:
        cells = " ".join(rows[q["source_row"] - 1])
        for token in q["raw_model"].split():
            assert token in cells, (q["source_row"], q["raw_model"], cells)
        assert q["device"] is None or q["device"] in catalog
        assert not (q["device"] and q["device_when_catalogued"])
        if q["price_on_request"]:
            assert q["price_min"] is None and q["price_max"] is None
        else:
            assert 0 < q["price_min"] <= q["price_max"] and math.isfinite(q["price_max"])
    for n in expected["not_quotes"]:
        cells = " ".join(rows[n["source_row"] - 1])
        assert n["text"].split()[0] in cells, (n["source_row"], n["text"], cells)
    assert not {q["source_row"] for q in expected["quotes"]} & {n["source_row"] for n in expected["not_quotes"]}


def test_per_device_prices_follow_the_conventions():
    """Spot checks a buyer would make by hand: a server of 8 divided by 8, 含税 not 不含税, net not list, per GPU-hour."""
    by_file = {p.name: {(q["source_row"], q["price_kind"]): q for q in e["quotes"]} for p, e in FILES}
    assert by_file["cn_wps_server_quote.xlsx"][(5, "purchase")]["price_min"] == 1_280_000 / 8
    assert by_file["cn_wanyuan_stock.xlsx"][(4, "purchase")]["price_min"] == 115_000
    assert by_file["us_reseller_msrp_your_price.xlsx"][(8, "purchase")]["price_min"] == 289_500 / 8
    assert by_file["cloud_hyperscaler_per_instance.xlsx"][(3, "hourly")]["price_min"] == 55.04 / 8
    assert by_file["cloud_hyperscaler_per_instance.xlsx"][(3, "hourly_reserved")]["price_min"] == round(36.33 / 8, 6)
    assert by_file["de_distributor_preisliste.xlsx"][(4, "purchase")]["price_min"] == round(23_067.23 * 1.19, 2)
    assert by_file["ru_distributor_ue.xlsx"][(7, "purchase")]["price_on_request"]


@pytest.mark.parametrize("name", [p.name for p, _ in FILES])
def test_every_file_imports_without_an_exception(scores, name, record_property):
    s = scores[name]
    assert s.crash is None, s.crash
    record_property("score", json.dumps(s.to_json(), ensure_ascii=False)[:2000])
    assert s.right + s.silent + s.flagged + s.rejected_reason + s.rejected_no_reason + s.refused == s.quotes


def test_score_is_recorded(scores, record_property, capsys):
    t = totals(list(scores.values()))
    record_property("corpus_totals", json.dumps(t))
    with capsys.disabled():
        print("\n" + table(list(scores.values())))
    assert t["quotes"] >= 150


def test_strict_goal_95_percent_right_none_silently_wrong(scores):
    t = totals(list(scores.values()))
    assert t["percent_right"] >= 95.0, t
    assert t["silent"] == 0, t
    assert t["false_quotes"] == 0, t


def test_no_row_of_a_table_vanishes(scores):
    """Every filled row of every table read is a quote, a rejected row with its reason, or a header (issue 22)."""
    t = totals(list(scores.values()))
    assert t["vanished"] == 0, [(s.file, s.vanished) for s in scores.values() if s.vanished]


def test_corpus_folder_holds_only_generated_files():
    """Every sheet has its answer and the reverse, so the generator's output is complete."""
    sheets = {p.name for p in CORPUS.iterdir() if p.suffix in (".xlsx", ".xls", ".csv")}
    answers = {p.name[: -len(".expected.json")] for p in CORPUS.glob("*.expected.json")}
    assert sheets == answers


def test_the_generator_writes_the_same_answers(tmp_path):
    """The committed answers are what the generator writes from the sheets' data (run it again after a change)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("make_corpus", CORPUS / "make_corpus.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["make_corpus"] = module  # dataclasses look their module up there
    try:
        spec.loader.exec_module(module)
    finally:
        del sys.modules["make_corpus"]
    module.main(["make_corpus.py", str(tmp_path)])
    # the sheets of the held-out sets' formats, written by a second generator on the same machinery
    spec = importlib.util.spec_from_file_location("make_corpus_more", CORPUS / "make_corpus_more.py")
    more = importlib.util.module_from_spec(spec)
    sys.modules["make_corpus"], sys.modules["make_corpus_more"] = module, more
    try:
        spec.loader.exec_module(more)
    finally:
        del sys.modules["make_corpus"], sys.modules["make_corpus_more"]
    more.main(["make_corpus_more.py", str(tmp_path)])
    written = sorted(tmp_path.glob("*.expected.json"))
    assert len(written) >= len(FILES) - 1  # the .xls is skipped where xlwt is not installed
    for path in written:
        assert json.loads(path.read_text(encoding="utf-8")) == json.loads(
            (CORPUS / path.name).read_text(encoding="utf-8")
        ), path.name
