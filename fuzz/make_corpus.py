#!/usr/bin/python3
"""Writes the seed corpus of the fuzz targets into fuzz/corpus/<target>/.

Small valid files of every accepted variant, plus a few near-misses, so that libFuzzer starts
from inputs that reach deep into each reader. Run from anywhere: fuzz/make_corpus.py [TARGET...]
(npy, csv, safetensors, session, lesson; all by default). The npy and safetensors seeds need NumPy.
"""
import io
import json
import os
import struct
import sys

here = os.path.dirname(os.path.abspath(__file__))


def put(target, name, data):
    d = os.path.join(here, "corpus", target)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), "wb") as f:
        f.write(data)


def sample():
    import numpy as np
    return np.arange(6).reshape(2, 3) / 8 + 0.125


def npy(array, version=None):
    from numpy.lib import format as fmt
    b = io.BytesIO()
    fmt.write_array(b, array, version=version)
    return b.getvalue()


def npy_seeds():
    """.npy: every dtype, both orders, 1-D and 2-D, versions 1, 2 and 3, a few malformed ones."""
    import numpy as np
    a = sample()
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


def csv_seeds():
    """CSV: plain, header row, index column, CRLF, BOM, quoted fields, non-finite, ragged."""
    put("csv", "plain.csv", b"0.125,0.25,0.375\n0.5,0.625,0.75\n")
    put("csv", "header.csv", b"d0,d1,d2\n1,2,3\n4,5,6\n")
    put("csv", "indexed.csv",
        b"\xef\xbb\xbf,d0,d1,d2\r\n0,0.125,0.25,0.375\r\n1,0.5,0.625,0.75\r\n")
    put("csv", "quoted.csv", b'"a","b ""x"""\n"1e3",+2\n-1.5e-300, 7 \n')
    put("csv", "nonfinite.csv", b"nan,inf\n-inf,1\n")
    put("csv", "ragged.csv", b"1,2,3\n4,5\n")
    put("csv", "single.csv", b"42")


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


def safetensors_seeds():
    """safetensors: several dtypes and tensors, metadata, and a few broken headers."""
    import numpy as np
    a = sample()
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


def session_seeds():
    """Session files: a window's session with every export format, the least a session needs,
    unknown fields (warnings), escapes, and near-misses (a directory in a file name, a figure out
    of range, a newer version, cut short), a figure style and a bad one."""
    def session(exports, **extra):
        root = {"format": "pelab-session", "version": 1, "application": "PE Lab 0.1.0",
                "currentTab": "sinusoidal",
                "tabs": {"sinusoidal": {"positions": 16, "dim": 8, "base": 10000.0,
                                        "layout": "split", "range": "fixed"},
                         "alibi": {"heads": 5, "positions": 32}},
                "exports": exports}
        root.update(extra)
        return json.dumps(root, indent=4).encode()

    def export(tab, fmt, file, **extra):
        entry = {"tab": tab, "view": "heatmap", "parameters": {"positions": 16, "dim": 8},
                 "format": fmt, "file": file}
        if fmt in ("png", "svg", "pdf"):
            entry.update(width=800, height=500, dpi=144)
        entry.update(extra)
        return entry

    put("session", "window.json", session([
        export("sinusoidal", "csv", "pe.csv"), export("sinusoidal", "npy", "pe.npy"),
        export("alibi", "safetensors", "bias.safetensors"), export("rope", "png", "rope.png"),
        export("shaw", "svg", "shaw.svg"), export("steplab", "pdf", "steps.pdf")]))
    put("session", "minimal.json", b'{"format":"pelab-session","version":1}')
    put("session", "learned.json", session(
        [export("learned", "csv", "table.csv", view="table",
                parameters={"file": "/data/wpe.safetensors", "tensor": "wpe.weight"})],
        currentTab="learned"))
    put("session", "unknown.json", session(
        [export("alibi", "csv", "x.csv", colour="red")], comment="made by hand"))
    put("session", "escaped.json",
        b'{"format":"pelab-session","version":1.0,"tabs":{"\\u00e9":{}},"exports":'
        b'[{"tab":"sinusoidal","format":"csv","file":"caf\\u00e9 \\"1\\".csv"}]}')
    put("session", "badfile.json", session([export("alibi", "csv", "../x.csv")]))
    put("session", "badfigure.json", session([export("rope", "png", "r.png", dpi=5000)]))
    put("session", "styled.json", session([export(
        "sinusoidal", "pdf", "col.pdf", width=975, height=660, dpi=300, **{"page-points": [234, 158.4]},
        style={"font": "DejaVu Serif", "font-size": 8, "line-width": 1.5, "title": False,
               "colorbar": True, "colorbar-label": "PE(p, i)"})]))
    put("session", "badstyle.json", session([export(
        "rope", "svg", "r.svg", **{"page-points": [0, -1]}, style={"font-size": 500, "title": 3})]))
    put("session", "newer.json", session([], version=2))
    put("session", "truncated.json", session([export("alibi", "csv", "x.csv")])[:-20])


def lesson_seeds():
    """Lesson files: the two shipped lessons, the least a lesson needs, unknown fields and
    languages (warnings), and near-misses (a newer version, a note that is not an object, no
    slides, cut short)."""
    for name in ("why-sin-cos", "absolute-to-relative"):
        with open(os.path.join(here, "..", "resources", "lessons", name + ".json"), "rb") as f:
            put("lesson", name + ".json", f.read())

    def lesson(slides, **extra):
        root = {"format": "pelab-lesson", "version": 1, "title": {"en": "T", "ja": "\u984c"},
                "slides": slides}
        root.update(extra)
        return json.dumps(root, indent=4).encode()

    slide = {"tab": "sinusoidal", "view": "heatmap", "parameters": {"positions": 16, "dim": 8},
             "note": {"en": "a note", "ja": "\u30ce\u30fc\u30c8"}}
    put("lesson", "minimal.json",
        b'{"format":"pelab-lesson","version":1,"title":{"en":"x"},'
        b'"slides":[{"tab":"rope","view":"heatmap"}]}')
    put("lesson", "unknown.json", lesson(
        [dict(slide, colour="red", note={"en": "n", "fr": "f"})], comment="made by hand"))
    put("lesson", "newer.json", lesson([slide], version=2))
    put("lesson", "badnote.json", lesson([dict(slide, note="just text")]))
    put("lesson", "empty.json", lesson([]))
    put("lesson", "truncated.json", lesson([slide, slide])[:-25])


SEEDS = {"npy": npy_seeds, "csv": csv_seeds, "safetensors": safetensors_seeds,
         "session": session_seeds, "lesson": lesson_seeds}

if __name__ == "__main__":
    for target in sys.argv[1:] or list(SEEDS):
        SEEDS[target]()
