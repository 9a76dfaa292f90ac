"""The residual analysis (tests/validation/residuals.py): its rank correlation and terciles by hand, and one run's
terms as the estimator computes them."""

import math

import numpy as np

from gpucompare.core.estimate import load_params
from tests.validation import calibrate as cal
from tests.validation.residuals import (
    analyse,
    label_factor_out_of_fold,
    row_terms,
    spearman,
    stated_stack,
    terciles,
)
from tests.validation.runs import load_repo


def test_spearman_is_the_rank_correlation():
    x = np.arange(10, dtype=float)
    assert math.isclose(spearman(x, x**3), 1.0)  # monotone: ranks identical
    assert math.isclose(spearman(x, -x), -1.0)
    assert math.isnan(spearman(x[:5], x[:5]))  # too few rows to say anything


def test_terciles_cut_at_the_thirds_and_give_each_third_its_median():
    x = np.arange(9, dtype=float)
    y = np.array([0.1, 0.2, 0.3, 0.0, 0.0, 0.0, -0.3, -0.2, -0.1])
    cells = terciles(x, y)
    assert [n for _, n, _ in cells] == [3, 3, 3]
    assert [m for _, _, m in cells] == [0.2, 0.0, -0.2]


def test_one_runs_terms_are_the_estimators():
    runs = [r for r in load_repo() if r.run_id == "llmc-gpt2-124m-8xh100"]
    rows, _ = cal.prepare(runs, load_params())
    t = row_terms(rows[0], load_params())
    # the user gives the sequence; the shape is the estimator's guess from the parameters (no layers or width given)
    assert t["count"] == 8 and t["seq_len"] == 1024 and t["hidden"] > 0
    # 6ND over the model's FLOPs: GPT-2 small's attention at 1,024 tokens is about a seventh of its 6 x 124M
    assert 0.05 < t["attention_share"] < 0.25
    assert 0.0 < t["mfu"] < 1.0 and t["wall_factor"] >= 1.0
    a = analyse([{**t, "log_residual": 0.1}] * 10, "one")
    assert a["rows"] == 10 and math.isclose(a["median_abs_error"], 1 - math.exp(-0.1))


def test_the_stated_stack_is_read_from_the_sources_words():
    # fused kernels or a compiler named: fused, even beside an eager library's name
    assert stated_stack("PyTorch (Muon optimizer, FlexAttention)") == "fused"
    assert stated_stack("HF Transformers model under torch.compile with FlashAttention-2") == "fused"
    assert stated_stack("llm.c GPT-2 (124M) baseline") == "fused"
    # an eager library alone: eager; nothing said: unstated
    assert stated_stack("Transformers + TRL (PyTorch 24.12 NGC container)") == "eager"
    assert stated_stack("nanoT5 T5-base v1.1 pre-training on C4 (FP32, compile no)") == "eager"
    assert stated_stack("Pythia 160M") == "unstated"


def test_a_compiler_named_only_as_off_is_an_eager_stack():
    # ForgeLM's planner rows: "torch.compile is off" names the compiler, but the run is eager
    assert stated_stack("torch.compile is off for the planner, so it's a conservative floor") == "eager"
    assert stated_stack("Compile OFF (the real 120M run with compile was ~50% faster)") == "eager"
    assert stated_stack("trained without torch.compile") == "eager"
    # torchtune's "torch compile enabled" (a space, not a dot) is a compiled stack
    assert stated_stack("a dataset packed to sequence length 2048, and torch compile enabled.") == "fused"


def test_a_labels_factor_is_held_out_by_publisher():
    def row(pub, y, label="eager"):
        return {"publisher": pub, "log_residual": y, "stated_stack": label}

    # three eager publishers: a (two rows, vote 0.5), b (vote 0.3), c (vote 0.1); one unlabelled row
    rows = [row("a", 0.4), row("a", 0.6), row("b", 0.3), row("c", 0.1), row("d", -0.2, "unstated")]
    s = label_factor_out_of_fold(rows, "eager")
    assert s["rows"] == 4 and s["publishers"] == 3
    assert s["votes"] == {"a": 0.5, "b": 0.3, "c": 0.1}
    # a's rows get the median of b's and c's votes (0.2), b's of a and c (0.3), c's of a and b (0.4); d unchanged
    after = [0.2, 0.4, 0.0, -0.3, -0.2]
    by_hand = float(np.median(np.abs(np.expm1(-np.array(after)))))
    assert math.isclose(s["all_after"], by_hand)
    assert math.isclose(s["labelled_before"], float(np.median(np.abs(np.expm1(-np.array([0.4, 0.6, 0.3, 0.1]))))))
    # a label nobody carries changes nothing
    none = label_factor_out_of_fold(rows, "fused")
    assert none["rows"] == 0 and none["all_after"] == none["all_before"]
