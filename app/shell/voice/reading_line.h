// ReadingLine: where the board goes, a line saying which saved game is read before it is shown
// (the last game's at start, another puzzle's at its first switch: GameSessions::switchTo). The
// board in place meanwhile (the puzzle left) is hidden, so that no move goes to the game left; it
// comes back when the read ends or is dropped.
#pragma once

#include <QLabel>
#include <QPointer>

class QBoxLayout;

namespace minimoves::app {

class ReadingLine : public QLabel {
    Q_OBJECT
public:
    // Put at the top of `layout` (the board's), hidden.
    ReadingLine(QWidget* parent, QBoxLayout* layout);

    // Says that `fileName` is read, in place of `board` (may be null); "" takes the line away and
    // shows the board.
    void say(const QString& fileName, QWidget* board);
    // A board put in place during the read (the game read, made before the line goes): hidden
    // with the line up, shown when it goes, so that it can take the focus at once.
    void holdBack(QWidget* board);
    bool reading() const { return !text().isEmpty(); }

private:
    QPointer<QWidget> m_hidden; // the board hidden for the read
};

} // namespace minimoves::app
