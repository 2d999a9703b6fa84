"""Unit tests of pelab at run time and of its metadata: a cancelled computation raises
KeyboardInterrupt (TestCancellation); the returned arrays are the caller's own
(TestOwnership); 10 000 calls do not leak (TestLeaks); the version, docstrings, signatures
and stubs agree with pelab-cli and the functions (TestMetadata).

Run with the other test_*.py files by ctest (tst_python); pelabtests.py says how.
"""

import _thread
import ast
import gc
import inspect
import os
import pydoc
import sys
import tempfile
import threading
import tracemalloc
import unittest

import numpy as np

import pelab

from pelabtests import (MODULES, PelabTestCase, cli_args, cli_json, cli_npy, rss_bytes,
                        run_cli)


# --------------------------------------------------------------------------------------------
# Cancellation: Ctrl+C during a long computation raises KeyboardInterrupt.
# --------------------------------------------------------------------------------------------

class TestCancellation(PelabTestCase):

    def interrupt_during(self, call, what):
        timer = threading.Timer(0.3, _thread.interrupt_main)
        try:
            timer.start()
            with self.assertRaises(KeyboardInterrupt, msg=f"{what} was not interrupted"):
                call()
        finally:
            timer.cancel()
            timer.join()

    def test_rope_report_interrupted(self):
        self.interrupt_during(lambda: pelab.rope.report(positions=32768, dim=128),
                              "pelab.rope.report(positions=32768, dim=128)")
        # The module still works afterwards, and gives the CLI's bytes.
        self.assertSameArray(pelab.sinusoidal(positions=8, dim=8),
                             cli_npy(["sinusoidal", "--positions", "8", "--dim", "8"]),
                             "pelab.sinusoidal after a cancelled computation")
        options = dict(dim=8, positions=16)
        self.assertSameReport(pelab.rope.report(**options), cli_json(cli_args("rope", **options)),
                              "pelab.rope.report after a cancelled computation")

    def test_interrupted_twice(self):
        for _ in range(2):
            self.interrupt_during(lambda: pelab.rope.report(positions=32768, dim=128),
                                  "pelab.rope.report(positions=32768, dim=128)")
        self.assertEqual(pelab.steplab.walk(0, 3, 8),
                         cli_json(["steplab", "--positions", "0,3", "--dim", "8"]))

    def test_interrupted_with_array_argument_cleans_up(self):
        # A call with an array argument writes a temporary directory; a cancelled one removes
        # it as a finished one does.
        q = np.ones(128)
        with tempfile.TemporaryDirectory(prefix="pelab-test-") as directory:
            saved = tempfile.tempdir
            tempfile.tempdir = directory
            try:
                self.interrupt_during(lambda: pelab.rope.report(positions=32768, dim=128, q=q,
                                                                k=q),
                                      "pelab.rope.report(q=, k=, positions=32768)")
                pelab.rope.scores(q=np.ones(8), k=np.ones(8), dim=8, positions=4)
                left = os.listdir(directory)
            finally:
                tempfile.tempdir = saved
        self.assertEqual(left, [], "temporary files left behind by calls with array arguments")


# --------------------------------------------------------------------------------------------
# Ownership of the returned arrays.
# --------------------------------------------------------------------------------------------

