"""Shaw et al. (2018) relative position scores, as pelab-cli shaw computes them."""
from . import _api
from ._api import Extra

_ARRAYS = [Extra("q", "array", "q: N × d (else seeded standard normals)."),
           Extra("k", "array", "k: N × d."),
           Extra("rel", "array", "The relative vectors r: (2K + 1) × d, first row r_−K.")]

scores = _api.function(
    "shaw", "scores",
    "The N × N table of the term= (content q_t·k_s/√d, position q_t·r_clip(s−t)/√d, or their "
    "total), rows t, columns s.",
    _api.first, view="table", extras=_ARRAYS, module=__name__)

summary = _api.function(
    "shaw", "summary",
    "The report of pelab-cli shaw --json as a dict: each term's range and spread, the "
    "clipping and the shapes.",
    _api.the_report, extras=_ARRAYS, report=True, tables=0, module=__name__)

table = _api.function(
    "shaw", "table",
    "The table of any view of the Shaw tab (view=: table, heatmap, row, relative, value).",
    _api.first, extras=[_api.VIEW] + _ARRAYS, module=__name__)

__all__ = ["scores", "summary", "table"]
