"""The classes of decision blind corpora 47 (Chinese region) and 48 (international) found, each tested on sheets
written here (none is a corpus file, none of their layouts):

- an amount in the spoken yuan ('18800块', '3万6块') is a price in yuan: 块 is the currency right after an amount in
  the thousands or with a scale that ends a price cell (`currency_after_amount`; '6块' counts six pieces), and the digit after a scale ('3万6块') is the amount's, never a count of
  cards; '价钱' names a price column, '货品' the goods; '冇含税' (not including tax) says the prices exclude it; a
  spoken date's '号' is its day ('12月3号');
- CNH, the renminbi traded offshore, is a renminbi price (CNY), never passed over for a USD reference column;
- the Moldovan leu: 'lei' on a sheet that names a Moldovan place or calling code is MDL, elsewhere Romania's RON;
  Gagauz as a lexicon file (gag.toml: its month names with 'ayı', 'kadar' after the date, 'Sorunuz', 'içindä');
- an approval memo's negotiated price ('議價後單價') is the offer beside its budget ('預算') and the first quotation it
  lowered ('原報價')."""

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.prices import parse_price

from .conftest import TODAY
from .test_conventions import by_row, write

L40S = "nvidia-l40s"
L4 = "nvidia-l4"
H100_NVL = "nvidia-h100-nvl"
RTX4090 = "nvidia-rtx-4090"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- the spoken yuan


def test_an_amount_in_the_spoken_yuan_is_a_price_in_yuan():
    for text, value in (("18800块", 18800.0), ("3万6块", 36000.0), ("2万4 块", 24000.0)):
        got = parse_price(text)
        assert (got.ok, got.min, got.currency) == (True, value, "CNY"), text
    for text in ("8块卡", "6块", "120块"):
        assert not parse_price(text).ok, text  # pieces: 块 after a small number, or before a noun, counts them


def test_a_stall_list_in_spoken_yuan_is_read_without_a_count_from_the_amount(tmp_path):
    rows = [
        ["电脑城 显卡 价钱 (12月3号)"],
        ["价钱冇含税，开票另加点数。"],
        ["序号", "货品", "价钱", "备注"],
        [1, "英伟达 L40S 48G", "5万1块", "现货"],
        [2, "RTX 4090 24G", "17600块", "要等几天"],
        [3, "L4 24G", "1万8", ""],
    ]
    p = _run(tmp_path, "stall.xlsx", rows)
    q = by_row(p)
    assert {r: (q[r].device_id, q[r].price_min, q[r].currency, q[r].units_per_item) for r in q} == {
        4: (L40S, 51000.0, "CNY", 1.0),
        5: (RTX4090, 17600.0, "CNY", 1.0),
        6: (L4, 18000.0, "CNY", 1.0),
    }
    assert {q[r].tax for r in q} == {"excl"}
    assert {q[r].quote_date for r in q} == {"2026-12-03"}  # '12月3号': the spoken date's day


# ---- offshore renminbi


def test_an_offshore_renminbi_column_is_the_renminbi_price(tmp_path):
    rows = [
        ["Pacific Harbour Components Ltd — Tsim Sha Tsui, Kowloon"],
        ["Quotation for delivery in Hong Kong, settled offshore"],
        ["Product", "Qty", "Unit price (CNH)", "Line total (CNH)"],
        ["NVIDIA L40S 48GB", 4, 47700.0, 190800.0],
        ["NVIDIA H100 NVL 94GB", 2, 175500.0, 351000.0],
    ]
    p = _run(tmp_path, "cnh.xlsx", rows)
    q = by_row(p)
    assert {r: (q[r].device_id, q[r].price_min, q[r].currency) for r in q} == {
        4: (L40S, 47700.0, "CNY"),
        5: (H100_NVL, 175500.0, "CNY"),
    }


# ---- the Moldovan leu and Gagauz


