"""A bounded random fuzz of the command line (seeded, a few seconds): every run ends with exit 0, 1 or 2, one line
on stderr when it fails, no traceback, no hang, and no NaN or infinity in an answer that says it succeeded."""

import contextlib
import io
import json
import random
import re
import signal
import sys
import time
import warnings

import pytest

from gpucompare.cli import run
from tests.robustness.make_hostile import HERE
from tests.sheets.conftest import SHEETS

NUMBERS = [
    "0",
    "-1",
    "1",
    "8",
    "1e400",
    "-1e400",
    "inf",
    "-inf",
    "nan",
    "NaN",
    "5e-324",
    "1e308",
    "0x10",
    "1_000",
    "70B",
    "2T",
    "1.5M",
    "",
    " ",
    "١٢",
    "１２",
    "9" * 40,
    "1e-9",
    "0.5",
    "2.0",
    "3",
    "abc",
    "--",
    "1,5",
]
TEXTS = [
    "H800",
    "A100 SXM4 80GB",
    "Gaudi2",
    "TPU v4",
    "",
    "x" * 300,
    "<img src=x>",
    "\x1b]52;c;AAAA\x07",
    "\x00",
    "A100",
    "h100 sxm",
    "../../etc/passwd",
    "NaN",
    "Llama 2 70B",
    "gpt3",
    "p5.48xlarge",
    "CNY",
    "usd",
    "XXX",
    "llama2-70b",
    "resnet-50",
    "deepseek-v3",
    "zh_CN",
    "en",
    "bf16",
    "fp8",
    "int8",
    "🙂",
    "a,b,c,d,e",
]
OPTIONS = {
    "estimate": [
        "--device",
        "--count",
        "--workload",
        "--params",
        "--active-params",
        "--tokens",
        "--experts-per-token",
        "--layers",
        "--hidden",
        "--seq-len",
        "--global-batch",
        "--mfu",
        "--goodput",
        "--scenario",
        "--finetune",
        "--precision",
        "--tp",
        "--pp",
        "--vpp",
        "--ep",
        "--zero",
        "--recompute",
        "--attention",
        "--cloud",
        "--hourly",
        "--purchase",
        "--purchase-model",
        "--tco",
        "--currency",
        "--claims",
        "--json",
    ],
    "devices": ["--query", "--json"],
    "quotes": ["--device", "--json"],
    "import": ["--dry-run", "--sheet", "--vendor", "--currency", "--json"],
    "workloads": ["--json"],
    "instances": ["--json"],
}
FLAGS = {"--json", "--attention", "--dry-run", "--claims"}
#: TCO settings at their edges (issue 16: every entered number finite and in range)
TCO = [
    f"{k}={v}"
    for k in (
        "years",
        "pue",
        "electricity_per_kwh",
        "facility_per_kw_month",
        "utilization",
        "residual_fraction",
        "cost_of_capital",
        "site",
        "fabric",
        "system",
    )
    for v in ("1e308", "5e-324", "nan", "-1", "0", "2", "x")
]
NUMERIC = {
    "--experts-per-token",
    "--layers",
    "--hidden",
    "--seq-len",
    "--global-batch",
    "--vpp",
    "--ep",
    "--count",
    "--params",
    "--active-params",
    "--tokens",
    "--mfu",
    "--goodput",
    "--tp",
    "--pp",
    "--zero",
    "--hourly",
    "--purchase",
}
FILES = [
    str(SHEETS / "cn_distributor_quote.xlsx"),
    str(HERE / "terminal_escapes.csv"),
    str(HERE / "html_quote.xlsx"),
    str(SHEETS / "broken" / "truncated.xlsx"),
    "/nonexistent.xlsx",
    "/dev/null",
    "/etc",
    "",
]


#: the edges found by hand (issue 16, item 7) run first, every time; then the random ones
EDGES = [
    ["estimate", "--device", "H800", "--count", "8", "--workload", "Llama 2 7B", "--hourly", "inf"],
    ["estimate", "--device", "H800", "--count", "8", "--params", "70B", "--tokens", "1e400"],
    ["estimate", "--device", "H800", "--count", "8", "--params", "NaN", "--tokens", "2T"],
    ["estimate", "--device", "H800", "--count", "8", "--workload", "Llama 2 7B", "--goodput", "5e-324"],
    ["estimate", "--device", "H800", "--count", "8", "--workload", "Llama 2 7B", "--mfu", "5e-324"],
    ["estimate", "--device", "H800", "--count", "8", "--workload", "Llama 2 7B", "--purchase", "1e308"],
    ["estimate", "--device", "H800", "--count", "8", "--workload", "Llama 2 7B", "--tp", "0"],
    ["estimate", "--device", "H800", "--count", "8", "--params", "1e-300", "--tokens", "1"],
    ["estimate", "--device", "H800", "--count", "99999999999", "--workload", "gpt3"],
    ["estimate", "--device", "H800:buy", "--count", "64", "--workload", "Llama 2 7B", "--tco", "years=1e308"],
    ["estimate", "--device", "H800:buy", "--count", "64", "--workload", "Llama 2 7B", "--tco", "years=5e-324"],
    ["estimate", "--device", "H800:buy", "--count", "64", "--workload", "Llama 2 7B", "--tco", "pue=1e308"],
    ["estimat", "--device", "H800"],
    ["report", "--devices", "H800", "--pdf", "/"],
]


