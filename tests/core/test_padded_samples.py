"""A language-model fine-tune given by samples x a sequence length (compute.padded_samples, est224): the sequence is
its cap, the samples padded to their batch's longest are shorter, and its matmuls run at the fitted
padded_efficiency on the cap's tokens; a fine-tune given by tokens, a pre-training and an RL run are not touched."""

from dataclasses import replace

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate import params as fitted
from gpucompare.core.estimate.compute import padded_samples
from gpucompare.core.workloads import custom_workload

CAT = bundled_catalog()


def test_which_runs_are_padded_samples():
    by_samples = custom_workload(7e9, None, None, 2048, samples=50_000)
    by_tokens = custom_workload(7e9, 50_000 * 2048, None, 2048)
    assert padded_samples(Settings(finetune="full"), by_samples)
    assert padded_samples(Settings(finetune="lora"), by_samples)
    assert not padded_samples(Settings(finetune="full"), by_tokens)  # packed, or its tokens known
    assert not padded_samples(Settings(), by_samples)  # a pre-training
    assert not padded_samples(Settings(finetune="full", rl="grpo"), by_samples)  # RL's samples are prompts


def test_the_matmuls_run_at_the_factor_and_it_is_said():
    # Alpaca's recipe: 52K samples capped at 512 tokens, a 7B model on 8 A100. With the factor at 1.6 the
    # utilization of the matmuls is x1.6 (the work is 1 / 1.6 of the cap's tokens); the steps stay 52K / 128
    prm = replace(fitted.load(), padded_efficiency=1.6)
    w = custom_workload(6.7e9, None, None, 512, samples=52_000)
    padded = estimate(CAT["nvidia-a100-sxm4-80gb"], w, 8, Settings(finetune="full"), params=prm)
    tokens = estimate(CAT["nvidia-a100-sxm4-80gb"], custom_workload(6.7e9, 52_000 * 512, None, 512), 8,
                      Settings(finetune="full"), params=prm)  # fmt: skip
    assert padded.utilization == pytest.approx(1.6 * tokens.utilization, rel=1e-6)
    assert padded.device_hours < tokens.device_hours
    said = " ".join(str(a) for a in padded.assumptions)
    assert "x 1.6 for samples shorter than the sequence given" in said
    assert "x 1.6 for samples" not in " ".join(str(a) for a in tokens.assumptions)
