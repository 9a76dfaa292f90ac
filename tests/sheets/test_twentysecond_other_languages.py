"""Sheets in languages the importer did not read before (Esperanto, Sardinian, Upper Sorbian, Oromo, Kirundi,
Hawaiian, Yiddish, Bashkir), each one word file and no code, and the date mechanisms their misses showed: a day
with an ordinal suffix before the month ('la 3-an de decembro'), a month name with marks before the day ('Kēkēmapa
4, 2026'), the year and its mark before the day and month without a dot ('2026 йылдың 4 декабре'), and a slashed
date that restates one written in words ('3טן דעצעמבער 2026 (12/03/2026)'). Every sheet is written here; none is a
corpus file."""

import datetime as dt

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.notes import _dates_in

from .conftest import TODAY
from .test_conventions import write


def _got(rows):
    return [(q.device_id, q.price_min, q.currency, q.tax, q.tax_rate, q.condition) for q in rows]


def test_an_esperanto_list_reads_its_description_not_its_code_as_the_model(tmp_path):
    f = write(
        tmp_path / "eo.xlsx",
        [
            ["Prezlisto — grafikaj kartoj"],
            ["Utrecht, la 1-an de decembro 2026. Validas ĝis la 15-a de januaro 2027."],
            ["Kodo", "Priskribo", "Stato", "Prezo po unuo (EUR, sen AVI 21 %)"],
            ["K-1", "NVIDIA RTX A6000 48 GB", "uzita", 3100],
            ["K-2", "NVIDIA L4 24 GB", "nova", 2350],
            ["K-3", "NVIDIA H200 NVL 141 GB", "nova", "laŭ peto"],
        ],
        formats={"D4": '#,##0.00 "€"', "D5": '#,##0.00 "€"'},
    )
    p = analyse(f, today=TODAY)
    assert _got(p.rows[:2]) == [
        ("nvidia-rtx-a6000", 3100, "EUR", "excl", 0.21, "used"),
        ("nvidia-l4", 2350, "EUR", "excl", 0.21, "new"),
    ]
    assert p.rows[2].price_on_request
    assert {(q.quote_date, q.valid_until) for q in p.rows} == {("2026-12-01", "2027-01-15")}


