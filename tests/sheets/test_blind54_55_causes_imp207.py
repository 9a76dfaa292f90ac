"""The classes of decision blind corpora 54 (Chinese region) and 55 (international) found, each tested on sheets
written here (none is a corpus file, none of their layouts):

- a cloud's rate table with one column per availability zone ('华北2（北京）可用区L' | '华东2（上海）可用区N'), its unit
  only in the title ('元/小时/实例'): one hourly quote per priced zone cell, the instance's rate divided by its cards;
  a subscription column beside them ('包年包月（元/月）') is none of the quotes, a '售罄' or '—' cell no offer there."""

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import reasons, write

L20 = "nvidia-l20-48gb"
H20 = "nvidia-h20-96gb"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- one rate per availability zone's column


def _zone_table(title, zones, sub, heads=("规格", "GPU", "GPU数")):
    return [
        [title],
        [],
        [*heads, *zones, sub],
        ["g.small", "NVIDIA L20 48GB", 1, 4.1, "售罄", 4.3, 2100],
        ["g.large", "NVIDIA L20 48GB", 4, 16.0, 16.4, "—", 8200],
        ["h.xlarge", "NVIDIA H20 96GB", 8, 80.0, 82.4, 84.0, 41000],
    ]


def test_a_rate_per_availability_zone_column_is_one_hourly_quote_per_zone(tmp_path):
    rows = _zone_table(
        "云服务器 GPU 实例价格（单位：元/小时/实例）",
        ["可用区A（杭州）", "可用区B（广州）", "可用区C（武汉）"],
        "包年包月（元/月）",
    )
    p = _run(tmp_path, "zones.xlsx", rows)
    got = sorted((q.source_row, round(q.price_min, 4), q.price_kind, q.device_id) for q in p.rows)
    assert got == [
        (4, 4.1, "hourly", L20),
        (4, 4.3, "hourly", L20),
        (5, 4.0, "hourly", L20),
        (5, 4.1, "hourly", L20),
        (6, 10.0, "hourly", H20),
        (6, 10.3, "hourly", H20),
        (6, 10.5, "hourly", H20),
    ]
    # the monthly subscription is no rate: nothing near 2100 / 730 h per card
    assert all(q.price_min > 1 for q in p.rows)
    assert not any(q.needs_review for q in p.rows)
    why = reasons(p)
    assert "售罄" in why[4] and "—" in why[5]


def test_english_availability_zone_columns_are_read_the_same_way(tmp_path):
    rows = _zone_table(
        "GPU instance prices (USD per instance-hour)",
        ["Availability Zone 1a", "Availability Zone 1b", "Availability Zone 1c"],
        "Monthly (USD/month)",
        ("Instance type", "GPU", "GPUs"),
    )
    p = _run(tmp_path, "zones_en.xlsx", rows)
    assert len(p.rows) == 7
    assert {q.price_kind for q in p.rows} == {"hourly"}
    assert sorted(round(q.price_min, 4) for q in p.rows if q.source_row == 6) == [10.0, 10.3, 10.5]


def test_a_line_priced_only_in_other_zones_is_no_configuration_line_of_the_one_above(tmp_path):
    rows = _zone_table("GPU实例价格（元/小时/实例）", ["可用区A", "可用区B", "可用区C"], "包年包月（元/月）")
    rows.append(["a.large", "NVIDIA A800 80GB", 8, 90.0, 92.0, "—", 45000])
    p = _run(tmp_path, "zones_cfg.xlsx", rows)
    assert "configuration" not in reasons(p).get(7, "")
    assert len([q for q in p.rows if q.source_row == 7]) == 2
