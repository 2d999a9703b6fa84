"""Unit tests of pelab's refusals: what pelab-cli refuses raises ValueError with pelab-cli's
message, an unknown keyword or a positional argument raises TypeError, and a refusal
leaves the module working and no temporary directory behind (TestRefusals).

Run with the other test_*.py files by ctest (tst_python); pelabtests.py says how.
"""

import gc
import os
import tempfile
import unittest
import warnings

import numpy as np

import pelab

from pelabtests import (PelabTestCase, cli_json, cli_npy, quiet_temporary_directories,
                        save)


class TestRefusals(PelabTestCase):

    def test_base_one(self):
        self.assertRefusal(lambda: pelab.sinusoidal(base=1), ["sinusoidal", "--base", "1"],
                           "pelab.sinusoidal(base=1)")

    def test_odd_dim(self):
        self.assertRefusal(lambda: pelab.sinusoidal(dim=7), ["sinusoidal", "--dim", "7"],
                           "pelab.sinusoidal(dim=7)")
        self.assertRefusal(lambda: pelab.steplab.walk(0, 3, 7),
                           ["steplab", "--positions", "0,3", "--dim", "7"],
                           "pelab.steplab.walk(0, 3, 7)")

    def test_zero_positions(self):
        self.assertRefusal(lambda: pelab.sinusoidal(positions=0),
                           ["sinusoidal", "--positions", "0"], "pelab.sinusoidal(positions=0)")
        self.assertRefusal(lambda: pelab.rope.scores(positions=0),
                           ["rope", "--positions", "0"], "pelab.rope.scores(positions=0)")

    def test_unknown_choice(self):
        self.assertRefusal(lambda: pelab.rope.scores(pairing="diagonal"),
                           ["rope", "--pairing", "diagonal"],
                           "pelab.rope.scores(pairing='diagonal')")
        self.assertRefusal(lambda: pelab.buckets.map(scheme="alibi"),
                           ["buckets", "--view", "map", "--scheme", "alibi"],
                           "pelab.buckets.map(scheme='alibi')")

    def test_unknown_view(self):
        self.assertRefusal(lambda: pelab.sinusoidal(view="bogus"),
                           ["sinusoidal", "--view", "bogus"], "pelab.sinusoidal(view='bogus')")

    def test_unknown_preset(self):
        self.assertRefusal(lambda: pelab.rope.inv_freq(preset="no-such-model"),
                           ["rope", "--view", "frequencies", "--preset", "no-such-model"],
                           "pelab.rope.inv_freq(preset='no-such-model')")

    def test_missing_factor(self):
        self.assertRefusal(lambda: pelab.rope.report(scaling="linear"),
                           ["rope", "--scaling", "linear"], "pelab.rope.report(scaling='linear')")

    def test_alibi_zero_heads(self):
        self.assertRefusal(lambda: pelab.alibi.slopes(heads=0),
                           ["alibi", "--view", "slopes", "--heads", "0"],
                           "pelab.alibi.slopes(heads=0)")

    def test_mrope_sections_not_summing(self):
        self.assertRefusal(lambda: pelab.rope.positions(dim=8, sequence="text:3,image:1x4x4",
                                                         mrope_section=[1, 1, 1]),
                           ["rope", "--view", "positions", "--dim", "8", "--sequence",
                            "text:3,image:1x4x4", "--mrope-section", "1,1,1"],
                           "pelab.rope.positions(mrope_section=[1, 1, 1])")

    def test_unknown_profile(self):
        self.assertRefusal(lambda: pelab.compare.profiles(profiles=["rope", "bogus"]),
                           ["compare", "--profiles", "rope,bogus"],
                           "pelab.compare.profiles(profiles=['rope', 'bogus'])")

    def test_compare_normalise_at_zero_of_zero(self):
        self.assertRefusal(lambda: pelab.compare.profiles(profiles="sinusoidal,alibi",
                                                          normalise="at-zero", max_distance=8),
                           ["compare", "--profiles", "sinusoidal,alibi", "--normalise",
                            "at-zero", "--max-distance", "8", "--json"],
                           "pelab.compare.profiles(normalise='at-zero') with alibi")

    def test_rope_check_wrong_inv_freq_length(self):
        # The message names the array argument's file as "inv_freq.npy".
        with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
            name = save(directory, "inv_freq", np.ones(3))
            self.assertRefusal(lambda: pelab.rope.check(inv_freq=np.ones(3),
                                                        preset="llama-3.1-8b"),
                               ["rope", "--preset", "llama-3.1-8b", "--compare", name,
                                "--json"], "pelab.rope.check(inv_freq=np.ones(3))",
                               cwd=directory)

    def test_rope_check_cache_shape(self):
        cos = np.ones((4, 6))
        with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
            args = ["rope", "--preset", "llama-3.1-8b",
                    "--compare-cos", save(directory, "cos", cos),
                    "--compare-sin", save(directory, "sin", cos), "--json"]
            self.assertRefusal(lambda: pelab.rope.check(preset="llama-3.1-8b", cos=cos, sin=cos),
                               args, "pelab.rope.check(cos=(4, 6), sin=(4, 6))", cwd=directory)

    def test_learned_refused_arrays(self):
        # (A 1-D array is accepted by pelab-cli learned, as a 1 × d table, so is not here.)
        for what, array in (("3-D", np.ones((2, 3, 4))), ("empty", np.zeros((0, 4)))):
            with self.subTest(array=what):
                with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
                    name = save(directory, "table", array)
                    self.assertRefusal(lambda: pelab.learned.analyse(array),
                                       ["learned", name, "--json"],
                                       f"pelab.learned.analyse({what} array)", cwd=directory)

    def test_learned_one_dimensional_array_as_cli(self):
        # Not a refusal: pelab-cli reads a 1-D .npy as one position; so must the package.
        array = np.arange(5.0)
        with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
            expected = cli_json(["learned", save(directory, "table", array)], cwd=directory)
        self.assertSameReport(pelab.learned.analyse(array), expected,
                              "pelab.learned.analyse(1-D array)")

    def test_learned_array_of_strings(self):
        strings = np.array([["a", "b"], ["c", "d"]])
        with quiet_temporary_directories():
            with self.assertRaises(ValueError):
                pelab.learned.analyse(strings)

    def test_refused_array_argument_leaves_no_temporary_directory(self):
        # A refused array argument leaves no temporary directory and no ResourceWarning.
        strings = np.array([["a", "b"], ["c", "d"]])
        with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
            saved = tempfile.tempdir
            tempfile.tempdir = directory
            try:
                with warnings.catch_warnings(record=True) as caught:
                    warnings.simplefilter("always", ResourceWarning)
                    try:
                        pelab.learned.analyse(strings)
                    except ValueError:
                        left = os.listdir(directory)
                    else:
                        self.fail("pelab.learned.analyse(array of strings) did not raise")
                    gc.collect()
            finally:
                tempfile.tempdir = saved
        resource_warnings = [str(w.message) for w in caught
                             if issubclass(w.category, ResourceWarning)]
        self.assertEqual((left, resource_warnings), ([], []),
                         "a refused array argument left its temporary directory behind")

    def test_learned_array_of_strings_message(self):
        # An array of strings is handed to pelab-cli: the ValueError is pelab-cli's refusal.
        strings = np.array([["a", "b"], ["c", "d"]])
        with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory, \
                quiet_temporary_directories():
            name = save(directory, "table", strings)
            self.assertRefusal(lambda: pelab.learned.analyse(strings),
                               ["learned", name, "--json"],
                               "pelab.learned.analyse(array of strings)", cwd=directory)

    def test_unknown_keyword_is_type_error(self):
        for call in (lambda: pelab.sinusoidal(bogus=3),
                     lambda: pelab.rope.scores(dot_offsets=3),
                     lambda: pelab.alibi.slopes(colormap="viridis"),
                     lambda: pelab.steplab.walk(0, 3, 8, positions="0,3")):
            with self.assertRaises(TypeError):
                call()

    def test_positional_arguments_are_type_error(self):
        with self.assertRaises(TypeError):
            pelab.sinusoidal(128)
        with self.assertRaises(TypeError):
            pelab.rope.inv_freq(64)

    def test_refusal_leaves_module_working(self):
        for _ in range(3):
            with self.assertRaises(ValueError):
                pelab.sinusoidal(dim=7)
        self.assertSameArray(pelab.sinusoidal(positions=4, dim=8),
                             cli_npy(["sinusoidal", "--positions", "4", "--dim", "8"]),
                             "pelab.sinusoidal after refusals")


if __name__ == "__main__":
    unittest.main()
