#include "pyraminx/pyraminx.h"

#include "core/cube_corners.h" // checkColours
#include "core/sticker_turns.h"

#include <algorithm>
#include <stdexcept>
#include <unordered_set>
#include <vector>

namespace minimoves::pyraminx {

namespace {

using stickers::Point;
using Permutation = stickers::Permutation<StickerCount>;

// The vertices at alternate corners of a cube (U up, F towards you, as the header holds it; any
// placement of the right handedness would do): a third of a turn about a vertex then keeps
// integer points integer (core/sticker_turns.h).
constexpr std::array<Point, VertexCount> vertices{{{1, 1, 1}, {1, -1, -1}, {-1, 1, -1}, {-1, -1, 1}}};
enum Vertex : int { U, L, R, B };

// A sticker's point, nine times the centroid of its small triangle on the face of vertices v, w
// and x: a tip's at v is 7v + w + x, an axial piece's 5v + 2w + 2x, the v-w edge's 4v + 4w + x.
Point tipPoint(int v, int w, int x) { return 7 * vertices[v] + vertices[w] + vertices[x]; }
Point axialPoint(int v, int w, int x) { return 5 * vertices[v] + 2 * vertices[w] + 2 * vertices[x]; }
Point edgePoint(int v, int w, int x) { return 4 * vertices[v] + 4 * vertices[w] + vertices[x]; }

// The faces as the unfolded Pyraminx shows them: F points up (apex a, then b at the bottom left,
// c at the bottom right), rows of 1, 3 and 5 stickers; L, R and D point down (p at the top left, q
// at the top right, s at the bottom), rows of 5, 3 and 1.
std::array<Point, 9> upwardFace(int a, int b, int c)
{
    return {tipPoint(a, b, c),   edgePoint(a, b, c),  axialPoint(a, b, c), edgePoint(a, c, b),  tipPoint(b, a, c),
            axialPoint(b, a, c), edgePoint(b, c, a), axialPoint(c, a, b), tipPoint(c, a, b)};
}

std::array<Point, 9> downwardFace(int p, int q, int s)
{
    return {tipPoint(p, q, s),  axialPoint(p, q, s), edgePoint(p, q, s), axialPoint(q, p, s), tipPoint(q, p, s),
            edgePoint(p, s, q), axialPoint(s, p, q), edgePoint(q, s, p), tipPoint(s, p, q)};
}

std::array<Point, StickerCount> stickerPoints()
{
    const std::array<std::array<Point, 9>, 4> faces{upwardFace(U, L, R), downwardFace(B, U, L), downwardFace(U, B, R),
                                                    downwardFace(L, R, B)};
    std::array<Point, StickerCount> points{};
    for (std::size_t f = 0; f < faces.size(); ++f)
        for (std::size_t k = 0; k < 9; ++k)
            points[9 * f + k] = faces[f][k];
    return points;
}

// A point's side of a vertex's cuts: dot(point, vertex) is 19 on its tip, 11 on its axial piece,
// 7 on its edges and at most -1 elsewhere.
constexpr int TipCut = 15;
constexpr int LayerCut = 0;

// A piece of three stickers (a tip or an axial piece) at each vertex: which one, and its twist.
struct Triples {
    std::array<std::uint8_t, VertexCount> piece{};
    std::array<std::uint8_t, VertexCount> twist{};
};

Parsed<Triples> readTriples(std::string_view text, const std::array<std::array<std::uint8_t, 3>, VertexCount>& at,
                            std::string_view what)
{
    Triples found;
    std::array<int, VertexCount> seenAt{};
    seenAt.fill(-1);
    for (std::size_t v = 0; v < VertexCount; ++v) {
        const std::array<char, 3> shown{text[at[v][0]], text[at[v][1]], text[at[v][2]]};
        int piece = -1;
        int twist = 0;
        for (std::size_t w = 0; w < VertexCount && piece < 0; ++w)
            for (std::size_t t = 0; t < 3 && piece < 0; ++t)
                if (shown[t] == SolvedText[at[w][0]] && shown[(t + 1) % 3] == SolvedText[at[w][1]] &&
                    shown[(t + 2) % 3] == SolvedText[at[w][2]]) {
                    piece = int(w);
                    twist = int(t);
                }
        const std::string where = "the " + std::string(what) + " at " + std::string(vertexNames[v]) + " (letters " +
                                  std::to_string(at[v][0] + 1) + ", " + std::to_string(at[v][1] + 1) + " and " +
                                  std::to_string(at[v][2] + 1) + ")";
        if (piece < 0)
            return parseError(where + " shows " + shown[0] + ", " + shown[1] + ", " + shown[2] + " clockwise, which no " +
                              std::string(what) + " has");
        if (seenAt[std::size_t(piece)] >= 0)
            return parseError(where + " is the " + std::string(vertexNames[std::size_t(piece)]) + " " + std::string(what) +
                              ", already at " + std::string(vertexNames[std::size_t(seenAt[std::size_t(piece)])]));
        seenAt[std::size_t(piece)] = int(v);
        found.piece[v] = std::uint8_t(piece);
        found.twist[v] = std::uint8_t(twist);
    }
    return found;
}

// The edges: which one is at each place and whether it is flipped.
Parsed<std::array<std::array<std::uint8_t, 2>, EdgeCount>> readEdges(std::string_view text)
{
    std::array<std::array<std::uint8_t, 2>, EdgeCount> found{};
    std::array<int, EdgeCount> seenAt{};
    seenAt.fill(-1);
    for (std::size_t q = 0; q < EdgeCount; ++q) {
        const char first = text[edgeStickers[q][0]];
        const char second = text[edgeStickers[q][1]];
        int piece = -1;
        int flip = 0;
        for (std::size_t e = 0; e < EdgeCount && piece < 0; ++e)
            for (int f = 0; f < 2 && piece < 0; ++f)
                if (first == SolvedText[edgeStickers[e][std::size_t(f)]] &&
                    second == SolvedText[edgeStickers[e][std::size_t(1 - f)]]) {
                    piece = int(e);
                    flip = f;
                }
        const std::string where = "the edge at " + std::string(edgeNames[q]) + " (letters " +
                                  std::to_string(edgeStickers[q][0] + 1) + " and " + std::to_string(edgeStickers[q][1] + 1) + ")";
        if (piece < 0)
            return parseError(where + " shows " + first + " twice, which no edge does");
        if (seenAt[std::size_t(piece)] >= 0)
            return parseError(where + " is the " + std::string(edgeNames[std::size_t(piece)]) + " edge, already at " +
                              std::string(edgeNames[std::size_t(seenAt[std::size_t(piece)])]));
        seenAt[std::size_t(piece)] = int(q);
        found[q] = {std::uint8_t(piece), std::uint8_t(flip)};
    }
    return found;
}

// The pieces of a well-formed text whose axial pieces are all at their own vertices.
Pieces readPieces(std::string_view text)
{
    Pieces pieces;
    const auto edges = readEdges(text).value();
    for (std::size_t q = 0; q < EdgeCount; ++q) {
        pieces.edge[q] = edges[q][0];
        pieces.flip[q] = edges[q][1];
    }
    pieces.axial = readTriples(text, axialStickers, "axial piece").value().twist;
    pieces.tip = readTriples(text, tipStickers, "tip").value().twist;
    return pieces;
}

Pieces compose(const Pieces& pieces, const Pieces& move)
{
    Pieces next;
    for (std::size_t q = 0; q < EdgeCount; ++q) {
        next.edge[q] = pieces.edge[move.edge[q]];
        next.flip[q] = std::uint8_t((pieces.flip[move.edge[q]] + move.flip[q]) % 2);
    }
    for (std::size_t v = 0; v < VertexCount; ++v) {
        next.axial[v] = std::uint8_t((pieces.axial[v] + move.axial[v]) % 3);
        next.tip[v] = std::uint8_t((pieces.tip[v] + move.tip[v]) % 3);
    }
    return next;
}

std::uint32_t edgeKey(const Pieces& pieces)
{
    std::uint32_t key = 0;
    for (std::size_t q = 0; q < EdgeCount; ++q)
        key = key * 16 + std::uint32_t(pieces.edge[q]) * 2 + pieces.flip[q];
    return key;
}

void setEdgesOfKey(Pieces& pieces, std::uint32_t key)
{
    for (std::size_t q = EdgeCount; q-- > 0;) {
        pieces.flip[q] = std::uint8_t(key % 2);
        pieces.edge[q] = std::uint8_t(key / 2 % 8);
        key /= 16;
    }
}

std::uint8_t twistCode(const std::array<std::uint8_t, VertexCount>& twist)
{
    int code = 0;
    for (std::uint8_t t : twist)
        code = code * 3 + t;
    return std::uint8_t(code);
}

std::array<std::uint8_t, VertexCount> twistsOfCode(int code)
{
    std::array<std::uint8_t, VertexCount> twist{};
    for (std::size_t v = VertexCount; v-- > 0;) {
        twist[v] = std::uint8_t(code % 3);
        code /= 3;
    }
    return twist;
}

struct Tables {
    std::array<Permutation, TurnCount> stickerTurns{};
    std::array<Pieces, TurnCount> pieceTurns{};
    std::vector<Permutation> rotations; // the tetrahedron's 12, the identity first
    std::vector<std::uint32_t> edgeKeys; // the reachable arrangements' keys, sorted
    std::vector<std::array<std::uint16_t, LayerTurnCount>> edgeMoves;
    // A twist code moved by a turn: the axial pieces' by a layer turn, the tips' by a tip turn.
    std::array<std::array<std::uint8_t, TurnCount>, TwistArrangements> twistMoves{};

