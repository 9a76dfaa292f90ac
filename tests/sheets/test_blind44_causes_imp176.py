"""The classes of decision blind corpora 44 (Chinese region) and 45 (international) found, each tested on sheets
written here (none is a corpus file, none of their layouts):

- a period word before a purchase volume ('annual volume', '按年度累计采购量') counts the volume a tier is reached
  over, never a rental period: the tier's prices are purchase prices (data/lexicon, tier.volume);
- a rate the provider calls standard ('Standard rate', '标准收费') beside a subsidised one: the standard rate is the
  offer, the subsidised one holds for those who qualify; a subsidised price alone beside an unmarked one stays the
  offer ('限时补贴价');
- an auction's lot prices: a lot column named in two languages ('拍品编号 Lot No.') makes the prices whole lots,
  divided by the lot's quantity and by a count per machine that ends its text ('with 2 × L4 each'); a price cell
  saying the lot found no buyer ('流拍 Unsold') leaves the line out with that reason;
- an inquiry reply's '可供型号' is the model priced beside the '询价型号' asked for, and '项目报备后报价' (quoted once
  the project is registered) is a price on request;
- a price survey, one column per seller with the highest, lowest or mean price of the row in columns of their own to
  the right (found from the numbers, not the words): each seller's price is an offer of that seller, the statistics
  none (the survey's '價格只供參考' prices are the shelf prices of named shops on the survey day: offers, kept for
  review);
- a two-way board ('We buy (EUR)' | 'We sell (EUR)'): the selling side is the offer, read alone; a sheet with the
  buying side only stays refused as a buy-back guide;
- an allocation notice's line its status marks 'Not allocated — waitlist' offers nothing to the buyer: left out
  with that reason;
- the dirham ('درهم') is the Emirates' or Morocco's: the place the sheet names tells which (else the Emirates'), and
  Hassaniya as a lexicon file (mey.toml: Maghrebi months, 'اتصل بينا', 'سيرفور' with its 'كرطات');
- an appraisal of owned equipment ('重置单价', '评估单价', '评估价值'): values, no offer; the sheet is refused as a
  register of assets already owned;
- Iu Mien as a lexicon file (ium.toml: 'nyaanh' yuan, 'yiem seix' tax inside, 'siang' / 'loz', 'naaic mbuo', a
  server's cards counted by 'norm')."""

import pytest

from gpucompare.errors import BadInputFile
from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

L40S = "nvidia-l40s"
L4 = "nvidia-l4"
H100 = "nvidia-h100-pcie-80gb"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- a volume tier's period word


def test_a_period_word_before_a_purchase_volume_is_no_rent(tmp_path):
    rows = [
        ["Supply agreement 2027, schedule B — prices in USD excl. VAT"],
        ["Part", "Description", "Unit price, annual volume 1-50 units", "Unit price, annual volume 51+ units"],
        ["900-2G133", "NVIDIA L40S 48GB", 7450, 7190],
        ["900-2G193", "NVIDIA L4 24GB", 2390, 2290],
    ]
    p = _run(tmp_path, "volume_tiers.xlsx", rows)
    q = by_row(p)
    assert {r: (q[r].device_id, q[r].price_min, q[r].price_kind) for r in q} == {
        3: (L40S, 7450.0, "purchase"),
        4: (L4, 2390.0, "purchase"),
    }
    assert all(not r.rent_period for r in p.rows)


def test_a_chinese_volume_header_and_a_real_yearly_rent_stay_apart(tmp_path):
    bought = [
        ["型号", "单价（元，按年采购量 ≤20台）", "单价（元，按年采购量 >20台）"],
        ["NVIDIA L4 24GB", 16800, 16200],
    ]
    p = _run(tmp_path, "niandu.xlsx", bought)
    assert [(r.device_id, r.price_min, r.price_kind) for r in p.rows] == [(L4, 16800.0, "purchase")]
    rented = [["型号", "租金（元/卡/年）"], ["NVIDIA L4 24GB", 8760]]
    p = _run(tmp_path, "zujin.xlsx", rented)
    assert [(r.device_id, r.price_kind, r.rent_period) for r in p.rows] == [(L4, "hourly", "year")]


# ---- a standard rate beside a subsidised one


def test_the_standard_rate_beside_a_subsidised_one_is_the_offer(tmp_path):
    rows = [
        ["超算中心 GPU 资源收费标准（2026年12月起执行）"],
        ["资助后价格（元/卡/小时）", "标准收费（元/卡/小时）", "资源类型"],
        [3.6, 12.0, "NVIDIA L40S 48GB"],
        [1.2, 4.0, "NVIDIA L4 24GB"],
    ]
    p = _run(tmp_path, "zizhu.xlsx", rows)
    assert sorted((r.device_id, r.price_min, r.price_kind) for r in p.rows) == [
        (L4, 4.0, "hourly"),
        (L40S, 12.0, "hourly"),
    ]


