#include "shell/tour/help_dialog.h"

#include "boards/board_widget.h"
#include "boards/move_names.h"
#include "boards/puzzle_ui.h"
#include "core/any_puzzle.h"
#include "shell/settings/settings.h"

#include <QApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QListWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <random>

namespace minimoves::app {

// The size a move's two pictures are drawn and shown at, side by side.
constexpr QSize PictureSize(330, 248);

HelpDialog::HelpDialog(QWidget* parent) : QDialog(parent)
{
    auto* layout = new QVBoxLayout(this);
    auto* row = new QHBoxLayout;
    m_list = new QListWidget(this);
    m_list->setMaximumWidth(200);
    m_browser = new QTextBrowser(this);
    m_browser->setOpenExternalLinks(false);
    // A caret the arrows move: a screen reader reads the line, word or letter it reaches and reads
    // the page aloud from it (without one the arrows only scroll, and nothing is said).
    m_browser->setTextInteractionFlags(Qt::TextBrowserInteraction | Qt::TextSelectableByKeyboard);
    row->addWidget(m_list);
    row->addWidget(m_browser, 1);
    layout->addLayout(row);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    for (const PuzzleUi& ui : puzzleUis())
        m_pages << ui.idText();
    m_pages << QStringLiteral("keys") << QStringLiteral("screen-reader") << QStringLiteral("about");
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < m_pages.size())
            showPage(m_pages[row]);
    });
    rebuild();
    resize(1060, 700);
}

QStringList HelpDialog::pages() const { return m_pages; }

QString HelpDialog::currentHtml() const { return m_browser->toHtml(); }

void HelpDialog::showPage(const QString& page)
{
    const int row = m_pages.indexOf(page);
    if (row >= 0) {
        m_list->setCurrentRow(row);
        m_browser->setHtml(pageHtml(page));
        m_browser->setAccessibleName(m_list->item(row)->text()); // the page's title
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
        else if (page == QLatin1String("screen-reader"))
            m_list->addItem(tr("Playing with a screen reader"));
        else if (page == QLatin1String("about"))
            m_list->addItem(tr("About"));
        else
            m_list->addItem(puzzleTitle(page.toStdString()));
    }
    m_list->setCurrentRow(current);
    m_list->setAccessibleName(tr("Topics"));
    showPage(m_pages[current]);
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
    const PuzzleUi* ui = findPuzzleUi(puzzleId.toStdString());
    const PuzzleType* type = ui ? ui->type() : nullptr;
    if (!type)
        return {};
    // The puzzle's own example: reading it is instant, while drawing a random instance may build
    // tables (a Sawtooth layout is checked for depth), which the GUI thread must not do.
    std::shared_ptr<const AnyPuzzle> puzzle;
    if (auto made = type->makeInstance(ui->helpExample))
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
        std::unique_ptr<BoardWidget> board(ui->createBoard(nullptr));
        board->setAttribute(Qt::WA_DontShowOnScreen);
        board->setAnimationDuration(0);
        board->setSymbols(settings::symbols()); // the palette the player's boards use (Preferences)
        board->setPlainLook(settings::plainLook(ui->idText())); // the look the player chose in View
        board->setPuzzle(puzzle);
        board->showState(state, -1, state);
        board->resize(PictureSize);
        board->show();
        // Drawn at the size shown (the board's captions stay readable) and at twice the pixels,
        // so that it is crisp on a HiDPI screen too.
        const qreal ratio = std::max<qreal>(2.0, devicePixelRatioF());
        QImage image(PictureSize * ratio, QImage::Format_ARGB32_Premultiplied);
        image.setDevicePixelRatio(ratio);
        image.fill(board->palette().color(QPalette::Window));
        board->render(&image);
        const QUrl url(QStringLiteral("minimoves://%1/%2.png").arg(puzzleId).arg(index++));
        m_browser->document()->addResource(QTextDocument::ImageResource, url, image);
        pictures << QStringLiteral("<img src='%1' width='%2' height='%3'/>")
                        .arg(url.toString())
                        .arg(PictureSize.width())
                        .arg(PictureSize.height());
    }
    const QString name = ui->names().nameFrom(*puzzle, before, move); // as played from the picture before it
    QString html = QStringLiteral("<p><b>%1</b></p><table cellspacing='6'><tr><td>%2</td>"
                                  "<td valign='middle' style='font-size:24px'>&nbsp;→&nbsp;</td><td>%3</td></tr></table>")
                       .arg(tr("A move: %1").arg(name).toHtmlEscaped(), pictures[0], pictures[1]);
    return html;
}

