"""Shared helpers and constants of the unit tests of the Python package pelab against
pelab-cli (test_tables.py, test_reports.py, test_verdicts.py, test_refusals.py, test_runtime.py,
test_inprocess.py).

Not named test_*.py, so unittest discovery does not collect it; the tests import from it
(``from pelabtests import ...``), found because ``-s tests/python`` puts this folder on
sys.path. Run by ctest (tst_python), with the other test_*.py files of tests/python, as

    /usr/bin/python3 -m unittest discover -s tests/python -v

with PYTHONPATH=<build>/python and PELAB_CLI=<path of pelab-cli>; by hand, from the checkout:

    PYTHONPATH=build/python \
        /usr/bin/python3 -m unittest discover -s tests/python -v

Every array a function returns must equal, byte for byte, what ``pelab-cli ... --npy`` writes
for the same parameters; every report and verdict must equal the CLI's ``--json``; refusals
raise ValueError with the CLI's message; a cancelled computation raises KeyboardInterrupt; and
a loop of 10 000 calls must not leak.

The CLI is always given its options explicitly here (``cli_args``), never through the package,
so that a mistake in the package's translation of keyword arguments shows as a difference.
Array arguments are saved under the names the package gives its temporary files
(``<argname>.npy``, ``config.json``) and the CLI runs in that directory with relative names;
where pelab-cli's report names such a file by its absolute path, the directory is removed
(``without_directory``), as the package removes its temporary one, so whole dicts are compared.
"""

import contextlib
import csv
import gc
import json
import os
import subprocess
import tempfile
import unittest
import warnings

import numpy as np


# pelab-cli: $PELAB_CLI (ctest sets it), else the build tree's (build/bin/pelab-cli of this checkout).
PELAB_CLI = os.environ.get("PELAB_CLI") or os.path.join(
    os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))),
    "build", "bin", "pelab-cli")

# The modules of the package with their stubs (pelab/__init__.pyi for the package itself).
MODULES = ["alibi", "buckets", "compare", "learned", "rope", "shaw", "steplab"]

# A Llama 3.1 8B config.json as a dict (the keys the CLI's --config reads).
LLAMA31_CONFIG = {
    "architectures": ["LlamaForCausalLM"],
    "model_type": "llama",
    "hidden_size": 4096,
    "num_attention_heads": 32,
    "num_key_value_heads": 8,
    "head_dim": 128,
    "max_position_embeddings": 131072,
    "rope_theta": 500000.0,
    "rope_scaling": {
        "rope_type": "llama3",
        "factor": 8.0,
        "low_freq_factor": 1.0,
        "high_freq_factor": 4.0,
        "original_max_position_embeddings": 8192,
    },
}


# --------------------------------------------------------------------------------------------
# Helpers: the CLI, its files, and NumPy references.
# --------------------------------------------------------------------------------------------

def cli_args(command, **options):
    """pelab-cli's argument list for ``command`` and options given as keyword arguments:
    ``dot_offsets=8`` is ``--dot-offsets 8``, ``q=...`` is ``-q ...``, True a flag, a list or
    tuple comma-separated. Written independently of the package's own translation."""
    args = [command]
    for key, value in options.items():
        if value is None or value is False:
            continue
        name = key.replace("_", "-")
        option = ("-" if len(name) == 1 else "--") + name
        if value is True:
            args.append(option)
        elif isinstance(value, (list, tuple)):
            args += [option, ",".join(str(v) for v in value)]
        elif isinstance(value, float):
            args += [option, repr(value)]
        else:
            args += [option, str(value)]
    return args


def run_cli(args, cwd=None, status=0):
    """Runs pelab-cli with ``args``; asserts its exit status; returns the CompletedProcess."""
    process = subprocess.run([PELAB_CLI] + list(args), cwd=cwd, capture_output=True,
                             text=True, encoding="utf-8", timeout=120)
    if process.returncode != status:
        raise AssertionError(
            f"pelab-cli {' '.join(args)} exited with {process.returncode} (expected "
            f"{status})\nstderr: {process.stderr.strip()}")
    return process


