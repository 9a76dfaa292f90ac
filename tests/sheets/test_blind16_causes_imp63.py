"""The causes left in blind corpora 16 and 17 after their two rounds, each tested on workbooks written here (none is a
corpus file): several offer sheets read by one import (each quote and rejected row naming its sheet), a summary sheet
that repeats another sheet's figures listed and not counted twice, every row with a figure on a sheet not read listed
with why, and a condition written only in a description column the table does not map."""

import datetime as dt
import json

import openpyxl

from gpucompare.sheets.importer import analyse
from tests.two_sheet_quote import AU, SG
from tests.two_sheet_quote import book as write_book

TODAY = dt.date(2026, 12, 5)


def test_two_offer_sheets_in_two_currencies_are_both_read_each_quote_naming_its_sheet(tmp_path):
    p = analyse(write_book(tmp_path / "two.xlsx", [("Quote AU", AU), ("Quote SG", SG)]), today=TODAY)
    got = sorted((q.sheet, q.source_row, q.device_id, q.price_min, q.currency) for q in p.rows)
    # both entities' quotes, each in its own currency and on its own rows (row 4 is on both sheets)
    assert got == [
        ("Quote AU", 4, "nvidia-h100-nvl", 44_900, "AUD"),
        ("Quote AU", 5, "nvidia-l40s", 13_950, "AUD"),
        ("Quote SG", 3, "nvidia-h100-nvl", 41_800, "SGD"),
        ("Quote SG", 4, "nvidia-l4", 3_950, "SGD"),
    ]
    # the same H100 on both sheets, each an offer of its own: nothing is marked as a tie between versions
    assert not any(q.needs_review for q in p.rows)
    assert any("read 2 offer sheets" in w for w in p.warnings)
    # each sheet's total line is rejected with its reason, on its own sheet
    why = {(r.sheet, r.source_row): str(r.reason) for r in p.rejected}
    assert "total" in why[("Quote AU", 6)] and "total" in why[("Quote SG", 5)]
    # the JSON says each row's sheet, and both sheets' table regions
    doc = json.loads(p.to_json_text())
    assert {(r["sheet"], r["source_row"]) for r in doc["rows"]} == {(s, r) for s, r, *_ in got}
    assert {g["sheet"] for g in doc["regions"]} == {"Quote AU", "Quote SG"}
    assert all(r["sheet"] for r in doc["rejected"])
    # the cell names its sheet the way Excel does where it is not the import's first sheet (the workspace keeps it)
    assert {q.cell for q in p.rows if q.sheet == "Quote SG"} == {"'Quote SG'!D3", "'Quote SG'!D4"}
    assert {q.cell for q in p.rows if q.sheet == "Quote AU"} == {"D4", "D5"}


def test_sheets_of_one_currency_pricing_other_devices_are_read_as_one_offer(tmp_path):
    cards = [["Date: 2026-12-04"], ["Model", "Price (USD)"], ["NVIDIA L40S 48GB", 7_650], ["NVIDIA L4 24GB", 2_680]]
    servers = [
        ["Date: 2026-12-04"],
        ["Model", "Price (USD)"],
        ["Server with 8x NVIDIA H100 SXM5 80GB", 280_000],
    ]
    p = analyse(write_book(tmp_path / "cats.xlsx", [("Cards", cards), ("Servers", servers)]), today=TODAY)
    assert sorted((q.sheet, q.device_id) for q in p.rows) == [
        ("Cards", "nvidia-l4"),
        ("Cards", "nvidia-l40s"),
        ("Servers", "nvidia-h100-sxm5-80gb"),
    ]
    assert next(q for q in p.rows if q.sheet == "Servers").price_min == 280_000 / 8


def test_an_older_copy_of_the_same_offer_is_not_read_and_its_rows_say_why(tmp_path):
    new = [["Date: 2026-12-04"], ["Model", "Price (USD)"], ["NVIDIA L40S 48GB", 7_650], ["NVIDIA L4 24GB", 2_680]]
    old = [["Date: 2026-11-20"], ["Model", "Price (USD)"], ["NVIDIA L40S 48GB", 7_990], ["NVIDIA L4 24GB", 2_790]]
    p = analyse(write_book(tmp_path / "weeks.xlsx", [("Dec", new), ("Nov", old)]), today=TODAY)
    # the newest sheet is the offer; last month's prices are never quotes
    assert {(q.sheet or p.sheet, q.price_min) for q in p.rows} == {("Dec", 7_650), ("Dec", 2_680)}
    # each of the older copy's priced rows is listed, on its sheet, with why it was not read
    why = {(r.sheet, r.source_row): str(r.reason) for r in p.rejected if r.sheet == "Nov"}
    assert set(why) == {("Nov", 3), ("Nov", 4)}
    assert all("another version of the offer" in w for w in why.values())


