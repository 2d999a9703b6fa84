#!/usr/bin/env python3
"""Whole-process timing of two commands, run in turn: one warm-up run of each, then N pairs
(A, then B), each run timed by GNU time (/usr/bin/time, Debian's `time` package) from its start
to its exit, start-up included. Prints each command's median wall time and peak memory and the
median of the pair-by-pair wall ratios A/B with their range: pairs run back to back share the
machine's load, which on a shared machine moves more than the ratio does.

    python3 bench/alternate.py -n 15 \\
        --a "build/bin/pelab-cli rope --positions 4096 --dim 128 --json" \\
        --b "env -u OPENBLAS_CORETYPE -u OPENBLAS_L2_SIZE /usr/bin/python3 \\
             bench/compare_rope_numpy.py --process --positions 4096 --dim 128"

The commands' output is thrown away; a command that fails stops the script with its exit status.
"""
import argparse
import os
import shlex
import statistics
import subprocess
import sys
import tempfile


def run(command, report):
    """Wall seconds and peak MiB of one run of `command`."""
    result = subprocess.run(["/usr/bin/time", "-f", "%e %M", "-o", report] + command,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    if result.returncode != 0:
        sys.exit(f"alternate.py: {shlex.join(command)} exited with {result.returncode}")
    with open(report) as f:
        wall, kib = f.read().split()[-2:]
    return float(wall), int(kib) / 1024.0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-n", type=int, default=15, help="pairs timed (default 15)")
    parser.add_argument("--a", required=True, help="command A")
    parser.add_argument("--b", required=True, help="command B")
    args = parser.parse_args()
    a, b = shlex.split(args.a), shlex.split(args.b)
    with tempfile.TemporaryDirectory() as directory:
        report = os.path.join(directory, "time")
        run(a, report)
        run(b, report)
        pairs = [(run(a, report), run(b, report)) for _ in range(args.n)]
    ratios = [ra[0] / rb[0] for ra, rb in pairs]
    for name, side in (("A", 0), ("B", 1)):
        walls = [p[side][0] for p in pairs]
        peaks = [p[side][1] for p in pairs]
        print(f"{name}: median {statistics.median(walls) * 1000:.0f} ms wall, "
              f"peak {statistics.median(peaks):.1f} MiB")
    print(f"A/B wall: median {statistics.median(ratios):.2f} "
          f"({min(ratios):.2f} - {max(ratios):.2f}), {args.n} pairs")


if __name__ == "__main__":
    main()
