"""A one-device report reads as one device ('1 device', never '1 devices'), and a run that does not fit in memory
says so in the first page's training-time row instead of '— (—–—)'."""

import datetime as dt

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.workloads import find_preset
from gpucompare.qtkit import i18n as qt_i18n
from gpucompare.report.assemble import report_input
from gpucompare.report.builder import build_report


def _report(tmp_path, monkeypatch, count):
    monkeypatch.setenv("GPUCOMPARE_HOME", str(tmp_path / "home"))
    cat = bundled_catalog()
    inp = report_input(
        cat, [cat.resolve("RTX 4090")], workload=find_preset("llama2-7b"), count=count, date=dt.date(2026, 12, 5)
    )
    return build_report(inp).html


def test_one_device_and_a_run_that_does_not_fit(tmp_path, monkeypatch):
    html = _report(tmp_path, monkeypatch, 1)
    assert "· 1 device ·" in html and "1 devices" not in html
    assert "does not fit" in html and "—–—" not in html


def test_in_chinese(tmp_path, monkeypatch):
    with qt_i18n.language("zh_CN"):
        html = _report(tmp_path, monkeypatch, 1)
    assert "· 1 种设备 ·" in html and "放不下" in html and "—–—" not in html


def test_the_chart_caption_counts_agree():
    import numpy as np

    from gpucompare.core.chart import ChartData
    from gpucompare.report.builder import _chart_caption

    def data(n_points, left_out, stale_out, stale, aged):
        z = np.zeros(n_points)
        return ChartData(
            ids=z, names=z, vendors=z, x=z + 1, y=z + 1, x_low=z, x_high=z, x_label="", y_label="", y_unit="",
            currency="USD", hourly=False, left_out=left_out, stale_out=stale_out,
            stale=np.array([True] * stale + [False] * (n_points - stale)),
            aged=np.array([True] * aged + [False] * (n_points - aged)),
        )  # fmt: skip

    one = _chart_caption(data(3, 1, 1, 1, 1), "2026-12-05")
    assert "1 device has no price under this basis and is left out." in one
    assert "1 device with a price older than 18 months is left off." in one
    assert "1 of the points has a price older than 18 months." in one
    assert "1 of the points has a price over 6 months old" in one
    many = _chart_caption(data(3, 2, 2, 2, 2), "2026-12-05")
    assert "2 devices have no price" in many and "2 of the points have a price older" in many
