"""The decision with its uncertainty, drawn: buy or rent in one sentence, and a tornado of the inputs that move the
margin most (core.decision), each bar from the margin at the input's low end to its high end, the zero line (where
the choice flips) and the estimate's margin marked."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from gpucompare.core.money import format_money
from gpucompare.gui.plaintext import plain_label
from gpucompare.i18n import is_chinese, localize, tr

BUY = QColor("#0072B2")  # a margin above zero: buying costs less
RENT = QColor("#D55E00")


class Tornado(QWidget):
    """Horizontal bars, one per input, widest first; plain text only (labels come from the core's words)."""

    ROW_PX = 32

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[tuple[str, str, float, float, bool]] = []  # name, range, margin low, margin high, flips
        self.base = 0.0
        self.currency = "USD"

    def set_rows(self, rows, base: float, currency: str) -> None:
        self.rows, self.base, self.currency = list(rows), base, currency
        self.updateGeometry()
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(360, 30 + self.ROW_PX * max(len(self.rows), 1))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return QSize(240, self.sizeHint().height())

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt's name
        if not self.rows:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(self.font())
        fm = self.fontMetrics()
        label_w = min(max(fm.horizontalAdvance(r[0]) for r in self.rows) + 8, self.width() // 3)
        left, right = label_w, self.width() - 8
        values = [v for r in self.rows for v in (r[2], r[3])] + [0.0, self.base]
        lo, hi = min(values), max(values)
        span = (hi - lo) or 1.0

        def x(v: float) -> float:
            return left + (v - lo) / span * (right - left)

        lang = "zh" if is_chinese() else "en"
        for i, (name, rng, a, b, flips) in enumerate(self.rows):
            y = 4 + i * self.ROW_PX
            p.setPen(self.palette().text().color())
            p.setFont(font)
            shown = fm.elidedText(name, Qt.TextElideMode.ElideRight, label_w - 6)
            p.drawText(QRectF(0, y, label_w - 6, self.ROW_PX - 14), int(Qt.AlignmentFlag.AlignVCenter), shown)
            for v0, v1 in ((min(a, b), min(max(a, b), 0.0)), (max(min(a, b), 0.0), max(a, b))):
                if v1 > v0:
                    color = BUY if v0 >= 0 else RENT
                    p.fillRect(QRectF(x(v0), y + 2, x(v1) - x(v0), self.ROW_PX - 18), color)
            if flips:
                p.setPen(QPen(QColor("#000"), 1.5))
                p.drawRect(QRectF(x(min(a, b)), y + 2, x(max(a, b)) - x(min(a, b)), self.ROW_PX - 18))
            ends = f"{format_money(a, self.currency, lang)} … {format_money(b, self.currency, lang)}"
            p.setPen(QColor("#444"))
            small = QFont(font)
            small.setPointSizeF(max(font.pointSizeF() - 1.5, 6))
            p.setFont(small)
            p.drawText(
                QRectF(left, y + self.ROW_PX - 15, right - left, 14), int(Qt.AlignmentFlag.AlignLeft), f"{rng}: {ends}"
            )
        p.setPen(QPen(QColor("#000"), 1))
        p.drawLine(int(x(0.0)), 0, int(x(0.0)), self.height())
        p.setPen(QPen(QColor("#666"), 1, Qt.PenStyle.DashLine))
        p.drawLine(int(x(self.base)), 0, int(x(self.base)), self.height())
        p.end()


class DecisionView(QWidget):
    """One decision per bought option (against the cheapest rental): its sentence and its tornado."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.summary = plain_label()
        self.summary.setWordWrap(True)
        self.key = QLabel()
        self.key.setWordWrap(True)
        self.key.setStyleSheet("color: #555")
        self.tornado = Tornado()
        inner = QWidget()
        lay = QVBoxLayout(inner)
        lay.addWidget(self.summary)
        lay.addWidget(self.tornado)
        lay.addWidget(self.key)
        lay.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidget(inner)
        scroll.setWidgetResizable(True)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        self.decisions = []

    def set_decisions(self, decisions, fx, currency: str) -> None:
        self.decisions = list(decisions)
        if not decisions:
            self.summary.setText(
                tr(
                    "Compare a bought option with a rented one (choose each device's price basis in its column) to see "
                    "which wins over the cluster's life, and what moves the choice most."
                )
            )
            self.tornado.set_rows([], 0.0, currency)
            self.key.setText("")
            return
        d = decisions[0]
        texts = [localize(x.summary(fx, currency)) for x in decisions]
        self.summary.setText("\n\n".join(texts))

        def c(v: float) -> float:
            return float(fx.convert(v, "USD", currency))

        self.tornado.set_rows(
            [
                (localize(s.label), localize(s.ends_text()), c(s.margin_low_usd), c(s.margin_high_usd), s.flips)
                for s in d.tornado
            ],
            c(d.margin_usd),
            currency,
        )
        self.key.setText(
            tr(
                "Margin: renting the same work minus owning, over the cluster's life; blue: buying costs less, orange: "
                "renting does; the solid line is zero (the choice flips), the dashed one the estimate; a boxed bar "
                "flips the choice within its range."
            )
        )
