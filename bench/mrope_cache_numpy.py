#!/usr/bin/env python3
"""The whole-process yardstick of `pelab-cli rope --sequence S --mrope-section 16,24,24 --view cos
--npy FILE`: a Python process importing NumPy, laying out Qwen2-VL's (t, h, w) position ids of
the same sequence (transformers' Qwen2VLModel.get_rope_index: text continues, an image or video
at start s takes (s + frame, s + row, s + column) on its grid merged 2 x 2, the next segment
starts at the largest id + 1) and building the cos cache as apply_multimodal_rotary_pos_emb
applies it (freqs = id * inv_freq per axis, cat(freqs, freqs), mrope_section doubled and each
chunk i taken from axis i % 3), in float64, and saving it as .npy.

    SEQ=text:4096,video:27x64x64,text:1024   # 4096 + 27 * 32 * 32 + 1024 = 32768 tokens
    /usr/bin/python3 bench/alternate.py -n 15 \\
        --a "build/bin/pelab-cli rope --dim 128 --pairing half --base 1000000 --sequence $SEQ
             --mrope-section 16,24,24 --view cos --npy /tmp/pelab-cos.npy" \\
        --b "/usr/bin/python3 bench/mrope_cache_numpy.py $SEQ /tmp/np-cos.npy"

With --check FILE it compares its cache with FILE (pelab-cli's) and prints the largest
difference instead of timing anything.
"""
import sys

import numpy as np

DIM, BASE, MERGE, SECTION = 128, 1000000.0, 2, [16, 24, 24]


def position_ids(sequence):
    ids, start = [], 0
    for item in sequence.split(","):
        kind, size = item.split(":")
        if kind == "text":
            n = int(size)
            ids.append(np.broadcast_to(np.arange(start, start + n), (3, n)))
            start += n
            continue
        t, h, w = (int(v) for v in size.split("x"))
        h, w = h // MERGE, w // MERGE
        grid = np.stack(np.meshgrid(np.arange(t), np.arange(h), np.arange(w), indexing="ij"))
        block = grid.reshape(3, -1) + start
        ids.append(block)
        start = int(block.max()) + 1
    return np.concatenate(ids, axis=1)


def cos_cache(sequence):
    ids = position_ids(sequence).astype(np.float64)  # 3 x L
    inv_freq = 1.0 / BASE ** (np.arange(0, DIM, 2, dtype=np.float64) / DIM)
    freqs = ids[:, :, None] * inv_freq[None, None, :]  # 3 x L x d/2
    emb = np.concatenate([freqs, freqs], axis=-1)  # 3 x L x d
    cos = np.cos(emb)
    chunks = np.split(cos, np.cumsum(SECTION * 2)[:-1], axis=-1)
    return np.concatenate([chunk[i % 3] for i, chunk in enumerate(chunks)], axis=-1)


if __name__ == "__main__":
    if sys.argv[1] == "--check":
        ours = cos_cache(sys.argv[2])
        theirs = np.load(sys.argv[3])
        print("shape", theirs.shape, "largest |difference|", np.abs(ours - theirs).max())
    else:
        np.save(sys.argv[2], cos_cache(sys.argv[1]))
