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

// One game. The distance table (every start's distance, built by prepare()) serves
// hardestDistance(), randomState() and, once built, solve(); before that solve() searches
// forward from the position.
class SawtoothPuzzle final : public TablePuzzle<GearBoard> {
public:
    explicit SawtoothPuzzle(GearInstance instance);

    const GearInstance& instance() const { return m_instance; }
    const GearPicture& picture() const { return m_instance.picture; }

    std::string_view id() const override { return "sawtooth"; }
    std::string variant() const override
    {
        return picture().isPixelArt() ? std::string(pixelArtToken) : std::string("photo");
    }
    std::string instanceText() const override { return sawtooth::instanceText(m_instance); }
    std::string moveText(int move) const override;
    std::optional<int> parseMove(std::string_view text) const override;
    std::string encodeState(StateRank state) const override;
    Parsed<StateRank> decodeState(std::string_view text) const override;
    StateRank initialState() const override { return 0; }

    // Read off the table once it is built; before that, a forward search from the state.
    std::optional<Solution> solve(StateRank state, const SearchControl& control) const override;

private:
    std::optional<DistanceTable> buildTable(const SearchControl& control) const override;

    GearInstance m_instance;
};

// New games: some random teeth layouts lock the gears so that every start is only a few moves
// from home (about 5% of draws have a hardest distance under 12); a game redraws those.
inline constexpr int MinimumHardestDistance = 12;

// A random game (variant as for makeRandomGearInstance) whose hardest start is at least
// `minimumHardest` moves from home: the teeth are redrawn, the picture kept, until it is (a few
// tries at most; after 200 the last draw is kept). Its distance table is built, so
// hardestDistance() and randomState() answer at once. About 35 ms on one core.
std::unique_ptr<SawtoothPuzzle> makeRandomGearPuzzle(std::string_view variant, std::mt19937_64& random,
                                                     int minimumHardest = MinimumHardestDistance);

PuzzleType puzzleType();
int runContest(std::istream& in, std::ostream& out, std::ostream& err);

} // namespace minimoves::sawtooth
