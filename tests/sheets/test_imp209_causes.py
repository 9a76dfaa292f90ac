"""Corpus 53's leftovers (imp209), each on a small sheet written here; none is a corpus file."""

from gpucompare.sheets.importer import analyse

from .conftest import TODAY
from .test_conventions import L40S, reasons, write


def test_a_bid_opening_result_is_one_quote_per_bidder_and_lot_divided_by_the_lots_count(tmp_path):
    # bidders as rows (named in the 업체명 column, after their running number), lots as columns (the device and its
    # count in the heading), the buyer's base amount above them; each cell is the bidder's total for the lot
    f = write(
        tmp_path / "gaechal.xlsx",
        [
            ["개찰결과"],
            ["금액단위: 원 (부가가치세 포함)"],
            ["순번", "업체명", "대표자", "1분류: NVIDIA L40S 48GB PCIe × 10개", "2분류: NVIDIA L4 24GB × 4개", "비고"],
            [None, "기초금액", None, 140_000_000, 16_000_000, "추정가격"],
            [1, "(주)가나다", "김철수", 132_000_000, 15_200_000, "1순위"],
            [2, "라마바 주식회사", "이영희", 135_000_000, "미투찰", None],
            [3, "사아자 주식회사", "박민수", "—", "—", "입찰무효"],
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.device_id, q.price_min, q.currency, q.offer, q.offered_by) for q in p.rows]
    assert got == [
        (5, L40S, 13_200_000, "KRW", "card", "(주)가나다"),
        (5, "nvidia-l4", 3_800_000, "KRW", "card", "(주)가나다"),
        (6, L40S, 13_500_000, "KRW", "card", "라마바 주식회사"),
    ]
    said = reasons(p)
    assert "not an offer" in str(said[4])  # the buyer's base amount
    assert "미투찰" in str(said[6])
    assert "사아자 주식회사" in str(said[7]) and "no offer" in str(said[7])  # declared invalid: '—' in every lot


def test_a_count_in_pieces_after_a_slot_word_counts_cards_not_lanes():
    from gpucompare.sheets.importer.counts import units_in_text

    assert units_in_text("NVIDIA H200 NVL 141GB PCIe × 8개") == 8
    assert units_in_text("NVIDIA L40S 48GB PCIe x16") == 1  # a slot's lanes


def test_a_marketplace_export_offers_its_buy_now_price_with_each_listings_tax_and_close(tmp_path):
    # a seller's listings export: start price and current bid are auction figures, Buy Now the fixed price; each
    # listing says its own GST basis; the close is how long the listing holds; the '$' of a fee in the footer is the
    # New Zealand dollar's (the sheet names Christchurch), so the export date is day first
    f = write(
        tmp_path / "listings.xlsx",
        [
            ["Selling — current listings (export)"],
            ["Member: kiwi_gpus (Christchurch) · Exported 05/11/2026 14:32 NZDT"],
            ["Listing #", "Title", "Condition", "Start price", "Current bid", "Buy Now", "Price display", "Closes"],
            ["5481203377", "NVIDIA L40S 48GB - new", "New", 9_000, 9_850, 12_900, "+ GST", "2026-11-09"],
            ["5481203512", "NVIDIA L4 24GB x2 (pair)", "Used", 1_000, None, 5_200, "incl. GST", "2026-11-12"],
            ["5480650448", "NVIDIA RTX A6000 48GB - auction only", "Used", 1, 3_105, None, "incl. GST", "2026-11-06"],
            ["Fees: success fee 7.9 % (max $249) charged to seller."],
        ],
        formats={f"{c}{r}": '"$"#,##0.00' for c in "DEF" for r in (4, 5, 6)},
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.device_id, q.price_min, q.currency, q.tax, q.tax_rate, q.offer or "card") for q in p.rows]
    assert got == [
        (4, L40S, 12_900, "NZD", "excl", 0.15, "card"),
        (5, "nvidia-l4", 2_600, "NZD", "incl", 0.15, "card"),
    ]
    assert [(q.quote_date, q.valid_until) for q in p.rows] == [
        ("2026-11-05", "2026-11-09"),
        ("2026-11-05", "2026-11-12"),
    ]
    assert "without VAT (15%)" in p.rows[0].notes and "VAT included" not in p.rows[0].notes
    assert 6 in reasons(p)  # the auction-only listing: no Buy Now price


