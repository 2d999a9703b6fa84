#!/usr/bin/env python3
"""PE Lab's relative profiles (the Compare tab) against NumPy doing the same work.

    /usr/bin/python3 bench/compare_profiles_numpy.py [--max-distance D] [--normalise unit] [--repeat N]
    /usr/bin/python3 bench/compare_profiles_numpy.py --process --max-distance D --csv np.csv

The work of
    pelab-cli compare --profiles sinusoidal,rope,rope-bound,alibi,shaw --max-distance D \\
        --normalise unit --csv out.csv
computed from the formulas, not from PE Lab's code, in NumPy as a researcher writes it, with the
tabs' default parameters, for Δ = 0 … D (a key Δ positions before the query):

  sinusoidal  d = 512, base 10000: Σ_{i<d/2} cos(ω_i Δ), ω_i = base^(−2i/d)
              (np.cos of the outer product Δ × ω, summed along ω)
  rope        d = 64, base 10000, no scaling, attention factor 1: the expected score
              (2/√d)·Σ_{i<d/2} cos(θ_i Δ), θ_i = base^(−2i/d)
  rope-bound  RoFormer's bound (1/(d/2))·Σ_{j=1}^{d/2} |S_j|, S_j = Σ_{i<j} e^{iΔθ_i}: complex
              exponentials of the outer product Δ × θ, np.cumsum along the pairs, abs, mean
  alibi       12 heads, the reference code's slopes (ofirpress/attention_with_linear_biases,
              get_slopes): centre −mean(m)·Δ, band −max(m)·Δ … −min(m)·Δ
  shaw        N = 64 queries, d = 16, K = 4: the values q_t·r_clip(−Δ)/√d over t = 0 … N − 1,
              centre np.median, band min … max (q @ r.T through the BLAS, the statistics of
              the K + 1 columns r_0 … r_−K, gathered at min(Δ, K))

then normalised per curve (--normalise, default unit: each curve and its band divided by its
largest |value|; none; at-zero: divided by the centre at Δ = 0, band edges swapped when that is
negative; z: (f − mean(centre)) / std(centre), ddof 0) exactly as pelab-cli does, and written
with --csv as pelab-cli's CSV: header
    distance,sinusoidal,rope,rope-bound,alibi_min,alibi_mean,alibi_max,shaw_min,shaw_median,shaw_max
CRLF line ends, Δ as an integer, each number as C++ std::to_chars writes it (the shortest text
that reads back as the same double, fixed or scientific whichever is shorter, fixed on a tie:
"1", "0.5", "1e-05", "0.001"; 0 and −0 as "0"). That is not Python's repr ("1.0", "0.0001").

Shaw's q and r: PE Lab draws them from its own portable seeded generator (seed 42), which this
script does not reproduce. --shaw-q Q.npy --shaw-rel R.npy read them (N × d and (2K + 1) × d,
row 0 = r_−K; pelab-cli shaw --view relative --npy R.npy writes r, but no Shaw view writes q).
Without them q, k and r are drawn from numpy.random.default_rng(42).standard_normal (q, then k,
then r): the Shaw columns then differ from PE Lab's seeded ones, the work is the same. To compare
them exactly, save those arrays with --shaw-save DIR (q.npy, k.npy, rel.npy) and give PE Lab the
same ones:
    pelab-cli compare ... --settings "shaw.q=DIR/q.npy; shaw.k=DIR/k.npy; shaw.rel=DIR/rel.npy"

--process runs the work once as a user would (compute, normalise, write --csv if given) and
prints nothing, to be timed from outside as a whole process (e.g. bench/alternate.py or
/usr/bin/time -v) next to the pelab-cli command; without it the script times the computation and
normalisation in process, best of --repeat, and prints that (and writes --csv once after).
"""

import argparse
import math
import os
import sys
import time

SINUSOIDAL_DIM, SINUSOIDAL_BASE = 512, 10000.0
ROPE_DIM, ROPE_BASE = 64, 10000.0
ALIBI_HEADS = 12
SHAW_POSITIONS, SHAW_DIM, SHAW_CLIP, SHAW_SEED = 64, 16, 4, 42
MAX_PROFILE_DISTANCE = 1 << 20  # pelab::kMaxProfileDistance
CHUNK_ELEMENTS = 1 << 21  # rows of an outer product per chunk: about 16 MiB of float64 at a time

COLUMNS = ["sinusoidal", "rope", "rope-bound", "alibi_min", "alibi_mean", "alibi_max",
           "shaw_min", "shaw_median", "shaw_max"]


