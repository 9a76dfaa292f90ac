"""The comparison report as HTML in Qt's rich-text subset, Qt-free."""
