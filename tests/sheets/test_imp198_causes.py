"""Corpus 52 and 53's causes (imp198), each on a small sheet written here; none is a corpus file."""

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import write


def test_an_rfqs_bidders_are_its_vendors_and_payment_terms_never_are(tmp_path):
    # three suppliers filled in an RFQ side by side, each group with its price, lead time and payment terms
    f = write(
        tmp_path / "rfq.xlsx",
        [
            ["某某科技有限公司  GPU询价单（供应商回传汇总）"],
            [
                "序号",
                "需求物料",
                "数量",
                "供应商A：甲乙科技有限公司",
                None,
                None,
                "供应商B：丙丁信息技术有限公司",
                None,
                None,
            ],
            [None, None, None, "含税单价(元)", "交期", "付款方式", "含税单价(元)", "交期", "付款方式"],
            [1, "NVIDIA L20 48GB PCIe", 16, 29_800, "现货", "款到发货", 30_500, "3天", "月结30天"],
            [2, "NVIDIA H20 96GB", 8, 108_500, "2周", "预付50%发货前50%", 110_000, "1周", "月结30天"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert "款到发货" not in p.vendor and "月结" not in p.vendor
    assert "甲乙科技有限公司" in p.vendor and "丙丁信息技术有限公司" in p.vendor
    by = {(q.source_row, q.price_min): q.offered_by for q in p.rows}
    assert "甲乙科技有限公司" in by[(4, 29_800)] and "丙丁信息技术有限公司" in by[(4, 30_500)]
    assert p.mapping.get("vendor") is None


def test_a_guide_price_and_a_discount_rate_give_a_computed_price_marked_for_review(tmp_path):
    # a framework catalogue gives only the maker's guide price and the agreed discount off it (a percent cell)
    f = write(
        tmp_path / "catalogue.xlsx",
        [
            ["框架协议产品目录（价格含13%增值税）"],
            ["序号", "型号", "单位", "厂商指导价（元）", "协议折扣率（下浮）"],
            [1, "NVIDIA L20 48GB", "张", 33_000, 0.08],
            [2, "NVIDIA L40S 48GB", "张", 62_000, 0.10],
        ],
    )
    rows = analyse(f, today=TODAY).rows
    assert [round(q.price_min) for q in rows] == [30_360, 55_800]
    assert all(q.needs_review for q in rows)
    assert all(any("computed" in str(e) for e in q.evidence) for q in rows)


def test_grade_prices_are_one_quote_each_and_the_buy_back_price_none(tmp_path):
    # a recycler's list: a sale price per grade, then what it pays to buy a card back; an empty grade has no stock
    f = tmp_path / "grades.csv"
    f.write_text(
        "品名,A级售价(元),B级售价(元),C级售价(元),回收价(元),更新日期\n"
        "NVIDIA GeForce RTX 4090 24GB,14800,13900,12600,11500,2026-12-05\n"
        "NVIDIA Tesla T4 16GB,2680,2450,,1800,2026-12-05\n",
        encoding="utf-8",
    )
    p = analyse(f, today=TODAY)
    got = sorted((q.source_row, q.price_min) for q in p.rows)
    assert got == [(2, 12_600), (2, 13_900), (2, 14_800), (3, 2_450), (3, 2_680)]
    assert not any(q.price_min in (11_500, 1_800) for q in p.rows)  # the buy-back price is never a quote
    assert any(j.source_row == 3 and "C级" in str(j.reason) for j in p.rejected)  # the empty grade said


def test_the_chinese_import_notes_carry_no_english_keys(tmp_path):
    # a model column found from its data, a price with and without VAT, the condition convention: in Chinese, no
    # field key, no English convention and no JSON key shows through
    from gpucompare.i18n import chinese_text, localize

    f = write(
        tmp_path / "zh.xlsx",
        [
            ["报价单"],
            ["序号", "项目", "数量", "不含税单价", "含税单价"],
            [1, "NVIDIA L20 48GB", 2, 26_000, 29_380],
            [2, "NVIDIA L40S 48GB", 1, 50_000, 56_500],
        ],
    )
    p = analyse(f, today=TODAY)
    said = [chinese_text(lambda m=m: localize(m)) for m in (*p.warnings, *p.conventions)]
    assert said
    for text in said:
        assert "condition_when_unstated" not in text
        assert "VAT-inclusive" not in text and "model 列" not in text, text


def test_an_auctions_hammer_price_is_the_quote_not_the_start_bid_or_the_premium(tmp_path):
    # a German auction result: starting bid, hammer price, buyer's premium and the total; quantities as '2 Stk.'
    f = write(
        tmp_path / "auktion.xlsx",
        [
            ["Versteigerungsergebnis"],
            ["Alle Beträge in EUR netto. Käuferaufgeld 18 % auf den Zuschlag; 20 % USt auf Zuschlag und Aufgeld."],
            ["Los-Nr.", "Bezeichnung", "Menge", "Ausruf", "Zuschlag", "Aufgeld 18 %", "Gesamt netto"],
            ["101", "NVIDIA H100 PCIe 80GB", "1 Stk.", 9_000, 17_450, 3_141, 20_591],
            ["102", "NVIDIA RTX A6000 48GB, Posten zu 4 Stück", "4 Stk.", 4_000, 9_640, 1_735.2, 11_375.2],
            ["103", "APC NetShelter SX 42HE Serverschrank", "1 Stk.", 150, 420, 75.6, 495.6],
        ],
    )
    p = analyse(f, currency="EUR", today=TODAY)
    assert sorted((q.source_row, round(q.price_min)) for q in p.rows) == [(4, 17_450), (5, 2_410)]
    assert any(j.source_row == 6 for j in p.rejected)  # the rack cabinet: equipment, said
