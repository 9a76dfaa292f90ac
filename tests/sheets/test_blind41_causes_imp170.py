"""The classes of decision blind corpus 41 (international documents) found, each tested on sheets written here (none
is a corpus file, none of their layouts):

- a row listing two to four items side by side, its model cell and its price cell parted by a spaced slash in the
  same order ('RTX 4090 / L40S' | '1 899 / 7 450'): one quote per item, every other cell listing as many items
  read item by item; a slash inside a name parts nothing;
- the manat in Russian ('манат', 'ман.') is Turkmenistan's or Azerbaijan's: the place the sheet names tells which;
- a buy-back price guide ('We pay', 'Buyback'): the prices are what the sender pays, no offer to sell: the file is
  refused saying so (one of those words in a price header naming its currency); a sales list that mentions a
  buy-back in its notes is read as before;
- footnote marks on prices ('14 995,00 kr.²') that a line explains: taken off the amount, the footnote the row's note
  and its condition;
- a count before an e-mail line's name priced each ('3 x NVIDIA L40S: NZ$13,900.00 each') is its quantity;
- a configure-to-order quote's base system and a change from one device to another are no quotes; a rental order's
  lines without a device are services; a cart's 'Instant Savings' is a discount;
- Wallisian, Guinea-Bissau Kriol and Shimaore as lexicon files (wls.toml, pov.toml, swb.toml): their price, condition
  and count words, tax clauses, dates and validity."""

import pytest

from gpucompare.errors import BadInputFile
from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import by_row, reasons, write

H100 = "nvidia-h100-pcie-80gb"
L40S = "nvidia-l40s"
L4 = "nvidia-l4"
RTX4090 = "nvidia-rtx-4090"
RTX5090 = "nvidia-rtx-5090"
A6000 = "nvidia-rtx-a6000"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


def _quotes(p):
    return sorted(((q.source_row, q.device_id, q.price_min) for q in p.rows), key=lambda x: x[0])


# ---- several items listed side by side in one row


def test_items_listed_side_by_side_are_one_quote_each(tmp_path):
    rows = [
        ["Nordlicht Hardware GmbH — Angebot vom 01.12.2026, Preise in EUR inkl. 19 % MwSt."],
        [],
        ["Lager", "Preis (EUR)", "Artikel", "Speicher"],
        ["ja / nein", "1 899 / 7 450", "NVIDIA GeForce RTX 4090 / NVIDIA L40S", "24 GB / 48 GB"],
        ["ja", "28 900", "NVIDIA H100 PCIe 80GB", "80 GB"],
        ["ja / ja / ja", "2 350 / 2 790 / 4 120", "RTX 5090 / L4 / RTX A6000", "32 / 24 / 48"],
    ]
    p = _run(tmp_path, "paired.xlsx", rows)
    assert _quotes(p) == [
        (4, RTX4090, 1899.0),
        (4, L40S, 7450.0),
        (5, H100, 28900.0),
        (6, RTX5090, 2350.0),
        (6, L4, 2790.0),
        (6, A6000, 4120.0),
    ]
    assert all(q.currency == "EUR" for q in p.rows)
    assert {q.raw_model for q in p.rows if q.source_row == 4} == {"NVIDIA GeForce RTX 4090", "NVIDIA L40S"}


def test_a_slash_inside_a_name_or_an_unequal_list_parts_nothing(tmp_path):
    rows = [
        ["Model", "Price (USD)"],
        ["NVIDIA RTX 4090/4080 bundle", "2 400"],
        ["NVIDIA L40S / L4", "7 450"],
    ]
    p = _run(tmp_path, "slash.xlsx", rows)
    assert [q.source_row for q in p.rows].count(2) <= 1
    assert [q.source_row for q in p.rows].count(3) <= 1


# ---- the manat by the place


@pytest.mark.parametrize(
    "place, code", [("г. Баку, ул. Низами 10", "AZN"), ("г. Туркменабат, тел. +993 422 1 23 45", "TMT")]
)
def test_the_manat_in_russian_is_read_by_the_place(tmp_path, place, code):
    rows = [
        [f"ООО «Текник» — {place}"],
        ["Коммерческое предложение. Все цены указаны в манатах."],
        [],
        ["Наименование", "Кол-во", "Стоимость, ман."],
        ["NVIDIA GeForce RTX 4090 24GB", 2, "5 300"],
        ["NVIDIA L40S 48GB", 1, "17 900"],
    ]
    p = _run(tmp_path, "manat.xlsx", rows)
    got = by_row(p)
    assert set(got) == {5, 6}
    assert {q.currency for q in p.rows} == {code}
    assert got[5].price_min == 5300.0


# ---- a buy-back guide


