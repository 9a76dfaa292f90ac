"""perf145: a model text is folded and split into words once per distinct text (the resolver and the importer's
model-number check read it several times each), with what is kept bounded; the header search stops at the first
header its words make, which no later row can outscore. Neither changes what is read."""

from gpucompare import safetext
from gpucompare.core.catalog import bundled_catalog
from gpucompare.sheets.importer import analyse, choose
from gpucompare.sheets.importer.matching import Matcher, _model_numbers, _tokens

from .conftest import TODAY
from .test_conventions import by_row, write


def test_a_folded_name_is_the_same_however_often_asked_and_what_is_kept_is_bounded():
    name = "NVIDIA Н100 SXM５ 80GB"  # a Cyrillic Н and a full-width 5
    first = safetext.folded(name)
    assert first == ("NVIDIA H100 SXM5 80GB", True)
    assert safetext.folded(name) == first
    # a long text is folded as before and never kept (a cell of a megabyte is no name)
    long = "Н100 " * 20_000
    assert safetext.folded(long) == safetext._folded(long)
    assert long not in safetext._FOLDED
    assert all(len(k) <= safetext._FOLDED_CHARS for k in safetext._FOLDED)
    assert len(safetext._FOLDED) <= safetext._FOLDED_MAX


def test_the_model_number_check_reads_the_same_words_each_time():
    text = "英伟达 RTX 4090 D 24G 显卡"
    assert _tokens(text) == ["rtx", "4090d", "24g"]
    toks = _tokens(text)
    toks.append("x")  # a caller's own list: what is kept for the next caller is not changed
    assert _tokens(text) == ["rtx", "4090d", "24g"]
    assert _model_numbers(text) == {"4090d"}
    # read to 300 characters, as before
    assert _tokens("H100 " + " " * 400 + "A100") == ["h100"]


def test_the_same_texts_match_the_same_devices_with_a_fresh_matcher():
    cat = bundled_catalog()
    texts = ["NVIDIA H100 SXM5 80GB", "英伟达 H800 80G", "RTX 4090 48G", "某国产加速卡 X1", "A1OO 8OGB", "H20 96GB"]
    once = [Matcher(cat).match(t) for t in texts]
    again = [Matcher(cat).match(t) for t in texts]
    assert [(m.device_id, m.how, str(w)) for m, w in once] == [(m.device_id, m.how, str(w)) for m, w in again]
    assert once[0][0].device_id is not None and once[3][0].device_id is None


def test_the_header_search_stops_at_a_header_its_words_make(tmp_path, monkeypatch):
    rows = [
        ["Price list"],
        ["Model", "Colour", "Unit price (USD)", "Qty"],
        # lines that name no catalog device, with small whole numbers: each could be a header by the data test
        *[[f"Riser board rev {i}", "blue", 900 + i, i + 1] for i in range(30)],
    ]
    looked: list[int] = []
    real = choose.table_at

    def table_at(rows, r, *a, **k):
        looked.append(r)
        return real(rows, r, *a, **k)

    monkeypatch.setattr(choose, "table_at", table_at)
    p = analyse(write(tmp_path / "s.xlsx", rows), today=TODAY)
    assert looked[:1] == [1]
    assert all(r == 1 for r in looked)  # no row under the header is tried as another header
    assert p.header_row == 2 and len(by_row(p)) + len(p.rejected) == 30
