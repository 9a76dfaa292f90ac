"""gpucompare: compare AI-training accelerators, import vendor price sheets, estimate training time and cost."""

__version__ = "0.1.0"
