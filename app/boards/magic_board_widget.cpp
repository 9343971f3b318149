#include "magic_board_widget.h"

#include "magic_board/magic_board_type.h"

#include <QDialogButtonBox>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

#include <cmath>

namespace minimoves::app {

using magic_board::Board;
using magic_board::MagicBoard;
using magic_board::MagicBoardPuzzle;

namespace {

// Cell i of the clockwise reading order sits at (row, column) on the 2x4 board.
QPoint cellPosition(int cell) { return cell < 4 ? QPoint(cell, 0) : QPoint(7 - cell, 1); }

Board targetOf(const MagicBoardPuzzle* magic) { return magic ? magic->rules().target() : magic_board::baseBoard(); }

void drawTile(QPainter& painter, const QRectF& rect, int tile, bool small)
{
    const QColor color = MagicBoardWidget::tileColor(tile);
    QPainterPath path;
    const double radius = rect.width() * 0.14;
    path.addRoundedRect(rect, radius, radius);
    QLinearGradient shade(rect.topLeft(), rect.bottomLeft());
    shade.setColorAt(0, color.lighter(118));
    shade.setColorAt(1, color.darker(112));
    painter.fillPath(path, shade);
    painter.setPen(QPen(color.darker(160), std::max(1.0, rect.width() * 0.03)));
    painter.drawPath(path);
    QFont font = painter.font();
    font.setBold(true);
    font.setPixelSize(int(rect.height() * (small ? 0.6 : 0.55)));
    painter.setFont(font);
    painter.setPen(color.lightness() > 140 ? QColor(20, 20, 20) : QColor(250, 250, 250));
    painter.drawText(rect, Qt::AlignCenter, QString::number(tile));
}

} // namespace

QColor MagicBoardWidget::tileColor(int tile)
{
    // Hue steps around the wheel, lightness alternating so neighbours in number differ in grey.
    static const std::array<QColor, 8> colors{
        QColor(0xd9, 0x3b, 0x3b), QColor(0xf5, 0xc5, 0x42), QColor(0x2f, 0x6f, 0xd6), QColor(0x9c, 0xe0, 0x8a),
        QColor(0x6b, 0x3f, 0xa0), QColor(0xf2, 0x9a, 0x4a), QColor(0x1f, 0x7a, 0x5a), QColor(0xe8, 0xa6, 0xd0),
    };
    return colors[(tile - 1) & 7];
}

MagicBoardWidget::MagicBoardWidget(QWidget* parent) : BoardWidget(parent)
{
    for (int op = 0; op < 3; ++op) {
        auto* button = new QPushButton(QString(QChar('A' + op)), this);
        button->setObjectName(QStringLiteral("op%1").arg(QChar('A' + op)));
        button->setFocusPolicy(Qt::NoFocus);
        button->setMinimumSize(56, 40);
        QFont font = button->font();
        font.setBold(true);
        font.setPointSizeF(font.pointSizeF() * 1.3);
        button->setFont(font);
        connect(button, &QPushButton::clicked, this, [this, op] { emit moveRequested(op); });
        m_buttons[op] = button;
    }
    m_targetButton = new QPushButton(this);
    m_targetButton->setObjectName(QStringLiteral("changeTarget"));
    m_targetButton->setFocusPolicy(Qt::NoFocus);
    connect(m_targetButton, &QPushButton::clicked, this, &MagicBoardWidget::editTarget);
    addButtons({m_buttons[0], m_buttons[1], m_buttons[2]});
    addButtons({m_targetButton});
    retranslate();
}

void MagicBoardWidget::retranslate()
{
    m_buttons[0]->setToolTip(tr("A: swap the top and bottom rows (key A)"));
    m_buttons[1]->setToolTip(tr("B: shift both rows one cell right; the right column moves to the left (key B)"));
    m_buttons[2]->setToolTip(tr("C: turn the middle four tiles clockwise (key C)"));
    for (int op = 0; op < 3; ++op)
        m_buttons[op]->setAccessibleName(moveDescription(op));
    m_targetButton->setText(tr("Change target…"));
    m_targetButton->setToolTip(tr("Choose the order of tiles to reach"));
    setAccessibleName(tr("Magic Board"));
    setAccessibleDescription(tr("Eight numbered tiles on two rows of four. Keys A, B and C play the three operations."));
}

QString MagicBoardWidget::moveDescription(int move) const
{
    switch (move) {
    case 0:
        return tr("A (swap rows)");
    case 1:
        return tr("B (shift right)");
    case 2:
        return tr("C (turn middle)");
    }
    return {};
}

void MagicBoardWidget::hintChanged()
{
    for (int op = 0; op < 3; ++op) {
        QString style;
        if (op == hintBest())
            style = QStringLiteral("QPushButton { background: %1; border: 3px solid %2; border-radius: 6px; }")
                        .arg(bestHintColor().name(), bestHintColor().darker(150).name());
        else if (isHinted(op))
            style = QStringLiteral("QPushButton { background: %1; border: 2px solid %2; border-radius: 6px; }")
                        .arg(hintColor().name(), hintColor().darker(150).name());
        m_buttons[op]->setStyleSheet(style);
        m_buttons[op]->setProperty("hinted", isHinted(op));
    }
}

QRectF MagicBoardWidget::boardRect() const
{
    // The board (4 x 2 cells, after its frame's margin) and, 0.6 cells on, the target (scaled 0.45,
    // its caption above it, a margin after it).
    const BoardAndPanel pair = placeBoardAndPanel(areaAboveButtons(12, 40), QSizeF(4.2, 2), QSizeF(2.0, 2.6), 0.6,
                                                  PanelSide::Beside);
    const double cell = pair.scale;
    return QRectF(pair.board.left() + cell * 0.2, pair.board.top(), cell * 4, cell * 2);
}

void MagicBoardWidget::paintBoard(QPainter& painter, int move, double progress)
{
    const QRectF board = boardRect();
    paintTiles(painter, board, move, progress);
    paintTarget(painter, board);
}

void MagicBoardWidget::paintTiles(QPainter& painter, const QRectF& board, int move, double progress)
{
    const double cell = board.width() / 4;
    const double gap = cell * 0.06;

    // Frame and empty cells.
    QPainterPath frame;
    frame.addRoundedRect(board.adjusted(-gap * 2, -gap * 2, gap * 2, gap * 2), cell * 0.12, cell * 0.12);
    painter.fillPath(frame, palette().color(QPalette::Mid));

    const Board to = MagicBoard::unrank(state());
    const Board from = move >= 0 ? MagicBoard::unrank(animFrom()) : to;
    std::array<int, 9> cellInFrom{};
    for (int i = 0; i < 8; ++i)
        cellInFrom[from.tiles[i]] = i;

    painter.save();
    painter.setClipRect(board);
    for (int i = 0; i < 8; ++i) {
        const int tile = to.tiles[i];
        const QPointF end = cellPosition(i);
        const QPointF begin = cellPosition(cellInFrom[tile]);
        auto rectAt = [&](QPointF p) {
            return QRectF(board.left() + p.x() * cell + gap, board.top() + p.y() * cell + gap, cell - 2 * gap,
                          cell - 2 * gap);
        };
        if (move < 0 || begin == end) {
            drawTile(painter, rectAt(end), tile, false);
            continue;
        }
        const double t = progress;
        const QPointF delta = end - begin;
        if (std::abs(delta.x()) == 3 && delta.y() == 0) {
            // B wraps a column around: it leaves one edge as it enters the other.
            const double step = delta.x() > 0 ? -1 : 1;
            drawTile(painter, rectAt(begin + QPointF(step * t, 0)), tile, false);
            drawTile(painter, rectAt(end - QPointF(step * (1 - t), 0)), tile, false);
            continue;
        }
        QPointF p = begin + delta * t;
        if (delta.x() == 0 && std::abs(delta.y()) == 1 && move == 0) // A: rows pass beside each other
            p.rx() += (delta.y() > 0 ? -0.18 : 0.18) * std::sin(M_PI * t);
        drawTile(painter, rectAt(p), tile, false);
    }
    painter.restore();
}

void MagicBoardWidget::paintTarget(QPainter& painter, const QRectF& board)
{
    // The target, smaller, to the right.
    const double cell = board.width() / 4;
    const double small = cell * 0.45;
    const QRectF target(board.right() + cell * 0.6, board.center().y() - small + cell * 0.2, small * 4, small * 2);
    QFont caption = painter.font();
    caption.setPixelSize(int(std::max(11.0, cell * 0.16)));
    painter.setFont(caption);
    painter.setPen(palette().color(QPalette::WindowText));
    painter.drawText(QRectF(target.left(), target.top() - cell * 0.4, target.width(), cell * 0.35),
                     Qt::AlignLeft | Qt::AlignBottom, tr("Target"));
    const Board goal = targetOf(puzzleAs<MagicBoardPuzzle>());
    for (int i = 0; i < 8; ++i) {
        const QPoint p = cellPosition(i);
        drawTile(painter, QRectF(target.left() + p.x() * small + 2, target.top() + p.y() * small + 2, small - 4, small - 4),
                 goal.tiles[i], true);
    }
}

void MagicBoardWidget::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    if (event->modifiers() == Qt::NoModifier && key >= Qt::Key_A && key <= Qt::Key_C) {
        emit moveRequested(key - Qt::Key_A);
        return;
    }
    BoardWidget::keyPressEvent(event);
}

