import datetime as dt
from pathlib import Path

import pytest

#: The sample vendor sheets (copied from shared/sheets so a clean clone tests the same files).
SHEETS = Path(__file__).resolve().parents[1] / "fixtures" / "sheets"

TODAY = dt.date(2026, 12, 2)


@pytest.fixture
def sheets_dir() -> Path:
    return SHEETS
