"""The dates blind corpus 32 found the importer could not read, each tested on a sheet written here (none is a corpus
file, none of their layouts):

- an era's three-digit year written with slashes, as Taiwan's forms write the ROC year ('Date: 115/11/30'): read only
  after a date label, or as the end of a range whose start was read so; a validity range in those years gives the last
  day ('contract period 115/03/01 ~ 116/02/28', a framework contract's prices hold until it ends);
- a date written with a word after each number ('2026 a miheca 11 a folad 28 a romi'ad', Amis): the language's year,
  month and day marks in its word file, no code."""

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import by_row, write

L40S = "nvidia-l40s"
L4 = "nvidia-l4"


def _run(tmp_path, name, rows):
    return analyse(write(tmp_path / name, rows), today=TODAY)


def test_a_slashed_roc_year_after_a_date_label_dates_the_quotes(tmp_path):
    rows = [
        ["Formosa Compute Co. — quotation, prices in NT$ including 5% business tax"],
        ["Date: 115/11/30", "", "Valid: 115/11/30 ~ 115/12/31"],
        ["Item", "Unit price (NT$)", "Qty"],
        ["NVIDIA L40S 48GB PCIe", 268_000, 2],
        ["NVIDIA L4 24GB", 82_000, 1],
    ]
    p = _run(tmp_path, "roc.xlsx", rows)
    q = by_row(p)
    assert (q[4].device_id, q[5].device_id) == (L40S, L4)
    for r in (4, 5):
        assert (q[r].quote_date, q[r].dated, q[r].valid_until) == ("2026-11-30", True, "2026-12-31")
    assert not any("no quote date" in str(w) for w in p.warnings)


def test_a_contract_period_in_roc_years_ends_the_offer(tmp_path):
    rows = [
        ["臺灣大學採購組 共同供應契約 訂購單"],
        ["訂購日期：115/11/27", "契約期間：115/01/01 ~ 115/12/31"],
        ["品名", "契約單價(新臺幣)", "數量"],
        ["NVIDIA L40S 48GB", 268_000, 1],
    ]
    q = by_row(_run(tmp_path, "roc_contract.xlsx", rows))
    assert (q[4].device_id, q[4].quote_date, q[4].valid_until) == (L40S, "2026-11-27", "2026-12-31")


def test_three_slashed_numbers_without_a_date_label_are_no_date(tmp_path):
    rows = [
        ["Part list 115/12/03 (prices in NT$)"],
        ["Item", "Unit price (NT$)"],
        ["NVIDIA L4 24GB", 82_000],
    ]
    p = _run(tmp_path, "no_label.xlsx", rows)
    q = by_row(p)
    assert (q[3].quote_date, q[3].dated) == (TODAY.isoformat(), False)
    assert any("no quote date" in str(w) for w in p.warnings)  # the user is told the import day stands in


def test_an_amis_date_with_its_year_month_and_day_words_dates_the_quotes(tmp_path):
    rows = [
        ["Kompyota no Tafalong — NT$"],
        ["Item", "Price (NT$)"],
        ["NVIDIA L40S 48GB", 265_000],
        ["NVIDIA L4 24GB", 81_500],
        [],
        ["Tafalong, 2026 a miheca 11 a folad 28 a romi'ad"],
    ]
    q = by_row(_run(tmp_path, "ami.xlsx", rows))
    assert (q[3].device_id, q[4].device_id) == (L40S, L4)
    assert all((q[r].quote_date, q[r].dated) == ("2026-11-28", True) for r in (3, 4))


# ---- a marketplace's rate listing: each line's tax, what it rents and its minimum term in columns of their own


def test_a_rate_listings_own_tax_form_and_term_columns(tmp_path):
    rows = [
        ["GPU", "GPUs per machine", "Deployment", "Rate (AUD per GPU-hour)", "Minimum term", "Invoice"],
        ["NVIDIA L40S 48GB", 8, "Bare-metal", 2.40, "3 months", "tax invoice, incl. 10% GST"],
        ["NVIDIA L4 24GB", 4, "Cloud instance", 0.95, "1 month", "tax invoice, incl. 10% GST"],
        ["NVIDIA L40S 48GB", 8, "Bare-metal", 2.10, "12 months", "tax invoice, incl. 10% GST"],
    ]
    q = by_row(_run(tmp_path, "listing.xlsx", rows))
    assert (q[2].device_id, q[3].device_id) == (L40S, L4)
    assert [q[r].price_min for r in (2, 3, 4)] == [2.40, 0.95, 2.10]  # per GPU-hour as written, not divided
    assert [q[r].price_kind for r in (2, 3, 4)] == ["hourly_reserved"] * 3
    assert [q[r].lease_term_months for r in (2, 3, 4)] == [3, 1, 12]  # each line's minimum term
    assert [q[r].offer for r in (2, 3, 4)] == ["server", "instance", "server"]  # bare metal is a whole machine
    assert all((q[r].tax, q[r].tax_rate) == ("incl", 0.10) for r in (2, 3, 4))


def test_a_chinese_listings_invoice_column_and_listing_dates(tmp_path):
    rows = [
        ["资源编号", "卡型", "价格(元/卡·时)", "发票", "挂牌日期", "挂牌截止"],
        ["A-01", "NVIDIA L40S 48GB", 3.20, "6%专票", "2026-11-20", "2026-12-20"],
        ["A-02", "NVIDIA L4 24GB", 1.10, "6%专票", "2026-11-25", "2026-12-25"],
    ]
    p = _run(tmp_path, "guapai.xlsx", rows)
    q = by_row(p)
    assert (q[2].device_id, q[3].device_id) == (L40S, L4)
    assert [(q[r].tax, q[r].tax_rate) for r in (2, 3)] == [("incl", 0.06)] * 2  # the special VAT invoice's rate
    assert [(q[r].quote_date, q[r].valid_until) for r in (2, 3)] == [
        ("2026-11-20", "2026-12-20"),
        ("2026-11-25", "2026-12-25"),
    ]
