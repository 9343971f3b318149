#include "board_button_row.h"

#include <QBoxLayout>
#include <QWidget>

#include <algorithm>

namespace minimoves::app {

void BoardButtonRow::add(std::initializer_list<QWidget*> group)
{
    if (!m_row) {
        auto* column = new QVBoxLayout(m_board);
        column->addStretch(1);
        m_row = new QHBoxLayout;
        m_row->addStretch(1);
        m_row->addStretch(1);
        column->addLayout(m_row);
    } else {
        m_row->insertSpacing(m_row->count() - 1, 24);
    }
    for (QWidget* button : group)
        m_row->insertWidget(m_row->count() - 1, button);
}

QRectF BoardButtonRow::areaAbove(double gap, double minHeight) const
{
    const QWidget* first = m_row ? m_row->itemAt(1)->widget() : nullptr;
    // A board drawn without being shown (a picture, a test's frame) has its layout done only here.
    if (first && !m_board->isVisible())
        m_board->layout()->setGeometry(m_board->rect());
    const double top = (first ? first->geometry().top() : m_board->height()) - gap;
    return QRectF(12, 12, m_board->width() - 24, std::max(minHeight, top - 12));
}

} // namespace minimoves::app
