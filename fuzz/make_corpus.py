#!/usr/bin/python3
"""Writes the seed corpus of the fuzz targets into fuzz/corpus/<target>/ (needs NumPy).

Small valid files of every accepted variant, plus a few near-misses, so that libFuzzer starts
from inputs that reach deep into each reader. Run from anywhere: fuzz/make_corpus.py
"""
import io
import json
import os
import struct

import numpy as np
from numpy.lib import format as fmt

here = os.path.dirname(os.path.abspath(__file__))
a = np.arange(6).reshape(2, 3) / 8 + 0.125


def put(target, name, data):
    d = os.path.join(here, "corpus", target)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)


def npy(array, version=None):
    b = io.BytesIO()
    fmt.write_array(b, array, version=version)
    return b.getvalue()


# .npy: every dtype, both orders, 1-D and 2-D, versions 1, 2 and 3, and a few malformed ones.
put("npy", "f8.npy", npy(a))
put("npy", "f4.npy", npy(a.astype("<f4")))
put("npy", "f2.npy", npy(a.astype("<f2")))
put("npy", "f8be.npy", npy(a.astype(">f8")))
put("npy", "f4be.npy", npy(a.astype(">f4")))
put("npy", "fortran.npy", npy(np.asfortranarray(a)))
put("npy", "vector.npy", npy(a[0]))
put("npy", "v2.npy", npy(a, version=(2, 0)))
v3 = npy(a, version=(2, 0))
put("npy", "v3.npy", v3[:6] + b"\x03\x00" + v3[8:])
put("npy", "nan.npy", npy(np.array([[np.nan, np.inf], [-np.inf, 1.0]])))
put("npy", "empty.npy", npy(np.zeros((0, 3))))
put("npy", "truncated.npy", npy(a)[:-5])
put("npy", "int.npy", npy(np.arange(4, dtype="<i4")))

# CSV: plain, header row, index column, CRLF, BOM, quoted fields, non-finite, ragged.
put("csv", "plain.csv", b"0.125,0.25,0.375\n0.5,0.625,0.75\n")
put("csv", "header.csv", b"d0,d1,d2\n1,2,3\n4,5,6\n")
put("csv", "indexed.csv", b"\xef\xbb\xbf,d0,d1,d2\r\n0,0.125,0.25,0.375\r\n1,0.5,0.625,0.75\r\n")
put("csv", "quoted.csv", b'"a","b ""x"""\n"1e3",+2\n-1.5e-300, 7 \n')
put("csv", "nonfinite.csv", b"nan,inf\n-inf,1\n")
put("csv", "ragged.csv", b"1,2,3\n4,5\n")
put("csv", "single.csv", b"42")

# safetensors: several dtypes and tensors, metadata, and a few broken headers.


def safetensors(tensors, metadata=True):
    header, data = ({"__metadata__": {"format": "pt"}} if metadata else {}), b""
    for name, (dtype, array) in tensors.items():
        raw = array.tobytes()
        header[name] = {"dtype": dtype, "shape": list(array.shape),
                        "data_offsets": [len(data), len(data) + len(raw)]}
        data += raw
    text = json.dumps(header).encode()
    text += b" " * (-len(text) % 8)
    return struct.pack("<Q", len(text)) + text + data


bf16 = (a.astype("<f4").view("<u4") >> 16).astype("<u2")
put("safetensors", "one.safetensors", safetensors({"wpe.weight": ("F64", a)}, metadata=False))
put("safetensors", "many.safetensors",
    safetensors({"wpe.weight": ("F32", a.astype("<f4")), "wte.half": ("F16", a.astype("<f2")),
                 "wte.bf16": ("BF16", bf16), "ids": ("I64", np.arange(3, dtype="<i8"))}))
put("safetensors", "vector.safetensors", safetensors({"v": ("F32", a[0].astype("<f4"))}))
put("safetensors", "escaped.safetensors",
    safetensors({"w\\u00e9\"e": ("F64", a[:1])}, metadata=False))
dup = (b'{"a":{"dtype":"F64","shape":[1],"data_offsets":[0,8]},'
       b'"a":{"dtype":"F64","shape":[1],"data_offsets":[0,8]}}')
put("safetensors", "duplicate.safetensors", struct.pack("<Q", len(dup)) + dup + b"\0" * 8)
put("safetensors", "badlength.safetensors", struct.pack("<Q", 2**63) + b"{}")
