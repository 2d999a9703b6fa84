"""ALiBi (Press et al. 2022): head slopes, bias, spans and the check of an implementation, as
pelab-cli alibi computes them."""
from . import _api
from ._api import Extra

_MODEL = [Extra("preset", "text", "A shipped model configuration (pelab-cli alibi "
                "--list-presets).", annotation=str),
          Extra("config", "config", "A model's config.json (BLOOM, MPT, Falcon with ALiBi): "
                "its path or the dict it holds.")]
_FILES = ("compare", "compare_tensor")

slopes = _api.function(
    "alibi", "slopes",
    "The slope m_h of each head (H values): the reference code's rule (official), the "
    "paper's text (paper), MPT's (mpt, with alibi_bias_max) or slopes= typed (custom).",
    _api.column("slope"), view="slopes", extras=_MODEL, exclude=_FILES, columns=True,
    module=__name__)

bias = _api.function(
    "alibi", "bias",
    "One head's N × N bias −m_h·|t − s| (head=, from 1); masked cells of a causal mask are "
    "as the heatmap view's table holds them.",
    _api.first, view="heatmap", extras=_MODEL, exclude=_FILES, module=__name__)

report = _api.function(
    "alibi", "report",
    "The report of pelab-cli alibi --json as a dict: slopes, effective spans, the rule.",
    _api.the_report, extras=_MODEL, exclude=_FILES, report=True, tables=0, module=__name__)

check = _api.function(
    "alibi", "check",
    "Checks an implementation's slopes (H values) or bias (one head's N × N with head=, or "
    "every head's stacked (H·N) × N) against these slopes: the report, whose \"comparison\" "
    "holds the errors, the verdict and the likely cause.",
    _api.the_report,
    extras=_MODEL + [Extra("compare", "array", "The implementation's slopes or bias.")],
    exclude=_FILES, report=True, tables=0, module=__name__, needs=(("compare",),))

table = _api.function(
    "alibi", "table",
    "The table of any view of the ALiBi tab (view=: slopes, heatmap, bias-chart, attention, "
    "span, extrapolation, check).",
    _api.first, extras=[_api.VIEW] + _MODEL, exclude=_FILES, module=__name__)

__all__ = ["bias", "check", "report", "slopes", "table"]
