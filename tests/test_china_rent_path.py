"""China's rent side end to end, on a rate card the way Chinese clouds and computing centres write them: per
card-hour with 6% VAT, per instance-month, per PFLOPS-year (元/P/年). Each sheet imports to hourly rents per device,
the cost model takes them on one tax basis (net: the VAT a company recovers with a special invoice is taken off), and
a compute voucher (算力券) pays its share of those yuan rents up to its cap."""

import json

import openpyxl
import pytest

from gpucompare.cli import run
from gpucompare.core.catalog import bundled_catalog

H800 = "nvidia-h800-sxm5-80gb"
B910 = "huawei-ascend-910b"


def _rate_card(path):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = "按量计费"
    for r in [
        ["GPU 云服务器价格表（人民币，含税6%）"],
        ["更新日期：2026年11月20日"],
        [],
        ["实例规格", "GPU", "卡数", "按量付费（元/小时）"],
        ["gn8v.8xlarge", "NVIDIA H800 80GB", 8, "¥ 160.00"],
        ["gn8v.xlarge", "NVIDIA H800 80GB", 1, "¥ 21.20"],
    ]:
        ws.append(r)
    ws = wb.create_sheet("包月")
    for r in [
        ["包年包月价格（元/月，不含税），2026-11-20"],
        ["机型", "GPU数量", "包月价格（元/实例/月）"],
        ["8卡 昇腾910B 训练服务器", 8, "52,800"],
    ]:
        ws.append(r)
    ws = wb.create_sheet("智算中心")
    for r in [
        ["智算中心算力服务报价（不含税） 2026-10-15"],
        ["序号", "算力卡型号", "租用单价（元/P/年）"],
        [1, "昇腾 910B", 52_000],
        [2, "NVIDIA H800 SXM", 68_000],
    ]:
        ws.append(r)
    wb.save(path)
    return path


def _json(capsys, *args):
    assert run([*args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_a_chinese_rate_card_per_card_hour_per_month_and_per_pflops_year_costs_a_run(tmp_path, capsys):
    home = str(tmp_path / "home")
    card = _rate_card(tmp_path / "cn_rates.xlsx")
    for sheet in ("按量计费", "包月", "智算中心"):
        assert run(["--home", home, "import", str(card), "--sheet", sheet]) == 0
    capsys.readouterr()
    quotes = _json(capsys, "--home", home, "quotes")
    quotes = quotes["quotes"] if isinstance(quotes, dict) else quotes
    got = {(q["sheet"], q["device_id"], round(q["price_min"], 2)) for q in quotes}
    cat = bundled_catalog()
    h800_p, b910_p = (cat.by_id[d].tflops("bf16") / 1000 for d in (H800, B910))
    assert ("按量计费", H800, 20.0) in got  # an 8-card instance: per device
    assert ("按量计费", H800, 21.2) in got
    assert ("包月", B910, round(52_800 / 8 / 730, 2)) in got  # a month is 730 h
    assert ("智算中心", B910, round(52_000 * b910_p / 8760, 2)) in got  # 元/P/年 × the device's PFLOPS
    assert ("智算中心", H800, round(68_000 * h800_p / 8760, 2)) in got
    assert all(q["price_kind"] == "hourly" for q in quotes)  # none of them a purchase price

    # the quote chosen by rule for H800 is the newest, a bare card before an instance's share; 6% VAT comes off
    plain = _json(
        capsys,
        "--home",
        home,
        "estimate",
        "--device",
        "H800:quote",
        "--count",
        "64",
        "--workload",
        "Llama 2 7B",
        "--currency",
        "CNY",
    )
    assert plain["cost"]["tax_basis"] == "net"
    hours = plain["device_hours"]
    assert plain["run_cost"] == pytest.approx(hours * 21.2 / 1.06, rel=1e-6)

    # a 30% voucher capped at ¥200,000: the subsidy stops at the cap
    assert run(["--home", home, "prices", "voucher", "0.3", "--cap", "200000"]) == 0
    capsys.readouterr()
    vouchered = _json(
        capsys,
        "--home",
        home,
        "estimate",
        "--device",
        "H800:quote",
        "--count",
        "64",
        "--workload",
        "Llama 2 7B",
        "--currency",
        "CNY",
    )
    full = hours * 21.2 / 1.06
    assert vouchered["run_cost"] == pytest.approx(full - min(0.3 * full, 200_000), rel=1e-6)
    assert any("compute voucher pays 30%" in a for a in vouchered["assumptions"])
