"""One offer in two currencies on two sheets (an Australian and a Singapore quote, row 4 a quote on both), written
by the tests of one import reading several sheets: the importer's, the store's and the import dialog's."""

import openpyxl

AU = [
    ["Southern Compute Pty Ltd"],
    ["Quote Date: 04/12/2026"],
    ["Part No", "Description", "Qty", "Unit Ex GST (AUD)"],
    ["P-1", "NVIDIA H100 NVL 94GB PCIe", 2, 44_900],
    ["P-2", "NVIDIA L40S 48GB PCIe", 4, 13_950],
    ["", "Subtotal", "", 145_600],
]
SG = [
    ["Southern Compute (Singapore) Pte Ltd   Date: 4 Dec 2026"],
    ["Item", "Description", "Qty", "Unit Price (S$)"],
    [1, "NVIDIA H100 NVL 94GB PCIe", 2, 41_800],
    [2, "NVIDIA L4 24GB PCIe", 8, 3_950],
    ["", "Total (S$)", "", 115_200],
]


def book(path, sheets):
    """A workbook of (name, rows) sheets, the first the one it opens on."""
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for name, rows in sheets:
        ws = wb.create_sheet(name)
        for r in rows:
            ws.append(r)
    wb.save(path)
    return path


def two_sheets(path):
    """The two offer sheets (AUD, SGD) in one workbook."""
    return book(path, [("Quote AU", AU), ("Quote SG", SG)])
