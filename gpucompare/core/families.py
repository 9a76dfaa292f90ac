"""Which row of the estimator's utilization table (data/utilization.csv) a device belongs to: one mapping from a
device's maker, name and architecture to a family key, applied to every layer of the catalog (the Epoch base rows,
which carry no family, the curated rows and a user's custom devices).

The key is the most specific row the table has: a generation where one is published or where its software stack
is of another age than its family's (TPU v2, v3, v4, v5e, v5p and v6e; Gaudi2; MI250X and MI300X; the first
Trainium; the first Ascend 910 against the 910B), else the architecture family (a TPU7x is `google-tpu`, a B300
`nvidia-blackwell`, an H20 or GH200 `nvidia-hopper`: utilization is a fraction of the device's own peak, so a part
with its compute cut keeps its family's figure). Makers without a published figure have their own key (`huawei-ascend`, `cambricon-mlu`, ...),
whose row is the generic assumption, so estimates name the family honestly. `generic` is left for devices the
mapping does not know.
"""

from __future__ import annotations

import re
from functools import cache

from gpucompare.core.tables import read_table

GENERIC = "generic"
#: longest text looked at (names are short; a hostile cell cannot make the match slow)
_MAX_CHARS = 400

_NVIDIA = r"nvidia"
_AMD = r"\bamd\b"
_INTEL = r"intel|habana"
_GOOGLE = r"google"
_AWS = r"\baws\b|amazon|annapurna"

#: (maker pattern, name/architecture pattern, key), first match wins; the order matters within a maker
#: ("Blackwell (GB202)" is a GeForce die before it is Blackwell, "Ampere (GA102)" before "Ampere"). GeForce numbers
#: are 30x0/40x0/50x0 from 50 up: "Quadro RTX 4000/5000" are Turing, which has no row.
_RULES: tuple[tuple[str, str, str], ...] = (
    (_NVIDIA, r"\bgb20[2-7]\b|\brtx 50[5-9]0\b|\brtx pro\b", "nvidia-blackwell-consumer"),
    (_NVIDIA, r"blackwell|\bg?b[123]00a?\b|\bgb1\d\d\b", "nvidia-blackwell"),
    (_NVIDIA, r"hopper|\bgh1\d\d\b|\bgh200\b|\bh[128]00\b|\bh20\b", "nvidia-hopper"),
    (_NVIDIA, r"\bada\b|\bad10\d\b|\brtx 40[5-9]0\b|\bl40s?\b|\bl20\b|\bl4\b|\bl2\b", "nvidia-ada"),
    (
        _NVIDIA,
        r"\bga10[2-7]\b|\brtx 30[5-9]0\b|\brtx a\d000\b|\ba40\b|\ba10g?\b|\ba16\b|\ba2\b",
        "nvidia-ampere-consumer",
    ),
    (_NVIDIA, r"ampere|\bga100\b|\ba100\b|\ba800\b|\ba30\b", "nvidia-ampere"),
    (_NVIDIA, r"volta|\bgv100\b|\bv100s?\b|\btitan v\b", "nvidia-volta"),
    (_NVIDIA, r"pascal|\bgp100\b|\bp100\b", "nvidia-pascal"),
    (_GOOGLE, r"\btpu ?v4\b", "google-tpu-v4"),
    (_GOOGLE, r"\btpu ?v5e\b|\bv5 ?lite", "google-tpu-v5e"),
    (_GOOGLE, r"\btpu ?v5p\b", "google-tpu-v5p"),
    (_GOOGLE, r"\btpu ?v2\b", "google-tpu-v2"),
    (_GOOGLE, r"\btpu ?v3\b", "google-tpu-v3"),
    (_GOOGLE, r"\btpu ?v6e?\b|trillium", "google-tpu-v6e"),
    (_GOOGLE, r"\btpu|trillium|ironwood", "google-tpu"),
    (_INTEL, r"\bgaudi ?2\b|\bhl-?225", "intel-gaudi2"),
    (_INTEL, r"\bgaudi ?3\b|\bhl-?32\d", "intel-gaudi"),
    (_INTEL, r"\bgaudi\b|\bhl-?20\d", "intel-gaudi-hl205"),
    (_INTEL, r"\bgoya\b|\bhl-?100\d", "intel-goya"),
    (_INTEL, r"\bxe\b|xe-hpc|ponte vecchio|\bgpu max\b", "intel-xe"),
    (_AMD, r"\bmi300x\b", "amd-mi300x"),
    (_AMD, r"\bmi325x\b", "amd-mi325x"),
    (_AMD, r"\bmi35\dx?\b|\bcdna ?4\b", "amd-cdna4"),
    (_AMD, r"\bmi2\d0x?\b|\bcdna ?2\b", "amd-cdna2"),
    (_AMD, r"\bmi\d{2,3}[a-z]?\b|\bcdna", "amd-cdna"),
    (_AWS, r"trainium ?1\b|\btrn1", "aws-trainium1"),
    (_AWS, r"trainium|\btrn\d", "aws-trainium"),
    (r"huawei", r"ascend ?910(?! ?[bc])", "huawei-ascend-910"),
    (r"huawei", r"ascend", "huawei-ascend"),
    (r"cambricon", r"", "cambricon-mlu"),
    (r"biren", r"", "biren"),
    (r"moore ?threads", r"", "moorethreads-musa"),
    (r"metax", r"", "metax"),
    (r"kunlun|baidu", r"", "kunlunxin"),
    (r"hygon", r"", "hygon-dcu"),
    (r"iluvatar", r"", "iluvatar-corex"),
    (r"t-head|alibaba", r"", "alibaba-t-head"),
    (r"microsoft", r"maia", "microsoft-maia"),
    (r"^tesla\b", r"dojo", "tesla-dojo"),
)
_COMPILED = tuple((re.compile(m), re.compile(n), key) for m, n, key in _RULES)


@cache
def family_keys() -> frozenset[str]:
    """The keys of the estimator's utilization table."""
    return frozenset(r["family"] for r in read_table("utilization"))


def _clean(text: str) -> str:
    return " ".join(text[:_MAX_CHARS].lower().split())


def estimator_family(vendor: str, name: str, architecture: str = "", category: str = "", given: str = "") -> str:
    """The utilization-table key of a device. `name` is its model (and variant), `given` the family a row states:
    kept only where the mapping does not know the device and it is a key of the table."""
    if category.strip().lower() == "cpu":
        return "cpu"
    maker = _clean(vendor)
    text = _clean(f"{name} {architecture}")
    for maker_re, name_re, key in _COMPILED:
        if maker_re.search(maker) and name_re.search(text):
            return key
    given = (given or "").strip()
    return given if given in family_keys() else GENERIC
