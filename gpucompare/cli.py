"""The command line: the parser (a "did you mean" for near misses), number types that accept only finite values
in a sane range, and the devices, estimate, workloads and instances commands (import, quotes and report are in
cli_data). Every error is one line on stderr with an exit code, never a traceback."""

from __future__ import annotations

import argparse
import math
import os
import re
import shlex
import sys

from gpucompare import __version__
from gpucompare.errors import BadArgument, UserError, terminal_safe
from gpucompare.jsondoc import emit as emit_json
from gpucompare.termtext import pad


class _Parser(argparse.ArgumentParser):
    def error(self, message: str):  # one line, exit 2, no usage dump; a near miss gets a "did you mean"
        raise BadArgument(_did_you_mean(self, message))


def _did_you_mean(parser: argparse.ArgumentParser, message: str) -> str:
    """argparse's complaint in one line, with the closest command or option when the user mistyped one."""
    import difflib

    message = " ".join(message.split())
    if message.startswith("argument command: invalid choice:"):
        word = message.split("invalid choice:", 1)[1].split("(choose", 1)[0].strip().strip("'")
        commands = sorted(COMMAND_FUNCS)
        near = difflib.get_close_matches(word.lower(), commands, n=1, cutoff=0.6)
        hint = f"; did you mean '{near[0]}'?" if near else f"; commands: {', '.join(commands)}"
        return f"unknown command {_shown(word)}{hint} (invalid choice; see gpucompare --help)"
    if message.startswith("unrecognized arguments:"):
        words = message.split(":", 1)[1].split()
        options = _option_strings(parser)
        hints = []
        for w in words:
            if w.startswith("-"):
                names = {o.lstrip("-"): o for o in options}
                near = difflib.get_close_matches(w.split("=", 1)[0].lstrip("-"), list(names), n=1, cutoff=0.7)
                if near and names[near[0]] == w.split("=", 1)[0]:
                    hints.append(f"{_shown(w)} belongs to another command (see gpucompare COMMAND --help)")
                elif near:
                    hints.append(f"did you mean {names[near[0]]} for {_shown(w)}?")
        shown = " ".join(_shown(w) for w in words[:5]) + (" ..." if len(words) > 5 else "")
        return f"unrecognized arguments: {shown}" + (f"; {' '.join(hints[:3])}" if hints else "")
    if "invalid choice:" in message and "(choose from" in message:  # an option's value: --precision bf17
        head, rest = message.split("invalid choice:", 1)
        word, _, choices = rest.partition("(choose from")
        word = word.strip().strip("'")
        options = [c.strip().strip("'") for c in choices.rstrip(")").split(",")]
        near = difflib.get_close_matches(word, options, n=1, cutoff=0.5)
        hint = f"did you mean {near[0]!r}? " if near else ""
        return _shown(f"{head}invalid choice {word!r}; {hint}choose from {', '.join(options)}", 300, quote=False)
    if message.startswith("argument --") and ": must be " in message:  # "--mfu must be ...", from the number types
        message = message[len("argument ") :].replace(": must be ", " must be ", 1)
    return _shown(message, limit=300, quote=False)


def _refuse_unknown_options(parser: argparse.ArgumentParser, argv: list[str]) -> None:
    """A --flag no command knows is an error before anything else (argparse would first complain about a
    missing required option, or take the next word for a command)."""
    known = set(_option_strings(parser))
    unknown = []
    for a in argv:
        if a == "--":
            break
        if a.startswith("--") and a.split("=", 1)[0] not in known:
            unknown.append(a)
    if unknown:
        parser.error("unrecognized arguments: " + " ".join(unknown))


def _option_strings(parser: argparse.ArgumentParser) -> list[str]:
    """Every --option of this parser and of its subcommands."""
    out: list[str] = []
    for action in parser._actions:
        out += [o for o in action.option_strings if o.startswith("--")]
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                out += _option_strings(sub)
    return sorted(set(out))


def _shown(text: str, limit: int = 60, quote: bool = True) -> str:
    """User text fit for one terminal line: control and escape characters removed, cut to `limit`."""
    text = terminal_safe(text)
    text = text if len(text) <= limit else text[: limit - 1] + "…"
    return repr(text) if quote else text


# numbers on the command line: finite, in a sane range, or a one-line error (exit 2) ---------------------------------
def _number(text: str) -> float:
    """'70e9', '70B', '2T', '1.5M', '7,5B' (a decimal comma), '175,000,000,000' -> float (finite and positive)."""
    from gpucompare.core.numbers import NotANumber, user_number

    try:
        value = user_number(text)
    except NotANumber as err:
        raise argparse.ArgumentTypeError(terminal_safe(str(err))) from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"must be a positive finite number (got {_shown(text)})")
    return value


def _number_or_zero(text: str) -> float:
    """0, or what `_number` accepts (a decoder that may be absent)."""
    return 0.0 if text.strip() in ("0", "0.0") else _number(text)


#: the short multipliers a count may mean when a bare number is below its range ('7' for 7 billion parameters)
_SCALE_WORDS = {"M": (6, "million"), "B": (9, "billion"), "T": (12, "trillion")}


def _scale_hint(text: str, value: float, low: float, high: float, suffixes: tuple[str, ...]) -> str:
    """What a bare number below a count's range was likely meant as, the first of `suffixes` that brings it into
    range: '; a bare number counts one by one: did you mean 7B (7 billion, 7e9)?'; '' when none does or the text is
    not a bare number."""
    bare = text.strip()
    if value >= low or not bare.replace(".", "", 1).isdigit():
        return ""
    for k in suffixes:
        exp, words = _SCALE_WORDS[k]
        if low <= value * 10**exp <= high:
            return f"; a bare number counts one by one: did you mean {bare}{k} ({bare} {words}, {bare}e{exp})?"
    return ""


def ranged(kind, low: float, high: float, what: str, suffixes: tuple[str, ...] = ()):
    """An argparse type: an int, a float or a `_number`, checked to be finite and to lie in [low, high]. `suffixes`:
    the multipliers ('B', 'T') a bare number below the range is likely missing, named in the error."""

    def parse(text: str):
        from gpucompare.core.numbers import user_number

        try:
            if kind is int:
                value = user_number(text, multipliers=False)  # '1,024' and '1024' alike
                if math.isfinite(value) and value != int(value):
                    raise ValueError
                value = int(value) if math.isfinite(value) else value
            elif kind is float:
                value = user_number(text, multipliers=False)  # '0,45' is 0.45, as a decimal-comma locale writes it
            else:
                value = kind(text.strip())
        except ValueError:
            raise argparse.ArgumentTypeError(
                f"invalid {'int' if kind is int else 'number'} value: {_shown(text)}"
            ) from None
        if not math.isfinite(value):
            raise argparse.ArgumentTypeError(f"must be a positive finite number (got {_shown(text)})")
        if not low <= value <= high:
            hint = _scale_hint(text, value, low, high, suffixes)
            raise argparse.ArgumentTypeError(f"must be {what} between {low:g} and {high:g} (got {_shown(text)}){hint}")
        return value

    parse.__name__ = what
    return parse


#: the ranges the command line accepts: generous (beyond any real cluster or price), short of overflow and NaN
DEVICE_COUNT = ranged(int, 1, 10_000_000, "a device count")
PARALLEL_DEGREE = ranged(int, 1, 65_536, "a parallel degree")
FRACTION = ranged(float, 0.001, 1.0, "a fraction")
MODEL_SIZE = ranged(_number, 1e3, 1e16, "a parameter count", suffixes=("B",))
TOKEN_COUNT = ranged(_number, 1e3, 1e18, "a token count", suffixes=("T", "B"))


def typed_price(low: float, high: float, what: str):
    """An argparse type: a price as sheets write it ('250000', '25万', '¥250,000', '3.5万美元'), checked to lie in
    [low, high]; kept as text (its currency defaults to --currency, known only later)."""

    def parse(text: str) -> str:
        from gpucompare.price_args import read_price

        try:
            lo, hi, _cur = read_price(text, "USD", "price")
        except BadArgument as err:
            raise argparse.ArgumentTypeError(str(err)) from None
        if not (low <= lo <= high and low <= hi <= high):
            raise argparse.ArgumentTypeError(f"must be {what} between {low:g} and {high:g} (got {_shown(text)})")
        return text.strip()

    parse.__name__ = what
    return parse