    std::optional<std::uint16_t> edgeCode(const Pieces& pieces) const
    {
        const std::uint32_t key = edgeKey(pieces);
        const auto at = std::lower_bound(edgeKeys.begin(), edgeKeys.end(), key);
        if (at == edgeKeys.end() || *at != key)
            return std::nullopt;
        return std::uint16_t(at - edgeKeys.begin());
    }
};

const Tables& tables()
{
    static const Tables built = [] {
        Tables t;
        const auto points = stickerPoints();
        for (std::size_t v = 0; v < VertexCount; ++v) {
            const Point vertex = vertices[v];
            const auto rotate = [vertex](Point p) { return stickers::thirdTurn(vertex, p); };
            const Permutation layer = stickers::turnPermutation(
                points, [vertex](Point p) { return stickers::dot(p, vertex) > LayerCut; }, rotate);
            const Permutation tip = stickers::turnPermutation(
                points, [vertex](Point p) { return stickers::dot(p, vertex) > TipCut; }, rotate);
            t.stickerTurns[2 * v] = layer;
            t.stickerTurns[2 * v + 1] = stickers::then(layer, layer);
            t.stickerTurns[LayerTurnCount + 2 * v] = tip;
            t.stickerTurns[LayerTurnCount + 2 * v + 1] = stickers::then(tip, tip);
        }
        for (std::size_t turn = 0; turn < TurnCount; ++turn) {
            t.pieceTurns[turn] = readPieces(stickers::permuted<StickerCount>(std::string(SolvedText), t.stickerTurns[turn]));
            // The rule the distance stands on: a layer turn twists its tip with its axial piece.
            const Pieces& p = t.pieceTurns[turn];
            if (turn < std::size_t(LayerTurnCount) ? p.tip != p.axial : (p.axial != Pieces{}.axial || edgeKey(p) != edgeKey(Pieces{})))
                throw std::logic_error("pyraminx: a turn moves a tip against its axial piece");
        }
        // The whole tetrahedron's rotations: the closure of a third of a turn about U and about L.
        const auto all = [](Point) { return true; };
        const std::array<Permutation, 2> generators{
            stickers::turnPermutation(points, all, [](Point p) { return stickers::thirdTurn(vertices[U], p); }),
            stickers::turnPermutation(points, all, [](Point p) { return stickers::thirdTurn(vertices[L], p); })};
        t.rotations.push_back(stickers::identity<StickerCount>());
        for (std::size_t i = 0; i < t.rotations.size(); ++i)
            for (const Permutation& generator : generators) {
                const Permutation next = stickers::then(t.rotations[i], generator);
                if (std::find(t.rotations.begin(), t.rotations.end(), next) == t.rotations.end())
                    t.rotations.push_back(next);
            }
        if (t.rotations.size() != 12)
            throw std::logic_error("pyraminx: the tetrahedron has " + std::to_string(t.rotations.size()) + " rotations, not 12");
        // The edge arrangements the moves reach: a search from the solved edges.
        std::vector<Pieces> found{Pieces{}};
        std::unordered_set<std::uint32_t> seen{edgeKey(Pieces{})};
        for (std::size_t i = 0; i < found.size(); ++i)
            for (std::size_t turn = 0; turn < std::size_t(LayerTurnCount); ++turn) {
                const Pieces next = compose(found[i], t.pieceTurns[turn]);
                if (seen.insert(edgeKey(next)).second)
                    found.push_back(next);
            }
        t.edgeKeys.assign(seen.begin(), seen.end());
        if (t.edgeKeys.size() != std::size_t(EdgeArrangements))
            throw std::logic_error("pyraminx: the moves reach " + std::to_string(t.edgeKeys.size()) + " edge arrangements, not 11520");
        std::sort(t.edgeKeys.begin(), t.edgeKeys.end());
        t.edgeMoves.resize(t.edgeKeys.size());
        for (std::size_t code = 0; code < t.edgeKeys.size(); ++code) {
            Pieces pieces;
            setEdgesOfKey(pieces, t.edgeKeys[code]);
            for (std::size_t turn = 0; turn < std::size_t(LayerTurnCount); ++turn)
                t.edgeMoves[code][turn] = t.edgeCode(compose(pieces, t.pieceTurns[turn])).value();
        }
        for (int code = 0; code < TwistArrangements; ++code)
            for (std::size_t turn = 0; turn < TurnCount; ++turn) {
                const auto twist = twistsOfCode(code);
                const auto& by = turn < std::size_t(LayerTurnCount) ? t.pieceTurns[turn].axial : t.pieceTurns[turn].tip;
                std::array<std::uint8_t, VertexCount> next{};
                for (std::size_t v = 0; v < VertexCount; ++v)
                    next[v] = std::uint8_t((twist[v] + by[v]) % 3);
                t.twistMoves[std::size_t(code)][turn] = twistCode(next);
            }
        return t;
    }();
    return built;
}

constexpr std::array<Turn, TurnCount> allTurns{Turn::U, Turn::UPrime, Turn::L, Turn::LPrime, Turn::R, Turn::RPrime,
                                               Turn::B, Turn::BPrime, Turn::u, Turn::uPrime, Turn::l, Turn::lPrime,
                                               Turn::r, Turn::rPrime, Turn::b, Turn::bPrime};

} // namespace

std::string_view turnText(Turn turn)
{
    static constexpr std::array<std::string_view, TurnCount> names{"U", "U'", "L", "L'", "R", "R'", "B", "B'",
                                                                   "u", "u'", "l", "l'", "r", "r'", "b", "b'"};
    return names[std::size_t(turn)];
}

int misalignedTips(const Pyraminx& p)
{
    int count = 0;
    for (int code = p.tips; code > 0; code /= 3)
        count += code % 3 != 0;
    return count;
}

std::optional<Pyraminx> pyraminxOf(const Pieces& pieces)
{
    const auto edges = tables().edgeCode(pieces);
    if (!edges)
        return std::nullopt;
    std::array<std::uint8_t, VertexCount> tips{};
    for (std::size_t v = 0; v < VertexCount; ++v)
        tips[v] = std::uint8_t((pieces.tip[v] + 3 - pieces.axial[v]) % 3);
    return Pyraminx{*edges, twistCode(pieces.axial), twistCode(tips)};
}

Pieces piecesOf(const Pyraminx& p)
{
    Pieces pieces;
    setEdgesOfKey(pieces, tables().edgeKeys[p.edges]);
    pieces.axial = twistsOfCode(p.axials);
    const auto tips = twistsOfCode(p.tips);
    for (std::size_t v = 0; v < VertexCount; ++v)
        pieces.tip[v] = std::uint8_t((tips[v] + pieces.axial[v]) % 3);
    return pieces;
}

Pieces applyTurn(const Pieces& pieces, Turn turn) { return compose(pieces, tables().pieceTurns[std::size_t(turn)]); }

std::string applyTurn(std::string_view text, Turn turn)
{
    return stickers::permuted<StickerCount>(std::string(text), tables().stickerTurns[std::size_t(turn)]);
}

std::string stickerText(const Pyraminx& p)
{
    const Pieces pieces = piecesOf(p);
    std::string text(StickerCount, '?');
    for (std::size_t q = 0; q < EdgeCount; ++q)
        for (std::size_t k = 0; k < 2; ++k)
            text[edgeStickers[q][(k + pieces.flip[q]) % 2]] = SolvedText[edgeStickers[pieces.edge[q]][k]];
    for (std::size_t v = 0; v < VertexCount; ++v)
        for (std::size_t k = 0; k < 3; ++k) {
            text[axialStickers[v][(k + pieces.axial[v]) % 3]] = SolvedText[axialStickers[v][k]];
            text[tipStickers[v][(k + pieces.tip[v]) % 3]] = SolvedText[tipStickers[v][k]];
        }
    return text;
}

Parsed<std::optional<Pyraminx>> parseStickers(std::string_view text)
{
    if (const std::string error = checkColours(text, "Pyraminx", StickerCount, Colours, 9); !error.empty())
        return parseError(error);
    if (const auto tips = readTriples(text, tipStickers, "tip"); !tips)
        return parseError(tips.error());
    if (const auto axials = readTriples(text, axialStickers, "axial piece"); !axials)
        return parseError(axials.error());
    if (const auto edges = readEdges(text); !edges)
        return parseError(edges.error());
    // At most one rotation brings every axial piece to its own vertex: none when two are swapped.
    constexpr std::array<std::uint8_t, VertexCount> home{0, 1, 2, 3};
    for (const Permutation& rotation : tables().rotations) {
        const std::string held = stickers::permuted<StickerCount>(std::string(text), rotation);
        if (readTriples(held, axialStickers, "axial piece").value().piece != home)
            continue;
        if (readTriples(held, tipStickers, "tip").value().piece != home)
            return std::optional<Pyraminx>(); // a tip on another vertex's axial piece
        return pyraminxOf(readPieces(held));
    }
    return std::optional<Pyraminx>();
}

PyraminxRules::PyraminxRules() { tables(); }

std::span<const Turn> PyraminxRules::moves() const { return allTurns; }

Pyraminx PyraminxRules::apply(const Pyraminx& p, Turn turn) const
{
    const Tables& t = tables();
    const std::size_t m = std::size_t(turn);
    if (isTipTurn(turn))
        return {p.edges, p.axials, t.twistMoves[p.tips][m]};
    return {t.edgeMoves[p.edges][m], t.twistMoves[p.axials][m], p.tips};
}

std::uint32_t PyraminxRules::applyToCore(std::uint32_t core, int move) const
{
    const Tables& t = tables();
    const std::uint32_t edges = core / TwistArrangements;
    const std::uint32_t axials = core % TwistArrangements;
    return std::uint32_t(t.edgeMoves[edges][std::size_t(move)]) * TwistArrangements + t.twistMoves[axials][std::size_t(move)];
}

} // namespace minimoves::pyraminx
