"""Counts in a product's text: how many accelerators one priced item holds ('8x NVIDIA H100', '8×H100', '八卡',
'8卡H800', '8-GPU', 'DGX H100', 'GB200 NVL72', '72 Blackwell GPUs'), and which sizes are a device's memory.

A count written right before a size or a component ('16x 64GB DDR5', '8x 400G NIC', '2x Xeon') counts parts of a
server, not accelerators, and that size is never the accelerator's memory; a link speed beside a network word
('400G NIC', '2x 200Gb/s InfiniBand') is a link, not memory. The words (count suffixes, components, network words,
systems with a known count) are data in `data/lexicon`."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from gpucompare.sheets import lexicon as lx
from gpucompare.sheets.prices import fold

MAX_MODEL_CHARS = 300  # a "model" longer than this is a pasted paragraph, not a product name


def _lex() -> lx.Lexicon:
    return lx.get()


def _alt(*concepts: str) -> str:
    words = sorted({w for c in concepts for w in _lex().phrases(c)}, key=lx.longest_first)
    return "|".join(re.escape(w) for w in words)


def _tree(*concepts: str) -> str:
    """`_alt` written as a tree of the words' letters for a pattern compiled with re.IGNORECASE (`lx.folded_tree`):
    the same matches, found without trying every word at every place."""
    return lx.folded_tree({w for c in concepts for w in _lex().phrases(c)})


def _compiled(pattern: str) -> re.Pattern:
    """A case-insensitive pattern searched for in every product text, its first characters checked first
    (`lx.first_check`): the same matches, without trying each alternative at every place."""
    return lx.compiled(lx.first_check(pattern, re.IGNORECASE), re.IGNORECASE)


@lru_cache(maxsize=1)
def _numerals() -> dict[str, int]:
    return {k: int(v) for k, v in _lex().values("numerals").items()}


def _cjk_scales() -> str:
    """The amount scales written in a script without spaces ('万', '千', '亿'), as alternatives."""
    lex = _lex()
    words = {w for k in lex.keys("scale") for w in lex.phrases(f"scale.{k}") if not w.isascii()}
    return "|".join(re.escape(w) for w in sorted(words, key=lx.longest_first))


@lru_cache(maxsize=1)
def _patterns() -> dict[str, re.Pattern]:
    suffix = _alt("count.suffix")
    words = [w for w in _lex().phrases("count.suffix") if w.isalpha() and w.isascii()]
    word_alt = lx.folded_tree(words)  # each as the alternation longest first, as a tree of letters (`_tree`)
    signs = lx.folded_tree(w for w in _lex().phrases("count.suffix") if not w.isalpha())
    cjk = lx.folded_tree(w for w in _lex().phrases("count.suffix") if w.isalpha() and not w.isascii())
    # a word before the count stands alone ('Pilot of 2' holds no 'lot of'), of one word or several
    prefix = "|".join(
        (r"(?<![^\W\d_])" if w[:1].isalpha() else "") + re.escape(w) for w in _lex().phrases("count.prefix")
    )
    nums = lx.folded_tree(_numerals())
    nsuffix = _alt("count.numeral_suffix")
    not_suffix = _alt("count.not_suffix")
    device = _alt("count.device")
    gb = _alt("unit.gigabyte")
    after_amount = _alt(*(f"currency_after_amount.{k}" for k in _lex().keys("currency_after_amount")))
    return {
        # '8x', '8×', '8*', '8-GPU', '8 chips', '8卡', '8块'; '8xlarge' is an instance size
        "mult": _compiled(
            rf"(?<![\d.,a-z])([1-9]\d?)\s?(?:{signs}|-?(?:{word_alt})s?|{cjk})(?!{not_suffix}|\d)|"
            rf"(?:{prefix})\s?([1-9]\d?)(?![\d.])|"
            rf"({nums})\s?(?:{nsuffix})"
        )
        if suffix
        else re.compile(r"(?!x)x"),
        # a rack counts its GPUs in its name ('GB200 NVL72') or says them after a word or two ('72 Blackwell GPUs')
        "rack": lx.compiled(
            rf"(?<![a-z])nvl\s?(\d{{2}})(?!\d)|(?<![\d.,])([1-9]\d{{0,2}})\s(?:[a-z][\w-]{{0,15}}\s){{1,2}}(?:{device})\b",
            re.IGNORECASE,
        ),
        # 'Server kple NVIDIA H100 NVL 94GB 4' (Ewe: numerals follow their noun): the count ends the text, after the
        # devices a 'with' word names
        "with_then_count": lx.compiled(
            rf"(?<![^\W\d_])(?:{_alt('count.with_then_count')})\s(?:\S+\s){{1,6}}([1-9]\d?)\s*$", re.IGNORECASE
        )
        if _alt("count.with_then_count")
        else re.compile(r"(?!x)x"),
        "memory": lx.compiled(rf"(?<![\d.])(\d{{2,4}})\s?(?:{gb})(?![a-z])", re.IGNORECASE),
        # a digit after an amount's scale, then a word that is the currency right after an amount ('3万6块')
        "amount_tail": lx.compiled(
            rf".*\d(?:{_cjk_scales()})\d\s?(?:{after_amount})$" if _cjk_scales() and after_amount else r"(?!x)x"
        ),
        # 'PCIe x16', 'Gen5 x16', 'PCIe 5.0 x16': a slot's lanes after the slot word and its generation
        "slot_before": lx.compiled(rf"(?:{_alt('count.slot')})\s?(?:\d(?:\.\d)?)?\s?$", re.IGNORECASE),
        # a count word written without a space right after the number ('PCIe × 8개', 'PCIe ×8张'): pieces, no lanes
        "cjk_after": lx.compiled(rf"(?:{cjk})" if cjk else r"(?!x)x", re.IGNORECASE),
        "memtype_before": lx.compiled(rf"(?:{_alt('count.memory_type')})\d$", re.IGNORECASE),
        "size_before": lx.compiled(r"\d\s?tb$|\d\s?gb?$", re.IGNORECASE),
        "component": lx.compiled(
            rf"\s?(?:\d+(?:\.\d+)?\s?(?:{gb}|tb)\b\s?(?:{_alt('row.configuration', 'network.words')})|"
            rf"\d+(?:\.\d+)?\s?tb|(?:{_alt('row.configuration', 'component.words')})(?![a-z]))",
            re.IGNORECASE,
        ),
        "size_then_gb": lx.compiled(rf"\s?\d+\s?(?:{gb})", re.IGNORECASE),
        "not_system": lx.compiled(_tree("offer.not_system") or r"(?!x)x", re.IGNORECASE),
        "card_name": lx.compiled(_tree("offer.card_name") or r"(?!x)x", re.IGNORECASE),
        "split": lx.compiled(rf"[,;，；(（/+]|\s(?:{_alt('conjunction.words')})\s", re.IGNORECASE),
        "server": lx.compiled(_tree("offer.server", "offer.instance"), re.IGNORECASE),
        # a server word followed by a word of use ('服务器专用': for servers) says where a card goes, not what it is
        "server_use": lx.compiled(
            "|".join(
                x
                for x in (
                    rf"(?:{_tree('offer.server')})\s?(?:{_alt('offer.for_use')})" if _alt("offer.for_use") else "",
                    # a server word before a card noun in one phrase ('服务器深度学习显卡', 'AI服务器显卡': a card for
                    # servers; a phrase ends its head noun in Chinese), no count between them ('服务器 含8张显卡')
                    rf"(?:{_tree('offer.server')})(?=[^\d,，;；()（）]{{0,8}}(?:{_card_nouns()}))"
                    if _card_nouns()
                    else "",
                )
                if x
            )
            or r"(?!x)x",
            re.IGNORECASE,
        ),
        "capacity": lx.compiled(
            rf"(?:{_alt('count.capacity')})\s?[:：]?\s?$" if _alt("count.capacity") else r"(?!x)x", re.IGNORECASE
        ),
        "single": _compiled(_words_re("count.single")),
        # '8 pcs per set': the count of cards one priced set holds, said as such
        "per_set": lx.compiled(rf"(?<![\d.,])([1-9]\d?)\s?(?:{_alt('count.per_set')})(?![a-z])", re.IGNORECASE)
        if _alt("count.per_set")
        else re.compile(r"(?!x)x"),
        # a card's cooler named beside its count ('VENTUS 3X OC'): the count is its fans, not devices
        "cooler_after": lx.compiled(rf"\s?(?:{_alt('count.cooler')})(?![a-z])", re.IGNORECASE)
        if _alt("count.cooler")
        else re.compile(r"(?!x)x"),
        "cooler_before": lx.compiled(rf"(?<![a-z])(?:{_alt('count.cooler')})\s?$", re.IGNORECASE)
        if _alt("count.cooler")
        else re.compile(r"(?!x)x"),
        # a maker's cooler line right before its 'X3' ('Inno3D X3'); not a cooler word ('RTX 4090 OC x2' is two cards)
        "cooler_line_before": lx.compiled(rf"(?<![a-z])(?:{_alt('count.cooler_line')})\s?$", re.IGNORECASE)
        if _alt("count.cooler_line")
        else re.compile(r"(?!x)x"),
    }


def _words_re(concept: str) -> str:
    """Words of a concept standing alone (spaced scripts) or anywhere (scripts without spaces)."""
    parts = []
    for w in sorted(_lex().phrases(concept), key=len, reverse=True):
        body = re.escape(w)
        parts.append(body if lx.unspaced(w) else rf"(?<![a-z0-9]){body}(?![a-z0-9])")
    return "|".join(parts) or r"(?!x)x"


@lru_cache(maxsize=1)
def _systems() -> tuple[tuple[re.Pattern, int], ...]:
    """Systems whose name says their accelerators ('DGX H100' carries eight)."""
    out = []
    for name, n in _lex().values("system_gpus").items():
        body = r"[\s-]?".join(re.escape(p) for p in name.split())
        out.append((lx.compiled(rf"(?<![a-z]){body}(?![a-z0-9])", re.IGNORECASE), int(n)))
    return tuple(out)


@lru_cache(maxsize=1)
def _link() -> re.Pattern:
    """A link speed: a size next to a network word ('400G NIC', 'ConnectX-7 400G', '200Gb/s InfiniBand'), or
    written in a unit only links use ('100GbE', '400 Gbps')."""
    net = _tree("network.words")
    gb = _alt("unit.gigabyte")
    size = rf"\d{{2,4}}\s?(?:{_alt('network.size_unit')})\b"
    port = _alt("network.port")
    comp = _tree("component.host_part")
    return _compiled(
        rf"(?:\d+\s?[x×*]\s?)?(?:{size}\s?(?:(?:{port})\w*\s?)?(?:{net})|(?:{net})[\w-]{{0,8}}\s(?:\d+\s?[x×*]\s?)?{size}|"
        rf"\d{{2,4}}\s?(?:{_alt('network.speed_unit')})|"
        # '8x400G', '16*64GB', '4 × 3.84TB': a count times a size is parts (NICs, modules, drives)
        rf"(?<![\w.])\d{{1,2}}\s?[x×*]\s?\d{{1,4}}(?:\.\d+)?\s?(?:{gb}|tb)(?![a-z])|"
        # '448 GB RAM', '1,440 GB RAM', '2 TiB RAM', '512 GB 内存': a size a host part's word follows is the
        # server's or VM's own (system memory, drives), never the accelerator's
        rf"(?<![\w.,])\d{{1,3}}(?:[,.\s]\d{{3}})*(?:\.\d+)?\s?(?:{gb}|tb|tib)\s?(?:{comp})(?![a-z]))"
    )


@lru_cache(maxsize=1)
def _link_size() -> re.Pattern:
    """A size that is a link speed, at the start of a text ('400G NIC', '200Gb/s', '100GbE')."""
    net = _alt("network.words")
    size, port, speed = _alt("network.size_unit"), _alt("network.port"), _alt("network.speed_unit")
    return lx.compiled(
        rf"\d{{2,4}}\s?(?:{size})\b\s?(?:(?:{port})\w*\s?)?(?:{net})|\d{{2,4}}\s?(?:{speed})",
        re.IGNORECASE,
    )


def without_links(text: str) -> str:
    """The text without its link speeds and the sizes that follow a count ('HGX H200 8-GPU, 8x 400G' -> 'HGX H200
    8-GPU, '; '16x 64GB DDR5' goes too): a size right after a count is a part's (NICs, memory modules, drives), so
    what is left names the accelerator and its own memory."""
    t = _link().sub(" ", text)
    p = _patterns()
    out, last = [], 0
    for m in p["mult"].finditer(t):
        if not (m.group(1) or m.group(2)):
            continue
        sized = p["size_then_gb"].match(t, m.end())
        if sized is not None:
            out.append(t[last : m.start()])
            last = sized.end()
    out.append(t[last:])
    return "".join(out)


@lru_cache(maxsize=1)
def _machine_suffix() -> re.Pattern:
    """A cloud machine type that ends in its accelerator count ('a3-highgpu-8g', 'ct6e-standard-4t'): letters and
    digits joined by hyphens, the last part a count (at most 16, as machine types have) and a lexicon suffix: a
    memory size ("a100-sxm-80g") is not a count."""
    suffix = _alt("count.machine_suffix") or r"(?!x)x"
    return re.compile(rf"^[a-z][a-z0-9]*(?:-[a-z0-9]+)+-([1-9]|1[0-6])(?:{suffix})$", re.IGNORECASE)


def machine_type_count(name: str) -> int | None:
    """The accelerators a machine type's name ends in ('ct5lp-hightpu-8t' -> 8), or None."""
    m = _machine_suffix().match(name.strip()[:60])
    return int(m.group(1)) if m else None


#: a decimal digit of another script (Devanagari, Myanmar, Khmer, Bengali ...), counted as its ASCII one
_NATIVE_DIGIT = re.compile(r"[^\W\D0-9]")


def _sums_memory(text: str, total: int, before: int) -> bool:
    """Whether a memory size written before a count ('64GB' ahead of '4 x 16GB') is the count's parts added up."""
    return any(int(g) == total for g in re.findall(r"(\d+)\s?gb\b", text[:before], re.I))


@lru_cache(maxsize=16384)
def units_in_text(model: str) -> int:
    """Devices in a server or instance named in its text: '8x NVIDIA H100', '8×H100', '八卡', '8卡H800', '8-GPU',
    'DGX H100'. Full-width forms and other scripts' digits count as their ASCII ones ('８卡', '８×H20', 'ｘ８', '४ x
    L40S'); the text itself is not changed. Once per distinct text (an importer asks for a model's count in several
    of its rules: ~1,800 calls for ~750 texts on a sheet of 600 models, ~20 us each)."""
    if not model.isascii():
        model = fold(model[: 2 * MAX_MODEL_CHARS])
        model = _NATIVE_DIGIT.sub(lambda m: str(unicodedata.digit(m.group(0), 0)), model)  # '४ x L40S', '၈ x'
    head = model[:MAX_MODEL_CHARS]
    p = _patterns()
    if p["single"].search(head):
        return 1  # '单卡', 'single card': one device, whatever a count elsewhere says ('可配八卡整机')
    if (m := p["per_set"].search(head)) is not None and 1 < int(m.group(1)) <= 72:
        return int(m.group(1))  # '4 pcs per set incl. 2x NVLink bridges': four cards, the bridges parts of the set
    best = 1
    for rx, n in _systems():
        if rx.search(head) and not p["not_system"].search(head):
            best = n
            break
    numerals = _numerals()
    for m in p["mult"].finditer(head):
        n = int(m.group(1) or m.group(2) or 0) if (m.group(1) or m.group(2)) else numerals.get(m.group(3), 1)
        if (
            m.group(2)
            and p["slot_before"].search(head[max(0, m.start() - 12) : m.start()])
            and not p["cjk_after"].match(head, m.end())
        ):
            continue  # 'PCIe x16', 'PCIe 5.0 x16' is a slot, not sixteen cards
        if m.group(2) and p["memtype_before"].search(head[max(0, m.start() - 8) : m.start()]):
            continue  # 'GDDR6X 24GB' is a memory type, not 24 cards
        if m.group(2) and p["size_then_gb"].match(head, m.start(2)):
            continue  # 'A16 (4x16GB)': 'x16' is the size of each of a card's memories, not sixteen cards
        if m.group(2):
            before = head[max(0, m.start() - 12) : m.start()]
            after = head[m.end() : m.end() + 24]
            if re.search(r"\d\s?tb$", before, re.I) or p["component"].match(after):
                continue  # '3.84TB*4', '32GB*16 DDR5': drives and memory modules
            if n >= 12 and p["size_before"].search(before):
                continue
        if p["capacity"].search(head[max(0, m.start() - 24) : m.start()]):
            continue  # 'up to 8 GPUs', '可配八卡': what a chassis can take, not what is priced
        if m.group(1) and p["amount_tail"].match(head[max(0, m.start() - 4) : m.end()]):
            continue  # '3万6块': the tail of an amount in the spoken yuan (36,000), not six cards
        tail = head[m.end() : m.end() + 40]
        if m.group(2) and n <= 3 and re.match(r"\s?\d+\s?gb\b", tail, re.I) and head[: m.start()].strip():
            continue  # 'Inno3D GeForce RTX 5090 X3 32GB', 'Twin X2 16GB': between a card's name and its memory, its
            # cooler's fans; a count of cards stands before the name or after the whole name ('RTX 5090 32GB x3')
        if m.group(1) and (
            p["cooler_after"].match(tail) or p["cooler_before"].search(head[max(0, m.start() - 24) : m.start()])
        ):
            continue  # 'VENTUS 3X OC', 'WINDFORCE 3X': the card's fans in its name, not three cards
        if m.group(2) and n <= 3 and p["cooler_line_before"].search(head[max(0, m.start() - 24) : m.start()]):
            continue  # '(Inno3D X3)': the maker's cooler line named by its fans, not three cards
        if m.group(1) and p["component"].match(tail):
            continue  # '2x Intel Xeon', '32x 64GB DDR5', '8x 400G NIC': components, not accelerators
        if m.group(1) and _link_size().match(tail.lstrip()):
            continue  # '8x 400G NIC', '2x 200Gb/s': network ports, not accelerators
        if m.group(1) and n >= 12 and re.match(r"\s?\d+\s?gb", tail, re.I):
            continue  # '16x 64GB': memory modules; 'Platform 8× 180 GB' is eight accelerators of 180 GB
        if (
            m.group(1)
            and (each := re.match(r"\s?(\d+)\s?gb\b", tail, re.I))
            and _sums_memory(head, n * int(each.group(1)), m.start())
        ):
            continue  # 'A16 64GB (4 x 16GB)': one card's memory in four parts, not four cards
        if (
            m.group(1)
            and re.match(r"\s?\d+\s?gb\s*[)\]]", tail, re.I)
            and head[max(0, m.start() - 2) : m.start()].strip() in "(["
        ):
            continue  # 'A16 (4x16GB)': a card's memory configuration in brackets after its name, not four cards
        if 1 < n <= 72:
            best = max(best, n) if best == 1 else best
    if best == 1:
        for m in p["rack"].finditer(head):
            n = int(m.group(1) or m.group(2))
            if 1 < n <= 72:
                return n
        if (m := p["with_then_count"].search(head)) is not None and 1 < int(m.group(1)) <= 72:
            return int(m.group(1))
    if best > 1:
        return _cluster(head, best)
    return best


@lru_cache(maxsize=1)
def _cluster_patterns() -> tuple[re.Pattern, re.Pattern] | None:
    lex = _lex()
    cards = sorted(lex.phrases("count.suffix"), key=len, reverse=True)
    units = sorted(lex.phrases("count.unit"), key=len, reverse=True)
    if not cards or not units:
        return None
    alt = lambda ws: "|".join(re.escape(w) for w in ws)  # noqa: E731 - two alternations
    return (
        re.compile(rf"(?<![\d.,])(\d{{2,5}})\s?(?:{alt(cards)})", re.IGNORECASE),
        re.compile(rf"(?<![\d.,])(\d{{1,4}})\s?(?:{alt(units)})", re.IGNORECASE),
    )


def in_machines(model: str, units: float) -> bool:
    """Whether a text counts its devices as machines of several each ('1024卡 … 集群（128台八卡机）': 128 machines of
    eight): a cluster of servers, not a rack."""
    got = _cluster_patterns()
    if got is None or units <= 72 or not float(units).is_integer():
        return False
    head = fold(model[: 2 * MAX_MODEL_CHARS])
    n = int(units)
    return any(1 < (m := int(x.group(1))) < n and n % m == 0 and 1 < n // m <= 72 for x in got[1].finditer(head))


def _cluster(head: str, each: int) -> int:
    """The devices of a cluster sold whole ('1024卡 H20 141G 集群（128台八卡机+IB组网）'): a count of cards above what one
    machine holds that is its count of machines times the machine's cards, both written; else the machine's."""
    got = _cluster_patterns()
    if got is None:
        return each
    cards, machines = got
    counts = {int(m.group(1)) for m in machines.finditer(head)}
    for m in cards.finditer(head):
        n = int(m.group(1))
        if n > 72 and n % each == 0 and n // each in counts:
            return n
    return each


def per_device_memory(model: str, units: float) -> str:
    """A server's text with its total memory written per device ('640GB' over 8 devices -> '80GB'), or ''."""
    changed = False

    def per(m: re.Match) -> str:
        nonlocal changed
        total = int(m.group(1))
        if total % units == 0 and total / units >= 8:
            changed = True
            return f"{total / units:g}GB"
        return m.group(0)

    out = _patterns()["memory"].sub(per, without_links(model[:MAX_MODEL_CHARS]))
    return out if changed else ""


def gpu_phrases(model: str) -> list[str]:
    """The words after a server's multiplier, longest first (at most four words): 'H800 HGX 8-GPU', 'H800 HGX',
    'H800'; the caller takes the longest that names a device."""
    p = _patterns()
    for m in p["mult"].finditer(model[:MAX_MODEL_CHARS]):
        tail = model[m.end() : m.end() + 60]
        if p["component"].match(tail) or _link_size().match(tail.lstrip()):
            continue
        part = p["split"].split(tail, maxsplit=1)[0]
        words = p["server"].sub(" ", part).split()[:4]  # '8卡H800 服务器' names the H800
        out = [" ".join(words[:k]) for k in range(len(words), 0, -1)]
        out = [w.strip(" -:") for w in out if len(w.strip(" -:")) >= 2]
        if out:
            return out
    return []


def _card_nouns() -> str:
    """The card nouns of a head-final script (two characters or more, not ASCII: '显卡', '加速卡'), as alternatives."""
    words = [w for w in _lex().phrases("offer.card") if len(w) >= 2 and not w.isascii()]
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


def names_server(text: str) -> bool:
    """Whether a text names a server, system, node or instance ('GPU服务器', 'PowerEdge XE9680', 'p5.48xlarge
    instance'); a card's own name that holds such a word ('... Blackwell Server Edition') does not, nor a server
    word that says where a card goes ('显卡 服务器专用')."""
    return _names_server(text[:MAX_MODEL_CHARS])


@lru_cache(maxsize=4096)
def _names_server(text: str) -> bool:
    """`names_server`, once per distinct text (a sheet's model texts are asked about by several rules)."""
    p = _patterns()
    text = _without_commitments(text)
    return p["server"].search(p["server_use"].sub(" ", p["card_name"].sub(" ", text))) is not None


@lru_cache(maxsize=4096)
def rents_machine(text: str) -> bool:
    """Whether a rate card's text says one rented item is a whole physical machine: bare metal or a whole machine
    ('裸金属节点', '整机节点', 'bare-metal') or a billing unit per machine ('元/台/月'); never where it says an instance or
    a cloud's virtual machine ('容器实例', 'GPU云服务器'). A node alone ('8x H100 SXM node', '元/节点/天') does not
    say it: clouds call their virtual machines nodes too."""
    low = _node_shape().sub(" ", lx.fold(text[:MAX_MODEL_CHARS]))
    lex = _lex()
    if not low.strip() or lex.finder("offer.instance").search(low):
        return False
    if lex.finder("offer.bare_metal").search(low):
        return True
    units = lex.phrases("offer.machine_unit")
    return any(f"/{u}" in low.replace(" ", "") for u in units)


@lru_cache(maxsize=1)
def _node_shape() -> re.Pattern:
    """A count of devices per machine ('8卡/节点', '8 GPUs per node'): the shape of the machines a capacity runs on,
    not what one priced item is."""
    return lx.compiled(
        rf"\d+\s?(?:{_alt('count.suffix')})\s?(?:{_alt('period.per')})\s?(?:{_alt('offer.server')})",
        re.IGNORECASE,
    )


def _without_commitments(text: str) -> str:
    """The text with its commitment words blanked ('reserved', 'reserverad' hold 'server'): a rate reserved for a
    term names no server."""
    low = fold(text)
    if len(low) != len(text):
        return text  # (folding changed the length: the spans would not fit the text; rare, left as it is)
    spans = [(s, e) for _c, s, e in _lex().finder("price_role.commitment").finditer(low)]
    for s, e in reversed(spans):
        text = text[:s] + " " * (e - s) + text[e:]
    return text
