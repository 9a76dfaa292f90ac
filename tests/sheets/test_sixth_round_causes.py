"""Causes the fifth blind corpus still showed after its first fixes, each fixed as a mechanism and tested here on
sheets written for the test (other clouds, languages and layouts than the blind files): a host's RAM or drive size
beside an accelerator is not its memory, a machine type that ends in its accelerator count ('-8g', '-4t') divides
an instance's rate, with a warning."""

from gpucompare.sheets.importer import analyse
from gpucompare.sheets.importer.counts import machine_type_count, without_links

from .conftest import TODAY
from .test_conventions import by_row, write

# --- a host's memory and drives are not the accelerator's memory ------------------------------------------------------


def test_a_size_before_ram_or_a_drive_word_is_the_hosts():
    assert "1,872" not in without_links("NVIDIA A100 80GB, 96 vCPU, 1,872 GB RAM")
    assert "80GB" in without_links("NVIDIA A100 80GB, 96 vCPU, 1,872 GB RAM")
    assert "2 TiB" not in without_links("16 x chips, 192 vCPU, 2 TiB RAM")
    assert "3.84" not in without_links("H200 141GB, 2x Xeon, 3.84 TB NVMe")
    assert "1TB" not in without_links("8卡 L20 48G 服务器 1TB内存")
    assert "48G " in without_links("8卡 L20 48G 服务器 1TB内存")


def test_machine_type_counts():
    assert machine_type_count("a2-ultragpu-4g") == 4
    assert machine_type_count("ct5lp-hightpu-4t") == 4
    assert machine_type_count("a2-megagpu-16g") == 16
    # a memory size or an instance size is no count
    assert machine_type_count("a100-sxm-80g") is None
    assert machine_type_count("p4d.24xlarge") is None
    assert machine_type_count("H100-8g") is None


def test_a_cloud_rate_card_by_machine_type(tmp_path):
    """A reseller's rate card: machine types whose names end in their GPU count, a host column naming vCPUs and RAM;
    the instance's rate is divided by the count from the name, with a warning, and the RAM is not GPU memory."""
    path = write(
        tmp_path / "gcp_rates.xlsx",
        [
            ["GPU cloud rates, USD per instance-hour, effective 2026-11-01"],
            [],
            ["Machine type", "GPU", "Host", "On-demand ($/hr)"],
            ["a2-ultragpu-1g", "NVIDIA A100 SXM4 80GB", "12 vCPU, 170 GB RAM", 5.07],
            ["a2-ultragpu-4g", "NVIDIA A100 SXM4 80GB", "48 vCPU, 680 GB RAM", 20.28],
            ["a3-highgpu-8g", "NVIDIA H100 SXM5 80GB", "208 vCPU, 1,872 GB RAM", 88.49],
            ["g2-custom", "NVIDIA L4", "8 vCPU, 32 GB RAM", 0.85],
        ],
    )
    p = analyse(path, today=TODAY)
    q = by_row(p)
    assert q[4].device_id == "nvidia-a100-sxm4-80gb" and q[4].price_min == 5.07 and q[4].units_per_item == 1
    assert q[5].device_id == "nvidia-a100-sxm4-80gb" and q[5].units_per_item == 4
    assert abs(q[5].price_min - 5.07) < 1e-9
    assert any("a2-ultragpu-4g" in str(w) for w in q[5].warnings)
    assert q[5].needs_review and q[5].offer == "instance"
    assert q[6].device_id and q[6].device_id.startswith("nvidia-h100") and q[6].units_per_item == 8
    assert abs(q[6].price_min - 88.49 / 8) < 1e-9
    # no count in its name: the rate as written, one device
    assert q[7].device_id == "nvidia-l4" and q[7].units_per_item == 1 and q[7].price_min == 0.85


def test_a_count_in_the_text_beats_the_machine_type(tmp_path):
    """A count written in the row ('16 x Trainium2 chips') is read as written; the machine type is only a name."""
    path = write(
        tmp_path / "aws.xlsx",
        [
            ["Instance type", "Accelerator", "Configuration", "Price per hour (USD)"],
            ["trn2.48xlarge", "Trainium2", "16 x Trainium2 chips, 192 vCPU, 2 TiB RAM", 44.70],
        ],
    )
    q = by_row(analyse(path, today=TODAY))
    assert q[2].device_id == "aws-trainium2" and q[2].units_per_item == 16
