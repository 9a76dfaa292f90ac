"""The classes of decision blind corpus 22 (Chinese) found, each tested on sheets written here (none is a corpus file),
in Chinese and English at least:

- a chat exported in columns (running number | sender | send time | kind | message): each message a line, several
  quotes in one message parted at semicolons, each quote dated by its message's send time; a later message of the
  same sender for the same device and offer replaces the earlier, which is listed (with the row that replaced it)
  among the rejected rows as the chat's history; a message without a price says so;
- a chat answering a topic line ('#接龙 H20 96G 报价（默认含13%专票，单片价）', 'RFQ: H100 NVL 94GB (per card, excl.
  VAT)'): a line giving a price and no device is the topic's device; the topic's tax holds where the line states
  none ('不含票' on a line wins); a bare amount ('北京智算 11.8') is read at the one scale the chat's other prices
  of that device are written at, and a revision ('11.8改11.5', 'changed to 24,700') is the price now;
- trade shorthand with the scale's tenth after it: '12万5' = 125,000, '9w2' = 92,000, '1k5' = 1,500;
- a summary sheet repeating supplier sheets whose servers it shows per item (a server of 8 at 1,118,000) is their
  comparison: the supplier sheets are read, the summary is not counted twice;
- a turned table (devices along a row, cost lines down a column) with a column of units beside the labels: each
  field's unit is its own ('到岸价（含税）' | '元/片', 'Landed price' | 'EUR'), and the cost lines not read are listed
  with what they are (freight, duty and VAT, fees, earlier prices of the build-up)."""

import pytest

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.accounting import _label_kind
from gpucompare.sheets.importer.notes import line_tax
from gpucompare.sheets.prices import digit_after_scale, parse_price

from .conftest import TODAY
from .test_conventions import write

H100 = "nvidia-h100-sxm5-80gb"
L40S = "nvidia-l40s"
H20 = "nvidia-h20-96gb"
NVL = "nvidia-h100-nvl"


def _quotes(p):
    return sorted((q.source_row, q.device_id, round(q.price_min, 2)) for q in p.rows)


def _reasons(p):
    return {r.source_row: str(r.reason) for r in p.rejected}


# ---- trade shorthand: the digit after a one-letter scale is its tenth


@pytest.mark.parametrize(
    "text, value",
    [("12万5", 125_000), ("9w2", 92_000), ("1.98w", 19_800), ("12万", 120_000), ("2.6w-2.75w", 26_000)],
)
def test_a_digit_after_the_scale_word_is_its_tenth(text, value):
    got = parse_price(text)
    assert got.ok and got.min == value and got.currency == "CNY"


def test_a_thousand_with_its_tenth_after_k_in_a_dollar_column():
    got = parse_price("2k5", column_currency="USD")
    assert got.ok and (got.min, got.currency) == (2_500, "USD")


@pytest.mark.parametrize("text", ["H100 80G", "4090D", "8x H100", "12万 5台", "1.5k"])
def test_other_text_is_left_as_written(text):
    assert digit_after_scale(text) == text


def test_no_invoice_is_without_tax():
    assert line_tax("不含票 拆机") == ("excl", None)
    assert line_tax("12.8w 不含票，保一个月")[0] == "excl"
    assert line_tax("含票")[0] == "incl"


# ---- a chat exported in columns: several quotes per message, send dates, a later message replaces an earlier one

