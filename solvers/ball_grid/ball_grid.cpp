#include "ball_grid/ball_grid.h"

#include <charconv>

namespace minimoves::ball_grid {

BallGrid::BallGrid(int rows, int columns, Grid target) : m_rows(rows), m_columns(columns), m_target(target)
{
    for (int row = 2; row <= rows; ++row) {
        for (int column = 2; column <= columns; ++column) {
            m_moves.push_back(Move{std::uint8_t(row), std::uint8_t(column), Op::Turn});
            m_moves.push_back(Move{std::uint8_t(row), std::uint8_t(column), Op::Recolor});
            m_blocks.push_back(blockOf(columns, row, column));
        }
    }
}

int BallGrid::moveIndex(int row, int column, Op op) const
{
    if (row < 2 || row > m_rows || column < 2 || column > m_columns)
        return -1;
    return 2 * ((row - 2) * (m_columns - 1) + (column - 2)) + (op == Op::Turn ? 0 : 1);
}

char colorLetter(Color color)
{
    switch (color) {
    case Color::Red:
        return 'R';
    case Color::Blue:
        return 'B';
    case Color::Green:
        return 'G';
    }
    return '?';
}

std::optional<Color> parseColor(char letter)
{
    switch (letter) {
    case 'R':
        return Color::Red;
    case 'B':
        return Color::Blue;
    case 'G':
        return Color::Green;
    default:
        return std::nullopt;
    }
}

std::string gridText(const BallGrid& rules, Grid grid)
{
    std::string text;
    for (int cell = 0; cell < rules.ballCount(); ++cell)
        text += colorLetter(colorAt(grid, cell));
    return text;
}

std::optional<Grid> parseGrid(std::string_view text, int rows, int columns, std::string* error)
{
    auto fail = [&](std::string message) -> std::optional<Grid> {
        if (error)
            *error = std::move(message);
        return std::nullopt;
    };
    const int balls = rows * columns;
    if (int(text.size()) != balls)
        return fail("a " + std::to_string(rows) + "x" + std::to_string(columns) + " grid is " + std::to_string(balls) +
                    " letters, got " + std::to_string(text.size()));
    Grid grid;
    for (int cell = 0; cell < balls; ++cell) {
        const auto color = parseColor(text[cell]);
        if (!color)
            return fail("ball " + std::to_string(cell / columns + 1) + "," + std::to_string(cell % columns + 1) +
                        " is '" + std::string(1, text[cell]) + "', not R, B or G");
        grid = withColor(grid, cell, *color);
    }
    return grid;
}

std::string moveText(const Move& move)
{
    std::string text(1, move.op == Op::Turn ? 'R' : 'C');
    text += char('0' + move.row);
    text += char('0' + move.column);
    return text;
}

std::string instanceText(const BallGrid& rules)
{
    std::string text = std::to_string(rules.rows()) + "x" + std::to_string(rules.columns());
    const std::string letters = gridText(rules, rules.target());
    for (int row = 0; row < rules.rows(); ++row) {
        text += '/';
        text.append(letters, std::size_t(row * rules.columns()), std::size_t(rules.columns()));
    }
    return text;
}

std::string sizeProblem(long long rows, long long columns)
{
    if (rows < 1 || columns < 1)
        return "a board has at least 1 row and 1 column, got " + std::to_string(rows) + "x" + std::to_string(columns);
    if (rows > MaxBalls || columns > MaxBalls || rows * columns > MaxBalls)
        return "a " + std::to_string(rows) + "x" + std::to_string(columns) + " board has more than " +
               std::to_string(MaxBalls) + " balls (at most 3^16 grids are supported)";
    return {};
}

std::optional<BallGrid> parseInstance(std::string_view text, std::string* error)
{
    auto fail = [&](std::string message) -> std::optional<BallGrid> {
        if (error)
            *error = std::move(message);
        return std::nullopt;
    };
    const auto cross = text.find('x');
    const auto slash = text.find('/');
    if (cross == std::string_view::npos || slash == std::string_view::npos || cross > slash)
        return fail("a Ball Grid instance reads NxM/row/row/..., got '" + std::string(text.substr(0, 40)) + "'");
    auto number = [](std::string_view digits) -> long long {
        long long value = -1;
        const auto [end, code] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
        if (digits.empty() || code != std::errc() || end != digits.data() + digits.size())
            return -1;
        return value;
    };
    const long long rows = number(text.substr(0, cross));
    const long long columns = number(text.substr(cross + 1, slash - cross - 1));
    if (rows < 0 || columns < 0)
        return fail("the board size '" + std::string(text.substr(0, slash)) + "' is not NxM");
    if (const std::string problem = sizeProblem(rows, columns); !problem.empty())
        return fail(problem);
    std::string letters;
    std::string_view rest = text.substr(slash + 1);
    for (int row = 1; row <= rows; ++row) {
        const auto end = rest.find('/');
        const std::string_view line = rest.substr(0, end);
        if (int(line.size()) != columns)
            return fail("target row " + std::to_string(row) + " '" + std::string(line.substr(0, 20)) + "' is not " +
                        std::to_string(columns) + " letters");
        letters += line;
        if (row < rows && end == std::string_view::npos)
            return fail("the target has " + std::to_string(row) + " rows, not " + std::to_string(rows));
        rest = end == std::string_view::npos ? std::string_view{} : rest.substr(end + 1);
        if (row == rows && end != std::string_view::npos)
            return fail("the target has more than " + std::to_string(rows) + " rows");
    }
    std::string why;
    const auto target = parseGrid(letters, int(rows), int(columns), &why);
    if (!target)
        return fail("target: " + why);
    return BallGrid(int(rows), int(columns), *target);
}

} // namespace minimoves::ball_grid
