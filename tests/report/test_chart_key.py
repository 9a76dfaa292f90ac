"""The printed chart's key: a strip under the plot (never over a point), an entry per vendor drawn plus the hollow
and diamond entries when the chart has such points, wrapping onto more lines when the width runs out."""

import dataclasses
import datetime as dt

import numpy as np
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.chart import vendor_color
from gpucompare.qtkit.report_doc import CHART_H, CHART_W, paint_chart
from gpucompare.report.assemble import report_input

CAT = bundled_catalog()
DEVICES = [CAT.resolve(n) for n in ("A100 SXM4 80GB", "H100 SXM5 80GB", "H800")]


def paint(d, w=CHART_W, h=CHART_H, compared=()):
    img = QImage(int(w), int(h), QImage.Format.Format_RGB32)
    img.fill(QColor("white"))
    p = QPainter(img)
    try:
        printed = paint_chart(p, QRectF(0, 0, w, h), d, set(compared))
    finally:
        p.end()
    return img, printed


def chart(**kw):
    return report_input(CAT, DEVICES, date=dt.date(2026, 12, 3), **kw).chart


def test_key_lies_under_the_plot_and_names_every_vendor_drawn():
    # Gaudi 2's price is old: off the default chart unless compared, as here (a fifth vendor in the key)
    compared = [*DEVICES, CAT["intel-gaudi2"]]
    d = report_input(CAT, compared, date=dt.date(2026, 12, 3)).chart
    img, printed = paint(d, compared={x.id for x in compared})
    vendors = list(dict.fromkeys(str(v) for v in d.vendors))
    assert len(vendors) >= 5  # NVIDIA, AMD, Intel, Huawei, ... : the case that used to crowd the plot
    # below the plot and its axis labels, inside the image
    assert printed.key.top() > printed.plot.bottom() + 10
    assert printed.key.bottom() <= CHART_H and printed.key.left() >= printed.plot.left() - 0.5
    assert printed.key.right() <= printed.plot.right() + 0.5
    # each vendor drawn, once, in the order first drawn, then the hollow points' entry (H800's China price)
    assert printed.key_entries[: len(vendors)] == vendors
    assert printed.key_entries[len(vendors) :] == ["Hollow: China market price"]
    for box in printed.key_boxes:
        assert printed.key.contains(box.center()) and box.top() > printed.plot.bottom()
    # each vendor's swatch is painted in its colour
    for vendor, box in zip(vendors, printed.key_boxes, strict=False):
        want = QColor(vendor_color(vendor))
        got = img.pixelColor(int(box.left() + 3.5), int(box.center().y()))
        assert max(abs(got.red() - want.red()), abs(got.green() - want.green()), abs(got.blue() - want.blue())) < 40
    # entries on one line do not overlap
    for a, b in zip(printed.key_boxes, printed.key_boxes[1:], strict=False):
        assert b.left() >= a.right() or b.top() >= a.bottom()


def test_key_lists_rented_points_as_a_diamond_entry():
    devices = [CAT.resolve(n) for n in ("H100 SXM5 80GB", "TPU v6e", "Trainium2")]
    d = report_input(CAT, devices, basis="hour:owned+rented", date=dt.date(2026, 12, 3)).chart
    _img, printed = paint(d)
    assert printed.key_entries[-1].startswith("Hollow diamond: rented")
    assert printed.key.top() > printed.plot.bottom()


def test_key_wraps_onto_more_lines_in_a_narrow_chart_and_the_plot_makes_room():
    d = chart()
    _img, wide = paint(d)
    _img, narrow = paint(d, w=320)
    lines = len({round(b.top(), 3) for b in narrow.key_boxes})
    assert lines > len({round(b.top(), 3) for b in wide.key_boxes})
    assert narrow.key.height() > wide.key.height() and narrow.plot.height() < wide.plot.height()
    assert narrow.key.top() > narrow.plot.bottom() and narrow.key.bottom() <= CHART_H
    for box in narrow.key_boxes:
        assert narrow.key.left() - 0.5 <= box.left() and box.right() <= narrow.key.right() + 0.5


def test_a_hostile_vendor_name_stays_plain_and_inside_the_strip():
    d = chart()
    long_name = "<b>Vendor</b> " * 40
    vendors = np.array([long_name if i == 0 else str(v) for i, v in enumerate(d.vendors)], dtype=object)
    _img, printed = paint(dataclasses.replace(d, vendors=vendors))
    assert printed.key_entries[0] == long_name
    first = printed.key_boxes[0]
    assert first.width() <= printed.key.width() + 0.5  # its text is cut short with "…", not run off the image
    assert printed.key_boxes[1].top() > first.top()  # the next entry starts a new line
