#include "board_widget.h"

#include "board_accessible.h"
#include "game/solver_service.h"

#include <QBoxLayout>
#include <QEvent>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QTimer>
#include <QToolTip>

#include <algorithm>
#include <utility>

namespace minimoves::app {

BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent)
{
    BoardAccessible::installFactory();
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(1.0);
    m_animation.setEasingCurve(QEasingCurve::InOutQuad);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, [this] { update(); });
    connect(&m_animation, &QVariantAnimation::finished, this, [this] {
        m_move = -1;
        update();
        emit animationFinished();
    });
}

void BoardWidget::setSolver(SolverService* solver) { m_solver = solver; }

SolverService* BoardWidget::solver() const { return m_solver; }

void BoardWidget::setPuzzle(std::shared_ptr<const AnyPuzzle> puzzle)
{
    endEditing();
    m_animation.stop();
    m_move = -1;
    m_puzzle = std::move(puzzle);
    m_hintMoves.clear();
    m_hintBest = -1;
    m_hereDistance.reset();
    m_afterDistances.clear();
    m_qualityMoves.clear();
    qualityChanged();
    positionChanged();
    hintChanged();
    update();
}

void BoardWidget::showState(StateRank from, int move, StateRank to, bool reverse)
{
    endEditing();
    m_animation.stop();
    m_from = from;
    m_state = to;
    m_reverse = reverse;
    m_move = move;
    positionChanged();
    if (move >= 0 && m_duration > 0 && isVisible()) {
        m_animation.setDuration(m_duration);
        m_animation.start();
    } else {
        m_move = -1;
        update();
        if (move >= 0)
            emit animationFinished();
    }
}

void BoardWidget::setAnimationDuration(int milliseconds) { m_duration = std::max(0, milliseconds); }

QImage BoardWidget::renderFrame(double progress)
{
    QImage image(size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(palette().color(QPalette::Window));
    if (!m_puzzle)
        return image;
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    paintBoard(painter, isAnimating() ? m_move : -1, isAnimating() ? progress : 1.0);
    if (!isAnimating())
        for (int m : badgedMoves())
            if (const auto centre = moveBadgeCentre(m))
                paintBadge(painter, *centre, m);
    return image;
}

void BoardWidget::setHint(const std::vector<int>& optimalMoves, int best)
{
    m_hintMoves = optimalMoves;
    m_hintBest = optimalMoves.empty() ? -1 : best;
    hintChanged();
    update();
}

void BoardWidget::paintCaption(QPainter& painter, const QRectF& rect, const QString& text, Qt::Alignment alignment,
                               double pixelSize) const
{
    painter.save();
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(std::max(1, int(std::min(pixelSize, rect.height()))));
    painter.setFont(font);
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::WindowText));
    painter.drawText(rect, int(alignment), text);
    painter.restore();
}

bool BoardWidget::isHinted(int move) const
{
    return std::find(m_hintMoves.begin(), m_hintMoves.end(), move) != m_hintMoves.end();
}

QString BoardWidget::moveDescription(int move) const
{
    return m_puzzle ? QString::fromStdString(m_puzzle->moveText(move)) : QString();
}

bool BoardWidget::event(QEvent* event)
{
    const QEvent::Type type = event->type();
    const bool result = dispatchEvent(event);
    // A key or a click may have moved the keyboard's cursor: the screen reader's focus follows.
    if (type == QEvent::KeyPress || type == QEvent::MouseButtonPress || type == QEvent::MouseButtonRelease)
        tellCursor();
    return result;
}

bool BoardWidget::dispatchEvent(QEvent* event)
{
    if (isEditing()) { // the position editor's gestures take the mouse, and the keys they use
        switch (event->type()) {
        case QEvent::MouseButtonPress:
        case QEvent::MouseButtonDblClick:
            editPress(static_cast<QMouseEvent*>(event));
            return true;
        case QEvent::MouseButtonRelease:
            editRelease(static_cast<QMouseEvent*>(event));
            return true;
        case QEvent::ContextMenu:
            return true;
        case QEvent::KeyPress:
            if (editKey(static_cast<QKeyEvent*>(event)))
                return true;
            break;
        default:
            break;
        }
    }
    if (event->type() == QEvent::ToolTip) {
        auto* help = static_cast<QHelpEvent*>(event);
        // The editor's bar explains its gestures: no move tooltips while editing.
        QString tip = isEditing() ? QString() : toolTipAt(help->pos());
        const QString quality = isEditing() ? QString() : qualityToolTip(movesOfItem(hoverItemAt(help->pos())));
        if (!quality.isEmpty())
            tip = tip.isEmpty() ? quality : tip + QLatin1Char('\n') + quality;
        if (tip.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(toolTipPlace(help->globalPos(), tip), tip, this);
        }
        return true;
    }
    return QWidget::event(event);
}

void BoardWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        if (m_hovered >= 0)
            setToolTip(hoveredToolTip());
    }
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        update();
    QWidget::changeEvent(event);
}

void BoardWidget::focusInEvent(QFocusEvent* event)
{
    update();
    QWidget::focusInEvent(event);
    // QWidget::setFocus tells the screen reader the board has the focus after this returns: the
    // cursor's item is told after that, or the board's own focus would override it.
    QTimer::singleShot(0, this, [this] {
        m_toldCursor = -2;
        tellCursor();
    });
}

void BoardWidget::focusOutEvent(QFocusEvent* event)
{
    update();
    m_toldCursor = -2;
    QWidget::focusOutEvent(event);
}

// ---- accessibility -----------------------------------------------------------------------------

void BoardWidget::tellCursor()
{
    if (!hasFocus())
        return;
    const int cursor = accessibleCursor();
    if (cursor == m_toldCursor)
        return;
    m_toldCursor = cursor;
    if (cursor >= 0)
        BoardAccessible::sendFocus(this, cursor);
}

void BoardWidget::doAccessibleAction(int item, int action)
{
    if (!m_puzzle || !isEnabled() || isEditing() || item < 0 || item >= accessibleItemCount())
        return;
    const AccessibleItem it = accessibleItem(item);
    if (action >= 0 && action < int(it.actions.size()))
        emit moveRequested(it.actions[std::size_t(action)].second);
}

QString BoardWidget::positionSpeech() const
{
    QStringList names;
    for (int i = 0; i < accessibleItemCount(); ++i)
        if (const AccessibleItem it = accessibleItem(i); !it.button)
            names << it.name;
    return names.isEmpty() ? QString() : names.join(QStringLiteral(". ")) + QLatin1Char('.');
}

QString BoardWidget::rowsSpeech(int rows, int columns, const std::function<QString(int row, int column)>& word)
{
    QStringList lines;
    for (int row = 0; row < rows; ++row) {
        QStringList words;
        for (int column = 0; column < columns; ++column)
            words << word(row, column);
        lines << tr("Row %1: %2").arg(row + 1).arg(words.join(QStringLiteral(", ")));
    }
    return lines.join(QStringLiteral(". "));
}

// ---- layout ------------------------------------------------------------------------------------

BoardWidget::BoardAndPanel BoardWidget::placeBoardAndPanel(const QRectF& area, const QSizeF& board, const QSizeF& panel,
                                                           double gap, PanelSide side, const Scaling& scaling)
{
    // Worked out along the line the two make (x beside, y under) and across it.
    const bool beside = side == PanelSide::Beside;
    const auto along = [beside](const QSizeF& size) { return beside ? size.width() : size.height(); };
    const auto across = [beside](const QSizeF& size) { return beside ? size.height() : size.width(); };
    const double room = along(area.size());
    const double breadth = across(area.size());
    const double middle = beside ? area.center().x() : area.center().y();
    const double centre = beside ? area.center().y() : area.center().x();

    BoardAndPanel result;
    const bool fixed = scaling.fixedPanel;
    const double units = fixed ? along(board) : along(board) + gap + along(panel);
    result.fit = fixed ? std::min((room - along(panel) - gap) / units, breadth / across(board))
                       : std::min(room / units, breadth / std::max(across(board), across(panel)));
    result.scale = std::min(scaling.maxScale, std::max(scaling.minScale, result.fit));
    const double s = result.scale;
    const double length = fixed ? units * s + gap + along(panel) : units * s;
    const double start = middle - length / 2 + (scaling.slackBefore - 0.5) * (room - length);
    const double panelStart = start + (fixed ? along(board) * s + gap : (along(board) + gap) * s);
    const QSizeF boardSize = board * s;
    const QSizeF panelSize = fixed ? panel : panel * s;
    const double boardSide = centre - across(board) * s / 2;
    const double panelSide = centre - across(panelSize) / 2;
    if (beside) {
        result.board = QRectF(QPointF(start, boardSide), boardSize);
        result.panel = QRectF(QPointF(panelStart, panelSide), panelSize);
    } else {
        result.board = QRectF(QPointF(boardSide, start), boardSize);
        result.panel = QRectF(QPointF(panelSide, panelStart), panelSize);
    }
    return result;
}

