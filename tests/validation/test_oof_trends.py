"""oof_trends.py: a trend inside publishers is found; a publisher that is simply slower than the model is not one."""

import math

from tests.validation import oof_trends as t


def _rows(slope_per_decade: float, offsets: dict[str, float]):
    rows, feats, pubs = [], [], []
    for p, off in offsets.items():
        for k in range(6):
            x = 1.0 + 0.5 * k  # log10 of the input: 10 ... 10^3.5
            rows.append({"error": math.exp(off + math.log(slope_per_decade) * x) - 1.0})
            feats.append({"log input": x, "kind": "a" if k % 2 else "b"})
            pubs.append(p)
    return rows, feats, pubs


def test_within_publisher_slope_and_agreement_by_hand():
    # each publisher's error grows x1.2 per decade of the input; their levels differ by x2 and x0.5
    rows, feats, pubs = _rows(1.2, {"p1": 0.0, "p2": math.log(2.0), "p3": math.log(0.5)})
    res = t.analyse(rows, feats, pubs)
    assert math.isclose(math.exp(res["log input"]["within_slope"]), 1.2, rel_tol=1e-9)
    assert res["log input"]["publishers_same_sign"] == 3 == res["log input"]["publishers_spread"]
    j = t.joint(rows, feats, pubs, ("log input",))
    assert math.isclose(math.exp(j["log input"][0]), 1.2, rel_tol=1e-9)
    assert {b["bin"] for b in res["kind"]["bins"]} == {"a", "b"}


def test_publisher_levels_alone_make_no_trend():
    # no trend inside any publisher; the slower publisher happens to have the larger inputs
    rows, feats, pubs = [], [], []
    for p, (lo, off) in {"fast": (1.0, 0.0), "slow": (3.0, math.log(3.0))}.items():
        for k in range(5):
            rows.append({"error": math.exp(off) - 1.0})
            feats.append({"log input": lo + 0.2 * k})
            pubs.append(p)
    res = t.analyse(rows, feats, pubs)
    assert res["log input"]["pooled_slope"] > 0.3  # pooled, the levels look like a trend
    assert abs(res["log input"]["within_slope"]) < 1e-12  # inside publishers there is none
