"""Buy or rent, with its uncertainty, and which figure is "best": one place for the window, the report, the command
line and the API.

The decision compares an owned cluster with a rental doing the same work over the owned cluster's life: owning costs
its capital outlay, interest, running costs and gets its residual value back; renting bills the rental's own
device-hours for the same work at a rent following the rental price index's trend (core.tco). The estimate's band of
wall time is carried through (both options at the same point of the band: it is the model's uncertainty), giving the
share of the band over which each option wins, and a sensitivity (tornado) moves one input at a time over its sourced
range and ranks the inputs by how much they move the margin.

"Best" is only ever marked between like and like: the cheapest run among bought options, and among rented ones,
never a bought cluster's share of its TCO against a rental's bill; a stale price or a run that does not fit is never
best.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace

from gpucompare.core.money import FxTable, format_money, format_money_ends, format_money_range, round_sig
from gpucompare.core.tco import (
    BreakEven,
    Costing,
    PriceChoice,
    TcoSettings,
    break_even,
    break_even_partner,
    cost_run,
    default_for,
    owned_usd_after,
    rent_usd_after,
)
from gpucompare.i18n import N_, Msg, is_chinese

#: the inputs the sensitivity view moves, in the order they are listed when they move the margin equally
INPUTS = {
    "band": N_("Training time (likely range)"),
    "purchase_price": N_("Purchase price"),
    "rent_price": N_("Rent price"),
    "rent_trend": N_("Rent trend"),
    "electricity_per_kwh": N_("Electricity price"),
    "years": N_("Depreciation period"),
    "cost_of_capital": N_("Cost of capital"),
    "utilization": N_("Utilization of the owned cluster"),
    "residual_fraction": N_("Residual value"),
}
#: points of the band the share of wins is counted over
BAND_POINTS = 21


@dataclass(frozen=True)
class Swing:
    """One input of the sensitivity: its two ends and the margin (rent minus own, USD, over the owned cluster's
    life) at each; a positive margin means buying costs less."""

    key: str
    low: float
    high: float
    margin_low_usd: float
    margin_high_usd: float

    @property
    def label(self) -> Msg:
        return Msg(INPUTS[self.key])

    @property
    def swing_usd(self) -> float:
        return abs(self.margin_high_usd - self.margin_low_usd)

    @property
    def flips(self) -> bool:
        """The choice differs between the input's two ends."""
        return (self.margin_low_usd > 0) != (self.margin_high_usd > 0)

    def ends_text(self) -> str:
        """'3-6 years', '-58% to +12% a year', '±10%'."""
        if self.key == "band":
            return Msg("each run's likely training time, fastest to slowest")
        if self.key in ("purchase_price", "rent_price"):
            return Msg("{low:+.0%} to {high:+.0%}", low=self.low - 1, high=self.high - 1)
        if self.key == "rent_trend":
            return Msg("{low:+.0%} to {high:+.0%} a year", low=self.low, high=self.high)
        if self.key == "years":
            return Msg("{low:g}-{high:g} years", low=self.low, high=self.high)
        if self.key in ("cost_of_capital", "utilization", "residual_fraction"):
            return Msg("{low:.0%}-{high:.0%}", low=self.low, high=self.high)
        return Msg("{low:.3g}-{high:.3g}", low=self.low, high=self.high)


def shown_share(share: float) -> float:
    """A share of the band as a whole percent may show it: 0% and 100% only when it is exactly so (1 point of 441
    going the other way is 99.8%, which '.0%' printed as '100%', saying the decision holds over the whole band)."""
    return min(max(share, 0.01), 0.99) if 0.0 < share < 1.0 else share


