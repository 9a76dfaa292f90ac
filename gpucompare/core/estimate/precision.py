"""Which datasheet figure an estimate rests on at a precision, and what it does when the device lacks it.

Never silently another precision: a device without the asked figure is estimated at the nearest one it has only
where the rate is the same kind of math (BF16 <-> FP16 tensor rates, TF32 -> FP32 on parts that predate TF32, FP8 or
FP4 -> the next wider path), and then the first line of the assumptions says so, a flag goes into the JSON, the
window and the report, and the band is widened. A device with no 16-bit tensor figure at all (only FP32) is refused
for 16-bit training: its FP32 peak is many times lower than its tensor rate, so an estimate would be wildly long.
A user who names no precision gets the device's own best training precision (best_training_precision): BF16, else
FP16, else FP32 on a part with no 16-bit tensor figure (Pascal GeForce cards), said first when it is not BF16.

Where a device's matrix units take a framework's FP32 matrix multiplies as 16-bit passes by default (TPUs, and
Trainium's compiler: data/fp32_matrix.csv, with the document), an FP32 run is timed at the 16-bit matrix peak over
the default number of passes, said first with the band widened; the catalog's FP32 (vector) figure stays the
device's FP32 figure and is not used. A device without that row keeps its FP32 peak.

FP8 (and INT8 on the TPUs that train in it, Google's AQT) speeds up a share of the step (the 8-bit share,
params.low_precision_share, at most 1) by the device's own datasheet 8-bit/BF16 ratio, the rest staying at the BF16
rate (Amdahl's law, as FP4 over FP8): the gain is physical on every device, never above its datasheet ratio, and one
share fits cards of any ratio. The share is taken from published end-to-end FP8-vs-BF16 training speed-ups
(data/fp8_speedups.csv, published_eight_bit_share), not fitted: fitted on the validation runs it moved between 0.62
and 1.00 across halves of the publishers. An MoE's fine-grained FP8 gains at most 1.3x (DeepSeek-V3); FP4 adds its Amdahl gain
over FP8. A device without the 8-bit figure is estimated at BF16, said first.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, field
from functools import lru_cache

from gpucompare.core.catalog import column_name
from gpucompare.core.estimate import assumptions as say
from gpucompare.core.estimate.compute import fp4_gain
from gpucompare.core.estimate.tables import default, fp32_matrix_for
from gpucompare.core.tables import num, read_table
from gpucompare.errors import BadArgument

LOW_PRECISIONS = ("fp8", "fp4", "int8")
BYTES = {"fp4": 0.5, "fp8": 1.0, "int8": 1.0, "bf16": 2.0, "fp16": 2.0, "tf32": 4.0, "fp32": 4.0}
#: the datasheet figure to use when the asked one is missing, and only these (same kind of math)
_SAME_KIND = {"bf16": "fp16", "fp16": "bf16", "tf32": "fp32"}


@dataclass
class Peak:
    asked: str
    used: str  # the precision the time is computed at
    peak_tflops: float  # dense datasheet peak of the base (16-bit or wider) precision used
    effective_tflops: float  # with the low-precision gain
    bytes_per_element: float
    lacks: list = field(default_factory=list)  # sentences about a figure the device lacks: shown first
    notes: list = field(default_factory=list)
    gain_cap: float = math.nan  # the low-precision gain's ceiling (datasheet ratio, MoE cap); NaN: no gain
    fp4_factor: float = 1.0  # FP4's Amdahl gain over the FP8 path
    ratio: float = math.nan  # the datasheet 8-bit / BF16 peak ratio the 8-bit share runs at
    #: an FP32 run on the FP32 (vector) units of a device whose matrix units it does not use (`beside_matrix_units`)
    vector: bool = False
    #: a CNN asked in FP32 timed at the device's TF32 rate, as the frameworks run its convolutions by default
    #: (`fp32_convolutions_as_tf32`); the band's high end reaches the pure-FP32 estimate
    tf32_by_default: bool = False

    def gain(self, low_precision_share: float) -> float:
        """Effective / datasheet peak for a fitted 8-bit share s: 1 / (1 - s + s / ratio) (Amdahl), at most the cap
        (the ratio itself, or an MoE's), times FP4's gain over FP8."""
        if math.isnan(self.gain_cap):
            return 1.0
        return min(eight_bit_gain(low_precision_share, self.ratio), self.gain_cap) * self.fp4_factor

    @property
    def substituted(self) -> bool:
        return bool(self.lacks)


def eight_bit_gain(share, ratio):
    """The 8-bit path's speed-up over BF16 by Amdahl's law: the `share` of the step whose matmuls run at the datasheet
    8-bit/BF16 `ratio` goes that much faster, the rest (attention and matmuls kept in BF16, casts and scaling,
    elementwise work) at the BF16 rate. share 1 gives the datasheet ratio, share 0 no gain (compute.fp4_gain's rule,
    one level up). Works on numbers and numpy arrays."""
    return fp4_gain(share, ratio)


def share_from_speedup(speedup, ratio):
    """The 8-bit share that gives a measured end-to-end FP8/BF16 `speedup` on a device of datasheet 8-bit/BF16
    `ratio`: eight_bit_gain solved for the share, (1 - 1/speedup) / (1 - 1/ratio) (1.50x at ratio 2: 2/3)."""
    return (1.0 - 1.0 / speedup) / (1.0 - 1.0 / ratio)


@lru_cache(maxsize=1)
def published_eight_bit_share() -> float:
    """The 8-bit share of a step taken from published end-to-end FP8-vs-BF16 training speed-ups of dense transformers
    (data/fp8_speedups.csv: Meta's TorchTitan Llama 3 70B on 128 H100, Databricks' Mosaic stack on 64 H100,
    Megatron-LM GPT 13B on H100, TorchTitan MXFP8 on 1,856 B200, NeMo AutoModel on 8 H100): the median of the
    shares each implies at its device's datasheet ratio (share_from_speedup), so that no single report sets it."""
    shares = [share_from_speedup(float(r["speedup"]), float(r["datasheet_ratio"])) for r in read_table("fp8_speedups")]
    return min(max(statistics.median(shares), 0.0), 1.0)


#: the order a device's own training precisions are preferred in when the user names none: 16-bit tensor math
#: first (mixed precision, what frameworks default to on tensor-core parts), FP32 only where no 16-bit figure exists
_PREFERRED = ("bf16", "fp16", "fp32")


def best_training_precision(device) -> str:
    """The precision an estimate uses when the user names none: the first of BF16, FP16, FP32 the device has a
    datasheet figure for (BF16 when it has none of them, which then refuses with the usual sentence)."""
    for precision in _PREFERRED:
        v = device.tflops(precision)
        if not math.isnan(v) and v > 0:
            return precision
    return "bf16"


def _base(device, precision: str, lacks: list) -> tuple[float, str]:
    """(datasheet peak, precision) for a 16-bit-or-wider precision, substituting only the same kind of math."""
    v = device.tflops(precision)
    if not math.isnan(v) and v > 0:
        return v, precision
    alt = _SAME_KIND.get(precision)
    w = device.tflops(alt) if alt else math.nan
    if alt and not math.isnan(w) and w > 0:
        lacks.append(say.lacks_precision(column_name(device), precision, alt, w))
        return w, alt
    if precision in ("bf16", "fp16") and not math.isnan(device.tflops("fp32")):
        raise BadArgument(say.refuse_no_tensor(column_name(device), precision))
    raise BadArgument(say.refuse_no_figure(column_name(device), precision))


def beside_matrix_units(device) -> bool:
    """Whether the device has matrix units an FP32 run leaves idle: its dense 16-bit figure at least
    data/defaults.csv matrix_over_fp32_ratio times its FP32 figure (NVIDIA's tensor cores from Volta: V100 125 against
    15.7, A100 312 against 19.5; AMD's matrix cores), where a plain FP32 run (no TF32, not cast to 16-bit passes:
    `_fp32_on_matrix_units`) runs on the vector units. Packed FP16 on the FP32 units (P100, 2x) is not a matrix unit.
    The fitted utilization comes mostly from 16-bit runs on the matrix units; such a run's is scaled by
    `Params.vector_efficiency` (configuration.inputs)."""
    fp32 = device.tflops("fp32")
    sixteen = max((v for v in (device.tflops("bf16"), device.tflops("fp16")) if v == v and v > 0), default=math.nan)
    return fp32 > 0 and sixteen >= default("matrix_over_fp32_ratio") * fp32


def _fp32_on_matrix_units(device, precision: str, lacks: list) -> Peak | None:
    """FP32 (or TF32 on a device without a TF32 figure) where the matrix units run it as 16-bit passes by default:
    the 16-bit matrix peak over the passes, said first; None where no such fact is recorded."""
    if precision == "tf32" and device.tflops("tf32") > 0:
        return None
    row = fp32_matrix_for(device.id, getattr(device, "family", ""))
    if row is None or precision not in ("fp32", "tf32"):
        return None
    passes = float(row["default_passes"])
    sixteen, used = _base(device, row["sixteen_bit"], lacks)
    peak = sixteen / passes
    lacks.insert(
        0, say.fp32_as_passes(column_name(device), precision, used, passes, peak, device.tflops("fp32"), row["source"])
    )
    return Peak(precision, used, peak, peak, BYTES[precision], lacks, [])


def fp32_convolutions_as_tf32(device, precision: str, convolutions: bool) -> bool:
    """Whether an FP32 run is timed at TF32: a CNN's convolutions (`convolutions`) on a device with a TF32 figure
    (NVIDIA Ampere and later), where cuDNN takes FP32 convolutions on the TF32 tensor cores by default (PyTorch's
    torch.backends.cudnn.allow_tf32 defaults to True since 1.7; TensorFlow enables TF32 by default since 2.4:
    data/defaults.csv fp32_convolutions_as_tf32, with the documents). A transformer's FP32 matmuls are not:
    PyTorch's torch.backends.cuda.matmul.allow_tf32 defaults to False since 1.12."""
    return (
        precision == "fp32"
        and convolutions
        and default("fp32_convolutions_as_tf32") > 0
        and device.tflops("tf32") > 0
        and fp32_matrix_for(device.id, getattr(device, "family", "")) is None
    )


def resolve(
    device, precision: str, urow: dict, params, transformer: bool, moe: bool, convolutions: bool = False
) -> Peak:
    """The Peak an estimate runs at. `convolutions`: a CNN whose FP32 convolutions the frameworks run as TF32 where
    the device has it (fp32_convolutions_as_tf32; False: FP32 as asked, the band's pure-FP32 path)."""
    lacks: list = []
    notes: list = []
    on_matrix = _fp32_on_matrix_units(device, precision, lacks)
    if on_matrix is not None:
        return on_matrix
    if fp32_convolutions_as_tf32(device, precision, convolutions):
        tf32, fp32 = device.tflops("tf32"), device.tflops("fp32")
        notes.append(say.fp32_convolutions_as_tf32(column_name(device), tf32, fp32))
        return Peak(precision, "tf32", tf32, tf32, BYTES["fp32"], lacks, notes, tf32_by_default=True)
    if precision not in LOW_PRECISIONS:
        peak, used = _base(device, precision, lacks)
        vector = used == "fp32" and beside_matrix_units(device)
        return Peak(precision, used, peak, peak, BYTES[used], lacks, notes, vector=vector)
    peak, base = _base(device, "bf16", lacks)
    if not transformer:
        notes.append(say.low_precision_not_for_cnn(precision))
        return Peak(precision, base, peak, peak, BYTES[base], lacks, notes)
    if precision == "int8":
        if urow.get("int8_training") != "yes":
            raise BadArgument(say.refuse_int8(column_name(device)))
        if not device.tflops("int8") > 0:  # no datasheet ratio to speed the 8-bit share by: BF16, said first
            lacks.append(say.lacks_low_precision(column_name(device), precision, base))
            return Peak(precision, base, peak, peak, BYTES[base], lacks, notes)
        ratio = device.tflops("int8") / peak
        out = Peak(precision, "int8", peak, peak, BYTES["int8"], lacks, notes, gain_cap=ratio, ratio=ratio)
        out.effective_tflops = peak * out.gain(params.low_precision_share)
        notes.append(
            say.low_precision("int8", out.gain(params.low_precision_share), ratio, params.low_precision_share, moe)
        )
        return out
    fp8 = device.tflops("fp8")
    if math.isnan(fp8) or fp8 <= 0:
        lacks.append(say.lacks_low_precision(column_name(device), precision, base))
        return Peak(precision, base, peak, peak, BYTES[base], lacks, notes)
    eight = cap = fp8 / peak  # the datasheet FP8/BF16 ratio
    if moe:
        cap = min(cap, default("fp8_speedup_moe"))
    used, four = "fp8", 1.0
    if precision == "fp4":
        share = num(urow.get("fp4_share", ""))
        ratio = device.tflops("fp4") / fp8
        if math.isnan(share) or not ratio > 1.0:
            lacks.append(say.lacks_low_precision(column_name(device), "fp4", "fp8"))
        else:
            four = fp4_gain(share, ratio)
            notes.append(say.fp4(four, share, ratio, urow.get("fp4_source", "")))
            used = "fp4"
    out = Peak(precision, used, peak, peak, BYTES[used], lacks, notes, gain_cap=cap, fp4_factor=four, ratio=eight)
    out.effective_tflops = peak * out.gain(params.low_precision_share)
    gain = min(eight_bit_gain(params.low_precision_share, eight), cap)
    notes.append(say.low_precision("fp8", gain, eight, params.low_precision_share, moe))
    return out


def unstated_alternative(device, used: str, urow: dict, params, transformer: bool, moe: bool) -> Peak | None:
    """The lowest-precision path a run may take when the user named no precision and it was estimated in 16 bits on a
    device with FP8 tensor cores (MLPerf's Llama 2 70B LoRA and Llama 3.1 8B logs do not state it; their runs were FP8,
    and at the device's BF16 they came out +33% to +149% too slow): the FP4 Peak where the device has an FP4 figure
    above its FP8 one and its family a published FP4 share (data/utilization.csv: NVIDIA's NVFP4 recipe on Blackwell,
    AMD's MXFP4 MLPerf v6.0 submission on CDNA 4, whose Llama 3.1 8B and Llama 2 70B LoRA results do not state it
    either and came out +45% to +171% too slow in blind set 21 at BF16), else the FP8 Peak. Its gain (Peak.gain, at
    each fit's fitted 8-bit share, the datasheet ratios and FP4's share) places the band's low end (band.widen). None
    where the alternative does not exist: a precision given, a 16-bit figure substituted, no FP8 figure, a CNN (the
    low-precision gain is for transformers)."""
    if used not in ("bf16", "fp16") or not transformer:
        return None
    fp8 = device.tflops("fp8")
    if math.isnan(fp8) or fp8 <= 0:
        return None
    for low in low_precision_paths(device, urow):
        try:
            out = resolve(device, low, urow, params, transformer, moe)
        except BadArgument:
            continue
        if not out.substituted and not math.isnan(out.gain_cap):
            return out
    return None


def fp32_in_reach(device, used: str) -> bool:
    """Whether a run estimated without a stated precision on its device's FP16 path may have trained in FP32: the
    device has no BF16 and no TF32 figure (it predates both: V100, T4, the RTX 20 series, P100, whose code trains in
    FP32 unless mixed precision is turned on by hand: pycls, Google's vision_transformer) and has an FP32 figure.
    The band's high end then reaches the estimate in FP32 (band.unstated_high); the estimate stays at FP16."""
    if used != "fp16":
        return False
    bf16, tf32, fp32 = device.tflops("bf16"), device.tflops("tf32"), device.tflops("fp32")
    return not (bf16 > 0) and not (tf32 > 0) and fp32 > 0


def low_precision_paths(device, urow: dict) -> tuple[str, ...]:
    """The low-precision paths a device may train in, lowest first: FP4 where its datasheet FP4 figure is above its FP8
    one and its family has a published FP4 share (the FP4 path needs both, as resolve takes it), then FP8."""
    fp4, fp8 = device.tflops("fp4"), device.tflops("fp8")
    share = num(urow.get("fp4_share", ""))
    if fp4 > fp8 > 0 and not math.isnan(share):
        return ("fp4", "fp8")
    return ("fp8",)
