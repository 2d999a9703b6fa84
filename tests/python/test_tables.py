"""Unit tests of pelab's tables: every array a function of the package returns equals, byte
for byte, what ``pelab-cli ... --npy`` writes for the same parameters (TestTables).

Run with the other test_*.py files by ctest (tst_python); pelabtests.py says how.
"""

import tempfile
import unittest

import numpy as np

import pelab

from pelabtests import (PelabTestCase, cli_args, cli_column, cli_json, cli_npy,
                        cli_npy_and_header, llama31_inv_freq, save)


class TestTables(PelabTestCase):

    def test_sinusoidal_default_view(self):
        options = dict(positions=48, dim=32, base=500.0, start=7, layout="split")
        self.assertSameArray(pelab.sinusoidal(**options),
                             cli_npy(cli_args("sinusoidal", **options)),
                             "pelab.sinusoidal(positions=48, dim=32, base=500, start=7, "
                             "layout='split')")

    def test_sinusoidal_similarity_view(self):
        options = dict(positions=40, dim=16, measure="cosine", base=2000.0)
        self.assertSameArray(pelab.sinusoidal(view="similarity", **options),
                             cli_npy(cli_args("sinusoidal", view="similarity", **options)),
                             "pelab.sinusoidal(view='similarity', measure='cosine')")

    def test_generic_table_sinusoidal_pairs(self):
        options = dict(positions=16, dim=24, base=100.0)
        got = pelab.table("sinusoidal", view="pairs", **options)
        self.assertSameArray(got, cli_npy(cli_args("sinusoidal", view="pairs", **options)),
                             "pelab.table('sinusoidal', view='pairs')")

    def test_rope_inv_freq_llama3(self):
        options = dict(scaling="llama3", base=500000, dim=128)
        got = pelab.rope.inv_freq(**options)
        expected = cli_column(cli_args("rope", view="frequencies", **options), "inv_freq")
        self.assertSameArray(got, expected, "pelab.rope.inv_freq(scaling='llama3', "
                             "base=500000, dim=128)")
        # And it is the Llama 3.1 formula (a sanity check of the test's reference).
        np.testing.assert_allclose(got, llama31_inv_freq(), rtol=1e-12)

    def test_rope_inv_freq_preset(self):
        got = pelab.rope.inv_freq(preset="llama-3.1-8b")
        expected = cli_column(cli_args("rope", view="frequencies", preset="llama-3.1-8b"),
                              "inv_freq")
        self.assertSameArray(got, expected, "pelab.rope.inv_freq(preset='llama-3.1-8b')")

    def test_rope_scores(self):
        options = dict(dim=32, positions=48, start=1000, base=20000.0, pairing="half",
                       precision="f32", seed=5)
        self.assertSameArray(pelab.rope.scores(**options), cli_npy(cli_args("rope", **options)),
                             "pelab.rope.scores(dim=32, positions=48, start=1000, "
                             "pairing='half', precision='f32', seed=5)")

    def test_rope_scores_with_q_k_arrays(self):
        rng = np.random.default_rng(1)
        q, k = rng.standard_normal(16), rng.standard_normal(16)
        options = dict(dim=16, positions=24, scaling="linear", factor=2.0)
        got = pelab.rope.scores(q=q, k=k, **options)
        with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
            args = cli_args("rope", q=save(directory, "q", q), k=save(directory, "k", k),
                            **options)
            expected = cli_npy(args, cwd=directory)
        self.assertSameArray(got, expected, "pelab.rope.scores(q=..., k=...)")
        # The arrays were used: the seeded scores differ.
        self.assertFalse(np.array_equal(got, pelab.rope.scores(**options)),
                         "rope.scores(q=, k=) equals the seeded scores: q and k were ignored")

    def test_rope_cache(self):
        options = dict(dim=16, positions=20, base=5000.0, pairing="half", scaling="yarn",
                       factor=4.0, original_max_positions=8)
        result = pelab.rope.cache(**options)
        self.assertIsInstance(result, tuple)
        self.assertEqual(len(result), 2, "rope.cache returns (cos, sin)")
        cos, sin = result
        self.assertSameArray(cos, cli_npy(cli_args("rope", view="cos", **options)),
                             "pelab.rope.cache(...)[0] (cos view)")
        self.assertSameArray(sin, cli_npy(cli_args("rope", view="sin", **options)),
                             "pelab.rope.cache(...)[1] (sin view)")

    def test_rope_positions_mrope(self):
        options = dict(dim=16, sequence="text:3,image:1x4x4,text:2", mrope_section=[2, 3, 3],
                       spatial_merge=2)
        got = pelab.rope.positions(**options)
        self.assertSameArray(got, cli_npy(cli_args("rope", view="positions", **options)),
                             "pelab.rope.positions(sequence='text:3,image:1x4x4,text:2', "
                             "mrope_section=[2, 3, 3])")
        self.assertEqual(got.shape, (3 + 4 + 2, 4), "one row per token: segment, t, h, w")

    def test_rope_layers(self):
        options = dict(dim=16, layers=6, layer_windows="2*sliding,full", sliding_window=128,
                       local_base=10000.0, base=1000000.0, layer_rope="5*rope,nope")
        got = pelab.rope.layers(**options)
        table, header = cli_npy_and_header(cli_args("rope", view="layers", **options))
        self.assertIsInstance(got, dict)
        self.assertEqual(list(got), header[1:], "rope.layers' keys are the CSV's columns")
        for j, label in enumerate(header[1:]):
            self.assertSameArray(got[label], np.ascontiguousarray(table[:, j]),
                                 f"pelab.rope.layers(...)[{label!r}]")

    def test_rope_table_offsets(self):
        options = dict(dim=24, positions=32, seed=3, max_offset=16)
        self.assertSameArray(pelab.rope.table(view="offsets", **options),
                             cli_npy(cli_args("rope", view="offsets", **options)),
                             "pelab.rope.table(view='offsets')")

    def test_alibi_slopes_paper_rule(self):
        options = dict(rule="paper", heads=12)
        got = pelab.alibi.slopes(**options)
        expected = cli_column(cli_args("alibi", view="slopes", **options), "slope")
        self.assertSameArray(got, expected, "pelab.alibi.slopes(rule='paper', heads=12)")

    def test_alibi_slopes_custom_list(self):
        got = pelab.alibi.slopes(rule="custom", slopes=[0.5, 0.25, 0.0625])
        expected = cli_column(["alibi", "--view", "slopes", "--rule", "custom", "--slopes",
                               "0.5,0.25,0.0625"], "slope")
        self.assertSameArray(got, expected, "pelab.alibi.slopes(rule='custom', slopes=[...])")

    def test_alibi_bias_head(self):
        options = dict(heads=8, positions=32, head=2)
        self.assertSameArray(pelab.alibi.bias(**options),
                             cli_npy(cli_args("alibi", view="heatmap", **options)),
                             "pelab.alibi.bias(head=2)")

    def test_alibi_bias_bidirectional(self):
        options = dict(heads=6, positions=16, head=5, bidirectional=True, rule="paper")
        self.assertSameArray(pelab.alibi.bias(**options),
                             cli_npy(cli_args("alibi", view="heatmap", **options)),
                             "pelab.alibi.bias(head=5, bidirectional=True)")

    def test_alibi_table_span(self):
        options = dict(heads=4, positions=64, content="random", seed=7, head_dim=8)
        self.assertSameArray(pelab.alibi.table(view="span", **options),
                             cli_npy(cli_args("alibi", view="span", **options)),
                             "pelab.alibi.table(view='span')")

    def test_shaw_scores_position_term(self):
        options = dict(positions=24, dim=8, clip=3, seed=11, term="position")
        self.assertSameArray(pelab.shaw.scores(**options), cli_npy(cli_args("shaw", **options)),
                             "pelab.shaw.scores(term='position')")

    def test_shaw_table_relative(self):
        options = dict(positions=16, dim=6, clip=5, seed=2)
        self.assertSameArray(pelab.shaw.table(view="relative", **options),
                             cli_npy(cli_args("shaw", view="relative", **options)),
                             "pelab.shaw.table(view='relative')")

    def test_shaw_with_arrays(self):
        rng = np.random.default_rng(2)
        n, d, clip = 12, 5, 3
        q = rng.standard_normal((n, d))
        k = rng.standard_normal((n, d))
        rel = rng.standard_normal((2 * clip + 1, d))
        with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
            files = dict(q=save(directory, "q", q), k=save(directory, "k", k),
                         rel=save(directory, "rel", rel))
            for term in ("total", "content", "position"):
                with self.subTest(term=term):
                    expected = cli_npy(cli_args("shaw", term=term, **files), cwd=directory)
                    got = pelab.shaw.scores(q=q, k=k, rel=rel, term=term)
                    self.assertSameArray(got, expected,
                                         f"pelab.shaw.scores(q=, k=, rel=, term={term!r})")
            expected = cli_json(cli_args("shaw", **files), cwd=directory)
        self.assertSameReport(pelab.shaw.summary(q=q, k=k, rel=rel), expected,
                              "pelab.shaw.summary(q=, k=, rel=)")
        # The content term computed here from the arrays (a check of the test's premise).
        np.testing.assert_allclose(pelab.shaw.scores(q=q, k=k, rel=rel, term="content"),
                                   q @ k.T / np.sqrt(d), rtol=1e-12, atol=1e-12)

    def test_learned_similarity_and_spectrum(self):
        rng = np.random.default_rng(3)
        table = rng.standard_normal((20, 6))
        with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
            name = save(directory, "table", table)
            for measure in ("cosine", "dot", "distance"):
                with self.subTest(measure=measure):
                    expected = cli_npy(cli_args("learned", file=name, view="similarity",
                                                measure=measure), cwd=directory)
                    self.assertSameArray(pelab.learned.similarity(table, measure=measure),
                                         expected,
                                         f"pelab.learned.similarity(table, measure={measure!r})")
            for spectrum in ("magnitude", "peaks"):
                with self.subTest(spectrum=spectrum):
                    expected = cli_npy(cli_args("learned", file=name, view="spectrum",
                                                spectrum=spectrum), cwd=directory)
                    self.assertSameArray(pelab.learned.spectrum(table, spectrum=spectrum),
                                         expected,
                                         f"pelab.learned.spectrum(table, spectrum={spectrum!r})")

    def test_learned_float32_similarity(self):
        table = np.linspace(-1, 1, 16 * 4, dtype=np.float32).reshape(16, 4)
        with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
            expected = cli_npy(cli_args("learned", file=save(directory, "table", table),
                                        view="similarity", measure="dot"), cwd=directory)
        self.assertSameArray(pelab.learned.similarity(table, measure="dot"), expected,
                             "pelab.learned.similarity(float32 table, measure='dot')")

    def test_buckets_buckets(self):
        for options in (dict(positions=40, buckets=16, max_distance=20, causal=True),
                        dict(positions=40, scheme="deberta", buckets=8, max_distance=32)):
            with self.subTest(**options):
                got = pelab.buckets.buckets(**options)
                self.assertEqual(got.dtype, np.int64, "buckets.buckets is documented as int64")
                expected = cli_column(cli_args("buckets", view="buckets", **options), "bucket")
                self.assertSameArray(got, expected, f"pelab.buckets.buckets({options})")

    def test_buckets_map_is_int64(self):
        options = dict(positions=24, buckets=16, max_distance=20)
        got = pelab.buckets.map(**options)
        expected = cli_npy(cli_args("buckets", view="map", **options))
        self.assertEqual(expected.dtype, np.int64, "the CLI writes the map as int64")
        self.assertSameArray(got, expected, "pelab.buckets.map(...)")

    def test_buckets_bias(self):
        options = dict(positions=20, preset="t5-small", head=3, seed=9)
        self.assertSameArray(pelab.buckets.bias(**options),
                             cli_npy(cli_args("buckets", view="bias", **options)),
                             "pelab.buckets.bias(preset='t5-small', head=3)")

    def test_buckets_bias_with_table(self):
        rng = np.random.default_rng(4)
        table = rng.standard_normal((32, 4))
        options = dict(positions=16, buckets=32, max_distance=64, head=4)
        got = pelab.buckets.bias(bias=table, **options)
        with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
            expected = cli_npy(cli_args("buckets", view="bias", bias=save(directory, "bias",
                                                                           table), **options),
                               cwd=directory)
        self.assertSameArray(got, expected, "pelab.buckets.bias(bias=table, head=4)")

    def test_buckets_table_starts(self):
        options = dict(scheme="deberta", buckets=16, max_distance=64, positions=64)
        self.assertSameArray(pelab.buckets.table(view="starts", **options),
                             cli_npy(cli_args("buckets", view="starts", **options)),
                             "pelab.buckets.table(view='starts')")

    def test_compare_profiles(self):
        options = dict(profiles=["sinusoidal", "rope", "alibi", "shaw"], max_distance=24,
                       normalise="unit")
        got = pelab.compare.profiles(**options)
        table, header = cli_npy_and_header(cli_args("compare", view="overlay", **options))
        self.assertIsInstance(got, dict)
        self.assertEqual(list(got), ["distance"] + header[1:],
                         "compare.profiles' keys: 'distance', then the CSV's columns")
        self.assertSameArray(got["distance"], np.arange(table.shape[0], dtype=np.float64),
                             "compare.profiles(...)['distance']")
        for j, label in enumerate(header[1:]):
            self.assertSameArray(got[label], np.ascontiguousarray(table[:, j]),
                                 f"pelab.compare.profiles(...)[{label!r}]")

    def test_compare_profiles_settings(self):
        options = dict(profiles="rope,rope-bound,buckets-index", max_distance=16,
                       normalise="none", settings="rope.dim=32; rope.base=500000")
        got = pelab.compare.profiles(**options)
        table, header = cli_npy_and_header(cli_args("compare", **options))
        self.assertEqual(list(got), ["distance"] + header[1:])
        for j, label in enumerate(header[1:]):
            self.assertSameArray(got[label], np.ascontiguousarray(table[:, j]),
                                 f"pelab.compare.profiles(settings=...)[{label!r}]")

    def test_generic_table_with_array(self):
        table = np.sin(np.arange(48.0)).reshape(12, 4)
        got = pelab.table("learned", view="similarity", file=table, measure="distance")
        with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
            expected = cli_npy(cli_args("learned", view="similarity",
                                        file=save(directory, "file", table),
                                        measure="distance"), cwd=directory)
        self.assertSameArray(got, expected, "pelab.table('learned', view='similarity', "
                             "file=array)")

    def test_generic_table_every_command(self):
        cases = [("steplab", "main", dict(positions="2,9", dim=12, step=4)),
                 ("alibi", "extrapolation", dict(heads=4, train=16, infer=64, positions=32)),
                 ("rope", "decay", dict(dim=16, positions=32)),
                 ("buckets", "profile", dict(positions=12, heads=2))]
        for command, view, options in cases:
            with self.subTest(command=command, view=view):
                self.assertSameArray(pelab.table(command, view=view, **options),
                                     cli_npy(cli_args(command, view=view, **options)),
                                     f"pelab.table({command!r}, view={view!r}, ...)")


if __name__ == "__main__":
    unittest.main()
