"""What every benchmark result records about the machine it ran on.

The numbers in ``bench/results/`` come from a small virtual machine; ``steal_percent`` is the share
of CPU time the hypervisor gave to other guests while the benchmark ran. Latencies measured under
double-digit steal are not comparable with quiet runs: read them with it.
"""

from __future__ import annotations

import os
import platform
from pathlib import Path
from typing import Any

_STAT = Path("/proc/stat")


def _cpu_times() -> tuple[int, int, int] | None:
    """(steal, idle + iowait, total) jiffies over all CPUs since boot, or None where /proc/stat is
    missing."""
    try:
        fields = _STAT.read_text().splitlines()[0].split()[1:]
    except OSError:
        return None
    values = [int(v) for v in fields]
    return (values[7] if len(values) > 7 else 0), values[3] + values[4], sum(values)


class StealMeter:
    """CPU steal between ``start()`` and ``percent()`` (None where the kernel does not say)."""

    def __init__(self) -> None:
        self._start = _cpu_times()

    def percent(self) -> float | None:
        """Steal as a percentage of all CPU time since the meter was made."""
        return self._share(0)

    def busy_percent(self) -> float | None:
        """The share of all CPUs' time since the meter was made that was not idle (steal counts
        as busy: the guest wanted the CPU)."""
        idle = self._share(1)
        return None if idle is None else round(100 - idle, 1)

    def _share(self, field: int) -> float | None:
        end = _cpu_times()
        if self._start is None or end is None or end[2] == self._start[2]:
            return None
        return round(100 * (end[field] - self._start[field]) / (end[2] - self._start[2]), 1)


def describe(steal: StealMeter | None = None, **versions: str) -> dict[str, Any]:
    """Cores, memory, Python, platform, extra versions and, with a meter, the steal percentage."""
    info: dict[str, Any] = {
        "cores": os.cpu_count(),
        "memory_gb": round(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2**30, 1),
        "python": platform.python_version(),
        "platform": platform.platform(),
        **versions,
    }
    if steal is not None:
        info["steal_percent"] = steal.percent()
    return info
