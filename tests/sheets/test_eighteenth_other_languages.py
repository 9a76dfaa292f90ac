"""Sheets in languages the importer did not read before (Tigrinya, Sesotho, Dzongkha, Lingala, Chuvash, West
Frisian) and the mechanisms their misses showed: a scale letter before an amount is a currency sign ('M 12,400.00'
is maloti, not millions); a lease term cell that puts its month word first ('sanza 24'); a code column named by a
word inside its header beside a description naming the devices; a unit price whose header names the tax beside the
line amount. Every sheet is written here; none is a corpus file."""

from gpucompare.sheets.header import term_months
from gpucompare.sheets.importer import analyse
from gpucompare.sheets.prices import parse_price

from .conftest import TODAY
from .test_conventions import write


def test_nakfa_written_in_geez_after_the_amount(tmp_path):
    f = write(
        tmp_path / "ti.xlsx",
        [
            ["ዝርዝር ዋጋ — ምጽዋዕ"],
            ["መግለጺ", "ብዝሒ", "ዋጋ"],
            ["NVIDIA L40S 48GB", 1, "151,000.00 ናቕፋ"],
            ["NVIDIA RTX A4000 16GB", 3, "19,250.00 ናቕፋ"],
            ["NVIDIA H100 80GB PCIe", 1, "ሕተቱ"],
        ],
    )
    rows = analyse(f, today=TODAY).rows
    assert [(q.device_id, q.price_min, q.currency) for q in rows[:2]] == [
        ("nvidia-l40s", 151_000, "ERN"),
        ("nvidia-rtx-a4000", 19_250, "ERN"),
    ]
    assert rows[2].price_on_request and not rows[2].warnings


def test_a_scale_letter_before_the_amount_is_a_sign_not_millions():
    # 'M' is the loti's sign (CLDR) and the million's letter: before the amount it is the sign, after it the scale
    p = parse_price("M 12,400.00")
    assert (p.min, p.currency) == (12_400, "LSL")
    assert parse_price("M 4 200.00").min == 4_200
    assert parse_price("12.4M", sheet_currency="USD").min == 12_400_000
    assert parse_price("$1.5M").min == 1_500_000


