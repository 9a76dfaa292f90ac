"""The decision with its uncertainty, drawn: buy or rent in one sentence, and a tornado of the inputs that move the
margin most (core.decision), each bar from the margin at the input's low end to its high end, the zero line (where
the choice flips) and the estimate's margin marked."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen
from PySide6.QtWidgets import QLabel, QScrollArea, QVBoxLayout, QWidget

from gpucompare.core.decision import saving_text
from gpucompare.core.money import format_money_ends
from gpucompare.gui.plaintext import plain_label
from gpucompare.i18n import is_chinese, localize, then, tr

BUY = QColor("#0072B2")  # a margin above zero: buying costs less
RENT = QColor("#D55E00")


class Tornado(QWidget):
    """Horizontal bars, one per input, widest first; plain text only (labels come from the core's words)."""

    ROW_PX = 32
    #: narrow enough for the side panel's least width (EstimatePanel.SIDE_MIN_PX, less its margins and scroll bar):
    #: 240 made the decision's tab scroll sideways with its sentence cut at the right edge
    MIN_WIDTH_PX = 160

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
        return QSize(self.MIN_WIDTH_PX, self.sizeHint().height())

    def label_width(self) -> int:
        """The column of input names: as wide as the widest, up to 40% of the widget (a third cut 'Training time
        (utilization band)' to 'Training time (utilization b…' in a 540-pixel tab); a longer name wraps."""
        fm = self.fontMetrics()
        return min(max(fm.horizontalAdvance(r[0]) for r in self.rows) + 8, int(self.width() * 0.4))

    def label_shown(self, name: str, label_w: int) -> str:
        """The name as drawn: whole, on two lines when one is too short; cut with '…' only when two cannot hold it."""
        fm = self.fontMetrics()
        flags = int(Qt.TextFlag.TextWordWrap)
        need = fm.boundingRect(0, 0, label_w - 6, 10 * self.ROW_PX, flags, name).height()
        if fm.horizontalAdvance(name) <= label_w - 6 or need <= self.ROW_PX:
            return name
        return fm.elidedText(name, Qt.TextElideMode.ElideRight, label_w - 6)

    @staticmethod
    def caption_shown(rng: str, ends: str, fm: QFontMetrics, width: int) -> str:
        """The line under a bar: what the input's range is, then the margin at both ends. The amounts are the
        figures a reader needs and are never cut ('... -$16.1M … -$6.28' lost its M in a narrow tab): the words
        before them give way first, with '…'."""
        colon = "：" if is_chinese() else ": "  # '从低到高：-¥9810万', not an ASCII colon in a Chinese line
        text = f"{rng}{colon}{ends}"
        if fm.horizontalAdvance(text) <= width:
            return text
        room = width - fm.horizontalAdvance(f"{colon}{ends}")
        words = fm.elidedText(rng, Qt.TextElideMode.ElideRight, room) if room > fm.horizontalAdvance("……") else ""
        return f"{words}{colon}{ends}" if words and words != "…" else ends

    def paintEvent(self, _event) -> None:  # noqa: N802 - Qt's name
        if not self.rows:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        font = QFont(self.font())
        label_w = self.label_width()
        left, right = label_w, self.width() - 8
        values = [v for r in self.rows for v in (r[2], r[3])] + [0.0, self.base]
        lo, hi = min(values), max(values)
        span = (hi - lo) or 1.0

        def x(v: float) -> float:
            return left + (v - lo) / span * (right - left)

        lang = "zh" if is_chinese() else "en"
        # the zero line (where the choice flips) and the estimate's margin first: the captions are drawn over them on
        # the window's background, so a dashed line never strikes through '-33% to +33%'
        p.setPen(QPen(QColor("#000"), 1))
        p.drawLine(int(x(0.0)), 0, int(x(0.0)), self.height())
        p.setPen(QPen(QColor("#666"), 1, Qt.PenStyle.DashLine))
        p.drawLine(int(x(self.base)), 0, int(x(self.base)), self.height())
        for i, (name, rng, a, b, flips) in enumerate(self.rows):
            y = 4 + i * self.ROW_PX
            p.setPen(self.palette().text().color())
            p.setFont(font)
            shown = self.label_shown(name, label_w)
            flags = int(Qt.AlignmentFlag.AlignVCenter) | int(Qt.TextFlag.TextWordWrap)
            p.drawText(QRectF(0, y - 2, label_w - 6, self.ROW_PX), flags, shown)
            for v0, v1 in ((min(a, b), min(max(a, b), 0.0)), (max(min(a, b), 0.0), max(a, b))):
                if v1 > v0:
                    color = BUY if v0 >= 0 else RENT
                    p.fillRect(QRectF(x(v0), y + 2, x(v1) - x(v0), self.ROW_PX - 18), color)
            if flips:
                p.setPen(QPen(QColor("#000"), 1.5))
                p.drawRect(QRectF(x(min(a, b)), y + 2, x(max(a, b)) - x(min(a, b)), self.ROW_PX - 18))
            # three figures at both ends in one unit, as every face writes a margin's ends (money.format_money_ends:
            # '-$2.88M … -$0.623M', never '-$2.88M … -$623,000')
            ends = " … ".join(format_money_ends(a, b, self.currency, lang))
            p.setPen(QColor("#444"))
            small = QFont(font)
            small.setPointSizeF(max(font.pointSizeF() - 1.5, 6))
            p.setFont(small)
            sfm = QFontMetrics(small)
            text = self.caption_shown(rng, ends, sfm, right - left)
            box = QRectF(left, y + self.ROW_PX - 15, min(sfm.horizontalAdvance(text) + 2, right - left), 14)
            p.fillRect(box, self.palette().window())
            p.drawText(QRectF(left, y + self.ROW_PX - 15, right - left, 14), int(Qt.AlignmentFlag.AlignLeft), text)
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
        # the sentence wraps to the tab's width and the chart narrows with it: never a sideways scroll to read a line
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll = scroll
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
        # each decision with what it saves over the band of training time, as the report and the command line say it
        texts = [then(localize(x.summary(fx, currency)), localize(saving_text(x, fx, currency))) for x in decisions]
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
