// The three twisty puzzles' shapes (twisty_geometry.h), each laid out as its engine's sticker text
// reads (docs/RULES.md §8-10): the faces in the text's order, each face's stickers in reading order
// as seen from outside.
#include "twisty_geometry.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace minimoves::app {

std::optional<TwistyTurn> TwistyGeometry::turnOf(std::string_view moveText) const
{
    if (moveText.empty() || moveText.size() > 2)
        return std::nullopt;
    const int axis = axisOfLetter(moveText[0]);
    if (axis < 0)
        return std::nullopt;
    int quarters = 1;
    if (moveText.size() == 2) {
        if (moveText[1] == '\'')
            quarters = -1;
        else if (moveText[1] == '2')
            quarters = 2;
        else
            return std::nullopt;
    }
    const TwistyAxis& named = axes[std::size_t(axis)];
    if (!named.engineLetter)
        return TwistyTurn{axis, quarters};
    // A complement turned clockwise is its engine layer turned clockwise too: both are seen from
    // their own side, and the two sides turn the opposite ways about one line.
    return TwistyTurn{axisOfLetter(named.engineLetter), quarters};
}

int TwistyGeometry::axisOfLetter(char letter) const
{
    if (!letter)
        return -1;
    for (std::size_t a = 0; a < axes.size(); ++a)
        if (axes[a].letter == letter)
            return int(a);
    return -1;
}

int TwistyGeometry::faceOfLetter(char letter) const
{
    const auto it = std::find(faceLetters.begin(), faceLetters.end(), letter);
    return it == faceLetters.end() ? -1 : int(it - faceLetters.begin());
}

QList<QVector3D> TwistyGeometry::cutPolygon(int axisIndex) const
{
    const TwistyAxis& axis = axes[std::size_t(axisIndex)];
    QList<QVector3D> points;
    const auto side = [&axis](const QVector3D& p) { return QVector3D::dotProduct(p, axis.axis) - axis.cut; };
    for (const auto& face : faces)
        for (qsizetype i = 0; i < face.size(); ++i) {
            const QVector3D a = face[i], b = face[(i + 1) % face.size()];
            const float sa = side(a), sb = side(b);
            if ((sa < 0) != (sb < 0)) {
                const QVector3D p = a + (b - a) * (sa / (sa - sb));
                if (std::none_of(points.begin(), points.end(), [&p](const QVector3D& q) { return (p - q).length() < 1e-4f; }))
                    points.push_back(p);
            }
        }
    if (points.size() < 3)
        return {};
    // In order round the plane: by angle about their centre, in two directions square to the axis.
    QVector3D centre;
    for (const auto& p : points)
        centre += p;
    centre /= float(points.size());
    const QVector3D u = (points[0] - centre).normalized();
    const QVector3D v = QVector3D::crossProduct(axis.axis, u);
    std::sort(points.begin(), points.end(), [&](const QVector3D& p, const QVector3D& q) {
        return std::atan2(QVector3D::dotProduct(p - centre, v), QVector3D::dotProduct(p - centre, u)) <
               std::atan2(QVector3D::dotProduct(q - centre, v), QVector3D::dotProduct(q - centre, u));
    });
    return points;
}

int TwistyGeometry::stickerNearest(const QVector3D& point) const
{
    int best = -1;
    float bestDistance = 0;
    for (std::size_t s = 0; s < stickers.size(); ++s) {
        const float d = (stickers[s].centre - point).lengthSquared();
        if (best < 0 || d < bestDistance) {
            best = int(s);
            bestDistance = d;
        }
    }
    return best;
}

