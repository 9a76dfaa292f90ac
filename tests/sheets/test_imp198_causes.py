"""Corpus 52 and 53's causes (imp198), each on a small sheet written here; none is a corpus file."""

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import write


def test_an_rfqs_bidders_are_its_vendors_and_payment_terms_never_are(tmp_path):
    # three suppliers filled in an RFQ side by side, each group with its price, lead time and payment terms
    f = write(
        tmp_path / "rfq.xlsx",
        [
            ["某某科技有限公司  GPU询价单（供应商回传汇总）"],
            [
                "序号",
                "需求物料",
                "数量",
                "供应商A：甲乙科技有限公司",
                None,
                None,
                "供应商B：丙丁信息技术有限公司",
                None,
                None,
            ],
            [None, None, None, "含税单价(元)", "交期", "付款方式", "含税单价(元)", "交期", "付款方式"],
            [1, "NVIDIA L20 48GB PCIe", 16, 29_800, "现货", "款到发货", 30_500, "3天", "月结30天"],
            [2, "NVIDIA H20 96GB", 8, 108_500, "2周", "预付50%发货前50%", 110_000, "1周", "月结30天"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert "款到发货" not in p.vendor and "月结" not in p.vendor
    assert "甲乙科技有限公司" in p.vendor and "丙丁信息技术有限公司" in p.vendor
    by = {(q.source_row, q.price_min): q.offered_by for q in p.rows}
    assert "甲乙科技有限公司" in by[(4, 29_800)] and "丙丁信息技术有限公司" in by[(4, 30_500)]
    assert p.mapping.get("vendor") is None
