#!/usr/bin/env python3
"""Tests of .ci/check-layers.py: each kind of use it must see, planted in a scratch copy of
Sources/ErrorHandling, makes it fail; the tree as it is passes. Run by .ci/run:

    python3 .ci/test_check_layers.py
"""
import importlib.util
import os
import shutil
import tempfile
import textwrap
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location("check_layers", os.path.join(HERE, "check-layers.py"))
check_layers = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(check_layers)


class ScratchTree(unittest.TestCase):
    """A copy of the Swift files of Sources/ErrorHandling that a test may change."""

    def setUp(self):
        self.scratch = tempfile.mkdtemp(prefix="check-layers-")
        self.root = os.path.join(self.scratch, "ErrorHandling")
        shutil.copytree(
            check_layers.SOURCES,
            self.root,
            ignore=lambda directory, names: [
                name
                for name in names
                if not name.endswith(".swift") and not os.path.isdir(os.path.join(directory, name))
            ],
        )

    def tearDown(self):
        shutil.rmtree(self.scratch)

    def plant(self, path, code):
        path = os.path.join(self.root, path)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(textwrap.dedent(code))

    def replace(self, path, old, new):
        path = os.path.join(self.root, path)
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        self.assertIn(old, text)
        with open(path, "w", encoding="utf-8") as handle:
            handle.write(text.replace(old, new))

    def problems(self, contributing=None):
        problems, _ = check_layers.check(self.root, contributing)
        return problems

    def assertFailsWith(self, *texts):
        problems = self.problems()
        self.assertTrue(problems, "the check passed")
        for text in texts:
            self.assertTrue(
                any(text in problem for problem in problems),
                f"no problem says {text!r}:\n" + "\n".join(problems),
            )


class UnchangedTree(ScratchTree):
    def test_the_tree_as_it_is_passes(self):
        self.assertEqual(self.problems(check_layers.CONTRIBUTING), [])

    def test_the_tree_in_place_passes(self):
        problems, count = check_layers.check(check_layers.SOURCES, check_layers.CONTRIBUTING)
        self.assertEqual(problems, [])
        self.assertEqual(count, len(check_layers.ALLOWED))

    def test_the_table_of_contributing_is_the_table_of_the_check(self):
        self.assertEqual(check_layers.documented_table(check_layers.CONTRIBUTING), check_layers.ALLOWED)


