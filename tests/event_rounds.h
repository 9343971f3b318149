// Waits on the event loop's own order instead of a fixed time (issue 35): what was queued on this
// thread is through, or the layouts have had their turn. A check after them reads what the queued
// work or the layouts did, so it fails when they did the wrong thing, where after a fixed wait it
// could pass because they had not run yet.
#pragma once

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QEvent>
#include <QObject>
#include <QtTest>
#ifdef QT_WIDGETS_LIB // layoutsSettled(), for the tests that build widgets
#include <QRect>
#include <QWidget>
#endif

#include <algorithm>
#include <utility>
#include <vector>

namespace minimoves::testing {

namespace detail {
// Counts the markers delivered to it.
class RoundMarker : public QObject {
public:
    static QEvent::Type type()
    {
        static const auto registered = QEvent::Type(QEvent::registerEventType());
        return registered;
    }
    int delivered = 0;
    bool event(QEvent* e) override
    {
        if (e->type() != type())
            return QObject::event(e);
        ++delivered;
        return true;
    }
};
} // namespace detail

// Everything posted to this thread before the call is delivered, and what that posted in turn,
// `rounds` deep: each round posts a marker at the lowest priority (the widgets' UpdateRequest, a
// paint, has it too), which the loop delivers only after every event posted before it (queued
// calls and zero-time single shots are posted events, a worker's answer too); the next round is
// posted once it came. False when they were not through in `ms`.
inline bool eventRoundsDone(int rounds = 3, int ms = 10000)
{
    detail::RoundMarker marker;
    int posted = 0;
    return QTest::qWaitFor([&] {
        if (marker.delivered < posted)
            return false;
        if (posted == rounds)
            return true;
        ++posted;
        QCoreApplication::postEvent(&marker, new QEvent(detail::RoundMarker::type()), Qt::LowEventPriority);
        return false;
    }, ms);
}

#ifdef QT_WIDGETS_LIB
// The layouts' turn: the layout requests that a widget shown, hidden or resized posted are
// handled, and what handling them posted or resized in turn (a window's new size, a scroll bar
// shown), until two rounds in a row leave every widget under `top` (and `top`) where it was. The
// geometry read next is the layouts' last word. False when they were still moving after `ms`.
inline bool layoutsSettled(QWidget* top, int ms = 10000)
{
    auto geometries = [top] {
        std::vector<std::pair<const QWidget*, QRect>> all{{top, top->isVisible() ? top->geometry() : QRect()}};
        for (const QWidget* widget : top->findChildren<QWidget*>())
            all.emplace_back(widget, widget->isVisible() ? widget->geometry() : QRect());
        return all;
    };
    const QDeadlineTimer deadline(ms);
    auto last = geometries();
    for (int still = 0; still < 2;) {
        if (!eventRoundsDone(1, int(std::max<qint64>(1, deadline.remainingTime()))))
            return false;
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        auto now = geometries();
        still = now == last ? still + 1 : 0;
        last = std::move(now);
        if (deadline.hasExpired() && still < 2)
            return false;
    }
    return true;
}
#endif

} // namespace minimoves::testing
