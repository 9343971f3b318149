// The twisty puzzles' 3D board in words (boards/twisty_widget.h, twisty_speech.cpp,
// twisty_edit.cpp) and their records (pocket_cube_ui.cpp, pyraminx_ui.cpp, skewb_ui.cpp): the
// titles, the moves in words, Help's example and the tour; the stickers as a screen reader reads
// them, their moves as actions, the strip's buttons; the position editor's clicks and keys, and
// what it says of a draft no move reaches. Sticker numbers and samples are docs/RULES.md §8-10's.
#include "boards/board_speech.h"
#include "twisty_board_fixture.h"

#include "test_registry.h"

namespace tst_twisty_board_words {

using namespace twisty_board;

class TestTwistyBoardWords : public QObject {
    Q_OBJECT
private slots:
    void recordsNameTheMovesInWords();
    void screenReaderReadsStickersAndMoves();
    void editorColoursStickersAndSaysWhyADraftIsNoPuzzle_data();
    void editorColoursStickersAndSaysWhyADraftIsNoPuzzle();
};

void TestTwistyBoardWords::recordsNameTheMovesInWords()
{
    struct Case {
        const char *id, *title, *move, *words;
    };
    for (const Case& c : {Case{"pocket-cube", "Pocket Cube", "R", "Turn the right face clockwise"},
                          Case{"pocket-cube", "Pocket Cube", "U2", "Turn the top face half a turn"},
                          Case{"pocket-cube", "Pocket Cube", "F'", "Turn the front face counter-clockwise"},
                          Case{"pyraminx", "Pyraminx", "u'", "Turn the top tip counter-clockwise"},
                          Case{"pyraminx", "Pyraminx", "L", "Turn the left vertex's layer clockwise"},
                          Case{"skewb", "Skewb", "R", "Turn the half at the bottom right back corner clockwise"},
                          Case{"skewb", "Skewb", "B'", "Turn the half at the bottom left back corner counter-clockwise"}}) {
        const PuzzleUi* ui = findPuzzleUi(c.id);
        QVERIFY(ui);
        QCOMPARE(ui->title(), QString::fromLatin1(c.title));
        // Help's example is a real instance; the names are the record's, for a move the engine reads.
        auto example = findPuzzleType(c.id)->makeInstance(ui->helpExample);
        QVERIFY2(example, c.id);
        const auto move = (*example)->parseMove(c.move);
        QVERIFY2(move, c.move);
        QCOMPARE(ui->names().name(example->get(), *move), QString::fromUtf8(c.words));
        // The tour points at places on the board.
        Board board(QString::fromLatin1(c.id));
        const std::vector<TourStep> steps = ui->tourSteps(*board.widget);
        QCOMPARE(steps.size(), std::size_t(4));
        for (const TourStep& step : steps) {
            QVERIFY(!step.text.isEmpty());
            QVERIFY(!step.place.isEmpty());
            QVERIFY(QRectF(board.widget->rect()).contains(step.place));
        }
    }
}

void TestTwistyBoardWords::screenReaderReadsStickersAndMoves()
{
    struct Case {
        const char* id;
        QSize table;
        int sticker;
        const char* name;
        QStringList faces;
        QStringList actions; // the moves of every layer the sticker lies in (RULES §8-10)
    };
    const QStringList cubeFaces = {"Top face:", "Right face:", "Front face:", "Bottom face:", "Left face:", "Back face:"};
    const QStringList pyraminxFaces = {"Front face:", "Left face:", "Right face:", "Bottom face:"};
    // The front top-left sticker is at U-F-L: in U's layer and F's; the Pyraminx's front point is
    // U's tip; L's first sticker is in the row of five along B-U, at B; the Skewb's front centre
    // turns with L (the half at D-L-F) only.
    for (const Case& c : {Case{"pocket-cube", {4, 6}, 8, "Front face, top left: green", cubeFaces,
                               {"U", "U2", "U'", "F", "F2", "F'"}},
                          Case{"pyraminx", {9, 4}, 0, "Front face, row 1, place 1 of 1: green", pyraminxFaces,
                               {"U", "U'", "u", "u'"}},
                          Case{"pyraminx", {9, 4}, 9, "Left face, row 1, place 1 of 5: red", pyraminxFaces,
                               {"B", "B'", "b", "b'"}},
                          Case{"pyraminx", {9, 4}, 33, "Bottom face, row 2, place 2 of 3: yellow", pyraminxFaces,
                               {"B", "B'"}},
                          Case{"skewb", {5, 6}, 12, "Front face, centre: green", cubeFaces, {"L", "L'"}}}) {
        Board board(QString::fromLatin1(c.id));
        const BoardSpeech& speech = board.widget->speech();
        QCOMPARE(speech.tableSize(), c.table);
        const int stickers = c.table.width() * c.table.height();
        QCOMPARE(speech.itemCount(), stickers + board.puzzle->moveCount());
        QCOMPARE(speech.item(c.sticker).name, QString::fromLatin1(c.name));
        // A sticker's actions: the moves of the layers it lies in, named in words.
        const BoardSpeech::Item item = speech.item(c.sticker);
        QVERIFY(!item.button && !item.actions.empty());
        QStringList actions;
        for (const auto& [name, move] : item.actions) {
            QCOMPARE(name, board.widget->moveDescription(move));
            actions << board.text(move);
        }
        QCOMPARE(actions, c.actions);
        board.widget->doAccessibleAction(c.sticker, 0);
        QCOMPARE(board.takeMoves(), QStringList{board.text(item.actions[0].second)});
        // The strip's moves are buttons.
        for (int m = 0; m < board.puzzle->moveCount(); ++m) {
            const BoardSpeech::Item button = speech.item(stickers + m);
            QVERIFY(button.button);
            QCOMPARE(button.name, findPuzzleUi(c.id)->names().name(board.puzzle.get(), m));
            QCOMPARE(button.rect, board.widget->moveButtonRect(m));
        }
        const QString position = speech.positionSpeech();
        for (const QString& face : c.faces)
            QVERIFY2(position.contains(face), qPrintable(position));
        QVERIFY(speech.targetSpeech().contains(QStringLiteral("every face one colour")));
    }
    Board cube(QStringLiteral("pocket-cube"));
    // The D-B-L corner stays in place: its stickers have no moves (D, L, B are the other sides of
    // U, R, F, which do not move them), in the 3D view and in the net alike.
    for (bool net : {false, true}) {
        cube.widget->setNetShown(net);
        for (int sticker : {14, 18, 23})
            QVERIFY(cube.widget->speech().item(sticker).actions.empty());
        QCOMPARE(cube.widget->speech().item(8).actions.size(), std::size_t(6));
    }
    cube.widget->setNetShown(false);
    QCOMPARE(cube.widget->speech().item(24 + cube.move("R")).name, QStringLiteral("Turn the right face clockwise"));
    QVERIFY(cube.widget->speech().positionSpeech().startsWith(QStringLiteral("Top face: white, white, white, white.")));
}

void TestTwistyBoardWords::editorColoursStickersAndSaysWhyADraftIsNoPuzzle_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QList<int>>("clicks"); // sticker, then +1 (left) or -1 (right), in pairs
    QTest::addColumn<QString>("draft");    // the draft after them (RULES' samples)
    QTest::addColumn<QString>("error");
    QTest::addColumn<bool>("net");     // edited in the flat net (N)
    // RULES §8's twisted corner: U-F-R turned in place (its U sticker 3 F's colour, F's 9 R's, R's 4 U's).
    QTest::newRow("pocket-cube: a twisted corner") << "pocket-cube" << QList<int>{3, 1, 3, 1, 9, -1, 4, -1}
                                                   << "UUUFURRRFRFFDDDDLLLLBBBB" << "cannot be solved" << false;
    // RULES §10's twisted corner: U-F-R's U sticker 4 F's colour, R's 5 U's, F's 11 R's.
    QTest::newRow("skewb: a twisted corner") << "skewb" << QList<int>{4, 1, 4, 1, 5, -1, 11, -1}
                                             << "UUUUFURRRRFRFFFDDDDDLLLLLBBBBB" << "cannot be solved" << false;
    // RULES §9's flipped edge: F-L's sticker on F (1) L's colour, on L (16) F's; L is out of sight.
    QTest::newRow("pyraminx: a flipped edge") << "pyraminx" << QList<int>{1, 1, 16, -1}
                                              << "FLFFFFFFFLLLLLLLFLRRRRRRRRRDDDDDDDDD" << "cannot be solved" << true;
}

