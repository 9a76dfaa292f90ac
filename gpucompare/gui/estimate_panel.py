"""The training estimate for every compared device, side by side: the inputs on the left, the core's results on the
right, every assumption (with its source) below. It calls `core.estimate.estimate()` exactly as the CLI does."""

from __future__ import annotations

import html
import math
from dataclasses import dataclass, replace

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from gpucompare.core.catalog import PRECISION_LABEL, Device
from gpucompare.core.estimate import Estimate, Settings, default, defaults, estimate
from gpucompare.core.money import SYMBOLS, format_money
from gpucompare.core.pricing import estimate_price_kwargs
from gpucompare.core.workloads import Workload, custom_workload, presets
from gpucompare.errors import UserError
from gpucompare.gui.session import Session
from gpucompare.i18n import N_, is_chinese, localize, tr

TRAIN_PRECISIONS = ("bf16", "fp16", "fp8", "int8", "tf32", "fp32")
FINETUNE = {"none": N_("pre-training"), "lora": N_("LoRA fine-tune"), "full": N_("full fine-tune")}
SCENARIO = {"tuned": N_("tuned benchmark run"), "production": N_("production run")}
PRICE_BASES = {
    "cloud": N_("Cheapest cloud instance"),
    "reference": N_("Bought at the reference price"),
    "quote": N_("Bought at the latest imported quote"),
    "hourly": N_("Rented at a price per device-hour"),
    "purchase": N_("Bought at a price per device"),
}


@dataclass
class EstimateInputs:
    """Everything the panel passes to the core, in the session's currency."""

    workload: Workload
    count: int
    settings: Settings
    basis: str
    price: float = 0.0  # for "hourly" and "purchase"
    currency: str = "USD"


def _auto_combo(values, auto_text: str) -> QComboBox:
    c = QComboBox()
    c.addItem(auto_text, None)
    for v in values:
        c.addItem(str(v), v)
    return c


