#include "help_dialog.h"

#include "boards/board_widget.h"
#include "core/any_puzzle.h"
#include "main_window.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QListWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <map>
#include <random>

namespace minimoves::app {

QString rulesHtml(const QString& puzzleId)
{
    if (puzzleId == QLatin1String("shifting-grid"))
        return HelpDialog::tr(
            "<p>A board of 4 rows and 6 columns holds 8 white, 8 black and 8 grey cells.</p>"
            "<p><b>A move</b> shifts one row left or right, or one column up or down, by one cell; the cell "
            "that leaves one edge comes back at the other.</p>"
            "<p><b>Goal:</b> the 8 cells inside the frame (the middle two rows, columns 2 to 5) all of one "
            "colour, any of the three.</p>"
            "<p><b>Playing:</b> drag a row or a column with the mouse (one move per cell travelled), click the "
            "arrows at the ends of the rows and columns, or move the cursor with the arrow keys and shift its "
            "row or column with Shift+arrow.</p><p>From the contest problem HDU 3278 \"Puzzle\".</p>");
    if (puzzleId == QLatin1String("sawtooth"))
        return HelpDialog::tr(
            "<p>Nine square gears in a 3x3 frame each carry a piece of a picture. Each side of a gear is "
            "either toothed or smooth.</p>"
            "<p><b>A move</b> turns one gear a quarter turn clockwise. Two neighbouring gears whose facing sides "
            "are both toothed are meshed: a gear meshed with a turning gear turns too, the other way, and so on "
            "through the whole meshed group. Teeth turn with their gear, so the groups change as you play.</p>"
            "<p><b>Goal:</b> the picture shown beside the board.</p>"
            "<p><b>Playing:</b> click a gear (hovering shows the group that would turn), or move the cursor with "
            "the arrow keys and press Space or Enter. <i>Edit teeth…</i> changes the teeth and tells at once "
            "whether the picture can still be made.</p><p>From the contest problem ZOJ 3814 \"Sawtooth Puzzle\".</p>");
    if (puzzleId == QLatin1String("rolling-cubes"))
        return HelpDialog::tr(
            "<p>Eight identical cubes and one empty cell on a 3x3 board. Opposite faces of a cube share a "
            "colour: white, blue and red.</p>"
            "<p><b>A move</b> rolls a cube next to the empty cell over its bottom edge into it: the top colour "
            "trades places with the colour facing the direction of the roll.</p>"
            "<p><b>Goal:</b> the pattern of top colours shown beside the board, with the empty cell where it "
            "shows.</p>"
            "<p><b>Playing:</b> click a cube next to the empty cell, or press an arrow key: a cube rolls into the "
            "gap in the arrow's direction (Right rolls the cube on the left of the gap).</p>"
            "<p>From the contest problem UVA 1604 \"Cubic Eight-Puzzle\".</p>");
    if (puzzleId == QLatin1String("magic-board"))
        return HelpDialog::tr(
            "<p>Eight numbered tiles on two rows of four. A board is read clockwise from the top-left corner.</p>"
            "<p><b>A</b> swaps the two rows. <b>B</b> shifts both rows one cell to the right; the right column "
            "comes back on the left. <b>C</b> turns the middle four tiles clockwise.</p>"
            "<p><b>Goal:</b> the order shown beside the board (1 2 3 4 on top, 8 7 6 5 below unless you change "
            "it with <i>Change target…</i>). Hints follow the shortest sequence that comes first in "
            "alphabetical order.</p>"
            "<p><b>Playing:</b> the A, B and C buttons or keys.</p>"
            "<p>From the contest problem USACO 3.2 \"Magic Squares\" (Luogu P2730).</p>");
    if (puzzleId == QLatin1String("ball-grid"))
        return HelpDialog::tr(
            "<p>A grid of red, blue and green balls.</p>"
            "<p><b>A move</b> picks a ball that is not in the top row or the left column and acts on the 2x2 "
            "block of which it is the bottom-right ball: <b>turn</b> moves the four balls one place clockwise; "
            "<b>recolour</b> paints them red → blue, blue → green, green → red.</p>"
            "<p><b>Goal:</b> the grid shown beside the board.</p>"
            "<p><b>Playing:</b> left click turns, right click recolours (hovering shows the block); or move the "
            "cursor with the arrow keys and press R or C. Board size: Game ▸ Board size.</p>"
            "<p>From the contest problem GDOI 2008 \"Ball Game\" (彩球游戏).</p>");
    return {};
}

HelpDialog::HelpDialog(QWidget* parent) : QDialog(parent)
{
    auto* layout = new QVBoxLayout(this);
    auto* row = new QHBoxLayout;
    m_list = new QListWidget(this);
    m_list->setMaximumWidth(200);
    m_browser = new QTextBrowser(this);
    m_browser->setOpenExternalLinks(false);
    row->addWidget(m_list);
    row->addWidget(m_browser, 1);
    layout->addLayout(row);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    for (const auto& type : puzzleTypes())
        if (BoardWidget* probe = BoardWidget::create(type.id)) {
            delete probe;
            m_pages << QString::fromUtf8(type.id.data(), int(type.id.size()));
        }
    m_pages << QStringLiteral("keys") << QStringLiteral("about");
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < m_pages.size())
            m_browser->setHtml(pageHtml(m_pages[row]));
    });
    rebuild();
    resize(860, 620);
}

QStringList HelpDialog::pages() const { return m_pages; }

QString HelpDialog::currentHtml() const { return m_browser->toHtml(); }

void HelpDialog::showPage(const QString& page)
{
    const int row = m_pages.indexOf(page);
    if (row >= 0) {
        m_list->setCurrentRow(row);
        m_browser->setHtml(pageHtml(page));
    }
}

