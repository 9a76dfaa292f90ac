"""The comparison report as HTML in Qt's rich-text subset, Qt-free: title, the side-by-side table with the best value
marked, the chart (an image resource named `chart.png`, painted by the caller), the training estimate with every
assumption, the latest quotes, and numbered footnotes with the source of every figure.

The same builder serves the window (print, preview, PDF) and `gpucompare report`; the language is whatever
`gpucompare.i18n` is set to while `build_report()` runs.
"""

from __future__ import annotations

import datetime as dt
import html
import math
import re
from dataclasses import dataclass, field

from gpucompare import __version__
from gpucompare.core.catalog import PRECISION_LABEL
from gpucompare.core.chart import ChartData
from gpucompare.core.compare import GROUPS, Comparison, column_name
from gpucompare.core.decision import Decision, best_run_note, best_runs, best_times
from gpucompare.core.decision import saving_text as decision_saving
from gpucompare.core.durations import (
    duration_in,
    duration_range_in,
    duration_unit,
    estimate_times,
    hours_scale,
    time_texts,
)
from gpucompare.core.estimate import Estimate, defaults
from gpucompare.core.estimate.assumptions import token_count as count_text
from gpucompare.core.estimate.results import BASIS_LABEL
from gpucompare.core.estimate.results import ROWS as RESULT_ROWS
from gpucompare.core.money import (
    FxTable,
    format_money,
    format_money_ends,
    format_money_range,
    format_quoted,
    money_scale,
    money_unit,
    outlay_line_text,
    outlay_scale,
    outlay_total_text,
    per_samples,
    rate_sources,
)
from gpucompare.core.offers import (
    TAX_BASES,
    expired,
    in_tax_basis,
    offer_of,
    quote_date,
    quote_where,
    tax_basis_words,
)
from gpucompare.core.option_names import as_inputs
from gpucompare.core.pricing import (
    AGED_MONTHS,
    CHECK_MARK,
    HOUR_BASIS,
    KINDS,
    MARKET_TAGS,
    MARKETS,
    STALE_MONTHS,
    PriceColumn,
    basis_markets,
    basis_title,
    price_age_mark,
    price_age_note,
)
from gpucompare.core.source_texts import sourced
from gpucompare.core.tco import Costing, chart_data, cost_label, run_cost_scale, settings_words
from gpucompare.core.workloads import Workload
from gpucompare.i18n import N_, Msg, beside, is_chinese, localize, plural, then, tr, trf
from gpucompare.report.cite import Notes, cite, said_once

CHART_RESOURCE = "chart.png"
RENT_BUY_RESOURCE = "rent-buy.png"
RENT_BUY_SIZE = (600, 220)
CHART_SIZE = (600, 340)  # document pixels (1/96 inch): fits the text width of A4 and Letter pages
BEST_BG = "#d6f0d6"
HEAD_BG = "#e8ecf2"


@dataclass
class ReportInput:
    """Everything a report shows, computed by the caller from the core (the window's state or CLI arguments)."""

    comparison: Comparison
    prices: PriceColumn  # over comparison.devices, in their order
    chart: ChartData | None = None
    workload: Workload | None = None
    count: int = 0
    estimates: dict[str, Estimate | str] = field(default_factory=dict)  # device id -> result or error text
    costings: dict[str, Costing] = field(default_factory=dict)  # device id -> what owning or renting costs
    fx: FxTable | None = None
    currencies: tuple[str, ...] = ()  # more currencies to show the costs in, beside the display currency
    quotes: dict[str, list[dict]] = field(default_factory=dict)  # device id -> latest quotes with provenance
    notes: str = ""
    title: str = ""
    date: dt.date | None = None
    #: buy or rent, each owned option against the cheapest rental, with its band and sensitivity (core.decision)
    decisions: list[Decision] = field(default_factory=list)
    tax_basis: str = "net"
    site: str = "us"


@dataclass
class Report:
    html: str
    footnotes: list[str]
    title: str
    has_chart: bool
    #: the rent-vs-buy chart's data (months, series and break-evens in the display currency), painted by the caller
    rent_buy: dict | None = None


#: numbered footnotes (the same source text gets the same number)
_Notes = Notes


def unit_html(unit: str) -> str:
    """A row label's unit in brackets, never broken across lines: a Chinese label wraps between any two characters,
    which split '(Gb/s)' after its slash ('单卡横向扩展网络 (Gb/' over 's)')."""
    return _e("\u2060".join(f"({unit})"))  # a word joiner between each two characters: no break inside


def _e(text) -> str:
    """Text for the report's HTML: escaped, and without escape sequences, control or direction characters (a name
    with a right-to-left override would reorder the line around it on the page)."""
    from gpucompare.safetext import shown

    # a command-line option the core names ('name --precision to narrow it') is said as the estimate's input, as the
    # window says it: a meeting reads the report, not a shell
    return html.escape(shown(as_inputs(localize(text)), newlines=True) if text is not None else "")


TABLE = "<table border='1' cellspacing='0' cellpadding='2' width='100%' style='border-collapse:collapse'>"
DENSE_TABLE = "<table border='1' cellspacing='0' cellpadding='2' width='100%' style='border-collapse:collapse'>"
SMALL_TABLE = (
    "<table class='small' border='1' cellspacing='0' cellpadding='2' width='100%' style='border-collapse:collapse'>"
)
#: a heading that starts a new page
NEW_PAGE = " style='page-break-before: always'"


def build_report(inp: ReportInput) -> Report:
    """The report for the meeting: a first page with what is decided and how sure it is (the recommendation, the
    compared devices at a glance, the risks, the quotes behind the prices), then the side by side, the chart, the
    estimate and cost tables, the quotes, and an appendix of assumptions and numbered sources."""
    c = inp.comparison
    notes = Notes()
    lang = "zh" if is_chinese() else "en"
    date = (inp.date or dt.date.today()).isoformat()
    title = inp.title or tr("Accelerator comparison")
    prec = PRECISION_LABEL[c.precision]
    subtitle = trf(
        plural(
            len(c.devices),
            N_(
                "{date} · gpucompare {version} · {n} device · {prec} dense tensor peaks (no sparsity) · prices: "
                "{basis}, {cur}, {tax}"
            ),
            N_(
                "{date} · gpucompare {version} · {n} devices · {prec} dense tensor peaks (no sparsity) · prices: "
                "{basis}, {cur}, {tax}"
            ),
        ),
        date=date,
        version=__version__,
        n=len(c.devices),
        prec=prec,
        basis=basis_title(inp.prices.basis),
        cur=inp.prices.currency,
        tax=tr(TAX_BASES.get(inp.tax_basis, inp.tax_basis)),
    )
    parts = [
        "<html><head><meta charset='utf-8'></head><body>",
        f"<h1>{_e(title)}</h1>",
        f"<p style='color:#555'>{_e(subtitle)}</p>",
    ]
    if inp.notes.strip():
        parts.append(f"<p><b>{_e(tr('Notes'))}:</b> {_e(inp.notes.strip())}</p>")
    parts.append(_first_page(inp, notes, lang))
    # the detail, from the second page on
    parts.append(_comparison_table(c, notes, new_page=True, names=_names(inp)))
    marked = _other_market_line(inp.prices)
    if marked:
        parts.append(f"<p class='small' style='color:#555'>{_e(marked)}</p>")
    hour = _hour_basis_line(inp.prices)
    if hour:
        parts.append(f"<p class='small' style='color:#555'>{_e(hour)}</p>")
    if inp.prices.stale.any():
        parts.append(
            f"<p class='small' style='color:#555'>{_e(Msg('(old): a price older than {months} months, shown with its date, never marked best.', months=STALE_MONTHS))}</p>"
        )
    basis_note = c.basis_note()
    if basis_note:
        parts.append(f"<p class='small' style='color:#555'>{_e(basis_note)}</p>")
    # export caveat, Epoch AI credit
    parts.extend(f"<p class='small' style='color:#555'>{_e(line)}</p>" for line in c.notes())
    parts.append(_export_in_full(inp, notes))
    if inp.chart is not None and len(inp.chart):
        # the heading stays with the whole chart (report_doc keeps a heading with an image that follows it), on the
        # page the table ends on when it fits there, else on the next
        parts.append(f"<h2>{_e(tr('Price and throughput'))}</h2>")
        parts.append(
            f"<p align='center'><img src='{CHART_RESOURCE}' width='{CHART_SIZE[0]}' height='{CHART_SIZE[1]}'/></p>"
        )
        caption = _e(_chart_caption(inp.chart, (inp.date or dt.date.today()).isoformat()))
        caption = then(caption, _rate_refs(inp.chart, notes))  # one more sentence: no space after a Chinese '。'
        parts.append(f"<p class='small' style='color:#555'>{caption}</p>")
    rent_buy = None
    if inp.workload is not None and inp.estimates:
        parts.append(_estimate_section(inp, notes, lang))
        if inp.costings:
            section, rent_buy = _cost_section(inp, notes, lang)
            parts.append(section)
    others = _quotes_section(inp, notes, lang) if any(inp.quotes.get(d.id) for d in c.devices) else ""
    if others:
        parts.append(others)
    parts.append(_appendix(inp, notes))
    parts.append("</body></html>")
    # an amount and its unit never part at a line's end ('¥6128' / '万' read as six thousand yuan), nor a footnote
    # mark and the word it marks (a caption's '[9].' wrapped onto a line of its own): a word joiner between them
    # (invisible, and absent from the PDF's text)
    html_text = _MARK_JOIN.sub("\u2060", _UNIT_JOIN.sub("\u2060", "\n".join(parts)))
    return Report(html_text, notes.items, title, inp.chart is not None and len(inp.chart) > 0, rent_buy)


