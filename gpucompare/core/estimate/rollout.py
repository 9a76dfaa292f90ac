"""Reinforcement-learning post-training (PPO, GRPO): a step generates its samples before it trains on them.

A step has three parts (Ouyang et al. 2022, InstructGPT, arXiv:2203.02155, section 3.5 and appendix C; Shao et al.
2024, DeepSeekMath, arXiv:2402.03300, section 4.1; Hu et al. 2024, OpenRLHF, arXiv:2405.11143, section 3):

1. Generation: every rollout's answer is decoded one token at a time by an inference engine (vLLM in OpenRLHF,
   verl and NeMo RL). A decode step is a forward pass of the whole batch the engine holds, and at the batches an
   engine runs it reads every weight and the batch's key/value cache from memory once: its time is those bytes over
   the engine's memory bandwidth, not FLOPs over the peak (`decode_time_s`). This is why generation is 80-90% of an
   RLHF step (OpenRLHF's README and the vLLM/OpenRLHF blog of 2025-04-23).
2. Scoring: forward passes over every rollout token, 2 FLOPs per parameter and token each (Kaplan et al. 2020,
   arXiv:2001.08361, section 2.1): the actor's own log-probabilities before the update and the frozen reference
   model's (the KL term) in both; PPO adds the reward model and the critic's values (GRPO has no critic: its
   baseline is the mean reward of a prompt's group of samples, DeepSeekMath section 4.1.1).
3. Training: the actor, 6 FLOPs per parameter and token (4 for LoRA); PPO trains the critic too.

`flops_factor` gives parts 2 and 3 as a factor on the actor's training FLOPs (the estimator's compute path), and
`generation_s` part 1 as seconds added to the steady state. Every model is taken at the actor's size unless the
user gives the critic's (PPO's reward model is the critic's size: both start from the same reward model in
InstructGPT and DeepSpeed-Chat)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from gpucompare.core.estimate.compute import training_flops_per_param
from gpucompare.core.estimate.tables import default

#: the kinds of RL post-training the estimator prices
RL_KINDS = ("none", "grpo", "ppo")


def flops_factor(rl: str, finetune: str, critic_share: float = 1.0) -> float:
    """The FLOPs of scoring and training per rollout token, as a factor on the actor's training FLOPs.

    GRPO: the actor's training (6N; 4N for LoRA) plus two forward passes (the actor's old log-probabilities and the
    reference's, 2N each: data/defaults.csv rl_grpo_forward_passes). PPO: the same plus the reward model's and the
    critic's forward passes and the critic's training (6N), the critic and reward model `critic_share` of the
    actor's size. Example, full fine-tune: GRPO (6 + 2 x 2) / 6 = 1.67; PPO with a critic of the actor's size
    (6 + 6 + 4 x 2) / 6 = 3.33."""
    if rl in (None, "", "none"):
        return 1.0
    train = training_flops_per_param(finetune)
    fwd = default("reference_forward_flops_per_param")
    own = default("rl_grpo_forward_passes") * fwd  # the actor's old log-probabilities and the reference's
    if rl == "grpo":
        return (train + own) / train
    critic = critic_share * (default("rl_ppo_critic_forward_passes") * fwd + train)
    return (train + own + critic) / train


@dataclass(frozen=True)
class Generation:
    """What generating the rollouts costs: the engines, their batch and the seconds."""

    seconds: float
    engines: int
    engine_devices: int  # tensor-parallel devices per engine
    batch: float  # sequences one engine decodes at once
    batch_limit: str  # what set the batch: 'engine' (its scheduler), 'memory' (key/value cache), 'rollouts'
    decode_step_s: float
    generated_tokens: float
    #: seconds of the steps' tails: decoding on after the mean answer until each step's longest answer is done
    tail_seconds: float = 0.0
    longest: float = math.nan  # the longest answer of a step, tokens


def kv_bytes_per_token(layers: float, hidden: float, kv_share: float, bytes_per_element: float = 2.0) -> float:
    """Key/value cache per token: keys and values (2) x layers x hidden x the key/value share (grouped-query
    attention, data/defaults.csv kv_share) x bytes per element."""
    return 2.0 * layers * hidden * kv_share * bytes_per_element


def decode_time_s(
    weight_bytes: float, batch: float, context: float, kv_token_bytes: float, devices: int, bw_gbs: float
) -> float:
    """One decode step of an engine: its weights and the batch's key/value cache at the mean context, read once from
    memory over its devices' bandwidth at the memory bandwidth utilization decoding reaches (data/defaults.csv
    decode_bandwidth_utilization). Example: a 7B model in 16 bits (14 GB) with 64 sequences at a mean context of
    1,536 tokens of 0.5 MB (Llama 2 7B: 2 x 32 x 4,096 x 2 bytes) on one 2,039 GB/s A100 at 0.6: (14 + 51.5) GB /
    1,223 GB/s = 53.6 ms."""
    eff = default("decode_bandwidth_utilization")
    return (weight_bytes + batch * context * kv_token_bytes) / (devices * bw_gbs * 1e9 * eff)


def engine_devices(weight_bytes: float, memory_gb: float, devices: int) -> int:
    """The devices of one engine: the smallest power of two whose memory holds the weights within the share of it an
    engine gives them (data/defaults.csv rollout_weight_memory_share: the rest for the key/value cache), at most the
    devices there are. Beyond a scale-up domain an engine spans nodes (NeMo RL v0.4 generates DeepSeek-V3 over 32
    H100s, TP32); the decode step's traffic between them is not priced."""
    share = default("rollout_weight_memory_share")
    top = max(1, int(devices))
    tp = 1
    while tp < top and weight_bytes > tp * memory_gb * 1e9 * share:
        tp *= 2
    return min(tp, top)


