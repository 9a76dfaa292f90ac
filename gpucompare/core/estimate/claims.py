"""The source articles' claims, recomputed by the model and shown beside them (the command line's
`gpucompare estimate --claims`, the README, a test). Each result keeps the article's figure, the model's, and how."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from functools import lru_cache

from gpucompare.core.catalog import Catalog, column_name
from gpucompare.core.estimate.configuration import Settings, estimate
from gpucompare.core.tables import read_table
from gpucompare.core.workloads import custom_workload, find_preset
from gpucompare.i18n import Msg


@dataclass
class ClaimCheck:
    claim: str  # key in data/claims.csv
    article: str  # what the article says, in words
    model: str  # what the model says, in words
    value: float  # the model's figure, in the claim's unit
    holds: bool  # does the model agree with the article's direction
    source: str


@lru_cache(maxsize=1)
def claims() -> dict[str, dict[str, str]]:
    return {r["claim"]: r for r in read_table("claims")}


def _est(cat: Catalog, device: str, workload, count: int, **kw):
    return estimate(cat.resolve(device), workload, count, Settings(**kw))


def export_variants(cat: Catalog) -> list[ClaimCheck]:
    """A800/H800 against A100/H100: Llama 2 70B on 64 devices with TP 8 (NVLink carries the TP traffic) and a 1.3B
    model on one device (no communication)."""
    out = []
    big, small = find_preset("llama2-70b"), custom_workload(1.3e9, 26e9)  # the small one fits on a single device
    row = claims()["a800_slower_only_with_nvlink"]
    for fast, slow in (
        ("nvidia-a100-sxm4-80gb", "nvidia-a800-sxm4-80gb"),
        ("nvidia-h100-sxm5-80gb", "nvidia-h800-sxm5-80gb"),
    ):
        b_fast, b_slow = _est(cat, fast, big, 64, tp=8), _est(cat, slow, big, 64, tp=8)
        s_fast, s_slow = _est(cat, fast, small, 1, zero=0), _est(cat, slow, small, 1, zero=0)
        slower_big = b_slow.wall_days / b_fast.wall_days - 1
        slower_one = s_slow.wall_days / s_fast.wall_days - 1
        out.append(
            ClaimCheck(
                "a800_slower_only_with_nvlink",
                Msg(
                    "{slow} = {fast} with less NVLink bandwidth, all else equal",
                    slow=column_name(cat[slow]),
                    fast=column_name(cat[fast]),
                ),
                Msg(
                    "Llama 2 70B on 64 devices (TP 8): {slow} {big:+.1%} time; a 1.3B model on one device: {one:+.1%}",
                    slow=column_name(cat[slow]),
                    big=slower_big,
                    one=slower_one,
                ),
                slower_big,
                slower_big > 0 and abs(slower_one) < 1e-9,
                row["source"],
            )
        )
    return out


def rtx4090(cat: Catalog) -> ClaimCheck:
    """Llama 2 70B on 256 RTX 4090 against 256 A100: the share of step time lost to communication."""
    w = find_preset("llama2-70b")
    rtx, a100 = _est(cat, "nvidia-rtx-4090", w, 256), _est(cat, "nvidia-a100-sxm4-80gb", w, 256)
    row = claims()["rtx4090_communication_too_slow"]
    return ClaimCheck(
        "rtx4090_communication_too_slow",
        Msg("RTX 4090 cannot train large models: its communication is too slow"),
        Msg(
            "Llama 2 70B on 256 devices: communication {rtx:.0%} of step time on RTX 4090 ({rdays:,.0f} days) against "
            "{a100:.0%} on A100 ({adays:,.0f} days)",
            rtx=rtx.comm_fraction,
            rdays=rtx.wall_days,
            a100=a100.comm_fraction,
            adays=a100.wall_days,
        ),
        rtx.comm_fraction,
        # the claim is about communication: its share of the step, and a run far longer than on A100 (the time also
        # rests on each family's fitted utilization)
        rtx.comm_fraction > 2 * a100.comm_fraction and rtx.wall_days > 1.5 * a100.wall_days,
        row["source"],
    )


def devices_for_days(cat: Catalog, device_id: str, workload, days: float, per_instance: int) -> int:
    """The fewest whole instances that train `workload` within `days` (doubling, then bisection)."""

    def wall(instances: int) -> float:
        e = _est(cat, device_id, workload, instances * per_instance)
        return e.wall_days if e.status == "ok" else math.inf

    lo, hi = 1, 1
    while wall(hi) > days and hi < 1 << 16:
        lo, hi = hi, hi * 2
    while hi - lo > 1:
        mid = (lo + hi) // 2
        lo, hi = (lo, mid) if wall(mid) <= days else (mid, hi)
    return hi


def gpt3_two_weeks(cat: Catalog) -> list[ClaimCheck]:
    """GPT-3 175B (300B tokens) on 600 p3dn, 128 p4d, 96 trn1: the model's steady-state and expected wall-clock days,
    and the instances 14 days need."""
    w = find_preset("gpt3-175b")
    out = []
    for key, instance, count in (
        ("gpt3_days_600_p3dn", "p3dn.24xlarge", 600),
        ("gpt3_days_128_p4d", "p4d.24xlarge", 128),
        ("gpt3_days_96_trn1", "trn1.32xlarge", 96),
    ):
        from gpucompare.core.pricing import find_cloud_rate

        rate = find_cloud_rate(instance)
        per = rate.devices_per_instance
        e = _est(cat, rate.device_id, w, count * per)
        days = float(claims()[key]["value"])
        need = devices_for_days(cat, rate.device_id, w, days, per)
        out.append(
            ClaimCheck(
                key,
                Msg("GPT-3 in two weeks on {n} x {instance}", n=count, instance=instance),
                Msg(
                    "{steady:,.0f} days at steady state, {wall:,.0f} days expected wall-clock (band {lo:,.0f}-{hi:,.0f}); "
                    "two weeks of wall-clock need {need} instances",
                    steady=e.steady_days,
                    wall=e.wall_days,
                    lo=e.band["wall_days_low"],
                    hi=e.band["wall_days_high"],
                    need=need,
                ),
                e.wall_days,
                e.band["wall_days_low"] <= days * 1.25,
                claims()[key]["source"],
            )
        )
    return out


def gaudi_cost_per_image(cat: Catalog) -> ClaimCheck:
    """ResNet-50 cost per image on 8 Gaudi (DL1) against 8 A100 (p4d) at the article's 2021 prices, from the
    measured throughputs in data/benchmarks.csv with the model's communication on top."""
    w = replace(find_preset("resnet-50"), tokens=1_281_167 * 90)
    dl1 = float(claims()["dl1_usd_per_hour_2021"]["value"])
    p4d = dl1 / (1 + float(claims()["dl1_vs_p4d_hourly"]["value"]))
    gaudi, a100 = _est(cat, "intel-gaudi-hl205", w, 8), _est(cat, "nvidia-a100-sxm4-40gb", w, 8)
    per_image_gaudi = dl1 / 8 * gaudi.device_hours / w.tokens
    per_image_a100 = p4d / 8 * a100.device_hours / w.tokens
    saving = per_image_gaudi / per_image_a100 - 1
    return ClaimCheck(
        "gaudi_cost_per_image_vs_a100",
        Msg("ResNet-50 cost per image 46% lower on DL1 (Gaudi) than on p4d (A100)"),
        Msg(
            "{saving:+.0%} per image: ${g:.3g} on DL1 at ${dl1:g}/h against ${a:.3g} on p4d at ${p4d:.2f}/h, per 1,000 "
            "images",
            saving=saving,
            g=per_image_gaudi * 1000,
            dl1=dl1,
            a=per_image_a100 * 1000,
            p4d=p4d,
        ),
        saving,
        saving < 0,
        claims()["gaudi_cost_per_image_vs_a100"]["source"],
    )


def check_claims(cat: Catalog) -> list[ClaimCheck]:
    return [*export_variants(cat), rtx4090(cat), *gpt3_two_weeks(cat), gaudi_cost_per_image(cat)]
