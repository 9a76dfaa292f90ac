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
    e.add_argument("--device", help="device id or name, e.g. 'H800' (required unless --claims)")
    e.add_argument("--count", type=int, help="devices in the cluster (required unless --claims)")
    e.add_argument("--workload", help="a preset name, e.g. 'Llama 2 70B' (--tokens overrides its token count)")
    e.add_argument("--params", type=_number, help="parameters, e.g. 70e9 or 70B")
    e.add_argument("--active-params", type=_number, help="active parameters per token (MoE), e.g. 37B")
    e.add_argument("--tokens", type=_number, help="training tokens, e.g. 2e12 or 2T")
    e.add_argument(
        "--experts-per-token", type=_number, help="MoE: routed experts per token, top-k (default 8, as DeepSeek-V3)"
    )
    e.add_argument("--layers", type=_number, help="transformer layers (default: from the active parameters)")
    e.add_argument("--hidden", type=_number, help="hidden size (default: from the active parameters)")
    e.add_argument("--seq-len", type=_number, help="sequence length in tokens (default: the preset's, else 4096)")
    e.add_argument(
        "--global-batch",
        type=_number,
        help="global batch in tokens, e.g. 4M (default: from the training compute, DeepSeek LLM batch law)",
    )
    e.add_argument("--mfu", type=float, help="compute utilization (0-1); default per device family and scenario")
    e.add_argument("--goodput", type=float, help="share of wall time doing useful steps (0-1); default per scenario")
    e.add_argument(
        "--scenario",
        choices=["tuned", "production"],
        help="tuned benchmark run or production run (default: production for runs longer than a day)",
    )
    e.add_argument("--finetune", choices=["lora", "full"], help="fine-tune instead of pre-training (LoRA: 4ND FLOPs)")
    e.add_argument(
        "--precision",
        default="bf16",
        choices=["bf16", "fp16", "fp8", "int8", "tf32", "fp32"],
        help="training precision (fp8: per-family speed-up; int8: where the device trains in INT8, e.g. TPU v5e/v5p)",
    )
    e.add_argument("--tp", type=int, help="tensor-parallel size (default: searched)")
    e.add_argument("--pp", type=int, help="pipeline-parallel stages (default: searched)")
    e.add_argument("--vpp", type=int, help="interleaved model chunks per pipeline stage (default: searched)")
    e.add_argument("--ep", type=int, help="expert-parallel size for an MoE (default: searched)")
    e.add_argument("--zero", type=int, choices=[0, 1, 2, 3], help="ZeRO stage (default: searched)")
    e.add_argument(
        "--recompute", choices=["none", "selective", "full"], help="activation recompute (default: searched)"
    )
    e.add_argument("--attention", action="store_true", help="count the attention FLOPs (always on from 4k sequences)")
    price = e.add_mutually_exclusive_group()
    price.add_argument("--cloud", metavar="INSTANCE", help="price the run on this cloud instance, e.g. p5.48xlarge")
    price.add_argument("--hourly", type=float, metavar="PRICE", help="price per device-hour, in --currency")
    price.add_argument("--purchase", type=float, metavar="PRICE", help="purchase price per device, in --currency")
    e.add_argument("--currency", default="USD", help="currency of the prices given and of the cost (default USD)")
    e.add_argument("--claims", action="store_true", help="print the source articles' claims beside the model's figures")
    e.add_argument("--json", action="store_true", help="one JSON document with every value the estimate used")

    from gpucompare.cli_data import add_data_commands

    add_data_commands(sub)
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

    with open_workspace(args) as ws:
        devices = ws.catalog().search(args.query)
    if args.json:
        out = []
        for d in devices:
            row = {
                "id": d.id,
                "vendor": d.vendor,
                "model": d.model,
                "variant": d.variant,
                "category": d.category,
                "form_factor": d.form_factor,
                "family": d.family,
                "scaleup_link": d.scaleup_link,
                "aliases": list(d.aliases),
                "source": d.sources,
                "source_date": d.source_date,
                "notes": d.notes,
                "custom": d.custom,
            }
            row.update({k: (None if math.isnan(v) else v) for k, v in d.values.items()})
            out.append(row)
        json.dump({"devices": out, "count": len(out)}, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    head = f"{'id':<26} {'name':<44} {'mem GB':>7} {'BF16 TFLOPS':>11} {'FP8 TFLOPS':>10} {'link GB/s':>9} {'TDP W':>6}"
    print(head)
    for d in devices:
        print(
            f"{d.id:<26} {(d.vendor + ' ' + d.name)[:44]:<44} {_fmt(d.get('memory_gb')):>7} "
            f"{_fmt(d.tflops('bf16')):>11} {_fmt(d.tflops('fp8')):>10} {_fmt(d.get('scaleup_gbs')):>9} "
            f"{_fmt(d.get('tdp_w')):>6}"
        )
    print(f"{len(devices)} devices. Dense tensor peaks; sources: gpucompare devices --json")
    return 0


def _finite_args(args, names: tuple[str, ...]) -> None:
    """NaN and infinity parse as floats; reject them (and zero or negatives) on one line."""
    for name in names:
        v = getattr(args, name.lstrip("-").replace("-", "_"))
        if v is not None and (not math.isfinite(v) or v <= 0):
            raise BadArgument(f"{name} must be a positive finite number (got {v})")


def cmd_claims(args) -> int:
    from gpucompare.cli_data import open_workspace
    from gpucompare.core.estimate.claims import check_claims

    with open_workspace(args) as ws:
        catalog = ws.catalog()
    checks = check_claims(catalog)
    if args.json:
        out = [{**c.__dict__, "article": str(c.article), "model": str(c.model)} for c in checks]
        json.dump({"claims": out}, sys.stdout, ensure_ascii=False, indent=1)
        print()
        return 0
    for c in checks:
        print(f"- {c.article}")
        print(f"    model: {c.model} [{'agrees' if c.holds else 'disagrees'}]")
        print(f"    source: {c.source}")
    return 0


def cmd_estimate(args) -> int:
    from dataclasses import replace

    from gpucompare.cli_data import open_workspace
    from gpucompare.core.estimate import Settings, estimate
    from gpucompare.core.workloads import custom_workload, find_preset

    if args.claims:
        return cmd_claims(args)
    if not args.device or args.count is None:
        raise BadArgument("give --device NAME and --count N (or --claims)")
    _finite_args(
        args,
        (
            "--params",
            "--active-params",
            "--tokens",
            "--layers",
            "--hidden",
            "--seq-len",
            "--global-batch",
            "--experts-per-token",
        ),
    )
    _finite_args(args, ("--mfu", "--goodput", "--hourly", "--purchase"))
    with open_workspace(args) as ws:
        catalog, fx, prefs = ws.catalog(), ws.fx(), ws.estimate_preferences()
    device = catalog.resolve(args.device)
    if args.workload and (args.params or args.active_params):
        raise BadArgument("give either --workload or --params, not both")
    if args.workload:
        workload = find_preset(args.workload)
        over = {
            k: float(v)
            for k, v in (
                ("tokens", args.tokens),
                ("layers", args.layers),
                ("hidden", args.hidden),
                ("experts_per_token", args.experts_per_token if workload.moe else None),
            )
            if v
        }
        workload = replace(workload, **over) if over else workload
    elif args.params and args.tokens:
        workload = custom_workload(
            args.params,
            args.tokens,
            args.active_params,
            args.seq_len,
            layers=args.layers,
            hidden=args.hidden,
            experts_per_token=args.experts_per_token,
        )
    else:
        raise BadArgument("give --workload PRESET, or --params and --tokens")
    settings = Settings(
        precision=args.precision,
        tp=args.tp,
        pp=args.pp,
        zero=args.zero,
        utilization=args.mfu,
        goodput=args.goodput,
        recompute=args.recompute,
        virtual_stages=args.vpp,
        expert_parallel=args.ep,
        attention_flops=args.attention,
        global_batch_tokens=args.global_batch,
        seq_len=args.seq_len,
        finetune=args.finetune or "none",
        scenario=args.scenario,
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
        f"{est.workload} on {est.devices} x {est.device_name} ({est.precision.upper()}, {est.scenario} scenario"
        f"{', ' + est.finetune + ' fine-tune' if est.finetune != 'none' else ''})"
    )
    print(
        f"  layout         TP {est.tp} x PP {est.pp} (interleaving {est.vpp}) x DP {est.dp:g}"
        f"{f', EP {est.ep}' if est.ep > 1 else ''}, ZeRO-{est.zero}, {est.recompute} recompute"
    )
    print(
        f"  batch          {est.global_batch_tokens:,.0f} tokens of {est.seq_len:,.0f}; "
        f"{est.micro_batches:,.0f} micro-batches per step; {est.steps:,.0f} steps"
    )
    print(
        f"  wall time      {est.wall_days:,.1f} days (band {est.band['wall_days_low']:,.1f}-{est.band['wall_days_high']:,.1f})"
    )
    print(f"  device-hours   {est.device_hours:,.0f}")
    print(f"  throughput     {est.achieved_tflops_per_device:,.0f} TFLOP/s per device (MFU {est.mfu:.0%})")
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
}
