"""The classroom walk-through: x(t) = E + PE(t), so x(q) − x(p) = PE(q) − PE(p)."""
import inspect

from . import _api

_walk = _api.function("steplab", "walk", "", _api.the_report, report=True, tables=0,
                      module=__name__)


def walk(p=0, q=3, d=8, **kwargs):
    return _walk(positions=f"{_api.option_text(p)},{_api.option_text(q)}", dim=d, **kwargs)


_extra = [v for k, v in _walk.__signature__.parameters.items() if k not in ("positions", "dim")]
walk.__signature__ = inspect.Signature(
    [inspect.Parameter("p", inspect.Parameter.POSITIONAL_OR_KEYWORD, default=0, annotation=int),
     inspect.Parameter("q", inspect.Parameter.POSITIONAL_OR_KEYWORD, default=3, annotation=int),
     inspect.Parameter("d", inspect.Parameter.POSITIONAL_OR_KEYWORD, default=8, annotation=int)]
    + _extra)
walk.returns = "dict[str, Any]"
walk.__doc__ = (
    "The step-through lab's report (pelab-cli steplab --positions p,q --dim d --json) as a "
    "dict: PE(p), PE(q), their difference and its Euclidean length, the per-pair distances, "
    "the length against q = 1 … 32 and, with mistake=, the common mistake's numbers.\n\n"
    "    p, q: the two positions (0 … 2^40); d: the model width (even, 2 … 64).\n" +
    "\n".join(line for line in _walk.__doc__.split("\n")[3:]
              if not line.lstrip().startswith(("positions:", "dim:"))))

__all__ = ["walk"]
