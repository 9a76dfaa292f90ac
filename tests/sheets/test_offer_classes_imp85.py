"""Classes of offer the importer read thinly before (issue 22, imp85), each on small sheets written here in two
languages or more:

- a rent by the day or the week ('元/卡/天', '周租', 'per GPU per day', 'Preis pro GPU und Tag') is no on-demand hour:
  the quote keeps the period (`rent_period`), its evidence says how it became a rate per hour, and the costing names
  it wherever it prices with it;
- the evidence a quote carries is kept as template and values in the workspace, so the Quotes tab shows it in the
  user's language (the JSON keeps `evidence_en` in English for scripts).
"""

import json

import pytest

from gpucompare import i18n
from gpucompare.core.money import FxTable
from gpucompare.core.pricing import quote_price
from gpucompare.i18n import Msg, localize
from gpucompare.sheets.importer import analyse
from gpucompare.store import Workspace, _list_text, stored_list

from .conftest import TODAY
from .test_conventions import H100, by_row, write

A100 = "nvidia-a100-sxm4-80gb"


@pytest.mark.parametrize(
    "rows, cur, period, hours",
    [
        (  # the period in each price cell ('元/卡/天': yuan per card per day)
            [
                ["算力租赁报价"],
                ["型号", "租金"],
                ["NVIDIA H100 SXM5 80GB", "480元/卡/天"],
                ["NVIDIA A100 80GB SXM", "288元/卡/天"],
            ],
            "CNY",
            "day",
            24,
        ),
        (  # the period in the column header ('周租': weekly rent)
            [
                ["算力租赁报价（人民币）"],
                ["型号", "周租（元/卡/周）"],
                ["NVIDIA H100 SXM5 80GB", 3360.0],
                ["NVIDIA A100 80GB SXM", 2016.0],
            ],
            "CNY",
            "week",
            168,
        ),
        (
            [
                ["GPU rental, USD"],
                ["GPU", "Price per GPU per day (USD)"],
                ["NVIDIA H100 SXM5 80GB", 48.0],
                ["NVIDIA A100 80GB SXM", 28.8],
            ],
            "USD",
            "day",
            24,
        ),
        (
            [
                ["GPU-Miete, Preise in EUR"],
                ["Modell", "Preis pro GPU und Tag"],
                ["NVIDIA H100 SXM5 80GB", 48.0],
                ["NVIDIA A100 80GB SXM", 28.8],
            ],
            "EUR",
            "day",
            24,
        ),
    ],
)
def test_a_rent_by_the_day_or_week_keeps_its_period_and_says_how_it_became_an_hourly_rate(
    tmp_path, rows, cur, period, hours
):
    p = analyse(write(tmp_path / "rent.xlsx", rows), today=TODAY)
    q = by_row(p)
    h100, a100 = q[3], q[4]
    # the rent per device-hour by hand: 480 a day / 24 h = 20; 3,360 a week / 168 h = 20; 48 / 24 = 2
    per_period = rows[2][1] if isinstance(rows[2][1], float) else 480.0
    assert (h100.device_id, a100.device_id) == (H100, A100)
    assert h100.price_kind == "hourly" and h100.price_min == pytest.approx(per_period / hours)
    assert (h100.rent_period, a100.rent_period) == (period, period)  # the period the sheet priced by is kept
    said = [str(e) for e in h100.evidence if str(e).startswith("rent per")]
    assert said and f"/ {hours} h" in said[0] and "not an on-demand rate" in said[0]
    assert h100.currency == cur
    # the JSON names the period and keeps the evidence in English for scripts
    doc = json.loads(p.to_json_text())
    row = next(r for r in doc["rows"] if r["source_row"] == 3)
    assert row["rent_period"] == period and any(e.startswith("rent per") for e in row["evidence_en"])


def test_an_hourly_rate_stated_by_the_hour_has_no_rent_period(tmp_path):
    rows = [["GPU rental, USD"], ["GPU", "On-demand ($/GPU-hr)", "Per day"], ["NVIDIA H100 SXM5 80GB", 2.1, 48.0]]
    (q,) = analyse(write(tmp_path / "rates.xlsx", rows), today=TODAY).rows
    assert (q.price_kind, q.price_min, q.rent_period) == ("hourly", 2.1, "")
    assert not any(str(e).startswith("rent per") for e in q.evidence)


