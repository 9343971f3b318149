#include "fifteen_puzzle/korf100.h"

#include <sstream>
#include <string>

namespace minimoves::fifteen_puzzle {

const std::vector<KorfInstance>& korfInstances()
{
    static const std::vector<KorfInstance> instances = [] {
        std::vector<KorfInstance> read;
        std::istringstream lines{std::string(korf100Text())};
        std::string line;
        while (std::getline(lines, line)) {
            if (line.empty() || line[0] == '#')
                continue;
            std::istringstream numbers(line);
            KorfInstance instance;
            instance.number = int(read.size()) + 1;
            for (int cell = 0; cell < MaxCells; ++cell) {
                int tile = 0;
                numbers >> tile;
                instance.board.cells[std::size_t(MaxCells - 1 - cell)] = std::uint8_t(tile == 0 ? 0 : MaxCells - tile);
            }
            numbers >> instance.length;
            read.push_back(instance);
        }
        return read;
    }();
    return instances;
}

} // namespace minimoves::fifteen_puzzle
