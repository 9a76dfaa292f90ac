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


#: escape sequences a terminal acts on: CSI (colours, cursor moves), OSC (titles, clipboard), other ESC pairs
_ESCAPES = None
#: control characters (C0 but tab and newline, DEL, C1) and the bidirectional overrides that reorder what is shown
_CONTROLS = {c: None for c in [*range(0x00, 0x09), *range(0x0B, 0x20), *range(0x7F, 0xA0), *range(0x202A, 0x202F)]}
_CONTROLS.update({c: None for c in range(0x2066, 0x206A)})


def terminal_safe(text, newlines: bool = False) -> str:
    """Text from a file or a user, fit to print on a terminal: escape sequences (ANSI colours, OSC 52 clipboard
    writes, window titles) and control characters removed; newlines become spaces unless `newlines`. Linear time."""
    global _ESCAPES
    if _ESCAPES is None:
        import re

        _ESCAPES = re.compile(
            r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)?|\x9b[0-?]*[ -/]*[@-~]|\x1b.?"
        )
    text = str(text)
    if not newlines:
        text = text.replace("\r\n", " ").replace("\n", " ").replace("\r", " ")
    text = text.replace("\t", " ")
    return _ESCAPES.sub("", text).translate(_CONTROLS)


class OutputError(UserError):
    """A file we were asked to write could not be written (disk full, permissions); the previous file is intact."""

    exit_code = 1
