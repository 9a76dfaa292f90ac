"""The classes of decision blind corpora 50 (Chinese region) and 51 (international) found, each tested on sheets
written here (none is a corpus file, none of their layouts):

- a rupee sign ('Rs.', 'Rs', '₨') is the Indian, Pakistani, Sri Lankan, Nepalese, Mauritian or Seychelles rupee's:
  the place, calling code or tax the sheet names settles it (Sri Lanka's SSCL, '+94', Kathmandu), in a header or
  only in the cells' number format; where nothing settles it, every quote is marked for review;
- a currency only in the cells' number format with a locale tag ('[$฿-th-TH]', '[$$-en-NZ]'), not a Windows locale
  id, is the currency the tag's country writes that sign for;
- the yuan in Cyrillic letters (Dungan 'йүан', Uyghur 'юән'), in a header or only in a number format, and text
  amounts with space thousands and a comma decimal in a Uyghur list ('24 100,00');
- a price column that is another converted at a rate stated above the table is said with the rate (imp194: one
  named as a unit price in its own currency is that currency's offer, a quote of its own);
- the parts of a computer priced on their own lines (a CPU, a motherboard, memory, a drive, a power supply, a case,
  a cooler) are no unknown devices: each line is rejected for what it is;
- a validity word inside another period's name ('公告期限': a notice's publication period) is no offer's validity."""

import datetime as dt

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.notes import read_notes
from gpucompare.sheets.prices import format_currency, format_locale_currency

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

L40S = "nvidia-l40s"
L4 = "nvidia-l4"
A4000 = "nvidia-rtx-a4000"
RTX4090 = "nvidia-rtx-4090"
RTX5090 = "nvidia-rtx-5090"
H100_NVL = "nvidia-h100-nvl"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


def _rupee_quote(head, price_head="Rate (Rs.)", below=()):
    return [
        *([h] for h in head),
        ["#", "Item description", "Qty", price_head],
        [1, "NVIDIA L40S 48GB", 2, 2650000],
        [2, "NVIDIA RTX A4000 16GB", 3, 298000],
        [3, "NVIDIA L4 24GB", 1, 812000],
        *([None, b] for b in below),
    ]


# ---- a rupee sign settled by the place, calling code or tax the sheet names


def test_a_rupee_sign_is_settled_by_the_calling_code_the_sheet_gives(tmp_path):
    p = _run(tmp_path, "kandy.xlsx", _rupee_quote(["Hill Country Systems, Kandy — Tel +94 81 222 3344"]))
    q = by_row(p)
    assert sorted((x.price_min, x.currency) for x in q.values()) == [
        (298000.0, "LKR"),
        (812000.0, "LKR"),
        (2650000.0, "LKR"),
    ]
    assert not any(x.needs_review for x in q.values())


def test_a_rupee_sign_is_settled_by_a_tax_only_one_country_levies(tmp_path):
    rows = _rupee_quote(["Quotation No. 88/2026", "Date: 03.12.2026"], below=["SSCL 2.5% and VAT 18% added below"])
    q = by_row(_run(tmp_path, "sscl.xlsx", rows))
    assert {x.currency for x in q.values()} == {"LKR"}


def test_a_rupee_sign_only_in_the_number_format_is_settled_by_the_place(tmp_path):
    rows = _rupee_quote(["Himalayan Compute Pvt. Ltd., Thamel, Kathmandu", "Date: 2026-12-03"], price_head="Rate")
    fmt = '"Rs "#,##0.00'
    p = _run(tmp_path, "ktm.xlsx", rows, formats={"D4": fmt, "D5": fmt, "D6": fmt})
    q = by_row(p)
    assert {r: (q[r].price_min, q[r].currency) for r in q} == {
        4: (2650000.0, "NPR"),
        5: (298000.0, "NPR"),
        6: (812000.0, "NPR"),
    }


