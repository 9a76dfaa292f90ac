"""The command line: devices, estimate (and later import, quotes, report). Errors are one line on stderr."""

from __future__ import annotations

import argparse
import json
import math
import sys

from gpucompare import __version__
from gpucompare.errors import BadArgument, UserError


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, exit 2, no usage dump
        raise BadArgument(message)


def _number(text: str) -> float:
    """'70e9', '70B', '2T', '1.5M' -> float."""
    t = text.strip().upper().replace(",", "").replace("_", "")
    mult = {"K": 1e3, "M": 1e6, "B": 1e9, "G": 1e9, "T": 1e12}
    try:
        if t and t[-1] in mult:
            return float(t[:-1]) * mult[t[-1]]
        return float(t)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(prog="gpucompare", description="Compare AI-training accelerators and estimate training cost.")
    p.add_argument("--version", action="version", version=f"gpucompare {__version__}")
    p.add_argument("--home", help="workspace folder (default: $GPUCOMPARE_HOME or the user data folder)")
    p.add_argument("--install-desktop", action="store_true", help="add gpucompare to the desktop's menu (Linux)")
    p.add_argument("--uninstall-desktop", action="store_true", help="remove it from the desktop's menu")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)

    d = sub.add_parser("devices", help="list the catalog")
    d.add_argument("--query", default="", help="words that must appear in the name, vendor or alias")
    d.add_argument("--json", action="store_true")

    e = sub.add_parser("estimate", help="training time, memory and cost of one configuration")
    e.add_argument("--device", required=True)
    e.add_argument("--count", required=True, type=int)
    e.add_argument("--workload", help="a preset name, e.g. 'Llama 2 70B'")
    e.add_argument("--params", type=_number, help="parameters, e.g. 70e9 or 70B")
    e.add_argument("--active-params", type=_number, help="active parameters per token (MoE)")
    e.add_argument("--tokens", type=_number, help="training tokens, e.g. 2e12 or 2T")
    e.add_argument("--mfu", type=float, help="compute utilization (0-1); default per device family")
    e.add_argument("--goodput", type=float)
    e.add_argument("--precision", default="bf16", choices=["bf16", "fp16", "fp8", "tf32", "fp32"])
    e.add_argument("--tp", type=int)
    e.add_argument("--pp", type=int)
    e.add_argument("--zero", type=int, choices=[0, 1, 2, 3])
    e.add_argument("--recompute", choices=["none", "selective", "full"])
    e.add_argument("--attention", action="store_true", help="count the attention FLOPs (12 x layers x hidden x seq)")
    price = e.add_mutually_exclusive_group()
    price.add_argument("--cloud", metavar="INSTANCE")
    price.add_argument("--hourly", type=float, metavar="PRICE", help="price per device-hour, in --currency")
    price.add_argument("--purchase", type=float, metavar="PRICE", help="purchase price per device, in --currency")
    e.add_argument("--currency", default="USD")
    e.add_argument("--json", action="store_true")

    from gpucompare.cli_data import add_data_commands

    add_data_commands(sub)
    from gpucompare.cli_catalog import add_catalog_command

    add_catalog_command(sub)
    return p