CHATS = {
    "zh": (
        ["序号", "发送人", "发送时间", "消息类型", "消息内容"],
        [
            [1, "张伟（采购）", "2026-11-30 09:31:08", "文本", "@所有人 各位老板，今天要一批卡，麻烦报个含票价"],
            [
                2,
                "鑫创-小李",
                "2026-11-30 09:40:12",
                "文本",
                "H100 SXM 80G 模组 23.5w 含13%票；L40S 48G 单卡 5.9w 含13%票",
            ],
            [3, "智算-王总", "2026-11-30 09:52:40", "文本", "H100 SXM 80G 模组 23.8w 含13%票 期货2周"],
            [4, "智算-王总", "2026-11-30 10:03:17", "图片", "[图片]"],
            [5, "鑫创-小李", "2026-12-01 14:36:09", "文本", "更正一下：H100 SXM 80G 模组 23.2w 含13%票，以这条为准"],
        ],
        "CNY",
        {(5, H100, 235_000), (5, L40S, 59_000), (6, H100, 238_000), (8, H100, 232_000)},
    ),
    "en": (
        ["#", "From", "Sent", "Type", "Message"],
        [
            [1, "Dana (buyer)", "2026-11-30 09:31", "text", "@all please quote H100 SXM5 and L40S, prices per card"],
            [2, "Acme - Li", "2026-11-30 09:40", "text", "H100 SXM5 80GB USD 24,500 each; L40S 48GB USD 7,900 each"],
            [3, "Beta - Wang", "2026-11-30 09:52", "text", "H100 SXM5 80GB USD 24,800 each, 2 weeks"],
            [4, "Beta - Wang", "2026-11-30 10:03", "image", "[image]"],
            [5, "Acme - Li", "2026-12-01 14:36", "text", "correction: H100 SXM5 80GB USD 24,200 each, this one stands"],
        ],
        "USD",
        {(5, H100, 24_500), (5, L40S, 7_900), (6, H100, 24_800), (8, H100, 24_200)},
    ),
}


@pytest.mark.parametrize("language", list(CHATS))
def test_a_chat_in_columns_is_read_message_by_message(tmp_path, language):
    head, lines, currency, everything = CHATS[language]
    p = analyse(write(tmp_path / f"chat-{language}.xlsx", [["group chat export"], [], head, *lines]), today=TODAY)
    # the earlier H100 price of the sender who corrected it is not a quote; the other sender's stays
    earlier = next(x for x in everything if x[:2] == (5, H100))
    assert set(_quotes(p)) == everything - {earlier}
    assert all(q.currency == currency and q.needs_review for q in p.rows)
    dates = {(q.source_row, q.device_id): q.quote_date for q in p.rows}
    assert dates[(5, L40S)] == "2026-11-30"
    assert dates[(8, H100)] == "2026-12-01"  # each message its own send date
    why = _reasons(p)
    assert "replaced by the same sender's later message in row 8" in why[5]  # kept as history, with its row
    assert "without a price" in why[7]  # the picture


# ---- a chat answering a topic line: the topic's device and tax, bare amounts at the chat's scale, a revision

TOPICS = {
    "zh": (
        "#接龙 H20 96G 报价（默认含13%专票，单片价）",
        ["序号", "接龙内容", "参与人", "参与时间"],
        [
            [1, "深圳鑫创 H20 96G 模组 11.6w 现货5片", "小李", "2026-12-01 09:12"],
            [2, "北京智算 11.8 期货1周", "王总", "2026-12-01 09:20"],
            [3, "上海云启 无现货，下周有", "陈经理", "2026-12-01 09:31"],
            [4, "广州恒通 10.9w 不含票 拆机", "刘生", "2026-12-01 10:05"],
            [5, "成都西部数智 116000 元/片", "赵经理", "2026-12-01 11:02"],
            [6, "北京智算 更新：11.8改11.5，今天下单有效", "王总", "2026-12-01 14:40"],
        ],
        H20,
        {(4, 116_000), (7, 109_000), (8, 116_000), (9, 115_000)},
        {4: "incl", 7: "excl", 8: "incl", 9: "incl"},
    ),
    "en": (
        "RFQ: H100 NVL 94GB (prices per card, excl. VAT)",
        ["No.", "Reply", "Participant", "Time"],
        [
            [1, "Acme: H100 NVL 94GB 24,900 USD, 5 in stock", "Li", "2026-12-01 09:12"],
            [2, "Beta 25,300 2 weeks", "Wang", "2026-12-01 09:20"],
            [3, "Gamma: none in stock", "Chen", "2026-12-01 09:31"],
            [4, "Delta 25,100 USD incl. VAT", "Liu", "2026-12-01 10:05"],
            [5, "Epsilon 24,600 USD", "Zhao", "2026-12-01 11:02"],
            [6, "Beta update: 25,300 changed to 24,700", "Wang", "2026-12-01 14:40"],
        ],
        NVL,
        {(4, 24_900), (7, 25_100), (8, 24_600), (9, 24_700)},
        {4: "excl", 7: "incl", 8: "excl", 9: "excl"},
    ),
}


