"""Edit → Preferences: language, currency, dated exchange rates, electricity price, PUE, amortisation and
utilization per device family. Stored in the workspace (so `gpucompare estimate` and reports use them too)."""

from __future__ import annotations

import datetime as dt

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

from gpucompare.core.estimate import default, defaults, utilization_table
from gpucompare.core.tables import read_table
from gpucompare.gui.plaintext import tip
from gpucompare.i18n import LANGUAGES, tr
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
        self.language.addItem(tr("As the system ({name})").format(name=LANGUAGES[system_language()]), "system")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(ws.setting("language", "system"))))
        self.currency = QComboBox()
        for c in session.fx.currencies:
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

        # estimate defaults
        cur = session.currency
        sym = cur
        self.electricity = _spin(0.0, 100.0, 3, 0.01, f" {sym}/kWh")
        kwh_usd = ws.number_setting("electricity_usd_per_kwh", default("electricity_usd_per_kwh"))
        self.electricity.setValue(session.fx.convert(kwh_usd, "USD", cur))
        self.pue = _spin(1.0, 3.0, 2, 0.05)
        self.pue.setValue(ws.number_setting("pue", default("pue")))
        self.years = _spin(0.5, 20.0, 1, 0.5, tr(" years"))
        self.years.setValue(ws.number_setting("amortisation_years", default("amortisation_years")))
        for w, key in (
            (self.electricity, "electricity_usd_per_kwh"),
            (self.pue, "pue"),
            (self.years, "amortisation_years"),
        ):
            d = defaults()[key]
            w.setToolTip(
                tr("Default {value} {unit}. Source: {source}").format(
                    value=d["value"], unit=d["unit"], source=d["source"]
                )
            )
        self.families = QTableWidget(0, 3)
        self.families.setHorizontalHeaderLabels([tr("Device family"), tr("Default (source)"), tr("Your value")])
        self.families.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.families.verticalHeader().setVisible(False)
        self.family_spins: dict[str, QDoubleSpinBox] = {}
        for i, (family, r) in enumerate(utilization_table().items()):
            self.families.insertRow(i)
            self.families.setItem(i, 0, QTableWidgetItem(tr("other devices") if family == "generic" else family))
            item = QTableWidgetItem(f"{float(r['utilization']):.2f}")
            item.setToolTip(tip(r["source"]))
            self.families.setItem(i, 1, item)
            spin = _spin(0.0, 1.0, 2, 0.01)
            spin.setSpecialValueText(tr("default"))
            spin.setValue(ws.number_setting(f"utilization.{family}", 0.0))
            self.families.setCellWidget(i, 2, spin)
            self.family_spins[family] = spin
        est_tab = QWidget()
        el = QVBoxLayout(est_tab)
        ef = QFormLayout()
        ef.addRow(tr("Electricity price"), self.electricity)
        ef.addRow(tr("PUE"), self.pue)
        ef.addRow(tr("Amortisation"), self.years)
        el.addLayout(ef)
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
            for j, text in enumerate((cur, f"{v:g}", as_of, source)):
                item = QTableWidgetItem(text)
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
        self.electricity.setValue(
            self.session.fx.convert(default("electricity_usd_per_kwh"), "USD", self.session.currency)
        )
        self.pue.setValue(default("pue"))
        self.years.setValue(default("amortisation_years"))
        for spin in self.family_spins.values():
            spin.setValue(0)

    def apply(self) -> None:
        s = self.session
        ws = s.workspace
        for cur, as_of in self._removed_rates:
            ws.delete_fx_rate(cur, as_of)
        for cur, v, as_of in self._pending_rates:
            ws.set_fx_rate(cur, v, as_of, "user")
        kwh_usd = s.fx.convert(self.electricity.value(), s.currency, "USD")
        changed = {
            "electricity_usd_per_kwh": kwh_usd,
            "pue": self.pue.value(),
            "amortisation_years": self.years.value(),
        }
        for key, v in changed.items():
            ws.set_setting(key, "" if abs(v - default(key)) < 1e-9 else repr(v))
        for family, spin in self.family_spins.items():
            ws.set_setting(f"utilization.{family}", repr(spin.value()) if spin.value() > 0 else "")
        ws.set_setting("currency", self.currency.currentData())
        language = self.language.currentData()
        old_language = ws.setting("language", "system")
        ws.set_setting("language", "" if language == "system" else language)
        s.data_changed("preferences")
        if self.currency.currentData() != s.currency:
            s.set_currency(self.currency.currentData())
        self.language_changed = language != old_language
        self.accept()