def test_a_street_address_is_no_quote_date_and_the_date_stated_after_it_is():
    import datetime as dt

    from gpucompare.sheets.importer.notes import read_notes

    shop = "株式会社なにわリユーステック　大阪市浪速区日本橋4-9-21　TEL 06-6632-xxxx"
    assert read_notes([shop, "2026年12月1日現在　価格はすべて税込"], dt.date(2026, 12, 7)).as_of == "2026-12-01"
    assert read_notes(["Hauptstr. 4-9-21, Wien"], dt.date(2026, 12, 7)).as_of is None
    assert read_notes(["Date: 4-12-26"], dt.date(2026, 12, 7)).as_of == "2026-12-04"  # a date is still one


def test_a_wholesalers_feed_reads_its_ascii_field_names_and_offers_the_distributor_price(tmp_path):
    # snake_case field names without accents: 'descripcion' is the model, 'tiempo_entrega_dias' days to delivery
    # (never a price, though a price word of another language hides inside 'entrega'), the suggested public price
    # is the list price beside the distributor's own; an NVLink bridge is an accessory
    f = tmp_path / "feed.csv"
    f.write_text(
        "clave,descripcion,categoria,moq,tiempo_entrega_dias,precio_distribuidor_usd_sin_iva,"
        "precio_publico_sugerido_usd,ultima_actualizacion\n"
        "NV-1,NVIDIA L40S 48GB PCIe,GPU DATACENTER,1,21,8190.00,9650.00,2026-12-06\n"
        "NV-2,NVIDIA L4 24GB low profile,GPU DATACENTER,4,0,2310.00,2790.00,2026-12-06\n"
        "NV-3,Puente NVLink 2-way para H100/H200 NVL (accesorio),ACCESORIOS,1,0,318.00,399.00,2026-12-06\n",
        encoding="utf-8-sig",
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.device_id, q.price_min, q.currency, q.tax) for q in p.rows]
    assert got == [(2, L40S, 8190, "USD", "excl"), (3, "nvidia-l4", 2310, "USD", "excl")]
    assert 4 in reasons(p)  # the bridge: not an accelerator


def test_walloon_kabyle_ilocano_and_nahuatl_price_lists_read_their_tax_condition_and_validity(tmp_path):
    cases = [
        (  # Walloon: HTVA beside TVAC, the price with VAT the offer; 'd' ocåzion' is second-hand
            [
                ["Lidje, li 4 di decimbe 2026"],
                ["Les pris sont valåbes disk' å 18 di decimbe 2026."],
                ["Limero", "Årtike", "Estat", "Pris HTVA", "Pris TVAC (21 %)"],
                [1, "NVIDIA L40S 48GB", "d' ocåzion", "7.190,08 €", "8.700,00 €"],
                [2, "NVIDIA L4 24GB", "noû", "so dimande", "so dimande"],
            ],
            (L40S, 8_700, "EUR", "incl", 0.21, "used", "2026-12-04", "2026-12-18"),
        ),
        (  # Kabyle: prices without TVA, dinars written '1 610 000,00 DA'
            [
                ["Tiẓi Wezzu, ass n 3 Dujembeṛ 2026"],
                ["Ssuma s dinar (DA). TVA 19 % ur tettwaḥseb ara deg ssuma (HT)."],
                ["Ssuma-yagi tella alamma d 17 Dujembeṛ 2026."],
                ["Uṭṭun", "Afaris", "Addad", "Amḍan", "Ssuma n yiwen (DA, HT)", "Lḥisab (DA, HT)"],
                [1, "NVIDIA L40S 48GB", "yettwaseqdec", 2, "1 610 000,00 DA", "3 220 000,00 DA"],
                [2, "NVIDIA L4 24GB", "amaynut", 1, "ɣef usuter", "—"],
            ],
            (L40S, 1_610_000, "DZD", "excl", 0.19, "used", "2026-12-03", "2026-12-17"),
        ),
        (  # Ilocano: all prices with 12% VAT
            [
                ["Petsa: Disiembre 5, 2026 · Agpaay agingga Disiembre 19, 2026"],
                ["Amin a presyo ket nairaman ti 12% VAT."],
                ["No.", "Produkto", "Kasasaad", "Bilang", "Presyo ti maysa", "Dagup"],
                [1, "NVIDIA L40S 48GB", "naaramaten", 2, "₱ 512,000.00", "₱ 1,024,000.00"],
                [2, "NVIDIA L4 24GB", "baro", 1, "Damagen laeng", "—"],
            ],
            (L40S, 512_000, "PHP", "incl", 0.12, "used", "2026-12-05", "2026-12-19"),
        ),
        (  # Nahuatl: 'Nochi tlapatiyotl ica IVA' (all prices with IVA); a pair priced together
            [
                ["Cómputo Cuetlaxcoapan · Tonalli: diciembre 2, 2026"],
                ["Nochi tlapatiyotl ica IVA 16 %. Inin tlapatiyotl cualli hasta diciembre 16, 2026."],
                ["Tlapohualli", "Tlamantli", "Quenin ca", "Quezqui", "Tlapatiyotl (MXN, pesos)", "Nochi"],
                [
                    1,
                    "NVIDIA L40S 48GB — ome (2 piezas, precio por las dos)",
                    "ye omotequiuhti",
                    1,
                    "$344,800.00",
                    "$344,800.00",
                ],
                [2, "NVIDIA L4 24GB", "yancuic", 1, "Xitlatlani", "—"],
            ],
            (L40S, 172_400, "MXN", "incl", 0.16, "used", "2026-12-02", "2026-12-16"),
        ),
    ]
    for i, (rows, want) in enumerate(cases):
        p = analyse(write(tmp_path / f"list{i}.xlsx", rows), today=TODAY)
        q = p.rows[0]
        got = (q.device_id, q.price_min, q.currency, q.tax, q.tax_rate, q.condition, q.quote_date, q.valid_until)
        assert got == want, i
        assert p.rows[1].price_on_request, i