class EstimatePanel(QWidget):
    """Inputs, results per compared device, assumptions; recomputes a moment after any input changes."""

    ROWS = (
        ("wall_days", N_("Wall time (days)")),
        ("band", N_("Band, utilization low–high (days)")),
        ("device_hours", N_("Device-hours")),
        ("cost", N_("Cost")),
        ("cost_basis", N_("Cost basis")),
        ("layout", N_("Layout: TP × PP × DP, ZeRO")),
        ("throughput", N_("Achieved per device (TFLOP/s)")),
        ("memory", N_("Memory per device (GB)")),
        ("fits", N_("Fits in memory")),
        ("comm", N_("Communication share of step time")),
        ("bubble", N_("Pipeline bubble")),
    )

    def __init__(self, session: Session, parent=None):
        super().__init__(parent)
        self.session = session
        self.results: dict[str, Estimate | str] = {}
        self.basis_override: dict[str, str] = {}  # device id -> price basis chosen in its own column
        st = session.settings

        self.workload = QComboBox()
        for w in presets():
            self.workload.addItem(w.name, w.id)
        self.workload.addItem(tr("Custom model…"), "custom")
        self.params = self._spin(0.001, 100_000, 70, tr(" B parameters"), 3)
        self.active = self._spin(0.0, 100_000, 0, tr(" B active"), 3)
        self.active.setSpecialValueText(tr("all active (dense)"))
        self.tokens = self._spin(0.001, 1_000_000, 2000, tr(" B tokens"), 3)
        self.count = QSpinBox()
        self.count.setRange(1, 1_000_000)
        self.count.setValue(256)
        self.count.setSuffix(tr(" devices"))
        self.precision = QComboBox()
        for p in TRAIN_PRECISIONS:
            self.precision.addItem(PRECISION_LABEL[p], p)
        self.tp = _auto_combo((1, 2, 4, 8, 16), tr("auto"))
        self.pp = _auto_combo((1, 2, 4, 8, 16, 32, 64), tr("auto"))
        self.zero = _auto_combo((0, 1, 2, 3), tr("auto"))
        self.vpp = _auto_combo((1, 2, 4, 8), tr("auto"))
        self.vpp.setToolTip(tr("Interleaved model chunks per pipeline stage (Megatron-LM virtual pipeline)"))
        self.ep = _auto_combo((1, 2, 4, 8, 16, 32, 64), tr("auto"))
        self.ep.setToolTip(tr("Expert parallelism: devices the experts of an MoE are split over"))
        self.layers = self._spin(0, 1000, 0, "", 0)
        self.layers.setSpecialValueText(tr("from the active parameters"))
        self.hidden = self._spin(0, 1_000_000, 0, "", 0)
        self.hidden.setSpecialValueText(tr("from the active parameters"))
        self.seq_len = self._spin(0, 10_000_000, 0, tr(" tokens"), 0)
        self.seq_len.setSpecialValueText(tr("the model's"))
        self.batch = self._spin(0, 1e12, 0, tr(" M tokens"), 3)
        self.batch.setSpecialValueText(tr("from the training compute"))
        self.batch.setToolTip(
            tr(
                "Global batch in millions of tokens. Left at its default, it follows the DeepSeek LLM batch-size law "
                "(arXiv:2401.02954) with a per-device floor."
            )
        )
        self.finetune = QComboBox()
        for key, label in FINETUNE.items():
            self.finetune.addItem(tr(label), key)
        self.scenario = QComboBox()
        self.scenario.addItem(tr("auto (production if longer than a day)"), None)
        for key, label in SCENARIO.items():
            self.scenario.addItem(tr(label), key)
        self.recompute = QComboBox()
        self.recompute.addItem(tr("auto"), None)
        for key, label in (("none", N_("none")), ("selective", N_("selective")), ("full", N_("full"))):
            self.recompute.addItem(tr(label), key)
        self.basis = QComboBox()
        for key, label in PRICE_BASES.items():
            self.basis.addItem(tr(label), key)
        self.price = self._spin(0.0, 1e9, 0, "", 2)

        self.util = self._spin(0.0, 1.0, 0, "", 2)
        self.util.setSingleStep(0.01)
        self.util.setSpecialValueText(tr("per device family"))
        self.goodput = self._spin(0.0, 1.0, 0, "", 2)
        self.goodput.setSingleStep(0.01)
        self.goodput.setSpecialValueText(tr("per scenario"))
        self.electricity = self._spin(0.0, 100.0, 0, "", 3)
        self.pue = self._spin(1.0, 3.0, default("pue"), "", 2)
        self.years = self._spin(0.5, 20.0, default("amortisation_years"), tr(" years"), 1)
        for w, key in (
            (self.goodput, "goodput"),
            (self.pue, "pue"),
            (self.years, "amortisation_years"),
            (self.electricity, "electricity_usd_per_kwh"),
        ):
            w.setToolTip(
                tr("Default {value} {unit}. Source: {source}").format(
                    value=defaults()[key]["value"], unit=defaults()[key]["unit"], source=defaults()[key]["source"]
                )
            )
        self.util.setToolTip(
            tr(
                "Share of the dense peak the device sustains before communication. Left at 'per "
                "device family', it comes from published runs (data/utilization.csv)."
            )
        )

        model_box = QGroupBox(tr("Model and cluster"))
        f1 = QFormLayout(model_box)
        f1.addRow(tr("Workload"), self.workload)
        f1.addRow(tr("Parameters"), self.params)
        f1.addRow(tr("Active parameters"), self.active)
        f1.addRow(tr("Training tokens"), self.tokens)
        f1.addRow(tr("Layers"), self.layers)
        f1.addRow(tr("Hidden size"), self.hidden)
        f1.addRow(tr("Sequence length"), self.seq_len)
        f1.addRow(tr("Global batch"), self.batch)
        f1.addRow(tr("Training"), self.finetune)
        f1.addRow(tr("Scenario"), self.scenario)
        f1.addRow(tr("Devices"), self.count)
        f1.addRow(tr("Precision"), self.precision)
        par = QHBoxLayout()
        for label, w in ((tr("TP"), self.tp), (tr("PP"), self.pp), (tr("ZeRO"), self.zero)):
            par.addWidget(QLabel(label))
            par.addWidget(w)
        f1.addRow(tr("Parallelism"), par)
        par2 = QHBoxLayout()
        for label, w in ((tr("Interleaving"), self.vpp), (tr("EP"), self.ep)):
            par2.addWidget(QLabel(label))
            par2.addWidget(w)
        f1.addRow("", par2)
        f1.addRow(tr("Recompute"), self.recompute)
        cost_box = QGroupBox(tr("Cost and assumptions"))
        f2 = QFormLayout(cost_box)
        f2.addRow(tr("Price"), self.basis)
        self.price_label = QLabel()
        f2.addRow(self.price_label, self.price)
        f2.addRow(tr("Utilization"), self.util)
        f2.addRow(tr("Goodput"), self.goodput)
        self.electricity_label = QLabel()
        f2.addRow(self.electricity_label, self.electricity)
        f2.addRow(tr("PUE"), self.pue)
        f2.addRow(tr("Amortisation"), self.years)
        inputs = QWidget()
        il = QVBoxLayout(inputs)
        il.setContentsMargins(0, 0, 0, 0)
        il.addWidget(model_box)
        il.addWidget(cost_box)
        il.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(inputs)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setMinimumWidth(inputs.sizeHint().width() + 24)

        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setWordWrap(False)
        self.assumptions = QTextBrowser()
        self.assumptions.setOpenExternalLinks(True)
        self.hint = QLabel(tr("Compare devices (tick them in the table) to estimate training on each of them here."))
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        right = QSplitter(Qt.Orientation.Horizontal)
        right.addWidget(self.table)
        right.addWidget(self.assumptions)
        right.setStretchFactor(0, 3)
        right.setStretchFactor(1, 2)
        right.setSizes([640, 360])
        rw = QWidget()
        rl = QVBoxLayout(rw)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.hint)
        rl.addWidget(right, 1)
        self.right = right
        lay = QHBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(scroll)
        lay.addWidget(rw, 1)

        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(120)
        self._timer.timeout.connect(self.run)
        self._restore(st)
        self._workload_changed()
        for w in (self.workload,):
            w.currentIndexChanged.connect(self._workload_changed)
        for w in (
            self.precision,
            self.tp,
            self.pp,
            self.zero,
            self.recompute,
            self.vpp,
            self.ep,
            self.finetune,
            self.scenario,
        ):
            w.currentIndexChanged.connect(self._changed)
        self.basis.currentIndexChanged.connect(self._basis_changed)
        for w in (
            self.params,
            self.active,
            self.tokens,
            self.price,
            self.util,
            self.goodput,
            self.layers,
            self.hidden,
            self.seq_len,
            self.batch,
            self.electricity,
            self.pue,
            self.years,
        ):
            w.valueChanged.connect(self._changed)
        self.count.valueChanged.connect(self._changed)
        session.changed.connect(self._session_changed)
        self._update_labels()
        self.run()

    @staticmethod
    def _spin(lo, hi, value, suffix, decimals) -> QDoubleSpinBox:
        s = QDoubleSpinBox()
        s.setRange(lo, hi)
        s.setDecimals(decimals)
        s.setValue(value)
        s.setSuffix(suffix)
        s.setGroupSeparatorShown(True)
        s.setKeyboardTracking(False)
        return s

    # inputs -------------------------------------------------------------------------------------------------
    def _restore(self, st) -> None:
        i = self.workload.findData(st.value("estimate/workload", "llama2-70b"))
        self.workload.setCurrentIndex(max(0, i))
        self.count.setValue(int(st.value("estimate/count", 256)))
        self.params.setValue(float(st.value("estimate/params_b", 70)))
        self.active.setValue(float(st.value("estimate/active_b", 0)))
        self.tokens.setValue(float(st.value("estimate/tokens_b", 2000)))
        i = self.basis.findData(st.value("estimate/basis", "cloud"))
        self.basis.setCurrentIndex(max(0, i))
        for combo, key in ((self.finetune, "estimate/finetune"), (self.scenario, "estimate/scenario")):
            combo.setCurrentIndex(max(0, combo.findData(st.value(key, combo.itemData(0)) or None)))
        for spin, key in ((self.seq_len, "estimate/seq_len"), (self.batch, "estimate/batch_m_tokens")):
            try:
                spin.setValue(float(st.value(key, 0) or 0))
            except (TypeError, ValueError):  # a hand-edited settings file: keep the default
                spin.setValue(0)
        self._restore_preferences()

    def _restore_preferences(self) -> None:
        """Electricity, PUE and amortisation from Preferences (the workspace), else the sourced defaults."""
        ws = self.session.workspace
        fx, cur = self.session.fx, self.session.currency
        kwh_usd = float(ws.setting("electricity_usd_per_kwh", "") or default("electricity_usd_per_kwh"))
        self.electricity.setValue(fx.convert(kwh_usd, "USD", cur))
        self.pue.setValue(float(ws.setting("pue", "") or default("pue")))
        self.years.setValue(float(ws.setting("amortisation_years", "") or default("amortisation_years")))

    def _save(self) -> None:
        st = self.session.settings
        st.setValue("estimate/workload", self.workload.currentData())
        st.setValue("estimate/count", self.count.value())
        st.setValue("estimate/params_b", self.params.value())
        st.setValue("estimate/active_b", self.active.value())
        st.setValue("estimate/tokens_b", self.tokens.value())
        st.setValue("estimate/basis", self.basis.currentData())
        st.setValue("estimate/finetune", self.finetune.currentData())
        st.setValue("estimate/scenario", self.scenario.currentData() or "")
        st.setValue("estimate/seq_len", self.seq_len.value())
        st.setValue("estimate/batch_m_tokens", self.batch.value())

    def _workload_changed(self) -> None:
        key = self.workload.currentData()
        custom = key == "custom"
        for w in (self.params, self.active, self.tokens):
            w.setEnabled(custom)
        for w in (self.layers, self.hidden):
            w.setSpecialValueText(tr("from the active parameters") if custom else tr("the model's"))
        if not custom:
            w = next(p for p in presets() if p.id == key)
            for spin, v in (
                (self.params, w.params),
                (self.active, 0 if w.active_params == w.params else w.active_params),
                (self.tokens, w.tokens),
            ):
                spin.blockSignals(True)
                spin.setValue(v / 1e9)
                spin.blockSignals(False)
            self.workload.setToolTip(f"{w.source}\n{w.notes}")
        self._changed()

    def _update_labels(self) -> None:
        sym = SYMBOLS.get(self.session.currency, self.session.currency)
        basis = self.basis.currentData()
        self.price.setEnabled(basis in ("hourly", "purchase"))
        self.price_label.setText(tr("Price per device-hour") if basis == "hourly" else tr("Price per device"))
        self.price.setPrefix(sym + " ")
        self.electricity_label.setText(tr("Electricity ({sym}/kWh)").format(sym=sym))

    def _basis_changed(self, *_args) -> None:
        self.basis_override.clear()  # the panel-wide choice applies to every device again
        self._changed()

    def set_device_basis(self, device_id: str, basis: str) -> None:
        """One device's own price basis (e.g. H800 bought, H100 rented), shown in its column."""
        self.basis_override[device_id] = basis
        self._changed()

    def _changed(self, *_args) -> None:
        self._update_labels()
        self._timer.start()

    def _session_changed(self, what: str) -> None:
        if what == "preferences":
            for w in (self.electricity, self.pue, self.years):
                w.blockSignals(True)
            self._restore_preferences()
            for w in (self.electricity, self.pue, self.years):
                w.blockSignals(False)
        if what == "prices" and self.session.currency != getattr(self, "_currency", self.session.currency):
            # keep the electricity price the same in real terms when the currency changes
            self.electricity.blockSignals(True)
            self.electricity.setValue(
                self.session.fx.convert(self.electricity.value(), self._currency, self.session.currency)
            )
            self.electricity.blockSignals(False)
        self._update_labels()
        self._timer.start()

    def inputs(self) -> EstimateInputs:
        key = self.workload.currentData()
        layers, hidden = self.layers.value() or None, self.hidden.value() or None
        if key == "custom":
            active = self.active.value() * 1e9 or None
            workload = custom_workload(
                self.params.value() * 1e9, self.tokens.value() * 1e9, active, layers=layers, hidden=hidden
            )
        else:
            workload = next(p for p in presets() if p.id == key)
            over = {k: float(v) for k, v in (("layers", layers), ("hidden", hidden)) if v}
            workload = replace(workload, **over) if over else workload
        cur = self.session.currency
        s = Settings(
            precision=self.precision.currentData(),
            tp=self.tp.currentData(),
            pp=self.pp.currentData(),
            zero=self.zero.currentData(),
            recompute=self.recompute.currentData(),
            virtual_stages=self.vpp.currentData(),
            expert_parallel=self.ep.currentData(),
            global_batch_tokens=self.batch.value() * 1e6 or None,
            seq_len=self.seq_len.value() or None,
            finetune=self.finetune.currentData(),
            scenario=self.scenario.currentData(),
            utilization=self.util.value() or None,
            goodput=self.goodput.value() or None,
            electricity_usd_per_kwh=self.session.fx.convert(self.electricity.value(), cur, "USD"),
            pue=self.pue.value(),
            amortisation_years=self.years.value(),
            family_utilization=self.session.workspace.estimate_preferences().get("family_utilization", {}),
        )
        return EstimateInputs(workload, self.count.value(), s, self.basis.currentData(), self.price.value(), cur)

    # results ------------------------------------------------------------------------------------------------
    def price_kwargs(self, device: Device, inp: EstimateInputs, basis: str | None = None) -> dict:
        """The price argument of estimate() for a device under a basis ({} when there is none)."""
        s = self.session
        return estimate_price_kwargs(
            device.id,
            basis or inp.basis,
            inp.currency,
            s.fx,
            quotes=s.latest_quotes,
            hourly_quotes=s.hourly_quotes,
            price=inp.price,
        )

    def run(self) -> None:
        self._save()
        self._currency = self.session.currency
        devices = self.session.compared_devices()
        self.hint.setVisible(not devices)
        self.right.setVisible(bool(devices))
        self.results = {}
        if not devices:
            return
        try:
            inp = self.inputs()
        except UserError as err:
            self.assumptions.setPlainText(str(err))
            return
        for d in devices:
            basis = self.basis_override.get(d.id, inp.basis)
            try:
                self.results[d.id] = estimate(
                    d,
                    inp.workload,
                    inp.count,
                    inp.settings,
                    fx=self.session.fx,
                    currency=inp.currency,
                    price_fallback=False,
                    **self.price_kwargs(d, inp, basis),
                )
            except UserError as err:
                self.results[d.id] = str(err)
        self._fill(devices)

    def _fill(self, devices: list[Device]) -> None:
        t = self.table
        t.clear()
        t.setColumnCount(len(devices))
        t.setRowCount(len(self.ROWS))
        t.setVerticalHeaderLabels([tr(label) for _, label in self.ROWS])
        t.setHorizontalHeaderLabels([d.label for d in devices])
        bold = QFont()
        bold.setBold(True)
        lang = "zh" if is_chinese() else "en"
        for j, d in enumerate(devices):
            e = self.results[d.id]
            if isinstance(e, str):
                item = QTableWidgetItem(e)
                item.setToolTip(e)
                t.setItem(0, j, item)
                t.setSpan(0, j, len(self.ROWS), 1)
                continue
            cells = {
                "wall_days": f"{e.wall_days:,.1f}",
                "band": f"{e.band['wall_days_low']:,.1f} – {e.band['wall_days_high']:,.1f}",
                "device_hours": f"{e.device_hours:,.0f}",
                "cost": format_money(e.cost.amount, e.cost.currency, lang) if e.cost.amount is not None else "—",
                "cost_basis": e.cost.label(),
                "layout": f"{e.tp} × {e.pp} × {e.dp:g}, {e.zero}",
                "throughput": f"{e.achieved_tflops_per_device:,.0f}",
                "memory": f"{e.memory_per_device_gb:,.1f} / {e.memory_capacity_gb:g}",
                "fits": tr("yes") if e.fits_in_memory else tr("no"),
                "comm": f"{e.comm_fraction:.0%}",
                "bubble": f"{e.bubble_fraction:.0%}",
            }
            for i, (key, _label) in enumerate(self.ROWS):
                if key == "cost_basis":
                    t.setCellWidget(i, j, self._basis_combo(d.id, cells[key]))
                    continue
                item = QTableWidgetItem(cells[key])
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if key == "fits" and not e.fits_in_memory:
                    item.setForeground(QBrush(QColor(180, 0, 0)))
                    item.setFont(bold)
                    item.setToolTip(localize(e.fit_advice))
                if key in ("wall_days", "cost"):
                    item.setFont(bold)
                t.setItem(i, j, item)
        self._best_marks(devices)
        t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        t.horizontalHeader().setMinimumSectionSize(120)
        t.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.assumptions.setHtml(self._assumptions_html(devices))

    def _basis_combo(self, device_id: str, detail: str) -> QComboBox:
        combo = QComboBox()
        for key, label in PRICE_BASES.items():
            combo.addItem(tr(label), key)
        combo.setCurrentIndex(combo.findData(self.basis_override.get(device_id, self.basis.currentData())))
        combo.setToolTip(detail)
        combo.currentIndexChanged.connect(lambda _i: self.set_device_basis(device_id, combo.currentData()))
        return combo

    def _best_marks(self, devices: list[Device]) -> None:
        """Shade the fastest and the cheapest device."""
        ok = [(j, self.results[d.id]) for j, d in enumerate(devices) if not isinstance(self.results[d.id], str)]
        for row, key in ((0, lambda e: e.wall_days), (3, lambda e: e.cost.amount)):
            vals = [(j, key(e)) for j, e in ok if key(e) is not None and not math.isnan(key(e))]
            if len(vals) >= 2:
                j = min(vals, key=lambda v: v[1])[0]
                item = self.table.item(row, j)
                item.setBackground(QBrush(QColor(200, 235, 200)))
                item.setToolTip(tr("Best of the compared devices"))

    def _assumptions_html(self, devices: list[Device]) -> str:
        parts = []
        for d in devices:
            e = self.results[d.id]
            parts.append(f"<h4>{html.escape(d.display_name)}</h4>")
            if isinstance(e, str):
                parts.append(f"<p>{html.escape(e)}</p>")
                continue
            if e.fit_advice:
                parts.append(f"<p style='color:#b00000'>{html.escape(localize(e.fit_advice))}</p>")
            parts.append("<ul>" + "".join(f"<li>{html.escape(localize(a))}</li>" for a in e.assumptions) + "</ul>")
        return "".join(parts)