def test_lei_from_a_moldovan_place_are_moldovan_lei(tmp_path):
    rows = [
        ["SRL Nistru Digital, str. Ștefan cel Mare 12, Chișinău"],
        ["Model", "Preț (lei)", "Stoc"],
        ["NVIDIA L40S 48GB", "172 000 lei", 3],
        ["NVIDIA L4 24GB", "46 500 lei", 9],
    ]
    q = by_row(_run(tmp_path, "md.xlsx", rows))
    assert {r: (q[r].device_id, q[r].price_min, q[r].currency) for r in q} == {
        3: (L40S, 172000.0, "MDL"),
        4: (L4, 46500.0, "MDL"),
    }
    ro = [["SC Carpați IT SRL, Cluj-Napoca"], ["Model", "Preț (lei)"], ["NVIDIA L40S 48GB", "41 500 lei"]]
    assert by_row(_run(tmp_path, "ro.xlsx", ro))[3].currency == "RON"


def test_a_gagauz_list_reads_its_months_validity_and_words(tmp_path):
    rows = [
        ["Çadır, 2 Kırım ayı 2026"],
        ["Malın adı", "Bir tanenin fiatı", "Hali"],
        ["NVIDIA L40S 48GB", 171000, "yeni"],
        ["NVIDIA GeForce RTX 4090 24GB", 30900, "kullanılmış"],
        ["NVIDIA H100 NVL 94GB", "Sorunuz", "yeni"],
        ["Fiatlar lei, TVA 20% içindä; 16 Kırım ayı 2026 kadar geçer."],
    ]
    q = by_row(_run(tmp_path, "gag.xlsx", rows))
    assert {r: (q[r].device_id, q[r].price_min if not q[r].price_on_request else None, q[r].condition) for r in q} == {
        3: (L40S, 171000.0, "new"),
        4: (RTX4090, 30900.0, "used"),
        5: (H100_NVL, None, "new"),
    }
    assert {q[r].currency for r in (3, 4)} == {"MDL"}
    assert {(q[r].tax, q[r].tax_rate, q[r].quote_date, q[r].valid_until) for r in q} == {
        ("incl", 0.2, "2026-12-02", "2026-12-16")
    }


# ---- an approval memo's negotiated price


def test_an_approval_memo_takes_the_negotiated_price(tmp_path):
    rows = [
        ["採購簽呈（含5%營業稅）"],
        ["品名", "數量", "議價後單價", "原報價單價", "預算單價"],
        ["NVIDIA L40S 48GB", 2, 239000, 246000, 260000],
        ["NVIDIA L4 24GB", 6, 61500, 64000, 70000],
    ]
    q = by_row(_run(tmp_path, "memo.xlsx", rows))
    assert {r: (q[r].device_id, q[r].price_min) for r in q} == {3: (L40S, 239000.0), 4: (L4, 61500.0)}


# ---- a configured server's parts under its title


def test_a_configured_servers_parts_are_no_quotes_and_its_cards_are_priced_per_card(tmp_path):
    rows = [
        ["服务器方案报价（含税，人民币）"],
        ["部件名称", "部件描述", "数量", "单价(元)"],
        ["方案A：超微 SYS-421GE 4卡 L40S 服务器", "", "", ""],
        ["机箱", "SYS-421GE 4U 准系统", 1, 61000],
        ["内存", "64GB DDR5-5600 RDIMM", 16, 2300],
        ["GPU", "NVIDIA L40S 48GB PCIe", 4, 52800],
        ["方案B：4卡 L4 推理服务器", "", "", ""],
        ["CPU", "AMD EPYC 9354 32C", 1, 14500],
        ["GPU", "NVIDIA L4 24GB", 4, 17900],
    ]
    p = _run(tmp_path, "bom.xlsx", rows)
    q = by_row(p)
    assert {r: (q[r].device_id, q[r].price_min, q[r].units_per_item) for r in q} == {
        6: (L40S, 52800.0, 1.0),
        9: (L4, 17900.0, 1.0),
    }
    rejected = {r.source_row: r.reason for r in p.rejected}
    assert all("part of the server" in rejected[r] for r in (4, 5, 8)), rejected
