"""The estimate panel as a user reads a short run (ux167): its times in the unit they read in ('45.4 seconds',
'2.12–15.5 hours'), never a fraction of a day under a '(days)' header, the same text the command line prints."""

import json

from gpucompare.cli import run

H100 = "nvidia-h100-sxm5-80gb"


def test_a_short_run_reads_in_seconds_or_minutes_in_the_panel(window, capsys):
    window.session.set_comparison([H100])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("custom"))
    panel.params.setValue(0.1)
    panel.tokens.setValue(0.01)
    panel.count.setValue(8)
    panel.run()
    labels = [panel.table.verticalHeaderItem(r).text() for r in range(panel.table.rowCount())]
    wall = panel.table.item(labels.index("Wall-clock"), 0).text()
    band = panel.table.item(labels.index("Band P10–P90"), 0).text()
    assert wall.endswith((" seconds", " minutes")) and "0.0" not in wall, wall
    assert band.endswith((" seconds", " minutes")) and "days" not in band, band
    argv = ["estimate", "--device", H100, "--count", "8", "--params", "0.1B", "--tokens", "10M", "--json"]
    assert run(argv) == 0
    out = json.loads(capsys.readouterr().out)
    # the panel writes the estimate's times in one unit chosen from all of them (durations.duration_unit, as the
    # command line's table and the report do); the JSON's results text says each time in its own unit. Since the
    # refit of 2026-12-07 (a job's fixed time 164 s) the wall-clock is minutes and the steady state seconds: the
    # panel shows the command line's figure in the table's one unit
    from gpucompare.core.durations import duration_in, duration_unit

    times = [out["wall_days"], out["steady_days"], out["band"]["wall_days_low"], out["band"]["wall_days_high"]]
    assert str(duration_in(out["wall_days"], duration_unit(times))) == wall.rstrip(" *")
