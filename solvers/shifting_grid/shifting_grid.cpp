#include "shifting_grid/shifting_grid.h"

namespace minimoves::shifting_grid {

char colorLetter(Color color)
{
    constexpr char letters[] = {'W', 'B', 'G'};
    return letters[int(color)];
}

std::optional<Color> colorFromLetter(char letter)
{
    switch (letter) {
    case 'W':
        return Color::White;
    case 'B':
        return Color::Black;
    case 'G':
        return Color::Grey;
    default:
        return std::nullopt;
    }
}

std::string gridText(const Grid& grid)
{
    std::string text;
    text.reserve(CellCount);
    for (Color color : grid.cells)
        text += colorLetter(color);
    return text;
}

std::optional<Grid> parseGrid(std::string_view text, std::string* error)
{
    auto fail = [&](std::string message) -> std::optional<Grid> {
        if (error)
            *error = std::move(message);
        return std::nullopt;
    };
    if (text.size() != std::size_t(CellCount))
        return fail("a grid is 24 letters W, B or G, got " + std::to_string(text.size()) + " characters");
    Grid grid;
    std::array<int, 3> counts{};
    for (int i = 0; i < CellCount; ++i) {
        const auto color = colorFromLetter(text[i]);
        if (!color)
            return fail("cell " + std::to_string(i / Columns) + "," + std::to_string(i % Columns) + " '" +
                        std::string(1, text[i]) + "' is not W, B or G");
        grid.cells[i] = *color;
        ++counts[int(*color)];
    }
    if (counts != std::array<int, 3>{CellsPerColor, CellsPerColor, CellsPerColor}) {
        // "9 white cells, 8 needed; 7 grey cells, 8 needed": every colour that is off.
        constexpr const char* names[] = {"white", "black", "grey"};
        std::string message;
        for (int c = 0; c < 3; ++c) {
            if (counts[c] == CellsPerColor)
                continue;
            if (!message.empty())
                message += "; ";
            message += std::to_string(counts[c]) + " " + names[c] + (counts[c] == 1 ? " cell" : " cells") + ", " +
                       std::to_string(CellsPerColor) + " needed";
        }
        return fail(message);
    }
    return grid;
}

std::string shiftText(Shift shift)
{
    constexpr char directions[] = {'L', 'R', 'U', 'D'};
    return std::string{shift.movesRow() ? 'R' : 'C', char('0' + shift.line), directions[int(shift.direction)]};
}

std::optional<Shift> parseShift(std::string_view text)
{
    for (const Shift& shift : allShifts)
        if (shiftText(shift) == text)
            return shift;
    return std::nullopt;
}

} // namespace minimoves::shifting_grid
