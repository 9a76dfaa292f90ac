"""The Qt-free computation core: catalog, money, workloads, estimator, comparison."""
