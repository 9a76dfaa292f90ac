"""What an import reads: quotes (one price per device), rejected rows with their reason, spec-sheet changes, and the
preview that holds them."""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import NamedTuple

from gpucompare.core.catalog import Catalog
from gpucompare.errors import BadInputFile
from gpucompare.i18n import Msg


class ImportCancelled(BadInputFile):
    """The user cancelled; nothing was written."""


class Quote(NamedTuple):
    """One product row read from a sheet, prices per device (or per device-hour for cloud rates).

    A tuple (built 50k times per big sheet, stored as is); change a field with `_replace`. The store keeps the
    fields up to `notes`; `notes` carries what the quote was and its tax basis in words, so they are kept too."""

    source_row: int  # 1-based, as Excel shows it
    raw_model: str
    device_id: str | None
    match_confidence: float
    price_min: float  # NaN for price on request
    price_max: float
    currency: str | None
    quantity: float | None
    price_on_request: bool
    units_per_item: float = 1.0
    price_kind: str = "purchase"  # purchase | hourly | hourly_reserved
    raw_price: str = ""
    cell: str = ""
    lead_time: str = ""
    notes: str = ""
    candidates: list[str] = []  # noqa: RUF012 - shared and never mutated
    item: str = ""  # what was quoted when it is more than one device: "server of 8", "instance of 8"
    configuration: str = ""  # the server's configuration lines
    tax: str = ""  # "incl" | "excl" | "" (the sheet does not say)
    tax_rate: float = math.nan  # e.g. 0.13
    price_excl_tax: float = math.nan  # per device, when the sheet gives it beside the VAT-inclusive price
    list_price: float = math.nan  # per device: list price or MSRP kept as context
    warnings: tuple = ()  # one sentence each: unmatched device, low-confidence match, far from the reference

    def to_json(self) -> dict:
        return {
            "source_row": self.source_row,
            "raw_model": self.raw_model,
            "device_id": self.device_id,
            "match_confidence": self.match_confidence,
            "price_min": _num(self.price_min),
            "price_max": _num(self.price_max),
            "currency": self.currency,
            "quantity": self.quantity,
            "price_on_request": self.price_on_request,
            "units_per_item": self.units_per_item,
            "price_kind": self.price_kind,
            "raw_price": self.raw_price,
            "cell": self.cell,
            "lead_time": self.lead_time,
            "notes": self.notes,
            "candidates": list(self.candidates),
            "item": self.item,
            "configuration": self.configuration,
            "tax": self.tax,
            "tax_rate": _num(self.tax_rate),
            "price_excl_tax": _num(self.price_excl_tax),
            "list_price": _num(self.list_price),
            "warnings": [str(w) for w in self.warnings],
        }


def _num(v: float) -> float | None:
    return None if v != v else v


@dataclass
class Rejected:
    source_row: int
    reason: str  # a Msg: one sentence a person understands, in their language


@dataclass
class DeviceChange:
    """A spec-sheet row: a new custom device, or new figures for a catalog device."""

    source_row: int
    device_id: str
    name: str
    is_new: bool
    values: dict[str, float]  # catalog field -> value from the sheet
    before: dict[str, float]  # the catalog's value where it differs
    source: str

    def row(self, catalog: Catalog) -> dict[str, str]:
        """The custom device as a devices.csv row (an edited device keeps its other catalog figures)."""
        base = catalog.by_id.get(self.device_id)
        out: dict[str, str] = {"id": self.device_id}
        if base is not None:
            out.update(
                vendor=base.vendor,
                model=base.model,
                variant=base.variant,
                short_name=base.label,
                category=base.category,
                form_factor=base.form_factor,
                architecture=base.architecture,
                family=base.family,
                scaleup_link=base.scaleup_link,
                memory_type=base.memory_type,
                aliases=";".join(base.aliases),
                notes=base.notes,
            )
            out.update({k: "" if math.isnan(v) else repr(v) for k, v in base.values.items()})
        else:
            out.update(
                vendor="custom",
                model=self.name,
                variant="",
                short_name=self.name[:24],
                category="accelerator",
                family="generic",
                aliases=self.name,
            )
        out.update({k: repr(v) for k, v in self.values.items()})
        out["source"] = self.source
        out["source_date"] = dt.date.today().isoformat()
        return out


@dataclass
class ImportPreview:
    """What an import would add: the sheet, its header and mapping, the quotes, the rejected rows and why."""

    file: str
    file_name: str
    sha256: str
    sheet: str
    sheets: list[str]
    header_row: int  # 1-based
    mapping: dict[str, dict]
    kind: str  # prices | cloud | specs
    vendor: str
    as_of: str
    sheet_currency: str | None
    rows: list[Quote]
    rejected: list[Rejected]
    warnings: list[str]
    header_cells: list[str] = field(default_factory=list)
    devices: list[DeviceChange] = field(default_factory=list)
    columns: dict[str, int] = field(default_factory=dict)  # field -> 0-based column, for the dialog
    head_rows: list[list[str]] = field(default_factory=list)  # the sheet's first rows as text, for the preview grid
    dated: bool = False  # the date was found in the sheet (not the import date)
    conventions: list[str] = field(default_factory=list)  # which convention decided what (VAT, list vs net...)

    def to_json(self) -> dict:
        doc = {
            "file": self.file_name,
            "sha256": self.sha256,
            "sheet": self.sheet,
            "sheets": self.sheets,
            "header_row": self.header_row,
            "mapping": self.mapping,
            "kind": self.kind,
            "vendor": self.vendor,
            "as_of": self.as_of,
            "currency": self.sheet_currency,
            "rows": [q.to_json() for q in self.rows],
            "rejected": [asdict(r) for r in self.rejected],
            "warnings": self.warnings,
            "conventions": self.conventions,
        }
        if self.kind == "specs":
            doc["devices"] = [asdict(d) for d in self.devices]
        return doc

    @property
    def count(self) -> int:
        return len(self.devices) if self.kind == "specs" else len(self.rows)


class Ticker:
    """Calls `cancel()` at most every few milliseconds from hot loops; `cancel` raises ImportCancelled to stop.
    `progress(done, total)` is reported at the same rhythm."""

    __slots__ = ("_cancel", "_progress", "_next", "_clock")

    def __init__(self, cancel: Callable[[], None] | None, progress: Callable[[int, int], None] | None):
        import time

        self._cancel, self._progress, self._clock = cancel, progress, time.monotonic
        self._next = 0.0

    def __call__(self, done: int = 0, total: int = 0) -> None:
        now = self._clock()
        if now < self._next:
            return
        self._next = now + 0.03
        if self._cancel is not None:
            self._cancel()
        if self._progress is not None and total:
            self._progress(done, total)

    def check(self) -> None:
        """The cancel check alone, for the readers (no progress figures)."""
        self(0, 0)


def cancelled() -> ImportCancelled:
    return ImportCancelled(Msg("import cancelled; nothing was written"))