def test_a_summary_sheet_repeating_the_items_sheet_total_is_listed_and_not_counted_twice(tmp_path):
    summary = [
        ["开标一览表"],
        ["投标人名称", "投标总价（万元）", "交货期"],
        ["某某科技有限公司", 61.0, "合同签订后45日历天"],
    ]
    items = [
        ["分项报价表"],
        ["序号", "名称", "数量", "单价（万元）", "合价（万元）"],
        [1, "NVIDIA L40S 48GB", 4, 6.5, 26.0],
        [2, "NVIDIA H100 NVL 94GB", 1, 35.0, 35.0],
        ["", "投标总价（小写）", "", "", 61.0],
    ]
    p = analyse(write_book(tmp_path / "bid.xlsx", [("开标一览表", summary), ("分项报价表", items)]), today=TODAY)
    assert sorted((q.device_id, q.price_min) for q in p.rows) == [("nvidia-h100-nvl", 350_000), ("nvidia-l40s", 65_000)]
    why = {(r.sheet, r.source_row): str(r.reason) for r in p.rejected}
    # the bid's total on the summary sheet names the total line it repeats, on the sheet read
    said = why[("开标一览表", 3)]
    assert "repeats a figure of sheet '分项报价表' row 5" in said and "total" in said


def test_a_sheet_repeating_the_prices_read_is_said_and_not_read_twice(tmp_path):
    offer = [["Date: 2026-12-04"], ["Model", "Price (USD)"], ["NVIDIA L40S 48GB", 7_650], ["NVIDIA L4 24GB", 2_680]]
    copy = [["Date: 2026-12-04"], ["Model", "Price (USD)"], ["NVIDIA L40S 48GB", 7_650]]
    p = analyse(write_book(tmp_path / "sum.xlsx", [("Offer", offer), ("Summary", copy)]), today=TODAY)
    assert len(p.rows) == 2 and not any(q.sheet == "Summary" for q in p.rows)
    assert any("only repeat the prices of sheet 'Offer'" in w for w in p.warnings)
    # its row is listed too, naming the quote it repeats
    why = {(r.sheet, r.source_row): str(r.reason) for r in p.rejected}
    assert "repeats a figure of sheet 'Offer' row 3" in why[("Summary", 3)]


def test_every_row_of_every_region_of_every_sheet_read_is_a_quote_or_listed(tmp_path):
    au = [*AU[:5], ["P-9", "Rack PDU 32A", 1, "ask"], AU[5]]
    p = analyse(write_book(tmp_path / "all.xlsx", [("Quote AU", au), ("Quote SG", SG)]), today=TODAY)
    book = openpyxl.load_workbook(tmp_path / "all.xlsx")
    seen = {(q.sheet, q.source_row) for q in p.rows} | {(r.sheet, r.source_row) for r in p.rejected}
    for g in p.regions:
        ws = book[g["sheet"]]
        for r in range(g["first_row"], g["last_row"] + 1):
            filled = any(c.value not in (None, "") for c in ws[r])
            assert not filled or r in g["header_rows"] or (g["sheet"], r) in seen, (g["sheet"], r)


def test_a_used_card_said_only_in_an_unmapped_description_column(tmp_path):
    rows = [
        ["報價單   日期：2026年12月3日"],
        ["項目", "型號", "描述", "數量", "單價 (HK$)"],
        [1, "RTX 5090", "NVIDIA GeForce RTX 5090 32GB（行貨）", 4, 21_500],
        [2, "RTX 4090", "NVIDIA GeForce RTX 4090 24GB 二手（九成新），保養30日", 6, 12_800],
        [3, "L40S", "Used - ex-lease, tested", 2, 52_000],
    ]
    p = analyse(write_book(tmp_path / "hk.xlsx", [("報價單", rows)]), today=TODAY)
    cond = {q.source_row: q.condition for q in p.rows}
    # the model column says nothing of the condition; the description beside it does, for its own row only
    assert cond == {3: "", 4: "used", 5: "used"}
    q = next(q for q in p.rows if q.source_row == 4)
    assert any("描述" in str(e) for e in q.evidence)


