"""Edit → Preferences: language, currency, dated exchange rates, utilization per device family, and the cost of
ownership (site, tax basis, servers, network, depreciation, residual value, cost of capital, electricity, PUE,
facility, utilization, operations, rent trend). Stored in the workspace (so `gpucompare estimate` and reports use them too)."""

from __future__ import annotations

import datetime as dt
from dataclasses import replace

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from gpucompare.core.estimate import utilization_table
from gpucompare.core.estimate.assumptions import family_label
from gpucompare.core.offers import TAX_BASES, tax_basis_words
from gpucompare.core.tables import read_table
from gpucompare.core.tco import FABRICS, SITES, TcoSettings, default_for, systems
from gpucompare.gui.plaintext import tip
from gpucompare.i18n import LANGUAGES, localize, tr, trf
from gpucompare.qtkit.i18n import system_language

GREY = QColor(110, 110, 110)


def _spin(lo: float, hi: float, decimals: int, step: float, suffix: str = "") -> QDoubleSpinBox:
    s = QDoubleSpinBox()
    s.setRange(lo, hi)
    s.setDecimals(decimals)
    s.setSingleStep(step)
    s.setSuffix(suffix)
    return s


class PreferencesDialog(QDialog):
    def __init__(self, session, parent=None):
        super().__init__(parent)
        self.session = session
        ws = session.workspace
        self.setWindowTitle(tr("Preferences"))

        # general
        self.language = QComboBox()
        self.language.addItem(trf("As the system ({name})", name=LANGUAGES[system_language()]), "system")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(ws.setting("language", "system"))))
        self.currency = QComboBox()
        for c in session.fx.display_currencies(session.currency):
            self.currency.addItem(c, c)
        self.currency.setCurrentIndex(max(0, self.currency.findData(session.currency)))
        general = QWidget()
        f = QFormLayout(general)
        f.addRow(tr("Language"), self.language)
        f.addRow(tr("Currency"), self.currency)
        note = QLabel(
            tr("A new language applies to the window at once; the report dialog can print in either language.")
        )
        note.setWordWrap(True)
        f.addRow(note)

        # exchange rates
        self.rates = QTableWidget(0, 4)
        self.rates.setHorizontalHeaderLabels([tr("Currency"), tr("Units per USD"), tr("As of"), tr("Source")])
        self.rates.horizontalHeader().setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.rates.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.rates.verticalHeader().setVisible(False)
        self.new_cur = QLineEdit()
        self.new_cur.setPlaceholderText("CNY")
        self.new_cur.setMaxLength(3)
        self.new_rate = _spin(0.000001, 1e6, 4, 0.01)
        self.new_date = QLineEdit(dt.date.today().isoformat())
        add = QPushButton(tr("Add rate"))
        add.clicked.connect(self._add_rate)
        self.remove_rate = QPushButton(tr("Remove my rate"))
        self.remove_rate.clicked.connect(self._remove_rate)
        row = QHBoxLayout()
        for w in (
            QLabel(tr("Currency")),
            self.new_cur,
            QLabel(tr("Units per USD")),
            self.new_rate,
            QLabel(tr("As of")),
            self.new_date,
            add,
            self.remove_rate,
        ):
            row.addWidget(w)
        fx_tab = QWidget()
        fl = QVBoxLayout(fx_tab)
        fl.addWidget(
            QLabel(tr("The newest rate of each currency is used. Bundled rates are grey; yours can be removed."))
        )
        fl.addWidget(self.rates, 1)
        fl.addLayout(row)
        self._pending_rates: list[tuple[str, float, str]] = []
        self._removed_rates: list[tuple[str, str]] = []
        self._fill_rates()

        # cost of ownership (stored as tco.KEY; the command line and the reports read the same settings)
        cost_tab = self._build_cost_tab(session)
        self.families = QTableWidget(0, 3)
        self.families.setHorizontalHeaderLabels([tr("Device family"), tr("Default"), tr("Your value")])
        self.families.horizontalHeaderItem(1).setToolTip(tr("Hover a figure for the published runs it comes from"))
        self.families.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.families.verticalHeader().setVisible(False)
        self.family_spins: dict[str, QDoubleSpinBox] = {}
        for i, (family, r) in enumerate(utilization_table().items()):
            self.families.insertRow(i)
            self.families.setItem(i, 0, QTableWidgetItem(localize(family_label(family))))
            item = QTableWidgetItem(f"{float(r['utilization']):.2f}")
            item.setToolTip(tip(r["source"]))  # the published runs it comes from, as cited
            self.families.setItem(i, 1, item)
            spin = _spin(0.0, 1.0, 2, 0.01)
            spin.setSpecialValueText(tr("default"))
            spin.setValue(ws.number_setting(f"utilization.{family}", 0.0))
            self.families.setCellWidget(i, 2, spin)
            self.family_spins[family] = spin
        est_tab = QWidget()
        self.families.resizeColumnToContents(0)  # a family's name whole ('other Intel Gaudi parts')
        el = QVBoxLayout(est_tab)
        el.addWidget(
            QLabel(
                tr("Utilization of the dense peak, per device family (leave at 'default' to use the published figure):")
            )
        )
        el.addWidget(self.families, 1)

        self.tabs = QTabWidget()
        self.tabs.addTab(general, tr("General"))
        self.tabs.addTab(fx_tab, tr("Exchange rates"))
        self.tabs.addTab(est_tab, tr("Estimates"))
        self.tabs.addTab(cost_tab, tr("Cost of ownership"))
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        buttons.accepted.connect(self.apply)
        buttons.rejected.connect(self.reject)
        buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).clicked.connect(self.restore_defaults)
        lay = QVBoxLayout(self)
        lay.addWidget(self.tabs, 1)
        lay.addWidget(buttons)
        self.resize(780, 520)

    # cost of ownership --------------------------------------------------------------------------------------
    def _build_cost_tab(self, session) -> QWidget:
        """Every TCO input with its sourced default in the tooltip; money in the window's currency."""
        self.tco = TcoSettings.from_workspace(session.workspace, session.fx)
        cur = session.currency
        self.site = QComboBox()
        for key, label in SITES.items():
            self.site.addItem(tr(label), key)
        self.site.setCurrentIndex(max(0, self.site.findData(self.tco.site)))
        self.system = QComboBox()
        self.system.addItem(tr("By the device's form (8-GPU server, NVL72 rack, SuperPoD)"), "auto")
        for key, sys_ in systems().items():
            self.system.addItem(sys_.label(), key)
        self.system.setCurrentIndex(max(0, self.system.findData(self.tco.system)))
        self.fabric = QComboBox()
        self.fabric.addItem(tr("The system's usual fabric"), "")
        for key, label in FABRICS.items():
            self.fabric.addItem(tr(label), key)
        self.fabric.setCurrentIndex(max(0, self.fabric.findData(self.tco.fabric or "")))
        self.tax = QComboBox()
        self.tax.addItem(tr("The site's usual basis"), "")
        for key, label in TAX_BASES.items():
            self.tax.addItem(tr(label), key)
        self.tax.setCurrentIndex(max(0, self.tax.findData(self.tco.tax_basis or "")))
        self.tax.setToolTip(
            "\n".join(
                localize(tax_basis_words(b, site)) for b, site in (("net", "china"), ("net", "us"), ("gross", ""))
            )
        )
        self.rent_trend = _spin(-90.0, 100.0, 1, 5.0, tr(" % a year"))
        self.electricity = _spin(0.0, 100.0, 4, 0.01, f" {cur}/kWh")
        self.pue = _spin(1.0, 3.0, 2, 0.05)
        self.years = _spin(0.5, 20.0, 1, 0.5, tr(" years"))
        self.residual = _spin(0.0, 100.0, 1, 1.0, " %")
        self.capital_rate = _spin(0.0, 100.0, 2, 0.25, " %")
        self.facility = _spin(0.0, 1e6, 2, 10.0, f" {cur}/kW")
        self.utilization = _spin(1.0, 100.0, 0, 5.0, " %")
        self.operations = _spin(0.0, 100.0, 1, 0.5, " %")
        #: field -> (TCO key, from the stored value to the shown one, back)
        fx = session.fx
        self._tco_fields = {
            self.electricity: (
                "electricity_per_kwh",
                lambda v, t: fx.convert(v, t.tariff_currency, cur),
                lambda v, t: fx.convert(v, cur, t.tariff_currency),
            ),
            self.pue: ("pue", lambda v, t: v, lambda v, t: v),
            self.years: ("years", lambda v, t: v, lambda v, t: v),
            self.residual: ("residual_fraction", lambda v, t: 100 * v, lambda v, t: v / 100),
            self.capital_rate: ("cost_of_capital", lambda v, t: 100 * v, lambda v, t: v / 100),
            self.facility: (
                "facility_per_kw_month",
                lambda v, t: fx.convert(v, "USD", cur),
                lambda v, t: fx.convert(v, cur, "USD"),
            ),
            self.utilization: ("utilization", lambda v, t: 100 * v, lambda v, t: v / 100),
            self.operations: ("operations_fraction_per_year", lambda v, t: 100 * v, lambda v, t: v / 100),
            self.rent_trend: ("rent_trend", lambda v, t: 100 * v, lambda v, t: v / 100),
        }
        self._show_tco(self.tco)
        self.site.currentIndexChanged.connect(self._site_changed)
        # a compute voucher (算力券): a local government pays a share of rents in yuan, up to a cap per company
        self.voucher = _spin(0.0, 95.0, 0, 5.0, " %")
        self.voucher_cap = _spin(0.0, 1e9, 0, 10_000.0, " ¥")
        self.voucher_cap.setSpecialValueText(tr("no cap"))
        self.voucher.setValue(100 * (self.tco.voucher_fraction or 0.0))
        cap = self.tco.voucher_cap_cny
        self.voucher_cap.setValue(0.0 if cap is None or cap != cap else cap)
        voucher_tip = tr(
            "A compute voucher (算力券) pays this share of a rent quoted in yuan (a Chinese cloud or computing "
            "centre), up to the cap per company; rents in other currencies are never reduced. 0 %: no voucher."
        )
        self.voucher.setToolTip(voucher_tip)
        self.voucher_cap.setToolTip(voucher_tip)
        tab = QWidget()
        form = QFormLayout(tab)
        form.addRow(tr("Site (electricity tariff, PUE, interest)"), self.site)
        form.addRow(tr("Servers and racks"), self.system)
        form.addRow(tr("Scale-out network"), self.fabric)
        form.addRow(tr("Tax basis of every price"), self.tax)
        form.addRow(tr("Depreciation period"), self.years)
        form.addRow(tr("Residual value at the end"), self.residual)
        form.addRow(tr("Cost of capital, per year"), self.capital_rate)
        form.addRow(tr("Electricity price"), self.electricity)
        form.addRow(tr("PUE"), self.pue)
        form.addRow(tr("Facility (space, cooling, power delivery) per kW-month"), self.facility)
        form.addRow(tr("Utilization (share of hours used)"), self.utilization)
        form.addRow(tr("Operations, per year of the capital outlay"), self.operations)
        form.addRow(tr("Rent trend (change of rent a year)"), self.rent_trend)
        form.addRow(tr("Compute voucher (share of yuan rents)"), self.voucher)
        form.addRow(tr("Compute voucher cap per company"), self.voucher_cap)
        note = QLabel(
            tr(
                "Bought clusters are costed as what the offer holds plus only what it lacks (servers, switches, "
                "optics), recovered over the depreciation period at the cost of capital, plus facility, energy and "
                "operations; break-even is against the rent of the same work, following the rent trend. Hover a field "
                "for its source."
            )
        )
        note.setWordWrap(True)
        form.addRow(note)
        return tab

    def _show_tco(self, t: TcoSettings) -> None:
        self._shown_tco = {}
        for w, (key, show, _back) in self._tco_fields.items():
            w.blockSignals(True)
            w.setValue(show(t.value(key), t))
            w.blockSignals(False)
            self._shown_tco[w] = w.value()
            d = default_for(key, t.site)
            w.setToolTip(
                trf(
                    "Default {value:g} {unit}. Source: {source}",
                    value=d.value,
                    unit=d.unit,
                    source=localize(d.citation()),
                )
            )

    def _site_changed(self, *_args) -> None:
        """A new site brings its own defaults into the fields the user has not edited."""
        site = self.site.currentData()
        new = TcoSettings(site=site)
        for w, (key, show, _back) in self._tco_fields.items():
            if abs(w.value() - self._shown_tco[w]) < 1e-9 and getattr(self.tco, key) is None:
                w.blockSignals(True)
                w.setValue(show(new.value(key), new))
                w.blockSignals(False)
                self._shown_tco[w] = w.value()
        self.tco = replace(self.tco, site=site)

    def tco_strings(self) -> dict[str, str]:
        """What the dialog stores: a value only where it differs from the site's sourced default."""
        site = self.site.currentData()
        t = TcoSettings(site=site)
        out = {
            "site": "" if site == "us" else site,
            "system": self.system.currentData(),
            "fabric": self.fabric.currentData(),
            "tax_basis": self.tax.currentData(),
        }
        if out["system"] == "auto":
            out["system"] = ""
        for w, (key, show, back) in self._tco_fields.items():
            stored = getattr(self.tco, key)
            if abs(w.value() - show(default_for(key, site).value, t)) < 10 ** -w.decimals() / 2:
                out[key] = ""  # the sourced default: follow it if it is updated
            elif abs(w.value() - self._shown_tco[w]) > 1e-9 or stored is None:
                out[key] = repr(float(back(w.value(), t)))  # edited here
            else:
                out[key] = repr(stored)  # unchanged: exactly as stored, no rounding through the field
        return out

    # exchange rates -----------------------------------------------------------------------------------------
    def _fill_rates(self) -> None:
        bundled = [(r["currency"], float(r["per_usd"]), r["as_of"], r["source"], False) for r in read_table("fx")]
        mine = [
            (r["currency"], r["per_usd"], r["as_of"], r["source"], True)
            for r in self.session.workspace.fx_rates()
            if (r["currency"], r["as_of"]) not in self._removed_rates
        ]
        mine += [(c, v, d, tr("your rate"), True) for c, v, d in self._pending_rates]
        rows = sorted(bundled + mine, key=lambda r: (r[0], r[2]), reverse=False)
        self.rates.setRowCount(len(rows))
        for i, (cur, v, as_of, source, editable) in enumerate(rows):
            if cur == "USD" and not editable:  # the table's own base, not a cited rate: said in the reader's language
                source = tr("US dollar: the base currency of the table (1 per USD)")
            for j, text in enumerate((cur, f"{v:g}", as_of, source)):
                item = QTableWidgetItem(text)
                if j == 3:
                    item.setToolTip(tip(text))  # a long citation is cut in its cell
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                item.setData(Qt.ItemDataRole.UserRole, editable)
                if not editable:
                    item.setForeground(QBrush(GREY))
                self.rates.setItem(i, j, item)

    def _add_rate(self) -> None:
        cur = self.new_cur.text().strip().upper()
        try:
            as_of = dt.date.fromisoformat(self.new_date.text().strip()).isoformat()
        except ValueError:
            self.new_date.setFocus()
            self.new_date.selectAll()
            return
        if len(cur) != 3 or not cur.isalpha() or self.new_rate.value() <= 0:
            self.new_cur.setFocus()
            return
        self.add_rate(cur, self.new_rate.value(), as_of)

    def add_rate(self, currency: str, per_usd: float, as_of: str) -> None:
        self._pending_rates.append((currency.upper(), per_usd, as_of))
        self._fill_rates()

    def _remove_rate(self) -> None:
        row = self.rates.currentRow()
        if row < 0 or not self.rates.item(row, 0).data(Qt.ItemDataRole.UserRole):
            return
        cur, as_of = self.rates.item(row, 0).text(), self.rates.item(row, 2).text()
        self._pending_rates = [r for r in self._pending_rates if (r[0], r[2]) != (cur, as_of)]
        self._removed_rates.append((cur, as_of))
        self._fill_rates()

    # apply --------------------------------------------------------------------------------------------------
    def restore_defaults(self) -> None:
        self.tco = TcoSettings()
        self.site.setCurrentIndex(max(0, self.site.findData("us")))
        self.system.setCurrentIndex(0)
        self.fabric.setCurrentIndex(0)
        self.tax.setCurrentIndex(0)
        self._show_tco(self.tco)
        self.voucher.setValue(0.0)
        self.voucher_cap.setValue(0.0)
        for spin in self.family_spins.values():
            spin.setValue(0)

    def apply(self) -> None:
        s = self.session
        ws = s.workspace
        for cur, as_of in self._removed_rates:
            ws.delete_fx_rate(cur, as_of)
        for cur, v, as_of in self._pending_rates:
            ws.set_fx_rate(cur, v, as_of, "user")
        TcoSettings.from_strings(self.tco_strings())  # checked before anything is stored
        for key, v in self.tco_strings().items():
            ws.set_setting(f"tco.{key}", v)
        for old in ("electricity_usd_per_kwh", "pue", "amortisation_years"):  # replaced by the TCO settings
            ws.set_setting(old, "")
        for family, spin in self.family_spins.items():
            ws.set_setting(f"utilization.{family}", repr(spin.value()) if spin.value() > 0 else "")
        fraction = self.voucher.value() / 100
        ws.set_setting("voucher_fraction", repr(fraction) if fraction > 0 else None)
        cap = self.voucher_cap.value()
        ws.set_setting("voucher_cap_cny", repr(cap) if fraction > 0 and cap > 0 else None)
        ws.set_setting("currency", self.currency.currentData())
        language = self.language.currentData()
        old_language = ws.setting("language", "system")
        ws.set_setting("language", "" if language == "system" else language)
        s.data_changed("preferences")
        if self.currency.currentData() != s.currency:
            s.set_currency(self.currency.currentData())
        self.language_changed = language != old_language
        self.accept()
