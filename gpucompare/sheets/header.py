"""Finding the header row and mapping columns to fields by synonyms in Chinese, English and Russian."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

HEADER_SEARCH_ROWS = 30

SYNONYMS: dict[str, tuple[str, ...]] = {
    "model": (
        "型号",
        "产品型号",
        "gpu型号",
        "显卡型号",
        "产品名称",
        "产品",
        "名称",
        "品名",
        "规格型号",
        "设备",
        "model",
        "modelname",
        "description",
        "product",
        "productname",
        "item",
        "itemdescription",
        "gpu",
        "accelerator",
        "device",
        "модель",
        "наименование",
        "товар",
        "описание",
        "устройство",
    ),
    "part_number": ("partnumber", "partno", "pn", "sku", "料号", "物料编码", "артикул", "part"),
    "price": ("单价", "价格", "含税单价", "报价", "售价", "unitprice", "price", "цена", "стоимость", "ценазашт"),
    "total": ("总价", "金额", "extended", "extendedprice", "total", "amount", "lineamount", "сумма", "итого"),
    "quantity": ("数量", "qty", "quantity", "количество", "колво", "pcs"),
    "currency": ("币种", "货币", "currency", "валюта"),
    "memory": ("显存", "内存", "memory", "vram", "память", "memorygb"),
    "lead_time": (
        "交期",
        "货期",
        "交货期",
        "leadtime",
        "availability",
        "delivery",
        "stock",
        "наличие",
        "срок",
        "срокпоставки",
    ),
    "units_per_item": (
        "gpusperunit",
        "gpuperunit",
        "卡数",
        "gpu数量",
        "每台卡数",
        "gpus",
        "accelerators",
        "acceleratorsperinstance",
        "devicesperunit",
        "gpusperinstance",
    ),
    "notes": ("备注", "说明", "notes", "note", "remark", "remarks", "comment", "comments", "примечание"),
    "index": ("序号", "no", "#", "№", "номер", "line"),
    "provider": ("provider", "云厂商", "cloud", "云服务商"),
    "instance": ("instance", "instancetype", "实例", "实例规格", "机型"),
    "hourly": ("ondemand$hr", "ondemand", "$hr", "perhour", "hourly", "usdhr", "按需", "每小时", "hourlyprice", "$h"),
    "reserved_hourly": ("1yrreserved$hr", "reserved", "预留", "1yrreserved"),
    "region": ("region", "区域", "地域", "регион"),
    "vendor": ("vendor", "supplier", "manufacturer", "供应商", "厂商", "поставщик", "производитель"),
    "memory_gb": ("memorygb", "显存gb", "memorysize"),
    "memory_bw_gbs": ("memorybandwidth", "bandwidth", "membw", "显存带宽", "带宽", "hbmbandwidth"),
    "bf16_tflops": ("bf16", "bf16tflops", "bf16dense"),
    "fp16_tflops": ("fp16", "fp16tflops", "fp16dense"),
    "fp8_tflops": ("fp8", "fp8tflops", "fp8dense"),
    "fp32_tflops": ("fp32", "fp32tflops", "fp32dense"),
    "tf32_tflops": ("tf32", "tf32tflops", "tf32dense"),
    "int8_tops": ("int8", "int8tops", "int8dense"),
    "scaleup_gbs": ("scaleupbandwidth", "scaleupgbs", "nvlinkbandwidth", "互联带宽"),
    "scaleout_gbps": ("scaleoutnetwork", "scaleoutgbps", "networkgbps", "网络带宽"),
    "tdp_w": ("tdp", "power", "功耗", "tdpw", "boardpower"),
    "source": ("source", "来源", "sourceurl", "источник"),
    "device_id": ("deviceid", "设备id", "catalogid"),
}
PRICE_FIELDS = ("price", "hourly")
SPEC_FIELDS = (
    "memory_bw_gbs",
    "bf16_tflops",
    "fp16_tflops",
    "fp8_tflops",
    "fp32_tflops",
    "tf32_tflops",
    "int8_tops",
    "scaleup_gbs",
    "scaleout_gbps",
    "tdp_w",
)
TOTAL_WORDS = {"合计", "总计", "小计", "总价", "total", "subtotal", "grandtotal", "sum", "итого", "всего", "total合计"}


def norm(text) -> str:
    """Header text reduced to letters, digits, CJK, '$' and '#': 'Unit Price (USD)' -> 'unitpriceusd'."""
    t = unicodedata.normalize("NFKC", str(text)).lower()
    return re.sub(r"[^\w$#№]+|_", "", t)


def _strip_units(t: str) -> str:
    return re.sub(r"(usd|cny|rmb|eur|rub|元|万元|美元|人民币|万|gb|w)$", "", t)


@dataclass(frozen=True)
class ColumnMatch:
    field: str
    level: int  # 3 exact, 2 contains, 1 fuzzy
    length: int

    @property
    def key(self) -> tuple[int, int]:
        return (self.level, self.length)


def match_header_cell(text) -> ColumnMatch | None:
    """The field a header cell names, if any."""
    t = norm(text)
    if not t or len(t) > 40:
        return None
    bare = _strip_units(re.sub(r"\(.*?\)", "", unicodedata.normalize("NFKC", str(text)).lower()))
    bare = _strip_units(norm(bare))
    best: ColumnMatch | None = None
    for field, words in SYNONYMS.items():
        for w in words:
            if t == w or bare == w:
                cand = ColumnMatch(field, 3, len(w))
            elif len(w) >= 2 and w in t and not (w.isascii() and len(w) <= 3 and not t.startswith(w)):
                cand = ColumnMatch(field, 2, len(w))
            else:
                continue
            if best is None or cand.key > best.key:
                best = cand
    if best is None and t.isascii() and len(t) >= 5:
        from rapidfuzz import fuzz

        for field, words in SYNONYMS.items():
            for w in words:
                if len(w) >= 5 and fuzz.ratio(t, w) >= 80:
                    cand = ColumnMatch(field, 1, len(w))
                    if best is None or cand.key > best.key:
                        best = cand
    return best


def map_row(cells: list) -> dict[str, int]:
    """field -> column index for one candidate header row; each field takes its best column, leftmost on ties."""
    found: dict[str, tuple[tuple[int, int], int]] = {}
    for c, v in enumerate(cells):
        if not isinstance(v, str) or not v.strip():
            continue
        m = match_header_cell(v)
        if m is None:
            continue
        if m.field not in found or m.key > found[m.field][0]:
            found[m.field] = (m.key, c)
    return {f: c for f, (_, c) in found.items()}


def find_header(rows: list[list], limit: int = HEADER_SEARCH_ROWS) -> tuple[int, dict[str, int]] | None:
    """(row index, mapping) of the most header-like row among the first `limit` that names a model and a price,
    or a model and spec columns."""
    best = None
    for r, row in enumerate(rows[:limit]):
        mapping = map_row(row)
        if "model" not in mapping:
            continue
        has_price = any(f in mapping for f in PRICE_FIELDS)
        specs = sum(f in mapping for f in SPEC_FIELDS)
        if not has_price and specs < 2:
            continue
        score = len(mapping)
        if best is None or score > best[0]:
            best = (score, r, mapping)
    return None if best is None else (best[1], best[2])