@dataclass
class Decision:
    """Owning `owned` against renting `rented` for the same work over the owned cluster's life."""

    owned: Costing
    rented: Costing
    own_life_usd: float
    rent_life_usd: float
    #: the margin at both ends of the band of training time (rent minus own, USD)
    band_margin_usd: tuple[float, float]
    #: share of the band of training time over which buying costs less (0-1)
    buy_share: float
    break_even: BreakEven
    #: break-even months at both ends of the band (None: never within the life)
    break_even_band: tuple[float | None, float | None]
    tornado: list[Swing] = field(default_factory=list)

    @property
    def margin_usd(self) -> float:
        return self.rent_life_usd - self.own_life_usd

    @property
    def winner(self) -> str:
        return "buy" if self.margin_usd > 0 else "rent"

    def top(self, n: int = 3) -> list[Swing]:
        return self.tornado[:n]

    @property
    def devices(self) -> tuple[str, str]:
        """The owned and the rented option's device names ('' when a costing does not say)."""
        from gpucompare.core.compare import column_name

        own, rent = (c.inputs.get("device") for c in (self.owned, self.rented))
        # the one display name the option's words and the table's columns use
        return tuple(column_name(d) if hasattr(d, "model") else getattr(d, "display_name", "") for d in (own, rent))

    @property
    def two_devices(self) -> bool:
        """Buying one device is weighed against renting another: the rental paired with a purchase is the cheapest
        run among the rented options given, which may be of another device."""
        own, rent = self.devices
        return bool(own and rent and own != rent)

    def devices_note(self) -> Msg | None:
        """Said before the decision when it weighs two devices, with why and what differs (their training times);
        None when both options are the same device."""
        if not self.two_devices:
            return None
        from gpucompare.core.durations import duration_in, duration_unit

        own, rent = self.devices
        # the two times read against each other in one unit ('25.4 hours' and '48.0 hours', never '1.06 hours'
        # beside '2.00 days'): durations, the one place that decides a time's unit
        days = (self.owned.run_hours / 24, self.rented.run_hours / 24)
        unit = duration_unit(days)
        return Msg(
            "This weighs two different devices: buying {own} against renting {rent}, the cheapest rental among the "
            "options given (no rental of the {own} is among them); the same work takes {own_time} on the one and "
            "{rent_time} on the other.",
            own=own,
            rent=rent,
            own_time=duration_in(days[0], unit),
            rent_time=duration_in(days[1], unit),
        )

    def outlasts_note(self) -> Msg | None:
        """Said before the decision when the run takes longer than the bought cluster's life (None otherwise): the
        decision weighs the work done within the life, a share of the run; the rest needs the hardware renewed."""
        o = self.owned
        if not o.outlasts_life:
            return None
        return Msg(
            "The run outlasts the bought cluster's {years:g}-year life: it takes {months:,.0f} months of use, the life "
            "holds {life:,.0f}, so the hardware must be renewed before the run ends. The comparison covers the work "
            "done within the life, {share:.0%} of the run.",
            years=o.years,
            months=o.run_months_of_use,
            life=o.life_months,
            share=o.life_months / o.run_months_of_use,
        )

    def summary(self, fx: FxTable, currency: str) -> Msg:
        """The decision in one sentence, with its uncertainty."""
        lang = "zh" if is_chinese() else "en"
        margin = format_money(abs(float(fx.convert(self.margin_usd, "USD", currency))), currency, lang)
        share = shown_share(self.buy_share if self.winner == "buy" else 1 - self.buy_share)
        head = (
            Msg(
                "Buying ({own}) costs {margin} less than renting ({rent}) for the same work over its {years:g}-year "
                "life",
                own=self.owned.option,
                rent=self.rented.option,
                margin=margin,
                years=self.owned.years,
            )
            if self.winner == "buy"
            else Msg(
                "Renting ({rent}) costs {margin} less than buying ({own}) for the same work over its {years:g}-year "
                "life",
                own=self.owned.option,
                rent=self.rented.option,
                margin=margin,
                years=self.owned.years,
            )
        )
        text = Msg("{head}; {holds}", head=head, holds=self.holds_text(share))
        life = self.outlasts_note()
        if life is not None:  # 'over its 4-year life' never read as the whole run when the run is longer
            text = Msg("{note} {text}", note=life, text=text)
        note = self.devices_note()
        if note is not None:  # never read as like against like when it is not
            text = Msg("{note} {text}", note=note, text=text)
        text = Msg("{text}; break-even: {be}.", text=text, be=self.break_even.note)
        if self.tornado:
            names = self.top(3)
            joined = names[0].label
            for s in names[1:]:
                joined = Msg("{a}, {b}", a=joined, b=s.label)
            text = Msg("{text} What moves it most: {inputs}.", text=text, inputs=joined)
        return text

    def saving_text(self, fx: FxTable, currency: str) -> Msg:
        """What the winner saves over the band of training time (saving_text)."""
        return saving_text(self, fx, currency)

    def holds_text(self, share: float) -> Msg:
        """How far the choice holds over the estimate's range of training times, in a buyer's words: 'this holds
        however long the training takes within the estimate's range' or 'this holds for 73% of the likely training
        times ...; for the rest, buying costs less', never 'wins over 100% of the band'. `share` is the winner's
        share of the band's points (shown_share: 100% only when it is exactly so)."""
        if share >= 1.0:
            return Msg(
                "this holds however long the training takes within the estimate's range (from its fastest to its "
                "slowest likely run)"
            )
        other = Msg("buying") if self.winner == "rent" else Msg("renting")
        return Msg(
            "this holds for {share:.0%} of the likely training times (the estimate's range, from its fastest to its "
            "slowest likely run); for the rest, {other} costs less",
            share=share,
            other=other,
        )

    def to_json(self, fx: FxTable, currency: str) -> dict:
        from gpucompare.i18n import localize

        def c(v):
            return float(fx.convert(v, "USD", currency))

        return {
            "owned": self.owned.option,
            "rented": self.rented.option,
            "currency": currency,
            "winner": self.winner,
            "own_life_cost": c(self.own_life_usd),
            "rent_same_work": c(self.rent_life_usd),
            "margin": c(self.margin_usd),
            "margin_band": [c(self.band_margin_usd[0]), c(self.band_margin_usd[1])],
            "buy_wins_share_of_band": self.buy_share,
            "break_even_months": self.break_even.months,
            "break_even": str(self.break_even.note),
            "break_even_band_months": list(self.break_even_band),
            "life_years": self.owned.years,
            "owned_outlasts_life": self.owned.outlasts_life,  # the owned run is longer than its life (Costing)
            "summary": str(self.summary(fx, currency)),
            "summary_zh": _in_chinese(lambda: localize(self.summary(fx, currency))),
            # what the winner saves over the band of training time, as the window, the report and the command line say
            "saving_over_band": str(self.saving_text(fx, currency)),
            "saving_over_band_zh": _in_chinese(lambda: localize(self.saving_text(fx, currency))),
            "sensitivity": [
                {
                    "input": s.key,
                    "name": str(s.label),
                    "name_zh": _in_chinese(lambda s=s: localize(s.label)),
                    "range": str(s.ends_text()),
                    "low": s.low,
                    "high": s.high,
                    "margin_at_low": c(s.margin_low_usd),
                    "margin_at_high": c(s.margin_high_usd),
                    "swing": c(s.swing_usd),
                    "flips_the_choice": s.flips,
                }
                for s in self.tornado
            ],
        }


