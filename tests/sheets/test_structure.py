"""Structure from the data: a table's region and orientation are found from its cells (cells naming catalog devices,
price-like numbers, header-like rows and columns), so a transposed table, several (model, price) pairs on a row,
tier rows under a device named only in a block title, and prices in a notes column or a cell comment are read by
one mechanism, each quote naming the cell its price came from. Sheets written here, in layouts the corpus lacks."""

import datetime as dt

import openpyxl
import pytest
from openpyxl.comments import Comment

from gpucompare.sheets.importer import analyse

from .conftest import TODAY

H100 = "nvidia-h100-sxm5-80gb"
A100P = "nvidia-a100-pcie-80gb"
L40S = "nvidia-l40s"
RTX4090 = "nvidia-rtx-4090"


def write(path, rows, merges=(), comments=None, title="Sheet1"):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = title
    for r in rows:
        ws.append(r)
    for m in merges:
        ws.merge_cells(m)
    for cell, text in (comments or {}).items():
        ws[cell].comment = Comment(text, "vendor")
    wb.save(path)
    return path


def quotes(p):
    return [(q.device_id, q.price_min, q.price_max, q.currency) for q in p.rows]


def accounted(p, first: int, last: int) -> set[int]:
    """Rows of [first, last] that are neither imported nor rejected (they vanished)."""
    done = {q.source_row for q in p.rows} | {r.source_row for r in p.rejected}
    done |= {r for g in p.regions for r in g["header_rows"]}
    return {r for r in range(first, last + 1)} - done


