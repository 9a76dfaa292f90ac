"""Review of imp227/imp228 (issue 22): the rules those rounds added that a sheet of another layout reads wrong,
each tested on a sheet written here (none is a corpus file).

- a maker's cooler line ('(Inno3D X3)') is its fans only right after the maker's name: the maker's name elsewhere
  ('4x Inno3D GeForce RTX 4090') stops no count of cards, and a cooler word before a count after the card's whole
  name ('Gaming OC x2') is no cooler line."""

import openpyxl

from gpucompare.sheets.importer import analyse

from .conftest import TODAY

RTX_5090 = "nvidia-rtx-5090"
RTX_4090 = "nvidia-rtx-4090"


def _sheet(tmp_path, name, rows):
    wb = openpyxl.Workbook()
    ws = wb.active
    for r in rows:
        ws.append(r)
    path = tmp_path / name
    wb.save(path)
    return path


def test_a_makers_name_counts_no_fans_away_from_its_cooler_line(tmp_path):
    path = _sheet(
        tmp_path,
        "quotation.xlsx",
        [
            ["Quotation 2026-12-01"],
            [],
            ["Pos", "Description", "Qty", "Unit price (USD)"],
            [1, "Server with 4x Inno3D GeForce RTX 4090 24GB", 1, 16000],
            [2, "GeForce RTX 5090 32GB (Inno3D X3)", 2, 2690],
            [3, "Gigabyte GeForce RTX 5090 Gaming OC x2", 1, 5400],
        ],
    )
    p = analyse(path, today=TODAY)
    got = {q.source_row: q for q in p.rows}
    assert sorted(got) == [4, 5, 6]
    # four cards in the server (the maker's name after '4x' is the cards', no fans): 4,000 a card, not one card
    assert (got[4].device_id, got[4].units_per_item, got[4].price_min) == (RTX_4090, 4, 4000)
    # the maker's cooler line right after its name: one card, not three
    assert (got[5].device_id, got[5].units_per_item, got[5].price_min) == (RTX_5090, 1, 2690)
    # 'OC' ends the card's name; the 'x2' after it is two cards at 2,700 each, never one at 5,400
    assert (got[6].device_id, got[6].units_per_item, got[6].price_min) == (RTX_5090, 2, 2700)