HOURLY_PRICE = typed_price(1e-4, 1e7, "a price per device-hour")
PURCHASE_PRICE = typed_price(1e-2, 1e12, "a purchase price")


def _argparse_words_once() -> None:
    """argparse looks each of its words ('usage: ', 'options', 'show this help message and exit') up in the system's
    message catalogs for every parser and option it makes: ~50 lookups that each search the locale folders, ~10 ms of
    every command. The catalogs do not change while a command runs: each word is looked up once."""
    if not hasattr(argparse._, "cache_info"):
        from functools import lru_cache

        argparse._ = lru_cache(maxsize=None)(argparse._)


def build_parser() -> argparse.ArgumentParser:
    from gpucompare.core.pricing import BASES, DEFAULT_BASIS, PRICE_SPEC_HELP

    _argparse_words_once()

    p = _Parser(prog="gpucompare", description="Compare AI-training accelerators and estimate training cost.")
    p.add_argument("--version", action="version", version=f"gpucompare {__version__}")
    p.add_argument("--home", help="workspace folder (default: $GPUCOMPARE_HOME or the user data folder)")
    p.add_argument("--lang", choices=["en", "zh_CN"], help="language of the window (with no command)")
    p.add_argument("--install-desktop", action="store_true", help="add gpucompare to the desktop's menu (Linux)")
    p.add_argument("--uninstall-desktop", action="store_true", help="remove it from the desktop's menu")
    sub = p.add_subparsers(dest="command", parser_class=_Parser)

    d = sub.add_parser("devices", help="list the catalog")
    d.add_argument("--query", default="", help="words that must appear in the name, vendor or alias")
    d.add_argument(
        "--basis",
        default=DEFAULT_BASIS,
        choices=["reference", *BASES],
        help="which price to list (default "
        + DEFAULT_BASIS
        + ": the US market's reference price, else the China market's, marked); reference:US or reference:CN "
        "never borrow the other market's; quote, cloud (per device-hour); hour:owned+rented (what an hour of one "
        "device costs: owned = its TCO per device-hour of use, else its on-demand rent, marked)",
    )
    d.add_argument("--currency", default="USD", help="currency of the prices (default USD)")
    d.add_argument(
        "--tco",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a TCO setting for --basis hour:owned+rented, as for estimate --tco",
    )
    d.add_argument("--json", action="store_true", help="print one JSON document")

    e = sub.add_parser(
        "estimate",
        help="training time, memory and cost of one configuration, or of several devices side by side",
        description="Training time, memory and cost. Give --device once, or several times to compare devices, each "
        "with its own price basis: --device NAME[:BASIS]. NAME is a device or a cloud instance (p5.48xlarge); "
        "BASIS is one of: "
        + PRICE_SPEC_HELP
        + ". Example: --device H800:buy --device p5.48xlarge:on-demand --count 256 --workload 'Llama 2 70B'.",
    )
    e.add_argument(
        "--device",
        action="append",
        metavar="NAME[:BASIS]",
        help="a device or cloud instance, with an optional price basis (repeat to compare; required unless --claims)",
    )
    e.add_argument("--count", type=DEVICE_COUNT, metavar="N", help="devices in the cluster (required unless --claims)")
    e.add_argument("--workload", help="a preset name, e.g. 'Llama 2 70B' (--tokens overrides its token count)")
    e.add_argument("--params", type=MODEL_SIZE, help="parameters, e.g. 70e9 or 70B")
    e.add_argument("--active-params", type=MODEL_SIZE, help="active parameters per token (MoE), e.g. 37B")
    e.add_argument("--tokens", type=TOKEN_COUNT, help="training tokens, e.g. 2e12 or 2T")
    e.add_argument(
        "--samples",
        type=TOKEN_COUNT,
        help="training images for a CNN or ViT (--model-kind cnn|vit), e.g. 115M (epochs x dataset size); for a "
        "language model, training sequences (epochs x examples) with --seq-len: tokens = samples x sequence",
    )
    e.add_argument(
        "--model-kind",
        choices=["decoder", "moe", "encoder", "encoder_decoder", "cnn", "vit", "other", "recommendation"],
        help="what the model is (default: decoder, or moe when --active-params is below --params); sets its FLOPs "
        "per token and default sequence; cnn and vit take --samples and the vision preset named in --workload or "
        "nearest in --params; recommendation (DLRM, DCNv2) takes --samples, its dense MLP parameters as "
        "--active-params, --sparse-features and --embedding-dim",
    )
    e.add_argument(
        "--sparse-features",
        type=_number,
        help="recommendation models: embedding lookups per sample (MLPerf's DLRM-DCNv2 on Criteo: 26)",
    )
    e.add_argument(
        "--embedding-dim",
        type=_number,
        help="recommendation models: the embedding tables' width (MLPerf's DLRM-DCNv2: 128)",
    )
    e.add_argument("--image-size", type=_number, help="vision models: image side in pixels (default 224)")
    e.add_argument(
        "--patch-size",
        type=_number,
        help="ViT or diffusion transformer: patch side in pixels, in latent pixels with --latent-factor (default: the "
        "preset's, else 16); tokens per image = (image size / latent factor / patch)^2",
    )
    e.add_argument(
        "--latent-factor",
        type=_number,
        help="latent diffusion transformer or U-Net: the VAE's downsampling factor (Stable Diffusion's VAE: 8, DiT's "
        "latent of a 256 px image is 32 x 32; LDM-4's: 4); a U-Net's FLOPs follow the latent's pixels; the VAE and "
        "text encoders are not counted",
    )
    e.add_argument(
        "--flops-per-sample",
        type=_number,
        help="a CNN's published forward FLOPs per sample at the image size trained (a CNN preset's are replaced), "
        "counting a multiply-add once as torchvision, fvcore, mmdetection and PaddleDetection tables do (halve "
        "Ultralytics' figures); trained as 3 passes x 2 FLOPs. Without it a CNN's FLOPs follow its parameters at its "
        "pixels (wide band)",
    )
    e.add_argument(
        "--activations-per-sample",
        type=_number,
        help="a CNN: its stored activation bytes per image at the image size trained, 16-bit (torchinfo's "
        "'Forward/backward pass size' of one image in FP32, halved); they drive its memory traffic. Without it a "
        "preset's figure, else its FLOPs x the CNN families' median bytes per FLOP (said in the assumptions)",
    )
    e.add_argument(
        "--mask-ratio",
        type=_number,
        help="a ViT trained on a share of its patches: the share its encoder drops (MAE 0.75, FLIP 0.5; default none)",
    )
    e.add_argument(
        "--decoder-params",
        type=_number_or_zero,
        help="with --mask-ratio: the decoder that sees every patch (default MAE's 25.2M; 0 for none)",
    )
    e.add_argument(
        "--teacher-params",
        type=_number_or_zero,
        help="knowledge distillation: the frozen teacher's parameters (an MoE teacher's active ones); each step also "
        "runs its forward pass, 2 FLOPs per teacher parameter and token or image position, and holds its weights "
        "(default none)",
    )
    e.add_argument(
        "--views",
        help="self-supervised vision (CNN or ViT): augmented views per image, a count ('2': MoCo, SimCLR) or "
        "count x side terms ('2x224+6x96': SwAV; '2x224+10x96': DINO); each image counts as the sum of "
        "(view side / image size)^2 images",
    )
    e.add_argument(
        "--experts-per-token", type=_number, help="MoE: routed experts per token, top-k (default 8, as DeepSeek-V3)"
    )
    e.add_argument("--layers", type=_number, help="transformer layers (default: from the active parameters)")
    e.add_argument("--hidden", type=_number, help="hidden size (default: from the active parameters)")
    e.add_argument(
        "--vocab",
        type=_number,
        help="vocabulary of a language model; with --layers and --hidden the FLOPs per token leave out an untied "
        "input embedding (a lookup, no matmul)",
    )
    e.add_argument(
        "--seq-len",
        type=_number,
        help="sequence length in tokens (default: the preset's, else by kind and size: 512 for encoders, 2,048 below "
        "3B active parameters, 4,096 above; said in the assumptions)",
    )
    e.add_argument(
        "--attention-window",
        type=_number,
        help="a causal decoder's sliding attention window in tokens (Mistral 7B: 4,096): each token attends to at most "
        "this many before it, and the attention FLOPs shrink with it (default: full causal attention over the "
        "sequence, said in the assumptions)",
    )
    e.add_argument(
        "--document-length",
        type=_number,
        help="a causal decoder's packed documents masked apart (variable-length attention: XTuner's use_varlen_attn, "
        "FlexAttention document masks): their mean length in tokens; each token attends only within its document "
        "(default: the attention spans the whole sequence, said in the assumptions)",
    )
    e.add_argument(
        "--global-batch",
        type=_number,
        help="global batch in tokens, e.g. 4M (default: from the training compute, DeepSeek LLM batch law)",
    )
    e.add_argument(
        "--mfu",
        type=FRACTION,
        help="matmul utilization of the dense peak (0-1); default fitted on published runs (README, Validation)",
    )
    e.add_argument(
        "--goodput",
        type=FRACTION,
        help="steady-state time / wall-clock (0-1); default from failures, checkpoints and the run's length",
    )
    e.add_argument(
        "--timed-region",
        action="store_true",
        help="the time wanted is a benchmark's timed region (MLPerf time-to-train, a vendor's time-to-train table): "
        "no whole job's start-up and no campaign share, failures only",
    )
    e.add_argument(
        "--attention-share",
        type=FRACTION,
        help="share of the dense 16-bit peak the fused attention kernel reaches, forward and backward (0-1), where "
        "below the matmuls' utilization; default the family's published figure (H100/H800/H200: FlashAttention-2's "
        "0.35), else the matmuls' (FlashAttention-3 reports up to 0.75 forward on H100)",
    )
    e.add_argument(
        "--network-gbps",
        type=_number,
        help="scale-out network between servers (scale-up domains), Gb/s per device, e.g. 25 for 25 GbE or 400 for "
        "NDR InfiniBand (default: the catalog's figure for the device, else an assumed 200, said)",
    )
    e.add_argument("--finetune", choices=["lora", "full"], help="fine-tune instead of pre-training (LoRA: 4ND FLOPs)")
    e.add_argument(
        "--preference",
        choices=["dpo", "orpo"],
        help="a fine-tune on preference pairs, --samples counting pairs: both completions of each pair are trained; "
        "dpo also runs a frozen reference model forward (DPO, IPO: 4/3 of a full fine-tune's FLOPs per token, 3/2 of "
        "LoRA's); orpo has no reference (ORPO, SimPO)",
    )
    e.add_argument(
        "--base-bits",
        type=int,
        choices=[16, 8, 4],
        help="with --finetune lora: the frozen base's bits (4: QLoRA NF4, GPTQ, AWQ; 8: LLM.int8, GPTQ int8); each "
        "micro-batch dequantises the base's weights, a measured time per weight beside the matmuls",
    )
    e.add_argument(
        "--rl",
        choices=["grpo", "ppo"],
        help="reinforcement-learning post-training with --finetune, --samples counting prompts: each step decodes "
        "its answers token by token (memory-bound, at the engine's batch), scores them (actor and reference "
        "forward; PPO also reward model and critic) and trains the actor (PPO also the critic)",
    )
    e.add_argument("--rl-samples-per-prompt", type=_number, help="with --rl: answers sampled per prompt (GRPO's group)")
    e.add_argument(
        "--rl-generated",
        type=_number,
        help="with --rl: mean generated tokens per answer (default: half of --seq-len, said in the assumptions)",
    )
    e.add_argument("--rl-prompts-per-step", type=_number, help="with --rl: prompts per step (the rollout batch)")
    e.add_argument(
        "--rl-prompt",
        type=_number,
        help="with --rl: mean prompt tokens per sample; --seq-len is then the cap (prompt + the longest answer), the "
        "rollouts of a token count are of the mean length, and each step decodes until its longest answer is done "
        "(default: --seq-len less the mean answer, every answer at its mean length)",
    )
    e.add_argument(
        "--rl-critic-params",
        type=TOKEN_COUNT,
        help="with --rl ppo: the critic's and reward model's parameters, e.g. 350M (default: the actor's)",
    )
    from gpucompare.core.tables import read_table  # the optimizers' table (core.estimate.optimizers reads it too)

    e.add_argument(
        "--optimizer",
        default="adamw",
        choices=[r["key"] for r in read_table("optimizers") if r["kind"] == "optimizer"],
        help="the optimizer whose states each trained parameter holds (default adamw: FP32 master copy and two FP32 "
        "moments, 12 bytes; adamw8bit and paged_adamw8bit: bitsandbytes' 8-bit moments, 2 bytes; adafactor: factored, "
        "about 0; sgd: one momentum, 4); sources in data/optimizers.csv",
    )
    e.add_argument(
        "--bf16-weights",
        action="store_true",
        help="train the BF16 weights directly, without FP32 master copies (torchtune's dtype: bf16); the optimizer's "
        "32-bit states then take 16 bits too",
    )
    e.add_argument(
        "--optimizer-in-backward",
        action="store_true",
        help="step each parameter in the backward pass and free its gradient (torchtune's optimizer_in_bwd); needs "
        "one micro-batch per step, else the gradients are held as usual",
    )
    e.add_argument(
        "--precision",
        default=None,
        choices=["bf16", "fp16", "fp8", "fp4", "int8", "tf32", "fp32"],
        help="training precision (default: the device's own best, BF16 where it has it, else FP16, else FP32, said "
        "first when not BF16; fp8: the fitted 8-bit gain over BF16; fp4: NVFP4/MXFP4 on Blackwell and MI350 parts; "
        "int8: where the device trains in INT8, e.g. TPU v5e/v5p); a figure the device lacks is said first",
    )
    e.add_argument("--tp", type=PARALLEL_DEGREE, metavar="N", help="tensor-parallel size (default: searched)")
    e.add_argument("--pp", type=PARALLEL_DEGREE, metavar="N", help="pipeline-parallel stages (default: searched)")
    e.add_argument(
        "--vpp",
        type=PARALLEL_DEGREE,
        metavar="N",
        help="interleaved model chunks per pipeline stage (default: searched)",
    )
    e.add_argument(
        "--ep", type=PARALLEL_DEGREE, metavar="N", help="expert-parallel size for an MoE (default: searched)"
    )
    e.add_argument(
        "--cp", type=PARALLEL_DEGREE, metavar="N", help="context-parallel size for long sequences (default: searched)"
    )
    e.add_argument(
        "--micro-batch", type=PARALLEL_DEGREE, metavar="N", help="sequences per micro-batch (default: searched)"
    )
    e.add_argument("--zero", type=int, choices=[0, 1, 2, 3], help="ZeRO stage (default: searched)")
    e.add_argument(
        "--recompute", choices=["none", "selective", "full"], help="activation recompute (default: searched)"
    )
    price = e.add_mutually_exclusive_group()
    price.add_argument(
        "--cloud", metavar="INSTANCE", help="rent this instance (with --purchase-model; list: gpucompare instances)"
    )
    price.add_argument(
        "--hourly", type=HOURLY_PRICE, metavar="PRICE", help="price per device-hour (12.5, ¥45), in --currency"
    )
    price.add_argument(
        "--purchase",
        type=PURCHASE_PRICE,
        metavar="PRICE",
        help="purchase price per device (250000, 25万, ¥250,000, 3.5万美元), in --currency unless it names its own",
    )
    e.add_argument(
        "--purchase-model",
        default="on-demand",
        metavar="MODEL",
        help="with --cloud: on-demand, reserved-1y, reserved-3y, spot or capacity-block",
    )
    e.add_argument(
        "--tco",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a total-cost-of-ownership setting for bought devices (overrides Preferences): site=us|china, "
        "years, residual_fraction, cost_of_capital, electricity_per_kwh (site currency), pue, "
        "facility_per_kw_month (USD), utilization, operations_fraction_per_year, fabric=infiniband|roce|ethernet, "
        "system=auto|hgx8|pcie8|gb200-nvl72|atlas-900-a3|server8",
    )
    e.add_argument(
        "--currency",
        default="USD",
        metavar="CUR[,CUR]",
        help="display currency; a second one (e.g. CNY,USD) prints the costs in both side by side",
    )
    e.add_argument("--claims", action="store_true", help="print the source articles' claims beside the model's figures")
    e.add_argument("--json", action="store_true", help="one JSON document with every value the estimate used")

    w = sub.add_parser("workloads", help="list the workload presets --workload accepts")
    w.add_argument("--json", action="store_true", help="print one JSON document")
    c = sub.add_parser("instances", help="list the cloud instances --cloud accepts")
    c.add_argument("--json", action="store_true", help="print one JSON document")

    from gpucompare.cli_data import add_data_commands

    add_data_commands(sub)
    from gpucompare.cli_catalog import add_catalog_command

    add_catalog_command(sub)
    from gpucompare.cli_prices import add_prices_command

    add_prices_command(sub)
    return p


