#!/usr/bin/env python3
"""PE Lab's sinusoidal kernel against NumPy and against plain memory writes.

Run with a Python that has NumPy (on Debian: /usr/bin/python3 with python3-numpy):

    /usr/bin/python3 bench/compare_numpy.py [--bench build/bin/bench_sinusoidal]
                                            [--cli build/bin/pelab-cli]

(a) runs bench_sinusoidal (JSON output) for the 8192 x 1024 float64 table and the std::fill of
    as many doubles into the same kind of buffer;
(b) times NumPy evaluating the popular PyTorch module's formula for the same table in float64;
(c) times whole processes: `pelab-cli sinusoidal --positions 16384 --dim 1024 --json` against
    a Python process that imports NumPy and computes the same table (target: ours >= 4x faster).
Every figure is the best of several runs: this measures what the machine can do, not the noise
of whatever else is running on it.
"""

import argparse
import json
import math
import os
import platform
import subprocess
import sys
import tempfile
import time

NUMPY_SNIPPET = """
import math
import numpy as np
n, d, base = {n}, {d}, 10000.0
position = np.arange(n, dtype=np.float64)[:, None]
div_term = np.exp(np.arange(0, d, 2, dtype=np.float64) * (-math.log(base) / d))
pe = np.empty((n, d), dtype=np.float64)
pe[:, 0::2] = np.sin(position * div_term)
pe[:, 1::2] = np.cos(position * div_term)
"""


def numpy_table(np, n, d, base=10000.0):
    """The PyTorch module's formula, in NumPy float64."""
    position = np.arange(n, dtype=np.float64)[:, None]
    div_term = np.exp(np.arange(0, d, 2, dtype=np.float64) * (-math.log(base) / d))
    pe = np.empty((n, d), dtype=np.float64)
    pe[:, 0::2] = np.sin(position * div_term)
    pe[:, 1::2] = np.cos(position * div_term)
    return pe


def best_of(repeats, function):
    best = math.inf
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - start)
    return best


def cpu_model():
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def run_bench(binary, repetitions):
    """Minimum real time in ms of each benchmark, from bench_sinusoidal's JSON output."""
    command = [
        binary,
        "--benchmark_filter=^BM_(SinusoidalFill|WriteDoubles)/8192/1024",
        "--benchmark_format=json",
        f"--benchmark_repetitions={repetitions}",
        "--benchmark_min_time=0.2",
    ]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    results = {}
    for entry in json.loads(output)["benchmarks"]:
        if entry.get("run_type") == "aggregate":
            continue  # recomputed below from the individual repetitions
        scale = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}[entry["time_unit"]]
        name = entry["run_name"].split("/real_time")[0]
        ms = entry["real_time"] * scale
        results[name] = min(results.get(name, math.inf), ms)
    return results


def time_process(command, runs, env=None):
    def once():
        subprocess.run(command, check=True, stdout=subprocess.DEVNULL, env=env)

    once()  # warm the page cache
    return best_of(runs, once)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bench", default="build/bin/bench_sinusoidal",
                        help="the bench_sinusoidal binary (default %(default)s)")
    parser.add_argument("--cli", default="build/bin/pelab-cli",
                        help="the pelab-cli binary (default %(default)s)")
    parser.add_argument("--repeats", type=int, default=10,
                        help="repetitions of each in-process timing (default %(default)s)")
    parser.add_argument("--runs", type=int, default=7,
                        help="runs of each whole process (default %(default)s)")
    args = parser.parse_args()

    try:
        import numpy as np
    except ImportError:
        print(f"NumPy is not installed for {sys.executable}: nothing to compare.\n"
              "Run this script with a Python that has it, e.g. /usr/bin/python3 on Debian "
              "with python3-numpy.")
        return 0

    print(f"CPU: {cpu_model()}, {os.cpu_count()} logical CPUs; "
          f"Python {platform.python_version()} ({sys.executable}), NumPy {np.__version__}")
    if os.environ.get("OPENBLAS_CORETYPE"):
        print(f"OPENBLAS_CORETYPE={os.environ['OPENBLAS_CORETYPE']} (irrelevant to sin/cos)")
    n, d = 8192, 1024
    print(f"\n(a, b) {n} x {d} float64 table, best of {args.repeats}")

    ours = write = None
    if os.path.exists(args.bench):
        results = run_bench(args.bench, args.repeats)
        ours = results.get(f"BM_SinusoidalFill/{n}/{d}")
        write = results.get(f"BM_WriteDoubles/{n}/{d}")
        print(f"  PE Lab fillSinusoidal      {ours:8.2f} ms")
        print(f"  std::fill, same buffer     {write:8.2f} ms   "
              f"(kernel / write = {ours / write:.2f}x; requirement <= 3x)")
    else:
        print(f"  {args.bench} not found: build the bench_sinusoidal target first")

    numpy_ms = 1e3 * best_of(args.repeats, lambda: numpy_table(np, n, d))
    print(f"  NumPy, PyTorch formula     {numpy_ms:8.2f} ms", end="")
    print(f"   (NumPy / PE Lab = {numpy_ms / ours:.1f}x)" if ours else "")

    big = 16384
    print(f"\n(c) whole processes, {big} x {d}, best of {args.runs} runs")
    if not os.path.exists(args.cli):
        print(f"  {args.cli} not found: skipped (build the pelab-cli target, or pass --cli)")
        return 0

    # The same table from both sides agrees to 1e-12 (exp/log against pow for ω only).
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "pe.npy")
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        subprocess.run([args.cli, "sinusoidal", "--positions", "2048", "--dim", str(d),
                        "--npy", path], check=True, stdout=subprocess.DEVNULL, env=env)
        difference = np.max(np.abs(np.load(path) - numpy_table(np, 2048, d)))
        print(f"  agreement, 2048 x {d}: max |PE Lab - NumPy| = {difference:.2g}")

    cli_command = [args.cli, "sinusoidal", "--positions", str(big), "--dim", str(d), "--json"]
    cli_s = time_process(cli_command, args.runs, env)
    numpy_command = [sys.executable, "-c", NUMPY_SNIPPET.format(n=big, d=d)]
    numpy_s = time_process(numpy_command, args.runs)
    print(f"  {' '.join(cli_command[1:])}   {1e3 * cli_s:8.1f} ms  (table and property checks)")
    print(f"  {os.path.basename(sys.executable)} -c 'import numpy; <same table>'"
          f"{' ' * 13}{1e3 * numpy_s:8.1f} ms")
    verdict = "meets" if numpy_s / cli_s >= 4.0 else "MISSES"
    print(f"  NumPy process / pelab-cli process = {numpy_s / cli_s:.2f}x "
          f"({verdict} the 4x target)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