@pytest.mark.parametrize("language", list(TOPICS))
def test_a_chat_answering_a_topic_reads_its_device_tax_and_scale(tmp_path, language):
    topic, head, lines, device, want, taxes = TOPICS[language]
    p = analyse(
        write(tmp_path / f"topic-{language}.xlsx", [[topic], ["started by the buyer"], head, *lines]), today=TODAY
    )
    assert {(r, price) for r, dev, price in _quotes(p)} == want
    assert {q.device_id for q in p.rows} == {device}
    assert {q.source_row: q.tax for q in p.rows} == taxes  # the line's own tax wins over the topic's
    assert all(q.needs_review for q in p.rows)
    why = _reasons(p)
    assert "replaced by the same sender's later message in row 9" in why[5]  # '11.8' / '25,300', revised later
    assert "without a price" in why[6]


def test_a_bare_amount_no_scale_fits_is_no_price(tmp_path):
    rows = [
        ["#接龙 H20 96G 报价"],
        [],
        ["序号", "接龙内容", "参与人", "参与时间"],
        [1, "深圳鑫创科技有限公司 11.6w 现货5片 可开票", "小李", "2026-12-01 09:12"],
        [2, "杭州算力港科技 11.9w 期货两周 可开票", "周工", "2026-12-01 09:15"],
        # 3 and 3万 are both far from 11.6万: no price
        [3, "北京智算未来科技 3 期货1周 需要确认", "王总", "2026-12-01 09:20"],
    ]
    p = analyse(write(tmp_path / "bare.xlsx", rows), today=TODAY)
    assert {q.source_row for q in p.rows} == {4, 5}
    assert "without a price" in _reasons(p)[6]


# ---- a summary sheet repeating supplier sheets, servers per item


SUMMARIES = {
    "zh": (
        ["型号", "鑫创（含税）", "智算（含税）", "最低价"],
        ["型号", "数量", "含税单价"],
        [
            ("RTX 4090 24G 涡轮", 20_566, 20_300),
            ("L20 48G", 26_555, 26_900),
            ("H20 96G 8卡整机（按台）", 1_130_000, 1_118_000),
        ],
        ("鑫创报价", "智算报价"),
    ),
    "en": (
        ["Model", "Acme (incl. VAT)", "Beta (incl. VAT)", "Lowest"],
        ["Model", "Qty", "Unit price (USD)"],
        [
            ("RTX 4090 24GB", 1_999, 1_950),
            ("L40S 48GB", 7_900, 8_050),
            ("8x H100 SXM5 80GB server", 248_000, 251_200),
        ],
        ("Acme quote", "Beta quote"),
    ),
}


@pytest.mark.parametrize("language", list(SUMMARIES))
def test_a_summary_repeating_servers_per_item_is_not_read_twice(tmp_path, language):
    head, supplier_head, lines, (first, second) = SUMMARIES[language]
    summary = [head, *[[m, a, b, min(a, b)] for m, a, b in lines]]
    sheet_a = [supplier_head, *[[m, 2, a] for m, a, _b in lines]]
    sheet_b = [supplier_head, *[[m, 2, b] for m, _a, b in lines]]
    f = write(
        tmp_path / f"summary-{language}.xlsx",
        summary,
        title="Summary",
        more=[(first, sheet_a, "visible"), (second, sheet_b, "visible")],
    )
    p = analyse(f, today=TODAY)
    assert {q.sheet for q in p.rows} == {first, second}  # the supplier sheets read, each its own offer
    assert len(p.rows) == 6
    servers = [q for q in p.rows if q.units_per_item == 8]
    assert sorted(q.price_min for q in servers) == sorted(x / 8 for _m, *xs in lines[2:] for x in xs)
    summary_rows = {r.source_row: str(r.reason) for r in p.rejected if r.sheet == "Summary"}
    assert all("not counted twice" in summary_rows[r] for r in (2, 3, 4))


# ---- a turned cost build-up with a unit column: the landed price in its own currency, the other lines said


