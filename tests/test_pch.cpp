// The precompiled header of the tests (tests/CMakeLists.txt, MINIMOVES_TEST_PCH) is made with this target.
