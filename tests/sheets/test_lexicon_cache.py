"""The lexicon's compact copy (the user's cache folder): a lexicon read from it is the one the language files give,
word for word and pattern for pattern; a changed file, rule or a damaged copy makes a new one from the files."""

import json
import re
import shutil
from pathlib import Path

from gpucompare.paths import bundled
from gpucompare.sheets import lexicon as lx

FOLDER = bundled("data", "lexicon")


def _same(a: lx.Lexicon, b: lx.Lexicon) -> None:
    assert a.languages == b.languages
    assert a.concepts() == b.concepts()
    for concept in a.concepts():
        assert a.entries(concept) == b.entries(concept), concept
        assert a.excepts(concept) == b.excepts(concept), concept
    groups = {c.split(".", 1)[0] for c in a.concepts()} | set(lx.GROUPS)
    for group in groups:
        assert a.keys(group) == b.keys(group), group
        assert a.values(group) == b.values(group), group


def _patterns(lex: lx.Lexicon, *concepts: str) -> dict:
    f = lex.finder(*concepts)
    return {"groups": f._groups, "phrases": f._by_phrase, "stems": f._stems, "lengths": f._lengths}


def test_a_lexicon_from_its_compact_copy_is_the_one_the_files_give(tmp_path):
    parsed = lx.Lexicon(FOLDER)
    first = lx.Lexicon(FOLDER, cache=tmp_path)  # parses the files and writes the copy
    copies = list(tmp_path.glob("lexicon-*.json"))
    assert not first.from_cache and len(copies) == 1
    cached = lx.Lexicon(FOLDER, cache=tmp_path)
    assert cached.from_cache
    _same(parsed, first)
    _same(parsed, cached)
    # every word's finder pattern kept in the copy is the one computed from the word (the field registry's own
    # words, which no file holds, are computed when used)
    kept = 0
    for concept in cached.concepts():
        for e in cached.entries(concept):
            shape = cached._shapes.get(e.phrase + "*" if e.stem else e.phrase)
            if shape is None:
                assert e.language == "registry", (concept, e)
                continue
            if isinstance(shape, str):
                shape = (shape, e.phrase, e.phrase)
            assert tuple(shape) == lx.Finder.shape(e), (concept, e)
            kept += 1
    assert kept > 5000
    for concepts in (("period.hour", "period.day", "period.month"), ("tax.word",), ("row.subtotal", "row.tax")):
        assert _patterns(cached, *concepts) == _patterns(parsed, *concepts)
    # and they find the same words in text
    text = "单价（元/月） monthly rate excl. vat, Zwischensumme, 小计, ราคาต่อเดือน"
    for concepts in (("period.month",), ("tax.note_excl",), ("row.subtotal",)):
        assert list(cached.finder(*concepts).finditer(text)) == list(parsed.finder(*concepts).finditer(text))


def test_a_changed_language_file_makes_a_new_copy(tmp_path):
    folder = tmp_path / "lexicon"
    shutil.copytree(FOLDER, folder)
    cache = tmp_path / "cache"
    lx.Lexicon(folder, cache=cache)
    old = {p.name for p in cache.glob("lexicon-*.json")}
    en = folder / "en.toml"
    en.write_text(en.read_text(encoding="utf-8").replace("subtotal = [", 'subtotal = ["flumsum", ', 1), "utf-8")
    lex = lx.Lexicon(folder, cache=cache)
    assert not lex.from_cache and "flumsum" in lex.words("row.subtotal")
    new = {p.name for p in cache.glob("lexicon-*.json")}
    assert len(new) == 2 and old < new  # the earlier copy stays for a while (another version may use it)
    again = lx.Lexicon(folder, cache=cache)
    assert again.from_cache and "flumsum" in again.words("row.subtotal")
    for n in range(lx._CACHE_COPIES + 2):  # more versions: only the newest few copies stay
        en.write_text(re.sub(r'"flumsum\d*"', f'"flumsum{n}"', en.read_text(encoding="utf-8"), count=1), "utf-8")
        assert f"flumsum{n}" in lx.Lexicon(folder, cache=cache).words("row.subtotal")
    assert len(list(cache.glob("lexicon-*.json"))) == lx._CACHE_COPIES


def test_a_damaged_copy_is_ignored_and_rebuilt(tmp_path):
    lx.Lexicon(FOLDER, cache=tmp_path)
    (copy,) = tmp_path.glob("lexicon-*.json")
    for damage in ("{not json", json.dumps({"key": "other"}), json.dumps([1, 2]), ""):
        copy.write_text(damage, encoding="utf-8")
        lex = lx.Lexicon(FOLDER, cache=tmp_path)
        assert not lex.from_cache
        _same(lex, lx.Lexicon(FOLDER))
    assert lx.Lexicon(FOLDER, cache=tmp_path).from_cache


