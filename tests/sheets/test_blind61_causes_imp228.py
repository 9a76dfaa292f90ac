"""The classes of decision blind corpus 61 (markets no earlier corpus had) found, each tested on sheets written here
(none is a corpus file, none of their layouts):

- a marketplace's product export with a template's description row under its header ("Trendyol'da Satılacak Fiyat
  (KDV Dahil)" over 'Satış fiyatı', beside 'Piyasa Satış Fiyatı' over 'Üstü çizili fiyat'): the selling price is the
  offer, the struck-through market price its list price; the first header row's tax basis holds for the column the
  second row captions; a column of KDV rates each line's rate; an archived listing no offer; no currency written:
  the language's one currency, said as an assumption and marked for review;"""

import openpyxl

from gpucompare.sheets.importer import analyse

from .conftest import TODAY

RTX_5090 = "nvidia-rtx-5090"
L40S = "nvidia-l40s"
RTX_4090 = "nvidia-rtx-4090"


def _sheet(tmp_path, name, rows, title="Sheet1"):
    wb = openpyxl.Workbook()
    ws = wb.active
    ws.title = title
    for r in rows:
        ws.append(r)
    path = tmp_path / name
    wb.save(path)
    return path


# ---- a marketplace export: the selling price beside the struck-through one, a description row under the header


def test_a_marketplace_exports_selling_price_with_its_headers_tax_basis_and_its_archived_listing(tmp_path):
    path = _sheet(
        tmp_path,
        "urunler.xlsx",
        [
            [
                "Ürün Adı",
                "Marka",
                "Piyasa Satış Fiyatı (KDV Dahil)",
                "Satılacak Fiyat (KDV Dahil)",
                "KDV Oranı",
                "Durum",
            ],
            ["Maks. 100 karakter", "Marka adı", "Üstü çizili fiyat", "Satış fiyatı", "%", "Ürün durumu"],
            ["Gainward GeForce RTX 5090 Phantom 32GB", "Gainward", 171999, 158999, 20, "Satışta"],
            ["PNY NVIDIA L40S 48GB Veri Merkezi GPU", "PNY", 451000, 429000, 20, "Satışta"],
            ["Palit GeForce RTX 4090 GameRock 24GB (Yenilenmiş)", "Palit", 98999, 91999, 20, "Satışta"],
            ["Inno3D GeForce RTX 4090 X3 24GB", "Inno3D", 97999, 93999, 20, "Arşivlendi"],
        ],
    )
    p = analyse(path, today=TODAY)
    got = {q.source_row: q for q in p.rows}
    assert sorted(got) == [3, 4, 5]
    # the price a buyer pays on the marketplace, not the struck-through one beside it
    assert [(got[r].device_id, got[r].price_min) for r in (3, 4, 5)] == [
        (RTX_5090, 158999),
        (L40S, 429000),
        (RTX_4090, 91999),
    ]
    for q in got.values():
        # the first header row's '(KDV Dahil)' is the column's basis, the KDV column its rate
        assert (q.tax, q.tax_rate) == ("incl", 0.2)
        # no currency written: the language's one currency, said and marked for review
        assert q.currency == "TRY" and q.needs_review
    assert got[5].condition == "refurbished"
    # the archived listing: no offer, said so
    why = {r.source_row: str(r.reason) for r in p.rejected}
    assert "Arşivlendi" in why[6]
