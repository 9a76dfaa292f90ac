"""Device ids the window tests use; the `window` fixture itself is in tests/conftest.py (robustness tests share it)."""

A100 = "nvidia-a100-sxm4-80gb"
H100 = "nvidia-h100-sxm5-80gb"
H800 = "nvidia-h800-sxm5-80gb"
GAUDI2 = "intel-gaudi2"