_UNIT_JOIN = re.compile(r"(?<=\d)(?=[万亿])")
#: a footnote mark right after a word (or after a tag closing one): never the first thing on a line
_MARK_JOIN = re.compile(r"(?<![\s\u2060])(?=<sup>\[\d+\]</sup>)")


def _names(inp: ReportInput) -> list[str]:
    """The compared columns' names: the devices' one header form, and where one device is compared twice (bought
    and rented) how each column is paid for after it ('H100 SXM5 80GB · AWS p5.48xlarge, on-demand')."""
    c = inp.comparison
    names = list(c.headers)
    ids = [d.id for d in c.devices]
    for j, d in enumerate(c.devices):
        x = inp.costings.get(d.id) if isinstance(inp.costings, dict) else None
        if ids.count(d.id) > 1 or names.count(names[j]) > 1:
            how = (x.how or x.option) if x is not None and x.option else str(j + 1)
            names[j] = f"{names[j]} · {how}"
    return names


def _assumed(inp: ReportInput) -> list[bool]:
    """Per compared device: its estimate's time rests on a generic assumption, as the core's results table says."""
    from gpucompare.core.estimate.results import rests_on_assumption

    return [rests_on_assumption(inp.estimates.get(d.id)) for d in inp.comparison.devices]


#: under a table whose columns are marked *
ASSUMED_LINE = N_(
    "* The time rests on a generic assumption (no published training run of the family, a figure the device lacks, "
    "or a family named instead of a variant), so it and the cost are less certain than the band says."
)


def _first_page(inp: ReportInput, notes: Notes, lang: str) -> str:
    """What the meeting decides on, on one page: the recommendation with its uncertainty, the compared devices at a
    glance (price, time, cost, China), the risks, and the quotes the prices rest on."""
    c = inp.comparison
    out = [f"<h2>{_e(tr('Summary'))}</h2>"]
    if inp.workload is not None and inp.estimates:
        out.append(f"<p>{_e(_workload_line(inp))}</p>")
    head = [_e(h) for h in c.headline()]
    lines = _recommendation(inp, lang)
    if lines or head:
        out.append("<p>" + "<br/>".join([*lines, *head]) + "</p>")
    out.append(_glance(inp, notes, lang))
    risks = _risks(inp)
    if risks:
        out.append(f"<h3>{_e(tr('Risks and what the figures rest on'))}</h3>")
        out.append("<ul>" + "".join(f"<li>{r}</li>" for r in risks) + "</ul>")
    behind = _quotes_section(inp, notes, lang, first_page=True)
    if behind:
        out.append(behind)
    return "\n".join(out)


def _ends(s) -> tuple[float, float]:
    """An input's margins at the low and the high end of its range (USD)."""
    return s.margin_low_usd, s.margin_high_usd


def saving_over_band(d: Decision, fx: FxTable, cur: str, lang: str) -> str:
    """What the winner of a buy-or-rent decision saves over the band of training time, in the report's language: the
    core's one sentence (Decision.saving_text), which the window and the command line say too."""
    return localize(decision_saving(d, fx, cur))


def _recommendation(inp: ReportInput, lang: str) -> list[str]:
    """What the core decided, one line each (HTML-escaped): the fastest run that fits and the cheapest run between
    like options (best_times, best_runs), each with its band, then buy or rent with its margin over the band of
    training time (core.decision). The report states them; it decides nothing."""
    c = inp.comparison
    fx = inp.fx or FxTable.bundled()
    cur = inp.prices.currency
    out = []
    stated: set[int] = set()  # the devices whose run cost is said under their time
    ests = [inp.estimates.get(d.id) for d in c.devices]
    # the times in the one unit of the comparison's tables (durations, the one place that decides it): the answer
    # reads '168 seconds' as the table below it does, never '2.79 minutes' above '168 seconds'
    unit = duration_unit(estimate_times(ests))
    # the costs said here in the unit of the report's cost rows (tco.run_cost_scale)
    run_scale = run_cost_scale([inp.costings.get(d.id) for d in c.devices], cur, fx, lang)
    for j in sorted(best_times(ests)):
        e = ests[j]
        out.append(
            _e(
                trf(
                    "Fastest: {name}, {time} (band {band}) on {n:,} devices.",
                    name=_names(inp)[j],
                    time=localize(duration_in(e.wall_days, unit)),
                    band=localize(duration_range_in(e.band["wall_days_low"], e.band["wall_days_high"], unit)),
                    n=inp.count,
                )
            )
        )
        run = inp.costings.get(c.devices[j].id)  # what that run costs, with its band and price basis, said beside it
        if run is not None:
            m = run.in_currency(cur, fx)
            cost = _cost_beside_band(m, cur, lang, run_scale)
            if m.get("run_cost_low") is not None:
                ends = format_money_range(m["run_cost_low"], m["run_cost_high"], cur, lang, scale=run_scale)
                cost += beside(trf("(band {range})", range=ends))
            option = run.how or run.option  # the device was just named
            # an old price marked where the answer is read, as in the tables below (its date is in the price row)
            cost += _cost_marks(run)
            out.append(_e(trf("Its run costs {cost}: {option}.", cost=cost, option=option)))
            stated.add(j)
        # the runner-up and the gap: a 1% lead reads otherwise as a clear win, and each time has its band
        others = [
            (k, x)
            for k, x in enumerate(ests)
            if k != j
            and isinstance(x, Estimate)
            and x.fits_in_memory
            and math.isfinite(x.wall_days)
            and x.status == "ok"
        ]
        if others:
            k, nxt = min(others, key=lambda v: v[1].wall_days)
            out.append(
                _e(
                    # under 1% said as such: '(0% longer)' read as a tie, or as a figure missing
                    trf(
                        "Next: {name}, {time} ({gap:.0%} longer).",
                        name=_names(inp)[k],
                        time=localize(duration_in(nxt.wall_days, unit)),
                        gap=nxt.wall_days / e.wall_days - 1,
                    )
                    if nxt.wall_days / e.wall_days - 1 >= 0.005
                    else trf(
                        "Next: {name}, {time} (less than 1% longer).",
                        name=_names(inp)[k],
                        time=localize(duration_in(nxt.wall_days, unit)),
                    )
                )
            )
    costs = [inp.costings.get(d.id) for d in c.devices]
    for j in sorted(best_runs(costs) - stated):  # the fastest run's cost is already said under it
        x = costs[j].in_currency(cur, fx)
        band = ""
        if x.get("run_cost_low") is not None:
            band = _bracketed(format_money_range(x["run_cost_low"], x["run_cost_high"], cur, lang, scale=run_scale))
        out.append(
            _e(
                trf(
                    "Cheapest run {kind}: {name}, {cost}{band}.",
                    kind=tr("bought") if costs[j].bought else tr("rented"),
                    name=_names(inp)[j],
                    cost=_cost_beside_band(x, cur, lang, run_scale),
                    band=band + _cost_marks(costs[j]),
                )
            )
        )
    # the answer first (which device, what its run costs, with its band), then each buy-or-rent decision, whose
    # paragraphs ran to five lines each and pushed the answer down the page
    for d in inp.decisions:
        gap = "" if lang == "zh" else " "  # a Chinese sentence ends in '。' and needs no space after it
        out.append(f"<b>{_e(d.summary(fx, cur))}</b>{gap}{_e(saving_over_band(d, fx, cur, lang))}")
    return out


