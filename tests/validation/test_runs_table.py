"""Checks of tests/validation/runs.csv, the table of published training runs the estimator is calibrated and
cross-validated on (see README.md beside this file for what each column means and how rows are graded)."""

from __future__ import annotations

import csv
import math
import re
from pathlib import Path

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.errors import BadArgument

TABLE = Path(__file__).resolve().parent / "runs.csv"

COLUMNS = [
    "run_id", "run", "source_group", "kind", "model_kind", "training_kind", "device", "count", "params",
    "active_params", "tokens", "unit", "tokens_6nd_equiv", "samples", "epochs", "image_size", "mask_ratio", "precision",
    "published_minutes", "published_device_hours", "published_layout", "global_batch_seqs", "seq_len", "layers",
    "hidden", "preset", "figure_kind", "confidence", "quote", "source", "source_date", "notes", "comparable",
    "patch_size", "latent_factor", "views", "stack", "preference", "rl", "rl_samples_per_prompt", "rl_generated",
    "rl_prompts_per_step", "rl_critic_params", "base_bits", "attention_window", "teacher_params", "flops_per_sample",
    "document_length", "rl_prompt",
]  # fmt: skip
MODEL_KINDS = {"decoder", "moe", "encoder", "encoder_decoder", "cnn", "vit", "other", "recommendation"}
TRAINING_KINDS = {"pretrain", "finetune_full", "finetune_lora", "benchmark"}
FIGURE_KINDS = {"wall_clock", "device_hours", "throughput_derived"}
CONFIDENCES = {"exact", "derived", "approximate"}
UNITS = {"tokens", "images", "samples"}
PRECISIONS = {"fp32", "tf32", "fp16", "bf16", "fp8", "fp4", "int8"}
NUMERIC = [
    "count", "params", "active_params", "tokens", "tokens_6nd_equiv", "samples", "epochs", "image_size", "mask_ratio",
    "published_minutes", "published_device_hours", "global_batch_seqs", "seq_len", "layers", "hidden", "patch_size",
    "latent_factor", "rl_samples_per_prompt", "rl_generated", "rl_prompts_per_step", "rl_critic_params", "base_bits",
    "attention_window", "teacher_params", "flops_per_sample", "document_length", "rl_prompt",
]  # fmt: skip
REQUIRED = [
    "run_id", "run", "source_group", "kind", "model_kind", "training_kind", "device", "count", "params", "tokens",
    "unit", "tokens_6nd_equiv", "precision", "figure_kind", "confidence", "source", "source_date",
]  # fmt: skip
#: what a row that is not comparable may lack (it says why in `comparable`): the figure that made it so
MAY_LACK_WHEN_NOT_COMPARABLE = {"count", "tokens", "tokens_6nd_equiv"}
#: a citable reference: an http(s) URL, an arXiv id or a DOI, optionally followed by a short description
SOURCE_ITEM = re.compile(r"^(https?://\S+|arXiv:\d{4}\.\d{4,5}(v\d+)?|doi:10\.\d{4,9}/\S+)(\s.*)?$")
#: rows merged from the four older files (they keep their notes; a verbatim quote is filled only where the notes held one)
MERGED = "[from published_runs"


def _rows() -> list[dict[str, str]]:
    with open(TABLE, newline="", encoding="utf-8") as fh:
        return list(csv.DictReader(fh))


ROWS = _rows()
IDS = [r["run_id"] for r in ROWS]


def _num(text: str) -> float:
    return float(text) if text.strip() else math.nan


def _every_row(check) -> None:
    """Runs one row check over every row and fails once, naming every row that fails it and why (one test over the
    table's rows rather than one test item per row)."""
    assert ROWS
    failed = []
    for run_id, row in zip(IDS, ROWS, strict=True):
        try:
            check(row)
        except (AssertionError, pytest.fail.Exception) as exc:
            failed.append(f"{run_id}: {str(exc).strip() or type(exc).__name__}")
    assert not failed, f"{len(failed)} of {len(ROWS)} rows:\n" + "\n".join(failed)


