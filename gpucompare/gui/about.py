"""Help → About: the versions in use and where every bundled table's figures come from."""

from __future__ import annotations

import html
import platform
import re
import sys
from urllib.parse import urlsplit

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from gpucompare import __version__
from gpucompare.core.tables import read_table
from gpucompare.i18n import N_, tr

#: bundled table -> what it holds
TABLES = {
    "epoch_ml_hardware": N_("Epoch AI's accelerator data: the catalog's base layer"),
    "devices": N_("Curated accelerators and CPUs: links, scale-out, aliases, die area, checked figures"),
    "device_values": N_("Single values with their own source: derived gaps, die areas"),
    "cloud_instances": N_("Cloud instances and their on-demand prices"),
    "reference_prices": N_("Reference prices per market (US, China) with date and confidence"),
    "export_rules": N_("US export rules and China's measures, dated (an indication, not legal advice)"),
    "workloads": N_("Model presets"),
    "benchmarks": N_("Measured throughputs"),
    "utilization": N_("Compute utilization per device family"),
    "calibration": N_("Published training runs used to check the utilization"),
    "defaults": N_("Estimator defaults"),
    "fx": N_("Exchange rates"),
    "claims": N_("Claims made by the source articles"),
}


def about_html(session=None) -> str:
    import numpy

    versions = [
        ("gpucompare", __version__),
        ("Python", platform.python_version()),
        ("Qt", qVersion()),
        ("PySide6", pyside_version),
        ("numpy", numpy.__version__),
    ]
    if "pyqtgraph" in sys.modules:
        versions.append(("pyqtgraph", sys.modules["pyqtgraph"].__version__))
    rows = "".join(f"<tr><td>{html.escape(k)}</td><td>{html.escape(v)}</td></tr>" for k, v in versions)
    parts = [
        f"<h2>gpucompare {html.escape(__version__)}</h2>",
        f"<p>{html.escape(tr('Compare AI-training accelerators, import vendor price sheets, and estimate training time and cost. Every figure carries its source and date.'))}</p>",
        f"<table cellspacing='0' cellpadding='2'>{rows}</table>",
        f"<h3>{html.escape(tr('Data sources'))}</h3>",
        f"<p>{html.escape(tr('Throughputs are dense tensor peaks (no 2:4 sparsity). Hover a table cell to see its source.'))}</p>",
        "<p>"
        + html.escape(
            tr(
                "The catalog's base is Epoch AI, 'Data on Machine Learning Hardware' "
                "(https://epoch.ai/data/machine-learning-hardware), used under the Creative Commons Attribution 4.0 "
                "licence (CC BY 4.0); curated rows add to it and are credited row by row."
            )
        )
        + "</p>",
        # one row per table: what it holds and its first sources, then its rows and the span of its dates in columns
        # of their own that never wrap, so a date is never cut or split across lines
        "<table width='100%' cellspacing='0' cellpadding='4' border='1' style='border-collapse:collapse'>"
        f"<tr><th align='left'>{html.escape(tr('Table'))}</th><th align='right'>{html.escape(tr('Rows'))}</th>"
        f"<th align='left'>{html.escape(tr('Dated'))}</th></tr>",
    ]
    for table, what in TABLES.items():
        rows_ = read_table(table)
        links = {source_link(r.get("source") or r.get("Link to datasheet") or "") for r in rows_} - {""}
        by_text = {re.sub(r"<[^>]*>", "", link): link for link in sorted(links)}  # one link per title or site
        sources = [by_text[t] for t in sorted(by_text)]
        dates = sorted(
            {
                r.get("as_of") or r.get("price_as_of") or r.get("source_date") or r.get("Last modified") or ""
                for r in rows_
            }
            - {""}
        )
        span = ""
        if dates:
            first, last = dates[0][:10], dates[-1][:10]
            span = html.escape(first if first == last else f"{first} – {last}")
        shown = "; ".join(sources[:4]) + (" …" if len(sources) > 4 else "")  # each one escaped HTML already
        parts.append(
            f"<tr><td><b>{html.escape(tr(what))}</b><br/><span style='color:#555'>{shown}</span></td>"
            f"<td align='right' style='white-space:nowrap'>{len(rows_):,}</td>"
            f"<td style='white-space:nowrap'>{span}</td></tr>"
        )
    parts.append("</table>")
    if session is not None:
        parts.append(f"<p>{html.escape(tr('Workspace'))}: {html.escape(str(session.workspace.path))}</p>")
    return "".join(parts)


def source_link(source: str, limit: int = 60) -> str:
    """A source's first citation as escaped HTML: its title (else its site) as a link to its address, so a user can
    open it (a cut address, 'https://aws.amazon.com/e...', could not be); text without an address stays text."""
    first = source.split(";")[0].strip()
    starts = [i for i in (first.find("https://"), first.find("http://")) if i >= 0]
    if not starts:
        return html.escape(first if len(first) <= limit else first[: limit - 1] + "…")
    url = first[min(starts) :].split()[0].rstrip(").,")
    title = first[: min(starts)].strip().rstrip(",(:").strip() or urlsplit(url).netloc
    text = title if len(title) <= limit else title[: limit - 1] + "…"
    return f"<a href='{html.escape(url, quote=True)}'>{html.escape(text)}</a>"


class AboutDialog(QDialog):
    def __init__(self, session=None, parent=None):
        super().__init__(parent)
        self.setWindowTitle(tr("About gpucompare"))
        text = QTextBrowser()
        text.setOpenExternalLinks(True)
        text.setHtml(about_html(session))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay = QVBoxLayout(self)
        lay.addWidget(text)
        lay.addWidget(buttons)
        self.resize(860, 620)
