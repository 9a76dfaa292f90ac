"""What a quote offers, which quote a device is priced at, and the tax basis every price is compared on.

An imported quote is an offer: a bare card, a server or a rack (its price already divided by the accelerators it
holds, with what it includes: host, memory, NICs, switches, optics...), or a cloud instance. The cost of ownership adds
only what the offer lacks (core.tco). One rule chooses the quote a device is priced at, for every face:

1. a quote you pinned wins (marked when it has expired);
2. expired quotes (valid until a past day) are set aside;
3. new parts first: used and refurbished quotes only when no new one is left, and marked;
4. like with like: bare cards first, a server's or a rack's per-device share only when no card quote is left, marked;
5. the newest quote date; a tie goes to the lowest price, then to the latest import.

One tax basis per comparison: net of VAT or VAT included. Each quote states its basis and rate (or not); a price is
converted where the rate is known and marked where it is not. Missing keys of a quote (a workspace written before the
offer fields) read as "not stated".
"""

from __future__ import annotations

import datetime as dt
import math
from dataclasses import dataclass, field
from operator import itemgetter
from typing import NamedTuple

from gpucompare.i18n import N_, Msg

OFFER_KINDS = {
    "card": N_("card"),
    "server": N_("server"),
    "baseboard": N_("baseboard"),  # devices on their board (HGX, UBB), no host: neither a card nor a server
    "rack": N_("rack"),
    "instance": N_("instance"),
}
#: what an offer can include beyond the accelerators, in the order a cost line lists them
INCLUDES = {
    "host": N_("host (CPUs, board, chassis)"),
    "memory": N_("memory"),
    "storage": N_("storage"),
    "nic": N_("network adapters"),
    "switch": N_("switches"),
    "optics": N_("optics and cables"),
    "support": N_("support"),
    "software": N_("software"),
}
#: a server or rack is a host with its memory by definition, whatever the sheet lists
IMPLIED = {"server": frozenset({"host", "memory"}), "rack": frozenset({"host", "memory"})}
CONDITIONS = {"new": N_("new"), "used": N_("used"), "refurbished": N_("refurbished")}
TAX_BASES = {"net": N_("net of VAT"), "gross": N_("VAT included")}

QUOTE_RULE = N_(
    "Quote chosen by rule: a pinned quote first; expired quotes set aside; new parts before used or refurbished ones; "
    "bare cards before a server's or rack's per-device share; then the newest quote date, a tie going to the lowest "
    "price and then to the latest import."
)


@dataclass(frozen=True)
class Offer:
    """What one quote offers, read from its stored fields (and the user's edit of them)."""

    kind: str  # an OFFER_KINDS key
    stated: bool  # False: the sheet did not say (read as a card, and said so)
    units_per_item: float  # accelerators per quoted item (price_min/max are already per device)
    includes: frozenset[str]  # INCLUDES keys, the implied ones added
    condition: str  # "new", "used", "refurbished" or "" (not stated: read as new)

    @property
    def share(self) -> bool:
        """A server's or rack's per-device share (not a bare card)."""
        return self.kind in ("server", "rack")

    def has(self, part: str) -> bool:
        return part in self.includes

    def words(self) -> Msg:
        """'server of 8, with host (CPUs, board, chassis), memory, network adapters' / 'card (not stated)'."""
        kind = Msg(OFFER_KINDS.get(self.kind, self.kind))
        if not self.stated:
            return Msg("{kind} (the quote does not say; read as a card)", kind=kind)
        text = kind
        if self.share and self.units_per_item > 1:
            text = Msg("{kind} of {n:g}", kind=kind, n=self.units_per_item)
        parts = [Msg(INCLUDES[k]) for k in INCLUDES if k in self.includes]
        if parts:
            joined = parts[0]
            for p in parts[1:]:
                joined = Msg("{a}, {b}", a=joined, b=p)
            text = Msg("{offer}, with {parts}", offer=text, parts=joined)
        if self.condition in ("used", "refurbished"):
            text = Msg("{offer}, {condition}", offer=text, condition=Msg(CONDITIONS[self.condition]))
        return text


def _text(q: dict, key: str) -> str:
    v = q.get(key)
    return v.strip().lower() if isinstance(v, str) else ""


