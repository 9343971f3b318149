// The test programs: one per layer (tests/CMakeLists.txt: tests_engines, tests_logic, tests_gui),
// each holding every test of its layer. A test file registers its test under the file's own name
// with one of the macros below, in place of Qt Test's QTEST_MAIN; the program runs the test its
// first argument names, with Qt Test's own arguments after it:
//     tests_gui tst_polish -functions
//     tests_gui tst_monkey play:ball-grid
// (test_main.cpp). One program a layer is built, linked and moc'ed once instead of once a test,
// and its files compile in groups (a unity build) with Qt's headers loaded once a group.
#pragma once

#include <QtTest>

namespace minimoves::testing {

// A test's main(): what QTEST_MAIN would have expanded to, or the test file's own.
using TestMain = int (*)(int argc, char* argv[]);

// Registers `run` as the test named by `sourceFile` (its name without folder and extension: the
// file tests/tst_polish.cpp is the test tst_polish). Two tests of one name end the program at its
// start. Returns true, for a static initialiser.
bool registerTest(const char* sourceFile, TestMain run);

} // namespace minimoves::testing

// QTEST_MAIN's body, Qt's own (QTEST_MAIN_WRAPPER), as a function registered under the file's name.
#define MINIMOVES_TEST_WRAPPER(TestObject, ...)                                                       \
    namespace {                                                                                       \
    int runTest_##TestObject(int argc, char* argv[])                                                  \
    {                                                                                                 \
        QT_PREPEND_NAMESPACE(QTest::Internal::callInitMain)<TestObject>();                            \
        __VA_ARGS__                                                                                   \
        TestObject tc;                                                                                \
        QTEST_SET_MAIN_SOURCE_PATH                                                                    \
        return QTest::qExec(&tc, argc, argv);                                                         \
    }                                                                                                 \
    [[maybe_unused]] const bool registered_##TestObject =                                             \
        minimoves::testing::registerTest(__FILE__, runTest_##TestObject);                             \
    }

// As QTEST_MAIN: the application the program's Qt modules call for (QApplication with Widgets).
#define MINIMOVES_TEST_MAIN(TestObject) MINIMOVES_TEST_WRAPPER(TestObject, QTEST_MAIN_SETUP())
// As QTEST_GUILESS_MAIN: a QCoreApplication.
#define MINIMOVES_TEST_GUILESS_MAIN(TestObject) \
    MINIMOVES_TEST_WRAPPER(TestObject, QTEST_QAPP_SETUP(QCoreApplication))
// As QTEST_APPLESS_MAIN: no application object.
#define MINIMOVES_TEST_APPLESS_MAIN(TestObject) MINIMOVES_TEST_WRAPPER(TestObject)
// A test file's own main, `int function(int argc, char* argv[])`, under the file's name.
#define MINIMOVES_TEST_FUNCTION(function)                                                             \
    namespace {                                                                                       \
    [[maybe_unused]] const bool registered_##function = minimoves::testing::registerTest(__FILE__, function); \
    }