_ABANDON_READ_S = 0.2  # how long a command that failed early waits for the workbook read it started


def run(argv: list[str]) -> int:
    """Parse and run one command; every failure is one line on stderr and an exit code, never a traceback:
    2 bad arguments, 1 bad input file or workspace, 70 a bug (the line says so), 130 interrupted."""
    _printable_streams()
    early = "import" in argv[:5]
    done = False  # the command ran to its end (not a bad argument, Ctrl-C or exit on the way)
    try:
        if early:  # the workbook read on a thread while the parser is built (cli_data.read_ahead_early)
            from gpucompare.cli_data import read_ahead_early

            read_ahead_early(argv)
        parser = build_parser()
        _refuse_unknown_options(parser, argv)
        args = parser.parse_args(argv)
        if args.install_desktop or args.uninstall_desktop:
            from gpucompare import desktop

            paths = desktop.install() if args.install_desktop else desktop.uninstall()
            verb = "installed" if args.install_desktop else "removed"
            print(f"{verb} {len(paths)} files" + "".join(f"\n  {p}" for p in paths))
            return 0
        if args.command is None:
            raise BadArgument("no command given; try 'gpucompare --help'")
        code = COMMAND_FUNCS[args.command](args)
        done = True
        return code
    except UserError as err:
        from gpucompare.i18n import localize

        print(f"gpucompare: {terminal_safe(localize(err.args[0]) if err.args else err)}", file=sys.stderr)
        return err.exit_code
    except KeyboardInterrupt:
        print("gpucompare: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except MemoryError:
        print("gpucompare: out of memory", file=sys.stderr)
        return 1
    except OSError as err:  # a file or folder the system refused: name it, in one line
        where = f"{err.filename}: " if err.filename else ""
        print(f"gpucompare: {terminal_safe(where)}{terminal_safe(err.strerror or err)}", file=sys.stderr)
        return 1
    except Exception as err:  # a bug: still one line, and an exit code scripts and the fuzz test can tell apart
        import sqlite3

        if isinstance(err, sqlite3.Error):  # the workspace refused (locked past the timeout, disk full): exit 1
            print(f"gpucompare: the workspace cannot be used now: {_shown(err, 160, quote=False)}", file=sys.stderr)
            return 1
        import traceback

        if os.environ.get("GPUCOMPARE_DEBUG"):
            traceback.print_exc()
        print(
            f"gpucompare: internal error ({type(err).__name__}: {_shown(err, 160, quote=False)}); "
            "set GPUCOMPARE_DEBUG=1 for the details",
            file=sys.stderr,
        )
        return INTERNAL_ERROR
    finally:
        if early:
            from gpucompare.sheets.workbook import forget_ahead

            # a read the command did not take (another file): no thread outlives it; after a bad argument or
            # Ctrl-C the command ends now, the read's daemon thread with the process
            forget_ahead(None if done else _ABANDON_READ_S)


def _json_escape(err: UnicodeError):
    """A character the stream's encoding lacks as a JSON escape: \\u00b2, a pair of them past the BMP."""
    out = []
    for ch in err.object[err.start : err.end]:
        cp = ord(ch)
        if cp > 0xFFFF:
            cp -= 0x10000
            out.append(f"\\u{0xD800 + (cp >> 10):04x}\\u{0xDC00 + (cp & 0x3FF):04x}")
        else:
            out.append(f"\\u{cp:04x}")
    return "".join(out), err.end


def _printable_streams() -> None:
    """Under a locale whose encoding cannot write every character (ISO-8859-1, ASCII), a character it lacks is
    written as an escape (\\u2014, valid inside JSON strings too) instead of ending the command."""
    import codecs

    try:
        codecs.lookup_error("gpucompare-json")
    except LookupError:
        codecs.register_error("gpucompare-json", _json_escape)
    for stream in (sys.stdout, sys.stderr):
        encoding = getattr(stream, "encoding", None) or ""
        try:
            utf = codecs.lookup(encoding).name.startswith("utf")
        except LookupError:
            utf = False
        if not utf and hasattr(stream, "reconfigure"):
            try:
                stream.reconfigure(errors="gpucompare-json")
            except (ValueError, OSError):
                pass


#: the exit code of an unexpected error (BSD's EX_SOFTWARE)
INTERNAL_ERROR = 70


def _fmt(x: float, unit: str = "") -> str:
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return "—"
    return f"{x:g}{unit}"


def cmd_devices(args) -> int:
    from gpucompare.cli_data import open_workspace
    from gpucompare.core.export_control import rules, status
    from gpucompare.core.fields import FIELD_BY_KEY, FIELDS
    from gpucompare.core.pricing import normalize_basis
    from gpucompare.core.tco import TcoSettings, price_column

    with open_workspace(args) as ws:
        devices = ws.catalog().search(args.query)
        fx = ws.fx()
        currency = fx.check(args.currency)
        tco = TcoSettings.from_workspace(ws, fx).with_strings(_key_values(args.tco))
        prices = price_column(
            devices, normalize_basis(args.basis), currency, fx, quotes=ws.quote_book(tco.tax), tco=tco
        )
    all_rules = rules()
    if args.json:
        out = []
        for i, d in enumerate(devices):
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
            row["price"] = _price_doc(prices, i)
            out.append(row)
        doc = {"devices": out, "count": len(out), "basis": prices.basis, "currency": currency}
        emit_json(doc)
        return 0
    cols = [("memory_gb", 7), ("bf16_tflops", 11), ("fp8_tflops", 10), ("scaleup_gbs", 9), ("tdp_w", 6)]
    head = (
        f"{'id':<30} {'name':<40} "
        + " ".join(f"{_short_header(FIELD_BY_KEY[k]):>{w}}" for k, w in cols)
        + f" {'US class':<12} price ({currency}{'/h' if prices.hourly else ''}, {prices.basis})"
    )
    print(head)
    from gpucompare.core.hwtable import price_text

    for i, d in enumerate(devices):
        e = status(d, all_rules=all_rules)
        price = price_text(prices.low[i], prices.high[i], currency)
        if prices.date_tag(i):  # the date beside every price; an old one marked
            price += f" [{prices.date_tag(i)}]"
        if prices.other_market[i]:  # a price from the basis's second market is never listed unmarked
            price += f" ({prices.market(i)} market)"
        if prices.rented[i]:  # under the hour basis a rent is never listed as if it were a cost of ownership
            price += " (rented)"
        print(
            f"{pad(terminal_safe(d.id), 30, clip=True)} {pad(terminal_safe(d.vendor + ' ' + d.name), 40, clip=True)} "
            + " ".join(f"{_fmt(d.get(k)):>{w}}" for k, w in cols)
            + f" {e.klass:<12} {price}"
        )
    key = prices.other_market_key()
    if key:
        marked = dict.fromkeys(prices.market(i) for i in range(len(devices)) if prices.other_market[i])
        print(f"{' '.join(f'({m} market)' for m in marked)}: {key}.")
    if prices.basis == "hour:owned+rented":
        print(
            "Cost per device-hour: owned = the total cost of ownership per device-hour of use (purchase price, "
            "server and network share, annuity over the depreciation period at the cost of capital, facility, "
            "energy; Preferences / --tco), derived; sources per device: --json."
        )
        if prices.rented.any():
            print(f"(rented): {prices.rented_key()}.")
    print(
        f"{len(devices)} devices. Dense tensor peaks; sources per value: gpucompare devices --json. "
        "Export class: an indication, not legal advice. Base data: Epoch AI, 'Data on Machine Learning Hardware' "
        "(CC BY 4.0)."
    )
    return 0


def _price_doc(prices, i: int) -> dict | None:
    """One device's price for --json: the range, where it comes from, and its market ('US', 'CN'; '' for a quote
    or a rent); `other_market` is true for a price from the basis's second market (no price in the first); `aged`
    is true for a price over the aged limit of data/price_age.csv and not yet `stale`."""
    p = prices.prices[i]
    if p is None:
        return None
    return {
        "low": p.low,
        "high": p.high,
        "mid": p.mid,
        "currency": p.currency,
        "per_hour": prices.hourly,
        "basis": prices.basis,
        "market": p.market,
        "other_market": bool(prices.other_market[i]),
        "fx_rate": str(p.fx_rate),
        "source": str(p.source),
        "as_of": p.as_of,
        "stale": bool(prices.stale[i]),
        "aged": bool(prices.age_note(i)),  # over the aged limit of data/price_age.csv, not yet stale
        "offer": None if p.offer is None else {"kind": p.offer.kind, "stated": p.offer.stated},
        "notes": [str(m) for m in p.marks],
        **({"kind": prices.kind(i), "derived": p.detail or None} if prices.basis == "hour:owned+rented" else {}),
    }


def _short_header(f) -> str:
    """'BF16 dense (TFLOPS)' -> 'BF16 TFLOPS', 'Memory (GB)' -> 'mem GB' for the plain-text list."""
    if f.precision:
        return f"{f.label.split()[0]} {f.unit}"
    short = {"memory_gb": "mem", "scaleup_gbs": "link", "tdp_w": "TDP"}.get(f.key, f.label)
    return f"{short} {f.unit}"


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
        emit_json({"claims": out})
        return 0
    for c in checks:
        print(f"- {c.article}")
        print(f"    model: {c.model} [{'agrees' if c.holds else 'disagrees'}]")
        print(f"    source: {c.source}")
    return 0


def cmd_estimate(args) -> int:
    from gpucompare.cli_data import open_workspace
    from gpucompare.core.estimate import Settings

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
            "--samples",
            "--layers",
            "--hidden",
            "--vocab",
            "--seq-len",
            "--attention-window",
            "--document-length",
            "--image-size",
            "--patch-size",
            "--latent-factor",
            "--flops-per-sample",
            "--activations-per-sample",
            "--sparse-features",
            "--embedding-dim",
            "--mask-ratio",
            "--global-batch",
            "--experts-per-token",
            "--network-gbps",
        ),
    )
    _finite_args(args, ("--mfu", "--goodput", "--attention-share"))
    with open_workspace(args) as ws:
        catalog, fx, prefs = ws.catalog(), ws.fx(), ws.estimate_preferences()
        tco = tco_preferences(ws).with_strings(_key_values(args.tco))
        book = ws.quote_book(tco.tax)
    workload = estimate_workload(args)
    currencies = [fx.check(c) for c in args.currency.split(",") if c.strip()] or ["USD"]
    currency = currencies[0]
    settings = Settings(
        precision=args.precision,
        tp=args.tp,
        pp=args.pp,
        zero=args.zero,
        utilization=args.mfu,
        goodput=args.goodput,
        timed_region=args.timed_region,
        attention_share=args.attention_share,
        recompute=args.recompute,
        virtual_stages=args.vpp,
        expert_parallel=args.ep,
        context_parallel=args.cp,
        micro_batch=args.micro_batch,
        network_gbps=args.network_gbps,
        global_batch_tokens=args.global_batch,
        seq_len=args.seq_len,
        attention_window=args.attention_window,
        document_length=args.document_length,
        image_size=args.image_size,
        patch_size=args.patch_size,
        latent_factor=args.latent_factor,
        mask_ratio=args.mask_ratio,
        decoder_params=args.decoder_params,
        views=args.views,
        teacher_params=args.teacher_params or None,
        finetune=args.finetune or "none",
        preference=args.preference or "none",
        rl=args.rl or "none",
        base_bits=args.base_bits,
        rl_samples_per_prompt=args.rl_samples_per_prompt,
        rl_generated=args.rl_generated,
        rl_prompts_per_step=args.rl_prompts_per_step,
        rl_prompt=args.rl_prompt,
        rl_critic_params=args.rl_critic_params,
        optimizer=args.optimizer,
        bf16_weights=args.bf16_weights,
        optimizer_in_backward=args.optimizer_in_backward,
        **prefs,
    )
    legacy = _legacy_basis(args)
    if legacy and len(args.device) > 1:
        raise BadArgument("--cloud, --hourly and --purchase price one device; with several, write NAME:BASIS each")
    from gpucompare.core.decision import decisions
    from gpucompare.core.tco import compare_costings, priced_estimate, same_device_rental
    from gpucompare.errors import UserError
    from gpucompare.i18n import localize

    results, skipped = [], []
    for text in args.device:  # a list in one option is refused whole, never read as one of its names
        refuse_name_list(catalog, text)
    for text in args.device:
        try:
            device, choice = device_option(catalog, text, legacy, currency, fx, book, book.hourly)
            results.append(
                (device, *priced_estimate(device, workload, args.count, settings, choice, tco, fx, currency))
            )
        except UserError as err:
            if len(args.device) == 1:
                raise
            reason = localize(err.args[0]) if err.args else str(err)
            skipped.append({"device": text, "reason": reason})
            print(f"gpucompare: skipped {terminal_safe(text)}: {terminal_safe(reason)}", file=sys.stderr)
    if not results:
        raise BadArgument(f"no device could be estimated ({skipped[0]['reason']})")
    costings = [c for _, _, c in results if c is not None]
    partner = None
    if len(results) == 1 and costings and costings[0].bought:
        device, est, c = results[0]
        partner = same_device_rental(est, device, workload, tco, fx, currency)
        compare_costings([c, partner] if partner else [c])
    else:
        compare_costings(costings)
    decided = decisions([*costings, partner] if partner else costings)
    docs = [_estimate_doc(e, c, currency, fx, currencies[1:]) for _, e, c in results]
    said = set()  # one note per name ('H800:buy' and 'H800:rent' read the same name once)
    for text in args.device:  # a bare family name read as its usual variant: say so, never substitute silently
        try:
            note = catalog.resolution_note(text.partition(":")[0].strip())
        except UserError:
            note = ""
        if note and note not in said:
            said.add(note)
            print(f"gpucompare: note: {localize(note)}", file=sys.stderr)
    if args.json:
        from gpucompare.core.offers import QUOTE_RULE

        if len(docs) == 1 and not skipped:
            doc = docs[0]
        else:
            from gpucompare.core.durations import estimates_unit, hours_scale, results_in
            from gpucompare.core.tco import chart_series

            # each estimate's times and device-hours in the comparison's one unit, as its table prints them
            unit = estimates_unit(est for _, est, _ in results)
            hours = hours_scale(est for _, est, _ in results)
            for d, (_, est, _) in zip(docs, results, strict=True):
                d["results"] = results_in(d["results"], est, unit, hours)
            doc = {"estimates": docs, "currency": currency, "rent_vs_buy": chart_series(costings)}
            doc["skipped"] = skipped
        doc["decision"] = [d.to_json(fx, currency) for d in decided]
        doc["quote_rule"] = (
            QUOTE_RULE if any(c.settings.get("price_source") and c.price_marks for c in costings) else None
        )
        doc["tax_basis"] = tco.tax
        emit_json(doc)
        return 0
    # one device priced two ways (H800:buy and H800:hourly=2.5) is one run: its table and its assumptions are
    # printed once, then each option's own costing sentences under the option's name (two identical blocks under
    # the same heading left the reader to guess which was which)
    ids = [getattr(device, "id", id(device)) for device, _, _ in results]
    from gpucompare.core.durations import duration_unit, estimate_times, hours_scale

    # every time printed (each device's wall-clock, band and steady state) in one unit, chosen once from all of
    # them: never '22.0 hours' above '1.50 days' (durations.duration_unit, as the window and the report choose it);
    # the device-hours of the devices in one unit too (durations.count_scale)
    unit = duration_unit(estimate_times(est for _, est, _ in results))
    hours = hours_scale(est for _, est, _ in results)
    for k, (device, est, _) in enumerate(results):
        if ids[k] not in ids[:k]:
            _print_estimate(est, _shown_name(device, est), unit, hours)
    _print_costs(results, currencies, fx)
    _print_decisions(decided, currency, fx)
    for k, (device, est, costing) in enumerate(results):
        twice = ids.count(ids[k]) > 1
        own = list(costing.assumptions) if twice and costing is not None else []
        if not twice or ids[k] not in ids[:k]:
            print(f"Assumptions for {_shown_name(device, est)}:" if len(results) > 1 else "Assumptions:")
            for a in est.assumptions[: len(est.assumptions) - len(own)]:
                print(f"  - {terminal_safe(localize(a))}")
        if own:
            print(f"  Costs of {terminal_safe(costing.option)}:")
            for a in own:
                print(f"  - {terminal_safe(localize(a))}")
    return 0


