"""The window's "Base weights" (a LoRA on a quantised base) gives the command line's `--base-bits` figures, and is
greyed out where it does not apply (anything but a LoRA)."""

from __future__ import annotations

from .conftest import H800
from .test_estimate_samples import _cli, _pick, _same


def test_quantised_base_matches_the_command_line(window, capsys):
    window.session.set_comparison([H800])
    panel = window.estimate
    _pick(panel.workload, "llama2-7b")
    _pick(panel.finetune, "full")
    assert not panel.base_bits.isEnabled()
    _pick(panel.finetune, "lora")
    assert panel.base_bits.isEnabled()
    _pick(panel.base_bits, "4")
    panel.count.setValue(1)
    panel.samples.setValue(0.05)  # 50,000 examples
    panel.seq_len.setValue(2048)
    panel.run()
    est = panel.results[H800]
    doc = _cli(
        capsys, *("--device", "H800", "--count", "1", "--workload", "Llama 2 7B", "--finetune", "lora"),
        *("--samples", "50000", "--seq-len", "2048", "--base-bits", "4"),
    )  # fmt: skip
    _same(est, doc)
    assert est.base_bits == 4 and doc["base_bits"] == 4
    _pick(panel.base_bits, "16")
    panel.run()
    assert panel.results[H800].device_hours < est.device_hours
