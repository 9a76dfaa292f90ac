"""Turning a `report.builder.Report` into pages: a QTextDocument with the chart painted for print (QPainter at the
printer's resolution, not a screen grab), written to PDF with QPdfWriter or sent to a QPrinter.

QtGui only (no widgets, no pyqtgraph), so `gpucompare report` renders offscreen with no window.
"""

from __future__ import annotations

import math
from pathlib import Path

import numpy as np
from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontDatabase,
    QFontMetricsF,
    QImage,
    QPageLayout,
    QPageSize,
    QPainter,
    QPainterPath,
    QPdfWriter,
    QPen,
    QTextDocument,
)

from gpucompare.core.chart import ChartData, iso_lines, iso_segment, pareto_front, pareto_steps, vendor_color
from gpucompare.errors import UserError
from gpucompare.i18n import Msg, is_chinese, tr
from gpucompare.report.builder import CHART_RESOURCE, CHART_SIZE, Report

#: the chart's size in document pixels (96 per inch, what QTextDocument lays out in), and its print resolution
CHART_W, CHART_H = float(CHART_SIZE[0]), float(CHART_SIZE[1])
PRINT_DPI = 300


class NoChineseFont(UserError):
    exit_code = 1


def chinese_font() -> str | None:
    """A font family with Simplified Chinese glyphs, or None when the machine has none."""
    families = QFontDatabase.families(QFontDatabase.WritingSystem.SimplifiedChinese)
    for preferred in (
        "Noto Sans CJK SC",
        "Source Han Sans SC",
        "WenQuanYi Micro Hei",
        "Microsoft YaHei",
        "PingFang SC",
        "SimHei",
        "Noto Serif CJK SC",
    ):
        if preferred in families:
            return preferred
    return families[0] if families else None


def document_font() -> QFont:
    """The report's font: a CJK family for Chinese (refusing, with a reason, when there is none)."""
    font = QFont()
    font.setPointSizeF(9.5)
    if is_chinese():
        family = chinese_font()
        if family is None:
            raise NoChineseFont(
                Msg(
                    "no font with Chinese characters is installed, so the report would show empty "
                    "boxes; install one (e.g. Noto Sans CJK: apt install fonts-noto-cjk) or make the "
                    "report in English"
                )
            )
        font.setFamilies([family])
    return font