def saving_text(d, fx: FxTable, currency: str) -> Msg:
    """What the winner saves at the two ends of the band of training time, signed as the summary reads
    ('Renting costs $8.73M less...': a saving, never a negative 'margin'), to three significant figures in one
    unit ('$0.659–10.3M', never '-$10.3M to -$658,755'); an end where the other option costs less is said so,
    not left as a minus sign. The one sentence the window, the report and the command line say after the
    summary (the JSON's 'saving_over_band'); `d` is a Decision (its winner and band_margin_usd)."""
    lang = "zh" if is_chinese() else "en"
    sign = 1.0 if d.winner == "buy" else -1.0  # margin_usd is rent minus own
    low, high = sorted(sign * float(fx.convert(v, "USD", currency)) for v in d.band_margin_usd)
    if math.isclose(low, high, rel_tol=1e-3):  # both options' times move together over the band
        return Msg(
            "The likely training times move both options alike: the saving stays at {saving}.",
            saving=format_money(round_sig(high), currency, lang),
        )
    if low >= 0:
        return Msg(
            "Across the likely training times it saves {range}.",
            range=format_money_range(low, high, currency, lang),
        )
    a, b = format_money_ends(low, high, currency, lang)
    return Msg(
        "Across the likely training times its saving runs from {low} to {high}: at the low end the other option "
        "costs less.",
        low=a,
        high=b,
    )


def _in_chinese(fn):
    """`fn()` read with the Chinese translation (the JSON carries both languages), when a translator is at hand."""
    from gpucompare.i18n import chinese_text

    return chinese_text(fn)


def life_margin(owned: Costing, rented: Costing) -> tuple[float, float]:
    """(own, rent) USD for the work the owned cluster does over its life: the cash owning costs (its residual value
    back), and the rental's bill for the same work."""
    trend = owned.settings.get("rent_trend", 0.0)
    life = owned.life_months
    return owned_usd_after(owned, life), rent_usd_after(rented, owned, life, trend)


def _recost(c: Costing, *, days: float | None = None, price: PriceChoice | None = None, settings=None) -> Costing:
    """The option costed again with one input moved (its sentences in USD: only the figures are read)."""
    i = c.inputs
    facts = i["facts"] if days is None else i["facts"].scaled(days)
    return cost_run(facts, i["device"], price or i["price"], settings or i["settings"], i["fx"])


