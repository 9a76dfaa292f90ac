"""Excel in and out, Qt-free: price parser, header detection, column matching, import, export."""