class TestOwnership(PelabTestCase):

    def test_tables_writeable_contiguous(self):
        results = {
            "sinusoidal": pelab.sinusoidal(positions=8, dim=8),
            "rope.scores": pelab.rope.scores(dim=8, positions=8),
            "rope.inv_freq": pelab.rope.inv_freq(dim=8),
            "rope.cache[0]": pelab.rope.cache(dim=8, positions=8)[0],
            "alibi.slopes": pelab.alibi.slopes(heads=4),
            "buckets.map": pelab.buckets.map(positions=8),
            "compare.profiles['rope']": pelab.compare.profiles(profiles="rope",
                                                               max_distance=8)["rope"],
        }
        for name, array in results.items():
            with self.subTest(function=name):
                self.assertIsInstance(array, np.ndarray)
                self.assertTrue(array.flags.writeable, f"{name}: not writeable")
                self.assertTrue(array.flags.c_contiguous, f"{name}: not C-contiguous")
                self.assertTrue(array.flags.aligned, f"{name}: not aligned")
                self.assertEqual(array.dtype.byteorder in "=<|", True,
                                 f"{name}: byte order {array.dtype.byteorder}")
                array[...] = 0  # writing must be allowed

    def test_base_keeps_the_data(self):
        array = pelab.sinusoidal(positions=16, dim=8)
        expected = array.copy()
        self.assertTrue(array.flags.owndata or array.base is not None,
                        "an array that does not own its data has no .base")
        view = array[2:5]
        del array
        gc.collect()
        # Allocate and free to reuse any memory freed too early.
        for _ in range(20):
            pelab.sinusoidal(positions=16, dim=8) * 2.0
        np.testing.assert_array_equal(view, expected[2:5],
                                      "a view of a returned table changed after the table's "
                                      "other references were deleted")

    def test_base_is_released_with_the_array(self):
        # The owner of the data (.base) is referenced by the array alone: once the array is
        # gone, the caller's reference to it is the only one (no leaked owner).
        array = pelab.rope.scores(dim=8, positions=16)
        base = array.base
        if base is None:
            self.skipTest("the array owns its data")
        del array
        gc.collect()
        self.assertEqual(sys.getrefcount(base), 2,
                         f"the data's owner ({type(base).__name__}) is still referenced after "
                         f"its array was deleted")

    def test_base_refcount_after_deletion(self):
        array = pelab.rope.scores(dim=8, positions=32)
        expected = array.copy()
        column = array[:, 3]
        del array
        gc.collect()
        _ = [pelab.rope.scores(dim=8, positions=32, seed=s) for s in range(1, 5)]
        np.testing.assert_array_equal(column, expected[:, 3])

    def test_mutation_does_not_change_next_result(self):
        calls = {
            "sinusoidal": lambda: pelab.sinusoidal(positions=8, dim=8),
            "rope.inv_freq": lambda: pelab.rope.inv_freq(dim=16),
            "rope.cache": lambda: pelab.rope.cache(dim=8, positions=8)[1],
            "alibi.bias": lambda: pelab.alibi.bias(heads=4, positions=8, head=2),
            "buckets.map": lambda: pelab.buckets.map(positions=8),
            "rope.layers": lambda: pelab.rope.layers(dim=8, layers=4)["base"],
        }
        for name, call in calls.items():
            with self.subTest(function=name):
                first = call()
                reference = first.copy()
                first[...] = 42
                second = call()
                self.assertSameArray(second, reference,
                                     f"{name}: mutating a returned array changed the next one")
                self.assertFalse(np.shares_memory(first, second),
                                 f"{name}: two calls return the same memory")

    def test_input_arrays_not_modified(self):
        rng = np.random.default_rng(6)
        q, k = rng.standard_normal(8), rng.standard_normal(8)
        table = rng.standard_normal((6, 4)).astype(np.float32)
        copies = [q.copy(), k.copy(), table.copy()]
        pelab.rope.scores(q=q, k=k, dim=8, positions=4)
        pelab.learned.analyse(table)
        for original, copy in zip((q, k, table), copies):
            self.assertEqual(original.tobytes(), copy.tobytes(), "an input array was modified")
            self.assertEqual(original.dtype, copy.dtype)

    def test_array_arguments_of_other_layouts(self):
        # A Fortran-ordered, a strided and a big-endian array give the C-ordered array's result.
        rng = np.random.default_rng(7)
        table = rng.standard_normal((10, 6))
        expected = pelab.learned.similarity(table, measure="dot")
        for name, variant in (("Fortran order", np.asfortranarray(table)),
                              ("strided", np.repeat(table, 2, axis=1)[:, ::2]),
                              ("big-endian", table.astype(">f8")),
                              ("list", table.tolist())):
            with self.subTest(variant=name):
                self.assertSameArray(pelab.learned.similarity(variant, measure="dot"), expected,
                                     f"pelab.learned.similarity({name} table)")


# --------------------------------------------------------------------------------------------
# Leaks: reference counts and memory over 10 000 calls.
# --------------------------------------------------------------------------------------------

