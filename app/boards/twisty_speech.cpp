// The twisty puzzles' 3D board for screen readers and the pointer: the stickers as a table, a face
// a row ("Front face, top left: green"), each with the turns a drag on it offers as actions, then
// the strip's moves as buttons; under the pointer, a sticker (its turns' quality shows) or a move.
#include "twisty_widget.h"

#include <QStringList>

namespace minimoves::app {

namespace {
int perFace(const TwistyGeometry& g) { return int(g.stickers.size() / g.faces.size()); }
} // namespace

QSize TwistyWidget::Speech::tableSize() const
{
    const TwistyGeometry& g = m_board.geometry();
    return {perFace(g), int(g.faces.size())};
}

int TwistyWidget::Speech::itemCount() const
{
    if (!m_board.puzzle())
        return 0;
    return int(m_board.geometry().stickers.size()) + m_board.puzzle()->moveCount();
}

BoardSpeech::Item TwistyWidget::Speech::item(int index) const
{
    Item it;
    const TwistyGeometry& g = m_board.geometry();
    const int stickers = int(g.stickers.size());
    if (index >= stickers) {
        const int move = index - stickers;
        it.name = m_board.moveDescription(move);
        it.description = tr("Move %1").arg(QString::fromStdString(m_board.puzzle()->moveText(move)));
        it.rect = m_board.moveButtonRect(move);
        it.button = true;
        it.actions = {{m_board.moveDescription(move), move}};
        return it;
    }
    const TwistySticker& sticker = g.stickers[std::size_t(index)];
    const std::string letters = m_board.shownLetters();
    const int face = std::size_t(index) < letters.size() ? m_board.faceOf(letters[std::size_t(index)]) : -1;
    const TwistyLook& look = m_board.look();
    it.name = tr("%1, %2: %3")
                  .arg(look.faceName(sticker.face), look.stickerPlace(sticker.face, sticker.indexOnFace),
                       face >= 0 ? look.colourName(face) : tr("no colour"));
    const auto centre = m_board.stickerCentre(index);
    if (centre)
        it.rect = QRectF(*centre - QPointF(6, 6), QSizeF(12, 12));
    it.description = centre ? tr("In sight.") : tr("On the far side; the arrow keys turn the view.");
    // Its actions: the moves of every layer it lies in, by the engine's moves' own names (a drag's
    // other side, the 2x2x2's D turning the rest, would be said as the U it is played as, and
    // the sticker would not move: the bottom-left-back corner's stickers have none).
    if (const AnyPuzzle* puzzle = m_board.puzzle())
        for (int move = 0; move < puzzle->moveCount(); ++move)
            if (const auto turn = m_board.turnOfMove(move);
                turn && g.axes[std::size_t(turn->axis)].inLayer(sticker.centre))
                it.actions.emplace_back(m_board.moveDescription(move), move);
    return it;
}

int TwistyWidget::Speech::cursorItem() const { return m_board.cursorSticker(); }

QString TwistyWidget::Speech::facesSpeech(const std::string& letters) const
{
    const TwistyGeometry& g = m_board.geometry();
    const TwistyLook& look = m_board.look();
    QStringList faces;
    for (std::size_t f = 0; f < g.faces.size(); ++f) {
        QStringList colours;
        for (std::size_t s = 0; s < g.stickers.size(); ++s)
            if (g.stickers[s].face == int(f)) {
                const int colour = s < letters.size() ? m_board.faceOf(letters[s]) : -1;
                colours << (colour >= 0 ? look.colourName(colour) : tr("no colour"));
            }
        faces << tr("%1: %2").arg(look.faceName(int(f)), colours.join(QStringLiteral(", ")));
    }
    return faces.join(QStringLiteral(". ")) + QLatin1Char('.');
}

QString TwistyWidget::Speech::positionSpeech() const
{
    if (!m_board.puzzle())
        return {};
    return facesSpeech(m_board.shownLetters());
}

QString TwistyWidget::Speech::targetSpeech() const
{
    if (!m_board.puzzle())
        return {};
    return tr("Goal: every face one colour. %1").arg(facesSpeech(m_board.solvedLetters()));
}

// ---- the pointer -----------------------------------------------------------------------------

int TwistyWidget::Hover::itemAt(const QPointF& pos) const
{
    const int move = m_board.moveButtonAt(pos);
    if (move >= 0)
        return int(m_board.geometry().stickers.size()) + move;
    return m_board.stickerAt(pos);
}

QString TwistyWidget::Hover::toolTip(int item) const
{
    const int stickers = int(m_board.geometry().stickers.size());
    if (item >= stickers)
        return m_board.moveDescription(item - stickers);
    if (m_board.isEditing())
        return {};
    return m_board.netShown() ? QString() : tr("Drag along the face to turn a layer");
}

std::optional<Qt::CursorShape> TwistyWidget::Hover::cursorShape(int item) const
{
    const int stickers = int(m_board.geometry().stickers.size());
    if (item >= stickers || (item >= 0 && m_board.isEditing()))
        return Qt::PointingHandCursor;
    if (item >= 0 && !m_board.netShown())
        return Qt::OpenHandCursor;
    return Qt::ArrowCursor;
}

std::vector<int> TwistyWidget::Hover::movesOf(int item) const
{
    const int stickers = int(m_board.geometry().stickers.size());
    if (item >= stickers)
        return {item - stickers};
    std::vector<int> moves;
    for (const TwistyDragTurn& way : m_board.dragTurns(item))
        for (int quarters : {1, -1}) {
            const int move = m_board.moveOfTurn(TwistyTurn{way.axis, quarters});
            if (move >= 0 && std::find(moves.begin(), moves.end(), move) == moves.end())
                moves.push_back(move);
        }
    return moves;
}

} // namespace minimoves::app