def test_a_rupee_sign_nothing_settles_is_read_with_every_quote_marked(tmp_path):
    # English words that Indian quotations use too ('Item description') do not settle the sign: Colombo, Karachi and
    # Kathmandu write them as well; the quotes are read in Indian rupees and each is for the user to check
    p = _run(tmp_path, "bare.xlsx", _rupee_quote(["Quotation", "Date: 2026-12-03"]))
    q = by_row(p)
    assert {x.currency for x in q.values()} == {"INR"}
    assert all(x.needs_review for x in q.values())
    said = " ".join(str(w) for w in p.warnings)
    assert "LKR" in said and "PKR" in said and "--currency" in said


def test_the_rupee_sign_in_a_cell_follows_the_place_too(tmp_path):
    rows = [
        ["Indus Digital, Shahrah-e-Faisal, Karachi"],
        ["Item", "Price"],
        ["NVIDIA GeForce RTX 4090 24GB", "Rs 585,000"],
        ["NVIDIA L4 24GB", "Rs 610,000"],
    ]
    q = by_row(_run(tmp_path, "khi.xlsx", rows))
    assert {r: (q[r].price_min, q[r].currency) for r in q} == {3: (585000.0, "PKR"), 4: (610000.0, "PKR")}
    # the rupee sign '₨' is read as a rupee too; which one is not settled there, and every quote says so
    rows = [[r[0], r[1].replace("Rs", "₨")] if len(r) == 2 and "Rs" in str(r[1]) else r for r in rows]
    q = by_row(_run(tmp_path, "khi2.xlsx", rows))
    assert {r: q[r].price_min for r in q} == {3: 585000.0, 4: 610000.0}
    assert all(x.needs_review for x in q.values())


# ---- a currency in the number format's locale tag


def test_a_number_format_locale_tag_names_the_currency_of_its_country():
    assert format_currency("[$฿-th-TH]#,##0.00") == "THB"
    assert format_locale_currency("[$฿-th-TH]#,##0.00") == "THB"
    assert format_currency("[$$-en-NZ]#,##0.00") == "NZD"  # the dollar New Zealand writes
    assert format_currency("[$$-en-US]#,##0.00") == "USD"
    assert format_currency("[$kr-nb-NO] #,##0") == "NOK"
    assert format_currency("[$-th-TH]d/m/yyyy") is None  # a locale for dates names no currency
    assert format_currency("[$฿-41E]#,##0.00") == "THB"  # the Windows locale id as before


def test_prices_whose_currency_is_only_a_locale_tagged_format_are_read_in_it(tmp_path):
    fmt = "[$฿-th-TH]#,##0"
    rows = [
        ["Stock list — updated 04/12/2026"],
        ["Model", "Qty", "Price inc. VAT"],
        ["GeForce RTX 5090 32GB", 2, 109900],
        ["GeForce RTX 4090 24GB", 1, 64500],
    ]
    p = _run(tmp_path, "bkk.xlsx", rows, formats={"C3": fmt, "C4": fmt})
    q = by_row(p)
    assert {r: (q[r].device_id, q[r].price_min, q[r].currency) for r in q} == {
        3: (RTX5090, 109900.0, "THB"),
        4: (RTX4090, 64500.0, "THB"),
    }
    assert not any("no currency" in str(w) for w in p.warnings)


# ---- the yuan in Cyrillic letters


def test_a_uyghur_cyrillic_list_in_yuan_with_space_thousands_and_comma_decimals(tmp_path):
    rows = [
        ["«Илә Компютер» дукини — баһа тизимлики"],
        ["Баһалар юән билән, қошумчә қиммәт беҗи 13% ичидә."],
        ["№", "Мал нами", "Сани", "Баһаси (юән)"],
        [1, "NVIDIA GeForce RTX 4090 24GB", 2, "14 950,00"],
        [2, "NVIDIA L40S 48GB", 1, "52 400,50"],
        [3, "NVIDIA L4 24GB", 4, "сораң"],
    ]
    q = by_row(_run(tmp_path, "ug.xlsx", rows))
    assert {r: (q[r].device_id, q[r].price_min, q[r].currency) for r in (4, 5)} == {
        4: (RTX4090, 14950.0, "CNY"),
        5: (L40S, 52400.5, "CNY"),
    }
    assert (q[6].device_id, q[6].price_on_request) == (L4, True)  # 'сораң': ask
    assert {q[r].tax for r in q} == {"incl"}


