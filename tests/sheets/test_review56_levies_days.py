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
    assert _tax_rate_in("15% VAT + 2.5% NHIL + 2.5% GETFund") == 0.2


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


def test_the_scorer_never_gives_the_one_quote_read_at_a_row_to_another_keyed_quote(tmp_path):
    import openpyxl

    from .score_corpus import catalog_ids, score_file
    from .test_conventions import write

    # two offers keyed at one row; the importer reads one of them (the L40S: the L4's cell holds no price)
    f = write(tmp_path / "pair.xlsx", [["Item", "NVIDIA L4 24GB", "NVIDIA L40S 48GB"], ["Price (USD)", None, 7_650]])

    def key(model, device, price):
        return {
            "sheet": "Sheet1", "source_row": 2, "raw_model": model, "device": device, "device_when_catalogued": [],
            "price_min": price, "price_max": price, "currency": "USD", "price_on_request": False,
            "price_kind": "purchase", "devices_per_item": 1,
        }  # fmt: skip

    sheet = openpyxl.load_workbook(f).active.title
    expected = {"sheet": sheet, "not_quotes": []}
    expected["quotes"] = [key("NVIDIA L4 24GB", "nvidia-l4", 2_680), key("NVIDIA L40S 48GB", "nvidia-l40s", 7_650)]
    for q in expected["quotes"]:
        q["sheet"] = sheet
    s = score_file(f, expected, catalog_ids(), tmp_path / "home", offer_details=False)
    # the L40S read right is the L40S quote's (it was given to the L4 quote, listed first, and scored wrong); the L4
    # the importer did not read is the one counted missing
    assert s.right == 1, s.details
    assert [(d["model"], d["verdict"]) for d in s.details] == [("NVIDIA L4 24GB", "dropped")]


def test_a_date_after_a_word_like_a_day_word_is_no_count_of_days():
    # Italian and Portuguese 'da' (from) before a date: Twi's day word 'da' is no validity there
    assert read_notes(["Offerta valida da 3 dicembre"], TODAY).valid_days is None
    assert read_notes(["Preços válidos da 2 de dezembro"], TODAY).valid_days is None
    assert read_notes(["Boɔ yi bɛtena hɔ da 7. Tua ka: MoMo"], TODAY).valid_days == 7


def test_a_number_format_naming_its_dollar_is_not_read_as_the_places_dollar(tmp_path):
    from gpucompare.sheets.importer import analyse

    from .test_conventions import write

    def currencies(fmt):
        rows = [["GPU price list - Singapore office"], ["Model", "Qty", "Price"], ["NVIDIA H100 80GB", 1, 25_000]]
        p = analyse(write(tmp_path / "sg.xlsx", rows, formats={"C3": fmt}), today=TODAY)
        return {q.currency for q in p.rows}

    # 'US$' in the format says which dollar: a Singapore office does not make it Singapore's (it read SGD)
    assert currencies('"US$"#,##0.00') == {"USD"}
    assert currencies('#,##0.00" US$"') == {"USD"}
    # a bare '$' is the place's own dollar, as before
    assert currencies('"$"#,##0.00') == {"SGD"}