def test_a_price_in_another_currency_for_reference_only_is_not_the_offer(tmp_path):
    # COP prices fixed by an FX forward are binding; the USD column beside them says it is for reference only
    f = write(
        tmp_path / "cotizacion.xlsx",
        [
            ["COTIZACIÓN No. 1187    Medellín, 4 de diciembre de 2026"],
            ["Precios en pesos colombianos, IVA 19 % no incluido."],
            ["Ítem", "Descripción", "Cant.", "Precio unitario USD (referencia)", "Precio unitario COP (con cobertura)"],
            [1, "NVIDIA L40S 48GB PCIe", 4, 8_650, 35_335_250],
        ],
    )
    p = analyse(f, today=TODAY)
    assert [(q.price_min, q.currency, q.tax) for q in p.rows] == [(35_335_250, "COP", "excl")]


def test_a_pricing_sheet_of_part_numbers_takes_each_description_from_the_configuration_sheet(tmp_path):
    # the prices are listed by SKU alone; the other sheet describes each SKU: the lines join on it (an 8-GPU
    # baseboard divided by its GPUs, a chassis and memory no products)
    f = write(
        tmp_path / "oem.xlsx",
        [
            ["Pricing — all prices in USD"],
            ["SKU", "List price (USD)", "Net unit price (USD)", "Qty"],
            ["GPU-HGX-H200-8", 296_000, 266_400, 2],
            ["GPU-L40S-48P", 9_600, 8_448, 24],
            ["MEM-D5-64G", 420, 378, 64],
            ["SYS-521GE-TNRT", 14_800, 13_320, 3],
        ],
        title="Pricing",
        more=[
            (
                "Configuration",
                [
                    ["Cfg", "SKU", "Description", "Qty per cfg"],
                    ["A", "SYS-521GE-TNRT", "Supermicro SYS-521GE-TNRT 5U 10-GPU chassis", 1],
                    ["A", "GPU-HGX-H200-8", "NVIDIA HGX H200 8-GPU baseboard, 8× H200 SXM 141GB", 1],
                    ["A", "MEM-D5-64G", "64GB DDR5-5600 ECC RDIMM", 32],
                    ["B", "GPU-L40S-48P", "NVIDIA L40S 48GB PCIe passive", 8],
                ],
                "visible",
            )
        ],
    )
    p = analyse(f, today=TODAY)
    got = [(q.source_row, q.device_id, q.price_min, q.offer or "card") for q in p.rows]
    assert got == [(3, "nvidia-h200-sxm-141gb", 33_300, "baseboard"), (4, L40S, 8_448, "card")]
    assert p.rows[0].raw_model.startswith("GPU-HGX-H200-8 NVIDIA HGX H200")
    assert {5, 6} <= set(reasons(p))
    assert any("Configuration" in str(c) for c in p.conventions)
