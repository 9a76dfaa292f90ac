"""One unit for the times read together (a table's training times, one estimate's wall-clock, band and steady
state): chosen once from all of them, as money_scale chooses one for a column of amounts. The one place that decides
the unit of an estimate's times on every face: the window's panel, the report's tables and sentences, the command
line's table and its JSON (`results`), and the band's sentence among the assumptions all write an estimate's times
through estimates_unit and time_texts, so the same run reads '168 seconds' everywhere, never '2.79 minutes' on one
face and '168 seconds' on another."""

from __future__ import annotations

import math

from gpucompare.core.estimate.results import DURATION_UNITS, count_text, days_text
from gpucompare.core.money import sig_text
from gpucompare.i18n import Msg, is_chinese

#: a time unit as results.DURATION_UNITS holds it: (days in one, the template of a time, of a band in it)
Unit = tuple[float, str, str]


def _finite(values) -> list[float]:
    out = []
    for v in values:
        if v is None:
            continue
        try:
            v = float(v)
        except (TypeError, ValueError):
            continue
        if math.isfinite(v) and v > 0:
            out.append(v)
    return out


def duration_unit(days_values) -> Unit:
    """The one unit a set of times (in days) is written in: the largest the longest reaches in which the shortest
    still reads at least 0.1 of it ('0.9 days' beside '1.2 days'; '1.2 hours' beside '48.0 hours', never '1.20
    hours' beside '2.00 days', nor '0.05 days'); days when none is given. The window, the report and the command
    line write a table's training times in the unit this gives."""
    vals = _finite(days_values)
    if not vals:
        return DURATION_UNITS[0]
    top, least = max(vals), min(vals)
    for unit in DURATION_UNITS:
        if top >= unit[0] and least >= 0.1 * unit[0]:
            return unit
    # the shortest under a tenth of the smallest unit the longest reaches: the unit the shortest reads in
    return next((u for u in DURATION_UNITS if least >= 0.1 * u[0]), DURATION_UNITS[-1])


def duration_in(days, unit: Unit) -> Msg | str:
    """A time in the given unit ('53.0 days', '4.58 hours'); '—' for none."""
    if days is None or (isinstance(days, float) and not math.isfinite(days)):
        return "—"
    return Msg(unit[1], n=days_text(float(days) / unit[0]))


def duration_range_in(low, high, unit: Unit) -> Msg | str:
    """A band of time in the given unit, said once ('2.58–18.3 days'); '—' for none."""
    if any(v is None or (isinstance(v, float) and not math.isfinite(v)) for v in (low, high)):
        return "—"
    return Msg(unit[2], a=days_text(float(low) / unit[0]), b=days_text(float(high) / unit[0]))


def estimate_times(estimates) -> list[float]:
    """Every time an estimate table shows (wall-clock, its band's ends, steady state) of the estimates that fit: what
    duration_unit chooses the table's unit from."""
    out: list[float] = []
    for e in estimates:
        if e is None or isinstance(e, str) or getattr(e, "status", "ok") != "ok":
            continue
        band = e.band or {}
        out += [e.wall_days, e.steady_days, band.get("wall_days_low"), band.get("wall_days_high")]
    return out


def estimates_unit(estimates) -> Unit:
    """The one unit of the times of estimates read together (a comparison's, or one estimate's: [e]), from every
    time they show (estimate_times)."""
    return duration_unit(estimate_times(estimates))


def _count_units() -> tuple[tuple[float, str], ...]:
    """The units a large count is written in, largest first: 亿 and 万 in Chinese, B and M otherwise."""
    return ((1e8, "亿"), (1e4, "万")) if is_chinese() else ((1e9, "B"), (1e6, "M"))


def count_scale(values) -> float:
    """The one unit a row of estimated counts (the device-hours of the compared devices) is written in, chosen once
    from all of them as money_scale chooses one for a row of amounts: the largest (B, M; 亿, 万) the largest reaches
    in which the smallest still reads at least 0.1 of it, else plain figures (1.0): '1,350,000' beside '88,700',
    never '1.35M' beside '88,700' (two kinds of figure in one row); '135万' beside '8.87万'."""
    vals = [float(f"{v:.3g}") for v in _finite(values)]
    if not vals:
        return 1.0
    top, least = max(vals), min(vals)
    return next((sc for sc, _ in _count_units() if top >= sc and least >= 0.1 * sc), 1.0)


def count_in(v, scale: float) -> str:
    """An estimated count to three significant figures in the row's unit (count_scale); '—' for none."""
    if v is None or (isinstance(v, float) and not math.isfinite(v)):
        return "—"
    word = dict(_count_units()).get(scale)
    rounded = float(f"{float(v):.3g}")
    if word is None:  # plain figures: '88,700', '14.1'
        return f"{rounded:,.0f}" if abs(rounded) >= 1000 else count_text(v)
    return (sig_text(rounded / scale, 3) if is_chinese() else days_text(rounded / scale)) + word


def hours_scale(estimates) -> float:
    """The one unit of the device-hours row of estimates read together (count_scale), from those that fit."""
    return count_scale(
        e.device_hours
        for e in estimates
        if e is not None and not isinstance(e, str) and getattr(e, "status", "ok") == "ok"
    )


def time_texts(e, unit: Unit, hours: float | None = None) -> dict[str, Msg | str]:
    """An estimate's times in the table's one unit, keyed as its results rows are ('wall_days', 'band',
    'steady_days'); with `hours` (hours_scale of the table), its device-hours in the row's one unit too."""
    band = e.band or {}
    out = {
        "wall_days": duration_in(e.wall_days, unit),
        "band": duration_range_in(band.get("wall_days_low"), band.get("wall_days_high"), unit),
        "steady_days": duration_in(e.steady_days, unit),
    }
    if hours is not None:
        out["device_hours"] = count_in(e.device_hours, hours)
    return out


def results_in(rows, e, unit: Unit, hours: float | None = None) -> list[dict]:
    """An estimate's results rows (Estimate.results, as dicts) with its times written in `unit`, the one unit of the
    comparison they are read in (the command line's JSON of several devices, as its table prints them); rows of an
    estimate that does not fit are returned as they are."""
    if getattr(e, "status", "ok") != "ok":
        return list(rows)
    texts = time_texts(e, unit, hours)
    return [{**r, "text": texts[r["key"]]} if r.get("key") in texts else r for r in rows]