def estimate_workload(args):
    """The workload of `estimate`, from its arguments by the one core function every face uses; a model input the
    model's kind does not take (workloads.model_inputs, the rule the window greys its fields by) is refused."""
    from gpucompare.core.workloads import workload_for

    refuse_inputs_of_another_kind(args)
    return workload_for(
        args.workload or None,
        params=args.params,
        active_params=args.active_params,
        tokens=args.tokens,
        samples=args.samples,
        seq_len=args.seq_len,
        model_kind=args.model_kind,
        image_size=args.image_size,
        layers=args.layers,
        hidden=args.hidden,
        vocab=args.vocab,
        experts_per_token=args.experts_per_token,
        patch_size=args.patch_size,
        latent_factor=args.latent_factor,
        flops_per_sample=getattr(args, "flops_per_sample", None),
        activations_per_sample=getattr(args, "activations_per_sample", None),
        sparse_features=getattr(args, "sparse_features", None),
        embedding_dim=getattr(args, "embedding_dim", None),
    )


def refuse_inputs_of_another_kind(args) -> None:
    """'--image-size does not apply to a decoder-only transformer': an option the model's kind does not take (the
    kind given, a preset's own, else a decoder's or an MoE's), by the table the window greys its fields by
    (data/model_inputs.csv), never read silently as nothing."""
    from gpucompare.core.estimate.assumptions import KIND_LABEL
    from gpucompare.core.workloads import AUTO_KIND, find_preset, model_input_names, model_inputs

    kind = (getattr(args, "model_kind", None) or "").strip().lower()
    if getattr(args, "workload", None) and not kind:
        kind = find_preset(args.workload).architecture
    takes = model_inputs(kind or AUTO_KIND)
    # the counts: workload_for says what a preset or a kind makes of them; the others here the core refuses with its
    # own sentence ('--patch-size applies to a ViT or diffusion transformer')
    said_by_core = {"params", "active-params", "tokens", "samples", "vocab", "sparse-features", "embedding-dim"}
    said_by_core |= {"attention-window", "patch-size", "latent-factor", "mask-ratio", "views", "flops-per-sample"}
    said_by_core |= {"activations-per-sample", "teacher-params"}
    for name in model_input_names():
        if name in takes or name in said_by_core:
            continue
        if getattr(args, name.replace("-", "_"), None) not in (None, 0, "", False):
            what = KIND_LABEL.get(kind, kind) if kind else "decoder-only or mixture-of-experts transformer"
            raise BadArgument(f"--{name} does not apply to a {what}; give --model-kind for another kind of model")


