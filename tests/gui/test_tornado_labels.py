"""The Decision tab's tornado names each input whole (on two lines when its column is narrow), in English and
Chinese; it cut 'Training time (utilization band)' to 'Training time (utilization b…' in a 540-pixel tab. Its ends
are to three significant figures ('-$659,000', not '-$658,755')."""

import pytest

from gpucompare.core.decision import INPUTS
from gpucompare.gui.tornado import Tornado
from gpucompare.i18n import tr


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("width", [540, 420])
def test_every_input_name_is_drawn_whole(qtbot, lang, width):
    from gpucompare.qtkit import i18n as qt_i18n

    with qt_i18n.language(lang):
        names = [tr(label) for label in INPUTS.values()]
        t = Tornado()
        qtbot.addWidget(t)
        t.resize(width, 300)
        t.set_rows([(n, "x", -1e7, -6.6e5, False) for n in names], -8.7e6, "USD")
        w = t.label_width()
        assert w <= int(width * 0.4)
        for n in names:
            assert t.label_shown(n, w) == n, (n, w)
        t.grab()  # paints without error


def test_a_name_two_lines_cannot_hold_is_cut_with_an_ellipsis(qtbot):
    t = Tornado()
    qtbot.addWidget(t)
    t.resize(300, 200)
    long = "word " * 40
    t.set_rows([(long, "x", -1.0, 1.0, True)], 0.0, "USD")
    shown = t.label_shown(long, t.label_width())
    assert shown.endswith("…") and len(shown) < len(long)


@pytest.mark.parametrize("width", [330, 200, 90])
def test_a_bars_amounts_are_never_cut_in_a_narrow_tab(qtbot, width):
    """The review's Decision tab drew 'each run's band of wall time, low to high: -$16.1M … -$6.28', its last M cut
    off: the words before the amounts give way first."""
    from PySide6.QtGui import QFont, QFontMetrics

    fm = QFontMetrics(QFont())
    rng, ends = "each run's likely training time, fastest to slowest", "-$16.1M … -$6.28M"
    shown = Tornado.caption_shown(rng, ends, fm, width)
    assert shown.endswith(ends)
    assert fm.horizontalAdvance(shown) <= max(width, fm.horizontalAdvance(ends))
    assert Tornado.caption_shown(rng, ends, fm, 2000) == f"{rng}: {ends}"  # whole when it fits
    if shown != ends:
        assert shown.startswith("each") and "…:" in shown
