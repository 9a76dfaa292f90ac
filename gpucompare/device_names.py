"""A list of devices as a user types it (report --devices): the names, each with its optional ':BASIS', read from
any list mark people use (',', '，', ';', '；', '、', '|', a tab or a new line) or from plain spaces as copied from
the table ('H800 SXM5 80GB A100 SXM4 80GB'), when the catalog reads every part one way; refused in one sentence
naming the part that names no device. Never a list read as one of its names (the matcher took 'H800 A100 MI300X'
for the MI300X, silently). Qt-free; the command line uses it."""

from __future__ import annotations

import re

from gpucompare.errors import BadArgument

#: marks between names that no device name or price holds
_HARD_MARKS = re.compile(r"[;；、|\t\n\r]")
#: commas: between names, or inside a CPU's name ('..., per socket') or a price ('buy=250,000')
_COMMAS = re.compile(r"[,，]")
#: words a name may add after its model without naming another device: memory size and form factor ('OAM 64GB')
_SIZE_OR_FORM = re.compile(r"(?:\d+(?:\.\d+)?\s*(?:gb|gib|g)|sxm\d?|pcie|oam|nvl\d*|hbm\d?e?)", re.IGNORECASE)
#: a name's most words, and a list's: the search stays linear in what was typed
MAX_NAME_WORDS = 10
MAX_WORDS = 200


def _names(catalog, head: str):
    """What `head` (a name without its basis) names: ('device', id), ('family', ids), ('instance', head) or None,
    with how cleanly: 2 the device's own name, 1 an alias or a family, 0 a looser reading."""
    from gpucompare.core.pricing import is_cloud_instance

    head = head.strip()
    if not head:
        return None, -1
    if is_cloud_instance(head):
        return ("instance", head), 2
    m = catalog.match(head)
    if m.device_id:
        clean = 2 if m.how == "exact" else 1 if m.how == "alias" and m.confidence >= 0.95 else 0
        return ("device", m.device_id), clean
    if m.how == "ambiguous" and m.candidates:
        return ("family", tuple(m.candidates)), 1
    return None, -1


def _within(part, whole) -> bool:
    """Whether what a word names (`part`) agrees with what its whole name names (`whole`): the same device, a family
    holding it, or a family inside the whole's family."""
    if part == whole:
        return True
    if part[0] == "family":
        held = {whole[1]} if whole[0] == "device" else set(whole[1]) if whole[0] == "family" else {None}
        return held <= set(part[1])
    return False


def _clean_group(catalog, words: list[str]) -> tuple[tuple, int] | None:
    """What a run of words names cleanly, with how cleanly (2 a device's own name, 1 an alias or a family, 0 a
    looser reading), or None. Every word that names something on its own must agree with the whole ('H800 A100
    SXM4' is not the A100 family the matcher would read); a looser reading's other words are a memory size or form
    factor beyond a clean shorter name ('Ascend 910B OAM 64GB', 'H100 SXM5'), never others ('H800 Foo 3000')."""
    if any(":" in w for w in words[:-1]):
        return None
    heads = [w.partition(":")[0] for w in words]
    named, clean = _names(catalog, " ".join(heads))
    if named is None:
        return None
    if clean == 2:
        return named, 2
    if clean == 1 and named[0] == "device":  # a name the catalog lists for it ('5090D V2', though '5090D' is another)
        return named, 1
    # what each word names on its own, cleanly ('TITAN' alone is a loose reading of the TITAN V: not counted)
    alone = [n if c >= 1 else None for n, c in (_names(catalog, w) for w in heads)] if len(heads) > 1 else [named]
    if any(a is not None and not _within(a, named) for a in alone):
        return None
    if clean == 1:
        return named, 1
    if all(a is not None or _SIZE_OR_FORM.fullmatch(w) for a, w in zip(alone, heads, strict=True)):
        return named, 0
    for k in range(len(heads) - 1, 0, -1):
        shorter, how = _names(catalog, " ".join(heads[:k]))
        if shorter is not None and how >= 1 and _within(shorter, named):
            return (named, 0) if all(_SIZE_OR_FORM.fullmatch(w) for w in heads[k:]) else None
    return None


