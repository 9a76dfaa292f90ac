"""Every row of a table accounted for, whatever words it uses, and the offer details the tenth round fixed (an HGX
baseboard is its devices, not a server; a memory configuration is no device count). Every sheet is written here;
none is a corpus file."""

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import reasons, write

H100 = "nvidia-h100-sxm5-80gb"


def _accounted(p, first: int, last: int) -> set[int]:
    """Rows first..last that no quote and no rejection names."""
    named = {q.source_row for q in p.rows} | set(reasons(p))
    return {r for r in range(first, last + 1) if r not in named}


def test_a_header_of_unknown_words_is_found_above_product_rows_with_prices_written_as_text(tmp_path):
    # none of the header's words is known and the prices are text with their sign: the first product row (a device
    # beside two amounts) is never the header, and every product row is a quote
    f = write(
        tmp_path / "lista.xlsx",
        [
            ["Vokelar Trading"],
            ["Zorvekin", "Talumex", "Brisofar", "Quenadil", "Pimolek"],
            ["NVIDIA H100 SXM5 80GB", "Sabirol", "$27,400.00", "$54,800.00", "Tanuvek"],
            ["NVIDIA L40S 48GB", "Sabirol", "$7,950.00", "$31,800.00", "Tanuvek"],
            ["NVIDIA L4 24GB", "Sabirol", "$2,150.00", "$21,500.00", "Tanuvek"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert p.header_row == 2
    assert [(q.source_row, q.device_id, q.price_min) for q in p.rows] == [
        (3, H100, 27_400),
        (4, "nvidia-l40s", 7_950),
        (5, "nvidia-l4", 2_150),
    ]
    assert all(q.needs_review for q in p.rows)  # no header word behind the price: each marked for review


def test_rows_taken_as_header_or_left_above_it_are_listed_with_what_they_hold(tmp_path):
    # no header row at all, and a row of unknown words in the middle: the rows the table read cannot hold are
    # listed, each with its device, never dropped without a word
    f = write(
        tmp_path / "sirovan.xlsx",
        [
            ["Sirovan list"],
            ["NVIDIA H100 SXM5 80GB", "Molavek", "$27,400.00", "Tirunas"],
            ["NVIDIA L40S 48GB", "Molavek", "$7,950.00", "Tirunas"],
            ["Gevorin", "Pastulek", "Nomirad", "Kelvavo"],
            ["NVIDIA L4 24GB", "Molavek", "$2,150.00", "Tirunas"],
            ["NVIDIA A100 SXM4 80GB", "Molavek", "$9,150.00", "Tirunas"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert _accounted(p, 2, 6) == set()
    why = reasons(p)
    for r in {2, 3} - {q.source_row for q in p.rows}:
        assert "NVIDIA" in why[r] and "not imported" in why[r] or "no row of that table" in why[r]


def test_devices_on_their_baseboard_are_a_baseboard_not_a_server_nor_a_card(tmp_path):
    f = write(
        tmp_path / "boards.xlsx",
        [
            ["Item", "Description", "Qty", "Unit price (USD)"],
            [1, "NVIDIA HGX H200 8-GPU baseboard, 141GB per GPU", 1, 262_400],
            [2, "HGX H100 8-GPU", 1, 219_200],
            [3, "Supermicro HGX H100 8-GPU server", 1, 289_000],
            [4, "H100 SXM5 80GB 8卡模组", 1, 216_000],
            [5, "8 x NVIDIA H100 SXM5 80GB modules, pulled from an HGX baseboard", 1, 180_000],
            [6, "NVIDIA H100 SXM5 80GB (HGX pull)", 1, 22_500],
        ],
    )
    p = analyse(f, today=TODAY)
    got = {q.source_row: (q.offer, q.units_per_item) for q in p.rows}
    assert got[2] == ("baseboard", 8) and got[3] == ("baseboard", 8) and got[5] == ("baseboard", 8)
    assert got[4] == ("server", 8)  # the text says server
    assert got[6][1] == 8 and got[6][0] != "baseboard"  # pulled modules are cards taken off their board
    assert got[7] == ("", 1)  # one module: not stated, read as a card
    assert {q.source_row: q.price_min for q in p.rows}[2] == 262_400 / 8


def test_a_cards_memory_configuration_is_no_device_count(tmp_path):
    f = write(
        tmp_path / "vdi.xlsx",
        [
            ["Model", "Qty", "Unit price (USD)"],
            ["NVIDIA A16 (4x16GB)", 1, 3_200],
            ["NVIDIA A16 64GB (4 x 16 GB GDDR6)", 2, 3_300],
            ["NVIDIA A16 4x16GB", 1, 3_150],
            ["Server with 8x NVIDIA H100 SXM5 80GB", 1, 240_000],
        ],
    )
    p = analyse(f, today=TODAY)
    got = {q.source_row: (q.units_per_item, q.price_min) for q in p.rows}
    assert got[2] == (1, 3_200) and got[3] == (1, 3_300) and got[4] == (1, 3_150)
    assert got[5] == (8, 30_000)


def test_a_haitian_creole_date_with_its_month_name_dates_the_quotes(tmp_path):
    f = write(
        tmp_path / "pwofoma.xlsx",
        [
            ["Pwofòma — Lakay Teknoloji, Pòtoprens"],
            ["Dat: 3 jen 2026 — Valab 15 jou"],
            ["Deskripsyon", "Kantite", "Pri inite (goud)"],
            ["NVIDIA L40S 48GB", 1, "1 045 000"],
            ["NVIDIA L4 24GB", 2, "305 000"],
        ],
    )
    p = analyse(f, today=TODAY)
    assert p.dated and p.as_of == "2026-06-03"
    assert {(q.currency, q.quote_date, q.valid_until) for q in p.rows} == {("HTG", "2026-06-03", "2026-06-18")}


def test_moroccan_dirhams_written_dh_with_a_price_before_and_after_tva(tmp_path):
    f = write(
        tmp_path / "devis.xlsx",
        [
            ["DEVIS N° 77 — Rabat"],
            ["Réf.", "Désignation", "Qté", "P.U. HT (DH)", "P.U. TTC (DH)"],
            ["R-1", "NVIDIA L40S 48GB", 1, "72 400,00", "86 880,00"],
            ["R-2", "NVIDIA L4 24GB", 2, "26 800,00", "32 160,00"],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.currency, q.price_min, q.price_excl_tax, q.tax) for q in p.rows]
    assert got == [("MAD", 86_880, 72_400, "incl"), ("MAD", 32_160, 26_800, "incl")]


def test_a_dash_in_a_special_price_column_leaves_the_marketplace_price_standing(tmp_path):
    f = write(
        tmp_path / "qingdan.xlsx",
        [
            ["采购清单导出"],
            ["序号", "商品名称", "天猫价(元)", "企业价(元)", "数量"],
            [1, "NVIDIA GeForce RTX 5090 32G 显卡", 24_999, 23_899, 2],
            [2, "NVIDIA GeForce RTX 4090 24G 显卡", 16_999, "—", 8],
            [3, "NVIDIA RTX 6000 Ada 48G 专业显卡", 52_999, 49_900, 1],
        ],
    )
    p = analyse(f, today=TODAY)
    got = {q.source_row: q.price_min for q in p.rows}
    assert got == {3: 23_899, 4: 16_999, 5: 49_900}
    second = next(q for q in p.rows if q.source_row == 4)
    assert second.needs_review and second.cell == "C4"  # the list price stands in, said and marked