BUILD_UPS = {
    "zh": (
        ["项目", "单位", "NVIDIA L40S 48GB PCIe", "H100 NVL 94GB"],
        [
            ["数量", "片", 20, 8],
            ["FOB单价（香港）", "USD", 7_850, 27_500],
            ["国际运费+保险", "USD", 60, 80],
            ["CIF单价（人民币）", "元", 56_319.2, 196_369.6],
            ["进口增值税（13%）", "元", 7_321.5, 25_528.05],
            ["代理费（CIF的1.5%）", "元", 844.79, 2_945.54],
            ["到岸价（含税）", "元/片", 64_685, 225_143],
        ],
        "CNY",
        {"shipping": 5, "tax": 7, "service": 8},
    ),
    "en": (
        ["Item", "Unit", "NVIDIA L40S 48GB PCIe", "H100 NVL 94GB"],
        [
            ["Quantity", "pcs", 20, 8],
            ["FOB unit price", "USD", 7_850, 27_500],
            ["Freight and insurance", "USD", 60, 80],
            ["CIF unit price", "EUR", 7_300, 25_400],
            ["Import VAT 21%", "EUR", 1_533, 5_334],
            ["Agent service fee", "EUR", 110, 381],
            ["Landed price (incl. VAT)", "EUR", 8_943, 31_115],
        ],
        "EUR",
        {"shipping": 5, "tax": 7, "service": 8},
    ),
}


@pytest.mark.parametrize("language", list(BUILD_UPS))
def test_a_turned_build_up_reads_the_landed_price_in_its_rows_unit(tmp_path, language):
    head, lines, currency, kinds = BUILD_UPS[language]
    p = analyse(write(tmp_path / f"landed-{language}.xlsx", [["import cost sheet"], head, *lines]), today=TODAY)
    assert sorted((q.device_id, q.price_min, q.currency) for q in p.rows) == sorted(
        [(L40S, lines[-1][2], currency), (NVL, lines[-1][3], currency)]
    )
    assert {q.source_row for q in p.rows} == {9}
    why = _reasons(p)
    assert "shipping" in why[kinds["shipping"]]
    assert "tax" in why[kinds["tax"]]
    assert "service" in why[kinds["service"]]
    assert "not the price read (row 9)" in why[4]  # the FOB step of the build-up


# ---- dates: a bare ROC year, a campaign's end beside its price


def test_a_bare_roc_year_is_read_in_the_one_era_that_makes_it_a_date(tmp_path):
    rows = [
        ["報價日期：115年12月3日　　有效期限：報價日起15天內有效"],
        ["品名", "數量", "單價"],
        ["NVIDIA L40S 48GB", 2, "NT$262,500"],
    ]
    (q,) = analyse(write(tmp_path / "roc.xlsx", rows), today=TODAY).rows
    assert (q.quote_date, q.dated, q.valid_until) == ("2026-12-03", True, "2026-12-18")


@pytest.mark.parametrize(
    "head",
    [
        ["型号", "价格(元)", "活动价(元)", "活动结束时间"],
        ["Model", "Price (USD)", "Limited-time price (USD)", "Promotion ends"],
    ],
)
def test_a_campaigns_end_is_its_prices_validity_not_the_quote_date(tmp_path, head):
    rows = [
        head,
        ["NVIDIA L40S 48GB", 8_900, 8_500, "2026-12-12 23:59:59"],
        ["NVIDIA L20 48GB", 4_100, "", ""],
        ["NVIDIA RTX 4090 24GB", 2_100, 1_999, "2026-12-12 23:59:59"],
    ]
    p = analyse(write(tmp_path / "campaign.xlsx", rows), today=TODAY)
    by = {q.source_row: q for q in p.rows}
    assert (by[2].price_min, by[2].valid_until) == (8_500, "2026-12-12")
    assert (by[3].price_min, by[3].valid_until) == (4_100, None)
    assert not any(q.dated for q in p.rows)  # no quote date on the sheet: none taken from the campaign's end


# ---- a listing's variant attributes, a total of several kinds, a service billed by the month


