#include "shell/statistics/statistics_dialog.h"

#include "boards/puzzle_ui.h"
#include "game/store/file_aside.h"
#include "game/store/statistics_store.h"
#include "shell/window/message_box.h"
#include "shell/files/recent_games.h"
#include "shell/statistics/statistics_texts.h"
#include "shell/voice/combo_speech.h"

#include <QChartView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <vector>

namespace minimoves::app {

using namespace statistics;

StatisticsDialog::StatisticsDialog(StatisticsStore* store, const QString& puzzle, PlayMode mode, QWidget* parent)
    : QDialog(parent), m_store(store)
{
    setObjectName(QStringLiteral("statisticsDialog"));
    auto* layout = new QVBoxLayout(this);
    m_pages = new QTabWidget(this);
    m_pages->setObjectName(QStringLiteral("statisticsPages"));
    layout->addWidget(m_pages, 1);

    m_pages->addTab(makeSummary(puzzle, mode), QString());

    // Last games and their chart.
    m_recent = new RecentGames(m_pages);
    m_pages->addTab(m_recent->list(), QString());
    m_pages->addTab(m_recent->chartView(), QString());

    m_exported = new QLabel(this);
    m_exported->setObjectName(QStringLiteral("statisticsExported"));
    m_exported->setWordWrap(true);
    m_exported->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_exported->hide();
    layout->addWidget(m_exported);
    layout->addWidget(makeButtons());

    connect(m_puzzle, &QComboBox::currentIndexChanged, this, &StatisticsDialog::fillFigures);
    connect(m_mode, &QComboBox::currentIndexChanged, this, &StatisticsDialog::fillFigures);
    connect(m_store, &StatisticsStore::changed, this, &StatisticsDialog::fill);
    retranslate();
    // Readable from 640x480 up (the figures' seven columns fit, the list scrolls sideways there);
    // the list's columns whole where the screen has the room.
    const QSize room = screen() ? screen()->availableGeometry().size() - QSize(16, 16) : QSize(640, 480);
    resize(QSize(std::max(700, minimumSizeHint().width()), 500).boundedTo(room));
}

// Summary: one puzzle in one mode, by difficulty (`puzzle` and `mode` chosen at first).
QWidget* StatisticsDialog::makeSummary(const QString& puzzle, PlayMode mode)
{
    auto* summary = new QWidget(m_pages);
    auto* summaryLayout = new QVBoxLayout(summary);
    auto* choosers = new QHBoxLayout;
    m_puzzleLabel = new QLabel(summary);
    m_puzzle = new QComboBox(summary);
    m_puzzle->setObjectName(QStringLiteral("statisticsPuzzle"));
    m_puzzle->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    for (const PuzzleUi& ui : puzzleUis())
        m_puzzle->addItem(ui.title(), ui.idText());
    m_puzzle->setCurrentIndex(std::max(0, m_puzzle->findData(puzzle)));
    m_puzzleLabel->setBuddy(m_puzzle);
    m_modeLabel = new QLabel(summary);
    m_mode = new QComboBox(summary);
    m_mode->setObjectName(QStringLiteral("statisticsMode"));
    m_mode->addItem(modeTitle(PlayMode::Play), int(PlayMode::Play));
    m_mode->addItem(modeTitle(PlayMode::Coach), int(PlayMode::Coach));
    m_mode->setCurrentIndex(m_mode->findData(int(mode)));
    m_modeLabel->setBuddy(m_mode);
    combo_speech::follow(m_puzzle);
    combo_speech::follow(m_mode);
    choosers->addWidget(m_puzzleLabel);
    choosers->addWidget(m_puzzle);
    choosers->addSpacing(12);
    choosers->addWidget(m_modeLabel);
    choosers->addWidget(m_mode);
    choosers->addStretch(1);
    summaryLayout->addLayout(choosers);
    m_figures = new QTableWidget(FigureCount, int(std::size(StatsScopes)), summary);
    m_figures->setObjectName(QStringLiteral("statisticsFigures"));
    m_figures->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_figures->setSelectionMode(QAbstractItemView::NoSelection);
    m_figures->setTabKeyNavigation(false); // Tab goes on to the next control, the arrows over the cells
    // Each column as wide as its name, All taking the rest: seven columns beside the figures' names
    // fit at 640x480, where equal widths would cut the widest name.
    m_figures->horizontalHeader()->setStretchLastSection(true);
    m_figures->horizontalHeader()->setMinimumSectionSize(48);
    m_figures->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_figures->installEventFilter(this);
    summaryLayout->addWidget(m_figures);
    m_note = new QLabel(summary);
    m_note->setWordWrap(true);
    summaryLayout->addWidget(m_note);
    summaryLayout->addStretch(1);
    return summary;
}

// Close (what Enter does), Export, and Reset (forgetting everything takes a click on it and an
// explicit choice).
QDialogButtonBox* StatisticsDialog::makeButtons()
{
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* close = buttons->button(QDialogButtonBox::Close);
    close->setDefault(true);
    m_export = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_export->setObjectName(QStringLiteral("exportStatistics"));
    m_reset = buttons->addButton(QString(), QDialogButtonBox::ResetRole);
    m_reset->setObjectName(QStringLiteral("resetStatistics"));
    for (QPushButton* button : {m_export, m_reset}) {
        button->setAutoDefault(false);
        button->setDefault(false);
    }
    connect(m_export, &QPushButton::clicked, this, &StatisticsDialog::exportCsv);
    connect(m_reset, &QPushButton::clicked, this, &StatisticsDialog::askReset);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    return buttons;
}

void StatisticsDialog::askReset()
{
    QMessageBox confirm(QMessageBox::Warning, tr("Reset statistics"),
                        tr("Forget the statistics of every puzzle, and the list of last games?"), QMessageBox::NoButton,
                        this);
    confirm.setObjectName(QStringLiteral("confirmReset"));
    nameIcon(confirm);
    QPushButton* forget = confirm.addButton(tr("&Forget them"), QMessageBox::DestructiveRole);
    QPushButton* keep = confirm.addButton(tr("&Keep them"), QMessageBox::RejectRole);
    confirm.setDefaultButton(keep);
    confirm.setEscapeButton(keep);
    confirm.exec();
    if (confirm.clickedButton() == forget)
        resetAll();
}

void StatisticsDialog::resetAll() { m_store->reset(); }

void StatisticsDialog::exportCsv()
{
    QString folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    if (!QFileInfo(folder).isDir())
        folder = QDir::homePath();
    auto* dialog = new QFileDialog(this, tr("Export the last games as CSV"), folder);
    dialog->setObjectName(QStringLiteral("csvFileDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setNameFilters({tr("CSV files (*.csv)"), tr("All files (*)")});
    dialog->setDefaultSuffix(QStringLiteral("csv"));
    dialog->selectFile(QStringLiteral("minimoves-games.csv"));
    connect(dialog, &QFileDialog::fileSelected, this, &StatisticsDialog::writeCsv);
    dialog->open();
}

void StatisticsDialog::writeCsv(const QString& fileName)
{
    const QByteArray csv = m_store->statistics().historyCsv();
    QString error;
    const int games = int(m_store->statistics().history().size());
    if (files::writeWhole(fileName, csv, &error))
        m_exported->setText(games == 1 ? tr("Exported 1 game to %1").arg(QDir::toNativeSeparators(fileName))
                                       : tr("Exported %1 games to %2").arg(games).arg(QDir::toNativeSeparators(fileName)));
    else
        m_exported->setText(tr("The games could not be exported to %1: %2").arg(QDir::toNativeSeparators(fileName), error));
    m_exported->show();
}

void StatisticsDialog::fill()
{
    fillFigures();
    m_recent->show(m_store->statistics());
    const bool any = !m_store->statistics().history().isEmpty();
    m_export->setEnabled(any);
    m_export->setToolTip(any ? tr("Write the last games to a CSV file, for a spreadsheet")
                             : tr("No games finished yet: there is nothing to export"));
}

void StatisticsDialog::fillFigures()
{
    const QString puzzle = m_puzzle->currentData().toString();
    const auto mode = PlayMode(m_mode->currentData().toInt());
    const QLocale locale;
    m_figures->setAccessibleName(tr("Statistics of %1 in %2 mode, by difficulty").arg(m_puzzle->currentText(), modeTitle(mode)));
    for (int column = 0; column < int(std::size(StatsScopes)); ++column) {
        const Tally t = m_store->statistics().tally(puzzle, mode, StatsScopes[column]);
        const auto average = t.averageOverPar();
        const QString cells[FigureCount] = {
            locale.toString(t.games),
            locale.toString(t.solved),
            locale.toString(t.inPar),
            t.bestOverPar >= 0 ? locale.toString(t.bestOverPar) : none(),
            average ? locale.toString(*average, 'f', 1) : none(),
            t.bestEfficiency > 0 ? tr("%1%").arg(qRound(t.bestEfficiency * 100)) : none(),
            timeText(t.bestMs),
            locale.toString(t.hints),
            locale.toString(t.hintSteps),
            QStringLiteral("%1 / %2 / %3").arg(t.hintGames[0]).arg(t.hintGames[1]).arg(t.hintGames[2]),
            locale.toString(t.streak),
            locale.toString(t.bestStreak),
        };
        for (int row = 0; row < FigureCount; ++row) {
            auto* item = new QTableWidgetItem(cells[row]);
            item->setTextAlignment(Qt::AlignCenter);
            // A screen reader reads a row's cells (Orca the whole row) without the row's name, the
            // vertical header: the first cell says it, each cell its column ("Solved, All: 3.
            // Easy: 1. Medium: 2.").
            const QString scope = scopeTitle(StatsScopes[column]);
            if (const QTableWidgetItem* name = m_figures->verticalHeaderItem(row); name && column == 0)
                item->setData(Qt::AccessibleTextRole,
                              tr("%1, %2: %3", "a figure's name, its column: its value").arg(name->text(), scope, cells[row]));
            else
                item->setData(Qt::AccessibleTextRole, tr("%1: %2", "a figure's column: its value").arg(scope, cells[row]));
            m_figures->setItem(row, column, item);
        }
    }
    fitColumns();
}

// Each column as wide as its name, and what room is left shared out evenly (All takes the last
// pixels): at 640x480 seven names fit beside the figures' names, where equal widths cut the widest.
void StatisticsDialog::fitColumns()
{
    QHeaderView* columns = m_figures->horizontalHeader();
    const int count = columns->count();
    std::vector<int> widths(static_cast<std::size_t>(count));
    int needed = 0;
    for (int column = 0; column < count; ++column)
        needed += widths[std::size_t(column)] = std::max(columns->minimumSectionSize(), columns->sectionSizeHint(column));
    const int room = m_figures->width() - m_figures->verticalHeader()->width() - 2 * m_figures->frameWidth();
    const int extra = count > 0 ? std::max(0, room - needed) / count : 0;
    for (int column = 0; column < count; ++column)
        columns->resizeSection(column, widths[std::size_t(column)] + extra);
    // As tall as its rows at these widths, never scrolled: every figure in sight.
    m_figures->resizeRowsToContents();
    m_figures->setFixedHeight(columns->sizeHint().height() + m_figures->verticalHeader()->length() + 2 * m_figures->frameWidth());
}

bool StatisticsDialog::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_figures && event->type() == QEvent::Resize)
        fitColumns(); // the table's new width, as its layout gave it
    return QDialog::eventFilter(watched, event);
}

void StatisticsDialog::retranslate()
{
    setWindowTitle(tr("Statistics"));
    m_pages->setTabText(0, tr("&Summary"));
    m_pages->setTabText(1, tr("&Last games"));
    m_pages->setTabText(2, tr("C&hart"));
    m_pages->setAccessibleName(tr("Statistics pages"));
    m_puzzleLabel->setText(tr("&Puzzle:"));
    m_puzzle->setAccessibleName(tr("Puzzle"));
    for (int i = 0; i < m_puzzle->count(); ++i)
        m_puzzle->setItemText(i, puzzleTitle(m_puzzle->itemData(i).toString().toStdString()));
    m_modeLabel->setText(tr("&Mode:"));
    m_mode->setAccessibleName(tr("Mode"));
    m_mode->setItemText(0, modeTitle(PlayMode::Play));
    m_mode->setItemText(1, modeTitle(PlayMode::Coach));
    for (int column = 0; column < int(std::size(StatsScopes)); ++column) {
        auto* header = new QTableWidgetItem(scopeTitle(StatsScopes[column]));
        header->setToolTip(scopeToolTip(StatsScopes[column]));
        m_figures->setHorizontalHeaderItem(column, header);
    }
    const QString rows[FigureCount] = {tr("Games"),
                                       tr("Solved"),
                                       tr("Solved in par"),
                                       tr("Best moves over par"),
                                       tr("Average moves over par"),
                                       tr("Best efficiency"),
                                       tr("Best time"),
                                       tr("Hints taken"),
                                       tr("Hint steps"),
                                       tr("Deepest hint (step 1 / 2 / 3)"),
                                       tr("Current streak"),
                                       tr("Best streak")};
    const QString tips[FigureCount] = {
        tr("Games that reached the goal, by you or with Solve"),
        tr("Games you solved without Solve (hints allowed)"),
        tr("Games solved in exactly par moves: par is the exact optimum of the game's start"),
        tr("The fewest moves more than par in a solved game"),
        tr("Moves more than par in a solved game, on average"),
        tr("Par ÷ moves at best: 100% is a solve in par"),
        tr("The fastest solved game, by the game's clock"),
        tr("Positions you asked for a hint on (one a position, however many steps), in games finished or not"),
        tr("Steps of the hint ladder climbed on those positions: a hint is one to three steps"),
        tr("Games whose deepest hint was step 1 (the distance), step 2 (the solver's move) or step 3 (every optimal move)"),
        tr("Games solved in a row up to the last one; a game finished with Solve ends a run"),
        tr("The longest run of games solved in a row")};
    for (int row = 0; row < FigureCount; ++row) {
        auto* header = new QTableWidgetItem(rows[row]);
        header->setToolTip(tips[row]);
        m_figures->setVerticalHeaderItem(row, header);
    }
    m_note->setText(tr("Games finished with Solve count as games, never as solved. Daily: the daily puzzles. Other: "
                       "games not drawn at a difficulty (levels too). Hover a figure's name for what it counts."));
    m_export->setText(tr("&Export as CSV…"));
    m_export->setAccessibleName(tr("Export the last games as CSV"));
    m_reset->setText(tr("&Reset…"));
    m_reset->setAccessibleName(tr("Reset the statistics"));
    fill();
}

void StatisticsDialog::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace minimoves::app
