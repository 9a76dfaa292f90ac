"""One estimate, the same figures on every face (ux226): a purchase meeting reads the run's time, its band, its
device-hours, its cost and cost band, the break-even and the buy-or-rent saving in the command line's text, its JSON,
the window's panel and the report, and each reads the same figure in the same unit ('2.70 hours' on one face, never
'162 minutes' or '0.112 days' on another; '-$0.623M' beside '-$2.88M', never '-$623,000'). One function decides each
figure's unit and rounding for all faces: durations (times), money (amounts and their ends), results.count_text
(device-hours), Decision.saving_text (the saving over the band)."""

from __future__ import annotations

import json
import re

from gpucompare.cli import run
from gpucompare.i18n import localize

from .conftest import H100, H800

# a run of hours on 64 devices: one bought at its reference price, one rented, so every cost row and a decision show
CLI = ["estimate", "--device", "H800:buy", "--device", "p5.48xlarge:on-demand", "--count", "64"]
CLI += ["--params", "1B", "--tokens", "20B"]


def _scenario(window):
    s = window.session
    s.set_comparison([H800, H100])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("custom"))
    panel.params.setValue(1.0)  # billions
    panel.tokens.setValue(20.0)  # billions
    panel.count.setValue(64)
    panel.set_device_basis(H800, "reference")  # bought at the reference price
    panel.set_device_rent(H100, "p5.48xlarge", "on-demand")
    panel.run()
    return panel


def _plain(html: str) -> str:
    text = re.sub(r"<[^>]+>", " ", html).replace("&nbsp;", " ")
    for a, b in (("&amp;", "&"), ("&lt;", "<"), ("&gt;", ">"), ("&#x27;", "'"), ("&#39;", "'"), ("&quot;", '"')):
        text = text.replace(a, b)
    return " ".join(text.split())


def _cli_rows(out: str, label: str) -> list[str]:
    """The values after `label` in the command line's results tables (one per device), marks dropped."""
    rows = [ln for ln in out.splitlines() if ln.startswith("  " + label + " ")]
    return [ln[len(label) + 2 :].strip().removesuffix(" *") for ln in rows]


def _cost_cells(out: str, label: str) -> list[str]:
    line = next(ln for ln in out.splitlines() if ln.strip().startswith(label))
    return re.split(r"\s{2,}", line.strip())[1:]


def test_one_estimate_reads_the_same_on_the_command_line_its_json_the_panel_and_the_report(
    window, capsys, _isolated_home
):
    panel = _scenario(window)
    keys = [k for k, _ in panel.ROWS]

    def cell(key: str, j: int) -> str:
        text = " ".join(panel.table.item(keys.index(key), j).text().split())  # a wrapped cell reads as one line
        return text.removesuffix(" *")

    home = ["--home", str(_isolated_home)]
    assert run([*home, *CLI]) == 0
    text = capsys.readouterr().out
    assert run([*home, *CLI, "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    report = _plain(window.report_dialog("pdf").build()[0].html)

    times = {"wall_days": "Wall-clock", "band": "Band P10–P90", "steady_days": "Steady state"}
    for key, label in {**times, "device_hours": "Device-hours"}.items():
        cli = _cli_rows(text, label)
        js = [next(r["text"] for r in e["results"] if r["key"] == key) for e in doc["estimates"]]
        gui = [cell(key, j) for j in range(2)]
        assert cli == js == gui, (key, cli, js, gui)
        if key in times:
            # a time with its unit, the same unit for every time of the comparison ('2.70 hours', '1.38–8.58 hours')
            assert all(v.endswith(" hours") for v in cli), (key, cli)
        if key in ("wall_days", "band"):
            # the report's first page says the fastest run's time and band as the table does
            for v in cli:
                assert v in report, (key, v)
    fastest = re.search(r"Fastest: [^,]+, (\S+ \w+) \(band (\S+ \w+)\)", report)
    assert fastest and fastest.group(1) in _cli_rows(text, "Wall-clock"), fastest
    assert fastest.group(2) in _cli_rows(text, "Band P10–P90"), fastest
    # the band's sentence among the assumptions reads it in the table's unit too
    for cli_band in _cli_rows(text, "Band P10–P90"):
        assert f"Band {cli_band} (steady state " in text

    # the money: the run's cost and its band, the break-even, in one unit a row
    run_cost = [c.removesuffix(" †") for c in _cost_cells(text, "run cost (USD)")]
    band = [c.removesuffix(" †") for c in _cost_cells(text, "run cost band (USD)")]
    gui_cost = [cell("cost", j).split(" ")[0] for j in range(2)]  # the old price's mark goes under the figure
    assert run_cost == gui_cost, (run_cost, gui_cost)
    assert band == [cell("cost_band", j).split(" ")[0] for j in range(2)], band
    for v in run_cost + band:
        assert v in report, v
    # a run's cost and its band read across the options in one unit (tco.run_cost_scale): never '$229,000–915,000'
    # beside '$0.39–1.56M'
    assert len({re.search(r"[MB]?$", v).group() for v in run_cost + band}) == 1, (run_cost, band)
    assert _cost_cells(text, "break-even (buy vs rent)")[0] == cell("break_even", 0)

    # the decision: what renting or buying saves over the band, said alike on every face, its ends in one unit
    (decision,) = doc["decision"]
    saving = decision["saving_over_band"]
    assert saving in text and saving in " ".join(panel.decision_view.summary.text().split()) and saving in report
    for s in decision["sensitivity"][:3]:
        # each input's margin at the two ends of its range: the command line's and the report's in one unit
        lo, hi = (v for v in (s["margin_at_low"], s["margin_at_high"]))
        from gpucompare.core.money import format_money_ends

        a, b = format_money_ends(lo, hi, "USD")
        assert f"margin {a} to {b}" in text, (a, b)
        assert f"{a} {b}" in report or f"margin {a} to {b}" in report, (a, b)
        assert {a[-1], b[-1]} <= set("M0123456789"), (a, b)
        unit = {x[-1] == "M" for x in (a, b)}
        assert len(unit) == 1, (a, b)  # both ends in one unit: never '-$2.88M to -$623,000'


def test_the_chinese_faces_read_the_same_figures(window, capsys, _isolated_home):
    """The same in Chinese: the panel and the report write the time as the command line's --lang zh_CN JSON does."""
    from gpucompare.i18n import chinese_text
    from gpucompare.qtkit import i18n as qt_i18n

    panel = _scenario(window)
    keys = [k for k, _ in panel.ROWS]
    english = [" ".join(panel.table.item(keys.index("wall_days"), j).text().split()) for j in range(2)]
    with qt_i18n.language("zh_CN"):
        panel.run()
        zh = [" ".join(panel.table.item(keys.index("wall_days"), j).text().split()) for j in range(2)]
        report = _plain(window.report_dialog("pdf").build()[0].html)
    # the same figure, the unit in Chinese ('2.70 hours' -> '2.70 小时')
    for en, z in zip(english, zh, strict=True):
        figure = en.split(" ")[0]
        assert z.startswith(figure + " ") and "小时" in z, (en, z)
        assert z.removesuffix(" *") in report, z
    e = panel.results[H800]
    assert chinese_text(lambda: localize(next(r["text"] for r in e.results if r["key"] == "wall_days"))) in zh[0]