def test_a_failing_row_is_named_with_its_reason():
    def check(row):
        assert row["run_id"] != IDS[1], "the second row"

    with pytest.raises(AssertionError, match=rf"1 of {len(ROWS)} rows:\n\s*{re.escape(IDS[1])}: the second row"):
        _every_row(check)


def test_columns_and_size():
    with open(TABLE, newline="", encoding="utf-8") as fh:
        header = next(csv.reader(fh))
    assert header == COLUMNS
    # the ~130 rows of the four older files plus at least 80 new ones from primary sources
    assert len(ROWS) >= 260
    assert all(len(r) == len(COLUMNS) and None not in r for r in ROWS), "a row has a wrong number of fields"


def test_run_ids_unique_slugs():
    assert len(set(IDS)) == len(IDS), sorted({i for i in IDS if IDS.count(i) > 1})
    assert all(re.fullmatch(r"[a-z0-9][a-z0-9-]*", i) for i in IDS)


def test_old_rows_all_kept():
    """Every row of the four files it replaces is in the table (none dropped), with its comparability text."""
    merged = [r for r in ROWS if MERGED in r["notes"]]
    assert len(merged) == 130
    not_comparable = [r["run"] for r in merged if r["comparable"]]
    assert sorted(not_comparable) == ["Llama 3.2 1B", "Llama 3.2 3B"]


def test_device_resolves_in_bundled_catalog():
    _every_row(_device_resolves_in_bundled_catalog)


def _device_resolves_in_bundled_catalog(row):
    if row["comparable"] and "not in the bundled catalog" in row["comparable"]:
        with pytest.raises(BadArgument):  # said so in the row: the catalog does not hold the device
            bundled_catalog().resolve(row["device"])
        return
    try:
        device = bundled_catalog().resolve(row["device"])
    except BadArgument as exc:  # pragma: no cover - the message is the useful part
        pytest.fail(str(exc))
    assert device.id


def test_row_fields():
    _every_row(_row_fields)


def _row_fields(row):
    for col in REQUIRED:
        if row["comparable"] and col in MAY_LACK_WHEN_NOT_COMPARABLE:
            continue
        assert row[col].strip(), f"{col} is empty"
    assert row["quote"].strip() or MERGED in row["notes"], "a new row needs the sentence its figures come from"
    assert row["model_kind"] in MODEL_KINDS
    assert row["training_kind"] in TRAINING_KINDS
    assert row["figure_kind"] in FIGURE_KINDS
    assert row["confidence"] in CONFIDENCES
    assert row["unit"] in UNITS
    assert row["precision"] in PRECISIONS
    # YYYY-MM, or YYYY where the source is dated only by its year (a README table)
    assert re.fullmatch(r"(19|20)\d\d(-(0[1-9]|1[0-2]))?", row["source_date"])
    assert not row["comparable"] or row["comparable"].startswith("no"), "comparable is empty or says why not"


def test_numbers_positive_and_finite():
    _every_row(_numbers_positive_and_finite)


def _numbers_positive_and_finite(row):
    for col in NUMERIC:
        if row[col].strip():
            value = _num(row[col])
            assert math.isfinite(value) and value > 0, f"{col}={row[col]!r}"
    assert not row["count"].strip() or float(row["count"]).is_integer()
    minutes, hours = _num(row["published_minutes"]), _num(row["published_device_hours"])
    assert math.isfinite(minutes) or math.isfinite(hours), "no published time"
    if math.isfinite(minutes) and math.isfinite(hours):
        # device-hours are count x wall-clock wherever both are given
        assert hours == pytest.approx(float(row["count"]) * minutes / 60, rel=0.02)


def test_figure_matches_published_value():
    _every_row(_figure_matches_published_value)


