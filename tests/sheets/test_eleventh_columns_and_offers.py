"""Causes found by blind corpus 10 in the columns a price is read from, each fixed as a mechanism and tested on a
sheet written here (never a corpus file): a price book with one price column per buyer tier is read at the tier the
sheet names, or marked for review with every tier kept."""

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import L40S, write

H100 = "nvidia-h100-sxm5-80gb"


def _book(tmp_path, said: str):
    return write(
        tmp_path / "book.xlsx",
        [
            ["Example Trading Co. — dealer price list"],
            [f"Dealer: Sample Systems · {said} · prices in USD"],
            ["Code", "Product", "Retail (USD)", "Bronze", "Silver", "Platinum price"],
            ["X-1", "NVIDIA L40S 48GB", 9_000, 8_500, 8_200, 7_900],
            ["X-2", "NVIDIA H100 SXM5 80GB", 31_000, 29_500, 28_800, 27_600],
        ],
    )


def test_the_buyer_tier_the_sheet_names_is_the_price_and_every_tier_is_kept(tmp_path):
    p = analyse(_book(tmp_path, "your level: SILVER"), today=TODAY)
    got = {q.device_id: q.price_min for q in p.rows}
    assert got == {L40S: 8_200, H100: 28_800}
    assert all(not q.needs_review for q in p.rows)
    q = next(q for q in p.rows if q.device_id == L40S)
    assert "bronze 8,500.00" in q.notes and "platinum 7,900.00" in q.notes
    assert any("buyer tiers" in str(c) for c in p.conventions)


def test_a_price_book_that_names_no_tier_is_marked_for_review_with_every_tier(tmp_path):
    p = analyse(_book(tmp_path, "valid this month"), today=TODAY)
    assert len(p.rows) == 2
    for q in p.rows:
        assert q.needs_review and q.warnings
        assert "silver" in q.notes and "bronze" in q.notes


def test_chinese_member_levels_are_buyer_tiers(tmp_path):
    f = write(
        tmp_path / "member.xlsx",
        [
            ["会员价目表（本店会员等级：金牌）", "币种：人民币"],
            ["型号", "银牌会员价", "金牌会员价", "钻石会员价"],
            ["NVIDIA L40S 48GB", 52_000, 50_500, 49_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.needs_review) for q in p.rows] == [(L40S, 50_500, False)]


def test_a_price_history_reads_its_newest_date_column_dated_then(tmp_path):
    import datetime as dt

    f = write(
        tmp_path / "trend.xlsx",
        [
            ["Monthly street prices (USD per card)"],
            ["Model", dt.datetime(2026, 9, 1), dt.datetime(2026, 10, 1), dt.datetime(2026, 11, 1), "Change"],
            ["NVIDIA L40S 48GB", 9_100, 8_900, 8_700, -0.022],
            ["NVIDIA H100 SXM5 80GB", 29_000, 28_500, "sold out", ""],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.quote_date) for q in p.rows] == [(L40S, 8_700, "2026-11-01")]
    assert any(r.source_row == 4 for r in p.rejected)  # no older month read for the row sold out now
    assert any("history" in str(c) for c in p.conventions)


def test_a_free_of_total_cards_column_is_availability_not_a_divisor(tmp_path):
    f = write(
        tmp_path / "market.xlsx",
        [
            ["GPU rental marketplace — hosts (prices per card per hour)"],
            ["Region", "GPU", "GPUs (free/total)", "Price"],
            ["West-1", "NVIDIA L40S", "3/8", "$0.89/hr"],
            ["East-2", "NVIDIA L40S", "0/8", "$0.85/hr"],
            ["East-2", "NVIDIA H100 SXM5 80GB", "2/4", "$2.10/hr"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.price_kind) for q in p.rows] == [
        (L40S, 0.89, "hourly"),
        (L40S, 0.85, "hourly"),
        (H100, 2.10, "hourly"),
    ]
    assert any("availability" in str(c) for c in p.conventions)


def test_a_maori_monthly_rent_over_a_term_is_a_lease_in_nz_dollars(tmp_path):
    f = write(
        tmp_path / "reti.xlsx",
        [
            ["UTU RĒTI — Kamupene Tauira"],
            ["Rā: 1/12/2026 · Ngā utu ia marama, tāra NZ ($), hāunga te GST 15%"],
            ["Taputapu", "Wā (marama)", "Utu ia marama ($)"],
            ["Kāri NVIDIA L40S 48GB", 12, 950],
            ["Kāri NVIDIA L40S 48GB", 36, 610],
            ["Utu tāuta", "", 300],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_min, q.price_kind, q.lease_term_months, q.currency, q.tax) for q in p.rows]
    assert got == [(L40S, 950, "lease", 12, "NZD", "excl"), (L40S, 610, "lease", 36, "NZD", "excl")]
    assert [r.source_row for r in p.rejected] == [6]


def test_a_model_named_only_in_a_cell_comment_is_read_and_marked_for_review(tmp_path):
    import openpyxl
    from openpyxl.comments import Comment

    wb = openpyxl.Workbook()
    ws = wb.active
    for row in (
        ["Item list (prices in USD, excl. VAT)"],
        ["Code", "Description", "Unit price (USD)"],
        ["P-01", "Accelerator type 1 (see note)", 8_600],
        ["P-02", "Accelerator type 2 (see note)", 29_900],
        ["P-03", "NVIDIA L40S 48GB", 8_700],
    ):
        ws.append(row)
    ws["B3"].comment = Comment("NVIDIA L40S 48GB PCIe, passive", "vendor")
    ws["B4"].comment = Comment("NVIDIA H100 SXM5 80GB module", "vendor")
    ws["B5"].comment = Comment("NVIDIA H100 SXM5 80GB", "vendor")  # the cell names its own device: kept
    f = tmp_path / "comments.xlsx"
    wb.save(f)
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.device_id, q.price_min, q.needs_review) for q in p.rows]
    assert got == [(3, L40S, 8_600, True), (4, H100, 29_900, True), (5, L40S, 8_700, False)]
    assert any("comment on cell B3" in str(w) for w in p.rows[0].warnings)