// The keys of every board, one line per puzzle.
static QString boardKeys()
{
    QString html = QStringLiteral("<h3>%1</h3><table cellpadding='4'>").arg(HelpDialog::tr("On the boards"));
    for (const PuzzleUi& ui : puzzleUis())
        html += QStringLiteral("<tr><td><b>%1</b></td><td>%2</td></tr>").arg(ui.title().toHtmlEscaped(), ui.keysHtml());
    return html + QStringLiteral("</table>");
}

// The Keyboard page: the window's keys, then each board's.
static QString keysPage()
{
    QString keys = HelpDialog::tr("<h2>Keyboard</h2><table cellpadding='4'>"
              "<tr><td><b>Ctrl+N</b></td><td>New game</td></tr>"
              "<tr><td><b>Ctrl+R</b></td><td>Restart</td></tr>"
              "<tr><td><b>Ctrl+Z</b></td><td>Undo</td></tr>"
              "<tr><td><b>Ctrl+Shift+Z</b>, <b>Ctrl+Y</b></td><td>Redo</td></tr>"
              "<tr><td><b>H</b></td><td>Hint; again on the same position for more: the distance, the "
              "solver's move, every optimal move (still one hint: each press is a hint step)</td></tr>"
              "<tr><td><b>Ctrl+M</b></td><td>Move quality: every move's change of the distance on the "
              "board</td></tr>"
              "<tr><td><b>Ctrl+Shift+R</b></td><td>Rewind to the last optimal position: the moves after it "
              "leave the counter, and moves you had undone cannot be redone; Undo brings them back</td></tr>"
              "<tr><td><b>F5</b></td><td>Solve: the playback bar plays an optimal path (or plays on)</td></tr>"
              "<tr><td><b>Space</b>, <b>Left</b>, <b>Right</b></td><td>On the playback bar: play or pause, "
              "step back (Undo), step forward; <b>Home</b>, <b>End</b>: the path's start, its end</td></tr>"
              "<tr><td><b>Esc</b></td><td>Close the playback bar (the position stays)</td></tr>"
              "<tr><td><b>Ctrl+S</b>, <b>Ctrl+O</b></td><td>Save, open a game</td></tr>"
              "<tr><td><b>Ctrl+Shift+C</b>, <b>Ctrl+Shift+V</b></td><td>Copy, paste the game ID</td></tr>"
              "<tr><td><b>F1</b></td><td>Help</td></tr>"
              "<tr><td><b>Ctrl+Q</b></td><td>Quit</td></tr>"
              "</table>");
    // Set up position's keys: their own rows, at the end of the table.
    keys.insert(keys.lastIndexOf(QLatin1String("</table>")),
                HelpDialog::tr("<tr><td><b>Ctrl+E</b></td><td>Set up position: edit the position by hand</td></tr>"
                   "<tr><td><b>Ctrl+Return</b>, <b>Esc</b></td><td>While setting up: apply, cancel</td></tr>"));
    keys.insert(keys.lastIndexOf(QLatin1String("</table>")),
                HelpDialog::tr("<tr><td><b>Ctrl+L</b></td><td>Levels: arrows move over the levels, Enter plays one, "
                   "Esc closes</td></tr>"
                   "<tr><td><b>Ctrl+D</b></td><td>The daily puzzle, its calendar and your streak</td></tr>"));
    keys.insert(keys.lastIndexOf(QLatin1String("</table>")),
                HelpDialog::tr("<tr><td><b>Ctrl+G</b></td><td>The puzzle gallery: arrows move over the cards, "
                   "Enter continues one, Tab reaches New game and Levels, Esc closes</td></tr>"));
    keys.insert(keys.lastIndexOf(QLatin1String("</table>")),
                HelpDialog::tr("<tr><td><b>Shift+H</b></td><td>Play the hinted move: the solver's move from here, "
                   "counted as a hint</td></tr>"));
    keys.insert(keys.lastIndexOf(QLatin1String("</table>")),
                HelpDialog::tr("<tr><td><b>Ctrl+Space</b></td><td>Read the whole position, the target and the distance "
                   "aloud (with a screen reader)</td></tr>"));
    return keys + boardKeys();
}