void HelpDialog::rebuild()
{
    setWindowTitle(tr("Minimoves Help"));
    const int current = std::max(0, m_list->currentRow());
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    for (const QString& page : m_pages) {
        if (page == QLatin1String("keys"))
            m_list->addItem(tr("Keyboard"));
        else if (page == QLatin1String("about"))
            m_list->addItem(tr("About"));
        else
            m_list->addItem(puzzleTitle(page.toStdString()));
    }
    m_list->setCurrentRow(current);
    m_browser->setHtml(pageHtml(m_pages[current]));
}

void HelpDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QDialog::changeEvent(event);
}

// A move of the puzzle drawn by its own board: the position before and after.
QString HelpDialog::movePictures(const QString& puzzleId)
{
    const PuzzleType* type = findPuzzleType(puzzleId.toStdString());
    if (!type)
        return {};
    // A fixed instance where one is known: reading it is instant, while drawing a random one may
    // build tables (a Sawtooth layout is checked for depth), which the GUI thread must not do.
    static const std::map<QString, std::string> examples{
        {QStringLiteral("shifting-grid"), "4x6"},
        {QStringLiteral("sawtooth"), "harbour/5a3f00c12"},
        {QStringLiteral("rolling-cubes"), "WBWBREBRR"},
        {QStringLiteral("magic-board"), "12345678"},
        {QStringLiteral("ball-grid"), "3x3/RGB/BRG/GBR"},
    };
    std::shared_ptr<const AnyPuzzle> puzzle;
    if (const auto example = examples.find(puzzleId); example != examples.end())
        if (auto made = type->makeInstance(example->second))
            puzzle = std::move(made).value();
    if (!puzzle) {
        std::mt19937_64 random(2008);
        puzzle = type->makeRandomInstance("", random);
    }
    const StateRank before = puzzle->initialState();
    int move = 0;
    while (move + 1 < puzzle->moveCount() && puzzle->apply(before, move) == before)
        ++move; // a move that changes something
    const StateRank after = puzzle->apply(before, move);
    QStringList pictures;
    int index = 0;
    for (StateRank state : {before, after}) {
        std::unique_ptr<BoardWidget> board(BoardWidget::create(puzzle->id()));
        board->setAttribute(Qt::WA_DontShowOnScreen);
        board->setAnimationDuration(0);
        board->setPuzzle(puzzle);
        board->showState(state, -1, state);
        board->resize(400, 300);
        board->show();
        const QImage image = board->grab().toImage();
        const QUrl url(QStringLiteral("minimoves://%1/%2.png").arg(puzzleId).arg(index++));
        m_browser->document()->addResource(QTextDocument::ImageResource, url, image);
        pictures << QStringLiteral("<img src='%1' width='280'/>").arg(url.toString());
    }
    std::unique_ptr<BoardWidget> names(BoardWidget::create(puzzle->id()));
    names->setPuzzle(puzzle);
    QString html = QStringLiteral("<p><b>%1</b></p><table cellspacing='6'><tr><td>%2</td>"
                                  "<td valign='middle' style='font-size:24px'>&nbsp;→&nbsp;</td><td>%3</td></tr></table>")
                       .arg(tr("A move: %1").arg(names->moveDescription(move)).toHtmlEscaped(), pictures[0], pictures[1]);
    return html;
}

QString HelpDialog::pageHtml(const QString& page)
{
    if (page == QLatin1String("keys"))
        return tr("<h2>Keyboard</h2><table cellpadding='4'>"
                  "<tr><td><b>Ctrl+N</b></td><td>New game</td></tr>"
                  "<tr><td><b>Ctrl+R</b></td><td>Restart</td></tr>"
                  "<tr><td><b>Ctrl+Z</b></td><td>Undo</td></tr>"
                  "<tr><td><b>Ctrl+Shift+Z</b>, <b>Ctrl+Y</b></td><td>Redo</td></tr>"
                  "<tr><td><b>H</b></td><td>Hint: mark every optimal move</td></tr>"
                  "<tr><td><b>F5</b></td><td>Solve: the solver plays to the goal</td></tr>"
                  "<tr><td><b>Esc</b></td><td>Stop solving</td></tr>"
                  "<tr><td><b>Ctrl+S</b>, <b>Ctrl+O</b></td><td>Save, open a game</td></tr>"
                  "<tr><td><b>Ctrl+Shift+C</b>, <b>Ctrl+Shift+V</b></td><td>Copy, paste the game ID</td></tr>"
                  "<tr><td><b>F1</b></td><td>Help</td></tr>"
                  "<tr><td><b>Ctrl+Q</b></td><td>Quit</td></tr>"
                  "</table>"
                  "<p><b>On the boards:</b> arrow keys move the cursor (or, on Rolling Cubes, roll a cube into "
                  "the gap in the arrow's direction); Shift+arrow shifts a Shifting Grid line; Space or Enter turns a gear; "
                  "A, B, C play the Magic Board; R and C turn and recolour a Ball Grid block.</p>");
    if (page == QLatin1String("about"))
        return tr("<h2>Minimoves %1</h2><p>Five classic shortest-path puzzles from programming contests, each "
                  "with an exact solver behind it: the distance shown is always the true optimum, a hint marks "
                  "every optimal move, and Solve plays an optimal path.</p>"
                  "<p>Every engine is a breadth-first search over compressed states; the same engines answer the "
                  "original contest problems with <tt>minimoves-cli</tt>.</p>")
            .arg(QApplication::applicationVersion());
    return QStringLiteral("<h2>%1</h2>").arg(puzzleTitle(page.toStdString()).toHtmlEscaped()) + rulesHtml(page) +
           movePictures(page);
}

} // namespace minimoves::app