def by_spaces(catalog, text: str) -> list[str] | None:
    """`text` read as names separated by spaces, when it holds two or more devices every word of which belongs to a
    clean name (fewest names): the names; None when it is one name, or names nothing; a BadArgument naming the
    words that name nothing beside words that do ('H800 Foo MI300X', 'H800 Foo': never read as the H800 alone)."""
    words = text.split()
    if len(words) < 2 or len(words) > MAX_WORDS:
        return None
    n = len(words)
    # best[i]: the fewest clean names covering words[:i], the cleanest of those (devices' own names first), and
    # where the last began; linear in the words, a name being at most MAX_NAME_WORDS long
    best: list[tuple[int, int, int] | None] = [None] * (n + 1)
    best[0] = (0, 0, 0)
    for i in range(1, n + 1):
        for j in range(max(0, i - MAX_NAME_WORDS), i):
            group = _clean_group(catalog, words[j:i]) if best[j] is not None else None
            if group is None:
                continue
            cand = (best[j][0] + 1, best[j][1] - group[1], j)
            if best[i] is None or cand[:2] < best[i][:2]:
                best[i] = cand
    if best[n] is not None:
        cuts, i = [], n
        while i > 0:
            cuts.append((best[i][2], i))
            i = best[i][2]
        names = [" ".join(words[a:b]) for a, b in reversed(cuts)]
        return names if len(names) >= 2 else None
    # no reading covers every word: the longest clean names from the left, and the words between them
    found, stray, i = [], [], 0
    while i < n:
        for j in range(min(n, i + MAX_NAME_WORDS), i, -1):
            if _clean_group(catalog, words[i:j]) is not None:
                found.append(" ".join(words[i:j]))
                i = j
                break
        else:
            stray.append(words[i])
            i += 1
    if found and stray:
        raise BadArgument(
            f"{' '.join(stray)!r} in {text!r} names no device (the rest reads as {', '.join(found)}); check the name "
            "with 'gpucompare devices', and separate devices with commas"
        )
    return None


def split_device_list(catalog, text: str) -> list[str]:
    """The names in a --devices list, each with its ':BASIS' (see the module's description). A name left as typed
    when it is not a list; device_option then reads or refuses it."""
    names: list[str] = []
    parts = _HARD_MARKS.split(text)
    if sum(len(_COMMAS.split(p)) for p in parts) > MAX_WORDS:
        raise BadArgument(f"--devices lists more names than a report can compare ({text[:60]!r}...)")
    for part in parts:
        pieces = _COMMAS.split(part)
        joined: list[str] = []
        i = 0
        while i < len(pieces):
            # a device's own name holding commas ('Xeon Platinum 8380 40C/80T, 2.3 GHz base, per socket')
            for j in range(min(len(pieces), i + 6), i + 1, -1):
                head = ",".join(pieces[i:j]).partition(":")[0]
                if _COMMAS.search(head) and catalog.match(head.strip()).how == "exact":
                    joined.append(",".join(pieces[i:j]).strip())
                    i = j
                    break
            else:
                piece = pieces[i]
                head = piece.partition(":")[0].strip()
                # a price's thousands ('H800:buy=250,000'): the piece after a basis that names no device
                if joined and ":" in joined[-1] and _names(catalog, head)[0] is None:
                    joined[-1] += "," + piece
                elif piece.strip():
                    joined.append(piece.strip())
                i += 1
        for name in joined:
            head = name.partition(":")[0].strip()
            if catalog.match(head).how == "exact":
                names.append(name)
                continue
            spaced = by_spaces(catalog, name)
            names.extend(spaced or [name])
    return [n for n in names if n]
