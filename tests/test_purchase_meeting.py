"""The purchase meeting, end to end: a WPS distributor quotation (8-GPU H800 servers with host, memory and 8x 400G
InfiniBand NICs at ¥2,350,000 each, 13% VAT included, valid 3 days) and a German card quote ('zzgl. 19 % MwSt.',
valid until a past day) are imported as the importer reads them (offer, parts, tax, dates); 256 H800 at the server
quote against renting H100s on p5.48xlarge.

- capital = the 32 quoted servers + only what they lack (switches and optics), never a second server or NIC cost;
- net and gross consistent (gross - net = the quote's 13% VAT + China's 13% on what was added);
- the expired quotes marked (the WPS quote, pinned to be used, and the German one, set aside);
- break-even within the cluster's life, or "never";
- the report, the window and the command line agree line by line: the quoted servers to the cent, the switches and
  optics the app adds from its defaults (estimates) and the total holding them to 3 figures.
"""

import json
import subprocess

import pytest

from gpucompare.cli import run
from gpucompare.core.money import FxTable
from gpucompare.core.offers import offer_of
from tests.sheets.conftest import SHEETS

MEETING = SHEETS / "meeting"
H800 = "nvidia-h800-sxm5-80gb"
H100 = "nvidia-h100-sxm5-80gb"
H20 = "nvidia-h20-96gb"
SCENARIO = ["--device", "H800:quote", "--device", "p5.48xlarge:on-demand", "--count", "256"]
SCENARIO += ["--workload", "Llama 2 70B", "--currency", "CNY"]


@pytest.fixture
def meeting(_isolated_home, capsys):
    home = str(_isolated_home)
    for name in ("wps_server_quote.xlsx", "de_card_quote.xlsx"):
        assert run(["--home", home, "import", str(MEETING / name)]) == 0
    capsys.readouterr()
    from gpucompare.store import Workspace

    with Workspace(home) as ws:
        ws.set_setting("tco.site", "china")  # a Chinese buyer: net of VAT, the LPR, China's tariff
        server = next(q for q in ws.quotes() if q["raw_model"] == "H800 8卡服务器")
        ws.pin_quote(H800, server["id"])  # the quote has expired (3 days): pinned to price the meeting, and marked
    return home


def test_the_sheets_are_read_as_offers(meeting):
    """What the importer keeps of each quote: the server's configuration line (host, memory, NVMe, InfiniBand NICs),
    13% VAT included with its net price, the quote's date and its 3-day validity; the German card net of 19%."""
    from gpucompare.store import Workspace

    with Workspace(meeting) as ws:
        quotes = {q["raw_model"]: q for q in ws.quotes()}
    server = quotes["H800 8卡服务器"]
    assert offer_of(server).kind == "server" and offer_of(server).units_per_item == 8
    assert {"host", "memory", "nic"} <= offer_of(server).includes and "switch" not in offer_of(server).includes
    assert server["price_min"] == 293_750 and server["tax"] == "incl" and server["tax_rate"] == pytest.approx(0.13)
    assert (server["quote_date"], server["valid_until"]) == ("2026-11-28", "2026-12-01")
    german = quotes["NVIDIA H100 SXM5 80GB"]
    assert (german["tax"], german["tax_rate"], german["valid_until"]) == ("excl", pytest.approx(0.19), "2026-11-14")
    assert offer_of(german).kind == "card" and not offer_of(german).stated  # not stated: read as a card, said so


