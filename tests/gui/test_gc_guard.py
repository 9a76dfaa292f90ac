"""The cyclic collector runs on the GUI thread only (gpucompare.qtkit.gc_guard): a worker thread that frees a cycle
holding a Qt object of the GUI thread crashes the process."""

import gc

from gpucompare.gc_policy import collect_if_due


class _Cycle:
    def __init__(self):
        self.me = self


def test_the_app_switches_automatic_collection_off_and_collects_on_its_timer(qapp):
    from gpucompare.gui.app import make_app

    make_app([])
    assert not gc.isenabled()
    from gpucompare.qtkit import gc_guard

    assert gc_guard._installed is not None and gc_guard._installed._timer.isActive()


def test_a_due_generation_is_collected_and_nothing_before_it_is_due():
    gc.collect()
    assert collect_if_due() == -1  # just collected: nothing due
    limit = gc.get_threshold()[0]
    for _ in range(limit + 10):
        _Cycle()
    assert collect_if_due() >= 0
    assert not any(isinstance(o, _Cycle) for o in gc.get_objects())
