"""Shortcuts on the importer's hot paths answer exactly what the full work answers (issue 22's speed budget).

- `row_kind` skips its per-kind patterns when a text holds none of their words (`_WordSet.in_text`);
- the catalog's typo search looks up the names to compare with once per set of numbered words.
"""

import random

from gpucompare.core.catalog import bundled_catalog
from gpucompare.sheets import lexicon as lx
from gpucompare.sheets.header import _KIND_ORDER, _kind_patterns, _kind_word_sets, _WordSet, norm, row_kind


def _any_pattern(text: str) -> bool:
    """Whether any kind's short or long pattern matches the text, as `row_kind` reads it (the full work)."""
    short, long, _by_first, offers = _kind_patterns()
    t = norm(text)
    low = lx.fold(str(text)[:200])
    t2 = offers.sub(" ", t) if offers is not None else t
    return any(
        (short[k] is not None and short[k].search(low)) or (long[k] is not None and long[k].search(t2))
        for k in _KIND_ORDER
    )


def test_word_set_finds_a_word_anywhere_and_nothing_else():
    ws = _WordSet(["运费", "freight", "税", "shipping charge"])
    assert ws.in_text("含运费")  # at the end
    assert ws.in_text("air freight to Shenzhen")  # in the middle
    assert ws.in_text("增值税")  # a word of one character
    assert ws.in_text("shipping charge")  # the whole text
    assert not ws.in_text("shipping")  # a part of a word is not the word
    assert not ws.in_text("fre ight")
    assert not ws.in_text("")
    assert not ws.in_text("f")


def test_every_kind_word_is_found_where_a_pattern_would_look():
    short, long = _kind_word_sets()
    for w in short.words:
        assert short.in_text(f"x {w} y"), w
    for w in long.words:
        assert long.in_text(f"x {w} y"), w


def test_a_text_without_kind_words_matches_no_kind_pattern():
    # product names as sheets write them, and random mixes of kind words' pieces: where the shortcut says "no word",
    # the patterns find none either, so row_kind answers None exactly as it did without the shortcut
    short, long = _kind_word_sets()
    texts = [
        "NVIDIA H100 SXM5 80GB",
        "英伟达 RTX 4090 服务器版",
        "8卡H800服务器",
        "Nvidia MI300X SXM5",
        "某国产加速卡 X1 32G",
        "Gaudi2 96GB",
        "HGX H200 141GB 8-GPU",
    ]
    rnd = random.Random(7)
    pieces = sorted(long.words | short.words)
    for _ in range(3000):
        w = rnd.choice(pieces)
        cut = rnd.randrange(1, max(2, len(w)))
        texts.append(f"{rnd.choice(texts[:7])} {w[:cut]}{rnd.choice(['', ' ', '-', 'x'])}")
    seen_none = 0
    for text in texts:
        t = norm(text)
        low = lx.fold(str(text)[:200])
        _s, _l, _b, offers = _kind_patterns()
        t2 = offers.sub(" ", t) if offers is not None else t
        if not short.in_text(low) and not long.in_text(t2):
            seen_none += 1
            assert not _any_pattern(text), text
    assert seen_none > 100  # the test saw the shortcut taken
    assert row_kind("NVIDIA H100 SXM5 80GB") is None


def test_rows_with_kind_words_keep_their_kind():
    assert row_kind("运费") == "shipping"
    assert row_kind("Subtotal") == "subtotal"
    assert row_kind("NVIDIA H100 80GB 含运费") == row_kind.__wrapped__("NVIDIA H100 80GB 含运费")


def test_typo_search_compares_with_the_same_names_each_time():
    cat = bundled_catalog()
    first = cat.match("Trainum2")  # a typo: found by the typo search
    again = cat.match("AWS Trainum2")  # another spelling with the same numbered word: the names looked up once
    assert (first.how, first.device_id) == ("fuzzy", "aws-trainium2")
    assert (again.how, again.device_id) == ("fuzzy", "aws-trainium2")
    idx = cat._idx
    got = cat._typo_choices({"2"})
    assert got is cat._typo_choices({"2"})  # looked up once per set
    # what a fresh lookup gives
    idx.choices_of = None
    assert cat._typo_choices({"2"}) == got
    assert all("2" in name for name in got)
    assert cat._typo_choices(set()) == idx.no_digit


def test_a_name_is_resolved_once_and_each_caller_gets_its_own_match():
    from gpucompare.core.catalog import Catalog

    cat = Catalog(bundled_catalog().devices)  # a catalog of its own: an empty memo
    calls = []
    resolve = cat._resolve_name

    def counted(text):
        calls.append(text)
        return resolve(text)

    cat._resolve_name = counted
    first = cat.match("H800")  # an alias with siblings: candidates listed
    first.candidates.append("changed by a caller")
    first.folded = "changed"
    again = cat.match("H800")
    assert calls == ["H800"]  # resolved once
    assert again is not first
    assert "changed by a caller" not in again.candidates and again.folded == ""
    assert (again.device_id, again.how) == (first.device_id, first.how)
    assert cat.match("NVIDIA H100 SXM5 80GB").device_id == "nvidia-h100-sxm5-80gb"
    assert cat.match("Trainum2").how == "fuzzy"
    assert cat.match("某国产加速卡 X1").device_id is None
