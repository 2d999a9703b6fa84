#!/usr/bin/env python3
"""PE Lab's T5 bucket map against the same map in NumPy.

Run with a Python that has NumPy (on Debian: /usr/bin/python3 with python3-numpy):

    /usr/bin/python3 bench/compare_buckets_numpy.py [--bench build/bin/bench_buckets]

(a) runs bench_buckets (JSON output) for BM_BucketMap at N = 512 and 4096 (T5, 32 buckets,
    max_distance 128, bidirectional: an int64 N x N map, allocated and filled);
(b) times NumPy computing the same map as transformers' T5Attention.compute_bias does before the
    embedding lookup: relative_position = memory - context (int64), the float32 log part
    (np.log on float32, each Python number a float32), .astype(np.int64) truncation, int64
    result; and prints NumPy / PE Lab;
(c) checks that both give the same map: bench_buckets --write_map writes PE Lab's as an .npy,
    at the defaults and at configurations where float32 decides a bucket (T5 34/27 at
    |r| = 12, 18 and 62/532 at |r| = 218, where float32 and exact arithmetic part).
Every time is the best of several runs.
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


def numpy_t5_map(np, n, num_buckets=32, max_distance=128, bidirectional=True):
    """transformers' _relative_position_bucket over compute_bias's relative positions."""
    context = np.arange(n, dtype=np.int64)[:, None]
    memory = np.arange(n, dtype=np.int64)[None, :]
    relative = memory - context
    buckets = np.zeros((n, n), dtype=np.int64)
    if bidirectional:
        num_buckets //= 2
        buckets += (relative > 0).astype(np.int64) * num_buckets
        relative = np.abs(relative)
    else:
        relative = -np.minimum(relative, 0)
    max_exact = num_buckets // 2
    is_small = relative < max_exact
    with np.errstate(divide="ignore", invalid="ignore"):
        large = (np.log(relative.astype(np.float32) / np.float32(max_exact))
                 / np.float32(math.log(max_distance / max_exact))
                 * np.float32(num_buckets - max_exact))
    # .to(torch.long) of the -inf at r = 0 (never selected) is left to NumPy's cast: masked here.
    large = np.where(is_small, 0, large).astype(np.int64) + max_exact
    large = np.minimum(large, num_buckets - 1)
    return buckets + np.where(is_small, relative, large)


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
    """Minimum real time in ms of each BM_BucketMap size, from bench_buckets' JSON output."""
    command = [binary, "--benchmark_filter=^BM_BucketMap/", "--benchmark_format=json",
               f"--benchmark_repetitions={repetitions}", "--benchmark_min_time=0.2"]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    results = {}
    for entry in json.loads(output)["benchmarks"]:
        if entry.get("run_type") == "aggregate":
            continue
        scale = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}[entry["time_unit"]]
        name = entry["run_name"].split("/real_time")[0]
        results[name] = min(results.get(name, math.inf), entry["real_time"] * scale)
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bench", default="build/bin/bench_buckets",
                        help="the bench_buckets binary (default %(default)s)")
    parser.add_argument("--repeats", type=int, default=10,
                        help="repetitions of each timing (default %(default)s)")
    args = parser.parse_args()
    try:
        import numpy as np
    except ImportError:
        print(f"NumPy is not installed for {sys.executable}: nothing to compare.")
        return 0
    print(f"CPU: {cpu_model()}, {os.cpu_count()} logical CPUs; "
          f"Python {platform.python_version()} ({sys.executable}), NumPy {np.__version__}")
    have_bench = os.path.exists(args.bench)
    results = run_bench(args.bench, args.repeats) if have_bench else {}
    if not have_bench:
        print(f"{args.bench} not found: build the bench_buckets target first")
    print(f"\n(a, b) T5 32/128 bidirectional int64 map, best of {args.repeats}")
    for n in (512, 4096):
        numpy_ms = 1e3 * best_of(args.repeats, lambda: numpy_t5_map(np, n))
        ours = results.get(f"BM_BucketMap/{n}")
        line = f"  N = {n:5d}: NumPy {numpy_ms:8.2f} ms"
        if ours:
            line += f", PE Lab {ours:7.3f} ms, NumPy / PE Lab = {numpy_ms / ours:.1f}x"
        print(line)
    if not have_bench:
        return 0
    print("\n(c) the same map from both sides")
    with tempfile.TemporaryDirectory() as directory:
        for buckets, distance, n in ((32, 128, 4096), (320, 800, 2048), (34, 27, 512),
                                     (62, 532, 512)):
            path = os.path.join(directory, "map.npy")
            subprocess.run([args.bench, f"--write_map={path},{buckets},{distance},{n}"],
                           check=True)
            ours = np.load(path)
            theirs = numpy_t5_map(np, n, buckets, distance)
            differ = np.argwhere(ours != theirs)
            where = "" if not len(differ) else \
                f" (first at q = {differ[0][0]}, k = {differ[0][1]}: " \
                f"PE Lab {ours[tuple(differ[0])]}, NumPy {theirs[tuple(differ[0])]})"
            print(f"  {buckets}/{distance}, N = {n}: {len(differ)} cells differ{where}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
