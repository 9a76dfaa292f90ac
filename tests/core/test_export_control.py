"""'Can I buy it?': TPP, performance density and the class under each dated US rule, on the worked examples of the
rules (market survey 2026, section 3), plus the China-side status with its date and the not-legal-advice note."""

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.export_control import DISCLAIMER, rules, status, tpp


@pytest.fixture(scope="module")
def cat():
    return bundled_catalog()


# (device, TPP, PD or None, class under the Oct-2023 rule) from the worked examples
WORKED = [
    ("nvidia-a100-sxm4-80gb", 4992, 6.04, "3A090.a"),
    ("nvidia-h100-sxm5-80gb", 15832, None, "3A090.a"),
    ("nvidia-h800-sxm5-80gb", 15832, None, "3A090.a"),
    ("nvidia-h20-96gb", 2368, 2.91, "not 3A090"),
    ("nvidia-l20-48gb", 1912, None, "not 3A090"),
    ("nvidia-rtx-4090", 5285, 8.68, "3A090.a"),
    ("nvidia-b200", 36000, None, "3A090.a"),
]


@pytest.mark.parametrize("device_id, expected_tpp, expected_pd, klass", WORKED)
def test_worked_examples(cat, device_id, expected_tpp, expected_pd, klass):
    s = status(cat[device_id], "2026-12-01")
    assert s.tpp == pytest.approx(expected_tpp, rel=2e-3)
    if expected_pd is not None:
        assert s.perf_density == pytest.approx(expected_pd, abs=0.01)
    assert s.klass == klass
    assert s.rule.effective == "2023-11-17" and "88 FR 73458" in s.rule.citation


def test_the_4090d_exists_because_a_gaming_card_under_4800_is_not_3a090(cat):
    d = cat["nvidia-rtx-4090d"]
    assert tpp(d) < 4800 and status(d, "2026-12-01").klass == "not 3A090"
    assert status(d, "2026-12-01").obtainable_in_china


def test_the_class_depends_on_the_rule_in_force(cat):
    h800 = cat["nvidia-h800-sxm5-80gb"]
    # Oct 2022: TPP and I/O >= 600 GB/s; H800's 400 GB/s NVLink kept it out
    assert status(h800, "2023-01-01").klass == "not 3A090"
    assert status(cat["nvidia-h100-sxm5-80gb"], "2023-01-01").klass == "3A090"
    assert status(h800, "2024-01-01").klass == "3A090.a"


def test_h20_needs_a_licence_after_april_2025(cat):
    h20 = cat["nvidia-h20-96gb"]
    assert status(h20, "2025-01-01").china == "yes"
    later = status(h20, "2025-06-01")
    assert later.china == "licence" and later.licences[0].effective == "2025-04-09"
    assert "2025-04" in later.china_text()


def test_china_side_measures_carry_their_date(cat):
    s = status(cat["nvidia-h200-sxm-141gb"], "2026-06-01")
    assert s.china == "no" and any(m.effective == "2026-01-14" for m in s.measures)
    six = status(cat["nvidia-rtx-pro-6000d"], "2026-06-01")
    assert not six.obtainable_in_china and "2025-09" in six.china_text()


def test_domestic_and_cloud_only_parts(cat):
    assert status(cat["huawei-ascend-910b"], "2026-06-01").obtainable_in_china
    assert status(cat["google-tpu-v5p"], "2026-06-01").klass == "cloud only"


def test_every_explanation_says_it_is_not_legal_advice(cat):
    for d in cat.devices[:40]:
        assert DISCLAIMER in status(d, "2026-06-01").explanation()


def test_every_rule_has_a_date_and_a_source():
    for r in rules():
        assert len(r.effective) == 10 and r.source and "shared/" not in r.source


def test_table_filter_obtainable_in_china(cat):
    from gpucompare.core.hwtable import Filter, build_frame, filter_mask
    from gpucompare.core.money import FxTable
    from gpucompare.core.pricing import price_column

    frame = build_frame(cat, "bf16", price_column(cat.devices, "reference:US", "USD", FxTable.bundled()), "2026-06-01")
    ids = set(frame.ids[filter_mask(frame, Filter(china_obtainable=True))])
    assert {"nvidia-l20-48gb", "nvidia-rtx-4090d", "huawei-ascend-910b"} <= ids
    assert not {"nvidia-h100-sxm5-80gb", "nvidia-h200-sxm-141gb", "nvidia-rtx-4090", "google-tpu-v5p"} & ids
    row = list(frame.ids).index("nvidia-h100-sxm5-80gb")
    assert "not legal advice" in frame.tooltip("export_class", row)
