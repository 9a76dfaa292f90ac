"""`gpucompare prices ...`: cloud prices.

- `prices update FILE|DIR|URL [--apply] [--json]` reads SkyPilot's community catalog format (catalogs/v<N>/<cloud>/
  vms.csv; a folder of them, or a URL of one or of a version folder ending in '/'), previews the rows added, changed
  (old and new price) and removed per provider, the prices flagged as anomalies and the accelerator names the catalog
  does not know, and with --apply keeps the update in the workspace. Curated rows are never touched.
- `prices list [--device NAME] [--json]` the current rents in use, per device-hour in USD and CNY and in 元/P/年, with
  their date, source and anomaly flag, after your compute voucher when one is set.
- `prices voucher FRACTION [--cap CNY]` sets the compute voucher (算力券) applied to rents in CNY (0 clears it).
"""

from __future__ import annotations

import math

from gpucompare.jsondoc import emit as emit_json
from gpucompare.termtext import pad


def add_prices_command(sub) -> None:
    c = sub.add_parser("prices", help="refresh and list cloud prices (SkyPilot catalog format)")
    csub = c.add_subparsers(
        dest="prices_command", required=True, parser_class=type(c), metavar="update|list|voucher", help="what to do"
    )
    u = csub.add_parser("update", help="read a SkyPilot catalog (file, folder or URL), preview and apply")
    u.add_argument("source", metavar="FILE|DIR|URL", help="a vms.csv, a catalog version folder, or a URL")
    u.add_argument("--apply", action="store_true", help="keep the update in the workspace (default: preview only)")
    u.add_argument("--as-of", metavar="YYYY-MM", help="the date of the catalog (default: the file's date, or today)")
    u.add_argument("--source-url", metavar="URL", help="the public address the rows cite ({cloud} is replaced)")
    u.add_argument("--json", action="store_true", help="print the preview as one JSON document")
    ls = csub.add_parser("list", help="the current cloud prices in use")
    ls.add_argument("--device", metavar="NAME", help="one device's prices")
    ls.add_argument("--json", action="store_true", help="print one JSON document")
    v = csub.add_parser("voucher", help="set the compute voucher (算力券) applied to rents")
    v.add_argument("fraction", type=float, metavar="FRACTION", help="the share of the rent it pays, 0-0.95 (0 clears)")
    v.add_argument("--cap", type=float, metavar="CNY", help="its cap per company in CNY")


def cmd_prices(args) -> int:
    return {"update": _update, "list": _list, "voucher": _voucher}[args.prices_command](args)


def _update(args) -> int:
    import re

    from gpucompare.cli_data import open_workspace
    from gpucompare.core.cloud_prices import apply_price_update, preview_price_update, read_skypilot_source
    from gpucompare.errors import BadArgument, terminal_safe

    if args.as_of and not re.fullmatch(r"\d{4}-\d{2}(-\d{2})?", args.as_of):
        raise BadArgument(f"--as-of takes a date like 2026-07 (got {args.as_of!r})")
    if args.source_url and not args.source_url.startswith("https://"):
        raise BadArgument("--source-url must be a public https:// address")
    files = read_skypilot_source(args.source)
    with open_workspace(args) as ws:
        update = preview_price_update(files, ws.catalog(), ws.dir, args.source, args.as_of or "", args.source_url or "")
        stored = apply_price_update(update, ws.dir) if args.apply else None
    if args.json:
        doc = update.to_json()
        doc["applied"] = bool(stored)
        emit_json(doc, indent=None)
        return 0
    print(terminal_safe(update.summary()))
    for line in update.lines():
        print("  " + terminal_safe(line))
    print("applied: the workspace now uses these prices" if stored else "preview only: give --apply to keep it")
    return 0


def _voucher_of(ws):
    from gpucompare.core.compute_units import voucher_from_settings

    return voucher_from_settings(ws.setting("voucher_fraction"), ws.setting("voucher_cap_cny"))


def _voucher(args) -> int:
    from gpucompare.cli_data import open_workspace
    from gpucompare.core.compute_units import Voucher

    if not (0 <= args.fraction <= 0.95):
        from gpucompare.errors import BadArgument

        raise BadArgument("a voucher pays a share of the rent from 0 to 0.95 (0 clears it)")
    v = Voucher(args.fraction, args.cap if args.cap is not None else math.nan)
    with open_workspace(args) as ws:
        ws.set_setting("voucher_fraction", v.fraction or None)
        ws.set_setting("voucher_cap_cny", None if math.isnan(v.cap_cny) else v.cap_cny)
    print(
        f"compute voucher: {v.fraction:.0%} of the rent"
        + (f", at most ¥{v.cap_cny:,.0f} per company" if not math.isnan(v.cap_cny) else "")
        if v.active
        else "compute voucher cleared"
    )
    return 0


