"""Command-line parsers and handlers for the workspace commands: import and quotes."""

from __future__ import annotations

import dataclasses
import math
import sys
from collections.abc import Callable
from operator import itemgetter

from gpucompare.errors import terminal_safe
from gpucompare.i18n import localize, plural
from gpucompare.jsondoc import emit as emit_json
from gpucompare.termtext import pad

#: fields `import --map` accepts
MAP_FIELDS = (
    "model",
    "part_number",
    "price",
    "hourly",
    "reserved_hourly",
    "quantity",
    "currency",
    "units_per_item",
    "lead_time",
    "notes",
    "instance",
    "config",
)


def parse_map(items: list[str]) -> dict[str, int]:
    """['model=B', 'price=E'] -> {'model': 1, 'price': 4}; a bad item is one BadArgument sentence."""
    from gpucompare.errors import BadArgument

    out: dict[str, int] = {}
    for item in items:
        field, sep, col = item.partition("=")
        field, col = field.strip().lower(), col.strip().upper()
        if not sep or field not in MAP_FIELDS:
            raise BadArgument(f"--map takes FIELD=COLUMN with FIELD one of {', '.join(MAP_FIELDS)} (got {item[:40]!r})")
        if not col.isascii() or not col.isalpha() or len(col) > 3:
            raise BadArgument(f"--map {field}= needs a column letter such as B or AA (got {col[:10]!r})")
        c = 0
        for ch in col:
            c = c * 26 + ord(ch) - 64
        out[field] = c - 1
    return out


def add_data_commands(sub) -> None:
    from gpucompare.cli import DEVICE_COUNT
    from gpucompare.core.pricing import BASES

    i = sub.add_parser("import", help="import a vendor price sheet, cloud rate card or spec sheet (.xlsx, .csv)")
    i.add_argument("file", help="the workbook or CSV file")
    i.add_argument("--dry-run", action="store_true", help="show what would be imported; write nothing")
    i.add_argument("--sheet", metavar="NAME", help="the sheet to read (default: the newest visible price sheet)")
    i.add_argument(
        "--vendor",
        metavar="NAME",
        help="who sent the sheet (default: the company its title rows name, else a short name from the file name, said so)",
    )
    i.add_argument("--currency", metavar="CUR", help="currency for prices that name none")
    i.add_argument(
        "--header-row", type=int, metavar="N", help="the header is on row N (as Excel numbers it), when not found"
    )
    i.add_argument(
        "--map",
        action="append",
        default=[],
        metavar="FIELD=COLUMN",
        help="which column holds a field, e.g. --map model=B --map price=E (fields: " + ", ".join(MAP_FIELDS) + ")",
    )
    i.add_argument("--json", action="store_true", help="print one JSON document")

    q = sub.add_parser("quotes", help="list the stored quotes")
    q.add_argument("--device", help="only this device (any name or alias)")
    q.add_argument("--json", action="store_true", help="print one JSON document")

    r = sub.add_parser("report", help="write a comparison report as PDF")
    r.add_argument(
        "--devices",
        required=True,
        help="names separated by commas (or semicolons, 、, or spaces as copied from the table), each with an optional "
        'price basis NAME[:BASIS] as for "estimate --device", e.g. "A100 SXM4 80GB,H100 SXM5,H800" or '
        '"H800:buy,p5.48xlarge:on-demand"',
    )
    r.add_argument("--workload", help="add a training estimate for this preset (with --count)")
    r.add_argument("--count", type=DEVICE_COUNT, metavar="N", help="devices in the cluster for the estimate")
    r.add_argument("--lang", default="en", choices=["en", "zh_CN"], help="language of the report (default en)")
    r.add_argument("--pdf", required=True, metavar="OUT.pdf", help="the file to write (.pdf is added if missing)")
    r.add_argument(
        "--precision",
        default="bf16",
        choices=["fp32", "tf32", "bf16", "fp16", "fp8", "int8"],
        help="precision of the throughput figures (default bf16)",
    )
    r.add_argument(
        "--currency",
        metavar="CUR[,CUR]",
        help="display currency; a second one adds its rows (default CNY for a Chinese report, else USD)",
    )
    r.add_argument(
        "--tco", action="append", default=[], metavar="KEY=VALUE", help="a TCO setting, as for estimate --tco"
    )
    r.add_argument(
        "--basis",
        choices=["reference", *BASES],
        help="which prices the comparison and the chart use; a reference price names its market: "
        "reference:US+CN (default; = reference) takes the US price and, for a device with none, its China price, "
        "marked; reference:CN+US the mirror (default for a Chinese report); reference:US and reference:CN never "
        "borrow the other market's; hour:owned+rented: what an hour of one device costs (owned: its TCO per "
        "device-hour of use at --tco / Preferences; else its on-demand rent, marked)",
    )
    r.add_argument("--page", default="A4", choices=["A4", "Letter"], help="paper size (default A4)")
    r.add_argument("--landscape", action="store_true", help="landscape pages")
    r.add_argument("--notes", default="", help="a line of your own under the title")