def test_a_vat_inclusive_total_that_sums_the_lines_gives_their_tax_basis(tmp_path):
    f = write(
        tmp_path / "order.xlsx",
        [
            ["订货单", "", "", "", "日期：2026年12月1日"],
            ["序号", "型号", "数量", "单价（元）", "金额（元）"],
            [1, "NVIDIA L40S 48GB", 2, 52_000, 104_000],
            [2, "NVIDIA H100 SXM5 80GB", 1, 230_000, 230_000],
            [3, "上架安装", 1, 2_000, 2_000],
            ["合计（含13%增值税）", "", "", "", 336_000],
        ],
    )
    p = analyse(f, today=TODAY)
    assert {(q.device_id, q.tax, q.tax_rate) for q in p.rows} == {(L40S, "incl", 0.13), (H100, "incl", 0.13)}


def test_a_total_with_vat_that_does_not_sum_the_lines_says_nothing_of_them(tmp_path):
    f = write(
        tmp_path / "order.xlsx",
        [
            ["订货单", "", "", "", "日期：2026年12月1日"],
            ["序号", "型号", "数量", "单价（元）", "金额（元）"],
            [1, "NVIDIA L40S 48GB", 2, 52_000, 104_000],
            ["合计（含13%增值税）", "", "", "", 117_520],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.tax) for q in p.rows] == [(L40S, "")]


