"""perf64: a finder tries at each place only the first words as long as the one its start pattern found there, or
shorter; the words it finds are the ones an exhaustive try of every first-word length finds."""

import copy

from gpucompare.sheets import lexicon as lx
from gpucompare.sheets.lexicon import Entry, Finder


def _finder(words: dict[str, list[str]]) -> Finder:
    entries = {c: [Entry(w, lx.squash(w), w.endswith("*"), "en") for w in ws] for c, ws in words.items()}
    for es in entries.values():
        for i, e in enumerate(es):
            if e.stem:
                es[i] = e._replace(phrase=e.phrase[:-1])
    return Finder(entries, {})


def _exhaustive(f: Finder) -> Finder:
    """The same finder trying every first-word length at every place (as before)."""
    every = sorted({n for ns in f._lengths.values() for n in ns}, reverse=True)
    f._lengths = dict.fromkeys(f._lengths, every)
    return f


WORDS = {
    "condition.used": ["b stock", "b-ware", "used", "pulled", "i.e. used"],
    "condition.new": ["new", "brand new", "neu", "ex"],
    "offer.card": ["card", "c", "card only"],
    "sign": ["$", "us$", "us dollar"],
}
TEXTS = [
    "nvidia h100 sxm5 80gb b stock",
    "brand new card only, us$ 25,000",
    "used a100 (pulled) ex demo",
    "rtx 4090 b-ware us dollar price",
    "ex works; c grade card",
    "i.e. used, brand newish",
    "",
    "bbbbbbbbbbbbbbbbbbbbbbbbbbbbb new",
]


def test_a_finder_finds_what_trying_every_first_word_length_finds():
    fast, slow = _finder(WORDS), _exhaustive(_finder(WORDS))
    for text in TEXTS:
        assert list(fast.finditer(text)) == list(slow.finditer(text)), text
    # what a user sees: the words found, leftmost first and then longest
    assert [c for c, _s, _e in fast.finditer("brand new card only, us$ 25,000")] == [
        "condition.new",
        "offer.card",
        "sign",
    ]
    assert fast.search("rtx 4090 b-ware") == ("condition.used", 9, 15)


def test_the_lexicon_finders_agree_with_an_exhaustive_try():
    lex = lx.get()
    concepts = ("condition.used", "condition.refurbished", "condition.new")
    fast = lex.finder(*concepts)
    slow = _exhaustive(copy.copy(fast))
    for text in ("nvidia a100 80gb 二手 拆机", "h100 pcie brand new, b-stock", "refurbished l40s", "nvidia h20 sxm"):
        folded = lx.fold(text)
        assert list(fast.finditer(folded)) == list(slow.finditer(folded)), text


def test_a_prefix_tree_finds_the_longest_word_where_the_alternation_does():
    import random
    import re

    words = ["a", "ab", "abc", "abd", "b", "b stock", "b-ware", "$", "us$", "二手", "二手货", "x.y", "(c)"]
    flat = re.compile("|".join(map(re.escape, sorted(words, key=len, reverse=True))))
    tree = re.compile(lx.prefix_tree(words))
    assert lx.prefix_tree(["a", "ab", "abc"]) == "a(?:b(?:c)?)?"
    rng = random.Random(64)
    alphabet = "abcdsu$ -二手货x.y(c)tockware"
    for _ in range(2000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 12)))
        for pos in range(len(text) + 1):
            m1, m2 = flat.search(text, pos), tree.search(text, pos)
            assert (m1 and m1.span()) == (m2 and m2.span()), (text, pos)


def test_the_program_importing_a_workbook_runs_without_the_cycle_collector(tmp_path):
    """`gpucompare import` as a program pauses the cycle collector for the whole command (the analysis paused it
    already; now start-up and output too); a caller of main() in the same process keeps its collector."""
    import gc
    import os
    import subprocess
    import sys
    from pathlib import Path

    from gpucompare.__main__ import main

    sheet = tmp_path / "q.csv"
    sheet.write_text("Model,Price (USD)\nH100 SXM5 80GB,25000\n", encoding="utf-8")
    probe = (
        "import atexit, gc, sys; atexit.register(lambda: print('collector', gc.isenabled())); "
        f"sys.argv = ['gpucompare', '--home', {str(tmp_path)!r}, 'import', {str(sheet)!r}, '--dry-run']; "
        "from gpucompare.__main__ import main; main()"
    )
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root)}
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, timeout=120)
    assert "1 quotes would be imported" in out.stdout
    assert out.stdout.strip().endswith("collector False")
    was = gc.isenabled()  # the suite runs with automatic collection off (qtkit.gc_guard); on for this check
    gc.enable()
    try:
        assert main(["--home", str(tmp_path), "import", str(sheet), "--dry-run"]) == 0
        assert gc.isenabled()
    finally:
        if not was:
            gc.disable()