def test_a_subsidised_price_beside_an_unmarked_one_stays_the_offer(tmp_path):
    rows = [
        ["型号", "原价（元/卡/时）", "限时补贴价（元/卡/时）"],
        ["NVIDIA L40S 48GB", 12.0, 9.0],
    ]
    p = _run(tmp_path, "butie.xlsx", rows)
    assert [(r.device_id, r.price_min) for r in p.rows] == [(L40S, 9.0)]


# ---- an auction's lots


def test_auction_lots_named_in_two_languages_are_divided_by_their_devices(tmp_path):
    rows = [
        ["Hammer price (HK$) 落槌價", "Quantity 數量", "Item 物品", "拍品编号 Lot No."],
        [12000, 6, "GPU card NVIDIA L4 24GB 圖形處理卡", "A-01"],
        [30000, 3, "Server with 2 × NVIDIA L40S 48GB each 伺服器", "A-02"],
        ["流拍 Unsold", 5, "GPU card NVIDIA L40S 48GB", "A-03"],
    ]
    p = _run(tmp_path, "lots.xlsx", rows)
    q = by_row(p)
    assert {r: (q[r].device_id, q[r].price_min) for r in q} == {2: (L4, 2000.0), 3: (L40S, 5000.0)}
    assert "unsold" in reasons(p)[4]


def test_a_unit_price_in_a_table_of_lots_is_not_divided(tmp_path):
    rows = [
        ["Los-Nr.", "Bezeichnung", "Menge", "Einheitspreis (EUR)"],
        ["L-1", "NVIDIA L4 24GB", 10, 2290],
        ["L-2", "NVIDIA L40S 48GB", 4, 7180],
    ]
    p = _run(tmp_path, "lose.xlsx", rows)
    assert sorted((q.device_id, q.price_min) for q in p.rows) == [(L4, 2290.0), (L40S, 7180.0)]


# ---- an inquiry reply's offered model


def test_an_inquiry_replys_supplied_model_is_the_one_priced(tmp_path):
    rows = [
        ["含税单价（元）", "可供型号", "询价型号", "说明"],
        [16800, "NVIDIA L4 24GB", "NVIDIA T4 16GB", "T4 停产，以 L4 替代"],
        ["报备后报价", "NVIDIA L40S 48GB", "NVIDIA L40S", ""],
    ]
    p = _run(tmp_path, "kegong.xlsx", rows)
    q = by_row(p)
    assert (q[2].device_id, q[2].price_min) == (L4, 16800.0)
    assert (q[3].device_id, q[3].price_on_request) == (L40S, True)


# ---- a price survey, one column per seller


def test_a_price_survey_reads_one_offer_per_seller_and_no_statistic(tmp_path):
    rows = [
        ["Price watch, 1 December 2026 — all prices in EUR incl. VAT"],
        ["Item", "Lowest", "Highest", "Nordtech", "Bitmarkt", "PC Haus"],
        ["NVIDIA L40S 48GB", 7190, 7450, 7450, 7190, "n/a"],
        ["NVIDIA L4 24GB", 2290, 2460, 2390, 2290, 2460],
    ]
    p = _run(tmp_path, "survey.xlsx", rows)
    got = [(q.source_row, q.device_id, q.price_min, q.offered_by) for q in p.rows]
    assert got == [
        (3, L40S, 7450.0, "Nordtech"),
        (3, L40S, 7190.0, "Bitmarkt"),
        (4, L4, 2390.0, "Nordtech"),
        (4, L4, 2290.0, "Bitmarkt"),
        (4, L4, 2460.0, "PC Haus"),
    ]


def test_two_price_columns_without_statistics_are_no_survey(tmp_path):
    rows = [
        ["Model", "List price (USD)", "Net price (USD)", "Stock"],
        ["NVIDIA L40S 48GB", 7900, 7450, 4],
        ["NVIDIA L4 24GB", 2590, 2390, 10],
    ]
    p = _run(tmp_path, "list_net.xlsx", rows)
    assert sorted((q.device_id, q.price_min) for q in p.rows) == [(L4, 2390.0), (L40S, 7450.0)]


# ---- a two-way board


def test_a_two_way_boards_selling_side_is_the_offer(tmp_path):
    rows = [
        ["Trade-in and refurbished GPUs — price board, 3 Dec 2026"],
        ["Card", "Selling price (USD)", "Stock", "We buy at (USD)"],
        ["NVIDIA L40S 48GB", 6100, 2, 4800],
        ["NVIDIA L4 24GB", 1850, 9, 1300],
        ["We buy working cards only; we pay by wire within 3 days."],
    ]
    p = _run(tmp_path, "two_way.xlsx", rows)
    assert sorted((q.device_id, q.price_min, q.cell) for q in p.rows) == [(L4, 1850.0, "B4"), (L40S, 6100.0, "B3")]


