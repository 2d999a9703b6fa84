#!/usr/bin/env python3
"""PE Lab's RoPE score matrix and invariance check against NumPy doing the same work.

    /usr/bin/python3 bench/compare_rope_numpy.py [--bench build/bin/bench_rope]
    /usr/bin/python3 bench/compare_rope_numpy.py --process [--positions N --dim D]
    /usr/bin/python3 bench/compare_rope_numpy.py --gemm

--process runs the NumPy work once and exits: the whole-process counterpart of
`pelab-cli rope --positions N --dim D --json`, to be timed from outside (e.g. /usr/bin/time -v).
--gemm prints the GFLOP/s of NumPy's BLAS on the score kernel's shapes (N x d times d x N) and
which BLAS NumPy runs on (threadpoolctl when installed, otherwise numpy.show_config()).
Run NumPy on OpenBLAS (Debian: libopenblas0-pthread) for the comparison the README quotes.

Both sides, N = 4096 positions, d = 128, float64, interleaved pairs, base 10000:
rotate a fixed q and k to every position (N x d each), the N x N product Q K^T / sqrt(d)
(NumPy: its BLAS through `@`), and for every offset the spread max - min along the diagonal
(NumPy: the matrix skewed so that each offset is a column, then max/min down the columns).
Every figure is the best of several runs.
"""

import argparse
import json
import math
import os
import platform
import subprocess
import sys
import time


def numpy_work(np, q, k, n, d, base=10000.0):
    theta = base ** (-np.arange(0, d, 2, dtype=np.float64) / d)
    angles = np.arange(n, dtype=np.float64)[:, None] * theta[None, :]
    c, s = np.cos(angles), np.sin(angles)

    def rotate(x):
        out = np.empty((n, d))
        out[:, 0::2] = x[0::2] * c - x[1::2] * s
        out[:, 1::2] = x[0::2] * s + x[1::2] * c
        return out

    a = rotate(q) @ rotate(k).T / math.sqrt(d)
    # Offset s - t of cell (t, s) is column s - t + n - 1 of the skewed matrix.
    skewed = np.full((n, 2 * n - 1), np.nan)
    rows = np.arange(n)[:, None]
    skewed[rows, np.arange(n)[None, :] - rows + n - 1] = a
    spread = np.nanmax(skewed, axis=0) - np.nanmin(skewed, axis=0)
    return a, spread


def best_of(repeats, function):
    best = math.inf
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - start)
    return best


def run_bench(binary, repetitions):
    command = [binary, "--benchmark_filter=^BM_Rope(Scores|ScoresAndInvariance|Analysis)/",
               "--benchmark_format=json", f"--benchmark_repetitions={repetitions}"]
    output = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    results = {}
    for entry in json.loads(output)["benchmarks"]:
        if entry.get("run_type") == "aggregate":
            continue
        scale = {"ns": 1e-6, "us": 1e-3, "ms": 1.0, "s": 1e3}[entry["time_unit"]]
        name = entry["run_name"].split("/real_time")[0]
        results[name] = min(results.get(name, math.inf), entry["real_time"] * scale)
    return results


def blas_name(np):
    try:
        from threadpoolctl import threadpool_info
        return ", ".join(f"{i.get('internal_api')} {i.get('version')} ({i.get('num_threads')} threads)"
                         for i in threadpool_info() if i.get("user_api") == "blas")
    except ImportError:
        np.show_config()
        return "see numpy.show_config() above"


def gemm_rates(np, repeats):
    print(f"NumPy {np.__version__}, BLAS: {blas_name(np)}")
    rng = np.random.default_rng(1)
    for n, d in ((4096, 128), (4096, 64)):
        a, b = rng.standard_normal((n, d)), rng.standard_normal((n, d))
        seconds = best_of(repeats, lambda: a @ b.T)
        print(f"  NumPy a @ b.T, {n} x {d} x {n}: {1e3 * seconds:8.1f} ms, "
              f"{2 * n * n * d / seconds * 1e-9:6.1f} GFLOP/s")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bench", default="build/bin/bench_rope")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--process", action="store_true",
                        help="run the NumPy work once (for whole-process timing) and exit")
    parser.add_argument("--gemm", action="store_true", help="NumPy's BLAS GFLOP/s and exit")
    parser.add_argument("--positions", type=int, default=4096)
    parser.add_argument("--dim", type=int, default=128)
    args = parser.parse_args()
    try:
        import numpy as np
    except ImportError:
        print(f"NumPy is not installed for {sys.executable}: nothing to compare.")
        return 0
    if args.process:
        rng = np.random.default_rng(1)
        q, k = rng.standard_normal(args.dim), rng.standard_normal(args.dim)
        _, spread = numpy_work(np, q, k, args.positions, args.dim)
        print(json.dumps({"max_invariance_error": float(spread.max())}))
        return 0
    if args.gemm:
        gemm_rates(np, args.repeats)
        return 0
    n, d = 4096, 128
    print(f"{os.cpu_count()} logical CPUs; Python {platform.python_version()}, "
          f"NumPy {np.__version__}")
    rng = np.random.default_rng(1)
    q, k = rng.standard_normal(d), rng.standard_normal(d)
    numpy_s = best_of(args.repeats, lambda: numpy_work(np, q, k, n, d))
    print(f"N = {n}, d = {d}, best of {args.repeats}")
    print(f"  NumPy: rotate, matmul, diagonal spreads   {1e3 * numpy_s:9.1f} ms")
    if not os.path.exists(args.bench):
        print(f"  {args.bench} not found: build the bench_rope target first")
        return 0
    results = run_bench(args.bench, args.repeats)
    ours = results[f"BM_RopeScoresAndInvariance/{n}/{d}"]
    print(f"  PE Lab: ropeScores + invarianceCheck      {ours:9.1f} ms"
          f"   (NumPy / PE Lab = {1e3 * numpy_s / ours:.1f}x)")
    print(f"  PE Lab: the GEMM alone                    {results[f'BM_RopeScores/{n}/{d}']:9.1f} ms")
    print(f"  PE Lab: whole analysis (+ exact, rotation) {results[f'BM_RopeAnalysis/{n}/{d}']:8.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
