"""Help → About: the versions in use and where every bundled table's figures come from."""

from __future__ import annotations

import html
import platform
import sys

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import qVersion
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from gpucompare import __version__
from gpucompare.core.tables import read_table
from gpucompare.i18n import N_, tr

#: bundled table -> what it holds
TABLES = {
    "devices": N_("Accelerators and CPUs: dense tensor peaks, memory, links, power"),
    "cloud_instances": N_("Cloud instances and their on-demand prices"),
    "reference_prices": N_("Market prices quoted by the source articles"),
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
        f"<p>{html.escape(tr('Throughputs are dense tensor peaks (no 2:4 sparsity). Hover a table cell to see its source.'))}</p><ul>",
    ]
    for table, what in TABLES.items():
        rows_ = read_table(table)
        sources = sorted({_short(r["source"]) for r in rows_ if r.get("source")})
        dates = sorted({r.get("as_of") or r.get("price_as_of") or r.get("source_date") or "" for r in rows_} - {""})
        when = f"; {html.escape(dates[0][:10])} – {html.escape(dates[-1][:10])}" if dates else ""
        parts.append(
            f"<li><b>{html.escape(tr(what))}</b> ({len(rows_)} {html.escape(tr('rows'))}{when}): "
            + html.escape("; ".join(sources[:6]))
            + (" …" if len(sources) > 6 else "")
            + "</li>"
        )
    parts.append("</ul>")
    if session is not None:
        parts.append(f"<p>{html.escape(tr('Workspace'))}: {html.escape(str(session.workspace.path))}</p>")
    return "".join(parts)


def _short(source: str) -> str:
    first = source.split(";")[0].strip()
    return first if len(first) <= 90 else first[:87] + "..."


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
        self.resize(720, 560)
