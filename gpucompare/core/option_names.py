"""The command line's options named in the core's sentences ('name --precision to narrow it', 'Give --seq-len for your
own'), said where there is no command line (the window, a printed report) as the estimate's own inputs: one rule for
every face that is not the command line."""

from __future__ import annotations

import re

from gpucompare.i18n import N_, tr, trf

#: the command line's options the core's sentences name ('name --precision to narrow it', 'Give --seq-len for your
#: own'), said in the window as the panel's own inputs: a window user has no --precision to give
OPTION_INPUTS = {
    "--precision": N_("Precision"),
    "--seq-len": N_("Sequence length"),
    "--params": N_("Parameters"),
    "--tokens": N_("Training tokens"),
    "--samples": N_("Samples"),
    "--active-params": N_("Active parameters"),
    "--model-kind": N_("Model kind"),
    "--layers": N_("Layers"),
    "--hidden": N_("Hidden size"),
    "--vocab": N_("Vocabulary"),
    "--attention-window": N_("Attention window"),
    "--experts-per-token": N_("Experts per token"),
    "--image-size": N_("Image size"),
    "--latent-factor": N_("Latent factor"),
    "--flops-per-sample": N_("FLOPs per sample"),
    "--activations-per-sample": N_("Activations"),
    "--mask-ratio": N_("Mask ratio"),
    "--decoder-params": N_("Decoder"),
    "--views": N_("Views"),
    "--teacher-params": N_("Teacher"),
    "--sparse-features": N_("Sparse features"),
    "--embedding-dim": N_("Embedding width"),
    "--global-batch": N_("Global batch"),
    "--workload": N_("Workload"),
    "--count": N_("Devices"),
    "--patch-size": N_("Patch size"),
    "--optimizer": N_("Optimizer"),
    "--bf16-weights": N_("BF16 weights"),
    "--optimizer-in-backward": N_("Step in backward"),
    "--goodput": N_("Goodput"),
    "--vpp": N_("Interleaving"),
}
_OPTION = re.compile(r"--[a-z][a-z0-9-]*[a-z0-9]")


def as_inputs(text: str) -> str:
    """A core sentence as the window says it: each command-line option it names (OPTION_INPUTS) becomes the panel's
    input of that name, quoted as the reader's language quotes it ('“Precision”', '「精度」'); others are left."""
    if "--" not in text:
        return text

    def said(m: re.Match) -> str:
        label = OPTION_INPUTS.get(m.group(0))
        return trf("“{input}”", input=tr(label)) if label else m.group(0)

    return _OPTION.sub(said, text)
