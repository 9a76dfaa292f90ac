"""Matching a model text to a catalog device with the catalog's one resolver, and a check that the match names the
same model number: 'H20' is not 'H200', '4090D' is not '4090', 'L40' is not 'L40S'.

`Matcher` holds the thin confidence check kept on the importer's side until the catalog's resolver reports how sure
it is (`Catalog.match_warning`, used as soon as the catalog has it); the check never makes a match, it only refuses
one that names another model number, or flags one below LOW_CONFIDENCE."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from gpucompare.core.catalog import Catalog, Match
from gpucompare.i18n import Msg
from gpucompare.safetext import fold_name
from gpucompare.sheets import lexicon as lx
from gpucompare.sheets.importer.counts import without_links

_CJK_EDGE = lx.compiled(  # its compiled form kept (4 wide sets: 2 ms to compile)
    r"(?<=[A-Za-z0-9])(?=[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af])|"
    r"(?<=[\u3040-\u30ff\u4e00-\u9fff\uac00-\ud7af])(?=[A-Za-z0-9])"
)
LOW_CONFIDENCE = 0.85  # below this a match is shown with a warning
MEMORY_NEAR = 0.25  # within 25% of a reported (not datasheet) memory: the same device written loosely, with a warning
_TOKEN = re.compile(r"[a-z0-9]+")
#: a word of a model text with a digit in it, and the letters a scan's text recognition puts for digits in one
_SCANNED_WORD = re.compile(r"[0-9A-Za-zА-Яа-я]*[0-9][0-9A-Za-zА-Яа-я]*")
_SCANNED_DIGITS = str.maketrans("OoОоlЗ", "000013")


def ocr_model_text(text: str) -> str:
    """A model text with the letters a scan misreads for digits (O for 0, l for 1, Cyrillic З for 3) read as digits
    inside the words that hold a digit already ('A1OO' -> 'A100', '8OGB' -> '80GB', 'L4OS' -> 'L40S'), and a small
    l for a capital I after two capitals ('PCle' -> 'PCIe'); other words are left alone. Tried only for a text that
    names no device as written."""
    fixed = _SCANNED_WORD.sub(lambda m: m.group(0).translate(_SCANNED_DIGITS), text[:300])
    # a small l after two capitals at a word's end ('PCle'): the capital I it was scanned from ('PCIe')
    return _SCANNED_CAPITAL_I.sub("I", fixed)


_SCANNED_CAPITAL_I = re.compile(r"(?<=[A-Z]{2})l(?=[a-z]?(?![A-Za-z0-9]))")


@lru_cache(maxsize=1)
def _words() -> tuple[re.Pattern, frozenset[str], re.Pattern, re.Pattern, tuple]:
    """(a suffix that keeps a model number the same model, prefixes that do too, a memory size token, a memory size
    in a text, the brand words read as the catalog's names), from the lexicon."""
    lex = lx.get()
    gb = "|".join(re.escape(w) for w in sorted(lex.phrases("unit.gigabyte"), key=len, reverse=True))
    suffix = "|".join(re.escape(w) for w in lex.phrases("model_name.suffix"))
    brands = tuple(sorted(lex.values("brand").items(), key=lambda x: -len(x[0])))
    return (
        re.compile(rf"^(?:(?:{suffix})\d*|\d{{2,3}}(?:{gb})?)$"),
        frozenset(lex.phrases("model_name.prefix")),
        re.compile(rf"^\d{{1,3}}(?:{gb})$"),
        re.compile(rf"(?<![\d.])(\d{{1,3}})\s?(?:{gb})(?![a-z0-9])", re.IGNORECASE),
        brands,
    )


@lru_cache(maxsize=4096)
def _unlinked(text: str) -> str:
    """`without_links(text)`, once per distinct text: a model text is read without its links three or four times
    (the name, its memory, the name without its memory, another memory)."""
    return without_links(text)


def _mem_in_text(text: str):
    """The first memory size a text names, not counting link speeds and the sizes after a count ('8x 400G')."""
    return _words()[3].search(_unlinked(text))


def _without_memory(text: str) -> str:
    return _words()[3].sub(" ", _unlinked(text))


def in_catalog_words(text: str) -> str:
    """A model text with its makers' and product lines' local names read as the catalog's ('华为昇腾910B3' ->
    'huawei ascend 910B3'); the text itself when it has none."""
    out = text
    for word, latin in _words()[4]:
        if word in out:
            out = out.replace(word, f" {latin} ")
    return out


def _tokens(text: str) -> list[str]:
    return list(_tokens_of(text[:300]))


@lru_cache(maxsize=8192)
def _tokens_of(text: str) -> tuple[str, ...]:
    """The words of a text of at most 300 characters, once per distinct text (a model text and the catalog's names
    are read for their words several times each)."""
    t = fold_name(text).lower()  # look-alike letters folded as the resolver reads them ('910В' is 910B)
    toks = _TOKEN.findall(t)
    out: list[str] = []
    for tok in toks:
        # 'RTX 4090 D' writes the variant letter apart: join a lone letter to the model number before it
        if len(tok) == 1 and tok.isalpha() and out and out[-1][-1:].isdigit() and not _words()[2].match(out[-1]):
            out[-1] += tok
        else:
            out.append(tok)
    return tuple(out)


def _model_numbers(text: str) -> frozenset[str]:
    """Tokens of a name that carry a digit and are not a memory size ('h100', '4090', 'mi300x')."""
    return _numbers_of(text[:300])


@lru_cache(maxsize=8192)
def _numbers_of(text: str) -> frozenset[str]:
    return frozenset(t for t in _tokens_of(text) if any(ch.isdigit() for ch in t) and not _words()[2].match(t))


def _same(device_token: str, text_tokens: list[str]) -> bool:
    for t in text_tokens:
        if t == device_token:
            return True
        if t.startswith(device_token) and _words()[0].match(t[len(device_token) :]):
            return True  # 'a100sxm4', 'h100pcie'
        if t.endswith(device_token) and t[: -len(device_token)] in _words()[1]:
            return True  # 'rtx4090'
    return False


_CODE = re.compile(r"[a-z0-9]*\d[a-z0-9]*(?:[-/][a-z0-9]+)+")
_DIGITS = re.compile(r"\d")


def _only_in_codes(name: set[str], text: str) -> bool:
    """Whether a device's model-number tokens occur in a text only as a later part of a code whose first part is
    itself a model-like token ('P4' in 'RP6K-P4' is part of a part number, not the Tesla P4; 'H100' in 'H100-SXM5'
    leads its code and is the device's)."""
    low = fold_name(text[:300]).lower()
    codes = [m.group(0) for m in _CODE.finditer(low)]
    if not codes:
        return False
    free = _CODE.sub(" ", low)
    for tok in name:
        if re.search(rf"(?<![a-z0-9]){re.escape(tok)}", free):
            return False  # named outside any code
        if not any(
            tok in re.split(r"[-/]", c)[1:] or any(p.startswith(tok) for p in re.split(r"[-/]", c)[1:]) for c in codes
        ):
            return False
    return True


def _one_memory(catalog: Catalog, device) -> bool:
    """Whether the catalog holds this model in one memory size only (then a different size written beside the name
    is a typo or an unlisted variant, not another catalog device)."""
    sizes = {
        d.get("memory_gb") for d in catalog.by_id.values() if d.model == device.model and d.vendor == device.vendor
    }
    return len(sizes) <= 1


def _memory_only_reported(device) -> bool:
    """Whether the catalog's memory size for a device rests on reports, not on a datasheet."""
    prov = device.provenance.get("memory_gb")
    return (prov.confidence if prov is not None else device.confidence) != "datasheet"


class Matcher:
    """One resolver call and one check per distinct model text."""

    def __init__(self, catalog: Catalog):
        self.catalog = catalog
        self.cache: dict[str, tuple[Match, str | None]] = {}
        self._names: dict[str, list[set[str]]] = {}
        self._raw: dict[str, Match] = {}
        self._memory_differs: dict[str, tuple[float, float]] = {}  # text -> (memory it says, the device's)
        self._patterns: dict[str, list[re.Pattern]] = {}
        self._own: dict[str, list[tuple[str, set[str]]]] | None = None  # `_own_index`

    def names_another_model(self, text: str, device_id: str) -> bool:
        """Whether a text names a model number of the device's shape that is not the device's ('PRIME-RTX5080-O16G'
        or 'RTX 5080' beside the RTX 5090: a sibling the catalog may not hold), so it is never read as that device. A
        bare figure counts only after a maker's or a line's word ('RTX 5080'), never alone (a year, a clock)."""
        numbers = {n for name in self._device_numbers(device_id) for n in name}
        shapes = {_DIGITS.sub("9", n) for n in numbers if len(n) >= 3}
        toks = _tokens(text)
        if not shapes or any(_same(n, toks) for n in numbers):
            return False
        prefixes = _words()[1]
        for i, tok in enumerate(toks):
            cores = [p_ for p in prefixes if tok.startswith(p) and len(tok) > len(p) for p_ in (tok[len(p) :],)]
            if not tok.isdigit() or (i > 0 and toks[i - 1] in prefixes):
                cores.append(tok)
            if any(c not in numbers and _DIGITS.sub("9", c) in shapes for c in cores):
                return True
        return False

    def _device_numbers(self, device_id: str) -> list[set[str]]:
        got = self._names.get(device_id)
        if got is None:
            d = self.catalog.by_id[device_id]
            got = [n for n in (_model_numbers(x) for x in (d.model, d.name, *d.aliases)) if n]
            self._names[device_id] = got
        return got

    def resolve(self, text: str) -> Match:
        """The resolver's own answer for a text, once per distinct text (used to recognise a model column). When
        it finds nothing, the name without its link speeds and memory size is tried, kept only if the device has
        that memory; a text with local maker or product-line names ('华为昇腾910B3') is also read with the
        catalog's names for them, and that reading is kept when it names the model number more exactly."""
        got = self._raw.get(text)
        if got is None:
            got = self._resolve_one(text)
            local = in_catalog_words(text[:300])
            if local != text[:300] and got.how not in ("exact", "alias"):
                other = self._resolve_one(local)
                if other.device_id is not None and (
                    got.device_id is None
                    or self._exactness(other.device_id, text) > self._exactness(got.device_id, text)
                ):
                    got = other
                    if local in self._memory_differs:
                        self._memory_differs[text] = self._memory_differs[local]
            if got.device_id is not None and got.how != "exact":
                got = self._own_name(got, text)
            if got.device_id is None or self.catalog.by_id[got.device_id].category == "CPU":
                got = self._beside_host(got, text)
            self._raw[text] = got
        return got

    def _host_pattern(self) -> re.Pattern | None:
        """The names of the catalog's CPUs, with a count before them ('2x EPYC 9654', '2 × Xeon 8380'), once."""
        got = getattr(self, "_hosts", False)
        if got is False:
            names = {
                n
                for d in self.catalog.by_id.values()
                if d.category == "CPU"
                for n in (d.model, *d.aliases)
                if n and len(n) >= 4
            }
            # longest first, then alphabetical: a set's order changes with each process's hash seed, and a pattern
            # whose text changes is compiled again and the kept copy rewritten at every exit
            order = sorted(names, key=lambda n: (-len(n), n))
            body = "|".join(re.escape(n).replace(r"\ ", r"[\s\-]*") for n in order)
            got = lx.compiled(rf"(?:\d{{1,2}}\s?[x×*]\s?)?(?<![a-z0-9])(?:{body})(?![a-z0-9])", re.I) if body else None
            self._hosts = got
        return got

    def _beside_host(self, got: Match, text: str) -> Match:
        """A server line naming its accelerators and its host CPUs ('8x MI300X 192GB, 2x EPYC 9654'): the CPUs
        are the host's, the accelerator the offer; the match as it was when nothing else is named."""
        hosts = self._host_pattern()
        if hosts is None or hosts.search(text[:300]) is None:
            return got
        rest = hosts.sub(" ", text[:300])
        if not any(ch.isalnum() for ch in rest):
            return got
        other = self._resolve_one(rest)
        if other.device_id is not None and self.catalog.by_id[other.device_id].category != "CPU":
            return other
        return got

    def _own_name(self, got: Match, text: str) -> Match:
        """A device matched by an alias or a server name ('Ascend 910B' by 'Atlas 800T A2' or '910B3') when the text
        holds another catalog device's own model number ('910B3' is the Ascend 910B3's model): the device whose own
        name the text gives, the longest of them; the match as it was otherwise."""
        if self._exactness(got.device_id, text) == 2:
            return got
        toks = set(_tokens(in_catalog_words(text)))
        d = self.catalog.by_id[got.device_id]
        family = set().union(*(_model_numbers(x) for x in (d.model, d.name)))
        index = self._own_index()
        best: tuple[int, str] | None = None
        for tok in toks:
            if not any(tok != f and tok.startswith(f) for f in family):
                continue  # only a longer model number of the matched one's own ('910b3' of '910b'): its variant
            for device_id, numbers in index.get(tok, ()):
                if device_id != got.device_id and numbers <= toks:
                    size = sum(len(n) for n in numbers)
                    if best is None or size > best[0]:
                        best = (size, device_id)
        if best is None:
            return got
        return Match(best[1], got.confidence, [], got.how, got.folded)

    def _own_index(self) -> dict[str, list[tuple[str, set[str]]]]:
        """model-number token -> (device, the model numbers of its own model or name), once per catalog."""
        got = self._own
        if got is None:
            got = {}
            for device_id, d in self.catalog.by_id.items():
                for numbers in {frozenset(n) for n in (_model_numbers(x) for x in (d.model, d.name)) if n}:
                    for tok in numbers:
                        got.setdefault(tok, []).append((device_id, set(numbers)))
            self._own = got
        return got

    def _exactness(self, device_id: str, text: str) -> int:
        """2 when the device's own model or name gives exactly the model numbers of the text, 1 when an alias does,
        0 otherwise ('910B3' is the Ascend 910B3's model, only an alias of the 910B)."""
        toks = set(_tokens(in_catalog_words(text)))
        d = self.catalog.by_id[device_id]
        own = [n for n in (_model_numbers(x) for x in (d.model, d.name)) if n]
        if any(n <= toks for n in own):
            return 2
        return 1 if any(n <= toks for n in self._device_numbers(device_id)) else 0

    def _resolve_one(self, text: str) -> Match:
        spaced = _CJK_EDGE.sub(" ", text[:300])
        got = self.catalog.match(spaced)
        if got.how == "none":
            plain = _unlinked(spaced)
            if plain != spaced:  # 'HGX H200 8-GPU, 8x 400G': the link speed is no part of the name
                got = self.catalog.match(plain)
        if got.how == "ambiguous" and got.candidates and (said := _mem_in_text(spaced)) is not None:
            # 'NVIDIA A100 80 Go PCIe' (French 'Go', Finnish 'Gt': the lexicon's `unit.gigabyte`): the variants the
            # name leaves open, told apart by the memory the text names when one alone has it
            gb = float(said.group(1))
            fits = [
                c
                for c in got.candidates
                if (d := self.catalog.by_id.get(c)) is not None and abs(d.get("memory_gb") - gb) <= 0.1 * gb
            ]
            if len(fits) == 1:
                return Match(fits[0], 0.9, [], "model", got.folded)
        mem = _mem_in_text(spaced) if got.how == "none" else None
        if mem is not None:
            bare = self.catalog.match(_without_memory(spaced))
            gb = float(mem.group(1))
            device = self.catalog.by_id.get(bare.device_id) if bare.device_id else None
            if device is not None and abs(device.get("memory_gb") - gb) <= 0.1 * gb:
                got = bare
            elif (
                device is not None
                and bare.how != "fuzzy"
                and abs(device.get("memory_gb") - gb) <= MEMORY_NEAR * device.get("memory_gb")
                and _one_memory(self.catalog, device)
                and _memory_only_reported(device)
            ):
                # 'RTX PRO 6000D 96G 服务器版': the name says the device, the memory beside it is near a catalog
                # memory that is itself only reported (no datasheet): matched by the name, with a warning that
                # says so. A size far from it ('RTX 4090 48G' memory-modded cards, an 'H20 141G') or beside a
                # datasheet memory ('H100 SXM 94GB') is another variant: unknown.
                got = bare
                self._memory_differs[text] = (gb, device.get("memory_gb"))
        return got

    def strip_names(self, text: str, device_ids) -> str:
        """The text without the catalog names of these devices ('寒武纪 MLU370-X8' -> '寒武纪 '): what is left is
        read for a server's multiplier, so that a model's own suffix ('-X8', ' X4') is never a count."""
        out = text
        for device_id in device_ids:
            for pattern in self._name_patterns(device_id):
                out = pattern.sub(" ", out)
        return out

    def _name_patterns(self, device_id: str) -> list[re.Pattern]:
        got = self._patterns.get(device_id)
        if got is None:
            d = self.catalog.by_id.get(device_id)
            names = {d.model, d.name, *d.aliases} if d is not None else set()
            got = []
            for name in sorted(names, key=len, reverse=True):
                parts = _TOKEN.findall(unicodedata.normalize("NFKC", name[:80]).lower())
                # only names with a part the multiplier reader takes for a count ('x8', 'x4') need stripping
                if parts and any(re.fullmatch(r"x\d{1,2}", p) for p in parts):
                    body = r"[\s\-_/]*".join(re.escape(p) for p in parts)
                    got.append(re.compile(rf"(?<![a-z0-9]){body}(?![a-z0-9])", re.IGNORECASE))
            self._patterns[device_id] = got
        return got

    def _other_memory(self, text: str) -> tuple[str, float] | None:
        """(the device's name, the memory named) when a text names a catalog device with a memory size none of its
        variants has ('RTX 4090 48G'), else None."""
        spaced = _CJK_EDGE.sub(" ", text[:300])
        mem = _mem_in_text(spaced)
        if mem is None:
            return None
        bare = self.catalog.match(_without_memory(spaced))
        ids = [bare.device_id] if bare.device_id else bare.candidates if bare.how == "ambiguous" else []
        if not ids or bare.how == "fuzzy":
            return None
        return self.catalog.by_id[ids[0]].model, float(mem.group(1))

    def match(self, text: str) -> tuple[Match, str | None]:
        """(match, warning or None) for a model text."""
        got = self.cache.get(text)
        if got is None:
            got = self.cache[text] = self._match(text)
        return got

    def _match(self, text: str, scanned: bool = True) -> tuple[Match, str | None]:
        m = self.resolve(text)
        # the resolver's own sentence, once the catalog gives one (`Catalog.match_warning`), else this module's
        own_warning = getattr(self.catalog, "match_warning", None)
        if m.device_id is None:
            if m.how == "ambiguous":
                return m, None  # reported once per model with its candidates
            fixed = ocr_model_text(text) if scanned else text
            if fixed != text:
                again, _w = self._match(fixed, scanned=False)
                if again.device_id is not None:
                    # 'NVIDIA A1OO 8OGB': a scan's O for 0 inside a model number; never sure, so marked for review
                    again = Match(again.device_id, min(again.confidence, LOW_CONFIDENCE / 2), [], again.how, fixed)
                    return again, Msg(
                        "{model!r} read as {fixed!r} (letters in a scanned model number taken for the digits they "
                        "resemble); check the device",
                        model=text[:80],
                        fixed=fixed[:80],
                    )
            other = self._other_memory(text)
            if other is not None:
                # 'RTX 4090 48G' (a modified card), 'H20 141GB' (a variant the catalog lacks): never the 24 GB card
                return m, Msg(
                    "{model!r} names {device} with {gb:g} GB, a memory size the catalog does not hold for it (a "
                    "modified card or another variant); kept as an unknown device (pick the device in the import "
                    "dialog if it is the same)",
                    model=text[:80],
                    device=other[0],
                    gb=other[1],
                )
            return m, Msg("{model!r} is not a device in the catalog; kept as an unknown device", model=text[:80])
        differs = self._memory_differs.get(text)
        if differs is not None:
            label = self.catalog.by_id[m.device_id].label
            return m, Msg(
                "{model!r} read as {device} by its name, but it says {said:g} GB where the catalog's {device} has "
                "{has:g} GB; check the variant",
                model=text[:80],
                device=label,
                said=differs[0],
                has=differs[1],
            )
        toks = _tokens(text)
        if m.how != "exact" and _model_numbers(text):
            names = self._device_numbers(m.device_id)
            if names and all(_only_in_codes(name, text) for name in names):
                label = self.catalog.by_id[m.device_id].label
                return (
                    Match(None, 0.0, [m.device_id], "none"),
                    Msg(
                        "{model!r} holds {device}'s model number only inside a part number; kept as an unknown "
                        "device (pick the device in the import dialog if it is the same)",
                        model=text[:80],
                        device=label,
                    ),
                )
            if names and not any(all(_same(n, toks) for n in name) for name in names):
                label = self.catalog.by_id[m.device_id].label
                return (
                    Match(None, 0.0, [m.device_id], "none"),
                    Msg(
                        "{model!r} names a different model number than {device}; kept as an unknown device "
                        "(pick the device in the import dialog if it is the same)",
                        model=text[:80],
                        device=label,
                    ),
                )
        if own_warning is not None:
            return m, (own_warning(text, m) or None)
        if m.how != "exact" and m.confidence < LOW_CONFIDENCE:
            label = self.catalog.by_id[m.device_id].label
            return m, Msg(
                "{model!r} matched to {device} with low confidence ({conf:.0%}); check it",
                model=text[:80],
                device=label,
                conf=m.confidence,
            )
        return m, None
