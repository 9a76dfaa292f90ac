"""A price more than six months old says its age beside its date wherever it is shown (the hardware table, the
side-by-side panel, the report, the command line), in the reader's language; one older than 18 months is marked old
with its age beside 'old'; a fresh one shows its date and age too (ux146: every price, wherever it is shown)."""

import numpy as np
import pytest

from gpucompare.core.pricing import AGED_MONTHS, STALE_MONTHS, Price, PriceColumn, aged_date, price_age_months
from gpucompare.i18n import set_backend


@pytest.mark.parametrize(
    ("as_of", "today", "shown"),
    [
        ("2026-06", "2026-12-05", "2026-06"),  # 15 June to 5 Dec: 5.7 months, fresh enough
        ("2026-05", "2026-12-05", "2026-05, 6 months old"),  # 15 May to 5 Dec: 204 days = 6.70 months
        ("2025-12", "2026-12-05", "2025-12, 11 months old"),  # 355 days = 11.7 months
        ("2025-06-10", "2026-12-05", "2025-06-10, 17 months old"),  # 543 days = 17.8 months: not yet stale
        ("2025-06-05", "2026-12-05", "2025-06-05"),  # 548 days = 18.004 months: stale, marked old by its caller
        ("2025-04", "2026-12-05", "2025-04"),  # stale: its caller marks it old
        ("sometime", "2026-12-05", "sometime"),  # an unreadable date is shown as it is
    ],
)
def test_aged_date_by_hand(as_of, today, shown):
    assert aged_date(as_of, today) == shown


def test_limits():
    assert AGED_MONTHS == 6 and STALE_MONTHS == 18
    assert price_age_months("2026-05", "2026-12-05") == pytest.approx(204 / (365.25 / 12))


def _column(as_of: str, today: str) -> PriceColumn:
    price = Price(low=100.0, high=100.0, currency="USD", as_of=as_of, source="test")
    v = np.array([100.0])
    return PriceColumn("reference:US", "USD", v, v, v, [price], today=today)


def test_date_tag_in_english_and_chinese():
    """Every price says its date and its age (ux146: a fresh one too, and an old one its age beside 'old')."""
    assert _column("2025-12", "2026-12-05").date_tag(0) == "2025-12, 11 months old"
    assert _column("2026-10", "2026-12-05").date_tag(0) == "2026-10, 1 month old"  # 15 Oct to 5 Dec: 1.6 months
    assert _column("2026-11-20", "2026-12-05").date_tag(0) == "2026-11, under a month old"
    assert _column("2026", "2026-12-05").date_tag(0) == "2026, about 5 months old"  # a year alone: its middle
    assert _column("2024-01", "2026-12-05").date_tag(0) == "2024-01, old, 34 months"
    assert _column("2023", "2026-12-05").date_tag(0) == "2023, old, about 41 months"
    from gpucompare.qtkit import i18n as qt_i18n

    try:
        with qt_i18n.language("zh_CN"):
            assert _column("2025-12", "2026-12-05").date_tag(0) == "2025-12，距今 11 个月"
            assert _column("2023", "2026-12-05").date_tag(0) == "2023，旧，约 41 个月"
            assert _column("2026-11-20", "2026-12-05").date_tag(0) == "2026-11，距今不到 1 个月"
    finally:
        set_backend(None)


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_the_printed_report_says_a_price_age(tmp_path, lang):
    """Each compared device's price in the PDF (pdftotext) carries the same date tag as the comparison made, and an
    aged one (the bundled H20 and H200 prices are from 2025-12 and 2026-03) says its age in words."""
    import re
    import shutil
    import subprocess

    from gpucompare.cli import run
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.money import FxTable
    from gpucompare.core.pricing import default_basis, price_column
    from gpucompare.qtkit import i18n as qt_i18n

    if not shutil.which("pdftotext"):
        pytest.skip("pdftotext not installed")
    pdf = tmp_path / "r.pdf"
    names = "H20,H200 SXM 141GB"
    assert run(["--home", str(tmp_path / "h"), "report", "--devices", names, "--lang", lang, "--pdf", str(pdf)]) == 0
    text = re.sub(r"\s+", "", subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout)
    cat = bundled_catalog()
    devices = [cat.resolve(n) for n in names.split(",")]
    currency = "CNY" if lang == "zh_CN" else "USD"
    try:
        with qt_i18n.language(lang):
            prices = price_column(devices, default_basis(lang), currency, FxTable.bundled())
            tags = [prices.date_tag(i) for i in range(len(devices))]
    finally:
        set_backend(None)
    aged = [t for t in tags if ("个月" if lang == "zh_CN" else "months old") in t]
    if not aged:
        pytest.skip(f"no compared price is between {AGED_MONTHS} and {STALE_MONTHS} months old today: {tags}")
    for tag in aged:  # a narrow column may break "months old" over two lines, which pdftotext reads apart
        head = tag.rsplit(" ", 1)[0] if lang == "en" else tag
        assert re.sub(r"\s+", "", head) in text, tag