def tco_preferences(ws):
    """The TCO settings stored in Preferences."""
    from gpucompare.core.tco import TcoSettings

    return TcoSettings.from_workspace(ws, ws.fx())


def _key_values(items: list[str]) -> dict[str, str]:
    out = {}
    for item in items:
        key, eq, value = item.partition("=")
        if not eq:
            raise BadArgument(f"--tco takes KEY=VALUE (got {item!r})")
        out[key.strip()] = value.strip()
    return out


def _legacy_basis(args) -> str:
    if args.cloud:
        return f"rent={args.cloud}/{args.purchase_model}"
    if args.hourly is not None:
        return f"hourly={args.hourly}"
    if args.purchase is not None:
        return f"buy={args.purchase}"
    return ""


def _no_price_said(device: str, typed: str, basis: str) -> str:
    """Why a device has no price under a basis and what to give instead, in the basis's own terms: a rent asks for a
    rate per device-hour, anything else for a purchase price ('H800:hourly=2.5', 'H800:buy=250000')."""
    from gpucompare.core.pricing import purchase_model_key

    key = basis.split("=", 1)[0].strip()
    try:
        renting = key.lower() in ("rent", "cloud") or bool(purchase_model_key(key))
    except BadArgument:  # not a purchase model's name: a purchase basis
        renting = False
    if renting:
        return (
            f"no price for {device} under the basis {basis!r}: no cloud instance in the rate table rents it; give a "
            f"rate per device-hour ({typed}:hourly=2.5) or a purchase price ({typed}:buy=250000)"
        )
    return f"no price for {device} under the basis {basis!r}; try another, e.g. {typed}:buy=PRICE"


