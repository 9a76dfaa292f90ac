"""The lexicon (data/lexicon/<language>.toml): every entry is of a known concept, survives normalisation, and is found
by the rule that matches its concept when a sheet writes it: no dead entries."""

import re
import tomllib
from pathlib import Path

from gpucompare.paths import bundled
from gpucompare.sheets import lexicon as lx
from gpucompare.sheets.header import (
    _KIND_ORDER,
    REGISTRY_FIELD,
    match_header_cell,
    price_period,
    price_roles,
    row_kind,
)
from gpucompare.sheets.prices import SIGN, _scale_of, currency_in, header_units

LEX = lx.get()
FOLDER = bundled("data", "lexicon")
FILES = sorted(FOLDER.glob("*.toml"))


def _entries():
    for path in FILES:
        with open(path, "rb") as fh:
            doc = tomllib.load(fh)
        for group, table in doc.items():
            if group == "language":
                continue
            for key, words in table.items():
                for w in words:
                    yield path.name, group, key, w


ENTRIES = list(_entries())


def test_every_group_and_key_is_one_the_importer_reads():
    for name, group, key, _w in ENTRIES:
        assert group in lx.GROUPS, f"{name}: [{group}] is no concept the importer reads"
        keys = lx.GROUPS[group]
        assert keys is None or key in keys, f"{name}: [{group}] {key} is no concept the importer reads"


def test_every_language_file_says_how_its_numbers_are_written():
    for path in FILES:
        with open(path, "rb") as fh:
            meta = tomllib.load(fh)["language"]
        assert meta["code"] == path.stem and meta["name"]
        assert meta["decimal"] in ".," and all(g in ". ,'’\u00a0" for g in meta["group"])
        assert meta["decimal"] not in meta["group"]


def test_normalising_keeps_the_marks_that_carry_meaning():
    assert lx.squash("ราคาต่อหน่วย (บาท)") == "ราคาต่อหน่วยบาท"  # Thai vowel and tone marks kept
    assert lx.squash("मूल्य (₹)") == "मूल्य"  # a Devanagari vowel sign kept
    assert lx.squash("Unit Price (USD)") == "unitpriceusd"
    assert lx.squash("Cena bez DPH") == "cenabezdph"
    assert lx.fold("  Preis   pro Tag ") == "preis pro tag"


def _finds(group: str, key: str, word: str, file: str = "") -> bool:
    """Whether the rule of a concept finds this entry written as a sheet would write it."""
    concept = f"{group}.{key}"
    phrase = lx.fold(word[:-1] if word.endswith("*") and len(word) > 1 else word)
    if group == "field":
        m = match_header_cell(phrase)
        return m is not None and lx.squash(phrase) in LEX.words(f"field.{m.field}")
    if group == "whole_only":
        return match_header_cell(phrase) is not None
    if group == "price_role" and key not in ("customer", "list_label"):
        return key in price_roles(phrase) or any(
            lx.squash(phrase) in LEX.words(f"price_role.{r}") for r in price_roles(phrase)
        )
    if group == "row":
        kind = row_kind(phrase)
        return kind is not None and phrase in LEX.phrases(f"row.{kind}")
    if group == "period" and key in ("hour", "day", "week", "month", "year"):
        return price_period(phrase) == key or LEX.finder(concept).search(phrase) is not None
    if group == "currency":
        got, _s, _e = currency_in(phrase)
        return got == key or (got is not None and got.startswith(SIGN) and key in LEX.currency_codes(got[1:]))
    if group == "scale":
        return _scale_of(phrase) == float(key)
    if group == "scale_in":  # a language's own short scale words, for amounts in its currencies
        language = LEX.languages[file.removesuffix(".toml")]
        return any(_scale_of(phrase, c) == float(key) for c in language.currencies)
    if group == "currency_scale":  # a currency word that is a multiple of its unit ('تومان' is ten rials)
        return header_units(key)[1] == float(word)
    if group == "currency_phone":  # a calling code: a phone number written with it names its country's currency
        return (word, f"+{key}") in LEX.places_named([f"Tel. +{key} 331 2345"])
    if group == "currency_place":
        return (key, phrase) in LEX.places_named([f"Ltd, {word}"])
    if group == "number_word":  # a price written out in words: the word alone reads as its value ('and' joins)
        from gpucompare.sheets.importer import spelled_amount

        return word == "and" or spelled_amount(key) == float(word)
    if group in ("numerals", "currency_default", "lcid", "era", "system_gpus", "brand"):
        return bool(word)
    if group == "except":
        return bool(phrase)
    if group == "script":
        return bool(phrase)
    if group == "number" and key == "no_minor_units":
        return re.fullmatch(r"[A-Z]{3}", word) is not None
    return LEX.finder(concept).search(phrase) is not None


def _entry_fault(file: str, group: str, key: str, word: str) -> str | None:
    """Why an entry is dead (None when its concept rule finds it)."""
    if not lx.fold(word):
        return "normalises to nothing"
    if group in ("field", "price_role", "pack", "whole_only") and not lx.squash(word):
        return "squashes to nothing: no header could ever hold it"
    if not _finds(group, key, word, file):
        return f"{word!r} is never found as {group}.{key}"
    return None


def test_every_entry_is_found_by_its_concept_rule():
    # one test over every entry (some 12,500), listing every dead one at once rather than one test item each
    assert len(ENTRIES) > 1000
    faults = [f"{f}:{g}.{k}:{w}: {why}" for f, g, k, w in ENTRIES if (why := _entry_fault(f, g, k, w))]
    assert not faults, f"{len(faults)} dead entries:\n" + "\n".join(faults)


def test_a_dead_entry_is_reported():
    assert _entry_fault("en.toml", "field", "price", "   ") == "normalises to nothing"
    assert _entry_fault("en.toml", "field", "price", "()") == "squashes to nothing: no header could ever hold it"
    assert "is never found as field.price" in _entry_fault("en.toml", "field", "price", "zorblquux")
    f, g, k, w = next(e for e in ENTRIES if e[1] == "field")
    assert _entry_fault(f, g, k, w) is None


def test_no_entry_is_listed_twice_in_one_file():
    seen = {}
    for name, group, key, w in ENTRIES:
        k = (name, group, key, lx.fold(w))
        assert k not in seen, f"{name}: {w!r} twice in [{group}] {key}"
        seen[k] = True


def test_row_kinds_are_the_ones_the_rules_tell_apart():
    assert set(lx.GROUPS["row"]) == set(_KIND_ORDER)


def test_the_registry_synonyms_are_header_words():
    """A field the registry declares is importable with no importer change: its export header finds it."""
    from gpucompare.core.fields import FIELDS

    for f in FIELDS:
        if f.derived or f.key == "name":
            continue
        m = match_header_cell(f.export_header)
        assert m is not None and REGISTRY_FIELD.get(m.field, m.field) == f.key, (f.key, f.export_header, m)


def test_a_new_language_is_one_file(tmp_path):
    """A folder with one more language file: its words are read with no code change."""
    for path in FILES:
        (tmp_path / path.name).write_bytes(path.read_bytes())
    (tmp_path / "xx.toml").write_text(
        '[language]\ncode = "xx"\nname = "Test"\ndecimal = ","\ngroup = ["."]\ncurrencies = ["EUR"]\n\n'
        '[field]\nprice = ["zorbl"]\n\n[row]\nsubtotal = ["flumsum"]\n',
        encoding="utf-8",
    )
    lex = lx.Lexicon(Path(tmp_path))
    assert "zorbl" in lex.words("field.price") and "flumsum" in lex.words("row.subtotal")
    assert lex.languages["xx"].decimal == ","
