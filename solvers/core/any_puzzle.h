// AnyPuzzle: the type-erased face of one puzzle instance, in ranks, move indices and text, so that
// the app and the CLI handle every puzzle the same way. PuzzleType: what the registry knows of a
// puzzle kind (its id, how to make instances, its contest input/output format, its benchmark).
//
// What a puzzle can do is said by abilities(), not assumed: how it finds a position's exact
// distance (at once from a table, or by a search that proves lower bounds first), and where its
// hardest distance and its distance counts come from (computed, published with their source, or
// not known). Every puzzle draws positions at an exact distance, however its engine makes them.
//
// Thread rules: every const member may be called from any thread at once. prepare() builds the
// tables a solver needs (it may take a while: the app calls it on its worker thread); solve() and
// the random-position members call it themselves when needed. improve() builds better tables in
// the background (a searched puzzle that starts small).
#pragma once

#include "core/result.h"
#include "core/search.h"

#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace minimoves {

using StateRank = std::uint64_t;

// How a puzzle finds a position's exact distance.
enum class DistanceBy {
    Table,  // read at once off a table of every position's distance, once prepare() has built it
    Search, // searched per position (IDA*): solve() reports proven lower bounds, each larger, then answers
};

// Where one of a puzzle's figures (its hardest distance, its distance counts) comes from.
enum class FigureFrom {
    Computed,  // the engine works it out (a table's deepest layer, its layer sizes)
    Published, // known from the literature: the engine answers with those figures, PuzzleAbilities::source says whose
    Unknown,   // nobody knows it: the member answers nullopt
};

// What a puzzle can do, for the app to offer what fits (a distance at once or "at least k" first,
// a facts chart or none) without naming the puzzle.
struct PuzzleAbilities {
    DistanceBy distance = DistanceBy::Table;
    FigureFrom hardest = FigureFrom::Computed;
    FigureFrom counts = FigureFrom::Computed;
    // Where the figures are published, one line: whose they are where they are Published; for
    // Computed ones, the published figures they were checked against ("OEIS A079745, the same
    // counts"); "" when none is named.
    std::string source;
    bool uniformDraws = true;    // randomState() draws uniformly among the positions at a distance
    // Every move changes the distance by exactly one (each is undone by a move, and the positions'
    // graph is bipartite: the sliding tiles'): a position's neighbours are one nearer or one further.
    bool movesChangeDistanceByOne = false;
};

class AnyPuzzle {
public:
    virtual ~AnyPuzzle() = default;

    // The registry id of this puzzle kind ("magic-board").
    virtual std::string_view id() const = 0;
    // What is fixed for this game (sizes, target, teeth) as one line of text without ':' or
    // spaces; the kind's makeInstance() reads it back.
    virtual std::string instanceText() const = 0;

    virtual int moveCount() const = 0;
    virtual std::string moveText(int move) const = 0;
    virtual std::optional<int> parseMove(std::string_view text) const = 0;

    virtual std::uint64_t stateCount() const = 0;
    // How many states prepare() and hardestDistance() walk to build their table: stateCount()
    // unless the table is over something smaller (a placement of one colour). For the benchmark's
    // states per second.
    virtual std::uint64_t tableStates() const { return stateCount(); }
    virtual StateRank apply(StateRank state, int move) const = 0;
    virtual bool isSolved(StateRank state) const = 0;
    // A state as one token of text without ':' or spaces, and back.
    virtual std::string encodeState(StateRank state) const = 0;
    virtual Parsed<StateRank> decodeState(std::string_view text) const = 0;
    // Which of the kind's variants() this instance is ("" when the kind has none).
    virtual std::string variant() const { return {}; }
    // Where a new game of this instance starts when nothing else is asked for.
    virtual StateRank initialState() const = 0;

    // What this puzzle can do (today's six: a table, every figure computed, uniform draws).
    virtual PuzzleAbilities abilities() const { return {}; }

    // Builds what solve() needs (a table; a searched puzzle's pattern databases). False when
    // stopped; calling it again resumes from scratch.
    virtual bool prepare(const SearchControl& control) const = 0;
    // Builds what makes later answers faster once the game already plays (a searched puzzle's
    // bigger tables, after prepare() built the small ones it starts with): long, so the app runs it
    // in the background, at low priority, once per puzzle kind after a prepare(), and stops it at
    // quit. Searches under way finish with what they started with; later ones use the better
    // tables. True when done or when there is nothing to do (the default); false when stopped.
    virtual bool improve(const SearchControl& control) const
    {
        (void)control;
        return true;
    }
    // The optimal distance, every optimal next move and one optimal path; nullopt when stopped.
    // A searched puzzle reports the lower bounds it proves on the way (control.reportBound).
    virtual std::optional<Solution> solve(StateRank state, const SearchControl& control) const = 0;
    // solve()'s answer for a position known without prepare() or a search (a searched puzzle's
    // published positions), at once; nullopt for any other (the default: none).
    virtual std::optional<Solution> known(StateRank state) const
    {
        (void)state;
        return std::nullopt;
    }
    // The largest optimal distance a new game of this instance can have ("hardest"): computed or
    // published (abilities().hardest); nullopt when stopped, or when it is not known.
    virtual std::optional<int> hardestDistance(const SearchControl& control) const = 0;
    // A state at exactly `distance` moves from the goal, however the engine makes it (a table
    // puzzle draws uniformly from the table's layer; a searched one may walk and then search);
    // nullopt when stopped or when no state lies at that distance.
    virtual std::optional<StateRank> randomState(int distance, std::mt19937_64& random,
                                                 const SearchControl& control) const = 0;
    // How many positions of this instance lie at each optimal distance from the goal: index d holds
    // the number at distance d (positions that cannot reach the goal are not counted; the sum plus
    // them is stateCount()). For the Puzzle facts chart; computed or published (abilities().counts).
    // nullopt when stopped, or where nobody knows them (FigureFrom::Unknown).
    virtual std::optional<std::vector<std::uint64_t>> distanceCounts(const SearchControl& control) const
    {
        (void)control;
        return std::nullopt;
    }
    // The counts `minimoves-cli facts` prints, to be compared with the published figures:
    // distanceCounts() unless those count a smaller puzzle (the Pyraminx's, its core without tips).
    virtual std::optional<std::vector<std::uint64_t>> factsCounts(const SearchControl& control) const
    {
        return distanceCounts(control);
    }
};