def _number(q: dict, key: str) -> float | None:
    v = q.get(key)
    if isinstance(v, bool) or v is None:
        return None
    try:
        v = float(v)
    except (TypeError, ValueError):
        return None
    return v if math.isfinite(v) else None


#: the price kinds that rent a device: on-demand rates and monthly rents (a monthly rent at its hourly equivalent)
_RENTS = frozenset({"hourly", "monthly"})
#: what the importer writes into a quote's item or notes when a row quotes more than one device ('server of 8')
_ITEM_WORDS = (("server of", "server"), ("rack of", "rack"), ("instance of", "instance"), ("system of", "server"))


def _item_kind(q: dict) -> str:
    """A workspace written before the offer field: the item the importer read ('server of 8'), kept in its notes."""
    text = f"{q.get('item') or ''}; {q.get('notes') or ''}".lower()[:_MAX_TAX_TEXT]
    return next((kind for word, kind in _ITEM_WORDS if word in text), "")


def _includes(value) -> frozenset[str]:
    """A stored list of parts ('["host","nic"]', 'host;nic', a list) -> the known INCLUDES keys."""
    if isinstance(value, str):
        text = value.strip()
        if text.startswith("["):
            import json

            try:
                value = json.loads(text)
            except ValueError:
                value = []
        else:
            value = [p for chunk in text.split(";") for p in chunk.split(",")]
    if not isinstance(value, list | tuple | set | frozenset):
        return frozenset()
    return frozenset(str(p).strip().lower() for p in value if str(p).strip().lower() in INCLUDES)


def offer_of(q: dict, edit: dict | None = None) -> Offer:
    """The offer a quote makes: its stored fields, with the user's edit (Quotes view) on top."""
    edit = edit or {}
    kind = (edit.get("offer") or _text(q, "offer") or _item_kind(q)).strip().lower()
    stated = kind in OFFER_KINDS
    if not stated:
        # a rate by the hour rents an instance; a purchase or a lease (hardware paid by the month) of one device
        # is of a card
        kind = "instance" if str(q.get("price_kind") or "purchase").startswith("hourly") else "card"
    units = _number(q, "units_per_item") or 1.0
    parts = _includes(edit["includes"]) if "includes" in edit else _includes(q.get("includes"))
    condition = _text(q, "condition")
    return Offer(
        kind,
        stated,
        max(units, 1.0),
        parts | IMPLIED.get(kind, frozenset()),
        condition if condition in CONDITIONS else "",
    )


# where a quote came from --------------------------------------------------------------------------------------------
def quote_place(q) -> tuple[str, str]:
    """(sheet, cell) a quote was read from, for a stored quote (a dict) or a preview's row: the quote's own sheet
    (core.quote_place: one import may read several offer sheets; the workspace keeps each quote's sheet), else the
    sheet its cell names as Excel names a cell of another sheet ("'Offer B'!C5" is on 'Offer B', cell C5)."""
    from gpucompare.core.quote_place import bare_cell, cell_sheet

    get = q.get if isinstance(q, dict) else (lambda k, d=None: getattr(q, k, d))
    sheet, cell = str(get("sheet") or ""), str(get("cell") or "")
    return cell_sheet(cell) or sheet, bare_cell(cell)


def quote_where(q: dict) -> str:
    """'file.xlsx / sheet / C5' (the row's number when no cell is known): where a stored quote came from."""
    from gpucompare.core.quote_place import place_text

    sheet, cell = quote_place(q)
    return place_text(q["file_name"], sheet, q["source_row"], cell)


# dates ------------------------------------------------------------------------------------------------------------
def quote_date(q: dict) -> str:
    """The date the quote was made (the sheet's), else the day it was imported."""
    return str(q.get("quote_date") or q.get("as_of") or "")[:10]


def valid_until(q: dict) -> str:
    return str(q.get("valid_until") or "")[:10]


def expired(q: dict, today: str) -> bool:
    """True when the quote says it was valid until a day before `today` (ISO dates compare as text)."""
    until = valid_until(q)
    return bool(until) and until < today


def today_iso() -> str:
    return dt.date.today().isoformat()


