"""RoPE (Su et al. 2021): frequencies, caches, scores, the invariance report and the check of an
implementation's inv_freq or cos/sin cache, as pelab-cli rope computes them."""
from . import _api
from ._api import Extra

_PRESET = Extra("preset", "text", "A shipped model configuration (pelab-cli rope "
                "--list-presets), e.g. \"llama-3.1-8b\".", annotation=str)
_CONFIG = Extra("config", "config", "A Hugging Face config.json: its path, or the dict it "
                "holds (rotary dim, base, pairing, scaling; the other arguments override it).")
_LAYER_TYPE = Extra("layer_type", "text", "The rope_parameters entry of a config with one per "
                    "layer type (e.g. \"full_attention\").", annotation=str)
_Q = Extra("q", "array", "q: d numbers (a 1-D array); with k, the scores use them.")
_K = Extra("k", "array", "k: d numbers (a 1-D array).")
_MODEL = [_PRESET, _CONFIG, _LAYER_TYPE]
_FILES = ("compare", "compare_cos", "compare_sin", "compare_tensor")

inv_freq = _api.function(
    "rope", "inv_freq",
    "inv_freq: θ_i = base^(−2i/d) after the scaling, one per rotated pair (d/2), as the "
    "model's code holds it (the inv_freq column of the frequencies view).",
    _api.column("inv_freq"), view="frequencies", extras=_MODEL, exclude=_FILES + ("q", "k"),
    columns=True, module=__name__)

scores = _api.function(
    "rope", "scores",
    "The N × N scores a(t, s) = q_t·k_s/√d of q and k rotated to every position t, s of "
    "[start, start + positions) (row t, column s).",
    _api.first, view="scores", extras=[_Q, _K] + _MODEL, exclude=_FILES, module=__name__)


def _pair(report, arrays):
    return arrays[0], arrays[1]


_cos = _api.function("rope", "cos", "", _api.first, view="cos", extras=_MODEL,
                     exclude=_FILES + ("q", "k"), module=__name__)
_sin = _api.function("rope", "sin", "", _api.first, view="sin", extras=_MODEL,
                     exclude=_FILES + ("q", "k"), module=__name__)


def cache(*args, **kwargs):
    return _cos(*args, **kwargs), _sin(*args, **kwargs)


cache.__signature__ = _cos.__signature__
cache.returns = "tuple[numpy.ndarray, numpy.ndarray]"
cache.__doc__ = ("The (cos, sin) cache per token as the model applies it (tokens × d, the "
                 "cos and sin views): what check(cos=…, sin=…) compares.\n\n" +
                 _cos.__doc__.split("\n", 2)[2])

report = _api.function(
    "rope", "report",
    "The report of pelab-cli rope --json as a dict: the relative invariance of the scores "
    "(max_invariance_error and where), the rotation error max |R_tᵀR_s − R_(s−t)|, the "
    "frequencies and the scaling.",
    _api.the_report, extras=[_Q, _K] + _MODEL, exclude=_FILES, report=True, tables=0,
    module=__name__)

check = _api.function(
    "rope", "check",
    "Checks an implementation's inv_freq, or its cos and sin cache (tokens × rotary dim, "
    "3-D with leading axes of size 1 as a model returns it), against the configuration of "
    "preset= or config=: the report of pelab-cli rope --compare … --json, whose "
    "\"comparison\" holds the errors, the verdict and the likely cause.",
    _api.the_report,
    extras=[_PRESET, _CONFIG, _LAYER_TYPE,
            Extra("inv_freq", "array", "The implementation's inv_freq (d/2 values).",
                  option="--compare"),
            Extra("cos", "array", "The implementation's cos cache.", option="--compare-cos"),
            Extra("sin", "array", "The implementation's sin cache.", option="--compare-sin")],
    exclude=_FILES + ("q", "k"), report=True, tables=0, module=__name__,
    needs=(("inv_freq",), ("cos", "sin")))

positions = _api.function(
    "rope", "positions",
    "Multimodal RoPE: the (t, h, w) position ids of every token of sequence= (text:N, "
    "image:TxHxW, video:TxHxW), one row per token: segment, t, h, w.",
    _api.first, view="positions", extras=_MODEL, exclude=_FILES + ("q", "k"),
    module=__name__)

layers = _api.function(
    "rope", "layers",
    "The per-layer schedule, one row per layer: rope (1) or NoPE (0), base, factor, rotary "
    "dims, window kind and size.",
    _api.by_label, view="layers", extras=_MODEL, exclude=_FILES + ("q", "k"), columns=True,
    module=__name__)

table = _api.function(
    "rope", "table",
    "The table of any view of the RoPE tab (view=: heatmap, scores, offsets, frequencies, "
    "precision, decay, pairing, positions, axes, cos, sin, grid-scores, layers).",
    _api.first, extras=[_api.VIEW, _Q, _K] + _MODEL, exclude=_FILES, module=__name__)

__all__ = ["cache", "check", "inv_freq", "layers", "positions", "report", "scores", "table"]
