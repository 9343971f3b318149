#include "levels/level_data.h"

#include <map>
#include <mutex>

namespace minimoves::levels {

std::string levelFileName(std::string_view puzzle)
{
    std::string name("resources/levels/");
    name += puzzle;
    name += ".txt";
    return name;
}

const std::vector<Ladder>* laddersOf(std::string_view puzzle, std::string* error)
{
    // Read once per process, then shared by every thread (the reading itself under the lock).
    static std::mutex mutex;
    static std::map<std::string, Parsed<std::vector<Ladder>>, std::less<>> read;
    const std::lock_guard lock(mutex);
    auto it = read.find(puzzle);
    if (it == read.end()) {
        const LevelFile* found = nullptr;
        for (const LevelFile& file : levelFiles())
            if (file.puzzle == puzzle)
                found = &file;
        std::string name = levelFileName(puzzle);
        if (found) {
            it = read.emplace(std::string(puzzle), readLadders(found->text, puzzle, name)).first;
        } else {
            name += ": no levels for ";
            name += puzzle;
            it = read.emplace(std::string(puzzle), Parsed<std::vector<Ladder>>(parseError(std::move(name)))).first;
        }
    }
    if (!it->second) {
        if (error)
            *error = it->second.error();
        return nullptr;
    }
    return &it->second.value();
}

const Ladder* findLadder(std::string_view puzzle, std::string_view variant, std::string* error)
{
    const std::vector<Ladder>* ladders = laddersOf(puzzle, error);
    if (!ladders)
        return nullptr;
    for (const Ladder& ladder : *ladders)
        if (ladder.variant == variant)
            return &ladder;
    if (error) {
        *error = levelFileName(puzzle);
        *error += ": no ladder for ";
        *error += puzzle;
        if (!variant.empty()) {
            *error += ':';
            *error += variant;
        }
    }
    return nullptr;
}

} // namespace minimoves::levels