namespace {

// A face of the solid and of the net: a point of it in its own coordinates (a, b) to the model and
// to the net. The stickers are polygons in (a, b).
struct FaceFrame {
    std::function<QVector3D(double a, double b)> model;
    std::function<QPointF(double a, double b)> net;
};

void addSticker(TwistyGeometry& g, const FaceFrame& frame, int face, const std::vector<QPointF>& corners)
{
    TwistySticker sticker;
    sticker.face = face;
    sticker.indexOnFace = int(std::count_if(g.stickers.begin(), g.stickers.end(),
                                            [face](const TwistySticker& s) { return s.face == face; }));
    QPointF middle;
    for (const QPointF& c : corners) {
        sticker.cell.push_back(frame.model(c.x(), c.y()));
        sticker.net << frame.net(c.x(), c.y());
        middle += c / double(corners.size());
    }
    sticker.centre = frame.model(middle.x(), middle.y());
    const QVector3D across = sticker.cell[1] - sticker.cell[0], down = sticker.cell[2] - sticker.cell[0];
    sticker.normal = QVector3D::crossProduct(across, down).normalized();
    if (QVector3D::dotProduct(sticker.normal, sticker.centre) < 0)
        sticker.normal = -sticker.normal;
    g.stickers.push_back(sticker);
}

// The six faces of a cube in the order U R F D L B, each seen from outside with (a, b) running
// right and down over [-1, 1] (U with B at its top, D with F at its top, the others with U at their
// top), laid out in the net as a cross: U over F, then L F R B in a row, D under F.
std::vector<FaceFrame> cubeFaces(std::vector<QList<QVector3D>>& solidFaces)
{
    struct Frame {
        QVector3D normal, right, down;
        QPointF netCorner;
    };
    const Frame frames[6] = {
        {{0, 1, 0}, {1, 0, 0}, {0, 0, 1}, {1, 0}},   // U
        {{1, 0, 0}, {0, 0, -1}, {0, -1, 0}, {2, 1}}, // R
        {{0, 0, 1}, {1, 0, 0}, {0, -1, 0}, {1, 1}},  // F
        {{0, -1, 0}, {1, 0, 0}, {0, 0, -1}, {1, 2}}, // D
        {{-1, 0, 0}, {0, 0, 1}, {0, -1, 0}, {0, 1}}, // L
        {{0, 0, -1}, {-1, 0, 0}, {0, -1, 0}, {3, 1}}, // B
    };
    std::vector<FaceFrame> faces;
    for (const Frame& f : frames) {
        faces.push_back({[f](double a, double b) { return f.normal + f.right * float(a) + f.down * float(b); },
                         [f](double a, double b) { return f.netCorner + QPointF((a + 1) / 2, (b + 1) / 2); }});
        solidFaces.push_back({faces.back().model(-1, -1), faces.back().model(1, -1), faces.back().model(1, 1),
                              faces.back().model(-1, 1)});
    }
    return faces;
}

TwistyGeometry makePocketCube()
{
    TwistyGeometry g;
    const auto faces = cubeFaces(g.faces);
    g.faceLetters = {'U', 'R', 'F', 'D', 'L', 'B'};
    for (int f = 0; f < 6; ++f)
        for (int row = 0; row < 2; ++row)
            for (int column = 0; column < 2; ++column) {
                const double a = column - 1, b = row - 1; // the cell's top-left corner
                addSticker(g, faces[std::size_t(f)], f, {{a, b}, {a + 1, b}, {a + 1, b + 1}, {a, b + 1}});
            }
    // The engine keeps the D-B-L corner in place: U, R and F turn the layers holding U-R-F; D, L
    // and B are the other layers, the engine's U, R and F seen from the rest of the cube.
    g.axes = {
        {'U', {0, 1, 0}, 0, 90},        {'R', {1, 0, 0}, 0, 90},        {'F', {0, 0, 1}, 0, 90},
        {'D', {0, -1, 0}, 0, 90, 'U', true}, {'L', {-1, 0, 0}, 0, 90, 'R', true}, {'B', {0, 0, -1}, 0, 90, 'F', true},
    };
    g.netBounds = QRectF(0, 0, 4, 3);
    g.radius = std::sqrt(3.0);
    return g;
}

TwistyGeometry makeSkewb()
{
    TwistyGeometry g;
    const auto faces = cubeFaces(g.faces);
    g.faceLetters = {'U', 'R', 'F', 'D', 'L', 'B'};
    // Each face: its four corners cut off as triangles round a square centre set on its point, in
    // reading order: top-left, top-right, centre, bottom-left, bottom-right.
    const std::vector<std::vector<QPointF>> cells = {
        {{-1, -1}, {0, -1}, {-1, 0}},
        {{1, -1}, {1, 0}, {0, -1}},
        {{0, -1}, {1, 0}, {0, 1}, {-1, 0}},
        {{-1, 1}, {-1, 0}, {0, 1}},
        {{1, 1}, {0, 1}, {1, 0}},
    };
    for (int f = 0; f < 6; ++f)
        for (const auto& cell : cells)
            addSticker(g, faces[std::size_t(f)], f, cell);
    const float k = float(1 / std::sqrt(3.0));
    // The WCA's corners, the U-F-R one kept in place: R about D-R-B, U about U-L-B, L about D-L-F,
    // B about D-L-B; F about U-F-R is the other half of B.
    g.axes = {
        {'R', QVector3D(1, -1, -1) * k, 0, 120},
        {'U', QVector3D(-1, 1, -1) * k, 0, 120},
        {'L', QVector3D(-1, -1, 1) * k, 0, 120},
        {'B', QVector3D(-1, -1, -1) * k, 0, 120},
        {'F', QVector3D(1, 1, 1) * k, 0, 120, 'B', true},
        // The other three halves the U-F-R corner turns with, unnamed: each the other side of one
        // of R, U and L (a drag turns them; no key names them).
        {0, QVector3D(-1, 1, 1) * k, 0, 120, 'R', true},
        {0, QVector3D(1, 1, -1) * k, 0, 120, 'L', true},
        {0, QVector3D(1, -1, 1) * k, 0, 120, 'U', true},
    };
    g.netBounds = QRectF(0, 0, 4, 3);
    g.radius = std::sqrt(3.0);
    return g;
}

TwistyGeometry makePyraminx()
{
    TwistyGeometry g;
    // A regular tetrahedron, its vertices at distance 1: U up, L front left, R front right, B back.
    const double r = std::sqrt(8.0) / 3;
    const QVector3D U(0, 1, 0), L(float(-r * std::sqrt(3.0) / 2), -1.0f / 3, float(r / 2)),
        R(float(r * std::sqrt(3.0) / 2), -1.0f / 3, float(r / 2)), B(0, -1.0f / 3, float(-r));
    // The net (docs/RULES.md §9): F pointing up in the middle, L and R pointing down beside it, D
    // pointing down under it; sides of 1.
    const double h = std::sqrt(3.0) / 2;
    const QPointF nU(0, 0), nL(-0.5, h), nR(0.5, h), nB1(-1, 0), nB2(1, 0), nB3(0, 2 * h);
    // Each face: its apex P (the vertex of the one-sticker row), then the ends of the far edge, the
    // left and the right one as the face is read, in the model and in the net; whether its rows
    // are read from the apex (F) or from the far edge (L, R, D, which point down).
    struct Face {
        QVector3D p, q, s;
        QPointF np, nq, ns;
        bool fromApex;
    };
    const Face faces[4] = {
        {U, L, R, nU, nL, nR, true},    // F
        {L, B, U, nL, nB1, nU, false},  // L
        {R, U, B, nR, nU, nB2, false},  // R
        {B, L, R, nB3, nL, nR, false},  // D
    };
    g.faceLetters = {'F', 'L', 'R', 'D'};
    for (int f = 0; f < 4; ++f) {
        const Face& face = faces[f];
        g.faces.push_back({face.p, face.q, face.s});
        // (a, b): the lattice point b along row a (a from the apex, 0..3; b from the left, 0..a).
        const FaceFrame frame{
            [face](double a, double b) { return face.p + (face.q - face.p) * float((a - b) / 3) + (face.s - face.p) * float(b / 3); },
            [face](double a, double b) { return face.np + (face.nq - face.np) * ((a - b) / 3) + (face.ns - face.np) * (b / 3); }};
        for (int k = 0; k < 3; ++k) {
            const int row = face.fromApex ? k : 2 - k;
            for (int j = 0; j <= row; ++j) {
                // The sticker pointing at the apex, then (but after the last) the one pointing away.
                addSticker(g, frame, f, {{double(row), double(j)}, {row + 1.0, double(j)}, {row + 1.0, j + 1.0}});
                if (j < row)
                    addSticker(g, frame, f, {{double(row), double(j)}, {double(row), j + 1.0}, {row + 1.0, j + 1.0}});
            }
        }
    }
    // A vertex's layer: the first two thirds of the way from it to the opposite face (dot from 1
    // down to -1/3); its tip: the first third.
    const char names[4] = {'U', 'L', 'R', 'B'};
    const QVector3D vertices[4] = {U, L, R, B};
    for (int v = 0; v < 4; ++v)
        g.axes.push_back({names[v], vertices[v].normalized(), 1.0f / 9, 120});
    for (int v = 0; v < 4; ++v)
        g.axes.push_back({char(names[v] - 'A' + 'a'), vertices[v].normalized(), 5.0f / 9, 120});
    g.netBounds = QRectF(-1, 0, 2, 2 * h);
    g.radius = 1;
    return g;
}

} // namespace

const TwistyGeometry& pocketCubeGeometry()
{
    static const TwistyGeometry g = makePocketCube();
    return g;
}

const TwistyGeometry& pyraminxGeometry()
{
    static const TwistyGeometry g = makePyraminx();
    return g;
}

const TwistyGeometry& skewbGeometry()
{
    static const TwistyGeometry g = makeSkewb();
    return g;
}

const TwistyGeometry* twistyGeometry(std::string_view puzzleId)
{
    if (puzzleId == "pocket-cube")
        return &pocketCubeGeometry();
    if (puzzleId == "pyraminx")
        return &pyraminxGeometry();
    if (puzzleId == "skewb")
        return &skewbGeometry();
    return nullptr;
}

} // namespace minimoves::app
