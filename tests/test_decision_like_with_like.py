"""The buy-or-rent answer compares like with like: a bought device is weighed against a rental of the same device
when one is given, even when another device rents for less; when only another device's rental is given, the answer
says plainly that it weighs two devices, why, and their training times (the report's first page said 'Renting (H100)
costs $5.96M less than buying (H800)' as if it were one device's choice)."""

import json

from gpucompare.cli import run
from gpucompare.i18n import chinese_text, localize

RUN = ["estimate", "--count", "256", "--workload", "Llama 2 70B", "--json"]


def _decisions(capsys, tmp_path, *devices):
    argv = ["--home", str(tmp_path / "home"), *RUN]
    for d in devices:
        argv += ["--device", d]
    assert run(argv) == 0
    return json.loads(capsys.readouterr().out)["decision"]


def test_two_devices_are_said_to_be_two(capsys, tmp_path):
    (d,) = _decisions(capsys, tmp_path, "H800 SXM5:buy", "p5.48xlarge:on-demand")
    assert "H800" in d["owned"] and "H100" in d["rented"]
    assert d["summary"].startswith("This weighs two different devices: buying H800 SXM5 80GB against renting")
    assert "days on the one and" in d["summary"]
    assert d["summary_zh"].startswith("此处比较的是两种不同的设备")


def test_a_purchase_is_weighed_against_the_same_devices_rental(capsys, tmp_path):
    # the H800 rented at 0.10 USD a device-hour is the cheapest rental by far, but the bought H100's partner is the
    # H100's own rental; the bought H800's is the H800's
    ds = _decisions(capsys, tmp_path, "H100 SXM5:buy", "p5.48xlarge:on-demand", "H800 SXM5:buy", "H800 SXM5:hourly=0.1")
    by_owned = {d["owned"].split(",")[0]: d for d in ds}
    h100, h800 = by_owned["H100 SXM5 80GB"], by_owned["H800 SXM5 80GB"]
    assert h100["rented"].startswith("H100 SXM5 80GB") and "two different devices" not in h100["summary"]
    assert h800["rented"].startswith("H800 SXM5 80GB") and "two different devices" not in h800["summary"]


def test_the_note_reads_in_chinese_without_english():
    from types import SimpleNamespace

    from gpucompare.core.decision import Decision

    def costing(name, hours):
        return SimpleNamespace(inputs={"device": SimpleNamespace(id=name, display_name=name)}, run_hours=hours)

    d = Decision(costing("H800", 118 * 24), costing("H100", 115 * 24), 0, 0, (0, 0), 0, None, (None, None))
    note = d.devices_note()
    assert "118 days on the one and 115 days on the other" in note
    zh = chinese_text(lambda: localize(note))
    assert "在前者上需 118 天，在后者上需 115 天" in zh and "days" not in zh
    same = Decision(costing("H100", 1), costing("H100", 1), 0, 0, (0, 0), 0, None, (None, None))
    assert same.devices_note() is None


def test_the_chinese_decision_has_no_space_after_a_full_stop(capsys, tmp_path):
    (d,) = _decisions(capsys, tmp_path, "H800 SXM5:buy", "p5.48xlarge:on-demand")
    assert "。 " not in d["summary_zh"] and "影响最大的因素" in d["summary_zh"]


def test_a_short_run_is_said_in_hours_not_hundredths_of_a_day():
    from types import SimpleNamespace

    from gpucompare.core.decision import Decision

    def costing(name, hours):
        return SimpleNamespace(inputs={"device": SimpleNamespace(id=name, display_name=name)}, run_hours=hours)

    d = Decision(costing("Gaudi2", 1.67), costing("H100", 1.06), 0, 0, (0, 0), 0, None, (None, None))
    note = str(d.devices_note())
    assert "1.67 hours on the one and 1.06 hours on the other" in note, note
    assert "0.0" not in note
