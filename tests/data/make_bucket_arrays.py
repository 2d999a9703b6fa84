#!/usr/bin/python3
"""Writes the bucket map the Buckets tab's check view is tested with (run from tests/data; needs
NumPy): T5's buckets as transformers computes them (float32 log, truncation, clamp), 16 buckets,
max distance 40, bidirectional, N = 48, with the relative position taken the wrong way
(query − key instead of key − query): the check must name "direction-reversed".
"""
import math

import numpy as np


def t5_bucket(relative, num_buckets=16, max_distance=40):
    """transformers T5Attention._relative_position_bucket, bidirectional, in float32."""
    num_buckets //= 2
    buckets = (relative > 0).astype(np.int64) * num_buckets
    relative = np.abs(relative)
    max_exact = num_buckets // 2
    is_small = relative < max_exact
    with np.errstate(divide="ignore", invalid="ignore"):
        large = max_exact + (
            np.log(relative.astype(np.float32) / np.float32(max_exact))
            / np.float32(math.log(max_distance / max_exact))
            * np.float32(num_buckets - max_exact)
        ).astype(np.int64)
    large = np.minimum(large, num_buckets - 1)
    return buckets + np.where(is_small, relative, large)


n = 48
q = np.arange(n)[:, None]
k = np.arange(n)[None, :]
np.save("bucket-map-t5-16-40-n48-reversed.npy", t5_bucket(q - k))
