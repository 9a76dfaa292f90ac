"""Which encoding a CSV is written in, told by what each candidate's decoding looks like.

A CSV saved by Excel carries no encoding: a Chinese one is GBK, a Russian one Windows-1251, a Dutch or German one
Windows-1252 (where '€' is the byte 0x80), a Polish or Czech one Windows-1250, a Lithuanian or Latvian one Windows-1257, and so on. Most single-byte encodings
decode any bytes, so the first that decodes is no answer (a cp1252 '€' read as cp1251 is the Serbian letter 'Ђ').
UTF-8 is taken when it decodes; otherwise every candidate is decoded and scored by what the text looks like: words of
the lexicon it spells (header and note words of every language), currency signs, words written in one script with
sensible case, common Chinese or Japanese characters; against it, control and unassigned characters, words that mix
scripts ('Р»Сѓ'), case changing inside a word, stray symbols and lone letters of another script. The best wins;
ties go to the earlier candidate."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

#: single- and double-byte encodings Excel writes CSVs in, in the order a tie is given
CANDIDATES = (
    "gb18030",
    "cp1251",
    "cp1252",
    "cp1250",
    "cp1253",
    "cp1254",
    "cp1255",
    "cp1256",
    "cp874",
    "cp932",
    "cp1257",
    "cp950",  # Big5 as Windows writes it (Taiwan, Hong Kong): last, so a tie stays with the others
)
SAMPLE_CHARS = 12_000  # of the lines holding non-ASCII text: enough to tell, bounded work
_WORD = re.compile(r"[^\W\d_]+")
_CJK = frozenset({"CJK", "HIRAGANA", "KATAKANA"})


def guess_encoding(head: bytes) -> str:
    """The encoding of a CSV's first bytes: 'utf-8-sig' when they decode as UTF-8 (or are ASCII), else the
    candidate whose text looks most like a sheet's ('latin-1' when none decodes)."""
    if head[:2] in (b"\xff\xfe", b"\xfe\xff"):
        return "utf-16"  # Excel's 'Unicode Text' (tab-separated, often named .csv or .txt): its BOM says the order
    if (
        len(head) >= 64
        and head[1::2].count(0) > 0.4 * (len(head) // 2)
        and head[0::2].count(0) < 0.1 * (len(head) // 2)
    ):
        return "utf-16-le"  # the same without a BOM: every other byte of Latin text is zero
    if _decodes(head, "utf-8-sig") is not None:
        return "utf-8-sig"
    best: tuple[float, int, str] | None = None
    for i, enc in enumerate(CANDIDATES):
        text = _decodes(head, enc)
        if text is None:
            continue
        score = plausibility(text)
        if best is None or (score, -i) > (best[0], best[1]):
            best = (score, -i, enc)
    return best[2] if best is not None else "latin-1"


def _decodes(data: bytes, enc: str) -> str | None:
    """The text, or None when the bytes are not of this encoding (a character cut at the end of the sample is
    no sign of that)."""
    try:
        return data.decode(enc)
    except UnicodeDecodeError as err:
        if err.start < len(data) - 4:
            return None
        try:
            return data[: err.start].decode(enc)
        except UnicodeDecodeError:
            return None


def plausibility(text: str) -> float:
    """How much a decoded text looks like a sheet written in some language (higher is likelier)."""
    lines = [ln for ln in text.splitlines() if not ln.isascii()]
    sample = "\n".join(lines)[:SAMPLE_CHARS]
    if not sample:
        return 0.0
    score = 0.0
    for ch in sample:
        if ch.isascii():
            continue
        cat = unicodedata.category(ch)
        if cat[0] == "C":
            score -= 5  # control, private-use or unassigned: bytes of another encoding
        elif cat == "Sc":
            score += 1  # '€', '₽', '¥', '£'
        elif cat[0] == "S" or cat == "No":
            score -= 1  # '¤', '¦', '©', '¬', '±', '³' in running text: stray bytes
    for m in _WORD.finditer(sample):
        word = m.group(0)
        if word.isascii():
            continue
        foreign = sum(not ch.isascii() for ch in word)
        scripts = {_script(ch) for ch in word}
        if len(scripts) > 1:
            score -= 2 * foreign  # 'Р»Сѓ', 'St颿kpreis': two scripts in one word
            continue
        script = scripts.pop()
        if script in _CJK:
            score += sum(1 if _common_cjk(ch) else -1 for ch in word)
            continue
        if script == "HALFWIDTH":
            score -= foreign  # half-width katakana: Chinese bytes read as Shift-JIS
            continue
        if len(word) == 1 and script != "LATIN":
            score -= 1.5  # a lone letter of another script between Latin words ('Ђ 19.850,00')
            continue
        if script == "LATIN" and len(word) >= 3 and 2 * foreign > len(word):
            score -= foreign  # 'úàåø', 'Öåíà': a Latin word is mostly ASCII letters; these are another alphabet
            continue
        score += 0.5 * foreign
        score -= 2 * sum(1 for a, b in zip(word, word[1:], strict=False) if a.islower() and b.isupper())
    from gpucompare.sheets import lexicon as lx

    score += 4 * lx.get().known_words(lines[:200])
    return score


@lru_cache(maxsize=4096)
def _script(ch: str) -> str:
    """The script of a letter ('LATIN', 'CYRILLIC', 'CJK', 'HIRAGANA', 'HALFWIDTH' ...), from its Unicode name."""
    if ch.isascii():
        return "LATIN"
    name = unicodedata.name(ch, "")
    return name.split(" ", 1)[0] if name else "UNKNOWN"


@lru_cache(maxsize=8192)
def _common_cjk(ch: str) -> bool:
    """A character of everyday Chinese or Japanese: kana, or a hanzi of GB 2312's first level, a kanji of JIS X
    0208's first level or a character of Big5's frequently used block (what a quotation is written in; bytes of
    another encoding read as CJK fall outside them)."""
    if "\u3040" <= ch <= "\u30ff":
        return True
    for codec, lo, hi in _COMMON_BLOCKS:
        try:
            b = ch.encode(codec)
        except UnicodeEncodeError:
            continue
        if len(b) == 2 and lo <= b[0] <= hi:
            return True
    return False


#: (codec, first lead byte, last lead byte) of each encoding's block of common characters: GB2312's first level,
#: JIS X 0208's first level, Big5's frequently used characters (traditional, 0xA440-0xC67E)
_COMMON_BLOCKS = (("gb2312", 0xB0, 0xD7), ("cp932", 0x88, 0x98), ("cp950", 0xA4, 0xC6))
