"""The optimizer's memory per parameter (data/optimizers.csv, optimizers.py): the table is sound, the default is the
ZeRO paper's 16 bytes, and the choice moves the memory model, the layout's ZeRO sharding and every face. Bytes per
parameter are written out by hand in each test."""

import json

import pytest

from gpucompare.cli import run
from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate.optimizers import LABELS, PARTS, memory_of, names, table
from gpucompare.core.estimate.tables import default
from gpucompare.core.workloads import custom_workload
from gpucompare.errors import BadArgument

CAT = bundled_catalog()
A6000 = CAT.resolve("RTX A6000")
H100 = CAT.resolve("H100 SXM5 80GB")
# Llama 3.1 8B as torchtune fine-tunes it on one card: batch 2 x 2,048 packed tokens, no gradient accumulation
LLAMA_8B = custom_workload(8.03e9, 5e7, seq_len=2048, layers=32, hidden=4096)
TORCHTUNE = dict(finetune="full", global_batch_tokens=4096, micro_batch=2)


def test_the_table_is_sound_and_every_optimizer_has_a_name():
    rows = table()
    assert set(names()) == set(LABELS) and names()[0] == "adamw"
    assert set(PARTS) <= set(rows)
    for key, r in rows.items():
        assert r["kind"] in ("optimizer", "part"), key
        assert float(r["bytes_per_param"]) >= 0 and float(r["bytes_per_param_bf16_weights"]) >= 0, key
        assert r["source"] and r["source_date"] and r["note"], key
        assert r["confidence"] in ("datasheet", "reported", "derived"), key
        assert "/work" not in r["source"] and "shared/" not in r["source"], key


def test_the_default_is_mixed_precision_adamw_16_bytes_and_28_streamed():
    om = memory_of()
    # ZeRO (arXiv:1910.02054): 2 (BF16 weight) + 2 (BF16 gradient) + 4 (FP32 master) + 4 + 4 (FP32 moments) = 16
    assert (om.weights, om.gradients, om.master, om.states) == (2, 2, 4, 8)
    assert om.weights + om.gradients + om.optimizer_bytes == 16
    # a step reads and writes the master and both moments (2 x 12), reads the gradient (2), writes the BF16 copy (2)
    assert om.step_bytes == default("optimizer_bytes_per_param") == 28


@pytest.mark.parametrize(
    ("optimizer", "bf16", "per_param"),
    [
        ("adamw", False, 2 + 2 + 4 + 8),
        ("adamw8bit", False, 2 + 2 + 4 + 2),  # Dettmers et al. 2021: two 8-bit moments
        ("paged_adamw8bit", False, 2 + 2 + 4 + 2),
        ("adafactor", False, 2 + 2 + 4 + 0),  # factored second moment, no first moment
        ("sgd", False, 2 + 2 + 4 + 4),  # one FP32 momentum
        ("adamw", True, 2 + 2 + 0 + 4),  # no master copy; the moments in BF16
        ("adamw8bit", True, 2 + 2 + 0 + 2),
        ("adafactor", True, 2 + 2 + 0 + 0),
        ("sgd", True, 2 + 2 + 0 + 2),
    ],
)
def test_70b_full_fine_tune_on_8_x_80gb_with_zero3_for_each_optimizer(optimizer, bf16, per_param):
    w = custom_workload(70e9, 1e9, seq_len=4096, layers=80, hidden=8192)
    s = Settings(finetune="full", zero=3, tp=1, pp=1, optimizer=optimizer, bf16_weights=bf16)
    e = estimate(H100, w, 8, s)
    static = sum(e.memory_breakdown_gb[k] for k in ("weights", "grads", "optimizer"))
    # ZeRO-3 shards weights, gradients and optimizer states over the 8 data-parallel ranks
    assert static == pytest.approx(70e9 * per_param / 8 / 1e9, rel=1e-9)
    assert e.optimizer == optimizer and e.bf16_weights is bf16
    assert e.fits_in_memory == (e.memory_per_device_gb <= 80)
    if per_param == 16:  # AdamW: 140 GB of model states per device
        assert e.status == "does_not_fit"
    if per_param <= 6:  # at most 52.5 GB of model states: fits beside the activations with full recompute
        assert e.status == "ok" and e.wall_days > 0


def test_8b_full_fine_tune_on_one_48gb_card_fits_with_8bit_optimizer_bf16_weights_and_step_in_backward():
    default_run = estimate(A6000, LLAMA_8B, 1, Settings(**TORCHTUNE))
    # AdamW in mixed precision: 16 bytes x 8.03e9 = 128.5 GB of model states on a 48 GB card
    assert default_run.status == "does_not_fit" and default_run.memory_per_device_gb > 128
    # and the advice names the choices that make it fit, as flags a user can type
    assert "--optimizer adamw8bit --bf16-weights --optimizer-in-backward" in default_run.fit_advice
    assert default_run.wall_days != default_run.wall_days  # NaN: no time for a run that does not fit

    # 8-bit AdamW with BF16 weights but the gradients held: 2 + 2 + 2 = 6 bytes x 8.03e9 = 48.2 GB > 48 GB
    held = estimate(A6000, LLAMA_8B, 1, Settings(**TORCHTUNE, optimizer="adamw8bit", bf16_weights=True))
    assert sum(held.memory_breakdown_gb[k] for k in ("weights", "grads", "optimizer")) == pytest.approx(48.18)
    assert held.status == "does_not_fit"

    # torchtune's recipe: paged 8-bit AdamW, BF16 weights, optimizer in backward (one micro-batch a step frees
    # every gradient): 2 (weights) + 0 (gradients) + 0 (master) + 2 (8-bit moments) = 4 bytes x 8.03e9 = 32.1 GB
    for opt in ("adamw8bit", "paged_adamw8bit"):
        e = estimate(
            A6000,
            LLAMA_8B,
            1,
            Settings(**TORCHTUNE, optimizer=opt, bf16_weights=True, optimizer_in_backward=True),
        )
        assert e.memory_breakdown_gb["weights"] == pytest.approx(16.06)
        assert e.memory_breakdown_gb["grads"] == 0
        assert e.memory_breakdown_gb["optimizer"] == pytest.approx(16.06)
        # + activations of one 4,096-token micro-batch + 2 GB framework overhead: torchtune measured 37.4 GiB (40 GB)
        assert 34 < e.memory_per_device_gb < 48
        assert e.status == "ok" and e.fits_in_memory and e.wall_days > 0
        assert e.inputs["gradient_bytes_per_trained_param"] == 0
        text = " ".join(e.assumptions)
        assert "8-bit AdamW" in text and "frees its gradient" in text and "no FP32 master copy" in text