def _key(sheet, row, model, device, price, currency, **more):
    return {
        "sheet": sheet, "source_row": row, "raw_model": model, "device": device, "device_when_catalogued": [],
        "price_min": price, "price_max": price, "currency": currency, "price_on_request": False,
        "price_kind": "purchase", "devices_per_item": 1, **more,
    }  # fmt: skip


def test_the_scorer_looks_each_keyed_quote_up_on_its_own_sheet(tmp_path):
    from .score_corpus import catalog_ids, score_file

    f = write_book(tmp_path / "two.xlsx", [("Quote AU", AU), ("Quote SG", SG)])
    expected = {"sheet": "Quote AU", "not_quotes": []}
    expected["quotes"] = [
        _key("Quote AU", 4, "NVIDIA H100 NVL 94GB PCIe", "nvidia-h100-nvl", 44_900, "AUD"),
        _key("Quote AU", 5, "NVIDIA L40S 48GB PCIe", "nvidia-l40s", 13_950, "AUD"),
        _key("Quote SG", 3, "NVIDIA H100 NVL 94GB PCIe", "nvidia-h100-nvl", 41_800, "SGD"),
        _key("Quote SG", 4, "NVIDIA L4 24GB PCIe", "nvidia-l4", 3_950, "SGD"),
    ]
    s = score_file(f, expected, catalog_ids(), tmp_path / "home", offer_details=False)
    # row 4 is a quote on both sheets: each key takes its own sheet's, none vanishes and none is false
    assert (s.right, s.false_quotes, s.vanished) == (4, 0, 0), s.details
    # a key on a sheet the import did not read is not given another sheet's row
    expected["quotes"].append(_key("Quote NZ", 4, "NVIDIA L4 24GB PCIe", "nvidia-l4", 4_100, "NZD"))
    s = score_file(f, expected, catalog_ids(), tmp_path / "home", offer_details=False)
    assert s.right == 4 and [d["verdict"] for d in s.details] == ["dropped"]


def test_the_scorer_reads_a_keys_unnamed_offer_of_one_device_as_a_card(tmp_path):
    from .score_corpus import catalog_ids, score_file
    from .test_conventions import write

    f = write(tmp_path / "m.xlsx", [["Model", "Price (USD)"], ["NVIDIA H100 SXM5 80GB module", 25_000]])
    sheet = openpyxl.load_workbook(f).active.title
    quote = _key(sheet, 2, "NVIDIA H100 SXM5 80GB module", "nvidia-h100-sxm5-80gb", 25_000, "USD", offer="")
    s = score_file(f, {"sheet": sheet, "not_quotes": [], "quotes": [quote]}, catalog_ids(), tmp_path / "h")
    # a lone module is one device without a host: the importer's 'card', the key's '' (README's convention)
    assert s.right == 1, s.details
    # a key's '' on an item of eight devices is not matched by a card
    quote.update(devices_per_item=8)
    s = score_file(f, {"sheet": sheet, "not_quotes": [], "quotes": [quote]}, catalog_ids(), tmp_path / "h")
    assert s.right == 0


def test_a_per_gpu_title_is_decided_row_by_row_and_a_row_priced_for_its_count_is_flagged(tmp_path):
    from .test_conventions import write

    rows = [
        ["GPU cloud rate card - prices per GPU per hour, USD"],
        ["GPU", "Config", "On-demand"],
        ["H100 SXM5 80GB", "1x", 2.50],
        ["H100 SXM5 80GB", "1x", 2.40],
        ["H100 SXM5 80GB node", "8x", 2.30],
        ["H100 SXM5 80GB server", "8x", 19.60],
        ["GB200 NVL72 (rack of 72 GPUs, $ per rack-hour)", "72x", 300.0],
    ]
    p = analyse(write(tmp_path / "card.xlsx", rows), today=TODAY)
    got = {q.source_row: q for q in p.rows}
    # the rack row names its own unit: $300 a rack-hour is $4.17 a GPU-hour; the other rows keep the title's
    # 'per GPU' (the rack row no longer switches it off for the whole sheet)
    assert got[7].price_min == 300 / 72
    assert got[5].price_min == 2.30 and not got[5].needs_review  # an 8-GPU node at a per-GPU rate: as titled
    # $19.60 for a row of 8 under 'per GPU' is 8 times the single GPU's rate: read as titled, never divided
    # silently, and flagged saying what it would be per GPU if it is the server's
    assert got[6].price_min == 19.60 and got[6].needs_review
    assert any("2.45 per device" in str(w) for w in got[6].warnings)
    assert not got[3].needs_review and not got[4].needs_review