def open_workspace(args):
    from gpucompare.store import Workspace

    ws = Workspace(args.home)
    if ws.notice:
        print(f"gpucompare: {terminal_safe(localize(ws.notice))}", file=sys.stderr)
    return ws


def cmd_import(args) -> int:
    from gpucompare.paths import input_file
    from gpucompare.sheets.workbook import forget_ahead, read_ahead, spare_core

    input_file(args.file)  # a folder, a FIFO (which would block), an unreadable file: one line, exit 1
    # with a core to spare, the workbook is read on a thread while the importer loads and the workspace opens
    # (calamine builds the cells without Python's lock); analyse takes what it read
    if spare_core():
        read_ahead(args.file, args.sheet)
    try:
        return _import(args)
    finally:
        forget_ahead()


def read_ahead_early(argv: list[str]) -> None:
    """Start reading the workbook of an `import FILE ...` command line before the argument parser is built (the
    parser loads the price bases and the catalog's module: ~40 ms a reading thread can use). Only the usual shape
    is recognised (the global --home/--lang, then `import FILE`, its --sheet); any other shape, a bad argument or a
    file that is not one is left to the parser and to `cmd_import` as before: a read nobody takes (its file or sheet
    not the one the parser gives) is waited for and dropped by `forget_ahead`, and never used."""
    i = 0
    while i < len(argv) and argv[i].split("=", 1)[0] in ("--home", "--lang"):
        i += 1 if "=" in argv[i] else 2
    if i + 1 >= len(argv) or argv[i] != "import" or argv[i + 1].startswith("-"):
        return
    sheet = None
    rest = argv[i + 2 :]
    for j, a in enumerate(rest):
        if a == "--":
            return
        if a == "--sheet":
            if j + 1 >= len(rest):
                return
            sheet = rest[j + 1]
        elif a.startswith("--sheet="):
            sheet = a.split("=", 1)[1]
    from gpucompare.sheets.workbook import read_ahead, spare_core

    if spare_core():
        read_ahead(argv[i + 1], sheet)


