"""Who sent a sheet, from what the sheet says before its file's name: a per-line supplier column ('供应商' in a Feishu
or Lark export), a fapiao's seller ('销售方名称', never its buyer '购买方名称', which a fapiao writes first), a company in
the title rows; the file's name only as a last resort, shortened. Sheets are written to a temporary folder."""

from __future__ import annotations

import openpyxl
import pytest

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.notes import VENDOR_FROM_FILE_MAX

LONG = "飞书导出_GPU服务器采购比价汇总表_2026年11月_采购部最终确认版本_v3(1)"


def _sheet(path, rows):
    wb = openpyxl.Workbook()
    ws = wb.active
    for r in rows:
        ws.append(r)
    wb.save(path)
    return path


def _lark(tmp_path, suppliers):
    rows = [["序号", "供应商", "型号", "数量", "单价（元）"]]
    models = ["NVIDIA A100 80GB PCIe", "NVIDIA H100 80GB SXM5", "NVIDIA L40S", "NVIDIA H800 80GB SXM5"]
    rows += [[k + 1, s, models[k % 4], 8, 98000 + 1000 * k] for k, s in enumerate(suppliers)]
    return _sheet(tmp_path / f"{LONG}.xlsx", rows)


def test_a_lark_exports_supplier_column_names_the_vendor(tmp_path):
    p = analyse(_lark(tmp_path, ["北京智算科技有限公司"] * 3))
    assert p.vendor == "北京智算科技有限公司" and not p.vendor_from_file
    assert len(p.rows) == 3


def test_several_suppliers_are_all_named_and_said(tmp_path):
    p = analyse(_lark(tmp_path, ["北京智算科技有限公司", "上海云算有限公司", "北京智算科技有限公司"]))
    assert p.vendor == "北京智算科技有限公司 / 上海云算有限公司"
    said = " ".join(str(w) for w in p.warnings)
    assert "names 2 suppliers" in said and "上海云算有限公司" in said


FAPIAO_HEAD = ["项目名称", "规格型号", "单位", "数量", "单价", "金额", "税率/征收率", "税额"]
FAPIAO_LINE = ["*计算机网络设备*GPU加速卡", "NVIDIA H100 80GB SXM5", "块", 8, 226000, 1808000, "13%", 235040]


@pytest.mark.parametrize(
    "parties",
    [
        # the buyer first, each label in its own cell and its name in the next
        [["购买方名称", "某某大学人工智能研究院有限公司", "", "销售方名称", "深圳算力设备有限公司"]],
        # the fully digital fapiao's two blocks, each with its '名称：' line
        [["购买方信息", "名称：某某大学人工智能研究院有限公司", "销售方信息", "名称：深圳算力设备有限公司"]],
        # label and name in one cell
        [["购买方名称：某某大学人工智能研究院有限公司"], ["销售方名称：深圳算力设备有限公司"]],
    ],
)
def test_a_fapiaos_seller_is_the_vendor_never_its_buyer(tmp_path, parties):
    rows = [
        ["电子发票（增值税专用发票）"],
        *parties,
        FAPIAO_HEAD,
        FAPIAO_LINE,
        ["合计", "", "", "", "", 1808000, "", 235040],
    ]
    p = analyse(_sheet(tmp_path / "dzfp_25442000000123456789_20261103151245.xlsx", rows))
    assert p.vendor == "深圳算力设备有限公司", p.vendor
    assert len(p.rows) == 1


def test_a_seller_under_the_lines_is_found(tmp_path):
    rows = [["增值税专用发票"], ["购买方名称", "某某大学人工智能研究院有限公司"], FAPIAO_HEAD, FAPIAO_LINE]
    rows += [["合计", "", "", "", "", 1808000, "", 235040], [], ["销售方名称", "深圳算力设备有限公司"]]
    p = analyse(_sheet(tmp_path / "fapiao.xlsx", rows))
    assert p.vendor == "深圳算力设备有限公司"


def test_the_file_name_is_the_last_resort_and_short(tmp_path):
    rows = [["型号", "数量", "单价（元）"], ["NVIDIA A100 80GB PCIe", 8, 98000]]
    p = analyse(_sheet(tmp_path / f"{LONG}.xlsx", rows))
    assert p.vendor_from_file and len(p.vendor) <= VENDOR_FROM_FILE_MAX + 1
    assert "(1)" not in p.vendor


def test_a_title_that_starts_with_a_buyer_word_is_no_buyer(tmp_path):
    rows = [["Customer price list"], ["ACME Compute Ltd. quotation"], ["Model", "Qty", "Price (USD)"]]
    rows += [["NVIDIA H100 80GB SXM5", 8, 25000]]
    p = analyse(_sheet(tmp_path / "list.xlsx", rows))
    assert p.vendor == "ACME Compute Ltd."