def test_a_buy_back_guide_is_refused_in_its_own_terms(tmp_path):
    rows = [
        ["Pacific Reuse Partners — trade-in desk"],
        ["Card", "Condition", "We buy at (EUR)", "Notes"],
        ["NVIDIA A100 40GB PCIe", "working", 3900, ""],
        ["NVIDIA RTX 4090", "working", 1100, "boxed adds 5%"],
        ["NVIDIA L40S", "working", 3600, ""],
        [],
        ["Buyback amounts are paid by bank transfer after testing."],
    ]
    with pytest.raises(BadInputFile) as e:
        _run(tmp_path, "tradein.xlsx", rows)
    said = str(e.value)
    assert "buy-back" in said and "nothing to import" in said and "we buy" in said


def test_a_sales_list_mentioning_buying_back_is_read(tmp_path):
    rows = [
        ["Harbour GPU Traders — new cards; our buyback desk is open on Mondays"],
        ["Model", "Price (USD)"],
        ["NVIDIA RTX 4090 24GB", 1899],
        ["NVIDIA L40S 48GB", 7450],
        [],
        ["Ask about our buyback programme for your old cards."],
    ]
    p = _run(tmp_path, "sales.xlsx", rows)
    assert {q.source_row for q in p.rows} == {3, 4}


# ---- Wallisian, Guinea-Bissau Kriol, Shimaore


def test_a_wallisian_list(tmp_path):
    rows = [
        ["Totogi ʻo te meʻa e tahi", "Fakamatala", "Tuʻulaga"],
        [312000, "NVIDIA GeForce RTX 4090 24GB", "kua fakaʻaogaʻi"],
        [2150000, "Sevea mo te NVIDIA L40S 48GB e 2", "foʻou"],
        ["Fehuʻi mai", "NVIDIA H100 PCIe 80GB", "foʻou"],
        [],
        ["Ko te totogi ʻi te falaka XPF. ʻAho 5 ʻo Novepelio 2026; ʻe lelei ʻo aʻu ki te ʻaho 30 ʻo Novepelio 2026."],
    ]
    p = _run(tmp_path, "wls.xlsx", rows)
    got = by_row(p)
    assert got[2].device_id == RTX4090 and got[2].condition == "used" and got[2].currency == "XPF"
    assert got[3].device_id == L40S and got[3].offer == "server" and got[3].units_per_item == 2
    assert got[3].price_min == 1075000.0 and got[3].condition == "new"
    assert got[4].price_on_request
    assert got[2].quote_date == "2026-11-05" and got[2].valid_until == "2026-11-30"


def test_a_kriol_list(tmp_path):
    rows = [
        ["Bafatá, 20 di Novembru di 2026 — presu bali te 4 di Dizembru di 2026"],
        ["IVA ka sta inklui na presu."],
        ["Kusa", "Stadu", "Presu di un"],
        ["NVIDIA RTX A6000 48GB", "uzadu", "1.850.000 FCFA"],
        ["Servidor ku 8 karta NVIDIA L40S 48GB", "nobu", "48.000.000 FCFA"],
        ["NVIDIA H100 PCIe 80GB", "nobu", "Purgunta nos"],
    ]
    p = _run(tmp_path, "pov.xlsx", rows)
    got = by_row(p)
    assert got[4].device_id == A6000 and got[4].condition == "used" and got[4].currency == "XOF"
    assert got[4].price_min == 1850000.0 and got[4].tax == "excl"
    assert got[5].offer == "server" and got[5].units_per_item == 8 and got[5].price_min == 6000000.0
    assert got[6].price_on_request
    assert got[4].quote_date == "2026-11-20" and got[4].valid_until == "2026-12-04"


def test_a_shimaore_list(tmp_path):
    rows = [
        ["Nambari", "Shivolo", "Bei ya moja", "Hali"],
        [1, "Serveri na karti 8 NVIDIA L40S 48GB", 69900, "nefu"],
        [2, "NVIDIA GeForce RTX 4090 24GB", 1450, "okazio"],
        [3, "NVIDIA H100 PCIe 80GB", "Udzisa", "nefu"],
        [None, "Livrezo", 40, None],
        [],
        ["Bei zi na euro, TVA kayitsi. Sada 10 Novamba 2026, bei zi hale hata 24 Novamba 2026."],
    ]
    p = _run(tmp_path, "swb.xlsx", rows, formats={"C2": '#,##0.00 "€"', "C3": '#,##0.00 "€"', "C5": '#,##0.00 "€"'})
    got = by_row(p)
    assert set(got) == {2, 3, 4}
    assert got[2].offer == "server" and got[2].units_per_item == 8 and got[2].price_min == pytest.approx(8737.5)
    assert got[3].condition == "used" and got[3].currency == "EUR"
    assert got[4].price_on_request
    assert got[3].valid_until == "2026-11-24"
    assert "shipping" in reasons(p)[5] or "delivery" in reasons(p)[5]


# ---- footnote marks on prices


