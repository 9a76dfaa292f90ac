"""Review of the levies and day-count rules: a discount or a deposit beside a tax rate is no levy added to it, and a
rate after a validity's day word is no count of days. Notes written here."""

from gpucompare.sheets.importer.notes import _tax_rate_in, read_notes

from .conftest import TODAY


def test_a_discount_or_a_bare_plus_rate_beside_the_tax_is_not_added_to_it():
    # the rate before the tax is a discount: the tax is 15%, not 25%, and never the discount's 10%
    assert _tax_rate_in("discount 10% + VAT 15%") == 0.15
    assert _tax_rate_in("10% off + VAT 20% incl") == 0.2
    # a '+ 5%' with no levy's name after the tax is a charge or a deposit, not a levy
    assert _tax_rate_in("Price incl. VAT 16% + 5% service charge") == 0.16
    assert _tax_rate_in("VAT 15% + 10% deposit") == 0.15
    # levies named after the tax still add up (Ghana: 15% + 2.5% + 2.5%)
    assert _tax_rate_in("VAT 15% + NHIL 2.5% + GETFund 2.5%") == 0.2


def test_a_rate_after_a_day_word_is_no_count_of_days():
    assert read_notes(["Offer valid days 5% discount"], TODAY).valid_days is None
    assert read_notes(["Offer valid days 5 % discount"], TODAY).valid_days is None
    assert read_notes(["Bo yi bɛtena hɔ nna 14."], TODAY).valid_days == 14


def test_a_rack_row_far_down_a_per_gpu_rate_card_is_still_priced_per_rack(tmp_path):
    from gpucompare.sheets.importer import analyse

    from .test_conventions import write

    rows = [["GPU cloud rate card - prices per GPU per hour, USD"], ["GPU", "Config", "On-demand"]]
    rows += [[f"H100 SXM5 region {i}", "1x", 2.49] for i in range(405)]
    rows.append(["GB200 NVL72 (rack of 72 GPUs, $ per rack-hour)", "72x", 300.0])
    p = analyse(write(tmp_path / "card.xlsx", rows), today=TODAY)
    # the row names its own unit: $300 a rack-hour is $4.17 a GPU-hour, not $300 (it was read so past row 400)
    assert p.rows[-1].price_min == 300 / 72