# tax ----------------------------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Taxed:
    """A quote's price on a tax basis: the ends in the quote's currency, and what was done to get them."""

    low: float
    high: float
    basis: str  # "net", "gross", or "" when the price's own basis is not known (left as quoted)
    converted: bool  # the price was converted from the other basis at the quote's rate
    note: Msg | str  # what was done, for every face ("13% VAT taken off (rate from the quote)"); "" when nothing


#: how a quote's own words state its tax basis, checked as plain substrings (no pattern runs over sheet text)
VAT_INCLUDED = (
    "含税",
    "含增值税",
    "incl. vat",
    "including vat",
    "vat incl",
    "inc. vat",
    "с ндс",
    "включая ндс",
    "inkl. mwst",
    "inkl. ust",
    "with vat",
    "vat included",
    "brutto",
)
VAT_EXCLUDED = (
    "不含税",
    "未税",
    "excl. vat",
    "excluding vat",
    "ex vat",
    "без ндс",
    "не включая ндс",
    "zzgl.",
    "zuzüglich",
    "exkl. mwst",
    "ohne mwst",
    "without vat",
    "netto",
)
_MAX_TAX_TEXT = 2000  # a longer note is cut: the basis is stated near the price, never pages away


def tax_of(q: dict, sheet_notes: str = "") -> tuple[str, float | None]:
    """('incl' | 'excl' | '', the rate as a fraction or None) as the quote states them: its recorded basis and rate,
    else its own price text and notes, else the notes found on its sheet ('注:以上价格含13%增值税', 'zzgl. 19 %
    MwSt.')."""
    tax = _text(q, "tax") or _text(q, "vat") or _text(q, "tax_basis")
    tax = tax if tax in ("incl", "excl") else ""
    rate = _number(q, "tax_rate")
    if rate is not None and rate > 1:  # '13' for 13%
        rate /= 100
    if rate is not None and not 0 <= rate < 1:
        rate = None
    if tax:
        return tax, rate
    sheet_notes = sheet_notes or str(q.get("sheet_notes") or "")
    for text in (f"{q.get('raw_price') or ''} {q.get('notes') or ''}", sheet_notes):
        low = str(text)[:_MAX_TAX_TEXT].lower()
        found = _vat_in_text(low)
        if found:
            return found, rate if rate is not None else _rate_in(low)
    return "", rate


def _vat_in_text(text: str) -> str:
    if any(m in text for m in VAT_EXCLUDED):  # first: '不含税' contains '含税'
        return "excl"
    if any(m in text for m in VAT_INCLUDED):
        return "incl"
    for word in ("增值税", "mwst", "ust.", "vat", "ндс"):
        at = text.find(word)
        while at >= 0:  # '含13%增值税', '不含 6% 增值税': the few characters before the word say which
            before = text[max(0, at - 8) : at]
            if "不含" in before or "未含" in before:
                return "excl"
            if "含" in before or "inkl" in before or "incl" in before:
                return "incl"
            at = text.find(word, at + len(word))
    return ""


def _rate_in(text: str) -> float | None:
    """The first percentage written in the text ('13%', '19 %'), as a fraction, when it is a plausible VAT rate."""
    at = text.find("%")
    while at >= 0:
        i = at - 1
        while i >= 0 and text[i] == " ":
            i -= 1
        j = i
        while j >= 0 and (text[j].isdigit() or text[j] in ".,"):
            j -= 1
        digits = text[j + 1 : i + 1].replace(",", ".")
        try:
            v = float(digits)
        except ValueError:
            v = -1.0
        if 0 < v <= 30:
            return v / 100
        at = text.find("%", at + 1)
    return None