def test_footnote_marks_are_no_digits_and_their_notes_tell_the_condition(tmp_path):
    rows = [
        ["Price list — Harbour Computers, Nuuk (DKK, incl. moms)"],
        ["Item", "Unit price", "Model"],
        ["GX-1", "14 995,00 kr.²", "NVIDIA GeForce RTX 4090 24GB"],
        ["GX-2", "7 450,00 kr.†", "NVIDIA L40S 48GB"],
        ["GX-3", "21 500,00 kr.", "NVIDIA GeForce RTX 5090 32GB"],
        ["GX-4", "on request†", "NVIDIA H100 PCIe 80GB"],
        [],
        ["² Used: ex-rental card, tested, 6 months warranty."],
        ["† Price valid while stock lasts."],
    ]
    p = _run(tmp_path, "footnotes.xlsx", rows)
    got = by_row(p)
    assert set(got) == {3, 4, 5, 6}
    assert got[3].price_min == 14995.0 and got[3].condition == "used" and "ex-rental" in got[3].notes
    assert got[4].price_min == 7450.0 and got[4].condition == ""
    assert got[5].price_min == 21500.0
    assert got[6].price_on_request


def test_a_mark_no_line_explains_is_left_as_it_is(tmp_path):
    rows = [
        ["Model", "Price (EUR)"],
        ["NVIDIA GeForce RTX 4090 24GB", "1 899,00*"],
        ["NVIDIA L40S 48GB", "7 450,00"],
    ]
    p = _run(tmp_path, "nomark.xlsx", rows)
    assert 3 in by_row(p)
    assert not p.rows[0].notes.startswith("footnote")


# ---- a count before a line's name with a price per item


def test_a_count_before_a_name_priced_each_is_the_quantity(tmp_path):
    rows = [
        ["Hello Tavita,"],
        ["As discussed, our prices in NZD excl. GST:"],
        ["* 3 x NVIDIA L40S 48GB: NZ$13,900.00 each"],
        ["* 2× NVIDIA GeForce RTX 4090 24GB: NZ$3,650.00 ea"],
        ["* 1 x HPE ProLiant DL380a with 4 x L40S: NZ$79,500.00 per server"],
        ["Regards, Mele"],
    ]
    p = _run(tmp_path, "mail.xlsx", rows)
    got = by_row(p)
    assert (got[3].device_id, got[3].price_min, got[3].quantity, got[3].units_per_item) == (L40S, 13900.0, 3, 1)
    assert (got[4].device_id, got[4].price_min, got[4].quantity, got[4].units_per_item) == (RTX4090, 3650.0, 2, 1)
    assert got[3].offer != "server" and got[4].offer != "server"
    assert got[5].offer == "server" and got[5].units_per_item == 4 and got[5].price_min == 19875.0


# ---- a configure-to-order quote's base system and a change from one device to another


def test_a_cto_base_and_a_device_change_are_no_quotes(tmp_path):
    rows = [
        ["Description", "Qty", "Each (USD)"],
        ["Base system: Lenovo ThinkSystem SR675 V3, 2x EPYC 9354, 768GB, 4x NVIDIA L4 (default)", 1, 41200],
        ["Add: NVIDIA H100 NVL 94GB PCIe", 4, 27400],
        ["Upgrade per card: NVIDIA L40S 48GB -> NVIDIA H100 NVL 94GB", 4, 18100],
        ["Server: Dell PowerEdge XE9680 with 8x NVIDIA H200 SXM 141GB", 1, 312000],
    ]
    p = _run(tmp_path, "cto.xlsx", rows)
    got = by_row(p)
    assert set(got) == {3, 5}
    assert got[3].price_min == 27400.0 and got[5].units_per_item == 8
    why = reasons(p)
    assert "base system" in why[2] and "configure-to-order" in why[2]
    assert "difference" in why[4]


# ---- a rental order's services, a cart's savings


def test_a_rental_orders_lines_without_a_device_are_services(tmp_path):
    rows = [
        ["Item", "Term", "Hourly rate per GPU (USD)", "Monthly (USD)"],
        ["NVIDIA H100 SXM5 80GB x 8", "12 months", 2.1, 12264],
        ["Object storage gateway (S3-compatible)", "12 months", None, 900],
        ["Private VLAN and cross-connect", "12 months", None, 350],
    ]
    p = _run(tmp_path, "rent.xlsx", rows)
    why = reasons(p)
    assert set(by_row(p)) == {2}
    assert "service" in why[3] and "service" in why[4]


def test_a_carts_instant_savings_line_is_a_discount(tmp_path):
    rows = [
        ["Product", "Qty", "Price (USD)", "Line total"],
        ["NVIDIA GeForce RTX 5090 32GB", 1, 2999, 2999],
        ["NVIDIA L40S 48GB", 1, 7450, 7450],
        [None, None, "Instant Savings applied:", -150],
    ]
    p = _run(tmp_path, "cart.xlsx", rows)
    assert set(by_row(p)) == {2, 3}
    assert "discount" in reasons(p)[4]
