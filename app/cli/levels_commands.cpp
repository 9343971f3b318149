#include "levels_commands.h"
#include "puzzle_argument.h"

#include "core/any_puzzle.h"
#include "levels/daily.h"
#include "levels/ladder_maker.h"
#include "levels/level_data.h"
#include "levels/own_ladders.h"

#include <chrono>
#include <fstream>
#include <ostream>
#include <string>

namespace minimoves::cli {

namespace {

// PUZZLE[:VARIANT] as a puzzle and one of its ladders' variants (its default when none is named), or
// PUZZLE[:LADDER] for a puzzle with ladders of its own (its first when none is named); nullptr after
// one line on `err`.
const PuzzleType* readPuzzleArgument(std::string_view argument, std::string* variant, std::ostream& err)
{
    const auto colon = argument.find(':');
    const std::string_view id = argument.substr(0, colon);
    const PuzzleType* type = findPuzzleType(id);
    if (!type) {
        err << "minimoves-cli levels: unknown puzzle '" << id << "' (minimoves-cli --help lists them)\n";
        return nullptr;
    }
    const auto own = levels::ownLadders(type->id);
    if (!own.empty()) {
        *variant = colon == std::string_view::npos ? std::string(own.front().key) : std::string(argument.substr(colon + 1));
        if (levels::findOwnLadder(type->id, *variant))
            return type;
        std::string names;
        for (const levels::OwnLadder& ladder : own)
            names += (names.empty() ? "" : ", ") + std::string(ladder.key);
        err << "minimoves-cli levels: " << type->id << " has no ladder '" << *variant << "' (its ladders: " << names
            << ")\n";
        return nullptr;
    }
    const auto offered = type->variants();
    *variant = colon == std::string_view::npos ? std::string(type->defaultVariant) : std::string(argument.substr(colon + 1));
    if (variant->empty() && !offered.empty())
        *variant = offered.front();
    if (const std::string refusal = noSuchVariant(*type, *variant); !refusal.empty()) {
        err << "minimoves-cli levels: " << refusal << "\n";
        return nullptr;
    }
    return type;
}

} // namespace

int runLevels(int argc, char** argv, std::ostream& out, std::ostream& err)
{
    if (argc != 1) {
        err << "minimoves-cli levels: give one PUZZLE[:VARIANT] (minimoves-cli levels eight-puzzle)\n";
        return 2;
    }
    std::string variant;
    const PuzzleType* type = readPuzzleArgument(argv[0], &variant, err);
    if (!type)
        return 2;
    std::string error;
    const levels::Ladder* ladder = levels::findLadder(type->id, variant, &error);
    if (!ladder) {
        err << "minimoves-cli levels: " << error << "\n";
        return 2;
    }
    for (const levels::Level& level : ladder->levels)
        out << level.number << ' ' << level.par << ' ' << level.gameId << '\n';
    return 0;
}

int runDaily(int argc, char** argv, std::ostream& out, std::ostream& err)
{
    if (argc > 1) {
        err << "minimoves-cli daily: give at most one date, YYYY-MM-DD\n";
        return 2;
    }
    levels::Date date = levels::today();
    if (argc == 1) {
        const auto parsed = levels::parseDate(argv[0]);
        if (!parsed) {
            err << "minimoves-cli daily: " << parsed.error() << "\n";
            return 2;
        }
        date = *parsed;
    }
    const auto daily = levels::dailyPuzzle(date, {});
    if (!daily) {
        err << "minimoves-cli daily: no puzzle could be drawn for " << levels::dateText(date) << "\n";
        return 1;
    }
    out << levels::dateText(daily->date) << ' ' << daily->par << ' ' << daily->gameId << '\n';
    return 0;
}

int runMakeLevels(int argc, char** argv, std::ostream& out, std::ostream& err)
{
    if (argc < 1) {
        err << "minimoves-cli make-levels: give the folder to write (resources/levels) and, if not all, the puzzles\n";
        return 2;
    }
    const std::string folder = argv[0];
    std::vector<const PuzzleType*> types;
    for (int i = 1; i < argc; ++i) {
        const PuzzleType* type = findPuzzleType(argv[i]);
        if (!type) {
            err << "minimoves-cli make-levels: unknown puzzle '" << argv[i] << "'\n";
            return 2;
        }
        types.push_back(type);
    }
    if (types.empty())
        for (const auto& type : puzzleTypes())
            types.push_back(&type);
    using Clock = std::chrono::steady_clock;
    const auto started = Clock::now();
    for (const PuzzleType* type : types) {
        std::vector<levels::Ladder> ladders;
        for (const std::string& variant : levels::ladderVariants(*type)) {
            const auto begun = Clock::now();
            auto ladder = levels::makeLadder(*type, variant, levels::LevelSeed, {});
            if (!ladder) {
                err << "minimoves-cli make-levels: no ladder of " << type->id << (variant.empty() ? "" : ":") << variant
                    << " could be drawn\n";
                return 1;
            }
            const double seconds = std::chrono::duration<double>(Clock::now() - begun).count();
            out << type->id << (variant.empty() ? "" : ":") << variant << ": " << ladder->levels.size() << " levels, par "
                << ladder->levels.front().par << " to " << ladder->levels.back().par << ", " << seconds << " s\n";
            ladders.push_back(std::move(*ladder));
        }
        const std::string path = folder + "/" + std::string(type->id) + ".txt";
        std::ofstream file(path, std::ios::binary | std::ios::trunc);
        file << levels::writeLadders(type->id, ladders, levels::madeByComment(type->id));
        if (!file.flush()) {
            err << "minimoves-cli make-levels: cannot write " << path << "\n";
            return 1;
        }
    }
    out << "all: " << std::chrono::duration<double>(Clock::now() - started).count() << " s\n";
    return 0;
}

} // namespace minimoves::cli
