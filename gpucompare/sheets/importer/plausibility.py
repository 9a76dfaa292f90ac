"""Prices far from the device's bundled reference price (a unit or per-server mix-up), judged once per distinct
price."""

from __future__ import annotations

from gpucompare.i18n import Msg
from gpucompare.sheets.importer.rows import rows_text


class Plausibility:
    def __init__(self):
        from gpucompare.core.money import FxTable

        self.fx = FxTable.bundled()
        self.verdict: dict[tuple, tuple | None] = {}
        self.far: dict[tuple, list[int]] = {}

    def judge(self, device_id: str, model: str, price: float, currency: str | None) -> tuple | None:
        """The key under which rows with this price are reported as far from the reference, or None."""
        key = (device_id, model, price, currency)
        if key not in self.verdict:
            self.verdict[key] = self._judge(device_id, price, currency)
        return key if self.verdict[key] is not None else None

    def _judge(self, device_id: str, price: float, currency: str | None):
        from gpucompare.core.pricing import reference_price

        if currency not in self.fx.rates:
            return None
        ref = reference_price(device_id, currency, self.fx)
        if ref is None:
            return None
        ratio = price / ref.mid
        return (round(ratio, 1), ref.as_of) if ratio > 5 or ratio < 0.2 else None

    def sentence(self, key: tuple) -> str:
        _d, model, price, cur = key
        ratio, as_of = self.verdict[key]
        return Msg(
            "{model} at {price:,.0f} {cur} is {ratio}x the reference price ({as_of}); check whether the price is per "
            "card or per server",
            model=model[:80],
            price=price,
            cur=cur,
            ratio=ratio,
            as_of=as_of,
        )

    def report(self, warnings: list, limit: int = 5) -> None:
        for i, (key, at) in enumerate(self.far.items()):
            if i == limit:
                warnings.append(Msg("{n} more prices are far from the reference price", n=len(self.far) - limit))
                break
            warnings.append(Msg("{rows}: {what}", rows=rows_text(at), what=self.sentence(key)))