void MagicBoardWidget::editTarget()
{
    const Board target = targetOf(puzzleAs<MagicBoardPuzzle>());
    MagicTargetDialog dialog(QString::fromStdString(magic_board::boardText(target)), this);
    if (dialog.exec() == QDialog::Accepted)
        emit instanceChangeRequested(dialog.target());
}

MagicTargetDialog::MagicTargetDialog(const QString& current, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Magic Board target"));
    auto* layout = new QVBoxLayout(this);
    auto* prompt = new QLabel(tr("The order to reach, read clockwise from the top-left\n"
                                 "(top row left to right, then bottom row right to left):"),
                              this);
    layout->addWidget(prompt);
    m_edit = new QLineEdit(current, this);
    m_edit->setPlaceholderText(QStringLiteral("1 2 3 4 5 6 7 8"));
    m_edit->setAccessibleName(tr("Target order"));
    prompt->setBuddy(m_edit);
    layout->addWidget(m_edit);
    m_error = new QLabel(this);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    layout->addWidget(m_error);
    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(m_buttons);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_edit, &QLineEdit::textChanged, this, &MagicTargetDialog::validate);
    validate();
}

QString MagicTargetDialog::target() const
{
    QString digits = m_edit->text();
    digits.remove(QRegularExpression(QStringLiteral("[\\s,]")));
    return digits;
}

void MagicTargetDialog::validate()
{
    std::string error;
    const bool ok = magic_board::parseBoard(target().toStdString(), &error).has_value();
    m_error->setText(ok ? QString() : tr("Not a permutation of 1 to 8: %1").arg(QString::fromStdString(error)));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(ok);
}

} // namespace minimoves::app
