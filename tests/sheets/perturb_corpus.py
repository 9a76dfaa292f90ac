"""Robustness harness: the repo's corpora with their words replaced by words no lexicon knows, scored as they are.

Every file of tests/fixtures/sheets/corpus, blind4, blind5 and blind6 (blind4..blind12 for ``unknown``) is copied into a temporary folder with every
text cell that holds a letter and is neither a product cell nor a number replaced by a made-up word (the same text always by the same
word, a word the importer's lexicon cannot match), and scored by `score_corpus` against the file's own answer key.
Three variants:

- ``words``: each such cell becomes one made-up word; numbers written as text keep their currency ('$12,000');
- ``currency``: as ``words``, but a currency sign or ISO code in the replaced cell stays beside the made-up word
  ('Price (USD)' -> 'Zorvekin (USD)');
- ``bare``: as ``words``, and currency signs and codes are dropped from numbers written as text and from number
  formats as well: nothing in the sheet names the currency;
- ``unknown``: the sheet in a language nobody here has seen, scored on every corpus (corpus, blind4..blind12):
  each word of a text cell is replaced in place by its made-up word, one per distinct word, except words holding a
  digit ('80GB', '8x'), currency signs and ISO codes, unit glyphs and the words of device and brand names
  ('Unit price (USD)' -> 'Sapobek Tenuvol (USD)'); numbers written as text keep their units.

A product cell is a cell whose text is an answer key's model text or that the importer's catalog matcher resolves
to a device; a number is a cell that holds one, or text with a digit and no more than a unit's letters beside it
('$2.50/hr', '12 000 руб', '5.5万'). Sheet names, comments and hidden rows are kept; an .xls or .ods file is written
as an .xlsx of its values, and formulas as their cached values.

    python tests/sheets/perturb_corpus.py                       # every variant, every corpus: a table of totals
    python tests/sheets/perturb_corpus.py --variant bare --details
    python tests/sheets/perturb_corpus.py --json

The honesty goal: an unknown word never makes the importer silently wrong (a quote read without a header word
behind its price is marked for review, with the reason)."""

from __future__ import annotations

import argparse
import csv
import hashlib
import io
import json
import os
import re
import shutil
import sys
import tempfile
from functools import lru_cache
from pathlib import Path

if __package__ in (None, ""):  # run as a script: the scorer beside it
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from layout_corpus import LAYOUTS, layout_corpus  # type: ignore[no-redef]
    from score_corpus import corpus_files, decode_csv, score_corpus, totals  # type: ignore[no-redef]
else:
    from .layout_corpus import LAYOUTS, layout_corpus
    from .score_corpus import corpus_files, decode_csv, score_corpus, totals

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "sheets"
CORPORA = ("corpus", "blind4", "blind5", "blind6")
#: every corpus with an answer key: the ``unknown`` variant (the unknown-language copy) is scored on all of them
ALL_CORPORA = (*CORPORA, "blind7", "blind8", "blind9", "blind10", "blind11", "blind12")
#: the layout variants (layout_corpus.py) are scored on these: every corpus, blind 13 to 15 too
LAYOUT_CORPORA = (*ALL_CORPORA, "blind13", "blind14", "blind15")
VARIANTS = ("words", "currency", "bare", "unknown")

_CONSONANTS = "bdfgklmnprstvz"
_VOWELS = "aeiou"
_SIGNS = "$€£¥￥₩₹₽₺₪₫฿₱₴₦₲₸₼₾₡₭₮₵"
#: at most this many letters beside the digits of a number written as text ('/hr', 'руб', 'USD', '万元')
_UNIT_LETTERS = 4


@lru_cache(maxsize=1)
def _iso_codes() -> frozenset[str]:
    from gpucompare.sheets import lexicon as lx

    return frozenset(lx.get().keys("currency"))


@lru_cache(maxsize=1)
def _currency_pattern() -> re.Pattern:
    codes = sorted(_iso_codes(), key=len, reverse=True)
    return re.compile(
        r"["
        + re.escape(_SIGNS)
        + r"]|(?<![A-Za-z])(?:"
        + "|".join(codes)
        + r"|zł|kr|Kč|R\$|HK\$|NT\$|S\$|A\$|C\$)(?![A-Za-z])"
    )


