"""The training estimate for every compared device, side by side: the inputs on the left, the core's results on the
right, every assumption (with its source) below. It calls `core.estimate.estimate()` exactly as the CLI does."""

from __future__ import annotations

import html
import re
from dataclasses import dataclass

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetrics, QValidator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QStyle,
    QStyleOptionComboBox,
    QStylePainter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from gpucompare.core.catalog import PRECISION_LABEL, Device
from gpucompare.core.compare import column_name
from gpucompare.core.decision import Decision, best_run_note, best_runs, best_times, decisions
from gpucompare.core.durations import duration_unit, estimate_times, hours_scale, time_texts
from gpucompare.core.estimate import TRAIN_PRECISIONS, Estimate, Settings, defaults, optimizers
from gpucompare.core.estimate.assumptions import KIND_LABEL
from gpucompare.core.estimate.results import BASIS_LABEL, rests_on_assumption
from gpucompare.core.estimate.results import ROWS as RESULT_ROWS
from gpucompare.core.money import (
    PER_SAMPLES,
    SYMBOLS,
    format_money,
    format_money_range,
    money_scale,
    money_unit,
    per_samples,
)
from gpucompare.core.numbers import NotANumber, chinese_count, user_number
from gpucompare.core.option_names import OPTION_INPUTS  # noqa: F401  (one rule for the window and the report)
from gpucompare.core.option_names import as_inputs as in_window
from gpucompare.core.pricing import (
    CHECK_MARK,
    PURCHASE_MODELS,
    STALE_MONTHS,
    cloud_rates,
    price_age_mark,
    price_age_note,
)
from gpucompare.core.tco import (
    Costing,
    TcoSettings,
    chart_data,
    compare_costings,
    cost_label,
    default_price,
    priced_estimate,
    resolve_price,
    run_cost_scale,
)
from gpucompare.core.workloads import (
    AUTO_KIND,
    MODEL_KINDS,
    RECOMMENDATION,
    VISION_KINDS,
    Workload,
    model_inputs,
    presets,
    workload_for,
)
from gpucompare.errors import UserError
from gpucompare.gui.plaintext import plain_label, tip
from gpucompare.gui.session import Session
from gpucompare.gui.settings import get_float, get_int, get_str
from gpucompare.gui.table_copy import TITLE_ROLE  # a row title whole, as a copy reads it
from gpucompare.i18n import N_, Msg, is_chinese, localize, tr, trf

FINETUNE = {"none": N_("pre-training"), "lora": N_("LoRA fine-tune"), "full": N_("full fine-tune")}
#: a fine-tune on preference pairs (Settings.preference): both completions trained, DPO with a frozen reference
PREFERENCE = {
    "none": N_("one sequence a sample"),
    "dpo": N_("preference pairs (DPO)"),
    "orpo": N_("preference pairs, no reference (ORPO)"),
}
#: a LoRA's frozen base weights (Settings.base_bits, core.estimate.quantised_base): 16-bit, or quantised (QLoRA)
BASE_BITS = {"16": N_("16-bit"), "8": N_("8-bit (LLM.int8, GPTQ)"), "4": N_("4-bit (QLoRA NF4, GPTQ, AWQ)")}
#: reinforcement-learning post-training (Settings.rl): samples are prompts, their answers generated, then trained on
RL = {
    "none": N_("none"),
    "grpo": N_("GRPO (samples are prompts)"),
    "ppo": N_("PPO (samples are prompts)"),
}
#: how a device is paid for: rent or buy first (what a narrow column still shows), then where the price comes from
PRICE_BASES = {
    "cloud": N_("Rented (cloud)"),
    "reference": N_("Bought (reference price)"),
    "quote": N_("Bought (quote by rule)"),
    "hourly": N_("Rented (your hourly price)"),
    "purchase": N_("Bought (your price)"),
}
PRICE_BASIS_TIPS = {
    "cloud": N_("Rented on a cloud instance"),
    "reference": N_("Bought at the reference price"),
    "quote": N_("Bought at the imported quote chosen by rule (or pinned in Quotes)"),
    "hourly": N_("Rented at a price per device-hour"),
    "purchase": N_("Bought at a price per device"),
}


#: the mark of a column whose utilization is assumed (no published training throughput for its family)
ASSUMED_NOTE = N_(
    "* {devices}: the time rests on a generic assumption (no published training run of the family, or a figure the "
    "device lacks), so it and the cost are less certain than the band says; see Assumptions."
)
ASSUMED_TIP = N_("The time rests on a generic assumption (see the marked cells and Assumptions).")


def add_price_bases(combo: QComboBox) -> None:
    for key, label in PRICE_BASES.items():
        combo.addItem(tr(label), key)
        combo.setItemData(combo.count() - 1, tr(PRICE_BASIS_TIPS[key]), Qt.ItemDataRole.ToolTipRole)


@dataclass
class EstimateInputs:
    """Everything the panel passes to the core, in the session's currency."""

    workload: Workload
    count: int
    settings: Settings
    basis: str
    price: float = 0.0  # for "hourly" and "purchase"
    currency: str = "USD"


class CompactCombo(QComboBox):
    """A selector about `chars` characters wide whatever its longest item: its current text ends in "…" when it does
    not fit (Qt's own combo cuts it off mid-letter), the list still opens wide enough for every item, and the
    tooltip says the current one in full. With `lines` > 1 (a selector in a narrow table cell) the text wraps onto up
    to that many lines before anything is elided, and the selector grows as tall as its text needs: the cell's row
    follows its height (a table's ResizeToContents rows), `linesChanged` tells it when to look again."""

    linesChanged = Signal()

    def __init__(self, chars: int, parent=None, lines: int = 1):
        super().__init__(parent)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.setMinimumContentsLength(chars)
        self.max_lines = max(1, lines)
        self._lines = 1
        if self.max_lines > 1:
            self.currentIndexChanged.connect(lambda _i: self._relayout())

    def _field(self):
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        return opt, self.style().subControlRect(
            QStyle.ComplexControl.CC_ComboBox, opt, QStyle.SubControl.SC_ComboBoxEditField, self
        )

    def shown_lines(self, width: int | None = None) -> list[str]:
        """The current text as drawn: its lines at the edit field's width (the last one elided only when the text
        needs more than `max_lines`)."""
        fm = self.fontMetrics()
        text = self.currentText()
        if width is None:
            width = self._field()[1].width()
        width = max(width, 1)
        if self.max_lines == 1 or fm.horizontalAdvance(text) <= width:
            return [fm.elidedText(text, Qt.TextElideMode.ElideRight, width)]
        lines, rest = [], text
        while rest and len(lines) < self.max_lines:
            if len(lines) == self.max_lines - 1 or fm.horizontalAdvance(rest) <= width:
                lines.append(fm.elidedText(rest, Qt.TextElideMode.ElideRight, width))
                break
            # the longest start that fits (at least one character), by halving: a line's width grows with its length
            lo, hi = 1, len(rest)
            while lo < hi:
                mid = (lo + hi + 1) // 2
                if fm.horizontalAdvance(rest[:mid]) <= width:
                    lo = mid
                else:
                    hi = mid - 1
            cut = lo
            space = rest.rfind(" ", 0, cut + 1)  # break at a space where the line has one, else mid-word
            cut = space if space > 0 else cut
            lines.append(rest[:cut].rstrip())
            rest = rest[cut:].lstrip()
        return lines

    def _relayout(self) -> None:
        lines = len(self.shown_lines())
        if lines != self._lines:
            self._lines = lines
            self.updateGeometry()
            self.linesChanged.emit()

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if self.max_lines > 1:
            self._relayout()

    def sizeHint(self):  # noqa: N802 - Qt's name
        hint = super().sizeHint()
        if self._lines > 1:
            hint.setHeight(hint.height() + (self._lines - 1) * self.fontMetrics().lineSpacing())
        return hint

    def minimumSizeHint(self):  # noqa: N802 - Qt's name
        hint = super().minimumSizeHint()
        if self._lines > 1:
            hint.setHeight(hint.height() + (self._lines - 1) * self.fontMetrics().lineSpacing())
        return hint

    def paintEvent(self, _event):  # noqa: N802 - Qt's name
        painter = QStylePainter(self)
        opt, field = self._field()
        lines = self.shown_lines(field.width())
        opt.currentText = lines[0] if len(lines) == 1 else ""
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, opt)
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, opt)
        if len(lines) > 1:
            painter.setPen(self.palette().color(self.foregroundRole()))
            painter.drawText(field, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), "\n".join(lines))


class CountSpin(QDoubleSpinBox):
    """A count in billions or millions (parameters, tokens, samples) written with the figures it has: '70.6 B
    parameters', '15,000 B tokens', '0.125 B parameters' - never '15,000.000 B tokens' (the spin's fixed decimals
    are how finely it can be typed, not how precise a preset's count is). In Chinese the count is written in the
    reader's number words by the one function the report and the estimate use (`numbers.chinese_count`): '67.4亿参数',
    '2万亿 token', never '6.74 B 参数'; typed, '67.4亿', '7B', '1.5万亿' and a bare number in the spin's unit
    (billions or millions, as in English) are all read."""

    def __init__(self, scale: float = 1e9, word: str = "", parent=None):
        super().__init__(parent)
        self.scale = scale  # what one unit of the value counts (1e9: the value is in billions)
        self.word = word  # the Chinese suffix: what is counted ('参数'), written after the count's number words

    def setSuffix(self, suffix: str) -> None:  # noqa: N802 - Qt's name
        super().setSuffix(tr(self.word) if is_chinese() and self.word else suffix)

    def textFromValue(self, value: float) -> str:  # noqa: N802 - Qt's name
        if is_chinese() and self.word:
            return chinese_count(value * self.scale, 7)
        text = super().textFromValue(value)
        point = self.locale().decimalPoint()
        if point in text:
            text = text.rstrip("0").rstrip(point)
        return text

    def _typed(self, text: str) -> str:
        text = text.strip()
        if self.suffix().strip() and text.endswith(self.suffix().strip()):
            text = text[: -len(self.suffix().strip())]
        return text.strip()

    def _read(self, text: str) -> float | None:
        """The value (in the spin's unit) a typed count means, or None: a Chinese or Latin multiplier makes it an
        absolute count ('67.4亿', '7B'), a bare number is in the spin's unit."""
        t = self._typed(text)
        if t.endswith("万亿"):
            t = t[:-2] + "T"
        try:
            bare = float(user_number(t, multipliers=False))
        except NotANumber:
            bare = None
        if bare is not None:
            return bare
        try:
            return float(user_number(t)) / self.scale
        except NotANumber:
            return None

    def valueFromText(self, text: str) -> float:  # noqa: N802 - Qt's name
        if not (is_chinese() and self.word):
            return super().valueFromText(text)
        v = self._read(text)
        return self.value() if v is None else v

    def validate(self, text: str, pos: int):
        if not (is_chinese() and self.word):
            return super().validate(text, pos)
        t = self._typed(text)
        if text == self.specialValueText() or not t or t in "+.,":
            return QValidator.State.Intermediate, text, pos
        v = self._read(text)
        if v is None:
            # a number being typed ('67.', '1,2') or its unit not yet complete ('1.5万' on the way to '1.5万亿')
            ok = re.fullmatch(r"[0-9.,\s]*(?:[KMBGTkmbgt万亿]|万亿)?", t)
            return (QValidator.State.Intermediate if ok else QValidator.State.Invalid), text, pos
        if self.minimum() <= v <= self.maximum():
            return QValidator.State.Acceptable, text, pos
        return QValidator.State.Intermediate, text, pos


