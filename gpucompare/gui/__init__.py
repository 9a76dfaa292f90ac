"""Everything PySide6 and pyqtgraph: the window, models, dialogs."""