def currency_marks(text: str) -> list[str]:
    """The currency signs and ISO codes a text holds, in order ('Price (USD)' -> ['USD'])."""
    return [m.group(0) for m in _currency_pattern().finditer(text)]


def without_currency(text: str) -> str:
    return re.sub(r"\s{2,}", " ", _currency_pattern().sub("", text)).strip()


def is_number_text(text: str) -> bool:
    """Text that is a number with at most a unit beside it ('$12,000', '2.50/hr', '12 000 руб', '5.5万')."""
    if not re.search(r"\d", text):
        return False
    rest = without_currency(text)
    letters = [ch for ch in rest if ch.isalpha()]
    return len(letters) <= _UNIT_LETTERS


@lru_cache(maxsize=1)
def _matcher():
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.sheets.importer.matching import Matcher

    return Matcher(bundled_catalog())


def is_product_text(text: str, models: frozenset[str]) -> bool:
    t = text.strip()
    if t in models:
        return True
    m = _matcher().resolve(t[:200])
    return m.device_id is not None and m.how != "fuzzy"


def _unknown(word: str) -> bool:
    """A word the importer's lexicon matches nowhere (no field, row kind, price role, currency, period)."""
    from gpucompare.sheets import header, prices

    if header.match_header_cell(word) is not None or header.row_kind(word) or header.price_roles(word):
        return False
    if header.periods_in(word) or prices.currency_in(word)[0]:
        return False
    return not is_product_text(word, frozenset())


@lru_cache(maxsize=100_000)
def made_up(text: str) -> str:
    """The made-up word that stands for a text: the same text always gets the same word."""
    for salt in range(50):
        h = hashlib.sha256(f"{salt}:{text}".encode()).digest()
        syl = 3 + h[0] % 2
        word = "".join(_CONSONANTS[h[1 + 2 * i] % len(_CONSONANTS)] + _VOWELS[h[2 + 2 * i] % 5] for i in range(syl))
        word = word.capitalize() + _CONSONANTS[h[12] % len(_CONSONANTS)]
        if _unknown(word):
            return word
    raise RuntimeError(f"no unknown word for {text!r}")


#: unit glyphs a sheet writes beside numbers in any language: kept as they are
_UNITS = frozenset({"GB", "TB", "GiB", "TiB", "MB", "W", "kW", "GHz", "MHz", "Gbps", "G", "T", "TFLOPS", "PFLOPS", "x"})
#: catalog name words that are plain English rather than a product's name: replaced like any other word
_PLAIN = frozenset({"Server", "Center", "Data", "Edition", "Generation", "Workstation", "Premium", "Black", "Head"})


@lru_cache(maxsize=1)
def _name_words() -> frozenset[str]:
    """Words of the catalog's device, brand and vendor names ('NVIDIA', 'GeForce', 'SXM', '昇腾'), kept as they are."""
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.sheets import lexicon as lx

    out: set[str] = set(lx.get().values("brand"))
    for d in bundled_catalog().by_id.values():
        for t in (d.name, d.model, d.vendor, d.family, d.variant, d.short_name, *(d.aliases or ())):
            out.update(re.findall(r"[^\W\d_]+", str(t or "")))
    return frozenset(w for w in out if w not in _PLAIN and not w.islower())


_WORD = re.compile(r"\w+")


def unknown_language(text: str) -> str:
    """A text with each word no lexicon may know replaced by its made-up word, one per distinct word, in place:
    numbers, words holding a digit ('80GB', '8x'), currency signs and ISO codes, unit glyphs and the words of
    device and brand names stay ('Unit price (USD)' -> 'Sapobek Tenuvol (USD)')."""
    keep = _name_words()
    codes = _iso_codes()

    def one(m: re.Match) -> str:
        w = m.group(0)
        if any(ch.isdigit() for ch in w) or w in keep or w in _UNITS or w.upper() in codes and w.isupper():
            return w
        if currency_marks(w) == [w]:
            return w
        return made_up(w)

    return _WORD.sub(one, text)