class TestLeaks(PelabTestCase):

    LOOP = 10_000

    @staticmethod
    def small_calls(count):
        for _ in range(count):
            pelab.sinusoidal(positions=4, dim=8)
            pelab.sinusoidal_report(positions=4, dim=8)
            try:
                pelab.sinusoidal(dim=7)
            except ValueError:
                pass

    def test_refcounts_of_results_and_inputs(self):
        array = pelab.sinusoidal(positions=4, dim=8)
        self.assertEqual(sys.getrefcount(array), 2,
                         "a returned array has references besides the caller's")
        column = pelab.alibi.slopes(heads=4)
        self.assertEqual(sys.getrefcount(column), 2)
        q, k = np.ones(8), np.arange(8.0)
        before = (sys.getrefcount(q), sys.getrefcount(k))
        for _ in range(50):
            pelab.rope.scores(q=q, k=k, dim=8, positions=4)
            pelab.rope.report(q=q, k=k, dim=8, positions=4)
        self.assertEqual((sys.getrefcount(q), sys.getrefcount(k)), before,
                         "an input array's reference count changed after calls")
        table = np.ones((4, 4), dtype=np.float32)
        before = sys.getrefcount(table)
        for _ in range(50):
            pelab.learned.analyse(table)
        self.assertEqual(sys.getrefcount(table), before)

    def test_total_refcount_over_loop(self):
        if not hasattr(sys, "gettotalrefcount"):
            self.skipTest("sys.gettotalrefcount needs a debug build of Python "
                          "(test_memory_over_loop measures instead)")
        self.small_calls(100)
        gc.collect()
        before = sys.gettotalrefcount()
        self.small_calls(self.LOOP)
        gc.collect()
        growth = sys.gettotalrefcount() - before
        self.assertLess(growth, 100, f"the total reference count grew by {growth} over "
                        f"{self.LOOP} calls")

    def test_memory_over_loop(self):
        self.small_calls(500)  # warm-up: caches, the parameter tables, the allocator
        gc.collect()
        rss_before = rss_bytes()
        tracemalloc.start()
        try:
            self.small_calls(200)
            gc.collect()
            current_before, _ = tracemalloc.get_traced_memory()
            self.small_calls(self.LOOP)
            gc.collect()
            current_after, _ = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        growth = current_after - current_before
        self.assertLess(growth, 256 * 1024,
                        f"Python allocations grew by {growth} bytes over {self.LOOP} calls")
        if rss_before is not None:
            rss_growth = rss_bytes() - rss_before
            self.assertLess(rss_growth, 8 * 1024 * 1024,
                            f"the resident set grew by {rss_growth} bytes over {self.LOOP} calls")

    def test_memory_over_loop_with_arrays(self):
        q, k = np.ones(8), np.arange(8.0)
        table = np.ones((4, 4))

        def calls(count):
            for _ in range(count):
                pelab.rope.scores(q=q, k=k, dim=8, positions=4)
                pelab.learned.analyse(table)

        calls(100)
        gc.collect()
        rss_before = rss_bytes()
        tracemalloc.start()
        try:
            calls(50)
            gc.collect()
            current_before, _ = tracemalloc.get_traced_memory()
            calls(500)
            gc.collect()
            current_after, _ = tracemalloc.get_traced_memory()
        finally:
            tracemalloc.stop()
        growth = current_after - current_before
        self.assertLess(growth, 256 * 1024,
                        f"Python allocations grew by {growth} bytes over 500 calls with "
                        f"array arguments")
        if rss_before is not None:
            rss_growth = rss_bytes() - rss_before
            self.assertLess(rss_growth, 8 * 1024 * 1024,
                            f"the resident set grew by {rss_growth} bytes")


# --------------------------------------------------------------------------------------------
# Metadata: version, docstrings, signatures, stubs.
# --------------------------------------------------------------------------------------------

