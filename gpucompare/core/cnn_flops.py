"""FLOPs per image of a convolutional network from what a user knows (est161): its parameters and input size, or a
published forward figure.

A convolution's multiply-adds are its weights times the output positions it slides over, so a CNN's work per image
is not 6 x its parameters: it grows with the input's pixels. Over a network the mean number of positions each weight
is applied at, per input pixel, is one figure: ResNet-50 (He et al. 2015, arXiv:1512.03385; 4.1e9 multiply-adds for
25.6M parameters at 224 px) applies each weight at 160 positions, 0.0032 per pixel of its 224 x 224 input; YOLOv5s
(7.2M, 8.25e9 multiply-adds at 640 px) 0.0028. It is taken as the median, one vote per published family, of the
plain 2D CNN presets in data/workloads.csv (each with its source; CLIP's two-tower figures, the diffusion U-Net family
and volume models left out), instead of the FLOPs of whichever preset is nearest in parameters: that gave a 61M
detector AlexNet's 0.00023 (most of AlexNet's weights are fully connected, applied once), 14x too few.

A published figure replaces it: `--flops-per-sample` is the forward multiply-adds per sample at the input trained
(the "GFLOPs" of torchvision's, fvcore's, mmdetection's and PaddleDetection's model tables, which count a
multiply-add once; Ultralytics' tables count it twice: halve theirs), trained as 3 passes x 2 FLOPs.
"""

from __future__ import annotations

import math
from functools import lru_cache

#: training FLOPs per forward multiply-add: forward, two backward passes, 2 FLOPs each (the presets' rule)
TRAIN_FLOPS_PER_MAC = 6.0


@lru_cache(maxsize=1)
def positions_per_weight_per_pixel() -> dict:
    """The median over published CNN families of forward multiply-adds / (parameters x input pixels), one vote per
    family (rows of one source), with the families' P25 and P75 and their names: {'value', 'p25', 'p75', 'families'}."""
    from gpucompare.core.workloads import presets

    fams: dict[str, list[float]] = {}
    for w in presets():
        if w.kind != "cnn" or math.isnan(w.flops_per_token) or math.isnan(w.image_size) or w.params <= 0:
            continue
        if w.id.startswith("clip-") or w.per_weight or (w.spatial_dims == w.spatial_dims and w.spatial_dims != 2):
            continue  # a text tower inside, the diffusion U-Net family (its own rule), volumes
        rho = w.flops_per_token / TRAIN_FLOPS_PER_MAC / (w.params * w.image_size**2)
        fams.setdefault(w.source, []).append(rho)
    per_family = sorted(_median(v) for v in fams.values())
    return {
        "value": _median(per_family),
        "p25": _quantile(per_family, 0.25),
        "p75": _quantile(per_family, 0.75),
        "families": len(per_family),
    }


@lru_cache(maxsize=1)
def activation_bytes_per_pixel() -> dict:
    """The activation bytes a CNN stores per pixel of its input (est185): the median over published CNN families (one
    vote per family, the rows of one source; the same presets as positions_per_weight_per_pixel) of the preset's
    stored activation bytes per image / its input's pixels, with the families' P25 and P75 and their count:
    {'value', 'p25', 'p75', 'families'}.

    A CNN not among the presets has no activation figure of its own. Taking the bytes of the preset nearest in
    parameters gave a 63M ResNet-101-FPN detector AlexNet's (10.1 MB at 224 px for 61M parameters: most of AlexNet's
    weights are fully connected layers that output a few thousand values), 20x too few. A CNN's stored activations
    are its feature maps, which follow the input's pixels through every stage (each stage a fixed fraction of them);
    per pixel the families lie within x0.6-x1.5 of the median between their quartiles (ResNet-50 1,794 bytes per
    pixel, ResNet-101 2,691, YOLOv8s 766, EfficientNet-B0 1,594). Per training FLOP (the other measure tried, est185)
    a depthwise or light network (EfficientDet, ResNet-9, a 200 MFLOP RegNet) stores 4-25x more than a dense one, and
    it put those rows 60-95% too fast against the published runs (tests/validation, README): per pixel was nearer.
    Bytes at 16-bit, as the presets count them (the roofline doubles them for 32-bit)."""
    from gpucompare.core.workloads import presets

    fams: dict[str, list[float]] = {}
    for w in presets():
        if w.kind != "cnn" or not (w.activation_bytes_per_token > 0) or not (w.image_size > 0):
            continue
        if w.id.startswith("clip-") or w.per_weight or (w.spatial_dims == w.spatial_dims and w.spatial_dims != 2):
            continue  # a text tower inside, the diffusion U-Net family (no activation figure), volumes
        fams.setdefault(w.source, []).append(w.activation_bytes_per_token / w.image_size**2)
    per_family = sorted(_median(v) for v in fams.values())
    return {
        "value": _median(per_family),
        "p25": _quantile(per_family, 0.25),
        "p75": _quantile(per_family, 0.75),
        "families": len(per_family),
    }


def derived_activation_bytes(image_size: float) -> float:
    """Stored activation bytes per image (16-bit) of a CNN not among the presets, at an image of side `image_size`:
    the families' median bytes per pixel x its pixels (activation_bytes_per_pixel; a hand calculation in
    tests/core/test_cnn_activations.py)."""
    return activation_bytes_per_pixel()["value"] * float(image_size) ** 2


def derived_flops_per_image(params: float, image_size: float) -> float:
    """Training FLOPs per image of a CNN given by its parameters at an image of side `image_size`:
    6 x parameters x positions per weight per pixel x pixels (a hand calculation in tests/core/test_cnn_flops.py)."""
    rho = positions_per_weight_per_pixel()["value"]
    return TRAIN_FLOPS_PER_MAC * float(params) * rho * float(image_size) ** 2


def published_flops_per_image(forward_macs: float) -> float:
    """Training FLOPs per sample from a published forward figure in multiply-adds (--flops-per-sample)."""
    return TRAIN_FLOPS_PER_MAC * float(forward_macs)


def _median(v: list[float]) -> float:
    return _quantile(sorted(v), 0.5)


def _quantile(v: list[float], q: float) -> float:
    if not v:
        return math.nan
    x = q * (len(v) - 1)
    lo = int(math.floor(x))
    hi = min(lo + 1, len(v) - 1)
    return v[lo] + (v[hi] - v[lo]) * (x - lo)
