"""From the steady-state (throughput) time to the expected wall-clock: what a run loses beside its steps, as
continuous functions of the devices and the run's length, never a threshold.

- Failures: a cluster of n devices fails at n x lambda per hour (lambda per device-hour: Meta 2024, The Llama 3 Herd
  of Models, arXiv:2407.21783, section 3.3.4: 466 job interruptions in a 54-day snapshot on 16,384 H100, 419 of them
  unexpected: 2.2e-5 per GPU-hour). Each costs a restart (detect, reschedule, reload) and the work since the last
  checkpoint; with checkpoints every tau hours that each cost C hours, the share of time lost is about
  C / tau + n lambda (tau / 2 + R), smallest at tau = sqrt(2 C / (n lambda)) (Young 1974, "A first order
  approximation to the optimum checkpoint interval", CACM 17(9); Daly 2006, FGCS 22(3)): sqrt(2 C n lambda) +
  n lambda R. A run shorter than twice that interval is better off not checkpointing: a failure then loses half the
  run on average, n lambda (T / 2 + R). So the share grows with devices x duration until checkpoints cap it.
- The rest of a campaign (evaluation passes, checkpoint writes, logging, data-pipeline stalls, hangs, restarts after
  loss spikes, interventions) grows with the run's length and levels off: a share o x (1 - exp(-T / T_c)) of the
  steady-state time T, where o and T_c are fitted on published wall-clock runs (tests/validation/calibrate.py). A
  timed run of minutes (a benchmark) meets almost none of it; a run of weeks meets all of it.
- How much of that share a run meets grows with the servers it spans (`campaign_scale`): hangs and timeouts of
  collectives, network faults, slow or failing nodes that stall every synchronous step and the rescheduling of a
  job across a shared cluster happen between servers (Kokolis et al. 2024, Revisiting Reliability in Large-Scale
  Machine Learning Research Clusters, arXiv:2410.21680: the mean time to failure of a job falls with its GPU count
  and large jobs are the most vulnerable; Jiang et al. 2024, MegaScale, arXiv:2402.15627, sections 4-5: stragglers,
  NCCL hangs and network flaps are what a run across thousands of GPUs is tuned against). A job inside one server
  meets a fitted part a of the share, a job across s servers a + (1 - a)(s - 1) / s: the part that comes from
  between servers grows as a ring's share of its traffic that crosses servers, (s - 1) / s, so a one-server
  fine-tune does not pay the overheads of a pre-training campaign on a cluster. a = 1 switches it off, and it is
  held there: it did not lower the out-of-fold error without worsening the exact grade (README, est143).

- A whole job's fixed time: beside its steps, a job starts its processes, loads the model and the data (tokenising
  it unless it was tokenised before), and evaluates and saves at its end, whatever its length: minutes that a job
  of weeks never notices and a fine-tune of minutes is mostly made of. MLPerf Training's rules show its size and
  why benchmarks leave it out: "a system may use a maximum of 20 minutes of model initialization time" before the
  clock starts (MLCommons, MLPerf Training Rules, "Run Results"). A constant J hours added to the expected
  wall-clock, fitted on published wall-clock figures of whole jobs only: a throughput-derived figure, and a
  benchmark's time-to-train that times the training region, never carry it.
- Its part that grows with the model (`checkpoint_hours`): loading a checkpoint, sharding it across the devices,
  saving it and the first compiled steps all move the model's bytes, so a 70B fine-tune waits far longer than a
  1B one. A fitted number of passes over a BF16 checkpoint (2 bytes per parameter) at a storage read rate
  (data/defaults.csv checkpoint_read_gbs, with its source), beside the constant J.

A throughput-derived figure is the steady state; a wall-clock or device-hours figure carries these overheads.
"""

from __future__ import annotations

import numpy as np


def failures_per_hour(devices, fail_per_device_hour):
    f = np.float64
    return np.asarray(devices, f) * np.asarray(fail_per_device_hour, f)


def checkpoint_interval_h(devices, fail_per_device_hour, checkpoint_h):
    """Young's optimum interval between checkpoints, hours (inf when nothing fails)."""
    rate = failures_per_hour(devices, fail_per_device_hour)
    with np.errstate(divide="ignore"):
        return np.sqrt(2.0 * np.asarray(checkpoint_h, np.float64) / rate)