BoardWidget::BoardAndPanel BoardWidget::placeBoardAndPanel(const QRectF& area, const QSizeF& board, const QSizeF& panel,
                                                           double gap, PanelSide side)
{
    return placeBoardAndPanel(area, board, panel, gap, side, Scaling());
}

void BoardWidget::addButtons(std::initializer_list<QWidget*> group)
{
    if (!m_buttonRow) {
        auto* column = new QVBoxLayout(this);
        column->addStretch(1);
        m_buttonRow = new QHBoxLayout;
        m_buttonRow->addStretch(1);
        m_buttonRow->addStretch(1);
        column->addLayout(m_buttonRow);
    } else {
        m_buttonRow->insertSpacing(m_buttonRow->count() - 1, 24);
    }
    for (QWidget* button : group)
        m_buttonRow->insertWidget(m_buttonRow->count() - 1, button);
}

QRectF BoardWidget::areaAboveButtons(double gap, double minHeight) const
{
    const QWidget* first = m_buttonRow ? m_buttonRow->itemAt(1)->widget() : nullptr;
    const double top = (first ? first->geometry().top() : height()) - gap;
    return QRectF(12, 12, width() - 24, std::max(minHeight, top - 12));
}

void BoardWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().window());
    if (!m_puzzle)
        return;
    const bool running = m_animation.state() == QAbstractAnimation::Running;
    const int move = running ? m_move : -1;
    const double progress = running ? m_animation.currentValue().toDouble() : 1.0;
    painter.save();
    paintBoard(painter, move, progress);
    painter.restore();
    // The move-quality badges, over the board, once it rests (not on a position being set up).
    if (move < 0 && !isEditing())
        for (int m : badgedMoves())
            if (const auto centre = moveBadgeCentre(m))
                paintBadge(painter, *centre, m);
    if (isEditing() && editPick() >= 0) {
        const QRectF picked = editItemRect(editPick());
        painter.setPen(QPen(bestHintColor(), std::max(3.0, picked.width() / 14), Qt::SolidLine, Qt::RoundCap,
                            Qt::RoundJoin));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(picked, picked.width() / 8, picked.width() / 8);
    }
}

// ---- position editor ---------------------------------------------------------------------------

void BoardWidget::beginEditing()
{
    if (!m_puzzle)
        return;
    const bool animating = isAnimating();
    m_animation.stop();
    m_move = -1;
    if (animating)
        emit animationFinished(); // the view has settled: whoever waits for the move's end goes on
    // Begun again, the draft starts over from what it shows, and still goes back to the game.
    auto game = m_draft ? m_draft->gamePuzzle() : m_puzzle; // copied: emplace() ends the old draft first
    const StateRank gameState = m_draft ? m_draft->gameState() : m_state;
    m_draft.emplace(std::move(game), gameState, m_puzzle, m_state);
    m_swap.reset();
    // The board's own buttons (moves, a target's or teeth's editor) wait until editing ends.
    for (QWidget* child : findChildren<QWidget*>(Qt::FindDirectChildrenOnly))
        if (child->isEnabled() && !child->isWindow()) {
            child->setEnabled(false);
            m_disabledForEditing.append(child);
        }
    m_hintMoves.clear();
    m_hintBest = -1;
    hintChanged();
    positionChanged();
    update();
    emit draftChanged();
}

void BoardWidget::endEditing()
{
    if (!m_draft)
        return;
    m_swap.reset();
    for (const QPointer<QWidget>& child : std::exchange(m_disabledForEditing, {}))
        if (child)
            child->setEnabled(true);
    m_puzzle = m_draft->gamePuzzle();
    m_from = m_state = m_draft->gameState();
    m_draft.reset();
    positionChanged();
    update();
    emit editingEnded();
}

void BoardWidget::setDraft(const QString& instance, const QString& state)
{
    if (!m_draft || !m_draft->set(instance, state))
        return;
    m_puzzle = m_draft->puzzle();
    if (const auto position = m_draft->position())
        m_from = m_state = *position;
    positionChanged();
    update();
    emit draftChanged();
}

std::optional<std::pair<int, int>> BoardWidget::swapGesture(bool press, int item)
{
    const int held = m_swap.held();
    const auto swap = press ? m_swap.press(item) : m_swap.release(item);
    if (press || m_swap.held() != held)
        update(); // the picked item's outline
    return swap;
}

void BoardWidget::setDraftState(StateRank state)
{
    if (m_puzzle)
        setDraft(draftInstance(), QString::fromStdString(m_puzzle->encodeState(state)));
}

} // namespace minimoves::app
