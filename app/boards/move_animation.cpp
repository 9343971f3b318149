#include "move_animation.h"

#include <algorithm>

namespace minimoves::app {

MoveAnimation::MoveAnimation(QObject* parent) : QObject(parent)
{
    m_animation.setStartValue(0.0);
    m_animation.setEndValue(1.0);
    m_animation.setEasingCurve(QEasingCurve::InOutQuad);
    connect(&m_animation, &QVariantAnimation::valueChanged, this, &MoveAnimation::frame);
    connect(&m_animation, &QVariantAnimation::finished, this, [this] {
        m_move = -1;
        emit finished();
    });
}

void MoveAnimation::setDuration(int milliseconds) { m_duration = std::max(0, milliseconds); }

void MoveAnimation::set(StateRank from, int move, StateRank to, bool reverse)
{
    m_animation.stop();
    m_from = from;
    m_state = to;
    m_reverse = reverse;
    m_move = move;
}

bool MoveAnimation::start(bool visible)
{
    if (m_move >= 0 && m_duration > 0 && visible) {
        m_animation.setDuration(m_duration);
        m_animation.start();
        return true;
    }
    m_move = -1;
    return false;
}

void MoveAnimation::rest(StateRank state)
{
    m_from = m_state = state;
}

void MoveAnimation::stop()
{
    m_animation.stop();
    m_move = -1;
}

} // namespace minimoves::app