def test_a_buying_side_alone_is_still_a_buy_back_guide(tmp_path):
    rows = [
        ["Trade-in GPUs — what we pay, 3 Dec 2026"],
        ["Card", "We buy at (USD)", "Stock"],
        ["NVIDIA L40S 48GB", 4800, 2],
        ["NVIDIA L4 24GB", 1300, 9],
    ]
    with pytest.raises(BadInputFile, match="buy-back"):
        _run(tmp_path, "buy_only.xlsx", rows)


# ---- an allocation notice's waitlisted lines


def test_waitlisted_lines_of_an_allocation_are_no_offers(tmp_path):
    rows = [
        ["Status", "Item", "Unit price (EUR, excl. VAT)", "Qty confirmed"],
        ["Confirmed", "NVIDIA L40S 48GB", 6990, 10],
        ["Waitlisted", "NVIDIA H100 PCIe 80GB", 27900, 0],
        ["Unallocated", "NVIDIA L4 24GB", "", 0],
    ]
    p = _run(tmp_path, "allocation.xlsx", rows)
    assert [(q.source_row, q.device_id, q.price_min) for q in p.rows] == [(2, L40S, 6990.0)]
    why = reasons(p)
    assert "Waitlisted" in why[3] and 4 in why


# ---- the dirham by the place; Hassaniya


@pytest.mark.parametrize(
    "place, code", [("شركة النور — الدار البيضاء", "MAD"), ("شركة النور — دبي", "AED"), ("شركة النور", "AED")]
)
def test_the_dirham_is_read_by_the_place(tmp_path, place, code):
    rows = [
        [place],
        ["الوصف", "السعر (درهم)", "الكمية"],
        ["NVIDIA L40S 48GB", 76500, 2],
        ["NVIDIA L4 24GB", 24900, 5],
    ]
    p = _run(tmp_path, "dirham.xlsx", rows)
    assert {q.currency for q in p.rows} == {code}
    assert sorted(q.price_min for q in p.rows) == [24900.0, 76500.0]


def test_a_hassaniya_list_reads_its_months_servers_and_call_us(tmp_path):
    rows = [
        ["الداخلة، 2 نونبر 2026 — صالحة حتى 30 نونبر 2026"],
        ["الثمن", "الوصف"],
        ["8 400,00 درهم", "NVIDIA L4 24GB"],
        ["62 000,00 درهم", "سيرفور فيه 2 كرطات NVIDIA L40S 48GB"],
        ["اتصل بينا", "NVIDIA H100 NVL 94GB"],
    ]
    p = _run(tmp_path, "hassaniya.xlsx", rows)
    q = by_row(p)
    assert (q[3].device_id, q[3].price_min, q[3].currency) == (L4, 8400.0, "MAD")
    assert (q[4].device_id, q[4].price_min, q[4].offer) == (L40S, 31000.0, "server")
    assert q[5].price_on_request
    assert str(q[3].valid_until) == "2026-11-30"


# ---- an appraisal of owned equipment


def test_an_appraisal_of_owned_equipment_is_no_offer(tmp_path):
    rows = [
        ["設備", "評估單價（元）", "數量", "重置單價（元）", "成新率"],
        ["NVIDIA L40S 48GB", 31000, 8, 52000, 0.6],
        ["NVIDIA L4 24GB", 9800, 16, 16500, 0.6],
    ]
    with pytest.raises(BadInputFile, match="nothing to import"):
        _run(tmp_path, "pinggu.xlsx", rows)


# ---- Iu Mien


def test_an_iu_mien_list_reads_its_money_tax_condition_and_servers(tmp_path):
    rows = [
        ["Jaax yiem seix 13% gu'nyuoz"],
        ["Ziex", "Yietc norm nyei jaax", "Siang fai Loz", "Ga'naaiv nyei mbuox"],
        [3, "nyaanh 8,400", "Loz", "NVIDIA L4 24GB"],
        [1, "nyaanh 62,000", "Siang", "Sever maaih 2 norm NVIDIA L40S 48GB"],
        [2, "Naaic mbuo", "Siang", "NVIDIA H100 NVL 94GB"],
    ]
    p = _run(tmp_path, "iu_mien.xlsx", rows)
    q = by_row(p)
    assert (q[3].device_id, q[3].price_min, q[3].currency, q[3].condition, q[3].tax) == (
        L4,
        8400.0,
        "CNY",
        "used",
        "incl",
    )
    assert (q[4].device_id, q[4].price_min, q[4].offer) == (L40S, 31000.0, "server")
    assert q[5].price_on_request
