"""The results table shows the whole parallel layout (its interleaving on a row of its own, next to the layout) on
every face, and the band never claims a widening of nothing."""

from dataclasses import replace

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings, estimate
from gpucompare.core.estimate import params as fitted
from gpucompare.core.estimate.band import band_for
from gpucompare.core.workloads import find_preset
from gpucompare.i18n import chinese_text, localize

CAT = bundled_catalog()


def _rows(e):
    return {r["key"]: r for r in e.results}


def test_interleaving_is_in_the_layout_text_and_survives_an_assumed_link():
    h100 = CAT.resolve("H100 SXM5 80GB")
    e = estimate(h100, find_preset("llama2-70b"), 256, Settings(tp=8, pp=4, virtual_stages=2))
    rows = _rows(e)
    assert e.vpp == 2
    assert str(rows["layout"]["text"]) == f"8 × 4 × {e.cp} × {e.dp:g}"
    assert rows["vpp"]["text"] == "2" and rows["vpp"]["value"] == 2  # the value, not only a tooltip
    assert "interleaving 2 model chunks" in str(rows["vpp"]["note"])
    assert [r["key"] for r in e.results].index("vpp") == [r["key"] for r in e.results].index("layout") + 1
    # a device whose scale-out figure is assumed: the row rests on an assumption, and the interleaving is still said
    values = {k: v for k, v in h100.values.items() if k != "scaleout_gbps"}
    bare = replace(h100, values=values, id=h100.id + "-test")
    g = estimate(bare, find_preset("llama2-70b"), 256, Settings(tp=8, pp=4, virtual_stages=2))
    gv = _rows(g)["vpp"]
    assert gv["basis"] == "generic" and gv["text"] == "2"
    assert "interleaving 2 model chunks" in str(gv["note"]) and "scale-out" in str(gv["note"])
    # a pipeline without interleaving says 1; no pipeline, no interleaving
    plain = estimate(h100, find_preset("llama2-70b"), 256, Settings(tp=8, pp=4, virtual_stages=1))
    assert _rows(plain)["vpp"]["text"] == "1"
    flat = estimate(h100, find_preset("llama2-7b"), 8, Settings(tp=1, pp=1))
    assert _rows(flat)["vpp"]["text"] == "—"


def test_interleaving_row_title_reads_in_chinese():
    e = estimate(CAT.resolve("H100 SXM5 80GB"), find_preset("llama2-70b"), 256, Settings(tp=8, pp=4, virtual_stages=2))
    assert chinese_text(lambda: localize(_rows(e)["vpp"]["label"])) == "交错（VPP）"


def test_a_widening_of_one_both_ways_is_never_said():
    """thin x1.00-x1.00, the sequence-length driver x1.00-x1.00, novelty 1.001: none claims a widening; the reasons
    the estimate extrapolates are still said (as not widening it), and a real driver still is."""
    prm = fitted.Params(
        band={
            "wall": (0.65, 2.4),
            "steady": (0.6, 1.5),
            "thin": (1.0, 1.0),
            "generic": (0.58, 1.32),
            "seq_default": (1.0, 1.0),
            "vision": (0.76, 1.31),
            "novelty": (1 / 1.001, 1.001),
        }
    )
    r = {"wall_days": 10.0, "steady_days": 8.0}
    b = band_for(prm, r, True, "thin", ("input outside the fitted range",), drivers=("seq_default", "vision"))
    said = [str(x) for x in b["drivers"]]
    assert not any("x1.00-x1.00" in s for s in said)
    assert any("extrapolates" in s and "not widened" in s and "outside the fitted range" in s for s in said)
    assert not any("sequence length" in s for s in said)  # widens nothing: it does not drive the band
    assert any("x0.76-x1.31" in s and "vision" in s for s in said)
    assert not any("wider again" in s or "as wide" in s for s in said)  # novelty x1.00
    zh = [chinese_text(lambda x=x: localize(x)) for x in b["drivers"]]
    assert not any("×1.00–×1.00" in s or "x1.00-x1.00" in s for s in zh)
    assert any("未因此放宽" in s for s in zh)
    # an unseen family whose generic widening is x1.00 both ways: said as not widened
    prm1 = fitted.Params(band={"wall": (0.65, 2.4), "steady": (0.6, 1.5), "generic": (1.0, 1.0)})
    g = band_for(prm1, r, True, "unseen", (), generic=True)
    assert any("not widened though no published run" in str(x) for x in g["drivers"])


def test_a_row_without_a_value_is_never_marked_as_resting_on_an_assumption():
    """A family no published run supports marks its time and layout rows, but a dense model's EP ('—') holds no
    value to rest on anything: every face would print '— *'."""
    e = estimate(CAT.resolve("biren-br100"), find_preset("llama2-7b"), 16, Settings())
    rows = _rows(e)
    assert rows["wall_days"]["basis"] == "generic"
    assert rows["ep"]["text"] == "—" and rows["ep"]["basis"] != "generic"
    assert all(r["basis"] != "generic" for r in e.results if r["text"] == "—")


def test_why_a_row_rests_on_an_assumption_reads_in_chinese():
    """The note under a generic mark is built from the estimate's sentences as Msg: the Chinese window reads them in
    Chinese (it read 'has no scale-out network figure ...' in English before), joined with '；'."""
    e = estimate(CAT.resolve("biren-br100"), find_preset("llama2-70b"), 256, Settings())
    note = _rows(e)["wall_days"]["note"]
    assert "no published training run of this device family" in str(note)
    zh = chinese_text(lambda: localize(note))
    assert "no published" not in zh and "has no" not in zh and "此设备系列没有公开训练结果" in zh, zh
    assert "。；" not in zh and ".;" not in str(note)  # a whole sentence is followed by the next, not by '; '
