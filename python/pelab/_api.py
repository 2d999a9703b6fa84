"""How pelab's functions are made: keyword arguments become pelab-cli's options.

Each function runs one tab's pelab-cli command in this process (``_pelab.call``): the same
options, defaults, checks and messages, the same tables (what ``--npy`` writes) and the same
JSON report (``--json``). A keyword argument is the option's name with ``_`` for ``-``
(``dot_offsets=8`` is ``--dot-offsets 8``); its default is the command's, read from the tab's
declaration, so the signatures, the docstrings and the .pyi stubs follow the program.
"""

import inspect
import json
import os
import tempfile

import numpy as np

from . import _pelab

_parameters = {}


def parameters(command):
    """The declared parameters of ``command`` (a tab's pelab-cli command), each a dict."""
    if command not in _parameters:
        declared = _pelab.parameters(command)
        for p in declared:
            p["option"] = option_name(p["key"])
        _parameters[command] = declared
    return _parameters[command]


class Extra:
    """A keyword argument that is not one of the tab's parameters.

    kind: "text" (the option's value as given), "array" (a
    NumPy array handed to the option as a .npy file), "config" (a path to a config.json, or a
    dict written as one).
    """

    def __init__(self, name, kind, doc, option=None, annotation=None, integers=False):
        self.name = name
        self.integers = integers
        self.kind = kind
        self.doc = doc
        self.option = option or option_name(name)
        self.annotation = annotation or _EXTRA_ANNOTATIONS.get(kind, str)


# Parameters that only change how a figure is drawn: no function takes them.
DRAWING_ONLY = {"colormap", "range", "distance_scale"}


def option_name(name):
    """A keyword argument's option: dot_offsets is --dot-offsets, q is -q."""
    name = name.replace("_", "-")
    return ("-" if len(name) == 1 else "--") + name


_ANNOTATIONS = {"integer": int, "real": float, "flag": bool, "choice": str,
                "text": "str | Sequence[Any]"}
_EXTRA_ANNOTATIONS = {"array": "numpy.typing.ArrayLike",
                      "config": "str | os.PathLike[str] | dict[str, Any]"}


def _number_text(value):
    kind = type(value)
    if kind is int:
        return str(value)
    if kind is float:
        return repr(value)
    if isinstance(value, (bool, np.bool_)):
        return "true" if value else "false"
    if isinstance(value, (int, np.integer)):
        return str(int(value))
    if isinstance(value, (float, np.floating)):
        return repr(float(value))
    return str(value)


def option_text(value):
    """A Python value as pelab-cli's option text: numbers exactly, sequences comma-separated."""
    kind = type(value)
    if kind is str:
        return value
    if kind is int:
        return str(value)
    if kind is float:
        return repr(value)
    if isinstance(value, str):
        return value
    if isinstance(value, (list, tuple, np.ndarray)):
        return ",".join(_number_text(v) for v in np.asarray(value).ravel().tolist())
    return _number_text(value)


def _array_file(directory, name, value, integers=False):
    """Saves an array argument as ``name``.npy in ``directory``: floating-point arrays (float16,
    float32, float64) as they are, booleans and integers as float64 (as they are where the
    option reads integer arrays: ``integers``), anything else as it is, for pelab-cli to refuse
    with its own message."""
    array = np.asarray(value)
    if array.dtype.kind in "biu" and not (integers and array.dtype.kind in "iu"):
        array = array.astype(np.float64)
    elif array.dtype.kind == "f" and array.dtype.itemsize > 8:
        array = array.astype(np.float64)
    path = os.path.join(directory, name + ".npy")
    try:
        np.save(path, np.ascontiguousarray(array), allow_pickle=False)
    except ValueError:
        raise ValueError(f"{name}: not an array of numbers (dtype {array.dtype})") from None
    return path


def _config_file(directory, value):
    if isinstance(value, dict):
        path = os.path.join(directory, "config.json")
        with open(path, "w", encoding="utf-8") as file:
            json.dump(value, file)
        return path
    return os.fspath(value)


def _named(value, directory):
    """The report with an array argument's temporary file named as in messages: "cos.npy"."""
    if isinstance(value, str):
        return value.replace(directory, "")
    if isinstance(value, list):
        return [_named(v, directory) for v in value]
    if isinstance(value, dict):
        return {k: _named(v, directory) for k, v in value.items()}
    return value


