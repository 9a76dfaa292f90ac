"""The estimator's calibrated parameters: the few numbers fitted on published runs with grouped cross-validation
(tests/validation/calibrate.py writes them to data/calibration.csv and data/utilization.csv, with the out-of-fold
figures in the notes). Everything else the estimator uses is a sourced default (tables.py) or a mechanism.

A fit is a `Params`; `load()` gives the shipped one. Validation passes its own fold's `Params` to `estimate()`.

Families (device generations, data/utilization.csv): a family with published runs has its own factor on the global
GEMM utilization, its runs' typical error shrunk towards what an unmeasured family gets by its evidence (its
publishers, an approximate-grade-only one counting half: `family_shrink_sources` of it give half its own factor); a family without published runs gets `unseen_family_factor`, the typical factor of a family
whose runs the fit has not seen, and is flagged as a generic assumption with a wider band.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from functools import lru_cache

from gpucompare.core.tables import num, read_table

#: what each parameter is, for the assumptions and calibrate.py's report
FITTED = (
    "gemm_utilization",
    "elementwise_bytes_per_hidden",
    "layer_overhead_us",
    "low_precision_share",
    "straggler_sigma",
    "lora_efficiency",
    "padded_efficiency",
    "moe_efficiency",
    "other_efficiency",
    "vector_efficiency",
    "wall_other_share",
    "campaign_hours",
    "campaign_one_server",
    "job_fixed_h",
    "checkpoint_passes",
    "unseen_family_factor",
    "family_shrink_sources",
)
CNN = ("cnn_utilization", "cnn_traffic_per_activation_byte")


@lru_cache(maxsize=1)
def ceiling() -> float:
    """The highest fraction of the dense datasheet peak a training step's matmuls are taken to reach: the best
    measured large BF16 matmul of any accelerator (data/defaults.csv gemm_utilization_ceiling: Bekman's Maximum
    Achievable Matmul FLOPS table, A100 SXM 85.9%). A fitted utilization above it would let an estimate run faster
    than the card's own best matmul (the Ada family's factor reached 1.6 and 1.1 of the peak before est69)."""
    from gpucompare.core.estimate.tables import default

    return default("gemm_utilization_ceiling")


@dataclass(frozen=True)
class Params:
    gemm_utilization: float = 0.5  # of the dense peak, for large matmul-bound steps, before a family's factor
    elementwise_bytes_per_hidden: float = 0.0  # memory-bound traffic per hidden unit, token and layer
    layer_overhead_us: float = 0.0  # launch and framework time per layer and micro-batch, forward and backward
    #: the share of an FP8 (or TPU INT8) step that runs at the device's datasheet 8-bit/BF16 ratio, the rest at BF16
    #: (precision.eight_bit_gain, Amdahl's law): at most 1, so no gain above the card's own ratio; taken from published
    #: FP8-vs-BF16 speed-ups (precision.published_eight_bit_share, data/fp8_speedups.csv), not fitted
    low_precision_share: float = 0.6
    straggler_sigma: float = 0.0  # per-device step-time jitter (relative spread)
    lora_efficiency: float = 0.75  # LoRA's utilization relative to full training (adapter GEMMs, frozen weights)
    #: a language-model fine-tune given by samples x a sequence length (est224): its samples are shorter than the
    #: sequence it was given (padded to their batch's longest, not packed), so its matmuls run this factor faster than
    #: on the cap's tokens; 1 switches it off (configuration.padded_samples)
    padded_efficiency: float = 1.0
    moe_efficiency: float = 1.0  # an MoE's utilization relative to a dense model's (routing, small expert GEMMs)
    #: a state-space, recurrent or hybrid model's (--model-kind other) utilization relative to a transformer's: its
    #: sequence mixing (selective scans, recurrences) runs outside the matmuls (Gu and Dao 2023, arXiv:2312.00752,
    #: section 3.3: the scan is memory-bound and uses no tensor cores)
    other_efficiency: float = 1.0
    #: an FP32 run on the vector units of a device with matrix units (precision.beside_matrix_units): its utilization
    #: relative to the 16-bit matrix runs the families' factors are fitted on (at most the ceiling)
    vector_efficiency: float = 1.0
    wall_other_share: float = 0.03  # a long campaign's overheads beside failures, as a share of steady-state time
    campaign_hours: float = 24.0  # the steady-state length over which that share builds up (overhead.py)
    #: the part of that share a job inside one server meets (overhead.campaign_scale); 1: every job meets all of it
    campaign_one_server: float = 1.0
    job_fixed_h: float = 0.0  # a whole job's fixed time (start-up, load, tokenise, final save): wall-clock only
    #: beside it, the passes over a BF16 checkpoint at the storage read rate a whole job makes (load, shard, save,
    #: first compiled steps: overhead.checkpoint_hours); 0 switches the model-size part off
    checkpoint_passes: float = 0.0
    unseen_family_factor: float = 1.0  # the utilization factor of a family without published runs
    family_shrink_sources: float = 2.0  # evidence (publishers, graded) a family needs for half its own factor
    cnn_utilization: float = 0.5  # a CNN's convolutions, of the dense peak (fitted on vendor throughput tables)
    cnn_traffic_per_activation_byte: float = 8.0  # bytes a CNN moves per byte of activations it stores (same fit)
    #: families with published runs: their factor on gemm_utilization (the others take unseen_family_factor)
    family_factor: dict[str, float] = field(default_factory=dict)
    #: published / predicted quantiles (P10, P90) by what is compared: wall, steady; generic-family widening
    band: dict[str, tuple[float, float]] = field(default_factory=dict)
    #: (figure kind, grade) -> (P10, P90), for validation
    band_cells: dict[tuple[str, str], tuple[float, float]] = field(default_factory=dict)
    sources: dict[str, str] = field(default_factory=dict)
    #: what the fit rests on, for the band's support level (band.support_of): publishers per model kind
    #: ("kind:<kind>"), evidence per family ("family:<key>"), the fitted runs' range of active parameters, device
    #: count and wall-clock hours ("params_low" ... "hours_high")
    support: dict[str, float] = field(default_factory=dict)

    def factor(self, key: str) -> float:
        """The family's factor on the global utilization (a family without published runs: the unseen one)."""
        return self.family_factor.get(key, self.unseen_family_factor)

    def utilization(self, key: str) -> float:
        """The family's GEMM utilization of the dense peak, never above the best measured matmul fraction of peak
        (ceiling(): data/defaults.csv gemm_utilization_ceiling, with its source)."""
        return min(self.gemm_utilization * self.factor(key), ceiling())

    def measured(self, key: str) -> bool:
        """Whether the family has published runs in this fit (else its value is a generic assumption)."""
        return key in self.family_factor

    @property
    def family_utilization(self) -> dict[str, float]:
        """The utilization of every family with published runs (at most the ceiling, as utilization() gives it)."""
        return {k: self.utilization(k) for k in self.family_factor}

    def band_for(self, what: str) -> tuple[float, float]:
        return self.band.get(what, (1.0, 1.0))

    def with_values(self, **kw) -> Params:
        return replace(self, **kw)