def in_tax_basis(q: dict, basis: str, sheet_notes: str = "") -> Taxed:
    """A quote's price (per device, its own currency) on `basis` ("net" or "gross"): converted at the quote's own
    rate where its basis and rate are stated, else left as quoted and marked."""
    lo, hi = float(q["price_min"]), float(q["price_max"])
    tax, rate = tax_of(q, sheet_notes)
    net_given = _number(q, "price_excl_tax")
    pct = f"{rate * 100:.3g}%" if rate is not None else ""  # 4.5% as 4.5%, never 4%
    if basis == "net":
        if tax == "excl":
            return Taxed(lo, hi, "net", False, Msg("quoted net of VAT"))
        if net_given is not None and net_given > 0 and lo > 0:
            k = net_given / lo
            return Taxed(lo * k, hi * k, "net", True, Msg("net price as the quote states it"))
        if tax == "incl" and rate is not None:
            return Taxed(
                lo / (1 + rate), hi / (1 + rate), "net", True, Msg("{pct} VAT taken off (rate from the quote)", pct=pct)
            )
        if tax == "incl":
            return Taxed(lo, hi, "gross", False, Msg("VAT included at a rate the quote does not state: not taken off"))
        return Taxed(lo, hi, "", False, Msg("the quote does not say whether VAT is included: taken as quoted"))
    if tax == "incl":
        return Taxed(lo, hi, "gross", False, Msg("quoted with VAT included"))
    if tax == "excl" and rate is not None:
        return Taxed(
            lo * (1 + rate), hi * (1 + rate), "gross", True, Msg("{pct} VAT added (rate from the quote)", pct=pct)
        )
    if tax == "excl":
        return Taxed(lo, hi, "net", False, Msg("quoted net of VAT at a rate it does not state: no VAT added"))
    return Taxed(lo, hi, "", False, Msg("the quote does not say whether VAT is included: taken as quoted"))


def default_tax_basis(site: str) -> str:
    """Net for both sites: in China a company with a special VAT invoice (专票) recovers the VAT; in the US quotes
    are compared as quoted, before sales tax."""
    return "net"


def tax_basis_words(basis: str, site: str) -> Msg:
    """What the comparison's tax basis means at the site, for the report and the window."""
    if basis == "gross":
        return Msg("Prices compared with VAT included (converted at each quote's stated rate where it is net).")
    if site == "china":
        return Msg(
            "Prices compared net of VAT: a company with a special VAT invoice (专票) recovers the VAT (13% on "
            "hardware, 6% on cloud rent), so its cost is the net price; a quote with VAT included is converted at its "
            "stated rate."
        )
    return Msg("Prices compared as quoted, before sales tax (the United States levies no VAT).")


# the rule -----------------------------------------------------------------------------------------------------------
class QuoteChoice:
    """The quote a device is priced at, why, and the quotes set aside with the reason for each (listed when first
    read: a device quoted 20,000 times is chosen again after an edit without building 20,000 reasons)."""

    def __init__(
        self,
        quote: dict | None,
        offer: Offer | None,
        why: Msg | str,
        set_aside: list[tuple[dict, Msg]] | None = None,
        marks: list[Msg] | None = None,
        pinned: bool = False,
        *,
        aside=None,
        n_aside: int | None = None,
    ):
        self.quote, self.offer, self.why = quote, offer, why
        self.marks: list[Msg] = marks if marks is not None else []  # what a reader must see beside the price
        self.pinned = pinned
        self._aside = set_aside
        self._aside_of = aside  # a function listing the quotes set aside, called on first read
        self.n_aside = n_aside if n_aside is not None else len(set_aside or ())

    @property
    def set_aside(self) -> list[tuple[dict, Msg]]:
        if self._aside is None:
            self._aside = self._aside_of() if self._aside_of is not None else []
            self._aside_of = None
        return self._aside

    @property
    def rule(self) -> Msg:
        return Msg(QUOTE_RULE)

    def text(self) -> Msg:
        """'newest valid new card quote (2 set aside: 1 expired, 1 a server's share)' for a tooltip or a report."""
        if not self.n_aside:
            return self.why if isinstance(self.why, Msg) else Msg("{why}", why=self.why)
        return Msg("{why} ({n} set aside)", why=self.why, n=self.n_aside)

    def __repr__(self) -> str:
        return f"QuoteChoice({(self.quote or {}).get('id')!r}, {str(self.why)!r}, {self.n_aside} set aside)"


def _mid(q: dict) -> float:
    return (float(q["price_min"]) + float(q["price_max"])) / 2


def _priced(q: dict) -> bool:
    lo, hi = q.get("price_min"), q.get("price_max")
    ok = isinstance(lo, int | float) and isinstance(hi, int | float) and not isinstance(lo, bool)
    return ok and math.isfinite(lo) and math.isfinite(hi) and lo > 0 and not q.get("price_on_request")