class Call:
    """The arguments of one command, built from keyword arguments, and its run."""

    def __init__(self, command):
        self.command = command
        self.arguments = [command]
        self._directory = None
        self._directory_name = None

    def directory(self):
        if self._directory is None:
            self._directory = tempfile.TemporaryDirectory(prefix="pelab-")
            self._directory_name = self._directory.name
        return self._directory.name

    def add(self, option, value=None):
        self.arguments.append(option)
        if value is not None:
            self.arguments.append(value)

    def add_parameter(self, declared, value):
        option = declared["option"]
        if declared["type"] == "flag":
            if value:
                self.add(option)
            elif declared["default"]:
                raise ValueError(f"{option} is on by default and cannot be turned off here")
            return
        if value is None:
            if not declared["optional"]:
                raise ValueError(f"{option} needs a value (got None)")
            value = "automatic"
        self.add(option, option_text(value))

    def add_extra(self, extra, value):
        if value is None:
            return
        if extra.kind == "array":
            self.add(extra.option,
                     _array_file(self.directory(), extra.name, value, extra.integers))
        elif extra.kind == "config":
            self.add(extra.option, _config_file(self.directory(), value))
        else:
            self.add(extra.option, option_text(value))

    def cleanup(self):
        if self._directory is not None:
            self._directory.cleanup()
            self._directory = None

    def run(self, report=False, tables=0, columns=False):
        if report:
            self.add("--json")
        for _ in range(tables):
            self.add("--npy", "-")
        try:
            text, arrays, labels = _pelab.call(self.arguments, columns)
        except (ValueError, RuntimeError) as error:
            message = str(error)
            if self._directory is not None:
                message = message.replace(self._directory.name + os.sep, "")
            raise type(error)(message) from None
        finally:
            self.cleanup()
        report = json.loads(text) if text is not None else None
        if report is not None and self._directory_name is not None:
            report = _named(report, self._directory_name + os.sep)
        return (report, arrays, labels) if columns else (report, arrays)


def _signature(command, positional, extras, exclude):
    items = []
    kind = inspect.Parameter.POSITIONAL_OR_KEYWORD
    declared = {p["key"].replace("-", "_"): p for p in parameters(command)}
    extras_by_name = {e.name: e for e in extras}
    for name in positional:
        if name in declared:
            p = declared[name]
            items.append(inspect.Parameter(name, kind, default=p["default"],
                                           annotation=_ANNOTATIONS[p["type"]]))
        else:
            items.append(inspect.Parameter(name, kind, annotation=extras_by_name[name].annotation
                                           or inspect.Parameter.empty))
    for extra in extras:
        if extra.name not in positional:
            items.append(inspect.Parameter(extra.name, inspect.Parameter.KEYWORD_ONLY,
                                           default=None, annotation=extra.annotation
                                           or inspect.Parameter.empty))
    for name, p in declared.items():
        if name in positional or name in exclude or name in extras_by_name or \
                name in DRAWING_ONLY:
            continue
        annotation = _ANNOTATIONS[p["type"]]
        items.append(inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=p["default"],
                                       annotation=annotation))
    return inspect.Signature(items), declared


def _doc(command, summary, signature, declared, extras):
    lines = [summary.strip(), "", "Keyword arguments (pelab-cli %s's options, - as _):" % command]
    extras_by_name = {e.name: e for e in extras}
    for name in signature.parameters:
        if name in extras_by_name:
            text = extras_by_name[name].doc
        else:
            text = declared[name]["help"]
        lines.append(f"    {name}: {' '.join(text.split())}")
    return "\n".join(lines)


