"""Turning a `report.builder.Report` into pages: a QTextDocument with the chart painted for print (QPainter at the
printer's resolution, not a screen grab), written to PDF with QPdfWriter or sent to a QPrinter.

QtGui only (no widgets, no pyqtgraph), so `gpucompare report` renders offscreen with no window.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
from PySide6.QtCore import QMarginsF, QPointF, QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QAbstractTextDocumentLayout,
    QColor,
    QFont,
    QFontMetricsF,
    QImage,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPainterPath,
    QPalette,
    QPdfWriter,
    QPen,
    QPolygonF,
    QRawFont,
    QTextBlock,
    QTextBlockFormat,
    QTextCursor,
    QTextDocument,
    QTextFormat,
)

from gpucompare.core.chart import (
    ChartData,
    iso_lines,
    iso_segment,
    pareto_front,
    pareto_steps,
    place_labels,
    thin_ticks,
    tick_label,
    vendor_color,
)
from gpucompare.errors import UserError
from gpucompare.i18n import Msg, is_chinese, localize, tr
from gpucompare.qtkit.fonts import chinese_font, latin_font
from gpucompare.report.builder import CHART_RESOURCE, CHART_SIZE, Report

#: the chart's size in document pixels (96 per inch, what QTextDocument lays out in), and its print resolution
CHART_W, CHART_H = float(CHART_SIZE[0]), float(CHART_SIZE[1])
PRINT_DPI = 300


class NoChineseFont(UserError):
    exit_code = 1


def document_font() -> QFont:
    """The report's font: for Chinese, a Latin family with a CJK family behind it for the Chinese characters
    (refusing, with a reason, when there is no CJK font)."""
    font = QFont()
    font.setPointSizeF(9.5)
    # no ligatures: a PDF's text map names an 'fi' glyph U+FB01, and 'first' or 'figures' then cannot be found
    for tag in ("liga", "clig", "dlig"):
        font.setFeature(QFont.Tag(tag), 0)
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
        latin = latin_font()
        font.setFamilies([latin, family] if latin else [family])
    return font


# the chart, painted -------------------------------------------------------------------------------------------
def chart_image(d: ChartData, compared: set[str], dpi: int = PRINT_DPI, names: dict | None = None) -> QImage:
    """The price/throughput chart as an image of CHART_W x CHART_H document pixels at `dpi`; `names` (id -> name)
    labels the compared devices as the report's columns name them."""
    scale = dpi / 96.0
    img = QImage(int(CHART_W * scale), int(CHART_H * scale), QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    p = QPainter(img)  # fonts are sized for 96 dpi and the painter is scaled up: the text keeps its proportions
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    p.scale(scale, scale)
    paint_chart(p, QRectF(0, 0, CHART_W, CHART_H), d, compared, names)
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


@dataclass(frozen=True)
class PrintedChart:
    """Where paint_chart put things: the plot's frame, the key's strip under it, the key's entries in order and each
    entry's box (its swatch at the left)."""

    plot: QRectF
    key: QRectF
    key_entries: list[str]
    key_boxes: list[QRectF]
    labels: dict = field(default_factory=dict)  # device id -> the name written beside its point


#: the printed key's swatch (diameter), the gap from a swatch to its text and the space between entries (pixels)
KEY_SWATCH, KEY_GAP, KEY_SPACING = 7.0, 3.0, 12.0


def key_entries(d: ChartData) -> list[tuple[str, str, str]]:
    """The chart's key as (kind, colour, text): a filled circle per vendor drawn, then a ring for a price from the
    basis's second market and a diamond for a rent, when the chart has any."""
    out = [("vendor", vendor_color(v), tr(v)) for v in dict.fromkeys(str(v) for v in d.vendors)]
    if d.other_market.any():
        out.append(("hollow", "", localize(Msg("Hollow: {what}", what=d.other_market_label))))
    if d.rented.any():
        out.append(("rented", "", localize(Msg("Hollow diamond: {what}", what=d.rented_label))))
    return out


def layout_key(
    texts: list[str], fm: QFontMetricsF, left: float, top: float, width: float, swatch: float = KEY_SWATCH
) -> list[QRectF]:
    """Each key entry's box (swatch and text), left to right from (left, top), onto as many lines as `width` needs;
    an entry wider than the whole line gets the line to itself (its text is elided when painted)."""
    line_h = max(fm.height(), swatch) + 1
    right = left + width
    x, y = left, top
    boxes = []
    for text in texts:
        w = min(swatch + KEY_GAP + fm.horizontalAdvance(text), width)
        if x > left and x + w > right:
            x, y = left, y + line_h
        boxes.append(QRectF(x, y, w, line_h))
        x += w + KEY_SPACING
    return boxes


def paint_chart(p: QPainter, rect: QRectF, d: ChartData, compared: set[str], names: dict | None = None) -> PrintedChart:
    """Log-log axes, grid, iso-cost lines, Pareto staircase, price ranges, points by vendor, labels, and the key in
    a strip under the plot (it covers no point, however many vendors there are)."""
    small = QFont(p.font())
    small.setPointSizeF(6.5)
    p.setFont(small)
    fm = QFontMetricsF(small)
    entries = key_entries(d)
    texts = [text for _k, _c, text in entries]
    # the key's lines first, at the width the plot will have: the plot gives up the height they take
    plot_left, plot_right = rect.left() + 52, rect.right() - 10
    axis_h = 2 * fm.height() + 8  # the tick labels and the axis name under the plot
    trial = layout_key(texts, fm, plot_left, 0.0, plot_right - plot_left)
    key_h = (trial[-1].bottom() if trial else 0.0) + 2
    plot = QRectF(plot_left, rect.top() + 10, plot_right - plot_left, rect.height() - 10 - axis_h - key_h - 2)
    key_top = plot.bottom() + axis_h
    key_boxes = [b.translated(0, key_top) for b in trial]
    key = QRectF(plot.left(), key_top, plot.width(), key_h)
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
    xt = _ticks(x0, x1)
    xs = [tick_label(10**v, d.currency) for v in xt]
    leads = [round(10 ** (v - math.floor(v + 1e-9)), 6) for v in xt]
    keep = thin_ticks(leads, [px(v) for v in xt], [fm.horizontalAdvance(t) for t in xs])
    for v, t, lead in zip(xt, xs, leads, strict=True):
        if lead in keep:
            p.drawText(QPointF(px(v) - fm.horizontalAdvance(t) / 2, plot.bottom() + fm.height()), t)
    for v in _ticks(y0, y1):
        t = tick_label(10**v)
        p.drawText(QPointF(plot.left() - fm.horizontalAdvance(t) - 4, py(v) + fm.ascent() / 2 - 1), t)
    p.drawText(
        QRectF(plot.left(), plot.bottom() + fm.height() + 2, plot.width(), fm.height() + 4),
        Qt.AlignmentFlag.AlignHCenter,
        d.x_label,
    )
    # the rotated label as outlines: Qt's rotated drawText() overlaps Chinese characters set in a fallback font
    p.save()
    p.translate(rect.left() + fm.height(), plot.center().y())
    p.rotate(-90)
    label = QPainterPath()
    label.addText(QPointF(-fm.horizontalAdvance(d.y_label) / 2, 0), small, d.y_label)
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(60, 60, 60))
    p.drawPath(label)
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
        if d.rented[i]:  # a rent under the hour basis: a hollow diamond, as in the window
            p.setPen(QPen(c.darker(115), 1.3))
            p.setBrush(QColor("white"))
            p.drawPolygon(_diamond(px(lx[i]), py(ly[i]), 4.0))
            continue
        if d.other_market[i]:  # a price from the basis's second market: hollow, as in the window
            p.setPen(QPen(c.darker(115), 1.3))
            p.setBrush(QColor("white"))
            p.drawEllipse(QPointF(px(lx[i]), py(ly[i])), 3.2, 3.2)
            continue
        p.setPen(QPen(c.darker(135), 0.7))
        p.setBrush(c)
        p.drawEllipse(QPointF(px(lx[i]), py(ly[i])), 3.6, 3.6)
    bold = QFont(small)
    bold.setBold(True)
    compared_idx = {i for i in range(len(d)) if d.ids[i] in compared}
    label_idx = sorted(set(front.tolist()) | compared_idx, key=lambda i: (i not in compared_idx, d.x[i]))[:40]
    for i in compared_idx:
        p.setPen(QPen(QColor(200, 0, 0), 1.2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawEllipse(QPointF(px(lx[i]), py(ly[i])), 6, 6)
    fmb = QFontMetricsF(bold)
    # a compared device reads as its column does ('Ascend 910B OAM 64GB', never a bare '910B' beside '910B4')
    label = {i: str((names or {}).get(str(d.ids[i]), d.names[i])) for i in label_idx}
    sizes = {i: ((fmb if i in compared_idx else fm).horizontalAdvance(label[i]), fm.height()) for i in label_idx}
    all_px, all_py = np.array([px(v) for v in lx]), np.array([py(v) for v in ly])
    inner = (plot.left() + 1, plot.top() + 1, plot.right() - 1, plot.bottom() - 1)
    iso_boxes = [(b.left(), b.top(), b.right(), b.bottom()) for b in placed]
    spots = place_labels(
        all_px,
        all_py,
        sizes,
        compared_idx,
        inner,
        iso_boxes,
        marker=6.5,  # clear of the ring around a compared point
    )
    for spot in spots:
        i = spot.index
        is_cmp = i in compared_idx
        color = QColor(170, 0, 0) if is_cmp else QColor(40, 40, 40)
        if spot.leader:  # to the nearest point of the label's box
            p.setPen(QPen(color, 0.5))
            cx, cy = px(lx[i]), py(ly[i])
            tx, ty = min(max(cx, spot.x), spot.x + spot.w), min(max(cy, spot.y), spot.y + spot.h)
            p.drawLine(QPointF(cx, cy), QPointF(tx, ty))
        f = bold if is_cmp else small
        p.setFont(f)
        p.setPen(color)
        p.drawText(QPointF(spot.x, spot.y + spot.h - QFontMetricsF(f).descent()), label[i])
    p.restore()

    # the key, under the axis name: plain text, each entry with the symbol its points have
    p.setFont(small)
    for (kind, color, text), box in zip(entries, key_boxes, strict=True):
        centre = QPointF(box.left() + KEY_SWATCH / 2, box.center().y())
        if kind == "vendor":
            c = QColor(color)
            p.setPen(QPen(c.darker(135), 0.7))
            p.setBrush(c)
            p.drawEllipse(centre, 3, 3)
        else:  # the hollow points' and the rented points' entries
            p.setPen(QPen(QColor(90, 90, 90), 1.2))
            p.setBrush(QColor("white"))
            if kind == "rented":
                p.drawPolygon(_diamond(centre.x(), centre.y(), 3.6))
            else:
                p.drawEllipse(centre, 3, 3)
        text_x = box.left() + KEY_SWATCH + KEY_GAP
        shown = fm.elidedText(text, Qt.TextElideMode.ElideRight, box.right() - text_x + 0.5)
        p.setPen(QColor(40, 40, 40))
        p.drawText(QPointF(text_x, box.center().y() - fm.height() / 2 + fm.ascent()), shown)
    return PrintedChart(plot, key, texts, key_boxes, {str(d.ids[sp.index]): label[sp.index] for sp in spots})


# the document -------------------------------------------------------------------------------------------------
#: the report's type sizes in points at scale 1: body, headings, table cells, footnote marks, small print
TYPE_PT = {"body": 9.5, "h1": 16.0, "h2": 12.0, "h3": 10.0, "cell": 8.5, "sup": 6.0, "small": 7.5}


def make_document(report: Report, chart: QImage | None, scale: float = 1.0) -> QTextDocument:
    """The report as a QTextDocument, its type at `scale` times the sizes above (the layout tries a little smaller
    type before it leaves a page holding a few lines)."""
    doc = QTextDocument()
    font = document_font()
    font.setPointSizeF(TYPE_PT["body"] * scale)
    doc.setDefaultFont(font)
    pt = {k: round(v * scale, 2) for k, v in TYPE_PT.items()}
    doc.setDefaultStyleSheet(
        f"h1 {{ font-size: {pt['h1']}pt; margin-bottom: 2px; }} h2 {{ font-size: {pt['h2']}pt; margin-top: 10px; }} "
        f"h3 {{ font-size: {pt['h3']}pt; }} h4 {{ font-size: {pt['body']}pt; font-weight: normal; margin-top: 6px; }} td, th {{ font-size: {pt['cell']}pt; }} sup {{ font-size: {pt['sup']}pt; }} "
        f".small, .small td, .small li {{ font-size: {pt['small']}pt; }}"
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


#: the text sits inside a 2 cm frame margin on the page (where the page number goes), the printer's own margins stay
#: small: 5 mm + 2 cm on each side, as QTextDocument.print_() lays it out
PRINTER_MARGIN_MM = 5.0
FRAME_MARGIN_CM = 2.0
#: a heading shares its page with at least this much of what follows it (in lines of body text)
KEEP_WITH_NEXT_LINES = 3


def page_layout(page: str = "A4", landscape: bool = False) -> QPageLayout:
    size = QPageSize(QPageSize.PageSizeId.Letter if page.lower() == "letter" else QPageSize.PageSizeId.A4)
    orientation = QPageLayout.Orientation.Landscape if landscape else QPageLayout.Orientation.Portrait
    m = PRINTER_MARGIN_MM
    return QPageLayout(size, orientation, QMarginsF(m, m, m, m), QPageLayout.Unit.Millimeter)


#: the resolution the document is laid out at (QTextDocument's own: CSS pixels, image sizes); pages are painted
#: scaled up to the device's resolution
LAYOUT_DPI = 96


def _layout_device() -> QImage:
    """A 96-dpi paint device for the layout, whatever the screen's resolution (the same pages on every machine)."""
    img = QImage(1, 1, QImage.Format.Format_RGB32)
    dpm = round(LAYOUT_DPI / 0.0254)
    img.setDotsPerMeterX(dpm)
    img.setDotsPerMeterY(dpm)
    return img


def paginate(doc: QTextDocument, device: QPagedPaintDevice) -> float:
    """Lay the document out in pages of `device`'s page (at 96 dpi), headings kept with what follows them;
    returns the frame margin in layout pixels. The PDF, the printer and the page count all use this one layout."""
    ref = _layout_device()
    doc.setProperty("layout_device", ref)  # the layout keeps a pointer: keep the image alive with the document
    doc.documentLayout().setPaintDevice(ref)
    margin = FRAME_MARGIN_CM / 2.54 * LAYOUT_DPI
    fmt = doc.rootFrame().frameFormat()
    fmt.setMargin(margin)
    doc.rootFrame().setFrameFormat(fmt)
    scale = LAYOUT_DPI / device.logicalDpiX(), LAYOUT_DPI / device.logicalDpiY()
    doc.setPageSize(QSizeF(device.width() * scale[0], device.height() * scale[1]))
    keep_headings_with_next(doc)
    return margin


#: the type scales tried, largest first, before a last page is left holding only a few lines
#: (0.84 since the campaign share's longer wall-clock moved the Chinese three-device report's table widths and its
#: export-control text onto a seventh page at 0.88)
SCALES = (1.0, 0.96, 0.92, 0.88, 0.84)
#: a last page filled less than this share of its height is an orphan page
ORPHAN_SHARE = 0.25


def last_page_share(doc: QTextDocument) -> float:
    """How much of its text height the last page fills (0-1)."""
    layout = doc.documentLayout()
    _finish_layout(doc)
    page_h = doc.pageSize().height()
    frame = doc.rootFrame().frameFormat()
    body = page_h - frame.topMargin() - frame.bottomMargin()
    end = layout.blockBoundingRect(doc.lastBlock()).bottom()
    last = (doc.pageCount() - 1) * page_h + frame.topMargin()
    return max(0.0, min(1.0, (end - last) / body)) if body > 0 else 1.0


#: the pages a meeting's report aims at: a longer one is set in the largest smaller type step that keeps to it
PAGE_TARGET = 6


def lay_out(report: Report, chart: QImage | None, device: QPagedPaintDevice) -> tuple[QTextDocument, float]:
    """The report built and paginated for `device`: at full size unless its last page would hold only a few lines
    or it runs past PAGE_TARGET pages; then at the largest slightly smaller type that pulls the lines back (on no
    more pages) or keeps to PAGE_TARGET; else the layout with the fewest pages, no orphan page and the largest type.
    Returns the document and its frame margin."""

    def laid(scale: float):
        doc = make_document(report, chart, scale)
        margin = paginate(doc, device)
        pages = doc.pageCount()
        return doc, margin, pages, pages > 1 and last_page_share(doc) < ORPHAN_SHARE

    first = laid(SCALES[0])
    _doc, _m, pages, orphan = first
    if not orphan and pages <= PAGE_TARGET:
        return first[0], first[1]
    tried = [first]
    for scale in SCALES[1:]:
        d = laid(scale)
        tried.append(d)
        if not d[3] and d[2] <= (PAGE_TARGET if pages > PAGE_TARGET else pages):
            return d[0], d[1]
    # nothing both pulled the lines back and kept the pages: the fewest pages first, then no orphan, then the
    # largest type
    best = min(zip(tried, SCALES, strict=False), key=lambda ts: (ts[0][2], ts[0][3], -ts[1]))[0]
    return best[0], best[1]


def _is_heading(block: QTextBlock) -> bool:
    return block.blockFormat().headingLevel() > 0


def _finish_layout(doc: QTextDocument) -> None:
    """Lay the whole document out now: Qt lays a changed document out lazily, a chunk at a time from the event loop
    (which the command line has none of), and would measure and draw the rest where it stood before the change."""
    doc.documentLayout().blockBoundingRect(doc.lastBlock())


def keep_headings_with_next(doc: QTextDocument) -> int:
    """Move a heading that would end a page to the next one (with a page break before it), keep a table that fits a
    page whole, and drop an asked-for page break that would leave the page before it nearly empty; returns how many
    moved."""
    _finish_layout(doc)
    page_h = doc.pageSize().height()
    # text ends at the page's bottom margin, not at its edge: a line laid out below it is drawn on the next page
    frame = doc.rootFrame().frameFormat()
    bottom, top = frame.bottomMargin(), frame.topMargin()
    always = QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore
    asked = set()  # the sections that ask for a page of their own (the report's HTML)
    block = doc.begin()
    while block.isValid():
        if block.blockFormat().pageBreakPolicy() & always:
            asked.add(block.blockNumber())
        block = block.next()
    _drop_wasteful_breaks(doc, page_h, top, bottom, asked)
    moved = _keep_with_next(doc, page_h, top, bottom)
    # the moves may have left a page before an asked-for break nearly empty: look again, once
    if _drop_wasteful_breaks(doc, page_h, top, bottom, asked):
        moved += _keep_with_next(doc, page_h, top, bottom)
    return moved


#: a table's frame reaches this far below its last row (border and padding): within it, the table still fits
TABLE_SLACK = 3.0


def _keep_with_next(doc: QTextDocument, page_h: float, top: float, bottom: float) -> int:
    """Headings kept with what follows them and tables kept whole, one move per pass, the topmost first: a move
    shifts only what is below it, so no later move undoes the reason for an earlier one (a break kept before a
    heading after the table above it moved on would leave a page half empty)."""
    moved = 0
    for _ in range(50):
        moves = [m for m in (_heading_move(doc, page_h, top, bottom), _table_move(doc, page_h, top, bottom)) if m]
        if not moves:
            break
        min(moves, key=lambda m: m[0])[1]()
        moved += 1
    return moved


def _heading_move(doc: QTextDocument, page_h: float, top: float, bottom: float):
    """The first heading (top down) that would end its page without what goes with it: (where, the move)."""
    layout = doc.documentLayout()
    block = doc.begin()
    while block.isValid():
        if (
            _is_heading(block)
            and not block.blockFormat().pageBreakPolicy() & QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore
        ):
            rect = layout.blockBoundingRect(block)
            nxt = block.next()
            # headings in a row ('Appendix' over 'Sources') go with what follows the last of them: one measured
            # alone went to the next page after its sub-heading had moved there, and held a page of its own
            while nxt.isValid() and _is_heading(nxt) and nxt.next().isValid():
                nxt = nxt.next()
            if nxt.isValid():
                below = layout.blockBoundingRect(nxt)
                line = QFontMetricsF(doc.defaultFont(), doc.documentLayout().paintDevice()).lineSpacing()
                # an image (a chart) cannot split: the heading stays with all of it; text, with a few lines
                whole = nxt.text() == "\ufffc"
                end = below.top() + (below.height() if whole else min(below.height(), KEEP_WITH_NEXT_LINES * line))
                # a table right under the heading (or under its one-line lead-in) that fits on a page stays whole
                # with it: the estimate's table was cut after its first row
                page = int(rect.top() // page_h)
                table = _table_after(doc, block)
                if table is not None:
                    box = layout.frameBoundingRect(table)
                    body = page_h - top - bottom
                    page_end = (page + 1) * page_h - bottom
                    if box.height() < body and not _may_split(doc, table, page_end, body, rect.top()):
                        end = max(end, box.bottom() - TABLE_SLACK)
                    elif box.top() < page_end:  # it may break: the heading goes with its first rows
                        head = table.format().headerRowCount()
                        rows = [
                            layout.blockBoundingRect(table.cellAt(r, 0).firstCursorPosition().block()).bottom()
                            for r in range(head, min(table.rows(), head + MIN_SPLIT_ROWS))
                        ]
                        end = max(end, *rows) if rows else end
                first_on_page = rect.top() % page_h <= top + 1
                if end > (page + 1) * page_h - bottom and not first_on_page:
                    return rect.top(), lambda block=block: _break_before(doc, block)
        block = block.next()
    return None


#: a page the document asks to end (a section that starts a page) is not left less full than this
WASTED_PAGE_SHARE = 0.3


def _drop_wasteful_breaks(doc: QTextDocument, page_h: float, top: float, bottom: float, asked: set[int]) -> bool:
    """A section that asks to start a new page does so only where the page before it is well filled: after a first
    page whose last table moved on (landscape, Letter), the page break would leave a page with a few lines."""
    layout = doc.documentLayout()
    body = page_h - top - bottom
    always = QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore
    dropped = False
    block = doc.begin().next()
    while block.isValid():
        if block.blockNumber() in asked and block.blockFormat().pageBreakPolicy() & always:
            prev_bottom = layout.blockBoundingRect(block.previous()).bottom()
            used = prev_bottom - (prev_bottom // page_h) * page_h - top
            if used < WASTED_PAGE_SHARE * body:
                _set_break(doc, block, QTextFormat.PageBreakFlag.PageBreak_Auto)
                dropped = True
                # ... unless the table the section opens with (one that fits a page) would then be cut: it keeps
                # its page, and the short page stays
                table = _table_after(doc, block)
                if table is not None:
                    box = layout.frameBoundingRect(table)
                    page = int(box.top() // page_h)
                    end = (page + 1) * page_h - bottom
                    cut = box.height() <= body and box.bottom() - TABLE_SLACK > end
                    if cut and not _may_split(doc, table, end, body, layout.blockBoundingRect(block).top()):
                        _set_break(doc, block, always)
                        dropped = False
        block = block.next()
    return dropped


def _set_break(doc: QTextDocument, block: QTextBlock, policy) -> None:
    cursor = QTextCursor(block)
    fmt = QTextBlockFormat()
    fmt.setPageBreakPolicy(policy)
    cursor.mergeBlockFormat(fmt)
    _finish_layout(doc)


def _table_after(doc: QTextDocument, heading: QTextBlock):
    """The table right under a heading, or under the few short lines that follow it, else None."""
    after = heading.next()
    for _ in range(LEAD_IN_BLOCKS + 1):
        if not after.isValid():
            return None
        table = QTextCursor(after).currentTable()
        if table is not None:
            return table
        after = after.next()
    return None


def _break_before(doc: QTextDocument, block: QTextBlock) -> None:
    cursor = QTextCursor(block)
    fmt = QTextBlockFormat()
    fmt.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
    cursor.mergeBlockFormat(fmt)
    _finish_layout(doc)


#: a table may break between rows (its header repeated) rather than leave this share of a page blank, when at least
#: MIN_SPLIT_ROWS of its rows stand on each side of the break
SPLIT_WHEN_BLANK = 0.3
MIN_SPLIT_ROWS = 4


def _may_split(doc: QTextDocument, frame, end: float, body: float, start: float | None = None) -> bool:
    """Whether a table that runs over a page's end (at `end`) may break there: moving it whole (with what goes
    with it, from `start`: its heading) would leave more than SPLIT_WHEN_BLANK of the page blank, and enough rows
    stand on each side (never one row alone)."""
    from PySide6.QtGui import QTextTable

    if not isinstance(frame, QTextTable):
        return False
    layout = doc.documentLayout()
    box = layout.frameBoundingRect(frame)
    if end - (box.top() if start is None else start) < SPLIT_WHEN_BLANK * body:
        return False
    head = frame.format().headerRowCount()
    bottoms = [
        layout.blockBoundingRect(frame.cellAt(r, 0).firstCursorPosition().block()).bottom()
        for r in range(head, frame.rows())
    ]
    before = sum(1 for b in bottoms if b <= end)
    return before >= MIN_SPLIT_ROWS and len(bottoms) - before >= MIN_SPLIT_ROWS


#: short paragraphs (at most 4 lines each) that may stand between a heading and the table it goes with
LEAD_IN_BLOCKS = 3


def _table_move(doc: QTextDocument, page_h: float, top: float, bottom: float):
    """The first table (top down) that runs over a page's end but fits on a page: (where, the move that starts a
    new page with it, the heading and the short lead-in above it). A table taller than a page breaks between rows,
    as it must."""
    layout = doc.documentLayout()
    body = page_h - top - bottom
    for frame in doc.rootFrame().childFrames():
        box = layout.frameBoundingRect(frame)
        page = int(box.top() // page_h)
        end = (page + 1) * page_h - bottom
        if box.bottom() - TABLE_SLACK <= end or box.height() > body:
            continue
        if box.top() % page_h <= top + 1:
            continue  # already at a page's top
        if _may_split(doc, frame, end, body):
            continue
        # the heading right above the table, or above a short lead-in line under it, goes with the table
        line = QFontMetricsF(doc.defaultFont()).lineSpacing()
        anchor = doc.findBlock(max(0, frame.firstPosition() - 1))
        heading = None
        # up to three short lines of lead-in (a sentence, a legend) between the heading and its table
        for _ in range(LEAD_IN_BLOCKS + 1):
            if not anchor.isValid() or anchor.position() >= frame.firstPosition():
                break
            if _is_heading(anchor):
                heading = anchor
                break
            if layout.blockBoundingRect(anchor).height() > 4 * line:
                break
            anchor = anchor.previous()
        if heading is not None and layout.blockBoundingRect(heading).top() % page_h > top + 1:
            return layout.blockBoundingRect(heading).top(), lambda heading=heading: _break_before(doc, heading)

        def move(frame=frame):
            fmt = frame.frameFormat()
            fmt.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
            frame.setFrameFormat(fmt)
            _finish_layout(doc)

        return box.top(), move
    return None


def render_pages(doc: QTextDocument, device: QPagedPaintDevice, margin: float) -> int:
    """Paint a paginated document page by page, numbered at the bottom right as print_() numbers them."""
    painter = QPainter(device)
    if not painter.isActive():
        raise UserError(Msg("the report could not be drawn on this printer or file"))
    try:
        body = QRectF(0, 0, doc.pageSize().width(), doc.pageSize().height())
        sx, sy = device.logicalDpiX() / LAYOUT_DPI, device.logicalDpiY() / LAYOUT_DPI
        font = QFont(doc.defaultFont())
        fm = QFontMetricsF(font, device)
        pages = doc.pageCount()
        carried = _carried_over(doc, body.height())
        for i in range(pages):
            if i:
                device.newPage()
            view = QRectF(0, i * body.height(), body.width(), body.height())
            painter.save()
            painter.scale(sx, sy)
            painter.translate(0, -view.top())
            painter.setClipRect(view)
            ctx = QAbstractTextDocumentLayout.PaintContext()
            ctx.clip = view
            ctx.palette.setColor(QPalette.ColorRole.Text, QColor("black"))
            # Qt draws a paragraph from the last line above the clip, not the first inside it: the line that ended
            # the page before would be drawn again (clipped, out of sight, but in the file's text: found twice by a
            # search, copied twice). A paragraph carried over from the page before is drawn here line by line.
            # (drawn first: the file's text keeps the reading order)
            held = carried.get(i, [])
            painter.setPen(QColor("black"))
            for block in held:
                layout = block.layout()
                for n in range(layout.lineCount()):
                    line = layout.lineAt(n)
                    if line.y() + layout.position().y() >= view.top():
                        line.draw(painter, layout.position())
            for block in held:
                block.setVisible(False)
            try:
                doc.documentLayout().draw(painter, ctx)
            finally:
                for block in held:
                    block.setVisible(True)
            painter.restore()
            number = str(i + 1)  # in device pixels, the font at the device's resolution
            painter.setFont(font)
            painter.setPen(QColor("black"))
            x = (body.width() - margin) * sx - fm.horizontalAdvance(number)
            y = (body.height() - margin) * sy + fm.ascent() + 5 * device.logicalDpiY() / 72
            painter.drawText(QPointF(x, y), number)
    finally:
        painter.end()
    return pages


def _carried_over(doc: QTextDocument, page_h: float) -> dict[int, list[QTextBlock]]:
    """The paragraphs of the main text that start on one page and go on to the next: {the page they go on to:
    the paragraphs}."""
    layout = doc.documentLayout()
    root = doc.rootFrame()
    carried: dict[int, list[QTextBlock]] = {}
    block = doc.begin()
    while block.isValid():
        if block.isVisible() and QTextCursor(block).currentFrame() == root and block.layout().lineCount() > 1:
            rect = layout.blockBoundingRect(block)
            for page in range(int(rect.top() // page_h) + 1, int(rect.bottom() // page_h) + 1):
                carried.setdefault(page, []).append(block)
        block = block.next()
    return carried


def print_report(report: Report, chart: QImage | None, device: QPagedPaintDevice) -> int:
    """The report on a printer (or a preview's printer); returns the number of pages."""
    doc, margin = lay_out(report, chart, device)
    return render_pages(doc, device, margin)


def write_pdf(report: Report, chart: QImage | None, path: str | Path, page: str = "A4", landscape: bool = False) -> int:
    """Write the report to a PDF (".pdf" added to a name without it); returns the number of pages the file has.

    All or nothing: drawn into a temporary file beside the target, checked (a whole PDF with the pages laid out),
    then renamed over it, so a kill, a full disk or an unwritable folder never leaves a broken or half file."""
    from gpucompare.paths import atomic_output, written_path

    name = written_path(path, ".pdf").name
    drawn: list[int] = []
    with atomic_output(path, ".pdf", check=lambda tmp: check_pdf(tmp, drawn[0], name)) as tmp:
        writer = QPdfWriter(str(tmp))
        writer.setResolution(PRINT_DPI)
        writer.setPageLayout(page_layout(page, landscape))
        writer.setTitle(report.title)
        writer.setCreator("gpucompare")
        doc, margin = lay_out(report, chart, writer)
        drawn.append(render_pages(doc, writer, margin))
        del writer  # flushes the file
        mend_text_layer(tmp, doc.toPlainText() + report.title + "0123456789", text_fonts(doc))
    pages = drawn[0]
    return pages


# the text layer ------------------------------------------------------------------------------------------------
def text_fonts(doc: QTextDocument) -> list[QRawFont]:
    """The fonts a document's text is set in (each family of its font, regular and bold), as raw fonts whose
    character-to-glyph maps `mend_text_layer` reads."""
    out = []
    # the document's families, and the CJK family Qt falls back on for a Chinese name in an English report
    families = list(doc.defaultFont().families() or [doc.defaultFont().family()])
    cjk = chinese_font()
    if cjk and cjk not in families:
        families.append(cjk)
    for family in families:
        for bold in (False, True):
            f = QFont(doc.defaultFont())
            f.setFamilies([family])
            f.setBold(bold)
            raw = QRawFont.fromFont(f)
            if raw.isValid():
                out.append(raw)
    return out


_FONT_DICT = re.compile(rb"/BaseFont\s*/([^\s/<>\[\]()]+)[^>]*?/ToUnicode\s+(\d+)\s+0\s+R")
_STREAM = rb"\n%d 0 obj\s*<<\s*/Length (\d+)\s*>>\s*stream\r?\n"
_HEX4 = re.compile(rb"<([0-9A-Fa-f]{4})>")


def _squash(name: str | bytes) -> str:
    if isinstance(name, bytes):
        name = name.decode("latin-1")
    return re.sub(r"[^a-z0-9]", "", name.split("+")[-1].lower())


def mend_text_layer(path: Path, text: str, fonts: list[QRawFont]) -> int:
    """Make each glyph of the PDF's text layer read back as the character the text used; returns how many
    entries changed.

    Qt's PDF writer names a glyph by the lowest code point the font maps to it; a CJK font maps a Kangxi radical
    and its ideograph to one glyph (⽐ U+2F50 and 比 U+6BD4), so copying, searching and pdftotext got radicals.
    Each font's ToUnicode map is rewritten in place: a code point the text never uses becomes the one character
    of the text that the same font draws with the same glyph. Same-length edits (four hex digits for four), so
    the file's offsets hold."""
    used = {ch for ch in text if ord(ch) < 0x10000}
    if not used or not fonts:
        return 0
    chars = "".join(sorted(used))
    # per font: glyph -> the characters of the text drawn with it (BMP only: one glyph index per character)
    by_glyph = []
    for raw in fonts:
        glyphs: dict[int, set[str]] = {}
        for ch, g in zip(chars, raw.glyphIndexesForString(chars), strict=False):
            if g:
                glyphs.setdefault(g, set()).add(ch)
        by_glyph.append((_squash(raw.familyName()), raw, glyphs))
    data = bytearray(Path(path).read_bytes())
    changed = 0
    for m in _FONT_DICT.finditer(data):
        base, obj = _squash(m.group(1)), int(m.group(2))
        own = [x for x in by_glyph if x[0] and base.startswith(x[0])] or by_glyph
        s = re.search(_STREAM % obj, data)
        if s is None:
            continue
        start, end = s.end(), s.end() + int(s.group(1))
        cmap = bytes(data[start:end])
        if b"/Filter" in data[s.start() : s.end()]:
            continue  # a compressed map is left as it is (Qt writes them plain)

        def fix(hit: re.Match, own=own) -> bytes:
            nonlocal changed
            ch = chr(int(hit.group(1), 16))
            if ch in used:
                return hit.group(0)
            found = set()
            for _name, raw, glyphs in own:
                g = raw.glyphIndexesForString(ch)
                if g and g[0]:
                    found |= glyphs.get(g[0], set())
            if len(found) != 1:
                return hit.group(0)
            changed += 1
            return b"<%04X>" % ord(found.pop())

        # only destinations: in a bfrange line the first two codes are glyph ids (a range 'a b start' is changed
        # only where it is one glyph long), in a bfchar line the first one
        out, section = [], b""
        for line in cmap.split(b"\n"):
            if line.endswith((b"beginbfrange", b"beginbfchar")):
                section = line.rsplit(b" ", 1)[-1]
            elif line.startswith((b"endbfrange", b"endbfchar")):
                section = b""
            codes = list(_HEX4.finditer(line))
            if section == b"beginbfchar" and len(codes) == 2:
                skip = 1
            elif section == b"beginbfrange" and (b"[" in line or (len(codes) == 3 and codes[0][1] == codes[1][1])):
                skip = 2
            else:
                out.append(line)
                continue
            cut = codes[skip].start()
            out.append(line[:cut] + _HEX4.sub(fix, line[cut:]))
        new = b"\n".join(out)
        if len(new) == len(cmap):
            data[start:end] = new
    if changed:
        Path(path).write_bytes(bytes(data))
    return changed


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
    """Pages the report takes on a page size, from the same layout the PDF gets (no file is written)."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        writer = QPdfWriter(str(Path(tmp) / "count.pdf"))
        writer.setResolution(PRINT_DPI)
        writer.setPageLayout(page_layout(page, landscape))
        doc, _margin = lay_out(report, chart, writer)
        n = doc.pageCount()
        del writer
    return n


def _diamond(x: float, y: float, r: float) -> QPolygonF:
    """A diamond of half-diagonal r around (x, y): the marker of a rented figure."""
    return QPolygonF([QPointF(x, y - r), QPointF(x + r, y), QPointF(x, y + r), QPointF(x - r, y)])