@pytest.mark.parametrize(
    "head, attributes",
    [
        (["宝贝标题", "销售属性", "价格(元)"], ("显存:32G;版本:5090涡轮", "显存:24G;版本:5090 D V2涡轮")),
        (
            ["Listing title", "Variant", "Price (USD)"],
            ("Memory: 32GB; Edition: 5090", "Memory: 24GB; Edition: 5090 D V2"),
        ),
    ],
)
def test_a_listings_variant_attributes_name_the_rows_device(tmp_path, head, attributes):
    title = "RTX5090 32G turbo AI card for servers"
    rows = [head, [title, attributes[0], 32_999], [title, attributes[1], 23_499]]
    by = {q.source_row: q for q in analyse(write(tmp_path / "sku.xlsx", rows), today=TODAY).rows}
    assert (by[2].device_id, by[3].device_id) == ("nvidia-rtx-5090", "nvidia-rtx-5090d-v2")
    assert attributes[1] in by[3].raw_model  # the variant shown with the name it changes


@pytest.mark.parametrize(
    "label, kind",
    [
        ("伺服器及服務小計（未稅）", "subtotal"),
        ("Hardware and services subtotal (excl. VAT)", "subtotal"),
        ("服务小计", "service"),
        ("Shipping total", "shipping"),
        ("运费及保险", "shipping"),
    ],
)
def test_a_total_of_several_kinds_of_line_is_a_subtotal(label, kind):
    from gpucompare.sheets.header import row_kind

    assert row_kind(label) == kind


@pytest.mark.parametrize(
    "head, lines",
    [
        (
            ["序号", "服务项目", "计费单位", "数量", "单价（元）"],
            [[1, "高性能存储", "TB·月", 5000, 95], [2, "专线网络", "条·月", 2, 38000]],
        ),
        (
            ["No.", "Service item", "Billing unit", "Qty", "Unit price (USD)"],
            [[1, "High-performance storage", "TB-month", 5000, 14], [2, "Colocation rack 42U", "rack-month", 2, 1900]],
        ),
    ],
)
def test_a_service_billed_by_the_month_is_a_data_centre_line(tmp_path, head, lines):
    p = analyse(write(tmp_path / "contract.xlsx", [head, *lines]), today=TODAY)
    assert not p.rows
    why = _reasons(p)
    assert all("service" in why[r] and "equipment" not in why[r] for r in (2, 3)), why


@pytest.mark.parametrize(
    "head, plan, total",
    [
        (["型号", "设备单价（元）"], ["期次", "应付日期", "租金（元）"], "合计"),
        (["Model", "Unit price (USD)"], ["No.", "Due date", "Rent (USD)"], "Total"),
    ],
)
def test_a_total_on_a_sheet_not_read_is_said_to_be_one(tmp_path, head, plan, total):
    # a 36-month plan: its lines, then its total
    schedule = [plan, *[[i, f"{2027 + (i - 1) // 12}-{(i - 1) % 12 + 1:02d}-01", 283_228.77] for i in range(1, 37)]]
    schedule.append([total, "", 10_196_235.72])
    f = write(
        tmp_path / "lease.xlsx",
        [head, ["NVIDIA L40S 48GB", 61_000]],
        title="Offer",
        more=[("Repayment plan", schedule, "visible")],
    )
    p = analyse(f, today=TODAY)
    said = {r.source_row: str(r.reason) for r in p.rejected if r.sheet == "Repayment plan"}
    assert "total" in said[38]
    assert "not imported" in said[2]  # a plan's line, shown as it is
    # the label's kind, as a row of a sheet not read is said to be (where no figure of it is repeated elsewhere)
    assert _label_kind([total, 10_196_235.72]) == "subtotal"
    assert _label_kind([1, "2027-01-01", 283_228.77]) is None


@pytest.mark.parametrize(
    "head, unchanged",
    [
        (["产品型号", "原价（元/片）", "调后价（元/片）"], "不变"),
        (["Model", "Old price (USD)", "New price (USD)"], "unchanged"),
    ],
)
def test_a_revised_price_left_unchanged_is_the_price_before(tmp_path, head, unchanged):
    rows = [head, ["NVIDIA L20 48GB", 27_500, 26_800], ["NVIDIA RTX 4090D 24GB", 18_800, unchanged]]
    by = {q.source_row: q for q in analyse(write(tmp_path / "notice.xlsx", rows), today=TODAY).rows}
    assert (by[2].price_min, by[3].price_min) == (26_800, 18_800)
    assert not by[3].price_on_request and any("unchanged" in str(e) for e in by[3].evidence)
