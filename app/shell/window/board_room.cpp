#include "shell/window/board_room.h"

#include <QColor>
#include <QEvent>
#include <QLabel>
#include <QLayout>
#include <QTimer>

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
                          "border-radius: 10px; padding: 3px 22px; }")
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
    const int width = m_room->width();
    // Each shown one's place: as tall as it asks at the room's width (the banner wraps), as wide
    // as the room unless it asks for less.
    struct Wanted {
        QWidget* widget;
        QSize size;
    };
    std::vector<Wanted> shown;
    int stacked = 0;
    for (QWidget* widget : m_widgets) {
        if (!widget || widget->isHidden())
            continue;
        if (widget->layout())
            widget->layout()->activate();
        const QSize wanted = widget->sizeHint().expandedTo(widget->minimumSizeHint());
        const QSizePolicy::Policy across = widget->sizePolicy().horizontalPolicy();
        const bool fullWidth = (across & QSizePolicy::ExpandFlag) || across == QSizePolicy::Preferred;
        const int w = fullWidth ? width : std::min(width, wanted.width());
        const int h = widget->hasHeightForWidth() ? widget->heightForWidth(w) : wanted.height();
        shown.push_back({widget, QSize(w, h)});
        stacked += h;
    }
    // The room is as tall as the first asks, shown or hidden (the bar is as tall either way), so
    // that the board keeps its place as one of them comes and goes; taller only while they stand
    // on one another (the banner over a playback that reached the goal) or one asks for more: the
    // board shrinks to what is left then, never covered.
    const int roomHeight = std::max(m_widgets.front()->sizeHint().height(), stacked);
    if (m_room->minimumHeight() != roomHeight || m_room->maximumHeight() != roomHeight)
        m_room->setFixedHeight(roomHeight);
    const QRect room = m_room->geometry();
    int bottom = room.bottom() + 1;
    for (const Wanted& w : shown) {
        // One alone sits in the room's middle when it is the shorter; else from the bottom up.
        const int top = shown.size() == 1 && w.size.height() < room.height()
                            ? room.top() + (room.height() - w.size.height()) / 2
                            : bottom - w.size.height();
        const QRect at(room.left() + (room.width() - w.size.width()) / 2, top, w.size.width(), w.size.height());
        if (w.widget->geometry() != at)
            w.widget->setGeometry(at);
        w.widget->raise();
        bottom = at.top();
    }
    m_placing = false;
}

// The window as small as its minimum, no smaller: the minimum (its layout's) holds the board, the
// room and the window's bars. A window manager keeps it; an X server without one resizes the
// window to any size asked, where the bar and the banner stood over the board (or fell out of the
// window): the window takes its minimum back then, as a window manager would have kept it.
void BoardRoom::keepWindowMinimum()
{
    QWidget* window = m_room ? m_room->window() : nullptr;
    if (!window || (window->width() >= window->minimumWidth() && window->height() >= window->minimumHeight()))
        return;
    QTimer::singleShot(0, window, [window] { window->resize(window->size().expandedTo(window->minimumSize())); });
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
    if (sideResized)
        keepWindowMinimum();
    return QObject::eventFilter(watched, event);
}

} // namespace minimoves::app
