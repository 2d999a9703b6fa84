#!/usr/bin/env python3
"""The whole-process yardstick of `pelab-cli buckets --positions N --view map --npy FILE`: a Python
process importing NumPy, computing the same T5 map (32 buckets, max distance 128, bidirectional)
as transformers' compute_bias does before its embedding lookup (float32 log part, int64 result;
compare_buckets_numpy.py's numpy_t5_map) and saving it as .npy.

    /usr/bin/python3 bench/alternate.py -n 11 \
        --a "build/bin/pelab-cli buckets --positions 4096 --view map --npy /tmp/pelab-map.npy" \
        --b "/usr/bin/python3 bench/bucket_map_numpy.py 4096 /tmp/np-map.npy"
"""
import os
import sys

import numpy as np

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from compare_buckets_numpy import numpy_t5_map  # noqa: E402

n = int(sys.argv[1])
np.save(sys.argv[2], numpy_t5_map(np, n))
