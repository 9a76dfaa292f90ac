"""Errors a user can act on: each carries one sentence that says what is wrong and where."""


class UserError(Exception):
    """Something the user asked for or gave us is wrong; the message is shown as is."""

    exit_code = 2


class BadArgument(UserError):
    """A bad command-line value, an unknown or ambiguous device name, an impossible configuration."""

    exit_code = 2


class BadInputFile(UserError):
    """A file the user gave us cannot be read (not a workbook, truncated, empty, no header...)."""

    exit_code = 1


def terminal_safe(text, newlines: bool = False) -> str:
    """Text from a file or a user, fit to print on a terminal: escape sequences (ANSI colours, OSC 52 clipboard
    writes, window titles), control characters and bidirectional controls removed; newlines become spaces unless
    `newlines` (`safetext.shown`, the one function every face uses)."""
    from gpucompare.safetext import shown

    return shown(text, newlines)


class OutputError(UserError):
    """A file we were asked to write could not be written (disk full, permissions); the previous file is intact."""

    exit_code = 1
