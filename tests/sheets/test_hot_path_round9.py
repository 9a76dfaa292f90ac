"""The ninth speed round's shortcuts answer exactly what the full work answers (issue 22's speed budget).

- `localize()` in English (no translator installed) gives a Msg's own text without formatting its template again;
- the check that a sheet's VAT ratios agree reads the ratios alone and stops when they span no more than one rate;
- the JSON writer reads each (offer, price kind) pair and each warnings or evidence tuple once.
"""

import json
import math
from types import SimpleNamespace

import pytest

from gpucompare import i18n
from gpucompare.i18n import Msg, localize
from gpucompare.sheets.importer import _RATE_GAP, _tax_ratios_disagree
from gpucompare.sheets.importer.model import Quote, _rows_json, rows_json_text


@pytest.fixture
def slow_english():
    """The full path (a translator that gives every text back as written)."""

    def read(text):
        before = (i18n._backend, i18n._language)
        i18n.set_backend(lambda t: t, "en")
        try:
            return localize(text)
        finally:
            i18n.set_backend(*before)

    return read


def test_english_localize_is_the_full_path(slow_english, monkeypatch):
    monkeypatch.setattr(i18n, "_backend", None)  # English as written, whatever a test before left
    inner = Msg("{n:,} rows of {word!r}", n=12345, word="同上")
    texts = [
        Msg("row {row}: {what}", row=7, what=inner),
        Msg("{lo:.1%} to {hi:.1%} ({x:>8})", lo=0.131, hi=0.09, x=Msg("tax")),
        Msg("no values"),
        "plain text",
        "",
        3,
        None,
    ]
    for t in texts:
        fast = localize(t)
        assert fast == slow_english(t)
        assert type(fast) is str  # a Msg comes out as plain text, as the full path gives it
    assert localize(texts[0]) == "row 7: 12,345 rows of '同上'"


def _line(row, lo, excl, rate=0.13, tax="incl"):
    return Quote(
        row, "H100", "h100-sxm5-80gb", 1.0, lo, lo, "CNY", None, False, tax=tax, tax_rate=rate, price_excl_tax=excl
    )


def test_ratios_at_one_rate_change_nothing():
    # 1,000 lines at 13% (each rounded to the cent: the ratios scatter by less than the gap)
    rows = [_line(i, p, round(p / 1.13, 2)) for i, p in enumerate(x * 97.31 for x in range(1, 1001))]
    p = SimpleNamespace(rows=list(rows), warnings=[])
    _tax_ratios_disagree(p)
    assert p.rows == rows and p.warnings == []


def test_ratios_spanning_exactly_the_gap_are_one_rate():
    # the ends exactly one gap apart: no two neighbours can be further apart, so one rate (as the sort would say)
    excl = 1000.0
    rows = [_line(1, 1130.0, excl), _line(2, 1130.0 + _RATE_GAP * excl / 2, excl), _line(3, 1130.0, excl)]
    rates = [q.price_min / q.price_excl_tax - 1 for q in rows]
    rows.append(_line(4, 1000.0 * (1 + min(rates) + _RATE_GAP), excl, rate=min(rates) + _RATE_GAP))
    p = SimpleNamespace(rows=list(rows), warnings=[])
    _tax_ratios_disagree(p)
    assert p.rows == rows and p.warnings == []


def test_ratios_over_three_rates_are_marked_on_their_lines_only():
    rows = [
        _line(1, 1130.0, 1000.0),  # 13%
        _line(2, 1090.0, 1000.0, rate=0.09),  # 9%
        _line(3, 1060.0, 1000.0, rate=0.06),  # 6%
        _line(4, 1130.0, 1000.0, tax="excl"),  # not an inclusive price: not judged
        _line(5, 1200.0, 1000.0),  # its ratio is not its rate: not judged
        _line(6, math.nan, 1000.0),  # a price on request
    ]
    p = SimpleNamespace(rows=list(rows), warnings=[])
    _tax_ratios_disagree(p)
    marked = [q.source_row for q in p.rows if q.needs_review]
    assert marked == [1, 2, 3]
    assert all(q.tax_rate is None and q.confidence == 0.5 for q in p.rows[:3])
    assert p.rows[3:] == rows[3:]
    assert len(p.warnings) == 1 and "3 different rates" in p.warnings[0]
    assert p.rows[0].warnings == (p.warnings[0],)


def test_json_rows_with_shared_offers_and_sentences_are_the_dicts():
    said = (Msg("device matched by {how}", how="alias"), "plain")
    other = (Msg("device matched by {how}", how="model"),)
    rows = [
        Quote(1, "A", "a", 1.0, 10.5, 10.5, "USD", 2.0, False, warnings=said, evidence=other, offer=""),
        Quote(2, "A", "a", 1.0, 11.5, 12.5, "USD", None, False, warnings=said, evidence=other, offer=""),
        Quote(3, "B", "b", 1.0, 1.25, 1.25, "USD", None, False, price_kind="hourly", warnings=other, evidence=said),
        Quote(4, "B", "b", 1.0, math.nan, math.nan, "USD", None, True, offer="server", warnings=said),
    ]
    got = json.loads(rows_json_text(rows, localize))
    want = json.loads(json.dumps(_rows_json(rows)))
    assert got == want
    assert [r["offer"] for r in got] == ["card", "card", "instance", "server"]
    assert [r["offer_stated"] for r in got] == [False, False, False, True]
    assert got[0]["warnings"] == ["device matched by alias", "plain"] == got[3]["warnings"]
