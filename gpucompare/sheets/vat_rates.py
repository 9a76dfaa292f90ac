"""The standard VAT/GST rate of the country a currency belongs to (data/vat_rates.csv, each with its source): the
rate a sheet priced in Danish kroner 'ekskl. moms' means when it names none. Currencies of several countries (EUR,
USD) or of several rates (INR's GST slabs, Canada's provincial taxes) are not in the table."""

from __future__ import annotations

import csv
from functools import lru_cache
from typing import NamedTuple

from gpucompare.paths import data_file


class StandardRate(NamedTuple):
    currency: str
    country: str
    rate: float
    source: str


@lru_cache(maxsize=1)
def standard_rates() -> dict[str, StandardRate]:
    out: dict[str, StandardRate] = {}
    with open(data_file("vat_rates.csv"), encoding="utf-8", newline="") as fh:
        for row in csv.DictReader(fh):
            rate = float(row["standard_rate"])
            if not 0 < rate < 0.5:
                raise ValueError(f"vat_rates.csv: {row['currency']} rate {rate} is no VAT rate")
            out[row["currency"]] = StandardRate(row["currency"], row["country"], rate, row["source"])
    return out


def standard_rate(currency: str | None) -> StandardRate | None:
    """The standard rate for a currency of one country, or None."""
    return standard_rates().get(currency or "")