def cli_npy(args, cwd=None):
    """The table ``pelab-cli ARGS --npy FILE`` writes, loaded with np.load."""
    with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
        path = os.path.join(directory, "out.npy")
        run_cli(list(args) + ["--npy", path], cwd=cwd)
        return np.load(path, allow_pickle=False)


def cli_npy_and_header(args, cwd=None):
    """The .npy table and the CSV header of ``pelab-cli ARGS`` (the CSV's first column is
    the row label, which the .npy does not hold)."""
    with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
        npy = os.path.join(directory, "out.npy")
        csv_path = os.path.join(directory, "out.csv")
        run_cli(list(args) + ["--npy", npy, "--csv", csv_path], cwd=cwd)
        with open(csv_path, newline="", encoding="utf-8") as file:
            header = next(csv.reader(file))
        return np.load(npy, allow_pickle=False), header


def cli_column(args, label):
    """Column ``label`` of the table of ``pelab-cli ARGS``, found by the CSV header (npy
    column j is CSV header cell j + 1)."""
    table, header = cli_npy_and_header(args)
    if label not in header[1:]:
        raise AssertionError(f"pelab-cli {' '.join(args)}: no column {label!r} in {header}")
    return np.ascontiguousarray(table[:, header.index(label) - 1])


def without_directory(value, directory):
    """``value`` (a report) with ``directory``/ removed from its strings: pelab-cli names a
    file argument by its absolute path, the package by the name alone ("cos.npy")."""
    if isinstance(value, str):
        for prefix in {os.path.join(directory, ""), os.path.join(os.path.realpath(directory), "")}:
            value = value.replace(prefix, "")
        return value
    if isinstance(value, list):
        return [without_directory(v, directory) for v in value]
    if isinstance(value, dict):
        return {k: without_directory(v, directory) for k, v in value.items()}
    return value


def cli_json(args, cwd=None):
    """``json.loads`` of what ``pelab-cli ARGS --json`` prints; run in ``cwd``, the files
    there are named without their directory, as the package names its array arguments."""
    report = json.loads(run_cli(list(args) + ["--json"], cwd=cwd).stdout)
    return report if cwd is None else without_directory(report, cwd)


def cli_error(args, cwd=None):
    """pelab-cli's one-line refusal of ``args`` (exit status 2), without "pelab-cli: "."""
    process = run_cli(args, cwd=cwd, status=2)
    lines = process.stderr.strip().splitlines()
    if len(lines) != 1 or not lines[0].startswith("pelab-cli: "):
        raise AssertionError(f"pelab-cli {' '.join(args)}: unexpected stderr {process.stderr!r}")
    return lines[0][len("pelab-cli: "):]


def save(directory, name, array):
    """Saves ``array`` as ``name``.npy in ``directory`` (the name the package gives the
    temporary file of an argument); returns the file's name, relative to ``directory``."""
    np.save(os.path.join(directory, name + ".npy"), array, allow_pickle=False)
    return name + ".npy"


def llama31_inv_freq(scaled=True):
    """inv_freq of Llama 3.1 8B as transformers computes it (_compute_llama3_parameters):
    500000^(−2i/128), then the llama3 scaling (factor 8, low 1, high 4, original 8192)."""
    dim, base = 128, 500000.0
    inv_freq = 1.0 / base ** (np.arange(0, dim, 2, dtype=np.float64) / dim)
    if not scaled:
        return inv_freq
    factor, low, high, original = 8.0, 1.0, 4.0, 8192
    low_wavelen, high_wavelen = original / low, original / high
    wavelen = 2 * np.pi / inv_freq
    scaled_freq = np.where(wavelen > low_wavelen, inv_freq / factor, inv_freq)
    smooth = (original / wavelen - low) / (high - low)
    smoothed = (1 - smooth) * scaled_freq / factor + smooth * scaled_freq
    medium = ~(wavelen < high_wavelen) & ~(wavelen > low_wavelen)
    return np.where(medium, smoothed, scaled_freq)


