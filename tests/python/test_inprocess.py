"""Unit tests of what a call in process refuses that pelab-cli would do otherwise (listings,
documents, another language, an empty table, a check without the values to check), and of
calls from several Python threads at once (TestInProcess).

Run with the other test_*.py files by ctest (tst_python); pelabtests.py says how.
"""

import threading
import unittest

import numpy as np

import pelab

from pelabtests import PelabTestCase, cli_json, cli_npy


class TestInProcess(PelabTestCase):

    def assertValueError(self, call, contains):
        with self.assertRaises(ValueError) as caught:
            call()
        self.assertIn(contains, str(caught.exception))

    def test_empty_table_is_refused(self):
        # pelab-cli: "cannot write r.npy: there is no data to export" (no rows to check).
        self.assertValueError(lambda: pelab.sinusoidal(view="residual", positions=1, dim=8),
                              "the residual view has nothing to export")
        self.assertEqual(pelab.sinusoidal(positions=2, dim=4).shape, (2, 4))

    def test_listings_and_help_are_refused(self):
        for options in (dict(list_views=True), dict(list_presets=True), dict(help=True),
                        dict(list_styles=True)):
            with self.subTest(**options):
                self.assertValueError(lambda: pelab.report("rope", **options),
                                      "printed by pelab-cli")
        self.assertValueError(lambda: pelab.report("compare", list_profiles=True),
                              "printed by pelab-cli")

    def test_documents_are_refused(self):
        self.assertValueError(lambda: pelab.report("steplab", handout="h.pdf"),
                              "pelab-cli writes the documents")

    def test_other_language_is_refused_and_messages_stay_english(self):
        self.assertValueError(lambda: pelab.report("steplab", lang="ja"), "--lang ja")
        with self.assertRaises(ValueError) as caught:
            pelab.rope.scores(dim=7)
        self.assertEqual(str(caught.exception),
                         "--dim must be an even integer from 2 to 8192 (got 7)")

    def test_check_needs_the_values_to_check(self):
        self.assertValueError(lambda: pelab.rope.check(preset="llama-3.1-8b"),
                              "inv_freq= or cos= and sin=")
        self.assertValueError(lambda: pelab.rope.check(preset="llama-3.1-8b",
                                                       cos=np.ones((4, 128))),
                              "inv_freq= or cos= and sin=")
        self.assertValueError(lambda: pelab.alibi.check(heads=8), "compare=")
        self.assertValueError(lambda: pelab.buckets.check(preset="t5-small"), "compare=")

    def test_a_table_argument_is_required(self):
        # None is not "no table": pelab-cli without a file would analyse its bundled sample.
        for call in (lambda: pelab.learned.analyse(None), lambda: pelab.learned.similarity()):
            with self.assertRaises(TypeError):
                call()

    def test_view_given_as_a_number_is_refused_as_the_cli_refuses_it(self):
        self.assertValueError(lambda: pelab.sinusoidal(view=3), 'no view "3"')

    def test_threads(self):
        # Calls from several threads at once (the GIL released while they compute) give what
        # the CLI gives, refusals included.
        expected_table = cli_npy(["sinusoidal", "--positions", "16", "--dim", "8"])
        expected_report = cli_json(["alibi", "--heads", "6", "--positions", "64"])
        failures = []

        def work():
            try:
                for _ in range(20):
                    table = pelab.sinusoidal(positions=16, dim=8)
                    if table.tobytes() != expected_table.tobytes():
                        failures.append("table")
                    if pelab.alibi.report(heads=6, positions=64) != expected_report:
                        failures.append("report")
                    try:
                        pelab.sinusoidal(base=1)
                        failures.append("no refusal")
                    except ValueError as error:
                        if not str(error).startswith("--base must be a number greater than 1"):
                            failures.append(str(error))
            except Exception as error:  # noqa: BLE001 (reported below)
                failures.append(repr(error))

        threads = [threading.Thread(target=work) for _ in range(6)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        self.assertEqual(failures, [])


if __name__ == "__main__":
    unittest.main()