class Hang(BaseException):
    """Raised by the alarm: not an Exception, so the command line's own handlers cannot swallow it."""


def argv_for(rng: random.Random, home: str) -> list[str]:
    command = rng.choice([*OPTIONS, *OPTIONS, "estimat", "frobnicate", "--version", "--hme", ""])
    argv = ["--home", home] if rng.random() < 0.9 else []
    if command:
        argv.append(command)
    if command == "import":
        argv.append(rng.choice(FILES))
        if rng.random() < 0.7:
            argv.append("--dry-run")
    if command == "estimate" and rng.random() < 0.8:  # mostly well-formed, so the numbers reach the estimator
        device = rng.choice(
            ["H800", "Gaudi2", "TPU v4", "RTX 4090", "H800:buy", "p5.48xlarge:on-demand", "H100 SXM5:spot"]
        )
        argv += ["--device", device, "--count", rng.choice(NUMBERS[1:9])]
        argv += (
            ["--workload", rng.choice(["Llama 2 70B", "gpt3", "resnet-50"])]
            if rng.random() < 0.5
            else ["--params", rng.choice(NUMBERS), "--tokens", rng.choice(NUMBERS)]
        )
    for _ in range(rng.randint(0, 5)):
        pool = OPTIONS.get(command, ["--json", "--bogus", "--count"])
        opt = rng.choice(pool) if rng.random() < 0.95 else "--bogus-flag"
        argv.append(opt)
        if opt == "--tco":
            argv.append(rng.choice(TCO))
        elif opt not in FLAGS:
            argv.append(rng.choice(NUMBERS if opt in NUMERIC and rng.random() < 0.8 else TEXTS))
    return argv


_BAD_NUMBER = re.compile(r"(?<![A-Za-z])(nan|inf|infinity)(?![A-Za-z])", re.IGNORECASE)


def _no_constants(name):
    raise ValueError(f"{name} in JSON output")


def fuzz(n: int, seed: int, home: str, time_limit_s: float = 20.0) -> dict:
    """Run n random command lines in this process; returns the counts a report prints."""
    rng = random.Random(seed)
    found = {
        "runs": 0,
        "answered": 0,
        "tracebacks": 0,
        "hangs": 0,
        "bad_exit": 0,
        "nan_answers": 0,
        "multi_line_errors": 0,
    }
    problems = []

    def on_alarm(*_):
        raise Hang()

    old = signal.signal(signal.SIGALRM, on_alarm)
    t0 = time.monotonic()
    try:
        for i in range(n):
            if time.monotonic() - t0 > time_limit_s:
                break
            argv = ["--home", home, *EDGES[i]] if i < len(EDGES) else argv_for(rng, home)
            out, err = io.StringIO(), io.StringIO()
            signal.setitimer(signal.ITIMER_REAL, 10.0)
            try:
                with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err), warnings.catch_warnings():
                    warnings.simplefilter("always")
                    rc = run(argv)
            except Hang:
                found["hangs"] += 1
                problems.append(("hang", argv))
                continue
            except SystemExit as e:  # --version, --help
                rc = e.code or 0
            except BaseException as e:  # noqa: BLE001 - anything escaping run() is a traceback for the user
                found["tracebacks"] += 1
                problems.append((f"escaped {type(e).__name__}: {e}", argv))
                continue
            finally:
                signal.setitimer(signal.ITIMER_REAL, 0)
            found["runs"] += 1
            o, e = out.getvalue(), err.getvalue()
            if "Traceback" in e or "internal error" in e:
                found["tracebacks"] += 1
                problems.append((e.strip()[:200], argv))
            if rc not in (0, 1, 2):
                found["bad_exit"] += 1
                problems.append((f"exit {rc}: {e.strip()[:200]}", argv))
            if rc != 0 and e.count("\n") != 1:
                found["multi_line_errors"] += 1
                problems.append((f"stderr: {e!r}"[:200], argv))
            if rc == 0 and "Warning" in e:  # numpy overflow: an answer computed from a number out of range
                found["nan_answers"] += 1
                problems.append((e.strip()[:200], argv))
            if rc == 0:
                found["answered"] += 1
                body = o
                if "--json" in argv and o.strip().startswith("{"):
                    try:
                        json.loads(o, parse_constant=_no_constants)
                    except ValueError as x:
                        found["nan_answers"] += 1
                        problems.append((str(x), argv))
                    body = ""
                if "devices" not in argv and _BAD_NUMBER.search(body):  # the catalog's text may say "Infinity Fabric"
                    found["nan_answers"] += 1
                    problems.append((f"NaN/inf in: {body[:200]!r}", argv))
    finally:
        signal.signal(signal.SIGALRM, old)
    found["problems"] = problems
    return found


@pytest.mark.skipif(sys.platform == "win32", reason="SIGALRM")
def test_fuzzed_command_lines_never_crash_hang_or_answer_nan(tmp_path):
    found = fuzz(400, seed=20261203, home=str(tmp_path / "ws"), time_limit_s=25)
    assert found["runs"] >= 100 and found["answered"] >= 20
    assert found["problems"] == []