def _import(args) -> int:
    from gpucompare.errors import BadArgument
    from gpucompare.sheets.importer import analyse_remembering
    from gpucompare.sheets.importer.model import Quote
    from gpucompare.sheets.lexicon import build_ahead
    from gpucompare.sheets.workbook import reading_ahead

    with open_workspace(args) as ws:
        if args.currency:
            ws.fx().check(args.currency)
        mapping = parse_map(args.map)
        if args.header_row is not None and not 1 <= args.header_row <= 1_000_000:
            raise BadArgument("--header-row must be a row number from 1")
        if mapping and "model" not in mapping and "part_number" not in mapping:
            raise BadArgument("--map needs at least model=COLUMN (and price=COLUMN) to read rows")
        if mapping and args.header_row is None:
            raise BadArgument("--map needs --header-row N: the row whose cells name the columns")
        catalog = ws.catalog()
        build_ahead(reading_ahead)  # what the analysis builds first, built while the workbook is still being read
        preview = analyse_remembering(
            args.file,
            ws.vendor_mapping,
            sheet=args.sheet,
            vendor=args.vendor,
            currency=args.currency,
            catalog=catalog,
            mapping=mapping or None,
            header_row=args.header_row,
        )
        result = None if args.dry_run else ws.add_import(preview, catalog=ws.catalog())
    if args.json:
        extra = {"dry_run": bool(args.dry_run)}
        if result is not None:
            extra.update(
                import_id=result.import_id,
                added=result.added,
                duplicate_of=result.duplicate_of,
                message=localize(result.message),
            )
        binary = _utf8_buffer(sys.stdout)
        if binary is not None:  # the bytes the text stream would write, encoded once per shared part
            sys.stdout.flush()
            preview.write_json_utf8(binary.write, localize, sys.stdout.errors or "strict", **extra)
        else:
            preview.write_json(sys.stdout.write, localize, **extra)  # in pieces; quotes spliced from a cache
        sys.stdout.write("\n")
        return 0
    # a vendor the sheet does not name is said to come from the file's name, with the option that names it
    vendor = f"{preview.vendor!r}" + (" (from the file name; --vendor NAME)" if preview.vendor_from_file else "")
    lines = [
        f"{preview.file_name}: sheet {preview.sheet!r} ({preview.kind}), header on row {preview.header_row}, vendor "
        f"{vendor}, dated {preview.as_of}",
        "columns: " + ", ".join(f"{f} = {m['column']} ({m['header']})" for f, m in preview.mapping.items()),
    ]
    # (model as quoted, device, currency, price kind, sheet) -> the line's parts around its row number and price,
    # once per model: a row adds only those two (50,000 lines; the quote's fields taken by their places in one
    # C-level call)
    heads: dict[tuple, tuple[str, str, Callable, str]] = {}
    prices: list[str] = []
    from gpucompare.core.money import quote_writer

    append = lines.append
    at = Quote._fields.index
    key_of = itemgetter(at("raw_model"), at("device_id"), at("currency"), at("price_kind"), at("sheet"))
    row_at, asked_at, lo_at, hi_at = at("source_row"), at("price_on_request"), at("price_min"), at("price_max")
    own_sheet = {"", preview.sheet}  # a row of another sheet the import read names its sheet (row 4 of two sheets)
    # a row priced in several columns (a matrix of one price column per GPU count) says each price's column
    columns = [preview.price_column(q) for q in preview.rows] if preview.price_columns_differ() else None
    for n, q in enumerate(preview.rows):
        head = heads.get(key := key_of(q))
        if head is None:
            model, device, currency, kind, sheet = key
            label = "  row " if sheet in own_sheet else f"  sheet {sheet!r} row "
            name = f"{pad(model, 40, clip=True)} -> {pad(device or 'unknown device', 26)}"
            head = heads[key] = (label, f"  {name} ", quote_writer(currency, kind), f"  {name} price on request")
        if q[asked_at]:  # (a row number is an int: ':5d' pads it as '>5' does, in fewer steps)
            append(f"{head[0]}{q[row_at]:5d}{head[3]}")
        else:
            # money's one style, as the window writes the quote ('€9,062.50', never '9,062.50 EUR'), by a writer
            # made once per currency and price kind
            text = head[2](q[lo_at], q[hi_at])
            prices.append(text)
            append(f"{head[0]}{q[row_at]:5d}{head[1]}{text}")
        if columns is not None and columns[n]:
            lines[-1] += f"  [column {columns[n]}]"
    # the quotes' lines hold their heads' text, figures and price columns only: printable where every head and column
    # is (checked once each)
    printable = (
        all(x.isprintable() for h in heads.values() for x in (h[0], h[1], h[3]))
        and all(map(str.isprintable, prices))
        and (columns is None or all(c.isprintable() for c in set(columns)))
    )
    quote_lines = range(2, len(lines)) if printable else range(0)
    for d in preview.devices:
        change = ", ".join(d.changes()).replace("→", "->")
        lines.append(
            f"  row {d.source_row:>5}  {pad(d.name, 40, clip=True)} -> {pad(d.device_id, 26)} "
            f"{'new device' if d.is_new else change}"
        )
    lines.extend(f"  row {r.source_row:>5}  rejected: {localize(r.reason)}" for r in preview.rejected)
    lines.extend(f"  note: {localize(w)}" for w in preview.warnings)
    if args.dry_run:
        lines.append(
            f"dry run: {preview.count} {'devices' if preview.kind == 'specs' else 'quotes'} would be imported; "
            "nothing written"
        )
    else:
        lines.append(localize(result.message))
    echo_lines(lines, printable=quote_lines)
    return 0


