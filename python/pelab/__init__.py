"""pelab: PE Lab's position encodings, tables, checks and verdicts from Python.

Every function runs the computation of ``pelab-cli`` in this process: keyword arguments are the
command's options (``dot_offsets=8`` for ``--dot-offsets 8``) with its defaults and checks (a
bad value raises ValueError with pelab-cli's message), tables come back as NumPy arrays equal,
byte for byte, to what ``--npy`` writes, and reports and verdicts as dicts with the keys of
``--json``. Long computations release the GIL and stop on Ctrl+C (KeyboardInterrupt).

    pelab.sinusoidal(positions=128, dim=512)        the table PE(t)[j]
    pelab.rope.check(preset="llama-3.1-8b", cos=cos, sin=sin)["comparison"]["verdict"]
    pelab.alibi.slopes(heads=12)
    pelab.table(command, view=..., **options), pelab.report(command, **options): any command
"""
from . import _api
from ._api import report, table
from ._pelab import __version__

sinusoidal = _api.function(
    "sinusoidal", "sinusoidal",
    "The fixed sinusoidal encoding (Vaswani et al. 2017): PE(t)[2i] = sin(t·ω_i), "
    "PE(t)[2i+1] = cos(t·ω_i), ω_i = base^(−2i/d), rows t = start … start + positions − 1, as "
    "float64 (positions × dim); with view=, that view's table (similarity, pairs, residual).",
    _api.first, extras=[_api.VIEW])

sinusoidal_report = _api.function(
    "sinusoidal", "sinusoidal_report",
    "The checks of pelab-cli sinusoidal --json as a dict: value range, norms, the rotation "
    "PE(t+k) = M_k·PE(t) and the dot products PE(t)·PE(t+Δ) = Σ_i cos(Δ·ω_i).",
    _api.the_report, report=True, tables=0)

from . import alibi, buckets, compare, learned, rope, shaw, steplab  # noqa: E402

__all__ = ["__version__", "alibi", "buckets", "compare", "learned", "report", "rope",
           "shaw", "sinusoidal", "sinusoidal_report", "steplab", "table"]
