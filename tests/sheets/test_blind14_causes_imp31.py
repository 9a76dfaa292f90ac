"""The Chinese causes blind corpora 14 and 15 found, each a mechanism tested on a sheet written here (none is a corpus
file): a channel list in 万元 whose rows carry last period's price, this period's price with VAT and the same price
without it."""

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import write


def _channel_list(tmp_path):
    return write(
        tmp_path / "channel.xlsx",
        [
            ["某总代 AI计算卡渠道价格表"],
            ["单位：万元/张"],
            ["型号", "显存", "上周价（含税）", "本期价", "", "涨跌"],
            ["", "", "", "含税", "不含税", ""],
            ["L40S 48G", "48G", 5.8, 5.6, 4.96, -0.2],
            ["A100 80G PCIe", "80G", 13.2, 13.5, 11.95, 0.3],
        ],
    )


def test_last_periods_price_is_history_beside_this_periods_price(tmp_path):
    p = analyse(_channel_list(tmp_path), today=TODAY)
    # 本期价 含税 is the offer, in 万元: 5.6 万元 = 56,000 元; 上周价 is last week's, never the price
    assert [(q.device_id, q.price_min) for q in p.rows] == [("nvidia-l40s", 56_000), ("nvidia-a100-pcie-80gb", 135_000)]
    assert all(q.tax == "incl" for q in p.rows)
    # the rate comes from this period's prices with and without VAT: 5.6 / 4.96 = 1.129, 13.5 / 11.95 = 1.130
    assert [round(q.tax_rate, 2) for q in p.rows] == [0.13, 0.13]
