#!/usr/bin/python3
"""Writes the small array files the reader tests load (run from tests/data; needs NumPy).

Every array is arange(6).reshape(2, 3) / 8 + 0.125, exact in every dtype used here.
"""
import json
import struct

import numpy as np
from numpy.lib import format as fmt

a = np.arange(6).reshape(2, 3) / 8 + 0.125

np.save("f8.npy", a)
np.save("f4be.npy", a.astype(">f4"))
np.save("f2.npy", a.astype("<f2"))
np.save("fortran.npy", np.asfortranarray(a))
with open("v2.npy", "wb") as f:
    fmt.write_array(f, a, version=(2, 0))

# pandas-style CSV: header row with an empty index cell, leading index column, CRLF, BOM.
with open("indexed.csv", "w", newline="", encoding="utf-8-sig") as f:
    f.write(",d0,d1,d2\r\n")
    for i, row in enumerate(a):
        f.write("%d,%s\r\n" % (i, ",".join(repr(float(x)) for x in row)))


def safetensors(tensors, path):
    """The safetensors layout by hand: u64 LE header length, JSON header, raw data."""
    header, data = {"__metadata__": {"format": "pt"}}, b""
    for name, (dtype, array) in tensors.items():
        raw = array.tobytes()
        header[name] = {"dtype": dtype, "shape": list(array.shape),
                        "data_offsets": [len(data), len(data) + len(raw)]}
        data += raw
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(text)) + text + data)


bf16 = (a.astype("<f4").view("<u4") >> 16).astype("<u2")
safetensors({"wpe.weight": ("F32", a.astype("<f4")),
             "wte.half": ("F16", a.astype("<f2")),
             "wte.bf16": ("BF16", bf16),
             "ids": ("I64", np.arange(3, dtype="<i8"))}, "model.safetensors")
