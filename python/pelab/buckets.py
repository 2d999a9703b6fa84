"""Bucketed relative biases (T5, DeBERTa): buckets, the map, the bias and the check of an
implementation, as pelab-cli buckets computes them."""
from . import _api
from ._api import Extra

_MODEL = [Extra("preset", "text", "A shipped model configuration (pelab-cli buckets "
                "--list-presets), e.g. \"t5-base\".", annotation=str),
          Extra("config", "config", "A model's config.json (T5, mT5, UMT5, LongT5, MPNet, "
                "DeBERTa-v2/v3): its path or the dict it holds."),
          Extra("bias", "array", "A trained bias table, rows × heads (T5's "
                "relative_attention_bias.weight: buckets × heads).")]
_FILES = ("compare", "compare_tensor", "tensor")

buckets = _api.function(
    "buckets", "buckets",
    "The bucket of every relative position r = −(N − 1) … N − 1 (T5: key − query; DeBERTa: "
    "query − key), as int64.",
    _api.column("bucket"), view="buckets", extras=_MODEL, exclude=_FILES, columns=True,
    module=__name__)

map = _api.function(  # noqa: A001 (the view's name)
    "buckets", "map",
    "The N × N bucket ids map[q][k], as int64.",
    _api.first, view="map", extras=_MODEL, exclude=_FILES, module=__name__)

bias = _api.function(
    "buckets", "bias",
    "One head's N × N bias (head=, from 1), read from the table by bucket.",
    _api.first, view="bias", extras=_MODEL, exclude=_FILES, module=__name__)

report = _api.function(
    "buckets", "report",
    "The report of pelab-cli buckets --json as a dict: the scheme, each bucket's distances, "
    "the table's shape.",
    _api.the_report, extras=_MODEL, exclude=_FILES, report=True, tables=0, module=__name__)

check = _api.function(
    "buckets", "check",
    "Checks an implementation's bucket map (N × N) or bias against this tab's: the report, "
    "whose \"comparison\" holds the verdict and the likely cause.",
    _api.the_report,
    extras=_MODEL + [Extra("compare", "array", "The implementation's bucket map (integers "
                           "as they are) or bias.", integers=True)],
    exclude=_FILES, report=True, tables=0, module=__name__, needs=(("compare",),))

table = _api.function(
    "buckets", "table",
    "The table of any view of the buckets tab (view=: buckets, starts, map, bias, profile, "
    "check).",
    _api.first, extras=[_api.VIEW] + _MODEL, exclude=_FILES, module=__name__)

__all__ = ["bias", "buckets", "check", "map", "report", "table"]
