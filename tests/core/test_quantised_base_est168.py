"""A LoRA on a quantised frozen base (core.estimate.quantised_base): the dequantisation each micro-batch costs, by
hand from ms-swift's benchmark, and what the estimate says."""

from __future__ import annotations

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate.configuration import Settings, estimate
from gpucompare.core.estimate.quantised_base import dequant_bytes, dequant_time_s
from gpucompare.core.workloads import custom_workload
from gpucompare.errors import BadArgument


def test_bytes_per_weight_are_ms_swifts_measurement():
    # Qwen-7B-Chat and Qwen-14B-Chat LoRA on one A100 (2,039 GB/s): 4.31 / 2.60 samples/s on a 16-bit base,
    # 2.41 / 1.36 on a 4-bit (bitsandbytes) one; one 2,048-token sequence a micro-batch
    per_7b = (1 / 2.41 - 1 / 4.31) * 2039e9 / 7.72e9
    per_14b = (1 / 1.36 - 1 / 2.60) * 2039e9 / 14.17e9
    assert dequant_bytes(4) == pytest.approx((per_7b + per_14b) / 2, rel=0.01)
    assert dequant_bytes(8) == pytest.approx(
        ((1 / 1.97 - 1 / 4.31) / 7.72e9 + (1 / 1.08 - 1 / 2.60) / 14.17e9) * 2039e9 / 2, rel=0.01
    )
    assert dequant_bytes(16) == dequant_bytes(None) == 0.0
    with pytest.raises(ValueError):
        dequant_bytes(2)


def test_dequant_time_by_hand():
    # 4 micro-batches of a 7B base held whole on one A100: 4 x 49.4 B x 7e9 / 2,039 GB/s = 0.678 s
    t = dequant_time_s(dequant_bytes(4), 7e9, 4, 2039.0)
    assert float(t) == pytest.approx(4 * 49.4 * 7e9 / 2039e9, rel=1e-3)
    assert float(dequant_time_s(0.0, 7e9, 4, 2039.0)) == 0.0
    assert float(dequant_time_s(49.4, 7e9, 4, float("nan"))) == 0.0  # no bandwidth known: nothing added, never NaN


def _lora(bits, tokens=1.8e8):
    dev = bundled_catalog().resolve("A100 SXM4 80GB")
    w = custom_workload(7.7e9, tokens, None, 2048)
    return estimate(dev, w, 1, Settings(finetune="lora", base_bits=bits, micro_batch=1))


def test_a_quantised_base_is_slower_by_its_dequantisation_and_says_so():
    plain, q4, q8 = _lora(None), _lora(4), _lora(8)
    assert plain.steady_device_hours < q4.steady_device_hours < q8.steady_device_hours
    # the added steady time is every micro-batch's dequantisation (one 2,048-token sequence each on one device)
    added_s = (q4.steady_device_hours - plain.steady_device_hours) * 3600
    by_hand = 1.8e8 / 2048 * 49.4 * 7.7e9 / 2039e9  # 87,891 micro-batches x 0.187 s = 4.6 h
    assert added_s == pytest.approx(by_hand, rel=0.1)
    assert any("4-bit quantised base" in str(a) for a in q4.assumptions)
    assert q4.base_bits == 4 and plain.base_bits == 16


def test_base_bits_needs_a_lora():
    dev = bundled_catalog().resolve("A100 SXM4 80GB")
    w = custom_workload(7.7e9, 1.8e8, None, 2048)
    with pytest.raises(BadArgument, match="--finetune lora"):
        estimate(dev, w, 1, Settings(finetune="full", base_bits=4))
    with pytest.raises(BadArgument, match="16, 8 or 4"):
        estimate(dev, w, 1, Settings(finetune="lora", base_bits=3))


def test_an_moe_without_its_active_parameters_is_refused():
    # PanGu-Sigma's 1.085T sparse parameters with no active count: never estimated as a dense 1.085T model
    from gpucompare.core.workloads import MOE_NEEDS_ACTIVE

    with pytest.raises(BadArgument) as err:
        custom_workload(1.085e12, 3.29e11, None, model_kind="moe")
    assert str(err.value) == MOE_NEEDS_ACTIVE
    assert custom_workload(1.085e12, 3.29e11, 4e10, model_kind="moe").moe
