#include "huarong_dao/huarong_dao.h"

namespace minimoves::huarong_dao {

namespace {

constexpr int widthOf(Kind kind) { return kind == Kind::CaoCao || kind == Kind::Horizontal ? 2 : 1; }
constexpr int heightOf(Kind kind) { return kind == Kind::CaoCao || kind == Kind::Vertical ? 2 : 1; }

Placements makePlacements()
{
    Placements place;
    for (std::uint32_t bits = 0; bits < place.filled.size(); ++bits)
        for (int cell = 0; cell < 5; ++cell)
            if ((bits >> (3 * cell)) & 7)
                place.filled[bits] |= std::uint8_t(1u << cell);
    for (int kind = 1; kind < kindCount; ++kind)
        for (int cell = 0; cell < cellCount; ++cell) {
            const int row = cell / columnCount;
            const int column = cell % columnCount;
            const int width = widthOf(Kind(kind));
            const int height = heightOf(Kind(kind));
            if (row + height > rowCount || column + width > columnCount)
                continue;
            for (int r = row; r < row + height; ++r)
                for (int c = column; c < column + width; ++c) {
                    const int covered = r * columnCount + c;
                    place.cells[std::size_t(kind)][std::size_t(cell)] |= 1u << covered;
                    place.code[std::size_t(kind)][std::size_t(cell)] |= Position(kind) << (3 * covered);
                }
            const std::uint32_t own = place.cells[std::size_t(kind)][std::size_t(cell)];
            std::uint32_t around = 0;
            for (int covered = 0; covered < cellCount; ++covered) {
                if (!(own >> covered & 1))
                    continue;
                if (covered >= columnCount)
                    around |= 1u << (covered - columnCount);
                if (covered + columnCount < cellCount)
                    around |= 1u << (covered + columnCount);
                if (covered % columnCount != 0)
                    around |= 1u << (covered - 1);
                if (covered % columnCount != columnCount - 1)
                    around |= 1u << (covered + 1);
            }
            place.around[std::size_t(kind)][std::size_t(cell)] = around & ~own;
        }
    return place;
}

Kind kindOfLetter(char letter)
{
    switch (letter) {
    case 'C': return Kind::CaoCao;
    case 'V': return Kind::Vertical;
    case 'H': return Kind::Horizontal;
    case 'S': return Kind::Soldier;
    default: return Kind::Empty;
    }
}

std::string where(int cell)
{
    return "row " + std::to_string(cell / columnCount + 1) + ", column " + char('a' + cell % columnCount);
}

} // namespace

const Placements& placements()
{
    static const Placements place = makePlacements();
    return place;
}

char kindLetter(Kind kind)
{
    constexpr char letters[kindCount] = {'.', 'C', 'V', 'H', 'S'};
    return letters[int(kind)];
}

std::string layoutText(Position layout, char separator)
{
    std::string text;
    for (int cell = 0; cell < cellCount; ++cell) {
        if (cell > 0 && cell % columnCount == 0)
            text += separator;
        text += kindLetter(kindAt(layout, cell));
    }
    return text;
}

Parsed<Position> parseLayout(std::string_view text)
{
    std::string cells;
    if (text.size() == std::size_t(cellCount)) {
        cells = text;
    } else if (text.size() == std::size_t(cellCount + rowCount - 1)) {
        for (std::size_t i = 0; i < text.size(); ++i) {
            if (i % (columnCount + 1) == columnCount) {
                if (text[i] != '/')
                    return parseError("character " + std::to_string(i + 1) + " '" + std::string(1, text[i]) +
                                      "' should be '/' between rows");
            } else {
                cells += text[i];
            }
        }
    } else {
        return parseError("a tray is 5 rows of 4 cells (20 characters, or 24 with '/' between rows), got " +
                          std::to_string(text.size()) + " characters");
    }
    Position layout = 0;
    for (int cell = 0; cell < cellCount; ++cell) {
        const char letter = cells[std::size_t(cell)];
        if (letter != '.' && kindOfLetter(letter) == Kind::Empty)
            return parseError(where(cell) + ": '" + std::string(1, letter) + "' is not one of C V H S .");
        layout |= Position(kindOfLetter(letter)) << (3 * cell);
    }
    // Every block whole: the first cell of a kind not yet covered must be a whole block's top-left.
    const Placements& place = placements();
    std::uint32_t covered = 0;
    int caoCao = 0;
    for (int cell = 0; cell < cellCount; ++cell) {
        const Kind kind = kindAt(layout, cell);
        if (kind == Kind::Empty || (covered >> cell & 1))
            continue;
        const std::uint32_t cellsOfBlock = place.cells[std::size_t(kind)][std::size_t(cell)];
        bool whole = cellsOfBlock != 0;
        for (int other = 0; whole && other < cellCount; ++other)
            if ((cellsOfBlock >> other & 1) && (kindAt(layout, other) != kind || (covered >> other & 1)))
                whole = false;
        if (!whole) {
            static const char* const shapes[kindCount] = {"", "Cao Cao (C) is a 2x2 block",
                                                          "a vertical general (V) is 1 wide and 2 tall",
                                                          "a horizontal general (H) is 2 wide and 1 tall", ""};
            return parseError(where(cell) + ": the " + std::string(1, kindLetter(kind)) +
                              " cells here do not make whole blocks (" + shapes[int(kind)] + ")");
        }
        covered |= cellsOfBlock;
        if (kind == Kind::CaoCao)
            ++caoCao;
    }
    if (caoCao != 1)
        return parseError("the tray has " + std::to_string(caoCao) + " Cao Cao blocks (C), not one");
    return layout;
}

PieceSet pieceSetOf(Position layout)
{
    PieceSet pieces;
    for (int cell = 0; cell < cellCount; ++cell)
        switch (kindAt(layout, cell)) {
        case Kind::Empty: ++pieces.empty; break;
        case Kind::Vertical: ++pieces.vertical; break;
        case Kind::Horizontal: ++pieces.horizontal; break;
        case Kind::Soldier: ++pieces.soldiers; break;
        case Kind::CaoCao: break;
        }
    pieces.vertical /= 2;
    pieces.horizontal /= 2;
    return pieces;
}

std::string cellName(int cell)
{
    return std::string{char('a' + cell % columnCount), char('1' + cell / columnCount)};
}

std::string moveName(int move)
{
    const int from = move / (cellCount - 1);
    int to = move % (cellCount - 1);
    if (to >= from)
        ++to;
    return cellName(from) + "-" + cellName(to);
}

void forEachLayout(const PieceSet& pieces, const std::function<void(Position)>& visit)
{
    // Fills the cells in reading order: the first free cell is either empty or some block's
    // top-left, so each layout is made exactly once.
    const Placements& place = placements();
    std::array<int, kindCount> left{pieces.empty, 1, pieces.vertical, pieces.horizontal, pieces.soldiers};
    std::function<void(int, std::uint32_t, Position)> fill = [&](int cell, std::uint32_t covered, Position layout) {
        while (cell < cellCount && (covered >> cell & 1))
            ++cell;
        if (cell == cellCount) {
            if (left == std::array<int, kindCount>{})
                visit(layout);
            return;
        }
        for (int kind = 0; kind < kindCount; ++kind) {
            if (left[std::size_t(kind)] == 0)
                continue;
            const std::uint32_t cells = kind == 0 ? 1u << cell : place.cells[std::size_t(kind)][std::size_t(cell)];
            if (cells == 0 || (cells & covered) != 0)
                continue;
            --left[std::size_t(kind)];
            fill(cell + 1, covered | cells, kind == 0 ? layout : layout | place.code[std::size_t(kind)][std::size_t(cell)]);
            ++left[std::size_t(kind)];
        }
    };
    fill(0, 0, 0);
}

Parsed<Position> HuarongDao::parsePosition(std::string_view text) const
{
    auto layout = parseLayout(text);
    if (!layout)
        return layout;
    if (pieceSetOf(*layout) != m_pieces)
        return parseError("the layout's blocks are not this game's (another piece set)");
    return layout;
}

} // namespace minimoves::huarong_dao
