#include "shell/window/board_stage.h"

#include "boards/board_widget.h"
#include "boards/puzzle_ui.h"
#include "game/present/game_presenter.h"
#include "shell/voice/reading_line.h"
#include "shell/settings/settings.h"

#include <QVBoxLayout>

#include <utility>

namespace minimoves::app {

BoardStage::BoardStage(GamePresenter* presenter, SolverService* solver, QWidget* window)
    : QObject(window), m_presenter(presenter), m_solver(solver), m_holder(new QWidget(window))
{
    m_holder->setObjectName(QStringLiteral("boardHolder"));
    m_layout = new QVBoxLayout(m_holder);
    m_layout->setContentsMargins(8, 8, 8, 8);
    connect(presenter, &GamePresenter::marksChanged, this, &BoardStage::showMarks);
    connect(presenter, &GamePresenter::boardPlayableChanged, this, &BoardStage::showPlayable);
}

void BoardStage::showGame(const QString& puzzleId, std::shared_ptr<const AnyPuzzle> puzzle, StateRank state)
{
    install(puzzleId);
    m_board->setPuzzle(std::move(puzzle));
    m_board->showState(state, -1, state);
}

void BoardStage::install(const QString& id)
{
    if (m_board && m_board->property("puzzleId").toString() == id)
        return;
    emit replacing();
    const bool hadFocus = m_board && m_board->hasFocus();
    if (hadFocus)
        m_holder->setFocus();
    m_presenter->setBoardPuzzle(nullptr);
    delete m_board;
    const PuzzleUi* ui = findPuzzleUi(id.toStdString());
    Q_ASSERT(ui);
    m_board = ui->createBoard(m_holder);
    Q_ASSERT(m_board);
    m_board->setProperty("puzzleId", id);
    m_board->setSolver(m_solver);
    m_board->setSymbols(settings::symbols());
    m_board->setPlainLook(settings::plainLook(id));
    m_layout->insertWidget(0, m_board, 1);
    // Shown now, not when the layout's queued show comes: a window activated in between (a saved
    // game read while it came up) would give the keys to the next part that takes them.
    if (m_reading && m_reading->isVisibleTo(m_holder))
        m_reading->holdBack(m_board);
    else
        m_board->show();
    m_board->setAnimationDuration(settings::animationMs());
    emit replaced(m_board);
}

void BoardStage::showPosition(const AnyPuzzle* puzzle, StateRank from, int move, StateRank to, bool undoing)
{
    if (!m_board || m_board->puzzle() != puzzle)
        return; // a game that began: showGame() follows
    m_board->showState(from, move, to, undoing);
}

// The presenter's marks on the board (the hint, move quality, the distances, the banner).
void BoardStage::showMarks()
{
    const auto marks = m_presenter->marks();
    if (!m_board || !marks)
        return;
    if (!marks->hintMoves.empty() || !m_board->hintMoves().empty())
        m_board->setHint(marks->hintMoves, marks->hintBest);
    m_board->setQualityMoves(marks->qualityMoves);
    m_board->setHoverQuality(marks->hoverQuality);
    m_board->setQualityShown(marks->everyQuality);
    m_board->setMoveDistances(marks->distance, marks->moveDistances);
}

// A disabled board gives its focus away: park it where no key does anything, and give it back.
void BoardStage::showPlayable()
{
    const auto playable = m_presenter->boardPlayable();
    if (!m_board || !playable)
        return;
    if (!*playable && m_board->hasFocus())
        m_holder->setFocus();
    const bool wasPlayable = m_board->isEnabled();
    m_board->setEnabled(*playable);
    QWidget* focused = m_holder->window()->focusWidget();
    if (*playable && !wasPlayable && (!focused || focused == m_holder))
        m_board->setFocus();
}

void BoardStage::addReadingLine() { m_reading = new ReadingLine(m_holder, m_layout); }

void BoardStage::showReading(const QString& fileName)
{
    if (m_reading)
        m_reading->say(fileName, m_board);
}

void BoardStage::focus()
{
    (m_board && m_board->isEnabled() ? static_cast<QWidget*>(m_board) : m_holder)->setFocus();
}

} // namespace minimoves::app