def _auto_combo(values, auto_text: str) -> QComboBox:
    c = QComboBox()
    c.addItem(auto_text, None)
    for v in values:
        c.addItem(str(v), v)
    return c


#: an item's mark kept whole (the cost cell's price date and age), wrapped again to its column's width on a resize
MARK_ROLE = Qt.ItemDataRole.UserRole + 17
#: a cell whose text has words ('ZeRO-1, selective', 'none (rented)', '5.21–43.9 minutes'): it may break after a comma
#: or at a space when its column is narrower than the text, so four devices fit beside each other at 1280 px (ux188)
LIST_ROLE = Qt.ItemDataRole.UserRole + 18


def two_lines(title: str, fm: QFontMetrics) -> str:
    """A row title on two lines when it is longer than its shorter half would be: broken at the space nearest its
    middle ('Memory per device\n(GB)'), or between two Chinese characters where it has no space; a title too short
    to gain by it (a word or two) stays whole."""
    if "\n" in title or len(title) < 14:
        return title
    cuts = [k for k, ch in enumerate(title) if ch == " "]
    cjk = [k for k in range(1, len(title)) if "\u4e00" <= title[k - 1] <= "\u9fff" and "\u4e00" <= title[k] <= "\u9fff"]
    if cuts:
        k = min(cuts, key=lambda k: abs(fm.horizontalAdvance(title[:k]) - fm.horizontalAdvance(title[k + 1 :])))
        return title[:k] + "\n" + title[k + 1 :]
    if cjk:
        k = min(cjk, key=lambda k: abs(fm.horizontalAdvance(title[:k]) - fm.horizontalAdvance(title[k:])))
        return title[:k] + "\n" + title[k:]
    return title


def mark_words(mark: str) -> list[str]:
    """The pieces `wrapped_mark` may break a mark into at the narrowest: after a comma or a colon (Latin or
    Chinese), then at its spaces; the widest of them is the least width that cuts nothing."""
    return [w for piece in re.split(r"(?<=, )|(?<=，)|(?<=：)", mark) for w in piece.split(" ") if w]


def wrapped_mark(mark: str, fits) -> str:
    """A mark under a figure broken into lines that each fit (`fits(line)`): after a separator (', ', '，') where it
    can (and after '：'), else at a space; '(price of 2023, old, about 41 months)' is '(price of 2023, old,' over 'about 41 months)'
    in a narrow column, never '(price of 2023, old, about …'. A word too wide to break stays whole."""
    units = []
    for piece in re.split(r"(?<=, )|(?<=，)|(?<=：)", mark):
        units += [piece] if fits(piece.strip()) else [w + " " for w in piece.split(" ") if w]
    lines = [""]
    for unit in units:
        if lines[-1] and not fits((lines[-1] + unit).strip()):
            lines.append(unit)
        else:
            lines[-1] += unit
    return "\n".join(line.strip() for line in lines if line.strip())


