"""The estimate panel's inputs: batch, sequence, shape, interleaving, EP and fine-tune reach the core."""

from .conftest import H800


def test_panel_inputs_reach_the_estimate(window):
    s = window.session
    s.set_comparison([H800])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("custom"))
    panel.params.setValue(671)
    panel.active.setValue(37)
    panel.tokens.setValue(14_800)
    panel.count.setValue(2048)
    panel.precision.setCurrentIndex(panel.precision.findData("fp8"))
    panel.layers.setValue(61)
    panel.hidden.setValue(7168)
    panel.seq_len.setValue(4096)
    panel.batch.setValue(15.7)
    panel.tp.setCurrentIndex(panel.tp.findData(1))
    panel.pp.setCurrentIndex(panel.pp.findData(16))
    panel.vpp.setCurrentIndex(panel.vpp.findData(1))
    panel.ep.setCurrentIndex(panel.ep.findData(64))
    panel.run()
    e = panel.results[H800]
    assert not isinstance(e, str), e
    assert (e.layers, e.hidden, e.seq_len) == (61, 7168, 4096)
    assert abs(e.global_batch_tokens - 15.7e6) <= 4096
    assert (e.tp, e.pp, e.vpp, e.ep) == (1, 16, 1, 64)
    assert e.wall_days > e.steady_days  # both shown; the wall-clock is the headline
    panel.finetune.setCurrentIndex(panel.finetune.findData("lora"))
    panel.workload.setCurrentIndex(panel.workload.findData("llama2-70b"))
    for combo in (panel.tp, panel.pp, panel.vpp, panel.ep):
        combo.setCurrentIndex(0)  # auto
    panel.layers.setValue(0)
    panel.hidden.setValue(0)
    panel.batch.setValue(0)
    panel.count.setValue(8)
    panel.run()
    e = panel.results[H800]
    assert e.finetune == "lora" and e.fits_in_memory and e.status == "ok"