class TestMetadata(PelabTestCase):

    def test_version_is_the_cli_version(self):
        printed = run_cli(["--version"]).stdout.strip()
        self.assertEqual(printed, f"pelab-cli {pelab.__version__}",
                         "pelab.__version__ differs from pelab-cli --version")

    def test_docstrings_state_the_formulas(self):
        cases = [(pelab.sinusoidal, "base^(−2i/d)"),
                 (pelab.sinusoidal, "PE(t)[2i] = sin(t·ω_i)"),
                 (pelab.rope.inv_freq, "base^(−2i/d)"),
                 (pelab.rope.scores, "q_t·k_s/√d"),
                 (pelab.alibi.bias, "−m_h·|t − s|"),
                 (pelab.shaw.scores, "q_t·r_clip(s−t)/√d"),
                 (pelab.buckets.buckets, "key − query"),
                 (pelab.steplab.walk, "pelab-cli steplab --positions p,q --dim d --json")]
        for function, formula in cases:
            with self.subTest(function=function.__name__, formula=formula):
                self.assertIn(formula, function.__doc__ or "",
                              f"{function.__module__}.{function.__name__}'s docstring")
                self.assertIn(formula, pydoc.render_doc(function, renderer=pydoc.plaintext),
                              f"help({function.__module__}.{function.__name__})")

    def test_docstrings_list_the_options(self):
        doc = pelab.rope.scores.__doc__
        for name in ("base:", "pairing:", "q:", "preset:", "dim:"):
            self.assertIn(name, doc, f"rope.scores' docstring does not describe {name}")

    def test_signatures(self):
        parameters = inspect.signature(pelab.rope.scores).parameters
        self.assertIn("base", parameters)
        self.assertEqual(parameters["base"].default, 10000.0)
        self.assertEqual(parameters["base"].kind, inspect.Parameter.KEYWORD_ONLY)
        self.assertEqual(parameters["pairing"].default, "interleaved")
        self.assertEqual(inspect.signature(pelab.sinusoidal).parameters["dim"].default, 512)
        self.assertEqual(list(inspect.signature(pelab.steplab.walk).parameters)[:3],
                         ["p", "q", "d"])
        self.assertEqual(list(inspect.signature(pelab.learned.analyse).parameters)[0], "table")
        # Drawing-only options are no function's keyword.
        for function in (pelab.sinusoidal, pelab.rope.scores, pelab.alibi.bias):
            self.assertNotIn("colormap", inspect.signature(function).parameters)

    def test_signature_defaults_are_the_cli_defaults(self):
        # Calling with every default spelled out gives the default call's bytes.
        defaults = {name: p.default for name, p in
                    inspect.signature(pelab.sinusoidal).parameters.items()
                    if name != "view"}
        self.assertSameArray(pelab.sinusoidal(**{**defaults, "positions": 8, "dim": 16}),
                             cli_npy(["sinusoidal", "--positions", "8", "--dim", "16"]),
                             "pelab.sinusoidal(every default spelled out)")

    def test_stubs_exist_and_parse(self):
        directory = os.path.dirname(pelab.__file__)
        stubs = {"__init__": pelab}
        stubs.update({name: getattr(pelab, name) for name in MODULES})
        for name, module in stubs.items():
            with self.subTest(stub=name):
                path = os.path.join(directory, name + ".pyi")
                self.assertTrue(os.path.isfile(path), f"no stub {path}")
                with open(path, encoding="utf-8") as file:
                    tree = ast.parse(file.read(), filename=path)
                functions = {node.name: node for node in tree.body
                             if isinstance(node, ast.FunctionDef)}
                exported = [n for n in getattr(module, "__all__", [])
                            if callable(getattr(module, n)) and
                            not inspect.ismodule(getattr(module, n))]
                for function_name in exported:
                    self.assertIn(function_name, functions,
                                  f"{name}.pyi does not declare {function_name}")
                    node = functions[function_name]
                    stub_names = [a.arg for a in node.args.posonlyargs + node.args.args +
                                  node.args.kwonlyargs]
                    if node.args.vararg is None and node.args.kwarg is None:
                        self.assertEqual(stub_names, list(inspect.signature(
                            getattr(module, function_name)).parameters),
                            f"{name}.pyi: {function_name}'s parameters differ from the "
                            f"function's signature")
        self.assertTrue(os.path.isfile(os.path.join(directory, "py.typed")), "no py.typed")

    def test_all_names_exist(self):
        for name in pelab.__all__:
            self.assertTrue(hasattr(pelab, name), f"pelab.__all__ names {name}, not defined")
        for module_name in MODULES:
            module = getattr(pelab, module_name)
            for name in module.__all__:
                self.assertTrue(callable(getattr(module, name, None)),
                                f"pelab.{module_name}.{name} is not callable")


if __name__ == "__main__":
    unittest.main()
