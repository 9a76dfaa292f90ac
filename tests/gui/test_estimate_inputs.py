"""The estimate panel's inputs: batch, sequence, shape, interleaving, EP and fine-tune reach the core."""

import pytest

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


def test_the_optimizer_input_changes_the_estimate(window):
    """Llama 3.1 8B fully fine-tuned on one 48 GB RTX A6000: AdamW does not fit (16 bytes per parameter), torchtune's
    choices do (2 + 0 + 2 bytes: BF16 weights, gradients freed in the backward pass, 8-bit moments)."""
    a6000 = "nvidia-rtx-a6000"
    window.session.set_comparison([a6000])
    panel = window.estimate
    panel.workload.setCurrentIndex(panel.workload.findData("custom"))
    panel.params.setValue(8.03)
    panel.active.setValue(0)
    panel.tokens.setValue(0.05)
    panel.count.setValue(1)
    panel.layers.setValue(32)
    panel.hidden.setValue(4096)
    panel.seq_len.setValue(2048)
    panel.batch.setValue(0.004096)  # 2 sequences of 2,048 tokens a step
    panel.finetune.setCurrentIndex(panel.finetune.findData("full"))
    panel.optimizer.setCurrentIndex(panel.optimizer.findData("adamw"))
    panel.bf16_weights.setChecked(False)
    panel.in_backward.setChecked(False)
    panel.run()
    e = panel.results[a6000]
    assert not isinstance(e, str), e
    assert e.optimizer == "adamw" and e.status == "does_not_fit"
    panel.optimizer.setCurrentIndex(panel.optimizer.findData("paged_adamw8bit"))
    panel.bf16_weights.setChecked(True)
    panel.in_backward.setChecked(True)
    panel.run()
    e = panel.results[a6000]
    assert e.optimizer == "paged_adamw8bit" and e.bf16_weights and e.optimizer_in_backward
    assert e.status == "ok" and e.memory_per_device_gb < 48
    assert e.memory_breakdown_gb["optimizer"] == pytest.approx(8.03e9 * 2 / 1e9)