class _Facts(NamedTuple):
    """What the rule reads of one quote, read once (an unpriced quote has no offer and no rank)."""

    kind: str  # the price kind ("purchase", "hourly", ...); "" when the quote has no usable price
    offer: Offer | None
    until: str  # valid until (ISO day) or ""
    rank: tuple  # (new part, bare card, quote date, -mid price, id): the rule's steps 3-5 as one order


def _facts(q: dict, edit: dict | None) -> _Facts:
    """The rule's reading of a quote with the user's edit of its offer."""
    if not _priced(q):
        return _Facts("", None, "", ())
    offer = offer_of(q, edit)
    rank = (offer.condition in ("", "new"), not offer.share, quote_date(q), -_mid(q), q.get("id") or 0)
    return _Facts(q.get("price_kind") or "purchase", offer, valid_until(q), rank)


def choose_quote(
    quotes: list[dict],
    *,
    today: str | None = None,
    pin: int | None = None,
    edits: dict[int, dict] | None = None,
    price_kind: str = "purchase",
    facts: list | None = None,
) -> QuoteChoice:
    """The quote (of one device) to price it at, by the module's rule; `edits` are the user's offer edits by quote
    id, `pin` the id of a quote the user pinned; `facts` the rule's reading of each quote when the caller keeps them
    (QuoteLedger: a device quoted 20,000 times is chosen again without reading 20,000 quotes again).

    Steps 2-5 are one order: among the quotes not expired, the greatest (new part, bare card, quote date, lowest
    price, latest import) is the one a filter-then-newest reading of the rule picks."""
    today = today or today_iso()
    edits = edits or {}
    if facts is None:
        facts = [_facts(q, edits.get(q.get("id")) if edits else None) for q in quotes]
    rows = list(quotes)
    kinds = list(map(itemgetter(0), facts))
    if kinds.count(price_kind) != len(kinds):
        keep = [i for i, k in enumerate(kinds) if k == price_kind]
        rows, facts = [rows[i] for i in keep], [facts[i] for i in keep]
    if not rows:
        return QuoteChoice(None, None, Msg("no priced quote"))
    if pin is not None:
        at = next((i for i, q in enumerate(rows) if q.get("id") == pin), None)
        if at is not None:
            pinned = rows[at]
            marks = []
            if expired(pinned, today):
                marks.append(Msg("expired on {date}", date=valid_until(pinned)))
            why = Msg("another quote is pinned")
            return QuoteChoice(
                pinned,
                facts[at].offer,
                Msg("pinned by you"),
                marks=marks,
                pinned=True,
                aside=lambda: [(q, why) for q in rows if q is not pinned],
                n_aside=len(rows) - 1,
            )
    untils = list(map(itemgetter(2), facts))
    valid = [i for i, u in enumerate(untils) if not u or u >= today] if any(untils) else range(len(facts))

    def expired_aside() -> list[tuple[dict, Msg]]:
        return [
            (q, Msg("expired on {date}", date=f.until))
            for q, f in zip(rows, facts, strict=True)
            if f.until and f.until < today
        ]

    if not valid:
        newest = max(f.until for f in facts)
        return QuoteChoice(
            None,
            None,
            Msg("every quote has expired (the newest on {date}): pin one to use it", date=newest),
            aside=expired_aside,
            n_aside=len(rows),
        )
    ranks = list(map(itemgetter(3), facts))
    best = max(valid, key=ranks.__getitem__)
    chosen, offer = rows[best], facts[best].offer
    is_new, is_card, day = ranks[best][:3]
    marks: list[Msg] = []
    if not is_new:  # no new part left: a used or refurbished one, marked
        marks.append(Msg(CONDITIONS.get(facts[valid[0]].offer.condition, "used")))
    if not is_card:  # no bare card left: a server's or rack's share, marked
        marks.append(Msg("a server's or rack's per-device share"))
    same_day = sum(1 for i in valid if ranks[i][2] == day and ranks[i][:2] == (is_new, is_card)) - 1

    def aside() -> list[tuple[dict, Msg]]:
        out = expired_aside()
        used = Msg("used or refurbished, kept apart from new parts")
        share = Msg("a server's or rack's per-device share, kept apart from card prices")
        older, same = Msg("older quote"), Msg("same date, higher price or earlier import")
        pool = [i for i in valid if i != best]
        out += [(rows[i], used) for i in pool if facts[i].rank[0] != is_new]
        pool = [i for i in pool if facts[i].rank[0] == is_new]
        out += [(rows[i], share) for i in pool if facts[i].rank[1] != is_card]
        pool = [i for i in pool if facts[i].rank[1] == is_card]
        out += [(rows[i], older) for i in pool if facts[i].rank[2] != day]
        out += [(rows[i], same) for i in pool if facts[i].rank[2] == day]
        return out

    if not offer.stated:
        marks.append(Msg("offer not stated: read as a card"))
    what = Msg(
        "newest valid {condition} {offer} quote",
        condition=Msg(CONDITIONS.get(offer.condition or "new")),
        offer=Msg(OFFER_KINDS[offer.kind]),
    )
    if same_day:
        what = Msg("{what}; {n} of the same date, the lowest price kept", what=what, n=same_day + 1)
    return QuoteChoice(chosen, offer, what, marks=marks, aside=aside, n_aside=len(rows) - 1)