// One case of a contest input, as the app opens it: the game it becomes (an instance of the puzzle
// and a position in it) or why it cannot be one. PuzzleType::eachContestCase makes them with the same
// parser as runContest, so a file reads the same in the game as in minimoves-cli.
struct ContestCase {
    std::string label;      // how the contest counts it: "Case 3", "Dataset 2"
    std::string instance;   // the game's instance text (PuzzleType::makeInstance reads it); "" when unplayable
    StateRank state = 0;    // the case's position in that instance
    std::string unplayable; // why the game cannot show it, one line ("" when it can)
    // What runContest prints for this case (its lines, each ending in '\n'), by the code runContest
    // answers with; it may search, so the app calls it off the GUI thread, or never.
    std::function<std::string()> answer;

    bool playable() const { return unplayable.empty(); }
};

// Takes each case as the parser reads it (PuzzleType::eachContestCase).
using ContestCaseSink = std::function<void(ContestCase&&)>;

struct PuzzleType {
    std::string_view id;
    // The instance of a new game; `variant` picks among variants() ("" = the default), `random`
    // draws what a new game draws (a picture, a target pattern, ...).
    std::unique_ptr<AnyPuzzle> (*makeRandomInstance)(std::string_view variant, std::mt19937_64& random);
    Parsed<std::unique_ptr<AnyPuzzle>> (*makeInstance)(std::string_view instanceText);
    // Board sizes or other shapes a player may choose in New game (empty: just one).
    std::vector<std::string> (*variants)();
    // The contest's format: reads `in`, answers on `out`, one line on `err` for bad input.
    // Returns the process exit status (0, or 2 for bad input).
    int (*runContest)(std::istream& in, std::ostream& out, std::ostream& err);
    // The same input's cases (by the same parser), each handed to `onCase` as soon as it is read,
    // so that a caller keeps them as compactly as it likes (the app's list of a million cases); the
    // one line runContest writes on `err` for bad input (without its newline), "" when it read
    // whole. The cases before a bad one have been handed over by then.
    std::string (*eachContestCase)(std::istream& in, const ContestCaseSink& onCase);
    // The variant a first game uses ("" = the first of variants()).
    std::string_view defaultVariant = {};
    // New game keeps the instance in play (the player's own target) and draws only a start;
    // otherwise New game draws a new instance too (a picture, a pattern, a grid).
    bool newGameKeepsInstance = false;
    // The contest format of one of variants() (`minimoves-cli PUZZLE:VARIANT`: the Pocket Cube's
    // quarter-turn metric); nullptr when the puzzle's contest has no variants.
    int (*runVariantContest)(std::string_view variant, std::istream& in, std::ostream& out, std::ostream& err) = nullptr;
    // `minimoves-cli facts PUZZLE:TEXT` reads a TEXT that is none of variants() as an instance
    // (makeInstance): a sliding-block puzzle's facts count one start's component, any start's.
    bool factsOfAnyInstance = false;

    // Every case of the input in one vector (eachContestCase's), or its error line.
    Parsed<std::vector<ContestCase>> contestCases(std::istream& in) const
    {
        std::vector<ContestCase> cases;
        std::string error = eachContestCase(in, [&cases](ContestCase&& c) { cases.push_back(std::move(c)); });
        if (!error.empty())
            return parseError(std::move(error));
        return cases;
    }
};

// Every registered puzzle, in the order the app lists them.
const std::vector<PuzzleType>& puzzleTypes();
const PuzzleType* findPuzzleType(std::string_view id);
// Puzzles whose engines and CLI are done but which the game does not show yet (no board; none now:
// the twisty trio joined the game with their 3D board, issue 37): the CLI
// answers them (contest, facts, bench), the game and its tests do not list them.
const std::vector<PuzzleType>& enginePuzzleTypes();
// A puzzle of either list: what the CLI looks up.
const PuzzleType* findEnginePuzzleType(std::string_view id);

// A game ID: "<puzzle id>:<instance>:<state>", one line.
struct GameId {
    std::unique_ptr<AnyPuzzle> puzzle;
    StateRank state = 0;
};
std::string formatGameId(const AnyPuzzle& puzzle, StateRank state);
Parsed<GameId> parseGameId(std::string_view text);

} // namespace minimoves
