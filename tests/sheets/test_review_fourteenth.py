"""Causes a review of the merged importer found: a watt rating in a chat line read as 万 yuan, bare '成新' marking a
new card used, a rate column whose rates differ by row, a delivery term stored as the bidder, 'Fr.' outside
Switzerland, a rate pattern's time on a run of digits, the row kinds of '服务器' and 'Storage'."""

import datetime as dt

import openpyxl

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.rows import reads_as_watts

TODAY = dt.date(2026, 12, 4)


def _write(path, lines):
    wb = openpyxl.Workbook()
    ws = wb.active
    for line in lines:
        ws.append(line if isinstance(line, list) else [line])
    wb.save(path)
    return path


def test_a_watt_rating_in_a_chat_line_is_not_wan_yuan(tmp_path):
    f = _write(
        tmp_path / "chat.xlsx",
        [
            "[2026/12/03 09:01] 张总: 今天的货",
            "[2026/12/03 09:02] 张总: H100 PCIe 80G 350W 现货 5台 21.5w",
            "[2026/12/03 09:03] 张总: L40S 48G 功耗350W 5.8w/张",
            "[2026/12/03 09:04] 张总: H200 8卡服务器 286W一台",
            "[2026/12/03 09:05] 张总: H100 PCIe 80G 350W 现货 5台",
        ],
    )
    p = analyse(f, today=TODAY)
    got = {q.source_row: (q.device_id, q.price_min, q.currency) for q in p.rows}
    assert got[2] == ("nvidia-h100-pcie-80gb", 215_000, "CNY")  # the price after the rating, not 350万
    assert got[3] == ("nvidia-l40s", 58_000, "CNY")
    assert got[4][1] == 2_860_000 / 8  # '286W一台' for an 8-GPU server: a price in 万
    assert 5 not in got  # a rating and no price: nothing imported at 3,500,000
    assert all(q.price_min < 1_000_000 for q in p.rows)


def test_one_function_tells_watts_from_wan():
    assert reads_as_watts("H100 PCIe 350W 现货", 10, 14, tdp_w=350)  # the card's own TDP
    assert reads_as_watts("TDP 700W, 23w", 4, 8)  # a power word beside it
    assert reads_as_watts("卡 400W 现货 23w", 2, 6, more=True)  # a whole rating and a later amount
    assert reads_as_watts("电源 2.7kW", 3, 8)  # kilowatts are never a scale
    assert not reads_as_watts("H200 8卡 286W一台", 8, 12, tdp_w=700)
    assert not reads_as_watts("A100 10.2w/张", 5, 10, tdp_w=400)
    assert not reads_as_watts("H100 23.5万", 5, 10, tdp_w=350)


def test_only_a_graded_chengxin_is_used():
    from gpucompare.sheets.importer.rows import _condition

    for text in ("RTX 4090 换成新卡", "H100 已完成新一轮测试", "L40S 升级成新款散热"):
        assert _condition(text) != "used", text
    for text in ("RTX 3090 9成新", "RTX 3090 九成新", "A100 95成新", "A100 95新", "4090 8成新"):
        assert _condition(text) == "used", text


def test_a_new_card_in_a_sheet_stays_new(tmp_path):
    f = _write(
        tmp_path / "cond.xlsx",
        [
            ["型号", "单价", "备注"],
            ["RTX 4090 24G", 16800, "坏卡换成新卡"],
            ["RTX 3090 24G", 5350, "九成新"],
        ],
    )
    p = analyse(f, today=TODAY)
    got = {q.device_id: q.condition for q in p.rows}
    assert got["nvidia-rtx-4090"] != "used" and got["nvidia-rtx-3090"] == "used"


def test_rates_that_differ_by_line_give_each_line_its_own(tmp_path):
    f = _write(
        tmp_path / "rates.xlsx",
        [
            ["型号", "数量", "无税单价", "含税单价", "税率(%)"],
            ["H100 SXM5 80GB", 8, 200000, 226000, 13],
            ["L40S 48GB", 4, 50000, 56500, 13],
            ["A100 80GB PCIe", 2, 100000, 106000, 6],
            ["A100 80GB PCIe", 2, 100000, 106000, 6],
        ],
    )
    p = analyse(f, today=TODAY)
    assert not any("assumed" in str(c) for c in p.conventions)
    offer = [c for c in p.conventions if "is the offer" in str(c)]
    assert len(offer) == 1 and not any("VAT-inclusive column" in str(c) for c in p.conventions)
    got = [(q.price_min, q.tax, q.tax_rate, q.notes) for q in p.rows]
    assert got[0] == (200_000, "excl", 0.13, "without VAT (13%)")
    assert got[2] == got[3] == (100_000, "excl", 0.06, "without VAT (6%)")


