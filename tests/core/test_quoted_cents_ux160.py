"""A quoted price is written as the vendor wrote it on every face (import dialog, Quotes tab, report): its cents
where it has them ('€9,062.50', was '€9,062'), every figure of a large one ('€1,234,567.89', was '€1.23456789M'),
a whole price without '.00', and in Chinese yuan in 万 ('¥32万')."""

from gpucompare.core.money import format_quoted


def test_a_quote_keeps_its_cents_and_its_figures():
    assert format_quoted(9062.5, 9062.5, "EUR") == "€9,062.50"
    assert format_quoted(9062.5, 9500.25, "EUR") == "€9,062.50–9,500.25"
    assert format_quoted(1234567.89, 1234567.89, "EUR") == "€1,234,567.89"
    assert format_quoted(24999, 24999, "USD") == "$24,999"
    assert format_quoted(320000, 320000, "CNY", "zh") == "¥32万"
    assert format_quoted(300000, 340000, "CNY", "zh") == "¥30万–34万"
    assert format_quoted(9062.5, 9062.5, None) == "9,062.5 ?"