def rotate_half_cache(inv_freq, positions, dtype=np.float32):
    """Hugging Face's cos/sin cache (rotate_half layout): emb = concat(freqs, freqs)."""
    freqs = np.outer(np.arange(positions, dtype=np.float64), inv_freq)
    emb = np.concatenate([freqs, freqs], axis=-1)
    return np.cos(emb).astype(dtype), np.sin(emb).astype(dtype)


def rss_bytes():
    """The process's resident set size, from /proc/self/statm (None elsewhere)."""
    try:
        with open("/proc/self/statm", encoding="ascii") as file:
            return int(file.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


MISSING = "<missing>"


def differences(got, expected, path="report"):
    """(path, got, expected) of every leaf where two JSON values differ."""
    if isinstance(got, dict) and isinstance(expected, dict):
        for key in list(expected) + [k for k in got if k not in expected]:
            yield from differences(got.get(key, MISSING), expected.get(key, MISSING),
                                   f"{path}[{key!r}]")
    elif isinstance(got, list) and isinstance(expected, list) and len(got) == len(expected):
        for i, (a, b) in enumerate(zip(got, expected)):
            yield from differences(a, b, f"{path}[{i}]")
    elif got != expected or type(got) is not type(expected) and not (
            isinstance(got, (int, float)) and isinstance(expected, (int, float))):
        yield path, got, expected


def text(value, limit=200):
    value = repr(value)
    return value if len(value) <= limit else value[:limit] + "…"


@contextlib.contextmanager
def quiet_temporary_directories():
    """Temporary directories go to a private one, removed afterwards, and the ResourceWarning
    of one cleaned up implicitly is not shown (test_refusals.py's
    test_refused_array_argument_leaves_no_temporary_directory checks that none is left)."""
    saved = tempfile.tempdir
    with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
        tempfile.tempdir = directory
        try:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", ResourceWarning)
                yield
                gc.collect()
        finally:
            tempfile.tempdir = saved


class PelabTestCase(unittest.TestCase):
    """Assertions shared by the tests."""

    maxDiff = 4000

    def assertSameArray(self, got, expected, what):
        """``got`` is an ndarray equal to ``expected`` byte for byte: dtype, shape, bytes."""
        self.assertIsInstance(got, np.ndarray, f"{what}: not a NumPy array ({type(got)})")
        self.assertEqual(got.dtype, expected.dtype, f"{what}: dtype {got.dtype}, CLI "
                         f"{expected.dtype}")
        self.assertEqual(got.shape, expected.shape, f"{what}: shape {got.shape}, CLI "
                         f"{expected.shape}")
        a = np.ascontiguousarray(got).tobytes()
        b = np.ascontiguousarray(expected).tobytes()
        if a != b:
            with np.errstate(invalid="ignore"):
                difference = np.abs(got.astype(np.float64) - expected.astype(np.float64))
            differing = int(np.count_nonzero(~((got == expected) |
                                                (np.isnan(got) & np.isnan(expected)))))
            self.fail(f"{what}: the bytes differ from the CLI's .npy ({differing} of "
                      f"{got.size} values differ, largest |difference| "
                      f"{np.nanmax(difference) if difference.size else 0!r})")

    def assertSameReport(self, got, expected, what):
        """Whole dicts equal; on failure, name the differing keys (as paths) first."""
        self.assertIsInstance(got, dict, f"{what}: not a dict ({type(got)})")
        if got != expected:
            found = list(differences(got, expected))
            details = "; ".join(f"{path}: got {text(a)}, CLI {text(b)}"
                                for path, a, b in found[:8])
            self.fail(f"{what}: the report differs from the CLI's --json at "
                      f"{[path for path, _, _ in found]}: {details}")

    def assertRefusal(self, call, cli_arguments, what, cwd=None):
        """``call()`` raises ValueError whose message is the CLI's refusal of the same."""
        expected = cli_error(cli_arguments, cwd=cwd)
        with self.assertRaises(ValueError, msg=f"{what}: no ValueError") as caught:
            call()
        self.assertEqual(str(caught.exception), expected,
                         f"{what}: the message is not pelab-cli's")