def perturb_text(text: str, variant: str, models: frozenset[str]) -> str:
    """One text cell as the variant writes it."""
    if not any(ch.isalpha() for ch in text):
        return text  # blank, a dash, a mark: no word to replace
    if is_number_text(text):
        return without_currency(text) if variant == "bare" else text
    if is_product_text(text, models):
        return text
    if variant == "unknown":
        return unknown_language(text)
    word = made_up(text.strip())
    if variant == "currency":
        marks = list(dict.fromkeys(currency_marks(text)))
        if marks:
            return f"{word} ({' '.join(marks)})"
    return word


_QUOTED = re.compile(r'"[^"]*"|\[\$[^\]]*\]')


def bare_format(fmt: str) -> str:
    """A number format without the currency it names ('"kr" #,##0' -> '#,##0', '[$€-407] #,##0.00' -> '#,##0.00')."""
    if not fmt or fmt == "General":
        return fmt
    out = _QUOTED.sub("", fmt)
    out = re.sub("[" + re.escape(_SIGNS) + "]", "", out)
    return out.strip() or "General"


def _models(expected: dict) -> frozenset[str]:
    return frozenset(str(q.get("raw_model") or "").strip() for q in expected.get("quotes", []) if q.get("raw_model"))


def _perturb_xlsx(src: Path, dst: Path, variant: str, models: frozenset[str]) -> None:
    import openpyxl

    wb = openpyxl.load_workbook(src, data_only=True, keep_vba=src.suffix.lower() == ".xlsm")
    for ws in wb.worksheets:
        for row in ws.iter_rows():
            for cell in row:
                v = cell.value
                if isinstance(v, str):
                    cell.value = perturb_text(v, variant, models)
                elif variant == "bare" and isinstance(v, int | float) and not isinstance(v, bool):
                    cell.number_format = bare_format(cell.number_format)
    wb.save(dst)


def _perturb_values(src: Path, dst: Path, variant: str, models: frozenset[str]) -> None:
    """An .xls or .ods file: its values written as an .xlsx (same sheet names and order)."""
    import openpyxl
    import python_calamine as pc

    book = pc.CalamineWorkbook.from_path(str(src))
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for name in book.sheet_names:
        ws = wb.create_sheet(name)
        for row in book.get_sheet_by_name(name).to_python(skip_empty_area=False):
            ws.append(
                [perturb_text(v, variant, models) if isinstance(v, str) else (None if v == "" else v) for v in row]
            )
    wb.save(dst)


def _perturb_csv(src: Path, dst: Path, variant: str, models: frozenset[str]) -> None:
    decoded = decode_csv(src.read_bytes())
    if decoded is None:
        shutil.copyfile(src, dst)
        return
    lines, enc, sep = decoded
    out = io.StringIO()
    writer = csv.writer(out, delimiter=sep, lineterminator="\r\n")
    for row in csv.reader(lines, delimiter=sep):
        writer.writerow([perturb_text(v, variant, models) for v in row])
    data = out.getvalue()
    dst.write_bytes(data.encode("utf-16") if enc == "utf-16" else data.encode(enc, errors="replace"))


def perturb_file(src: Path, expected: dict, folder: Path, variant: str) -> Path:
    """Writes the perturbed copy of one corpus file and its answer key into folder; the copy's path."""
    models = _models(expected)
    suffix = src.suffix.lower()
    if suffix == ".csv":
        dst = folder / src.name
        _perturb_csv(src, dst, variant, models)
    elif suffix in (".xlsx", ".xlsm"):
        dst = folder / src.name
        try:
            _perturb_xlsx(src, dst, variant, models)
        except Exception:  # an encrypted or broken workbook stays as it is: the importer's refusal is the answer
            shutil.copyfile(src, dst)
    else:
        dst = folder / (src.name + ".xlsx")
        try:
            _perturb_values(src, dst, variant, models)
        except Exception:
            dst = folder / src.name
            shutil.copyfile(src, dst)
    with open(folder / (dst.name + ".expected.json"), "w", encoding="utf-8") as fh:
        json.dump(expected, fh, ensure_ascii=False)
    return dst


def perturb_corpus(corpus: Path, folder: Path, variant: str) -> None:
    folder.mkdir(parents=True, exist_ok=True)
    for path, expected in corpus_files(corpus):
        perturb_file(path, expected, folder, variant)


#: set to 1, the test modules score every (variant, corpus) pair of their floors instead of the rotation below
FULL_HARNESS = os.environ.get("GPUCOMPARE_FULL_HARNESS", "") == "1"