def _glance(inp: ReportInput, notes: Notes, lang: str) -> str:
    """The compared devices in one small table: the price the report uses, and where there is an estimate the
    training time with its band, the run's cost, the capital outlay and the break-even; whether China can buy it."""
    c = inp.comparison
    fx = inp.fx or FxTable.bundled()
    cur = inp.prices.currency
    headers = _names(inp)
    rows: list[tuple[str, list[str]]] = []
    price = next((r for r in c.rows if r.key == "price"), None)
    if price is not None:
        rows.append((_e(price.title), [_e(price.text(j)) for j in range(len(c.devices))]))
    ests = [inp.estimates.get(d.id) for d in c.devices]
    if inp.workload is not None and any(isinstance(e, Estimate) for e in ests):

        def est_cell(e, fmt) -> str:
            return _e(fmt(e)) if isinstance(e, Estimate) else _e(e or "—")

        # the row's times in one unit, chosen once from all of them (durations.duration_unit: never '22.0 hours'
        # beside '1.50 days'), as the window and the command line write them
        unit = duration_unit(estimate_times(ests))

        rows.append(
            (
                _e(tr("Training time, band")),
                [
                    est_cell(
                        e,
                        # a run that does not fit has no time: said, never '— (—–—)'
                        lambda e: (
                            localize(duration_in(e.wall_days, unit))
                            + _bracketed(
                                localize(duration_range_in(e.band["wall_days_low"], e.band["wall_days_high"], unit))
                            )
                            if e.fits_in_memory
                            else tr("does not fit")
                        ),
                    )
                    for e in ests
                ],
            )
        )
        rows.append(
            (
                _e(tr("Fits in memory")),
                [est_cell(e, lambda e: tr("yes") if e.fits_in_memory else tr("no")) for e in ests],
            )
        )
    costs = [inp.costings.get(d.id) for d in c.devices]
    if any(x is not None for x in costs):
        for key, label in (
            ("run_cost", N_("Cost of this run")),
            ("capital_outlay", N_("Capital outlay")),
            ("monthly_cost", N_("Cost per month of use")),
        ):
            cells = []
            # the row's amounts in one unit, chosen once from all of them (money.money_scale), as the window and
            # the command line write a cost of several options: never '¥8,000' beside '¥12万'
            scale = money_scale([_row_amount(x, cur, fx, key) for x in costs], cur, lang)
            if key == "run_cost":  # the run's cost and its band in the one unit of every run cost (tco.run_cost_scale)
                scale = run_cost_scale(costs, cur, fx, lang)
            for x in costs:
                m = x.in_currency(cur, fx) if x is not None else {}
                v = m.get(key)
                if x is not None and key == "capital_outlay" and not x.bought:
                    cells.append(_e(tr("none (rented)")))
                elif key == "run_cost" and v is not None and m.get("run_cost_low") is not None:
                    band = format_money_range(m["run_cost_low"], m["run_cost_high"], cur, lang, scale=scale)
                    cells.append(_e(format_money(v, cur, lang, scale=scale) + _bracketed(band)))
                else:
                    cells.append(_e("—" if v is None else format_money(v, cur, lang, scale=scale)))
                if x is not None and getattr(x, "price_to_check", False) and key == "run_cost":
                    # a quote nobody has checked, as the estimate table and the buy-or-rent table mark it
                    cells[-1] += "<br/>" + _e(trf("({text})", text=tr(CHECK_MARK)))
                if x is not None and x.stale and key == "run_cost":  # its date is in the price row above
                    cells[-1] += "<br/>" + _e(tr("(old price)"))  # on a line of its own: never split inside
                elif x is not None and x.aged and key == "run_cost":  # over the aged limit of data/price_age.csv
                    cells[-1] += "<br/>" + _e(_aged_mark(x))
                if x is not None and x.outlasts_life and key == "run_cost":  # its reason in the assumptions
                    cells[-1] += "<br/>" + _e(x.outlasts_mark())
            rows.append((f"{_e(tr(label))} ({_e(money_unit(cur))})", cells))  # as the price rows: one unit word
        rows.append(
            (
                _e(tr("Break-even against renting")),
                ["—" if x is None or not x.bought else _e(x.break_even_note) for x in costs],
            )
        )
    china = next((r for r in c.rows if r.key == "china_status"), None)
    if china is not None:
        rows.append((_e(china.label), [_e(china.text(j)) for j in range(len(c.devices))]))
    assumed = _assumed(inp)
    out = [
        TABLE,
        f"<thead><tr><th align='left' bgcolor='{HEAD_BG}'></th>"
        + "".join(
            f"<th bgcolor='{HEAD_BG}'>{_e(h)}{' *' if a else ''}</th>" for h, a in zip(headers, assumed, strict=True)
        )
        + "</tr></thead>",
    ]
    for label, cells in rows:
        out.append(f"<tr><td>{label}</td>" + "".join(f"<td align='right'>{x}</td>" for x in cells) + "</tr>")
    out.append("</table>")
    if any(assumed):
        out.append(f"<p class='small' style='color:#7a4b00'>{_e(tr(ASSUMED_LINE))}</p>")
    return "\n".join(out)


def _risks(inp: ReportInput) -> list[str]:
    """What could make the figures wrong, said once each (HTML): a run that does not fit, a part China cannot buy
    or needs a licence for, a price from another market than the basis's."""
    c = inp.comparison
    out = []
    for j, d in enumerate(c.devices):
        e = inp.estimates.get(d.id)
        name = _names(inp)[j]
        if isinstance(e, Estimate) and not e.fits_in_memory:
            out.append(_e(trf("{name}: the run does not fit in memory. {advice}", name=name, advice=e.fit_advice)))
    china = next((r for r in c.rows if r.key == "china_status"), None)
    if china is not None and china.details:
        from gpucompare.core.export_control import status

        for j, d in enumerate(c.devices):
            short = china.text(j)
            if short and not status(d, (inp.date or dt.date.today()).isoformat()).obtainable_in_china:
                out.append(_e(trf("{name}: export control: {status}", name=_names(inp)[j], status=short)))
    out += _assumed_risks(inp)
    costs = inp.costings or {}
    old = [_names(inp)[j] for j, d in enumerate(c.devices) if costs.get(d.id) is not None and costs[d.id].stale]
    if old:
        out.append(
            _e(
                trf(
                    "{names}: the run's cost rests on a price older than {months} months; ask for a current quote.",
                    names=tr(", ").join(old),
                    months=STALE_MONTHS,
                )
            )
        )
    check = [
        _names(inp)[j]
        for j, d in enumerate(c.devices)
        if costs.get(d.id) is not None and getattr(costs[d.id], "price_to_check", False)
    ]
    if check:  # a quote the import was not sure of and nobody has checked: a risk the meeting reads first
        out.append(
            _e(
                trf(
                    "{names}: the run's cost rests on a quote the import marked for review and nobody has checked; "
                    "check it against its sheet before relying on it.",
                    names=tr(", ").join(check),
                )
            )
        )
    if inp.prices.other_market.any():
        out.append(_e(_other_market_line(inp.prices)))
    return list(dict.fromkeys(out))  # a device compared twice (bought and rented) is said once


def _assumed_risks(inp: ReportInput) -> list[str]:
    """Per device whose estimate assumed a figure, what was assumed and the value that stood in, where the meeting
    reads the risks (HTML): 'H20 SXM 96GB: the time rests on an assumed figure: its scale-out network (200 Gb/s per
    device assumed); see the appendix.' Devices that assumed the same figures are named together; a time on a
    generic assumption says so even where no figure is named; a figure that does not move the time (a memory size)
    is named with where to read it."""
    from gpucompare.core.estimate.results import assumed_figures

    c = inp.comparison
    assumed = _assumed(inp)
    groups: dict[tuple, list[str]] = {}
    for j, d in enumerate(c.devices):
        e = inp.estimates.get(d.id)
        if not isinstance(e, Estimate):
            continue
        what = tuple(localize(w) for w in assumed_figures(e))
        if assumed[j] or e.missing:
            groups.setdefault((assumed[j], what), []).append(_names(inp)[j])
    out = []
    for (time_on_it, what), names in groups.items():
        who = tr(", ").join(dict.fromkeys(names))
        figures = tr(", ").join(what)
        if time_on_it and what:
            text = tr("{names}: the time rests on an assumed figure: {what}; see the appendix.")
        elif time_on_it:
            text = tr("{names}: the time rests on a generic assumption (see the appendix).")
        elif what:
            text = tr("{names}: a figure the device lacks was assumed: {what}; in red in the appendix.")
        else:
            text = tr("{names}: a figure the device lacks was assumed (in red in the appendix).")
        out.append(_e(text.format(names=who, what=figures)))
    return out