def test_a_dungan_list_whose_yuan_is_only_in_the_number_format(tmp_path):
    fmt = '# ##0 "йүан"'
    rows = [
        ["Җядан, 2026 нян 12 йүә 2 хо"],
        ["Хо", "Хуә мин", "Шу", "Җя"],
        [1, "NVIDIA GeForce RTX 4090 24GB", 1, 15990],
        [2, "NVIDIA L40S 48GB", 2, 52000],
    ]
    q = by_row(_run(tmp_path, "dng.xlsx", rows, formats={"D3": fmt, "D4": fmt}))
    assert {r: (q[r].device_id, q[r].price_min, q[r].currency) for r in q} == {
        3: (RTX4090, 15990.0, "CNY"),
        4: (L40S, 52000.0, "CNY"),
    }


# ---- a price column converted at a stated rate


def test_a_column_converted_at_the_stated_rate_is_said_on_each_line(tmp_path):
    # (imp194: a column named as a unit price in its own currency is the item offered in that currency, a quote of
    # its own beside the source's, the rate said in the conventions; tests/sheets/test_issue22_causes_imp194.py)
    rows = [
        ["Macau Digital Supplies — invoice"],
        ["Exchange rate: US$1 = MOP 8.05"],
        ["Description", "Qty", "Unit price US$", "Unit price MOP"],
        ["NVIDIA H100 NVL 94GB", 1, 29000, 233450],
        ["NVIDIA L40S 48GB", 2, 8200, 66010],
    ]
    p = _run(tmp_path, "mop.xlsx", rows)
    got = sorted((q.source_row, q.device_id, q.price_min, q.currency) for q in p.rows)
    assert got == [
        (4, H100_NVL, 29000.0, "USD"),
        (4, H100_NVL, 233450.0, "MOP"),
        (5, L40S, 8200.0, "USD"),
        (5, L40S, 66010.0, "MOP"),
    ]
    assert any("8.05" in str(c) for c in p.conventions)


# ---- the parts of a computer


def test_the_parts_of_a_workstation_build_are_no_quotes(tmp_path):
    rows = [
        ["Workstation build — quote"],
        ["Part", "Price (USD)"],
        ["AMD Ryzen 9 9950X", 589],
        ["MSI MEG X870E GODLIKE", 1099],
        ["Kingston FURY DDR5-6400 64GB kit", 229],
        ["Samsung 990 PRO 2TB", 179],
        ["Seasonic PRIME PX-1600", 449],
        ["Phanteks NV7 full tower", 229],
        ["Noctua NH-D15 G2", 149],
        ["NVIDIA GeForce RTX 5090 32GB", 2999],
    ]
    p = _run(tmp_path, "build.xlsx", rows)
    assert {r: (x.device_id, x.price_min) for r, x in by_row(p).items()} == {10: (RTX5090, 2999.0)}
    why = reasons(p)
    assert why[3].startswith("a CPU")
    assert why[4].startswith("a motherboard")
    assert why[5].startswith("system memory")
    assert why[6].startswith("a drive")
    assert why[7].startswith("a power supply")
    assert why[8].startswith("a computer case")
    assert why[9].startswith("a CPU cooler")
    assert all("not an accelerator" in why[r] for r in range(3, 10))


def test_a_server_with_its_processors_and_memory_is_still_a_server(tmp_path):
    rows = [
        ["Item", "Price (USD)"],
        ["Server 4x NVIDIA L40S 48GB, 2x AMD EPYC 9354, DDR5 RDIMM 512GB", 64000],
    ]
    q = by_row(_run(tmp_path, "srv.xlsx", rows))
    assert (q[2].device_id, q[2].price_min) == (L40S, 16000.0)


# ---- another period's validity word


def test_a_notices_publication_period_is_no_validity():
    today = dt.date(2026, 12, 7)
    n = read_notes(["五、公告期限：自本公告发布之日起3个工作日。", "公告日期：2026年12月2日"], today)
    assert (n.as_of, n.valid_until, n.valid_days) == ("2026-12-02", None, None)
    n = read_notes(["报价日期：2026年12月2日，报价有效期限：7天"], today)
    assert n.valid_days == 7  # the offer's own '有效期限' still holds
