"""Money as a procurement officer in China reads it (ux120): a dollar amount in the Chinese window and report in one
style at every size ('1.91美元' beside '3.52万美元', never '$1.91' in the column under it); a capital outlay worked
from a round quote keeps every figure but claims no cents the quote never had ('¥5,120,000', not '¥5,120,000.00';
in Chinese '¥512万', as the estimates beside it)."""

from gpucompare.core.money import format_exact, format_money, format_money_range, outlay_line_text, outlay_total_text


def test_dollars_in_chinese_read_meiyuan_at_every_size():
    # the cost rows of one column: per run, per month, per million tokens, per sample
    column = [format_money(x, "USD", "zh_CN") for x in (569_000, 35_200, 1.91, 0.0078, 602.3)]
    assert column == ["56.9万美元", "3.52万美元", "1.91美元", "0.0078美元", "602美元"]
    assert not any("$" in x for x in column)
    assert format_money(-602.3, "USD", "zh_CN") == "-602美元"
    assert format_money(55.04, "USD", "zh_CN", exact=True) == "55.04美元"  # a quote keeps its cents
    # a range whose ends are ten times apart or more: each end in its own unit, the currency said once (ux204)
    assert format_money_range(500, 12_000, "USD", "zh_CN") == "500–1.2万美元"
    # English and yuan are as they were
    assert format_money(1.91, "USD", "en") == "$1.91" and format_money(1.91, "CNY", "zh_CN") == "¥1.91"


def test_an_outlay_from_a_round_quote_has_no_cents_it_never_had():
    assert format_exact(16 * 320_000.0, "CNY") == "¥5,120,000"
    assert format_exact(16 * 25_000.0, "USD") == "$400,000"
    # an amount that has cents (a quote net of its VAT, a quote in cents) keeps them, to the cent
    assert format_exact(2_350_000 / 1.13 * 32, "CNY") == "¥66,548,672.57"
    assert format_exact(16 * 1_234.56, "USD") == "$19,752.96"
    assert format_exact(-0.5, "USD") == "-$0.50"
    # in Chinese a whole amount is written as every other amount there, every figure kept; cents stay figures
    assert format_exact(400_000.0, "USD", "zh_CN") == "40万美元"
    assert format_exact(16 * 90_000.0, "CNY", "zh_CN") == "¥144万"
    assert format_exact(19_999.0, "CNY", "zh_CN") == "¥1.9999万"  # never rounded to ¥2万
    assert format_exact(2_350_000 / 1.13 * 32, "CNY", "zh_CN") == "¥66,548,672.57"
    assert format_exact(1_234.5, "USD", "zh_CN") == "1,234.50美元"


def test_the_outlay_lines_of_a_chinese_report_in_dollars_are_one_style():
    lines = [
        {"key": "quoted", "amount": 400_000.0, "in_offer": True},  # 16 x a quoted $25,000
        {"key": "servers", "amount": 180_000.0, "in_offer": False},  # the app's default host
    ]
    texts = [outlay_line_text(x, "USD", True, "zh_CN") for x in lines]
    assert texts == ["40万美元", "18万美元"]
    assert outlay_total_text(lines, 580_000.0, "USD", True, "zh_CN") == "58万美元"