#: the cost model's sentences the buy-or-rent section prints in its own words (the capital outlay line by line when
#: a cluster is bought, the tax basis in its lead): the appendix does not say them again
SHOWN_IN_COSTS = {"Capital outlay {total} = {lines}.": "bought", "Tax basis: {words}": "costed"}


def _said_per_device() -> dict[str, str]:
    """The estimate's sentences each device keeps as its own in the appendix (template -> key): its band and the
    reasons it was widened, and its price's date and age, read as one device's sentence, never merged word by word
    with another device's."""
    from gpucompare.core.estimate import assumptions

    band = {"wall_days_low": 1.0, "wall_days_high": 2.0, "steady_days_low": 1.0, "steady_days_high": 2.0}
    return {
        assumptions.band(band | {"drivers": ["a"]}).template: "band",
        assumptions.band(band | {"wall_days_low": math.nan}).template: "band",
        # two prices' dates and ages merged word by word ('of 2023 / 2025-04, old, about 41 / 19 months') left the
        # reader to pair each age with its date: each device says its own
        price_age_note("2000").template: "price_age",
    }


#: the markup an assumption's HTML opens with (a figure the device lacks is red), before its first word
_LEADING_TAGS = re.compile(r"^(?:<[^<>]{0,80}>)+")


def _appendix(inp: ReportInput, notes: Notes) -> str:
    """Assumptions (the estimate's, common ones once, then each device's own) and the numbered sources, in small
    type; every citation inside an assumption is a footnote number."""
    c = inp.comparison
    out = [f"<h2>{_e(tr('Appendix: assumptions and sources'))}</h2>"]
    ests = [(_names(inp)[j], inp.estimates.get(d.id)) for j, d in enumerate(c.devices)]
    done = [(h, e) for h, e in ests if isinstance(e, Estimate)]
    if inp.workload is not None and done:
        names = [h for h, _e in done]
        costed = [x for x in (inp.costings or {}).values() if x is not None]
        shown = {
            t for t, need in SHOWN_IN_COSTS.items() if costed and (need != "bought" or any(x.bought for x in costed))
        }
        # a figure a device lacks, and what stood in for it, stays red wherever it is said
        kept = [[a for a in e.assumptions if getattr(a, "template", None) not in shown] for _h, e in done]
        items = said_once(
            [
                [f"<font color='#a00000'>{cite(a, notes)}</font>" if a in e.missing else cite(a, notes) for a in some]
                for some, (_h, e) in zip(kept, done, strict=True)
            ],
            [[_said_per_device().get(getattr(a, "template", None)) for a in some] for some in kept],
        )
        if len(done) > 1:
            order = " / ".join(names)
            out.append(
                f"<p class='small'>{_e(trf('Where a value differs between the devices it is given for each, in this order: {order}.', order=order))}</p>"
            )
        lis = []
        for text, who in items:
            if len(who) == len(done):
                lis.append(f"<li>{text}</li>")
            elif _LEADING_TAGS.sub("", text).startswith(_e(" / ".join(names[k] for k in who))):
                # a sentence that names its devices first ('H20 SXM 96GB has no scale-out network figure') needs no
                # label naming them again
                lis.append(f"<li>{text}</li>")
            else:  # about some of the devices: named, and their values in their order
                about = trf("{names}:", names=" / ".join(names[k] for k in who))
                space = "" if about.endswith("：") else " "  # a full-width colon carries its own space
                lis.append(f"<li><b>{_e(about)}</b>{space}{text}</li>")
        out.append("<ul class='small'>" + "".join(lis) + "</ul>")
    out.append(f"<h3>{_e(tr('Sources'))}</h3>")
    out.append("<ol class='small'>" + "".join(f"<li>{_e(s)}</li>" for s in notes.items) + "</ol>")
    closing = tr(
        "Throughputs are vendor peaks; estimates are models, not measurements. Every default above is "
        "editable in gpucompare."
    )
    out.append(f"<p class='small' style='color:#777'>{_e(closing)}</p>")
    return "\n".join(out)


def _export_in_full(inp: ReportInput, notes: Notes) -> str:
    """The export-control texts the side by side shortens, whole, a text several devices share said once (after
    the side by side: it reads with its export rows, and it is text that fills a page's foot where a table would
    not)."""
    c = inp.comparison
    china = next((r for r in c.rows if r.key == "china_status"), None)
    if china is None or not china.details:
        return ""
    same: dict[str, list[str]] = {}
    for j in range(len(c.devices)):
        same.setdefault(china.details[j], []).append(_names(inp)[j])
    return (
        f"<h3>{_e(tr('Export control, in full'))}</h3><ul class='small'>"
        + "".join(
            f"<li><b>{_e(trf('{names}:', names=tr(', ').join(names)))}</b>{'' if is_chinese() else ' '}"
            f"{cite(tr('; ').join(line.rstrip('。') for line in text.split(chr(10))), notes)}</li>"  # never '。；'
            for text, names in same.items()
        )
        + "</ul>"
    )


def _comparison_table(c: Comparison, notes: Notes, new_page: bool = False, names: list[str] | None = None) -> str:
    headers = names or c.headers
    legend = trf("Best value in each row in bold on green; ratios are to {name}.", name=headers[c.baseline])
    rows = [
        f"<h2{NEW_PAGE if new_page else ''}>{_e(tr('Side by side'))}</h2>",
        f"<p>{_e(legend)}</p>",
        DENSE_TABLE,  # the longest table: a page of its own at most
        "<thead><tr>" + f"<th align='left' bgcolor='{HEAD_BG}'>{_e(tr('Specification'))}</th>",
    ]
    for i, d in enumerate(c.devices):
        src = "; ".join(d.sources[:2]) + (f" (+{len(d.sources) - 2})" if len(d.sources) > 2 else "")
        mark = notes.ref(trf("{name}: {sources}, checked {date}", name=d.display_name, sources=src, date=d.source_date))
        base_mark = " ◆" if i == c.baseline else ""
        rows.append(f"<th bgcolor='{HEAD_BG}'>{_e(headers[i])}{base_mark}{mark}</th>")
    rows.append("</tr></thead>")
    # price first, as the window's panel shows it: what a purchase meeting reads before anything else
    for g, group_rows in sorted(c.groups(), key=lambda gr: gr[0] != "price"):
        rows.append(f"<tr><td colspan='{1 + len(c.devices)}' bgcolor='{HEAD_BG}'><b>{_e(tr(GROUPS[g]))}</b></td></tr>")
        for r in group_rows:
            if r.key == "licence_terms":
                continue  # in the appendix's export-control text, with the China status it qualifies
            cells = [f"<td>{_e(r.label)}{' ' + unit_html(r.unit) if r.unit else ''}</td>"]
            for j in range(len(c.devices)):
                text = _e(r.text(j))
                if j != c.baseline and r.ratio_text(j):
                    text += f" <span style='color:#555'>{_e(r.ratio_text(j))}</span>"
                src = r.sources[j] if j < len(r.sources) else ""
                if r.group == "price" or r.key == "resnet50":
                    text += notes.ref(src) if r.text(j) != "—" else ""
                align = "right" if r.numeric else "left"
                if j in r.best:
                    cells.append(f"<td align='{align}' bgcolor='{BEST_BG}'><b>{text}</b></td>")
                else:
                    cells.append(f"<td align='{align}'>{text}</td>")
            rows.append("<tr>" + "".join(cells) + "</tr>")
    rows.append("</table>")
    return "\n".join(rows)


