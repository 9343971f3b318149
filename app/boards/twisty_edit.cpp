// The twisty puzzles' position editor (the 3D board's BoardEditor): a click on a sticker gives it
// the next face's colour (a right click the one before), in the 3D view or the flat net; the arrow
// keys move the cursor sticker by sticker (Up and Down face by face), Space or Enter colours it.
// The draft may be anything: the editor's line says what the engine finds wrong with it (a colour
// on too many stickers, a corner no puzzle has, a twisted corner: unsolvable).
#include "twisty_widget.h"

#include <QKeyEvent>
#include <QMouseEvent>

namespace minimoves::app {

QString TwistyWidget::Editor::help() const
{
    return tr("Click a sticker to give it the next colour (right click: the one before); N shows the flat net with "
              "every sticker. The arrow keys move the cursor, Space or Enter colours its sticker.");
}

void TwistyWidget::Editor::cycle(int sticker, int step)
{
    const TwistyGeometry& g = m_board.geometry();
    std::string letters = m_board.draftState().toStdString();
    if (sticker < 0 || std::size_t(sticker) >= letters.size())
        return;
    const int faces = int(g.faceLetters.size());
    const int face = std::max(0, m_board.faceOf(letters[std::size_t(sticker)]));
    letters[std::size_t(sticker)] = g.faceLetters[std::size_t((face + step + faces) % faces)];
    m_board.m_cursor = sticker;
    m_board.setDraft(m_board.draftInstance(), QString::fromStdString(letters));
}

void TwistyWidget::Editor::press(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton && event->button() != Qt::RightButton)
        return;
    const int sticker = m_board.stickerAt(event->position());
    if (sticker >= 0)
        cycle(sticker, event->button() == Qt::LeftButton ? 1 : -1);
}

bool TwistyWidget::Editor::key(QKeyEvent* event)
{
    const TwistyGeometry& g = m_board.geometry();
    const int count = int(g.stickers.size());
    const int perFace = count / int(g.faces.size());
    int& cursor = m_board.m_cursor;
    switch (event->key()) {
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        m_board.m_cursorShown = true;
        cycle(cursor, event->modifiers() & Qt::ShiftModifier ? -1 : 1);
        return true;
    case Qt::Key_Left:
    case Qt::Key_Right:
        cursor = (cursor + (event->key() == Qt::Key_Right ? 1 : count - 1)) % count;
        break;
    case Qt::Key_Up:
    case Qt::Key_Down:
        cursor = (cursor + (event->key() == Qt::Key_Down ? perFace : count - perFace)) % count;
        break;
    default:
        return false;
    }
    m_board.m_cursorShown = true;
    m_board.update(); // the screen reader's cursor follows (BoardWidget::event)
    return true;
}

} // namespace minimoves::app