@lru_cache(maxsize=1)
def load() -> Params:
    """The shipped fit: data/calibration.csv and the per-family rows of data/utilization.csv."""
    values, sources, band, cells, support = {}, {}, {}, {}, {}
    for r in read_table("calibration"):
        key, v = r["key"], num(r["value"])
        sources[key] = r["source"]
        if key.startswith("support_"):
            support[key[8:]] = v
        elif key.startswith("band_") and key.endswith(("_p10", "_p90")):
            what = key[5:-4]
            lo, hi = band.get(what, (math.nan, math.nan))
            band[what] = (v, hi) if key.endswith("_p10") else (lo, v)
        elif key in FITTED or key in CNN:
            values[key] = v
    for what in list(band):
        parts = what.split("__")
        if len(parts) == 2:  # band_<figure kind>__<grade>_p10: a validation cell
            cells[(parts[0], parts[1])] = band.pop(what)
    # the 8-bit share is a published measurement, not a fit (est74): whatever an older calibration.csv says
    from gpucompare.core.estimate.precision import published_eight_bit_share

    values["low_precision_share"] = published_eight_bit_share()
    g = values.get("gemm_utilization", Params.gemm_utilization)
    factors = {r["family"]: float(r["utilization"]) / g for r in read_table("utilization") if r.get("fitted") == "own"}
    return Params(**values, family_factor=factors, band=band, band_cells=cells, sources=sources, support=support)
