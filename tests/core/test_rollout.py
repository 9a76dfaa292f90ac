"""Reinforcement-learning post-training (core/estimate/rollout.py): the FLOPs of scoring and training per rollout
token, and the memory-bound decoding of the rollouts, by hand."""

import math

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate.rollout import (
    decode_time_s,
    engine_devices,
    flops_factor,
    generation_s,
    kv_bytes_per_token,
    prefill_share,
)
from gpucompare.core.workloads import custom_workload
from gpucompare.errors import BadArgument

CAT = bundled_catalog()


def test_scoring_and_training_flops_per_rollout_token():
    """GRPO: the actor trains (6N) and two forward passes score each token (its old log-probabilities and the
    reference's, 2N each): 10/6. PPO adds the reward model's and the critic's forward passes and the critic's
    training: 20/6 with models of the actor's size; with a critic of 5% of the actor (DeepSpeed-Chat's OPT-350M
    beside a 7B actor) (6 + 4 + 0.05 x (4 + 6)) / 6. LoRA trains at 4N: GRPO (4 + 4) / 4 = 2."""
    assert flops_factor("none", "full") == 1.0
    assert flops_factor("grpo", "full") == pytest.approx(10 / 6)
    assert flops_factor("ppo", "full") == pytest.approx(20 / 6)
    assert flops_factor("ppo", "full", 0.05) == pytest.approx((6 + 4 + 0.05 * 10) / 6)
    assert flops_factor("grpo", "lora") == pytest.approx(2.0)
    # the prompt's prefill: a forward pass over the prompt's share of each sequence, 2 x 0.5 / 6
    assert prefill_share(1024, 2048, "full") == pytest.approx(1 / 6)
    assert prefill_share(0, 2048, "full") == 0.0


def test_a_decode_step_reads_the_weights_and_the_batch_cache_once():
    """Llama 2 7B's cache: 2 x 32 layers x 4,096 x 2 bytes = 0.52 MB a token. 64 sequences at a 1,536-token mean
    context on one A100 (2,039 GB/s at 0.6 of it): (14 GB + 64 x 1,536 x 524,288 B) / 1,223.4 GB/s = 53.6 ms."""
    kv = kv_bytes_per_token(32, 4096, 1.0)
    assert kv == 524_288
    assert decode_time_s(14e9, 64, 1536, kv, 1, 2039) == pytest.approx((14e9 + 64 * 1536 * kv) / (2039e9 * 0.6))
    assert decode_time_s(14e9, 64, 1536, kv, 1, 2039) == pytest.approx(0.05357, rel=1e-3)
    # an engine spans the fewest devices whose memory holds its weights in half of it: 140 GB on 80 GB cards: 4
    assert engine_devices(14e9, 80, 16) == 1
    assert engine_devices(140e9, 80, 32) == 4
    assert engine_devices(1342e9, 80, 512) == 64  # DeepSeek-V3 in 16 bits spans nodes
    assert engine_devices(1342e9, 80, 8) == 8  # never more devices than the run has


def test_generating_the_rollouts_by_hand():
    """1,024 rollouts of a 7B model answering 1,024 tokens after 1,024 prompt tokens on 16 A100 80GB: 16 engines of
    one device; an engine would take 64 of the step's rollouts but its cache holds (0.9 x 80 - 14) GB / (0.52 MB x
    2,048) = 54.0 sequences; a step (14 GB + 54.0 x 1,536 x 0.52 MB) / 1,223.4 GB/s = 47.0 ms; 1,024 / (16 x 54.0) =
    1.185 batches of 1,024 decode steps = 57.0 s."""
    g = generation_s(
        params=7e9, layers=32, hidden=4096, kv_share=1.0, rollouts=1024, generated=1024, prompt=1024,
        rollouts_per_step=None, devices=16, memory_gb=80, bw_gbs=2039,
    )  # fmt: skip
    kv = 524_288
    batch = (0.9 * 80e9 - 14e9) / (kv * 2048)
    step = (14e9 + batch * 1536 * kv) / (2039e9 * 0.6)
    assert (g.engines, g.engine_devices, g.batch_limit) == (16, 1, "memory")
    assert g.batch == pytest.approx(batch) and g.batch == pytest.approx(54.02, rel=1e-3)
    assert g.decode_step_s == pytest.approx(step)
    assert g.seconds == pytest.approx(1024 / (16 * batch) * 1024 * step)
    assert g.seconds == pytest.approx(57.02, rel=1e-3)
    assert g.generated_tokens == 1024 * 1024
    # fewer rollouts a step than the engines could hold: each engine takes its share (32 prompts x 8 samples / 16)
    few = generation_s(
        params=7e9, layers=32, hidden=4096, kv_share=1.0, rollouts=1024, generated=1024, prompt=1024,
        rollouts_per_step=256, devices=16, memory_gb=80, bw_gbs=2039,
    )  # fmt: skip
    assert (few.batch, few.batch_limit) == (16, "rollouts")
    assert few.seconds > g.seconds  # a smaller batch reads the weights more often per token
    # no bandwidth figure: generation cannot be priced (the estimate says so and adds none)
    assert math.isnan(
        generation_s(
            params=7e9, layers=32, hidden=4096, kv_share=1.0, rollouts=1024, generated=1024, prompt=1024,
            rollouts_per_step=None, devices=16, memory_gb=80, bw_gbs=float("nan"),
        ).seconds
    )  # fmt: skip