def test_a_sesotho_list_in_maloti_with_line_totals(tmp_path):
    f = write(
        tmp_path / "st.xlsx",
        [
            ["Lenane la litheko — Leribe Computers — litheko li kenyelletsa VAT 15%"],
            ["Tlhaloso", "Bongata", "Theko", "Kakaretso"],
            ["NVIDIA RTX A6000 48GB", 2, "M 96,400.00", "M 192,800.00"],
            ["Seva e nang le 2× NVIDIA L40S 48GB", 1, "M 342,000.00", "M 342,000.00"],
            ["Phepelo Leribe", 1, "M 1,200.00", "M 1,200.00"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.device_id, q.price_min, q.currency, q.tax) for q in p.rows] == [
        ("nvidia-rtx-a6000", 96_400, "LSL", "incl"),
        ("nvidia-l40s", 171_000, "LSL", "incl"),
    ]
    assert any("shipping" in str(r.reason) or "delivery" in str(r.reason) for r in p.rejected)


def test_a_dzongkha_tariff_by_the_hour_per_instance(tmp_path):
    f = write(
        tmp_path / "dz.xlsx",
        [
            ["GPU ཆུ་ཚོད་རེའི་ གླ་ཆ་"],
            ["Instance", "GPU", "GPU གྲངས་", "ཆུ་ཚོད་རེ་ལུ་ (Nu.)", "ཟླ་རེ་ལུ་ (Nu.)"],
            ["pk.g2", "NVIDIA L4 24GB", 2, "Nu. 120.00", "Nu. 87,600.00"],
            ["pk.g4", "NVIDIA A100 80GB SXM4", 4, "Nu. 640.00", "Nu. 467,200.00"],
        ],
    )
    rows = analyse(f, today=TODAY).rows
    got = [(q.device_id, q.price_min, q.currency, q.price_kind) for q in rows if q.price_kind == "hourly"]
    assert got == [("nvidia-l4", 60, "BTN", "hourly"), ("nvidia-a100-sxm4-80gb", 160, "BTN", "hourly")]
    assert all(q.price_kind != "purchase" for q in rows)


def test_a_term_cell_may_put_its_month_word_first():
    assert term_months("sanza 24", cell=True) == 24
    assert term_months("24 months", cell=True) == 24
    assert term_months("sanza 24") is None  # a header's 'Month 1' is no term
    assert term_months("sanza 2 + 12", cell=True) is None


def test_a_lingala_monthly_rent_is_a_lease_with_its_term(tmp_path):
    f = write(
        tmp_path / "ln.xlsx",
        [
            ["Kofutela na sanza — Lubumbashi Data SARL — TVA 16% ezali kati"],
            ["Masini", "GPU", "Motuya ya sanza (USD)", "Ntango ya kondimana"],
            ["Serveur 4× NVIDIA L40S 48GB", 4, 3_600, "sanza 24"],
            ["Serveur 8× NVIDIA H200 SXM 141GB", 8, 24_000, "sanza 12"],
            ["Kaati moko NVIDIA L40S 48GB (na serveur ya bato mingi)", 1, 950, "sanza 24"],
        ],
    )
    rows = analyse(f, today=TODAY).rows
    assert [(q.device_id, q.price_min, q.price_kind, q.lease_term_months, q.offer) for q in rows] == [
        ("nvidia-l40s", 900, "lease", 24, "server"),
        ("nvidia-h200-sxm-141gb", 3_000, "lease", 12, "server"),
        ("nvidia-l40s", 950, "lease", 24, "card"),  # one card in a server many share
    ]
    assert {q.tax for q in rows} == {"incl"}


def test_a_unit_price_whose_header_names_the_tax_beside_the_line_amount(tmp_path):
    # Chuvash words, and the mechanism without them: a column headed with the tax word ('НДС') that is the unit
    # price of the line amount beside it (the amount is it times a quantity that varies by row)
    f = write(
        tmp_path / "cv.xlsx",
        [
            ["Хак листи — Шупашкар"],
            ["2026 ç. чӳк уйăхĕн 30-мĕшĕ", "", "Хак 2026.12.20 çитиччен тăрать"],
            ["Ятĕ", "Шучĕ", "Хакĕ (НДС 22 % шутласа)", "Пурĕ"],
            ["Видеокарта NVIDIA L4 24 ГБ", 3, "402 000,00 ₽", "1 206 000,00 ₽"],
            ["Видеокарта NVIDIA RTX A6000 48 ГБ", 1, "910 000,00 ₽", "910 000,00 ₽"],
            ["Ускоритель NVIDIA A100 80 ГБ PCIe", 2, "2 210 000,00 ₽", "4 420 000,00 ₽"],
        ],
    )
    rows = analyse(f, today=TODAY).rows
    assert [(q.device_id, q.price_min, q.currency, q.tax) for q in rows] == [
        ("nvidia-l4", 402_000, "RUB", "incl"),
        ("nvidia-rtx-a6000", 910_000, "RUB", "incl"),
        ("nvidia-a100-pcie-80gb", 2_210_000, "RUB", "incl"),
    ]
    assert {q.tax_rate for q in rows} == {0.22}  # the rate the price column's header gives with its tax basis
    # the date with its year mark and 'of the month' after the month's name; the day the price holds until
    assert {(q.quote_date, q.valid_until) for q in rows} == {("2026-11-30", "2026-12-20")}
    # the same table under headers in no language the importer reads: the line amount is still no unit price
    f = write(
        tmp_path / "xx.xlsx",
        [
            ["Zzz", "Qqq", "Ppp (НДС 20 %)", "Ttt"],
            ["NVIDIA L4 24GB", 3, 402_000, 1_206_000],
            ["NVIDIA RTX A6000 48GB", 1, 910_000, 910_000],
            ["NVIDIA A100 80GB PCIe", 2, 2_210_000, 4_420_000],
        ],
    )
    rows = analyse(f, today=TODAY, currency="RUB").rows
    assert [q.price_min for q in rows] == [402_000, 910_000, 2_210_000]


def test_a_code_column_named_by_a_word_inside_its_header_gives_way_to_the_description(tmp_path):
    # 'Artikelnûmer' holds the German 'artikel'; its codes name a device on some rows ('WK-4090'), the description
    # beside it on every row: the devices decide, in any language (the catalog's names, not Frisian words)
    f = write(
        tmp_path / "fy.xlsx",
        [
            ["Artikelnûmer", "Omskriuwing", "Priis per stik (eksklusyf 21% BTW)"],
            ["WK-4090", "GeForce RTX 4090 24GB", 1_949],
            ["WK-H1N", "NVIDIA H100 NVL 94GB PCIe", 28_500],
            ["WK-R6A", "NVIDIA RTX 6000 Ada 48GB", 6_450],
            ["WK-MI300", "AMD Instinct MI300X 192GB OAM", "op oanfraach"],
            ["WK-L4", "NVIDIA L4 24GB", 2_350],
        ],
        formats={f"C{r}": '#,##0.00 "€"' for r in range(2, 7)},
    )
    rows = analyse(f, today=TODAY).rows
    assert [q.device_id for q in rows] == [
        "nvidia-rtx-4090",
        "nvidia-h100-nvl",
        "nvidia-rtx-6000-ada",
        "amd-mi300x",
        "nvidia-l4",
    ]
    assert rows[3].price_on_request
    assert {q.tax for q in rows} == {"excl"}


def test_a_refused_sheet_with_amounts_it_cannot_read_says_so(tmp_path):
    # the refusal says what is there: amounts it cannot read as prices, not "no prices" (a stock list)
    import pytest

    from gpucompare.errors import BadInputFile

    f = write(
        tmp_path / "xx.xlsx",
        [
            ["Aaa", "Bbb", "Ccc"],
            ["NVIDIA L4 24GB", 2, "5 000 000 000 000,00"],
            ["NVIDIA L40S 48GB", 1, "6 000 000 000 000,00"],
        ],
    )
    with pytest.raises(BadInputFile) as e:
        analyse(f, today=TODAY)
    said = str(e.value)
    assert "cannot read as prices" in said and "'5 000 000 000 000,00' in C2" in said and "no prices" not in said
    f = write(
        tmp_path / "stock.xlsx",
        [
            ["Aaa", "Bbb", "Ccc", "Ddd"],
            ["GPU-L4", "NVIDIA L4 24GB", 2, "12/11/2026"],
            ["GPU-5090", "NVIDIA GeForce RTX 5090 32GB", 1, "28/11/2026"],
        ],
    )
    with pytest.raises(BadInputFile, match="but no prices"):
        analyse(f, today=TODAY)
