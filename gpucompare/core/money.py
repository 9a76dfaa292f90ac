"""Money: currencies, a dated FX table the user can edit, price ranges, and 万-style formatting."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

from gpucompare.core.tables import read_table
from gpucompare.errors import BadArgument
from gpucompare.i18n import N_, Msg, is_chinese

SYMBOLS = {"USD": "$", "CNY": "¥", "EUR": "€", "RUB": "₽", "JPY": "JP¥"}
#: what people type for a currency (a command line, a preference): the code it means. ¥ is the yuan here, as the
#: price parser reads it in a sheet that names no other currency.
CURRENCY_ALIASES = {
    "RMB": "CNY",
    "¥": "CNY",
    "￥": "CNY",
    "元": "CNY",
    "人民币": "CNY",
    "YUAN": "CNY",
    "US$": "USD",
    "$": "USD",
    "美元": "USD",
    "DOLLAR": "USD",
    "€": "EUR",
    "欧元": "EUR",
    "EURO": "EUR",
    "₽": "RUB",
    "日元": "JPY",
    "円": "JPY",
}
DISPLAY_CURRENCIES = tuple(SYMBOLS)  # prices are shown in these; the others only convert quotes


def money_unit(currency: str, hourly: bool = False) -> str:
    """A money column's or axis's unit in the reader's language, as its amounts write it: '$' (or '¥', '€'),
    '美元' for dollars in Chinese ('单价 (美元)', '每 1,000 美元', never '($)' beside '(万美元)'); '/h' for a rent.
    The one function every header, axis and label of money reads its unit from."""
    unit = "美元" if is_chinese() and currency.upper() == "USD" else SYMBOLS.get(currency, currency)
    return unit + ("/h" if hourly else "")


def per_money(currency: str, amount: str, hourly: bool = False) -> str:
    """An amount of money as a 'per ...' label writes it: '$1,000', '¥1/h'; in Chinese dollars after the figure,
    as every Chinese amount writes them ('1,000 美元')."""
    unit = money_unit(currency)
    text = f"{amount} {unit}" if unit == "美元" else f"{unit}{amount}"
    return text + ("/h" if hourly else "")


@dataclass(frozen=True)
class PriceRange:
    """A price or a range of prices in one currency; both ends NaN for 'price on request'."""

    min: float
    max: float
    currency: str

    @property
    def mid(self) -> float:
        return (self.min + self.max) / 2

    @property
    def on_request(self) -> bool:
        return math.isnan(self.min)


#: the longest publisher's name a rate's conversion text quotes (the whole source, with its URL, is in the table)
SHORT_SOURCE_CHARS = 60


@dataclass(frozen=True)
class Rate:
    currency: str
    per_usd: float
    as_of: str
    source: str

    @property
    def short_source(self) -> Msg | str:
        """Who published the rate, as a caption beside a converted price names it: the source's text up to its first
        bracket or URL ('Federal Reserve Board, Foreign Exchange Rates H.10', 'International Monetary Fund, currency
        values in terms of SDR for 2024-12-23'), cut at a comma past SHORT_SOURCE_CHARS; a rate of the user's own
        reads 'your rate (Preferences)'."""
        text = (self.source or "").strip()
        if not text or text.lower() == "user":
            return Msg("your rate (Preferences)")
        kept, depth = [], 0  # the text outside brackets, up to a URL or a second clause ("; ", ": ")
        for ch in text.split("http", 1)[0].split(";", 1)[0].split(": ", 1)[0]:
            depth += (ch == "(") - (ch == ")") * (depth > 0)
            if depth == 0 and ch != ")":
                kept.append(ch)
        text = " ".join("".join(kept).split()).replace(" ,", ",").rstrip(" ,;:")
        while len(text) > SHORT_SOURCE_CHARS and ", " in text:
            text = text.rsplit(", ", 1)[0]
        return text[:SHORT_SOURCE_CHARS].rstrip(" ,;:")


class FxTable:
    """Units of each currency per US dollar; the newest dated row wins; user rates override bundled ones."""

    def __init__(self, rates: list[Rate], chosen: frozenset[str] = frozenset()):
        self.rates: dict[str, Rate] = {}
        for r in sorted(rates, key=lambda r: r.as_of):
            self.rates[r.currency.upper()] = r
        self._chosen = chosen  # currencies the user gave a rate of their own: shown in the currency selectors

    @classmethod
    def bundled(cls) -> FxTable:
        return cls([Rate(r["currency"], float(r["per_usd"]), r["as_of"], r["source"]) for r in read_table("fx")])

    def with_overrides(self, rates: list[Rate]) -> FxTable:
        chosen = self._chosen | {r.currency.upper() for r in rates}
        return FxTable(list(self.rates.values()) + list(rates), frozenset(chosen))

    @property
    def currencies(self) -> list[str]:
        """Every currency with a rate: a quote in any of them converts (the importer's and the CLI's list)."""
        return sorted(self.rates, key=lambda c: (c != "USD", c != "CNY", c))

    def display_currencies(self, *also: str) -> list[str]:
        """The currencies to show prices in (the window's, the report's and the preferences' selectors): those the
        app writes with a symbol, those the user gave a rate of their own, and `also` (the one in use) - not the
        two dozen more the bundled table holds only to convert vendor quotes."""
        shown = set(DISPLAY_CURRENCIES) | self._chosen | {c.upper() for c in also if c}
        return [c for c in self.currencies if c in shown]

    def check(self, currency: str) -> str:
        """An ISO code the table knows, from a code or an alias ('rmb', '¥', '元', 'US$'); one clear error with the
        nearest code otherwise."""
        cur = (currency or "").strip().upper()
        cur = CURRENCY_ALIASES.get(cur, cur)
        if cur not in self.rates:
            import difflib

            near = difflib.get_close_matches(cur, list(self.rates), n=1, cutoff=0.6)
            hint = f"did you mean {near[0]}? " if near else ""
            raise BadArgument(f"unknown currency {currency!r}; {hint}known: {', '.join(self.currencies)}")
        return cur

    def rate_text(self, src: str, dst: str) -> RateText | str:
        """'0.139 USD/CNY, rate of 2024': the rate a price in `src` is shown at in `dst`, with the date of each FX
        row it is worked from ('' when no conversion is needed); the rows travel with it (RateText.rows) for a
        caption to name their publishers once (rate_sources). Two rows of different dates (a cross rate) name each
        date by its currency ('GBP 2023, CNY 2026-09-25'), never '2023/2026-09-25', which reads as a range or a typo
        and hides which rate is the old one."""
        src, dst = src.upper(), dst.upper()
        if src == dst:
            return ""
        rows = tuple(self.rates[c] for c in dict.fromkeys((src, dst)) if c != "USD" and c in self.rates)
        dates = sorted({r.as_of for r in rows})
        as_of = dates[0] if len(dates) == 1 else ", ".join(f"{r.currency} {r.as_of}" for r in rows) if dates else "-"
        text = RateText(
            N_("{rate:.3g} {dst}/{src}, rate of {as_of}"),
            rate=self.convert(1.0, src, dst),
            dst=dst,
            src=src,
            as_of=as_of,
        )
        text.rows = rows
        return text

    def convert(self, amount, src: str, dst: str):
        """Works on floats and numpy arrays alike."""
        src, dst = self.check(src), self.check(dst)
        if src == dst:
            return amount
        return amount / self.rates[src].per_usd * self.rates[dst].per_usd


class RateText(Msg):
    """A conversion's words ('6.71 CNY/USD, rate of 2026-09-25') with the FX rows it was worked from."""

    rows: tuple[Rate, ...] = ()


def rate_rows(texts) -> tuple[Rate, ...]:
    """The FX rows behind conversion texts (FxTable.rate_text), each once, in the order first met."""
    rows = {(r.currency, r.as_of): r for text in texts for r in getattr(text, "rows", ())}
    return tuple(rows.values())


def rate_sources(rows) -> Msg | str:
    """Who published the FX rows (rate_rows), each publisher once with the currencies it gave: 'Exchange rates:
    Federal Reserve Board, Foreign Exchange Rates H.10 (CNY, EUR); International Monetary Fund (GBP).' ('' for no
    row): a caption names them from the same FX table the prices were converted with."""
    by_source: dict[str, dict[str, None]] = {}
    names: dict[str, Msg | str] = {}
    for row in rows:
        name = row.short_source
        by_source.setdefault(str(name), {})[row.currency] = None
        names.setdefault(str(name), name)
    if not by_source:
        return ""
    parts = [Msg("{source} ({currencies})", source=names[k], currencies=", ".join(v)) for k, v in by_source.items()]
    out = parts[0]
    for more in parts[1:]:
        out = Msg("{a}; {b}", a=out, b=more)
    return Msg("Exchange rates: {sources}.", sources=out)


#: significant figures of a quoted price written in a unit (万, M): enough that a quote keeps every digit to the unit
EXACT_DIGITS = 10


def _unit_scales(currency: str, lang: str) -> tuple[tuple[float, str], ...]:
    """The units a large amount is written in, largest first: 亿 and 万 for yuan and dollars in Chinese, B and M
    otherwise."""
    if lang.startswith("zh") and currency.upper() in ("CNY", "USD"):
        return ((1e8, "亿"), (1e4, "万"))
    return ((1e9, "B"), (1e6, "M"))


def money_scale(amounts, currency: str, lang: str = "en", digits: int = 3) -> float:
    """The one unit a set of amounts read against each other is written in (a table's column of costs, one cost of
    several options side by side), chosen once from all of them: the largest unit (亿, 万; B, M) the largest amount
    reaches in which the smallest still reads at least 0.1 of it, else plain figures (1.0): '¥0.8万' beside '¥12万',
    '¥349,000' beside '¥1,010,000' - never '¥8,000' beside '¥12万', nor '¥349,000' beside '¥1.01M', which read as
    two kinds of figure. The window, the report and the command line write a column's amounts in the unit this
    gives (format_money's `scale`)."""
    vals = []
    for a in amounts:
        if a is None:
            continue
        a = abs(float(a))
        if math.isfinite(a) and a > 0:
            vals.append(round_sig(a, digits))
    if not vals:
        return 1.0
    top, least = max(vals), min(vals)
    return next((sc for sc, _ in _unit_scales(currency, lang) if top >= sc and least >= 0.1 * sc), 1.0)


def format_money_column(amounts, currency: str, lang: str = "en", digits: int = 3) -> list[str]:
    """Amounts read against each other, each to `digits` significant figures in their one unit (money_scale):
    ['¥1,010,000', '¥349,000', '¥46,400'], ['¥0.8万', '¥12万']; '—' for a missing one."""
    amounts = list(amounts)
    scale = money_scale(amounts, currency, lang, digits)
    return [format_money(a, currency, lang, digits, scale=scale) for a in amounts]


def format_money(
    amount: float | None,
    currency: str,
    lang: str = "en",
    digits: int = 3,
    *,
    exact: bool = False,
    scale: float | None = None,
) -> str:
    """An estimate (a run's cost, its band, a saving) to `digits` significant figures: '$602,000' beside '$1.03M',
    '¥18.0 (¥8.20–59.2)', never '$602,266' nor '¥18.01' under a band that spans a factor of seven. `exact`: a quoted
    price, which keeps its digits ('$55.04', '$24,999'). In Chinese CNY reads as '¥12.5万' and '¥1.2亿', USD as
    '52.5万美元'. `scale`: the unit a column's amounts share (money_scale: 1.0 for plain figures, 1e4 for 万, 1e6
    for M, ...), instead of the one this amount alone would take."""
    if amount is None or (isinstance(amount, float) and math.isnan(amount)):
        return "—"
    if exact:
        digits = EXACT_DIGITS
    sym = SYMBOLS.get(currency.upper(), currency.upper() + " ")
    sign = "-" if amount < 0 else ""
    a = abs(amount)
    r = round_sig(a, digits)  # the unit is chosen after rounding: ¥9999.6万 reads ¥1亿, $999.6M reads $1B
    if not exact and a >= 0.1:
        a = r  # the figures below the unit are written from the rounded amount too
    units = _unit_scales(currency, lang)
    if scale is None:
        scale = next((sc for sc, _ in units if r >= sc), 1.0)
    word = dict(units).get(scale, "")
    if lang.startswith("zh") and currency.upper() in ("CNY", "USD"):
        # yuan read '¥12.5万'; dollars '52.5万美元' (never '$52.5万', which mixes two ways of writing the unit);
        # `digits` figures in every unit: '¥7100万' beside '$10.6M', never '¥7098万'
        pre, post = (sym, "") if currency.upper() == "CNY" else ("", "美元")
        if word:
            return f"{sign}{pre}{sig_text(r / scale, digits)}{word}{post}"
        if post:  # dollars under 万 in the same words as those above: '1.91美元' beside '3.52万美元', never '$1.91'
            return format_money(amount, "USD", "en", digits, exact=exact, scale=1.0).replace("$", "", 1) + post
    elif word:  # one style for every amount of a table: '$7.58M' next to '$53.1M', never '$7,576,658'
        return f"{sign}{sym}{sig_text(r / scale, digits)}{word}"
    if a >= 100:
        return f"{sign}{sym}{a:,.0f}"
    if a >= 0.1 or a == 0:  # cents: '$0.80' beside '$1.39' in a column, never '$0.8'; an estimate to its figures
        places = 2 if exact or a == 0 else min(2, max(0, digits - 1 - int(math.floor(math.log10(a)))))
        return f"{sign}{sym}{a:,.{places}f}"
    return f"{sign}{sym}{sig_text(a, 2)}"  # a tariff: '$0.08', '¥0.63', not '$0.0799722'


#: the counts a cost per sample is shown per (its row's title in the window and the report; the command line's in
#: lower case): a DLRM's sample costs a fraction of a billionth of a dollar, read as '$0.62 per billion samples',
#: never '$0.00000000062'
PER_SAMPLES = (
    (1.0, N_("Per sample")),
    (1e3, N_("Per thousand samples")),
    (1e6, N_("Per million samples")),
    (1e9, N_("Per billion samples")),
    (1e12, N_("Per trillion samples")),
)
#: the least amount a per-unit cost is shown at (a cent): below it the row counts more samples
PER_UNIT_FLOOR = 0.01


def per_samples(amounts) -> tuple[float, str]:
    """(count, title): how many samples one row of costs per sample is shown per, the same for every column of a
    table, so that its smallest cost reads at least a cent ('Per million samples', $0.62); 'Per sample' when every
    cost is a cent or more, or none is given. The one rule the window, the report and the command line use; the
    JSON keeps the cost of one sample."""
    given = [float(a) for a in amounts if a is not None and math.isfinite(float(a)) and float(a) > 0]
    if not given:
        return PER_SAMPLES[0]
    least = min(given)
    return next((p for p in PER_SAMPLES if least * p[0] >= PER_UNIT_FLOOR), PER_SAMPLES[-1])


def format_exact(amount: float | None, currency: str, lang: str = "en") -> str:
    """An amount to the cent, for a cost line a buyer checks against a vendor's sheet: '¥66,548,672.57'; a whole
    amount (16 x a round quote of ¥320,000) as the vendor wrote it, '¥5,120,000', never '¥5,120,000.00', whose cents
    claim a precision the quote never had. In Chinese a whole amount of yuan or dollars is written as every other
    amount there, every figure kept ('¥144万' beside the estimate '¥121万' and the quote '16 × ¥9万', '40万美元'); one
    with cents keeps them in figures ('¥66,548,672.57'), and dollars say so in words ('1,234.50美元')."""
    if amount is None or (isinstance(amount, float) and math.isnan(amount)):
        return "—"
    if not (lang.startswith("zh") and currency.upper() in ("CNY", "USD")):
        return _exact(amount, SYMBOLS.get(currency.upper(), currency.upper() + " "))
    a = abs(amount)
    if abs(a - round(a)) < 0.005:
        return format_money(float(round(amount)), currency, lang, exact=True)
    text = f"{a:,.2f}"
    if currency.upper() == "USD":
        return f"{'-' if amount < 0 else ''}{text}美元"
    return f"{'-' if amount < 0 else ''}{SYMBOLS['CNY']}{text}"


def _exact(amount: float, sym: str) -> str:
    """format_exact of a number (not None, not NaN) with its currency's symbol `sym` in front, as every language but
    Chinese (and Chinese for currencies other than yuan and dollars) writes it: '¥66,548,672.57', '€9,062'."""
    a = abs(amount)
    # each of the four texts by a format of its own, fixed when the module is compiled (a 50,000-row dry run writes
    # each distinct price once: no format specification built and parsed a call)
    if abs(a - round(a)) < 0.005:
        return f"-{sym}{a:,.0f}" if amount < 0 else f"{sym}{a:,.0f}"
    return f"-{sym}{a:,.2f}" if amount < 0 else f"{sym}{a:,.2f}"


def format_amount(amount: float, currency: str, digits: int = 0) -> str:
    """A number in a money column whose header names the currency: '400,000', or in Chinese, for yuan, '40万'."""
    from gpucompare.i18n import is_chinese

    if is_chinese() and currency.upper() == "CNY" and abs(amount) >= 1e4:
        # the header carries the ¥; exact to the yuan (a quote of 19,999 reads 1.9999万, never 2万): callers that
        # show a converted or estimated price round it first (round_sig)
        unit, scale = ("亿", 1e8) if abs(amount) >= 1e8 else ("万", 1e4)
        text = f"{round(amount) / scale:.{8 if unit == '亿' else 4}f}".rstrip("0").rstrip(".")
        return text + unit
    d = digits if abs(amount) >= 10 or amount == int(amount) else max(digits, 2)
    return f"{amount:,.{d}f}"


def sig_text(x: float, digits: int) -> str:
    """A positive `x` to `digits` significant figures, trailing zeros dropped ('12.5', '7100', '1.2')."""
    text = f"{x:.{max(0, digits - 1 - int(math.floor(math.log10(x))) if x > 0 else 0)}f}"
    return text.rstrip("0").rstrip(".") if "." in text else text


def round_sig(x: float, digits: int = 3) -> float:
    """`x` to `digits` significant figures (a converted price is no more precise than its source)."""
    if not math.isfinite(x) or x == 0:
        return x
    return round(x, digits - 1 - int(math.floor(math.log10(abs(x)))))


def format_money_ends(low: float, high: float, currency: str, lang: str = "en", digits: int = 3) -> tuple[str, str]:
    """The two ends of one figure read together (a buy-or-rent margin at the low and the high end of an input's
    range, a saving at the band's two ends), each to `digits` significant figures in one unit chosen from both
    (money_scale): ('-$2.88M', '-$0.623M'), never '-$2.88M to -$623,000', which reads as two kinds of figure. The
    one rule the window's tornado, the report's decision table and the command line's decision lines write a pair
    by."""
    ends = [round_sig(float(v), digits) for v in (low, high)]
    scale = money_scale(ends, currency, lang, digits)
    return tuple(format_money(v, currency, lang, digits, scale=scale) for v in ends)


def format_money_range(low: float, high: float, currency: str, lang: str = "en", scale: float | None = None) -> str:
    """A price given as a range, read as the range and never as its midpoint: '$48,700–62,600', '¥35万–45万',
    '4.87万–6.26万美元'; the ends to 3 significant figures. Both ends in the high end's unit, written once, when the
    low end reads at least 0.1 of it ('¥0.863万–5.16万', '$0.659–10.3M'); else each end in its own ('$9,000–$3M',
    '500–1.2万美元'), so that neither reads '0.0' nor as a 7-digit figure ('$0.009–3M', '$9,000–3,000,000'); one
    figure when the ends agree. `scale`: the unit the range's row shares (money_scale of every amount read with it:
    a comparison's run costs and their bands, tco.run_cost_scale), both ends written in it ('$0.229–0.915M' beside
    '$0.39–1.56M', never '$229,000–915,000' beside it)."""
    if math.isclose(low, high, rel_tol=1e-9):
        return format_money(low, currency, lang, scale=scale)
    pre = SYMBOLS.get(currency.upper(), currency.upper() + " ")
    zh = lang.startswith("zh") and currency.upper() in ("CNY", "USD")
    units = _unit_scales(currency, lang)
    forced = scale is not None
    if not forced:
        scale = next((sc for sc, _ in units if round_sig(high) >= sc), None)
    elif scale not in dict(units):  # plain figures for the row: both ends so
        scale = None
    if 0 <= low < high and scale is not None:
        lo, hi = round_sig(low), round_sig(high)
        if lo < 0.1 * scale and not forced:
            # the low end under a tenth of the high end's unit ('$0.009–3M' reads as nothing, '$9,000–3,000,000' as
            # a 7-digit figure): each end in its own unit, each with its sign ('$9,000–$3M', '500–1.2万美元')
            a, b = format_money(lo, currency, lang), format_money(hi, currency, lang)
            if zh and currency.upper() == "USD":
                return f"{a[: -len('美元')]}–{b}"
            return f"{a}–{b}"
        unit = dict(units)[scale]
        a, b = sig_text(lo / scale, 3), sig_text(hi / scale, 3)
        if zh:
            # both ends in the high end's unit, as Chinese writes a range: '¥0.32亿–1.9亿', never '¥3200万–1.9亿'
            return f"{a}{unit}–{b}{unit}美元" if currency.upper() == "USD" else f"{pre}{a}{unit}–{b}{unit}"
        # both ends in the high end's unit, written once: '$0.822–3.05M', never '$822,165–3.05M' (two scales in one
        # range) nor '$2.46M–13.3M' (the unit twice, unlike its neighbours)
        return f"{pre}{a}–{b}{unit}"
    plain = 1.0 if forced else None  # a row of plain figures: never '$1.2M' at one end of it
    a, b = (format_money(round_sig(v), currency, lang, scale=plain) for v in (low, high))
    if a.startswith(pre) and b.startswith(pre):
        b = b[len(pre) :]
    elif a.endswith("美元") and b.endswith("美元"):
        a = a[: -len("美元")]
    return f"{a}–{b}"


def format_range(pr: PriceRange, lang: str = "en") -> str:
    """A quoted price or range: one price keeps its digits; a range's ends to 3 figures (format_money_range)."""
    if pr.on_request:
        return "价格面议" if lang.startswith("zh") else "price on request"
    if math.isclose(pr.min, pr.max, rel_tol=1e-9):
        return format_money(pr.min, pr.currency, lang, exact=True)
    return format_money_range(pr.min, pr.max, pr.currency, lang)


def format_quoted(low: float, high: float, currency: str | None, lang: str = "en") -> str:
    """A quoted price or range as the vendor wrote it, in the one money style (format_exact: every figure kept, its
    cents where it has them): the unit written once, the currency's symbol or code in front ('¥320,000',
    '¥300,000–340,000', 'GBP 1,250', '€9,062.50', never '€9,062'; in Chinese '¥32万', '¥30万–34万', '4.5万美元');
    never a unit word beside a code ('32万 CNY'). A quote whose currency is not known keeps its figures with a '?'
    ('320,000 ?')."""
    if not currency:
        a, b = (f"{v:,.2f}".rstrip("0").rstrip(".") for v in (low, high))
        return (a if a == b else f"{a}–{b}") + " ?"
    a, b = (format_exact(v, currency, lang) for v in (low, high))
    if a == b:
        return a
    pre = SYMBOLS.get(currency.upper(), currency.upper() + " ")
    if a.startswith(pre) and b.startswith(pre):
        b = b[len(pre) :]
    elif a.endswith("美元") and b.endswith("美元"):
        a = a[: -len("美元")]
    return f"{a}–{b}"


#: what a quote's price is per, beside its amount: an hour of rent, a month of lease; a purchase needs no word
PER_KIND = {"hourly": "/h", "hourly_reserved": "/h", "lease": N_("/month"), "monthly": N_("/month")}


def format_quote(
    low: float, high: float, currency: str | None, kind: str = "", on_request: bool = False, lang: str = "en"
) -> str:
    """A quote's price as every face writes it (the import dry run, the import dialog, the Quotes tab and command):
    format_quoted's money style ('€9,062.50', '¥32万', never '9,062.50 EUR'), '/h' after a rent, '/month' after a
    lease; 'price on request' for none."""
    if on_request:
        return "价格面议" if lang.startswith("zh") else "price on request"
    return quote_writer(currency, kind, lang)(low, high)


def quote_writer(currency: str | None, kind: str = "", lang: str = "en") -> Callable[[float, float], str]:
    """format_quote of a price (low, high) that is not on request, for one currency, price kind and language: what
    depends on those three decided once, so a 50,000-row import's dry run writes its distinct prices in a fraction of
    the time (the same text, by the same rules: format_exact's, format_quoted's)."""
    from gpucompare.i18n import tr

    per = PER_KIND.get(kind or "", "")
    if per.startswith("/m"):
        per = tr(per)
    if not currency or (lang.startswith("zh") and currency.upper() in ("CNY", "USD")):
        return lambda low, high: format_quoted(low, high, currency, lang) + per
    sym = SYMBOLS.get(currency.upper(), currency.upper() + " ")

    def write(low: float, high: float) -> str:
        if low == high and low is not None:  # one price (never a NaN: it is not equal to itself)
            return _exact(low, sym) + per
        a, b = (format_exact(v, currency, lang) for v in (low, high))
        if a == b:
            return a + per
        if a.startswith(sym) and b.startswith(sym):
            b = b[len(sym) :]
        return f"{a}–{b}{per}"

    return write


def format_outlay(
    amount: float | None, currency: str, quoted: bool, lang: str = "en", scale: float | None = None
) -> str:
    """A line of a capital outlay: to the cent when it is worked from a price quoted in `currency` (a buyer checks it
    against the vendor's sheet), else (the middle of a price range, a converted price) an estimate to 3 figures
    ('$15.3M', never '$15,258,530.77'), in the unit `scale` its column's estimates share (outlay_scale)."""
    return format_exact(amount, currency, lang) if quoted else format_money(amount, currency, lang, scale=scale)


def outlay_line_text(line: dict, currency: str, quoted: bool, lang: str = "en", scale: float | None = None) -> str:
    """One line of a capital outlay (a `Costing.capital_lines_in` dict) as every face prints it: the line of the
    quoted price itself (one the offer holds) to the cent when the outlay is `quoted` in `currency`; a line the app
    adds from a default (servers, switches, optics) is an estimate, to 3 figures, whatever price stands beside it
    ('¥19.3M', never '¥19,327,680.00' worked from a $90,000 host converted at a rate)."""
    return format_outlay(line["amount"], currency, quoted and bool(line["in_offer"]), lang, scale)


def outlay_total_text(
    lines: list[dict], total: float | None, currency: str, quoted: bool, lang: str = "en", scale: float | None = None
) -> str:
    """The capital outlay's total: to the cent only when each line in it is (a sum holding an estimate is one)."""
    return format_outlay(total, currency, _total_exact(lines, quoted), lang, scale)


def _total_exact(lines: list[dict], quoted: bool) -> bool:
    """Whether a capital outlay's total is written to the cent: every line in it is."""
    return quoted and all(line["in_offer"] or not line["amount"] for line in lines)


def outlay_scale(lines: list[dict], total: float | None, currency: str, quoted: bool, lang: str = "en") -> float:
    """The one unit a capital outlay's estimated lines and its estimated total are written in (money_scale over
    them): '¥0.725M' beside '¥4.83M' and '¥32.3M', never '¥725,000' among them. Lines to the cent keep their
    figures."""
    estimated = [line["amount"] for line in lines if not (quoted and line["in_offer"]) and line["amount"]]
    return money_scale([*estimated, *([] if _total_exact(lines, quoted) else [total])], currency, lang)
