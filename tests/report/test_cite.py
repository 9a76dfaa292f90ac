"""The report's appendix says each assumption once: citations become numbered footnotes (the same source, the same
number), and several devices' versions of one sentence become one sentence with their values side by side."""

from gpucompare.report.cite import Notes, cite, merge_alike, said_once


def test_citations_become_numbered_footnotes_the_same_source_once():
    notes = Notes()
    a = cite("Utilization 0.77, band 0.71-0.83; source: MLPerf Training v4.0 (github.com/mlcommons), Meta 2024.", notes)
    b = cite("Utilization 0.6, band 0.55-0.65; source: MLPerf Training v4.0 (github.com/mlcommons), Meta 2024.", notes)
    assert a == "Utilization 0.77, band 0.71-0.83<sup>[1]</sup>." and b.endswith("0.55-0.65<sup>[1]</sup>.")
    assert notes.items == ["MLPerf Training v4.0 (github.com/mlcommons), Meta 2024"]


def test_asides_that_cite_and_bare_addresses_are_footnotes_the_rest_stays():
    notes = Notes()
    text = cite(
        "Recovered over 5 years (Amazon 10-K; https://www.sec.gov/x.htm (published, 2025-02)) at 7.5% (H.15), "
        "overlapped (0.5; source: Wang et al. 2023 (ASPLOS '23)) on TP 4 (of 8); rows from https://github.com/a/b.csv",
        notes,
    )
    assert text == (
        "Recovered over 5 years<sup>[1]</sup> at 7.5% (H.15), overlapped (0.5<sup>[2]</sup>) on TP 4 (of 8); "
        "rows from<sup>[3]</sup>"
    )
    assert notes.items[1] == "Wang et al. 2023 (ASPLOS '23)" and notes.items[2] == "https://github.com/a/b.csv"


def test_text_is_escaped_and_marks_are_not():
    notes = Notes()
    assert cite("a <b> & 'c' (source: x)", notes) == "a &lt;b&gt; &amp; &#x27;c&#x27;<sup>[1]</sup>"


def test_alike_sentences_merge_with_their_values_side_by_side():
    a = "Utilization 0.77 of the peak (989.4 TFLOPS), the NVIDIA Hopper value<sup>[1]</sup>."
    b = "Utilization 0.6 of the peak (312 TFLOPS), the NVIDIA Ampere value<sup>[2]</sup>."
    assert merge_alike([a, b]) == (
        "Utilization 0.77 / 0.6 of the peak (989.4 / 312 TFLOPS), the NVIDIA Hopper / Ampere value"
        "<sup>[1]</sup> / <sup>[2]</sup>."
    )
    assert merge_alike(["Scale-up 900 GB/s", "An entirely different sentence about power"]) is None


def test_a_clause_one_device_has_and_another_lacks_is_never_merged_as_a_value():
    # one price is a point, the other a range costed at its middle: 'each / , costed at ...' would be unreadable
    a = "Owned: 64 devices bought at $30,000 each<sup>[5]</sup>."
    b = "Owned: 64 devices bought at $52,200–67,100 each, costed at the middle of the range<sup>[6]</sup>."
    c = "Owned: 64 devices bought at $14,900–29,800 each, costed at the middle of the range<sup>[7]</sup>."
    assert merge_alike([a, b, c]) is None


def test_said_once_keeps_shared_items_once_and_names_the_devices_of_the_others():
    lists = [
        ["Same for all.", "Owned at $25,000 each, costed at the middle<sup>[1]</sup>.", "Only the first."],
        ["Same for all.", "Owned at $48,700 each, costed at the middle<sup>[2]</sup>."],
        ["Same for all.", "Owned at $8,125 each, as listed by the maker on its page<sup>[3]</sup>."],
    ]
    items = said_once(lists)
    assert items[0] == ("Same for all.", [0, 1, 2])
    assert items[1] == ("Owned at $25,000 / $48,700 each, costed at the middle<sup>[1]</sup> / <sup>[2]</sup>.", [0, 1])
    assert ("Only the first.", [0]) in items
    assert ("Owned at $8,125 each, as listed by the maker on its page<sup>[3]</sup>.", [2]) in items
    assert len(items) == 4


def test_a_source_given_with_a_label_and_without_is_one_footnote():
    """The cost section lists 'Cost of capital: <source>' and the appendix cites '<source>': one number, the
    labelled text kept; a source printed with other punctuation is the same source."""
    notes = Notes()
    src = "US Federal Reserve, Selected Interest Rates (H.15): rate 6.75%; https://www.federalreserve.gov/h15/"
    a = notes.number("Cost of capital: " + src)
    assert notes.number(src) == a
    b = notes.number("Meta 2024, The Llama 3 Herd of Models (arXiv:2407.21783)")
    assert (
        notes.number("failures per device-hour: 2.2e-5 — Meta 2024, The Llama 3 Herd of Models (arXiv:2407.21783)") == b
    )
    assert notes.items[b - 1].startswith("failures per device-hour")
    c = notes.number("US market: https://example.org/a100 (reported) (2026)")
    assert notes.number("US market: https://example.org/a100 (reported), 2026") == c
    assert notes.number("China market: https://example.org/a100 (reported), 2026") != c
    assert notes.number("Electricity price: " + "EIA, Electric Power Monthly") != a
    assert len(notes.items) == 5
    long = "US Energy Information Administration, Electric Power Monthly, Table 5.6.A, 2024; https://www.eia.gov/x"
    d = notes.number("Electricity price: " + long)
    assert notes.number("United States; " + long) == d and notes.items[d - 1].startswith("Electricity price")
    e = notes.number("https://github.com/skypilot-org/skypilot-catalog/blob/2c3d/catalogs/v9/aws/vms.csv")
    assert (
        notes.number(
            "SkyPilot catalog v9, https://github.com/skypilot-org/skypilot-catalog/blob/2c3d/catalogs/v9/aws/vms.csv"
        )
        == e
    )


def test_one_devices_reasons_are_never_merged_into_another_devices_number():
    a = "widened because the estimate extrapolates (10,604 hours, outside the range; out of fold more)"
    b = "widened because the estimate extrapolates (few runs of this family (1.5); 27,956 hours, outside the range; out of fold more)"
    assert merge_alike([a, b]) is None


def test_sentences_a_device_keeps_as_its_own_follow_one_another():
    lists = [["Global batch 4M.", "Band 1-2 days: a.", "Power 82 kW."], ["Global batch 4M.", "Band 3-4 days: b."]]
    own = [[None, "band", None], [None, "band"]]
    items = said_once(lists, own)
    assert items == [
        ("Global batch 4M.", [0, 1]),
        ("Band 1-2 days: a.", [0]),
        ("Band 3-4 days: b.", [1]),
        ("Power 82 kW.", [0]),
    ]


def test_merged_amounts_each_keep_their_currency_symbol():
    """The appendix read 'at $1.80 / 0.18/h per instance': the second device's rent without its unit."""
    from gpucompare.report.cite import merge_alike

    assert (
        merge_alike(["at $1.80/h per instance (Florida)", "at $0.18/h per instance (China)"])
        == "at $1.80 / $0.18/h per instance (Florida / China)"
    )
    assert merge_alike(["bought at ¥259,956 each", "bought at ¥88,496 each"]) == "bought at ¥259,956 / ¥88,496 each"
    # a number without a symbol merges as before
    assert merge_alike(["peak (312 TFLOPS)", "peak (989.4 TFLOPS)"]) == "peak (312 / 989.4 TFLOPS)"
