"""est164: the attention core (score and value matmuls) runs at its fused kernel's published share of the dense
16-bit peak where that is below the matmuls' utilization (data/attention_kernels.csv: FlashAttention-2 at 35% of an
H100's peak, Shah et al. 2024, arXiv:2407.08608), as compute.attention_at_kernel_rate; --attention-share replaces it."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from gpucompare.core.estimate.compute import (
    attention_at_16bit,
    attention_at_kernel_rate,
    attention_core_flops,
    attention_kernel_slowdown,
    flops_per_token,
)
from gpucompare.core.tables import read_table


def test_slowdown_by_hand():
    # Hopper's matmuls at 0.616 of the peak (data/utilization.csv), the kernel at 0.35: 0.616 / 0.35 = 1.76
    assert attention_kernel_slowdown(0.616, 0.35) == pytest.approx(1.76)
    # a kernel at or above the matmuls' rate is never assumed faster than them
    assert attention_kernel_slowdown(0.30, 0.35) == 1.0
    assert attention_kernel_slowdown(0.35, 0.35) == 1.0
    # no published figure: the matmuls' rate
    assert attention_kernel_slowdown(0.616, math.nan) == 1.0


def test_hardware_flops_by_hand():
    """Llama 2 7B (32 x 4,096, 6.74B) at a 131,072-token causal sequence: attention 12 x 0.5 x 32 x 4,096 x 131,072
    = 1.0308e11 FLOPs a token beside 6N = 4.044e10. At the kernel's 1.76x slowdown the matmuls' rate sees
    4.044e10 + 1.0308e11 x 1.76 = 2.2186e11 FLOPs, 1.546x the model's 1.4352e11; in FP8 (gain 1.4, the core kept at
    the 16-bit peak) 4.044e10 + 1.0308e11 x 1.4 x 1.76 = 2.9442e11."""
    L, h, s, n6 = 32, 4096, 131_072, 6 * 6.74e9
    core = float(attention_core_flops(L, h, s, 1.0, 0.5))
    assert core == pytest.approx(1.0308e11, rel=1e-4)
    fpt = float(flops_per_token(6.74e9, L, h, s, 0, attention_scale=0.5))
    assert fpt == pytest.approx(n6 + core)
    assert float(attention_at_kernel_rate(fpt, core, 1.0, 1.76)) == pytest.approx(2.2186e11, rel=1e-4)
    assert float(attention_at_kernel_rate(fpt, core, 1.0, 1.76)) / fpt == pytest.approx(1.546, abs=1e-3)
    assert float(attention_at_kernel_rate(fpt, core, 1.4, 1.76)) == pytest.approx(2.9442e11, rel=1e-4)
    # with no slowdown it is the FP8 rule alone
    assert float(attention_at_kernel_rate(fpt, core, 1.4, 1.0)) == pytest.approx(
        float(attention_at_16bit(fpt, core, 1.4))
    )


def test_sweep_grows_only_the_compute_term():
    from gpucompare.core.estimate.sweep import sweep

    L, h, s = 32, 4096, 131_072
    common = dict(
        n=8, peak_tflops=989.0, params=6.74e9, active_params=6.74e9, tokens=1e10, layers=L, hidden=h, heads=32,
        seq_len=s, batch_tokens=8 * s, scaleup_gbs=900.0, scaleup_domain=8, scaleout_gbps=400.0, memory_gb=80.0,
        attention_scale=0.5, util=0.616,
    )  # fmt: skip
    slow = sweep(**common, attention_slowdown=1.76)
    same = sweep(**common)
    ratio = float(np.asarray(slow["steady_days"]).ravel()[0] / np.asarray(same["steady_days"]).ravel()[0])
    assert 1.3 < ratio <= 1.547  # the matmul term grows 1.546x; the memory-bound and communication terms do not


def test_table_rows_are_sourced_and_name_known_families():
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.estimate.tables import utilization_table

    rows = read_table("attention_kernels")
    assert rows
    known = set(utilization_table()) | {d.id for d in bundled_catalog().devices}
    for r in rows:
        assert r["key"] in known, r["key"]
        assert 0 < float(r["share_of_16bit_peak"]) <= 1
        assert (
            r["source"].startswith("https://")
            and r["as_of"]
            and r["confidence"] in ("datasheet", "reported", "derived")
        )
        assert r["cite"] and r["how"]


def _estimate(*extra):
    return ["estimate", "--device", "H100 SXM5 80GB", "--count", "8", "--params", "8e9", "--tokens", "1e9",
            "--seq-len", "131072", "--json", *extra]  # fmt: skip


def test_cli_says_it_and_the_user_can_replace_it(tmp_path, capsys, monkeypatch):
    from gpucompare.cli import run as main

    monkeypatch.setenv("GPUCOMPARE_HOME", str(tmp_path))
    assert main(_estimate()) == 0
    d = json.loads(capsys.readouterr().out)
    assert d["inputs"]["attention_kernel_share"] == pytest.approx(0.35)
    assert d["inputs"]["attention_slowdown"] > 1.5  # Hopper's fitted matmul utilization (about 0.6) over 0.35
    said = [a for a in d["assumptions"] if "Attention core at 35%" in a]
    assert said and "arXiv:2407.08608" in said[0]
    # FlashAttention-3's forward rate, given: above the matmuls' utilization, so no slowdown and nothing said
    assert main(_estimate("--attention-share", "0.75")) == 0
    fa3 = json.loads(capsys.readouterr().out)
    assert fa3["inputs"]["attention_slowdown"] == 1.0
    assert not [a for a in fa3["assumptions"] if "Attention core at" in a]
    assert fa3["device_hours"] < d["device_hours"] / 1.3
    # a device without a published kernel figure runs its attention at the matmuls' rate: an A100, and the H20
    # (a Hopper part whose 148 TFLOPS against 4 TB/s the H100's figure does not describe)
    assert main(["estimate", "--device", "A100 SXM4 80GB", "--count", "8", "--params", "8e9", "--tokens", "1e9",
                 "--seq-len", "131072", "--json"]) == 0  # fmt: skip
    a100 = json.loads(capsys.readouterr().out)
    assert a100["inputs"]["attention_kernel_share"] is None and a100["inputs"]["attention_slowdown"] == 1.0
    assert main(["estimate", "--device", "H20", "--count", "8", "--params", "8e9", "--tokens", "1e9",
                 "--seq-len", "131072", "--json"]) == 0  # fmt: skip
    h20 = json.loads(capsys.readouterr().out)
    assert h20["inputs"]["attention_kernel_share"] is None and h20["inputs"]["attention_slowdown"] == 1.0


def test_bad_share_is_refused(tmp_path, monkeypatch, capsys):
    from gpucompare.cli import run as main

    monkeypatch.setenv("GPUCOMPARE_HOME", str(tmp_path))
    assert main(_estimate("--attention-share", "1.5")) == 2
