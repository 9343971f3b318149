#include "board_room.h"

#include <QColor>
#include <QEvent>
#include <QLabel>
#include <QLayout>

#include <algorithm>

namespace minimoves::app {

QLabel* makeSolvedBanner(QWidget* parent)
{
    auto* banner = new QLabel(parent);
    banner->setObjectName(QStringLiteral("solvedBanner"));
    banner->setAlignment(Qt::AlignCenter);
    banner->setStyleSheet(solvedBannerStyle(QColor(34, 110, 70)));
    QFont font = banner->font();
    font.setPointSizeF(font.pointSizeF() * 1.3);
    banner->setFont(font);
    banner->hide();
    return banner;
}

QString solvedBannerStyle(const QColor& background)
{
    return QStringLiteral("QLabel#solvedBanner { background: %1; color: white; font-weight: bold; "
                          "border-radius: 10px; padding: 6px 22px; }")
        .arg(background.name());
}

BoardRoom::BoardRoom(QWidget* room, std::vector<QWidget*> bottomUp, QObject* parent)
    : QObject(parent), m_room(room), m_widgets(bottomUp.begin(), bottomUp.end())
{
    room->installEventFilter(this);
    room->parentWidget()->installEventFilter(this); // its height bounds the room's
    for (QWidget* widget : bottomUp)
        widget->installEventFilter(this);
    place();
}

void BoardRoom::place()
{
    if (m_placing || m_widgets.empty() || !m_room || !m_room->parentWidget() || !m_widgets.front())
        return;
    m_placing = true;
    // The room is as tall as the first asks, shown or hidden (the bar is as tall either way), but
    // never more than a quarter of the board's side of the window: in a tiny window the board
    // keeps its room, and what comes and goes stands over its bottom edge instead.
    const int roomHeight = std::min(m_widgets.front()->sizeHint().height(), m_room->parentWidget()->height() / 4);
    if (m_room->minimumHeight() != roomHeight)
        m_room->setFixedHeight(roomHeight);
    const QRect room = m_room->geometry();
    int bottom = room.bottom() + 1;
    bool first = true;
    for (QWidget* widget : m_widgets) {
        if (!widget || widget->isHidden())
            continue;
        if (widget->layout())
            widget->layout()->activate();
        const QSize wanted = widget->sizeHint().expandedTo(widget->minimumSizeHint());
        const QSizePolicy::Policy across = widget->sizePolicy().horizontalPolicy();
        const bool fullWidth = (across & QSizePolicy::ExpandFlag) || across == QSizePolicy::Preferred;
        const int width = fullWidth ? room.width() : std::min(room.width(), wanted.width());
        int height = widget->hasHeightForWidth() ? widget->heightForWidth(width) : wanted.height();
        height = std::min(height, bottom - m_room->parentWidget()->rect().top());
        // The first one shown sits in the room (in its middle, when it is the shorter).
        const int top = first && height < room.height() ? room.top() + (room.height() - height) / 2 : bottom - height;
        const QRect at(room.left() + (room.width() - width) / 2, top, width, height);
        if (widget->geometry() != at)
            widget->setGeometry(at);
        widget->raise();
        bottom = at.top();
        first = false;
    }
    m_placing = false;
}

// The room moved or changed size, the window's board side changed height, or one of them showed,
// hid or asked for another size.
bool BoardRoom::eventFilter(QObject* watched, QEvent* event)
{
    if (!m_room)
        return QObject::eventFilter(watched, event);
    const QEvent::Type type = event->type();
    const QObject* side = m_room->parentWidget();
    const bool roomMoved = watched == m_room && (type == QEvent::Resize || type == QEvent::Move);
    const bool sideResized = watched == side && type == QEvent::Resize;
    const bool widgetChanged = watched != m_room && watched != side &&
                               (type == QEvent::Show || type == QEvent::Hide || type == QEvent::LayoutRequest);
    if (roomMoved || sideResized || widgetChanged)
        place();
    return QObject::eventFilter(watched, event);
}

} // namespace minimoves::app
