"""perf104's shortcuts answer exactly what the full work answers (issue 22's speed budget).

- the JSON writer matches a quote's shared part with the last one met with the same evidence tuple by comparing the
  fields, and builds a new one whenever any shared field differs (device, currency, a warning, a candidate ...).
"""

import json
import math

from gpucompare.i18n import Msg, localize
from gpucompare.sheets.importer.model import Quote, _rows_json, rows_json_text


def test_json_rows_sharing_one_evidence_tuple_keep_their_own_fields():
    evidence = (Msg("price: column {col}", col="D"), "currency CNY from the column header")
    warned = ("'H20' read as H20 96GB",)
    rows = [
        Quote(5, "H20", "nvidia-h20-96gb", 0.9, 100.0, 100.0, "CNY", 3.0, False, evidence=evidence, warnings=warned),
        Quote(6, "H20", "nvidia-h20-96gb", 0.9, 101.0, 101.0, "CNY", 4.0, False, evidence=evidence, warnings=warned),
        # the same evidence and warnings tuples, another device and currency: its own shared part
        Quote(7, "L20", "nvidia-l20", 1.0, 50.0, 50.0, "USD", 1.0, False, evidence=evidence, warnings=warned),
        # back to the first model: its part again, not the row before's
        Quote(8, "H20", "nvidia-h20-96gb", 0.9, 102.0, 103.0, "CNY", None, False, evidence=evidence, warnings=warned),
        # equal fields but another (equal) warnings tuple: the same text
        Quote(
            9, "H20", "nvidia-h20-96gb", 0.9, 104.0, 104.0, "CNY", 1.0, False, evidence=evidence, warnings=(warned[0],)
        ),
        # a field that is NaN in both (never equal to itself): still written, as the full path writes it
        Quote(10, "H20", "nvidia-h20-96gb", 0.9, math.nan, math.nan, "CNY", None, True, evidence=evidence),
        Quote(11, "H20", "nvidia-h20-96gb", 0.9, math.nan, math.nan, "CNY", None, True, evidence=evidence),
    ]
    got = json.loads(rows_json_text(rows, localize))
    assert got == json.loads(json.dumps(_rows_json(rows)))
    assert [r["device_id"] for r in got] == ["nvidia-h20-96gb"] * 2 + ["nvidia-l20"] + ["nvidia-h20-96gb"] * 4
    assert [r["currency"] for r in got] == ["CNY", "CNY", "USD", "CNY", "CNY", "CNY", "CNY"]
    assert got[3]["warnings"] == ["'H20' read as H20 96GB"] == got[4]["warnings"] and got[5]["warnings"] == []
    assert got[3]["price_max"] == 103.0 and got[5]["price_min"] is None
