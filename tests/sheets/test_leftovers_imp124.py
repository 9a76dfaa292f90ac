"""imp124 (issue #22): a rate card's line that rents a whole physical machine is a server, not an instance. Sheets
written here (none is a corpus file), a layout the corpora lack: the machine named in a category column left of the
model, in a billing-unit column or in the price header, in Chinese and English."""

import datetime as dt

import openpyxl

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.counts import rents_machine

TODAY = dt.date(2026, 12, 6)


def _book(path, rows):
    wb = openpyxl.Workbook()
    ws = wb.active
    for r in rows:
        ws.append(r)
    wb.save(path)
    return path


def _offers(p):
    return [(q.source_row, q.offer, q.units_per_item, round(q.price_min, 3)) for q in p.rows]


def test_chinese_rate_card_bare_metal_by_its_billing_unit_is_a_server(tmp_path):
    rows = [
        ["云算力 刊例价（2026年12月）"],
        ["GPU", "规格", "计费单位", "价格（元）", "可用区"],
        ["H100 SXM5 80G", "单卡", "元/卡/时", 16.0, "华北"],
        ["H100 SXM5 80G", "8卡裸金属", "元/台/时", 120.0, "华北"],
        ["H20 96G", "8卡 GPU云服务器", "元/实例/时", 52.0, "华东"],
    ]
    p = analyse(_book(tmp_path / "zh.xlsx", rows), today=TODAY)
    got = _offers(p)
    # the card-hour and the cloud server (a virtual machine) are instances; the bare-metal machine per '台' is a server,
    # its rent still divided by its 8 cards
    assert got[0][1] == "instance" and got[0][3] == 16.0
    assert got[1][1:] == ("server", 8.0, 15.0)
    assert got[2][1] == "instance" and got[2][2] == 8.0


def test_english_rate_card_category_says_bare_metal(tmp_path):
    rows = [
        ["Hourly GPU rates, USD"],
        ["Category", "GPU", "GPUs", "USD per hour"],
        ["Bare-metal", "NVIDIA H200 SXM 141GB", 8, 28.0],
        ["Virtual machine instance", "NVIDIA H200 SXM 141GB", 8, 30.4],
        ["Instance", "NVIDIA L40S 48GB", 1, 1.1],
    ]
    p = analyse(_book(tmp_path / "en.xlsx", rows), today=TODAY)
    offers = {(q.source_row, round(q.price_min, 2)): q.offer for q in p.rows}
    assert offers[(3, 3.5)] == "server"
    assert offers[(4, 3.8)] == "instance"
    assert offers[(5, 1.1)] == "instance"


def test_what_names_a_rented_machine():
    # a whole machine: bare metal, 整机, a price per machine
    assert rents_machine("H100 SXM5 80GB 裸金属")
    assert rents_machine("整机节点")
    assert rents_machine("月付（元/台/月）")
    assert rents_machine("Dedicated server, 8x H100")
    # no machine: a node alone, a node's shape, a cloud's virtual machine, an instance
    assert not rents_machine("8x H100 SXM node")
    assert not rents_machine("元/节点/天")
    assert not rents_machine("昇腾910B 64G 8卡/节点，RoCE 200G×8")
    assert not rents_machine("GPU云服务器 8卡")
    assert not rents_machine("bare-metal instance")
