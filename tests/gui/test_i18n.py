"""Chinese: every string translated, the .qm current, and no English left on screen in zh_CN (data aside)."""

import re
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QDialog,
    QDockWidget,
    QGroupBox,
    QLabel,
    QLineEdit,
    QTableView,
    QTabWidget,
    QTextBrowser,
)

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.workloads import presets
from tests.conftest import open_window
from tests.sheets.conftest import SHEETS

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "resources" / "i18n"))
import update_ts  # noqa: E402

#: words that stay as they are in a Chinese UI: units, formats, standards, product and company names
TECHNICAL = set(
    "TFLOPS TOPS TFLOP GB Gb GiB TB kWh BF16 FP16 FP8 FP32 TF32 INT8 FP64 TDP PUE ZeRO NVLink PCIe CNY USD EUR RUB JPY "
    "PDF CSV PNG SVG UTF xlsx xlsm xls ods csv pdf png svg Excel gpucompare ResNet English Letter GPU CPU ICI RoCE "
    "NeuronLink Infinity Fabric Xe Link Adam MFU token DP TP PP NVIDIA AMD Intel Google AWS Habana Annapurna Labs "
    "Lambda Azure GCP Qt InfiniBand HGX OAM SuperPoD Huawei Atlas CloudMatrix AdamW Adafactor bitsandbytes "
    "Transformer FLOPs GFLOPs".split()
)


def data_words() -> set[str]:
    words = set()
    for d in bundled_catalog().devices:
        for text in (
            d.vendor,
            d.model,
            d.variant,
            d.label,
            d.scaleup_link,
            d.memory_type,
            d.architecture,
            d.form_factor,
            d.family,
            *d.aliases,
        ):
            words.update(re.findall(r"[A-Za-z]+", text))
    for w in presets():
        words.update(re.findall(r"[A-Za-z]+", w.name))
    from gpucompare.core.cloud_prices import cloud_rows

    for r in cloud_rows():  # every purchase model's instances and regions: data, not English
        words.update(re.findall(r"[A-Za-z]+", r["provider"] + " " + r["instance"] + " " + r["region"]))
    from gpucompare.core.money import FxTable

    for rate in FxTable.bundled().rates.values():  # who published an FX rate, named as published (the chart's key)
        words.update(re.findall(r"[A-Za-z]+", str(rate.short_source)))
    return words


def english_words(text: str, allowed: set[str]) -> list[str]:
    text = re.sub(r"<[^>]+>", " ", text or "")  # rich text
    return [w for w in re.findall(r"[A-Za-z]{3,}", text) if w not in allowed and not w.isupper()]


def visible_strings(root) -> list[tuple[str, str]]:
    """(where, text) for every string a user can read in a widget tree, tooltips aside."""
    out = []
    widgets = [root, *root.findChildren(object)]
    for w in widgets:
        if not hasattr(w, "isVisibleTo") or not (w is root or w.isVisibleTo(root)):
            continue
        name = type(w).__name__
        if isinstance(w, QTextBrowser):
            continue  # assumptions and sources: cited texts, in the language they were published in
        if isinstance(w, QLabel):
            out.append((name, w.text()))
        elif isinstance(w, QAbstractButton):
            out.append((name, w.text()))
        elif isinstance(w, QGroupBox):
            out.append((name, w.title()))
        elif isinstance(w, QDockWidget):
            out.append((name, w.windowTitle()))
        elif isinstance(w, QLineEdit):
            out.append((name + ".placeholder", w.placeholderText()))
        elif isinstance(w, QComboBox):
            out.extend((name + ".item", w.itemText(i)) for i in range(w.count()))
        elif isinstance(w, QAbstractSpinBox):
            out.append((name + ".special", w.specialValueText()))
            out.append((name + ".suffix", getattr(w, "suffix", lambda: "")()))
        elif isinstance(w, QTabWidget):
            out.extend((name + ".tab", w.tabText(i)) for i in range(w.count()) if w.isTabVisible(i))
        if isinstance(w, QTableView) and w.model() is not None:
            m = w.model()
            out.extend((name + ".header", str(m.headerData(c, _H) or "")) for c in range(m.columnCount()))
            if w.verticalHeader().isVisible():  # row titles (the estimate's, the side-by-side's)
                out.extend((name + ".row title", str(m.headerData(r, _V) or "")) for r in range(m.rowCount()))
            for r in range(min(m.rowCount(), 60)):  # every cell the program wrote (a sheet's own words are data)
                cells = (str(m.data(m.index(r, c)) or "") for c in range(m.columnCount()))
                # a cited source stays in the language it was published in (its address says it is one)
                out.extend((name + ".cell", text) for text in cells if "http" not in text)
    if hasattr(root, "menuBar") and callable(root.menuBar):
        for menu_action in root.menuBar().actions():
            out.append(("menu", menu_action.text()))
            if menu_action.menu() is not None:
                out.extend(("menu item", a.text()) for a in menu_action.menu().actions())
    if isinstance(root, QDialog) or hasattr(root, "windowTitle"):
        out.append(("title", root.windowTitle()))
    return out


