"""What a buyer reads after the ux181 review: the memory-per-money row says the amount as every 'per' label does
('Memory per $1,000 (GB)', never 'per 1,000 $'), the Chinese report keeps a unit in one piece ('(Gb/s)' never split
after its slash), an order form's 'Total contract value' is no hourly rate and its 'Commitment term' is each line's
term, and an invoice's negative line naming no device is said to be a credit."""

import glob
import json
import subprocess

import pytest

from gpucompare.cli import run

DEVICES = "H800,A100 SXM4 80GB,MI300X,Ascend 910B"


def _report_text(tmp_path, lang):
    pdf = tmp_path / f"r_{lang}.pdf"
    assert run(["report", "--devices", DEVICES, "--lang", lang, "--pdf", str(pdf)]) == 0
    return subprocess.run(["pdftotext", "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout


@pytest.mark.parametrize(("lang", "label"), [("en", "Memory per $1,000"), ("zh_CN", "每 ¥1,000 可购显存")])
def test_memory_per_money_reads_as_every_per_label_does(tmp_path, lang, label):
    text = _report_text(tmp_path, lang)
    assert label in text, text[:3000]
    assert "1,000 $" not in text and "1,000 ¥" not in text


def test_the_chinese_report_never_splits_a_unit(tmp_path):
    text = _report_text(tmp_path, "zh_CN")
    assert "(Gb/s)" in text
    assert "(Gb/\n" not in text and "(Gb/ " not in text


def test_the_window_table_and_the_comparison_say_the_same_words():
    from gpucompare.core.hwtable import COLUMNS

    col = next(c for c in COLUMNS if c.key == "gb_per_kprice")
    assert col.header(currency="USD") == "Memory per $1,000 (GB)"


def _dry_run(capsys, path):
    assert run(["import", "--dry-run", path, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_contracts_total_value_is_no_hourly_rate_and_its_term_is_each_lines(capsys):
    path = glob.glob("tests/fixtures/sheets/blind41/as_en_gpu_as_a_service_order_form_*.xlsx")[0]
    d = _dry_run(capsys, path)
    rows = [(q["source_row"], q["price_min"], q["price_kind"], q["lease_term_months"]) for q in d["rows"]]
    assert rows == [
        (8, 2.3, "hourly_reserved", 12.0),
        (9, 3.3, "hourly_reserved", 24.0),
        (10, 1.8, "hourly_reserved", 36.0),
        (11, 0.8, "hourly_reserved", 12.0),
        (12, 1.65, "hourly_reserved", 12.0),
        (13, 2.49, "hourly", None),  # the on-demand burst: no commitment
    ]
    assert not any(q["cell"].startswith("I") for q in d["rows"])  # was $36.80/h from 'Total contract value'
    assert not any("'none'" in str(j["reason"]) for j in d["rejected"])  # its term 'none' read as a price


def test_an_invoices_negative_line_is_said_to_be_a_credit(capsys):
    path = glob.glob("tests/fixtures/sheets/blind40/cn_fapiao_ocr_*.xlsx")[0]
    d = _dry_run(capsys, path)
    reason = next(str(j["reason"]) for j in d["rejected"] if j["source_row"] == 9)
    assert reason.startswith("a credit or discount line"), reason  # was 'a note on tax; bank or payment details'
