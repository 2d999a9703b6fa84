"""Every encoding's score, bias or similarity against the distance Δ, as pelab-cli compare
computes them."""
from . import _api

profiles = _api.function(
    "compare", "profiles",
    "Each profile (profiles=: ids of pelab-cli compare --list-profiles, a list or "
    "comma-separated) against Δ = 0 … max_distance, normalised (normalise=): a dict of 1-D "
    "arrays keyed as the CSV's columns, \"distance\" first, a band as <id>_min, "
    "<id>_median (or _mean), <id>_max.",
    _api.with_distance, view="overlay", columns=True, module=__name__)

report = _api.function(
    "compare", "report",
    "The report of pelab-cli compare --json as a dict: each curve's values at Δ = 0 and at "
    "the largest Δ, its minimum and maximum, raw and as shown.",
    _api.the_report, report=True, tables=0, module=__name__)

__all__ = ["profiles", "report"]
