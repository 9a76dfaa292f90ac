"""What a reader meets in an estimate's words: the band's reason names the model's own kind (a recommendation model is
never "a vision model"), counts agree with their nouns ("1 publisher", "2 publishers", never "2 publisher(s)")."""

from __future__ import annotations

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate import assumptions as say
from gpucompare.core.workloads import workload_for

DLRM = dict(
    params=22.8e9,
    active_params=2_368_897,
    samples=4_195_197_692,
    model_kind="recommendation",
    sparse_features=26,
    embedding_dim=128,
)


def _all_text(e) -> str:
    return " ".join(str(a) for a in e.assumptions)


def test_a_recommendation_models_band_never_calls_it_a_vision_model():
    a100 = bundled_catalog().resolve("A100 SXM4 80GB")
    e = estimate(a100, workload_for(**DLRM), 8, Settings(precision="tf32"))
    text = _all_text(e)
    assert "vision model" not in text
    assert "recommendation model priced per sample" in text or "vision" not in e.band.get("widened_for", [])
    assert "images" not in text  # its FLOPs are counted per sample, not per image


def test_a_vision_models_band_still_says_vision():
    assert "vision model" in str(say.band_driver("vision", 0.9, 1.2, "cnn"))
    assert "recommendation model" in str(say.band_driver("vision", 0.9, 1.2, "recommendation"))


def test_publishers_agree_with_their_count():
    one, two = str(say.support_kind("encoder_decoder", 1)), str(say.support_kind("encoder_decoder", 2))
    assert one.startswith("1 publisher of encoder-decoder transformer runs")
    assert two.startswith("2 publishers of encoder-decoder transformer runs")
    assert "(s)" not in one + two and "_" not in one + two


def test_no_count_with_an_s_in_brackets_in_the_bundled_notes():
    from gpucompare.paths import data_file

    for name in ("utilization.csv", "cloud_instances.csv"):
        text = data_file(name).read_text(encoding="utf-8")
        assert "(s)" not in text.replace("http(s)", "")
        assert " 1 published runs" not in text and " 1 publishers" not in text
