#include "board_speech.h"

#include "board_widget.h"

#include <QStringList>

namespace minimoves::app {

BoardSpeech::Item BoardSpeech::item(int index) const
{
    Q_UNUSED(index);
    return {};
}

QString BoardSpeech::positionSpeech() const
{
    QStringList names;
    for (int i = 0; i < itemCount(); ++i)
        if (const Item it = item(i); !it.button)
            names << it.name;
    return names.isEmpty() ? QString() : names.join(QStringLiteral(". ")) + QLatin1Char('.');
}

QString BoardSpeech::rowsSpeech(int rows, int columns, const std::function<QString(int row, int column)>& word)
{
    QStringList lines;
    for (int row = 0; row < rows; ++row) {
        QStringList words;
        for (int column = 0; column < columns; ++column)
            words << word(row, column);
        lines << BoardWidget::tr("Row %1: %2").arg(row + 1).arg(words.join(QStringLiteral(", ")));
    }
    return lines.join(QStringLiteral(". "));
}

} // namespace minimoves::app