def _other_market_line(prices: PriceColumn) -> str:
    """Under a market-first basis, what a marked price is: '(CN): China market price (no US market price known),
    converted at 0.139 USD/CNY, rate of 2024. Each device is priced in the US market, else in the China market.'"""
    if not prices.other_market.any():
        return ""
    first, second = (prices.markets or basis_markets(prices.basis))[:2]
    return localize(
        Msg(
            "({tag}): {key}. Each device is priced in the {first}, else in the {second}; such a price is marked "
            "wherever it is shown.",
            tag=Msg(MARKET_TAGS.get(second, second)),
            key=prices.other_market_key(),
            first=Msg(MARKETS[first]),
            second=Msg(MARKETS[second]),
        )
    )


def _hour_basis_line(prices: PriceColumn) -> str:
    """Under the hour basis, how its figures are made: an owned one derived from its purchase price at the TCO
    values used, a rented one marked '(rented)'."""
    if prices.basis != HOUR_BASIS:
        return ""
    owned = next((p for p in prices.prices if p is not None and p.kind == "owned"), None)
    text = Msg(
        "Cost per device-hour: an owned device's figure is its total cost of ownership per device-hour of use, "
        "derived from its reference purchase price: its share of the server and the scale-out network, the outlay "
        "recovered as an annuity over the depreciation period at the cost of capital net of the residual value, "
        "the facility, operations and the energy of each hour at the tariff, over the hours of use a month."
    )
    if owned is not None:
        text = Msg(
            "{text} Values used: {years:g} years at {rate:.1%}, residual value {res:.0%}, PUE {pue:g}, "
            "{tariff:g} {tariff_currency}/kWh, facility {facility:,.0f} USD per kW a month, utilization {util:.0%}.",
            text=text,
            **settings_words(owned.detail["tco_settings"]),
        )
    if prices.rented.any():
        text = Msg("{text} ({tag}): {key}.", text=text, tag=Msg(KINDS["rented"]), key=prices.rented_key())
    return localize(text)


def _rate_refs(d: ChartData, notes) -> str:
    """The rates the chart's prices were converted at: one footnote per FX row, with its rate, its date and its whole
    source as the FX table holds it, marked at the end of the sentence the window's caption says ('Exchange rates:
    Federal Reserve Board, Foreign Exchange Rates H.10 (CNY).[9]')."""
    # the sentence the window's caption says (who published each rate, for which currencies; the rate itself and its
    # date are in the conversion's own words before it), its footnote marks at its end: a bare 'Exchange rates
    # used:[9]' told the reader nothing on the page
    refs = "".join(
        notes.ref(
            localize(
                Msg(
                    "Exchange rate {currency}: {per_usd:,.6g} per US dollar, rate of {as_of}: {source}",
                    currency=r.currency,
                    per_usd=r.per_usd,
                    as_of=r.as_of,
                    source=r.source,
                )
            )
        )
        for r in d.rate_rows
    )
    said = localize(rate_sources(d.rate_rows))
    if not refs or not said:
        return ""
    end = said[-1] if said[-1] in ".。" else ""
    return _e(said[: len(said) - len(end)]) + refs + _e(end)


def _chart_caption(d: ChartData, date: str) -> str:
    text = trf(
        "{n} devices with a price and a throughput, log-log; dashed: the Pareto frontier (nothing is both "
        "cheaper and faster); dotted: equal price-performance; circled: the compared devices.",
        n=len(d),
    )
    if d.other_market.any():
        text = then(text, localize(Msg("Hollow: {what}.", what=d.other_market_key)))
    if d.rented.any():
        text = then(text, localize(Msg("Hollow diamonds are rented: {what}.", what=d.rented_key)))
    if d.left_out:
        text = then(
            text,
            trf(
                plural(
                    d.left_out,
                    N_("{n} device has no price under this basis and is left out."),
                    N_("{n} devices have no price under this basis and are left out."),
                ),
                n=d.left_out,
            ),
        )
    old = d.old_points_note  # an old price drawn as if current would be silently wrong (the window says it too)
    if old is not None:
        text = then(text, localize(old))
    if d.stale_out:
        text = then(
            text,
            localize(
                Msg(
                    plural(
                        d.stale_out,
                        N_("{n} device with a price older than {months} months is left off."),
                        N_("{n} devices with a price older than {months} months are left off."),
                    ),
                    n=d.stale_out,
                    months=STALE_MONTHS,
                )
            ),
        )
    aged = int(d.aged.sum()) if d.aged is not None else 0
    if aged:  # a printed chart has no hover tip: the points whose price is over the aged limit are counted here
        text = then(
            text,
            localize(
                Msg(
                    plural(
                        aged,
                        N_("{n} of the points has a price over {months} months old: today's price may differ."),
                        N_("{n} of the points have a price over {months} months old: today's price may differ."),
                    ),
                    n=aged,
                    months=AGED_MONTHS,
                )
            ),
        )
    # the figure's own source and date: the points come from the tables the report is printed from, on its date
    text = then(
        text,
        trf(
            "Sources: the device catalog (vendor peak throughputs) and the price table as of {date}; each device's "
            "sources and the date of its price are listed in gpucompare, the compared devices' in the footnotes above.",
            date=date,
        ),
    )
    return text


def _cost_beside_band(m: dict, cur: str, lang: str, scale: float | None = None) -> str:
    """A run's cost written beside its band in the band's unit ('¥0.507M (¥0.317–1.33M)', never '¥507,000
    (¥0.317–1.33M)'): the point and its ends are read together (money.money_scale); `scale`: the comparison's one
    unit of run costs (tco.run_cost_scale), as its tables write them."""
    ends = [m.get("run_cost_low"), m.get("run_cost_high")] if m.get("run_cost_low") is not None else []
    if scale is None:
        scale = money_scale([m["run_cost"], *ends], cur, lang)
    return format_money(m["run_cost"], cur, lang, scale=scale)


def _row_amount(x, cur: str, fx, key: str, times: float = 1.0) -> float | None:
    """The amount a cost row shows for one option (None for none, or a rented option's capital outlay): what the
    row's one unit is chosen from."""
    if x is None or (key == "capital_outlay" and not x.bought):
        return None
    v = x.in_currency(cur, fx).get(key)
    return None if v is None else v * times


def _workload_line(inp: ReportInput) -> str:
    """'Llama 2 70B: 70B parameters (70B active), 2T tokens, on 256 devices of each kind.' A vision model is counted
    in images, one device is one device."""
    w = inp.workload
    if w.vision and w.moe:  # a sparse MoE vision or diffusion transformer: its FLOPs follow the active parameters
        text = plural(
            inp.count,
            N_("{workload}: {params} parameters ({active} active), {tokens} images, on {n} device of each kind."),
            N_("{workload}: {params} parameters ({active} active), {tokens} images, on {n} devices of each kind."),
        )
    elif w.vision:
        text = plural(
            inp.count,
            N_("{workload}: {params} parameters, {tokens} images, on {n} device of each kind."),
            N_("{workload}: {params} parameters, {tokens} images, on {n} devices of each kind."),
        )
    else:
        text = plural(
            inp.count,
            N_("{workload}: {params} parameters ({active} active), {tokens} tokens, on {n} device of each kind."),
            N_("{workload}: {params} parameters ({active} active), {tokens} tokens, on {n} devices of each kind."),
        )
    return trf(
        text,
        workload=w.name,
        # the counts in the reader's words: '67.4亿参数' in Chinese, never '6.74B 参数'
        params=localize(count_text(w.params)),
        active=localize(count_text(w.active_params)),
        tokens=localize(count_text(w.tokens)),
        n=f"{inp.count:,}",
    ) + _teacher_text(inp)


def _teacher_text(inp: ReportInput) -> str:
    """' Distilled from a frozen teacher of 860M parameters.' where the estimates were given one (--teacher-params),
    else ''."""
    given = [e.teacher_params for e in inp.estimates.values() if isinstance(e, Estimate) and e.teacher_params > 0]
    if not given:
        return ""
    return " " + tr(N_("Distilled from a frozen teacher of {teacher} parameters (its forward pass each step).")).format(
        teacher=localize(count_text(given[0]))
    )


