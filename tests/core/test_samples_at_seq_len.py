"""A language model entered by samples trains samples x the sequence length the estimate uses: a Settings.seq_len
other than the one the workload was entered at changes its tokens, and the note's arithmetic is the one used."""

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.workloads import custom_workload

H100 = bundled_catalog().resolve("H100 SXM5 80GB")


def _note(e) -> str:
    (said,) = [str(n) for n in e.assumptions if "samples x" in str(n)]
    return said


def test_samples_train_at_the_sequence_length_used():
    w = custom_workload(7e9, None, samples=50_000, seq_len=2048)
    at_2k = estimate(H100, w, 8)
    at_4k = estimate(H100, w, 8, Settings(seq_len=4096))
    assert "50,000 samples x 2,048 tokens = 1.024e+08, at the sequence length used" in _note(at_2k)
    assert "50,000 samples x 4,096 tokens = 2.048e+08, at the sequence length used" in _note(at_4k)
    # twice the tokens (and somewhat more attention per token): more than twice the model FLOPs
    assert at_4k.total_flops / at_2k.total_flops == pytest.approx(2.0, rel=0.2)
    assert at_4k.total_flops > 2 * at_2k.total_flops


def test_a_token_count_stays_when_the_sequence_length_changes():
    w = custom_workload(7e9, 1e9, seq_len=2048)
    at_2k, at_4k = estimate(H100, w, 8), estimate(H100, w, 8, Settings(seq_len=4096))
    assert at_4k.total_flops / at_2k.total_flops == pytest.approx(1.0, rel=0.15)
    assert not [n for n in at_4k.assumptions if "samples x" in str(n)]
