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


def test_an_option_is_joined_in_the_readers_language_and_its_how_kept_apart(tmp_path, monkeypatch):
    from gpucompare.cli import run
    from gpucompare.core.tco import option_words
    from gpucompare.qtkit import i18n as qt_i18n

    assert option_words("NVIDIA H100 SXM5 80GB", "bought") == "NVIDIA H100 SXM5 80GB, bought"
    with qt_i18n.language("zh_CN"):
        assert option_words("NVIDIA H100 SXM5 80GB", "购买") == "NVIDIA H100 SXM5 80GB，购买"
        assert find_cloud_rate("p5.48xlarge").label() == "AWS p5.48xlarge，按需"
    # the report's first page names the device, then how it is paid for, without the device again (it parsed
    # the option back on ', ' and repeated the device's name in Chinese)
    out = tmp_path / "r.pdf"
    argv = ["report", "--devices", "H800 SXM5:buy,p5.48xlarge:on-demand", "--workload", "Llama 2 70B"]
    monkeypatch.setenv("GPUCOMPARE_HOME", str(tmp_path / "home"))
    from gpucompare.report import builder

    seen = {}
    real = builder.build_report

    def spy(inp):
        r = real(inp)
        seen["html"] = r.html
        return r

    monkeypatch.setattr(builder, "build_report", spy)
    import gpucompare.cli_data as cli_data

    if hasattr(cli_data, "build_report"):
        monkeypatch.setattr(cli_data, "build_report", spy)
    assert run(["--home", str(tmp_path / "home"), *argv, "--count", "256", "--lang", "zh_CN", "--pdf", str(out)]) == 0
    html = seen["html"]
    assert "：AWS p5.48xlarge，按需。" in html and "：NVIDIA H100 SXM5 80GB，AWS" not in html
