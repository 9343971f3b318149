// The Rolling Cubes board's view: turned round the tray a quarter turn at a time by [ and ], the
// buttons under the tray, or freely by a drag with the right button (coming to rest at the nearest
// quarter turn), animated at the moves' speed; and the peek, P or the Hidden faces button held,
// that unfolds every cube in its cell. None of it is a move: the game never hears of it.
#include "rolling_cubes_view.h"
#include "rolling_cubes_widget.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPushButton>
#include <QVariantAnimation>

#include <cmath>

namespace minimoves::app {

void RollingCubesWidget::createViewButtons()
{
    auto button = [this](const char* name) {
        auto* b = new QPushButton(this);
        b->setObjectName(QString::fromLatin1(name));
        b->setFocusPolicy(Qt::NoFocus); // the keys stay on the board ([, ], P do the same)
        return b;
    };
    m_turnAnticlockwise = button("turnTrayAnticlockwise");
    m_turnClockwise = button("turnTrayClockwise");
    m_peekButton = button("hiddenFaces");
    for (QPushButton* arrow : {m_turnAnticlockwise, m_turnClockwise}) { // the turning arrows, large enough to see
        QFont large = arrow->font();
        large.setPointSizeF(large.pointSizeF() * 1.5);
        arrow->setFont(large);
    }
    m_peekButton->setMinimumHeight(m_turnClockwise->sizeHint().height()); // one row, one height
    connect(m_turnAnticlockwise, &QPushButton::clicked, this, [this] { turnView(-1); });
    connect(m_turnClockwise, &QPushButton::clicked, this, [this] { turnView(1); });
    // Held, not toggled: the cubes stand again as soon as it is let go.
    connect(m_peekButton, &QPushButton::pressed, this, [this] {
        m_peekButtonHeld = true;
        showPeeking();
    });
    connect(m_peekButton, &QPushButton::released, this, [this] {
        m_peekButtonHeld = false;
        showPeeking();
    });
    m_buttonRow.add({m_turnAnticlockwise, m_turnClockwise});
    m_buttonRow.add({m_peekButton});

    m_turnMotion = new QVariantAnimation(this);
    m_turnMotion->setEasingCurve(QEasingCurve::InOutCubic);
    connect(m_turnMotion, &QVariantAnimation::valueChanged, this,
            [this](const QVariant& value) { setShownTurn(value.toDouble()); });
    connect(m_turnMotion, &QVariantAnimation::finished, this, [this] { setShownTurn(m_shownTurn); });
    m_shownTurn = RollingCubesView::shared().quarterTurns();
    connect(&RollingCubesView::shared(), &RollingCubesView::turned, this, &RollingCubesWidget::followView);
}

void RollingCubesWidget::retranslateViewButtons()
{
    m_turnAnticlockwise->setText(QStringLiteral("↶"));
    m_turnAnticlockwise->setAccessibleName(tr("Turn the tray anticlockwise"));
    m_turnAnticlockwise->setToolTip(
        tr("Turn the tray a quarter turn anticlockwise ([, or drag with the right button): the arrow keys and the "
           "moves' names follow the screen"));
    m_turnClockwise->setText(QStringLiteral("↷"));
    m_turnClockwise->setAccessibleName(tr("Turn the tray clockwise"));
    m_turnClockwise->setToolTip(
        tr("Turn the tray a quarter turn clockwise (], or drag with the right button): the arrow keys and the "
           "moves' names follow the screen"));
    m_peekButton->setText(tr("Hidden faces"));
    m_peekButton->setAccessibleName(tr("Show hidden faces"));
    m_peekButton->setToolTip(tr("Hold to unfold every cube in its cell and see all six faces (or hold P)"));
}

QRectF RollingCubesWidget::viewButtonsRect() const
{
    return QRectF(m_turnAnticlockwise->geometry().united(m_peekButton->geometry()));
}

void RollingCubesWidget::turnView(int quarters)
{
    RollingCubesView::shared().setQuarterTurns(RollingCubesView::shared().quarterTurns() + quarters);
}

void RollingCubesWidget::followView(int quarterTurns)
{
    // The same rest as `quarterTurns` nearest the turn shown: a quarter turn goes the short way.
    const double target = m_shownTurn + std::remainder(quarterTurns - m_shownTurn, 4.0);
    animateTurnTo(target);
    emit moveNamesChanged();
}

void RollingCubesWidget::animateTurnTo(double turn)
{
    m_turnMotion->stop();
    const double distance = std::abs(turn - m_shownTurn);
    // A quarter turn takes a little longer than a move, at the same speed setting; none when off.
    const int duration = int(animationDuration() * 1.4 * std::min(1.0, distance));
    if (duration <= 0 || !isVisible()) {
        setShownTurn(turn);
        return;
    }
    m_turnMotion->setStartValue(m_shownTurn);
    m_turnMotion->setEndValue(turn);
    m_turnMotion->setDuration(duration);
    m_turnMotion->start();
}

void RollingCubesWidget::setShownTurn(double turn)
{
    m_shownTurn = turn;
    // Come to rest: the same view, its number kept small.
    if (std::abs(turn - std::round(turn)) < 1e-9 && m_turnMotion->state() != QAbstractAnimation::Running)
        m_shownTurn = std::fmod(std::fmod(std::round(turn), 4.0) + 4.0, 4.0);
    update();
    refreshHover();
}

void RollingCubesWidget::showPeeking()
{
    if (m_peeking == isPeeking())
        return;
    m_peeking = isPeeking();
    update();
    refreshHover();
}

bool RollingCubesWidget::viewKey(QKeyEvent* event, bool pressed)
{
    switch (event->key()) {
    case Qt::Key_BracketLeft:
    case Qt::Key_BracketRight:
        if (pressed)
            turnView(event->key() == Qt::Key_BracketRight ? 1 : -1);
        break;
    case Qt::Key_P:
        if (event->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))
            return false;
        if (!event->isAutoRepeat()) {
            m_peekKey = pressed;
            showPeeking();
        }
        break;
    default:
        return false;
    }
    event->accept();
    return true;
}