def test_optimizer_in_backward_holds_the_gradients_when_a_step_accumulates_micro_batches():
    s = Settings(finetune="full", global_batch_tokens=8 * 2048, micro_batch=1, optimizer="adamw8bit")
    e = estimate(A6000, LLAMA_8B, 1, Settings(**{**s.__dict__, "optimizer_in_backward": True}))
    assert e.micro_batches > 1
    assert e.memory_breakdown_gb["grads"] == pytest.approx(8.03e9 * 2 / 1e9)  # held as without it, and said
    assert any("needs one micro-batch per step" in a for a in e.assumptions)


def test_bad_optimizer_inputs_are_one_sentence():
    with pytest.raises(BadArgument, match="--optimizer must be one of adamw"):
        estimate(A6000, LLAMA_8B, 1, Settings(optimizer="lion"))
    with pytest.raises(BadArgument, match="--bf16-weights"):
        estimate(A6000, LLAMA_8B, 1, Settings(precision="fp16", bf16_weights=True))


def test_the_default_estimate_is_unchanged_by_naming_adamw():
    a = estimate(H100, LLAMA_8B, 8, Settings())
    b = estimate(H100, LLAMA_8B, 8, Settings(optimizer="adamw"))
    assert a.to_json() == b.to_json()
    assert a.optimizer == "adamw" and a.inputs["optimizer_step_bytes_per_trained_param"] == 28


def test_cli_json_names_the_optimizer_in_its_assumptions(capsys):
    argv = ["estimate", "--device", "RTX A6000", "--count", "1", "--params", "8.03B", "--tokens", "50M"]
    argv += ["--layers", "32", "--hidden", "4096", "--seq-len", "2048", "--global-batch", "4096", "--micro-batch", "2"]
    argv += ["--finetune", "full", "--optimizer", "paged_adamw8bit", "--bf16-weights", "--optimizer-in-backward"]
    assert run([*argv, "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["optimizer"] == "paged_adamw8bit" and doc["bf16_weights"] and doc["optimizer_in_backward"]
    assert doc["status"] == "ok" and doc["wall_days"] > 0
    assert any("paged 8-bit AdamW (bitsandbytes)" in a for a in doc["assumptions"])
    assert run([*argv[:-4], "--json"]) == 0  # the default AdamW
    doc = json.loads(capsys.readouterr().out)
    assert doc["optimizer"] == "adamw" and doc["status"] == "does_not_fit"
    assert any("16 bytes per parameter with AdamW" in a for a in doc["assumptions"])
    assert run([*argv[:-4], "--optimizer", "lion"]) == 2
    assert "--optimizer" in capsys.readouterr().err


def test_the_python_api_takes_the_optimizer_in_its_settings():
    from gpucompare import api

    s = Settings(finetune="full", optimizer="adamw8bit", bf16_weights=True, optimizer_in_backward=True)
    s.global_batch_tokens, s.micro_batch, s.seq_len = 4096, 2, 2048
    df = api.sweep("RTX A6000", api.workload(params=8.03e9, tokens=5e7, layers=32, hidden=4096), 1, settings=s)
    row = df.iloc[0]
    assert row["optimizer"] == "adamw8bit" and row["bf16_weights"] and row["status"] == "ok"


def test_paged_states_that_do_not_fit_are_held_in_host_memory_and_cost_pcie_time():
    rtx4090 = CAT.resolve("RTX 4090")
    s = Settings(**TORCHTUNE, optimizer="paged_adamw8bit", bf16_weights=True, optimizer_in_backward=True)
    e = estimate(rtx4090, LLAMA_8B, 1, s)
    # 4 bytes x 8.03e9 = 32.1 GB of model states + activations + 2 GB on a 24 GB card: the 8-bit moments that do not
    # fit (at most 2 bytes x 8.03e9 = 16.1 GB) stay in host memory and cross PCIe 4.0 x16 (32 GB/s each way)
    host = e.inputs["optimizer_paged_to_host_gb"]
    assert 0 < host <= 16.06 and e.memory_per_device_gb == pytest.approx(24.0)
    assert e.status == "ok" and e.inputs["paging_s_per_step"] == pytest.approx(host / 32.0)
    assert any("held in host memory" in a for a in e.assumptions)
    # 8-bit AdamW without paging has nowhere to put them
    unpaged = estimate(rtx4090, LLAMA_8B, 1, Settings(**{**s.__dict__, "optimizer": "adamw8bit"}))
    assert unpaged.status == "does_not_fit" and unpaged.inputs["optimizer_paged_to_host_gb"] == 0
    # the paging time is in every step
    step_s = e.steady_days * 86400 / e.steps
    assert step_s > e.inputs["paging_s_per_step"] > 0
