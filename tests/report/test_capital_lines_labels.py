"""The report's capital outlay, line by line, for two bought options on different fabrics: the row names what they
share and each cell its own fabric (the Ascend's Ethernet switches were printed under 'Scale-out switches
(InfiniBand)', the first option's word); the quoted price to the cent, the app's estimates to 3 figures."""

from gpucompare.core.catalog import bundled_catalog
from gpucompare.core.estimate import Settings
from gpucompare.core.money import FxTable
from gpucompare.core.tco import TcoSettings, priced_estimate, resolve_price
from gpucompare.core.workloads import find_preset
from gpucompare.report.builder import _capital_lines
from gpucompare.report.cite import Notes

CAT = bundled_catalog()
FX = FxTable.bundled()


def _bought(name, spec):
    d = CAT.resolve(name)
    p = resolve_price(d, spec, "USD", FX)
    return priced_estimate(d, find_preset("llama2-70b"), 256, Settings(), p, TcoSettings(), FX, "USD")[1]


def test_each_cell_says_its_own_fabric_under_a_row_that_names_what_they_share():
    h800, ascend = _bought("H800 SXM5 80GB", "buy=250000"), _bought("Ascend 910B", "buy=13000")
    assert h800.system["fabric"] != ascend.system["fabric"]
    html = _capital_lines([h800, ascend], FX, "USD", Notes())
    rows = html.split("<tr>")
    switches = next(r for r in rows if r.startswith("<td>Scale-out switches"))
    assert switches.startswith("<td>Scale-out switches</td>")  # no fabric on the row: the options differ
    assert "Scale-out switches (InfiniBand)" in switches and "Scale-out switches (Ethernet)" in switches
    assert switches.index("(InfiniBand)") < switches.index("(Ethernet)")  # each in its own option's column
    # 256 x the typed $250,000 to the cent; switches, an estimate, to 3 figures in the unit of the option's other
    # estimated lines (money.outlay_scale, ux204: '$0.432M' beside '$8.38M', never '$432,000' among them)
    assert "$64,000,000" in html and "$64,000,000.00" not in html
    assert "$0.432M" in switches and "$432,0" not in switches


def test_one_fabric_keeps_its_word_on_the_row():
    a, b = _bought("H800 SXM5 80GB", "buy=250000"), _bought("H100 SXM5 80GB", "buy=300000")
    html = _capital_lines([a, b], FX, "USD", Notes())
    assert "<td>Scale-out switches (InfiniBand)</td>" in html
    assert html.count("Scale-out switches (InfiniBand)") == 1  # said once, on the row
