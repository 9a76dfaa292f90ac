"""Counts agree in number on every face through one function (i18n.plural), and a term that does not apply is not
listed: the assumptions said 'stragglers x1 on 1 devices' (and 'x1 on 256 devices' with no jitter modelled), a
one-device purchase 'Owned: 1 devices bought at ... each', a one-card instance '... for 1 devices'."""

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import estimate
from gpucompare.core.estimate.assumptions import efficiency
from gpucompare.core.workloads import custom_workload
from gpucompare.i18n import N_, Msg, chinese_text, localize, plural


def test_plural_picks_the_form_that_agrees():
    one, many = N_("{n} device"), N_("{n} devices")
    assert Msg(plural(1, one, many), n=1) == "1 device"
    assert Msg(plural(256, one, many), n=256) == "256 devices"
    assert Msg(plural(0, one, many), n=0) == "0 devices"


def _words(e) -> str:
    return " ".join(str(a) for a in e.assumptions)


def test_no_straggler_term_when_it_costs_nothing():
    cat = bundled_catalog()
    for n in (1, 256):
        e = estimate(cat.resolve("H100 SXM5 80GB"), custom_workload(7e9, 1e11), n)
        text = _words(e)
        assert "stragglers x1 " not in text and "1 devices" not in text, text
        assert "Shape efficiency" in text


def test_a_straggler_term_that_costs_something_is_named_and_agrees():
    r = {"gemm_factor": 1.0, "micro_batch_tokens": 4096, "elementwise_factor": 1.2, "straggler_factor": 1.05}

    class W:
        hidden = 8192

    arr = {"elementwise_bytes": 890.8, "straggler_sigma": 0.02, "n": 256}
    assert "stragglers x1.05 on 256 devices." in efficiency(r, W, arr)
    assert "stragglers x1.05 on 1 device." in efficiency(r, W, arr | {"n": 1})
    zh = chinese_text(lambda: localize(efficiency(r, W, arr)))
    assert "256 个设备上的掉队者 ×1.05" in zh
    quiet = efficiency(r | {"straggler_factor": 1.0004}, W, arr)  # x1 at the precision shown: not a term
    assert "straggler" not in quiet and quiet.endswith("32-bit).")
    assert "掉队" not in chinese_text(lambda: localize(quiet))


def test_one_bought_device_is_one_device(capsys, tmp_path):
    from gpucompare.cli import run

    argv = ["--home", str(tmp_path / "h"), "estimate", "--count", "1", "--params", "125M", "--tokens", "2.5B"]
    assert run([*argv, "--device", "RTX 4090:buy=2000"]) == 0
    out = capsys.readouterr().out
    assert "Owned: 1 device bought at $2,000 (" in out and "1 devices" not in out
    assert run([*argv, "--count", "8", "--device", "RTX 4090:buy=2000"]) == 0
    assert "Owned: 8 devices bought at $2,000 each" in capsys.readouterr().out
