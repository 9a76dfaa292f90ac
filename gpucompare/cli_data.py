"""Command-line parsers for the workspace commands (import, quotes, report); filled in as those land."""

from __future__ import annotations


def add_data_commands(sub) -> None:
    """Registered by later features; nothing yet."""