def _utf8_buffer(stream):
    """The binary layer under a UTF-8 text stream (the usual terminal, pipe or file), else None (a captured stream,
    another encoding: its own errors handler writes what it lacks as escapes)."""
    import codecs

    buffer = getattr(stream, "buffer", None)
    try:
        utf8 = codecs.lookup(getattr(stream, "encoding", None) or "").name == "utf-8"
    except LookupError:
        return None
    return buffer if utf8 and buffer is not None and hasattr(buffer, "write") else None


def _price_text(lo, hi, currency, on_request, kind) -> str:
    from gpucompare.core.money import format_quote

    return format_quote(lo, hi, currency, kind, bool(on_request))


def cmd_quotes(args) -> int:
    from gpucompare.cli import tco_preferences
    from gpucompare.core.offers import quote_place, quote_where

    with open_workspace(args) as ws:
        cat = ws.catalog()
        device_id = cat.resolve(args.device).id if args.device else None
        rows = ws.quotes(device_id)
        gone = ws.device_names() if any(r["device_id"] not in cat.by_id for r in rows) else {}
        book = ws.quote_book(tco_preferences(ws).tax)
    marks = book.marks(rows)
    for r in rows:
        # a quote whose device left the catalog (an update dropped its row) keeps its id and needs a device
        did = r["device_id"]
        r["needs_device"] = did not in cat.by_id
        r["device_name"] = cat[did].display_name if did in cat.by_id else gone.get(did) if did else None
        r["sheet"] = quote_place(r)[0]  # a quote of a workbook's second offer sheet names that sheet, not the first
    if args.json:
        clean = [{k: (None if isinstance(v, float) and math.isnan(v) else v) for k, v in r.items()} for r in rows]
        for r in clean:
            r["price_on_request"] = bool(r["price_on_request"])
            r["used_for_the_price"] = marks.get(r["id"], "")  # chosen, pinned, expired or empty
        emit_json({"quotes": clean, "count": len(clean)}, indent=None)
        return 0
    if not rows:
        echo("no quotes yet; add some with 'gpucompare import FILE'")
        return 0
    # one header over the columns, each padded in terminal columns (a Chinese vendor's name takes two a character)
    echo(
        f"{pad('date', 10)}  {pad('device', 26)} {pad('price', 30)} {pad('use', 8)} {pad('review', 11)} "
        f"{pad('vendor', 24)} from"
    )
    for r in rows:
        price = _price_text(r["price_min"], r["price_max"], r["currency"], r["price_on_request"], r["price_kind"])
        if not r["device_id"]:
            device = "unknown device"
        elif r["needs_device"]:
            device = f"needs a device (was {r['device_name'] or r['device_id']})"
        else:
            device = r["device_id"]
        # where it came from as the window's From column and the report's source say it (its sheet and cell), and
        # the import's mark for review as the window's Check column shows it, with how sure the import was
        check = f"check ({r['confidence']:.0%})" if r["needs_review"] else ""
        echo(
            f"{pad(r['as_of'], 10)}  {pad(device, 26)} {pad(price, 30)} {pad(marks.get(r['id'], ''), 8)} "
            f"{pad(check, 11)} {pad(r['vendor'], 24, clip=True)} {quote_where(r)}"
        )
    from gpucompare.core.offers import QUOTE_RULE

    echo(f"{len(rows)} quotes. {QUOTE_RULE}")
    return 0