def _figure_matches_published_value(row):
    if row["figure_kind"] == "wall_clock":
        assert row["published_minutes"].strip()
    elif row["figure_kind"] == "device_hours":
        assert row["published_device_hours"].strip()
    else:  # throughput_derived: the time is computed, so the notes must say how
        assert row["published_minutes"].strip() or row["published_device_hours"].strip()
        assert "derived" in row["notes"].lower()
    if row["confidence"] == "derived":
        assert re.search(r"derived|=|x ", row["notes"], re.IGNORECASE), "derived rows show their arithmetic"


def test_kind_specific_fields():
    _every_row(_kind_specific_fields)


def _kind_specific_fields(row):
    params, active = _num(row["params"]), _num(row["active_params"])
    if row["model_kind"] == "moe":
        assert math.isfinite(active) and active < params, "an MoE row gives its active parameters"
    elif math.isfinite(active):
        assert active <= params
    if row["model_kind"] == "cnn":
        for col in ("samples", "epochs", "image_size"):
            assert row[col].strip(), f"a CNN row gives {col}"
        assert row["unit"] == "images"
    if row["model_kind"] == "recommendation":  # as a user enters it (runs.enter): seq_len = sparse features, hidden
        for col in ("samples", "active_params", "seq_len", "hidden"):  # = embedding dimension
            assert row[col].strip(), f"a recommendation row gives {col}"
        assert row["unit"] == "samples" and _num(row["active_params"]) < params
    if row["model_kind"] == "vit":
        assert row["samples"].strip() and row["image_size"].strip()
    if row["latent_factor"].strip():  # a latent diffusion transformer gives the patch of its latent too; a U-Net none
        assert (row["model_kind"] == "vit" and row["patch_size"].strip()) or (
            row["model_kind"] == "cnn" and not row["patch_size"].strip()
        )
    if row["unit"] == "images":
        assert row["samples"].strip()
    if row["views"].strip():  # augmented views per image, as a user gives --views: a vision run's
        from gpucompare.core.workloads import views_factor

        assert row["model_kind"] in ("cnn", "vit") and views_factor(row["views"], _num(row["image_size"])) >= 1
    if row["preference"].strip():  # a fine-tune on preference pairs, as a user gives --preference
        assert row["preference"] in ("dpo", "orpo") and row["training_kind"] in ("finetune_full", "finetune_lora")
    if row["rl"].strip():  # reinforcement-learning post-training, as a user gives --rl: a language model's
        assert row["rl"] in ("grpo", "ppo") and row["model_kind"] not in ("cnn", "vit")
    else:
        assert not any(row[c].strip() for c in ("rl_samples_per_prompt", "rl_generated", "rl_prompts_per_step"))
    if row["rl_prompt"].strip():  # a mean prompt, as a user gives --rl-prompt (est224): shorter than the cap
        assert row["rl"] in ("grpo", "ppo") and _num(row["rl_prompt"]) < _num(row["seq_len"])
        assert "rl_prompt" in row["notes"]  # the note gives its arithmetic
    if row["rl_critic_params"].strip():
        assert row["rl"] == "ppo"
    if row["base_bits"].strip():  # a LoRA on a quantised frozen base, as a user gives --base-bits
        assert row["base_bits"] in ("4", "8") and row["training_kind"] == "finetune_lora"
    # validate.py treats a row as LoRA when 'lora' is in its kind or name: the two must agree
    if row["attention_window"].strip():  # a causal decoder's sliding window, as a user gives --attention-window
        assert row["model_kind"] in ("decoder", "moe") and _num(row["attention_window"]) < _num(row["seq_len"])
    if row["document_length"].strip():  # packed documents masked apart, as a user gives --document-length (est224)
        assert row["model_kind"] in ("decoder", "moe") and _num(row["document_length"]) < _num(row["seq_len"])
        assert "Document length" in row["notes"]  # the note says where the length comes from
    if row["teacher_params"].strip():  # a distillation whose source names the teacher, as a user gives --teacher-params
        assert row["model_kind"] != "recommendation" and _num(row["teacher_params"]) > 0
        assert "Teacher:" in row["notes"]  # the note names the teacher and where its size comes from
    says_lora = "lora" in (row["kind"] + row["run"]).lower()
    assert says_lora == (row["training_kind"] == "finetune_lora")


