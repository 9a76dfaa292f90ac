"""Qt helpers without widgets or pyqtgraph, shared by the window and the command line: translations, the printed
report (PDF and printers) and the chart painted for print."""
