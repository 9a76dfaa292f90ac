"""A language model's vocabulary: with its layers and hidden size given, the FLOPs per token count the output
projection's matmul and leave out the input embedding's lookup (Kaplan et al. 2020, section 2.1; Hoffmann et al.
2022, appendix F); whether the two embeddings are one tied table is read from the shape."""

import math

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import estimate
from gpucompare.core.estimate.compute import matmul_params
from gpucompare.core.workloads import workload_for
from gpucompare.errors import BadArgument

CAT = bundled_catalog()


def test_pythia_70m_is_read_as_untied_and_its_input_table_does_no_matmul():
    """Hand calculation: Pythia-70M, 70.4M parameters, 6 layers x 512, vocab 50,304 (a table of 25.76M). Less two
    tables 18.9M, against 12 x 6 x 512^2 = 18.87M: untied; the matmuls use 70.4M - 25.76M = 44.6M."""
    used, untied = matmul_params(70.4e6, 6, 512, 50304)
    assert untied and used == pytest.approx(70.4e6 - 50304 * 512)


def test_gpt2_small_is_read_as_tied_and_keeps_every_parameter():
    """GPT-2 124M (12 x 768, vocab 50,257, one table of 38.6M tied to the output): less one table 85.6M against
    12 x 12 x 768^2 = 84.9M, tied: the table is the output projection, a matmul, so all 124M count."""
    assert matmul_params(124.4e6, 12, 768, 50257) == (124.4e6, False)


def test_without_the_shape_or_with_a_table_larger_than_the_model_nothing_changes():
    assert matmul_params(70.4e6, math.nan, 512, 50304) == (70.4e6, False)
    # Transformer-XL's adaptive input (267,735 words) at 512: a 137M table in a 196M model cannot be two tables
    assert matmul_params(196e6, 16, 512, 267735) == (196e6, False)


def test_the_estimate_uses_it_for_the_compute_says_it_and_keeps_the_memory():
    """The same run with and without the vocabulary: the steady state shorter (its matmul share by up to
    44.6/70.4), the parameters' memory (every parameter stored) unchanged, the output logits' (4 bytes a logit per
    token of the micro-batch, est202) at 50,304 instead of the unstated 32,000, and the assumption said."""
    d = CAT["nvidia-h100-sxm5-80gb"]
    plain = workload_for(params=70.4e6, tokens=1e9, layers=6, hidden=512)
    vocab = workload_for(params=70.4e6, tokens=1e9, layers=6, hidden=512, vocab=50304)
    a, b = estimate(d, plain, 1), estimate(d, vocab, 1)
    assert 44.6 / 70.4 < b.steady_days / a.steady_days < 1.0
    for part in ("weights", "grads", "optimizer"):
        assert b.memory_breakdown_gb[part] == pytest.approx(a.memory_breakdown_gb[part])
    logits = 4.0 * b.inputs["micro_batch_tokens"] * (50_304 - 32_000) / 1e9
    assert b.memory_per_device_gb - a.memory_per_device_gb == pytest.approx(logits, rel=1e-6)
    assert any("Vocabulary 50,304: read from the shape as untied" in str(x) for x in b.assumptions)
    assert not any("Vocabulary" in str(x) for x in a.assumptions)


def test_a_vocabulary_is_refused_where_it_means_nothing():
    with pytest.raises(BadArgument):
        workload_for(params=70.4e6, tokens=1e9, vocab=0.5)
    with pytest.raises(BadArgument):
        workload_for("ResNet-50", samples=1e6, vocab=1000)
