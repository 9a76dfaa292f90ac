"""Entry point: no subcommand opens the window; a subcommand runs the command line."""

from __future__ import annotations

import sys

#: words that make the command line answer instead of the window (kept here so the GUI path imports no argparse)
CLI_WORDS = frozenset(
    {
        "devices",
        "estimate",
        "import",
        "quotes",
        "report",
        "catalog",
        "--version",
        "-h",
        "--help",
        "--install-desktop",
        "--uninstall-desktop",
    }
)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if any(a in CLI_WORDS for a in args[:3]):
        from gpucompare.cli import run

        return run(args)
    from gpucompare.gui.app import run_gui

    return run_gui(args)


if __name__ == "__main__":
    sys.exit(main())