def _band_days(c: Costing, q: float) -> float:
    """The wall days of an option at point q (0: the band's low end, 0.5: the estimate, 1: its high end)."""
    f = c.inputs["facts"]
    lo, mid, hi = f.wall_days_low, f.wall_days, f.wall_days_high
    if not (math.isfinite(lo) and math.isfinite(hi)):
        return mid
    return lo + (mid - lo) * q * 2 if q <= 0.5 else mid + (hi - mid) * (q - 0.5) * 2


def _ends(key: str, settings: TcoSettings) -> tuple[float, float]:
    d = default_for(key, settings.site)
    v = settings.value(key)
    lo, hi = d.low, d.high
    if not (math.isfinite(lo) and math.isfinite(hi)):
        return v, v
    return min(lo, v), max(hi, v)


def _scaled_price(p: PriceChoice, k: float) -> PriceChoice:
    if p.rate is not None:
        return replace(p, rate=replace(p.rate, usd_per_hour=p.rate.usd_per_hour * k), price=p.price * k)
    return replace(p, price=p.price * k, low=p.low * k, high=p.high * k)


def _at(owned: Costing, rented: Costing, q_own: float, q_rent: float) -> tuple[Costing, Costing]:
    """The two options at points of their bands: the owned cluster's run takes its days at `q_own` (fewer runs a
    month), the rental's its days at `q_rent` (a dearer or cheaper run). Only the run's hours move."""
    do, dr = _band_days(owned, q_own), _band_days(rented, q_rent)
    o = replace(owned, run_hours=do * 24)
    r = replace(rented, run_cost_usd=rented.run_cost_usd * dr * 24 / rented.run_hours if rented.run_hours else 0.0)
    return o, r


def _same_band(owned: Costing, rented: Costing) -> bool:
    """Both runs rest on one calibration (the same device family's utilization): one model error moves both."""
    from gpucompare.core.estimate import utilization_key

    a, b = owned.inputs["device"], rented.inputs["device"]
    return a.id == b.id or utilization_key(a.id, a.family) == utilization_key(b.id, b.family)


def _band_pairs(owned: Costing, rented: Costing) -> list[tuple[float, float]]:
    """The points of the two bands the share of wins is counted over: one band when both options rest on the same
    calibration (the same model error moves both), else every pair of points (the errors of two device families are
    independent)."""
    qs = [k / (BAND_POINTS - 1) for k in range(BAND_POINTS)]
    if _same_band(owned, rented):
        return [(q, q) for q in qs]
    return [(a, b) for a in qs for b in qs]


def decide(owned: Costing, rented: Costing, sensitivity: bool = True) -> Decision:
    """The decision between owning and renting, its band and (unless asked not to) its sensitivity (each input moved
    alone, the options costed again at the FX table they were costed with)."""
    own, rent = life_margin(owned, rented)
    margins = []
    for qo, qr in _band_pairs(owned, rented):
        a, b = life_margin(*_at(owned, rented, qo, qr))
        margins.append(b - a)
    share = sum(1 for m in margins if m > 0) / len(margins)
    # the ends of the band that favour renting most and owning most: the owned run slow and the rental fast, and
    # the other way round (one device: both at the same end)
    same = _same_band(owned, rented)
    worst, best = ((0.0, 0.0), (1.0, 1.0)) if same else ((1.0, 0.0), (0.0, 1.0))
    ends = [_at(owned, rented, *q) for q in (worst, best)]
    band_margin = tuple(life_margin(o, r)[1] - life_margin(o, r)[0] for o, r in ends)
    d = Decision(
        owned,
        rented,
        own,
        rent,
        band_margin,
        share,
        break_even(owned, rented),
        tuple(break_even(o, r).months for o, r in ends),
    )
    if sensitivity:
        d.tornado = tornado(owned, rented, d)
    return d


