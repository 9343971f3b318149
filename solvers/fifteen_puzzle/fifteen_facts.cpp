// The published figures of fifteen_facts.h, as published (sources there).
#include "fifteen_puzzle/fifteen_facts.h"

#include <string_view>

namespace minimoves::fifteen_puzzle {

const std::array<std::uint64_t, HardestDistance + 1>& publishedDistanceCounts()
{
    // OEIS A089484, a(0) .. a(80) (Korf & Schultze 2005).
    static constexpr std::array<std::uint64_t, HardestDistance + 1> counts{
        1ull, 2ull, 4ull, 10ull, 24ull, 54ull, 107ull, 212ull, 446ull, 946ull,                          // 0-9
        1948ull, 3938ull, 7808ull, 15544ull, 30821ull, 60842ull, 119000ull, 231844ull, 447342ull,       // 10-18
        859744ull, 1637383ull, 3098270ull, 5802411ull, 10783780ull, 19826318ull, 36142146ull,           // 19-25
        65135623ull, 116238056ull, 204900019ull, 357071928ull, 613926161ull, 1042022040ull,             // 26-31
        1742855397ull, 2873077198ull, 4660800459ull, 7439530828ull, 11668443776ull, 17976412262ull,     // 32-37
        27171347953ull, 40271406380ull, 58469060820ull, 83099401368ull, 115516106664ull,                // 38-42
        156935291234ull, 208207973510ull, 269527755972ull, 340163141928ull, 418170132006ull,            // 43-47
        500252508256ull, 581813416256ull, 657076739307ull, 719872287190ull, 763865196269ull,            // 48-52
        784195801886ull, 777302007562ull, 742946121222ull, 683025093505ull, 603043436904ull,            // 53-57
        509897148964ull, 412039723036ull, 317373604363ull, 232306415924ull, 161303043901ull,            // 58-62
        105730020222ull, 65450375310ull, 37942606582ull, 20696691144ull, 10460286822ull,                // 63-67
        4961671731ull, 2144789574ull, 868923831ull, 311901840ull, 104859366ull, 29592634ull,            // 68-73
        7766947ull, 1508596ull, 272198ull, 26638ull, 3406ull, 70ull, 17ull,                             // 74-80
    };
    return counts;
}

namespace {

struct HardestText {
    std::string_view board; // boardText's form
    std::string_view path;  // the smallest optimal solution, in D, L, R, U order
};

// The 17 boards (Korf & Schultze 2005; our goal, see the header), in increasing text order, with
// the paths our IDA* found for them with the 7-7-1 tables (docs/BENCHMARKS.md).
constexpr HardestText HardestTexts[] = {
    {"0b9dcfae37624851", "DDDRRRULULDLDRRULDRRUULDDRUULLLURRRDLULDDRUULDDRDLULUURDRDLLDRRRULLULDRURRDLLDRR"},
    {"0c9df8aeb7624351", "DDDRRRULUULDLDDRRUULDDRRUUULLLDDRRDRUUULLLDDDRURRULULLDDDRRUULDDRRUUULLDDLDRRURD"},
    {"0c9dfbae37254861", "DDDRRRUULLDLDRRRUULULDDRULDLDRRURULURDLULDDRULLURDLDDRRURULLLDDRRRULUULLDDDRRURD"},
    {"0c9dfbae37564821", "DDDRRRULUULLDDDRRUULLDDRRURUULDLLDDRRRUUULDLDRRUULLLDDRRDRUULULLDDDRURULDLDRRURD"},
    {"0c9dfbae37624851", "DDDRRRUULULDDLDRRUUULDDDRUULDLDRRRULDRUULURDLULDLURDRDLULDDRUURDLLDRRURULULDDRRD"},
    {"0c9dfbae78564321", "DDDRRRULLURDRULULLDDDRRUUURDLULLDDDRRUUULLDDDRRUUULLDDDRRRULDRUULDLURRULLLDDDRRR"},
    {"0c9dfbae78624351", "DDDRRRUULLDLDRRRUULULDDRUURDLULDDDRUUULLDDRDRURUULLLDDDRRRUULULLDRDRUULDLDDRRURD"},
    {"0c9dfbae83624751", "DDDRRRULDRUULULLDDRRURULLLDDRRUULLDDDRULDRRRUULLDRRUULLLDDRDRUULDDRRUUULLDDLDRRR"},
    {"0c9dfbea38624751", "DDDRRRULDRUULULLDDRRULLDRRRUULLDLDRDLURRDRUULULLDDRRRULLDDRURUULLDDDRRUULLDLDRRR"},
    {"0cadfb9e73624851", "DDDRRRULULDLDRRRUULULDDDRUULDDRRUULURDLULDDLUURDDRULLDDRRURULLLDRDRRULULDLDRRURD"},
    {"0cadfbe937254861", "DDDRRRUULDLLDRRRUUULLDDDRRUUULLDDRRUULLDLDDRRURUULDLLURRDLLDDRRRUULLDRULLDDRRURD"},
    {"0cadfbe937624851", "DDDRRRUULLDLDRRRUUULLDDDRRUUULLLDDRRRULLURDLLDRDRURULLDRRUULLLDDDRRRUULULDLDDRRR"},
    {"0cadfbe978624351", "DDDRRRUULDLLDRRRUUULLDDDRRUUULLDDLURRDRUULLLDRDDRURUULLDDLDRRRUULULDDRULLDDRRURD"},
    {"0cbdfea937624851", "DDDRRRULLDRUURULLLDDRDLURURRDDLLUURDRDLLUULDDRURUULDDRUULLDDDRRUURULLDRRDDLUURDD"},
    {"0cedfb9a37624851", "DDDRRRULDRUUULLLDDRRULLDRRRUULLDLDDRURUULLDDDRRRUULLLDRDRRUUULDLDDRRUULULDDLDRRR"},
    {"0cedfb9a83624751", "DDDRRRULDRUUULLDDRURULLLDDRDRUUULLDDRDRUUULLDDDRRRUULLDLDRRRUUULLDDDRRUUULDLDDRR"},
    {"0f9dbcae37624851", "DDDRRRULDRUULDDRUUULLDRRULLDLDRRULLURDDRRUULLDLDDRULDRRURUULDLDRULLDRDRRUULLDDRR"},
};

} // namespace

const std::vector<HardestPosition>& hardestPositions()
{
    static const std::vector<HardestPosition> positions = [] {
        std::vector<HardestPosition> made;
        for (const HardestText& text : HardestTexts) {
            HardestPosition position;
            position.board = *parseBoard(fifteenShape, text.board);
            for (char letter : text.path)
                position.path.push_back(*parseSlide(std::string_view(&letter, 1)));
            made.push_back(std::move(position));
        }
        return made;
    }();
    return positions;
}

const HardestPosition* findHardest(const Board& board)
{
    for (const HardestPosition& position : hardestPositions())
        if (position.board == board)
            return &position;
    return nullptr;
}

Board walkFromHardest(int distance, std::mt19937_64& random)
{
    const auto& positions = hardestPositions();
    const HardestPosition& start = positions[std::size_t(random() % positions.size())];
    const bool mirrored = random() % 2 == 1;
    Board board = mirrored ? mirrorBoard(start.board) : start.board;
    for (int i = 0; i < HardestDistance - distance; ++i) {
        const Slide s = start.path[std::size_t(i)];
        board = slideBlank(fifteenShape, board, mirrored ? mirrorSlide(s) : s);
    }
    return board;
}

Board mirrorBoard(const Board& board)
{
    const Shape shape = fifteenShape;
    Board image;
    for (int c = 0; c < shape.cells(); ++c) {
        const int tile = board.cells[std::size_t(c)];
        const int cell = shape.column(c) * shape.width + shape.row(c);
        const int t = tile == blankTile ? 0 : shape.column(tile - 1) * shape.width + shape.row(tile - 1) + 1;
        image.cells[std::size_t(cell)] = std::uint8_t(t);
    }
    return image;
}

} // namespace minimoves::fifteen_puzzle
