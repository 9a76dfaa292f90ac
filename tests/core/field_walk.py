"""Run by test_field_walk.py in a fresh interpreter: declare one field in the registry before anything else loads
(what one more entry in `core.fields.FIELDS` is), then walk it through every face and print what each one shows as
one JSON document. Argument: a JSON object of the Field's arguments."""

import json
import os
import sys
from pathlib import Path

from gpucompare.core import fields

spec = json.loads(sys.argv[1])
spec["synonyms"] = tuple(spec.get("synonyms", ()))
after = spec.pop("after", "")
new = fields.register(fields.Field(**spec), after=after)
key = new.key
home = Path(os.environ["GPUCOMPARE_HOME"])
work = home.parent
seen: dict = {"key": key}

# import: a spec sheet in Chinese words (the field's own synonym) gives a new device and the field's figure
from gpucompare.cli import run  # noqa: E402

sheet = work / "specs.csv"
sheet.write_text(
    f"型号,BF16算力,{spec['synonyms'][-1]},显存\nAcme Z1,100,5000,64\nA100 SXM4 80GB,312,1248,80\n",
    encoding="utf-8",
)
seen["import_rc"] = run(["import", str(sheet)])

# the command line
import contextlib  # noqa: E402
import io  # noqa: E402

buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    seen["devices_rc"] = run(["devices", "--query", "Acme Z1", "--json"])
row = json.loads(buf.getvalue())["devices"][0]
seen["cli_value"] = row.get(key)
seen["cli_tpp"] = row.get("tpp")

# the catalog, the table and the export control figures
from gpucompare.core.export_control import status  # noqa: E402
from gpucompare.core.hwtable import COLUMN_KEYS, build_frame, column  # noqa: E402
from gpucompare.core.money import FxTable  # noqa: E402
from gpucompare.core.pricing import price_column  # noqa: E402
from gpucompare.store import Workspace  # noqa: E402

with Workspace(str(home)) as ws:
    cat = ws.catalog()
acme = next(d for d in cat.devices if d.name == "Acme Z1")
seen["catalog_value"] = acme.get(key)
seen["tpp"] = status(acme, "2026-12-04").tpp
fx = FxTable.bundled()
prices = price_column(cat.devices, "reference:US+CN", "USD", fx)
frame = build_frame(cat, "bf16", prices)
seen["table_has_column"] = key in COLUMN_KEYS
seen["table_header"] = frame.header(key)
seen["table_cell"] = frame.cell_text(column(key), cat.devices.index(acme))

# the side-by-side rows, the window's panel and the report
from gpucompare.core.compare import compare  # noqa: E402

other = cat["nvidia-a100-sxm4-80gb"]
c = compare([acme, other], "bf16", price_column([acme, other], "reference:US+CN", "USD", fx))
r = next((r for r in c.rows if r.key == key), None)
seen["compare_row"] = None if r is None else {"label": r.label, "texts": [r.text(0), r.text(1)], "best": sorted(r.best)}

from gpucompare.report.assemble import report_input  # noqa: E402
from gpucompare.report.builder import build_report  # noqa: E402

html = build_report(report_input(cat, [acme, other], currency="USD", fx=fx)).html
seen["report_has_label"] = new.label in html
seen["report_has_value"] = "5,000.0" in html

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
from gpucompare.gui.app import build_main_window, make_app  # noqa: E402

make_app([])
win = build_main_window(str(home), "en")
win.show()
win.finish_startup()
win.session.set_comparison([acme.id, other.id])
cell = win.spec.cell(key, acme.id)
seen["panel_cell"] = None if cell is None else cell.text()
seen["panel_best"] = None if cell is None else bool(cell.data(win.spec.BestRole))
chooser = [win.hardware.model.columns[i].key for i in range(len(win.hardware.model.columns))]
seen["window_table_has_column"] = key in chooser

# the import dialog's mapping choices
from gpucompare.gui.import_dialog import KIND_FIELDS, field_label  # noqa: E402

seen["mapping_has_field"] = key in KIND_FIELDS["specs"]
seen["mapping_label"] = field_label(key)
win.shutdown()

# export, then import into a fresh workspace: the figure comes back
from gpucompare.sheets.export import export_catalog  # noqa: E402

out = work / "catalog.xlsx"
export_catalog(cat, out)
import openpyxl  # noqa: E402

ws_x = openpyxl.load_workbook(out, read_only=True).active
rows = [list(r) for r in ws_x.iter_rows(values_only=True)]
head_at = next(i for i, r in enumerate(rows) if r and r[0] == "Device")
seen["export_header"] = new.export_header in rows[head_at]
col = rows[head_at].index(new.export_header) if seen["export_header"] else None
seen["export_value"] = (
    next((r[col] for r in rows[head_at + 1 :] if r[0] == "Acme Z1"), None) if col is not None else None
)
fresh = work / "fresh"
seen["reimport_rc"] = run(["--home", str(fresh), "import", str(out)])
with Workspace(str(fresh)) as ws2:
    back = next((d for d in ws2.catalog().devices if d.name == "Acme Z1"), None)
seen["round_trip_value"] = None if back is None else back.get(key)
print("WALK " + json.dumps(seen, ensure_ascii=False))