void TestTwistyBoardWords::editorColoursStickersAndSaysWhyADraftIsNoPuzzle()
{
    QFETCH(QString, id);
    QFETCH(QList<int>, clicks);
    QFETCH(QString, draft);
    QFETCH(QString, error);
    QFETCH(bool, net);
    Board board(id);
    TwistyWidget& w = *board.widget;
    const QString solved = QString::fromStdString(board.puzzle->encodeState(board.solvedState()));
    w.beginEditing();
    QVERIFY(w.isEditing());
    QCOMPARE(w.draftState(), solved);
    board.keys({"U", "2", "R"}); // letters are no moves while editing
    QCOMPARE(board.takeMoves(), QStringList());
    // The view's buttons stay usable while editing (every side must come into sight); they change
    // the view, not the draft.
    for (const char* name : {"turnViewLeft", "turnViewRight", "turnViewOver", "flatNet"}) {
        auto* button = w.findChild<QPushButton*>(QString::fromLatin1(name));
        QVERIFY2(button && button->isEnabled(), name);
    }
    const QQuaternion before = w.view();
    QTest::mouseClick(w.findChild<QPushButton*>(QStringLiteral("turnViewLeft")), Qt::LeftButton);
    QVERIFY(!qFuzzyCompare(w.view(), before));
    QCOMPARE(w.draftState(), solved);
    if (net)
        board.keys({"N"});
    QCOMPARE(w.netShown(), net);
    for (qsizetype i = 0; i + 1 < clicks.size(); i += 2) {
        QVERIFY(board.inSight(clicks[i]));
        QTest::mouseClick(&w, clicks[i + 1] > 0 ? Qt::LeftButton : Qt::RightButton, Qt::NoModifier,
                          board.centre(clicks[i]).toPoint());
        QCOMPARE(w.cursorSticker(), clicks[i]);
    }
    QCOMPARE(w.draftState(), draft);
    QVERIFY2(w.draftError().contains(error), qPrintable(w.draftError()));
    // The same, undone by keys: the cursor is on the last sticker clicked; Space gives the next
    // colour, Shift+Space the one before; the arrows move the cursor a sticker or a face.
    const int last = clicks[clicks.size() - 2];
    board.keys({"Space"});
    QCOMPARE(w.draftState().at(last), solved.at(last));
    QCOMPARE(w.cursorSticker(), last);
    const int perFace = w.speech().tableSize().width();
    board.keys({"Right"});
    QCOMPARE(w.cursorSticker(), last + 1);
    board.keys({"Left", "Down"});
    QCOMPARE(w.cursorSticker(), last + perFace);
    board.keys({"Up", "Shift+Space", "Space"});
    QCOMPARE(w.cursorSticker(), last);
    QCOMPARE(w.draftState().at(last), solved.at(last));
    QCOMPARE(board.takeMoves(), QStringList()); // the editor's gestures are no moves
    // Every colour in turn: a left click gives the next face's letter (the faces' order in the
    // solved text), a right click the one before.
    QString letters;
    for (const QChar c : solved)
        if (!letters.contains(c))
            letters += c;
    const int s = clicks[0];
    const auto faceAt = [&] { return letters.indexOf(w.draftState().at(s)); };
    const int first = faceAt();
    for (int k = 1; k <= letters.size(); ++k) {
        QTest::mouseClick(&w, Qt::LeftButton, Qt::NoModifier, board.centre(s).toPoint());
        QCOMPARE(faceAt(), (first + k) % int(letters.size()));
    }
    QTest::mouseClick(&w, Qt::RightButton, Qt::NoModifier, board.centre(s).toPoint());
    QCOMPARE(faceAt(), (first + int(letters.size()) - 1) % int(letters.size()));
    QCOMPARE(w.draftError().isEmpty(), w.draftState() == solved);
    QCOMPARE(board.takeMoves(), QStringList());
    w.endEditing();
    QVERIFY(!w.isEditing());
}

MINIMOVES_TEST_MAIN(TestTwistyBoardWords)
} // namespace tst_twisty_board_words
#include "tst_twisty_board_words.moc"