class EstimatePanel(QWidget):
    """Inputs, results per compared device, assumptions; recomputes a moment after any input changes."""

    #: the rows: the core's one results table (core/estimate/results.py; its titles and order, EP included), with
    #: the costs after the device-hours. ROW_TIPS says in full what a row means (its title's tooltip)
    #: the figures first, then how each device is paid for: the selectors wrap their whole choice onto several lines
    #: (ux146), and above the figures they pushed the capital outlay and the break-even out of a laptop's view
    COST_ROWS = (
        ("cost", N_("Cost of this run")),
        ("cost_band", N_("Cost band")),
        ("capital_outlay", N_("Capital outlay")),
        ("tco", N_("TCO / commitment")),
        ("monthly", N_("Per month of use")),
        ("break_even", N_("Break-even")),
        ("per_mtok", N_("Per million tokens")),
        ("per_sample", N_("Per sample")),
        ("cost_basis", N_("Priced as")),
        ("rent_option", N_("Instance")),
    )
    _CORE = tuple((k, label) for k, label, _unit in RESULT_ROWS if k != "status")
    _SPLIT = [k for k, _ in _CORE].index("device_hours") + 1
    ROWS = (*_CORE[:_SPLIT], *COST_ROWS, *_CORE[_SPLIT:])
    ROW_TIPS = {
        "wall_days": N_(
            "Expected days from start to finish: the steady state plus failures, restarts, checkpoints and the "
            "other overheads of a run of this length"
        ),
        "band": N_("10th-90th percentile of published runs around such an estimate, predicted out of fold"),
        "steady_days": N_("Days at the steady-state rate a throughput measurement sees"),
        "device_hours": N_("Devices × wall-clock hours"),
        "overhead": N_("Wall-clock beyond the steady state: failures, restarts, checkpoints, evaluation"),
        "cost": N_("What this run costs: a rented cluster's bill, or a bought cluster's share of its TCO"),
        "cost_band": N_("The run's cost over the band of wall time (low–high)"),
        "cost_basis": N_("How each device is paid for; choose another in its column"),
        "rent_option": N_("Instance and purchase model"),
        "capital_outlay": N_("What buying the cluster costs up front: accelerators, servers and network"),
        "tco": N_("TCO (or a reservation's commitment)"),
        "monthly": N_("Cost per month of use"),
        "break_even": N_(
            "Break-even: months of use after which buying has cost less than renting the same work, within the "
            "cluster's life"
        ),
        "per_mtok": N_("Per million tokens trained"),
        "layout": N_("Layout: tensor × pipeline × context × data parallel"),
        "vpp": N_("Pipeline interleaving: model chunks per pipeline stage (1: none; — : no pipeline)"),
        "ep": N_("Expert parallelism: devices an MoE's experts are split over"),
        "throughput": N_("Achieved per device (TFLOP/s)"),
        "comm": N_("Communication share of step time"),
        "bubble": N_("Share of each step a pipeline stage waits: (stages - 1) / (chunks x micro-batches)"),
    }
    #: a result column's least width, and the characters a price-basis or instance selector shows before it
    #: elides (the full text is in its tooltip and its list)
    COLUMN_MIN_PX = 96
    #: rows whose cells are never broken onto two lines ('4 × 2 × 1 × 32' is one layout, read whole)
    UNBROKEN_ROWS = ("layout", "memory")
    CELL_COMBO_CHARS = 12
    #: the lines a selector in a result cell may wrap onto before it elides (an instance says provider, instance,
    #: purchase model, hourly price, market and date)
    CELL_COMBO_LINES = 5
    INPUT_COMBO_CHARS = 16
    #: the least width of the rent-or-buy chart and the assumptions beside the table
    SIDE_MIN_PX = 220

    def __init__(self, session: Session, parent=None):
        super().__init__(parent)
        self.session = session
        self.results: dict[str, Estimate | str] = {}
        self.basis_override: dict[str, str] = {}  # device id -> price basis chosen in its own column
        #: device id -> the basis its cost was priced on when the panel-wide one has no price for it (a part no
        #: cloud rents is bought at its reference price), shown in its column's basis selector
        self.fallback_basis: dict[str, str] = {}
        self.rent_override: dict[str, str] = {}  # device id -> "rent=INSTANCE/MODEL" chosen in its own column
        self.costings: dict[str, Costing] = {}
        self.decisions: list[Decision] = []
        self._per_samples = PER_SAMPLES[0]  # the count the per-sample row is shown per (money.per_samples)
        # each device's own basis is kept in the workspace, so it survives a restart (and travels with --home)
        for device_id, stored in session.workspace.device_bases().items():
            if stored.startswith("rent="):  # rented on a chosen instance under a chosen purchase model
                self.basis_override[device_id], self.rent_override[device_id] = "cloud", stored
            elif stored in PRICE_BASES:
                self.basis_override[device_id] = stored
        st = session.settings

        self.workload = CompactCombo(self.INPUT_COMBO_CHARS)
        for w in presets():
            self.workload.addItem(w.name, w.id)
        self.workload.addItem(tr("Custom model…"), "custom")
        self.params = self._spin(0.001, 100_000, 70, tr(" B parameters"), 3, count=(1e9, N_("parameters")))
        self.active = self._spin(0.0, 100_000, 0, tr(" B active"), 3, count=(1e9, N_("active parameters")))
        self.active.setSpecialValueText(tr("all active (dense)"))
        self.tokens = self._spin(0.001, 1_000_000, 2000, tr(" B tokens"), 3, count=(1e9, N_("tokens")))
        # what a custom model is (the command line's --model-kind): it decides which inputs below apply
        # (workloads.model_inputs, data/model_inputs.csv) and how the model is counted
        self.model_kind = CompactCombo(self.INPUT_COMBO_CHARS)
        self.model_kind.addItem(tr("by its active parameters"), AUTO_KIND)
        for key in MODEL_KINDS:
            self.model_kind.addItem(tr(KIND_LABEL[key]), key)
        self.model_kind.setToolTip(
            tr(
                "What a custom model is: it sets its FLOPs per token or sample, its default sequence and which inputs "
                "apply. Left at 'by its active parameters': a decoder-only transformer, or a mixture of experts when "
                "its active parameters are below its parameters."
            )
        )
        self.sparse_features = self._spin(0, 1_000_000, 0, "", 0)
        self.sparse_features.setSpecialValueText(tr("required"))
        self.sparse_features.setToolTip(
            tr("Recommendation models: embedding lookups per sample (MLPerf's DLRM-DCNv2 on Criteo: 26)")
        )
        self.embedding_dim = self._spin(0, 1_000_000, 0, "", 0)
        self.embedding_dim.setSpecialValueText(tr("required"))
        self.embedding_dim.setToolTip(
            tr("Recommendation models: the embedding tables' width (MLPerf's DLRM-DCNv2: 128)")
        )
        self.attention_window = self._spin(0, 100_000_000, 0, tr(" tokens"), 0)
        self.attention_window.setSpecialValueText(tr("full causal"))
        self.attention_window.setToolTip(
            tr(
                "A causal decoder's sliding attention window in tokens (Mistral 7B: 4,096): each token attends to at "
                "most this many before it, and the attention FLOPs shrink with it. Default: full causal attention "
                "over the sequence."
            )
        )
        self.experts = self._spin(0, 1024, 0, "", 0)
        self.experts.setSpecialValueText(tr("auto"))
        self.experts.setToolTip(tr("MoE: routed experts per token, top-k (default 8, as DeepSeek-V3)"))
        self.vocab = self._spin(0, 100_000_000, 0, "", 0)
        self.vocab.setSpecialValueText(tr("none given"))
        self.vocab.setToolTip(
            tr(
                "A language model's vocabulary: with its layers and hidden size, the FLOPs per token leave out an "
                "untied input embedding (a lookup, no matmul)"
            )
        )
        self.flops_per_sample = self._spin(0, 1_000_000_000, 0, tr(" GFLOPs"), 3)
        self.flops_per_sample.setSpecialValueText(tr("from its parameters"))
        self.flops_per_sample.setToolTip(
            tr(
                "A CNN's published forward FLOPs per sample at the image size trained, in billions, counting a "
                "multiply-add once (torchvision, fvcore); they replace a CNN preset's; without them a CNN not among "
                "the presets has FLOPs that follow its parameters (wide band)"
            )
        )
        self.count = QSpinBox()
        self.count.setRange(1, 1_000_000)
        self.count.setValue(256)
        self.count.setSuffix(tr(" devices"))
        self.precision = QComboBox()
        self.precision.addItem(tr("auto"), None)  # the device's own best training precision, said when not BF16
        self.precision.setToolTip(tr("auto: the device's own best training precision (BF16, else FP16, else FP32)"))
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
        self.layers.setSpecialValueText(tr("auto"))
        self.hidden = self._spin(0, 1_000_000, 0, "", 0)
        self.hidden.setSpecialValueText(tr("auto"))
        for w in (self.layers, self.hidden):
            w.setToolTip(
                tr("Left at its default: the preset's own, or for a custom model derived from its active parameters")
            )
        self.seq_len = self._spin(0, 10_000_000, 0, tr(" tokens"), 0)
        self.seq_len.setSpecialValueText(tr("the model's"))
        self.seq_len.setToolTip(
            tr(
                "Tokens per training sequence. Left at its default: the preset's, else 512 for encoders, 2,048 below "
                "3B active parameters and 4,096 above. A fine-tune given in samples needs it."
            )
        )
        # what papers state for a fine-tune (examples x epochs) or a vision run (images seen), in millions
        self.samples = self._spin(0, 10_000_000, 0, tr(" M samples"), 3, count=(1e6, N_("samples")))
        self.image_size = self._spin(0, 100_000, 0, tr(" px"), 0)
        self.image_size.setSpecialValueText(tr("the model's"))
        self.image_size.setToolTip(tr("Vision models: the side of a training image in pixels (default: the preset's)"))
        self.patch_size = self._spin(0, 100_000, 0, tr(" px"), 0)
        self.patch_size.setSpecialValueText(tr("the model's"))
        self.patch_size.setToolTip(
            tr(
                "ViT or diffusion transformer: the patch side in pixels, in latent pixels for a latent diffusion "
                "model (default: the preset's). Tokens per image = (image size / latent factor / patch)²"
            )
        )
        self.latent_factor = self._spin(0, 1024, 0, "", 0)
        self.latent_factor.setSpecialValueText(tr("none"))
        self.latent_factor.setToolTip(
            tr(
                "Latent diffusion transformer or U-Net: the VAE's downsampling factor (Stable Diffusion's VAE: 8). A "
                "U-Net's FLOPs follow the latent's pixels. The VAE and any text encoder are not counted"
            )
        )
        self.activations = self._spin(0, 1_000_000, 0, tr(" MB per image"), 1)
        self.activations.setSpecialValueText(tr("the model's"))
        self.activations.setToolTip(
            tr(
                "A CNN: its stored activations per image at the image size trained, in MB at 16 bits (torchinfo's "
                "'Forward/backward pass size' of one image in FP32, halved). They drive its memory traffic. Default: "
                "the preset's"
            )
        )
        self.mask_ratio = self._spin(0, 0.99, 0, "", 2)
        self.mask_ratio.setSingleStep(0.05)
        self.mask_ratio.setSpecialValueText(tr("none"))
        self.mask_ratio.setToolTip(
            tr(
                "A ViT trained on a share of its patches: the share its encoder drops (masked autoencoder, MAE: "
                "0.75; FLIP: 0.5)"
            )
        )
        self.decoder = self._spin(0, 1_000_000, 0, tr(" M parameters"), 1, count=(1e6, N_("parameters")))
        self.decoder.setSpecialValueText(tr("MAE's"))
        self.decoder.setToolTip(
            tr("With a mask ratio: the decoder that sees every patch, in millions of parameters (default: MAE's 25.2M)")
        )
        self.teacher = self._spin(0, 100_000, 0, tr(" B parameters"), 3, count=(1e9, N_("parameters")))
        self.teacher.setSpecialValueText(tr("none"))
        self.teacher.setToolTip(
            tr(
                "Knowledge distillation: the frozen teacher's parameters, in billions (an MoE teacher's active ones). "
                "Each step also runs its forward pass over every token or image position, and its weights are held"
            )
        )
        self.views = QLineEdit()
        self.views.setMaxLength(200)
        self.views.setPlaceholderText(tr("one per image"))
        self.views.setToolTip(
            tr(
                "Self-supervised vision: augmented views per image, a count (2: MoCo, SimCLR) or count × side terms "
                "(2x224+6x96: SwAV; 2x224+10x96: DINO). Each image counts as the sum of (view side / image size)² "
                "images"
            )
        )
        self.batch = self._spin(
            0, 100_000, 0, tr(" M tokens"), 3, count=(1e6, N_("tokens"))
        )  # up to 1e11 tokens a step
        self.batch.setSpecialValueText(tr("auto"))
        self.batch.setToolTip(
            tr(
                "Global batch in millions of tokens. Left at its default, it follows the DeepSeek LLM batch-size law "
                "(arXiv:2401.02954) with a per-device floor."
            )
        )
        self.finetune = CompactCombo(self.INPUT_COMBO_CHARS)
        for key, label in FINETUNE.items():
            self.finetune.addItem(tr(label), key)
        self.preference = CompactCombo(self.INPUT_COMBO_CHARS)
        for key, label in PREFERENCE.items():
            self.preference.addItem(tr(label), key)
        self.preference.setToolTip(
            tr(
                "A fine-tune on preference pairs, samples counting pairs: both completions of each pair go through "
                "the model; DPO also runs a frozen reference model forward over both (Rafailov et al. 2023)."
            )
        )
        self.base_bits = CompactCombo(self.INPUT_COMBO_CHARS)
        for key, label in BASE_BITS.items():
            self.base_bits.addItem(tr(label), key)
        self.base_bits.setToolTip(
            tr(
                "A LoRA on a quantised base: every micro-batch dequantises the base's weights, a measured time per "
                "weight beside the matmuls (ms-swift's benchmark on one A100)."
            )
        )
        self.rl = CompactCombo(self.INPUT_COMBO_CHARS)
        for key, label in RL.items():
            self.rl.addItem(tr(label), key)
        self.rl.setToolTip(
            tr(
                "Reinforcement-learning post-training, samples counting prompts: each step decodes its answers token "
                "by token (memory-bound: the weights and key/value cache read once per decode step), scores them "
                "(actor and reference forward; PPO also reward model and critic) and trains the actor (PPO also the "
                "critic)."
            )
        )
        self.rl_group = self._spin(0, 100_000, 0, "", 0)
        self.rl_group.setSpecialValueText(tr("one"))
        self.rl_group.setToolTip(tr("Answers sampled per prompt (GRPO's group size)"))
        self.rl_generated = self._spin(0, 10_000_000, 0, tr(" tokens"), 0)
        self.rl_generated.setSpecialValueText(tr("half the sequence"))
        self.rl_generated.setToolTip(tr("Mean generated tokens per answer (default: half the sequence length, said)"))
        self.rl_prompts = self._spin(0, 1_000_000_000, 0, "", 0)
        self.rl_prompts.setSpecialValueText(tr("auto"))
        self.rl_prompts.setToolTip(tr("Prompts per step: the rollout batch the engines share (default: as they hold)"))
        self.rl_critic = self._spin(0, 100_000_000, 0, tr(" M parameters"), 1, count=(1e6, N_("parameters")))
        self.rl_critic.setSpecialValueText(tr("the actor's"))
        self.rl_critic.setToolTip(tr("PPO: the critic's and reward model's parameters, in millions"))
        self.optimizer = CompactCombo(self.INPUT_COMBO_CHARS)
        for key in optimizers.names():
            self.optimizer.addItem(tr(optimizers.LABELS[key]), key)
        self.optimizer.setToolTip(
            tr(
                "The optimizer whose states each trained parameter holds: AdamW keeps an FP32 master copy and two "
                "FP32 moments (12 bytes), 8-bit AdamW two 8-bit moments (Dettmers et al. 2021), Adafactor factored "
                "moments (Shazeer and Stern 2018), SGD one momentum."
            )
        )
        self.bf16_weights = QCheckBox(tr("BF16 weights"))
        self.bf16_weights.setToolTip(
            tr("Train the BF16 weights directly, without FP32 master copies (torchtune's default precision)")
        )
        self.in_backward = QCheckBox(tr("Step in backward"))
        self.in_backward.setToolTip(
            tr(
                "Step each parameter in the backward pass and free its gradient (torchtune's optimizer-in-backward); "
                "needs one micro-batch per step"
            )
        )
        self.recompute = QComboBox()
        self.recompute.addItem(tr("auto"), None)
        for key, label in (("none", N_("none")), ("selective", N_("selective")), ("full", N_("full"))):
            self.recompute.addItem(tr(label), key)
        self.basis = CompactCombo(self.INPUT_COMBO_CHARS)
        add_price_bases(self.basis)
        self.price = self._spin(0.0, 1e9, 0, "", 2)

        self.util = self._spin(0.0, 1.0, 0, "", 2)
        self.util.setSingleStep(0.01)
        self.util.setSpecialValueText(tr("fitted"))
        self.goodput = self._spin(0.0, 1.0, 0, "", 2)
        self.goodput.setSingleStep(0.01)
        self.goodput.setSpecialValueText(tr("from the run"))
        self.electricity = self._spin(0.0, 100.0, 0, "", 3)
        self.pue = self._spin(1.0, 3.0, 1.5, "", 2)  # Preferences' value is shown once they are read
        self.years = self._spin(0.5, 20.0, 4, tr(" years"), 1)
        self.goodput.setToolTip(
            trf(
                "Default: from the run, steady-state time / wall-clock from failures per device-hour ({rate}; source: "
                "{source}), checkpoints and the run's length.",
                rate=defaults()["fail_per_device_hour"]["value"],
                source=defaults()["fail_per_device_hour"]["source"],
            )
        )
        self.util.setToolTip(
            tr(
                "Left at 'fitted', the matmul utilization fitted on published runs with cross-validation (one value, "
                "a family's own where that predicts better); Edit → Preferences → Estimates lists each family's."
            )
        )

        model_box = QGroupBox(tr("Model and cluster"))
        f1 = QFormLayout(model_box)
        f1.addRow(tr("Workload"), self.workload)
        f1.addRow(tr("Model kind"), self.model_kind)
        f1.addRow(tr("Parameters"), self.params)
        self.active_label = QLabel(tr("Active parameters"))  # a recommendation model's dense parameters
        f1.addRow(self.active_label, self.active)
        self.tokens_label = QLabel(tr("Training tokens"))  # a vision preset counts images
        f1.addRow(self.tokens_label, self.tokens)
        f1.addRow(tr("Samples"), self.samples)
        f1.addRow(tr("Sparse features"), self.sparse_features)
        f1.addRow(tr("Embedding width"), self.embedding_dim)
        f1.addRow(tr("Layers"), self.layers)
        f1.addRow(tr("Hidden size"), self.hidden)
        f1.addRow(tr("Vocabulary"), self.vocab)
        f1.addRow(tr("Experts per token"), self.experts)
        f1.addRow(tr("Sequence length"), self.seq_len)
        f1.addRow(tr("Attention window"), self.attention_window)
        f1.addRow(tr("Image size"), self.image_size)
        f1.addRow(tr("FLOPs per sample"), self.flops_per_sample)
        f1.addRow(tr("Patch size"), self.patch_size)
        f1.addRow(tr("Latent factor"), self.latent_factor)
        f1.addRow(tr("Activations"), self.activations)
        f1.addRow(tr("Mask ratio"), self.mask_ratio)
        f1.addRow(tr("Decoder"), self.decoder)
        f1.addRow(tr("Views"), self.views)
        f1.addRow(tr("Teacher"), self.teacher)
        f1.addRow(tr("Global batch"), self.batch)
        f1.addRow(tr("Training"), self.finetune)
        f1.addRow(tr("Samples are"), self.preference)
        f1.addRow(tr("Base weights"), self.base_bits)
        f1.addRow(tr("Reinforcement learning"), self.rl)
        f1.addRow(tr("Samples per prompt"), self.rl_group)
        f1.addRow(tr("Generated tokens"), self.rl_generated)
        f1.addRow(tr("Prompts per step"), self.rl_prompts)
        f1.addRow(tr("Critic"), self.rl_critic)
        f1.addRow(tr("Optimizer"), self.optimizer)
        # one tick box a line: side by side they made the inputs wider than a laptop's results columns allow
        f1.addRow("", self.bf16_weights)
        f1.addRow("", self.in_backward)
        f1.addRow(tr("Devices"), self.count)
        f1.addRow(tr("Precision"), self.precision)
        # two selectors a line, in a grid so they line up: three on a line made the inputs a third wider
        par = QGridLayout()
        par.setContentsMargins(0, 0, 0, 0)
        for n, (label, w) in enumerate(
            ((tr("TP"), self.tp), (tr("PP"), self.pp), (tr("ZeRO"), self.zero), (tr("EP"), self.ep))
        ):
            name = QLabel(label)
            name.setBuddy(w)
            name.setToolTip(w.toolTip())
            par.addWidget(name, n // 2, 2 * (n % 2))
            par.addWidget(w, n // 2, 2 * (n % 2) + 1)
        par.setColumnStretch(1, 1)
        par.setColumnStretch(3, 1)
        f1.addRow(tr("Parallelism"), par)
        f1.addRow(tr("Interleaving"), self.vpp)
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
        self.inputs_scroll = scroll
        self._fit_inputs()
        inputs.installEventFilter(self)  # a label that changes (the price's, the currency's) can widen them

        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setWordWrap(False)
        # a device's name wider than its column goes on two lines, never cut at both ends
        self.table.horizontalHeader().sectionResized.connect(lambda *_: self._wrap_headers())
        self.assumptions = QTextBrowser()
        self.assumptions.setOpenExternalLinks(True)
        self.hint = QLabel(tr("Compare devices (tick them in the table) to estimate training on each of them here."))
        self.hint.setWordWrap(True)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        from gpucompare.gui.rent_buy_chart import RentBuyChart

        self.both_currencies = QCheckBox(tr("Costs in CNY and USD side by side"))
        self.both_currencies.setChecked(st.value("estimate/both_currencies", "false") in (True, "true"))
        self.both_currencies.toggled.connect(self._both_currencies_toggled)
        self.rent_buy = RentBuyChart()
        self.rent_buy.setMinimumHeight(140)
        # the figures a meeting reads get the panel's whole height (at 1280x800 a chart below them left room for
        # two rows); beside them, the rent-or-buy chart and the assumptions each get the full height of a tab
        table_box = QWidget()
        tl = QVBoxLayout(table_box)
        tl.setContentsMargins(0, 0, 0, 0)
        # a model that does not fit is said under the figures: its row sits below the fold on a laptop screen
        self.fit_warning = plain_label()
        self.fit_warning.setWordWrap(True)
        self.fit_warning.setStyleSheet("color: #b00000;")
        self.fit_warning.hide()
        # which columns rest on an assumed (not published) utilization: said under the table, marked in the header
        self.assumed_note = plain_label()
        self.assumed_note.setWordWrap(True)
        self.assumed_note.setStyleSheet("color: #7a4b00;")
        self.assumed_note.hide()
        tl.addWidget(self.table, 1)
        tl.addWidget(self.fit_warning)
        tl.addWidget(self.assumed_note)
        tl.addWidget(self.both_currencies)
        from gpucompare.gui.tornado import DecisionView

        self.decision_view = DecisionView()
        self.lines = QTextBrowser()
        self.lines.setOpenExternalLinks(False)
        self.side = QTabWidget()
        # tabs as narrow as their names allow: all four in full beside the table at 1280 px (Fusion pads each by 12 px
        # a side, which cut the last two behind scroll arrows)
        self.side.setStyleSheet("QTabBar::tab { padding: 3px 5px; }")
        self.side.addTab(self.rent_buy, tr("Rent or buy"))
        self.side.setTabToolTip(0, tr("Rent or buy over time"))
        self.side.addTab(self.decision_view, tr("Decision"))
        self.side.setTabToolTip(1, tr("Buy or rent with its uncertainty: what moves the choice most"))
        self.side.addTab(self.lines, tr("Cost lines"))
        self.side.setTabToolTip(2, tr("The capital outlay line by line, to the cent, with sources"))
        self.side.addTab(self.assumptions, tr("Assumptions"))
        self.side.setTabToolTip(3, tr("Assumptions and sources"))
        right = QSplitter(Qt.Orientation.Horizontal)
        right.addWidget(table_box)
        right.addWidget(self.side)
        # the table keeps the width its columns need; the chart and assumptions take what is left (and give it back
        # first when the window narrows), never less than SIDE_MIN_PX
        right.setStretchFactor(0, 0)
        right.setStretchFactor(1, 1)
        right.setChildrenCollapsible(False)
        self.side.setMinimumWidth(self.side_min_width())
        right.setSizes([620, 380])
        rw = QWidget()
        rl = QVBoxLayout(rw)
        rl.setContentsMargins(0, 0, 0, 0)
        rl.addWidget(self.hint)
        # inputs that do not go together (samples without a sequence length): one sentence where the figures were
        self.input_error = plain_label()
        self.input_error.setWordWrap(True)
        self.input_error.setStyleSheet("color: #b00000;")
        self.input_error.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.input_error.hide()
        rl.addWidget(self.input_error)
        rl.addWidget(right, 1)
        self.right = right
        self._fitted_columns = 0
        right.installEventFilter(self)
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
            self.preference,
            self.base_bits,
            self.rl,
            self.optimizer,
            self.model_kind,
        ):
            w.currentIndexChanged.connect(self._changed)
        for w in (self.bf16_weights, self.in_backward):
            w.toggled.connect(self._changed)
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
            self.samples,
            self.image_size,
            self.patch_size,
            self.latent_factor,
            self.activations,
            self.mask_ratio,
            self.decoder,
            self.teacher,
            self.sparse_features,
            self.embedding_dim,
            self.attention_window,
            self.experts,
            self.vocab,
            self.flops_per_sample,
            self.rl_group,
            self.rl_generated,
            self.rl_prompts,
            self.rl_critic,
            self.batch,
            self.electricity,
            self.pue,
            self.years,
        ):
            w.valueChanged.connect(self._changed)
        self.count.valueChanged.connect(self._changed)
        self.views.editingFinished.connect(self._changed)
        session.changed.connect(self._session_changed)
        self._update_labels()
        self.run()

    @staticmethod
    def _spin(lo, hi, value, suffix, decimals, count: tuple[float, str] | None = None) -> QDoubleSpinBox:
        """A number input; `count` = (what one unit counts, the Chinese word for what is counted) for a count in
        billions or millions (CountSpin)."""
        s = CountSpin(*count) if count else QDoubleSpinBox()
        s.setRange(lo, hi)
        s.setDecimals(decimals)
        s.setValue(value)
        s.setSuffix(suffix)
        s.setGroupSeparatorShown(True)
        s.setKeyboardTracking(False)
        return s

    # inputs -------------------------------------------------------------------------------------------------
    def _restore(self, st) -> None:
        i = self.workload.findData(get_str(st, "estimate/workload", "llama2-70b"))
        self.workload.setCurrentIndex(max(0, i))
        self.count.setValue(get_int(st, "estimate/count", 256, 1, 10_000_000))
        self.params.setValue(get_float(st, "estimate/params_b", 70, 1e-6, 1e7))
        self.active.setValue(get_float(st, "estimate/active_b", 0, 0, 1e7))
        self.tokens.setValue(get_float(st, "estimate/tokens_b", 2000, 1e-6, 1e9))
        i = self.basis.findData(get_str(st, "estimate/basis", "cloud"))
        self.basis.setCurrentIndex(max(0, i))
        for combo, key in (
            (self.finetune, "estimate/finetune"),
            (self.preference, "estimate/preference"),
            (self.base_bits, "estimate/base_bits"),
            (self.rl, "estimate/rl"),
            (self.optimizer, "estimate/optimizer"),
            (self.model_kind, "estimate/model_kind"),
        ):
            combo.setCurrentIndex(max(0, combo.findData(st.value(key, combo.itemData(0)) or None)))
        for spin, key in (
            (self.seq_len, "estimate/seq_len"),
            (self.batch, "estimate/batch_m_tokens"),
            (self.samples, "estimate/samples_m"),
            (self.image_size, "estimate/image_size"),
            (self.patch_size, "estimate/patch_size"),
            (self.latent_factor, "estimate/latent_factor"),
            (self.activations, "estimate/activations_mb"),
            (self.mask_ratio, "estimate/mask_ratio"),
            (self.decoder, "estimate/decoder_m_params"),
            (self.teacher, "estimate/teacher_b_params"),
            (self.rl_group, "estimate/rl_samples_per_prompt"),
            (self.rl_generated, "estimate/rl_generated"),
            (self.rl_prompts, "estimate/rl_prompts_per_step"),
            (self.rl_critic, "estimate/rl_critic_m_params"),
            (self.sparse_features, "estimate/sparse_features"),
            (self.embedding_dim, "estimate/embedding_dim"),
            (self.attention_window, "estimate/attention_window"),
            (self.experts, "estimate/experts_per_token"),
            (self.vocab, "estimate/vocab"),
            (self.flops_per_sample, "estimate/gflops_per_sample"),
        ):
            try:
                spin.setValue(float(st.value(key, 0) or 0))
            except (TypeError, ValueError):  # a hand-edited settings file: keep the default
                spin.setValue(0)
        for box, key in ((self.bf16_weights, "estimate/bf16_weights"), (self.in_backward, "estimate/in_backward")):
            box.setChecked(st.value(key, "false") in (True, "true"))
        self.views.setText(str(st.value("estimate/views", "") or "")[:200])
        self._restore_preferences()

    def _restore_preferences(self) -> None:
        """Electricity, PUE and depreciation from the TCO settings in Preferences, else their sourced defaults."""
        fx, cur = self.session.fx, self.session.currency
        t = TcoSettings.from_workspace(self.session.workspace, fx)
        self.electricity.setValue(fx.convert(t.value("electricity_per_kwh"), t.tariff_currency, cur))
        self.pue.setValue(t.value("pue"))
        self.years.setValue(t.value("years"))
        self._shown_preferences = (self.electricity.value(), self.pue.value(), self.years.value())
        for w, key in ((self.electricity, "electricity_per_kwh"), (self.pue, "pue"), (self.years, "years")):
            w.setToolTip(trf("From Preferences → Cost of ownership. Source: {source}", source=t.source(key)))

    def tco_settings(self) -> TcoSettings:
        """Preferences' TCO settings, with the panel's electricity, PUE and depreciation where the user changed them."""
        fx, cur = self.session.fx, self.session.currency
        t = TcoSettings.from_workspace(self.session.workspace, fx)
        shown = getattr(self, "_shown_preferences", (None, None, None))
        over: dict[str, str] = {}
        if shown[0] is None or abs(self.electricity.value() - shown[0]) > 1e-9:
            over["electricity_per_kwh"] = repr(float(fx.convert(self.electricity.value(), cur, t.tariff_currency)))
        if shown[1] is None or abs(self.pue.value() - shown[1]) > 1e-9:
            over["pue"] = repr(self.pue.value())
        if shown[2] is None or abs(self.years.value() - shown[2]) > 1e-9:
            over["years"] = repr(self.years.value())
        return t.with_strings(over) if over else t

    def _save(self) -> None:
        st = self.session.settings
        st.setValue("estimate/workload", self.workload.currentData())
        st.setValue("estimate/count", self.count.value())
        st.setValue("estimate/params_b", self.params.value())
        st.setValue("estimate/active_b", self.active.value())
        st.setValue("estimate/tokens_b", self.tokens.value())
        st.setValue("estimate/basis", self.basis.currentData())
        st.setValue("estimate/finetune", self.finetune.currentData())
        st.setValue("estimate/preference", self.preference.currentData())
        st.setValue("estimate/base_bits", self.base_bits.currentData())
        st.setValue("estimate/rl", self.rl.currentData())
        st.setValue("estimate/rl_samples_per_prompt", self.rl_group.value())
        st.setValue("estimate/rl_generated", self.rl_generated.value())
        st.setValue("estimate/rl_prompts_per_step", self.rl_prompts.value())
        st.setValue("estimate/rl_critic_m_params", self.rl_critic.value())
        st.setValue("estimate/optimizer", self.optimizer.currentData())
        st.setValue("estimate/bf16_weights", "true" if self.bf16_weights.isChecked() else "false")
        st.setValue("estimate/in_backward", "true" if self.in_backward.isChecked() else "false")
        st.setValue("estimate/seq_len", self.seq_len.value())
        st.setValue("estimate/batch_m_tokens", self.batch.value())
        st.setValue("estimate/samples_m", self.samples.value())
        st.setValue("estimate/image_size", self.image_size.value())
        st.setValue("estimate/patch_size", self.patch_size.value())
        st.setValue("estimate/latent_factor", self.latent_factor.value())
        st.setValue("estimate/activations_mb", self.activations.value())
        st.setValue("estimate/mask_ratio", self.mask_ratio.value())
        st.setValue("estimate/decoder_m_params", self.decoder.value())
        st.setValue("estimate/teacher_b_params", self.teacher.value())
        st.setValue("estimate/views", self.views.text().strip())
        st.setValue("estimate/model_kind", self.model_kind.currentData())
        for spin, key in (
            (self.sparse_features, "estimate/sparse_features"),
            (self.embedding_dim, "estimate/embedding_dim"),
            (self.attention_window, "estimate/attention_window"),
            (self.experts, "estimate/experts_per_token"),
            (self.vocab, "estimate/vocab"),
            (self.flops_per_sample, "estimate/gflops_per_sample"),
        ):
            st.setValue(key, spin.value())
        st.setValue("estimate/both_currencies", "true" if self.both_currencies.isChecked() else "false")

    def _workload_changed(self) -> None:
        key = self.workload.currentData()
        custom = key == "custom"
        for w in (self.params, self.active, self.tokens):
            w.setEnabled(custom)
        vision = not custom and any(p.id == key and p.vision for p in presets())
        self.tokens_label.setText(tr("Training images") if vision else tr("Training tokens"))
        self.tokens.setSuffix(tr(" B images") if vision else tr(" B tokens"))
        for w in (self.layers, self.hidden):
            w.setSpecialValueText(tr("auto") if custom else tr("the model's"))
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
            self.workload.setToolTip(tip(f"{w.name}\n{w.source}\n{w.notes}"))  # the name whole when it elides
        else:  # not the last preset's source
            self.workload.setToolTip(tr("Your own model: its parameters and training tokens below"))
        self._changed()

    def _preset(self) -> Workload | None:
        key = self.workload.currentData()
        return None if key == "custom" else next((p for p in presets() if p.id == key), None)

    def model_fields(self) -> dict[str, QWidget]:
        """The panel's field for each model input the command line takes (workloads.model_input_names: its option
        without '--'): the window and the command line offer the same inputs."""
        return {
            "params": self.params,
            "active-params": self.active,
            "tokens": self.tokens,
            "samples": self.samples,
            "layers": self.layers,
            "hidden": self.hidden,
            "vocab": self.vocab,
            "seq-len": self.seq_len,
            "attention-window": self.attention_window,
            "experts-per-token": self.experts,
            "image-size": self.image_size,
            "patch-size": self.patch_size,
            "latent-factor": self.latent_factor,
            "flops-per-sample": self.flops_per_sample,
            "activations-per-sample": self.activations,
            "mask-ratio": self.mask_ratio,
            "decoder-params": self.decoder,
            "views": self.views,
            "teacher-params": self.teacher,
            "sparse-features": self.sparse_features,
            "embedding-dim": self.embedding_dim,
        }

    def model_kind_key(self) -> str:
        """The model's kind: a preset's own, else the one chosen for a custom model (AUTO_KIND: by its active
        parameters)."""
        w = self._preset()
        return w.architecture if w is not None else (self.model_kind.currentData() or AUTO_KIND)

    def _update_applicable(self) -> None:
        """The inputs the model's kind takes (workloads.model_inputs, the rule the command line's core checks too):
        samples for a fine-tune, a vision or a recommendation model, image size for a vision model, the mask for a
        ViT, sparse features for a recommendation model, the attention window for a causal decoder; an input that
        does not apply is greyed out (and not sent to the core)."""
        w = self._preset()
        kind = self.model_kind_key()
        takes = model_inputs(kind)
        vision = kind in VISION_KINDS or bool(w and w.vision)
        recommendation = kind == RECOMMENDATION
        finetune = self.finetune.currentData() not in (None, "none")
        self.model_kind.setEnabled(w is None)
        for name, field in self.model_fields().items():
            on = name in takes
            if w is not None and name in ("params", "active-params", "tokens"):
                on = False  # a preset's own (the command line refuses them beside --workload too)
            elif w is not None and name == "flops-per-sample":
                on = w.kind == "cnn" and not w.recommendation  # a published count replaces a CNN preset's
            field.setEnabled(on)
        # a language model's samples are a fine-tune's sequences; a vision or recommendation model counts samples
        self.samples.setEnabled("samples" in takes and (vision or recommendation or finetune))
        for spin in (self.sparse_features, self.embedding_dim):  # 'required' only where it is
            spin.setSpecialValueText(tr("required") if recommendation else "—")
        self.active_label.setText(tr("Dense parameters") if recommendation else tr("Active parameters"))
        self.active.setSpecialValueText(tr("required") if recommendation else tr("all active (dense)"))
        vision = vision or recommendation  # below: what a language model's training alone takes
        self.preference.setEnabled(finetune and not vision)
        self.base_bits.setEnabled(self.finetune.currentData() == "lora" and not vision)
        self.rl.setEnabled(finetune and not vision)
        rl = self.rl.currentData() if self.rl.isEnabled() else "none"
        for w in (self.rl_group, self.rl_generated, self.rl_prompts):
            w.setEnabled(rl not in (None, "none"))
        self.rl_critic.setEnabled(rl == "ppo")
        self.samples.setSpecialValueText(
            tr("required")
            if recommendation or (vision and w is None)
            else tr("the model's")
            if vision
            else tr("by tokens")
        )
        self.samples.setToolTip(
            tr("Samples seen in training (epochs × dataset), in millions")
            if recommendation
            else tr("Images seen in training (epochs × dataset), in millions; default: the preset's")
            if vision
            else tr(
                "A fine-tune as papers state it: training sequences (epochs × examples), in millions; its tokens are "
                "samples × sequence length. Left at 'by tokens', the training tokens are used."
            )
        )
        self.decoder.setEnabled(self.decoder.isEnabled() and self.mask_ratio.value() > 0)

    def _update_labels(self) -> None:
        self._update_applicable()
        sym = SYMBOLS.get(self.session.currency, self.session.currency)
        basis = self.basis.currentData()
        self.price.setEnabled(basis in ("hourly", "purchase"))
        self.basis.setToolTip(tr(PRICE_BASIS_TIPS.get(basis, "")))
        self.price_label.setText(tr("Price per device-hour") if basis == "hourly" else tr("Price per device"))
        self.price.setPrefix(sym + " ")
        self.electricity_label.setText(trf("Electricity ({sym}/kWh)", sym=money_unit(self.session.currency)))

    def _basis_changed(self, *_args) -> None:
        self.basis_override.clear()  # the panel-wide choice applies to every device again
        self.rent_override.clear()
        self.session.workspace.set_device_bases({})
        self._changed()

    def set_device_rent(self, device_id: str, instance: str, purchase_model: str) -> None:
        """One device rented on a chosen instance under a chosen purchase model (e.g. p5.48xlarge, reserved)."""
        self.basis_override[device_id] = "cloud"
        self.rent_override[device_id] = f"rent={instance}/{purchase_model}"
        self._keep_bases()
        self._changed()

    def _both_currencies_toggled(self, *_args) -> None:
        self._save()
        devices = self.session.compared_devices()
        if devices and all(d.id in self.results for d in devices):
            self._fill(devices)
        elif devices:  # a device compared since the last run has no estimate yet: the run fills the table
            self._timer.start()

    def set_device_basis(self, device_id: str, basis: str) -> None:
        """One device's own price basis (e.g. H800 bought, H100 rented), shown in its column and kept across
        restarts."""
        self.basis_override[device_id] = basis
        if basis != "cloud":
            self.rent_override.pop(device_id, None)
        self._keep_bases()
        self._changed()

    def _keep_bases(self) -> None:
        """Each device's own basis (and instance) in the workspace: it survives a restart."""
        kept = {d: self.rent_override.get(d, b) if b == "cloud" else b for d, b in self.basis_override.items()}
        self.session.workspace.set_device_bases(kept)

    def _changed(self, *_args) -> None:
        self._update_labels()
        self._timer.start()

    def _session_changed(self, what: str) -> None:
        if what == "workload":  # the table's columns following this panel's own run
            return
        if what == "preferences":
            for w in (self.electricity, self.pue, self.years):
                w.blockSignals(True)
            self._restore_preferences()
            for w in (self.electricity, self.pue, self.years):
                w.blockSignals(False)
        if what == "prices" and self.session.currency != getattr(self, "_currency", self.session.currency):
            # keep the electricity price the same in real terms when the currency changes; an unedited one is read
            # again from Preferences (a rounded conversion would drift: '$0.0799722/kWh')
            shown = getattr(self, "_shown_preferences", None)
            edited = shown is None or abs(self.electricity.value() - shown[0]) > 1e-9
            self.electricity.blockSignals(True)
            if edited:
                self.electricity.setValue(
                    self.session.fx.convert(self.electricity.value(), self._currency, self.session.currency)
                )
            else:
                fx, t = self.session.fx, TcoSettings.from_workspace(self.session.workspace, self.session.fx)
                self.electricity.setValue(
                    fx.convert(t.value("electricity_per_kwh"), t.tariff_currency, self.session.currency)
                )
                self._shown_preferences = (self.electricity.value(), *shown[1:])
            self.electricity.blockSignals(False)
        self._update_labels()
        self._timer.start()

    def inputs(self) -> EstimateInputs:
        preset = self._preset()

        def given(spin: QDoubleSpinBox, scale: float = 1.0) -> float | None:  # greyed out or at its default: none
            return spin.value() * scale if spin.isEnabled() and spin.value() else None

        samples = given(self.samples, 1e6)
        image_size = given(self.image_size)
        patch_size = given(self.patch_size)
        latent_factor = given(self.latent_factor)
        activations = given(self.activations, 1e6)
        mask_ratio = given(self.mask_ratio)
        decoder = given(self.decoder, 1e6) if mask_ratio else None
        views = self.views.text().strip() if self.views.isEnabled() else ""
        layers, hidden = given(self.layers), given(self.hidden)
        vocab, experts = given(self.vocab), given(self.experts)
        seq_len = given(self.seq_len)
        # the one function the command line and the Python API build their workload with
        if preset is not None:
            workload = workload_for(
                preset,
                samples=samples,
                seq_len=seq_len,
                image_size=image_size,
                layers=layers,
                hidden=hidden,
                patch_size=patch_size,
                latent_factor=latent_factor,
                flops_per_sample=given(self.flops_per_sample, 1e9),
                activations_per_sample=activations,
                vocab=vocab,
                experts_per_token=experts,
            )
        else:
            kind = self.model_kind.currentData()
            workload = workload_for(
                params=self.params.value() * 1e9,
                active_params=given(self.active, 1e9),
                tokens=None if samples or not self.tokens.isEnabled() else self.tokens.value() * 1e9,
                samples=samples,
                seq_len=seq_len,
                model_kind=None if kind in (None, AUTO_KIND) else kind,
                layers=layers,
                hidden=hidden,
                vocab=vocab,
                experts_per_token=experts,
                image_size=image_size,
                patch_size=patch_size,
                latent_factor=latent_factor,
                flops_per_sample=given(self.flops_per_sample, 1e9),
                activations_per_sample=activations,
                sparse_features=given(self.sparse_features),
                embedding_dim=given(self.embedding_dim),
            )
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
            seq_len=seq_len,
            attention_window=given(self.attention_window),
            image_size=image_size,
            patch_size=patch_size,
            latent_factor=latent_factor,
            mask_ratio=mask_ratio,
            decoder_params=decoder,
            views=views or None,
            teacher_params=given(self.teacher, 1e9),
            finetune=self.finetune.currentData(),
            preference=(self.preference.currentData() or "none")
            if self.preference.isEnabled() and self.finetune.currentData() not in (None, "none")
            else "none",
            base_bits=int(self.base_bits.currentData() or 16)
            if self.base_bits.isEnabled() and self.finetune.currentData() == "lora"
            else None,
            rl=(self.rl.currentData() or "none") if self.rl.isEnabled() else "none",
            rl_samples_per_prompt=given(self.rl_group),
            rl_generated=given(self.rl_generated),
            rl_prompts_per_step=given(self.rl_prompts),
            rl_critic_params=given(self.rl_critic, 1e6),
            optimizer=self.optimizer.currentData() or optimizers.DEFAULT,
            bf16_weights=self.bf16_weights.isChecked(),
            optimizer_in_backward=self.in_backward.isChecked(),
            utilization=self.util.value() or None,
            goodput=self.goodput.value() or None,
            family_utilization=self.session.workspace.estimate_preferences().get("family_utilization", {}),
        )
        return EstimateInputs(workload, self.count.value(), s, self.basis.currentData(), self.price.value(), cur)

    # results ------------------------------------------------------------------------------------------------
    def price_spec(self, device: Device, inp: EstimateInputs, basis: str | None = None) -> str:
        """The price basis of a device in the words `core.tco.resolve_price` reads (the command line's NAME:BASIS)."""
        basis = basis or self.basis_override.get(device.id, inp.basis)
        if basis == "cloud":
            return self.rent_override.get(device.id, "rent")
        if basis == "reference":  # bought at the reference price, in the markets of the window's basis, in its order
            markets = self.session.prices().markets  # the hour basis: the reader's market first, as it prices them
            return "reference:" + "+".join(markets) if markets else "buy"
        if basis == "quote":
            return "quote"
        if basis in ("hourly", "purchase"):
            return f"{'hourly' if basis == 'hourly' else 'buy'}={inp.price!r}" if inp.price > 0 else ""
        return basis

    def price_choice(self, d: Device, inp: EstimateInputs):
        """How `d` is paid for under its basis, in `inp.currency` (None: no price). When the panel-wide basis has
        no price for it (no cloud rents an H800) and none was chosen in its column, the other of rent and buy prices
        it and `fallback_basis` records it, so its column says so rather than showing an empty cost."""
        s = self.session

        def resolve(spec: str):
            if not spec:
                return None
            return resolve_price(d, spec, inp.currency, s.fx, quotes=s.quote_book, hourly_quotes=s.hourly_quotes)

        if inp.basis == "cloud" and d.id not in self.basis_override:
            # the default: the one rule of every face (core.tco.default_price), rented else bought
            choice, spec = default_price(
                d, inp.currency, s.fx, s.prices().markets, quotes=s.quote_book, hourly_quotes=s.hourly_quotes
            )
            if choice is not None and spec != "rent":
                self.fallback_basis[d.id] = "reference"
            return choice
        choice = resolve(self.price_spec(d, inp))
        other = {"cloud": "reference", "reference": "cloud"}.get(inp.basis)
        if choice is None and other and d.id not in self.basis_override:
            choice = resolve(self.price_spec(d, inp, other))
            if choice is not None:
                self.fallback_basis[d.id] = other
        return choice

    def run(self) -> None:
        self._save()
        self._currency = self.session.currency
        devices = self.session.compared_devices()
        self.hint.setVisible(not devices)
        self.right.setVisible(bool(devices))
        self.input_error.hide()
        self.results = {}
        self.costings = {}
        if not devices:
            return
        try:
            inp = self.inputs()
            tco = self.tco_settings()
        except UserError as err:  # no figures for inputs that cannot run: the reason, not the last run's figures
            self.input_error.setText(localize(err.args[0]) if err.args else str(err))
            self.input_error.show()
            self.right.hide()
            return
        s = self.session
        self.fallback_basis = {}
        for d in devices:
            try:
                choice = self.price_choice(d, inp)
                est, costing = priced_estimate(
                    d, inp.workload, inp.count, inp.settings, choice, tco, s.fx, inp.currency
                )
            except UserError as err:
                self.results[d.id] = localize(err.args[0]) if err.args else str(err)
                continue
            self.results[d.id] = est
            if costing is not None:
                self.costings[d.id] = costing
        priced = [self.costings[d.id] for d in devices if d.id in self.costings]
        compare_costings(priced)
        self.decisions = decisions(priced)
        self._fill(devices)
        s.set_run(inp.workload, inp.count, inp.settings)  # the table's "for my workload" columns follow

    @staticmethod
    def _basis_said(row: dict) -> str:
        """'rests on a generic assumption: why' in the reader's language (a Chinese colon in Chinese)."""
        return in_window(localize(Msg("{basis}: {why}", basis=Msg(BASIS_LABEL["generic"]), why=row["note"])))

    def _money(self, amount: float | None, lang: str, row: str = "") -> str:
        """An amount (display currency) in the one money style, in the unit its row's amounts share (`row`: a key
        of _ROW_AMOUNTS, money.money_scale); with CNY and USD side by side when asked."""
        if amount is None:
            return "—"
        cur = self.session.currency
        text = format_money(amount, cur, lang, scale=getattr(self, "_scales", {}).get(row))
        other = self._other_currency()
        if other:  # the second currency in its row's one unit too: never '¥1.2亿' beside '¥8,500万' in a row
            scale = getattr(self, "_other_scales", {}).get(row)
            text += f" / {format_money(self.session.fx.convert(amount, cur, other), other, lang, scale=scale)}"
        return text

    def _other_currency(self) -> str:
        """The currency shown beside the display currency ('Costs in CNY and USD side by side'), or ''."""
        if not self.both_currencies.isChecked():
            return ""
        other = "USD" if self.session.currency != "USD" else "CNY"
        return other if other in self.session.fx.rates else ""

    def _cost_cells(self, d: Device, lang: str) -> dict[str, str]:
        c = self.costings.get(d.id)
        if c is None:
            return {k: "—" for k in ("capital_outlay", "tco", "monthly", "break_even", "per_mtok", "per_sample")}
        m = c.in_currency(self.session.currency, self.session.fx)
        if not c.bought:
            be = "—"
        elif c.break_even_months is None:
            be = tr("never") if c.break_even_against else tr("no rental to compare")
        else:
            be = trf("{months:,.1f} months", months=c.break_even_months)
        return {
            "capital_outlay": self._money(m["capital_outlay"], lang, "capital_outlay")
            if c.bought
            else tr("none (rented)"),
            "tco": self._money(m["tco"], lang, "tco"),
            "monthly": self._money(m["monthly_cost"], lang, "monthly"),
            "break_even": be,
            "per_mtok": self._money(m["cost_per_million_tokens"], lang, "per_mtok"),
            "per_sample": self._money(
                None if m["cost_per_sample"] is None else m["cost_per_sample"] * self._per_samples[0],
                lang,
                "per_sample",
            ),
        }

    #: a cost row of the table: the key of its amount in Costing.in_currency
    _ROW_AMOUNTS = {
        "cost": "run_cost",
        "capital_outlay": "capital_outlay",
        "tco": "tco",
        "monthly": "monthly_cost",
        "per_mtok": "cost_per_million_tokens",
        "per_sample": "cost_per_sample",
    }

    def _row_scales(self, devices: list[Device], lang: str, currency: str = "") -> dict[str, float]:
        """Each cost row's one unit in `currency` (the display currency when not given), chosen once from the
        amounts of all its columns (money.money_scale): '¥0.8万' beside '¥12万', never '¥8,000' beside '¥12万', as the
        report and the command line write a row. The second currency of 'CNY and USD side by side' gets its own."""
        fx = self.session.fx
        cur = currency or self.session.currency
        costs = [self.costings.get(d.id) for d in devices]
        out = {}
        for row, key in self._ROW_AMOUNTS.items():
            times = self._per_samples[0] if row == "per_sample" else 1.0
            amounts = [
                None if (c is None or (row == "capital_outlay" and not c.bought)) else c.in_currency(cur, fx)[key]
                for c in costs
            ]
            out[row] = money_scale([None if a is None else a * times for a in amounts], cur, lang)
        # the run's cost and its band row in the one unit of every run cost and band end (tco.run_cost_scale), as
        # the report and the command line write them: never '$229,000–915,000' beside '$0.39–1.56M'
        out["cost"] = run_cost_scale(costs, cur, fx, lang)
        return out

    def _fill(self, devices: list[Device]) -> None:
        t = self.table
        t.clear()
        self._cost_tips: dict[int, str] = {}  # each column's cost note on hover (plain text), for _best_marks
        t.setColumnCount(len(devices))
        t.setRowCount(len(self.ROWS))
        # a sample's cost per as many samples as make the least of them a cent (money.per_samples: '$0.62' per
        # billion samples, never '$0.00000000062'), one count for the row, as the report and the command line
        cur, fx = self.session.currency, self.session.fx
        # with dollars beside yuan, the count makes the least of either a cent ('¥0.039 / 0.0059美元' read as no
        # cost at all in the second currency): one count for both, as they share the row
        shown = (cur, self._other_currency()) if self._other_currency() else (cur,)
        self._per_samples = per_samples(
            c.in_currency(k, fx)["cost_per_sample"]
            for c in (self.costings.get(d.id) for d in devices)
            if c
            for k in shown
        )
        t.setVerticalHeaderLabels(
            [tr(self._per_samples[1] if key == "per_sample" else label) for key, label in self.ROWS]
        )
        # a column whose time rests on a generic assumption (the core's results table says so): marked in its header
        assumed = [rests_on_assumption(self.results[d.id]) for d in devices]
        t.setHorizontalHeaderLabels(
            [column_name(d) + (" *" if a else "") for d, a in zip(devices, assumed, strict=True)]
        )
        bold = QFont()
        bold.setBold(True)
        lang = "zh" if is_chinese() else "en"
        self._scales = self._row_scales(devices, lang)
        other = self._other_currency()
        self._other_scales = self._row_scales(devices, lang, other) if other else {}
        # every time of the table in one unit, chosen once from all of them (durations.duration_unit), as the report
        # and the command line write them: never '22.0 hours' beside '1.50 days'
        unit = duration_unit(estimate_times(self.results.get(d.id) for d in devices))
        hours = hours_scale(self.results.get(d.id) for d in devices)  # the device-hours row in one unit too
        for j, d in enumerate(devices):
            e = self.results[d.id]
            if isinstance(e, str):
                item = QTableWidgetItem(e)
                item.setToolTip(tip(e))
                t.setItem(0, j, item)
                t.setSpan(0, j, len(self.ROWS), 1)
                continue
            core = {r["key"]: r for r in e.results}  # the core's one results table
            ok = e.status == "ok"
            c = self.costings.get(d.id)  # none for a run that does not fit: no cost
            m = c.in_currency(self.session.currency, self.session.fx) if c is not None else {}
            cells = {k: localize(r["text"]) for k, r in core.items()}
            if ok:
                cells.update({k: localize(v) for k, v in time_texts(e, unit, hours).items()})
            cells.update(
                {
                    "cost": (
                        self._money(m.get("run_cost"), lang, "cost")
                        if c is not None
                        else (tr("none: does not fit") if not ok else "—")
                    ),
                    "cost_band": (  # in the display currency only: two amounts a side would not fit a column
                        format_money_range(
                            m["run_cost_low"], m["run_cost_high"], self.session.currency, lang, self._scales["cost"]
                        )
                        if m.get("run_cost_low") is not None
                        else "—"
                    ),
                    "cost_basis": cost_label(c),
                    "rent_option": "—",
                    **self._cost_cells(d, lang),
                }
            )
            if not ok:  # the advice instead of the figures: no time or cost as if it fitted
                cells["wall_days"] = tr("does not fit")
            for i, (key, _label) in enumerate(self.ROWS):
                if key == "cost_basis":
                    t.setCellWidget(i, j, self._basis_combo(d.id, cells[key]))
                    continue
                if key == "rent_option":
                    combo = self._rent_combo(d) if ok else None
                    if combo is not None:
                        t.setCellWidget(i, j, combo)
                        continue
                row = core.get(key)
                generic = row is not None and row["basis"] == "generic"
                item = QTableWidgetItem(cells[key] + (" *" if generic else ""))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if "\n" not in item.text() and " " in item.text() and key not in self.UNBROKEN_ROWS:
                    # a list, a note or a figure with its unit ('5.21–43.9 minutes'): wrapped to its column by
                    # _wrap_marks where the column is narrower than it
                    item.setData(LIST_ROLE, item.text())
                if generic:  # marked where the user sees it: the value rests on a generic assumption
                    item.setToolTip(tip(self._basis_said(row)))
                elif row is not None and row["note"]:
                    item.setToolTip(tip(in_window(localize(row["note"]))))
                if (key == "fits" and not e.fits_in_memory) or (key == "wall_days" and not ok):
                    item.setForeground(QBrush(QColor(180, 0, 0)))
                    item.setFont(bold)
                    item.setToolTip(tip(in_window(localize(e.fit_advice))))
                drivers = (e.band or {}).get("drivers") if ok else None
                if key == "band" and drivers:  # what sets the band's width, on the band itself (as the CLI prints)
                    said = trf(
                        "Band driven by: {drivers}", drivers=tr("; ").join(in_window(localize(x)) for x in drivers)
                    )
                    if generic:
                        said += "\n" + self._basis_said(row)
                    item.setToolTip(tip(said))
                c = self.costings.get(d.id)
                said = ""  # what the cost says on hover, as plain text: the best marks add theirs to it
                if key == "break_even" and c is not None and c.bought and c.break_even_note:
                    item.setToolTip(tip(localize(c.break_even_note)))
                if key in ("cost", "cost_band") and c is not None and (c.stale or c.aged):
                    # an aged price's date under the cost, a stale one's too (it was only greyed, its age on hover:
                    # the older price marked less than the younger), on a line of its own as the report sets it (a
                    # column at 1280 px has no room for both on one line); its age on hover
                    if key == "cost":  # wrapped to the column's width by _wrap_headers
                        item.setData(MARK_ROLE, (item.text(), localize(price_age_mark(c.price_as_of))))
                        item.setText(item.text() + "\n" + item.data(MARK_ROLE)[1])
                    said = localize(price_age_note(c.price_as_of))
                    if c.stale:
                        item.setForeground(QBrush(QColor(120, 120, 120)))
                        said += "\n" + trf(
                            "Priced at a price older than {months} months: never marked best", months=STALE_MONTHS
                        )
                    item.setToolTip(tip(said))
                if key == "cost" and c is not None and c.outlasts_life:
                    # costed as if the hardware lasted the run: the mark under the cost, the reason on hover
                    item.setText(item.text() + "\n" + c.outlasts_mark())
                    if item.data(MARK_ROLE):
                        figure, mark = item.data(MARK_ROLE)
                        item.setData(MARK_ROLE, (figure, mark, c.outlasts_mark()))
                    said = "\n".join(x for x in (said, localize(c.outlasts_note())) if x)
                    item.setToolTip(tip(said))
                if key == "cost" and c is not None and c.price_to_check:
                    # a quote the import marked for review and nobody has checked: the mark under the cost, its
                    # note (how sure the import was) on hover, as the report and the command line mark it
                    check = tr(CHECK_MARK)
                    parts = item.data(MARK_ROLE)
                    item.setData(MARK_ROLE, (*parts, check) if parts else (item.text(), check))
                    item.setText(item.text() + "\n" + check)
                    said = "\n".join(x for x in (localize(c.price_marks[0]), said) if x)
                    item.setToolTip(tip(said))
                if key == "cost":
                    self._cost_tips[j] = said
                if key in ("wall_days", "cost", "capital_outlay", "break_even"):
                    item.setFont(bold)
                t.setItem(i, j, item)
        self._best_marks(devices)
        misfits = [
            (column_name(d), in_window(localize(e.fit_advice)))
            for d in devices
            if not isinstance(e := self.results[d.id], str) and e.status != "ok"
        ]
        said = [trf("Does not fit in memory on {device}: {advice}", device=n, advice=a) for n, a in misfits]
        # a figure a device lacks is said before its numbers are read: the first line under the table
        lacking = [
            (column_name(d), in_window(localize(e.missing[0])))
            for d in devices
            if not isinstance(e := self.results[d.id], str) and e.missing and e.status == "ok"
        ]
        said += [trf("{device}: {what}", device=n, what=w) for n, w in lacking]
        if len(said) > 1:  # one line for several, each one's sentence on hover: the figures keep their room
            names = tr(", ").join(dict.fromkeys(n for n, _ in misfits + lacking))
            self.fit_warning.setText(
                trf(
                    "Not every estimate rests on the device's own figures or fits ({devices}); hover here for each.",
                    devices=names,
                )
                if lacking
                else trf("Does not fit in memory on {devices}; hover here for what would make each fit.", devices=names)
            )
        else:
            self.fit_warning.setText("".join(said))
        self.fit_warning.setToolTip(tip("\n".join(said)))
        self.fit_warning.setVisible(bool(said))
        for i, (key, label) in enumerate(self.ROWS):
            t.verticalHeaderItem(i).setToolTip(tr(self.ROW_TIPS.get(key, label)))
        for j, d in enumerate(devices):
            said = d.display_name + ("\n" + tr(ASSUMED_TIP) if assumed[j] else "")
            t.horizontalHeaderItem(j).setToolTip(tip(said))
        names = [column_name(d) for d, a in zip(devices, assumed, strict=True) if a]
        self.assumed_note.setText(trf(ASSUMED_NOTE, devices=tr(", ").join(names)) if names else "")
        self.assumed_note.setVisible(bool(names))
        t.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        # a column never narrower than its widest figure: short of room (four devices at 1280 px beside every side
        # tab's name in full) the table scrolls sideways, no figure is cut ('ZeRO-1, selec…')
        t.horizontalHeader().setMinimumSectionSize(self._least_column_width())
        t.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self._fit_width()
        self._wrap_headers()
        self.assumptions.setHtml(self._assumptions_html(devices))
        self.lines.setHtml(self._lines_html(devices))
        self.decision_view.set_decisions(self.decisions, self.session.fx, self.session.currency)
        self.rent_buy.set_data(
            chart_data(
                [self.costings[d.id] for d in devices if d.id in self.costings],
                self.session.fx,
                self.session.currency,
            )
        )

    def _wrap_headers(self) -> None:
        """Each column's device name on one line when it fits its column, else on two (broken at the space nearest
        its middle), so five compared devices keep their whole names in view."""
        t = self.table
        header = t.horizontalHeader()
        fm = header.fontMetrics()
        for j in range(t.columnCount()):
            item = t.horizontalHeaderItem(j)
            if item is None:
                continue
            name = item.data(Qt.ItemDataRole.UserRole) or item.text()
            item.setData(Qt.ItemDataRole.UserRole, name)
            text = name
            if fm.horizontalAdvance(name) + 12 > header.sectionSize(j) and " " in name:
                spaces = [k for k, ch in enumerate(name) if ch == " "]
                k = min(spaces, key=lambda k: abs(k - len(name) / 2))
                text = name[:k] + "\n" + name[k + 1 :]
            if item.text() != text:
                item.setText(text)
        self._wrap_marks()

    def _wrap_marks(self) -> None:
        """The marks under the figures (a cost's price date and age) and the cells that are lists ('ZeRO-1,
        selective') wrapped to their columns' widths now."""
        t = self.table
        for i in range(t.rowCount()):
            for j in range(t.columnCount()):
                item = t.item(i, j)
                parts = item.data(MARK_ROLE) if item is not None else None
                whole = item.data(LIST_ROLE) if item is not None else None
                if not parts and not whole:
                    continue
                fm = QFontMetrics(item.font())
                # the cell's text margins (3 px a side) and the focus frame's
                room = t.columnWidth(j) - 6 - t.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, t)

                def fits(line: str, fm=fm, room=room) -> bool:
                    return fm.horizontalAdvance(line) <= room

                if parts:
                    figure, mark, *more = parts
                    text = "\n".join([figure, wrapped_mark(mark, fits), *more])
                else:  # on one line where it fits, else broken after its commas, then at its spaces
                    text = whole if fits(whole) else wrapped_mark(whole, fits)
                if item.text() != text:
                    item.setText(text)

    def _least_column_width(self) -> int:
        """The width under which a result column would cut a figure: its widest line that does not wrap (a cost's
        price date under it wraps to the column, so only its longest word counts), with the cell's margins."""
        t = self.table
        margin = 6 + t.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, t)
        widest = 0
        for i in range(t.rowCount()):
            for j in range(t.columnCount()):
                item = t.item(i, j)
                if item is None:
                    continue
                fm = QFontMetrics(item.font())
                parts = item.data(MARK_ROLE)
                if parts:
                    lines = [parts[0], *mark_words(str(parts[1])), *parts[2:]]
                elif item.data(LIST_ROLE):  # a list breaks after its commas and at its spaces: its longest word
                    lines = mark_words(str(item.data(LIST_ROLE)))
                else:
                    lines = item.text().split("\n")
                widest = max(widest, *(fm.horizontalAdvance(x) for x in lines))
        return max(self.COLUMN_MIN_PX, widest + margin)

    def column_width_needed(self) -> int:
        """The width every result column needs to show its figures unelided (they share the width equally)."""
        t = self.table
        need = [max(t.sizeHintForColumn(j), t.horizontalHeader().sectionSizeHint(j)) for j in range(t.columnCount())]
        return max([self.COLUMN_MIN_PX, *need])

    def side_min_width(self) -> int:
        """The least width of the tabs beside the table: every tab's name in full (at 1280 and 1600 px 'Cost lines'
        and 'Assumptions' were cut behind scroll arrows), never less than SIDE_MIN_PX."""
        bar = self.side.tabBar()
        names = sum(bar.tabSizeHint(i).width() for i in range(bar.count()))
        return max(self.SIDE_MIN_PX, names + 2 * self.side.style().pixelMetric(QStyle.PixelMetric.PM_DefaultFrameWidth))

    def _fit_width(self) -> None:
        """Widen the results table to what its columns need, taking the room from the chart beside it (down to its
        least width): at 1280x800 three devices then fit without a sideways scroll bar. A table the user made wider
        stays as it is until the number of devices changes."""
        t, sizes = self.table, self.right.sizes()
        total = sum(sizes)
        if t.columnCount() == 0 or total <= 0 or len(sizes) != 2:
            return
        self._fit_row_titles(total - self.side_min_width() - self.right.handleWidth())
        natural = (
            t.verticalHeader().sizeHint().width()
            + t.columnCount() * self.column_width_needed()
            + 2 * t.frameWidth()
            + t.verticalScrollBar().sizeHint().width()
        )
        want = min(natural, max(total - self.side_min_width() - self.right.handleWidth(), 0))
        # another number of devices: the table takes its new width (fewer columns give the chart room back)
        if sizes[0] < want or t.columnCount() != self._fitted_columns:
            self.right.setSizes([want, total - want])
            self._fitted_columns = t.columnCount()

    def _fit_row_titles(self, room: int) -> None:
        """The row titles on one line each when the columns fit beside them in `room` px, else the longer ones on
        two lines (broken at the space nearest their middle, or between two Chinese characters), so that four
        devices at 1280 px are all in view without a sideways scroll bar (ux188); the title whole on hover."""
        t = self.table
        vh = t.verticalHeader()
        fm = vh.fontMetrics()
        items = [t.verticalHeaderItem(i) for i in range(t.rowCount())]
        titles = []
        for item in items:
            if item is not None and item.data(TITLE_ROLE) is None:
                item.setData(TITLE_ROLE, item.text())
            titles.append(item.data(TITLE_ROLE) if item is not None else "")
        widest = max((fm.horizontalAdvance(x) for x in titles), default=0)
        # the header's width past its widest title's text (margins, the sort indicator's room), as it lays out now
        shown = max((fm.horizontalAdvance(line) for it in items if it for line in it.text().split("\n")), default=0)
        pad = max(vh.sizeHint().width() - shown, 16)
        extras = 2 * t.frameWidth() + t.verticalScrollBar().sizeHint().width()
        columns = t.columnCount() * self._least_column_width()
        target = room - columns - extras - pad  # the widest title that leaves the columns their room
        for item, title in zip(items, titles, strict=True):
            if item is None:
                continue
            text = title
            if widest > target and fm.horizontalAdvance(title) > target:
                text = two_lines(title, fm)
            if item.text() != text:
                item.setText(text)
        vh.resizeSections(QHeaderView.ResizeMode.ResizeToContents)

    def _fit_inputs(self) -> None:
        """The inputs column as wide as its fields want, so it never scrolls sideways (its bar is off)."""
        scroll = self.inputs_scroll
        scroll.setMinimumWidth(
            scroll.widget().sizeHint().width() + scroll.verticalScrollBar().sizeHint().width() + 2 * scroll.frameWidth()
        )

    def eventFilter(self, obj, event) -> bool:
        if obj is getattr(self, "right", None) and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self._fit_width()
        elif obj is self.inputs_scroll.widget() and event.type() == QEvent.Type.LayoutRequest:
            self._fit_inputs()
        return False

    def _rent_combo(self, d: Device) -> QComboBox | None:
        """Instance and purchase model of a rented device, each with its price, market and date."""
        c = self.costings.get(d.id)
        if c is None or c.bought or not c.rent or "instance" not in c.rent:
            return None
        combo = self._cell_combo()
        for r in sorted(cloud_rates(d.id), key=lambda r: (r.provider, r.instance, r.purchase_model)):
            text = trf(
                "{provider} {instance}, {model}: ${usd:,.2f}/h ({market}, {as_of})",
                provider=r.provider,
                instance=localize(r.shown_instance),
                model=tr(PURCHASE_MODELS.get(r.purchase_model, r.purchase_model)),
                usd=r.usd_per_hour,
                market=r.region or tr("region not stated"),
                as_of=r.as_of,
            )
            combo.addItem(text, f"{r.instance}/{r.purchase_model}")
            combo.setItemData(combo.count() - 1, r.source, Qt.ItemDataRole.ToolTipRole)
        combo.setCurrentIndex(max(0, combo.findData(f"{c.rent['instance']}/{c.rent['purchase_model']}")))
        combo.setToolTip(tip(f"{combo.currentText()}\n{c.rent.get('source', '')}"))
        combo.currentIndexChanged.connect(lambda _i: self.set_device_rent(d.id, *combo.currentData().rsplit("/", 1)))
        return combo

    def _cell_combo(self) -> CompactCombo:
        """A selector in a result cell: its choice wraps onto as many lines as CELL_COMBO_LINES allows rather than
        being cut ('RunPod A100 SXM (Com…'), its row as tall as it needs."""
        combo = CompactCombo(self.CELL_COMBO_CHARS, lines=self.CELL_COMBO_LINES)
        combo.linesChanged.connect(self._rows_to_contents)
        return combo

    def _rows_to_contents(self) -> None:
        QTimer.singleShot(
            0, lambda: self.table.verticalHeader().resizeSections(QHeaderView.ResizeMode.ResizeToContents)
        )

    def _basis_combo(self, device_id: str, detail: str) -> QComboBox:
        combo = self._cell_combo()
        add_price_bases(combo)
        chosen = self.basis_override.get(device_id) or self.fallback_basis.get(device_id) or self.basis.currentData()
        combo.setCurrentIndex(combo.findData(chosen))
        combo.setToolTip(tip(f"{combo.currentText()}: {tr(PRICE_BASIS_TIPS[combo.currentData()])}\n{detail}"))
        combo.currentIndexChanged.connect(lambda _i: self.set_device_basis(device_id, combo.currentData()))
        return combo

    def _best_marks(self, devices: list[Device]) -> None:
        """Shade the fastest run that fits, and the cheapest run only between like and like (core.decision decides
        for the report and the command line too): a bought cluster's share of its TCO is never marked best against
        a rental bill, nor an old price."""
        keys = [k for k, _ in self.ROWS]
        ests = [self.results.get(d.id) for d in devices]
        costs = [self.costings.get(d.id) for d in devices]
        marks = {keys.index("wall_days"): best_times(ests), keys.index("cost"): best_runs(costs)}
        cost_row = keys.index("cost")

        def said(row: int, j: int, text: str) -> str:  # a cost's own note (old price, outlasted life) kept
            own = self._cost_tips.get(j, "") if row == cost_row else ""
            return tip("\n".join(x for x in (text, own) if x))

        # what the cost's mark means, said on every cost cell (never "not marked best" on a shaded one)
        mark_note = best_run_note(costs)
        if mark_note is not None:
            for j, e in enumerate(ests):
                item = self.table.item(cost_row, j)
                if item is not None and not isinstance(e, str):
                    item.setToolTip(said(cost_row, j, localize(mark_note)))
        for row, best in marks.items():
            for j in best:
                item = self.table.item(row, j)
                if item is not None:
                    item.setBackground(QBrush(QColor(200, 235, 200)))
                    if row == cost_row and mark_note is not None:
                        continue  # its tip already says among which options it is the cheapest
                    item.setToolTip(said(row, j, tr("Best of the compared devices")))

    def _lines_html(self, devices: list[Device]) -> str:
        """The capital outlay of each bought option line by line, as the report and the command line print it: a
        quoted price to the cent, what the app adds from its defaults to 3 figures (core.money.outlay_line_text)."""
        from gpucompare.core.money import outlay_line_text, outlay_scale, outlay_total_text

        cur, fx = self.session.currency, self.session.fx
        lang = "zh" if is_chinese() else "en"
        parts = []
        for d in devices:
            c = self.costings.get(d.id)
            if c is None or not c.bought:
                continue
            parts.append(f"<h4>{html.escape(c.option)}</h4><table cellspacing='0' cellpadding='2'>")
            lines = c.capital_lines_in(cur, fx, localized=True)
            quoted = c.outlay_quoted_in(cur)
            total_amount = c.in_currency(cur, fx)["capital_outlay"]
            scale = outlay_scale(lines, total_amount, cur, quoted, lang)  # its estimates in one unit
            for line in lines:
                amount = (
                    tr("in the offer")
                    if line["in_offer"] and line["amount"] == 0
                    else outlay_line_text(line, cur, quoted, lang, scale)
                )
                # one column: what, the amount, how it was worked out. The panel is narrow, and an amount to the
                # cent broken over two lines beside its label misreads
                parts.append(
                    f"<tr><td>{html.escape(line['label'])}</td></tr>"
                    f"<tr><td align='right'>{html.escape(amount)}</td></tr>"
                    f"<tr><td align='right' style='color:#555'>{html.escape(line['how'])}</td></tr>"
                )
            total = outlay_total_text(lines, total_amount, cur, quoted, lang, scale)
            parts.append(
                f"<tr><td><b>{html.escape(tr('Total'))}</b></td></tr>"
                f"<tr><td align='right'><b>{html.escape(total)}</b></td></tr></table>"
            )
            for m in c.price_marks:
                parts.append(f"<p style='color:#555'>{html.escape(localize(m))}</p>")
        if not parts:
            return html.escape(tr("No bought option: the capital outlay applies to a cluster you buy."))
        return "".join(parts)

    def _assumptions_html(self, devices: list[Device]) -> str:
        parts = []
        for d in devices:
            e = self.results[d.id]
            parts.append(f"<h4>{html.escape(column_name(d))}</h4>")  # as its column above names it
            if isinstance(e, str):
                parts.append(f"<p>{html.escape(e)}</p>")
                continue
            if e.fit_advice:
                parts.append(f"<p style='color:#b00000'>{html.escape(in_window(localize(e.fit_advice)))}</p>")
            lacks = len(e.missing)  # said first, in red: what the device lacks and the estimate assumed
            items = [
                f"<li style='color:#b00000'>{html.escape(in_window(localize(a)))}</li>"
                if i < lacks
                else f"<li>{html.escape(in_window(localize(a)))}</li>"
                for i, a in enumerate(e.assumptions)
            ]
            parts.append("<ul>" + "".join(items) + "</ul>")
        return "".join(parts)
