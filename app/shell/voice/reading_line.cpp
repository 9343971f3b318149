#include "shell/voice/reading_line.h"

#include <QBoxLayout>

namespace minimoves::app {

ReadingLine::ReadingLine(QWidget* parent, QBoxLayout* layout) : QLabel(parent)
{
    setObjectName(QStringLiteral("readingLabel"));
    setAlignment(Qt::AlignCenter);
    setWordWrap(true);
    layout->insertWidget(0, this, 1);
    hide();
}

void ReadingLine::say(const QString& fileName, QWidget* board)
{
    setText(fileName.isEmpty() ? QString() : tr("Reading the saved game %1…").arg(fileName));
    if (fileName.isEmpty()) {
        hide();
        if (m_hidden)
            m_hidden->show();
        m_hidden.clear();
        return;
    }
    if (board && board->isVisibleTo(parentWidget())) {
        board->hide();
        m_hidden = board;
    }
    show();
}

void ReadingLine::holdBack(QWidget* board)
{
    board->hide();
    m_hidden = board;
}

} // namespace minimoves::app
