"""The device fields, each declared once: CSV column, label, unit, digits, group, which direction is better and
whether a "best" value means anything, what a figure measures (vector or matrix, dense), the bit length the US
export rules count it at, what it means (the tooltip), the words spec sheets use for it in eight languages, and the
header an export writes.

Every face reads this registry: the table (`core.hwtable`), the side-by-side rows (`core.compare`) and so the
window's panel and the report, `gpucompare devices`, the spec-sheet export and import (the importer's words and the
mapping dialog), and the export-control figures (`core.export_control` counts each field at its `bits`). Adding a
field (FP6, die area) is one entry here plus data; `register()` adds one at run time (before the faces load).
Qt-free: labels are marked with N_() and translated where they are shown.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from gpucompare.i18n import N_

PRECISIONS = ("fp32", "tf32", "bf16", "fp16", "fp8", "int8")
PRECISION_LABEL = {
    "fp64": "FP64",
    "fp32": "FP32",
    "tf32": "TF32",
    "bf16": "BF16",
    "fp16": "FP16",
    "fp8": "FP8",
    "fp6": "FP6",
    "fp4": "FP4",
    "int8": "INT8",
}

#: how sure a value is, as users read it (Provenance.confidence)
CONFIDENCE_LABELS = {"datasheet": N_("datasheet"), "reported": N_("reported"), "derived": N_("derived")}

#: the side-by-side and report groups, in order
GROUPS = {
    "identity": N_("Device"),
    "compute": N_("Compute"),
    "memory": N_("Memory"),
    "interconnect": N_("Interconnect"),
    "power": N_("Power"),
    "export": N_("Export control (an indication, not legal advice)"),
    "price": N_("Price"),
}


#: what a figure measures, as a reader is told: the kind of a field's figures, or of one figure that differs
KINDS = {
    "matrix": N_("matrix"),
    "matrix, dense": N_("matrix, dense"),
    "vector": N_("vector"),
    "sparse": N_("with sparsity"),
}


@dataclass(frozen=True)
class Field:
    """One device field. `column` is the CSV column in data/devices.csv (and the key in `Device.values` for numbers);
    `better` is "high", "low" or None (the direction ratios and sorting read); `best` says whether a side-by-side
    marks a best value at all (default: where `better` is set; TDP has a direction but no best); `precision` ties a
    throughput field to a precision, `bits` is the operand length the US export rules' TPP counts it at (0: not
    counted); `kind` is what its figures measure ("matrix, dense", "vector")."""

    key: str
    label: str
    unit: str = ""
    digits: int = 0
    group: str = "identity"
    better: str | None = None
    tooltip: str = ""
    synonyms: tuple[str, ...] = ()
    numeric: bool = True
    precision: str = ""
    #: shown in the table before the user picks columns
    visible: bool = False
    #: a row of the side-by-side panel and the report's spec table
    compare: bool = True
    #: computed from other fields (never read from a CSV)
    derived: bool = False
    #: bit length for the export rules' TPP (dense TOPS x bits); 0 when the field is not a throughput they count
    bits: int = 0
    #: whether the side-by-side marks the best value (None: wherever `better` is set)
    best: bool | None = None
    #: what the field's figures measure (a key of KINDS), shown beside a figure of another kind
    kind: str = ""
    #: written to and read back from spec sheets (the catalog export, the importer, the mapping dialog)
    sheet: bool = True

    @property
    def column(self) -> str:
        return self.key

    @property
    def marks_best(self) -> bool:
        return self.better is not None if self.best is None else self.best

    @property
    def export_header(self) -> str:
        """The English header a spec sheet is written with (and read back by the importer)."""
        return f"{self.label} ({self.unit})" if self.unit else self.label

    @property
    def spec_field(self) -> bool:
        """A number a spec sheet carries (written by the catalog export, read by the importer)."""
        return self.numeric and not self.derived and self.sheet and self.key != "name"


#: bits per operand of each precision for the export rules' TPP (TF32 counts as 32, as the rule's FAQ reads it)
PRECISION_BITS = {"fp64": 64, "fp32": 32, "tf32": 32, "bf16": 16, "fp16": 16, "fp8": 8, "fp6": 6, "fp4": 4, "int8": 8}


def _peak(precision: str, synonyms: tuple[str, ...], visible: bool = False, after: str = "") -> Field:
    unit = "TOPS" if precision == "int8" else "TFLOPS"
    key = "int8_tops" if precision == "int8" else f"{precision}_tflops"
    label = {
        "fp64": N_("FP64 vector"),
        "fp32": N_("FP32 vector"),
        "tf32": N_("TF32 dense"),
        "bf16": N_("BF16 dense"),
        "fp16": N_("FP16 dense"),
        "fp8": N_("FP8 dense"),
        "fp6": N_("FP6 dense"),
        "fp4": N_("FP4 dense"),
        "int8": N_("INT8 dense"),
    }[precision]
    tip = {
        "fp64": N_("Peak double-precision throughput of the vector units (not the FP64 tensor/matrix rate)."),
        "fp32": N_("Peak single-precision throughput of the vector units (not a matrix or TF32 rate)."),
        "int8": N_(
            "Peak INT8 tensor/matrix throughput, dense (no 2:4 sparsity), in tera-operations per second, summed "
            "over all dies of the package."
        ),
        "fp6": N_(
            "Peak FP6 (MXFP6) tensor throughput, dense (no 2:4 sparsity), summed over all dies of the package; the "
            "US export rules count it at 6 bits."
        ),
        "fp4": N_("Peak FP4 tensor throughput, dense (no 2:4 sparsity), summed over all dies of the package."),
    }.get(
        precision,
        N_(
            "Peak tensor/matrix throughput at this precision, dense (no 2:4 sparsity), summed over all dies of the "
            "package; FP16 with FP32 accumulate where the two rates differ."
        ),
    )
    return Field(
        key,
        label,
        unit,
        1,
        "compute",
        "high",
        tip,
        synonyms,
        precision=precision,
        visible=visible,
        bits=PRECISION_BITS[precision],
        kind="vector" if precision in ("fp32", "fp64") else "matrix, dense",
    )


FIELDS: tuple[Field, ...] = (
    Field(
        "name",
        N_("Device"),
        tooltip=N_("Model and variant as the maker names them."),
        synonyms=(
            "device",
            "model",
            "product",
            "gpu",
            "型号",
            "产品",
            "产品名称",
            "модель",
            "наименование",
            "Modell",
            "Produkt",
            "型番",
            "製品",
            "modèle",
            "produit",
            "modelo",
            "producto",
            "모델",
            "제품",
        ),
        numeric=False,
        visible=True,
        compare=False,
    ),
    Field(
        "vendor",
        N_("Vendor"),
        tooltip=N_("The company that designs the part."),
        synonyms=(
            "vendor",
            "maker",
            "manufacturer",
            "brand",
            "厂商",
            "品牌",
            "производитель",
            "Hersteller",
            "メーカー",
            "fabricant",
            "marque",
            "fabricante",
            "marca",
            "제조사",
        ),
        numeric=False,
        visible=True,
        compare=False,
    ),
    Field(
        "category",
        N_("Category"),
        tooltip=N_("Data-centre GPU, accelerator (TPU, NPU, ASIC), consumer or workstation GPU, or CPU."),
        synonyms=(
            "category",
            "type",
            "类别",
            "类型",
            "категория",
            "тип",
            "Kategorie",
            "Typ",
            "種類",
            "catégorie",
            "tipo",
        ),
        numeric=False,
        visible=True,
        compare=False,
    ),
    Field(
        "form_factor",
        N_("Form factor"),
        tooltip=N_("How the part is mounted: SXM or OAM module, PCIe card, superchip, or cloud-only chip."),
        synonyms=("form factor", "interface", "外形", "接口", "форм-фактор", "Bauform", "フォームファクタ", "format"),
        numeric=False,
        compare=False,
    ),
    Field(
        "architecture",
        N_("Architecture"),
        tooltip=N_("The chip generation and die."),
        synonyms=(
            "architecture",
            "arch",
            "架构",
            "архитектура",
            "Architektur",
            "アーキテクチャ",
            "arquitectura",
            "아키텍처",
        ),
        numeric=False,
        compare=False,
    ),
    Field(
        "launch_year",
        N_("Year"),
        tooltip=N_("Year the part was announced or first shipped."),
        synonyms=("year", "launch", "release", "发布", "年份", "год", "Jahr", "発売", "année", "año", "연도"),
        visible=True,
        compare=False,
    ),
    Field(
        "process_nm",
        N_("Process"),
        "nm",
        tooltip=N_("Manufacturing node in nanometres, as a number for sorting (TSMC 4N is 4)."),
        synonyms=("process", "node", "工艺", "制程", "техпроцесс", "Prozess", "プロセス", "procédé", "proceso"),
        better="low",
        best=False,
        compare=False,
    ),
    Field(
        "die_area_mm2",
        N_("Die area"),
        "mm²",
        tooltip=N_(
            "Logic die area in square millimetres, summed over the compute dies of the package (no HBM or base "
            "dies). Used for the export-control performance density."
        ),
        synonyms=(
            "die size",
            "die area",
            "芯片面积",
            "площадь кристалла",
            "Chipfläche",
            "ダイサイズ",
            "taille de la puce",
        ),
        group="identity",
    ),
    Field(
        "datacenter",
        N_("Made for data centres"),
        tooltip=N_(
            "Whether the maker designs or markets the part for data centres (1) or not (0); US export rules treat "
            "the two differently."
        ),
        synonyms=("data center", "datacenter", "数据中心"),
        group="identity",
        compare=False,
    ),
    _peak("bf16", ("bf16", "bf16 tflops", "bf16 dense", "BF16算力", "BF16 稠密", "BF16 (TFLOPS)")),
    _peak("fp8", ("fp8", "fp8 tflops", "fp8 dense", "FP8算力", "FP8 稠密")),
    _peak("fp16", ("fp16", "fp16 tflops", "半精度", "FP16算力", "половинная точность")),
    _peak("tf32", ("tf32", "tf32 tflops", "TF32算力")),
    _peak("fp32", ("fp32", "fp32 tflops", "单精度", "FP32算力", "одинарная точность", "einfache Genauigkeit")),
    _peak("int8", ("int8", "int8 tops", "INT8算力")),
    _peak("fp6", ("fp6", "fp6 tflops", "fp6 dense", "mxfp6", "FP6算力")),
    _peak("fp4", ("fp4", "fp4 tflops", "FP4算力")),
    _peak("fp64", ("fp64", "fp64 tflops", "双精度", "FP64算力", "двойная точность", "doppelte Genauigkeit")),
    Field(
        "memory_gb",
        N_("Memory"),
        "GB",
        group="memory",
        better="high",
        tooltip=N_("Accelerator memory per device (HBM or GDDR) as the maker quotes it; Google and AWS quote GiB."),
        synonyms=(
            "memory",
            "memory gb",
            "vram",
            "hbm",
            "显存",
            "显存容量",
            "内存",
            "память",
            "объём памяти",
            "Speicher",
            "メモリ",
            "メモリ容量",
            "mémoire",
            "memoria",
            "메모리",
        ),
        visible=True,
    ),
    Field(
        "memory_type",
        N_("Memory type"),
        group="memory",
        tooltip=N_("The memory technology: HBM3e, HBM2e, GDDR6X, LPDDR5X ..."),
        synonyms=("memory type", "显存类型", "тип памяти", "Speichertyp", "メモリタイプ", "type de mémoire"),
        numeric=False,
    ),
    Field(
        "memory_bw_gbs",
        N_("Memory bandwidth"),
        "GB/s",
        group="memory",
        better="high",
        tooltip=N_("Peak memory bandwidth per device in GB/s (10⁹ bytes per second)."),
        synonyms=(
            "memory bandwidth",
            "bandwidth",
            "显存带宽",
            "带宽",
            "пропускная способность памяти",
            "Speicherbandbreite",
            "メモリ帯域",
            "bande passante",
            "ancho de banda",
            "메모리 대역폭",
        ),
        visible=True,
    ),
    Field(
        "scaleup_link",
        N_("Scale-up link"),
        group="interconnect",
        tooltip=N_("The link between devices of one node or pod: NVLink, Infinity Fabric, ICI, HCCS, or only PCIe."),
        synonyms=(
            "interconnect",
            "scale-up link",
            "nvlink",
            "互联",
            "互连",
            "интерконнект",
            "Verbindung",
            "インターコネクト",
        ),
        numeric=False,
        visible=True,
    ),
    Field(
        "scaleup_gbs",
        N_("Scale-up bandwidth, bidirectional"),
        "GB/s",
        group="interconnect",
        better="high",
        tooltip=N_(
            "Total bidirectional bandwidth of one device's scale-up links in GB/s, as makers quote it (NVLink "
            "900 = 450 each way); PCIe-only cards show their x16 rate."
        ),
        synonyms=(
            "nvlink bandwidth",
            "interconnect bandwidth",
            "互联带宽",
            "скорость интерконнекта",
            "Link-Bandbreite",
        ),
        visible=True,
    ),
    Field(
        "scaleup_domain",
        N_("Devices per scale-up domain"),
        group="interconnect",
        better="high",
        tooltip=N_(
            "How many devices the scale-up link joins at full bandwidth (8 in an HGX node, 72 in an NVL72 rack)."
        ),
        synonyms=("nvlink domain", "scale-up domain", "互联域"),
    ),
    Field(
        "scaleout_gbps",
        N_("Scale-out network per device"),
        "Gb/s",
        group="interconnect",
        better="high",
        tooltip=N_(
            "Network bandwidth between nodes per device in the maker's reference system, in gigabits per second."
        ),
        synonyms=("network", "scale-out", "网络", "网卡", "сеть", "Netzwerk", "ネットワーク", "réseau", "red"),
        visible=True,
    ),
    Field(
        "pcie_gen",
        N_("PCIe generation"),
        group="interconnect",
        better="high",
        best=False,
        tooltip=N_("The PCI Express generation of the host link."),
        synonyms=("pcie", "pcie gen", "PCIe版本"),
        compare=False,
    ),
    Field(
        "tdp_w",
        N_("TDP"),
        "W",
        group="power",
        better="low",
        best=False,  # less power is not a better part: the throughput per watt row ranks efficiency
        tooltip=N_("Thermal design power or maximum board power in watts, as the maker quotes it."),
        synonyms=(
            "tdp",
            "power",
            "功耗",
            "最大功耗",
            "TDP功耗",
            "мощность",
            "энергопотребление",
            "Leistungsaufnahme",
            "消費電力",
            "consommation",
            "consumo",
            "소비 전력",
        ),
        visible=True,
    ),
    Field(
        "tpp",
        N_("TPP"),
        group="export",
        tooltip=N_(
            "Total Processing Performance of the US export rules: dense TOPS × bit length, the maximum over the "
            "precisions the part supports, summed over its dies. An indication, not legal advice."
        ),
        derived=True,
    ),
    Field(
        "perf_density",
        N_("Performance density"),
        "TPP/mm²",
        2,
        group="export",
        tooltip=N_(
            "TPP divided by the logic die area, as the US export rules define it. An indication, not legal advice."
        ),
        derived=True,
    ),
    Field(
        "export_class",
        N_("US export class"),
        group="export",
        tooltip=N_(
            "The class the specs give under the newest US rule in the rule table (3A090.a, 3A090.b or not "
            "controlled), with the rule's date. An indication from public specs, not legal advice."
        ),
        numeric=False,
        derived=True,
        visible=True,
    ),
    Field(
        "china_status",
        N_("China status"),
        group="export",
        tooltip=N_(
            "Whether the part can be bought in China today, with the date of the measure it rests on. An "
            "indication from public reports, not legal advice."
        ),
        numeric=False,
        derived=True,
    ),
    Field(
        "source_date",
        N_("Checked"),
        tooltip=N_("When the device's figures were last checked against their sources."),
        numeric=False,
        compare=False,
    ),
)

FIELD_BY_KEY: dict[str, Field] = {}
#: numeric fields stored per device (read from the CSV layers)
NUMERIC_FIELDS: tuple[str, ...] = ()
#: throughput field of each precision the estimator and the selectors know
PEAK_FIELD = {p: ("int8_tops" if p == "int8" else f"{p}_tflops") for p in PRECISIONS}
#: field -> bits per operand, for every field the export rules' TPP counts
BITS: dict[str, int] = {}


def _index() -> None:
    """The lookups over FIELDS (the dicts changed in place: a module that imported them sees a field added later)."""
    global NUMERIC_FIELDS
    FIELD_BY_KEY.clear()
    FIELD_BY_KEY.update((f.key, f) for f in FIELDS)
    NUMERIC_FIELDS = tuple(f.key for f in FIELDS if f.numeric and not f.derived and f.key != "name")
    BITS.clear()
    BITS.update((f.key, f.bits) for f in FIELDS if f.bits)


_index()


def field(key: str) -> Field:
    """The field declared under `key` (KeyError for an unknown one)."""
    return FIELD_BY_KEY[key]


def spec_fields() -> tuple[Field, ...]:
    """The numbers a spec sheet carries, in registry order (the catalog export writes them, the importer reads them)."""
    return tuple(f for f in FIELDS if f.spec_field)


def register(new: Field, after: str = "") -> Field:
    """Declare one more field at run time, after `after` (else last): what an entry in FIELDS does, for a plug-in or
    a test. Call it before the faces load (they build their columns from the registry as they import)."""
    global FIELDS
    if new.key in FIELD_BY_KEY:
        raise ValueError(f"field {new.key!r} is declared already")
    if new.group not in GROUPS:
        raise ValueError(f"field {new.key!r}: unknown group {new.group!r}")
    items = list(FIELDS)
    at = next((i + 1 for i, f in enumerate(items) if f.key == after), len(items))
    items.insert(at, new)
    FIELDS = tuple(items)
    _index()
    return new


# what one figure measures, where it is not what its field's figures measure ------------------------------------
def figure_kinds() -> dict[tuple[str, str], dict[str, str]]:
    """(device id, field) -> {kind, source, as_of, confidence, reason} from data/figure_kinds.csv: figures known or
    judged to measure something else than their field says (an 'FP32 vector' figure that is a matrix rate)."""
    return _figure_kinds()


@lru_cache(maxsize=1)
def _figure_kinds() -> dict[tuple[str, str], dict[str, str]]:
    from gpucompare.core.tables import read_table

    out = {}
    for r in read_table("figure_kinds"):
        if r["kind"] not in KINDS:
            raise ValueError(f"figure_kinds.csv: unknown kind {r['kind']!r} for {r['device_id']}")
        out[(r["device_id"], r["field"])] = r
    return out


def figure_kind(device_id: str, key: str) -> str:
    """What a device's figure for `key` measures: its field's kind, unless the data says the figure is another."""
    row = _figure_kinds().get((device_id, key))
    if row is not None:
        return row["kind"]
    f = FIELD_BY_KEY.get(key)
    return f.kind if f is not None else ""


#: the largest figure a device field may hold (a spec-sheet cell, a catalog row, a stored custom device): beyond
#: any real part (the largest 2026 rack figures are in the tens of thousands), short of overflow in any product
SPEC_VALUE_MAX = 1e7
#: fields where 0 is a figure, not a missing one: no scale-out network, not a data-centre part
ZERO_ALLOWED = frozenset({"scaleout_gbps", "datacenter"})


def spec_value_ok(key: str, value) -> bool:
    """Whether a device figure can be used: a finite number above 0 (0 where it means "none") and at most
    SPEC_VALUE_MAX. The one check for sheet cells, catalog rows and stored devices alike."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return False
    if value != value or value in (float("inf"), float("-inf")):
        return False
    return (0 < value or (value == 0 and key in ZERO_ALLOWED)) and value <= SPEC_VALUE_MAX


@dataclass(frozen=True)
class ImportField:
    """A field a price sheet's column can be mapped to, as people name it (data/import_fields.csv): the import
    dialog's label ('Devices per item'), a sentence's words ('the devices per item column (C) ...'; '' where a
    sentence names it by its key) and the one Chinese word for both ('每件设备数')."""

    key: str
    label: str
    words: str
    zh: str


def import_fields() -> dict[str, ImportField]:
    """The one word table of the fields a sheet's columns map to (data/import_fields.csv), read by the import dialog
    (its labels, translated) and the importer (the words its sentences name a column's field with)."""
    return dict(_import_fields())


@lru_cache(maxsize=1)
def _import_fields() -> tuple[tuple[str, ImportField], ...]:
    from gpucompare.core.tables import read_table

    out: dict[str, ImportField] = {}
    for r in read_table("import_fields"):
        key = r["key"].strip()
        if not key or key in out or not r["label"].strip() or not r["zh"].strip():
            raise ValueError(f"data/import_fields.csv: a row needs a new key, a label and its Chinese ({key!r})")
        out[key] = ImportField(key, r["label"].strip(), r["words"].strip(), r["zh"].strip())
    return tuple(out.items())
