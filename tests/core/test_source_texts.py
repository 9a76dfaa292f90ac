"""The sources the app writes, in Chinese (data/source_texts_zh.csv): what the app says about a source is translated,
a publication's own title stays as published, labelled; every address and arXiv number is kept; a rendering whose
English text no table holds any more is caught here, not silently left behind."""

import re

from gpucompare.core.estimate import defaults
from gpucompare.core.tables import read_table
from gpucompare.core.tco import TcoSettings, systems
from gpucompare.i18n import Msg, Translated, chinese_text, localize

ROWS = read_table("source_texts_zh")
_CJK = re.compile(r"[\u4e00-\u9fff]")


def test_every_rendering_is_of_a_source_a_table_holds():
    held = {r["source"] for t in ("tco_defaults", "tco_systems", "reference_prices") for r in read_table(t)}
    held |= {v["source"] for v in defaults().values()}
    held |= {r["cite"] for r in read_table("attention_kernels")}
    stale = [r["en"][:60] for r in ROWS if r["en"] not in held]
    assert not stale, f"renderings of sources no table holds: {stale}"
    assert len({r["en"] for r in ROWS}) == len(ROWS)


def test_a_rendering_keeps_every_address_number_and_title_as_published():
    for r in ROWS:
        en, zh = r["en"], r["zh"]
        assert _CJK.search(zh), en[:60]
        for ref in re.findall(r"https?://[^\s;,()）]+|arXiv:\d{4}\.\d{4,5}", en):
            assert ref in zh, (ref, zh[:60])
        # a title quoted in the English ('GPU Depreciation: CoreWeave vs Nebius') is printed as it was published
        for title in re.findall(r"'([^']{8,})'", en):
            assert title in zh, (title, zh[:60])
        titled = [t for t in re.findall(r"《([^》]+)》", zh) if not _CJK.search(t)]  # a foreign title in 《》...
        for t in titled:
            assert f"《{t}》（原题" in zh, t  # ...is labelled as the publication's own


def test_a_source_reads_in_the_readers_language():
    src = TcoSettings(site="china").source("years")
    assert isinstance(src, Msg)
    en = localize(src)
    assert en.startswith("Nebius depreciates its Hopper GPUs over four years")
    zh = chinese_text(lambda: localize(src))
    assert zh.startswith("据 Bizety 报道（《GPU Depreciation: CoreWeave vs Nebius》（原题），2025 年 9 月 23 日）")
    assert "https://bizety.com/2025/09/23/gpu-depreciation-coreweave-vs-nebius" in zh and "（报道，2025-09）" in zh
    # a server's source, inside a sentence built around it
    host = systems()["pcie8"].source
    said = Msg("{system}: {source}", system="8-GPU PCIe server", source=host)
    assert "未找到单独公开的 PCIe 服务器价格" in chinese_text(lambda: localize(said))
    assert "no separate public PCIe server price found" in localize(said)


def test_a_translated_text_is_its_english_everywhere_but_a_chinese_reading():
    t = Translated("Priced as the HGX host", "按 HGX 主机计价")
    assert t == "Priced as the HGX host" and str(t) == "Priced as the HGX host"  # JSON and tests see English
    assert localize(t) == "Priced as the HGX host"
    assert chinese_text(lambda: localize(t)) == "按 HGX 主机计价"
    import copy
    import pickle

    for twin in (copy.deepcopy(t), pickle.loads(pickle.dumps(t))):  # an estimate's settings are deep-copied
        assert twin == t and chinese_text(lambda twin=twin: localize(twin)) == "按 HGX 主机计价"
