"""The classes of decision blind corpus 31 (international) found, each tested on sheets written here (none is a
corpus file):

- 'B$' is the Bahamian and the Brunei dollar's sign: the number format's locale ('[$B$-83E]': ms-BN) decides it;
  without one it is read as the Bahamian dollar, as before;
- a tax clause naming the prices by a sign several currencies write ('Prices in F CFA. TVA 18% …') holds for the
  quote's currency where the sign is one it writes (XOF);
- a count of cards after its number in French ('2 cartes NVIDIA …') divides the lot's price;
- Ewe, Krio and Kabuverdianu as lexicon files; in Ewe a server's cards are counted after their name ('Server kple
  NVIDIA H100 NVL 94GB 4': numerals follow their noun);
- a French request's date ('Date de la demande') dates nothing beside the answer's."""

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.counts import units_in_text

from .conftest import TODAY
from .test_conventions import by_row, write

L40S = "nvidia-l40s"
RTX4090 = "nvidia-rtx-4090"


def _run(tmp_path, name, rows, **kw):
    return analyse(write(tmp_path / name, rows, **kw), today=TODAY)


# ---- B$: Bahamian or Brunei dollar


def _b_dollar_sheet(address):
    return [
        ["Tutong Komputer Sdn Bhd" if address else "Daily dealer list"],
        [address],
        ["Item", "On hand", "Dealer price"],
        ["NVIDIA L40S 48GB PCIe", 3, 11200],
        ["GeForce RTX 4090 24GB", 5, 3300],
    ]


def _b_dollar_formats(fmt):
    return {"C4": fmt, "C5": fmt}


def test_b_dollar_in_a_brunei_locale_format_is_the_brunei_dollar(tmp_path):
    rows = _b_dollar_sheet("")
    q = by_row(_run(tmp_path, "fmt.xlsx", rows, formats=_b_dollar_formats("[$B$-83E]#,##0.00")))
    assert (q[4].price_min, q[4].currency) == (11_200, "BND")


def test_b_dollar_on_a_sheet_from_nassau_stays_bahamian(tmp_path):
    rows = _b_dollar_sheet("East Bay Street, Nassau")
    q = by_row(_run(tmp_path, "bs.xlsx", rows, formats=_b_dollar_formats('"B$"#,##0.00')))
    assert (q[4].price_min, q[4].currency) == (11_200, "BSD")


# ---- a tax clause naming the prices by a shared sign


def test_a_tax_clause_naming_f_cfa_prices_holds_for_xof_quotes(tmp_path):
    rows = [
        ["Boutique Informatique, Lomé"],
        ["Prix en F CFA. Prix hors TVA (18%)."],
        ["Désignation", "Qté", "Prix unitaire"],
        ["NVIDIA L40S 48GB", 2, 6_100_000],
    ]
    q = by_row(_run(tmp_path, "tg.xlsx", rows, formats={"C4": '#,##0 "F CFA"'}))
    assert (q[4].price_min, q[4].currency, q[4].tax, q[4].tax_rate) == (6_100_000, "XOF", "excl", 0.18)


# ---- counts


def test_a_french_count_of_cards_divides_the_lot(tmp_path):
    assert units_in_text("3 cartes NVIDIA L40S 48 Go, sans boîte") == 3
    assert units_in_text("Carte NVIDIA L40S 48 Go") == 1
    rows = [
        ["Vente du 2 décembre 2026 — matériel d'occasion"],
        ["Lot", "Désignation", "Prix adjugé (€)"],
        [7, "3 cartes NVIDIA L40S 48 Go, sans boîte", 15_000],
        [8, "Carte NVIDIA GeForce RTX 4090 24 Go", 1_400],
    ]
    q = by_row(_run(tmp_path, "fr.xlsx", rows))
    assert (q[3].device_id, q[3].price_min) == (L40S, 5_000)
    assert (q[4].device_id, q[4].price_min) == (RTX4090, 1_400)


def test_an_ewe_server_counts_its_cards_after_their_name():
    assert units_in_text("Server kple NVIDIA L40S 48GB 8") == 8
    assert units_in_text("NVIDIA L40S 48GB 8") == 1  # no 'with': a trailing number counts nothing


