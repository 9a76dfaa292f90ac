"""The window on first start: the screen it is given, used; and one line saying which font to install when the
window is asked to speak Chinese and no font can draw it."""

from gpucompare.gui import app as gui_app

from ..conftest import open_window


def test_first_start_uses_the_screen(qtbot, _isolated_home):
    win = open_window(qtbot, _isolated_home)
    try:
        screen = win.screen().availableGeometry()
        assert win.width() >= screen.width() - 20 and win.height() >= screen.height() * 0.9
        assert win.frameGeometry().left() >= screen.left() - 1
        assert win.notice is None  # English: no font line
    finally:
        win.shutdown()


def test_chinese_without_a_chinese_font_says_what_to_install(qtbot, _isolated_home, monkeypatch, capsys):
    from gpucompare.qtkit import fonts

    monkeypatch.setattr(fonts, "chinese_font", lambda: None)
    win = open_window(qtbot, _isolated_home, lang="zh_CN")
    try:
        assert win.notice is not None and win.notice.isVisible()
        line = win.notice.text()
        assert "fonts-noto-cjk" in line and "\n" not in line
        assert "fonts-noto-cjk" in capsys.readouterr().err
    finally:
        win.shutdown()
        from gpucompare.qtkit import i18n as qt_i18n

        qt_i18n.install("en")


def test_chinese_with_a_chinese_font_says_nothing(monkeypatch):
    from gpucompare.qtkit import fonts

    monkeypatch.setattr(fonts, "chinese_font", lambda: "Noto Sans CJK SC")
    assert gui_app.font_notice("zh_CN") == "" and gui_app.font_notice("en") == ""


def test_the_built_window_fits_a_1280_pixel_screen(qtbot, _isolated_home):
    """Table, filters and chart side by side ask no more than a 1280-pixel screen has (less the window's frame):
    the chart's selectors once pushed the window 37 pixels past it, the chart's right edge off screen."""
    from gpucompare.qtkit import i18n as qt_i18n

    for lang in ("en", "zh_CN"):
        win = open_window(qtbot, _isolated_home, lang=lang)
        try:
            assert win.minimumSizeHint().width() <= 1280 - 16, lang
        finally:
            win.shutdown()
            qt_i18n.install("en")