def tornado(owned: Costing, rented: Costing, d: Decision) -> list[Swing]:
    """Each input moved alone over its range (the settings' sourced low and high, a price's range or spread, the
    band's ends), ranked by how much it moves the margin."""
    s: TcoSettings = owned.inputs["settings"]
    out: list[Swing] = []

    def margin(o: Costing, r: Costing) -> float:
        a, b = life_margin(o, r)
        return b - a

    ends = sorted(d.band_margin_usd)
    out.append(Swing("band", 0.0, 1.0, ends[0], ends[1]))
    p = owned.inputs["price"]
    if p.ranged:
        lo_k, hi_k = p.low / p.price, p.high / p.price
    else:
        spread = default_for("price_spread").value
        lo_k, hi_k = 1 - spread, 1 + spread
    out.append(
        Swing(
            "purchase_price",
            lo_k,
            hi_k,
            margin(_recost(owned, price=_scaled_price(p, lo_k)), rented),
            margin(_recost(owned, price=_scaled_price(p, hi_k)), rented),
        )
    )
    rp = rented.inputs["price"]
    spread = default_for("rent_spread").value
    out.append(
        Swing(
            "rent_price",
            1 - spread,
            1 + spread,
            margin(owned, _recost(rented, price=_scaled_price(rp, 1 - spread))),
            margin(owned, _recost(rented, price=_scaled_price(rp, 1 + spread))),
        )
    )
    for key in ("rent_trend", "electricity_per_kwh", "years", "cost_of_capital", "utilization", "residual_fraction"):
        lo, hi = _ends(key, s)
        if lo == hi:
            continue
        ms = []
        for v in (lo, hi):
            moved = replace(s, **{key: v})
            ms.append(margin(_recost(owned, settings=moved), _recost(rented, settings=moved)))
        out.append(Swing(key, lo, hi, *ms))
    order = list(INPUTS)
    out.sort(key=lambda w: (-w.swing_usd, order.index(w.key)))
    return out


def decisions(costings: list[Costing]) -> list[Decision]:
    """Each owned option against a rental (the break-even partner), like with like: the cheapest rental of the same
    device when one is given, else the cheapest rental of any (the decision then says it weighs two devices); none
    without both."""
    rented = [c for c in costings if not c.bought]
    if not rented:
        return []
    return [decide(c, break_even_partner(c, rented)) for c in costings if c.bought]


# "best", like with like ----------------------------------------------------------------------------------------------
def best_runs(costings: list[Costing | None]) -> set[int]:
    """Indices of the cheapest run among the bought options and among the rented ones (each only when two or more
    of its kind are priced), never across kinds; a stale price is never best. None (no price, or the run does not
    fit) is skipped."""
    best: set[int] = set()
    for kind in ("buy", "rent"):
        like = [(i, c) for i, c in enumerate(costings) if c is not None and c.kind == kind and not c.stale]
        if len(like) >= 2:
            best.add(min(like, key=lambda v: v[1].run_cost_usd)[0])
    return best


def best_times(estimates: list) -> set[int]:
    """Index of the fastest run that fits in memory (two or more needed)."""
    ok = [
        (i, e.wall_days)
        for i, e in enumerate(estimates)
        if e is not None
        and not isinstance(e, str)
        and getattr(e, "status", "ok") == "ok"
        and e.fits_in_memory
        and math.isfinite(e.wall_days)
    ]
    return {min(ok, key=lambda v: v[1])[0]} if len(ok) >= 2 else set()


NOT_LIKE = N_(
    "Not marked best: a bought cluster's run cost is its share of the TCO, a rented one is the bill; read the "
    "decision (buy or rent over the cluster's life) beside it."
)
#: what a run cost's mark means when bought and rented options sit side by side and one kind has a mark: the reader
#: sees a shaded cost beside "not marked best" otherwise (ux199)
MARKED_AMONG = {
    frozenset({"rent"}): N_(
        "Cheapest run marked among the rentals only: a bought cluster's run cost is its share of the TCO, a rented "
        "one is the bill; read the decision (buy or rent over the cluster's life) beside it."
    ),
    frozenset({"buy"}): N_(
        "Cheapest run marked among the bought options only: a bought cluster's run cost is its share of the TCO, a "
        "rented one is the bill; read the decision (buy or rent over the cluster's life) beside it."
    ),
    frozenset({"buy", "rent"}): N_(
        "Cheapest run marked twice, among the bought options and among the rentals: a bought cluster's run cost is "
        "its share of the TCO, a rented one is the bill; read the decision (buy or rent over the cluster's life) "
        "beside it."
    ),
}


def best_run_note(costings: list[Costing | None]) -> Msg | None:
    """What the run cost's "best" mark means when bought and rented options are compared (None when they are not):
    which kind the mark was given among (best_runs), or that none is marked. One sentence for the window, the
    report and the command line."""
    kinds = {c.kind for c in costings if c is not None}
    if len(kinds) < 2:
        return None
    marked = frozenset(costings[i].kind for i in best_runs(costings))
    return Msg(MARKED_AMONG[marked]) if marked else Msg(NOT_LIKE)
