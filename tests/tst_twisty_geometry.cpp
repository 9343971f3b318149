// The twisty puzzles' shapes (boards/twisty_geometry.h) against their engines: every move of every
// engine, from scrambled positions, moves the stickers exactly where the geometry's rotation of its
// layer takes them — so the board draws the engine's position and turns the layer the engine turns.
// Also each shape's own facts: stickers on their faces, faces' colours as the solved text reads,
// every sticker in the net, a cut where a layer turns.
#include "boards/twisty_geometry.h"
#include "core/any_puzzle.h"

#include "test_registry.h"

#include <QtTest>

#include <random>

namespace tst_twisty_geometry {

using namespace minimoves;
using namespace minimoves::app;

class TestTwistyGeometry : public QObject {
    Q_OBJECT
private slots:
    void everyMoveTurnsItsLayer_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("instance");
        QTest::newRow("pocket-cube") << QStringLiteral("pocket-cube") << QStringLiteral("htm");
        QTest::newRow("pocket-cube:qtm") << QStringLiteral("pocket-cube") << QStringLiteral("qtm");
        QTest::newRow("pyraminx") << QStringLiteral("pyraminx") << QStringLiteral("pyraminx");
        QTest::newRow("skewb") << QStringLiteral("skewb") << QStringLiteral("skewb");
    }
    // The engine's sticker text after a move against the geometry's: a sticker in the layer goes
    // where the rotation takes its centre, the others stay. Moves are read from the engine's texts.
    void everyMoveTurnsItsLayer()
    {
        QFETCH(QString, id);
        QFETCH(QString, instance);
        const PuzzleType* type = findEnginePuzzleType(id.toStdString());
        QVERIFY(type);
        auto made = type->makeInstance(instance.toStdString());
        QVERIFY(made);
        const auto& puzzle = **made;
        const TwistyGeometry* geometry = twistyGeometry(id.toStdString());
        QVERIFY(geometry);
        std::mt19937_64 random(7);
        for (int scramble = 0; scramble < 20; ++scramble) {
            StateRank state = puzzle.initialState();
            for (int step = 0; step < scramble * 3; ++step)
                state = puzzle.apply(state, int(random() % std::uint64_t(puzzle.moveCount())));
            const std::string before = puzzle.encodeState(state);
            QCOMPARE(before.size(), geometry->stickers.size());
            for (int move = 0; move < puzzle.moveCount(); ++move) {
                const auto turn = geometry->turnOf(puzzle.moveText(move));
                QVERIFY2(turn, puzzle.moveText(move).c_str());
                const TwistyAxis& axis = geometry->axes[std::size_t(turn->axis)];
                QVERIFY(!axis.complement);
                std::string drawn = before;
                for (std::size_t s = 0; s < before.size(); ++s) {
                    const QVector3D centre = geometry->stickers[s].centre;
                    if (!axis.inLayer(centre))
                        continue;
                    const QVector3D to = axis.rotation(turn->quarters).rotatedVector(centre);
                    const int target = geometry->stickerNearest(to);
                    QVERIFY((geometry->stickers[std::size_t(target)].centre - to).length() < 1e-3f);
                    drawn[std::size_t(target)] = before[s];
                }
                QCOMPARE(QString::fromStdString(drawn),
                         QString::fromStdString(puzzle.encodeState(puzzle.apply(state, move))));
            }
        }
    }