def cmd_report(args) -> int:
    import os
    import time

    from gpucompare.errors import BadArgument
    from gpucompare.i18n import set_backend

    t0 = time.perf_counter()
    if (args.workload is None) != (args.count is None):
        raise BadArgument("give --workload and --count together")
    if args.count is not None and args.count < 1:
        raise BadArgument("--count must be at least 1")
    if not args.devices.strip(" ,，;；、|\t\n"):
        raise BadArgument("--devices needs at least one device name")
    from gpucompare.cli import _key_values, device_option, tco_preferences
    from gpucompare.core.compare import MAX_COMPARED
    from gpucompare.core.estimate import Settings
    from gpucompare.core.pricing import default_basis, is_cloud_instance
    from gpucompare.core.workloads import find_preset
    from gpucompare.device_names import split_device_list
    from gpucompare.paths import output_path

    target = output_path(args.pdf, ".pdf")  # a folder, a missing folder, a read-only file: said before any work
    with open_workspace(args) as ws:
        catalog, fx = ws.catalog(), ws.fx()
        default = "CNY" if args.lang.startswith("zh") and "CNY" in fx.rates else "USD"
        currencies = [fx.check(c) for c in (args.currency or "").split(",") if c.strip()] or [default]
        currency = currencies[0]
        over = _key_values(args.tco)
        tco = tco_preferences(ws).with_strings(over)
        if (
            not ws.setting("tco.site") and "site" not in over
        ):  # the site follows the report's language, as in the window
            tco = dataclasses.replace(tco, site="china" if args.lang.startswith("zh") else "us")
        latest = ws.quote_book(tco.tax)  # each device's quote chosen by the one rule, on the comparison's tax basis
        hourly = latest.hourly
        devices, bases = [], {}
        # commas, other list marks or spaces as copied from the table: each name read, or the one that is not named
        names = split_device_list(catalog, args.devices)
        if len(names) > MAX_COMPARED:
            raise BadArgument(f"a report compares at most {MAX_COMPARED} devices side by side (got {len(names)})")
        for n in names:
            device, choice = device_option(catalog, n, "", currency, fx, latest, hourly)
            twice = next((m for m, d in zip(names[: len(devices)], devices, strict=True) if d.id == device.id), None)
            if twice is not None:  # the report keys each column by its device: a second basis would be lost
                raise BadArgument(
                    f"--devices names {device.display_name} twice ({twice!r} and {n!r}): a report shows each device "
                    "once; to weigh buying it against renting it, use estimate --device NAME:buy --device NAME:rent"
                )
            devices.append(device)
            if choice is not None and (":" in n or is_cloud_instance(n)):
                bases[device.id] = choice
        workload = find_preset(args.workload) if args.workload else None
        prefs = ws.estimate_preferences()
        history = {d.id: ws.quotes(d.id) for d in devices}
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # no window: Qt draws the pages off screen
    from PySide6.QtGui import QGuiApplication

    from gpucompare.core.catalog import column_name
    from gpucompare.qtkit import i18n as qt_i18n
    from gpucompare.qtkit.report_doc import chart_image, write_pdf
    from gpucompare.report.assemble import report_input
    from gpucompare.report.builder import build_report

    app = QGuiApplication.instance() or QGuiApplication(["gpucompare"])  # noqa: F841 - Qt needs it while drawing
    with qt_i18n.language(args.lang):
        inp = report_input(
            catalog,
            devices,
            precision=args.precision,
            basis=default_basis(args.lang) if args.basis in (None, "reference") else args.basis,
            currency=currency,
            fx=fx,
            latest_quotes=latest,
            hourly_quotes=hourly,
            quote_history=history,
            workload=workload,
            count=args.count or 0,
            settings=Settings(**prefs),
            device_bases=bases,
            tco=tco,
            currencies=tuple(currencies),
            notes=args.notes,
        )
        report = build_report(inp)
        named = {d.id: column_name(d) for d in devices}
        chart = chart_image(inp.chart, set(named), names=named) if report.has_chart else None
        pages = write_pdf(report, chart, target, page=args.page, landscape=args.landscape)
    set_backend(None)
    print(
        f"wrote {terminal_safe(target)}: {pages} {plural(pages, 'page', 'pages')}, "
        f"{len(devices)} {plural(len(devices), 'device', 'devices')}, "
        f"{len(report.footnotes)} {plural(len(report.footnotes), 'source', 'sources')} "
        f"({(time.perf_counter() - t0) * 1000:.0f} ms)"
    )
    return 0


def echo_lines(lines: list[str], printable: range = range(0)) -> None:
    """Print many lines that carry text from a file, in one write; a line with no unprintable character (no escape
    sequence can hide in one) is printed as it is, the others are made terminal-safe. The lines at `printable` are
    known to be printable (made of parts checked once each) and are not checked again."""
    rest = lines[: printable.start] + lines[printable.stop :] if printable else lines
    if all(map(str.isprintable, rest)):  # the usual output, checked without a Python step per line
        sys.stdout.write("\n".join(lines) + "\n")
        return
    sys.stdout.write("\n".join(x if x.isprintable() else terminal_safe(x) for x in lines) + "\n")


def echo(text: str) -> None:
    """Print a line that carries text from a file: terminal escape sequences and control characters removed."""
    print(terminal_safe(text))
