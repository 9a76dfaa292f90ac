"""perf71: the server and card-name word patterns (compiled with re.IGNORECASE) written as a tree of the words'
letters with each letter folded to one of the letters the engine takes as the same (`lexicon.folded_tree`); they
find what the alternation of the words longest first finds."""

import random
import re

from gpucompare.sheets import lexicon as lx
from gpucompare.sheets.importer import counts


def _flat(words) -> re.Pattern:
    return re.compile("|".join(re.escape(w) for w in sorted(set(words), key=lx.longest_first)), re.IGNORECASE)


def test_a_folded_tree_writes_one_branch_for_each_letter_whatever_its_case():
    # 'Server', 'SERVER' and 'server' are one branch; the first letters are checked as one set first
    assert lx.folded_tree(["server", "SERVER", "Serv", "node"]) == "(?=[ns])(?:node|serv(?:er)?)"
    # 'ſ' (long s) and 'K' (Kelvin sign) are 's' and 'k' to the engine: one branch each
    assert lx.folded_tree(["ſa", "sab", "\u212aw", "kwx"]) == "(?=[ks])(?:kw(?:x)?|sa(?:b)?)"


def test_a_folded_tree_finds_what_the_alternation_longest_first_finds():
    words = ["Server", "serv", "SERVERS", "ſerver x", "İnstance", "ınst", "ΣΊΣ", "σισ x", "gpu-Node", "服务器", "服务"]
    flat, tree = _flat(words), re.compile(lx.folded_tree(words), re.IGNORECASE)
    rng = random.Random(71)
    alphabet = "sSſeErRvV xXİIıiNnsStTaAcCΣσςιΊ-gGpPuUoOdD服务器"
    for _ in range(3000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 14)))
        assert flat.sub("#", text) == tree.sub("#", text), text
        for pos in range(len(text) + 1):
            m1, m2 = flat.search(text, pos), tree.search(text, pos)
            assert (m1 and m1.span()) == (m2 and m2.span()), (text, pos)
    # a word the rest of a pattern refuses gives way to a shorter one, as in the alternation
    rest = r"\s?(?:only)"
    assert re.compile(f"(?:{lx.folded_tree(words)}){rest}", re.I).search("SERVer only").group(0) == "SERVer only"
    assert re.compile(f"(?:{lx.folded_tree(words)}){rest}", re.I).search("SERVERs only").group(0) == "SERVERs only"


def test_the_server_words_name_the_same_things_as_before():
    """What a user sees: the same server, instance and card-name words are found in product texts."""
    for concepts in (("offer.server", "offer.instance"), ("offer.card_name",), ("offer.not_system",)):
        flat, tree = (
            _flat(w for c in concepts for w in counts._lex().phrases(c)),
            re.compile(counts._tree(*concepts), re.I),
        )
        for text in (
            "Dell PowerEdge XE9680 8x H100 SXM5",
            "GPU服务器 8卡 H800",
            "NVIDIA RTX PRO 6000 Blackwell Server Edition",
            "p5.48xlarge INSTANCE, 8x H100",
            "显卡 服务器专用",
            "ThinkSystem SR675 V3 / SuperServer SYS-821GE",
            "DGX Station GB300",
        ):
            assert flat.sub("#", text) == tree.sub("#", text), (concepts, text)
    assert counts.names_server("Dell PowerEdge XE9680 8x H100 SXM5")
    assert counts.names_server("GPU服务器 8卡 H800")
    assert not counts.names_server("NVIDIA RTX PRO 6000 Blackwell Server Edition")
    assert not counts.names_server("显卡 服务器专用")


def test_a_word_holding_a_kind_word_is_found_by_its_substrings():
    from gpucompare.sheets import header

    kinds = frozenset({"服务", "tax", "shipping", "运费"})
    for text, holds in (("服务器", True), ("服務器", False), ("taxi", True), ("server", False), ("", False)):
        assert header._holds_one(text, kinds, 8) is holds, text
        assert any(k in text for k in kinds) is holds, text
    rng = random.Random(7)
    for _ in range(2000):
        text = "".join(rng.choice("taxshipng服务器运费 ") for _ in range(rng.randint(0, 10)))
        assert header._holds_one(text, kinds, 8) == any(k in text for k in kinds), text
    # the server words whose row-kind words make them an offer, not a service: the same as looking for each kind word
    lex = header.lexicon()
    words = header._KIND_WORDS_SET()
    longest = max(map(len, words))
    for w in (w for c in ("offer.server", "offer.instance") for w in lex.words(c)):
        assert header._holds_one(w, words, longest) == any(k in w for k in words), w