def generation_s(
    *,
    params: float,
    layers: float,
    hidden: float,
    kv_share: float,
    rollouts: float,
    generated: float,
    prompt: float,
    rollouts_per_step: float | None,
    devices: int,
    memory_gb: float,
    bw_gbs: float,
    bytes_per_element: float = 2.0,
    longest: float | None = None,
) -> Generation:
    """Seconds to generate every rollout on all `devices` (engines colocated with training, as verl, NeMo RL and
    DeepSpeed-Chat's hybrid engine run them), and how.

    Each engine holds `batch` sequences: at most what its scheduler takes (data/defaults.csv
    rollout_max_sequences, vLLM's max_num_seqs), what its key/value cache holds at the full sequence, and the
    rollouts of a step shared over the engines. A batch decodes `generated` tokens, one decode step each
    (`decode_time_s` at the mean context, prompt + half the answer); the engines take their batches in turn. The
    prompts' prefill is compute-bound, a forward pass counted with the FLOPs (`prefill_share`).

    Generation is synchronous (verl, OpenRLHF and NeMo RL's on-policy GRPO alternate generation and training; Fu et
    al. 2025, AReaL, arXiv:2505.24298, section 1: "generation must wait until the longest output in the batch is
    completed before model update"): each step decodes until its `longest` answer is done.
    Past the mean answer the batch thins out and each decode step reads the weights alone (the sequences still
    running add little key/value cache): (longest - generated) x decode_time_s(weights, batch 0) a step, over
    rollouts / rollouts_per_step steps. `longest` None or at most `generated`: no tail (every answer at its mean
    length, the estimate before est224).

    Example: 1,024 rollouts of a 7B model (Llama 2 7B shape, 32 x 4,096, key/value share 1: 0.52 MB a token)
    answering 1,024 tokens after 1,024 prompt tokens on 16 A100 80GB (2,039 GB/s): one device per engine (14 GB of
    weights in half of 80 GB), 16 engines; the step's 64 rollouts an engine would take do not fit its cache (72 - 14
    GB / (0.52 MB x 2,048) = 54.0 sequences), so 54.0 at once; a decode step (14 GB + 54.0 x 1,536 x 0.52 MB) /
    1,223 GB/s = 47.0 ms; 1,024 / (16 x 54.0) = 1.185 batches of 1,024 steps: 57.0 s."""
    nan = Generation(math.nan, 0, 0, math.nan, "", math.nan, math.nan)
    if not (rollouts > 0 and generated > 0 and bw_gbs > 0 and devices >= 1):
        return nan
    wbytes = params * bytes_per_element
    mem = memory_gb if memory_gb > 0 else math.inf
    tp = engine_devices(wbytes, mem, devices)
    engines = max(1, devices // tp)
    kv = kv_bytes_per_token(layers, hidden, kv_share, bytes_per_element)
    room = tp * mem * 1e9 * default("rollout_kv_memory_share") - wbytes
    limits = {"engine": default("rollout_max_sequences")}
    if kv > 0 and math.isfinite(room):
        limits["memory"] = max(1.0, room / (kv * (prompt + generated)))
    per_step = rollouts_per_step if rollouts_per_step and rollouts_per_step > 0 else rollouts
    limits["rollouts"] = max(1.0, per_step / engines)
    how = min(limits, key=limits.get)
    batch = limits[how]
    step = decode_time_s(wbytes, batch, prompt + generated / 2.0, kv, tp, bw_gbs)
    waves = rollouts / (engines * batch)  # continuous batching refills an engine as its sequences finish
    tail = 0.0
    if longest is not None and math.isfinite(longest) and longest > generated:
        steps = rollouts / per_step  # each step waits for its longest answer once
        tail = steps * (longest - generated) * decode_time_s(wbytes, 0.0, 0.0, kv, tp, bw_gbs)
    return Generation(
        waves * generated * step + tail,
        engines,
        tp,
        batch,
        how,
        step,
        rollouts * generated,
        tail,
        longest if longest is not None else generated,
    )


def prefill_share(prompt: float, seq: float, finetune: str) -> float:
    """The prompts' prefill as a share of the actor's training FLOPs per rollout token: a forward pass (2N) over the
    prompt's share of each sequence, against the training's 6N (4N for LoRA) over all of it. Example: a 1,024-token
    prompt in a 2,048-token sequence, full fine-tune: 2 x 0.5 / 6 = 0.167."""
    if not (seq > 0 and prompt > 0):
        return 0.0
    train = training_flops_per_param(finetune)
    return default("reference_forward_flops_per_param") * (prompt / seq) / train
