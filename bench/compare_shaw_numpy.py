#!/usr/bin/env python3
"""PE Lab's Shaw summary against NumPy doing the same work.

    /usr/bin/python3 bench/compare_shaw_numpy.py --process [--positions N --dim D --clip K]

The work of `pelab-cli shaw --positions N --dim D --clip K --json` (the min and max of the
content, position and total terms over the N x N table), in NumPy as a researcher writes it:
the content term q @ k.T / sqrt(d) through its BLAS, the position term gathered from
q @ r.T / sqrt(d) at clip(s - t) + K, their sum, and min/max of each. --process runs it once
and exits, to be timed from outside as a whole process (e.g. /usr/bin/time -v) next to the
pelab-cli command; without it the script prints the in-process time, best of --repeats.
"""

import argparse
import json
import math
import sys
import time


def numpy_work(np, q, k, r, clip):
    n, d = q.shape
    content = q @ k.T / math.sqrt(d)
    offsets = np.arange(n)[None, :] - np.arange(n)[:, None]
    index = np.clip(offsets, -clip, clip) + clip
    position = np.take_along_axis(q @ r.T / math.sqrt(d), index, axis=1)
    total = content + position
    return {name: {"min": float(m.min()), "max": float(m.max())}
            for name, m in (("total", total), ("content", content), ("position", position))}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=4096)
    parser.add_argument("--dim", type=int, default=64)
    parser.add_argument("--clip", type=int, default=16)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--process", action="store_true",
                        help="run the work once (for whole-process timing) and exit")
    args = parser.parse_args()
    try:
        import numpy as np
    except ImportError:
        print(f"NumPy is not installed for {sys.executable}: nothing to compare.")
        return 0
    rng = np.random.default_rng(1)
    n, d, clip = args.positions, args.dim, args.clip
    q, k = rng.standard_normal((n, d)), rng.standard_normal((n, d))
    r = rng.standard_normal((2 * clip + 1, d))
    if args.process:
        print(json.dumps(numpy_work(np, q, k, r, clip)))
        return 0
    best = math.inf
    for _ in range(args.repeats):
        start = time.perf_counter()
        numpy_work(np, q, k, r, clip)
        best = min(best, time.perf_counter() - start)
    print(f"N = {n}, d = {d}, K = {clip}: NumPy content + gathered position term, min/max "
          f"{1e3 * best:.1f} ms (best of {args.repeats})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
