"""The command line after the ux199 review: a latent diffusion transformer given by its sizes is titled as its kind is
written ('custom ViT 675M params, 1.8B images', never 'custom VIT 675M params, 1800M images'), and a rented option's
long name wraps over the cost table's header instead of pushing every figure 70 columns from its label."""

from gpucompare.cli import COST_COLUMN_MAX, run

DIT = ["--params", "675M", "--model-kind", "vit", "--samples", "1800M", "--image-size", "256", "--latent-factor", "8"]


def test_a_custom_vision_model_is_titled_as_its_kind_is_written(capsys):
    assert run(["estimate", "--device", "A100 SXM4 80GB", "--count", "8", *DIT]) == 0
    title = capsys.readouterr().out.splitlines()[0]
    assert title.startswith("custom ViT 675M params, 1.8B images on 8 x A100 SXM4 80GB"), title


def test_a_rented_options_long_name_wraps_and_its_figures_stay_near_their_labels(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "120")
    argv = ["estimate", "--device", "A100 SXM4 80GB:cloud", "--count", "8", *DIT]
    assert run(argv) == 0
    out = capsys.readouterr().out.splitlines()
    head = out.index(next(line for line in out if line.startswith("Costs")))
    run_cost = next(line for line in out if line.lstrip().startswith("run cost ("))
    # the figure ends within the label column (28) plus one capped column and its gap
    assert len(run_cost.rstrip()) <= 28 + 2 + COST_COLUMN_MAX, run_cost
    # the option's whole name is still there, over several header lines
    header = " ".join(line.strip() for line in out[head : head + 4] if not line.lstrip().startswith("capital"))
    assert "Community Cloud" in header and "on-demand" in header, header