def test_sources_are_citable():
    _every_row(_sources_are_citable)


def _sources_are_citable(row):
    items = [s.strip() for s in row["source"].split(" ; ")]
    assert items and all(items)
    for item in items:
        assert SOURCE_ITEM.match(item), f"not a URL, arXiv id or DOI: {item!r}"
        assert not item.startswith(("/", "file:")) and "localhost" not in item


def test_presets_resolve():
    """A row that names a workload preset names one the estimator has."""
    from gpucompare.core.workloads import find_preset

    for name in sorted({r["preset"] for r in ROWS if r["preset"]}):
        assert find_preset(name).id


def test_source_groups_group_rows():
    """Leave-one-source-out needs groups: MLPerf rows group by round and submitter, and a group is one source."""
    for r in ROWS:
        if r["kind"].startswith("MLPerf"):
            assert re.fullmatch(r"mlperf-v\d+\.\d+-[a-z0-9-]+", r["source_group"]), r["run_id"]
    groups = {r["source_group"] for r in ROWS}
    assert len(groups) >= 40


def test_publishers_group_sources_that_share_code_and_reporting():
    """Cross-validation by publisher: an MLPerf submitter across its rounds (partner submissions under NVIDIA's),
    an organisation across its papers and cards (Facebook under Meta, DeepMind under Google); other sources stay
    their own publisher."""
    from tests.validation.runs import publisher_of

    assert publisher_of("mlperf-v4.0-nvidia") == publisher_of("mlperf-v5.0-coreweave-ibm-nvidia") == "mlperf-nvidia"
    assert publisher_of("mlperf-v5.0-amd") == publisher_of("mlperf-v6.0-amd") != publisher_of("mlperf-v5.0-mangoboost")
    assert publisher_of("meta-llama2") == publisher_of("facebook-roberta") == "meta"
    assert publisher_of("deepmind-gopher") == publisher_of("google-tpu-recipes") == "google"
    assert publisher_of("trainy-torchtitan-benchmark") == publisher_of("pytorch-torchtune") == "pytorch"
    assert publisher_of("tinyllama") == "tinyllama"
    assert publisher_of("stanford-google-electra") == publisher_of("google-electra") == "google"
    assert publisher_of("stanford-alpaca") == "stanford"
    assert publisher_of("tencentarc-ibq") == publisher_of("tencent-llama-pro") == "tencent"
    assert publisher_of("databricks-mosaic-gaudi2") == publisher_of("mosaicml-llm-foundry") == "mosaicml"
    publishers = {publisher_of(r["source_group"]) for r in ROWS}
    assert 40 <= len(publishers) < len({r["source_group"] for r in ROWS})


def test_blind_diffusion_rows_are_entered_as_a_user_enters_them():
    """A blind row of model_kind 'diffusion' (the app has no such kind): a U-Net is a CNN, a denoising transformer a
    ViT, latent at the usual 8x when its name or notes say so; never a decoder given tokens."""
    from tests.validation.runs import blind_diffusion

    kind, latent = blind_diffusion("DDPM CIFAR-10 32x32, 8x V100", "")
    assert kind == "cnn" and math.isnan(latent)
    assert blind_diffusion("DiT-XL/2 ImageNet 256", "trained in the latent space of the SD VAE") == ("vit", 8.0)
    assert blind_diffusion("Stable Diffusion 2 base, 128x A100", "") == ("cnn", 8.0)
    assert blind_diffusion("MaskDiT on 8 A100", "")[0] == "vit"
    assert blind_diffusion("Credit-edit U-Net", "")[0] == "cnn"
