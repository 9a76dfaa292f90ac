"""Generated workbooks, as messy as vendors make them: the importer never raises anything but a one-sentence
BadInputFile, and every row under the header is imported, rejected with a reason, or noted."""

import datetime as dt
import re

import openpyxl
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from gpucompare.errors import BadInputFile
from gpucompare.sheets.importer import analyse

MODEL_HEADERS = ["型号", "产品型号", "GPU型号", "Model", "Description", "Модель", "Modle", "产品名称"]
PRICE_HEADERS = ["单价", "单价(万元)", "含税单价", "Price", "Unit Price (USD)", "Цена, USD", "价格(元)", "Unit Prise"]
OTHER_HEADERS = ["数量", "Qty", "币种", "Currency", "备注", "Notes", "交期", "Lead time", "显存"]
MODELS = [
    "NVIDIA A100 80GB PCIe",
    "H800 SXM5 80GB",
    "RTX 4090",
    "Gaudi2",
    "A100",
    "某国产卡",
    "",
    "合计",
    "Total",
    "MI300X",
    "ＮＶＩＤＩＡ Ｈ８００",
    "x" * 400,
]
PRICES = [
    12,
    12.5,
    -3,
    0,
    1e12,
    "10w~12w",
    "2.5万-3万美元",
    "价格面议",
    "TBD",
    "abc",
    "",
    None,
    True,
    dt.datetime(2026, 1, 1),
    "$3.5k",
    "27.450,00 €",
    "１０.５",
    "1e400",
    "¥19,999",
    "от 25 000 до 30 000",
]
CELLS = st.one_of(
    st.none(),
    st.integers(-10, 10**7),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
    st.booleans(),
    st.sampled_from(PRICES),
)


@st.composite
def sheets(draw):
    junk = draw(st.lists(st.lists(CELLS, max_size=5), max_size=6))
    columns = [draw(st.sampled_from(MODEL_HEADERS)), draw(st.sampled_from(PRICE_HEADERS))]
    columns += draw(st.lists(st.sampled_from(OTHER_HEADERS), max_size=3, unique=True))
    order = draw(st.permutations(range(len(columns))))
    header = [columns[i] for i in order]
    rows = []
    for _ in range(draw(st.integers(1, 12))):
        kind = draw(st.sampled_from(["product", "product", "product", "junk", "empty"]))
        if kind == "product":
            values = {0: draw(st.sampled_from(MODELS)), 1: draw(st.sampled_from(PRICES))}
            for i in range(2, len(columns)):
                values[i] = draw(CELLS)
            rows.append([values[i] for i in order])
        elif kind == "junk":
            rows.append(draw(st.lists(CELLS, min_size=1, max_size=len(columns))))
        else:
            rows.append([])
    merge = draw(st.booleans())
    return junk, header, rows, merge


def _write(path, junk, header, rows, merge):
    wb = openpyxl.Workbook()
    ws = wb.active
    for r in [*junk, header, *rows]:
        ws.append([_cell(v) for v in r])
    # a string starting with '=' is typed text here (openpyxl would store it as a formula without the cached value
    # every spreadsheet program saves, which the reader sees as an empty cell): hypothesis found ['=0'] so
    for row in ws.iter_rows():
        for c in row:
            if c.data_type == "f":
                c.data_type = "s"
    if merge and junk and len(header) > 1:
        ws.merge_cells(start_row=1, start_column=1, end_row=1, end_column=len(header))
    wb.save(path)
    return len(junk) + 1  # the header's row number


def _cell(v):
    if isinstance(v, float) and (v != v or v in (float("inf"), float("-inf"))):
        return str(v)  # a workbook cannot hold NaN or infinity; a vendor would type them as text
    if isinstance(v, str):
        return re.sub(r"[\x00-\x08\x0b\x0c\x0e-\x1f]", "", v)  # characters XML cannot carry
    return v


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow]
)
@given(sheet=sheets())
def test_generated_workbooks_never_crash_and_every_row_is_accounted_for(tmp_path, sheet):
    junk, header, rows, merge = sheet
    path = tmp_path / "fuzz.xlsx"
    header_row = _write(path, junk, header, rows, merge)
    try:
        p = analyse(path)
    except BadInputFile as err:
        text = str(err)
        assert "\n" not in text and "fuzz.xlsx" in text
        return
    accounted = {q.source_row for q in p.rows} | {r.source_row for r in p.rejected}
    accounted |= {int(m.group(1)) for w in p.warnings if (m := re.match(r"row (\d+): note", str(w)))}
    for r in p.rejected:
        assert str(r.reason).strip()
    if p.header_row == header_row:  # found where we put it (junk above may look like a header too)
        for i, row in enumerate(rows):
            excel_row = header_row + 1 + i
            # a cell of spaces only is written as '<t> </t>' without xml:space="preserve": XML readers (and the
            # buyer looking at the sheet) see it empty, so a row of such cells is an empty row
            # (a cell of control characters only is written empty: `_cell` drops what XML cannot carry)
            if any((w := _cell(v)) not in (None, "") and not (isinstance(w, str) and not w.strip()) for v in row):
                assert excel_row in accounted, (excel_row, row)
    for q in p.rows:
        assert q.price_on_request or (q.price_min > 0 and q.price_max >= q.price_min and q.currency)
