#!/usr/bin/env python3
"""PE Lab's array-file readers and spectrum against NumPy, on a 1024 x 768 table.

    /usr/bin/python3 bench/compare_arrayfile_numpy.py [--bench build/bin/bench_arrayfile]

Runs bench_arrayfile (JSON output, minimum of 5 repetitions) and times NumPy doing the same
work from memory: np.frombuffer(...).astype(float64) for .npy/safetensors bytes, np.loadtxt
on the same CSV text, and np.abs(np.fft.rfft(x - mean, axis=0)) for the spectrum. Prints each
pair and the ratio PE Lab / NumPy (below 1: PE Lab is faster).
"""

import argparse
import io
import json
import math
import subprocess
import time

import numpy as np


def best_of(repeats, function):
    best = math.inf
    for _ in range(repeats):
        start = time.perf_counter()
        function()
        best = min(best, time.perf_counter() - start)
    return best * 1e3


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--bench", default="build/bin/bench_arrayfile")
    args = parser.parse_args()
    out = subprocess.run([args.bench, "--benchmark_format=json", "--benchmark_repetitions=5",
                          "--benchmark_report_aggregates_only=false"],
                         check=True, capture_output=True, text=True).stdout
    ours = {}
    for b in json.loads(out)["benchmarks"]:
        if b.get("run_type") == "iteration":
            name = b["run_name"]
            ours[name] = min(ours.get(name, math.inf), b["real_time"])

    i = np.arange(1024 * 768)
    table = (0.02 * np.sin(i * 0.618) * np.cos((i % 977) * 0.1)).reshape(1024, 768)
    f4 = table.astype("<f4").tobytes()
    f8 = table.tobytes()
    text = "\r\n".join(",".join(repr(float(v)) for v in row)
                       for row in table.astype("<f4").astype("<f8")) + "\r\n"
    numpy = {
        "BM_ReadNpyF4": best_of(20, lambda: np.frombuffer(f4, "<f4").astype("<f8").reshape(1024, 768)),
        "BM_ReadNpyF8": best_of(20, lambda: np.frombuffer(f8, "<f8").copy().reshape(1024, 768)),
        "BM_ReadSafetensorsF32": best_of(20, lambda: np.frombuffer(f4, "<f4").astype("<f8")),
        "BM_ReadCsv": best_of(3, lambda: np.loadtxt(io.StringIO(text), delimiter=",")),
        "BM_Spectrum/1024": best_of(5, lambda: np.abs(np.fft.rfft(table - table.mean(0), axis=0))),
        "BM_Spectrum/256": best_of(5, lambda: np.abs(np.fft.rfft(table[:256] - table[:256].mean(0), axis=0))),
    }
    print("%-24s %12s %12s %8s" % ("benchmark", "PE Lab ms", "NumPy ms", "ratio"))
    for name, theirs in numpy.items():
        mine = ours.get(name, math.nan)
        print("%-24s %12.2f %12.2f %8.2f" % (name, mine, theirs, mine / theirs))


if __name__ == "__main__":
    main()
