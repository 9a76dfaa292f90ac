"""Recommendation models (DLRM, DCNv2): the work of one training sample.

A recommendation model's parameters are mostly embedding tables, and a sample multiplies almost none of them: it
looks up one row of each sparse (categorical) feature's table and runs small dense MLPs over those rows and its
dense features (Naumov et al. 2019, "Deep Learning Recommendation Model for Personalization and Recommendation
Systems", arXiv:1906.00091, section 2). Its step is therefore two terms, added in time per sample on one device:

- the dense part's matmuls: 6 x the dense (MLP and cross-layer) parameters, each applied once per sample forward
  (2 FLOPs a multiply-add) and twice backward, plus DLRM's pairwise dot interaction of the F + 1 vectors of width D
  (F (F + 1) / 2 dot products of D multiply-adds, x 3 for the two backward products), at the matmuls' utilization;
- the embedding traffic at the memory bandwidth: each of the F looked-up rows of D values is read forward, its
  gradient written backward, and the row read and written again by the update (4 passes), in FP32, as NVIDIA's
  DLRM and DCNv2 recipes store their tables ("embedding tables are stored in FP32 format", DeepLearningExamples
  TensorFlow2/Recommendation/DLRM_and_DCNv2, doc/DLRM.md) and TorchRec's fused sparse optimizers update them in
  place (row-wise Adagrad keeps one value per row, plain SGD none).

What a user gives: the samples, the total parameters (memory), the dense parameters (`--active-params`), the sparse
features per sample and the embedding dimension. MLPerf's DLRM-DCNv2 reference states them (26 sparse features of
dimension 128, a 512-256-128 bottom MLP and a 1024-1024-512-256-1 top MLP: mlcommons/training,
recommendation_v2/torchrec_dlrm/README.MD; NVIDIA's recipes take the same defaults, dlrm.py and dcnv2.py, DCNv2 with
three cross layers of rank 512). Not counted, and said so: the all-to-all that moves looked-up rows between devices
when the tables are sharded, the MLPs' own activation traffic, multi-hot features (more than one row a feature) and
the input pipeline.
"""

from __future__ import annotations

import math

#: bytes per embedding value: FP32 tables (NVIDIA's DLRM and DCNv2 recipes; TorchRec's default)
EMBEDDING_BYTES = 4.0
#: passes over each looked-up row a training step makes: read forward, gradient written backward, row read and
#: written by the in-place sparse update
LOOKUP_PASSES = 4.0


def flops_per_sample(dense_params: float, sparse_features: float, embedding_dim: float) -> float:
    """Training FLOPs of one sample: 6 x dense parameters + the dot interaction's 3 x F (F + 1) x D (forward
    F (F + 1) / 2 dot products of D multiply-adds, 2 FLOPs each; backward twice that)."""
    f, d = float(sparse_features), float(embedding_dim)
    return 6.0 * float(dense_params) + 3.0 * f * (f + 1.0) * d


def lookup_bytes_per_sample(sparse_features: float, embedding_dim: float) -> float:
    """Bytes of embedding-table traffic one training sample moves: F rows of D FP32 values, 4 passes each."""
    return LOOKUP_PASSES * float(sparse_features) * float(embedding_dim) * EMBEDDING_BYTES


def embedding_memory_gb(embedding_params: float, devices: int) -> float:
    """GB of embedding tables each device holds: FP32 tables sharded over the devices (model-parallel tables, as
    NVIDIA's hybrid-parallel recipes and TorchRec place them), no per-value optimizer state."""
    return max(float(embedding_params), 0.0) * EMBEDDING_BYTES / max(int(devices), 1) / 1e9


def sample_time_s(flops: float, lookup_bytes: float, peak_tflops: float, utilization: float, bw_gbs: float) -> float:
    """Seconds per training sample on one device: the dense matmuls at `utilization` of the peak plus the embedding
    traffic at the memory bandwidth (left out, and said, where the device has no bandwidth figure)."""
    t = float(flops) / (float(peak_tflops) * 1e12 * float(utilization))
    if math.isfinite(bw_gbs) and bw_gbs > 0:
        t += float(lookup_bytes) / (float(bw_gbs) * 1e9)
    return t
