"""Writes data/currency_symbols.csv: every ISO 4217 currency in use today with the signs the Unicode CLDR gives it
(its symbol in each locale of a territory that uses it, and in the root and English data), from the CLDR copy
that Babel ships. Run by hand when CLDR moves on (Babel is needed here only, never at run time):

    pip install babel && python resources/currency/make_currency_symbols.py
"""

import csv
import datetime as dt
import sys
from pathlib import Path

from babel import Locale, localedata
from babel.core import get_global
from babel.numbers import get_territory_currencies

OUT = Path(__file__).resolve().parents[2] / "data" / "currency_symbols.csv"
TODAY = dt.date.today()
MARKS = dict.fromkeys(map(ord, "\u200e\u200f\u061c"))  # direction marks around right-to-left signs


def main() -> int:
    territories = sorted(get_global("territory_currencies"))
    in_use: dict[str, set[str]] = {}  # code -> territories whose legal tender it is today
    for t in territories:
        for code in get_territory_currencies(t, start_date=TODAY, tender=True):
            in_use.setdefault(code, set()).add(t)
    signs: dict[tuple[str, str], set[str]] = {}  # (code, sign) -> territories writing it ('' for root/English)
    for code in in_use:
        signs.setdefault((code, code), set())
        for name in ("root", "en"):
            sym = Locale.parse(name).currency_symbols.get(code)
            if sym:
                signs.setdefault((code, sym), set())
    for ident in localedata.locale_identifiers():
        loc = Locale.parse(ident)
        if not loc.territory:
            continue
        for code in get_territory_currencies(loc.territory, start_date=TODAY, tender=True):
            sym = (loc.currency_symbols.get(code) or "").translate(MARKS).strip()
            if sym and len(sym) <= 6:
                signs.setdefault((code, sym), set()).add(loc.territory)
    with open(OUT, "w", encoding="utf-8", newline="") as fh:
        fh.write(
            f"# Currency signs by ISO 4217 code: Unicode CLDR version {get_global('cldr')['version']} "
            f"(https://cldr.unicode.org), read through Babel on {TODAY.isoformat()}; territories that write the sign\n"
        )
        w = csv.writer(fh, lineterminator="\n")
        w.writerow(["code", "sign", "territories"])
        for (code, sym), ts in sorted(signs.items()):
            w.writerow([code, sym, " ".join(sorted(ts))])
    print(f"{len(in_use)} currencies, {len(signs)} signs -> {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
