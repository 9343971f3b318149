// The main() of every test program (test_registry.h): `PROGRAM TEST [Qt Test's arguments]` runs
// the test named TEST; with no test named, the usage and the program's tests.
#include "test_registry.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <vector>

namespace minimoves::testing {
namespace {

std::map<std::string, TestMain>& registry()
{
    static std::map<std::string, TestMain> tests;
    return tests;
}

} // namespace

bool registerTest(const char* sourceFile, TestMain run)
{
    std::string name = sourceFile;
    if (const auto slash = name.find_last_of('/'); slash != std::string::npos)
        name.erase(0, slash + 1);
    if (const auto dot = name.find('.'); dot != std::string::npos)
        name.erase(dot);
    if (!registry().emplace(name, run).second) {
        std::fprintf(stderr, "test_main: two tests named %s\n", name.c_str());
        std::exit(2);
    }
    return true;
}

} // namespace minimoves::testing

int main(int argc, char* argv[])
{
    const auto& tests = minimoves::testing::registry();
    const auto test = argc > 1 ? tests.find(argv[1]) : tests.end();
    if (test == tests.end()) {
        if (argc > 1)
            std::fprintf(stderr, "%s: no test named %s\n", argv[0], argv[1]);
        std::fprintf(stderr, "usage: %s TEST [Qt Test's arguments]\ntests:", argv[0]);
        for (const auto& [name, run] : tests)
            std::fprintf(stderr, " %s", name.c_str());
        std::fprintf(stderr, "\n");
        return 2;
    }
    // The test sees the command line its own program had: its name in place of the program's
    // (which Qt takes as the application's name, and so the test's settings and data folders),
    // then the rest. applicationFilePath() is still this program.
    std::string program = argv[0];
    const auto slash = program.find_last_of('/');
    program = (slash == std::string::npos ? std::string() : program.substr(0, slash + 1)) + test->first;
    std::vector<char*> arguments{program.data()};
    arguments.insert(arguments.end(), argv + 2, argv + argc);
    int count = int(arguments.size());
    arguments.push_back(nullptr);
    return test->second(count, arguments.data());
}