def _estimate_section(inp: ReportInput, notes: _Notes, lang: str) -> str:
    w = inp.workload
    c = inp.comparison
    what = _workload_line(inp)
    out = [
        f"<h2>{_e(tr('Training estimate'))}</h2>",
        f"<p>{_e(what)}{notes.ref(w.source)}</p>",
        DENSE_TABLE,
        f"<thead><tr><th align='left' bgcolor='{HEAD_BG}'></th>"
        + "".join(f"<th bgcolor='{HEAD_BG}'>{_e(h)}</th>" for h in _names(inp))
        + "</tr></thead>",
    ]
    ests = [inp.estimates.get(d.id) for d in c.devices]
    costs = [inp.costings.get(d.id) for d in c.devices]
    fx = inp.fx or FxTable.bundled()
    currency = inp.prices.currency
    # the core's one results table (core/estimate/results.py), EP included, with the run's cost after the
    # device-hours; a run that does not fit shows its advice instead of figures, and no cost
    core = [(k, label) for k, label, _unit in RESULT_ROWS if k != "status"]
    split = [k for k, _ in core].index("device_hours") + 1
    rows = [*core[:split], ("cost", N_("Cost")), ("cost_basis", N_("Cost basis")), *core[split:]]

    # the row's costs in one unit, chosen once from all of them (money.money_scale), as the first page's row
    cost_scale = run_cost_scale(costs, currency, fx, lang)  # the one unit of every run cost and its band

    def cost_text(j: int, e) -> str:
        x = costs[j]
        if x is None:
            return tr("none: does not fit") if e.status != "ok" else "—"
        run_cost = x.in_currency(currency, fx)["run_cost"]
        return format_money(run_cost, currency, lang, scale=cost_scale) + _cost_marks(x)

    # one place decides "best" (core.decision): the fastest run that fits, the cheapest run only between like and like
    best_rows = {"wall_days": best_times(ests), "cost": best_runs(costs)}
    # the table's times in one unit, chosen once from all of them (durations.duration_unit)
    unit = duration_unit(estimate_times(ests))
    hours = hours_scale(ests)  # and the device-hours row in one unit (durations.count_scale)
    times = [time_texts(e, unit, hours) if isinstance(e, Estimate) and e.status == "ok" else {} for e in ests]
    generic_seen = False
    for key, label in rows:
        best = best_rows.get(key, set())
        cells = [f"<td>{_e(tr(label))}</td>"]
        for j, e in enumerate(ests):
            if not isinstance(e, Estimate):
                cells.append(f"<td>{_e(e or '—') if key == rows[0][0] else ''}</td>")
                continue
            by_key = {r["key"]: r for r in e.results}
            ok = e.status == "ok"
            if key == "cost":
                text = cost_text(j, e)
            elif key == "cost_basis":
                text = cost_label(costs[j])
            elif key == "wall_days" and not ok:
                cells.append(f"<td align='right'><font color='#a00000'><b>{_e(tr('does not fit'))}</b></font></td>")
                continue
            else:
                row = by_key[key]
                text = localize(times[j].get(key, row["text"]) if ok else row["text"])
                if row["basis"] == "generic":
                    text += " *"
                    generic_seen = True
            text = _e(text)
            cells.append(
                f"<td align='right' bgcolor='{BEST_BG}'><b>{text}</b></td>"
                if j in best
                else f"<td align='right'>{text}</td>"
            )
        out.append("<tr>" + "".join(cells) + "</tr>")
    out.append("</table>")
    # said before the table (and kept with it on its page): what does not fit and what would make it fit, what a
    # mark means, where the assumptions are
    said = [
        f"<font color='#a00000'>{_e(_names(inp)[j])}: {_e(e.fit_advice)}</font>"
        for j, e in enumerate(ests)
        if isinstance(e, Estimate) and e.fit_advice
    ]
    if generic_seen:
        said.append(f"* {_e(tr(BASIS_LABEL['generic']))}")
    mark_note = best_run_note(costs)  # what the cost's mark means (core.decision): never "not marked" beside a mark
    if mark_note is not None:
        said.append(_e(localize(mark_note)))
    said.append(_e(tr("The assumptions behind every column are in the appendix.")))
    out.insert(2, f"<p class='small' style='color:#555'>{'<br/>'.join(said)}</p>")
    src = defaults()["fail_per_device_hour"]
    source = localize(sourced(src["source"]))
    notes.ref(trf("failures per device-hour: {value} — {source}", value=src["value"], source=source))
    return "\n".join(out)


TCO_LABELS = (
    ("years", N_("Depreciation period")),
    ("cost_of_capital", N_("Cost of capital")),
    ("electricity_per_kwh", N_("Electricity price")),
    ("pue", N_("PUE")),
    ("facility_per_kw_month", N_("Facility cost per kW")),
)
COST_ROWS = (
    ("capital_outlay", N_("Capital outlay")),
    ("tco", N_("Total cost of ownership (or a reservation's commitment)")),
    ("monthly_cost", N_("Cost per month of use")),
    ("run_cost", N_("Cost of this run")),
    ("cost_per_million_tokens", N_("Per million tokens trained")),
    ("cost_per_sample", N_("Per sample")),
)


def _cost_section(inp: ReportInput, notes: _Notes, lang: str) -> tuple[str, dict]:
    """Buy or rent: capital outlay line by line, TCO, monthly cost, the run's cost and its band, per token and
    sample, break-even; the decision with its uncertainty and the inputs that move it most; in the display currency
    and any other asked for; the rent-vs-buy chart's data."""
    c = inp.comparison
    fx = inp.fx or FxTable.bundled()
    currency = inp.prices.currency
    cols = [(d, inp.costings.get(d.id)) for d in c.devices]
    priced = [x for _, x in cols if x is not None]
    bought = [x for x in priced if x.bought]
    both = bool(bought) and any(not x.bought for x in priced)
    # no forced page: the decision is on the first page, and the table is kept whole with this heading anyway
    out = [f"<h2>{_e(tr('Buy or rent'))}</h2>"]
    ref = bought[0] if bought else priced[0]
    intro = trf(
        "Bought: what the offer holds plus only what it lacks (servers for bare cards, switches and optics), paid up "
        "front, recovered over {years:g} years with interest; facility, energy and operations on top. Rented: the "
        "instance's price under its purchase model. The owned cluster is used {util:.0%} of the hours in a month.",
        years=ref.years if ref.bought else 0,
        util=ref.utilization,
    )
    # the lead-in, in one short paragraph kept with the table: how each option is costed, the tax basis, and that
    # a bought run's share is not a rental's bill
    lead = [_e(intro), _e(tax_basis_words(inp.tax_basis, inp.site))]
    mark_note = best_run_note([x for _, x in cols])
    if mark_note is not None:
        lead.append(_e(localize(mark_note)))
    out.append(f"<p class='small'>{'<br/>'.join(lead)}</p>")
    out.append(DENSE_TABLE)
    out.append(
        f"<thead><tr><th align='left' bgcolor='{HEAD_BG}'></th>"
        + "".join(f"<th bgcolor='{HEAD_BG}'>{_e(h)}</th>" for h in _names(inp))
        + "</tr></thead>"
    )
    out.append(
        f"<tr><td>{_e(tr('How it is paid for'))}</td>"
        + "".join(f"<td>{_e(x.how or x.option) if x else '—'}</td>" for _, x in cols)
        + "</tr>"
    )
    out.append(
        f"<tr><td>{_e(tr('Price, market and date'))}</td>"
        + "".join(
            f"<td>{_e(x.price_text(lang))}"  # its date and age, 'old' past the stale limit (pricing.price_date_age)
            + "".join(f"<br/><span style='color:#555'>{_e(m)}</span>" for m in x.price_marks)
            + "</td>"
            if x
            else "<td>—</td>"
            for _, x in cols
        )
        + "</tr>"
    )
    best_run = best_runs([x for _, x in cols])  # only between like and like, never a stale price
    shown = (currency, *inp.currencies)
    # a sample's cost per as many samples as make the least of them a cent (money.per_samples), one count for every
    # currency shown: '¥41.2' per thousand beside '$6.14' per thousand, never '¥0.041' per sample above '$6.14' per
    # thousand (two tables a meeting compares line by line)
    count, title = per_samples(x.in_currency(cur, fx)["cost_per_sample"] for x in priced for cur in shown)
    for cur in shown:
        for key, label in COST_ROWS:
            if key == "cost_per_sample":
                label = title
            cells = [f"<td>{_e(tr(label))} ({_e(money_unit(cur))})</td>"]
            # the row's amounts in one unit, chosen once from all of them (money.money_scale)
            scale = money_scale(
                [_row_amount(x, cur, fx, key, count if key == "cost_per_sample" else 1.0) for _, x in cols], cur, lang
            )
            if key == "run_cost":  # the run's cost and its band in the one unit of every run cost (tco.run_cost_scale)
                scale = run_cost_scale([x for _, x in cols], cur, fx, lang)
            for j, (_, x) in enumerate(cols):
                m = x.in_currency(cur, fx) if x is not None else {}
                v = m.get(key)
                if key == "cost_per_sample" and v is not None:
                    v = v * count
                if x is not None and key == "capital_outlay" and not x.bought:
                    text = tr("none (rented)")
                elif key == "run_cost" and v is not None:
                    # the band's ends in one scale: '$0.915–4.38M', never '$914,848–$4.38M'
                    band = ""
                    if m.get("run_cost_low") is not None:
                        band = _bracketed(
                            format_money_range(m["run_cost_low"], m["run_cost_high"], cur, lang, scale=scale)
                        )
                    text = _figure_and_band(format_money(v, cur, lang, scale=scale), band)
                else:
                    text = _e("—" if v is None else format_money(v, cur, lang, scale=scale))
                if key == "run_cost" and v is not None and x is not None and _cost_marks(x):
                    # an old price's mark on a line of its own, as on the first page (never split inside)
                    text += "<br/>" + _e(_cost_marks(x).strip())
                if key == "run_cost" and j in best_run and cur == currency:
                    cells.append(f"<td align='right' bgcolor='{BEST_BG}'><b>{text}</b></td>")
                else:
                    cells.append(f"<td align='right'>{text}</td>")
            out.append("<tr>" + "".join(cells) + "</tr>")
    cells = [
        f"<td>{_e(tr('Break-even: months of use after which buying has cost less than renting the same work'))}</td>"
    ]
    for _, x in cols:
        text = "—" if x is None or not x.bought else _e(x.break_even_note)
        cells.append(f"<td align='right'>{text}</td>")
    out.append("<tr>" + "".join(cells) + "</tr>")
    out.append("</table>")
    if bought:
        out.append(_capital_lines(bought, fx, currency, notes, lang))
    for k, d in enumerate(inp.decisions):  # one heading and one note on what the margin is for all of them
        out.append(_decision(d, fx, currency, lang, first=k == 0, last=k == len(inp.decisions) - 1))
    rent_buy = chart_data(priced, fx, currency) if both else None
    if rent_buy is not None:
        out.append(
            f"<p align='center'><img src='{RENT_BUY_RESOURCE}' width='{RENT_BUY_SIZE[0]}' "
            f"height='{RENT_BUY_SIZE[1]}'/></p>"
        )
        out.append(f"<p style='color:#555'>{_e(rent_buy['title'])}</p>")
    for x in priced:
        src = (x.rent or {}).get("source")
        if not src and not (x.bought and x.capital_lines):  # a bought cluster's server is cited on its cost line
            src = (x.system or {}).get("source")
        if src:
            notes.ref(src)
    if bought:
        from gpucompare.core.tco import TcoSettings

        site = bought[0].settings.get("site", "us")
        s_ = TcoSettings(site=site)
        for key, label in TCO_LABELS:
            notes.ref(localize(Msg("{label}: {source}", label=Msg(label), source=s_.source(key))))
    return "\n".join(out), rent_buy