def in_chunks(np, deltas, width, row_function):
    """row_function(deltas[a:b]) for chunks of Δ, concatenated (bounded memory for large D)."""
    step = max(1, CHUNK_ELEMENTS // width)
    if len(deltas) <= step:
        return row_function(deltas)
    return np.concatenate([row_function(deltas[a:a + step]) for a in range(0, len(deltas), step)])


def cosine_sum(np, deltas, frequencies, scale):
    return in_chunks(np, deltas, len(frequencies),
                     lambda x: scale * np.cos(np.outer(x, frequencies)).sum(axis=1))


def rope_bound(np, deltas, theta):
    return in_chunks(np, deltas, len(theta),
                     lambda x: np.abs(np.cumsum(np.exp(1j * np.outer(x, theta)), axis=1))
                     .mean(axis=1))


def alibi_slopes(np, heads):
    """get_slopes of the ALiBi reference code, with start^h written as 2^(−8h/n)."""
    def power_of_two(n):
        return np.exp2(-8.0 * np.arange(1, n + 1) / n)  # start = 2^(−8/n), start^h, h = 1 … n
    if heads & (heads - 1) == 0:
        return power_of_two(heads)
    closest = 1 << (heads.bit_length() - 1)
    return np.concatenate([power_of_two(closest),
                           power_of_two(2 * closest)[0::2][:heads - closest]])


def profiles(np, max_distance, q, r):
    """{name: (centre, lower, upper)} for Δ = 0 … D, lower and upper None without a band."""
    deltas = np.arange(max_distance + 1, dtype=np.float64)
    out = {}
    omega = SINUSOIDAL_BASE ** (-2.0 * np.arange(SINUSOIDAL_DIM // 2) / SINUSOIDAL_DIM)
    out["sinusoidal"] = (cosine_sum(np, deltas, omega, 1.0), None, None)
    theta = ROPE_BASE ** (-2.0 * np.arange(ROPE_DIM // 2) / ROPE_DIM)
    out["rope"] = (cosine_sum(np, deltas, theta, 2.0 / math.sqrt(ROPE_DIM)), None, None)
    out["rope-bound"] = (rope_bound(np, deltas, theta), None, None)
    m = alibi_slopes(np, ALIBI_HEADS)
    out["alibi"] = (-m.mean() * deltas, -m.max() * deltas, -m.min() * deltas)
    clip = (r.shape[0] - 1) // 2
    # Only r_0, r_−1 … r_−K are used (rows K, K − 1 … 0): clip(−Δ) = −min(Δ, K).
    used = min(clip, max_distance) + 1
    values = q @ r[clip - np.arange(used)].T / math.sqrt(q.shape[1])  # N × used
    index = np.minimum(np.arange(max_distance + 1), clip)
    out["shaw"] = (np.median(values, axis=0)[index], values.min(axis=0)[index],
                   values.max(axis=0)[index])
    return out


def normalise(np, name, curve, how):
    centre, lower, upper = curve
    parts = [p for p in (centre, lower, upper) if p is not None]
    shift, divisor = 0.0, 1.0
    if how == "none":
        return curve
    if how == "at-zero":
        divisor = centre[0]
        if divisor == 0.0 or not math.isfinite(divisor):
            raise ValueError(f"{name} is 0 at distance 0, so it cannot be divided by its value "
                             f"there (normalise at-zero)")
    elif how == "unit":
        divisor = max(float(np.abs(p).max()) for p in parts)
        if divisor == 0.0:
            raise ValueError(f"{name} is 0 at every distance (normalise unit)")
    elif how == "z":
        shift, divisor = centre.mean(), centre.std()
        if not divisor > 0.0:
            raise ValueError(f"{name} is the same at every distance (normalise z)")
    centre, lower, upper = ((p - shift) / divisor if p is not None else None
                            for p in (centre, lower, upper))
    if divisor < 0.0:  # a negative divisor turns the band upside down
        lower, upper = upper, lower
    return centre, lower, upper


def work(np, max_distance, how, q, r):
    """The nine CSV columns, (D + 1) × 9, normalised."""
    shown = {name: normalise(np, name, curve, how)
             for name, curve in profiles(np, max_distance, q, r).items()}
    columns = [shown["sinusoidal"][0], shown["rope"][0], shown["rope-bound"][0]]
    for name in ("alibi", "shaw"):
        centre, lower, upper = shown[name]
        columns += [lower, centre, upper]
    return np.column_stack(columns)


def to_chars(value):
    """C++ std::to_chars(double) (plain): the shortest round-trip digits, fixed or scientific
    whichever is shorter (fixed on a tie); 0 and −0 as "0", as pelab::appendDouble writes."""
    if value != value:
        return "nan"
    if value in (math.inf, -math.inf):
        return "inf" if value > 0 else "-inf"
    if value == 0.0:
        return "0"
    text = repr(value)  # the shortest round-trip digits (David Gay's, as Ryu's)
    if "e" not in text and not text.endswith(".0") and not text.lstrip("-").startswith("0.000"):
        return text  # |value| ≥ 0.001, not an integer: fixed is the shorter, as repr writes it
    sign = "-" if text[0] == "-" else ""
    mantissa, _, exponent = text.lstrip("-").partition("e")
    whole, _, fraction = mantissa.partition(".")
    digits = (whole + fraction).lstrip("0")
    # Decimal exponent of the first significant digit.
    point = len(whole) + (int(exponent) if exponent else 0)  # digits before the point
    leading = len(whole + fraction) - len((whole + fraction).lstrip("0"))
    x = point - leading - 1
    digits = digits.rstrip("0") or "0"
    n = len(digits)
    scientific = digits[0] + ("." + digits[1:] if n > 1 else "") + \
        ("e-" if x < 0 else "e+") + f"{abs(x):02d}"
    if x >= 0:
        fixed_length = x + 1 if n <= x + 1 else n + 1
    else:
        fixed_length = 1 + (-x) + n  # "0." then −x − 1 zeros then the digits
    if fixed_length > len(scientific):
        return sign + scientific
    if n <= x + 1:
        return sign + str(int(abs(value)))  # an integer: its exact digits
    if x >= 0:
        return sign + digits[:x + 1] + "." + digits[x + 1:]
    return sign + "0." + "0" * (-x - 1) + digits


def csv_text(table):
    lines = [",".join(["distance"] + COLUMNS)]
    for delta, row in enumerate(table.tolist()):
        lines.append(",".join([str(delta)] + [to_chars(v) for v in row]))
    return "\r\n".join(lines) + "\r\n"


def write_csv(path, table):
    with open(path, "w", newline="", encoding="ascii") as f:
        f.write(csv_text(table))


def shaw_arrays(np, args):
    if (args.shaw_q is None) != (args.shaw_rel is None):
        raise ValueError("--shaw-q and --shaw-rel must be given together")
    if args.shaw_q is not None:
        q, r = np.load(args.shaw_q).astype(np.float64), np.load(args.shaw_rel).astype(np.float64)
        if q.ndim != 2 or r.ndim != 2 or r.shape[0] % 2 == 0 or r.shape[1] != q.shape[1]:
            raise ValueError(f"q must be N x d and r (2K + 1) x d (got {q.shape} and {r.shape})")
        return q, None, r
    rng = np.random.default_rng(SHAW_SEED)
    q = rng.standard_normal((SHAW_POSITIONS, SHAW_DIM))
    k = rng.standard_normal((SHAW_POSITIONS, SHAW_DIM))
    r = rng.standard_normal((2 * SHAW_CLIP + 1, SHAW_DIM))
    return q, k, r


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--max-distance", type=int, default=4096, metavar="D")
    parser.add_argument("--normalise", choices=("none", "at-zero", "unit", "z"), default="unit")
    parser.add_argument("--csv", metavar="PATH", help="write the table as pelab-cli's CSV")
    parser.add_argument("--shaw-q", metavar="Q.npy", help="Shaw's queries q, N x d")
    parser.add_argument("--shaw-rel", metavar="R.npy", help="Shaw's r, (2K + 1) x d, row 0 r_-K")
    parser.add_argument("--shaw-save", metavar="DIR",
                        help="save the drawn q, k, r as DIR/q.npy, k.npy, rel.npy for pelab-cli")
    parser.add_argument("--repeat", type=int, default=5, metavar="N")
    parser.add_argument("--process", action="store_true",
                        help="run the work once (for whole-process timing) and exit")
    args = parser.parse_args()
    try:
        import numpy as np
    except ImportError:
        print(f"NumPy is not installed for {sys.executable}: nothing to compare.")
        return 0
    if not 1 <= args.max_distance <= MAX_PROFILE_DISTANCE:
        parser.error(f"--max-distance must be from 1 to {MAX_PROFILE_DISTANCE}")
    try:
        q, k, r = shaw_arrays(np, args)
        if args.shaw_save:
            if k is None:
                raise ValueError("--shaw-save saves the drawn arrays, not loaded ones")
            os.makedirs(args.shaw_save, exist_ok=True)
            for name, array in (("q", q), ("k", k), ("rel", r)):
                np.save(os.path.join(args.shaw_save, name + ".npy"), array)
        if args.process:
            table = work(np, args.max_distance, args.normalise, q, r)
            if args.csv:
                write_csv(args.csv, table)
            return 0
        best = math.inf
        for _ in range(max(1, args.repeat)):
            start = time.perf_counter()
            table = work(np, args.max_distance, args.normalise, q, r)
            best = min(best, time.perf_counter() - start)
    except ValueError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(f"D = {args.max_distance}, normalise {args.normalise}: NumPy sinusoidal, rope, "
          f"rope-bound, alibi, shaw profiles {1e3 * best:.2f} ms (best of {max(1, args.repeat)})")
    if args.csv:
        start = time.perf_counter()
        write_csv(args.csv, table)
        print(f"  writing {args.csv}: {1e3 * (time.perf_counter() - start):.1f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
