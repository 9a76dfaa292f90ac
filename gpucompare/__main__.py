"""Entry point: no subcommand opens the window; a subcommand runs the command line."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    from gpucompare.cli import is_cli, run

    if is_cli(args):
        return run(args)
    from gpucompare.gui.app import run_gui

    return run_gui(args)


if __name__ == "__main__":
    sys.exit(main())