def test_the_costing_names_a_converted_rent_wherever_it_prices_with_it(tmp_path):
    rows = [
        ["算力租赁报价"],
        ["型号", "租金"],
        ["NVIDIA H100 SXM5 80GB", "480元/卡/天"],
        ["NVIDIA A100 80GB SXM", "288元/卡/天"],
    ]
    p = analyse(write(tmp_path / "rent.xlsx", rows), today=TODAY)
    with Workspace(tmp_path / "ws") as ws:
        ws.add_import(p)
        stored = {q["source_row"]: q for q in ws.quotes()}[3]
        assert stored["rent_period"] == "day"  # the workspace keeps the period
        price = quote_price(stored, "CNY", FxTable.bundled())
    assert price.mid == pytest.approx(20.0)  # 480 / 24
    assert any("rent per day" in str(m) and "not an on-demand rate" in str(m) for m in price.marks)


def test_a_stored_sentence_reads_back_as_the_same_english_and_localizes():
    nested = Msg("rent per {period}: {hours:g} h", period=Msg("day"), hours=24.0)
    text = _list_text((nested, Msg("device: {id} (exact match of the model text)", id=H100), "plain words"))
    back = stored_list(text)
    assert [str(b) for b in back] == [
        "rent per day: 24 h",
        f"device: {H100} (exact match of the model text)",
        "plain words",
    ]
    assert isinstance(back[0], Msg) and back[0].template == "rent per {period}: {hours:g} h"
    # a value JSON cannot hold as it was (a set): the English as stored, never a wrong sentence
    odd = stored_list(_list_text((Msg("{x}", x={1}),)))
    assert [str(o) for o in odd] == ["{1}"]
    # words of a vocabulary are stored as before
    assert _list_text(("host", "memory")) == "host,memory"
    assert stored_list("host,memory") == ["host", "memory"]


def test_the_quotes_tab_reads_stored_evidence_in_chinese(tmp_path):
    """The workspace's evidence is read back as sentences the translator turns into Chinese (the English sentence of
    the import stays what the workspace's JSON and scripts read)."""
    rows = [
        ["算力租赁报价"],
        ["型号", "租金"],
        ["NVIDIA H100 SXM5 80GB", "480元/卡/天"],
        ["NVIDIA A100 80GB SXM", "288元/卡/天"],
    ]
    p = analyse(write(tmp_path / "rent.xlsx", rows), today=TODAY)
    with Workspace(tmp_path / "ws") as ws:
        ws.add_import(p)
        stored = {q["source_row"]: q for q in ws.quotes()}[3]
    english = [str(e) for e in stored["evidence"]]
    assert english == [str(e) for e in by_row(p)[3].evidence]
    chinese = i18n.chinese_text(lambda: "\n".join(localize(e) for e in stored["evidence"]))
    rent = next(line for line in chinese.splitlines() if "24" in line)
    assert "rent per" not in rent and "天" in rent  # the rent's sentence in Chinese, its period too


# a tax clause naming one currency's prices holds for that currency's quotes only -----------------------------------


@pytest.mark.parametrize(
    "note, named, basis, rate, other",
    [
        ("Note: USD prices exclude VAT.", "USD", "excl", None, "CNY"),
        ("备注：人民币报价含13%增值税。", "CNY", "incl", 0.13, "USD"),
        ("EUR-Preise zzgl. 19 % MwSt.", "EUR", "excl", 0.19, "CHF"),
    ],
)
def test_a_tax_clause_naming_one_currency_holds_for_that_currency_only(tmp_path, note, named, basis, rate, other):
    rows = [
        ["Quotation 2026-11-20"],
        ["Model", "Price", "Currency"],
        ["NVIDIA H100 SXM5 80GB", 25000, named],
        ["NVIDIA A100 80GB SXM", 120000, other],
        ["NVIDIA L40S", 7000, named],
        [],
        [note],
    ]
    q = by_row(analyse(write(tmp_path / "q.xlsx", rows), today=TODAY))
    assert (q[3].currency, q[3].tax, q[3].tax_rate) == (named, basis, rate)
    assert (q[5].currency, q[5].tax) == (named, basis)
    if basis == "incl":  # the price without VAT by hand: 25,000 / 1.13 = 22,123.89
        assert q[3].price_excl_tax == pytest.approx(25000 / 1.13, abs=0.01)
    # the other currency's quote: no basis taken from a clause about another currency's prices, and it says why
    assert (q[4].currency, q[4].tax, q[4].tax_rate) == (other, "", None)
    assert any(f"not stated for {other} prices" in str(e) for e in q[4].evidence)


