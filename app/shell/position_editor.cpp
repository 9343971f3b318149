#include "position_editor.h"

#include "boards/board_widget.h"
#include "game/solver_service.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace minimoves::app {

PositionEditor::PositionEditor(SolverService* solver, QWidget* parent)
    : QWidget(parent), m_solver(solver), m_line(solver->openLine())
{
    setObjectName(QStringLiteral("positionEditor"));
    m_help = new QLabel(this);
    m_help->setObjectName(QStringLiteral("positionEditorHelp"));
    m_help->setWordWrap(true);
    m_text = new QLabel(this);
    m_text->setObjectName(QStringLiteral("positionEditorLine"));
    m_text->setWordWrap(true);
    QFont bold = m_text->font();
    bold.setBold(true);
    m_text->setFont(bold);
    m_apply = new QPushButton(this);
    m_apply->setObjectName(QStringLiteral("positionEditorApply"));
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("positionEditorCancel"));
    connect(m_apply, &QPushButton::clicked, this, &PositionEditor::apply);
    connect(m_cancel, &QPushButton::clicked, this, &PositionEditor::cancel);
    // The keys act at once (a button's own shortcut clicks it a moment later), only while editing.
    m_applyKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Return), this, this, &PositionEditor::apply);
    m_applyEnterKey = new QShortcut(QKeySequence(Qt::CTRL | Qt::Key_Enter), this, this, &PositionEditor::apply);
    m_cancelKey = new QShortcut(QKeySequence(Qt::Key_Escape), this, this, &PositionEditor::cancel);
    for (QShortcut* key : {m_applyKey, m_applyEnterKey, m_cancelKey}) {
        key->setContext(Qt::WindowShortcut);
        key->setEnabled(false);
    }

    auto* texts = new QVBoxLayout;
    texts->addWidget(m_help);
    texts->addWidget(m_text);
    auto* row = new QHBoxLayout(this);
    row->setContentsMargins(4, 4, 4, 4);
    row->addLayout(texts, 1);
    row->addWidget(m_apply);
    row->addWidget(m_cancel);

    connect(solver, &SolverService::solutionReady, this, &PositionEditor::onSolution);
    connect(solver, &SolverService::failed, this, &PositionEditor::onEnded);
    connect(solver, &SolverService::stopped, this, [this](quint64 ticket) { onEnded(ticket, QString()); });
    hide();
    changeEvent(nullptr);
}

void PositionEditor::changeEvent(QEvent* event)
{
    if (!event || event->type() == QEvent::LanguageChange) {
        m_apply->setText(tr("&Apply"));
        m_apply->setToolTip(tr("Start a game from this position (Ctrl+Return); Undo takes it back"));
        m_cancel->setText(tr("Cancel"));
        m_cancel->setToolTip(tr("Leave the game as it was (Esc)"));
        if (m_board)
            showLine();
    }
    if (event)
        QWidget::changeEvent(event);
}

void PositionEditor::start(BoardWidget* board)
{
    if (!board || !board->puzzle())
        return;
    if (m_board && m_board != board)
        cancel();
    m_board = board;
    connect(board, &BoardWidget::draftChanged, this, &PositionEditor::evaluate, Qt::UniqueConnection);
    connect(board, &BoardWidget::editingEnded, this, &PositionEditor::stopEditing, Qt::UniqueConnection);
    connect(board, &QObject::destroyed, this, &PositionEditor::stopEditing, Qt::UniqueConnection);
    show();
    for (QShortcut* key : {m_applyKey, m_applyEnterKey, m_cancelKey})
        key->setEnabled(true);
    board->beginEditing(); // draftChanged: evaluate()
    board->setFocus();
}

void PositionEditor::cancel()
{
    if (m_board)
        m_board->endEditing(); // editingEnded: stopEditing()
    else
        stopEditing();
}

void PositionEditor::apply()
{
    if (!m_board || !m_valid)
        return;
    const auto puzzle = m_board->draftPuzzle();
    const StateRank state = m_board->state();
    m_board->endEditing();
    emit applied(puzzle, state);
}

void PositionEditor::stopEditing()
{
    if (m_board) {
        m_board->disconnect(this);
        m_board = nullptr;
    }
    if (m_ticket) {
        m_solver->cancel(m_line);
        m_ticket = 0;
    }
    for (QShortcut* key : {m_applyKey, m_applyEnterKey, m_cancelKey})
        key->setEnabled(false);
    const bool wasVisible = isVisible();
    hide();
    if (wasVisible)
        emit finished();
}

// A new draft: the verdict at once, the distance from the worker (the older request is stopped).
void PositionEditor::evaluate()
{
    if (!m_board)
        return;
    if (m_ticket) {
        m_solver->cancel(m_line);
        m_ticket = 0;
    }
    m_valid = m_board->draftError().isEmpty();
    m_distance.reset();
    m_failure.clear();
    if (m_valid)
        m_ticket = m_solver->requestSolution(m_board->draftPuzzle(), m_board->state(), m_line);
    m_apply->setEnabled(m_valid);
    showLine();
}

void PositionEditor::onSolution(quint64 ticket, quint64, const Solution& solution)
{
    if (ticket == 0 || ticket != m_ticket)
        return;
    m_ticket = 0;
    m_distance = solution.distance;
    showLine();
}

void PositionEditor::onEnded(quint64 ticket, const QString& reason)
{
    if (ticket == 0 || ticket != m_ticket)
        return;
    m_ticket = 0;
    m_failure = reason.isEmpty() ? tr("the search was stopped") : reason;
    showLine();
}

QString PositionEditor::lineText() const
{
    if (!m_board)
        return {};
    if (!m_valid)
        return tr("Not a valid position: %1.").arg(m_board->draftError());
    if (!m_failure.isEmpty())
        return tr("Valid position; how far the goal is could not be worked out: %1.").arg(m_failure);
    if (!m_distance)
        return tr("Valid position. Working out how far the goal is…");
    if (*m_distance == Solution::Unreachable)
        return tr("Valid position, but the goal cannot be reached from it.");
    if (*m_distance == 0)
        return tr("Valid position: it is the goal itself (0 moves).");
    if (*m_distance == 1)
        return tr("Valid position: the goal is 1 move away.");
    return tr("Valid position: the goal is %1 moves away.").arg(*m_distance);
}

void PositionEditor::showLine()
{
    if (!m_board)
        return;
    const QString help = m_board->editHelp();
    m_help->setText(help);
    m_help->setVisible(!help.isEmpty());
    m_text->setText(lineText());
    m_text->setAccessibleName(m_text->text());
    emit lineChanged();
}

} // namespace minimoves::app
