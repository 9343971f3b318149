#include "sawtooth/sawtooth_type.h"
#include "core/draw.h"

#include "core/contest_input.h"

#include <algorithm>
#include <bit>
#include <istream>
#include <iterator>
#include <ostream>
#include <string>

namespace minimoves::sawtooth {

namespace {

constexpr char hexDigits[] = "0123456789abcdef";

int hexValue(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

std::string quoted(std::string_view text)
{
    std::string q = "'";
    q += text.substr(0, 24);
    if (text.size() > 24)
        q += "...";
    return q + "'";
}

// A 24x24 picture, mirror-symmetric left to right like a sprite: random noise in the left half,
// smoothed into blobs by a few rounds of majority vote.
std::array<PixelPiece, GearCount> randomSprite(std::mt19937_64& random)
{
    constexpr int Size = 24;
    constexpr int Half = Size / 2;
    std::array<std::array<bool, Half>, Size> half{};
    for (auto& row : half)
        for (auto& pixel : row)
            pixel = drawChance(random, 47, 100);
    for (int round = 0; round < 3; ++round) {
        auto smoothed = half;
        for (int i = 0; i < Size; ++i) {
            for (int j = 0; j < Half; ++j) {
                int count = 0;
                for (int di = -1; di <= 1; ++di) {
                    for (int dj = -1; dj <= 1; ++dj) {
                        const int ii = i + di;
                        int jj = j + dj;
                        if (jj == Half)
                            jj = Half - 1; // the mirror line
                        if (ii >= 0 && ii < Size && jj >= 0)
                            count += half[ii][jj];
                    }
                }
                smoothed[i][j] = count >= 5;
            }
        }
        half = smoothed;
    }
    std::array<PixelPiece, GearCount> pieces{};
    for (int i = 0; i < Size; ++i) {
        for (int j = 0; j < Size; ++j) {
            const bool pixel = j < Half ? half[i][j] : half[i][Size - 1 - j];
            auto& piece = pieces[(i / 8) * 3 + j / 8];
            piece = withPixel(piece, i % 8, j % 8, pixel);
        }
    }
    return pieces;
}

} // namespace

std::array<std::uint8_t, GearCount> GearPicture::correctRotations() const
{
    std::array<std::uint8_t, GearCount> correct{};
    for (int g = 0; g < GearCount; ++g)
        correct[g] = isPixelArt() ? matchingRotations(pieces[g], pieces[g]) : 1;
    return correct;
}

std::string pieceText(PixelPiece piece)
{
    std::string text(16, '0');
    for (int k = 0; k < 16; ++k)
        text[k] = hexDigits[(piece >> (60 - 4 * k)) & 0xF];
    return text;
}

std::string instanceText(const GearInstance& instance)
{
    std::string text = instance.picture.isPixelArt() ? std::string(pixelArtToken) : instance.picture.photo;
    text += '/';
    for (auto teeth : instance.homeTeeth)
        text += hexDigits[teeth & 0xF];
    if (instance.picture.isPixelArt()) {
        text += '/';
        for (auto piece : instance.picture.pieces)
            text += pieceText(piece);
    }
    return text;
}

Parsed<GearInstance> parseInstance(std::string_view text)
{
    const auto slash = text.find('/');
    if (slash == std::string_view::npos)
        return parseError("a gear layout is <picture>/<teeth>[/<pieces>], got " + quoted(text));
    const std::string_view picture = text.substr(0, slash);
    std::string_view rest = text.substr(slash + 1);
    const auto secondSlash = rest.find('/');
    const std::string_view teeth = rest.substr(0, secondSlash);
    GearInstance instance;
    if (teeth.size() != GearCount)
        return parseError("the teeth are 9 hex digits, one a gear, got " + quoted(teeth));
    for (int g = 0; g < GearCount; ++g) {
        const int value = hexValue(teeth[g]);
        if (value < 0)
            return parseError("the teeth of gear " + std::to_string(g) + " '" + teeth[g] + "' are not a hex digit");
        instance.homeTeeth[g] = std::uint8_t(value);
    }
    if (picture == pixelArtToken) {
        if (secondSlash == std::string_view::npos)
            return parseError("a pixel-art layout needs its pieces after the teeth: pixel/<teeth>/<pieces>");
        const std::string_view pieces = rest.substr(secondSlash + 1);
        if (pieces.size() != 16 * GearCount)
            return parseError("the pieces are 144 hex digits (16 a gear), got " + std::to_string(pieces.size()));
        for (int k = 0; k < 16 * GearCount; ++k) {
            const int value = hexValue(pieces[k]);
            if (value < 0)
                return parseError("piece digit " + std::to_string(k + 1) + " '" + pieces[k] + "' is not a hex digit");
            auto& piece = instance.picture.pieces[k / 16];
            piece = (piece << 4) | PixelPiece(value);
        }
        return instance;
    }
    bool known = false;
    for (auto name : photoNames)
        known = known || name == picture;
    if (!known) {
        std::string message = "unknown picture " + quoted(picture) + " (known: pixel";
        for (auto name : photoNames) {
            message += ' ';
            message += name;
        }
        message += ')';
        return parseError(message);
    }
    if (secondSlash != std::string_view::npos)
        return parseError("a photo layout is <photo>/<teeth>, with nothing after the teeth");
    instance.picture.photo = std::string(picture);
    return instance;
}

std::string stateText(Rotations state)
{
    std::string text(GearCount, '0');
    for (int g = 0; g < GearCount; ++g)
        text[g] = char('0' + state.of(g));
    return text;
}

Parsed<Rotations> parseState(std::string_view text)
{
    if (text.size() != GearCount)
        return parseError("a gear position is 9 digits 0-3, got " + std::to_string(text.size()) + " characters");
    Rotations state;
    for (int g = 0; g < GearCount; ++g) {
        if (text[g] < '0' || text[g] > '3')
            return parseError("the rotation of gear " + std::to_string(g) + " '" + text[g] + "' is not a digit 0-3");
        state = state.with(g, text[g] - '0');
    }
    return state;
}

GearInstance makeRandomGearInstance(std::string_view variant, std::mt19937_64& random)
{
    GearInstance instance;
    for (auto& teeth : instance.homeTeeth)
        teeth = std::uint8_t(drawBelow(random, 16));
    if (variant == pixelArtToken) {
        // A blank or symmetric piece is right in several rotations, which makes its gear too easy:
        // draw again (most first drawings have none).
        for (int attempt = 0; attempt < 50; ++attempt) {
            instance.picture.pieces = randomSprite(random);
            const auto correct = instance.picture.correctRotations();
            if (std::all_of(correct.begin(), correct.end(), [](std::uint8_t mask) { return mask == 1; }))
                break;
        }
    } else {
        instance.picture.photo = std::string(photoNames[drawBelow(random, photoNames.size())]);
    }
    return instance;
}

std::unique_ptr<SawtoothPuzzle> makeRandomGearPuzzle(std::string_view variant, std::mt19937_64& random,
                                                     int minimumHardest)
{
    // The picture now (cheap); the teeth when the table is built, from a seed drawn now.
    GearPicture picture = makeRandomGearInstance(variant, random).picture;
    const std::uint64_t teethSeed = random();
    return std::unique_ptr<SawtoothPuzzle>(new SawtoothPuzzle(std::move(picture), teethSeed, minimumHardest));
}

SawtoothPuzzle::SawtoothPuzzle(GearInstance instance)
    : TablePuzzle(GearBoard(instance.homeTeeth, instance.picture.correctRotations())),
      m_instance(std::move(instance)), m_correct(m_rules.correctRotations())
{
}

SawtoothPuzzle::SawtoothPuzzle(GearPicture picture, std::uint64_t teethSeed, int minimumHardest)
    : TablePuzzle(GearBoard({}, picture.correctRotations())), m_correct(m_rules.correctRotations()),
      m_teethSeed(teethSeed), m_minimumHardest(minimumHardest), m_drawn(false)
{
    m_instance.picture = std::move(picture);
}

bool SawtoothPuzzle::isSolved(StateRank state) const
{
    const Rotations rotations = GearBoard::unrank(state);
    for (int g = 0; g < GearCount; ++g)
        if (!((m_correct[g] >> rotations.of(g)) & 1))
            return false;
    return true;
}

std::string SawtoothPuzzle::moveText(int move) const { return std::string{'g', char('0' + move)}; }

std::optional<int> SawtoothPuzzle::parseMove(std::string_view text) const
{
    if (!text.empty() && (text[0] == 'g' || text[0] == 'G'))
        text.remove_prefix(1);
    if (text.size() == 1 && text[0] >= '0' && text[0] <= '8')
        return text[0] - '0';
    return std::nullopt;
}

std::string SawtoothPuzzle::encodeState(StateRank state) const { return stateText(GearBoard::unrank(state)); }

Parsed<StateRank> SawtoothPuzzle::decodeState(std::string_view text) const
{
    const auto state = parseState(text);
    if (!state)
        return parseError(state.error());
    return StateRank(GearBoard::rank(*state));
}

// Called under the table's lock (TablePuzzle::table): uses m_rules and m_instance, never rules()
// or instance(), which would take it again.
std::optional<DistanceTable> SawtoothPuzzle::buildTable(const SearchControl& control) const
{
    if (teethDrawn())
        return buildGearDistanceTable(m_rules, control);
    // A new game's teeth: redrawn until the hardest start is far enough. The same seed every time,
    // so a draw stopped and started again ends with the same teeth.
    std::mt19937_64 random(m_teethSeed);
    GearTableBuilder builder; // its buffers serve every layout tried
    for (int attempt = 0;; ++attempt) {
        std::array<std::uint8_t, GearCount> teeth{};
        for (auto& t : teeth)
            t = std::uint8_t(drawBelow(random, 16));
        const GearBoard board(teeth, m_correct);
        auto table = builder.build(board, control);
        if (!table)
            return std::nullopt; // stopped: nothing drawn
        if (attempt + 1 >= 200 || table->maxDepth() >= m_minimumHardest) {
            // Only makeRandomGearPuzzle makes a puzzle with teeth to draw, on the heap: never a
            // const object, so writing them here is defined. Readers wait for m_drawn.
            auto* self = const_cast<SawtoothPuzzle*>(this);
            self->m_rules = board;
            self->m_instance.homeTeeth = board.homeTeeth();
            m_drawn.store(true, std::memory_order_release);
            return table;
        }
    }
}

std::optional<Solution> SawtoothPuzzle::solve(StateRank state, const SearchControl& control) const
{
    // A new game's teeth come with its table.
    if (!teethDrawn() && !table(control))
        return std::nullopt;
    if (builtTable())
        return TablePuzzle::solve(state, control);
    GearSearch search;
    return search.run(m_rules, GearBoard::unrank(state), GearSearch::Detail::Full, control);
}

namespace {

constexpr std::array<const char*, SideCount> sideNames{"left", "top", "right", "bottom"};

} // namespace

namespace {

// One case as read: the initial and target pictures' pieces (gear 0 first) and the teeth in the
// initial picture's orientation.
struct GearCase {
    std::array<std::array<PixelPiece, GearCount>, 2> pictures{};
    std::array<std::uint8_t, GearCount> teeth{};
};

// The contest format's one parser: calls onCase(caseNumber, gearCase) for every case and returns
// "" for good input, or the one line that says what is wrong and where.
template <class OnCase>
std::string readContest(std::istream& in, OnCase&& onCase)
{
    ContestInput reader = ContestInput::read(in);
    std::string_view token;
    if (!reader.next(token))
        return "input is empty; expected the number of cases";
    long long cases = 0;
    for (char c : token) {
        if (c < '0' || c > '9' || cases > 1000000)
            return "line " + std::to_string(reader.tokenLine()) + ": the number of cases " + quoted(token) +
                   " is not a non-negative integer";
        cases = cases * 10 + (c - '0');
    }
    auto fail = [](long long c, const std::string& message) { return "case " + std::to_string(c) + ", " + message; };
    for (long long c = 1; c <= cases; ++c) {
        GearCase gearCase;
        auto& pictures = gearCase.pictures;
        for (int which = 0; which < 2; ++which) {
            const char* name = which == 0 ? "initial" : "target";
            for (int row = 0; row < 24; ++row) {
                for (int cell = 0; cell < 3; ++cell) {
                    if (!reader.next(token))
                        return fail(c, "line " + std::to_string(reader.line()) + ": input ends in the " + name +
                                           " picture (pixel row " + std::to_string(row + 1) +
                                           "); expected 24 rows of three 8-pixel cells");
                    bool good = token.size() == 8;
                    for (char p : token)
                        good = good && (p == '#' || p == '.');
                    if (!good)
                        return fail(c, "line " + std::to_string(reader.tokenLine()) + ": " + name + " picture row " +
                                           std::to_string(row + 1) + ", cell " + std::to_string(cell + 1) + " is " +
                                           quoted(token) + "; expected 8 characters of '#' and '.'");
                    PixelPiece& piece = pictures[which][(row / 8) * 3 + cell];
                    for (int j = 0; j < 8; ++j)
                        piece = withPixel(piece, row % 8, j, token[j] == '#');
                }
            }
        }
        for (int g = 0; g < GearCount; ++g) {
            for (int side = 0; side < SideCount; ++side) {
                if (!reader.next(token))
                    return fail(c, "line " + std::to_string(reader.line()) + ": input ends in the teeth (gear " +
                                       std::to_string(g + 1) + ", " + sideNames[side] +
                                       "); expected 9 lines of 4 flags 0/1");
                if (token != "0" && token != "1")
                    return fail(c, "line " + std::to_string(reader.tokenLine()) + ": teeth of gear " +
                                       std::to_string(g + 1) + ", " + sideNames[side] + " side: " + quoted(token) +
                                       " is not 0 or 1");
                if (token == "1")
                    gearCase.teeth[g] |= std::uint8_t(1u << side);
            }
        }
        onCase(c, gearCase);
    }
    return {};
}

// The contest's answer: the distance from the initial picture (home, rotation 0 everywhere).
std::string answerLine(const GearCase& gearCase, GearSearch& search)
{
    std::array<std::uint8_t, GearCount> correct{};
    for (int g = 0; g < GearCount; ++g)
        correct[g] = matchingRotations(gearCase.pictures[0][g], gearCase.pictures[1][g]);
    const GearBoard board(gearCase.teeth, correct);
    const auto solution = search.run(board, Rotations{}, GearSearch::Detail::DistanceOnly);
    return std::to_string(solution->distance) + '\n';
}

} // namespace

int runContest(std::istream& in, std::ostream& out, std::ostream& err)
{
    GearSearch search;
    std::string answers;
    const std::string error =
        readContest(in, [&](long long, const GearCase& gearCase) { answers += answerLine(gearCase, search); });
    out << answers;
    if (!error.empty()) {
        err << "sawtooth: " << error << "\n";
        return 2;
    }
    return 0;
}

// A case as a game: the target picture is what the gears show at home, so each gear's home is
// turned k turns from the contest's (k: the turns that take its initial piece to its target piece)
// and its teeth with it; it starts k turns back, showing the initial picture. The moves are the
// same, turn for turn. A gear whose initial piece is no turn of its target piece can never show
// it: that case is listed, not played.
std::string eachContestCase(std::istream& in, const ContestCaseSink& onCase)
{
    const std::string error = readContest(in, [&](long long number, const GearCase& gearCase) {
        ContestCase c;
        c.label = "Case " + std::to_string(number);
        c.answer = [gearCase] {
            GearSearch search;
            return answerLine(gearCase, search);
        };
        GearInstance instance;
        instance.picture.pieces = gearCase.pictures[1];
        Rotations start;
        for (int g = 0; g < GearCount && c.unplayable.empty(); ++g) {
            const std::uint8_t turns = matchingRotations(gearCase.pictures[0][g], gearCase.pictures[1][g]);
            if (turns == 0) {
                c.unplayable = "gear " + std::to_string(g + 1) + " can never show its target piece (it is no turn of the initial one)";
                break;
            }
            const int k = std::countr_zero(unsigned(turns));
            instance.homeTeeth[g] = turnTeeth(gearCase.teeth[g], k);
            start = start.with(g, (4 - k) & 3);
        }
        if (c.unplayable.empty()) {
            c.instance = instanceText(instance);
            c.state = GearBoard::rank(start);
        }
        onCase(std::move(c));
    });
    return error.empty() ? error : "sawtooth: " + error;
}

namespace {

std::unique_ptr<AnyPuzzle> makeRandom(std::string_view variant, std::mt19937_64& random)
{
    return makeRandomGearPuzzle(variant, random);
}

Parsed<std::unique_ptr<AnyPuzzle>> makeFromText(std::string_view text)
{
    auto instance = parseInstance(text);
    if (!instance)
        return parseError(instance.error());
    return std::unique_ptr<AnyPuzzle>(std::make_unique<SawtoothPuzzle>(std::move(instance).value()));
}

std::vector<std::string> gearVariants() { return {"photo", std::string(pixelArtToken)}; }

} // namespace

PuzzleType puzzleType()
{
    return PuzzleType{
        .id = "sawtooth",
        .makeRandomInstance = &makeRandom,
        .makeInstance = &makeFromText,
        .variants = &gearVariants,
        .runContest = &runContest,
        .eachContestCase = &eachContestCase,
    };
}

} // namespace minimoves::sawtooth
