"""The classes of decision blind corpus 59 (international) found, each tested on sheets written here (none is a
corpus file, none of their layouts):

- a buyer's comparison sheet whose prices are formulas reading the vendors' own sheets ("='Vendor A'!D6",
  "='Vendor B'!D9/8"): the vendors' sheets are the offers, each with its own date; the comparison repeats them (said,
  never imported twice), even where its figures alone would not show it (a server's price per GPU, a MIN column)."""

import re
import shutil
import zipfile

import openpyxl

from gpucompare.sheets.importer import analyse

from .conftest import TODAY

H100_NVL = "nvidia-h100-nvl"
L40S = "nvidia-l40s"
H200_SXM = "nvidia-h200-sxm-141gb"


def _with_cached(path, cached):
    """openpyxl writes a formula without the value Excel saves beside it: write that value into the sheet's XML
    (sheet number, 1-based -> {cell: value})."""
    tmp = path.with_suffix(".tmp")
    with zipfile.ZipFile(path) as zin, zipfile.ZipFile(tmp, "w", zipfile.ZIP_DEFLATED) as zout:
        for item in zin.infolist():
            data = zin.read(item.filename)
            m = re.match(r"xl/worksheets/sheet(\d+)\.xml$", item.filename)
            if m and int(m.group(1)) in cached:
                xml = data.decode()
                for cell, val in cached[int(m.group(1))].items():
                    xml, n = re.subn(
                        r'(<c r="' + cell + r'"[^>]*>)(<f>[^<]*</f>)<v\s*/>',
                        lambda mm, val=val: mm.group(1) + mm.group(2) + f"<v>{float(val)!r}</v>",
                        xml,
                    )
                    assert n == 1, cell
                data = xml.encode()
            zout.writestr(item, data)
    shutil.move(tmp, path)
    return path


# ---- a comparison sheet of formulas reading the vendor sheets


def _comparison(tmp_path):
    wb = openpyxl.Workbook()
    cmp_ = wb.active
    cmp_.title = "Comparison"
    for r in [
        ["Bid comparison — unit prices in EUR, excl. VAT (linked to the vendor tabs)"],
        [],
        ["Item (per GPU)", "Alpha", "Beta", "Best"],
        ["H100 NVL 94GB", "='Alpha GmbH'!C5", "='Beta Systems'!C5", "=MIN(B4:C4)"],
        ["L40S 48GB", "='Alpha GmbH'!C6", "='Beta Systems'!C6", "=MIN(B5:C5)"],
        ["H200 SXM 141GB (in 8-GPU server, per GPU)", "—", "='Beta Systems'!C7/8", "=MIN(B6:C6)"],
    ]:
        cmp_.append(r)
    for name, date, lines in [
        ("Alpha GmbH", "Date: 1 December 2026", [("NVIDIA H100 NVL 94GB PCIe", 29400), ("NVIDIA L40S 48GB", 8950)]),
        (
            "Beta Systems",
            "Date: 3 December 2026",
            [
                ("NVIDIA H100 NVL 94GB PCIe", 28950),
                ("NVIDIA L40S 48GB PCIe", 9180),
                ("Server with 8x NVIDIA H200 SXM 141GB", 312000),
            ],
        ),
    ]:
        ws = wb.create_sheet(name)
        ws.append([f"{name} — Quotation"])
        ws.append([date])
        ws.append(["Prices in EUR, excl. VAT"])
        ws.append(["Pos", "Description", "Unit price (EUR)", "Qty"])
        for i, (model, price) in enumerate(lines, 1):
            ws.append([i, model, price, 2])
    path = tmp_path / "comparison.xlsx"
    wb.save(path)
    return _with_cached(
        path,
        {1: {"B4": 29400, "C4": 28950, "D4": 28950, "B5": 8950, "C5": 9180, "D5": 8950, "C6": 39000, "D6": 39000}},
    )


def test_a_comparison_of_formulas_reading_the_vendor_sheets_is_no_offer_of_its_own(tmp_path):
    p = analyse(_comparison(tmp_path), today=TODAY)
    got = sorted((q.sheet, q.source_row, q.device_id, q.price_min, str(q.quote_date)) for q in p.rows)
    # every vendor's line, once, from its own sheet, at its own date; the comparison's per-GPU server price and its
    # 'Best' column imported nowhere
    assert got == [
        ("Alpha GmbH", 5, H100_NVL, 29400, "2026-12-01"),
        ("Alpha GmbH", 6, L40S, 8950, "2026-12-01"),
        ("Beta Systems", 5, H100_NVL, 28950, "2026-12-03"),
        ("Beta Systems", 6, L40S, 9180, "2026-12-03"),
        ("Beta Systems", 7, H200_SXM, 39000, "2026-12-03"),
    ]
    # the comparison's rows listed, with what they are: formulas repeating the vendors' prices
    why = {r.source_row: str(r.reason) for r in p.rejected if r.sheet == "Comparison"}
    assert set(why) >= {4, 5, 6}
    assert "formulas reading" in " ".join(map(str, p.warnings))


def test_the_same_figures_typed_in_a_sheet_of_their_own_are_not_taken_for_links(tmp_path):
    # the comparison's numbers typed, not linked: its server line's per-GPU price is a price of its own, so the
    # figures alone decide (the earlier rule), and nothing is said of formulas
    wb = openpyxl.load_workbook(_comparison(tmp_path), data_only=True)
    path = tmp_path / "typed.xlsx"
    wb.save(path)
    p = analyse(path, today=TODAY)
    assert "formulas reading" not in " ".join(map(str, p.warnings))