# the chart, painted -------------------------------------------------------------------------------------------
def chart_image(d: ChartData, compared: set[str], dpi: int = PRINT_DPI) -> QImage:
    """The price/throughput chart as an image of CHART_W x CHART_H document pixels at `dpi`."""
    scale = dpi / 96.0
    img = QImage(int(CHART_W * scale), int(CHART_H * scale), QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    p = QPainter(img)  # fonts are sized for 96 dpi and the painter is scaled up: the text keeps its proportions
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.scale(scale, scale)
    paint_chart(p, QRectF(0, 0, CHART_W, CHART_H), d, compared)
    p.end()
    return img


def _ticks(lo: float, hi: float) -> list[float]:
    """log10 positions of 1, 2, 5 x 10^k inside [lo, hi] (log10 units)."""
    out = []
    for k in range(math.floor(lo), math.ceil(hi) + 1):
        for m in (1, 2, 5):
            v = k + math.log10(m)
            if lo <= v <= hi:
                out.append(v)
    return out


def _tick_label(v: float) -> str:
    x = 10**v
    if x >= 1e6:
        return f"{x / 1e6:g}M"
    return f"{x:,.0f}" if x >= 1 else f"{x:g}"


def paint_chart(p: QPainter, rect: QRectF, d: ChartData, compared: set[str]) -> None:
    """Log-log axes, grid, iso-cost lines, Pareto staircase, price ranges, points by vendor, labels, legend."""
    small = QFont(p.font())
    small.setPointSizeF(6.5)
    p.setFont(small)
    fm = QFontMetricsF(small)
    plot = rect.adjusted(52, 10, -10, -34)
    lx, ly = np.log10(d.x), np.log10(d.y)
    x0, x1 = lx.min() - 0.15, lx.max() + 0.35
    y0, y1 = ly.min() - 0.15, ly.max() + 0.15
    if x1 - x0 < 1:
        x0, x1 = x0 - 0.5, x1 + 0.5
    if y1 - y0 < 1:
        y0, y1 = y0 - 0.5, y1 + 0.5

    def px(v):
        return plot.left() + (v - x0) / (x1 - x0) * plot.width()

    def py(v):
        return plot.bottom() - (v - y0) / (y1 - y0) * plot.height()

    grid = QPen(QColor(225, 225, 225), 0.6)
    p.setPen(grid)
    for v in _ticks(x0, x1):
        p.drawLine(QPointF(px(v), plot.top()), QPointF(px(v), plot.bottom()))
    for v in _ticks(y0, y1):
        p.drawLine(QPointF(plot.left(), py(v)), QPointF(plot.right(), py(v)))
    p.setPen(QPen(QColor(60, 60, 60), 0.8))
    p.drawRect(plot)
    for v in _ticks(x0, x1):
        t = _tick_label(v)
        p.drawText(QPointF(px(v) - fm.horizontalAdvance(t) / 2, plot.bottom() + fm.height()), t)
    for v in _ticks(y0, y1):
        t = _tick_label(v)
        p.drawText(QPointF(plot.left() - fm.horizontalAdvance(t) - 4, py(v) + fm.ascent() / 2 - 1), t)
    p.drawText(
        QRectF(plot.left(), plot.bottom() + fm.height() + 2, plot.width(), fm.height() + 4),
        Qt.AlignmentFlag.AlignHCenter,
        d.x_label,
    )
    p.save()
    p.translate(rect.left() + fm.height(), plot.center().y())
    p.rotate(-90)
    w = fm.horizontalAdvance(d.y_label)
    p.drawText(QPointF(-w / 2, 0), d.y_label)
    p.restore()

    p.save()
    p.setClipRect(plot)
    iso = QPen(QColor(150, 150, 150), 0.7, Qt.PenStyle.DotLine)
    placed: list[QRectF] = []
    for line in iso_lines(d):
        xs, ys = iso_segment(line, d, (10**x0, 10**x1))
        p.setPen(iso)
        a, b = QPointF(px(np.log10(xs[0])), py(np.log10(ys[0]))), QPointF(px(np.log10(xs[1])), py(np.log10(ys[1])))
        p.drawLine(a, b)
        # label where the line crosses the right edge of the data, if inside the plot
        lxp, lyp = px(lx.max()), py(np.log10(10 ** lx.max() * line.per_unit / d.per()))
        if plot.top() + fm.height() < lyp < plot.bottom():
            box = QRectF(
                lxp - fm.horizontalAdvance(line.label) - 2,
                lyp - fm.height(),
                fm.horizontalAdvance(line.label),
                fm.height(),
            )
            p.setPen(QColor(130, 130, 130))
            p.drawText(box.bottomLeft() - QPointF(0, fm.descent()), line.label)
            placed.append(box)
    ranged = np.flatnonzero(d.x_high > d.x_low)
    p.setPen(QPen(QColor(130, 130, 130), 0.8))
    for i in ranged:
        p.drawLine(QPointF(px(np.log10(d.x_low[i])), py(ly[i])), QPointF(px(np.log10(d.x_high[i])), py(ly[i])))
    front = pareto_front(d.x, d.y)
    if len(front) >= 2:
        sx, sy = pareto_steps(d.x, d.y, front)
        path = QPainterPath(QPointF(px(np.log10(sx[0])), py(np.log10(sy[0]))))
        for a, b in zip(sx[1:], sy[1:], strict=True):
            path.lineTo(px(np.log10(a)), py(np.log10(b)))
        p.setPen(QPen(QColor(70, 70, 70), 1.0, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
    for i in range(len(d)):
        c = QColor(vendor_color(str(d.vendors[i])))
        p.setPen(QPen(c.darker(135), 0.7))
        p.setBrush(c)
        p.drawEllipse(QPointF(px(lx[i]), py(ly[i])), 3.6, 3.6)
    bold = QFont(small)
    bold.setBold(True)
    label_idx = sorted(
        set(front.tolist()) | {i for i in range(len(d)) if d.ids[i] in compared},
        key=lambda i: (d.ids[i] not in compared, d.x[i]),
    )
    for i in label_idx[:40]:
        is_cmp = d.ids[i] in compared
        cx, cy = px(lx[i]), py(ly[i])
        if is_cmp:
            p.setPen(QPen(QColor(200, 0, 0), 1.2))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(QPointF(cx, cy), 6, 6)
        f = bold if is_cmp else small
        m = QFontMetricsF(f)
        name = str(d.names[i])
        wdt, hgt = m.horizontalAdvance(name), m.height()
        for box in (
            QRectF(cx + 6, cy - hgt - 2, wdt, hgt),
            QRectF(cx + 6, cy + 2, wdt, hgt),
            QRectF(cx - 6 - wdt, cy - hgt - 2, wdt, hgt),
            QRectF(cx - 6 - wdt, cy + 2, wdt, hgt),
        ):
            if plot.contains(box) and not any(box.intersects(b) for b in placed):
                placed.append(box)
                p.setFont(f)
                p.setPen(QColor(170, 0, 0) if is_cmp else QColor(40, 40, 40))
                p.drawText(box.bottomLeft() - QPointF(0, m.descent()), name)
                break
    p.restore()

    # legend, top left inside the plot
    p.setFont(small)
    vendors = list(dict.fromkeys(str(v) for v in d.vendors))
    lw = max(fm.horizontalAdvance(tr(v)) for v in vendors) + 18
    box = QRectF(plot.left() + 6, plot.top() + 6, lw, len(vendors) * (fm.height() + 1) + 4)
    p.setPen(QPen(QColor(200, 200, 200), 0.6))
    p.setBrush(QColor(255, 255, 255, 230))
    p.drawRect(box)
    for k, v in enumerate(vendors):
        yk = box.top() + 2 + k * (fm.height() + 1)
        c = QColor(vendor_color(v))
        p.setPen(QPen(c.darker(135), 0.7))
        p.setBrush(c)
        p.drawEllipse(QPointF(box.left() + 7, yk + fm.height() / 2), 3, 3)
        p.setPen(QColor(40, 40, 40))
        p.drawText(QPointF(box.left() + 14, yk + fm.ascent()), tr(v))


# the document -------------------------------------------------------------------------------------------------
def make_document(report: Report, chart: QImage | None) -> QTextDocument:
    doc = QTextDocument()
    doc.setDefaultFont(document_font())
    doc.setDefaultStyleSheet(
        "h1 { font-size: 16pt; } h2 { font-size: 12pt; margin-top: 10px; } "
        "h3 { font-size: 10pt; } td, th { font-size: 8.5pt; } sup { font-size: 6pt; }"
    )
    if chart is not None:
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(CHART_RESOURCE), chart)
    if getattr(report, "rent_buy", None):
        from gpucompare.qtkit.rent_buy_chart import rent_buy_image
        from gpucompare.report.builder import RENT_BUY_RESOURCE

        doc.addResource(
            QTextDocument.ResourceType.ImageResource, QUrl(RENT_BUY_RESOURCE), rent_buy_image(report.rent_buy)
        )
    doc.setHtml(report.html)
    doc.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, report.title)
    return doc


#: QTextDocument.print_() lays the text out inside its own 2 cm frame margin (and numbers the pages in it), so the
#: printer's margins stay small: 5 mm + 2 cm on each side
PRINTER_MARGIN_MM = 5.0
FRAME_MARGIN_DOC_PX = 2 / 2.54 * 96


def page_layout(page: str = "A4", landscape: bool = False) -> QPageLayout:
    size = QPageSize(QPageSize.PageSizeId.Letter if page.lower() == "letter" else QPageSize.PageSizeId.A4)
    orientation = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    m = PRINTER_MARGIN_MM
    return QPageLayout(size, orientation, QMarginsF(m, m, m, m), QPageLayout.Unit.Millimeter)


def write_pdf(report: Report, chart: QImage | None, path: str | Path, page: str = "A4", landscape: bool = False) -> int:
    """Write the report to a PDF (".pdf" added to a name without it); returns the number of pages.

    All or nothing: drawn into a temporary file beside the target, checked (a whole PDF with the pages laid out),
    then renamed over it, so a kill, a full disk or an unwritable folder never leaves a broken or half file."""
    from gpucompare.paths import atomic_output, written_path

    doc = make_document(report, chart)
    pages = page_count(report, chart, page, landscape)
    name = written_path(path, ".pdf").name
    with atomic_output(path, ".pdf", check=lambda tmp: check_pdf(tmp, pages, name)) as tmp:
        writer = QPdfWriter(str(tmp))
        writer.setResolution(PRINT_DPI)
        writer.setPageLayout(page_layout(page, landscape))
        writer.setTitle(report.title)
        writer.setCreator("gpucompare")
        doc.print_(writer)
        del writer  # flushes the file
    return pages


def check_pdf(path: Path, pages: int, name: str = "") -> None:
    """Raise unless `path` is a complete PDF (header, trailer) with `pages` pages in its page tree."""
    import re

    from gpucompare.errors import OutputError

    data = Path(path).read_bytes()
    found = re.findall(rb"/Type /Pages\s*/Kids[^/]*/Count (\d+)", data)
    if not data.startswith(b"%PDF-") or b"%%EOF" not in data[-64:] or [int(n) for n in found] != [pages]:
        raise OutputError(
            Msg("{file}: the PDF could not be written completely (is the disk full?); nothing was changed", file=name)
        )


def page_count(report: Report, chart: QImage | None, page: str = "A4", landscape: bool = False) -> int:
    """Pages the report takes on a page size: laid out as print_() lays it out (its 2 cm frame margin included)."""
    doc = make_document(report, chart)
    fmt = doc.rootFrame().frameFormat()
    for setter in (fmt.setLeftMargin, fmt.setRightMargin, fmt.setTopMargin, fmt.setBottomMargin):
        setter(FRAME_MARGIN_DOC_PX)
    doc.rootFrame().setFrameFormat(fmt)
    rect = page_layout(page, landscape).paintRect(QPageLayout.Unit.Point)
    doc.setPageSize(QSizeF(rect.width() * 96 / 72, rect.height() * 96 / 72))
    return doc.pageCount()