def function(command, name, summary, result, *, view=None, positional=(), extras=(),
             exclude=(), report=False, tables=1, columns=False, module=None,
             needs=None):
    """Makes a pelab function over ``command``.

    result(report, arrays) turns the report (a dict, when ``report``) and the tables (one per
    ``tables``, of ``view`` or the command's default) into the return value; ``needs`` (alternatives, each a
    tuple of argument names) says which arguments a call must give (a check's arrays).
    """
    signature, declared = _signature(command, positional, extras, exclude)
    extras_by_name = {e.name: e for e in extras}

    names = frozenset(signature.parameters)
    required = [p.name for p in signature.parameters.values()
                if p.default is inspect.Parameter.empty]

    def run(*args, **kwargs):
        # What Signature.bind checks, at a tenth of its cost: a call's overhead is counted in
        # microseconds (README, From Python).
        if args:
            if len(args) > len(positional):
                raise TypeError(f"{name}() takes {len(positional)} positional arguments but "
                                f"{len(args)} were given")
            for key, value in zip(positional, args):
                if key in kwargs:
                    raise TypeError(f"{name}() got multiple values for argument '{key}'")
                kwargs[key] = value
        if not names.issuperset(kwargs):
            unknown = sorted(set(kwargs) - names)[0]
            raise TypeError(f"{name}() got an unexpected keyword argument '{unknown}'")
        for key in required:
            if kwargs.get(key) is None:  # None would read pelab-cli's default (a sample)
                raise TypeError(f"{name}() missing required argument: '{key}'")
        if needs and not any(all(kwargs.get(k) is not None for k in group) for group in needs):
            given = " or ".join(" and ".join(f"{k}=" for k in group) for group in needs)
            raise ValueError(f"{name}() needs {given}: the implementation's values to check")
        call = Call(command)
        try:
            chosen_view = kwargs.pop("view", None) if "view" in extras_by_name else None
            if chosen_view is None:
                chosen_view = view
            if chosen_view is not None:
                call.add("--view", option_text(chosen_view))
            for key, value in kwargs.items():
                extra = extras_by_name.get(key)
                if extra is not None:
                    call.add_extra(extra, value)
                else:
                    call.add_parameter(declared[key], value)
        except BaseException:
            call.cleanup()  # an argument refused before the run: no temporary file stays
            raise
        return result(*call.run(report=report, tables=tables, columns=columns))

    run.__name__ = name
    run.__qualname__ = name
    run.__module__ = module or "pelab"
    run.__signature__ = signature
    if report:
        run.returns = "dict[str, Any]"
    elif result in (by_label, with_distance):
        run.returns = "dict[str, numpy.ndarray]"
    else:
        run.returns = "numpy.ndarray"
    run.__doc__ = _doc(command, summary, signature, declared, extras)
    return run


def first(report, arrays):
    return arrays[0]


def column(name):
    """The column of the table whose label is ``name`` (the CSV's header), as a 1-D array."""

    def take(report, arrays, labels):
        return np.ascontiguousarray(arrays[0][:, labels[0].index(name)])

    return take


def the_report(report, arrays):
    return report


def by_label(report, arrays, labels):
    return {label: np.ascontiguousarray(arrays[0][:, i]) for i, label in enumerate(labels[0])}


def with_distance(report, arrays, labels):
    """The compare table's columns, after "distance": Δ = 0 … max, its rows."""
    columns = {"distance": np.arange(arrays[0].shape[0], dtype=np.float64)}
    columns.update(by_label(report, arrays, labels))
    return columns


VIEW = Extra("view", "text", "The view whose table is returned (pelab-cli's --view; "
             "--list-views names them).", annotation=str)


def _generic_call(command, options):
    call = Call(command)
    try:
        for key, value in options.items():
            if isinstance(value, np.ndarray):
                call.add_extra(Extra(key, "array", "", integers=True), value)
            elif isinstance(value, dict):
                call.add_extra(Extra(key, "config", ""), value)
            elif isinstance(value, (bool, np.bool_)):
                if value:
                    call.add(option_name(key))
            elif value is not None:
                call.add(option_name(key), option_text(value))
    except BaseException:
        call.cleanup()
        raise
    return call


def table(command, view=None, **options):
    """The table pelab-cli COMMAND [--view VIEW] --npy writes, for any command and view.

    Options are pelab-cli's, as keyword arguments (``dot_offsets=8`` for --dot-offsets 8, True
    for a flag, a NumPy array for an option that takes a file, a dict for --config).
    """
    if view is not None:
        options = {"view": view, **options}
    return _generic_call(command, options).run(tables=1)[1][0]


def report(command, **options):
    """The report pelab-cli COMMAND --json prints, as a dict, for any command (options as in
    table())."""
    return _generic_call(command, options).run(report=True)[0]
