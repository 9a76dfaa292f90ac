"""Input limits: a million-row sheet and a 10 MB cell are refused or read with a message, in bounded memory."""

import json
import subprocess
import sys
import zipfile

import openpyxl
import pytest

from gpucompare.sheets.importer import analyse

MILLION = 1_000_001


def write_big_xlsx(path, rows: int) -> None:
    """A real .xlsx of `rows` rows, written as XML in a stream (openpyxl would take minutes)."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED, compresslevel=1) as z:
        z.writestr(
            "[Content_Types].xml",
            '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
        )  # noqa: E501
        z.writestr(
            "_rels/.rels",
            '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
        )  # noqa: E501
        z.writestr(
            "xl/workbook.xml",
            '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Prices" sheetId="1" r:id="rId1"/></sheets></workbook>',
        )  # noqa: E501
        z.writestr(
            "xl/_rels/workbook.xml.rels",
            '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
        )  # noqa: E501
        with z.open("xl/worksheets/sheet1.xml", "w") as fh:
            fh.write(
                f'<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="A1:B{rows}"/><sheetData>'.encode()
            )  # noqa: E501
            fh.write(
                b'<row r="1"><c r="A1" t="inlineStr"><is><t>Model</t></is></c><c r="B1" t="inlineStr"><is><t>Price (USD)</t></is></c></row>'
            )  # noqa: E501
            chunk = []
            for r in range(2, rows + 1):
                chunk.append(
                    f'<row r="{r}"><c r="A{r}" t="inlineStr"><is><t>H100</t></is></c><c r="B{r}"><v>{r}</v></c></row>'
                )  # noqa: E501
                if len(chunk) == 20_000:
                    fh.write("".join(chunk).encode())
                    chunk = []
            fh.write("".join(chunk).encode())
            fh.write(b"</sheetData></worksheet>")


PROBE = """
import json, resource, sys
from gpucompare.errors import BadInputFile
from gpucompare.sheets.importer import analyse
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
try:
    analyse(sys.argv[1]); outcome = "read"
except BadInputFile as err:
    outcome = str(err)
after = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(json.dumps({"outcome": outcome, "grew_mb": (after - before) / 1024}))
"""


def probe(path) -> dict:
    out = subprocess.run([sys.executable, "-c", PROBE, str(path)], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr[-2000:]
    return json.loads(out.stdout.strip().splitlines()[-1])


@pytest.mark.skipif(sys.platform == "win32", reason="resource module")
def test_a_million_row_workbook_is_refused_before_it_is_loaded(tmp_path):
    path = tmp_path / "huge.xlsx"
    write_big_xlsx(path, MILLION)
    r = probe(path)
    assert "1,000,001 rows is more than the 1,000,000 a price sheet may have" in r["outcome"]
    assert r["grew_mb"] < 60, r  # refused from the sheet's declared size: the rows were never parsed


@pytest.mark.skipif(sys.platform == "win32", reason="resource module")
def test_a_million_row_csv_is_refused_while_streaming(tmp_path):
    path = tmp_path / "huge.csv"
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("Model,Price (USD)\n")
        fh.writelines(f"H100 SXM5 80GB,{30000 + i % 1000}\n" for i in range(MILLION))
    r = probe(path)
    assert "more than 1,000,000 rows" in r["outcome"]
    assert r["grew_mb"] < 400, r


def test_a_ten_megabyte_cell_rejects_its_row_only(tmp_path):
    path = tmp_path / "cell.csv"
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("Model,Price (USD)\nH100 SXM5 80GB,30000\n")
        fh.write("y" * 10_000_000 + ",5\n")
        fh.write("L40S,7950\n")
    p = analyse(path)
    assert [q.device_id for q in p.rows] == ["nvidia-h100-sxm5-80gb", "nvidia-l40s"]
    assert len(p.rejected) == 1 and "characters long, not a product name" in p.rejected[0].reason


def test_a_long_cell_in_a_workbook_rejects_its_row_only(tmp_path):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.append(["Model", "Price (USD)"])
    ws.append(["H100 SXM5 80GB", 30_000])
    ws.append(["z" * 1_000_000, 3])  # a pasted document, longer than Excel itself allows
    wb.save(tmp_path / "cell.xlsx")
    p = analyse(tmp_path / "cell.xlsx")
    assert [q.device_id for q in p.rows] == ["nvidia-h100-sxm5-80gb"] and p.rejected[0].source_row == 3
