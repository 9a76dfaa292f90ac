"""The terms a purchase meeting meets in gpucompare, each with what it means in one or two sentences: the Help →
Glossary window, the tooltips of the estimate's inputs and `gpucompare.api.glossary()` read them from here."""

from __future__ import annotations

from dataclasses import dataclass

from gpucompare.i18n import N_, tr


@dataclass(frozen=True)
class Term:
    key: str
    term: str
    meaning: str

    def text(self) -> str:
        """'Term: meaning' in the current language."""
        return f"{tr(self.term)}: {tr(self.meaning)}"


TERMS: tuple[Term, ...] = (
    Term(
        "mfu",
        N_("MFU (model FLOPs utilization)"),
        N_(
            "The share of the devices' dense peak that the model's own arithmetic (6 x parameters x tokens) reaches "
            "over a run; recomputed work does not count. Large language-model runs reach about 35-55%."
        ),
    ),
    Term(
        "utilization",
        N_("Utilization"),
        N_(
            "In gpucompare, the share of the dense peak a device sustains on the model's arithmetic before "
            "communication and the pipeline bubble are added; by default taken per device family from published runs."
        ),
    ),
    Term(
        "goodput",
        N_("Goodput"),
        N_(
            "The share of wall-clock time that moves training forward: time lost to failures, restarts, "
            "checkpoint saves and slow nodes is the rest. Multi-week runs report about 0.85-0.9."
        ),
    ),
    Term(
        "pue",
        N_("PUE (power usage effectiveness)"),
        N_(
            "A data centre's total energy divided by the energy its IT equipment uses: 1.0 would mean no cooling "
            "or conversion losses; the 2024 industry average was about 1.56."
        ),
    ),
    Term(
        "dp",
        N_("DP (data parallelism)"),
        N_(
            "Every replica of the model trains on different data; the gradients are summed across replicas "
            "(all-reduce) at every step, over the scale-out network."
        ),
    ),
    Term(
        "tp",
        N_("TP (tensor parallelism)"),
        N_(
            "Each layer's weight matrices are split across devices, which exchange activations in every layer: it "
            "needs the fast scale-up link (NVLink and the like), so it usually stays inside one server."
        ),
    ),
    Term(
        "pp",
        N_("PP (pipeline parallelism)"),
        N_(
            "The layers are cut into stages on different devices and micro-batches flow through them; at the start "
            "and end of every step some stages wait (the pipeline bubble, (stages - 1) / (chunks x micro-batches))."
        ),
    ),
    Term(
        "vpp",
        N_("VPP (virtual pipeline, interleaved stages)"),
        N_(
            "Each device holds several non-adjacent chunks of layers instead of one stage, which shrinks the "
            "pipeline bubble by the number of chunks at the cost of more messages between stages."
        ),
    ),
    Term(
        "ep",
        N_("EP (expert parallelism)"),
        N_(
            "In a mixture-of-experts model the experts are spread over devices and every token is sent to the "
            "devices holding its experts and back (all-to-all)."
        ),
    ),
    Term(
        "zero",
        N_("ZeRO stage"),
        N_(
            "DeepSpeed's sharding of training state across data-parallel replicas: stage 1 shards the optimizer "
            "states, stage 2 also the gradients, stage 3 also the weights; less memory per device, more traffic."
        ),
    ),
    Term(
        "recompute",
        N_("Recompute (activation checkpointing)"),
        N_(
            "Activations are dropped in the forward pass and computed again in the backward pass: less memory, "
            "more arithmetic (full recompute about a third more, selective a few per cent)."
        ),
    ),
    Term(
        "tco",
        N_("TCO (total cost of ownership)"),
        N_(
            "Everything owning the hardware costs over its life: accelerators, servers, network, facility, power "
            "and operations, less what it can be sold for at the end."
        ),
    ),
    Term(
        "break_even",
        N_("Break-even"),
        N_(
            "The point (in months of use, or in hours per year) at which owning the hardware has cost as much as "
            "renting the same capacity."
        ),
    ),
    Term(
        "amortisation",
        N_("Amortisation"),
        N_("A purchase price spread over the years the hardware is expected to be useful, charged per hour of use."),
    ),
    Term(
        "tpp",
        N_("TPP (total processing performance)"),
        N_(
            "The US export-control measure of a chip: 2 x MAC operations per second (in tera) x the bit length of "
            "the operation; with performance density (TPP per mm² of die) it decides which rules apply."
        ),
    ),
    Term(
        "dense",
        N_("Dense peak"),
        N_(
            "The datasheet's throughput without 2:4 structured sparsity; sparse figures are twice as high and "
            "training rarely uses them, so every figure here is dense."
        ),
    ),
    Term(
        "scale_up",
        N_("Scale-up and scale-out"),
        N_(
            "The scale-up link (NVLink, Infinity Fabric, ICI) joins the devices of one server or pod at hundreds "
            "of GB/s; the scale-out network (InfiniBand, RoCE Ethernet) joins servers at tens of GB/s per device."
        ),
    ),
    Term(
        "pareto",
        N_("Pareto frontier"),
        N_("The devices no other device beats on both price and throughput: the only sensible buys on the chart."),
    ),
    Term(
        "device_hours",
        N_("Device-hours"),
        N_("Devices x hours of the run: what a cloud bills, and what owned hardware is amortised over."),
    ),
)

BY_KEY = {t.key: t for t in TERMS}


def meaning(key: str) -> str:
    """The meaning of a term, in the current language ('' for an unknown key)."""
    t = BY_KEY.get(key)
    return tr(t.meaning) if t else ""