from PySide6.QtCore import Qt  # noqa: E402

_H = Qt.Orientation.Horizontal
_V = Qt.Orientation.Vertical


def test_every_string_is_translated_and_the_qm_is_current(tmp_path):
    ts = update_ts.read_ts()
    missing = [s for s in update_ts.literals() if not ts.get(s, ("", ""))[0] or ts[s][1] == "unfinished"]
    assert missing == []
    qm = tmp_path / "check.qm"
    subprocess.run(
        [str(Path(sys.executable).with_name("pyside6-lrelease")), "-silent", str(update_ts.TS), "-qm", str(qm)],
        check=True,
    )
    assert qm.read_bytes() == update_ts.QM.read_bytes(), "run: python resources/i18n/update_ts.py --qm"


@pytest.fixture
def zh_window(qtbot, _isolated_home):
    win = open_window(qtbot, _isolated_home, "zh_CN")
    yield win
    win.shutdown()
    from gpucompare.qtkit import i18n as qt_i18n

    qt_i18n.install("en")


def test_no_english_left_in_the_chinese_window(zh_window, qtbot):
    win = zh_window
    s = win.session
    s.set_comparison(["nvidia-a100-sxm4-80gb", "nvidia-h100-sxm5-80gb", "intel-gaudi2"])
    win.estimate.run()
    allowed = TECHNICAL | data_words()
    leaks = []
    for dock in (win.spec_dock, win.estimate_dock, win.quotes_dock):
        dock.raise_()
        qtbot.wait(10)
        leaks += [(w, t, english_words(t, allowed)) for w, t in visible_strings(win)]
    dialog = win.open_import(str(SHEETS / "cn_distributor_quote.xlsx"))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: dialog.preview is not None, timeout=30_000)
    data = allowed | set(re.findall(r"[A-Za-z]+", " ".join(" ".join(r) for r in dialog.preview.head_rows)))
    data |= set(re.findall(r"[A-Za-z]+", dialog.preview.file_name))  # the file's own name
    for i in range(dialog.tabs.count()):
        if dialog.tabs.isTabVisible(i):
            dialog.tabs.setCurrentIndex(i)
            leaks += [(w, t, english_words(t, data)) for w, t in visible_strings(dialog)]
    for make in (lambda: win.report_dialog("pdf"), win.preferences_dialog):
        d = make()
        qtbot.addWidget(d)
        d.show()
        if hasattr(d, "tabs"):
            for i in range(d.tabs.count()):
                d.tabs.setCurrentIndex(i)
                leaks += [(w, t, english_words(t, allowed)) for w, t in visible_strings(d)]
        else:
            leaks += [(w, t, english_words(t, allowed)) for w, t in visible_strings(d)]
    leaks = [(w, t, e) for w, t, e in leaks if e]
    assert leaks == [], "\n".join(f"{w}: {t!r} -> {e}" for w, t, e in leaks[:40])
    assert win.menuBar().actions()[0].text() == "文件(&F)"


def test_cny_reads_in_wan_in_chinese(zh_window):
    win = zh_window
    win.currency.setCurrentIndex(win.currency.findData("CNY"))
    m = win.hardware.model
    cell = m.index(m.row_of("nvidia-h800-sxm5-80gb"), m.column_index("price"))
    assert win.session.basis == "reference:CN+US"  # a Chinese UI starts on the China market first, and says so
    assert (
        re.fullmatch(r"35万–45万 \(2023，旧，约 \d+ 个月\)", m.data(cell))
        and m.headerData(m.column_index("price"), _H) == "参考价格，中国市场优先 (¥)"
    )
    from gpucompare.core.pricing import reference_prices

    ids = ["nvidia-b200", *win.session.catalog.by_id]
    us_only = next(i for i in ids if reference_prices(i, "US") and not reference_prices(i, "CN"))
    b200 = m.index(m.row_of(us_only), m.column_index("price"))  # no China price: its US price, marked
    assert re.search(
        r"\(美国，20\d\d-\d\d(，旧，|，距今 )\d+ 个月\)$", m.data(b200)
    ) and "美国市场价格：该设备没有已知的中国市场价格" in m.data(b200, Qt.ItemDataRole.ToolTipRole)


def test_qt_standard_dialog_buttons_are_chinese(zh_window):
    from PySide6.QtWidgets import QDialogButtonBox

    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text() == "取消"


def test_price_sources_read_in_chinese(zh_window):
    """The market, the seller and how sure a reference price is read in Chinese in the table's tooltip (they were
    data words left in English: 'China market, distributors (China) ... (reported)')."""
    m = zh_window.hardware.model
    cell = m.index(m.row_of("nvidia-h800-sxm5-80gb"), m.column_index("price"))
    text = m.data(cell, Qt.ItemDataRole.ToolTipRole)
    assert "中国市场" in text and "分销商（中国）" in text and "报道" in text
    assert "China market" not in text and "distributors" not in text and "(reported)" not in text
