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