#: what people put between device names in a list: commas (ASCII and full-width), semicolons, the enumeration comma
_LIST_MARKS = re.compile(r"[,，;；、|]")


def refuse_name_list(catalog, text: str) -> None:
    """One `--device` holding a list of devices ('H800,A100', 'H800;A100 SXM4 80GB',
    'H800，A100'): refused in one line that shows how to write it, never read as one of the names (the catalog's
    matcher took 'H800;A100 SXM4 80GB' for the A100 and 'H800,A100' for the H800, silently). A name that is a
    device's own (a CPU's name holds commas) and a price with a thousands comma ('H800:buy=250,000') pass."""
    from gpucompare.core.pricing import is_cloud_instance

    name = text.partition(":")[0].strip()
    if catalog.match(name).how != "exact":
        from gpucompare.device_names import by_spaces

        try:  # names copied from the table with spaces between them ('H800 SXM5 80GB A100 SXM4 80GB')
            spaced = by_spaces(catalog, text)
        except BadArgument:
            spaced = None  # one name with words beside it: read or refused as a name
        if spaced:
            fix = " ".join(f"--device {shlex.quote(p)}" for p in spaced)
            raise BadArgument(f"--device takes one device, but {text!r} lists {len(spaced)}: repeat the option, {fix}")
    if not _LIST_MARKS.search(text) or (_LIST_MARKS.search(name) and catalog.match(name).how == "exact"):
        return

    def names_device(part: str) -> bool:
        head = part.partition(":")[0].strip()
        m = catalog.match(head)
        return bool(head) and (is_cloud_instance(head) or bool(m.device_id or m.candidates))

    # each piece that names a device starts one; any other piece stays with the one before it, with its mark
    # ('H800:buy=250,000' is one device priced with a thousands comma)
    pieces = re.split(f"({_LIST_MARKS.pattern})", text)
    named: list[str] = []
    for i in range(0, len(pieces), 2):
        piece = pieces[i]
        if named and not names_device(piece):
            named[-1] += pieces[i - 1] + piece
        elif piece.strip():
            named.append(piece.strip())
    if len(named) < 2:
        return
    fix = " ".join(f"--device {shlex.quote(p)}" for p in named)
    raise BadArgument(f"--device takes one device, but {text!r} lists {len(named)}: repeat the option, {fix}")


def device_option(catalog, text: str, default_basis: str, currency: str, fx, quotes, hourly):
    """`NAME[:BASIS]` as (device, price choice): NAME a device or a cloud instance; no basis: the default one, else
    the cheapest on-demand instance, else the reference price (None when neither exists)."""
    from gpucompare.core.pricing import find_cloud_rate, is_cloud_instance, purchase_model_key
    from gpucompare.core.tco import resolve_price
    from gpucompare.price_args import canonical_spec

    name, _, basis = text.partition(":")
    name, basis = name.strip(), basis.strip() or default_basis
    if not is_cloud_instance(name):  # 'buy=25万' read as a sheet reads it
        basis = canonical_spec(basis, currency)
    if is_cloud_instance(name):
        model, quoted = "on-demand", ""
        if basis:
            if basis.lower().startswith(("hourly=", "buy", "purchase", "reference", "quote")):
                raise BadArgument(f"{name} is a cloud instance: its basis is a purchase model, e.g. {name}:reserved-1y")
            basis = basis.split("=", 1)[1] if basis.lower().startswith(("rent=", "cloud=")) else basis
            model_text, _, quoted = basis.partition("=")
            model = purchase_model_key(model_text.split("/")[-1])
        if quoted:
            rate = quoted_rate(name, model, quoted, currency, fx)
        else:
            rate = find_cloud_rate(name, model)
        from gpucompare.core.tco import PriceChoice

        return catalog[rate.device_id], PriceChoice.rent_on(rate)
    from gpucompare.core.estimate.family import resolve_named

    device = resolve_named(catalog, name)  # a family's name ('A100'): its usual variant, the band spanning them all
    kw = dict(quotes=quotes, hourly_quotes=hourly)
    if basis:
        choice = resolve_price(device, basis, currency, fx, **kw)
        if choice is None:
            raise BadArgument(_no_price_said(device.name, name, basis))
        return device, choice
    from gpucompare.core.tco import default_price

    return device, default_price(device, currency, fx, **kw)[0]


