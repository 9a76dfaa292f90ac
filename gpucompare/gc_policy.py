"""When the cyclic garbage collector is due, decided by its own thresholds: for a program that runs collections itself
on one thread (gpucompare.qtkit.gc_guard: the GUI thread; the test suite: between tests) instead of letting them
happen in whichever thread allocates. Qt-free."""

import gc


def collect_if_due() -> int:
    """Collect the oldest generation whose count is over its threshold (the automatic collector's own rule); the
    generation collected, or -1 when none was due."""
    counts, limits = gc.get_count(), gc.get_threshold()
    if counts[0] <= limits[0]:
        return -1
    gen = 2 if counts[2] > limits[2] else 1 if counts[1] > limits[1] else 0
    gc.collect(gen)
    return gen
