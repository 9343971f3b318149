#include "board_widget.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>

namespace minimoves::app {

BoardWidget::BoardWidget(QWidget* parent) : QWidget(parent)
{
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

void BoardWidget::setPuzzle(std::shared_ptr<const AnyPuzzle> puzzle)
{
    m_animation.stop();
    m_move = -1;
    m_puzzle = std::move(puzzle);
    m_hintMoves.clear();
    m_hintBest = -1;
    m_banner.clear();
    positionChanged();
    hintChanged();
    update();
}

void BoardWidget::showState(StateRank from, int move, StateRank to, bool reverse)
{
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
    return image;
}

void BoardWidget::setHint(const std::vector<int>& optimalMoves, int best)
{
    m_hintMoves = optimalMoves;
    m_hintBest = optimalMoves.empty() ? -1 : best;
    hintChanged();
    update();
}

bool BoardWidget::isHinted(int move) const
{
    return std::find(m_hintMoves.begin(), m_hintMoves.end(), move) != m_hintMoves.end();
}

void BoardWidget::setBanner(const QString& text)
{
    m_banner = text;
    update();
}

QString BoardWidget::moveDescription(int move) const
{
    return m_puzzle ? QString::fromStdString(m_puzzle->moveText(move)) : QString();
}

void BoardWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        update();
    QWidget::changeEvent(event);
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

    if (!m_banner.isEmpty()) {
        QFont font = painter.font();
        font.setPointSizeF(font.pointSizeF() * 1.4);
        font.setBold(true);
        painter.setFont(font);
        const QFontMetrics metrics(font);
        const QRect text = metrics.boundingRect(m_banner).adjusted(-24, -12, 24, 12);
        QRect box(QPoint(0, 0), text.size());
        box.moveCenter(QPoint(width() / 2, height() - box.height()));
        QPainterPath path;
        path.addRoundedRect(box, 12, 12);
        painter.fillPath(path, QColor(34, 110, 70, 230));
        painter.setPen(Qt::white);
        painter.drawText(box, Qt::AlignCenter, m_banner);
    }
}

} // namespace minimoves::app