    void complementsTurnTheRest_data()
    {
        QTest::addColumn<QString>("id");
        QTest::newRow("pocket-cube") << QStringLiteral("pocket-cube");
        QTest::newRow("skewb") << QStringLiteral("skewb");
    }
    // A complement letter (the 2x2x2's D, L, B; the Skewb's F) turns the rest of the puzzle the way
    // its engine move turns the layer, seen from the other side: the stickers it turns, turned by
    // its own rotation and then the whole puzzle turned back, are where the engine move puts them.
    void complementsTurnTheRest()
    {
        QFETCH(QString, id);
        const TwistyGeometry& g = *twistyGeometry(id.toStdString());
        int complements = 0;
        for (std::size_t a = 0; a < g.axes.size(); ++a) {
            const TwistyAxis& axis = g.axes[a];
            if (!axis.complement)
                continue;
            ++complements;
            const int engineAxis = g.axisOfLetter(axis.engineLetter);
            QVERIFY(engineAxis >= 0);
            if (axis.letter)
                QCOMPARE(g.turnOf(std::string(1, axis.letter))->axis, engineAxis);
            const std::optional<TwistyTurn> turn = TwistyTurn{engineAxis, 1};
            const TwistyAxis& engine = g.axes[std::size_t(turn->axis)];
            // The sides split the stickers: each one on exactly one of them.
            for (const auto& sticker : g.stickers)
                QVERIFY(axis.inLayer(sticker.centre) != engine.inLayer(sticker.centre));
            // The complement's turn, then the whole puzzle turned as the engine's layer turns, is the
            // engine's turn.
            const QQuaternion own = axis.rotation(1), layer = engine.rotation(turn->quarters);
            for (const auto& sticker : g.stickers) {
                const QVector3D p = sticker.centre;
                const QVector3D byEngine = engine.inLayer(p) ? layer.rotatedVector(p) : p;
                const QVector3D byRest = layer.rotatedVector(axis.inLayer(p) ? own.rotatedVector(p) : p);
                QVERIFY((byEngine - byRest).length() < 1e-4f);
            }
        }
        QVERIFY(complements > 0);
    }

    void shapes_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<int>("faces");
        QTest::addColumn<int>("perFace");
        QTest::addColumn<QString>("solved");
        QTest::newRow("pocket-cube") << QStringLiteral("pocket-cube") << 6 << 4 << QStringLiteral("UUUURRRRFFFFDDDDLLLLBBBB");
        QTest::newRow("pyraminx") << QStringLiteral("pyraminx") << 4 << 9
                                  << QStringLiteral("FFFFFFFFFLLLLLLLLLRRRRRRRRRDDDDDDDDD");
        QTest::newRow("skewb") << QStringLiteral("skewb") << 6 << 5 << QStringLiteral("UUUUURRRRRFFFFFDDDDDLLLLLBBBBB");
    }
    // Each face holds its stickers in a run, in the text's order, flat on the face and inside it;
    // the solved text's letters are the faces' letters; the net holds every sticker, none over
    // another; every turning layer has a cut.
    void shapes()
    {
        QFETCH(QString, id);
        QFETCH(int, faces);
        QFETCH(int, perFace);
        QFETCH(QString, solved);
        const TwistyGeometry& g = *twistyGeometry(id.toStdString());
        QCOMPARE(int(g.faces.size()), faces);
        QCOMPARE(int(g.stickers.size()), faces * perFace);
        for (std::size_t s = 0; s < g.stickers.size(); ++s) {
            const TwistySticker& sticker = g.stickers[s];
            QCOMPARE(sticker.face, int(s) / perFace);
            QCOMPARE(sticker.indexOnFace, int(s) % perFace);
            QCOMPARE(QChar(g.faceLetters[std::size_t(sticker.face)]), solved[qsizetype(s)]);
            QVERIFY(sticker.centre.length() <= g.radius + 1e-4);
            const auto& face = g.faces[std::size_t(sticker.face)];
            const QVector3D faceNormal =
                QVector3D::crossProduct(face[1] - face[0], face[2] - face[0]).normalized();
            QVERIFY(std::abs(std::abs(QVector3D::dotProduct(faceNormal, sticker.normal)) - 1) < 1e-4f);
            for (const QVector3D& corner : sticker.cell)
                QVERIFY(std::abs(QVector3D::dotProduct(corner - face[0], faceNormal)) < 1e-4f);
            QVERIFY(g.netBounds.adjusted(-1e-6, -1e-6, 1e-6, 1e-6).contains(sticker.net.boundingRect()));
            for (std::size_t t = 0; t < s; ++t)
                QVERIFY(!g.stickers[t].net.containsPoint(sticker.net.boundingRect().center(), Qt::OddEvenFill) ||
                        sticker.net.size() == 3);
        }
        for (std::size_t a = 0; a < g.axes.size(); ++a)
            QVERIFY(g.cutPolygon(int(a)).size() >= 3);
        QVERIFY(!g.turnOf("X"));
        QVERIFY(!g.turnOf("U3"));
        QVERIFY(!g.turnOf(""));
        QCOMPARE(twistyGeometry("eight-puzzle"), nullptr);
    }
};

MINIMOVES_TEST_MAIN(TestTwistyGeometry)
} // namespace tst_twisty_geometry
#include "tst_twisty_geometry.moc"
