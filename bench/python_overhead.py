#!/usr/bin/env python3
"""What a call of the Python package pelab costs over the C++ it runs.

Times, in this process, pelab.sinusoidal(positions=8, dim=16) (a small table: what a call
costs) and pelab.rope.report(positions=4096, dim=128) (a long kernel: the GIL released, the
report parsed), then runs build/bin/bench_python, which times the same work in C++: core's
kernel alone and the in-process pelab-cli command (CliCall) the package calls. Prints each
time, the call's overhead over the kernel and the ratio.

    PYTHONPATH=build/python /usr/bin/python3 bench/python_overhead.py --bench build/bin/bench_python
"""
import argparse
import json
import statistics
import subprocess
import timeit

import pelab


def small_call(repeat):
    number = 2000
    times = timeit.repeat("pelab.sinusoidal(positions=8, dim=16)", globals={"pelab": pelab},
                          number=number, repeat=repeat)
    return min(times) / number, statistics.median(times) / number


def rope_report(repeat):
    pelab.rope.report(positions=4096, dim=128)  # warm: threads, pages
    times = timeit.repeat("pelab.rope.report(positions=4096, dim=128)",
                          globals={"pelab": pelab}, number=1, repeat=repeat)
    return min(times), statistics.median(times)


def cpp(bench, repeat):
    out = subprocess.run([bench, "--benchmark_format=json", f"--benchmark_repetitions={repeat}",
                          "--benchmark_report_aggregates_only=true"],
                         check=True, capture_output=True, text=True).stdout
    found = {}
    for entry in json.loads(out)["benchmarks"]:
        name = entry["run_name"].split("/")[0]
        scale = {"us": 1e-6, "ms": 1e-3, "ns": 1e-9}[entry["time_unit"]]
        found.setdefault(name, {})[entry["aggregate_name"]] = entry["real_time"] * scale
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--bench", default="build/bin/bench_python")
    parser.add_argument("--repeat", type=int, default=11)
    args = parser.parse_args()

    small_min, small_median = small_call(args.repeat)
    rope_min, rope_median = rope_report(args.repeat)
    c = cpp(args.bench, args.repeat)
    kernel = c["BM_SinusoidalTableKernel"]
    call = c["BM_SinusoidalTableCliCall"]
    rope_kernel = c["BM_RopeReportKernel"]
    rope_call = c["BM_RopeReportCliCall"]

    print("what                                          min        median")
    print(f"pelab.sinusoidal(positions=8, dim=16)   {small_min * 1e6:9.1f} µs {small_median * 1e6:9.1f} µs")
    print(f"  C++ CliCall (the command in process)  {call['min'] * 1e6:9.1f} µs {call['median'] * 1e6:9.1f} µs")
    print(f"  C++ kernel sinusoidalTable            {kernel['min'] * 1e6:9.1f} µs {kernel['median'] * 1e6:9.1f} µs")
    print(f"  the call's overhead over the kernel   {(small_min - kernel['min']) * 1e6:9.1f} µs "
          f"{(small_median - kernel['median']) * 1e6:9.1f} µs   (target < 20 µs)")
    print(f"pelab.rope.report(positions=4096, dim=128) {rope_min * 1e3:6.1f} ms {rope_median * 1e3:9.1f} ms")
    print(f"  C++ CliCall                           {rope_call['min'] * 1e3:9.1f} ms {rope_call['median'] * 1e3:9.1f} ms")
    print(f"  C++ kernel analyzeRope                {rope_kernel['min'] * 1e3:9.1f} ms {rope_kernel['median'] * 1e3:9.1f} ms")
    print(f"  ratio to the kernel                   {rope_min / rope_kernel['min']:9.3f}×  "
          f"{rope_median / rope_kernel['median']:9.3f}×   (target ≤ 1.1×)")


if __name__ == "__main__":
    main()