def price_rows(catalog, fx, voucher=None, device_id: str | None = None) -> list[dict]:
    """The current cloud prices as the list and the window show them: per device-hour in USD and CNY, 元/P/年 of the
    device's dense BF16 peak, the voucher's price, the date, source and anomaly flag."""
    from gpucompare.core.cloud_prices import ANOMALY_WORDS, cloud_rows
    from gpucompare.core.compute_units import (
        device_hour_to_per_pflops_year,
        device_pflops,
        voucher_applies_to,
        voucher_price,
    )

    out = []
    for r in cloud_rows():
        if r["current"] != "yes" or (device_id and r["device_id"] != device_id):
            continue
        usd = float(r["usd_per_hour"]) / float(r["devices_per_instance"])
        cny = fx.convert(usd, "USD", "CNY")
        d = catalog.by_id.get(r["device_id"])
        pflops = device_pflops(d) if d is not None else math.nan
        per_p_year = device_hour_to_per_pflops_year(cny, pflops)
        out.append(
            {
                "provider": r["provider"],
                "instance": r["instance"],
                "device_id": r["device_id"],
                "devices_per_instance": int(float(r["devices_per_instance"])),
                "purchase_model": r["purchase_model"],
                "usd_per_device_hour": round(usd, 4),
                "cny_per_device_hour": round(cny, 4),
                "cny_per_pflops_year": None if math.isnan(per_p_year) else round(per_p_year),
                "cny_per_device_hour_after_voucher": round(voucher_price(cny, voucher), 4)
                if voucher and voucher_applies_to(r["list_currency"])
                else None,
                "list_price": r["list_price"],
                "list_currency": r["list_currency"],
                "list_unit": r["list_unit"],
                "as_of": r["as_of"],
                "region": r["region"],
                "source": r["source"],
                "anomaly": r["anomaly"] or None,
                "anomaly_text": ANOMALY_WORDS.get(r["anomaly"]) if r["anomaly"] else None,
            }
        )
    out.sort(key=lambda x: (x["device_id"], x["purchase_model"], x["usd_per_device_hour"]))
    return out


def _list(args) -> int:
    from gpucompare.cli_data import open_workspace
    from gpucompare.core.cloud_prices import china_rent_note, cloud_rows, freshness, unreached_china_providers
    from gpucompare.errors import terminal_safe

    with open_workspace(args) as ws:
        catalog, fx, voucher = ws.catalog(), ws.fx(), _voucher_of(ws)
        device_id = catalog.resolve(args.device).id if args.device else None
        rows = price_rows(catalog, fx, voucher, device_id)
        fresh = freshness(cloud_rows())
        note = str(china_rent_note())
        unreached = [{"provider": p["provider"], "pricing_url": p["pricing_url"]} for p in unreached_china_providers()]
    if args.json:
        doc = {
            "prices": rows,
            "count": len(rows),
            "voucher": {
                "fraction": voucher.fraction,
                "cap_cny": None if math.isnan(voucher.cap_cny) else voucher.cap_cny,
            }
            if voucher
            else None,
            "freshness": fresh,
            "china_list_prices_unreached": unreached,
        }
        emit_json(doc, indent=None)
        return 0
    print(
        f"{'provider':<16} {'instance':<34} {'device':<24} {'model':<10} {'USD/dev-h':>9} {'CNY/dev-h':>9} "
        f"{pad('元/P/年', 9, '>')} {'as of':<8} flag"
    )
    for r in rows:
        p = "" if r["cny_per_pflops_year"] is None else f"{r['cny_per_pflops_year']:,}"
        flag = f"anomaly: {r['anomaly_text']}" if r["anomaly"] else ""
        if r["cny_per_device_hour_after_voucher"] is not None:
            flag = (flag + " " if flag else "") + f"voucher: ¥{r['cny_per_device_hour_after_voucher']:,.2f}"
        print(
            terminal_safe(
                f"{pad(r['provider'], 16, clip=True)} {pad(r['instance'], 34, clip=True)} "
                f"{pad(r['device_id'], 24, clip=True)} "
                f"{pad(r['purchase_model'], 10, clip=True)} {r['usd_per_device_hour']:>9,.2f} {r['cny_per_device_hour']:>9,.2f} "
                f"{p:>9} {r['as_of'][:8]:<8} {flag}"
            )
        )
    print(
        f"{len(rows)} current prices; {fresh['fresh_rows']} of {fresh['current_rows']} current rows are dated "
        f"{fresh['cutoff']} or later, from {len(fresh['providers'])} providers"
    )
    if note:
        print(terminal_safe(note))
    return 0