def test_an_rl_estimate_adds_generation_to_the_steady_state_and_scores_its_tokens():
    """GRPO on a 1B decoder, 1,000 prompts x 4 samples of 1,024 tokens (512 generated): its tokens are 4 x the
    prompts', its FLOPs (10/6 + the prefill's 2 x 0.5 / 6) x a fine-tune's on them, and its steady state is at least
    the generation's seconds longer than that fine-tune's. What the user did not give is said."""
    a100 = CAT.resolve("A100 SXM4 80GB")
    w = custom_workload(1e9, None, seq_len=1024, samples=1000, layers=22, hidden=2048)
    sft = estimate(a100, w, 8, Settings(finetune="full"))
    rl = estimate(a100, w, 8, Settings(finetune="full", rl="grpo", rl_samples_per_prompt=4, rl_generated=512))
    assert rl.tokens == pytest.approx(4 * sft.tokens)
    assert rl.total_flops == pytest.approx(4 * sft.total_flops * (10 / 6 + 1 / 6), rel=1e-6)
    g = rl.inputs["rollout"]
    assert g["generated_tokens"] == pytest.approx(4000 * 512)
    assert rl.steady_days * 86400 > g["seconds"] + sft.steady_days * 86400
    assert rl.rl == "grpo"
    said = " ".join(rl.assumptions)
    assert "GRPO reinforcement learning" in said and "decode step" in said
    assert "--rl-prompts-per-step" in said and "--rl-generated" not in said
    # the answers' length left out: half the sequence, said
    default = estimate(a100, w, 8, Settings(finetune="full", rl="grpo"))
    assert default.inputs["rollout"]["generated_tokens"] == pytest.approx(1000 * 512)
    assert "--rl-generated" in " ".join(default.assumptions)
    # PPO with a small critic costs less than with one of the actor's size
    ppo = estimate(a100, w, 8, Settings(finetune="full", rl="ppo", rl_generated=512))
    small = estimate(a100, w, 8, Settings(finetune="full", rl="ppo", rl_generated=512, rl_critic_params=1e8))
    assert small.total_flops < ppo.total_flops
    assert ppo.total_flops == pytest.approx(sft.total_flops * (20 / 6 + 1 / 6), rel=1e-6)


def test_rl_inputs_that_do_not_go_together_get_one_sentence():
    a100 = CAT.resolve("A100 SXM4 80GB")
    w = custom_workload(1e9, None, seq_len=1024, samples=1000)
    with pytest.raises(BadArgument, match="--finetune"):
        estimate(a100, w, 8, Settings(rl="grpo"))
    with pytest.raises(BadArgument, match="grpo or ppo"):
        estimate(a100, w, 8, Settings(finetune="full", rl="dpo"))
    with pytest.raises(BadArgument, match="need --rl"):
        estimate(a100, w, 8, Settings(finetune="full", rl_generated=512))
    with pytest.raises(BadArgument, match="--rl ppo"):
        estimate(a100, w, 8, Settings(finetune="full", rl="grpo", rl_critic_params=1e8))
    with pytest.raises(BadArgument, match="--rl-generated"):
        estimate(a100, w, 8, Settings(finetune="full", rl="grpo", rl_generated=-5))


def test_each_step_waits_for_its_longest_answer_by_hand():
    """est224: 2,048 rollouts a step of an 8B model answering 1,060 tokens on average after a 132-token prompt, the
    sequence capped at 4,096, on 16 H100 (3,352 GB/s): the step's longest answer runs to 4,096 - 132 = 3,964 tokens.
    Past the mean answer the engine reads its 16 GB of weights alone: 2,904 x 16e9 / (3,352e9 x 0.6) = 23.1 s a
    step, beside the mean answer's waves; no longest answer given, no tail."""
    common = dict(
        params=8e9, layers=32, hidden=4096, kv_share=0.25, rollouts=204_800, generated=1060, prompt=132,
        rollouts_per_step=2048, devices=16, memory_gb=80, bw_gbs=3352,
    )  # fmt: skip
    flat = generation_s(**common)
    tailed = generation_s(**common, longest=3964)
    per_step = (3964 - 1060) * 16e9 / (3352e9 * 0.6)
    assert per_step == pytest.approx(23.1, rel=1e-2)
    assert tailed.tail_seconds == pytest.approx(100 * per_step)
    assert tailed.seconds == pytest.approx(flat.seconds + 100 * per_step)
    assert flat.tail_seconds == 0.0
    assert generation_s(**common, longest=1000).tail_seconds == 0.0  # a longest below the mean: no tail


def test_a_prompt_given_makes_the_sequence_a_cap():
    """--rl-prompt 132 with --seq-len 4096 and --rl-generated 1060: a token count trains rollouts of 132 + 1,060 =
    1,192 tokens (not 4,096), the prompt's prefill is 2 x 132 / 1,192 / 6 of the training, each step waits for a
    3,964-token answer, and it is said."""
    w = custom_workload(8.03e9, 244_171_840, None, 4096, layers=32, hidden=4096)
    base = dict(finetune="full", rl="grpo", rl_generated=1060, rl_prompts_per_step=2048)
    capped = estimate(CAT["nvidia-h100-sxm5-80gb"], w, 16, Settings(**base, rl_prompt=132))
    flat = estimate(CAT["nvidia-h100-sxm5-80gb"], w, 16, Settings(**base))
    g = capped.inputs["rollout"]
    assert g["generated_tokens"] == pytest.approx(244_171_840 / 1192 * 1060)
    assert flat.inputs["rollout"]["generated_tokens"] == pytest.approx(244_171_840 / 4096 * 1060)
    assert g["longest"] == 3964 and g["tail_seconds"] > 0
    assert capped.device_hours > flat.device_hours
    said = " ".join(str(a) for a in capped.assumptions)
    assert "longest answer (3,964 tokens" in said
    assert "give --rl-prompt" in " ".join(str(a) for a in flat.assumptions)
    with pytest.raises(BadArgument, match="--rl-prompt"):
        estimate(CAT["nvidia-h100-sxm5-80gb"], w, 16, Settings(rl_prompt=132))