def test_the_rate_in_a_header_is_read_in_linear_time():
    import time

    from gpucompare.sheets.importer.choose import _RATE_IN_HEAD

    assert _RATE_IN_HEAD.search("含税单价(13%专票)").group(1) == "13"
    assert _RATE_IN_HEAD.search("Preis inkl. 19,5 % MwSt").group(1) == "19,5"
    digits = "1" * 50_000  # no length cap: one start per run of digits
    t0 = time.perf_counter()
    assert _RATE_IN_HEAD.search(digits) is None
    assert time.perf_counter() - t0 < 0.5  # quadratic: minutes


def test_a_server_is_no_service_and_storage_is_no_product():
    from gpucompare.sheets.header import row_kind

    assert row_kind("服务器") is None and row_kind("服務器") is None and row_kind("服务器 8卡 H100") is None
    assert row_kind("服务费") == "service" and row_kind("服务器维保") == "service"
    # a storage line (block storage by the month, a storage add-on) is a line of its own, never a GPU
    assert row_kind("Storage") == "service" and row_kind("Storage 4x 3.84TB NVMe") == "service"


def test_a_server_line_in_chinese_is_read_as_a_product(tmp_path):
    f = _write(
        tmp_path / "srv.xlsx",
        [["名称", "型号", "单价"], ["服务器", "H100 SXM5 80GB 8卡", 2_100_000], ["服务器", "L40S 48GB 8卡", 560_000]],
    )
    p = analyse(f, today=TODAY)
    assert [q.device_id for q in p.rows] == ["nvidia-h100-sxm5-80gb", "nvidia-l40s"]


def test_a_delivery_term_is_no_bidder(tmp_path):
    f = _write(
        tmp_path / "terms.xlsx",
        [
            ["Model", "Qty", "FOB Singapore (USD)", "DAP Jakarta (USD)"],
            ["H100 SXM5 80GB", 8, 24100, 26900],
            ["L40S 48GB", 4, 7350, 8200],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_min, q.offered_by, q.notes.split(";")[0]) for q in p.rows]
    assert got == [
        ("nvidia-h100-sxm5-80gb", 24_100, "", "delivery term FOB Singapore (USD)"),
        ("nvidia-h100-sxm5-80gb", 26_900, "", "delivery term DAP Jakarta (USD)"),
        ("nvidia-l40s", 7_350, "", "delivery term FOB Singapore (USD)"),
        ("nvidia-l40s", 8_200, "", "delivery term DAP Jakarta (USD)"),
    ]


def test_fr_is_swiss_francs_only_on_a_swiss_sheet(tmp_path):
    def read(name, rows):
        p = analyse(_write(tmp_path / name, rows), today=TODAY)
        return [(q.price_min, q.currency, q.needs_review) for q in p.rows], [str(w) for w in p.warnings]

    de, _ = read(
        "de.xlsx",
        [["Preisliste, alle Preise exkl. MWST"], ["Modell", "Preis"], ["H100 SXM5 80GB", "Fr. 31'450.00"]]
        + [["L40S 48GB", "Fr. 8'950.00"]],
    )
    assert de == [(31_450, "CHF", False), (8_950, "CHF", False)]
    # a French sheet from Dakar or Abidjan writes the CFA franc so: read as CHF, said, and marked for review
    fr, warnings = read(
        "fr.xlsx",
        [["Désignation", "Prix unitaire"], ["H100 SXM5 80GB", "Fr. 18 500 000"], ["L40S 48GB", "Fr. 5 200 000"]],
    )
    assert all(review for _p, _c, review in fr)
    assert any("XOF" in w and "CHF" in w for w in warnings)
    ch, _ = read(
        "ch.xlsx",
        [["Désignation", "Prix unitaire (CHF)"], ["H100 SXM5 80GB", "Fr. 31'450.00"], ["L40S", "Fr. 8'950.00"]],
    )
    assert ch == [(31_450, "CHF", False), (8_950, "CHF", False)]  # the sheet names CHF