#: a label's last bracketed part ('Scale-out switches (InfiniBand)', '横向扩展交换机（InfiniBand 网络）')
_BRACKETED_END = re.compile(r"\s*[(（][^()（）]*[)）]\s*$")


def _capital_lines(bought: list[Costing], fx: FxTable, currency: str, notes: _Notes, lang: str = "en") -> str:
    """The capital outlay of the bought options line by line, as a buyer checks it against the quote: what the offer
    holds (a quoted price to the cent) and what was added because it lacks it (estimates, to 3 figures), each with how
    it was worked out (sources in the footnotes)."""
    keys: list[str] = []
    labels: dict[str, str] = {}
    cells: list[dict[str, dict]] = []
    for x in bought:
        lines = {line["key"]: line for line in x.capital_lines_in(currency, fx, localized=True)}
        for k, line in lines.items():
            if k not in keys:
                keys.append(k)
                labels[k] = line["label"]
            elif labels[k] != line["label"]:
                # options that differ in what the line is (InfiniBand switches beside Ethernet ones, servers beside
                # a host in the price): the row says what they share, each cell its own (below)
                labels[k] = _BRACKETED_END.sub("", labels[k]) or labels[k]
        cells.append(lines)
    rows = [
        f"<h3>{_e(tr('Capital outlay, line by line'))}</h3>",
        DENSE_TABLE,
        f"<thead><tr><th align='left' bgcolor='{HEAD_BG}'></th>"
        + "".join(f"<th bgcolor='{HEAD_BG}'>{_e(x.option)}</th>" for x in bought)
        + "</tr></thead>",
    ]
    # each option's estimated lines and total in one unit (money.outlay_scale), as the window and the command line
    scales = [
        outlay_scale(
            list(lines.values()),
            x.in_currency(currency, fx)["capital_outlay"],
            currency,
            x.outlay_quoted_in(currency),
            lang,
        )
        for x, lines in zip(bought, cells, strict=True)
    ]
    for k in keys:
        row = [f"<td>{_e(labels[k])}</td>"]
        for x, lines, scale in zip(bought, cells, scales, strict=True):
            line = lines.get(k)
            if line is None:
                row.append("<td></td>")
                continue
            if line["in_offer"] and line["amount"] == 0:
                amount = tr("in the offer")
            else:
                amount = outlay_line_text(line, currency, x.outlay_quoted_in(currency), lang, scale)
            mark = notes.ref(line["source"]) if line["source"] and k != "quoted" else ""
            own = "" if line["label"] == labels[k] else f"{_e(line['label'])}<br/>"  # never another option's word
            row.append(
                f"<td align='right'>{_e(amount)}{mark}<br/><span style='color:#555'>{own}{_e(line['how'])}</span></td>"
            )
        rows.append("<tr>" + "".join(row) + "</tr>")
    totals = [
        outlay_total_text(
            list(lines.values()),
            x.in_currency(currency, fx)["capital_outlay"],
            currency,
            x.outlay_quoted_in(currency),
            lang,
            scale,
        )
        for x, lines, scale in zip(bought, cells, scales, strict=True)
    ]
    rows.append(
        f"<tr><td><b>{_e(tr('Total'))}</b></td>"
        + "".join(f"<td align='right'><b>{_e(t)}</b></td>" for t in totals)
        + "</tr></table>"
    )
    return "\n".join(rows)


#: the inputs a printed decision lists, those that move its margin most first
TORNADO_ROWS = 5


def _decision(d: Decision, fx: FxTable, currency: str, lang: str, first: bool = True, last: bool = True) -> str:
    """Buy or rent, the share of the band each wins, and the inputs that move the margin most (a tornado as a table:
    each input's range and the margin at both ends); the heading before the `first` decision, the note on what the
    margin is after the `last`."""
    # the decision's sentence and its margin over the band are on the first page: here, what moves it
    out = [f"<h3>{_e(tr('The decision and its uncertainty'))}</h3>"] if first else []
    # a heading of its own: kept on the page of its table
    lead = trf("{own} against {rent}: the inputs that move the margin most.", own=d.owned.option, rent=d.rented.option)
    out.append(f"<h4>{_e(lead)}</h4>")
    out.append(DENSE_TABLE)
    out.append(
        "<thead><tr>"
        + "".join(
            f"<th align='left' bgcolor='{HEAD_BG}'>{_e(tr(h))}</th>"
            for h in (
                N_("Input"),
                N_("Range"),
                N_("Margin at the low end"),
                N_("Margin at the high end"),
                N_("Flips the choice"),
            )
        )
        + "</tr></thead>"
    )
    shown = d.tornado[:TORNADO_ROWS]  # the core ranks them by how far they move the margin
    for s in shown:
        # 3 figures, both ends in one unit (money.format_money_ends), as the window's tornado and the command line
        a, b = format_money_ends(*(float(fx.convert(v, "USD", currency)) for v in _ends(s)), currency, lang)
        out.append(
            f"<tr><td>{_e(s.label)}</td><td>{_e(s.ends_text())}</td><td align='right'>{_e(a)}</td>"
            f"<td align='right'>{_e(b)}</td><td>{_e(tr('yes') if s.flips else tr('no'))}</td></tr>"
        )
    out.append("</table>")
    rest = d.tornado[TORNADO_ROWS:]
    # the inputs left out of the table named, each with how far it moves the margin at most: a reader of the printed
    # page has no window to look them up in
    more = trf(
        plural(
            len(rest),
            N_("{n} more input moves it less: {names}."),
            N_("{n} more inputs move it less: {names}."),
        ),
        n=len(rest),
        names=tr("; ").join(
            trf(
                "{input} (margin {low} to {high})",
                input=localize(s.label),
                **dict(
                    zip(
                        ("low", "high"),
                        format_money_ends(*(float(fx.convert(v, "USD", currency)) for v in _ends(s)), currency, lang),
                        strict=True,
                    )
                ),
            )
            for s in rest
        ),
    )
    said = [more] if rest else []
    if last:
        said.insert(
            0,
            tr(
                "Margin: what renting the same work costs minus what owning costs over the cluster life; above zero, "
                "buying costs less. Each input is moved alone over its sourced range."
            ),
        )
    if said:
        # sentence after sentence in the reader's language: no space after a Chinese full stop ('。另有 4 个输入')
        text = said[0]
        for more_text in said[1:]:
            text = then(text, more_text)
        out.append(f"<p class='small' style='color:#555'>{_e(text)}</p>")
    return "\n".join(out)