def test_an_unwritable_cache_folder_only_costs_the_parse(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    lex = lx.Lexicon(FOLDER, cache=Path(blocker) / "sub")  # a file where the folder would be
    assert not lex.from_cache and lex.words("field.price")


def test_the_cache_folder_follows_xdg(monkeypatch, tmp_path):
    monkeypatch.delenv("GPUCOMPARE_CACHE", raising=False)
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    assert lx.cache_folder() == tmp_path / "gpucompare"
    monkeypatch.setenv("XDG_CACHE_HOME", "relative/path")  # not absolute: ignored, as the XDG rules say
    assert lx.cache_folder() == Path.home() / ".cache" / "gpucompare"


def test_a_kept_pattern_is_the_pattern_re_compile_makes(tmp_path, monkeypatch):
    """The lexicon's patterns made from the compiled form an earlier process kept compare equal (text, flags and
    code) to `re.compile`'s and find the same; a damaged copy only costs the compile."""
    monkeypatch.setattr(lx, "cache_folder", lambda: tmp_path)
    monkeypatch.setattr(lx, "_kept", None)
    monkeypatch.setattr(lx, "_kept_new", {})
    monkeypatch.setattr(lx, "_kept_used", set())
    try:
        lex = lx.Lexicon(FOLDER)
        samples = [
            ("|".join(map(re.escape, sorted(lex.phrases("period.hour"), key=len, reverse=True))), 0),
            (r"(?<![a-z])(?P<usd_0>us\$)(?=\s?\d)|(?:万|w)(?![a-z])", 0),
            (r"(?:单价|price)\s*[:：]?\s*([^\s,，;；)]+)", re.IGNORECASE),
        ]
        fresh = [lx.compiled(p, f) for p, f in samples]
        lx._write_patterns()
        assert len(list(tmp_path.glob("patterns-*.bin"))) == 1
        monkeypatch.setattr(lx, "_kept", None)
        kept = lx._kept_patterns()
        assert len(kept) == 3
        text = "H100 ¥2.5万/小时 us$ 1,200 per hour, price: 25000"
        for (p, f), a in zip(samples, fresh, strict=True):
            b = lx.compiled(p, f)
            assert a == b == re.compile(p, f)
            assert [m.span() for m in b.finditer(text.lower())] == [m.span() for m in re.finditer(p, text.lower(), f)]
        # a damaged copy: read as empty, patterns compiled afresh
        path = next(tmp_path.glob("patterns-*.bin"))
        path.write_bytes(path.read_bytes()[:-7])
        monkeypatch.setattr(lx, "_kept", None)
        assert lx._kept_patterns() == {}
        assert lx.compiled(samples[0][0]) == re.compile(samples[0][0])
        # code the regular-expression engine refuses is never used
        facts, code = lx._kept_new[f"0:{samples[0][0]}"]
        monkeypatch.setattr(lx, "_kept", {f"0:{samples[0][0]}": (facts, b"\xff" * len(code))})
        assert lx.compiled(samples[0][0]) == re.compile(samples[0][0])
        # one byte changed, the length kept: the checksum refuses the copy
        monkeypatch.setattr(lx, "_kept", None)
        lx._write_patterns()
        monkeypatch.setattr(lx, "_kept", None)
        assert len(lx._kept_patterns()) == 3
        data = bytearray(path.read_bytes())
        data[len(data) // 2] ^= 0x01
        path.write_bytes(bytes(data))
        monkeypatch.setattr(lx, "_kept", None)
        assert lx._kept_patterns() == {}
    finally:
        monkeypatch.setattr(lx, "_kept", None)


def test_the_finders_an_import_asked_for_are_listed_for_the_next(tmp_path):
    lex = lx.Lexicon(FOLDER, cache=tmp_path)
    lex.finder("period.hour")
    lex.finder("tax.word", "tax.rate_word")
    lex._write_finders()
    again = lx.Lexicon(FOLDER, cache=tmp_path)
    assert again.finders_used() == [("period.hour",), ("tax.word", "tax.rate_word")]
    # the list is kept beside the compact copy of the same files and rules
    assert {p.name.split("-", 1)[1] for p in tmp_path.glob("*.json")} == {
        p.name.split("-", 1)[1] for p in tmp_path.glob("lexicon-*.json")
    }
    assert lx.Lexicon(FOLDER).finders_used() == []  # no cache folder: nothing listed


def test_a_cache_file_is_read_only_when_it_is_a_small_regular_file(tmp_path):
    real = tmp_path / "real.json"
    real.write_bytes(b"[]")
    assert lx.read_cache_file(real) == b"[]"
    link = tmp_path / "link.json"
    link.symlink_to(real)
    assert lx.read_cache_file(link) is None  # a link someone put in the cache folder is not followed
    assert lx.read_cache_file(tmp_path) is None  # a folder
    assert lx.read_cache_file(tmp_path / "missing.json") is None
    big = tmp_path / "big.bin"
    with open(big, "wb") as fh:
        fh.truncate(lx.MAX_CACHE_FILE_BYTES + 1)  # sparse: no 16 MB written
    assert lx.read_cache_file(big) is None


def test_the_cache_folder_can_be_set_on_any_system(monkeypatch, tmp_path):
    monkeypatch.setenv("GPUCOMPARE_CACHE", str(tmp_path / "c"))
    assert lx.cache_folder() == tmp_path / "c"
    assert lx._pattern_file().parent == tmp_path / "c"  # the folder in force, not the first one asked for
    monkeypatch.setenv("GPUCOMPARE_CACHE", str(tmp_path / "d"))
    assert lx._pattern_file().parent == tmp_path / "d"
    monkeypatch.setenv("GPUCOMPARE_CACHE", "relative")  # not absolute: ignored
    assert lx.cache_folder() != Path("relative")


def test_tests_never_write_to_the_users_cache():
    import os
    import tempfile

    folder = lx.cache_folder()
    assert folder is not None and str(folder).startswith(tempfile.gettempdir())
    assert os.environ["GPUCOMPARE_CACHE"] == str(folder)


def _finder_parts(f: lx.Finder) -> dict:
    return {
        "groups": f._groups,
        "phrases": f._by_phrase,
        "stems": f._stems,
        "lengths": f._lengths,
        "start": f._start.pattern if f._start is not None else None,
        "except": {c: getattr(rx, "pattern", rx) for c, rx in f._except.items()},
    }


def _write_kept_states(lex: lx.Lexicon) -> None:
    lex._write_states(lex._states_key)


def test_a_finder_from_its_kept_state_is_the_one_the_words_build(tmp_path):
    built = lx.Lexicon(FOLDER, cache=tmp_path)
    concept_sets = [("period.hour", "period.day", "period.month"), ("tax.word",), ("row.subtotal", "row.tax")]
    concept_sets += [("field.model", "field.price"), ("price_text.on_request",)]
    fresh = {c: built.finder(*c) for c in concept_sets}
    _write_kept_states(built)
    assert len(list(tmp_path.glob("finder-states-*.json"))) == 1
    kept = lx.Lexicon(FOLDER, cache=tmp_path)
    text = "单价（元/月） monthly rate excl. vat, Zwischensumme, 小计, 型号 unit price, 价格面议, TBD, per hour"
    for c in concept_sets:
        f = kept.finder(*c)
        assert f.state is None, c  # made from the kept state, not built
        assert _finder_parts(f) == _finder_parts(fresh[c]), c
        assert list(f.finditer(text)) == list(fresh[c].finditer(text)), c


def test_a_kept_finder_state_is_never_read_for_other_words(tmp_path):
    built = lx.Lexicon(FOLDER, cache=tmp_path)
    built.finder("tax.word")
    _write_kept_states(built)
    # a word added after the lexicon was made: the finder is built from the words, and nothing is kept
    changed = lx.Lexicon(FOLDER, cache=tmp_path)
    changed.add("tax.word", ["zzqtax"], "en")
    f = changed.finder("tax.word")
    assert f.state is not None and "zzqtax" in f._by_phrase
    assert changed._states_file() is None
    # other registry words (the registry is code): another key, so another file
    other = lx.Lexicon(FOLDER, cache=tmp_path)
    other._registry_words.append(("model", ("zzq model",)))
    assert lx._states_key(other._key, other._registry_words) != built._states_key


def test_a_damaged_finder_state_is_built_afresh(tmp_path):
    built = lx.Lexicon(FOLDER, cache=tmp_path)
    want = _finder_parts(built.finder("tax.word"))
    _write_kept_states(built)
    (path,) = tmp_path.glob("finder-states-*.json")
    doc = json.loads(path.read_text(encoding="utf-8"))
    doc["states"]["tax.word"][0] = {"vat": "not a list"}
    path.write_text(json.dumps(doc), encoding="utf-8")
    again = lx.Lexicon(FOLDER, cache=tmp_path)
    f = again.finder("tax.word")
    assert f.state is not None and _finder_parts(f) == want
    path.write_bytes(b"{not json")
    assert _finder_parts(lx.Lexicon(FOLDER, cache=tmp_path).finder("tax.word")) == want
