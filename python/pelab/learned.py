"""A learned absolute position table (rows positions, columns dimensions), analysed as
pelab-cli learned analyses a file."""
from . import _api
from ._api import Extra

_TABLE = Extra("table", "array", "The table: positions × dimensions (float64, float32 or "
               "float16; NaN and infinite values are counted).", option="--file")
_EXCLUDE = ("file", "tensor")

analyse = _api.function(
    "learned", "analyse",
    "The report of pelab-cli learned --json as a dict: shape, dtype, the range of the finite "
    "values, NaN and infinite counts and the mean cosine similarity of neighbouring "
    "positions.",
    _api.the_report, positional=("table",), extras=[_TABLE], exclude=_EXCLUDE, report=True,
    tables=0, module=__name__)

similarity = _api.function(
    "learned", "similarity",
    "The similarity (measure=: cosine, dot or distance) between every two positions, N × N.",
    _api.first, view="similarity", positional=("table",), extras=[_TABLE], exclude=_EXCLUDE,
    module=__name__)

spectrum = _api.function(
    "learned", "spectrum",
    "Per dimension, the DFT magnitude |X_k|/N over positions (spectrum=\"magnitude\"), or "
    "each dimension's peak bin and its share of the variance (spectrum=\"peaks\").",
    _api.first, view="spectrum", positional=("table",), extras=[_TABLE], exclude=_EXCLUDE,
    module=__name__)

__all__ = ["analyse", "similarity", "spectrum"]