def run(argv: list[str]) -> int:
    try:
        args = build_parser().parse_args(argv)
        if args.install_desktop or args.uninstall_desktop:
            from gpucompare import desktop

            paths = desktop.install() if args.install_desktop else desktop.uninstall()
            verb = "installed" if args.install_desktop else "removed"
            print(f"{verb} {len(paths)} files" + "".join(f"\n  {p}" for p in paths))
            return 0
        if args.command is None:
            raise BadArgument("no command given; try 'gpucompare --help'")
        return COMMAND_FUNCS[args.command](args)
    except UserError as err:
        print(f"gpucompare: {err}", file=sys.stderr)
        return err.exit_code
    except KeyboardInterrupt:
        print("gpucompare: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


def _fmt(x: float, unit: str = "") -> str:
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return "—"
    return f"{x:g}{unit}"


def cmd_devices(args) -> int:
    from gpucompare.cli_data import open_workspace
    from gpucompare.core.export_control import rules, status
    from gpucompare.core.fields import FIELD_BY_KEY, FIELDS

    with open_workspace(args) as ws:
        devices = ws.catalog().search(args.query)
    all_rules = rules()
    if args.json:
        out = []
        for d in devices:
            e = status(d, all_rules=all_rules)
            row = {
                "id": d.id,
                "vendor": d.vendor,
                "model": d.model,
                "variant": d.variant,
                "category": d.category,
                "role": d.role,
                "form_factor": d.form_factor,
                "family": d.family,
                "scaleup_link": d.scaleup_link,
                "aliases": list(d.aliases),
                "source": d.sources,
                "source_date": d.source_date,
                "confidence": d.confidence,
                "layer": d.layer,
                "notes": d.notes,
                "custom": d.custom,
                "training_device": d.is_training_device,
                "tpp": None if math.isnan(e.tpp) else round(e.tpp, 1),
                "perf_density": None if math.isnan(e.perf_density) else round(e.perf_density, 3),
                "export_class": e.class_text,
                "china_status": e.china_text(),
                "export_note": "An indication from public rules and specs, not legal advice.",
            }
            row.update({f.key: getattr(d, f.key, "") for f in FIELDS if not f.numeric and not f.derived})
            row["name"] = d.name
            row.update({k: (None if math.isnan(v) else v) for k, v in d.values.items()})
            row["provenance"] = {
                k: d.value_source(k).__dict__ for k, v in d.values.items() if not math.isnan(v) and k in FIELD_BY_KEY
            }
            row["conflicts"] = [c.__dict__ | {"kept": None if math.isnan(c.kept) else c.kept} for c in d.conflicts]
            out.append(row)
        json.dump({"devices": out, "count": len(out)}, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    cols = [("memory_gb", 7), ("bf16_tflops", 11), ("fp8_tflops", 10), ("scaleup_gbs", 9), ("tdp_w", 6)]
    head = (
        f"{'id':<30} {'name':<40} "
        + " ".join(f"{_short_header(FIELD_BY_KEY[k]):>{w}}" for k, w in cols)
        + f" {'US class':<12}"
    )
    print(head)
    for d in devices:
        e = status(d, all_rules=all_rules)
        print(
            f"{d.id[:30]:<30} {(d.vendor + ' ' + d.name)[:40]:<40} "
            + " ".join(f"{_fmt(d.get(k)):>{w}}" for k, w in cols)
            + f" {e.klass:<12}"
        )
    print(
        f"{len(devices)} devices. Dense tensor peaks; sources per value: gpucompare devices --json. "
        "Export class: an indication, not legal advice. Base data: Epoch AI, 'Data on Machine Learning Hardware' "
        "(CC BY 4.0)."
    )
    return 0


def _short_header(f) -> str:
    """'BF16 dense (TFLOPS)' -> 'BF16 TFLOPS', 'Memory (GB)' -> 'mem GB' for the plain-text list."""
    if f.precision:
        return f"{f.label.split()[0]} {f.unit}"
    short = {"memory_gb": "mem", "scaleup_gbs": "link", "tdp_w": "TDP"}.get(f.key, f.label)
    return f"{short} {f.unit}"


def cmd_estimate(args) -> int:
    from gpucompare.cli_data import open_workspace
    from gpucompare.core.estimate import Settings, estimate
    from gpucompare.core.workloads import custom_workload, find_preset

    with open_workspace(args) as ws:
        catalog, fx, prefs = ws.catalog(), ws.fx(), ws.estimate_preferences()
    device = catalog.resolve(args.device)
    if args.workload and (args.params or args.tokens):
        raise BadArgument("give either --workload or --params/--tokens, not both")
    if args.workload:
        workload = find_preset(args.workload)
    elif args.params and args.tokens:
        workload = custom_workload(args.params, args.tokens, args.active_params)
    else:
        raise BadArgument("give --workload PRESET, or --params and --tokens")
    note = catalog.resolution_note(args.device)
    if note:  # a bare family name read as its usual variant: say so, never substitute silently
        print(f"gpucompare: note: {note}", file=sys.stderr)
    settings = Settings(
        precision=args.precision,
        tp=args.tp,
        pp=args.pp,
        zero=args.zero,
        utilization=args.mfu,
        goodput=args.goodput,
        recompute=args.recompute,
        attention_flops=args.attention,
        **prefs,
    )
    est = estimate(
        device,
        workload,
        args.count,
        settings,
        fx=fx,
        currency=args.currency,
        cloud=args.cloud,
        hourly=args.hourly,
        purchase=args.purchase,
    )
    if args.json:
        json.dump(est.to_json(), sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    from gpucompare.core.money import format_money

    print(
        f"{est.workload} on {est.devices} x {est.device_name} ({est.precision.upper()}, "
        f"TP {est.tp} x PP {est.pp} x DP {est.dp:g}, ZeRO-{est.zero})"
    )
    print(
        f"  wall time      {est.wall_days:,.1f} days (band {est.band['wall_days_low']:,.1f}-{est.band['wall_days_high']:,.1f})"
    )
    print(f"  device-hours   {est.device_hours:,.0f}")
    print(f"  throughput     {est.achieved_tflops_per_device:,.0f} TFLOP/s per device")
    print(
        f"  memory         {est.memory_per_device_gb:,.1f} GB of {est.memory_capacity_gb:g} GB per device: "
        f"{'fits' if est.fits_in_memory else 'DOES NOT FIT'}"
    )
    if est.fit_advice:
        print(f"                 {est.fit_advice}")
    print(f"  communication  {est.comm_fraction:.0%} of step time; pipeline bubble {est.bubble_fraction:.0%}")
    if est.cost.amount is not None:
        print(f"  cost           {format_money(est.cost.amount, est.cost.currency)} ({est.cost.basis})")
    print("Assumptions:")
    for a in est.assumptions:
        print(f"  - {a}")
    return 0


def _lazy(name):
    def call(args):
        from gpucompare import cli_data

        return getattr(cli_data, name)(args)

    return call


COMMAND_FUNCS = {
    "devices": cmd_devices,
    "estimate": cmd_estimate,
    "import": _lazy("cmd_import"),
    "quotes": _lazy("cmd_quotes"),
    "report": _lazy("cmd_report"),
    "catalog": lambda args: __import__("gpucompare.cli_catalog", fromlist=["cmd_catalog"]).cmd_catalog(args),
}