def choose_quotes(
    quotes: list[dict],
    *,
    today: str | None = None,
    pins: dict[str, int] | None = None,
    edits: dict[int, dict] | None = None,
    price_kind: str = "purchase",
) -> dict[str, QuoteChoice]:
    """The chosen quote of every device the quotes name (device id -> choice), one pass over the quotes."""
    by_device: dict[str, list[dict]] = {}
    for q in quotes:
        if q.get("device_id"):
            by_device.setdefault(q["device_id"], []).append(q)
    pins = pins or {}
    out = {}
    for device_id, rows in by_device.items():
        c = choose_quote(rows, today=today, pin=pins.get(device_id), edits=edits, price_kind=price_kind)
        if c.quote is not None or c.n_aside:
            out[device_id] = c
    return out


class QuoteLedger:
    """Every device's quotes and each device's choice by the rule, kept up to date change by change: a change
    chooses again (choose_quote, the one rule) only for the devices it touched, and each quote is read by the rule
    once (its offer, dates and rank kept beside it), so an edit costs what the touched devices hold, never the whole
    workspace."""

    def __init__(
        self,
        quotes: list[dict] = (),
        *,
        pins: dict[str, int] | None = None,
        edits: dict[int, dict] | None = None,
        today: str | None = None,
    ):
        self.rows: dict[str, dict] = {}  # device id -> {quote id (or the row's identity): row}, in arrival order
        self._facts: dict[str, dict] = {}  # device id -> {the same keys: the rule's reading of the row}
        self._where: dict = {}  # quote key -> device id
        self.pins: dict[str, int] = dict(pins or {})
        self.edits: dict[int, dict] = dict(edits or {})
        self.today = today or today_iso()
        self.purchase: dict[str, QuoteChoice] = {}
        self._hourly: dict[str, list[dict]] = {}
        for q in quotes:
            self._add(q)
        self._choose(set(self.rows))

    @staticmethod
    def _key(q: dict):
        return q["id"] if q.get("id") is not None else ("row", id(q))

    def _add(self, q: dict) -> str | None:
        device_id = q.get("device_id")
        if not device_id:
            return None
        key = self._key(q)
        self.rows.setdefault(device_id, {})[key] = q
        self._facts.setdefault(device_id, {})[key] = _facts(q, self.edits.get(q.get("id")))
        self._where[key] = device_id
        return device_id

    def _drop(self, key) -> str | None:
        device_id = self._where.pop(key, None)
        if device_id is None:
            return None
        rows, facts = self.rows.get(device_id, {}), self._facts.get(device_id, {})
        rows.pop(key, None)
        facts.pop(key, None)
        if not rows:
            self.rows.pop(device_id, None)
            self._facts.pop(device_id, None)
        return device_id

    def _choose(self, devices: set[str]) -> None:
        for device_id in devices:
            rows = list(self.rows.get(device_id, {}).values())
            facts = list(self._facts.get(device_id, {}).values())
            hourly = []
            if not _RENTS.isdisjoint(map(itemgetter(0), facts)):
                # (a monthly rent is a rent too: the costing uses it at its hourly equivalent, said on the price)
                hourly = [q for q, f in zip(rows, facts, strict=True) if f.kind in _RENTS]
            if hourly:
                self._hourly[device_id] = hourly
            else:
                self._hourly.pop(device_id, None)
            c = choose_quote(rows, today=self.today, pin=self.pins.get(device_id), edits=self.edits, facts=facts)
            if c.quote is not None or c.n_aside:
                self.purchase[device_id] = c
            else:
                self.purchase.pop(device_id, None)

    def update(
        self,
        *,
        rows: list[dict] = (),
        removed=(),
        pins: dict[str, int] | None = None,
        edits: dict[int, dict] | None = None,
        today: str | None = None,
    ) -> set[str]:
        """Take in quotes added or read again (`rows`, each replacing the quote of its id wherever it was), quotes
        gone (`removed`: quote ids), and the user's pins and offer edits as they are now; choose again for the devices
        any of it touched. Returns those device ids."""
        touched: set[str] = set()
        if edits is not None and edits != self.edits:
            changed = {i for i in set(edits) | set(self.edits) if edits.get(i) != self.edits.get(i)}
            self.edits = dict(edits)
            for i in changed:  # read again with the edit as it is now
                device_id = self._where.get(i)
                if device_id is not None:
                    q = self.rows[device_id][i]
                    self._facts[device_id][i] = _facts(q, self.edits.get(i))
                    touched.add(device_id)
        for key in removed:
            touched.add(self._drop(key))
        for q in rows:
            touched.add(self._drop(self._key(q)))
            touched.add(self._add(q))
        if pins is not None and pins != self.pins:
            touched.update(d for d in set(pins) | set(self.pins) if pins.get(d) != self.pins.get(d))
            self.pins = dict(pins)
        if today is not None and today != self.today:
            self.today = today
            touched.update(self.rows)
        touched.discard(None)
        self._choose(touched)
        return touched

    def book(self, tax_basis: str = "net") -> QuoteBook:
        """The choices as prices read them, on `tax_basis` (the hourly quotes oldest first, as the store lists them)."""
        hourly = sorted(
            (q for rows in self._hourly.values() for q in rows),
            key=lambda q: (str(q.get("as_of") or ""), q.get("id") or 0),
        )
        return QuoteBook(dict(self.purchase), hourly, tax_basis)


