"""A published figure no device could reach is not comparable (runs.physically_impossible), with its reason."""

from __future__ import annotations

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate.family import resolve_named
from tests.validation.runs import from_repo_row, load_repo, mark_impossible, physically_impossible


def _row(**kw) -> dict:
    r = {
        "run_id": "x",
        "run": "a 1.5B decoder",
        "source_group": "someone-x",
        "model_kind": "decoder",
        "training_kind": "pretrain",
        "device": "RTX A6000",
        "count": "1",
        "params": "1.5e9",
        "tokens": "8e9",
        "tokens_6nd_equiv": "8e9",
        "precision": "bf16",
        "published_minutes": "480",
        "figure_kind": "wall_clock",
        "confidence": "exact",
    }
    r.update(kw)
    return r


@pytest.fixture(scope="module")
def a6000():
    return resolve_named(bundled_catalog(), "RTX A6000")


def test_a_figure_above_the_dense_peak_is_impossible(a6000):
    # 6 x 1.5e9 x 8e9 = 7.2e19 FLOP in 8 h (28,800 s) on one card: 2,500 TFLOPS, 16.1x the A6000's dense 154.8
    assert a6000.tflops("bf16") == pytest.approx(154.8)
    why = physically_impossible(from_repo_row(_row()), a6000)
    assert why.startswith("no: physically impossible") and "2,500 TFLOPS" in why and "16.1x" in why
    # the same run over 200 h is 100 TFLOPS a card: 65% of the peak, possible
    assert physically_impossible(from_repo_row(_row(published_minutes=str(200 * 60))), a6000) == ""


def test_the_least_work_is_counted(a6000):
    # tokens that are samples x the maximum length are an upper bound: never called impossible
    padded = _row(tokens="8e9", samples="1e6", seq_len="8000")
    assert physically_impossible(from_repo_row(padded), a6000) == ""
    # a stated shape whose blocks hold fewer weights than the parameters (an embedding table) bounds the work:
    # 12 x 2 x 1024^2 = 25.2M weights, 6 x 25.2M x 8e9 / 28,800 s = 42 TFLOPS, below the peak
    assert physically_impossible(from_repo_row(_row(layers="2", hidden="1024")), a6000) == ""
    # with no precision stated, every path the run may have taken counts: an H100's FP8 (1,979) above its BF16 (989)
    h100 = resolve_named(bundled_catalog(), "H100 SXM5 80GB")
    fast = _row(device="H100 SXM5 80GB", precision="", params="7e9", tokens_6nd_equiv="1e9", published_minutes="1")
    # 6 x 7e9 x 1e9 / 60 s = 700 PFLOP/s, far above either: impossible at any precision
    assert "physically impossible" in physically_impossible(from_repo_row(fast), h100)
    # 6 x 7e9 x 2e9 / 72,000 s (20 h) = 1,167 TFLOPS: above BF16's 989, below FP8's 1,979: possible unstated, not
    # where the row states BF16
    at20 = _row(device="H100 SXM5 80GB", precision="", params="7e9", tokens_6nd_equiv="2e9", published_minutes="1200")
    assert physically_impossible(from_repo_row(at20), h100) == ""
    assert "physically impossible" in physically_impossible(from_repo_row({**at20, "precision": "bf16"}), h100)


def test_marked_not_comparable_and_the_table_rows_it_takes_out():
    runs = mark_impossible([from_repo_row(_row())])
    assert not runs[0].comparable and "16.1x" in runs[0].why_not_comparable
    taken = {r.run_id for r in load_repo() if "physically impossible" in r.why_not_comparable}
    # few, and each truly impossible: Inheritune's 8 h for 8B tokens of a 1.5B model on one RTX A6000 (blind set 55);
    # optimum-habana's Qwen2-7B LoRA baseline on 8 Gaudi2 (blind set 64), marked in the table by hand: the check skips
    # a row whose tokens are samples x its sequence, but TRL's packing fills every sequence, 484 TFLOPS a card
    assert taken == {"inheritune-1p5b-1xa6000", "ohabana-qwen2-7b-lora-trl-sft-8xgaudi2"}
    by_hand = {
        r.run_id for r in load_repo() if r.why_not_comparable.startswith("no: physically impossible as published")
    }
    assert by_hand == {"ohabana-qwen2-7b-lora-trl-sft-8xgaudi2"}