def failure_share(devices, hours, fail_per_device_hour, restart_h, checkpoint_h):
    """Share of a run of `hours` (steady state) lost to failures: restarts, plus the lost work, which checkpoints at
    the optimum interval cap (a short run does not checkpoint and loses half of itself per failure)."""
    f = np.float64
    rate = failures_per_hour(devices, fail_per_device_hour)
    lost = np.minimum(rate * np.asarray(hours, f) / 2.0, np.sqrt(2.0 * np.asarray(checkpoint_h, f) * rate))
    return lost + rate * np.asarray(restart_h, f)


def campaign_share(hours, other_share, campaign_hours):
    """o x (1 - exp(-T / T_c)): the campaign overheads of a run of `hours`; T_c = 0 makes it the constant o."""
    f = np.float64
    tc = np.asarray(campaign_hours, f)
    share = np.asarray(other_share, f)
    if tc.ndim == 0 and tc <= 0:
        return share
    ramp = 1.0 - np.exp(-np.asarray(hours, f) / np.where(tc > 0, tc, 1e-300))
    return share * ramp


def campaign_scale(devices, one_server, server_devices):
    """a + (1 - a)(s - 1) / s, the part of the campaign share a job across s = ceil(devices / server_devices)
    servers meets, a = `one_server` (1: every job meets all of it)."""
    f = np.float64
    s = np.ceil(np.maximum(np.asarray(devices, f), 1.0) / np.asarray(server_devices, f))
    a = np.asarray(one_server, f)
    return a + (1.0 - a) * (1.0 - 1.0 / s)


def wall_factor(
    devices,
    hours,
    fail_per_device_hour,
    restart_h,
    checkpoint_h,
    other_share,
    campaign_hours=0.0,
    one_server=1.0,
    server_devices=8.0,
):
    """Expected wall-clock / steady-state time of a run that takes `hours` at steady state: 1 + the campaign share
    + the failure share (the same formulas as above, arranged so that a sweep of many configurations makes few
    passes over them)."""
    return wall_factor_of(
        failure_terms(devices, fail_per_device_hour, restart_h, checkpoint_h),
        devices,
        hours,
        other_share,
        campaign_hours,
        one_server,
        server_devices,
    )


def failure_terms(devices, fail_per_device_hour, restart_h, checkpoint_h):
    """(half the failures per hour, the lost work's cap with checkpoints, 1 + the restarts' share): wall_factor's
    terms that do not depend on the run's length, worked out once per set of layouts (sweep.layout_terms)."""
    f = np.float64
    rate = failures_per_hour(devices, fail_per_device_hour)
    cap = np.sqrt(2.0 * np.asarray(checkpoint_h, f) * rate)  # small shapes: devices only
    return rate / 2.0, cap, 1.0 + rate * np.asarray(restart_h, f)


def wall_factor_of(failures, devices, hours, other_share, campaign_hours=0.0, one_server=1.0, server_devices=8.0):
    """wall_factor with its failure terms (`failure_terms`) given."""
    f = np.float64
    half_rate, cap, restarts = failures
    out = np.minimum(np.asarray(hours, f) * half_rate, cap)
    out += restarts
    tc = np.asarray(campaign_hours, f)
    share = np.asarray(other_share, f)
    if np.ndim(one_server) or one_server != 1.0:
        share = share * campaign_scale(devices, one_server, server_devices)
    if tc.ndim == 0 and tc <= 0:
        out += share
    else:
        ramp = np.exp(np.asarray(hours, f) * (-1.0 / np.where(tc > 0, tc, 1e-300)))
        ramp *= -share
        ramp += share
        out += ramp
    return out


def checkpoint_hours(model_params, passes):
    """Hours a whole job spends moving its checkpoint: `passes` x a BF16 checkpoint (2 bytes per parameter, every
    parameter of an MoE) at the storage read rate (data/defaults.csv checkpoint_read_gbs); 0 passes switch it off."""
    from gpucompare.core.estimate.tables import default

    f = np.float64
    size_gb = np.asarray(model_params, f) * (default("checkpoint_bytes_per_param") / 1e9)
    return np.nan_to_num(np.asarray(passes, f) * size_gb / default("checkpoint_read_gbs") / 3600.0)


def job_time_h(fixed_hours):
    """A whole job's fixed time, hours, whatever its length: start-up, the model loaded, the data tokenised, the
    final evaluation and save (J; every device of the job waits through it)."""
    return np.asarray(fixed_hours, np.float64)