def test_sales_tax_not_included_is_a_price_without_tax(tmp_path):
    f = write(
        tmp_path / "quote.xlsx",
        [
            ["Quote Q-1001", "", "Date: 12/01/2026"],
            ["Description", "Qty", "Unit Price"],
            ["NVIDIA L40S 48GB PCIe", 2, "$7,950.00"],
            ["Sales tax: not included, added at invoice"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.tax) for q in p.rows] == [(L40S, "excl")]


def test_a_card_name_wrapped_onto_the_next_row_is_a_card_not_a_server(tmp_path):
    f = write(
        tmp_path / "pdf.xlsx",
        [
            ["Quote Q-1002", "", "", "Date: 12/01/2026"],
            ["Line", "Description", "Qty", "Unit Price"],
            [1, "NVIDIA RTX PRO 6000 Blackwell Server", 2, "$8,600.00"],
            ["", "Edition 96GB, passive cooling", "", ""],
            [2, "NVIDIA L40S 48GB PCIe", 1, "$7,950.00"],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.offer, q.price_min) for q in p.rows]
    assert got[0] == ("nvidia-rtx-pro-6000-blackwell", "card", 8_600)
    assert [q.device_id for q in p.rows] == ["nvidia-rtx-pro-6000-blackwell", L40S]
    assert "Edition 96GB" in p.rows[0].raw_model


def test_an_erp_exports_head_fields_on_its_first_line_date_and_expire_every_line(tmp_path):
    import datetime as dt

    f = write(
        tmp_path / "erp.xlsx",
        [
            ["单据编号", "日期", "币别", "失效日期", "(明细)规格型号", "(明细)数量", "(明细)含税单价", "(明细)税率%"],
            [
                "BJ-0001",
                dt.datetime(2026, 11, 20),
                "人民币",
                dt.datetime(2026, 12, 20),
                "NVIDIA L40S 48GB",
                2,
                52_000,
                13,
            ],
            ["", "", "", "", "NVIDIA H100 SXM5 80GB", 1, 230_000, 13],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.quote_date, q.valid_until, q.tax, q.tax_rate) for q in p.rows]
    assert got == [
        (L40S, "2026-11-20", "2026-12-20", "incl", 0.13),
        (H100, "2026-11-20", "2026-12-20", "incl", 0.13),
    ]


def test_a_sundanese_price_list_reads_its_tax_validity_and_condition(tmp_path):
    f = write(
        tmp_path / "daptar.xlsx",
        [
            ["DAPTAR HARGA — Toko Conto, Bandung"],
            ["Kaping: 01-12-2026 · Harga dina Rupiah, kalebet PPN 11% · Lumaku nepi ka 15-12-2026"],
            ["No.", "Barang", "Kaayaan", "Harga"],
            [1, "NVIDIA L40S 48GB", "Anyar", "Rp 140.000.000,-"],
            [2, "NVIDIA L40S 48GB", "Bekas", "Rp 99.500.000,-"],
            [3, "NVIDIA H100 SXM5 80GB", "Anyar", "Taros heula"],
            ["", "Ongkos kirim", "", "Rp 250.000,-"],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [
        (q.device_id, q.price_min, q.condition, q.tax, q.tax_rate, q.valid_until)
        for q in p.rows
        if not q.price_on_request
    ]
    assert got == [
        (L40S, 140_000_000, "new", "incl", 0.11, "2026-12-15"),
        (L40S, 99_500_000, "used", "incl", 0.11, "2026-12-15"),
    ]
    assert any(q.price_on_request and q.device_id == H100 for q in p.rows)


def test_a_card_pulled_from_servers_is_a_used_card_and_an_8_gpu_platform_a_baseboard(tmp_path):
    f = write(
        tmp_path / "offer.xlsx",
        [
            ["Offer", "", "Date: 2026-12-01 · prices in USD"],
            ["Description", "Qty", "Unit Price (USD)"],
            ["NVIDIA L40S 48GB (pulled from servers, tested)", 4, 6_100],
            ["AMD Instinct MI300X 192GB OAM, 8-GPU platform", 1, 120_000],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.offer, q.condition, q.price_min) for q in p.rows]
    assert got[1] == ("amd-mi300x", "baseboard", "", 15_000)
    assert got[0][0] == L40S and got[0][2:] == ("used", 6_100) and got[0][1] != "server"


def test_an_odia_rate_cards_monthly_committed_column_is_a_reserved_rate(tmp_path):
    f = write(
        tmp_path / "dara.xlsx",
        [
            ["GPU ଭଡ଼ା ଦର ତାଲିକା"],
            ["ତାରିଖ: 01-12-2026 · ଦର ଟଙ୍କାରେ (₹), GST 18% ଅତିରିକ୍ତ"],
            ["ଇନଷ୍ଟାନ୍ସ", "GPU ସଂଖ୍ୟା", "ପ୍ରତି ଘଣ୍ଟା", "ମାସିକ (ପ୍ରତିବଦ୍ଧତା)"],
            ["1 x NVIDIA L40S 48GB", 1, "₹120.00", "₹73,000"],
            ["8 x NVIDIA H100 SXM5 80GB", 8, "₹2,000.00", "ଉପଲବ୍ଧ ନାହିଁ"],
        ],
    )
    p = analyse(f, today=TODAY)
    got = sorted((q.device_id, q.price_kind, round(q.price_min, 2)) for q in p.rows)
    assert got == [(H100, "hourly", 250.0), (L40S, "hourly", 120.0), (L40S, "hourly_reserved", 100.0)]
    assert all(q.currency == "INR" and q.tax == "excl" for q in p.rows)


def test_a_channel_price_beside_the_suggested_end_user_price_is_the_offer_by_a_stated_rule(tmp_path):
    f = write(
        tmp_path / "qudao.xlsx",
        [
            ["渠道报价（含13%增值税，单位：元）"],
            ["品牌", "型号", "终端价", "渠道价", "库存"],
            ["NVIDIA", "L40S 48G", 56_000, 52_500, 12],
            ["NVIDIA", "H100 SXM5 80G", 245_000, 231_000, 3],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_min, q.list_price) for q in p.rows]
    assert got == [(L40S, 52_500, 56_000), (H100, 231_000, 245_000)]
    assert any("终端价" in str(c) and "渠道价" in str(c) for c in p.conventions)