@dataclass
class QuoteBook:
    """A workspace's imported quotes as the prices read them: the chosen purchase quote of each device (by the
    rule above), the hourly quotes, and the comparison's tax basis."""

    purchase: dict[str, QuoteChoice] = field(default_factory=dict)
    hourly: list[dict] = field(default_factory=list)
    tax_basis: str = "net"

    @classmethod
    def of(
        cls,
        quotes: list[dict],
        *,
        pins: dict[str, int] | None = None,
        edits: dict[int, dict] | None = None,
        tax_basis: str = "net",
        today: str | None = None,
    ) -> QuoteBook:
        hourly = [q for q in quotes if q.get("device_id") and q.get("price_kind") in _RENTS and _priced(q)]
        return cls(choose_quotes(quotes, today=today, pins=pins, edits=edits), hourly, tax_basis)

    @classmethod
    def coerce(cls, quotes, hourly=(), tax_basis: str = "net") -> QuoteBook:
        """A QuoteBook from what callers hold: a QuoteBook, or (older callers, tests) a dict of device id -> quote
        row, each taken as that device's choice."""
        if isinstance(quotes, QuoteBook):
            return quotes
        purchase = {}
        for device_id, q in (quotes or {}).items():
            if isinstance(q, QuoteChoice):
                purchase[device_id] = q
            elif isinstance(q, dict):
                purchase[device_id] = QuoteChoice(q, offer_of(q), Msg("the quote given"))
        return cls(purchase, list(hourly or []), tax_basis)

    def choice(self, device_id: str) -> QuoteChoice | None:
        return self.purchase.get(device_id)

    def marks(self, rows: list[dict], today: str | None = None) -> dict[int, str]:
        """Quote id -> "chosen" or "pinned" (the quote that prices its device), "expired", or nothing: what the
        quote lists (window, command line, API) say beside each quote."""
        today = today or today_iso()
        out: dict[int, str] = {}
        for q in rows:
            c = self.choice(q.get("device_id") or "")
            if c is not None and c.quote is not None and c.quote.get("id") == q.get("id"):
                out[q["id"]] = "pinned" if c.pinned else "chosen"
            elif expired(q, today):
                out[q["id"]] = "expired"
        return out