def test_a_sardinian_list_with_italian_text_amounts_and_vat_in_the_price_header(tmp_path):
    f = write(
        tmp_path / "sc.xlsx",
        [
            ["Listinu de sos prètzios"],
            ["Tàtari, 1 de nadale 2026"],
            ["Còdighe", "Descritzione", "Cantidade", "Prètziu unitàriu (cun IVA 22% incluida)", "Totale"],
            ["A1", "NVIDIA L40S 48GB", 2, "€ 9.480,00", "€ 18.960,00"],
            ["A2", "NVIDIA RTX 6000 Ada 48GB", 1, "€ 7.650,00", "€ 7.650,00"],
            ["A3", "NVIDIA B200 180GB", 1, "a pedidu", ""],
            ["", "Ispeditzione", 1, "€ 30,00", "€ 30,00"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert _got(p.rows[:2]) == [
        ("nvidia-l40s", 9480, "EUR", "incl", 0.22, ""),
        ("nvidia-rtx-6000-ada", 7650, "EUR", "incl", 0.22, ""),
    ]
    assert p.rows[2].price_on_request and len(p.rows) == 3
    assert p.rows[0].quote_date == "2026-12-01"


def test_an_oromo_birr_sign_is_the_ethiopian_birr_not_the_belarusian_rouble(tmp_path):
    f = write(
        tmp_path / "om.xlsx",
        [
            ["TARREE GATII — VAT 15% dabalatee"],
            ["Adaamaa, Muddee 1, 2026"],
            ["Maqaa meeshaa", "Haala", "Baay'ina", "Gatii tokkoo"],
            ["NVIDIA RTX A4000 16GB", "kan itti fayyadame", 3, "Br 98,500.00"],
            ["NVIDIA L4 24GB", "haaraa", 1, "Br 310,000.00"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert _got(p.rows) == [
        ("nvidia-rtx-a4000", 98_500, "ETB", "incl", 0.15, "used"),
        ("nvidia-l4", 310_000, "ETB", "incl", 0.15, "new"),
    ]
    assert not any(q.needs_review for q in p.rows)
    assert p.rows[0].quote_date == "2026-12-01"


def test_upper_sorbian_kirundi_and_bashkir_tax_words_and_conditions(tmp_path):
    hsb = write(
        tmp_path / "hsb.xlsx",
        [
            ["Póskitk — Kamjenc, 1. decembra 2026"],
            ["Wšě płaćizny netto, bjez MwSt. 19 %; płaćiwe hač do 11. decembra 2026."],
            ["Wopis", "Staw", "Ličba", "Płaćizna za kus (netto)"],
            ["NVIDIA RTX A5000 24 GB", "trjebany", 2, 1450],
            ["NVIDIA L4 24 GB", "nowy", 4, 2390],
        ],
        formats={"D4": '#,##0.00 "€"', "D5": '#,##0.00 "€"'},
    )
    p = analyse(hsb, today=TODAY)
    assert _got(p.rows) == [
        ("nvidia-rtx-a5000", 1450, "EUR", "excl", 0.19, "used"),
        ("nvidia-l4", 2390, "EUR", "excl", 0.19, "new"),
    ]
    assert {(q.quote_date, q.valid_until) for q in p.rows} == {("2026-12-01", "2026-12-11")}
    rn = write(
        tmp_path / "rn.xlsx",
        [
            ["URUTONDE RW'IBICIRO"],
            ["Gitega, ku wa 1 Kigarama 2026"],
            ["Igicuruzwa", "Igitigiri", "Igiciro c'igice kimwe (TVA 18% ntirimwo)", "Igiciro cose"],
            ["NVIDIA RTX A6000 48GB", 1, "14 900 000 Fbu", "14 900 000 Fbu"],
        ],
    )
    p = analyse(rn, today=TODAY)
    assert _got(p.rows) == [("nvidia-rtx-a6000", 14_900_000, "BIF", "excl", 0.18, "")]
    assert p.rows[0].quote_date == "2026-12-01"
    ba = write(
        tmp_path / "ba.xlsx",
        [
            ["Хаҡ исемлеге — Стәрлетамаҡ"],
            ["2026 йылдың 1 декабре"],
            ["№", "Атамаһы", "Һаны", "Хаҡы, һум (НДС 22 % менән)"],
            [1, "NVIDIA RTX A6000 48 ГБ", 2, 612000],
        ],
        formats={"D4": '#,##0.00 "₽"'},
    )
    p = analyse(ba, today=TODAY)
    assert _got(p.rows) == [("nvidia-rtx-a6000", 612_000, "RUB", "incl", 0.22, "")]
    assert p.rows[0].quote_date == "2026-12-01"


def test_hawaiian_and_yiddish_dollar_lists_with_a_tax_added_on_top(tmp_path):
    haw = write(
        tmp_path / "haw.xlsx",
        [
            ["PAPA KUMUKŪʻAI"],
            ["Hilo, Kēkēmapa 1, 2026"],
            ["Wehewehe", "Nui", "Kumukūʻai pākahi (USD)", "Huina (USD)"],
            ["NVIDIA RTX A4000 16GB", 2, 1180, 2360],
            ["NVIDIA L4 24GB", 1, "E kāhea mai", ""],
            ["ʻAʻole i komo ka ʻauhau GET 4.5% i loko o nā kumukūʻai."],
        ],
        formats={"C4": '"$"#,##0.00', "D4": '"$"#,##0.00'},
    )
    p = analyse(haw, today=TODAY)
    assert _got(p.rows[:1]) == [("nvidia-rtx-a4000", 1180, "USD", "excl", 0.045, "")]
    assert p.rows[1].price_on_request
    assert p.rows[0].quote_date == "2026-12-01"
    yi = write(
        tmp_path / "yi.xlsx",
        [
            ["פרייז ליסט"],
            ["מאנסי, 1טן דעצעמבער 2026  (12/01/2026)"],
            ["באשרייבונג", "פרייז ($)", "לאגער"],
            ["NVIDIA RTX A5000 24GB", 1890, "יא"],
            ["NVIDIA L4 24GB", "רופט", "ניין"],
            ["8.875% סעילס טעקס ווערט צוגעלייגט."],
        ],
        formats={"B4": '"$"#,##0.00'},
    )
    p = analyse(yi, today=TODAY)
    assert _got(p.rows[:1]) == [("nvidia-rtx-a5000", 1890, "USD", "excl", 0.08875, "")]
    assert p.rows[1].price_on_request
    assert p.rows[0].quote_date == "2026-12-01"


def test_dates_written_with_ordinals_marks_year_words_and_a_slashed_restatement():
    today = dt.date(2026, 12, 5)

    def dates(text):
        return sorted({d for d, _ in _dates_in(text, today)})

    assert dates("la 3-an de decembro 2026") == ["2026-12-03"]
    assert dates("Kēkēmapa 4, 2026") == ["2026-12-04"]
    assert dates("2026 йылдың 4 декабре") == ["2026-12-04"]
    # the slashed date restates the worded one: 12/03 is December 3 here, not 12 March
    assert dates("3טן דעצעמבער 2026 (12/03/2026)") == ["2026-12-03"]
    # without a worded date the day-first reading stands, and a US date in English keeps its order
    assert dates("04/12/2026") == ["2026-12-04"]
    assert dates("December 4, 2026") == ["2026-12-04"]


def test_a_cloud_usage_statement_reads_rates_not_amounts_with_the_sales_tax_line_below(tmp_path):
    # a billing export: 'Resource' names the instance, 'Rate' is the price beside usage and amount; a reserved line's
    # label states its commitment; a sales-tax line adds the tax below; 'Nov 1 – Nov 30' is a period, not 'new' goods
    f = write(
        tmp_path / "usage.xlsx",
        [
            ["Usage statement — Account 4410"],
            ["Invoice date: Dec 1, 2026", "", "Billing period: Nov 1 – Nov 30, 2026"],
            ["Service", "Resource", "Region", "Usage", "Unit", "Rate (USD)", "Amount (USD)"],
            ["On-Demand GPU", "gpu_4x_l40s (4x L40S 48GB)", "us-east-1", 310, "instance-hr", 3.96, 1227.6],
            ["Reserved Cluster (6-mo commit)", "32x H100 SXM 80GB", "us-west-2", 23040, "GPU-hr", 2.1, 48384],
            ["Block Storage", "ssd 10 TB", "us-east-1", 10, "TB-month", 90, 900],
            ["Credits", "Promotional credit WELCOME-200", "", "", "", "", -200],
            ["Sales Tax", "Washington 10.25%", "", "", "", "", 5171.59],
            ["Total Due", "", "", "", "", "", 55483.19],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, round(q.price_min, 4), q.price_kind, q.lease_term_months, q.tax, q.tax_rate) for q in p.rows]
    assert got == [
        ("nvidia-l40s", 0.99, "hourly", None, "excl", 0.1025),
        ("nvidia-h100-sxm5-80gb", 2.1, "hourly_reserved", 6, "excl", 0.1025),
    ]
    assert {q.condition for q in p.rows} == {""}
    assert len(p.rejected) == 4 and all(r.reason for r in p.rejected)


def test_a_validity_in_days_that_restates_its_end_in_brackets_keeps_the_quote_date(tmp_path):
    from gpucompare.sheets.importer.notes import read_notes

    n = read_notes(["无锡某某科技 GPU报价（含税13%）  2026-12-01  有效期5天（至2026-12-06）"], TODAY)
    assert (n.as_of, n.valid_until) == ("2026-12-01", "2026-12-06")


def test_a_rate_sheet_footer_saying_prices_exclude_a_named_countrys_gst(tmp_path):
    f = write(
        tmp_path / "rates.xlsx",
        [
            ["Example Cloud — GPU rates (effective 1 Dec 2026)"],
            ["GPU", "VRAM", "Sydney (USD/GPU/hr)"],
            ["NVIDIA L40S", "48 GB", 1.02],
            ["NVIDIA H100 SXM5", "80 GB", 2.44],
            ["Prices exclude Australian GST (10%)."],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.price_kind, q.tax, q.tax_rate) for q in p.rows] == [("hourly", "excl", 0.1)] * 2


def test_a_sign_two_currencies_share_is_decided_by_the_sheet_and_said_or_marked(tmp_path):
    # 'Br' is the Ethiopian birr's sign and the Belarusian rouble's: an Oromo sheet decides it (and the quote says
    # so); an English sheet naming neither country leaves it marked for review
    rows = [["Gatii tokkoo", "Maqaa meeshaa"], ["Br 310,000.00", "NVIDIA L4 24GB"]]
    p = analyse(write(tmp_path / "om.xlsx", [["TARREE GATII"], *rows]), today=TODAY)
    q = p.rows[0]
    assert (q.currency, q.needs_review) == ("ETB", False)
    assert any("BYN" in str(e) for e in q.evidence)
    en = write(tmp_path / "en.xlsx", [["Price list"], ["Description", "Unit price"], ["NVIDIA L4 24GB", "Br 9,800.00"]])
    q = analyse(en, today=TODAY).rows[0]
    assert q.currency in ("BYN", "ETB") and q.needs_review


def test_a_prepaid_packages_life_from_its_purchase_is_not_the_offers_validity():
    from gpucompare.sheets.importer.notes import read_notes

    for note in (
        "说明：卡时包自购买日起180天内有效。",
        "GPU-hour packs are valid for 180 days from the date of purchase.",
    ):
        n = read_notes(["算力价格表（2026-12-01 更新）", note], TODAY)
        assert (n.as_of, n.valid_until, n.valid_days) == ("2026-12-01", None, None)
