// minimoves-cli bench fifteen-puzzle[:TABLES]: the Fifteen Puzzle's own figures, for each table set
// (the first-start 6-6-3 and the play set 7-8, or the one named): the first build into an empty
// folder (wall and processor time, threads, peak memory), the load from there, Korf's 100 one by
// one on one thread (moves against the published lengths, nodes, processor time), positions met in
// play (random starts and moves from them: distance and every optimal move), all of Korf's as one
// contest input on every core, and the 17 published 80-move boards (by search one by one with every
// optimal move, then as one contest input). Its table builds take minutes of processor time, so it
// runs in this process, not in a child per puzzle as the others do.
#pragma once

#include <iosfwd>
#include <string>

namespace minimoves::cli {

// partitionName "" measures both sets. Returns the exit status: 0, 1 when a length disagrees with
// Korf's or a table could not be made, 2 for an unknown set.
int runFifteenBench(const std::string& partitionName, bool json, std::ostream& out, std::ostream& err);

} // namespace minimoves::cli
