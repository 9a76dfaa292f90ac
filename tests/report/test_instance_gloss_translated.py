"""An instance name's gloss from the price table ('RTX 4090 (per card)') is read in the reader's language: the
Chinese report printed 'Suanjiayun RTX 4090 (per card)' in its Chinese sentences."""

from gpucompare.core.pricing import find_cloud_rate, shown_instance
from gpucompare.i18n import chinese_text, localize


def test_a_known_gloss_is_translated_and_the_name_kept():
    assert str(shown_instance("RTX 4090 (per card)")) == "RTX 4090 (per card)"  # English as stored
    assert chinese_text(lambda: localize(shown_instance("RTX 4090 (per card)"))) == "RTX 4090（按卡）"
    assert chinese_text(lambda: localize(shown_instance("TPU v5p (per chip)"))) == "TPU v5p（按芯片）"
    # a parenthesis that is part of a product's own name is left as it is
    assert shown_instance("1x H100 (80 GB)") == "1x H100 (80 GB)"
    assert shown_instance("p5.48xlarge") == "p5.48xlarge"


def test_a_cloud_rate_label_reads_chinese_but_the_key_stays():
    rate = find_cloud_rate("TPU v5p (per chip)")
    assert rate.instance == "TPU v5p (per chip)"  # what a user types and a saved setting holds
    zh = chinese_text(rate.label)
    assert "per chip" not in zh and "按芯片" in zh


def test_through_the_compiled_translation_the_report_uses():
    from gpucompare.qtkit import i18n as qt_i18n

    rate = find_cloud_rate("Suanjiayun RTX 4090 (per card)")
    with qt_i18n.language("zh_CN"):
        assert rate.label().startswith("Suanjiayun RTX 4090（按卡）")
