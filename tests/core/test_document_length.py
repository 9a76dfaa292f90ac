"""Packed documents masked apart (attention_span.document_scale, est224): a causal decoder whose packed sequence holds
documents attended only within themselves (variable-length attention: XTuner's use_varlen_attn, FlexAttention's
document masks) pays its documents' attention, not the whole sequence's, by hand; without the input the attention
spans the sequence; a model whose attention is not causal refuses it."""

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate.attention_span import document_scale, window_scale
from gpucompare.core.workloads import custom_workload
from gpucompare.errors import BadArgument

CAT = bundled_catalog()


def test_document_share_by_hand():
    # 131,072 packed tokens of 300-token documents, causal 0.5: each document computes 300 x 300 x 0.5 of the score
    # matrix, 131,072 / 300 documents of them: 0.5 x 300 / 131,072 = 0.00114 of 131,072 x 131,072
    assert document_scale(131072, 300, None, 0.5) == pytest.approx(0.5 * 300 / 131072)
    assert document_scale(131072, 300, None, 0.5) == pytest.approx(0.0011444, rel=1e-4)
    # a sliding window inside each 1,024-token document: the window's share of a document, x d / s
    assert document_scale(32768, 1024, 128, 0.5) == pytest.approx(window_scale(1024, 128, 0.5) * 1024 / 32768)
    # documents as long as the sequence, or none given: the sequence's own share, window included
    assert document_scale(4096, 8192, None, 0.5) == 0.5
    assert document_scale(4096, None, None, 0.5) == 0.5
    assert document_scale(32768, None, 1024, 0.5) == window_scale(32768, 1024, 0.5)


def test_the_attention_flops_are_the_documents_and_it_is_said():
    # Llama 2 7B shape (32 x 4,096) at 131,072 packed tokens on 8 A100: the attention term 12 x 32 x 4,096 x 131,072
    # x 0.5 = 103 GFLOPs a token, 2.5x the 6 x 6.74B = 40.4 GFLOPs of the weights; within 300-token documents 0.24
    w = custom_workload(6.74e9, 1e9, None, 131072, layers=32, hidden=4096)
    whole = estimate(CAT["nvidia-a100-sxm4-80gb"], w, 8, Settings())
    docs = estimate(CAT["nvidia-a100-sxm4-80gb"], w, 8, Settings(document_length=300))
    weights = 6 * 6.74e9 * 1e9
    attention = 12 * 32 * 4096 * 131072 * 1e9
    assert whole.total_flops == pytest.approx(weights + 0.5 * attention, rel=1e-6)
    assert docs.total_flops == pytest.approx(weights + 0.5 * 300 / 131072 * attention, rel=1e-6)
    assert docs.total_flops < 0.3 * whole.total_flops
    assert docs.device_hours < 0.5 * whole.device_hours
    said = " ".join(str(a) for a in docs.assumptions)
    assert "packed documents of 300 tokens masked apart" in said
    assert docs.inputs["document_length"] == 300 and whole.inputs["document_length"] is None


def test_documents_for_an_encoder_are_refused():
    w = custom_workload(110e6, 1e9, None, 512, model_kind="encoder")
    with pytest.raises(BadArgument, match="--document-length"):
        estimate(CAT["nvidia-rtx-4090"], w, 1, Settings(document_length=128))
