"""The Training estimate tab shows a run's days as the command line and the report do (three significant figures,
from the core's one results table), in English and Chinese: Llama 3 70B on 256 H100 is '1,055' days with its band
in whole days with its unit ('1,055 days'), not '1,055.0 (618.7 – 2,677.9)'."""

import pytest

from gpucompare.core.estimate.results import count_text, duration_range_text, duration_text
from gpucompare.i18n import localize
from tests.conftest import open_window

from .conftest import H100


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_estimate_tab_days_have_three_figures(lang, qtbot, _isolated_home):
    win = open_window(qtbot, _isolated_home, lang)
    try:
        win.session.set_comparison([H100])
        win.estimate_dock.raise_()
        panel = win.estimate
        panel.workload.setCurrentIndex(panel.workload.findData("llama3-70b"))
        panel.count.setValue(256)
        panel.run()
        e = panel.results[H100]
        keys = [k for k, _ in panel.ROWS]
        t = panel.table
        wall = t.item(keys.index("wall_days"), 0).text()
        band = t.item(keys.index("band"), 0).text()
        # the time with its unit in the reader's language ('972 days', '972 天'), hundreds of days in whole days
        assert wall == localize(duration_text(e.wall_days)) and "." not in wall
        assert band == localize(duration_range_text(e.band["wall_days_low"], e.band["wall_days_high"]))
        assert t.item(keys.index("steady_days"), 0).text() == localize(duration_text(e.steady_days))
        assert t.item(keys.index("device_hours"), 0).text() == count_text(e.device_hours)  # '5.88M', not 5,875,694
    finally:
        win.shutdown()
        from gpucompare.qtkit import i18n as qt_i18n

        qt_i18n.install("en")
