"""Languages added as data only (data/lexicon/cs.toml, th.toml, sv.toml; no importer code names them): realistic
quotations in Czech, Thai and Swedish, with their tax words, number formats, dates and notes."""

import pytest

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import H100, L40S, reasons, write


def test_a_czech_quotation_with_prices_with_and_without_vat(tmp_path):
    f = write(
        tmp_path / "nabidka.xlsx",
        [
            ["Cenová nabídka č. 2026/118"],
            ["Dodavatel: ACME Computers s.r.o.", None, None, "Datum vystavení: 3. prosince 2026"],
            ["Platnost nabídky: 14 dní"],
            ["Poř. č.", "Název zboží", "Počet ks", "Cena bez DPH", "Cena s DPH", "Celkem s DPH"],
            [1, "NVIDIA H100 SXM5 80GB", 2, "725 000,00 Kč", "877 250,00 Kč", "1 754 500,00 Kč"],
            [2, "NVIDIA L40S 48GB repasovaná", 4, "198 500,00 Kč", "240 185,00 Kč", "960 740,00 Kč"],
            [3, "Doprava", 1, "2 500,00 Kč", "3 025,00 Kč", "3 025,00 Kč"],
            [None, "Celkem k úhradě", None, None, None, "2 718 265,00 Kč"],
            ["Ceny jsou uvedeny v Kč. DPH 21 %."],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_min, q.currency, q.tax, q.tax_rate, q.price_excl_tax, q.quantity) for q in p.rows]
    assert got == [
        (H100, 877_250, "CZK", "incl", 0.21, 725_000, 2),
        (L40S, 240_185, "CZK", "incl", 0.21, 198_500, 4),
    ]
    assert p.rows[1].condition == "refurbished"
    assert (p.as_of, p.rows[0].valid_until) == ("2026-12-03", "2026-12-17")
    assert "shipping" in reasons(p)[7] and "total" in reasons(p)[8]
    assert p.vendor == "ACME Computers s.r.o."


def test_a_thai_quotation_in_baht_dated_in_the_buddhist_era(tmp_path):
    f = write(
        tmp_path / "quotation.xlsx",
        [
            ["บริษัท ไทยคอมพิวเตอร์ จำกัด"],
            ["ใบเสนอราคา", None, None, "วันที่ 3 ธันวาคม 2569"],
            ["ลำดับ", "รายการสินค้า", "จำนวน", "ราคาต่อหน่วย (ไม่รวมภาษี)", "ราคาต่อหน่วย (รวมภาษี)", "จำนวนเงิน"],
            [1, "NVIDIA H100 SXM5 80GB", 2, "950,000.00", "1,016,500.00", "2,033,000.00"],
            [2, "NVIDIA L40S 48GB มือสอง", 1, "180,000.00", "192,600.00", "192,600.00"],
            [None, "รวมเงิน", None, None, None, "2,225,600.00"],
            [None, "ภาษีมูลค่าเพิ่ม 7%", None, None, None, "145,600.00"],
            ["หมายเหตุ: ยืนราคา 30 วัน ราคาเป็นสกุลเงินบาท"],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_min, q.currency, q.tax, q.price_excl_tax) for q in p.rows]
    assert got == [(H100, 1_016_500, "THB", "incl", 950_000), (L40S, 192_600, "THB", "incl", 180_000)]
    assert p.rows[0].tax_rate == pytest.approx(0.07)
    assert p.rows[1].condition == "used"
    assert (p.as_of, p.rows[0].valid_until) == ("2026-12-03", "2027-01-02")
    assert "total" in reasons(p)[6] and "tax" in reasons(p)[7]
    assert p.vendor == "บริษัท ไทยคอมพิวเตอร์ จำกัด"


def test_a_swedish_offer_without_vat_in_crowns(tmp_path):
    f = write(
        tmp_path / "offert.xlsx",
        [
            ["Offert 2026-1123"],
            ["Leverantör: Nordic GPU AB", None, None, "Datum: 2026-12-03"],
            ["Art.nr", "Benämning", "Antal", "Á-pris", "Summa"],
            ["N-H100", "NVIDIA H100 SXM5 80GB", 2, "289 900:-", "579 800:-"],
            ["N-L40S", "NVIDIA L40S 48GB, begagnad", 4, "79 500 kr", "318 000 kr"],
            [None, "Frakt", 1, "990 kr", "990 kr"],
            [None, "Summa exkl. moms", None, None, "898 790 kr"],
            [None, "Moms 25 %", None, None, "224 697,50 kr"],
            ["Alla priser i SEK exklusive moms. Offerten gäller till 2026-12-31."],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.device_id, q.price_min, q.currency, q.tax, q.tax_rate, q.quantity) for q in p.rows]
    assert got == [(H100, 289_900, "SEK", "excl", 0.25, 2), (L40S, 79_500, "SEK", "excl", 0.25, 4)]
    assert p.rows[1].condition == "used"
    assert (p.as_of, p.rows[0].valid_until) == ("2026-12-03", "2026-12-31")
    assert "shipping" in reasons(p)[6] and "total" in reasons(p)[7] and "tax" in reasons(p)[8]


def test_crowns_from_the_number_format_of_a_swedish_sheet(tmp_path):
    f = write(
        tmp_path / "prislista.xlsx",
        [
            ["Prislista december 2026"],
            ["Benämning", "Pris"],
            ["NVIDIA H100 SXM5 80GB", 289_900],
            ["NVIDIA L40S 48GB", 79_500],
        ],
        formats={"B3": '#,##0 "kr"', "B4": '#,##0 "kr"'},
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.currency) for q in p.rows] == [(H100, 289_900, "SEK"), (L40S, 79_500, "SEK")]
