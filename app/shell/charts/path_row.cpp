#include "shell/charts/path_row.h"

#include <QLayout>
#include <QScrollBar>

#include <algorithm>

namespace minimoves::app {

namespace {

QWidget* makeCover(QWidget* parent)
{
    auto* cover = new QWidget(parent);
    cover->setObjectName(QStringLiteral("pathRowCover"));
    cover->setAutoFillBackground(true); // the bar's background: the row seems to end there
    cover->hide();
    return cover;
}

} // namespace

PathRow::PathRow(QWidget* parent) : QScrollArea(parent), m_leftCover(makeCover(this)), m_rightCover(makeCover(this))
{
    // Whatever moves the row (the scroll bar's arrows, a page, a drag) ends on an entry's start.
    connect(horizontalScrollBar(), &QScrollBar::actionTriggered, this, [this] {
        QScrollBar* bar = horizontalScrollBar();
        bar->setSliderPosition(snapped(bar->sliderPosition()));
    });
    connect(horizontalScrollBar(), &QScrollBar::valueChanged, this, &PathRow::coverCutEntries);
    connect(horizontalScrollBar(), &QScrollBar::rangeChanged, this, &PathRow::coverCutEntries);
    m_enableTimer.setSingleShot(true);
    m_enableTimer.setInterval(0);
    connect(&m_enableTimer, &QTimer::timeout, this, [this] {
        for (std::size_t i = 0; i < std::min(m_entries.size(), m_enabledDue.size()); ++i)
            m_entries[i]->setEnabled(m_enabledDue[i]);
    });
}

void PathRow::setEnabledEntries(std::vector<bool> enabled)
{
    m_enabledDue = std::move(enabled);
    m_enableTimer.start();
}

void PathRow::setEntries(std::vector<QWidget*> entries)
{
    m_entries = std::move(entries);
    coverCutEntries();
}

int PathRow::snapped(int value) const
{
    const int last = horizontalScrollBar()->maximum();
    if (value >= last) // the far end shows the last entry whole (a cut one on the left is covered)
        return last;
    int start = 0;
    for (const QWidget* entry : m_entries) {
        if (entry->geometry().left() > value)
            break;
        start = entry->geometry().left();
    }
    return std::min(start, last);
}

void PathRow::centreOn(const QWidget* entry)
{
    if (!widget() || !entry)
        return;
    widget()->layout()->activate();
    const int wanted = std::clamp(entry->geometry().center().x() - viewport()->width() / 2, 0,
                                  horizontalScrollBar()->maximum());
    // On an entry's start, unless that leaves this one cut at the right end.
    const int start = snapped(wanted);
    horizontalScrollBar()->setValue(entry->geometry().right() < start + viewport()->width() ? start : wanted);
    coverCutEntries();
}

// Each end of the viewport that falls inside an entry is covered up to that entry's far edge.
void PathRow::coverCutEntries()
{
    const int left = horizontalScrollBar()->value();
    const int width = viewport()->width();
    int coverLeft = 0;
    int coverRight = 0;
    for (const QWidget* entry : m_entries) {
        const QRect at = entry->geometry();
        if (at.left() < left && at.right() >= left)
            coverLeft = at.right() + 1 - left;
        if (at.left() < left + width && at.right() >= left + width)
            coverRight = left + width - at.left();
    }
    // An entry wider than the row itself is better cut than hidden whole.
    if (coverLeft + coverRight >= width)
        coverLeft = coverRight = 0;
    const QRect port = viewport()->geometry();
    m_leftCover->setGeometry(port.left(), port.top(), coverLeft, port.height());
    m_rightCover->setGeometry(port.right() + 1 - coverRight, port.top(), coverRight, port.height());
    m_leftCover->setVisible(coverLeft > 0);
    m_rightCover->setVisible(coverRight > 0);
    m_leftCover->raise();
    m_rightCover->raise();
}

void PathRow::resizeEvent(QResizeEvent* event)
{
    QScrollArea::resizeEvent(event);
    coverCutEntries();
}

} // namespace minimoves::app