# ---- new languages, one lexicon file each


def test_ewe(tmp_path):
    rows = [
        ["Kpalimé Kɔmpiuta"],
        ["Asiwo le F CFA me. TVA 18% mele eme o. Asiwo le dɔ wɔm va se ɖe Dzome 20, 2026."],
        ["Nu ƒe ŋkɔ", "Ɖeka ƒe asi", "Agbɔsɔsɔ", "Nɔnɔme"],
        ["NVIDIA L40S 48GB", 6_050_000, 1, "yeye"],
        ["NVIDIA GeForce RTX 4090 24GB", 990_000, 2, "xoxo"],
        ["Server kple NVIDIA L40S 48GB 4", 26_000_000, 1, "yeye"],
        ["NVIDIA GeForce RTX 4090 24GB", "Bia mí", 1, "yeye"],
    ]
    fmt = '#,##0 "F CFA"'
    q = by_row(_run(tmp_path, "ee.xlsx", rows, formats={"B4": fmt, "B5": fmt, "B6": fmt}))
    assert (q[4].price_min, q[4].currency, q[4].tax, q[4].condition) == (6_050_000, "XOF", "excl", "new")
    assert q[5].condition == "used"
    assert (q[6].device_id, q[6].price_min) == (L40S, 6_500_000)
    assert q[7].price_on_request
    assert q[4].valid_until == "2026-12-20"


def test_krio(tmp_path):
    rows = [
        ["Bo Kɔmpyuta Shɔp"],
        ["Ɔl di prays dɛn na NLe. GST 15% nɔ de insay. Dis prays dɛn go de te 19 Disɛmba 2026."],
        ["Wetin wi de sɛl", "Kɔndishɔn", "Prays fɔ wan", "Ɔmɔs"],
        ["NVIDIA L40S 48GB", "Nyu", 215_000, 2],
        ["NVIDIA GeForce RTX 4090 24GB", "Sɛkɔnan", 41_000, 1],
        ["NVIDIA GeForce RTX 4090 24GB", "Nyu", "Ask wi", 1],
    ]
    fmt = '"NLe" #,##0.00'
    q = by_row(_run(tmp_path, "kri.xlsx", rows, formats={"C4": fmt, "C5": fmt}))
    assert (q[4].price_min, q[4].currency, q[4].tax, q[4].condition) == (215_000, "SLE", "excl", "new")
    assert q[5].condition == "used"
    assert q[6].price_on_request
    assert q[4].valid_until == "2026-12-19"


def test_kabuverdianu_words(tmp_path):
    rows = [
        ["Mindelo Informátika"],
        ["Presus na skudu (ECV). IVA 15% ka sta inkluídu."],
        ["Diskrison", "Stadu", "Kuantidadi", "Presu unitáriu"],
        ["NVIDIA L40S 48GB", "novu", 1, 845_000],
        ["NVIDIA GeForce RTX 4090 24GB", "uzadu", 2, 160_000],
        ["NVIDIA GeForce RTX 4090 24GB", "novu", 1, "Purgunta-nu"],
    ]
    q = by_row(_run(tmp_path, "kea.xlsx", rows))
    assert (q[4].price_min, q[4].currency, q[4].tax, q[4].condition) == (845_000, "CVE", "excl", "new")
    assert q[5].condition == "used"
    assert q[6].price_on_request


def test_a_french_request_date_dates_nothing_beside_the_answers(tmp_path):
    # (found on corpus 29 once the shared sign's tax clause was read: the request's day had dated the answers)
    rows = [
        ["Société Informatique du Plateau, Abidjan"],
        ["Date de la demande : 02/12/2026    Réponse du service commercial : 04/12/2026"],
        ["Prix en FCFA, TVA 18 % incluse."],
        ["Désignation", "Qté", "Prix unitaire"],
        ["NVIDIA L40S 48 Go", 1, "6 000 000 FCFA"],
    ]
    q = by_row(_run(tmp_path, "ci.xlsx", rows))
    assert (q[5].price_min, q[5].quote_date) == (6_000_000, "2026-12-04")