// Playing with a screen reader.
static QString screenReaderPage()
{
    return HelpDialog::tr("<h2>Playing with a screen reader</h2>"
              "<p>Every puzzle can be played by ear with a screen reader such as Orca. The board is a table: "
              "each cell says what is on it (\"Row 2, column 3: White (ring)\", \"Gear 5: turned twice, "
              "toothed right, bottom\", \"Row 1, column 2: tile 7\"), and the screen reader's actions on a "
              "cell or an arrow make its moves (\"Shift row left\", \"Turn the block\").</p>"
              "<p>Where a board has a keyboard cursor (Shifting Grid, Sawtooth Gears, Ball Grid), the "
              "screen reader follows it: the arrow keys move it and it reads the cell reached. On the "
              "other boards the keys make the moves at once; the keys of each board are on the Keyboard "
              "page.</p>"
              "<h3>What is announced</h3>"
              "<p>After every move and step of Solve, one sentence: the move in words and, where the "
              "distance is shown (always in Coach mode; in Play mode only with a hint), the distance "
              "left: \"Row 2 right. Distance 6.\" Undo and Redo say what they took back or played again: "
              "\"Undone: Row 2 right. Distance 7.\" A solved game says how many moves it took against the "
              "optimum. Each hint step is read with the moves it marks (in Play mode the first one with "
              "the distance), and a new game says so; a level says its number and par (\"Level 1, par 3.\"), "
              "the daily puzzle its date and par. A menu item is followed by its tip and its shortcut.</p>"
              "<h3>Reading the board</h3>"
              "<p><b>Ctrl+Space</b> reads the whole position row by row, then the target and the distance. "
              "The status bar's messages are said as they show; Game ▸ Puzzle facts and Review path give "
              "their numbers as tables. Every menu, button and dialog has a name the screen reader says.</p>"
              "<h3>The tour and the dialogs</h3>"
              "<p>A puzzle's first tour says each step; Tab goes round Skip, Don't show again and Next, "
              "Enter presses the one that has the focus and Esc skips. In Levels the arrows say each level, "
              "in the Daily puzzle's calendar each day by its date; every list box says its value, and a "
              "value chosen with the arrows; Statistics' figures say their row and column, and Tab leaves "
              "a table for the next control. On this page the arrows move a caret the screen reader "
              "reads from.</p>");
}

static QString aboutPage()
{
    return HelpDialog::tr("<h2>Minimoves %1</h2><p>%2 classic shortest-path puzzles from programming contests, each "
              "with an exact solver behind it: the distance shown is always the true optimum, a hint marks "
              "every optimal move, and Solve plays an optimal path.</p>"
              "<p>Every engine is a breadth-first search over compressed states; the same engines answer the "
              "original contest problems with <tt>minimoves-cli</tt>.</p>")
               .arg(QApplication::applicationVersion())
               .arg(puzzleUis().size()) +
           HelpDialog::tr("<p>A contest's input file opens as games in <b>Game ▸ Import ▸ Open contest input…</b> (or "
              "<tt>minimoves --contest PUZZLE FILE</tt>): one case at once, several in a list to choose "
              "from.</p>");
}

QString HelpDialog::pageHtml(const QString& page)
{
    if (page == QLatin1String("keys"))
        return keysPage();
    if (page == QLatin1String("screen-reader"))
        return screenReaderPage();
    if (page == QLatin1String("about"))
        return aboutPage();
    const PuzzleUi* ui = findPuzzleUi(page.toStdString());
    if (!ui)
        return {};
    return QStringLiteral("<h2>%1</h2>").arg(ui->title().toHtmlEscaped()) + ui->rulesHtml() + movePictures(page);
}

} // namespace minimoves::app
