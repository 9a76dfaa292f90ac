"""CNNs: seconds per training image on one device, from a measured throughput at the precision where a vendor table
gives one (data/benchmarks.csv: NVIDIA's Deep Learning Examples tables, Habana's, MindSpore's), else from a roofline
of the model's FLOPs per image and its memory traffic, with two constants fitted on those same vendor tables
(tests/validation/calibrate.py): the share of the dense peak convolutions reach and the bytes moved per byte of
activations the model stores per image (its memory-bound layers move activations, not FLOPs).
Precision is honoured: mixed precision and TF32 are different rows and different peaks (NVIDIA's table puts them
2.3x apart on an A100), and 32-bit activations move twice the bytes.

A ViT is a transformer encoder over its patch tokens and needs none of this (configuration.py)."""

from __future__ import annotations

import math

from gpucompare.core.estimate import recsys
from gpucompare.core.estimate.tables import measured_throughput

#: the vendor tables train at ImageNet's 224 x 224 crop; another size takes the roofline
MEASURED_IMAGE_SIZE = 224.0
#: ResNet-50's stored activations per training FLOP (data/workloads.csv: 90e6 bytes and 24.6e9 FLOPs per image), for
#: a CNN entered without an activation figure
RESNET50_ACTIVATION_BYTES_PER_FLOP = 90e6 / 24.6e9


def pixel_ratio(image_size: float) -> float:
    """The pixels of a square image of side `image_size` over the vendor tables' 224 x 224 (168 px: 0.5625)."""
    return (float(image_size) / MEASURED_IMAGE_SIZE) ** 2


def cnn_sample_time_s(device, workload, precision: str, peak_tflops: float, bytes_per_element: float, params):
    """(seconds per image per device, the measured row or None). The roofline adds the convolutions at
    `cnn_utilization` of the peak and the traffic (activation bytes per image x bytes moved per activation byte,
    doubled for 32-bit) at the memory
    bandwidth; a device without a bandwidth figure gets the convolutions only."""
    if getattr(workload, "recommendation", False):  # dense matmuls + embedding traffic (recsys.py)
        return (
            recsys.sample_time_s(
                workload.flops_per_token,
                workload.activation_bytes_per_token,
                peak_tflops,
                params.gemm_utilization,
                device.get("memory_bw_gbs"),
            ),
            None,
        )
    bench = measured_throughput(device.id, workload.id, precision)
    img = workload.image_size
    if bench is not None and (math.isnan(img) or abs(img - MEASURED_IMAGE_SIZE) < 1e-6):
        return 1.0 / float(bench["value"]), bench
    if bench is not None and img > 0 and getattr(workload, "latent_factor", 1.0) == 1.0:
        # the vendor measured this network at 224 px; at another size a CNN's FLOPs and stored activations follow
        # the pixels (workloads.at_image_size), so its time per image does too: the measured rate carried by the
        # pixel ratio, said in the assumptions (est185; never the 224 px rate silently)
        k = pixel_ratio(img)
        return k / float(bench["value"]), {**bench, "image_size": img, "pixel_ratio": k}
    flops = workload.flops_per_token
    t = flops / (peak_tflops * 1e12 * params.cnn_utilization)
    bw = device.get("memory_bw_gbs")
    if not math.isnan(bw) and bw > 0:
        # memory-bound layers (depthwise convolutions, batch norms, activations) move the activations, not the
        # FLOPs: EfficientNet-B0 stores about as many activation bytes per image as ResNet-50 (workloads.csv) for a
        # tenth of its FLOPs; depthwise convolutions "cannot fully utilize modern accelerators" (Tan and Le 2021,
        # EfficientNetV2, arXiv:2104.00298). A model without an activation figure stores ResNet-50's per FLOP.
        act = workload.activation_bytes_per_token
        moved = act if act == act and act > 0 else flops * RESNET50_ACTIVATION_BYTES_PER_FLOP
        t += moved * params.cnn_traffic_per_activation_byte * (max(bytes_per_element, 2.0) / 2.0) / (bw * 1e9)
    return t, None