def test_each_currency_takes_its_own_clause_of_one_note(tmp_path):
    rows = [
        ["Quotation 2026-11-20"],
        ["Model", "Price (USD)", "Price (CNY)"],
        ["NVIDIA H100 SXM5 80GB", 25000, 180000],
        [],
        ["USD prices exclude VAT; CNY prices include 13% VAT"],
    ]
    p = analyse(write(tmp_path / "q.xlsx", rows), today=TODAY)
    by_cur = {q.currency: q for q in p.rows}
    assert (by_cur["USD"].tax, by_cur["USD"].tax_rate, by_cur["USD"].price_excl_tax) == ("excl", None, 25000)
    assert (by_cur["CNY"].tax, by_cur["CNY"].tax_rate) == ("incl", 0.13)
    assert by_cur["CNY"].price_excl_tax == pytest.approx(180000 / 1.13, abs=0.01)  # 159,292.04


def test_a_note_for_every_price_and_a_currency_named_after_the_tax_are_not_scoped():
    from gpucompare.sheets.importer.notes import currency_tax_clauses

    # the sheet's currency and its tax, said once for every price: no clause of one currency
    assert currency_tax_clauses("Prices in USD, excl. VAT")[0] == {}
    # a currency named after the tax's name qualifies something else (a reference rate), not the taxed prices
    assert currency_tax_clauses("VAT 20% not included. US$ prices are for reference (GH₵ 11.80 = US$ 1)")[0] == {}
    # two clauses, two currencies; an abbreviation's full stop parts nothing
    assert currency_tax_clauses("美元报价不含税，人民币报价含13%增值税。")[0] == {
        "USD": ("excl", None, "美元报价不含税"),
        "CNY": ("incl", 0.13, "人民币报价含13%增值税"),
    }
    assert currency_tax_clauses("EUR-Preise zzgl. 19 % MwSt., CHF-Preise inkl. 8,1 % MwSt.")[0] == {
        "EUR": ("excl", 0.19, "EUR-Preise zzgl. 19 % MwSt."),
        "CHF": ("incl", 0.081, "CHF-Preise inkl. 8,1 % MwSt."),
    }


# a server whose text gives no count: the count its price says, where one usual size alone fits ---------------------


@pytest.mark.parametrize(
    "title, header, model",
    [
        ("Quote 2026-11-20, USD", ["Item", "Unit price"], "H100 SXM5 node"),
        ("报价单 2026-11-20（美元）", ["产品", "单价"], "H100 SXM5 服务器"),
    ],
)
def test_a_server_without_a_count_is_read_by_its_price_against_one_card(tmp_path, title, header, model):
    rows = [[title], header, [model, 260000], ["NVIDIA H100 SXM5 80GB", 28000]]
    q = by_row(analyse(write(tmp_path / "q.xlsx", rows), today=TODAY))
    server, card = q[3], q[4]
    assert (server.device_id, server.offer) == (H100, "server")
    # 260,000 is ~8.7x one H100's reference price: of the usual sizes (2, 4, 8, 16) only 8 puts a card within
    # 0.8-1.6x of it, so the server holds 8 and each device costs 260,000 / 8 = 32,500
    assert (server.units_per_item, server.price_min) == (8.0, 32500.0)
    assert server.needs_review and any("server of 8" in str(w) for w in server.warnings)  # a decision, said
    assert (card.units_per_item, card.price_min, card.needs_review) == (1.0, 28000.0, False)


def test_the_count_from_a_price_is_the_one_usual_size_that_fits():
    from gpucompare.sheets.importer.rows import SERVER_PRICE_BAND, server_count_from_price

    assert SERVER_PRICE_BAND == (0.8, 1.6)
    assert server_count_from_price(8.7) == 8  # 8.7 / 8 = 1.09; 8.7 / 4 = 2.2 and 8.7 / 16 = 0.54 do not fit
    assert server_count_from_price(5.5) == 4  # 1.375 per card
    assert server_count_from_price(20.0) == 16  # 1.25 per card
    assert server_count_from_price(40.0) is None  # no usual server holds that many: left flagged