def test_a_first_check_names_the_characters_a_match_begins_with():
    assert lx.first_check(r"(?<![a-z])x\s?(\d)|ab|[c-e]f", re.I) == r"(?=[ac-ex])(?:(?<![a-z])x\s?(\d)|ab|[c-e]f)"
    # a match that may be empty, or begin with any character or outside a set: the pattern as it is
    for pattern in (r"a?", r"[^a]b", r".b", r"(?i)ab", r"\s*"):
        assert lx.first_check(pattern, re.I) == pattern
    rng = random.Random(17)
    for pattern in (r"(?<![\d.])(\d{2})\s?(?:gb|g)|(?:x|×)\s?(\d)|八卡", r"(?:ab)?c|d*e|(?=q)[qz]+", r"\s?\d+|Σσ"):
        plain, checked = re.compile(pattern, re.I), re.compile(lx.first_check(pattern, re.I), re.I)
        for _ in range(2000):
            text = "".join(rng.choice("abcdeqzxX×八卡 8016gGbBΣσς.") for _ in range(rng.randint(0, 12)))
            assert [(m.span(), m.groups()) for m in plain.finditer(text)] == [
                (m.span(), m.groups()) for m in checked.finditer(text)
            ], (pattern, text)


def test_the_count_patterns_read_the_same_counts():
    """What a user sees: the accelerators a product text holds, and its link speeds left out, as before."""
    assert counts.units_in_text("Dell PowerEdge XE9680 8x NVIDIA H100 SXM5 80GB") == 8
    assert counts.units_in_text("GPU服务器 八卡 H800") == 8
    assert counts.units_in_text("HGX H200 8-GPU, 8x 400G NIC, 16x 64GB DDR5") == 8
    assert counts.without_links("HGX H200 8-GPU, 8x 400G").strip(" ,") == "HGX H200 8-GPU"
    assert counts.gpu_phrases("8x H800 HGX, 2x Xeon")[-1] == "H800"


def _prefix_tree_by_calls(words) -> str:
    """perf64's prefix_tree, one call per letter: the text the faster walk must write."""
    tree: dict = {}
    for w in words:
        node = tree
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def branch(node: dict) -> str:
        parts = [re.escape(ch) + branch(node[ch]) for ch in sorted(node) if ch]
        if not parts:
            return ""
        body = parts[0] if len(parts) == 1 else "(?:" + "|".join(parts) + ")"
        return f"(?:{body})?" if "" in node else body

    return branch(tree)


def test_the_prefix_tree_walks_runs_of_letters_and_writes_the_same_text():
    assert lx.prefix_tree(["network card", "network", "net"]) == r"net(?:work(?:\ card)?)?"
    assert lx.prefix_tree([]) == "" and lx.prefix_tree([""]) == ""
    rng = random.Random(71)
    for _ in range(3000):
        words = ["".join(rng.choice("ab-$. 二") for _ in range(rng.randint(0, 5))) for _ in range(rng.randint(0, 7))]
        assert lx.prefix_tree(words) == _prefix_tree_by_calls(words), words
    words = lx.get().phrases("condition.used") + lx.get().phrases("offer.server")
    assert lx.prefix_tree(words) == _prefix_tree_by_calls(words)


def test_patterns_kept_compiled_are_the_engine_s_own():
    from gpucompare.sheets.importer import matching, notes

    assert matching._CJK_EDGE == re.compile(matching._CJK_EDGE.pattern)
    assert matching._CJK_EDGE.sub(" ", "英伟达A100服务器") == "英伟达 A100 服务器"
    got = notes._patterns()["month_d_y"]
    assert got == re.compile(got.pattern, got.flags)
