"""The classes of decision blind corpus 34 (Chinese region) found, each tested on sheets written here (none is a
corpus file, and none has a corpus file's layout):

- a price per payment term ('现款价' | '月结30天' | '账期60天'): the cash price is the offer; a price paid on credit
  terms is the same goods paid later, and its days or months are the credit period, never a rental period (the cash
  prices were read as hourly rents beside '月结30天', three of them silently);
- a model API's price list, priced per token ('输出（元/百万tokens）'), naming the GPUs its models run on: refused
  with that reason, never imported as device prices (19 false quotes, a context length '128K' read as a price);
- the pataca written as Macau's yuan ('單價（澳門元）'): MOP, never the renminbi its 元 alone names (5 flagged);
- Gaeml (Kam, Northern Dong): one lexicon file (doc.toml); its list had been refused as a stock list (6 quotes)."""

import pytest

from gpucompare.errors import BadInputFile
from gpucompare.sheets.header import on_credit, price_period
from gpucompare.sheets.importer.choose import prices_tokens

from .conftest import TODAY
from .test_conventions import by_row, write

L20 = "nvidia-l20-48gb"
L40S = "nvidia-l40s"
RTX4090 = "nvidia-rtx-4090"


def _run(tmp_path, name, rows, **kw):
    from gpucompare.sheets.importer import analyse

    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- prices per payment term


def test_a_credit_term_names_no_rental_period():
    assert on_credit("月结30天（元）") and on_credit("賬期 90 天 (NT$)") and on_credit("Net 30 price (USD)")
    assert price_period("月结30天（元）") is None
    assert not on_credit("现款价（元）") and not on_credit("包月（元/月）")
    assert price_period("包月（元/月）") == "month"  # a rent per month is still one


def test_the_cash_price_is_the_offer_beside_credit_term_prices(tmp_path):
    # a reseller's list: the credit-term prices to the LEFT of the cash price, no section rows, a stock column
    rows = [
        ["华东分销 报价单 含13%增值税 单位：元"],
        ["序号", "产品", "账期90天价", "月结45天价", "现款价", "在库"],
        [1, "NVIDIA L20 48GB", 30_100, 29_500, 28_900, 12],
        [2, "NVIDIA L40S 48GB", 61_300, 60_100, 58_800, 3],
        [3, "GeForce RTX 4090 24GB", 19_990, 19_600, 19_200, 40],
    ]
    q = by_row(_run(tmp_path, "fx.xlsx", rows))
    assert [(q[r].device_id, q[r].price_min, q[r].price_kind) for r in (3, 4, 5)] == [
        (L20, 28_900, "purchase"),
        (L40S, 58_800, "purchase"),
        (RTX4090, 19_200, "purchase"),
    ]


def test_credit_term_prices_alone_are_purchase_prices_not_rents(tmp_path):
    # only credit-term columns: the earliest-paid one is still a purchase price, never a rent per month
    rows = [
        ["品名", "月結30天 (NT$)", "月結60天 (NT$)"],
        ["NVIDIA L40S 48GB", 245_000, 249_900],
    ]
    q = by_row(_run(tmp_path, "tw.xlsx", rows))
    assert (q[2].device_id, q[2].price_kind, q[2].currency) == (L40S, "purchase", "TWD")
    assert q[2].price_min in (245_000, 249_900)


# ---- a model API's prices per token


def test_a_price_per_token_prices_no_device():
    assert prices_tokens("Output (USD / 1M tokens)") and prices_tokens("输出（元/百万tokens）")
    assert prices_tokens("Input $/MTok") and prices_tokens("价格（元/百万词元）")
    assert not prices_tokens("Price (USD)") and not prices_tokens("Tokenizer GPU price")


def test_a_model_api_price_list_is_refused_with_its_reason(tmp_path):
    # an inference provider's page pasted to Excel: models down, the GPUs they are served on named beside them
    rows = [
        ["Serverless inference pricing, December 2026"],
        ["Model", "Served on", "Context", "Input (USD / 1M tokens)", "Output (USD / 1M tokens)"],
        ["Llama 3.3 70B", "8x NVIDIA H100 SXM5 80GB", "128K", 0.59, 0.79],
        ["Qwen3 32B", "NVIDIA L40S 48GB", "32K", 0.20, 0.60],
        ["Mixtral 8x22B", "4x NVIDIA A100 80GB SXM4", "64K", 0.90, 0.90],
    ]
    with pytest.raises(BadInputFile) as e:
        _run(tmp_path, "api.xlsx", rows)
    assert "per token" in str(e.value) and "nothing to import" in str(e.value)


def test_a_gpu_price_beside_token_prices_is_still_read(tmp_path):
    # a GPU cloud's card: an hourly GPU rate per row, a token price for its hosted models beside it
    rows = [
        ["GPU", "Price per GPU-hour (USD)", "Hosted model output (USD / 1M tokens)"],
        ["NVIDIA H100 SXM5 80GB", 2.49, 0.79],
        ["NVIDIA L40S 48GB", 0.99, 0.60],
    ]
    q = by_row(_run(tmp_path, "cloud.xlsx", rows))
    assert (q[2].device_id, q[2].price_min, q[2].price_kind) == ("nvidia-h100-sxm5-80gb", 2.49, "hourly")


# ---- Macau's yuan


def test_a_header_in_macau_yuan_is_in_patacas(tmp_path):
    # a Macau shop's list, simplified script, the currency only in the price header
    rows = [
        ["产品", "库存", "价格（澳门元）"],
        ["NVIDIA L40S 48GB", 2, 68_800],
        ["GeForce RTX 4090 24GB", 5, 16_500],
    ]
    q = by_row(_run(tmp_path, "mo.xlsx", rows))
    assert [(q[r].device_id, q[r].price_min, q[r].currency) for r in (2, 3)] == [
        (L40S, 68_800, "MOP"),
        (RTX4090, 16_500, "MOP"),
    ]


# ---- Gaeml (Kam)


def test_a_kam_list_is_read_from_its_words(tmp_path):
    # a Rongjiang shop's list: the price before the name, the tax in, a date in Kam marks under the table
    rows = [
        ["Jaix il jiuc", "Jiuc mingc", "Sox", "Xinl / jiuv"],
        ["61000 yuanc", "NVIDIA L40S 48GB", 1, "jiuv"],
        ["17800 yuanc", "GeForce RTX 4090 24GB", 3, "xinl"],
        ["Dah dianh wah", "NVIDIA H20 96GB", 1, "xinl"],
        ["Jaix naih meec VAT 13%.  2026 nyinc 11 nyanl 28 maenl."],
    ]
    q = by_row(_run(tmp_path, "kam.xlsx", rows))
    assert [(q[r].device_id, q[r].price_min, q[r].currency, q[r].condition) for r in (2, 3)] == [
        (L40S, 61_000, "CNY", "used"),
        (RTX4090, 17_800, "CNY", "new"),
    ]
    assert q[4].price_on_request
    assert (q[2].tax, q[2].tax_rate, str(q[2].quote_date)) == ("incl", 0.13, "2026-11-28")
