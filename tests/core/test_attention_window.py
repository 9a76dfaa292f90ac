"""A causal decoder's sliding attention window (attention_span, est171): the attention term computes the window's share
of the score matrix, by hand; without a window the attention stays full causal over the sequence; a model whose
attention is not causal refuses the input."""

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate.attention_span import window_scale
from gpucompare.core.workloads import custom_workload
from gpucompare.errors import BadArgument

CAT = bundled_catalog()


def test_window_share_by_hand():
    # 32,768 tokens, a 1,024 window: 1,024 - 1,024 x 1,023 / (2 x 32,768) = 1,008.0 keys a query, 0.03076 of 32,768
    assert window_scale(32768, 1024, 0.5) == pytest.approx((1024 - 1024 * 1023 / 65536) / 32768)
    assert window_scale(32768, 1024, 0.5) == pytest.approx(0.030762, rel=1e-4)
    # a window as long as the sequence, or none: full causal attention's share
    assert window_scale(4096, 4096, 0.5) == 0.5
    assert window_scale(4096, 8192, 0.5) == 0.5
    assert window_scale(4096, None, 0.5) == 0.5


def test_the_attention_flops_shrink_by_the_window_and_it_is_said():
    # GPT-2 124M (12 x 768) at 32,768 tokens a sequence on 2 RTX 4090: the attention term 12 x 12 x 768 x 32,768 x 0.5
    # = 1.81 GFLOPs a token (2.4x the 6 x 124M = 0.744 GFLOPs of the weights); with a 1,024 window x0.0615 of it
    w = custom_workload(124e6, 1.88e9, None, 32768, layers=12, hidden=768)
    full = estimate(CAT["nvidia-rtx-4090"], w, 2, Settings())
    win = estimate(CAT["nvidia-rtx-4090"], w, 2, Settings(attention_window=1024))
    f_full, f_win = full.total_flops, win.total_flops
    weights = 6 * 124e6 * 1.88e9
    attention = 12 * 12 * 768 * 32768 * 1.88e9
    assert f_full == pytest.approx(weights + 0.5 * attention, rel=1e-6)
    assert f_win == pytest.approx(weights + window_scale(32768, 1024, 0.5) * attention, rel=1e-6)
    assert win.device_hours < full.device_hours
    said = " ".join(str(a) for a in win.assumptions)
    assert "sliding window of 1,024 tokens" in said
    assert win.inputs["attention_window"] == 1024


def test_a_window_for_an_encoder_is_refused():
    w = custom_workload(110e6, 1e9, None, 512, model_kind="encoder")
    with pytest.raises(BadArgument, match="--attention-window"):
        estimate(CAT["nvidia-rtx-4090"], w, 1, Settings(attention_window=128))
