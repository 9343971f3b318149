#include "shell/play/position_editor.h"

#include "boards/board_editor.h"
#include "boards/board_widget.h"
#include "game/solver/solver_service.h"
#include "shell/window/message_box.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace minimoves::app {

PositionEditor::PositionEditor(SolverService* solver, QWidget* parent)
    : QWidget(parent), m_solver(solver)
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

    hide();
    changeEvent(nullptr);
}

PositionEditor::~PositionEditor() = default;

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
    if (!board || !board->puzzle() || !board->editor()) // a board whose positions are not set up
        return;
    if (m_board && m_board != board)
        cancel();
    m_board = board;
    connect(board, &BoardWidget::draftChanged, this, &PositionEditor::evaluate, Qt::UniqueConnection);
    connect(board, &BoardWidget::editingEnded, this, &PositionEditor::stopEditing, Qt::UniqueConnection);
    connect(board, &QObject::destroyed, this, &PositionEditor::boardDestroyed, Qt::UniqueConnection);
    show();
    for (QShortcut* key : {m_applyKey, m_applyEnterKey, m_cancelKey})
        key->setEnabled(true);
    board->beginEditing(); // draftChanged: evaluate()
    m_startDraft = draftKey();
    board->setFocus();
}

QString PositionEditor::draftKey() const
{
    return m_board ? m_board->draftInstance() + QLatin1Char('\n') + m_board->draftState() : QString();
}

bool PositionEditor::leaveAsked()
{
    if (!m_board)
        return true;
    if (draftKey() != m_startDraft) {
        QMessageBox box(QMessageBox::Question, tr("Set up position"),
                        tr("Throw away the position you are setting up?"), QMessageBox::NoButton, window());
        box.setObjectName(QStringLiteral("confirmDiscardSetUp"));
        nameIcon(box);
        box.setInformativeText(tr("A new game replaces it; Apply first to play from it."));
        QPushButton* discard = box.addButton(tr("&Discard it"), QMessageBox::DestructiveRole);
        box.setDefaultButton(box.addButton(tr("&Keep editing"), QMessageBox::RejectRole));
        box.exec();
        if (box.clickedButton() != discard)
            return false;
    }
    cancel();
    return true;
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
    if (evaluating()) { // applied when the answer comes, unless it says the goal cannot be reached
        m_applyPending = true;
        showLine();
        return;
    }
    m_applyPending = false;
    if (unreachable()) { // no game could be won from it: the line says so, the edits stay
        showLine();
        return;
    }
    const auto puzzle = m_board->draftPuzzle();
    const StateRank state = m_board->state();
    m_board->endEditing();
    emit applied(puzzle, state);
}

void PositionEditor::boardDestroyed()
{
    m_board.clear(); // no cast to BoardWidget of a widget half destroyed
    stopEditing();
}

void PositionEditor::stopEditing()
{
    if (m_board) {
        m_board->disconnect(this);
        m_board = nullptr;
    }
    m_reply.reset(); // stops the search
    m_applyPending = false;
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
    m_reply.reset(); // the older request stops
    m_applyPending = false; // Apply was asked of the draft before this edit
    m_valid = m_board->draftError().isEmpty();
    m_distance.reset();
    m_failure.clear();
    if (m_valid) {
        m_reply = m_solver->solve(m_board->draftPuzzle(), m_board->state());
        connect(m_reply.get(), &SolverReply::finished, this, &PositionEditor::onEnded);
    }
    m_apply->setEnabled(m_valid);
    showLine();
}

void PositionEditor::onEnded()
{
    const std::unique_ptr<SolverReply> reply = std::move(m_reply);
    if (reply->isAnswered())
        m_distance = reply->solution().distance;
    else
        m_failure = reply->failure().isEmpty() ? tr("the search was stopped") : reply->failure();
    m_apply->setEnabled(m_valid && !unreachable());
    if (m_applyPending)
        apply(); // or the line says why not
    else
        showLine();
}

bool PositionEditor::unreachable() const { return m_distance && *m_distance == Solution::Unreachable; }

QString PositionEditor::lineText() const
{
    if (!m_board)
        return {};
    if (!m_valid)
        return tr("Not a valid position: %1.").arg(m_board->draftError());
    if (!m_failure.isEmpty())
        return tr("Valid position; how far the goal is could not be worked out: %1.").arg(m_failure);
    if (!m_distance && m_applyPending)
        return tr("Valid position. Working out how far the goal is… Apply starts the game once it is known.");
    if (!m_distance)
        return tr("Valid position. Working out how far the goal is…");
    if (*m_distance == Solution::Unreachable)
        return tr("Valid position, but the goal cannot be reached from it: Apply starts no game from it.");
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
    const QString help = m_board->editor() ? m_board->editor()->help() : QString();
    m_help->setText(help);
    m_help->setVisible(!help.isEmpty());
    m_text->setText(lineText());
    m_text->setAccessibleName(m_text->text());
    emit lineChanged();
}

} // namespace minimoves::app
