// TwistyGeometry: one twisty puzzle's shape, for the one 3D board all of them share
// (twisty_widget.h) — its stickers as polygons on the solid, in the order of the engine's sticker
// text; the solid's faces; the axes its layers turn about; and its flat net. The board colours each
// sticker by its letter in the position's text, so that what it draws is the engine's position.
//
// Model coordinates: x to the right, y up, z towards the viewer, the puzzle's centre at the origin
// (the cube's faces at ±1, the Pyraminx's vertices at distance 1). A layer is every sticker whose
// centre lies beyond a plane square to its axis (dot(centre, axis) > cut); a turn of +1 quarter is
// clockwise as seen looking at the axis' tip. tst_twisty_geometry checks every move of every engine
// against these rotations.
#pragma once

#include <QList>
#include <QPolygonF>
#include <QQuaternion>
#include <QRectF>
#include <QVector3D>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace minimoves::app {

struct TwistySticker {
    QList<QVector3D> cell; // its corners on the solid's surface, in order round it
    QVector3D centre;
    QVector3D normal;      // outwards
    int face = 0;          // the solid's face it lies on (TwistyGeometry::faces)
    int indexOnFace = 0;   // its place in the face's reading order, from 0
    QPolygonF net;         // its cell in the flat net (netBounds' units)
};

// An axis a letter of the notation names: the layer beyond `cut` turns about it, a quarter being
// `quarterDegrees`. A letter that names the other side of an engine's layer (the 2x2x2's D turns
// what U does not: D is U seen from the rest of the cube) has `engineLetter` set and `complement`:
// its move is the engine's, drawn as the rest of the puzzle turning.
struct TwistyAxis {
    char letter = 0;
    QVector3D axis;
    float cut = 0;
    float quarterDegrees = 90;
    char engineLetter = 0; // 0: the letter itself
    bool complement = false;
    bool inLayer(const QVector3D& point) const { return QVector3D::dotProduct(point, axis) > cut; }
    // The rotation of `quarters` turns of the layer (clockwise, looking at the axis' tip).
    QQuaternion rotation(double quarters) const
    {
        return QQuaternion::fromAxisAndAngle(axis, float(-quarters * quarterDegrees));
    }
};

// A move as the geometry turns it: about which axis (an engine axis, never a complement), by how
// many quarters (1, 2 or -1).
struct TwistyTurn {
    int axis = 0;
    int quarters = 1;
};

struct TwistyGeometry {
    std::vector<TwistySticker> stickers; // in the sticker text's order
    std::vector<QList<QVector3D>> faces; // the solid's faces, their corners in order round each
    std::vector<char> faceLetters;       // each face's colour letter in the solved text
    std::vector<TwistyAxis> axes;        // the engine's letters first, then complements
    QRectF netBounds;
    double radius = 1; // of the smallest sphere about the centre that holds the puzzle

    // The turn a move's text names ("U", "R2", "b'"); nullopt for a text this geometry has no axis
    // for. A complement letter gives its engine axis and the quarters the engine turns.
    std::optional<TwistyTurn> turnOf(std::string_view moveText) const;
    int axisOfLetter(char letter) const; // -1: none
    int faceOfLetter(char letter) const; // -1: none
    // Where a layer's cut meets the solid (the inside a turn shows), in order round it.
    QList<QVector3D> cutPolygon(int axis) const;
    // The sticker whose centre is nearest `point` (the place a turned sticker comes to).
    int stickerNearest(const QVector3D& point) const;
};

const TwistyGeometry& pocketCubeGeometry();
const TwistyGeometry& pyraminxGeometry();
const TwistyGeometry& skewbGeometry();
// The geometry of a puzzle id; nullptr for a puzzle that is no twisty one.
const TwistyGeometry* twistyGeometry(std::string_view puzzleId);

} // namespace minimoves::app