class UsesThatFail(ScratchTree):
    def test_a_top_level_type_used_by_a_folder_below_fails(self):
        self.plant(
            "Internal/Scratch.swift",
            """
            func scratch(_ handler: ErrorHandler) {}
            """,
        )
        self.assertFailsWith("Internal/ may not use Rules/: ErrorHandler in Internal/Scratch.swift")

    def test_an_open_class_under_attributes_and_if_is_a_declaration(self):
        self.plant(
            "Center/ScratchBase.swift",
            """
            #if canImport(Foundation)
                @MainActor
                open class ScratchBase {}
            #endif
            """,
        )
        self.plant(
            "Errors/ScratchUser.swift",
            """
            @MainActor final class ScratchUser: ScratchBase {}
            """,
        )
        self.assertFailsWith("Errors/ may not use Center/: ScratchBase in Errors/ScratchUser.swift")

    def test_an_extension_method_used_by_name_fails(self):
        self.plant(
            "Center/ErrorRecord+Scratch.swift",
            """
            extension ErrorRecord {
                /// Scratch.
                public static func scratchFlattened(_ record: ErrorRecord) -> String { "" }
            }
            """,
        )
        self.plant(
            "Logging/ScratchUser.swift",
            """
            func scratchUser(_ record: ErrorRecord) -> String {
                ErrorRecord.scratchFlattened(record)
            }
            """,
        )
        self.assertFailsWith("Logging/ may not use Center/: scratchFlattened in Logging/ScratchUser.swift")

    def test_an_extension_property_read_with_a_dot_fails(self):
        self.plant(
            "Errors/Error+Scratch.swift",
            """
            extension Error {
                var scratchIsHandled: Bool { true }
            }
            """,
        )
        self.plant(
            "Internal/ScratchUser.swift",
            """
            func scratchUser(_ error: any Error) -> Bool { error.scratchIsHandled }
            """,
        )
        self.assertFailsWith(
            "Internal/ may not use Errors/: scratchIsHandled in Internal/ScratchUser.swift",
            "cycle: Errors/ → Internal/ → Errors/",
        )

    def test_a_cycle_of_three_folders_fails(self):
        # Logging uses Errors and Errors uses Localization already; no two of the three use
        # each other once Localization uses Logging.
        self.plant(
            "Localization/ScratchUser.swift",
            """
            func scratchUser(_ record: ErrorRecord) {}
            """,
        )
        self.assertFailsWith(
            "cycle: Errors/ → Localization/ → Logging/ → Errors/",
            "Localization/ may not use Logging/",
        )

    def test_a_use_the_table_does_not_allow_fails_without_a_cycle(self):
        self.plant(
            "Logging/ScratchUser.swift",
            """
            func scratchUser(_ presentation: ErrorPresentation) {}
            """,
        )
        self.assertEqual(
            self.problems(),
            ["Logging/ may not use Presentation/: ErrorPresentation in Logging/ScratchUser.swift"],
        )

    def test_compatibility_is_used_by_no_folder(self):
        self.plant(
            "Center/ScratchUser.swift",
            """
            func scratchUser(_ alert: ConfirmableAlert) {}
            """,
        )
        self.assertFailsWith("Center/ may not use Compatibility/: ConfirmableAlert")

    def test_code_interpolated_into_a_string_is_a_use(self):
        self.plant(
            "Internal/Scratch.swift",
            """
            let scratch = "handled by \\(String(describing: ErrorHandler.self))"
            """,
        )
        self.assertFailsWith("Internal/ may not use Rules/: ErrorHandler in Internal/Scratch.swift")

    def test_a_folder_missing_from_the_table_fails(self):
        self.plant("Scratch/Scratch.swift", "struct Scratch {}\n")
        self.assertFailsWith("Scratch/ holds Swift code but is not in the layer table")

    def test_a_table_that_differs_from_contributing_fails(self):
        contributing = os.path.join(self.scratch, "CONTRIBUTING.md")
        with open(check_layers.CONTRIBUTING, encoding="utf-8") as handle:
            text = handle.read()
        with open(contributing, "w", encoding="utf-8") as handle:
            handle.write(text.replace("| Logging | Errors, Internal |", "| Logging | Errors, Presentation, Internal |"))
        problems = self.problems(contributing)
        self.assertTrue(any("differs from ALLOWED" in problem for problem in problems), problems)

    def test_a_use_the_table_does_not_list_fails_even_downward(self):
        self.plant("Logging/Scratch.swift", "let scratch = RetryPolicy()")
        self.assertFailsWith("Logging/ may not use Recovery/")


class UsesThatDoNotCount(ScratchTree):
    def test_names_in_comments_and_string_literals_do_not_count(self):
        self.plant(
            "Internal/Scratch.swift",
            '''
            // ErrorHandler
            /* ErrorHandler /* nested */ ErrorHandler */
            let scratch = "ErrorHandler \\\\(ErrorHandler)"
            let scratchRaw = #"ErrorHandler \\(ErrorHandler)"#
            let scratchLines = """
                ErrorHandler
                """
            ''',
        )
        self.assertEqual(self.problems(), [])

    def test_a_member_declared_in_two_folders_does_not_count(self):
        self.plant(
            "Center/Error+Scratch.swift",
            """
            extension Error {
                var scratchShared: Bool { true }
            }
            """,
        )
        self.plant(
            "Logging/ScratchUser.swift",
            """
            struct ScratchUser {
                var scratchShared: Bool
                func read(_ error: any Error) -> Bool { error.scratchShared }
            }
            """,
        )
        self.assertEqual(self.problems(), [])

    def test_a_member_with_a_standard_name_does_not_count(self):
        self.plant(
            "Center/Error+Scratch.swift",
            """
            extension Error {
                var description: String { "" }
            }
            """,
        )
        self.plant(
            "Logging/ScratchUser.swift",
            """
            func scratchUser(_ value: Int) -> String { value.description }
            """,
        )
        self.assertEqual(self.problems(), [])

    def test_a_nested_declaration_does_not_count(self):
        self.plant(
            "Center/ScratchOwner.swift",
            """
            struct ScratchOwner {
                struct ScratchNested {}
            }
            """,
        )
        self.plant(
            "Logging/ScratchUser.swift",
            """
            struct ScratchUser {
                struct ScratchNested {}
            }
            """,
        )
        self.assertEqual(self.problems(), [])


if __name__ == "__main__":
    unittest.main(verbosity=2)