def test_a_transposed_table_devices_as_columns(tmp_path):
    f = write(
        tmp_path / "t.xlsx",
        [
            ["报价单", None, None, "2026-11-20"],
            ["型号", "H100 SXM5 80GB", "A100 80GB PCIe", "L40S 48GB"],
            ["单价(元)", 235000, 118000, 59000],
            ["数量", 8, 4, 2],
            ["交期", "现货", "2周", "现货"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert quotes(p) == [(H100, 235000, 235000, "CNY"), (A100P, 118000, 118000, "CNY"), (L40S, 59000, 59000, "CNY")]
    assert [q.cell for q in p.rows] == ["B3", "C3", "D3"]
    assert [q.quantity for q in p.rows] == [8, 4, 2]


def test_several_model_and_price_pairs_on_a_row(tmp_path):
    f = write(
        tmp_path / "pairs.xlsx",
        [
            ["GPU price list (USD), 20 Nov 2026"],
            ["Model", "Price", "Model", "Price"],
            ["H100 SXM5 80GB", 27500, "A100 80GB PCIe", 14200],
            ["L40S 48GB", 7900, "RTX 4090 24GB", 1999],
        ],
    )
    p = analyse(f, today=TODAY)
    got = sorted((q.source_row, q.cell, q.device_id, q.price_min) for q in p.rows)
    assert got == [
        (3, "B3", H100, 27500),
        (3, "D3", A100P, 14200),
        (4, "B4", L40S, 7900),
        (4, "D4", RTX4090, 1999),
    ]


def test_tier_rows_under_a_device_named_in_a_block_title(tmp_path):
    f = write(
        tmp_path / "tiers.xlsx",
        [
            ["Volume pricing, EUR, valid from 01.12.2026"],
            ["Quantity", "Unit price"],
            ["NVIDIA H100 SXM5 80GB"],
            ["1-7", "28.500,00"],
            ["8-31", "27.900,00"],
            ["32+", "27.200,00"],
            ["NVIDIA L40S 48GB"],
            ["1-7", "7.950,00"],
            ["8+", "7.700,00"],
        ],
    )
    p = analyse(f, today=TODAY)
    # the first tier's price (one unit), the others kept in the notes (imp187: one rule for every quantity ladder)
    assert quotes(p) == [(H100, 28500, 28500, "EUR"), (L40S, 7950, 7950, "EUR")]
    assert [q.source_row for q in p.rows] == [4, 8]
    assert "27,900" in p.rows[0].notes  # each tier said
    assert not accounted(p, 3, 9)


def test_a_price_in_the_notes_column_or_a_cell_comment(tmp_path):
    f = write(
        tmp_path / "notes.xlsx",
        [
            ["Quote 2026-11-20 (USD)"],
            ["Model", "Unit price (USD)", "Notes"],
            ["H100 SXM5 80GB", "see note", "special price $26,800 until 30.11."],
            ["A100 80GB PCIe", 14200, ""],
            ["L40S 48GB", None, ""],
        ],
        comments={"B5": "Price: USD 7,650 (project price)"},
    )
    p = analyse(f, today=TODAY)
    by = {q.device_id: q for q in p.rows}
    assert by[H100].price_min == 26800 and by[H100].cell == "C3" and by[H100].needs_review
    assert by[L40S].price_min == 7650 and by[L40S].needs_review
    assert by[A100P].price_min == 14200


def test_marketplace_prices_and_a_timestamp_column(tmp_path):
    f = write(
        tmp_path / "jd.xlsx",
        [
            ["商品标题", "页面价", "券后价", "到手价", "采集时间", "店铺"],
            ["NVIDIA RTX 4090 24G 公版", "¥16999", "¥16499", "¥16299", dt.datetime(2026, 11, 20, 10, 32), "京东自营"],
            [
                "英伟达 L40S 48G 数据中心卡",
                "¥62999",
                "¥61999",
                "¥61500",
                dt.datetime(2026, 11, 20, 10, 35),
                "某某旗舰店",
            ],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.price_kind, q.list_price) for q in p.rows] == [
        (RTX4090, 16299, "purchase", 16999),
        (L40S, 61500, "purchase", 62999),
    ]


def test_price_per_gpu_beside_an_eight_gpu_platform_is_not_divided_again(tmp_path):
    f = write(
        tmp_path / "platform.xlsx",
        [
            ["Platform quote, USD, 2026-11-20"],
            ["Platform", "GPU config", "Price per GPU (USD)", "Platform price (USD)"],
            ["HGX H100 8-GPU", "8x H100 SXM5 80GB, 8x 400G NDR", 27000, 216000],
        ],
    )
    p = analyse(f, today=TODAY)
    (q,) = p.rows
    assert (q.device_id, q.price_min, q.price_kind, q.units_per_item) == (H100, 27000, "purchase", 8)


@pytest.mark.parametrize(
    "text, device",
    [
        ("HGX H200 8-GPU, 8x 400G NDR", "nvidia-h200-sxm-141gb"),
        ("NVIDIA DGX H100 (8x H100, 640GB total GPU memory)", H100),
        ("'$25,000 server: 8x H100 SXM5 80GB", H100),
    ],
)
def test_server_texts_that_once_misled(tmp_path, text, device):
    f = write(tmp_path / "s.xlsx", [["Model", "Price (USD)"], [text, 220000]])
    (q,) = analyse(f, today=TODAY).rows
    assert (q.device_id, q.units_per_item, q.price_min) == (device, 8, 220000 / 8)


def test_network_equipment_is_called_so(tmp_path):
    f = write(
        tmp_path / "n.xlsx",
        [
            ["Model", "Price (USD)"],
            ["H100 SXM5 80GB", 27000],
            ["NVIDIA Quantum-2 QM9700 InfiniBand switch, 64 ports NDR, account team pricing", 31000],
            ["ConnectX-7 400G NIC", 1900],
        ],
    )
    p = analyse(f, today=TODAY)
    assert len(p.rows) == 1
    for r in p.rejected:
        assert "network" in r.reason and "bank" not in r.reason


def test_a_wps_quote_dated_in_its_header_row(tmp_path):
    f = write(
        tmp_path / "wps.xlsx",
        [
            ["北京某某科技有限公司报价单"],
            ["序号", "品名", "规格", "数量", "单价", "金额", dt.datetime(2026, 11, 3)],
            [1, "H100 SXM5 80GB", "8卡", 1, 235000, 235000],
            [2, "L40S 48GB", "", 2, 59000, 118000],
            ["报价有效期3天，以上价格含税"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert (p.as_of, p.dated) == ("2026-11-03", True)
    assert {q.valid_until for q in p.rows} == {"2026-11-06"}
    assert {q.tax for q in p.rows} == {"incl"}


def test_a_file_with_nothing_to_import_says_why_in_its_own_terms(tmp_path):
    from gpucompare.errors import BadInputFile

    stock = write(
        tmp_path / "stock.xlsx",
        [
            ["Lagerliste 20.11.2026"],
            ["Artikel", "Bestand", "Lager"],
            ["H100 SXM5 80GB", 12, "FRA"],
            ["L40S 48GB", 30, "MUC"],
        ],
    )
    with pytest.raises(BadInputFile, match="lists devices .*H100.* but no prices"):
        analyse(stock, today=TODAY)
    # an encrypted Office file: an OLE container whose directory names the encrypted package
    locked = tmp_path / "locked.xlsx"
    locked.write_bytes(
        b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(504) + "EncryptedPackage".encode("utf-16-le") + bytes(512)
    )
    with pytest.raises(BadInputFile, match="encrypted with a password"):
        analyse(locked, today=TODAY)


def test_a_sheet_that_is_only_a_picture_says_so(tmp_path):
    """A price list pasted as an image: the sheet's drawing shows a picture and the sheet has no cells."""
    import zipfile

    from gpucompare.errors import BadInputFile

    plain = tmp_path / "plain.xlsx"
    openpyxl.Workbook().save(plain)
    path = tmp_path / "picture.xlsx"
    with zipfile.ZipFile(plain) as src, zipfile.ZipFile(path, "w") as dst:
        for item in src.infolist():
            dst.writestr(item, src.read(item.filename))
        dst.writestr(
            "xl/worksheets/_rels/sheet1.xml.rels",
            '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/drawing"'
            ' Target="../drawings/drawing1.xml"/></Relationships>',
        )
        dst.writestr(
            "xl/drawings/drawing1.xml",
            '<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing">'
            "<xdr:oneCellAnchor><xdr:pic><xdr:nvPicPr/></xdr:pic></xdr:oneCellAnchor></xdr:wsDr>",
        )
    with pytest.raises(BadInputFile, match="holds a picture and no cells"):
        analyse(path, today=TODAY)
