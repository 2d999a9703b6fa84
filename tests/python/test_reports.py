"""Unit tests of pelab's reports: every dict a report function of the package returns equals
``pelab-cli ... --json`` for the same parameters (TestReports).

Run with the other test_*.py files by ctest (tst_python); pelabtests.py says how.
"""

import json
import os
import tempfile
import unittest

import numpy as np

import pelab

from pelabtests import (LLAMA31_CONFIG, PelabTestCase, cli_args, cli_json,
                        llama31_inv_freq, save)


class TestReports(PelabTestCase):

    def test_sinusoidal_report(self):
        options = dict(positions=64, dim=32, base=1000.0, shift=3, dot_offsets=6)
        self.assertSameReport(pelab.sinusoidal_report(**options),
                              cli_json(cli_args("sinusoidal", **options)),
                              "pelab.sinusoidal_report(...)")

    def test_rope_report(self):
        options = dict(dim=32, positions=64, start=4096, precision="bf16", base=500000.0,
                       scaling="llama3")
        self.assertSameReport(pelab.rope.report(**options), cli_json(cli_args("rope", **options)),
                              "pelab.rope.report(precision='bf16', scaling='llama3')")

    def test_rope_report_with_q_k_arrays(self):
        q = np.linspace(-1.0, 1.0, 8)
        k = np.cos(np.arange(8.0))
        options = dict(dim=8, positions=16)
        with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
            expected = cli_json(cli_args("rope", q=save(directory, "q", q),
                                         k=save(directory, "k", k), **options), cwd=directory)
        self.assertSameReport(pelab.rope.report(q=q, k=k, **options), expected,
                              "pelab.rope.report(q=, k=)")

    def test_alibi_report(self):
        options = dict(heads=6, positions=48, rule="mpt", alibi_bias_max=16.0)
        self.assertSameReport(pelab.alibi.report(**options), cli_json(cli_args("alibi", **options)),
                              "pelab.alibi.report(rule='mpt', alibi_bias_max=16)")

    def test_alibi_report_preset(self):
        options = dict(preset="bloom-560m", positions=32)
        self.assertSameReport(pelab.alibi.report(**options), cli_json(cli_args("alibi", **options)),
                              "pelab.alibi.report(preset='bloom-560m')")

    def test_shaw_summary(self):
        options = dict(positions=32, dim=8, clip=2, seed=3)
        self.assertSameReport(pelab.shaw.summary(**options), cli_json(cli_args("shaw", **options)),
                              "pelab.shaw.summary(...)")

    def test_buckets_report(self):
        for options in (dict(preset="t5-base", positions=32),
                        dict(scheme="deberta", buckets=16, max_distance=48, positions=40)):
            with self.subTest(**options):
                self.assertSameReport(pelab.buckets.report(**options),
                                      cli_json(cli_args("buckets", **options)),
                                      f"pelab.buckets.report({options})")

    def test_compare_report(self):
        options = dict(profiles="sinusoidal,alibi-head,shaw,buckets", max_distance=20,
                       normalise="z")
        self.assertSameReport(pelab.compare.report(**options),
                              cli_json(cli_args("compare", **options)),
                              "pelab.compare.report(normalise='z')")

    def test_steplab_walk(self):
        self.assertSameReport(pelab.steplab.walk(2, 7, 12, base=100.0),
                              cli_json(cli_args("steplab", positions="2,7", dim=12, base=100.0)),
                              "pelab.steplab.walk(2, 7, 12, base=100)")

    def test_steplab_walk_mistake(self):
        for mistake in ("two-denominators", "position-as-index"):
            with self.subTest(mistake=mistake):
                got = pelab.steplab.walk(p=1, q=5, d=8, mistake=mistake)
                expected = cli_json(cli_args("steplab", positions="1,5", dim=8, mistake=mistake))
                self.assertSameReport(got, expected, f"pelab.steplab.walk(1, 5, 8, "
                                      f"mistake={mistake!r})")

    def test_learned_analyse_float64(self):
        rng = np.random.default_rng(5)
        table = rng.standard_normal((16, 8))
        table[3, 2] = np.nan
        table[5, 1] = np.inf
        got = pelab.learned.analyse(table)
        with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
            expected = cli_json(cli_args("learned", file=save(directory, "table", table)),
                                cwd=directory)
        self.assertEqual(got.get("file"), "table.npy",
                         "learned.analyse: the 'file' key names the array 'table.npy'")
        self.assertSameReport(got, expected, "pelab.learned.analyse(float64 table)")
        self.assertEqual((got["nan_count"], got["inf_count"]), (1, 1))

    def test_learned_analyse_float32(self):
        table = (np.arange(12 * 5, dtype=np.float32).reshape(12, 5) / 7).astype(np.float32)
        got = pelab.learned.analyse(table)
        with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
            expected = cli_json(cli_args("learned", file=save(directory, "table", table)),
                                cwd=directory)
        self.assertEqual(got.get("dtype"), "<f4", "a float32 table is analysed as <f4")
        self.assertSameReport({k: v for k, v in got.items() if k != "file"},
                              {k: v for k, v in expected.items() if k != "file"},
                              "pelab.learned.analyse(float32 table)")

    def test_generic_report_with_array_and_config(self):
        # pelab.report: an ndarray option is a file (named <option>.npy), a dict a config.json.
        inv_freq = llama31_inv_freq()
        got = pelab.report("rope", config=LLAMA31_CONFIG, compare=inv_freq, positions=32)
        with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
            with open(os.path.join(directory, "config.json"), "w", encoding="utf-8") as file:
                json.dump(LLAMA31_CONFIG, file)
            expected = cli_json(cli_args("rope", config="config.json",
                                         compare=save(directory, "compare", inv_freq),
                                         positions=32), cwd=directory)
        self.assertSameReport(got, expected, "pelab.report('rope', config=dict, compare=array)")

    def test_generic_report(self):
        options = dict(positions=8, dim=16, layout="split")
        self.assertSameReport(pelab.report("sinusoidal", **options),
                              cli_json(cli_args("sinusoidal", **options)),
                              "pelab.report('sinusoidal', ...)")


if __name__ == "__main__":
    unittest.main()