def quoted_rate(instance: str, model: str, price_text: str, currency: str, fx):
    """An instance under a purchase model at the price you were quoted (per instance-hour, in `currency`)."""
    import datetime as dt
    from dataclasses import replace

    from gpucompare.core.pricing import cloud_rates, find_cloud_rate

    base = next(r for r in cloud_rates() if r.instance == find_cloud_rate(instance, "on-demand").instance)
    from gpucompare.core.numbers import NotANumber, user_number

    try:
        price = user_number(price_text, multipliers=False)
    except NotANumber:
        raise BadArgument(f"{instance}:{model}= needs a price per instance-hour (got {_shown(price_text)})") from None
    if not math.isfinite(price) or price <= 0:
        raise BadArgument(f"{instance}:{model}= needs a positive price per instance-hour")
    return replace(
        base,
        purchase_model=model,
        usd_per_hour=float(fx.convert(price, currency, "USD")),
        as_of=dt.date.today().isoformat(),
        confidence="your quote",
        source="your quote",
        notes="",
    )


_MONEY_ROWS = (
    ("capital_outlay", "capital outlay"),
    ("tco", "TCO / commitment"),
    ("monthly_cost", "monthly cost"),
    ("run_cost", "run cost"),
    ("cost_per_million_tokens", "per 1M tokens"),
    ("cost_per_sample", "per sample"),
)


def _estimate_doc(est, costing, currency: str, fx, also) -> dict:
    from gpucompare.core.tco import cost_doc

    doc = est.to_json()
    doc["cost"] = cost_doc(costing, currency, fx)
    if costing is None:
        doc["tco"] = None
        doc["no_cost_reason"] = (
            "the run does not fit in memory" if not est.fits_in_memory else "no price under the chosen basis"
        )
        return doc
    t = costing.to_json(currency, fx, tuple(also))
    doc["tco"] = t
    for key in ("capital_outlay", "run_cost", "monthly_cost", "cost_per_million_tokens", "cost_per_sample"):
        doc[key] = t[key]
    doc["break_even_months"] = t["break_even_months"]
    # the run outlasts the bought cluster's life: the field the window's and the report's mark is drawn from
    doc["outlasts_life"] = t["outlasts_life"]
    # the market of a bought device's reference price ("US", "CN"; "" for a price typed in or a rent)
    doc["market"] = costing.settings.get("price_market", "") if costing.bought else ""
    return doc


def _shown_name(device, est) -> str:
    """A device as every heading of `estimate` names it: the one name its cost column and the window's columns use
    (core.compare.column_name: 'H20 SXM 96GB', 'Ascend 910B OAM 64GB'), never the catalog's long name ('NVIDIA H20
    SXM 96GB (HGX H20)') above a cost table that calls it otherwise."""
    from gpucompare.core.compare import column_name

    return terminal_safe(column_name(device) if hasattr(device, "model") else est.device_name)


def _print_estimate(est, name: str, unit=None, hours: float | None = None) -> None:
    """The estimate's one results table (core/estimate/results.py), as the window and the report show it; a value
    that rests on a generic assumption is marked *; its times in `unit` (durations.duration_unit) when given."""
    from gpucompare.core.durations import time_texts
    from gpucompare.i18n import localize, tr

    times = time_texts(est, unit, hours) if unit is not None and est.status == "ok" else {}

    kind = f", {est.finetune} fine-tune" if est.finetune != "none" else ""
    kind += f", {est.preference.upper()} pairs" if est.preference != "none" else ""
    kind += f", {est.rl.upper()} reinforcement learning" if est.rl != "none" else ""
    if est.optimizer != "adamw" or est.bf16_weights or est.optimizer_in_backward:
        kind += f", {est.optimizer}" + (", BF16 weights" if est.bf16_weights else "")
        kind += ", optimizer in backward" if est.optimizer_in_backward else ""
    print(f"{est.workload} on {est.devices} x {name} ({est.precision.upper()}{kind})")
    for line in est.missing:  # a figure the device lacks: said before any number
        print(f"  ! {terminal_safe(localize(line))}")
    if est.status != "ok":
        print(f"  DOES NOT FIT IN MEMORY: {terminal_safe(localize(est.fit_advice))}")
    marked = False
    for row in est.results:
        if row["key"] == "status":
            continue
        mark = " *" if row["basis"] == "generic" else ""
        marked |= bool(mark)
        text = times.get(row["key"], row["text"])
        print(f"  {pad(tr(row['label']), 30)} {terminal_safe(localize(text))}{mark}")
    if marked:
        print("  * rests on a generic assumption (see the first assumptions)")
    b = est.band
    if est.status == "ok" and b.get("drivers"):
        print(f"  band driven by: {terminal_safe('; '.join(localize(d) for d in b['drivers']))}")


