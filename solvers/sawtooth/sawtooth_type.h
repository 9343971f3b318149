// The Sawtooth Gears behind the AnyPuzzle facade: the picture a game shows, the instance text, and
// the contest format (ZOJ 3814).
//
// Instance text (no ':' and no spaces), teeth in the gears' home orientation, which in the game is
// the solved picture:
//   <photo>/<teeth>                 a bundled photo cut into 3x3 pieces, e.g. "harbour/5a3f00c12";
//                                   its pieces are not symmetric, so only rotation 0 is correct
//   pixel/<teeth>/<pieces>          the contest's 8x8 black-and-white pieces
// <teeth>: 9 hex digits, gear 0 first; in each digit bit d (value 1 << d) is side d toothed
// (0 left, 1 top, 2 right, 3 bottom). <pieces>: 144 hex digits, the nine target pieces of 16 hex
// digits each, gear 0 first (PixelPiece layout: two digits a row, top row first, the left pixel in
// the high bit). A pixel piece is correct in every rotation that maps it onto itself.
#pragma once

#include "core/table_puzzle.h"
#include "sawtooth/sawtooth.h"

#include <atomic>
#include <iosfwd>
#include <memory>

namespace minimoves::sawtooth {

// The photos a game may name; the GUI bundles one picture for each (add a name here to add one).
inline constexpr std::array<std::string_view, 3> photoNames{"harbour", "meadow", "city"};
inline constexpr std::string_view pixelArtToken = "pixel";

// What the gears show when solved.
struct GearPicture {
    std::string photo;                          // a name from photoNames; empty for pixel art
    std::array<PixelPiece, GearCount> pieces{}; // pixel art only: the target piece of every gear

    bool isPixelArt() const { return photo.empty(); }
    // Per gear, the rotations that show its target piece (bit r for r clockwise turns).
    std::array<std::uint8_t, GearCount> correctRotations() const;
    bool operator==(const GearPicture&) const = default;
};

struct GearInstance {
    GearPicture picture;
    std::array<std::uint8_t, GearCount> homeTeeth{}; // bit d: side d toothed at rotation 0

    bool operator==(const GearInstance&) const = default;
};

std::string instanceText(const GearInstance& instance);
Parsed<GearInstance> parseInstance(std::string_view text);
std::string stateText(Rotations state);
Parsed<Rotations> parseState(std::string_view text);
std::string pieceText(PixelPiece piece);

// A random teeth layout (every side toothed with probability 1/2) and picture: a bundled photo
// ("" or "photo") or a random mirror-symmetric 24x24 pixel sprite ("pixel") whose nine pieces
// have no rotational symmetry (redrawn until so, a few times at most).
GearInstance makeRandomGearInstance(std::string_view variant, std::mt19937_64& random);

// New games: some random teeth layouts lock the gears so that every start is only a few moves
// from home (about 5% of draws have a hardest distance under 12); a game redraws those.
inline constexpr int MinimumHardestDistance = 12;

class SawtoothPuzzle;
// A random game (variant as for makeRandomGearInstance: the picture is drawn now) whose hardest
// start is at least `minimumHardest` moves from home; its teeth are drawn when its table is built
// (see SawtoothPuzzle), about 10 ms on one core, redraws included on average.
std::unique_ptr<SawtoothPuzzle> makeRandomGearPuzzle(std::string_view variant, std::mt19937_64& random,
                                                     int minimumHardest = MinimumHardestDistance);

// One game. The distance table (every start's distance, built by prepare()) serves
// hardestDistance(), randomState() and, once built, solve(); before that solve() searches
// forward from the position.
//
// A new game's puzzle (makeRandomGearPuzzle) is made with its picture but its teeth still to be
// drawn: they are drawn, and redrawn until the hardest start is far enough, when its table is
// built, under prepare(), hardestDistance(), randomState() or solve() and their stop token. A
// stopped draw leaves nothing behind; the next one draws the same teeth again (they come from a
// seed fixed when the puzzle was made). Everything that needs the teeth before that (instance(),
// instanceText(), rules(), apply()) draws them first, without a stop token.
class SawtoothPuzzle final : public TablePuzzle<GearBoard> {
public:
    explicit SawtoothPuzzle(GearInstance instance);

    const GearInstance& instance() const
    {
        ensureDrawn();
        return m_instance;
    }
    const GearPicture& picture() const { return m_instance.picture; } // never drawn: fixed when made
    // The rules with the drawn teeth (hides RankedPuzzle::rules(), which may not have them yet).
    const GearBoard& rules() const
    {
        ensureDrawn();
        return m_rules;
    }
    // False while the teeth of a new game are still to be drawn.
    bool teethDrawn() const { return m_drawn.load(std::memory_order_acquire); }

    std::string_view id() const override { return "sawtooth"; }
    std::string variant() const override
    {
        return picture().isPixelArt() ? std::string(pixelArtToken) : std::string("photo");
    }
    std::string instanceText() const override { return sawtooth::instanceText(instance()); }
    std::string moveText(int move) const override;
    std::optional<int> parseMove(std::string_view text) const override;
    std::string encodeState(StateRank state) const override;
    Parsed<StateRank> decodeState(std::string_view text) const override;
    StateRank initialState() const override { return 0; }
    int moveCount() const override { return GearCount; }
    StateRank apply(StateRank state, int move) const override
    {
        return GearBoard::rank(rules().apply(GearBoard::unrank(state), Turn{std::uint8_t(move)}));
    }
    // Needs no teeth: the picture says which rotations are right.
    bool isSolved(StateRank state) const override;

    // Read off the table once it is built; before that, a forward search from the state.
    std::optional<Solution> solve(StateRank state, const SearchControl& control) const override;

private:
    // Teeth to be drawn from `teethSeed` until the hardest start is at least `minimumHardest` moves
    // from home (after 200 layouts the last is kept). Made on the heap by makeRandomGearPuzzle
    // only: the draw writes the teeth into this object (never a const one) from a const member.
    SawtoothPuzzle(GearPicture picture, std::uint64_t teethSeed, int minimumHardest);
    friend std::unique_ptr<SawtoothPuzzle> makeRandomGearPuzzle(std::string_view, std::mt19937_64&, int);

    std::optional<DistanceTable> buildTable(const SearchControl& control) const override;
    // The teeth are drawn (by building the table) unless they already are.
    void ensureDrawn() const
    {
        if (!teethDrawn())
            table({});
    }

    // The teeth (m_instance.homeTeeth, and m_rules, made from them) are written once, by the draw
    // in buildTable() under the table's lock, before m_drawn says so; read only after that.
    GearInstance m_instance;
    std::array<std::uint8_t, GearCount> m_correct{};
    std::uint64_t m_teethSeed = 0;
    int m_minimumHardest = 0;
    mutable std::atomic<bool> m_drawn{true};
};

PuzzleType puzzleType();
int runContest(std::istream& in, std::ostream& out, std::ostream& err);
// The same cases as games (pixel art: the target picture at home, the initial one at the start),
// each handed to `onCase` as it is read (PuzzleType::eachContestCase).
std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase);

} // namespace minimoves::sawtooth
