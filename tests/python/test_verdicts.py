"""Unit tests of pelab's checks: the report of rope.check, alibi.check and buckets.check, its
"comparison" included, equals pelab-cli's --json for the same arrays given as files
(TestVerdicts).

Run with the other test_*.py files by ctest (tst_python); pelabtests.py says how.
"""

import json
import os
import tempfile
import unittest

import numpy as np

import pelab

from pelabtests import (LLAMA31_CONFIG, PelabTestCase, cli_args, cli_json,
                        llama31_inv_freq, rotate_half_cache, save)


class TestVerdicts(PelabTestCase):

    N = 64

    def rope_cache_check(self, cos, sin, what):
        """rope.check(preset='llama-3.1-8b', cos=, sin=) against the CLI's --compare-cos/-sin
        on the same arrays; returns the report."""
        got = pelab.rope.check(preset="llama-3.1-8b", cos=cos, sin=sin)
        with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
            expected = cli_json(cli_args("rope", preset="llama-3.1-8b",
                                         compare_cos=save(directory, "cos", cos),
                                         compare_sin=save(directory, "sin", sin)),
                                cwd=directory)
        self.assertIn("comparison", got, f"{what}: no 'comparison' in the report")
        self.assertSameReport(got, expected, what)
        return got

    def test_rope_check_llama31_correct_cache(self):
        cos, sin = rotate_half_cache(llama31_inv_freq(), self.N)
        report = self.rope_cache_check(cos, sin, "rope.check(llama-3.1-8b, correct cache)")
        comparison = report["comparison"]
        self.assertTrue(comparison.get("match"),
                        f"a correct Llama 3.1 float32 cache does not match: {comparison}")
        self.assertEqual(comparison.get("likely_cause"), "match")

    def test_rope_check_llama31_unscaled_cache(self):
        good = self.rope_cache_check(*rotate_half_cache(llama31_inv_freq(), self.N),
                                     "rope.check(llama-3.1-8b, correct cache)")
        bad = self.rope_cache_check(*rotate_half_cache(llama31_inv_freq(scaled=False), self.N),
                                    "rope.check(llama-3.1-8b, unscaled cache)")
        self.assertFalse(bad["comparison"].get("match"),
                         f"an unscaled cache matches: {bad['comparison']}")
        self.assertNotEqual(
            (good["comparison"].get("match"), good["comparison"].get("likely_cause")),
            (bad["comparison"].get("match"), bad["comparison"].get("likely_cause")),
            "the verdict of a wrong cache equals that of a correct one")

    def test_rope_check_llama31_3d_cache(self):
        cos, sin = rotate_half_cache(llama31_inv_freq(), self.N)
        report = self.rope_cache_check(cos[np.newaxis], sin[np.newaxis],
                                       "rope.check(llama-3.1-8b, (1, N, 128) cache)")
        self.assertTrue(report["comparison"].get("match"), report["comparison"])
        self.assertEqual(report["comparison"].get("shape"), [1, self.N, 128])

    def test_rope_check_inv_freq_with_config_dict(self):
        for scaled in (True, False):
            with self.subTest(scaled=scaled):
                inv_freq = llama31_inv_freq(scaled)
                got = pelab.rope.check(config=LLAMA31_CONFIG, inv_freq=inv_freq)
                with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
                    with open(os.path.join(directory, "config.json"), "w",
                              encoding="utf-8") as file:
                        json.dump(LLAMA31_CONFIG, file)
                    expected = cli_json(cli_args("rope", config="config.json",
                                                 compare=save(directory, "inv_freq", inv_freq)),
                                        cwd=directory)
                self.assertIn("comparison", got)
                self.assertSameReport(got, expected,
                                      f"pelab.rope.check(config=dict, inv_freq=) scaled={scaled}")
                self.assertEqual(got["comparison"].get("match"), scaled, got["comparison"])

    def test_rope_check_config_path(self):
        # A config given as a path is named by that path in both reports; the array argument
        # by its name "inv_freq.npy".
        inv_freq = llama31_inv_freq()
        with tempfile.TemporaryDirectory(prefix="pelab-test-") as config_directory, \
                tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
            path = os.path.join(config_directory, "llama.json")
            with open(path, "w", encoding="utf-8") as file:
                json.dump(LLAMA31_CONFIG, file)
            got = pelab.rope.check(config=path, inv_freq=inv_freq)
            expected = cli_json(cli_args("rope", config=path,
                                         compare=save(directory, "inv_freq", inv_freq)),
                                cwd=directory)
        self.assertEqual(got.get("config"), path)
        self.assertSameReport(got, expected, "pelab.rope.check(config=path, inv_freq=)")

    def test_alibi_check_slopes(self):
        options = dict(heads=12, positions=32)
        right = pelab.alibi.slopes(**options)
        paper = pelab.alibi.slopes(rule="paper", **options)
        verdicts = []
        for name, slopes in (("official slopes", right), ("paper slopes", paper)):
            with self.subTest(slopes=name):
                got = pelab.alibi.check(compare=slopes, **options)
                with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
                    expected = cli_json(cli_args("alibi", compare=save(directory, "compare",
                                                                       slopes), **options),
                                        cwd=directory)
                self.assertIn("comparison", got)
                self.assertSameReport(got, expected, f"pelab.alibi.check(compare={name})")
                verdicts.append(got["comparison"].get("match"))
        self.assertEqual(verdicts, [True, False],
                         "the official slopes match and the paper's (H = 12) do not")

    def test_buckets_check_float_map(self):
        options = dict(preset="t5-small", positions=16)
        right = pelab.buckets.map(**options).astype(np.float64)
        wrong = right.T.copy()
        verdicts = []
        for name, array in (("map", right), ("transposed map", wrong)):
            with self.subTest(compare=name):
                got = pelab.buckets.check(compare=array, **options)
                with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
                    expected = cli_json(cli_args("buckets", compare=save(directory, "compare",
                                                                         array), **options),
                                        cwd=directory)
                self.assertIn("comparison", got)
                self.assertSameReport(got, expected,
                                      f"pelab.buckets.check(compare=float64 {name})")
                verdicts.append(got["comparison"].get("match"))
        self.assertEqual(verdicts, [True, False])

    def test_buckets_check_int64_map(self):
        # An int64 map is passed to pelab-cli as int64: the report is the CLI's for its .npy.
        options = dict(preset="t5-small", positions=16)
        bucket_map = pelab.buckets.map(**options)
        self.assertEqual(bucket_map.dtype, np.int64)
        got = pelab.buckets.check(compare=bucket_map, **options)
        with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
            expected = cli_json(cli_args("buckets", compare=save(directory, "compare",
                                                                 bucket_map), **options),
                                cwd=directory)
        self.assertIn("comparison", got)
        self.assertTrue(got["comparison"].get("match"), got["comparison"])
        self.assertSameReport(got, expected, "pelab.buckets.check(compare=int64 map)")


if __name__ == "__main__":
    unittest.main()
