"""Look-alike letters and invisible characters are folded before a name is matched or stored, with a warning; a
letter that imitates no Latin one is never cut off; direction overrides and escapes never reach what is shown."""

import pytest

from gpucompare.core.catalog import bundled_catalog
from gpucompare.safetext import fold_name, folded, marked, shown


@pytest.mark.parametrize(
    "typed, device",
    [
        ("910В", "huawei-ascend-910b"),  # Cyrillic Ve
        ("Ascend 910В", "huawei-ascend-910b"),
        ("MI300А", "amd-instinct-mi300a"),  # Cyrillic A
        ("Н100 SXM5 80GB", "nvidia-h100-sxm5-80gb"),  # Cyrillic En
        ("H100\u200b SXM5 80GB", "nvidia-h100-sxm5-80gb"),  # zero-width space
        ("A100\u202e SXM4 80GB", "nvidia-a100-sxm4-80gb"),  # right-to-left override
        ("Η800", "nvidia-h800-sxm5-80gb"),  # Greek Eta
    ],
)
def test_look_alikes_read_as_the_letters_they_imitate_with_a_warning(typed, device):
    cat = bundled_catalog()
    m = cat.match(typed)
    assert m.device_id == device and m.folded
    warning = cat.match_warning(typed, m)
    assert "look-alike letters or invisible characters" in warning
    assert "\u200b" not in warning and "\u202e" not in warning  # shown as <U+200B>, never as themselves


@pytest.mark.parametrize("typed", ["RTX 4090Д", "910Ж", "MI300Я"])
def test_a_letter_that_imitates_none_is_never_cut_off(typed):
    """'4090Д' was read as the 4090 (another export class) with confidence 0.9: now it is no device at all."""
    m = bundled_catalog().match(typed)
    assert m.device_id is None


def test_plain_names_are_untouched_and_russian_words_stay_russian():
    assert folded("NVIDIA H100 SXM5 80GB") == ("NVIDIA H100 SXM5 80GB", False)
    assert folded("Ａ１００ 80G") == ("A100 80G", False)  # full width is not a warning
    assert fold_name("Видеокарта NVIDIA A100") == "Видеокарта NVIDIA A100"
    assert fold_name("昇腾910B") == "昇腾910B"


def test_vendors_typed_three_ways_are_one():
    assert len({fold_name(v) for v in ("NVIDIA Inc.", "NVIDIA\u200b Inc.", "NVIDIA \u0406nc.", "NVIDIA  Inc. ")}) == 1


def test_shown_text_has_no_escape_control_or_direction_character():
    text = "Acme \x1b[31mred\x1b[0m \u202eevil\u202c \x07bell\nnext"
    out = shown(text)
    assert out == "Acme red evil bell next"
    assert shown(text, newlines=True).endswith("bell\nnext")
    assert marked("H100\u200b") == "H100<U+200B>"


def test_the_report_and_the_catalog_strip_direction_overrides():
    from gpucompare.core.catalog import device_from_row
    from gpucompare.report.builder import _e

    assert "\u202e" not in _e("H100 \u202e08 MX")
    d = device_from_row({"id": "custom-x", "vendor": "Acme\u202e", "model": "X1\u200b", "source": "s\x1b[2J"}, True)
    assert (d.vendor, d.model, d.source) == ("Acme", "X1", "s")


def test_stored_vendors_and_models_are_folded(tmp_path):
    from types import SimpleNamespace

    from gpucompare.store import Workspace

    rows = [(2, "910В\u200b", None, 0.0, 1.0, 1.0, "CNY", 1.0, False, 1.0, "purchase", "1", "A2", "", "")]
    with Workspace(str(tmp_path)) as ws:
        for i, vendor in enumerate(("NVIDIA Inc.", "NVIDIA\u200b Inc.", "NVIDIA \u0406nc.")):
            ws.add_import(
                SimpleNamespace(
                    file_name="q.xlsx",
                    file="q.xlsx",
                    sha256=str(i),
                    sheet="S",
                    kind="quotes",
                    vendor=vendor,
                    header_row=1,
                    mapping={},
                    count=1,
                    rejected=[],
                    warnings=[],
                    as_of="2026-11-01",
                    devices=[],
                    rows=rows,
                )
            )
        quotes = ws.quotes()
    assert {q["vendor"] for q in quotes} == {"NVIDIA Inc."} and {q["raw_model"] for q in quotes} == {"910B"}
