"""The import dialog as a user reads it (ux160): a price with cents keeps them ('€9,062.50', never '€9,062'); a
sheet that names no company gets a short vendor from its file's name, said to come from it, never the whole long
file name; the long file name is shortened in the middle (whole in its tooltip) and the vendor's field keeps its
width beside it."""

import openpyxl
from PySide6.QtCore import Qt

LONG = "mq_fr_liste_prix_partenaires_pvc_conseille_remise_prix_partenaire_prix_affaire_enregistree_eur_ht.xlsx"


def _sheet(path):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.append(["Modèle", "Prix HT (EUR)"])
    ws.append(["PNY NVIDIA L40S 48 Go PCIe", 9062.5])
    ws.append(["PNY NVIDIA L4 24 Go PCIe", 2698])
    wb.save(path)
    return path


def _dialog(window, qtbot, path):
    from gpucompare.gui.import_dialog import ImportDialog

    d = ImportDialog(window.session, str(path), window)
    qtbot.addWidget(d)
    d.resize(1200, 800)
    d.show()
    qtbot.waitUntil(lambda: d.preview is not None, timeout=20_000)
    return d


def test_a_price_with_cents_keeps_them(window, qtbot, tmp_path):
    d = _dialog(window, qtbot, _sheet(tmp_path / "offre.xlsx"))
    m = d.rows_model
    col = next(c for c in range(m.columnCount()) if m.headerData(c, Qt.Orientation.Horizontal) == "Price per device")
    shown = sorted(m.data(m.index(r, col)) for r in range(m.rowCount()))
    assert shown == ["€2,698", "€9,062.50"], shown


def test_a_sheet_naming_no_company_gets_a_short_vendor_from_its_file_name(window, qtbot, tmp_path):
    d = _dialog(window, qtbot, _sheet(tmp_path / LONG))
    assert d.preview.vendor_from_file
    vendor = d.preview.vendor
    assert len(vendor) <= 33 and vendor.startswith("mq fr liste prix") and vendor.endswith("…"), vendor
    assert d.vendor.placeholderText() == f"{vendor} (from the file name)"
    assert vendor in d.vendor.toolTip() and "names no company" in d.vendor.toolTip()
    # the file's name, shortened in its middle, leaves the vendor's field room to show what it holds
    label = next(w for w in d.findChildren(type(d.kind_label)) if w.toolTip() == LONG)
    assert "…" in label.text() and label.text() != LONG
    fm = d.vendor.fontMetrics()
    assert d.vendor.width() > fm.horizontalAdvance(d.vendor.placeholderText()), d.vendor.width()


def test_a_company_named_in_the_sheet_is_the_vendor(window, qtbot, tmp_path):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.append(["ACME Compute Supply - price list"])
    ws.append(["Model", "Price (USD)"])
    ws.append(["NVIDIA L40S 48GB PCIe", 8100])
    wb.save(tmp_path / LONG)
    d = _dialog(window, qtbot, tmp_path / LONG)
    assert not d.preview.vendor_from_file and d.vendor.placeholderText() == d.preview.vendor != ""
    assert d.vendor.toolTip() == ""


def test_a_list_price_note_reads_in_the_price_columns_style_and_language(qapp):
    from types import SimpleNamespace

    from gpucompare.gui.import_dialog import quote_words
    from gpucompare.qtkit import i18n as qt_i18n

    q = SimpleNamespace(item="", tax="excl", tax_rate=0.085, price_kind="purchase", lease_term_months=None)
    stored = "without VAT (8.5%); list price 38,900.50 EUR"
    assert quote_words(q, stored) == "without VAT (8.5%); list price €38,900.50"
    with qt_i18n.language("zh_CN"):
        shown = quote_words(q, stored)
    assert shown == "不含增值税（8.5%）；目录价 €38,900.50", shown  # no English word, no ASCII '; ' in Chinese
