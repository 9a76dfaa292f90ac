"""A Chinese footnote's label ends in a full-width colon ('折旧期：', never '折旧期: '), and is still one source with the
same source cited bare in a sentence."""

from gpucompare.report.cite import Notes


def test_a_label_with_a_full_width_colon_is_the_same_source():
    notes = Notes()
    src = "据 Bizety 报道（《GPU Depreciation: CoreWeave vs Nebius》（原题），2025 年 9 月 23 日），Nebius 按四年折旧；https://bizety.com/x"
    a = notes.number("折旧期：" + src)
    assert notes.number(src) == a and len(notes.items) == 1
    assert notes.items[0].startswith("折旧期：")  # the labelled text kept: it says what the source is for
    assert notes.number("电价：China Briefing（原题）；https://www.china-briefing.com/x") == 2