void RollingCubesWidget::keyReleaseEvent(QKeyEvent* event)
{
    if (!viewKey(event, false))
        BoardWidget::keyReleaseEvent(event);
}

void RollingCubesWidget::focusOutEvent(QFocusEvent* event)
{
    m_peekKey = false; // P's release goes elsewhere now
    showPeeking();
    BoardWidget::focusOutEvent(event);
}

void RollingCubesWidget::beginDrag(QPointF at)
{
    m_turnMotion->stop();
    m_dragFrom = at;
    m_dragTurn = m_shownTurn;
    setCursor(Qt::ClosedHandCursor);
}

void RollingCubesWidget::mouseMoveEvent(QMouseEvent* event)
{
    if (m_dragFrom && (event->buttons() & Qt::RightButton)) {
        // Dragged right, the tray's near side goes right with the pointer (anticlockwise seen
        // from above): a quarter turn for every third of the widget's width or so.
        const double across = event->position().x() - m_dragFrom->x();
        setShownTurn(m_dragTurn - across / std::max(120.0, width() / 3.0));
        event->accept();
        return;
    }
    BoardWidget::mouseMoveEvent(event);
}

void RollingCubesWidget::mouseReleaseEvent(QMouseEvent* event)
{
    if (event->button() == Qt::RightButton && m_dragFrom) {
        m_dragFrom.reset();
        unsetCursor();
        refreshHover();
        // At rest at the nearest quarter turn; the keys and names follow when that is another.
        const double rest = std::round(m_shownTurn);
        RollingCubesView::shared().setQuarterTurns(int(std::fmod(std::fmod(rest, 4.0) + 4.0, 4.0)));
        animateTurnTo(rest);
        event->accept();
        return;
    }
    BoardWidget::mouseReleaseEvent(event);
}

} // namespace minimoves::app