def _behind(inp: ReportInput) -> dict[str, dict]:
    """Per compared device, the quote its price rests on: the one the quote rule chose, else its newest purchase
    quote (device id -> quote)."""
    chosen = {p.quote.quote.get("id") for p in inp.prices.prices if p is not None and p.quote and p.quote.quote}
    out = {}
    for d in inp.comparison.devices:
        qs = inp.quotes.get(d.id, [])
        pick = [q for q in qs if q.get("id") in chosen] or [
            q for q in qs if q.get("price_kind") == "purchase" and not q["price_on_request"]
        ][-1:]
        if pick:
            out[d.id] = pick[-1]
    return out


def _quotes_section(inp: ReportInput, notes: _Notes, lang: str, first_page: bool = False) -> str:
    """Quotes of the compared devices, each with its offer (a server's per-device share says so), its own date and
    validity, its tax basis, and its price in the report's currency; the quote the rule chose is marked. On the
    first page: the quote behind each device's price; later: the other recent quotes (none: no section)."""
    from gpucompare.core.offers import QUOTE_RULE

    c = inp.comparison
    fx = inp.fx or FxTable.bundled()
    cur = inp.prices.currency
    today = (inp.date or dt.date.today()).isoformat()
    chosen = {p.quote.quote.get("id") for p in inp.prices.prices if p is not None and p.quote and p.quote.quote}
    behind = _behind(inp)
    rows = []
    listed = set()
    for d in c.devices:
        if d.id in listed:  # a device compared twice (bought and rented): its quotes once
            continue
        listed.add(d.id)
        if first_page:
            quotes = [behind[d.id]] if d.id in behind else []
        else:
            shown = behind.get(d.id)
            quotes = [q for q in inp.quotes.get(d.id, [])[-3:] if q is not shown]
        for q in quotes:
            offer = offer_of(q)
            if q["price_on_request"]:
                price = _e(tr("price on request"))
                vat = ""
            else:
                # the quoted figures exactly, the unit once ('¥250,000–350,000'); converted as a range below: a
                # range is never read as its midpoint. Each figure is kept on one line with its unit: a narrow
                # column broke '¥13.6875万' before its '万'
                quoted = format_quoted(q["price_min"], q["price_max"], q["currency"], lang)
                if q["price_kind"] != "purchase":
                    price = _whole(quoted + " " + tr("per hour"))
                    vat = ""
                else:
                    price = _whole(quoted)
                    taxed = in_tax_basis(q, inp.tax_basis)
                    vat = localize(taxed.note)
                    if (q.get("currency") or "") in fx.rates and (q.get("currency") or "") != cur:
                        lo, hi = (float(fx.convert(v, q["currency"], cur)) for v in (taxed.low, taxed.high))
                        converted = format_money_range(lo, hi, cur, lang)
                        # the quoted figure is as written; what it converts to is on the comparison's tax basis
                        # ('¥250,000 ≈ $33,000 net of VAT', never '≈ $33,000' beside a price with VAT in it)
                        words = (
                            tr("≈ {amount} net of VAT")
                            if taxed.converted and taxed.basis == "net"
                            else tr("≈ {amount} with VAT")
                            if taxed.converted and taxed.basis == "gross"
                            else "≈ {amount}"
                        )
                        price += "<div>" + _e(words).replace("{amount}", _e(converted)) + "</div>"
            date = quote_date(q)
            if q.get("valid_until"):
                date += beside(trf("(valid until {date})", date=str(q["valid_until"])[:10]))
            if expired(q, today):
                date += " " + tr("expired")
            if q.get("id") in chosen:
                date += " ✓"
            where = quote_where(q)  # its own sheet and cell, in a workbook of several offer sheets
            rows.append(
                f"<tr><td>{_e(column_name(d))}</td><td>{_e(q['vendor'])}"
                f"{notes.ref(q['vendor'] + ', ' + where + ', ' + q['as_of'])}</td><td>{_e(date)}</td>"
                f"<td>{_e(offer.words())}</td><td align='right'>{price}</td><td>{_e(vat)}</td></tr>"
            )
    if not rows:
        return ""
    head = (
        f"<h3>{_e(tr('The quotes behind the prices'))}</h3>"
        if first_page
        else f"<h2>{_e(tr('Other recent quotes'))}</h2>"
    )
    out = [
        head,
        # the rule that chose a quote is a footnote; the mark is said above the table (kept with it)
        f"<p class='small' style='color:#555'>{_e(tr('✓: the quote the rule chose for the comparison.'))}"
        f"{notes.ref(tr(QUOTE_RULE))}</p>",
        TABLE,
        "<thead><tr>"
        + "".join(
            f"<th align='left' bgcolor='{HEAD_BG}'>{_e(tr(h))}</th>"
            for h in (N_("Device"), N_("Vendor"), N_("Date"), N_("Offer"), N_("Price"), N_("VAT"))
        )
        + "</tr></thead>",
        *rows,
        "</table>",
    ]
    return "\n".join(out)


def _bracketed(text: str) -> str:
    """`text` in brackets after a figure, in the reader's brackets: ' ($204,000–893,000)', '（¥128万–560万）' (a
    Chinese page's brackets are full-width, as its '（区间 …）' and '（旧价格）' beside it)."""
    return beside(trf("({text})", text=text))


#: characters a line may break before or after anywhere (ideographs, kana, full-width forms and CJK punctuation): Qt
#: breaks '660万美元' between 万 and 美, or 美 and 元, as it breaks a Chinese sentence
_BREAKS_ANYWHERE = re.compile(r"[\u3000-\u9fff\uf900-\ufaff\uff00-\uffef]")


def _figure_and_band(figure: str, band: str) -> str:
    """A cost and its band in a narrow table cell (HTML): written as one text where a line breaks only at its spaces
    ('$3M ($2.11–7.06M)' wraps before the bracket); where the words break anywhere (Chinese: '280万美元（197万–660万美'
    over '元）'), the figure and the band each on a line of their own that never breaks inside."""
    if not band or not _BREAKS_ANYWHERE.search(figure + band):
        return _e(figure + band)
    return _whole(figure) + _whole(band.strip())


def _whole(figure: str) -> str:
    """A money figure (HTML-escaped) on a line of its own that never breaks: its unit ('万', '美元') stays with its
    digits (Qt's layout honours white-space only on a block, and breaks before an ideograph otherwise)."""
    return f"<div style='white-space:nowrap'>{_e(figure)}</div>"


def _cost_marks(costing) -> str:
    """The marks a run's cost carries wherever the report prints it (the summary, the estimate table, buy or rent):
    '(old price)' past the stale limit, else the price's date and age past the aged limit, and '(outlasts its
    life)' where the run is longer than the hardware's life, '(quote to check)' where the price is a quote the
    import marked for review and nobody has checked (its note is in the price row); empty when none applies."""
    check = beside(trf("({text})", text=tr(CHECK_MARK))) if getattr(costing, "price_to_check", False) else ""
    return (
        check
        + (beside(tr("(old price)")) if costing.stale else beside(_aged_mark(costing)) if costing.aged else "")
        + (beside(costing.outlasts_mark()) if costing.outlasts_life else "")
    )


def _aged_mark(costing) -> str:
    """The short mark beside a cost computed from a price over the aged limit (data/price_age.csv), stale or not:
    its date and age, by the rule the window uses (pricing.price_age_mark)."""
    return localize(price_age_mark(costing.price_as_of, getattr(costing, "today", "") or None))
