"""Text that is not a table (a chat or an e-mail pasted into one column), read line by line: a name and a price in
a currency on one line, a server's count dividing, a line asking for the price, and the other lines (greetings,
totals, shipping, bank details) rejected with what they are; every quote marked for review. Sheets written here in
German, Chinese and English; plus names read with words after them ('H200 NVL 141GB neu', '…, passiv gekühlt')."""

import openpyxl

from gpucompare.core.catalog import bundled_catalog
from gpucompare.sheets.importer import analyse

from .conftest import TODAY


def write(path, lines):
    wb = openpyxl.Workbook()
    ws = wb.active
    for line in lines:
        ws.append([line])
    wb.save(path)
    return path


def test_a_german_email_read_line_by_line(tmp_path):
    f = write(
        tmp_path / "mail.xlsx",
        [
            "Von: Jonas Weber <j.weber@example.de>",
            "Gesendet: Donnerstag, 3. Dezember 2026 10:15",
            "Hallo Frau Schmidt,",
            "anbei unsere Preise (alle Preise zzgl. 19 % MwSt.):",
            "- H100 SXM5 80GB: 27.900,00 € pro Karte",
            "- L40S 48GB: 7.450,00 € je Stück",
            "- Server mit 8x H200 SXM 141GB: 298.000,00 € pro System",
            "- MI300X: Preis auf Anfrage",
            "Versand: 95,00 € pauschal",
            "Gesamtsumme für 2 Server: 596.000,00 €",
            "Mit freundlichen Grüßen",
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.device_id, q.price_min, q.currency, q.price_on_request, q.needs_review) for q in p.rows]
    assert got[:3] == [
        (5, "nvidia-h100-sxm5-80gb", 27_900, "EUR", False, True),
        (6, "nvidia-l40s", 7_450, "EUR", False, True),
        (7, "nvidia-h200-sxm-141gb", 37_250, "EUR", False, True),
    ]
    assert got[3][1] == "amd-mi300x" and got[3][4]
    reasons = {r.source_row: str(r.reason) for r in p.rejected}
    assert "shipping" in reasons[9] and "total" in reasons[10]
    assert set(reasons) | {q.source_row for q in p.rows} == set(range(1, 12))  # every line accounted for
    assert p.as_of == "2026-12-03" and p.rows[0].tax == "excl"
    assert any("text, not a table" in str(c) for c in p.conventions)


def test_a_chinese_chat_with_wan_prices(tmp_path):
    f = write(
        tmp_path / "chat.xlsx",
        [
            "[2026/12/02 10:01] 王经理: 今天报价如下，含13%增值税",
            "[2026/12/02 10:02] 王经理: H100 SXM5 80GB 每张 23.5万元",
            "[2026/12/02 10:02] 王经理: L40S 48GB 每张 5.8万元",
            "[2026/12/02 10:03] 李工: 收到，谢谢",
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.device_id, q.price_min, q.currency) for q in p.rows]
    assert got == [(2, "nvidia-h100-sxm5-80gb", 235_000, "CNY"), (3, "nvidia-l40s", 58_000, "CNY")]
    assert all(q.needs_review for q in p.rows)


def test_one_priced_line_is_not_a_conversation(tmp_path):
    f = write(tmp_path / "one.xlsx", ["Hello,", "H100 SXM5 80GB: 27.900,00 €", "Regards"])
    try:
        p = analyse(f, today=TODAY)
    except Exception:  # refused: one line is no price list
        return
    assert all(q.needs_review for q in p.rows)


def test_names_with_words_after_them():
    c = bundled_catalog()
    for text in (
        "H200 NVL 141GB neu",
        "NVIDIA H200 NVL 141GB PCIe, passiv gekühlt",
        "Karta NVIDIA H200 NVL 141GB PCIe",
    ):
        assert c.match(text).device_id == "nvidia-h200-nvl", text
    assert c.match("H200 SXM 141GB neu").device_id == "nvidia-h200-sxm-141gb"


def test_a_question_about_tax_is_not_the_sheets_tax_basis(tmp_path):
    f = write(
        tmp_path / "chat.xlsx",
        [
            "[02/12/26 09.12] Rina: Harga sdh incl PPN atau belum?",
            "[02/12/26 09.20] Budi: semua harga belum PPN 11% ya",
            "[02/12/26 09.21] Budi: H100 SXM5 80GB = Rp 385jt/pcs",
            "[02/12/26 09.22] Budi: L40S 48GB = Rp 142,5jt",
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.price_min, q.currency, q.tax, q.tax_rate) for q in p.rows] == [
        (385_000_000, "IDR", "excl", 0.11),
        (142_500_000, "IDR", "excl", 0.11),
    ]