def _print_costs(results, currencies: list[str], fx) -> None:
    from gpucompare.core.money import (
        format_money,
        format_money_column,
        format_money_range,
        outlay_line_text,
        outlay_scale,
        outlay_total_text,
        per_samples,
    )
    from gpucompare.i18n import localize

    for d, e, c in results:
        if c is None and not e.fits_in_memory:
            print(f"Cost of {_shown_name(d, e)}: none, the run does not fit in memory (see what would fit above)")
    priced = [(e, c) for _, e, c in results if c is not None]
    if not priced:
        if all(e.fits_in_memory for _, e, _ in results):
            print("Cost: no price under the chosen basis (give NAME:BASIS, e.g. H800:buy=250000)")
        return
    from gpucompare import termtext

    # an option's name as a terminal may print it (a cloud offer's name comes from a price sheet or a provider)
    names = [terminal_safe(c.option) for _, c in priced]
    rows: list[tuple[str, list[str]]] = []
    # a sample's cost per as many samples as make the least of them a cent (money.per_samples: '$0.62 per billion
    # samples', never '$0.00000000062'), one count for every currency printed, as the window and the report show it
    count, title = per_samples(c.in_currency(cur, fx)["cost_per_sample"] for _, c in priced for cur in currencies)
    from gpucompare.core.tco import run_cost_scale

    # the run's cost and its band in one unit, chosen from every run cost and band end (tco.run_cost_scale), as the
    # window and the report write them: never '$229,000–915,000' beside '$0.39–1.56M'
    run_scale = {cur: run_cost_scale([c for _, c in priced], cur, fx) for cur in currencies}
    for cur in currencies:
        for key, label in _MONEY_ROWS:
            scale = count if key == "cost_per_sample" else 1.0
            if key == "cost_per_sample":
                label = title[0].lower() + title[1:]
            values = []
            for _, c in priced:
                v = c.in_currency(cur, fx)[key]
                values.append(None if v is None or (key == "capital_outlay" and not c.bought) else v * scale)
            # one cost of several options is read across the row: its amounts in one unit (money.money_scale:
            # '¥1,010,000  ¥349,000  ¥46,400', never '¥1.01M  ¥349,000'), as the window and the report write them
            cells = (
                [format_money(v, cur, scale=run_scale[cur]) for v in values]
                if key == "run_cost"
                else format_money_column(values, cur)
            )
            for j, ((_, c), v) in enumerate(zip(priced, values, strict=True)):
                if key == "run_cost" and v is not None and getattr(c, "price_to_check", False):
                    cells[j] += " §"  # from a quote nobody has checked: marked where it is read
                if key == "run_cost" and v is not None and (c.stale or c.aged):
                    cells[j] += " †"  # an estimate's cost from an old price is marked where it is read
                if key == "run_cost" and v is not None and c.outlasts_life:
                    cells[j] += " ‡"  # costed as if the hardware lasted the whole run: said where it is read
            rows.append((f"{label} ({cur})", cells))
    cells = []
    for _, c in priced:
        if not c.bought:
            cells.append("—")
        elif c.break_even_months is None:
            cells.append("never" if c.break_even_against else "no rent option")
        else:
            cells.append(f"{c.break_even_months:,.1f} months")
    rows.append(("break-even (buy vs rent)", cells))
    cur = currencies[0]
    cells = []
    for _, c in priced:  # the run's cost over the estimate's band of wall time
        m = c.in_currency(cur, fx)
        band = m["run_cost_low"] is not None
        # the one range style the window and the report use ('$2.63–14.2M'), never a second one ('$2.63M-$14.2M')
        ends = (m["run_cost_low"], m["run_cost_high"])
        cells.append(format_money_range(*ends, cur, scale=run_scale[cur]) if band else "—")
        cells[-1] += " §" if band and getattr(c, "price_to_check", False) else ""
        cells[-1] += " †" if band and (c.stale or c.aged) else ""
        cells[-1] += " ‡" if band and c.outlasts_life else ""
    rows.append((f"run cost band ({cur})", cells))
    # each column as wide as the terminal allows (its figures never cut); an option's name wider than its column is
    # wrapped over several header lines, shown whole (never cut with '…')
    label_w = 28
    fits = (termtext.terminal_columns() - label_w) // len(priced) - 2
    widest = max(termtext.width(x) for _, cells in rows for x in cells)
    width = max(16, widest, min(fits, max(termtext.width(n) for n in names)))
    heads = [termtext.wrap(n, width) for n in names]
    for i in range(max(len(h) for h in heads)):
        first = "Costs" if i == 0 else ""
        print(
            (
                termtext.pad(first, label_w)
                + "".join("  " + termtext.pad(h[i] if i < len(h) else "", width, ">") for h in heads)
            ).rstrip()
        )
    for label, cells in rows:
        print("  " + termtext.pad(label, label_w - 2) + "".join("  " + termtext.pad(x, width, ">") for x in cells))
    if any(getattr(c, "price_to_check", False) for _, c in priced):
        print("  § computed from a quote the import marked for review and nobody has checked: see its price line below")
    if any(c.stale or c.aged for _, c in priced):
        print("  † computed from an old price: its date and age are on its price line below")
    for _, c in priced:
        if c.outlasts_life:
            print(f"  ‡ {terminal_safe(localize(c.outlasts_note()))}")
    for (_, c), name in zip(priced, names, strict=True):  # what each option is costed at, its market named
        label = f"price ({name})" if len(priced) > 1 else "price"
        # its date and age in the words of the window and the report ('2023, old, about 41 months'; pricing's one rule)
        print(f"  {label:<26}  {terminal_safe(c.price_text())}")
        for m in c.price_marks:
            print(f"  {'':<26}  {terminal_safe(localize(m))}")
    for (_, c), name in zip(priced, names, strict=True):  # the capital outlay line by line, to the cent
        if not c.bought:
            continue
        print(
            f"Capital outlay of {name} ({cur}, {c.tax_basis} of VAT):"
            if c.tax_basis == "net"
            else f"Capital outlay of {name} ({cur}, VAT included):"
        )
        lines = c.capital_lines_in(cur, fx)
        quoted = c.outlay_quoted_in(cur)  # the quoted price's line to the cent; the rest, estimates, to 3 figures
        wide = max([34, *(termtext.width(terminal_safe(line["label"])) for line in lines)])  # the amounts in one column
        total_amount = c.in_currency(cur, fx)["capital_outlay"]
        scale = outlay_scale(lines, total_amount, cur, quoted)  # the column's estimates in one unit
        for line in lines:
            amount = (
                "in the offer"
                if line["in_offer"] and line["amount"] == 0
                else outlay_line_text(line, cur, quoted, scale=scale)
            )
            print(f"  {pad(terminal_safe(line['label']), wide)} {amount:>22}  {terminal_safe(line['how'])}")
        total = outlay_total_text(lines, total_amount, cur, quoted, scale=scale)
        print(f"  {'total':<{wide}} {total:>22}")
    ref = next((c for _, c in priced if c.bought), None)
    if ref is not None and ref.break_even_against:
        print(
            f"  break-even: months of use, at most {ref.utilization:.0%} of the 730 hours of a month, after which "
            f"buying has cost less than renting {ref.break_even_against} for the same work, within the cluster's "
            f"{ref.years:g}-year life ({terminal_safe(localize(ref.break_even_note))})"
        )


def _print_decisions(decided, currency: str, fx) -> None:
    """Buy or rent, with its band and the three inputs that move it most."""
    from gpucompare.core.decision import saving_text
    from gpucompare.core.money import format_money_ends
    from gpucompare.i18n import localize

    for d in decided:
        print(f"Decision: {terminal_safe(localize(d.summary(fx, currency)))}")
        # what it saves over the band of training time, the sentence the window and the report say after it
        print(f"  {terminal_safe(localize(saving_text(d, fx, currency)))}")
        for s in d.top(3):
            # three figures, both ends in one unit, as the report and the window's tornado show them
            # (money.format_money_ends: '-$2.88M to -$0.623M', never '-$2.88M to -$623,000')
            lo, hi = format_money_ends(
                *(float(fx.convert(v, "USD", currency)) for v in (s.margin_low_usd, s.margin_high_usd)), currency
            )
            flip = "  (flips the choice)" if s.flips else ""
            # a range wider than its column keeps a space before 'margin' (it ran into it: '...slowest margin')
            ends = pad(localize(s.ends_text()), 34)
            print(f"  {pad(localize(s.label), 36)} {ends}{'' if ends.endswith(' ') else ' '} margin {lo} to {hi}{flip}")
        print("  (margin: renting minus owning the same work over the cluster's life; above zero, buying costs less)")


def cmd_workloads(args) -> int:
    from gpucompare.core.workloads import presets

    rows = presets()
    if args.json:
        keys = ("id", "name", "kind", "params", "active_params", "tokens", "layers", "hidden", "seq_len", "source")
        out = [{k: _json_value(getattr(w, k)) for k in keys} for w in rows]
        emit_json({"workloads": out, "count": len(out)})
        return 0

    from gpucompare.core.estimate.assumptions import token_count as count_text

    print(f"{'id':<22} {'name':<34} {'params':>7} {'active':>7}  amount")
    for w in rows:
        amount = f"{count_text(w.tokens)} {'images' if w.vision else 'tokens'}"
        print(
            f"{pad(w.id, 22)} {pad(w.name, 34, clip=True)} {count_text(w.params):>7} {count_text(w.active_params):>7}  {amount}"
        )
    print(f"{len(rows)} presets; use one with: gpucompare estimate --workload NAME ...")
    return 0


def cmd_instances(args) -> int:
    from gpucompare.core.catalog import bundled_catalog
    from gpucompare.core.pricing import on_demand_rates

    rows = on_demand_rates(set(bundled_catalog().by_id))
    if args.json:
        out = [
            {
                "provider": r.provider,
                "instance": r.instance,
                "device_id": r.device_id,
                "accelerator": r.accelerator,
                "devices_per_instance": r.devices_per_instance,
                "purchase_model": r.purchase_model,
                "usd_per_hour": r.usd_per_hour,
                "usd_per_device_hour": r.usd_per_device_hour,
                "as_of": r.as_of,
                "region": r.region,
                "confidence": r.confidence,
                "source": r.source,
            }
            for r in rows
        ]
        emit_json({"instances": out, "count": len(out)})
        return 0
    print(f"{'provider':<8} {'instance':<24} {'device':<28} {'n':>3} {'USD/h':>9} {'USD/device-h':>12} {'as of':<10}")
    for r in rows:
        print(
            f"{pad(r.provider, 8, clip=True)} {pad(r.instance, 24, clip=True)} {pad(r.device_id, 28, clip=True)} "
            f"{r.devices_per_instance:>3} {r.usd_per_hour:>9,.2f} "
            f"{r.usd_per_device_hour:>12,.2f} {r.as_of[:10]:<10}"
        )
    print(f"{len(rows)} instances (on-demand list prices); use one with: gpucompare estimate --cloud INSTANCE ...")
    return 0


def _json_value(v):
    return None if isinstance(v, float) and not math.isfinite(v) else v


def _lazy(name):
    def call(args):
        from gpucompare import cli_data

        return getattr(cli_data, name)(args)

    return call


COMMAND_FUNCS = {
    "devices": cmd_devices,
    "estimate": cmd_estimate,
    "workloads": cmd_workloads,
    "instances": cmd_instances,
    "import": _lazy("cmd_import"),
    "quotes": _lazy("cmd_quotes"),
    "report": _lazy("cmd_report"),
    "catalog": lambda args: __import__("gpucompare.cli_catalog", fromlist=["cmd_catalog"]).cmd_catalog(args),
    "prices": lambda args: __import__("gpucompare.cli_prices", fromlist=["cmd_prices"]).cmd_prices(args),
}