def test_a_per_gpu_header_over_a_row_of_eight_priced_as_eight_is_flagged(tmp_path):
    from .test_conventions import write

    rows = [
        ["Model", "Price per GPU (USD)"],
        ["NVIDIA H100 SXM5 80GB", 25_000],
        ["HGX H100 8-GPU server (8x H100 SXM5 80GB)", 240_000],
        ["NVIDIA L40S 48GB", 7_650],
    ]
    p = analyse(write(tmp_path / "hdr.xlsx", rows), today=TODAY)
    got = {q.source_row: q for q in p.rows}
    assert got[3].needs_review and any("30,000.00 per device" in str(w) for w in got[3].warnings)
    assert not got[2].needs_review and not got[4].needs_review


def test_a_tetum_price_list_reads_its_tax_condition_and_request_words(tmp_path):
    from .test_conventions import write

    rows = [
        ["LISTA PRESU / PROFORMA Nº 7/2026"],
        ["Dili, 2 Dezembru 2026"],
        ["Presu iha dolar amerikanu (US$). Presu inklui ona impostu vendas."],
        ["Nº", "Deskrisaun", "Kondisaun", "Kuantidade", "Presu ida-idak", "Totál"],
        [1, "Kartaun NVIDIA GeForce RTX 4090 24GB", "foun", 2, "US$ 2,300.00", "US$ 4,600.00"],
        [2, "Kartaun NVIDIA RTX A6000 48GB", "uza ona", 1, "US$ 3,100.00", "US$ 3,100.00"],
        [3, "Aselerador NVIDIA H100 NVL 94GB", "foun", 1, "Husu presu", "—"],
        ["", "Totál Jerál", "", "", "", "US$ 7,700.00"],
    ]
    p = analyse(write(tmp_path / "tet.xlsx", rows), today=TODAY)
    got = [(q.device_id, None if q.price_on_request else q.price_min, q.condition, q.tax) for q in p.rows]
    # 'inklui ona impostu': the tax is in the price (no rate said); 'uza ona' used, 'foun' new; 'Husu presu' asks
    assert got == [
        ("nvidia-rtx-4090", 2_300, "new", "incl"),
        ("nvidia-rtx-a6000", 3_100, "used", "incl"),
        ("nvidia-h100-nvl", None, "new", "incl"),
    ]
    assert {q.currency for q in p.rows if not q.price_on_request} == {"USD"}
    assert {q.quote_date for q in p.rows} == {"2026-12-02"}
    assert "total" in str(next(r.reason for r in p.rejected if r.source_row == 8)).lower()


def test_a_sheet_read_and_left_for_holding_no_accelerator_lists_its_rows_with_their_own_reasons(tmp_path):
    gpus = [["Model", "Price (USD)"], ["NVIDIA L40S 48GB", 7_650], ["NVIDIA L4 24GB", 2_680]]
    network = [["Part", "Description", "Price (USD)"], ["MCX75310AAS-NEAT", "ConnectX-7 400G NDR adapter", 2_495]]
    p = analyse(write_book(tmp_path / "net.xlsx", [("GPUs", gpus), ("Networking", network)]), today=TODAY)
    assert {q.sheet or p.sheet for q in p.rows} == {"GPUs"}
    why = {(r.sheet, r.source_row): str(r.reason) for r in p.rejected}
    # never 'another version of the offer': the sheet holds no accelerator, and its row says what it is
    assert "no quote of an accelerator" in why[("Networking", 2)] and "network" in why[("Networking", 2)]
    assert "version" not in why[("Networking", 2)]
