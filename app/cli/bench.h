// minimoves-cli bench: measures every registered engine, each in a fresh process of its own
// (fork + exec of this program) so that its peak memory is its own.
#pragma once

#include <iosfwd>

namespace minimoves::cli {

int runBench(int argc, char** argv, std::ostream& out, std::ostream& err);

} // namespace minimoves::cli
