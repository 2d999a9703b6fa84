#!/usr/bin/python3
"""Writes resources/samples/learned-sample.npy: a small *learned-like* position table.

It is NOT from a trained model. 64 positions x 32 dimensions: the sinusoidal encoding
(Vaswani et al. 2017, base 10000, interleaved) with per-dimension amplitudes, plus seeded
Gaussian noise and a slow random drift, so that the Learned tab has something that looks like
GPT-2's wpe on first start (smooth low dimensions, noisy high ones). Deterministic: NumPy's
PCG64 generator with seed 2017. Run from the repository root.
"""
import numpy as np

positions, dim = 64, 32
rng = np.random.default_rng(2017)
t = np.arange(positions)[:, None]
i = np.arange(dim // 2)[None, :]
omega = 10000.0 ** (-2.0 * i / dim)
table = np.empty((positions, dim))
table[:, 0::2] = np.sin(t * omega)
table[:, 1::2] = np.cos(t * omega)
amplitude = 0.05 + 0.15 * rng.random(dim)
drift = np.cumsum(rng.normal(0.0, 0.01, (positions, dim)), axis=0)
noise = rng.normal(0.0, 0.03, (positions, dim))
table = amplitude * table + drift + noise
np.save("resources/samples/learned-sample.npy", table.astype("<f4"))