def rotation(pairs, full: bool | None = None) -> list[tuple[str, str]]:
    """The (variant, corpus) pairs a test run scores: every pair when ``full`` (GPUCOMPARE_FULL_HARNESS=1), else one
    pair per corpus, the variants that apply to it taken in turn in the order given, so that every corpus and every
    variant is still scored against its floor each run (the whole cross product each import takes minutes)."""
    pairs = list(pairs)
    if FULL_HARNESS if full is None else full:
        return pairs
    variants = list(dict.fromkeys(v for v, _c in pairs))
    corpora = list(dict.fromkeys(c for _v, c in pairs))
    chosen, turn = [], 0
    for corpus in corpora:
        own = [v for v in variants if (v, corpus) in pairs]
        ahead = [v for v in own if variants.index(v) >= turn % len(variants)]
        v = (ahead or own)[0]
        chosen.append((v, corpus))
        turn = variants.index(v) + 1
    missing = set(variants) - {v for v, _c in chosen}
    for v in variants:  # a variant that only applies to corpora taken by others still gets one of its own
        if v in missing:
            chosen.append(next(p for p in pairs if p[0] == v))
    return [p for p in pairs if p in chosen]


FIGURES = ("quotes", "right", "silent", "flagged", "rejected_reason", "rejected_no_reason", "refused", "vanished")


def score_variant(name: str, variant: str, price_only: bool = True, details: bool = False) -> tuple[dict, list]:
    """(totals, per-file scores) of one corpus in one variant (a word variant or a layout variant); a layout
    variant's totals say in ``changed`` how many files it applied to."""
    with tempfile.TemporaryDirectory(prefix=f"gpucompare-perturbed-{name}-") as tmp:
        folder = Path(tmp) / variant
        changed = None
        if variant in LAYOUTS:
            changed = layout_corpus(FIXTURES / name, folder, variant)
        else:
            perturb_corpus(FIXTURES / name, folder, variant)
        scores = score_corpus(folder, offer_details=not price_only)
    t = totals(scores)
    if changed is not None:
        t["changed"] = changed
    return t, scores


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--variant", choices=(*VARIANTS, *LAYOUTS), action="append", help="one variant (repeatable)")
    ap.add_argument("--corpus", choices=LAYOUT_CORPORA, action="append", help="one corpus (repeatable); all by default")
    ap.add_argument("--strict", action="store_true", help="score the offer details too (default: price only)")
    ap.add_argument("--details", action="store_true", help="list every quote that is not right")
    ap.add_argument("--json", action="store_true", help="print one JSON document")
    ap.add_argument("--keep", type=Path, help="write the perturbed copies into this folder and keep them")
    args = ap.parse_args(argv)
    doc: dict = {}
    for variant in args.variant or VARIANTS:
        default = LAYOUT_CORPORA if variant in LAYOUTS else ALL_CORPORA if variant == "unknown" else CORPORA
        for name in args.corpus or default:
            if args.keep and variant in LAYOUTS:
                layout_corpus(FIXTURES / name, args.keep / variant / name, variant)
            elif args.keep:
                perturb_corpus(FIXTURES / name, args.keep / variant / name, variant)
            t, scores = score_variant(name, variant, price_only=not args.strict)
            doc[f"{variant}/{name}"] = {k: t[k] for k in (*FIGURES, "changed") if k in t}
            if not args.json:
                print(
                    f"{variant:<9} {name:<7} " + "  ".join(f"{k} {t[k]}" for k in (*FIGURES, "changed") if k in t),
                    flush=True,
                )
            if args.details and not args.json:
                for s in scores:
                    if s.error or s.crash:
                        print(f"    {s.file}: refused ({s.error or s.crash})"[:200])
                    for d in s.details:
                        what = "; ".join(d.get("wrong", [])) or d.get("kind", "") or d.get("reason", "")
                        print(
                            f"    {s.file}:{d['row']}  {d['verdict']:<26} {str(d.get('model'))[:40]:<40} {what}"[:220]
                        )
    if args.json:
        json.dump(doc, sys.stdout, ensure_ascii=False, indent=1)
        print()
    return 0


if __name__ == "__main__":
    sys.exit(main())
