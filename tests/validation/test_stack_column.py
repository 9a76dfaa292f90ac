"""runs.csv's `stack` column (est83): filled from each row's own words by stack_column.py, as a user would say it."""

import csv

from tests.validation.stack_column import RUNS, classify, load_words, row_text


def test_a_named_framework_sets_the_class():
    assert classify("trained with megatron-lm on 512 gpus") == "standard"
    assert classify("karpathy's llm.c, gpt-2 124m reproduction") == "tuned"
    assert classify("fine-tuned with the hugging face trainer and peft") == "generic"
    assert classify("a 7b model trained for 3 days") == "unstated"


def test_the_framework_outranks_a_compiler_flag_and_a_loop_outranks_its_sharding():
    # torchtitan with torch.compile is still torchtitan; the Trainer with DeepSpeed ZeRO is still the Trainer's loop
    assert classify("torchtitan, torch.compile and fsdp2") == "standard"
    assert classify("hf trainer with deepspeed zero-3") == "generic"
    assert classify("deepspeed zero-2 on 8 gpus") == "standard"
    # fused attention named beside a generic loop: the loop no longer runs eager attention
    assert classify("transformers trainer with flash_attn 2") == "standard"


def test_words_match_whole_names_only():
    assert classify("a sentinel value") == "unstated"  # 'nemo' is not in 'sentinel'; 'trl' needs its own word
    assert classify("control run") == "unstated"


def test_a_model_card_address_names_no_framework():
    row = {"run": "x", "quote": "", "notes": "", "source": "https://huggingface.co/huggingface/transformers-model"}
    assert classify(row_text(row)) == "unstated"


def test_the_column_is_what_the_rows_own_words_say():
    words = load_words()
    with open(RUNS, encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert {r["stack"] for r in rows} <= {"unstated", "tuned", "standard", "generic"}
    assert all(r["stack"] == classify(row_text(r), words) for r in rows)
