"""Help → About: every bundled table's sources can be opened from the dialog."""

import re

from gpucompare.gui.about import about_html, source_link


def test_each_tables_sources_are_links_a_user_can_open():
    text = about_html()
    links = re.findall(r"<a href='([^']+)'>([^<]+)</a>", text)
    assert len(links) >= 20
    assert all(href.startswith(("https://", "http://")) and "..." not in href for href, _ in links)
    assert not re.search(r"https?:[^'\s]*\.\.\.", text)  # no address cut in the middle ('https:...')


def test_a_source_reads_as_its_title_and_links_to_its_address():
    link = source_link("CostNimbus, 'GPU Cost Management for ML Teams' (March 2026), https://example.com/a/b?x=1&y=2")
    assert link == (
        "<a href='https://example.com/a/b?x=1&amp;y=2'>CostNimbus, &#x27;GPU Cost Management for ML Teams&#x27; "
        "(March 2026)</a>"
    )
    assert source_link("https://cloud.google.com/tpu/pricing; other") == (
        "<a href='https://cloud.google.com/tpu/pricing'>cloud.google.com</a>"
    )
    assert source_link("<b>vendor datasheet</b>") == "&lt;b&gt;vendor datasheet&lt;/b&gt;"
    assert source_link("x" * 100).endswith("…") and len(source_link("x" * 100)) == 60


def test_a_site_is_listed_once_per_table():
    text = about_html()
    for row in text.split("<tr>")[1:]:
        shown = re.findall(r"<a href='[^']+'>([^<]+)</a>", row)
        assert len(shown) == len(set(shown)), shown
