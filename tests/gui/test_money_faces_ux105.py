"""The window as a procurement officer in China reads it (ux105): a quote in the import dialog in money's one style
('¥32万', never '32万 CNY'); the price chart's caption says the rate of every conversion, its date and who published
it; a rented device is named once, with the cloud's own name for it 'quoted as'."""

import re

from gpucompare.qtkit import i18n as qt_i18n
from tests.conftest import open_window
from tests.sheets.conftest import SHEETS

H800, H20 = "nvidia-h800-sxm5-80gb", "nvidia-h20-96gb"


def _zh_window(qtbot, home):
    return open_window(qtbot, home, "zh_CN")


def test_the_chinese_import_dialog_writes_a_quote_as_the_window_does(qtbot, _isolated_home):
    win = _zh_window(qtbot, _isolated_home)
    try:
        d = win.open_import(str(SHEETS / "cn_distributor_quote.xlsx"))
        qtbot.addWidget(d)
        qtbot.waitUntil(lambda: d.preview is not None or bool(d.error), timeout=30_000)
        m = d.rows_model
        col = next(i for i, c in enumerate(m.columns) if c.title == "单卡价格")
        prices = {m.data(m.index(r, 2)): m.data(m.index(r, col)) for r in range(m.rowCount())}
        assert prices["H800 SXM5 80GB"] == "¥32万" and prices["A100 PCIe 80GB"] == "¥10万–12万"
        assert prices["GeForce RTX 4090 PCIe 24GB"] == "¥1.9999万"  # a quote keeps its digits
        assert not any(re.search(r"[万亿] ?[A-Z]{3}", p) for p in prices.values())  # never a unit word and a code
        d.reject()
    finally:
        win.shutdown()
        qt_i18n.install("en")


def test_the_chart_caption_says_every_conversions_rate_date_and_publisher(window):
    window.session.set_currency("GBP")
    note = window.chart.note.text()
    # the filled (US market) points are dollar prices shown in pounds: their rate, its date, who published it
    fx = window.session.fx
    assert f"Prices converted to GBP at {fx.rate_text('USD', 'GBP')}." in note
    gbp = fx.rates["GBP"]
    assert f"{gbp.short_source} (GBP" in note and "Exchange rates: " in note
    assert gbp.as_of in note


def test_a_rented_h20_is_named_once_with_the_clouds_name_said_as_quoted(window):
    s = window.session
    s.set_comparison([H800, H20])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-13b"))
    panel.count.setValue(16)
    panel.set_device_basis(H800, "reference")
    panel.set_device_rent(H20, "H20 96GB (per card)", "on-demand")
    panel.run()
    rented = panel.costings[H20]
    assert rented.option == "H20 SXM 96GB, UCloud Compshare (quoted as H20 96GB (per card)), on-demand"
    key = panel.rent_buy.key.text() + panel.rent_buy.caption.text()
    assert "H20 SXM 96GB" in key and "HGX H20" not in key  # the column's name, not the catalog's long one
    summary = panel.decision_view.summary.text()
    assert "renting H20 SXM 96GB" in summary and "NVIDIA H800" not in summary