def estimate(capsys, home, *extra):
    assert run(["--home", home, "estimate", *SCENARIO, *extra, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_the_rule_and_the_marks(meeting):
    from gpucompare.store import Workspace

    with Workspace(meeting) as ws:
        book = ws.quote_book("net")
    h800 = book.choice(H800)
    assert h800.pinned and [str(m) for m in h800.marks] == ["expired on 2026-12-01"]
    # the H20's bare card and 8-GPU server share are on the same 3-day quote: both expired, none priced, said why
    h20 = book.choice(H20)
    assert h20.quote is None and len(h20.set_aside) == 2
    assert all(str(why) == "expired on 2026-12-01" for _, why in h20.set_aside)
    with Workspace(meeting) as ws:  # pinned, the rule keeps the card and the server's share apart
        card = next(q for q in ws.quotes(H20) if q["raw_model"] == "NVIDIA H20 96GB 整卡")
        share = next(q for q in ws.quotes(H20) if q["raw_model"] == "H20 8卡服务器")
        assert offer_of(card).kind == "card" and offer_of(share).kind == "server"
        assert offer_of(share).units_per_item == 8 and share["price_min"] == 200_000
    # the German card quote expired on 14 Nov: set aside, said why
    h100 = book.choice(H100)
    assert h100.quote is None and "every quote has expired" in str(h100.why)


def test_the_quote_lists_say_which_quote_prices_each_device(meeting, capsys):
    assert run(["--home", meeting, "quotes", "--json"]) == 0
    marks = {q["raw_model"]: q["used_for_the_price"] for q in json.loads(capsys.readouterr().out)["quotes"]}
    assert marks["H800 8卡服务器"] == "pinned" and marks["NVIDIA H100 SXM5 80GB"] == "expired"
    from gpucompare import api

    df = api.quotes(home=meeting)
    assert dict(zip(df["raw_model"], df["used_for_the_price"], strict=True)) == marks


def test_capital_is_the_quoted_servers_and_only_what_they_lack(meeting, capsys):
    doc = estimate(capsys, meeting)
    bought = doc["estimates"][0]
    assert bought["device_id"] == H800 and bought["tco"]["tax_basis"] == "net"
    lines = {x["key"]: x for x in bought["tco"]["capital_lines"]}
    # 32 servers as quoted, at the net price per device the quote gives beside its 13%-inclusive one (a company with
    # a 专票 recovers the VAT): 256 x ¥259,955.75
    net = 256 * 259_955.75
    assert lines["quoted"]["amount"] == pytest.approx(net, abs=0.01) == pytest.approx(32 * 2_350_000 / 1.13, abs=1)
    assert lines["servers"]["amount"] == 0 and lines["servers"]["in_offer"]  # no second server
    assert "nics" not in lines  # the NICs are in the quote
    cny_per_usd = FxTable.bundled().rates["CNY"].per_usd
    fabric = 256 * (1_687.5 + 2_560) * cny_per_usd  # two-tier InfiniBand switches and optics, per accelerator
    assert lines["switches"]["amount"] + lines["optics"]["amount"] == pytest.approx(fabric, abs=0.02)
    total = sum(x["amount"] for x in lines.values())
    assert bought["capital_outlay"] == pytest.approx(total, abs=0.02)
    assert bought["capital_outlay"] == pytest.approx(net + round(fabric, 2), abs=0.02)
    # the price is marked: pinned, expired, a server's share, the VAT taken off
    notes = " ".join(bought["tco"]["price_notes"])
    assert "expired on 2026-12-01" in notes and "pinned by you" in notes and "net price as the quote states it" in notes
    # the figures the issue found (¥104M: accelerators ¥75.2M + servers ¥20.7M + network ¥7.8M) are gone
    assert bought["capital_outlay"] < 80e6

    gross = estimate(capsys, meeting, "--tco", "tax_basis=gross")["estimates"][0]
    g = {x["key"]: x["amount"] for x in gross["tco"]["capital_lines"]}
    assert g["quoted"] == pytest.approx(32 * 2_350_000, abs=0.01)  # as quoted, VAT included
    vat = (
        32 * 2_350_000 - net + fabric * 0.13
    )  # the quote's own VAT (its gross less its stated net) + 13% on what was added
    assert gross["capital_outlay"] - bought["capital_outlay"] == pytest.approx(vat, abs=0.05)


def test_break_even_is_within_the_life_or_never_and_the_decision_is_stated(meeting, capsys):
    doc = estimate(capsys, meeting)
    bought = doc["estimates"][0]
    months, note = bought["break_even_months"], bought["tco"]["break_even_note"]
    years = bought["tco"]["depreciation_years"]
    assert (months is None and note == f"never within its {years:g}-year life") or 0 < months <= years * 12
    (d,) = doc["decision"]
    assert d["winner"] in ("buy", "rent") and 0 <= d["buy_wins_share_of_band"] <= 1
    top = [s["name"] for s in d["sensitivity"][:3]]
    top_zh = [s["name_zh"] for s in d["sensitivity"][:3]]
    assert len(set(top)) == 3 and all(a != b for a, b in zip(top, top_zh, strict=True))
    assert doc["tax_basis"] == "net" and d["life_years"] == years


def _pdf_text(path) -> str:
    return subprocess.run(["pdftotext", "-layout", str(path), "-"], capture_output=True, text=True, check=True).stdout


def _line_texts(lines: list[dict], total: float) -> tuple[list[str], str]:
    from gpucompare.core.money import outlay_line_text, outlay_total_text

    # the server quote is in yuan: its line is to the cent; what the app adds is an estimate
    return [outlay_line_text(x, "CNY", True) for x in lines if x["amount"]], outlay_total_text(
        lines, total, "CNY", True
    )


def test_report_window_and_command_line_agree_line_by_line(meeting, capsys, qtbot, tmp_path):
    from gpucompare.core.money import format_exact
    from tests.conftest import open_window

    cli = estimate(capsys, meeting)["estimates"][0]
    cli_lines = [(x["label"], x["amount"]) for x in cli["tco"]["capital_lines"]]
    texts, total = _line_texts(cli["tco"]["capital_lines"], cli["capital_outlay"])
    quoted = next(x for x in cli["tco"]["capital_lines"] if x["key"] == "quoted")
    # 32 servers at the quoted ¥2,350,000 net of its 13% VAT, to the cent; the switches and optics, worked from a
    # dollar default converted at a rate, and so the total, to 3 figures
    assert texts[0] == format_exact(quoted["amount"], "CNY") and not texts[0].endswith(".00")
    estimated = [x for x in cli["tco"]["capital_lines"] if x["amount"] and not x["in_offer"]]
    assert {x["key"] for x in estimated} == {"switches", "optics"}
    assert texts == ["¥66,548,672", "¥2.9M", "¥4.4M"] and total == "¥73.8M"

    # the command line's text output prints every line so
    assert run(["--home", meeting, "estimate", *SCENARIO]) == 0
    text = capsys.readouterr().out
    for t in [*texts, total]:
        assert t in text
    for x in estimated:
        assert format_exact(x["amount"], "CNY") not in text

    # the window: the same comparison, each device on its basis
    win = open_window(qtbot, meeting)
    try:
        s = win.session
        s.set_currency("CNY")
        s.set_comparison([H800, H100])
        panel = win.estimate
        panel.workload.setCurrentIndex(panel.workload.findData("llama2-70b"))
        panel.count.setValue(256)
        panel.set_device_basis(H800, "quote")
        panel.set_device_rent(H100, "p5.48xlarge", "on-demand")
        panel.run()
        c = panel.costings[H800]
        gui_lines = [(x["label"], x["amount"]) for x in c.capital_lines_in("CNY", s.fx)]
        assert gui_lines == cli_lines
        assert c.in_currency("CNY", s.fx)["run_cost"] == pytest.approx(cli["run_cost"], abs=0.005)
        # the window's lines in English here: the same texts
        for t in [*texts, total]:
            assert t in panel.lines.toPlainText()
        # the Quotes view says which quote prices the device, and that the German one expired
        qv = win.quotes
        qv.show_box.setCurrentIndex(qv.show_box.findData("all"))
        m = qv.model
        used = next(i for i, col in enumerate(m.columns) if col.title == "Used for the price")
        marks = {q["raw_model"]: m.data(m.index(r, used)) for r, q in enumerate(m.rows)}
        assert marks["H800 8卡服务器"] == "pinned" and marks["NVIDIA H100 SXM5 80GB"] == "expired"
        assert marks["NVIDIA H20 96GB 整卡"] == marks["H20 8卡服务器"] == "expired"
    finally:
        win.shutdown()

    # the report from the command line prints the same lines, the tax basis and the expired quotes
    pdf = tmp_path / "meeting.pdf"
    argv = ["--home", meeting, "report", "--devices", "H800:quote,p5.48xlarge:on-demand", "--workload"]
    argv += ["Llama 2 70B", "--count", "256", "--currency", "CNY", "--lang", "en", "--pdf", str(pdf)]
    assert run(argv) == 0
    report = _pdf_text(pdf)
    for t in [*texts, total]:
        assert t in report
    assert "Prices compared net of VAT" in report and "expired" in report
    flat = " ".join(report.split())
    assert "expired on 2026-12-01" in flat and "pinned by you" in flat  # the price's marks, as in the window and CLI
    assert "The decision and its uncertainty" in report
